"""A drink a role gets for themselves is a drink had, not served (R-CUSTOM-3; session 29,
brief text36).

A serving verb with a drink is hospitality (contact_lexicon.py's SERVE, read as an
exception to LP701): "pours drinks for everyone", "holt Getränke", "herkese içecek getirir"
ask nobody to drink. The exception holds because the drink goes to the others. Got by a
role **for themselves** ("The loser gets themselves another drink", "Der Verlierer holt sich
noch ein Getränk", "De verliezer haalt een drankje voor zichzelf", "Kaybeden kendine bir
içecek daha getirir") the drink is the role's own to have: a drink the rule demands of that
player (LP701), as "the loser drinks another one" is. It reads as slots:

- **a reflexive** in the serving words' clause (themselves, sich, zich(zelf), kendine);
- **a role** as the one who gets it (the loser, the dealer: the lexicon's ``leader``);
- **no one else** served in that clause (everyone, the table: "gets themselves and
  everyone a drink" serves the table).

Whoever wishes getting themselves a drink ("Whoever wants gets themselves another drink",
asked_offers.py's ``fetched``) picks no role and stays clean, and so does a ``does`` text
whose doer gets a drink with no role named. language/text/harm.py asks :func:`self_served`
before it reads the hits.
"""

from __future__ import annotations

from collections.abc import Sequence

from .matching import Hit
from .textnorm import Sentence, clauses, fold

#: the reflexives a drink is got for oneself by
_SELF = frozenset(fold(w) for w in (
    "themselves", "themself", "himself", "herself", "oneself", "sich", "zich", "zichzelf",
    "hemzelf", "haarzelf", "kendine", "kendisine", "kendilerine"))
#: the others served beside oneself: then it is a round for the table
_OTHERS = frozenset(("p_everyone", "majority"))


def self_served(sentence: Sentence, hits: list[Hit]) -> list[Hit]:
    """``hits`` without the serving exceptions (``except:LP701``) of a drink a role gets for
    themselves (see the module text)."""
    serving = [h for h in hits if h.name == "except:LP701" and h.stream == 0]
    if not serving or not any(h.name == "leader" for h in hits):
        return hits
    tokens = [t[0] for t in sentence.split]
    bounds = clauses(sentence)
    own: list[Hit] = []
    for e in serving:
        start, end = next(((a, b) for a, b in bounds if a <= e.start < b), (0, len(tokens)))
        if any(tokens[i] in _SELF for i in range(start, end)) and not _served_others(
                hits, start, end):
            own.append(e)
    return [h for h in hits if h not in own] if own else hits


def _served_others(hits: Sequence[Hit], start: int, end: int) -> bool:
    return any(h.name in _OTHERS and h.stream == 0 and start <= h.start < end for h in hits)


__all__ = ["self_served"]
