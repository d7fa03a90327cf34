"""Dealer seats that a rule's branches split the table by (LP305; R-CUSTOM-4, R-SETUP-4).

:func:`binding.pin` finds a dealer role that its conditions pin to one seat, and
:mod:`..evenseats` clears branches that share one action out over every seat alike. In
between lies a team: at four players the dealer in odd rounds (seats 0 and 2) and the
player left of the dealer in even ones (seats 2 and 0 again) draw two, so two facing
seats pay every round and the other two never. :func:`split` finds such groups: the
dealer-relative roles of one action (the statement with the role left out) on the deal,
whose conditions, at some table size they allow and over the dealer's whole rotation,
give the action to two or more seats, every lap of the deal, and never to some other
seat. Each role is then a
fixed set of persons; the witness is the round list of one seat that keeps paying.
"""

from __future__ import annotations

from ...tree import nodes
from .. import standins
from ..binding import (
    AGE,
    PLAYER_ATTRIBUTES,
    PLAYER_COUNTS,
    ROTATION,
    ROUND,
    Binding,
    Env,
    guarded,
    value,
)
from ..meaningseats import ALL_IN

#: the code :mod:`.proxies` reports a split under: a fixed seat's (binding.pin's LP305)
CODE = "LP305"
#: a seat beside the dealer at the table: the step it takes (as in ..evenseats)
_STEPS = {"left_of": 1, "right_of": -1}


def split(rule: nodes.Rule) -> list[tuple[Binding, str]]:
    """Every dealer-relative role of ``rule`` whose action its branches give to some seats
    and never to others at one table size, with a witness (module text)."""
    groups: dict[tuple[str, str], list[tuple[Binding, int]]] = {}
    for hook in rule.hooks:
        if hook.event not in ALL_IN:
            continue
        for found in standins.rule_bindings(rule, hook):
            if not found.affects:
                continue
            offset = _offset(found.role)
            key = _action_key(hook, found.role)
            if offset is None or key is None:
                continue
            groups.setdefault((hook.event, key), []).append((found, offset))
    out: list[tuple[Binding, str]] = []
    for members in groups.values():
        found_split = _split_at(members)
        if found_split is not None:
            n, seat = found_split
            for found, offset in members:
                rounds = _rounds(found, offset, n, seat)
                if len(rounds) >= 2:
                    out.append((found, _dealer_witness(n, rounds)))
    return out


def _acts(found: Binding, env: Env) -> bool:
    return all(value(f, env) is not False for f in found.facts)


def _split_at(members: list[tuple[Binding, int]]) -> tuple[int, int] | None:
    """A table size and a seat that pays there while another seat never does, when the
    members give the action to two seats or more but not to all."""
    for n in PLAYER_COUNTS:
        table: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n)
        hits = [0] * n
        acting = [0]
        for r in range(1, ROTATION + 1):
            env: Env = {**table, ROUND: r, AGE: r}  # the rule's own rounds: from round 1
            for found, offset in members:
                if _acts(found, env):
                    hits[(r - 1 + offset) % n] += 1
                    acting.append(r)
        # a split lasts all evening: the action comes back every lap of the deal (a list
        # of rounds, 'round.number is one of 1, 2, 4', leaves seats out by running out)
        gaps = [b - a for a, b in zip(acting, [*acting[1:], ROTATION + 1], strict=True)]
        paying = [s for s in range(n) if hits[s]]
        if 2 <= len(paying) < n and max(gaps) <= n:
            return n, paying[0]
    return None


def _rounds(found: Binding, offset: int, n: int, seat: int) -> list[int]:
    """The rounds where ``found`` acts at ``n`` players and lands on ``seat``."""
    table: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n)
    return [r for r in range(1, ROTATION + 1)
            if (r - 1 + offset) % n == seat and _acts(found, {**table, ROUND: r, AGE: r})]


def _offset(role: nodes.Role) -> int | None:
    """Where ``role`` sits from the dealer at a full table (seats to the left), or None
    when it is not the dealer or a seat beside the dealer."""
    steps = 0
    while role.kind in _STEPS and role.of is not None:
        steps += _STEPS[role.kind]
        role = role.of
    return steps if role.kind == "dealer" and role.of is None else None


def _action_key(hook: nodes.Hook, role: nodes.Role) -> str | None:
    """The statement of ``hook`` that names ``role``, with the role left out."""
    for stmt, _facts in guarded(hook):
        if any(n is role for n in stmt.walk()):
            return repr(stmt).replace(repr(role), "<who>", 1)
    return None


def _dealer_witness(n: int, rs: list[int]) -> str:
    """The dealer of rounds ``rs`` (two or more) is one person at ``n`` players (the
    wording of ``binding``'s LP305 witness)."""
    shown = ", ".join(str(r) for r in rs[:3]) + (" ..." if len(rs) > 3 else "")
    seat = (rs[0] - 1) % n
    return (f"at {n} players the dealer of rounds {shown} is the same person: seat {seat} "
            "(the first dealer at seat 0; the deal moves one seat a round, R-SETUP-4)")
