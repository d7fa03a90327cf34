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
from dataclasses import dataclass
from functools import cache

from . import nodes

#: Every value at or below this is within every limit below, so smaller values need no
#: import. tests/test_lint_compiles.py checks the floor against the limits.
FAST_PATH_FLOOR = 32

#: A finding of :func:`budget`: (code, node, message, hint).
Finding = tuple[str, nodes.Node, str, str]

#: Single roles that always name a player, so an action on them always asks an effect.
_ALWAYS_PRESENT = frozenset({"acting", "next", "previous", "dealer", "fewest", "most", "that"})


@dataclass(frozen=True, slots=True)
class SandboxLimits:
    """The run-time limits a clean rule must fit, as the sandbox and effects define them."""

    text: int  #: SandboxPolicy.MAX_TEXT: longest say/do text
    range: int  #: SandboxPolicy.MAX_RANGE: most iterations of one ``repeat``
    steps: int  #: SandboxPolicy.MAX_STEPS: fuel of one hook call
    integer: int  #: SandboxPolicy.MAX_INT: largest number a rule writes or computes
    effects: int  #: SandboxPolicy.MAX_EFFECTS: most effects one hook call returns
    cards: int  #: effects.MAX_CARDS: most cards one effect moves


@cache
def sandbox_limits() -> SandboxLimits:
    """The limits, read from ``sandbox.SandboxPolicy`` (imported on first use only)."""
    from .effects import MAX_CARDS
    from .sandbox import SandboxPolicy

    return SandboxLimits(SandboxPolicy.MAX_TEXT, SandboxPolicy.MAX_RANGE,
                         SandboxPolicy.MAX_STEPS, SandboxPolicy.MAX_INT,
                         SandboxPolicy.MAX_EFFECTS, MAX_CARDS)


def over_limit(value: int, limit: str) -> int | None:
    """The limit named ``limit`` when ``abs(value)`` exceeds it, else None (no import)."""
    if abs(value) <= FAST_PATH_FLOOR:
        return None
    bound: int = getattr(sandbox_limits(), limit)
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


def budget(body: Sequence[nodes.Stmt], times: int = 1) -> Finding | None:
    """The first statement after which ``body`` always needs more fuel or effects than a
    hook call has (LP912, LP916), whenever it runs; ``times`` counts the enclosing
    constant repeats. Blocks that run only sometimes are checked on their own."""
    steps = effects = 0
    for stmt in body:
        s, e = floor(stmt)
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
            found = budget(stmt.then, times) or budget(stmt.orelse, times)
        elif isinstance(stmt, nodes.ForEach):
            found = budget(stmt.body, times)
        elif isinstance(stmt, nodes.Repeat):
            n = fold(stmt.count)
            if n is not None and over_limit(n, "range") is not None:
                continue  # stopped at its first step (LP912)
            found = budget(stmt.body, times * n if n is not None and n > 0 else times)
        if found is not None:
            return found
    return None


def floor(stmt: nodes.Stmt) -> tuple[int, int]:
    """At least how many (fuel steps, effects) ``stmt`` takes whenever it runs."""
    if isinstance(stmt, nodes.If):
        (s1, e1), (s2, e2) = floor_block(stmt.then), floor_block(stmt.orelse)
        return min(s1, s2), min(e1, e2)
    if isinstance(stmt, nodes.Repeat):
        n = fold(stmt.count)
        if n is None or n <= 0 or over_limit(n, "range") is not None:
            return 0, 0  # may not run, or stops at once (LP912)
        s, e = floor_block(stmt.body)
        return n * (1 + s), n * e
    if isinstance(stmt, nodes.Action):
        return 0, floor_effects(stmt)
    return 0, 0  # for each: the set of players may be empty


def floor_block(body: Sequence[nodes.Stmt]) -> tuple[int, int]:
    """At least how many (fuel steps, effects) a block takes whenever it runs."""
    steps = effects = 0
    for stmt in body:
        s, e = floor(stmt)
        steps, effects = steps + s, effects + e
    return steps, effects


def _positive(count: nodes.Expr | None) -> bool:
    n = fold(count) if count is not None else None
    return n is not None and n > 0


def floor_effects(act: nodes.Action) -> int:
    """1 when ``act`` always asks for one effect, else 0 (a lower bound).

    Sets of players may be empty, the last winner may not exist, and a give to a role
    may be a give to oneself (dropped): those count 0.
    """
    if isinstance(act, nodes.ClearPile | nodes.Reverse):
        return 1
    if isinstance(act, nodes.Draw | nodes.Take):
        return int(act.who.kind in _ALWAYS_PRESENT and _positive(act.count))
    if isinstance(act, nodes.Pickup | nodes.Skip | nodes.Reveal | nodes.Say):
        return int(act.who.kind in _ALWAYS_PRESENT)
    if isinstance(act, nodes.Roshambo):
        return int(act.first.kind in _ALWAYS_PRESENT and act.second.kind in _ALWAYS_PRESENT)
    if isinstance(act, nodes.Restrict):
        if act.kind == "min_cards":
            return int(_positive(act.count))
        return int(bool(act.ranks) and all(fold(r) is not None for r in act.ranks))
    return 0
