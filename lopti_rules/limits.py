"""The sandbox's run-time limits as the validator sees them, and static lower bounds on a hook.

A rule that passes ``lopti lint`` must compile and must not be stopped every time
it runs (R-VOTE-6) for a reason the text already shows. This module gives the
validator (LP911-LP917) what it needs for that: the limits, read from
``sandbox.SandboxPolicy`` and ``effects.MAX_CARDS`` (one source of truth), the
value of constant expressions, and :func:`budget`, which finds a block that
always needs more fuel (``MAX_STEPS``) or more effects (``MAX_EFFECTS``) than a
hook call has. The sandbox pulls in RestrictedPython and the effect types
(~25 ms of a ~150 ms cold ``lopti lint``), so it is imported only when a value
is above :data:`FAST_PATH_FLOOR`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from . import nodes, vocabulary

#: Every value at or below this is within every limit below, so smaller values need no
#: import. tests/test_lint_compiles.py checks the floor against the limits.
FAST_PATH_FLOOR = 32

#: A finding of :func:`budget`: (code, node, message, hint).
Finding = tuple[str, nodes.Node, str, str]
#: The smallest and largest value an expression can take (None: no bound known).
Bounds = tuple[int | None, int | None]

#: Roles that always name at least one player, so an action on them always asks an effect:
#: the single roles that always exist, and everyone still in (a round ends when one is left).
_ALWAYS_PRESENT = frozenset({"acting", "next", "previous", "dealer", "fewest", "most", "that",
                             "every", "still_in"})


@cache
def sandbox_limits() -> dict[str, int]:
    """The limits by name, read from ``sandbox.SandboxPolicy`` (imported on first use only).

    ``text`` MAX_TEXT (longest say/do text), ``range`` MAX_RANGE (most rounds of one
    ``repeat``), ``steps`` MAX_STEPS (fuel of one hook call), ``integer`` MAX_INT
    (largest number a rule writes or computes), ``effects`` MAX_EFFECTS (most effects
    one hook call returns) and ``cards`` effects.MAX_CARDS (most cards one effect moves).
    """
    from .effects import MAX_CARDS
    from .sandbox import SandboxPolicy as Policy

    return {"text": Policy.MAX_TEXT, "range": Policy.MAX_RANGE, "steps": Policy.MAX_STEPS,
            "integer": Policy.MAX_INT, "effects": Policy.MAX_EFFECTS, "cards": MAX_CARDS}


def over_limit(value: int, limit: str) -> int | None:
    """The limit named ``limit`` when ``abs(value)`` exceeds it, else None (no import)."""
    if abs(value) <= FAST_PATH_FLOOR:
        return None
    bound = sandbox_limits()[limit]
    return bound if abs(value) > bound else None


def fold(expr: nodes.Expr) -> int | None:
    """The value of a constant expression (numbers, ranks, their sums), else None."""
    if isinstance(expr, nodes.Number | nodes.RankLit):
        return expr.value
    if isinstance(expr, nodes.Arith) and expr.op in ("+", "-"):
        left, right = fold(expr.left), fold(expr.right)
        if left is None or right is None:
            return None
        return left + right if expr.op == "+" else left - right
    return None


def bounds(expr: nodes.Expr, event: str) -> Bounds:
    """The range of a number in a hook on ``event``: constants, card counts (0 to a
    deck), attributes (their documented range) and their sums and differences."""
    if isinstance(expr, nodes.Number | nodes.RankLit):
        return expr.value, expr.value
    if isinstance(expr, nodes.Measure):
        return 0, vocabulary.DECK
    if isinstance(expr, nodes.Attribute):
        if expr.namespace == event:
            info = vocabulary.event_attributes(event).get(expr.name)
        else:
            info = vocabulary.TABLE.get(expr.namespace, {}).get(expr.name)
        if info is None or info.type not in ("number", "rank"):
            return None, None
        return info.lo, info.hi
    if isinstance(expr, nodes.Arith) and expr.op in ("+", "-"):
        (lo1, hi1), (lo2, hi2) = bounds(expr.left, event), bounds(expr.right, event)
        if expr.op == "-":
            lo2, hi2 = (-hi2 if hi2 is not None else None), (-lo2 if lo2 is not None else None)
        return (lo1 + lo2 if lo1 is not None and lo2 is not None else None,
                hi1 + hi2 if hi1 is not None and hi2 is not None else None)
    return None, None


def least(expr: nodes.Expr | None, event: str) -> int:
    """A lower bound of a count (0 when none is known: a count below 1 does nothing)."""
    low = bounds(expr, event)[0] if expr is not None else None
    return max(low, 0) if low is not None else 0


def budget(body: Sequence[nodes.Stmt], event: str, times: int = 1) -> Finding | None:
    """The first statement after which ``body`` always needs more fuel or effects than a
    hook call has (LP912, LP916), whenever it runs; ``times`` counts the enclosing
    constant repeats. Blocks that run only sometimes are checked on their own."""
    steps = effects = 0
    for stmt in body:
        s, e = floor(stmt, event)
        steps, effects = steps + s, effects + e
        bound = over_limit(times * effects, "effects")
        if bound is not None:
            return ("LP916", stmt, f"whenever this runs the hook asks for at least "
                    f"{times * effects} effects; one hook may return at most {bound}",
                    "repeat fewer times, or aim the action at a set of players")
        bound = over_limit(1 + times * steps, "steps")
        if bound is not None:
            return ("LP912", stmt, f"whenever this runs the hook takes at least "
                    f"{1 + times * steps} steps; its fuel is {bound} steps",
                    "nest fewer repeats, or repeat fewer times")
    for stmt in body:
        found: Finding | None = None
        if isinstance(stmt, nodes.If):
            found = budget(stmt.then, event, times) or budget(stmt.orelse, event, times)
        elif isinstance(stmt, nodes.ForEach):
            found = budget(stmt.body, event, times)
        elif isinstance(stmt, nodes.Repeat):
            n = least(stmt.count, event)
            if over_limit(n, "range") is not None:
                continue  # stopped at its first step (LP912)
            found = budget(stmt.body, event, times * max(n, 1))
        if found is not None:
            return found
    return None


def floor(stmt: nodes.Stmt, event: str) -> tuple[int, int]:
    """At least how many (fuel steps, effects) ``stmt`` takes whenever it runs.

    A hook reads a frozen view, so every round of a ``repeat`` does the same: an ``if``
    inside it holds in all rounds or in none.
    """
    if isinstance(stmt, nodes.If):
        (s1, e1), (s2, e2) = floor_block(stmt.then, event), floor_block(stmt.orelse, event)
        return min(s1, s2), min(e1, e2)
    if isinstance(stmt, nodes.Repeat):
        n = least(stmt.count, event)
        if over_limit(n, "range") is not None:
            return 0, 0  # stops at once (LP912)
        s, e = floor_block(stmt.body, event)
        return n * (1 + s), n * e
    if isinstance(stmt, nodes.Action):
        return 0, floor_effects(stmt, event)
    return 0, 0  # for each: the set of players may be empty


def floor_block(body: Sequence[nodes.Stmt], event: str) -> tuple[int, int]:
    """At least how many (fuel steps, effects) a block takes whenever it runs."""
    steps = effects = 0
    for stmt in body:
        s, e = floor(stmt, event)
        steps, effects = steps + s, effects + e
    return steps, effects


def floor_effects(act: nodes.Action, event: str) -> int:
    """1 when ``act`` always asks for one effect, else 0 (a lower bound).

    Every other player and the players who are out may be nobody, the last winner may
    not exist, a give to a role may be a give to oneself (dropped) and the neighbour
    still in on a side may be the giver: those count 0.
    """
    if isinstance(act, nodes.ClearPile | nodes.Reverse):
        return 1
    if isinstance(act, nodes.Draw | nodes.Take):
        return int(act.who.kind in _ALWAYS_PRESENT and least(act.count, event) > 0)
    if isinstance(act, nodes.Pickup | nodes.Skip | nodes.Reveal | nodes.Say):
        return int(act.who.kind in _ALWAYS_PRESENT)
    if isinstance(act, nodes.Roshambo):
        return int(act.first.kind in _ALWAYS_PRESENT and act.second.kind in _ALWAYS_PRESENT)
    if isinstance(act, nodes.Restrict):
        if act.kind == "min_cards":
            return int(least(act.count, event) > 0)
        return int(bool(act.ranks) and all(fold(r) is not None for r in act.ranks))
    return 0
