"""Things of the game a conjunction says are equal, in one spelling (R-VOTE-7).

``play.rank is play.previous_rank and play.rank is 5`` lets through exactly the tables
``play.rank is 5 and play.previous_rank is 5`` does: where the terms joined by ``and``
say two things of the game are equal (``x is y``, both an attribute or a player's cards,
of one type), every other term may read either. So the things said equal are one class,
the one whose spelling sorts first stands for it, and every other term reads it in the
place of the others (``x is y and y is at least 4`` is ``x is y and x is at least 4``).
Where the terms then pin that thing to one value (``x is 5``), the equality says no more
than that every thing of the class has that value (``x is 5 and y is 5``); otherwise it
stays, written once a member (``x is y``). A thing compared with a number added to
another (``x is y + 1``) is no equality here and keeps its spelling.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace

from ..tree import nodes

Rewrite = Callable[[nodes.Expr], nodes.Expr]


def _thing(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Attribute | nodes.Measure)


def _equality(t: nodes.Expr) -> bool:
    return (isinstance(t, nodes.Compare) and t.op == "==" and _thing(t.left)
            and _thing(t.right) and t.left.static_type == t.right.static_type)


def _literal(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Number | nodes.RankLit | nodes.Word | nodes.Bool | nodes.Text)


def _substituted(node: nodes.Node, by: dict[str, nodes.Expr]) -> nodes.Node:
    """``node`` with every thing in ``by`` (by spelling) replaced by its stand-in."""
    if isinstance(node, nodes.Expr) and (stand := by.get(repr(node))) is not None:
        return stand
    changes: dict[str, object] = {}
    for f in fields(node):
        if not f.init:
            continue
        value = getattr(node, f.name)
        if isinstance(value, nodes.Node):
            new: object = _substituted(value, by)
        elif isinstance(value, tuple) and any(isinstance(v, nodes.Node) for v in value):
            new = tuple(_substituted(v, by) if isinstance(v, nodes.Node) else v
                        for v in value)
        else:
            continue
        if new is not value:
            changes[f.name] = new
    return replace(node, **changes) if changes else node  # type: ignore[arg-type]


def joined(terms: list[nodes.Expr], rewrite: Rewrite) -> list[nodes.Expr]:
    """The terms of an ``and`` (canonical) with their equalities of things read as in the
    module, each term written again by ``rewrite``; ``terms`` itself if none."""
    equalities = [t for t in terms if _equality(t)]
    if not equalities:
        return terms
    parent: dict[str, str] = {}
    spelt: dict[str, nodes.Expr] = {}

    def root(key: str) -> str:
        while parent[key] != key:
            key = parent[key]
        return key

    for eq in equalities:
        assert isinstance(eq, nodes.Compare)
        for side in (eq.left, eq.right):
            spelt.setdefault(repr(side), side)
            parent.setdefault(repr(side), repr(side))
        a, b = sorted((root(repr(eq.left)), root(repr(eq.right))))
        parent[b] = a  # the spelling that sorts first stands for the class
    by = {key: spelt[root(key)] for key in parent if root(key) != key}
    rest = [t for t in terms if not _equality(t)]
    out = [rewrite(_substituted(t, by)) for t in rest]  # type: ignore[arg-type]
    pinned = {repr(t.left): t.right for t in out if isinstance(t, nodes.Compare)
              and t.op == "==" and _literal(t.right)}
    for key, stand in by.items():
        member = spelt[key]
        value = pinned.get(repr(stand))
        left, right = (stand, member) if value is None else (member, value)
        out.append(rewrite(nodes.Compare(op="==", left=left, right=right,
                                         static_type="truth", line=member.line,
                                         column=member.column)))
    return out
