"""The alignment of per-seat vectors over an evening's rounds: how much rounds two or
more apart point at the same seats (the same-seat comparisons, ``measures.together``)."""

from __future__ import annotations

import math
from collections.abc import Sequence


def alignment(rounds: Sequence[tuple[int, Sequence[float]]], players: int) -> float | None:
    """How much the per-seat vectors of rounds two or more apart point at the same seats
    (see the module text): ``rounds`` are (round number, vector). Per class of the
    rounds' distance modulo ``players`` (the same dealer, the dealer one seat on, ...),
    the sum of the products of two rounds' vectors centred on their means, over the sum
    of the products of their lengths; the mean over the classes that have such rounds
    (None: none has). 1 when all point the same way; 0 on average when each round's
    vector is turned independently of the others', and 0 for a role that turns with the
    deal (a rule on the dealer at two players aligns rounds two apart and opposes rounds
    three apart)."""
    centred: list[tuple[int, list[float], float]] = []
    for number, v in rounds:
        mean = sum(v) / len(v)
        c = [x - mean for x in v]
        length = math.sqrt(sum(x * x for x in c))
        if length > 1e-9:
            centred.append((number, c, length))
    num = [0.0] * players
    den = [0.0] * players
    for i, (a, ca, la) in enumerate(centred):
        for b, cb, lb in centred[i + 1:]:
            if abs(b - a) >= APART:
                k = abs(b - a) % players
                num[k] += sum(x * y for x, y in zip(ca, cb, strict=True))
                den[k] += la * lb
    classes = [n / d for n, d in zip(num, den, strict=True) if d > 1e-9]
    return sum(classes) / len(classes) if classes else None


#: Rounds this far apart or more are compared: a round's results carry into the next
#: round by the base rules themselves (its winner leads, its standings are the book's
#: "last winner", "last place"), so a role from play may fall on one person two rounds
#: in a row; nothing but the seat joins rounds further apart
APART = 2


__all__ = ["APART", "alignment"]
