"""A hook's body in one spelling per meaning (R-VOTE-7): blocks that only repeat or wrap.

What a body does is the effects it asks for, in order (the compiled hook pushes them on a
list the engine applies after it: ``codegen``), so these spell the same body:

- ``if`` on a condition that is always true or never (folded by :mod:`.meaning`): the
  branch taken, in its place; an ``if`` whose branches are both empty: nothing; an ``if``
  with both branches, on the one of its condition and that condition's negation that
  sorts first (``if a: X else: Y`` is ``if not a: Y else: X``; ``negate`` given); an
  ``if`` whose branches do the same: that, in its place;
- ``repeat N times`` with N a number: nothing for N of 0 or less, else the block N times
  in its place (up to :data:`UNROLLED` statements; a longer one keeps its loop);
- ``for each <players>:`` around one action of ``that player`` (and nothing else of that
  player): the action of ``<players>`` (``for each other player: that player draws 1
  card`` is ``every other player draws 1 card``), as the action of a set of players runs
  it for each of them in the same order; ``for each player: if that player is not acting
  player: ...`` is ``for each other player: ...``;
- a draw of no cards: nothing; draws of the same player(s) one after the other, each a
  number of cards: one draw of the sum (``repeat 2 times: the picker draws 1 card`` is
  ``the picker draws 2 cards``);
- restrictions of the next play's rank one after the other: one restriction of the
  ranks both leave (:func:`.meaningplays.joined`; the engine applies every one asked for
  before the turn);
- speech (``says``/``does``) among the actions next to it: after them, in its own order
  (:func:`_spoken_last`). A word said changes no hand, pile or turn, and the values of
  its placeholders are read when the hook runs, before any effect applies, so "every
  other player says 'Ouch'; the picker gives a card" and the give first are one rule at
  the table (R-VOTE-7; redteam13 ``identity-threshold-shift``). Speech only moves later,
  and only within a run of plain actions (never past an ``if`` or a loop), so a
  Roshambo whose winner it names is still played before it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..tree import nodes
from . import meaningplays

#: the most statements a ``repeat`` is written out to
UNROLLED = 24
#: actions whose player is a role that a set of players runs once each (``codegen.each``),
#: by the field that holds it
EACH: dict[type, str] = {nodes.Draw: "who", nodes.Take: "who", nodes.SwapUp: "who",
                         nodes.Pickup: "who", nodes.Skip: "who", nodes.Reveal: "who",
                         nodes.Choose: "who", nodes.Give: "giver"}


#: the canonical negation of a canonical condition (``meaning.negate``)
Negate = Callable[[nodes.Expr], nodes.Expr]


def statements(body: tuple[nodes.Stmt, ...], negate: Negate | None = None
               ) -> tuple[nodes.Stmt, ...]:
    """``body`` (its conditions canonical already) in one spelling (see the module)."""
    out: list[nodes.Stmt] = []
    for stmt in body:
        for s in _one(stmt, negate):
            previous = out[-1] if out else None
            if isinstance(s, nodes.Draw) and isinstance(previous, nodes.Draw) and _adds(
                    previous, s):
                assert isinstance(previous.count, nodes.Number)
                assert isinstance(s.count, nodes.Number)
                out[-1] = replace(previous, count=replace(
                    previous.count, value=previous.count.value + s.count.value))
            elif isinstance(s, nodes.Restrict) and isinstance(previous, nodes.Restrict) and (
                    (both := meaningplays.joined(previous, s)) is not None):
                out[-1] = both
            else:
                out.append(s)
    return _spoken_last(out)


def _spoken_last(body: list[nodes.Stmt]) -> tuple[nodes.Stmt, ...]:
    """``body`` with each run of plain actions in one order: its speech after the rest,
    both in their own order (see the module)."""
    out: list[nodes.Stmt] = []
    said: list[nodes.Stmt] = []
    for s in body:
        if isinstance(s, nodes.Say):
            said.append(s)
        elif isinstance(s, nodes.Action):
            out.append(s)
        else:  # a block ends the run: what was said in it stays before it
            out.extend(said)
            said = []
            out.append(s)
    out.extend(said)
    return tuple(out)


#: what a guard may read and still hold after a draw: the event's own payload, the
#: round's number and the table's size (a draw changes hands, the draw pile, tallies)
UNDRAWN = frozenset({("round", "number"), ("table", "players")})


def draws_only(hook: nodes.Hook) -> bool:
    """Whether ``hook`` (canonical) only draws a number of cards for players a draw does
    not change (no filter), under a guard a draw does not change (:data:`UNDRAWN`): two
    such hooks one after the other are one (``meaning.merged_hooks``)."""
    if not hook.body or not all(
            isinstance(s, nodes.Draw) and isinstance(s.count, nodes.Number)
            and not any(isinstance(n, nodes.Compare | nodes.Attribute | nodes.Measure)
                        for n in s.walk()) for s in hook.body):
        return False
    if hook.condition is None:
        return True
    return all(
        not isinstance(n, nodes.Measure | nodes.CountRef)
        and (not isinstance(n, nodes.Attribute) or n.namespace == hook.event
             or (n.namespace, n.name) in UNDRAWN) for n in hook.condition.walk())


def _adds(a: nodes.Draw, b: nodes.Draw) -> bool:
    return (isinstance(a.count, nodes.Number) and isinstance(b.count, nodes.Number)
            and (a.end, a.instead, repr(a.who)) == (b.end, b.instead, repr(b.who)))


def _one(stmt: nodes.Stmt, negate: Negate | None) -> tuple[nodes.Stmt, ...]:
    """One statement as the statements it spells."""
    if isinstance(stmt, nodes.If):
        then, orelse = statements(stmt.then, negate), statements(stmt.orelse, negate)
        condition = stmt.condition
        if isinstance(condition, nodes.Bool):
            return then if condition.value else orelse
        if not then and not orelse:
            return ()
        if repr(then) == repr(orelse):  # the same either way: no condition
            return then
        if negate is not None and (then and orelse or not then):
            # both branches: the condition that sorts first; only ``else``: its negation
            other = negate(condition)
            if not then or repr(other) < repr(condition):
                condition, then, orelse = other, orelse, then
        return (replace(stmt, condition=condition, then=then, orelse=orelse),)
    if isinstance(stmt, nodes.Repeat):
        body = statements(stmt.body, negate)
        if isinstance(stmt.count, nodes.Number):
            if stmt.count.value <= 0 or not body:
                return ()
            if stmt.count.value * len(body) <= UNROLLED:
                return statements(body * stmt.count.value, negate)
        return (replace(stmt, body=body),)
    if isinstance(stmt, nodes.ForEach):
        body = statements(stmt.body, negate)
        players = stmt.players
        if players.kind == "every" and players.where is None and len(body) == 1 and (
                _not_acting(body[0])):  # every player but the acting one: every other
            assert isinstance(body[0], nodes.If)
            players, body = replace(players, kind="every_other"), body[0].then
            stmt = replace(stmt, players=players)
        if len(body) == 1 and (each := _each(players, body[0])) is not None:
            return (each,)
        return (replace(stmt, body=body),)
    if isinstance(stmt, nodes.Loop):
        return (replace(stmt, body=statements(stmt.body, negate)),)
    if isinstance(stmt, nodes.Draw) and isinstance(stmt.count, nodes.Number) and (
            stmt.count.value <= 0):
        return ()
    return (stmt,)


def _not_acting(stmt: nodes.Stmt) -> bool:
    """Whether ``stmt`` is ``if that player is not acting player:`` with no ``else``: in
    a loop over every player still in, the loop over every other player (both run from
    the acting player on, ``view.others`` is ``view.still_in`` without them)."""
    if not isinstance(stmt, nodes.If) or stmt.orelse or not stmt.then:
        return False
    c = stmt.condition
    if not isinstance(c, nodes.Compare) or c.op != "!=":
        return False
    roles = [r for r in (c.left, c.right) if isinstance(r, nodes.Role)]
    # a role relative to another (``next player after the acting player``) holds a node
    # in ``of``, which is not hashable: no set of the roles' fields
    return sorted(r.kind for r in roles) == ["acting", "that"] and all(
        r.of is None and r.value is None and r.where is None for r in roles)


def _each(players: nodes.Role, stmt: nodes.Stmt) -> nodes.Stmt | None:
    """``stmt`` of ``that player`` as the same action of ``players``, or None when it is
    not one action of that player alone."""
    name = EACH.get(type(stmt))
    if name is None or players.kind == "that":
        return None
    who = getattr(stmt, name)
    if not (isinstance(who, nodes.Role) and who.kind == "that" and who.of is None):
        return None
    others = sum(isinstance(n, nodes.Role) and n.kind == "that" for n in stmt.walk())
    if others != 1:
        return None
    return replace(stmt, **{name: players})  # type: ignore[arg-type]
