"""A play's ``before`` hook read as its ``after`` hook, and a Roshambo's two sides in one
order (R-VOTE-7; issue 29, redteam25 ``identity-top-or-previous`` and
``identity-roshambo-either-side``).

**Before and after a play.** ``Game._resolve`` fires a play's ``before`` hooks, then takes
the cards from the player, counts the play (``round.plays``), lays them on the pile (the
new top rank, unless a 3 is passed or a 10 clears) and fires the play's ``after`` hooks;
nothing else happens between (the refill draw, the clear, going out and the turn's end
all come after the ``after`` hooks). The event's payload is the same object at both. So
what the table showed before the play is what the ``after`` hook reads as the previous
state, field by field (:data:`BEFORE_AS_AFTER`):

- ``table.top_rank`` before the play is ``play.previous_rank`` after it (both the rank the
  play lands on; both none on an empty table);
- ``round.plays`` before the play is ``round.plays - 1`` after it (every play is counted,
  a bonus play, a blind play and a 3 too).

A ``before play`` hook is then the ``after play`` hook with those fields read so, when it
reads nothing else the play changes (:data:`UNCHANGED`: the pile, the players still in,
hands, the rule's own counts and firings are left out) and its body only draws, speaks
or plays a Roshambo, for seats one or more steps from the acting player (:data:`SEATS`)
or the Roshambo's outcome: a draw of the acting player before the play would change
whether the play puts them out, and a give, a pickup, a skip or a restriction may be
read by the play or undone by it. ``after play when play.previous_rank is K`` and
``before play when table.top_rank is K`` are one rule; ``after play when table.top_rank
is K`` (the rank just played) is another.

**A Roshambo's two sides.** Both players throw at once and either may win (R-ROSHAMBO-2;
``sandbox.effects.Roshambo`` names them ``a`` and ``b`` only to ask their agents): ``a
plays roshambo with b`` and ``b plays roshambo with a`` are one game, written with its two
players in the order of their canonical text. What follows names the winner or the loser,
never a side, so a rule that names a player by seat after the game (``the acting player
draws``) keeps that seat.
"""

from __future__ import annotations

from dataclasses import replace

from ..tree import nodes

#: a field read before the play and the expression that reads the same after it
BEFORE_AS_AFTER: dict[tuple[str, str], tuple[str, str, int]] = {
    ("table", "top_rank"): ("play", "previous_rank", 0),
    ("round", "plays"): ("round", "plays", 1),
}

#: what a play does not change between its two hooks (``Game._resolve``)
UNCHANGED = frozenset({
    ("round", "number"), ("round", "turns"), ("round", "clears"), ("round", "pickups"),
    ("round", "draws"), ("table", "players"), ("table", "draw_pile"), ("table", "cleared"),
    ("rule", "rounds"), ("rule", "clears"), ("rule", "pickups")})

#: seats a step or more from another (``meaningseats.STEPS``), never the acting player
#: once a second player is in
SEATS = frozenset({"next", "previous", "after", "before", "left_of", "right_of"})
#: a Roshambo's outcome (played by two such seats in the same body)
OUTCOMES = frozenset({"roshambo_winner", "roshambo_loser"})

#: what the body may hold: plain effects on those seats
_BODY = (nodes.Draw, nodes.Say, nodes.Roshambo)


def duel(node: nodes.Roshambo) -> nodes.Roshambo:
    """A Roshambo with its two players in one order (see the module)."""
    if repr(node.second) < repr(node.first):
        return replace(node, first=node.second, second=node.first)
    return node


def _seats_only(role: nodes.Role) -> bool:
    return role.kind in SEATS or role.kind in OUTCOMES


def _reads_unchanged(e: nodes.Node) -> bool:
    for n in e.walk():
        if isinstance(n, nodes.Measure | nodes.CountRef):
            return False
        if isinstance(n, nodes.Attribute) and n.namespace != "play" and (
                (n.namespace, n.name) not in UNCHANGED | BEFORE_AS_AFTER.keys()):
            return False
    return True


def _plain(stmt: nodes.Stmt) -> bool:
    if not isinstance(stmt, _BODY):
        return False
    if isinstance(stmt, nodes.Draw) and not isinstance(stmt.count, nodes.Number):
        return False
    roles = [n for n in stmt.walk() if isinstance(n, nodes.Role)]
    top = [stmt.first, stmt.second] if isinstance(stmt, nodes.Roshambo) else [stmt.who]
    return all(_seats_only(r) for r in top) and all(
        r.kind != "acting" or any(r is t.of or _under(r, t) for t in top) for r in roles)


def _under(role: nodes.Role, top: nodes.Role) -> bool:
    """Whether ``role`` is the anchor of a seat stepped from it (``next player after the
    acting player``), not a player of its own."""
    of = top.of
    while of is not None:
        if of is role:
            return True
        of = of.of
    return False


def _after(e: nodes.Node) -> nodes.Node:
    """``e`` with each field read before the play written as it reads after it."""
    if isinstance(e, nodes.Attribute) and (e.namespace, e.name) in BEFORE_AS_AFTER:
        namespace, name, less = BEFORE_AS_AFTER[(e.namespace, e.name)]
        out: nodes.Expr = replace(e, namespace=namespace, name=name)
        if less:
            out = nodes.Arith(op="-", left=out, right=nodes.Number(
                value=less, static_type="number", line=e.line, column=e.column),
                static_type=e.static_type, line=e.line, column=e.column)
        return out
    changes: dict[str, object] = {}
    for field in ("left", "right", "operand", "item"):
        value = getattr(e, field, None)
        if isinstance(value, nodes.Node):
            new = _after(value)
            if new is not value:
                changes[field] = new
    for field in ("operands", "options"):
        value = getattr(e, field, None)
        if isinstance(value, tuple):
            new_t = tuple(_after(v) if isinstance(v, nodes.Node) else v for v in value)
            if any(a is not b for a, b in zip(new_t, value, strict=True)):
                changes[field] = new_t
    return replace(e, **changes) if changes else e  # type: ignore[arg-type]


def played(hook: nodes.Hook) -> nodes.Hook | None:
    """A canonical ``before play`` hook as the ``after play`` hook that means the same
    (see the module), or None when it reads or does what the play changes."""
    if (hook.timing, hook.event) != ("before", "play") or not hook.body:
        return None
    if hook.condition is not None and not _reads_unchanged(hook.condition):
        return None
    if not all(_plain(s) and _reads_unchanged(s) for s in hook.body):
        return None
    condition = None if hook.condition is None else _after(hook.condition)
    assert condition is None or isinstance(condition, nodes.Expr)
    return replace(hook, timing="after", condition=condition)
