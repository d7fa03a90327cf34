"""A trial table whose book rounds carry given permit tallies (``tools.permits`` slots):
the judges of permissions and ways out read nothing else, so their tests build one of these
instead of playing evenings."""

from __future__ import annotations

from dataclasses import replace

from lopti_rules.tools.evenings import Evening, EveningSpec, RoundFacts
from lopti_rules.tools.trial.findings import Table


def permit_table(counts: list[int], rounds: int = 8) -> Table:
    """One four-player evening: a plain first round, then ``rounds`` book rounds that share
    ``counts`` (each slot's total split evenly over the rounds)."""
    spec = EveningSpec(4, rounds + 1)
    t = Table(4, [spec])
    plain = RoundFacts(1, 0, 0, (0, 1, 2, 3), 100, False, (0,) * 13, (0,) * 4)
    per = tuple(c // rounds for c in counts)
    book = tuple(replace(plain, number=k + 2, permits=per) for k in range(rounds))
    t.evenings.append(Evening(400000, 0, (plain,) * (rounds + 1), book))
    t.where.append((spec, 0))
    return t
