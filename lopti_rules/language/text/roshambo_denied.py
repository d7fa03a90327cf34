"""Roshambo taken out of a tied vote (issue 29, session 25): R-VOTE-10 and R-ROSHAMBO-1 as
the tie slot's official value, denied.

A tied vote goes to Roshambo between the one who asked and the rule's creator (R-VOTE-10,
R-ROSHAMBO-1), and no rule may change that procedure (R-VOTE-8). A sentence that names
Roshambo only to deny it on a tie ("on a tied vote no rock paper scissors, the creator
decides", "Bei Stimmengleichheit kein Schere-Stein-Papier", "taş kağıt makas yok",
"投票打平的时候不用猜拳") takes its place away, whatever it puts there; naming Roshambo is
then no sign of the official value. A denial in another clause denies something else ("no
coin, Roshambo as always"). language/text/procedure_world.py's tie slot asks
:func:`denied`.
"""

from __future__ import annotations

import re

from .denial_lexicon import NOT_WORD

#: Roshambo denied right before its name ("no rock paper scissors", "ohne Schere-Stein-
#: Papier", "geen steen-papier-schaar", "不用猜拳", "instead of Roshambo") or right after it
#: ("taş kağıt makas yok", "... yerine", "... entfällt"): on a tie, its place given away
_BEFORE = re.compile(
    rf"(?:{NOT_WORD}|\b(?:without|instead of|rather than|in place of|skip(?:ping)?|no more|"
    r"ohne|statt|anstatt|anstelle (?:von)?|zonder|in plaats van)\b)\W+"
    r"(?:(?:a|the|any|das|den|een|het|de|ein)\W+)?$|"
    r"(?:不用|不必|不要|不再|无需|無需|没有|沒有|不|别|別|而不是|代替|取代|取消)$")
_AFTER = re.compile(
    r"^\W*(?:is (?:skipped|dropped|not played|off)|is out|entf(?:a|ä)llt|f(?:a|ä)llt weg|"
    r"gibt es nicht|vervalt|valt weg|yok|yerine|oynanmaz|yapilmaz|olmaz|olmadan|atlanir)\b|"
    r"^\W*(?:免了|就免了|取消)")


def denied(text: str, cjk: str, rps: str) -> str:
    """The denial that takes Roshambo out of a tie's settling, quoted with its name, or ""
    (a denial in another clause, "no coin, Roshambo as always", denies something else)."""
    for whole in (text, cjk):
        at = whole.find(rps)
        if at < 0:
            continue
        clause_start = max(whole.rfind(c, 0, at) for c in ",;:。，；：!?！？")
        before = whole[clause_start + 1:at]
        found = _BEFORE.search(before[-25:])
        if found:
            return f"{found.group(0).strip()} {rps}"
        after = _AFTER.search(whole[at + len(rps):at + len(rps) + 20])
        if after:
            return f"{rps} {after.group(0).strip()}"
    return ""


__all__ = ["denied"]
