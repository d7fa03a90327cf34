"""The cost model of generated code: what each fuel charge weighs, and a hook's static bound.

Fuel counts work, not loop passes (docs/sandbox.md, "Cost model"). Every hook body and
every loop body opens with ``fuel()``; the sandbox, not the compiler, fills in the
*weight* of each tick (:func:`fill_charges`): one unit per syntax node of the body it
opens (nested loop bodies charge for themselves), plus a fixed surcharge for the work
a node does beyond itself (building a text up to ``MAX_TEXT``, copying or scanning a
collection up to ``MAX_COLLECTION``). Both branches of an ``if`` are charged, so a tick
is an upper bound of the work until the next tick, whatever the table.

:func:`hook_bound` works out, from the generated code alone, an upper bound of a whole
call's cost and of the effects it can ask for (the compiler's only ways: ``push`` and a
returned literal), with each loop's passes bounded by what it iterates. The validator
reads it (language/analysis/limits.py) so a lint-clean rule is never stopped for cost.

:func:`nested_containers` is fence 1's check that no collection holds another where the
compiler never writes one (comparing shared nested tuples doubles in time per level).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .policy import FUEL, SandboxPolicy

#: Attributes whose value is a tuple of players (at most MAX_PLAYERS of them).
PLAYER_TUPLES = frozenset({"still_in", "others", "out"})
#: Calls whose result is a collection.
_COLLECTION_CALLS = frozenset({"push", "range"})
#: Syntax nodes that are markers, not work (contexts and operators).
_FREE = (ast.expr_context, ast.operator, ast.boolop, ast.cmpop, ast.unaryop, ast.arguments)


#: Units each part of a ``text(...)`` costs beyond its node: writing a number or
#: checking a string in the helper's Python loop. Measured by instructions (callgrind,
#: ``benchmarks/sandbox.py --unit``): a text of 8 parts charged 35 units took as many
#: instructions as about 110 units of comparisons; 12 units a part brings it in line
#: (issue 28). Parts past MAX_COLLECTION are refused before any work: they cost nothing.
TEXT_PART = 12


def surcharges(policy: SandboxPolicy) -> dict[str, int]:
    """Units a call or test costs beyond its node: texts by length (and by parts, see
    :data:`TEXT_PART`), collections by size."""
    scan = max(1, policy.MAX_COLLECTION // 8)
    return {"text": max(1, policy.MAX_TEXT // 8), "push": scan, "min": scan, "max": scan,
            "len": 1, "in": scan}


def _own_nodes(stmts: Iterable[ast.stmt]) -> Iterable[ast.AST]:
    """The nodes of ``stmts``, not descending into loop bodies (they charge for themselves)."""
    stack: list[ast.AST] = list(stmts)
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, ast.For):
            stack.extend((node.target, node.iter))
        else:
            stack.extend(ast.iter_child_nodes(node))


def tick_weight(stmts: Iterable[ast.stmt], policy: SandboxPolicy) -> int:
    """The units one pass through a body costs, whatever path it takes."""
    extra = surcharges(policy)
    weight = 0
    for node in _own_nodes(stmts):
        if isinstance(node, _FREE):
            continue
        weight += 1
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            weight += extra.get(node.func.id, 0)
            if node.func.id == "text":
                weight += TEXT_PART * min(len(node.args), policy.MAX_COLLECTION)
        elif isinstance(node, ast.Compare):
            weight += sum(extra["in"] for op in node.ops if isinstance(op, ast.In | ast.NotIn))
    return weight


def _is_tick(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == FUEL)


def fill_charges(fn: ast.FunctionDef, policy: SandboxPolicy) -> int:
    """Write each tick's weight into ``fuel()`` (in place); the hook's entry charge.

    Every body already opens with a bare ``fuel()`` (fence 1 checked it)."""
    def fill(body: list[ast.stmt]) -> int:
        weight = tick_weight(body, policy)
        tick = body[0]
        if _is_tick(tick):
            call = tick.value  # type: ignore[attr-defined]
            call.args = [ast.copy_location(ast.Constant(weight), call)]
        for node in _own_nodes(body):
            if isinstance(node, ast.For):
                fill(node.body)
        return weight

    entry = fill(fn.body)
    ast.fix_missing_locations(fn)
    return entry


class Bound(NamedTuple):
    """Upper bounds of one hook call: cost units, effects asked, loop passes (fuel ticks)."""

    cost: int
    effects: int
    ticks: int


def passes(iterable: ast.expr, policy: SandboxPolicy) -> int:
    """At most how many times a loop over ``iterable`` runs."""
    if (isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name)
            and iterable.func.id == "range"):
        args = iterable.args
        if len(args) == 1 and isinstance(args[0], ast.Constant) and type(args[0].value) is int:
            n = args[0].value
            return n if 0 <= n <= policy.MAX_RANGE else 0  # a longer range stops at once
        return policy.MAX_RANGE
    if isinstance(iterable, ast.Attribute) and iterable.attr in PLAYER_TUPLES:
        return policy.MAX_PLAYERS
    return max(policy.MAX_COLLECTION, policy.MAX_RANGE)


def hook_bound(fn: ast.FunctionDef, policy: SandboxPolicy,
               known: Mapping[int, int] | None = None) -> Bound:
    """Upper bounds of a call of hook ``fn`` (cost, effects, ticks), from its code alone.

    Cost: every tick's weight times how often it can run (an ``if`` costs its dearer
    branch). Effects: each ``push`` adds one, a returned literal its elements. ``known``
    may tighten the passes of the loop on a generated line (the validator knows that a
    ``repeat hand of dealer times`` runs at most 52 times)."""
    known = known or {}
    def block(body: list[ast.stmt]) -> Bound:
        cost, effects, ticks = tick_weight(body, policy), 0, 1
        for stmt in body:
            c, e, t = statement(stmt)
            cost, effects, ticks = cost + c, effects + e, ticks + t
        return Bound(cost, effects, ticks)

    def inner(stmts: list[ast.stmt]) -> Bound:
        cost = effects = ticks = 0
        for stmt in stmts:
            c, e, t = statement(stmt)
            cost, effects, ticks = cost + c, effects + e, ticks + t
        return Bound(cost, effects, ticks)

    def statement(stmt: ast.stmt) -> Bound:
        if isinstance(stmt, ast.For):
            n = min(passes(stmt.iter, policy), known.get(stmt.lineno, policy.MAX_RANGE * 10))
            c, e, t = block(stmt.body)
            return Bound(n * c, n * e, n * t)
        if isinstance(stmt, ast.If):
            a, b = inner(stmt.body), inner(stmt.orelse)
            return Bound(max(a.cost, b.cost), max(a.effects, b.effects), max(a.ticks, b.ticks))
        if isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Tuple | ast.List):
            return Bound(0, len(stmt.value.elts), 0)
        pushes = sum(1 for node in ast.walk(stmt) if isinstance(node, ast.Call)
                     and isinstance(node.func, ast.Name) and node.func.id == "push")
        return Bound(0, pushes, 0)

    return block(fn.body)


# --------------------------------------------------------------------------- nesting


def nested_containers(fn: ast.FunctionDef) -> list[ast.AST]:
    """Collections that may hold a collection: a list or tuple literal, or ``push``, with
    an element that may be one. The compiler never writes one (its literals hold effects,
    numbers, texts and players), so a hook that does is refused."""
    holders: set[str] = set()
    assigns = [n for n in ast.walk(fn) if isinstance(n, ast.Assign)]
    changed = True
    while changed:  # which names may ever hold a collection (a fixed point)
        changed = False
        for node in assigns:
            target = node.targets[0]
            if (isinstance(target, ast.Name) and target.id not in holders
                    and _may_hold(node.value, holders)):
                holders.add(target.id)
                changed = True
    found: list[ast.AST] = []
    for sub in ast.walk(fn):
        if isinstance(sub, ast.List | ast.Tuple):
            if any(_may_hold(elt, holders) for elt in sub.elts):
                found.append(sub)
        elif (isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name)
              and sub.func.id == "push" and any(_may_hold(a, holders) for a in sub.args[1:])):
            found.append(sub)
    return found


def _may_hold(expr: ast.expr, holders: set[str]) -> bool:
    """Whether ``expr`` may be a collection (lists, tuples, ranges)."""
    if isinstance(expr, ast.List | ast.Tuple):
        return True
    if isinstance(expr, ast.Name):
        return expr.id in holders
    if isinstance(expr, ast.Attribute):
        # the players of the table, and an event's cards (``event.cards``: a player's
        # ``cards`` is a count; an event read through another name holds flat cards only)
        return expr.attr in PLAYER_TUPLES or (
            expr.attr == "cards" and isinstance(expr.value, ast.Name) and expr.value.id == "event")
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name):
        if expr.func.id in _COLLECTION_CALLS:
            return True
        if expr.func.id in ("min", "max"):
            return len(expr.args) > 1 and any(_may_hold(a, holders) for a in expr.args)
        return False
    if isinstance(expr, ast.IfExp):
        return _may_hold(expr.body, holders) or _may_hold(expr.orelse, holders)
    if isinstance(expr, ast.BoolOp):
        return any(_may_hold(v, holders) for v in expr.values)
    return False
