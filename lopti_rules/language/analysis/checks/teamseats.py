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
    dealer_witness,
    value,
)
from ..evenseats import action_key, dealer_offset
from ..meaningseats import ALL_IN

#: the code :mod:`.proxies` reports a split under: a fixed seat's (binding.pin's LP305)
CODE = "LP305"


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
            offset = dealer_offset(found.role)
            key = action_key(hook, found.role)
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
                    out.append((found, dealer_witness(n, rounds)))
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
