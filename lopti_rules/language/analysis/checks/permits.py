"""Permissions (LP930, LP931; R-CUSTOM-2): ``allow J on Q`` adds legal plays, never removes one.

A permission is data the engine adds to its legality table (``engine.legality``): the
union with the official plays, so by construction it cannot forbid a play. What the
validator still checks is that it names ranks (LP931) and that it adds a play the
official rules do not already allow (LP930, a warning: a rule that changes nothing).
"""

from __future__ import annotations

from ....engine import OFFICIAL, verdict
from ...tree import nodes
from .base import Check

_FACES = {11: "J", 12: "Q", 13: "K", 14: "A"}


def rank_str(rank: int) -> str:
    """A rank as a rule writes it: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
    return _FACES.get(rank, str(rank))


def rank_value(e: nodes.Expr) -> int | None:
    """The rank 2..14 an expression of a permission names, else None."""
    if isinstance(e, nodes.Number | nodes.RankLit) and 2 <= e.value <= 14:
        return e.value
    return None


def adds_a_play(rank: int, top: int) -> bool:
    """Whether permitting ``rank`` on ``top`` adds a play the official rules forbid."""
    b = OFFICIAL
    if top in (b.pass_rank, b.clear_rank):  # a 3 is set aside, a 10 clears: never a top
        return False
    for last in range(1, 5):
        for run in range(last, b.four_clear):
            for count in range(1, 5):
                if verdict(rank, count, top, last, run, False, b) is not None:
                    return True
    return False


class Permits(Check):
    """LP930: a permission that adds nothing; LP931: a permission that names no rank."""

    def visit_Permit(self, permit: nodes.Permit) -> None:
        bad = [e for e in (*permit.ranks, *permit.on) if rank_value(e) is None]
        for e in bad:
            shown = getattr(e, "value", "?")
            self.report("LP931", e, f"'{shown}' is not a rank: a permission names ranks "
                        "2 to 10, J, Q, K or A", "allow J on Q")
        if bad:
            return
        ranks = [rank_value(e) or 0 for e in permit.ranks]
        tops = [rank_value(e) or 0 for e in permit.on]
        idle = [(r, t) for r in ranks for t in tops if not adds_a_play(r, t)]
        if idle:
            pairs = ", ".join(f"{rank_str(r)} on {rank_str(t)}" for r, t in idle)
            self.report("LP930", permit, f"the official rules already allow {pairs} (or "
                        "that card never lies on top of the pile): the permission adds "
                        "no play there", "allow a play the official rules forbid: 'allow J on Q'")
