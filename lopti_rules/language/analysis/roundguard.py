"""The creator's round guard (issue 29 item 3; R-CUSTOM-1, R-CUSTOM-4).

A rule is announced by the winner of the round before (R-CUSTOM-1), who then leads as
the last winner (R-SETUP-4), and its creator knows the round number it is announced for.
A condition that holds in one round of the session only (``round.number is 5``, ``round.number
- 1 is 4``, ``round.number + table.players is 9``: one round at each table size) picks
that round; announced for it, the rule's last winner there, and the round's leader, is its
creator: the condition names a person, not a role that changes with play. (A condition
that holds in round 1 only names the first dealer: LP305, ``binding``.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..tree import nodes
from . import binding, tieseats
from .binding import AGE, RELATIVE_WORDS, ROUND, Binding, Pin, creator_pin, rounds
from .binding import pin as role_pin


def pin(found: Binding, event: str, clocks: frozenset[tuple[str, str]] = frozenset(),
        timing: str = "after") -> Pin | None:
    """``binding.pin``, and the creator's round guard (:func:`creators_round`) for the
    last winner and a role beside it. A role only handed cards (``found.receives``) is no
    favour a tie-break or a step lands on the leader (the giver sheds; the creator is
    handed cards)."""
    pinned = role_pin(found, event, clocks)
    if pinned is not None:
        return pinned
    role = found.role
    pinned = None if found.receives else \
        tie_break_pin(role, found.facts, event, clocks, timing)
    if pinned is not None:
        return pinned
    if role.of is not None and role.kind in RELATIVE_WORDS:
        inner = pin(Binding(role.of, found.facts), event, clocks, timing)
        if inner is None:
            return None
        return Pin(inner.code, f"{RELATIVE_WORDS[role.kind]} {inner.who}", inner.witness,
                   inner.rounds, inner.players, inner.rule_round)
    if role.kind == "last_winner" or (role.kind == "placed" and role.value == 1):
        return creators_round(found.facts, "the last winner")
    return None


#: How :func:`tie_break_pin` names the leader a tie-break or a step counts back to
TIE_LEADER = tieseats.TIE_LEADER


def tie_break_pin(role: nodes.Role, facts: Sequence[nodes.Expr], event: str,
                  clocks: frozenset[tuple[str, str]] = frozenset(),
                  timing: str = "after") -> Pin | None:
    """A role the tie-break or a step beside the acting player puts on the round's leader
    (:mod:`.tieseats`: ``previous player before the player with the most cards`` at the
    end of turn 2), in the rule's first round or while a clock of its own life is bounded:
    the leader is then the rule's creator (LP306, LP307; session 35)."""
    at = tieseats.leader_sizes(role, facts, event, timing)
    if not at:
        return None
    n = at[-1]
    who = tieseats.said_leader(role, facts, event, n, timing)
    pinned = binding._creator(facts, who) or binding._clocked(facts, who, clocks)
    if pinned is None:
        return None
    return replace(pinned, players=n)


def _reads(facts: Sequence[nodes.Expr]) -> set[tuple[str, str]]:
    return {(n.namespace, n.name) for f in facts for n in f.walk()
            if isinstance(n, nodes.Attribute)}


def creators_round(facts: Sequence[nodes.Expr], who: str) -> Pin | None:
    """LP306 when ``facts`` read the round's number (not the rule's age) and hold in one
    round after the first at each table size (the creator's, announced for it)."""
    reads = _reads(facts)
    if ROUND not in reads or AGE in reads:
        return None
    found = rounds(facts)
    if found is None or not found.by_case:
        return None
    held = {(size, r) for (_k, size), pairs in found.by_case.items() for r, _a in pairs}
    by_size: dict[int | None, set[int]] = {}
    for size, r in held:
        by_size.setdefault(size, set()).add(r)
    if any(len(rs) != 1 or min(rs) < 2 for rs in by_size.values()):
        return None
    size, (r,) = next(iter(by_size.items()))
    creator = ("there the last round's winner, who leads, is the rule's creator "
               "(R-CUSTOM-1, R-SETUP-4)")
    if size is None:
        return creator_pin(who, f"the conditions hold only in round {r}, which the rule's "
                           f"creator can announce it for: {creator}", r, 3)
    return creator_pin(who, f"the conditions hold only in round {r} at {size} players, "
                       f"which the rule's creator can announce it for: {creator}", r, size)
