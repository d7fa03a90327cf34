"""A hook's guard on what its event fixes, written as the event's own field (R-VOTE-7;
issue 29, redteam26 ``identity-second-out-by-count`` and ``identity-take-up-count-or-hand``).

Two guards that pick the same moments at the table are one rule, whatever they read.
Some things of the table are fixed by the event that fires the hook, so a guard on them
is a guard on the event's field:

- **after a player goes out** (``Game._go_out``): every player out has taken a place, and
  the one just out took ``out.place``, so the players still in are ``table.players -
  out.place``. ``after out when table.players_in is table.players - 2`` is ``after out
  when out.place is 2``; a guard on the players in alone (``table.players_in is 2``)
  names another moment at each table size and keeps its spelling.
- **after a take-up** (``Game._take_up``): a hand is taken up only when it is empty
  (R-FACE-1), so the taker's hand is then the face-up cards taken. ``after take_up when
  hand of acting player is 3`` is ``after take_up when take_up.count is 3``; their
  ``cards`` (hand, face-up and face-down) keep their spelling (the face-down cards are
  still there).

Only the hook's guard (and the condition of an ``if`` that opens its body) is read so:
it is read as the hook fires, before any effect of the body; the body's own effects (a
draw, a give) change the hand and the players in. Before the event
these facts do not hold (the hand is still empty, the player is not out yet).
"""

from __future__ import annotations

from dataclasses import fields, replace

from ..tree import nodes

#: after an out, table.players_in is table.players - out.place
PLAYERS = ("table", "players")
PLAYERS_IN = ("table", "players_in")
PLACE = ("out", "place")
#: a comparison with its sides swapped
_FLIPPED = {"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}

Linear = tuple[dict[tuple[str, str], int], int]


def held(hook: nodes.Hook) -> nodes.Hook:
    """``hook`` with its guard read on its event's own field where the event fixes what
    the guard reads (see the module); ``hook`` itself when nothing changes."""
    change = {"out": _out, "take_up": _taken}.get(hook.event)
    if change is None or hook.timing != "after":
        return hook
    if hook.condition is not None:
        guard = _mapped(hook.condition, change)
        assert isinstance(guard, nodes.Expr)
        hook = replace(hook, condition=guard)
    if hook.body and isinstance(first := hook.body[0], nodes.If):
        # the body's first ``if`` is read as the hook fires, before any effect
        condition = _mapped(first.condition, change)
        assert isinstance(condition, nodes.Expr)
        first = replace(first, condition=condition)
        hook = replace(hook, body=(first, *hook.body[1:]))
    return hook


def _mapped(e: nodes.Node, change: object) -> nodes.Node:
    """``e`` with ``change`` applied bottom up (a node it leaves is returned as it is)."""
    edits: dict[str, object] = {}
    for f in fields(e):
        if not f.init:
            continue
        value = getattr(e, f.name)
        if isinstance(value, nodes.Node):
            new: object = _mapped(value, change)
        elif isinstance(value, tuple) and any(isinstance(v, nodes.Node) for v in value):
            new = tuple(_mapped(v, change) if isinstance(v, nodes.Node) else v for v in value)
            if all(a is b for a, b in zip(new, value, strict=True)):
                new = value
        else:
            continue
        if new is not value:
            edits[f.name] = new
    out = replace(e, **edits) if edits else e  # type: ignore[arg-type]
    return change(out)  # type: ignore[operator,no-any-return]


def _taken(e: nodes.Node) -> nodes.Node:
    """The taker's hand after a take-up is the cards taken up."""
    if isinstance(e, nodes.Measure) and e.measure == "hand" and _acting(e.player):
        return nodes.Attribute(namespace="take_up", name="count", static_type="number",
                               line=e.line, column=e.column)
    return e


def _acting(role: nodes.Role) -> bool:
    return role.kind == "acting" and role.of is None and role.where is None


def _linear(e: nodes.Node) -> Linear | None:
    """``e`` as a sum of fields of the game times whole numbers, plus a whole number;
    None when it is something else."""
    if isinstance(e, nodes.Number) and isinstance(e.value, int):
        return {}, e.value
    if isinstance(e, nodes.Attribute):
        return {(e.namespace, e.name): 1}, 0
    if isinstance(e, nodes.Arith) and e.op in ("+", "-"):
        left, right = _linear(e.left), _linear(e.right)
        if left is None or right is None:
            return None
        sign = 1 if e.op == "+" else -1
        terms = dict(left[0])
        for key, k in right[0].items():
            terms[key] = terms.get(key, 0) + sign * k
        return terms, left[1] + sign * right[1]
    return None


def _out(e: nodes.Node) -> nodes.Node:
    """A comparison of the players in with the table's size after an out, written on the
    place taken (``table.players_in is table.players - 2`` is ``out.place is 2``)."""
    if not isinstance(e, nodes.Compare) or e.op not in _FLIPPED:
        return e
    left, right = _linear(e.left), _linear(e.right)
    if left is None or right is None:
        return e
    terms = dict(left[0])
    for key, k in right[0].items():
        terms[key] = terms.get(key, 0) - k
    constant = left[1] - right[1]
    inside = terms.pop(PLAYERS_IN, 0)
    if not inside:
        return e
    # players_in = players - place: the difference of the two sides, read on the place
    terms[PLAYERS] = terms.get(PLAYERS, 0) + inside
    terms[PLACE] = terms.get(PLACE, 0) - inside
    terms = {key: k for key, k in terms.items() if k}
    if list(terms) != [PLACE] or terms[PLACE] not in (1, -1):
        return e
    # place * sign + constant  op  0
    op, value = e.op, -constant
    if terms[PLACE] == -1:
        op, value = _FLIPPED[op], constant
    place = nodes.Attribute(namespace="out", name="place", static_type="number",
                            line=e.line, column=e.column)
    number = nodes.Number(value=value, static_type="number", line=e.line, column=e.column)
    return replace(e, op=op, left=place, right=number)
