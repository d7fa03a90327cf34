"""A clock's alternative in a guard, left out (LP310, LP308/LP309; R-CUSTOM-4, session 31).

A disjunct that reads only a clock of the round or of the rule (``acting player is not
last winner or round.number is 1``) holds at its own moments, and at every other moment
the rest of the guard decides: :func:`off_clock` gives the guard as it is at those other
moments, so the seats a standing chooses there are read all the same
(``sparedseats``, ``keptroles``).
"""

from __future__ import annotations

from ..tree import nodes
from .binding import value

#: The clocks: counts of the round and of the rule that only grow as play goes on
CLOCKS = frozenset({("round", name) for name in
                    ("number", "turns", "plays", "clears", "pickups", "draws")} |
                   {("rule", name) for name in ("rounds", "clears", "pickups", "fired")} |
                   {("turn", "number"), ("turn_end", "number")})
#: The clocks that count from 1: the round, the rule's rounds, the turn being taken
FROM_ONE = frozenset({("round", "number"), ("rule", "rounds"), ("turn", "number"),
                      ("turn_end", "number")})
#: How far past a clock condition's largest number its values are tried
_PAST = 8


def _on_clock(e: nodes.Expr, positive: bool) -> bool:
    """Whether ``e`` reads the clocks and nothing else (no player, no count of the
    rule's, no other attribute), and fails at some value of them (``positive``: as
    written, else its negation): a moment of play of its own, not every moment."""
    reads = list(e.walk())
    keys = {(n.namespace, n.name) for n in reads if isinstance(n, nodes.Attribute)}
    if not keys or not keys <= CLOCKS or any(
            isinstance(n, nodes.Role | nodes.Measure | nodes.CountRef) for n in reads):
        return False
    top = max((abs(n.value) for n in reads if isinstance(n, nodes.Number)
               and isinstance(n.value, int)), default=0) + _PAST
    first = max(1 if k in FROM_ONE else 0 for k in keys)
    return any(value(e, dict.fromkeys(keys, v)) is (not positive)
               for v in range(first, top + 1))


def off_clock(e: nodes.Expr, positive: bool = True) -> nodes.Expr:
    """``e`` with its clock alternatives left out (session 31, r2mech): a disjunct that
    reads only a clock (``acting player is not last winner or round.number is 1``) holds at
    its own moments, and at every other moment the rest decides. A standing spared at
    those other moments is spared all the same, so the seats are read there too; the
    negation of a conjunction is a disjunction (``not (A and round.plays is 1)``)."""
    if isinstance(e, nodes.Not):
        inner = off_clock(e.operand, not positive)
        return e if inner is e.operand else nodes.Not(operand=inner)
    if not isinstance(e, nodes.BoolOp):
        return e
    ops = tuple(off_clock(o, positive) for o in e.operands)
    if (e.op == "or") == positive:
        kept = tuple(o for o in ops if not _on_clock(o, positive))
        ops = kept or ops
    if ops == tuple(e.operands):
        return e
    return ops[0] if len(ops) == 1 else nodes.BoolOp(op=e.op, operands=ops)
