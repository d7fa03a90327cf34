"""Chains read by their bound (LP402; R-CUSTOM-3): a draw hook whose guard lets it run only
a few more times, whatever the chain does.

A cycle of the event graph (checks/cycles.py) may loop forever; a chain that passes a hook
whose own guard fails after a fixed, small number of firings ends there, and a cycle
through that hook's action never goes round for ever. Two quantities only move one way
along a chain of draws, so a bound on them from above is such a guard:

- **the stock** (``table.draw_pile``): a draw takes at least one card (a draw from an
  empty stock is no draw event: engine/state.py), and no action of the language puts a
  card into the stock (a swap with it puts back as many as it takes). So once the stock
  is down to N cards at most N draws are left in the round, and an ``after draw`` hook
  that acts only while the stock is at most N runs its action at most N + 1 times
  (``after draw when table.draw_pile is at most 6 and the drawer is last winner: the
  drawer draws 1 card from the bottom``: the champion takes the last cards of the
  stock, once);
- **the drawer's hand** (``hand of the drawer``, ``cards of the drawer``): an ``after
  draw`` hook whose action makes the drawer draw again raises that same player's hand at
  each pass, when no rule of the book takes a card out of a hand (a give; plays are the
  players' own, never a hook's). A bound on it from above stops the chain (``after draw
  when hand of the drawer is less than 3: the drawer draws 1 card``: a refill to three).

The bound must be small: a chain longer than the runtime's depth fence
(``SandboxPolicy.MAX_HOOK_DEPTH`` hook-caused events) is stopped by the runtime, and a
rule may not rely on that. So ``table.draw_pile is at most 30`` (a chain as long as the
stock) stays a loop, as does a bound from below (``at least 10``) or no bound at all:
a chain that grows with the pile. The round's counts of draws, pickups and clears are
checks/cycles.py's own reading (``_counted``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ...tree import nodes
from ..binding import PLAYER_ATTRIBUTES, PLAYER_COUNTS, guarded, value

#: The most cards the stock can hold (a deck of 52 less the smallest deal, R-SETUP-2)
STOCK_MAX = 52
#: The largest hand a bound is read at (every card of the deck)
HAND_MAX = 52


@cache
def chain_cap() -> int:
    """The largest bound that keeps a chain within the runtime's depth fence: a hook run
    at each depth from 0 (the base event) to ``MAX_HOOK_DEPTH`` (imported when first
    asked: the sandbox's policy is no cost of every lint's start)."""
    from ....sandbox import DEFAULT_POLICY
    return DEFAULT_POLICY.MAX_HOOK_DEPTH


def stock_bounded(hook: nodes.Hook, hands_grow: bool) -> frozenset[int]:
    """The actions (by ``id``) of an ``after draw`` hook that run only while a small bound
    holds on the stock, or (``hands_grow``: no rule of the book gives cards away) on the
    drawer's hand while they make the drawer draw again (module text)."""
    if hook.timing != "after" or hook.event != "draw":
        return frozenset()
    cap = chain_cap()
    out: set[int] = set()
    for stmt, facts in guarded(hook):
        if not isinstance(stmt, nodes.Action):
            continue
        top = _largest(facts, _is_stock, STOCK_MAX)
        if top is None and hands_grow and isinstance(stmt, nodes.Draw) and _drawer(stmt.who):
            top = _largest(facts, _is_drawer_hand, HAND_MAX)
        if top is not None and top <= cap:
            out.update(id(n) for n in stmt.walk())
    return frozenset(out)


def book_gives(rules: Sequence[nodes.Rule]) -> bool:
    """Whether any rule of the book takes a card out of a player's hand (a give)."""
    return any(isinstance(n, nodes.Action) and n.action == "give"
               for rule in rules for n in rule.walk())


def _drawer(role: nodes.Role) -> bool:
    return role.kind == "acting" and role.of is None and role.where is None


def _is_stock(node: nodes.Node) -> bool:
    return isinstance(node, nodes.Attribute) and (node.namespace, node.name) == (
        "table", "draw_pile")


def _is_drawer_hand(node: nodes.Node) -> bool:
    return isinstance(node, nodes.Measure) and node.measure in ("hand", "cards") and \
        _drawer(node.player)


#: the key a quantity is given in :func:`binding.value`'s environment (never an attribute's)
_KEY = ("chainbound", "quantity")


def _largest(facts: Sequence[nodes.Expr], reads: object, most: int) -> int | None:
    """The largest value of the quantity ``reads`` picks out at which ``facts`` may hold
    (at any table size), when they read it in comparisons only and fail at every value
    above it up to ``most``; None when they never read it or hold somewhere up there."""
    assert callable(reads)
    nodes_read = [n for f in facts for n in f.walk()]
    if not any(reads(n) for n in nodes_read) or any(
            isinstance(n, nodes.Parity | nodes.Multiple) for n in nodes_read):
        return None
    swapped = [_swap(f, reads) for f in facts]
    largest = -1
    for n in PLAYER_COUNTS:
        table = dict.fromkeys(PLAYER_ATTRIBUTES, n)
        env = {**table}
        for v in range(most, -1, -1):
            env[_KEY] = v
            if all(value(f, env) is not False for f in swapped):
                largest = max(largest, v)
                break
    return None if largest >= most else max(largest, 0)


def _swap(e: nodes.Expr, reads: object) -> nodes.Expr:
    """``e`` with the quantity ``reads`` picks out replaced by an attribute of :data:`_KEY`
    (a shallow rebuild of the comparisons that read it; the tree itself is untouched)."""
    assert callable(reads)
    if reads(e):
        return nodes.Attribute(namespace=_KEY[0], name=_KEY[1])
    if isinstance(e, nodes.Compare):
        return nodes.Compare(op=e.op, left=_swap(e.left, reads), right=_swap(e.right, reads))
    if isinstance(e, nodes.Arith):
        return nodes.Arith(op=e.op, left=_swap(e.left, reads), right=_swap(e.right, reads))
    if isinstance(e, nodes.BoolOp):
        return nodes.BoolOp(op=e.op, operands=tuple(_swap(o, reads) for o in e.operands))
    if isinstance(e, nodes.Not):
        return nodes.Not(operand=_swap(e.operand, reads))
    return e
