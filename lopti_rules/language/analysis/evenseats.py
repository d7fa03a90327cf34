"""Dealer seats that a rule's branches share out evenly over the evening (LP305;
R-CUSTOM-4, R-SETUP-4; issue 29).

:func:`binding.pin` judges each role alone: ``the player left of the dealer`` in the odd
rounds is one seat at two players (the dealer of rounds 1, 3, 5 is one person). A rule
may name the same action for other seats beside the dealer in the other rounds: odd
rounds the player left of the dealer draws a card, even rounds the player right of the
dealer. At two players that is seat 1, then seat 0, then seat 1 again: together the
branches give the card to every seat alike, as the deal itself goes round, and nobody is
singled out. :func:`evened` says which pinned roles are such shares: their action is the
same (the statement with the role left out), each is the dealer or a seat beside it at
the table, on the deal (where every seat is dealt in, so the player left of the dealer is
the next seat, ``meaningseats.ALL_IN``), and at every table size their conditions allow
every seat gets the action equally often over the dealer's whole rotation (60 rounds,
whatever the round the rule took effect in). A condition the deal does not decide counts
as holding. A count toggled each round (``if count "side" is 0: ... else: ...``) is
read as the rule's clock in both branches (``standins._clocked``: the ``else`` is the
toggle's other phase), so its two seats are judged together too.
When one size, one offset or one seat is off (the dealer in the rule's odd
rounds and the player left of the dealer in its even ones: the same seat every round at
two players), each role keeps its pin.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tree import nodes
from .binding import (
    AGE,
    PLAYER_ATTRIBUTES,
    PLAYER_COUNTS,
    ROTATION,
    ROUND,
    Binding,
    Env,
    Pin,
    guarded,
    value,
)
from .meaningseats import ALL_IN

#: a seat beside the dealer at the table: the step it takes
_STEPS = {"left_of": 1, "right_of": -1}


def dealer_offset(role: nodes.Role) -> int | None:
    """Where ``role`` sits from the dealer at a full table (seats to the left), or None
    when it is not the dealer or a seat beside the dealer."""
    steps = 0
    while role.kind in _STEPS and role.of is not None:
        steps += _STEPS[role.kind]
        role = role.of
    return steps if role.kind == "dealer" and role.of is None else None


def action_key(hook: nodes.Hook, role: nodes.Role) -> str | None:
    """The statement of ``hook`` that names ``role``, with the role left out."""
    for stmt, _facts in guarded(hook):
        if any(n is role for n in stmt.walk()):
            return repr(stmt).replace(repr(role), "<who>", 1)
    return None


def evened(rule: nodes.Rule, pinned: Sequence[tuple[nodes.Hook, Binding, Pin]]
           ) -> frozenset[int]:
    """The roles (by ``id``) among ``pinned`` (each hook of ``rule``, a binding there and
    its pin) that share one action out evenly over every seat with others (module
    text)."""
    groups: dict[tuple[str, str], list[tuple[Binding, int]]] = {}
    for hook, found, pin in pinned:
        if pin.code != "LP305" or hook.event not in ALL_IN:
            continue
        offset = dealer_offset(found.role)
        key = action_key(hook, found.role)
        if offset is None or key is None:
            continue
        groups.setdefault((hook.event, key), []).append((found, offset))
    out: set[int] = set()
    for members in groups.values():
        if len(members) >= 2 and _even(members):
            out.update(id(found.role) for found, _o in members)
    return frozenset(out)


def _even(members: Sequence[tuple[Binding, int]]) -> bool:
    """Whether, at every table size the members' conditions allow and every round the
    rule may have taken effect in, every seat gets the action equally often over the
    dealer's rotation."""
    aged = any(AGE in _reads(found.facts) for found, _o in members)
    seen = False
    for n in PLAYER_COUNTS:
        table: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n)
        for k in range(ROTATION if aged else 1):
            hits = [0] * n
            for r in range(k + 1, k + ROTATION + 1):
                env: Env = {**table, ROUND: r, AGE: r - k}
                for found, offset in members:
                    if all(value(f, env) is not False for f in found.facts):
                        hits[(r - 1 + offset) % n] += 1
            if any(hits):
                seen = True
                if len(set(hits)) > 1:
                    return False
    return seen


def _reads(facts: Sequence[nodes.Expr]) -> set[tuple[str, str]]:
    return {(n.namespace, n.name) for f in facts for n in f.walk()
            if isinstance(n, nodes.Attribute)}
