"""The order of the round's first lap, played from the book's turns that reverse or skip
(R-TURN-1, R-SETUP-4; issue 29, session 45).

Play goes round the table from the leader, the last winner from a session's second round
on (R-SETUP-4): every seat plays once before the leader plays again. A rule that reverses
the direction or skips a player at turns its conditions fix (``after turn_end when
round.turns is 2: reverse direction``; two rules that each reverse once, at the round's
first draw and its second, by counts of their own) can send play back to the leader
before every seat has played: the champion plays turns 1 and 3 of every round, each
rule alone harmless-looking (redteam-mech45 ``lead-*``, redteam-mech45b
``lead-twice-by-*``).

:func:`lead_again` plays the first lap at each table size (2 to 5, R-SETUP-1) as the base
game plays it in most rounds: every turn one play and one draw (the deal leaves a draw
pile, R-SETUP-2; R-DRAW-1), no pickup yet. Each hook on the turn's events (its start, the
play, the draw, its end) runs in that order, the book's rules in order; its conditions are
evaluated on the turn's counters (``turn.number``, ``turn_end.number``, ``round.turns``,
``round.plays``, ``round.pickups`` 0, ``table.players``) and the rule's own counts, which
its ``add``/``set``/``reset`` statements move as they run. A reverse turns the direction,
``skip next player`` passes a seat. Anything else is left alone. A lap whose direction
never turned is reported at two players only (a skip there is the leader's second turn),
and only when the other seat still plays in two laps without a doubled turn of its own:
skips that keep a seat from playing are a lock-out, a double turn for every seat is alike
for all, and skips alone at more players are the lock-out checks' (LP211 and its
audit: examples/rejected/split-skips, a book of two files, each clean alone).

When a hook that reverses, skips or moves a count has a condition this cannot decide (a
play's rank, a hand), the book is not read (None): play decides it (the trial's).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from ..tree import nodes
from .binding import PLAYER_ATTRIBUTES, PLAYER_COUNTS, value

#: A turn's events in the order they come (R-TURN-1, R-DRAW-1)
TURN_EVENTS: tuple[tuple[str, str], ...] = (
    ("turn", "before"), ("turn", "after"), ("play", "before"), ("play", "after"),
    ("draw", "before"), ("draw", "after"), ("turn_end", "before"), ("turn_end", "after"))


class Undecided(Exception):
    """A condition the first lap does not fix guards a reverse, a skip or a count."""


@dataclass(frozen=True)
class LeadAgain:
    """The leader plays turn ``turn`` of the round's first lap at ``players`` players."""

    players: int
    turn: int
    order: tuple[int, ...]  #: the seats of turns 1 .. ``turn`` (0 the leader)
    hook: nodes.Hook  #: the last hook that turned or skipped before the leader's turn
    stmt: nodes.Stmt  #: its statement


def _moves(stmts: Sequence[nodes.Stmt]) -> bool:
    for s in stmts:
        for n in s.walk():
            if isinstance(n, nodes.Reverse | nodes.CountChange):
                return True
            if isinstance(n, nodes.Skip) and n.who.kind == "next":
                return True
    return False


def _run(body: Sequence[nodes.Stmt], env: dict[tuple[str, str], object], state: list[int],
         ran: list[nodes.Stmt]) -> None:
    """Run ``body``: state is [direction, skips]; ``ran`` collects the reverses and skips."""
    for stmt in body:
        if isinstance(stmt, nodes.If):
            held = value(stmt.condition, env)  # type: ignore[arg-type]
            if not isinstance(held, bool):
                if _moves(stmt.then) or _moves(stmt.orelse):
                    raise Undecided
                continue
            _run(stmt.then if held else stmt.orelse, env, state, ran)
        elif isinstance(stmt, nodes.Reverse):
            state[0] = -state[0]
            ran.append(stmt)
        elif isinstance(stmt, nodes.Skip):
            if stmt.who.kind != "next":
                continue
            state[1] += 1
            ran.append(stmt)
        elif isinstance(stmt, nodes.CountChange):
            key = ("count", stmt.name)
            old = env.get(key, 0)
            if stmt.kind == "reset":
                env[key] = 0
                continue
            amount = value(stmt.amount, env) if stmt.amount is not None else None  # type: ignore[arg-type]
            if not isinstance(amount, int) or isinstance(amount, bool) or \
                    not isinstance(old, int):
                raise Undecided
            env[key] = old + amount if stmt.kind == "add" else amount
        elif isinstance(stmt, nodes.Repeat | nodes.Loop | nodes.ForEach):
            if _moves(stmt.body):
                raise Undecided


def _lap(book: nodes.RuleBook, n: int) -> LeadAgain | None:
    counts: dict[str, dict[tuple[str, str], object]] = {
        r.name: {("count", d.name): 0 for d in r.counts} for r in book.rules}
    seat, direction = 0, 1
    order = [0]
    turned = False  # a reverse ran in the lap: skips alone are the lock-out checks' (LP211)
    found: LeadAgain | None = None
    # two laps: a skip that keeps a seat from playing at all is a lock-out (LP211's), not
    # the lead doubled
    for t in range(1, 2 * n + 1):
        table = {**dict.fromkeys(PLAYER_ATTRIBUTES, n), ("turn", "number"): t,
                 ("turn_end", "number"): t, ("round", "turns"): t,
                 ("round", "pickups"): 0}
        state = [direction, 0]
        last: tuple[nodes.Hook, nodes.Stmt] | None = None
        for event, timing in TURN_EVENTS:
            table[("round", "plays")] = t - 1 if event == "turn" else t
            for rule in book.rules:
                env = counts[rule.name]
                for hook in rule.hooks:
                    if hook.event != event or hook.timing != timing:
                        continue
                    full = {**env, **table}
                    if hook.condition is not None:
                        held = value(hook.condition, full)  # type: ignore[arg-type]
                        if not isinstance(held, bool):
                            if _moves(hook.body):
                                raise Undecided
                            continue
                        if not held:
                            continue
                    ran: list[nodes.Stmt] = []
                    _run(hook.body, full, state, ran)
                    env.update({k: v for k, v in full.items() if k[0] == "count"})
                    if ran:
                        last = (hook, ran[-1])
        turned = turned or state[0] != direction
        direction = state[0]
        seat = (seat + direction * (1 + state[1])) % n
        if found is None and t < n and seat == 0 and last is not None and (turned or n == 2):
            # the same turn or skip on every turn is every seat's alike: not the lead's
            if not _varies(book):
                return None
            found = LeadAgain(n, t + 1, (*order, 0), *last)
            if turned:
                return found
        order.append(seat)
    if found is not None and len(set(order)) < n:
        return None  # a seat never played in two laps: the lock-out checks' (LP211)
    if found is not None and {a for a, b in itertools.pairwise(order) if a == b} == set(order):
        return None  # every seat plays twice in a row in its turn: alike for all
    return found


def _varies(book: nodes.RuleBook) -> bool:
    """Whether a hook that reverses or skips has a condition (one that holds on some turns
    of the lap and not on others): an unconditional one turns every turn alike."""
    return any(hook.condition is not None or any(isinstance(x, nodes.If) for x in hook.body)
               for rule in book.rules for hook in rule.hooks if _moves(hook.body))


def lead_again(book: nodes.RuleBook) -> LeadAgain | None:
    """The first table size at which the book's reverses and skips give the leader a
    second turn before every seat has played once (module text), or None."""
    if not any(isinstance(n, nodes.Reverse) or (isinstance(n, nodes.Skip) and
                                                n.who.kind == "next")
               for n in book.walk()):
        return None
    for n in PLAYER_COUNTS:
        try:
            found = _lap(book, n)
        except Undecided:
            return None
        if found is not None:
            return found
    return None
