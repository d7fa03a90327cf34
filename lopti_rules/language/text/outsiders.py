"""A demand that reaches someone outside the table (issue 29, session 27: R-CUSTOM-3).

A rule binds the players who agreed to it, and only for the game (R-CUSTOM-3). A text
that makes a player **call, text or write to a person of their life** (a parent, the
boss, a neighbour, an ex: "whoever loses calls their mother and asks her to sing", "wer
verliert, schreibt seinem Chef", "wie verliest, belt zijn buurman", "kaybeden annesini
arar", "输的人给老板发信息") draws in someone who never sat down at the table and never
agreed: a dare beyond the table (LP711), whatever is said to them. The slots of
language/text/outsider_lexicon.py, read together in one clause (in Chinese, one
sentence):

- **reaching**: a call, a text, a message (``os_reach``);
- **whom**: a person of the player's life (``os_person``);
- **asked or offered**: offered to whoever wants ("whoever wants may call their mum to say
  good night", ``bd_offer``) or denied ("nobody has to call anyone") asks it of nobody.

A call among the players ("the loser calls the next round"), a message to the table, or
a person of the table (the host, the dealer) reaches nobody outside: no ``os_person``.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import animals, onlookers, others_things, sober_driving
from .borrowed_name import borrowed
from .clause_readings import Finding
from .matching import Hit
from .pranks import pranked
from .textnorm import Sentence, clauses

#: a denial or an offer asks it of nobody
_NOBODY = frozenset(("negation", "cannot", "b_free", "bd_offer", "volition"))
#: the words quoted whole when the call and the person stand this close ("bel je ex")
_SPAN = 5


def _clause(sentence: Sentence, h: Hit) -> tuple[int, int]:
    """The clause a split-language hit stands in (the whole sentence for Chinese)."""
    if h.stream == 2:
        return -1, -1
    return next(((a, b) for a, b in clauses(sentence) if a <= h.start < b),
                (0, len(sentence.split)))


def reached(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    """An LP711 hit when the sentence makes a player reach a person outside the table (the
    module text), with a prank on people who do not play (pranks.py) and a player's phone,
    account or name used by another (borrowed_name.py, LP703), or none."""
    return _called(sentence, hits) + pranked(sentence, hits) + borrowed(sentence, hits)


def _called(sentence: Sentence, hits: Sequence[Hit]) -> list[Hit]:
    if any(h.name in _NOBODY for h in hits):
        return []
    for reach in (h for h in hits if h.name == "os_reach"):
        where = _clause(sentence, reach)
        person = next((h for h in hits if h.name == "os_person"
                       and (h.stream == 2 or reach.stream == 2
                            or _clause(sentence, h) == where)), None)
        if person is not None:
            first, last = sorted((reach, person), key=lambda h: h.start)
            start, end = first.start, max(first.end, last.end)
            words = f"{first.words} … {last.words}"
            if reach.stream == person.stream == 0 and end - start <= _SPAN:  # "'bel je ex'"
                words = "'" + " ".join(t[0] for t in sentence.split[start:end]) + "'"
            return [Hit("LP711", start, end, words, reach.stream)]
    return []


def settled(sentence: Sentence, hits: Sequence[Hit], found: list[Finding]) -> list[Finding]:
    """``found`` with the readings of people and things beyond the players (session 40):
    a duty on someone who does not play or an offer to them (onlookers.py), drinking and
    driving read together (sober_driving.py), someone else's things spoilt or taken
    unasked (others_things.py), an animal hurt or mistaken for a person (animals.py)."""
    found = onlookers.settle(sentence, hits, found)
    return animals.settle(sentence, others_things.settle(sentence, sober_driving.settle(
        sentence, found)))


__all__ = ["reached", "settled"]
