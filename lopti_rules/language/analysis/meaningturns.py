"""A condition on the round's plays as a turn begins, written as the turn's number
(R-VOTE-7, R-TURN-3; session 32).

On the empty table a player with cards must play (R-TURN-3), and the leader holds cards
at the round's first turn: so every later turn begins with ``round.plays`` at least 1,
and "no play yet" as a turn begins is the round's first turn (``binding.LEADER_FACTS``
reads it so for the leader). ``after turn when round.plays is 0`` and ``after turn when
turn.number is 1`` name the same moment, and ``round.plays is at least 1`` there is
``turn.number is at least 2``: one rule, a removed rule re-proposed in other words
(redteam24 ``identity-first-turn-or-no-plays``). A condition on the plays that does not
part the first turn from the rest (``round.plays is 3``) is left as it is.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import replace

from ..tree import nodes

#: The comparisons read with the number on the right, and their mirror
OPS: dict[str, Callable[[int, int], bool]] = {
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
    ">": operator.gt, ">=": operator.ge}
_FLIPPED = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def _plays(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Attribute) and (e.namespace, e.name) == ("round", "plays")


def first_turn(c: nodes.Compare, event: str) -> nodes.Compare:
    """``c`` with a condition on ``round.plays`` at a turn's beginning written on
    ``turn.number`` when it holds at the round's first turn alone (``turn.number is 1``)
    or at every turn but the first (``turn.number is at least 2``); else ``c``."""
    if event != "turn":
        return c
    op, left, right = c.op, c.left, c.right
    if isinstance(left, nodes.Number) and _plays(right):
        op, left, right = _FLIPPED[op], right, left
    if not _plays(left) or not isinstance(right, nodes.Number) or \
            not isinstance(right.value, int) or op not in OPS:
        return c
    test, k = OPS[op], right.value
    first = test(0, k)
    later = {test(p, k) for p in range(1, max(k, 0) + 3)}
    if len(later) != 1 or first in later:
        return c
    number = nodes.Attribute(namespace="turn", name="number", static_type="number",
                             line=left.line, column=left.column)
    if first:
        return replace(c, op="==", left=number, right=replace(right, value=1))
    return replace(c, op=">=", left=number, right=replace(right, value=2))
