"""Roshambo's parties and count in other words (R-ROSHAMBO-1, R-ROSHAMBO-2; issue 29,
session 19), read by language/text/procedure_model.py's pairing slot.

On a tied vote the one who asked for the change plays the rule's creator, thirty decided
rounds, draws not counted. A table says it in its own words: "whoever asked", "who wanted
the change", "wer die Änderung wollte" for the asker; "thirty decided rounds", "dreißig
entschiedene Runden" for the count, where "decided" is the rounds' adjective, not a side
given the win. Another number of rounds is another count (procedures.rounds_changed).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, fold


def _has(hits: Sequence[Hit], *names: str) -> Hit | None:
    return next((h for h in hits if h.name in names), None)


def asker(hits: Sequence[Hit]) -> Hit | None:
    """The one who asked for the change (R-ROSHAMBO-1): an asking word or a part in the
    vote, or a wish for the change ("who wanted the change", "wer die Änderung wollte")."""
    ask = _has(hits, "p_ask", "vote_role")
    if ask is not None:
        return ask
    wish, change = _has(hits, "volition"), _has(hits, "change_verb", "p_tweak")
    if wish is not None and change is not None and wish.stream == change.stream == 0 \
            and abs(wish.start - change.start) <= 3:
        return wish
    return None


_DECIDED = frozenset(fold(w) for w in (
    "decided", "decisive", "won", "entschiedene", "entschiedenen", "entschiedener", "gültige",
    "gültigen", "beslissende", "beslist", "beslissend", "gewonnen", "sonuçlu", "sonuclu"))
_ROUNDS_OFFICIAL = frozenset(fold(w) for w in (
    "30", "thirty", "dreißig", "dreissig", "dertig", "otuz"))


def official_count(sentence: Sentence, hits: Sequence[Hit]) -> tuple[set[str], list[Hit]]:
    """R-ROSHAMBO-2's count in other words: "decided" right before a word of rounds, the
    number before it official or absent ("thirty decided rounds", "dreißig entschiedene
    Runden"). The words of its "decided" (an adjective of the rounds, no award), and its
    hits; nothing when another number counts the rounds."""
    tokens = [t[0] for t in sentence.split]
    places: set[str] = set()
    said: list[Hit] = []
    for r in hits:
        if r.name != "rounds" or r.stream != 0 or r.start < 1 \
                or tokens[r.start - 1] not in _DECIDED:
            continue
        before = tokens[r.start - 2] if r.start >= 2 else ""
        numbered = before.isdigit() or any(h.name == "number" and h.stream == 0
                                           and h.start == r.start - 2 for h in hits)
        if numbered and before not in _ROUNDS_OFFICIAL:
            return set(), []
        places.add(f"'{tokens[r.start - 1]}'")
        said += [r, *(h for h in hits if h.stream == 0 and h.start in (r.start - 1,
                                                                      r.start - 2))]
    return places, said


#: someone else's rule in Chinese with a count or a word between ("别人的一条规则",
#: "其他玩家的任何一条规则"): the lexicon's Chinese entries are substrings, without gaps
_OTHERS_ZH = re.compile(r"(别人|別人|他人|其他人|其他玩家|别的玩家|別的玩家|任何人|每个人|每個人|"
                        r"大家)的[^，,。；;：:！!？?]{0,4}?(规则|規則)")


def others_rule(sentence: Sentence) -> Hit | None:
    """A rule not the holder's own, said in Chinese with words between the owner and the
    rule (R-VOTE-4: a creator deletes only their own), as a hit, or None."""
    found = _OTHERS_ZH.search(sentence.cjk)
    return Hit("p_others_rule", -1, -1, f"'{found.group(0)}'", 2) if found else None


__all__ = ["asker", "official_count", "others_rule"]
