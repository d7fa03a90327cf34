"""A hook's guard in conjunctive normal form (R-VOTE-7): one spelling for ``and`` over ``or``.

``play.rank is 9 and (play.count is 2 or play.count is 3)`` and ``(play.rank is 9 and
play.count is 2) or (play.rank is 9 and play.count is 3)`` let the same plays through,
and so do ``(a or b) and (a or c)`` and ``a or (b and c)``. :mod:`.meaning` has pushed
every negation down to the comparisons already; here ``or`` is distributed over ``and``
until the guard is an ``and`` of clauses, each an ``or`` of comparisons, and a clause
that holds whenever another does is dropped (``a and (a or b)`` is ``a``). Each clause
and the whole are then joined by :mod:`.meaning`'s own ``and``/``or`` (its sets of values,
its sorting), so the result is canonical in the same way as any other condition.

A guard whose clauses would number more than :data:`MOST` is left as it is (spelt two
ways, it is two rules: the side of a vote).
"""

from __future__ import annotations

from collections.abc import Callable

from ..tree import nodes

#: the most clauses a guard is written out to
MOST = 32

#: a clause: its comparisons by their ``repr`` (spans and types left out)
Clause = dict[str, nodes.Expr]


def _clauses(e: nodes.Expr) -> list[Clause] | None:
    """``e`` as an ``and`` of ``or`` clauses, or None when there would be too many."""
    if isinstance(e, nodes.BoolOp) and e.op == "and":
        out: list[Clause] = []
        for o in e.operands:
            part = _clauses(o)
            if part is None:
                return None
            out += part
        return out if len(out) <= MOST else None
    if isinstance(e, nodes.BoolOp) and e.op == "or":
        product: list[Clause] = [{}]
        for o in e.operands:
            part = _clauses(o)
            if part is None or len(product) * len(part) > MOST:
                return None
            product = [{**a, **b} for a in product for b in part]
        return product
    return [{repr(e): e}]


def cnf(e: nodes.Expr, join: Callable[[str, tuple[nodes.Expr, ...]], nodes.Expr]
        ) -> nodes.Expr:
    """``e`` (canonical, negations pushed in) in conjunctive normal form, its clauses and
    their ``and`` made by ``join(op, operands)`` (the canonical ``and``/``or``)."""
    if not isinstance(e, nodes.BoolOp) or not any(isinstance(o, nodes.BoolOp)
                                                  for o in e.operands):
        return e
    found = _clauses(e)
    if found is None:
        return e
    kept: list[Clause] = []
    for c in sorted(found, key=len):  # a clause another's subset holds whenever it does
        if not any(k.keys() <= c.keys() for k in kept):
            kept.append(c)
    parts = tuple(join("or", tuple(c.values())) if len(c) > 1 else next(iter(c.values()))
                  for c in kept)
    return parts[0] if len(parts) == 1 else join("and", parts)
