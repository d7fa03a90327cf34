"""The statistics line under a trial's witness: the mean, how many values it is over and
what one value stands for (an evening; an event for the standing comparisons counted one
value an event, :data:`~.measures.EVENTS`; a round for the endgame), the bound against
the floor and the level (report/playwords.py translates each line whole, so each is
written whole here)."""

from __future__ import annotations

from .measures import EVENTS

#: Comparisons with one value a round of the book, not an evening (``aimed.exempt_share``)
ROUND_SHARES = frozenset({"standing exempt", "standing exempt skips"})

#: The line, by what one value stands for
_EVENINGS = "mean {m} over {n} evenings, bound {b} against the floor {f} at level {v}"
_EVENTS = ("mean {m} over {n} events (one value an event), bound {b} against the floor {f} "
           "at level {v}")
_ROUNDS = ("mean {m} over {n} rounds (one value a round), bound {b} against the floor {f} at "
           "level {v}")


def share_said(share: float) -> str:
    """A share a finding's message says, as a percentage: a mean from the test of the
    negated values may be -0.0, and ``max(-0.0, 0.0)`` is -0.0 ("-0 %"); adding 0.0
    makes it 0."""
    return f"{max(share, 0.0) + 0.0:.0%}"


def stats_line(kind: object, mean: float, n: int, bound: float, floor: float,
               level: float) -> str:
    """The statistics line of a comparison of ``kind`` (its key's first part)."""
    rounds = kind == "endgame" or kind in ROUND_SHARES
    line = _EVENTS if kind in EVENTS else _ROUNDS if rounds else _EVENINGS
    return line.format(m=f"{mean:+.3f}", n=n, b=f"{bound:+.3f}", f=f"{floor:+.3f}",
                       v=f"{level:.1e}")


__all__ = ["ROUND_SHARES", "share_said", "stats_line"]
