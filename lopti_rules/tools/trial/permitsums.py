"""The permission tallies of a table size's book rounds, summed (session 27, perf30).

Every look of the trial asks the judges of LP803 (``powerjudge``, ``powershare``,
``sealjudge``) for the sums of ``RoundFacts.permits`` over a table size's evenings so far:
a few hundred slots a round, every round again at every look. :func:`summed` adds them a
column at a time (``zip``, ``sum``: the loop runs in the interpreter's C code, not one
Python step a slot), which is what a Python loop over ``enumerate`` gave, to the integer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import permits

if TYPE_CHECKING:
    from ..evenings import Evening


def summed(evenings: Sequence[Evening], start: int = 0, stop: int = permits.PERMIT_SLOTS,
           *, whole: bool = False) -> list[int]:
    """The slots ``start`` to ``stop`` of the evenings' book rounds' permission tallies,
    summed; a round with no tally counts nothing, and with ``whole`` only rounds with every
    slot (``permits.PERMIT_SLOTS``) count."""
    width = stop - start
    rows = [r.permits[start:stop] for e in evenings for r in e.book
            if (len(r.permits) == permits.PERMIT_SLOTS if whole else r.permits)]
    if all(len(row) == width for row in rows):
        return [sum(column) for column in zip(*rows, strict=True)] if rows else [0] * width
    counts = [0] * width  # (a short tally, as a test may build: slot by slot)
    for row in rows:
        for i, v in enumerate(row):
            counts[i] += v
    return counts


__all__ = ["summed"]
