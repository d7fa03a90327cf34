"""Rule identity by what the rules do at the table (R-VOTE-7, LP506; issue 29): two hooks
of two rules that fire on the same real moments with the same effect are one rule.

The static check (``analysis/checks/duplicates.py``) knows two spellings are one when
their canonical trees are, or when the official rules make their events come together
(``analysis/moments.py``). What a reading of the spelling cannot know is a condition
that always (or never) holds at its moment because of how the engine plays: the pile is
empty right after a pickup or a clear, the deal's player count is the table's, no card of
the flipper lies face up when a face-down card is flipped, the draw pile is gone when
anyone takes up, flips or goes out. ``after pickup`` and ``after pickup when table.pile
is 0`` are the same rule; a vote that removed the one does not let the other in.

So this search samples the moments the engine really produces, in base games (no rule
applied: the moments do not depend on the book) played as short evenings (:data:`TABLES`:
two to five players, random and greedy bots, :data:`ROUNDS` rounds each, the dealer
rotating, last round's standings and pickups carried, each rule's clock ``rule.rounds``
counting on). At every moment of a candidate pair's event it runs both hooks in the
sandbox (as the runtime does, nothing applied) and compares what they would do: each
effect with its players resolved to seats. A pair whose effects are equal at every
sampled moment, and not empty on at least :data:`MIN_FIRINGS` of them, is one rule
(LP506, an error), with a witness: the table, seed and turn of a moment where both
fire. A pair that differs on a single sampled moment (even a rare one) is two rules;
the search stops as soon as every pair has differed.

Candidates (:func:`pairs`): hooks of two different rules on the same ``(timing,
event)`` whose guards or bodies are the same by meaning (the other half is where the
spelling differs), or on two events with the same body, that the static check has not
already found. Hooks on two events are compared decision by decision (a move of play:
each hook's effects in it, in order): ``after round_end`` and ``after out when
table.players_in is 1`` act in the same decisions, since the round ends when the last
but one player goes out. Hooks of a rule that
keeps counts of its own or reads ``rule.fired`` are left out: their memory changes only
when a hook is applied, which sampling does not do. The search is deterministic (fixed
seeds, counted moments, never seconds) and costs nothing for a book without a candidate
pair (every one-rule book).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...language import (
    SAME_PLAY,
    SAME_PLAY_MORE,
    Diagnostic,
    LintResult,
    diagnostic,
    play_candidates,
)

if TYPE_CHECKING:
    from ...language import CompiledBook, HookEntry

#: The sampled tables: (players, bot, seed); each is an evening of :data:`ROUNDS` rounds.
TABLES: tuple[tuple[int, str, int], ...] = tuple(
    (players, bot, seed) for seed in (4301, 4302, 4303, 4304, 4305) for players in (4, 3, 5, 2)
    for bot in ("random", "greedy"))
#: Rounds an evening: the dealer rotates, ``round.number`` and ``rule.rounds`` count on.
ROUNDS = 3
#: Moments where both hooks fire (the same effect) before a pair counts as one rule.
MIN_FIRINGS = 12

HINT, LEAD = SAME_PLAY_MORE


@dataclass
class _Hook:
    """A candidate hook: its file, rule, tree hook and compiled entry."""

    filename: str
    rule: str
    index: int  #: its rule's index in the runtime
    tree: Any  #: the nodes.Hook
    entry: HookEntry


@dataclass
class _Pair:
    """Two candidate hooks of one (timing, event) and what sampling saw of them."""

    first: _Hook
    second: _Hook
    moments: int = 0
    fired: int = 0
    apart: bool = False
    #: a moment both fire: (players, bot, run seed, round, turn), from round 1 if any
    witness: tuple[int, str, int, int, int] | None = None

    @property
    def cross(self) -> bool:
        """Whether the two hooks are on two events: compared by the decision of play
        (a move) they act in, each hook's effects in it in order, not moment by moment."""
        return (self.first.entry.timing, self.first.entry.event) != (
            self.second.entry.timing, self.second.entry.event)


def pairs(results: Sequence[LintResult]) -> list[tuple[tuple[str, str, Any], ...]]:
    """The candidate pairs of the book (``language.play_candidates``): ``((filename, rule
    name, hook), (...))``, neither hook already reported as a copy (LP506 at its line)."""
    books = [(r.filename, r.book) for r in results if r.ok and r.book is not None]
    reported = [(r.filename, d.line) for r in results for d in r.diagnostics
                if d.code == "LP506"]
    return list(play_candidates(books, reported))


def search(results: Sequence[LintResult], witness_dir: Path | None = None
           ) -> list[tuple[str, Diagnostic]]:
    """LP506 for each candidate pair (:func:`pairs`) that acts alike on every sampled
    moment, on the second hook; nothing for a book without candidates."""
    del witness_dir  # the witness is a table and a moment, told in the message
    candidates = pairs(results)
    if not candidates:
        return []
    try:
        sampled = _sample(results, candidates)
    except Exception:  # a verdict, never a traceback: no finding (the static one stands)
        return []
    names = [r.filename for r in results if r.ok and r.book is not None and r.book.rules]
    out = []
    for p in sampled:
        if p.apart or p.fired < MIN_FIRINGS or p.witness is None:
            continue
        out.append((p.second.filename, _report(p, len(TABLES) * ROUNDS, names)))
    return out


def _entries(books: Sequence[CompiledBook]) -> dict[tuple[str, str, str, int], HookEntry]:
    found = {}
    for book in books:
        for rule in book.rules:
            for e in rule.hooks:
                found[(e.rule, e.timing, e.event, e.line)] = e
    return found


def _sample(results: Sequence[LintResult],
            candidates: list[tuple[tuple[str, str, Any], ...]]) -> list[_Pair]:
    from ...engine import EventBus, Game, make_bot
    from ...play import RuleRuntime, RulesInPlay
    from .termination import compile_clean, table_seeds

    _files, books = compile_clean(results)
    runtime = RuleRuntime(books)
    entries = _entries(books)
    made: list[_Pair] = []
    for (f1, n1, h1), (f2, n2, h2) in candidates:
        e1 = entries.get((n1, h1.timing, h1.event, h1.line))
        e2 = entries.get((n2, h2.timing, h2.event, h2.line))
        if e1 is None or e2 is None:
            continue
        made.append(_Pair(_Hook(f1, n1, runtime.rule_index[n1], h1, e1),
                          _Hook(f2, n2, runtime.rule_index[n2], h2, e2)))
    if not made:
        return []
    n = len(runtime.rules)
    for players, bot, seed in TABLES:
        if all(p.apart for p in made):
            break
        last_winner: int | None = None
        standings: tuple[int, ...] = ()
        picked: tuple[int, ...] = ()
        for k in range(ROUNDS):
            runtime.session_round(round_number=k + 1, last_winner=last_winner,
                                  rule_rounds=[k + 1] * n, last_standings=standings or None,
                                  last_pickups=picked or None)
            game_seed, bot_seed = table_seeds(seed * 10 + k)
            play = RulesInPlay(runtime, EventBus(), players, game_seed, None, None)
            bus = EventBus()
            bus.rules = _Binder(play, runtime)
            at = (players, bot, seed * 10 + k, k + 1)
            alike = [p for p in made if not p.cross and not p.apart]
            for key in {(p.first.entry.timing, p.first.entry.event) for p in alike}:
                live = [p for p in alike if (p.first.entry.timing, p.first.entry.event) == key]
                _listen(bus, key, _prober(play, live, key[0], key[1], at))
            crossing = [p for p in made if p.cross and not p.apart]
            logs: dict[int, list[tuple[int, int, tuple[Any, ...] | None]]] = {}
            for h in {id(x.entry): x for p in crossing for x in (p.first, p.second)}.values():
                logs[id(h.entry)] = []
                _listen(bus, (h.entry.timing, h.entry.event), _logger(play, h, logs))
            game = Game(players, game_seed, dealer=k % players, bus=bus)
            choose = make_bot(bot, bot_seed).choose
            while not game.is_over():
                game.apply(choose(game))
            for p in crossing:
                _settle(p, logs[id(p.first.entry)], logs[id(p.second.entry)], at)
            last_winner = game.winner
            standings = tuple(game.finishing_order)
            picked = tuple(game.picked)
    return made


def _listen(bus: Any, key: tuple[str, str], hook: Any) -> None:
    (bus.before if key[0] == "before" else bus.after)(key[1], hook)


def _acting(ev: Any, game: Any) -> int:
    """The event's acting seat as the runtime's handlers read it (the player to act when
    it has none)."""
    from ...sandbox import acting_seat

    seat = acting_seat(ev)
    return int(seat) if seat is not None else (
        game.cur if 0 <= game.cur < game.players else 0)


def _logger(play: Any, hook: _Hook, logs: dict[int, list[tuple[int, int, Any]]]) -> Any:
    """A probe that writes down what ``hook`` would do at each moment of its event it
    acts at: (the decision of play, the turn, its effects; None: stopped)."""
    from ...sandbox import CostBudget

    timing, event, log = hook.entry.timing, hook.entry.event, logs[id(hook.entry)]

    def probe(ev: Any, game: Any) -> None:
        play.budget = CostBudget(play.runtime.budgets)
        done = _effects(play, {}, ev, timing, event, _acting(ev, game), hook)
        if done is None or done:
            log.append((len(game.history), game.turns, done))
    return probe


def _settle(p: _Pair, first: list[tuple[int, int, Any]], second: list[tuple[int, int, Any]],
            at: tuple[int, str, int, int]) -> None:
    """Compare two hooks on two events over one game: alike when each decision of play
    saw the same effects from both, in order (a stop is never alike)."""
    def by_decision(log: list[tuple[int, int, Any]]) -> dict[int, list[Any]]:
        out: dict[int, list[Any]] = {}
        for decision, _turn, done in log:
            out.setdefault(decision, []).append(done)
        return out

    mine, theirs = by_decision(first), by_decision(second)
    if mine != theirs or any(done is None for _, _, done in first):
        p.apart = True
        return
    p.moments += len(mine)
    p.fired += len(first)
    if first and (p.witness is None or (p.witness[3] > 1 and at[3] == 1)):
        p.witness = (*at, first[0][1])


class _Binder:
    """What a base game finds on its bus as its rules (``Game.__init__``): it lends the
    game to the probing rules in play without their permissions or watch (the moments
    stay the base game's) and gives it last round's standings, as the runtime would."""

    def __init__(self, play: Any, runtime: Any) -> None:
        self.play, self.runtime = play, runtime

    @property
    def game(self) -> Any:
        return self.play._game

    @game.setter
    def game(self, game: Any) -> None:
        self.play._game = game
        game.last_standings = self.runtime.last_standings
        game.last_pickups = self.runtime.last_pickups


def _prober(play: Any, live: list[_Pair], timing: str, event: str,
            at: tuple[int, str, int, int]) -> Any:
    from ...sandbox import CostBudget

    def probe(ev: Any, game: Any) -> None:
        todo = [p for p in live if not p.apart]
        if not todo:
            return
        acting = _acting(ev, game)
        play.budget = CostBudget(play.runtime.budgets)  # a probe never runs out
        memo: dict[int, tuple[Any, ...] | None] = {}
        for p in todo:
            a = _effects(play, memo, ev, timing, event, acting, p.first)
            b = _effects(play, memo, ev, timing, event, acting, p.second)
            if a != b and a is not None and b is not None and (
                    (not a and _unvalued(p.first, ev, game)) or
                    (not b and _unvalued(p.second, ev, game))):
                continue  # the spelling decides here, not the rule (:func:`_unvalued`)
            p.moments += 1
            if a != b or a is None:
                p.apart = True
                continue
            if a:
                p.fired += 1
                if p.witness is None or (p.witness[3] > 1 and at[3] == 1):
                    p.witness = (*at, game.turns)
    return probe


#: The pile's ranks a guard may read that have no value on an empty pile
PILE_RANKS = frozenset({("play", "previous_rank"), ("table", "top_rank")})


def _unvalued(hook: _Hook, ev: Any, game: Any) -> bool:
    """Whether ``hook`` stayed silent only because its guard says a pile rank is *not*
    something (``play.previous_rank is not 7``, ``table.top_rank is not one of 2, 3``) and
    the pile has no rank at this moment (session 44, mech44b). The language reads every
    comparison with a missing rank as false (docs/language.md), the table reads "a 10 not
    on a 7" as every 10, a led one too: a guard that excludes a play the official rules
    never make (R-SPECIAL-7: a 10 may not follow a 7) is the other rule in other words,
    and the moment where only the spelling of "not" decides is not sampled. A guard that
    excludes a play that happens (``previous_rank is not 5``) still differs at that play."""
    from ...language import Attribute, Compare, OneOf

    read: set[tuple[str, str]] = set()
    for n in hook.tree.walk():
        if isinstance(n, Compare) and n.op == "!=":
            read |= {(x.namespace, x.name) for x in (n.left, n.right)
                     if isinstance(x, Attribute)}
        elif isinstance(n, OneOf) and n.negated and isinstance(n.item, Attribute):
            read.add((n.item.namespace, n.item.name))
    read &= PILE_RANKS
    if ("play", "previous_rank") in read and getattr(ev, "previous_rank", 0) is None:
        return True
    return ("table", "top_rank") in read and not getattr(game, "top", 0)


def _effects(play: Any, memo: dict[int, tuple[Any, ...] | None], ev: Any, timing: str,
             event: str, acting: int, hook: _Hook) -> tuple[Any, ...] | None:
    """What ``hook`` would do at this moment, as plain values (players as seats); None
    when the sandbox stopped it."""
    key = id(hook.entry)
    if key in memo:
        return memo[key]
    got = play.call(ev, timing, event, acting, hook.index, hook.entry, False, None)
    memo[key] = None if got is None else tuple(_plain(e) for e in got[0])
    return memo[key]


def _plain(effect: Any) -> tuple[Any, ...]:
    from ...sandbox import PlayerView

    values: list[Any] = [type(effect).__name__]
    for f in dataclasses.fields(effect):
        v = getattr(effect, f.name)
        if isinstance(v, PlayerView):
            v = ("seat", v._seat)
        elif not isinstance(v, int | str | bool | float | tuple | frozenset | type(None)):
            v = repr(v)
        values.append((f.name, v))
    return tuple(values)


def _report(p: _Pair, games: int, files: Sequence[str]) -> Diagnostic:
    from .termination import Table, witness_commands

    players, bot, seed, round_number, turn = p.witness or (0, "", 0, 0, 0)
    first, hook = p.first, p.second.tree
    where = "" if first.filename == p.second.filename else f" of {first.filename}"
    message = SAME_PLAY.format(name=first.rule, where=where, line=first.tree.line,
                               games=games, moments=p.moments, fired=p.fired,
                               players=players, bot=bot, seed=seed, round=round_number,
                               turn=turn)
    witness = ""
    if round_number == 1:  # game 1 of ``simulate --seed``: the same deal, dealer and bots
        witness = "\n".join([LEAD.format(turn=turn),
                             *("  " + c for c in witness_commands(
                                 files, Table(bot, players, seed), "LP506"))])
    return diagnostic("LP506", message, hook.line, hook.column, hook.event_line,
                      hook.event_column + len(hook.event), HINT, witness=witness)
