"""Things of the game a conjunction says are equal, in one spelling (R-VOTE-7).

``play.rank is play.previous_rank and play.rank is 5`` lets through exactly the tables
``play.rank is 5 and play.previous_rank is 5`` does: where the terms joined by ``and``
say two things of the game are equal (``x is y``, both an attribute or a player's cards,
of one type), every other term may read either. So the things said equal are one class,
the one whose spelling sorts first stands for it, and every other term reads it in the
place of the others (``x is y and y is at least 4`` is ``x is y and x is at least 4``).
Where the terms then pin that thing to one value (``x is 5``), the equality says no more
than that every thing of the class has that value (``x is 5 and y is 5``); otherwise it
stays, written once a member (``x is y``). An equality with a number added (``x is y +
1``, not on a rank) is read the same way with its offset: ``x is y + 1 and y is 4`` is
``x is 5 and y is 4``, and ``x is y and x is y + 1`` never holds.

A thing the terms pin to a number (``play.count is 1``) has that value wherever the
others read it, sums included (:func:`pinned`): ``play.count is 1 and play.rank is 6 +
play.count`` is ``play.count is 1 and play.rank is 7``, the rank spelt as a sum over a
value the same condition fixes (session 38, r2mech38), and so in the hook's body
(:func:`pinned_hook`: ``after play when play.count is 1: next player draws play.count + 1
cards`` draws 2), which reads the game the guard read (a hook's effects are applied after
it). A sum over a thing no term pins (``play.rank is 6 + play.count`` alone) keeps its
spelling: another rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import cast

from ..tree import nodes
from ..tree.substitute import substituted
from . import meaningbody

Rewrite = Callable[[nodes.Expr], nodes.Expr]
Negate = Callable[[nodes.Expr], nodes.Expr]


def _thing(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Attribute | nodes.Measure)


def _equality(t: nodes.Expr) -> tuple[nodes.Expr, nodes.Expr, int] | None:
    """``t`` as (a, b, c) when it says ``a is b + c`` of two things of one type (``c`` 0
    on a rank), else None."""
    if not (isinstance(t, nodes.Compare) and t.op == "==" and _thing(t.left)):
        return None
    right, shift = t.right, 0
    if isinstance(right, nodes.Arith) and isinstance(right.right, nodes.Number) and \
            isinstance(right.right.value, int) and t.left.static_type != "rank":
        shift = right.right.value if right.op == "+" else -right.right.value
        right = right.left
    if not _thing(right) or t.left.static_type != right.static_type:
        return None
    return t.left, right, shift


def _plus(e: nodes.Expr, shift: int) -> nodes.Expr:
    if not shift:
        return e
    return nodes.Arith(op="+" if shift > 0 else "-", left=e,
                       right=nodes.Number(value=abs(shift), static_type="number"),
                       static_type=e.static_type, line=e.line, column=e.column)


def _literal(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Number | nodes.RankLit | nodes.Word | nodes.Bool | nodes.Text)


def _substituted(node: nodes.Node, by: dict[str, nodes.Expr]) -> nodes.Node:
    """``node`` with every thing in ``by`` (by spelling) replaced by its stand-in."""
    return substituted(node, lambda n: by.get(repr(n)) if isinstance(n, nodes.Expr) else None)


def joined(terms: list[nodes.Expr], rewrite: Rewrite) -> list[nodes.Expr]:
    """The terms of an ``and`` (canonical) with their equalities of things read as in the
    module, each term written again by ``rewrite``; ``terms`` itself if none."""
    equalities = [(t, found) for t in terms if (found := _equality(t)) is not None]
    if not equalities:
        return terms
    parent: dict[str, tuple[str, int]] = {}  # key is parent + offset
    spelt: dict[str, nodes.Expr] = {}

    def root(key: str) -> tuple[str, int]:
        offset = 0
        while parent[key][0] != key:
            key, step = parent[key]
            offset += step
        return key, offset

    for _t, (a, b, c) in equalities:  # a is b + c
        for side in (a, b):
            spelt.setdefault(repr(side), side)
            parent.setdefault(repr(side), (repr(side), 0))
        (ra, oa), (rb, ob) = root(repr(a)), root(repr(b))
        if ra == rb:
            if oa != ob + c:  # x is y and x is y + 1: never
                return [nodes.Bool(value=False, static_type="truth", line=a.line,
                                   column=a.column)]
            continue
        if ra < rb:  # the spelling that sorts first stands for the class
            parent[rb] = (ra, oa - ob - c)
        else:
            parent[ra] = (rb, ob + c - oa)
    placed = {key: root(key) for key in parent}
    by = {key: _plus(spelt[r], off) for key, (r, off) in placed.items() if r != key}
    said = {id(t) for t, _found in equalities}
    out = [rewrite(_substituted(t, by)) for t in terms  # type: ignore[arg-type]
           if id(t) not in said]
    pinned = {repr(t.left): t.right for t in out if isinstance(t, nodes.Compare)
              and t.op == "==" and _literal(t.right)}
    for key, (r, off) in placed.items():
        if r == key:
            continue
        member, value = spelt[key], pinned.get(r)
        if value is None:
            left, right = spelt[r], _plus(member, -off)
        elif isinstance(value, nodes.Number | nodes.RankLit) and off:
            left, right = member, replace(value, value=value.value + off)
        else:
            left, right = member, value
        out.append(rewrite(nodes.Compare(op="==", left=left, right=right,
                                         static_type="truth", line=member.line,
                                         column=member.column)))
    return out


def _pin(t: nodes.Expr) -> tuple[str, nodes.Expr] | None:
    """(the thing's spelling, its value) when ``t`` (canonical) pins a thing of the game to
    a whole number (``play.count is 1``, ``play.rank is 7``), else None."""
    if isinstance(t, nodes.Compare) and t.op == "==" and _thing(t.left) and isinstance(
            t.right, nodes.Number | nodes.RankLit) and isinstance(t.right.value, int):
        return repr(t.left), t.right
    return None


def _pinned_in(node: nodes.Node, pins: dict[str, nodes.Expr]) -> nodes.Node:
    """``node`` with each thing of the game in ``pins`` (by spelling) read as its number."""
    def swap(n: nodes.Node) -> nodes.Node | None:
        if not isinstance(n, nodes.Expr) or not _thing(n) or (
                value := pins.get(repr(n))) is None:
            return None
        assert isinstance(value, nodes.Number | nodes.RankLit)
        return nodes.Number(value=value.value, static_type=n.static_type, line=n.line,
                            column=n.column)

    return substituted(node, swap)


def pinned(terms: list[nodes.Expr], rewrite: Rewrite) -> list[nodes.Expr]:
    """The terms of an ``and`` (canonical) with each thing one of them pins to a number
    read as that number in the others, each changed term written again by ``rewrite``
    (which folds the numbers: ``6 + 1`` is ``7``), until no term pins anything new;
    ``terms`` itself when nothing changes. All the terms are read at one moment, so the
    pinned value is the one every other term reads."""
    out = terms
    for _ in range(len(terms)):
        pins: dict[str, tuple[int, nodes.Expr]] = {}
        for i, t in enumerate(out):
            if (found := _pin(t)) is not None:
                pins.setdefault(found[0], (i, found[1]))
        new: list[nodes.Expr] = []
        for i, t in enumerate(out):
            others = {key: value for key, (at, value) in pins.items() if at != i}
            swapped = _pinned_in(t, others) if others else t
            new.append(t if swapped is t else rewrite(swapped))  # type: ignore[arg-type]
        if all(a is b for a, b in zip(new, out, strict=True)):
            return out
        out = new
    return out


def pinned_hook(hook: nodes.Hook, rewrite: Rewrite, negate: Negate) -> nodes.Hook:
    """``hook`` (its guard canonical) with each thing its guard pins to a number read as
    that number in its body (each changed statement written again by ``rewrite``, the
    body by ``meaningbody.statements``); ``hook`` itself when the guard pins nothing the
    body reads."""
    condition = hook.condition
    if condition is None:
        return hook
    terms = condition.operands if isinstance(condition, nodes.BoolOp) and \
        condition.op == "and" else (condition,)
    pins = dict(found for t in terms if (found := _pin(t)) is not None)
    if not pins:
        return hook
    out = tuple(_pinned_in(s, pins) for s in hook.body)
    if all(a is b for a, b in zip(out, hook.body, strict=True)):
        return hook
    body = tuple(s if s is b else cast(nodes.Stmt, rewrite(cast(nodes.Expr, s)))
                 for s, b in zip(out, hook.body, strict=True))
    return replace(hook, body=meaningbody.statements(body, negate))
