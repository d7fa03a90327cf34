"""A rule's own count that says "nothing yet this round" names the round's first turn
(R-SETUP-4, R-TURN-1; issue 29, session 45).

The round's first turn is the leader's, and from a session's second round on the leader is
the last winner (R-SETUP-4). :mod:`.leadmoments` knows that turn by the game's counters
(``turn.number is 1``, ``round.turns is 1``, ``round.plays is 0``); a rule can say it with
a count of its own instead (redteam-mech45b ``reveal-*``):

- **nothing counted yet**: ``count "draws" this round``, ``after draw: add 1 to
  "draws"``, and elsewhere ``when count "draws" is 0``. The count is set back to 0 as each
  round starts and only grows; every writer fires on an event the first turn always has
  (its start and end, its play, and its draw: the deal leaves a draw pile, R-SETUP-2, and
  the leader refills after playing, R-DRAW-1), so from the second turn on it is no longer
  0. Where it still is, the hook runs in the first turn: its acting player (the player who
  plays, draws or ends that turn) is the leader. A flag set in the reading hook itself
  (``before turn when count "shown" is 0: set "shown" to 1``) is the same moment: the
  hook's first firing, as the first turn begins.
- **the first one counted**: ``add 1 to "draws"`` then ``if count "draws" is 1`` in the
  same hook, its only writer: the round's first draw (play, turn end), in the first turn.

Such a fact is read as ``round.turns is 1`` (:func:`first_turn_facts`), so the readings of
the leader's moments (:mod:`.keptroles`: LP308, LP309) see the leader. A count written
behind a condition, one that may go down (``set "x" to 0``, ``reset``, a sum read from
the table), a session count, or a count of a later draw (the fourth draw, whose seat play
decides: the trial's) is left as written.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..tree import nodes

#: The events the round's first turn always has (module text)
FIRST_TURN_EVENTS: frozenset[str] = frozenset({"turn", "play", "draw", "turn_end"})


def _first_turn_fact() -> nodes.Expr:
    return nodes.Compare(op="==", left=nodes.Attribute(namespace="round", name="turns"),
                         right=nodes.Number(value=1))


def _writes(rule: nodes.Rule, name: str) -> list[tuple[nodes.Hook, nodes.CountChange, bool]]:
    """Every change of count ``name`` with its hook and whether it is a top-level statement
    of the hook's body."""
    out = []
    for hook in rule.hooks:
        top = {id(s) for s in hook.body}
        for n in hook.walk():
            if isinstance(n, nodes.CountChange) and n.name == name:
                out.append((hook, n, id(n) in top))
    return out


def _grows(change: nodes.CountChange) -> bool:
    """Whether ``change`` moves the count up from 0 by a positive number."""
    if change.kind not in ("add", "set") or not isinstance(change.amount, nodes.Number):
        return False
    return change.amount.value > 0


def _is_value(fact: nodes.Expr, want: int) -> str | None:
    """The count a fact ``count "x" is want`` reads, or None."""
    if isinstance(fact, nodes.Compare) and fact.op == "==":
        sides = (fact.left, fact.right)
        for a, b in (sides, sides[::-1]):
            if isinstance(a, nodes.CountRef) and isinstance(b, nodes.Number) \
                    and b.value == want:
                return a.name
    return None


def _round_count(rule: nodes.Rule, name: str) -> bool:
    return any(d.name == name and "round" in d.scope for d in rule.counts)


def nothing_yet(rule: nodes.Rule, hook: nodes.Hook, fact: nodes.Expr) -> bool:
    """Whether ``fact`` (a condition of ``hook``) is ``count "x" is 0`` of a round count
    that only grows, written only at the top of hooks on the first turn's events that run
    unconditionally, or in ``hook`` itself (module text)."""
    name = _is_value(fact, 0)
    if name is None or not _round_count(rule, name) or hook.event not in FIRST_TURN_EVENTS:
        return False
    found = _writes(rule, name)
    if not found:
        return False
    for w_hook, change, top in found:
        if not top or not _grows(change):
            return False
        if w_hook is hook:
            continue
        if w_hook.condition is not None or w_hook.event not in FIRST_TURN_EVENTS:
            return False
    return True


def first_counted(rule: nodes.Rule, hook: nodes.Hook, fact: nodes.Expr) -> bool:
    """Whether ``fact`` is ``count "x" is 1`` read inside ``hook``'s body, where the only
    change of the round count is an ``add 1`` at the top of ``hook``, an unconditional
    hook on an event of the first turn: the round's first such event (module text)."""
    name = _is_value(fact, 1)
    if name is None or not _round_count(rule, name) or hook.condition is not None \
            or hook.event not in FIRST_TURN_EVENTS or hook.timing != "after":
        return False
    found = _writes(rule, name)
    return len(found) == 1 and found[0][0] is hook and found[0][2] \
        and found[0][1].kind == "add" and isinstance(found[0][1].amount, nodes.Number) \
        and found[0][1].amount.value == 1


def first_turn_facts(rule: nodes.Rule, hook: nodes.Hook, facts: Sequence[nodes.Expr]
                     ) -> tuple[nodes.Expr, ...]:
    """``facts`` (of a statement in ``hook``; the hook's own condition first when it has
    one) with each count fact that names the round's first turn read as ``round.turns is
    1``; the same tuple when none does."""
    out = []
    changed = False
    for i, f in enumerate(facts):
        in_body = not (i == 0 and hook.condition is not None and f is hook.condition)
        parts = f.operands if isinstance(f, nodes.BoolOp) and f.op == "and" else (f,)
        new_parts = []
        for p in parts:
            if nothing_yet(rule, hook, p) or (in_body and first_counted(rule, hook, p)):
                new_parts.append(_first_turn_fact())
                changed = True
            else:
                new_parts.append(p)
        if len(new_parts) == 1:
            out.append(new_parts[0])
        else:
            out.append(nodes.BoolOp(op="and", operands=tuple(new_parts)))
    return tuple(out) if changed else tuple(facts)
