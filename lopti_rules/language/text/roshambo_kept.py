"""Roshambo kept, another way of settling a tie denied beside it (issue 29, session 26:
R-VOTE-10, R-ROSHAMBO-1, R-VOTE-8).

A tie goes to Roshambo (R-VOTE-10, R-ROSHAMBO-1). A sentence that names Roshambo as the
way and denies another one next to it ("on a tie we play Roshambo, not a coin toss", "bei
Gleichstand Schere-Stein-Papier, keinen Münzwurf", "bij gelijkspel Roshambo, geen
muntworp", "yazı tura değil, taş kağıt makas", "我们玩石头剪刀布，不是抛硬币", "Roshambo
instead of a coin toss") restates the procedure: the coin, the dice or the lots it names
are only what is ruled out, so they are no change (LP708). It reads as slots:

- **the alternative**: a coin, dice, lots or straws (the lexicon's ``roshambo_change``
  words for them, and their compounds: "Münzwurf", "muntworp", "抛硬币");
- **its denial**: a negation right before it ("not a", "keinen", "geen", "statt",
  "instead of", "不是", "而不是") or right after it (Turkish "değil", "yok", "yerine");
- **Roshambo kept**: Roshambo itself is not denied (language/text/roshambo_denied.py's
  reading, a negation right before it in its clause, a Turkish negated verb after it).

Denying Roshambo itself ("we do not play Roshambo but toss a coin", "taş kağıt makas
değil, yazı tura") stays LP708, and so does any other change the sentence makes beside
the denied alternative ("Roshambo best of three, not a coin toss"): only the hits of the
denied alternative are taken out, for language/text/harm.py's Roshambo reading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .denial_lexicon import NOT_WORD
from .matching import Hit
from .roshambo_denied import denied
from .textnorm import Sentence, fold

#: The other ways of settling a tie, as folded stems (a coin, dice, lots, straws)
_ALTERNATIVE = (r"(?:(?:toss|flip|throw|roll|draw)\w*\s+)?(?:a\s+|the\s+)?"
                r"(?:coin(?:\s*(?:toss|flip))?|coins|dice|die roll|lots|straws|"
                r"m(?:ü|u|ue)nz\w*|w(?:ü|u|ue)rfel\w*|los(?:en|entscheid\w*)?|munt\w*|"
                r"dobbelste\w*|loting|loten|lootje\w*|yazi\s*tura|zar\w*|kura)")
_ZH_ALTERNATIVE = (r"(?:抛硬币|拋硬幣|扔硬币|扔硬幣|丢硬币|丟硬幣|硬币|硬幣|掷骰子|擲骰子|骰子|"
                   r"抽签|抽籤)")
#: A denial right before the alternative, and (Turkish) right after it
_BEFORE = (rf"(?:{NOT_WORD}|\bwithout|\binstead of|\brather than|\bin place of|"
           r"\bohne|\bstatt|\banstatt|\banstelle von|"
           r"\bzonder|\bin plaats van)\s+(?:(?:a|an|the|any|ein|eine|einen|einem|den|der|"
           r"die|das|een|de|het|by|per|mit|met|durch)\s+)?")
_AFTER = r"\s+(?:degil|yok|yerine|olmaz|olmadan)\b"
_DENIED = re.compile(rf"{_BEFORE}{_ALTERNATIVE}\b|\b{_ALTERNATIVE}{_AFTER}")
_ZH_DENIED = re.compile(
    rf"(?:不是|而不是|不用|不要|别|別|代替|取代|不)(?:用|玩|靠)?{_ZH_ALTERNATIVE}")
#: A negation shortly before Roshambo in its clause ("we do not play Roshambo"), a
#: Turkish negated verb after it ("taş kağıt makas oynamayız"), Chinese 不玩 before it
_NOT_BEFORE = re.compile(rf"{NOT_WORD}(?:\s+\S+){{0,2}}\s*$")
_TR_NOT_AFTER = re.compile(r"^\W*(?:oyna(?:n)?m[aeiı]\w*|degil|yok)\b")
_ZH_NOT_BEFORE = re.compile(r"(?:不玩|不再玩|别玩|別玩|不是|不用|不要)$")


def _kept(text: str, cjk: str, rps: str) -> bool:
    """Whether Roshambo (its words ``rps``, folded) stands undenied in the sentence (its
    folded ``text`` and its Chinese ``cjk``)."""
    found = re.search(r"[\s-]*".join(map(re.escape, rps.split())), text) if rps else None
    if found is None:
        return bool(rps) and not denied(text, cjk, rps)
    if denied(text, cjk, found.group(0)):
        return False
    clause = re.split(r"[,;:。，；：!?！？]", text[:found.start()])[-1]
    return not (_NOT_BEFORE.search(clause) and not _DENIED.search(clause)
                or _TR_NOT_AFTER.search(text[found.end():])
                or _ZH_NOT_BEFORE.search(re.sub(r"[,，\s]", "", text[:found.start()])))


def _spans(text: str, cjk: str) -> list[str]:
    return [m.group(0) for m in _DENIED.finditer(text)] + [
        m.group(0) for m in _ZH_DENIED.finditer(cjk)]


def undenied(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """``hits`` without the Roshambo change words that only deny another way of settling a
    tie beside a kept Roshambo (see the module text)."""
    roshambo = next((h for h in hits if h.name == "roshambo"), None)
    changes = [h for h in hits if h.name == "roshambo_change"]
    if roshambo is None or not changes:
        return list(hits)
    rps = fold(roshambo.words.split("'")[1] if "'" in roshambo.words else roshambo.words)
    spans = _spans(sentence.folded, sentence.cjk)
    if not spans or not _kept(sentence.folded, sentence.cjk, rps):
        return list(hits)
    dropped = [h for h in changes if any(
        fold(h.words.split("'")[1] if "'" in h.words else h.words) in span for span in spans)]
    return [h for h in hits if h not in dropped]


def cut(text: str, cjk: str, rps: str) -> tuple[str, str]:
    """The sentence's folded ``text`` and Chinese ``cjk`` without the other ways of settling
    a tie denied beside a kept Roshambo (``rps``, its words as found): what is left says
    what settles the tie (language/text/procedure_world.py's tie slot)."""
    if not rps or not _kept(text, cjk, rps):
        return text, cjk
    for span in _spans(text, cjk):
        text, cjk = text.replace(span, " "), cjk.replace(span, "")
    return text, cjk


__all__ = ["cut", "undenied"]
