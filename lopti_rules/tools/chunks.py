"""Chunks of a simulation: a fixed slice of a run's seeds, played anywhere, merged in order.

A run draws every deal's seeds up front from its one seed and cuts them into chunks of
``CHUNK`` games (a fixed size, whatever the number of processes). A chunk is played by
:func:`run_chunk` from plain data (:class:`RunSpec`, :class:`Chunk`), so it runs the same
in this process, in a worker process or on a Dask worker, and returns mergeable figures
(:class:`ChunkResult`); :func:`merge` adds them up in seed order. The result is the same
bytes however many processes played the chunks.

With house rules each chunk is one session of ``CHUNK`` rounds: its first game has no
last winner, and each game's winner is the next one's (R-SETUP-4). A chunk recording
its games returns their logs (JSON Lines text) for the caller to write in order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine import CAUSES, OFFICIAL, OVER, BaseRules, Game, make_bot
from . import gamelog
from .stats import RuleFigures, Running, Summary

if TYPE_CHECKING:
    from ..play import Choice, RuleRuntime
    from .rulebooks import RuleSet

#: games in a chunk: the unit of work, fixed so that results do not depend on --jobs
CHUNK = 250
#: What a paired deal measures, per game (the seats' wins are ``seat N wins``).
PAIRED = ("plays", "decisions", "turns", "pickups", "clears", "capped")


@dataclass(frozen=True)
class RunSpec:
    """What every game of a run shares: table, bots, base rules and the rule book."""

    players: int
    bot: str
    seed: int
    base: BaseRules = OFFICIAL
    #: the rule files (name, text) in play; empty: the base game
    files: tuple[tuple[str, str], ...] = ()
    paired: bool = True  #: with rules, also play each deal without them
    record: bool = False  #: return each game's log
    #: with rules: each game is round N of a session whose rules took effect in round 1
    round_number: int = 1
    #: with rules: the last winner of every game (None: the previous game's)
    last_winner: int | None = None
    #: with rules: last round's finishing order for every game (empty: the previous
    #: game's, or only ``last_winner`` when that is fixed)
    last_standings: tuple[int, ...] = ()
    #: with rules: last round's pickups per seat for every game (empty: the previous
    #: game's)
    last_pickups: tuple[int, ...] = ()


@dataclass(frozen=True)
class Chunk:
    """A slice of a run: its number, the index of its first game, and the games' seeds."""

    index: int
    start: int
    seeds: tuple[tuple[int, int], ...]  #: (deal seed, bot seed) per game


@dataclass
class ChunkResult:
    """What a chunk measured; ``plain`` is None when the base half is ``ruled`` itself."""

    index: int
    ruled: Summary
    plain: Summary | None = None
    figures: list[RuleFigures] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)  #: events that happened
    logs: list[str] = field(default_factory=list)  #: the games' logs, when recorded
    #: per measure (``PAIRED``), the with-rules minus the without-rules value of each deal
    paired: dict[str, Running] = field(default_factory=dict)

    @property
    def games(self) -> int:
        return self.ruled.games


def draw_chunks(seed: int, games: int, size: int = CHUNK) -> list[Chunk]:
    """Every deal's seeds, drawn from ``seed`` in game order, cut into chunks of ``size``."""
    rng = random.Random(seed)
    seeds = [(rng.getrandbits(48), rng.getrandbits(48)) for _ in range(games)]
    return [Chunk(k, start, tuple(seeds[start:start + size]))
            for k, start in enumerate(range(0, games, size))]


def new_summary(spec: RunSpec) -> Summary:
    """An empty summary for a run; an unknown bot or a bad player count fails here, early."""
    make_bot(spec.bot, 0)
    Game(spec.players, 0, spec.base)
    official = OFFICIAL.to_dict()
    changed = {k: v for k, v in spec.base.to_dict().items() if official[k] != v}
    return Summary(players=spec.players, bot=spec.bot, seed=spec.seed,
                   seat_wins=[0] * spec.players, base=changed)


def merge(results: Sequence[ChunkResult]) -> ChunkResult | None:
    """The chunks' figures added up in chunk order (None for no chunks)."""
    ordered = sorted(results, key=lambda r: r.index)
    if not ordered:
        return None
    first = ordered[0]
    total = ChunkResult(first.index, _copy(first.ruled),
                        _copy(first.plain) if first.plain is not None else None,
                        [RuleFigures(f.name, f.filename, f.line) for f in first.figures])
    for r in ordered:
        if r is not first:
            total.ruled.merge(r.ruled)
            if total.plain is not None and r.plain is not None:
                total.plain.merge(r.plain)
        for name, running in r.paired.items():
            total.paired.setdefault(name, Running()).merge(running)
        for mine, theirs in zip(total.figures, r.figures, strict=True):
            mine.merge(theirs)
        total.seen |= r.seen
    return total


def _copy(s: Summary) -> Summary:
    fresh = Summary(s.players, s.bot, s.seed, seat_wins=[0] * s.players, base=dict(s.base))
    fresh.merge(s)
    return fresh


_BOOKS: dict[tuple[tuple[str, str], ...], RuleSet] = {}


def _rule_set(files: tuple[tuple[str, str], ...]) -> RuleSet:
    """The compiled book of ``files``, compiled once per process (the caller already
    refused a book that does not pass the gate)."""
    found = _BOOKS.get(files)
    if found is None:
        from .rulebooks import compile_files

        found = _BOOKS[files] = compile_files(files, allow_warnings=True)
        while len(_BOOKS) > 8:
            del _BOOKS[next(iter(_BOOKS))]
    return found


def run_chunk(spec: RunSpec, chunk: Chunk, rules: RuleSet | None = None,
              tick: Callable[[int], None] | None = None) -> ChunkResult:
    """Play one chunk's games: the base game, then with the book if there is one; count,
    keep the logs if asked. ``rules`` is the compiled book of ``spec.files`` when the
    caller has it (else it is compiled here once per process); ``tick(i)`` is called
    after game ``i`` of the run (for progress in this process)."""
    book = None
    if spec.files or (rules is not None and rules.books):
        book = _Book(rules if rules is not None else _rule_set(spec.files), spec.record,
                     spec.round_number, spec.last_winner, spec.last_standings,
                     spec.last_pickups)
    ruled = new_summary(spec)
    plain = new_summary(spec) if book is not None and spec.paired else None
    clears_plain, clears_ruled = _new_clears(), _new_clears()
    result = ChunkResult(chunk.index, ruled, plain)
    choices: list[Choice] | None = None
    players, base, bot = spec.players, spec.base, spec.bot
    for i, (game_seed, bot_seed) in enumerate(chunk.seeds, start=chunk.start):
        if book is None:
            g = _play_plain(players, game_seed, base, bot, bot_seed)
        else:
            without = None
            if plain is not None:
                without = _play_plain(players, game_seed, base, bot, bot_seed)
                _count_game(plain, clears_plain, without)
            g, choices = book.play(players, game_seed, base, bot, bot_seed)
            if without is not None:
                _count_pair(result.paired, players, without, g)
        _count_game(ruled, clears_ruled, g)
        if spec.record:
            log = gamelog.GameLog.from_game(g, bots=[bot] * players, bot_seed=bot_seed,
                                            rules=book.header if book else None,
                                            choices=choices)
            result.logs.append(gamelog.dumps(log))
        if tick is not None:
            tick(i)
    _close_clears(ruled, clears_ruled)
    if plain is not None:
        _close_clears(plain, clears_plain)
    if book is not None:
        result.figures, result.seen = book.finish()
    return result


def iter_local(spec: RunSpec, chunks: Sequence[Chunk], rules: RuleSet | None,
               tick: Callable[[int], None] | None = None) -> Iterator[ChunkResult]:
    """The chunks played one after the other in this process."""
    for chunk in chunks:
        yield run_chunk(spec, chunk, rules, tick)


class _Book:
    """A rule book in play over a chunk: its runtime, and how often each rule fired."""

    def __init__(self, rules: RuleSet, recording: bool, round_number: int = 1,
                 last_winner: int | None = None, last_standings: tuple[int, ...] = (),
                 last_pickups: tuple[int, ...] = ()) -> None:
        from ..play import RuleRuntime

        self.rules = rules
        self.runtime: RuleRuntime = RuleRuntime(list(rules.books), last_winner=last_winner,
                                                last_standings=last_standings or None,
                                                last_pickups=last_pickups or None)
        #: the standings every game is given (None: the previous game's)
        self.fixed_standings = (self.runtime.last_standings
                                if last_winner is not None or last_standings else None)
        #: the pickups every game is given (None: the previous game's)
        self.fixed_pickups = self.runtime.last_pickups if last_pickups else None
        self.figures = [RuleFigures(r.name, r.filename, r.line) for r in self.runtime.rules]
        self.recording = recording
        self.round_number = round_number
        self.fixed_winner = last_winner
        self.header: dict[str, object] | None = None

    def play(self, players: int, game_seed: int, base: BaseRules, bot: str,
             bot_seed: int) -> tuple[Game, list[Choice]]:
        """One game with the rules, every seat played by ``bot``, to its end, and the
        choices the rules asked of the players (after the session's earlier rounds, for
        a later round)."""
        runtime = self.runtime
        if self.round_number > 1:
            self._earlier_rounds(players, game_seed, base, bot)
        h, play = self._game(players, game_seed, base, bot, bot_seed)
        if self.recording:
            self.header = self.rules.to_header(
                last_winner=runtime.last_winner, round_number=runtime.round_number,
                rule_rounds=runtime.rule_rounds, rule_counts=runtime.rule_counts,
                last_standings=runtime.last_standings, rule_memory=runtime.memory,
                last_pickups=runtime.last_pickups)
        # the games run as a session's rounds (R-SETUP-4)
        runtime.last_winner = h.winner if self.fixed_winner is None else self.fixed_winner
        runtime.last_standings = (tuple(h.finishing_order) if self.fixed_standings is None
                                  else self.fixed_standings)
        runtime.last_pickups = (tuple(h.picked) if self.fixed_pickups is None
                                else self.fixed_pickups)
        for k, n in enumerate(play.fired):
            if n:
                self.figures[k].games_fired += 1
        return h, play.choices

    def _game(self, players: int, game_seed: int, base: BaseRules, bot: str,
              bot_seed: int) -> tuple[Game, Any]:
        from ..play import bot_agents

        play = self.runtime.start(players, game_seed, base,
                                  agents=bot_agents(players, bot_seed))
        h = play.game
        choose = make_bot(bot, bot_seed).choose
        while h.phase != OVER:
            h.apply(choose(h))
        return h, play

    def _earlier_rounds(self, players: int, game_seed: int, base: BaseRules,
                        bot: str) -> None:
        """Play rounds 1 to N-1 of this deal's session with the rules (their own seeds,
        from the deal's), leaving the runtime at round N; what the rules did in them
        does not count in the run's figures."""
        runtime = self.runtime
        # (the events the earlier rounds saw did happen: ``seen`` keeps them)
        kept = (list(runtime.fired), list(runtime.stopped), list(runtime.stop_reasons))
        runtime.session_round(1, None)
        rng = random.Random(game_seed)
        for _ in range(self.round_number - 1):
            seed, bot_seed = rng.getrandbits(48), rng.getrandbits(48)
            _, play = self._game(players, seed, base, bot, bot_seed)
            runtime.next_round(play)
        if self.fixed_winner is not None:
            runtime.last_winner = self.fixed_winner
        if self.fixed_standings is not None:
            runtime.last_standings = self.fixed_standings
        if self.fixed_pickups is not None:
            runtime.last_pickups = self.fixed_pickups
        runtime.fired = kept[0]  # (its setter: the sum of the games' counts)
        runtime.stopped[:], runtime.stop_reasons[:] = kept[1], kept[2]

    def finish(self) -> tuple[list[RuleFigures], set[str]]:
        """Each rule's figures and the events that happened, once the chunk is played."""
        runtime = self.runtime
        fired = runtime.fired  # (worked out on each read)
        for k, f in enumerate(self.figures):
            f.fired, f.stopped, f.stop_reason = (fired[k], runtime.stopped[k],
                                                 runtime.stop_reasons[k])
        return self.figures, set(runtime.seen)


def _count_game(summary: Summary, clears: list[int], g: Game) -> None:
    """Add one finished game to the running figures (``clears``: by cause index)."""
    summary.games += 1
    summary.plays.add(g.plays)
    summary.decisions.add(len(g.history))
    summary.turns.add(g.turns)
    summary.lengths.add(g.turns)
    if g.finishing_order:
        summary.seat_wins[g.finishing_order[0]] += 1
    elif g.capped:
        summary.no_winner += 1
    summary.capped += g.capped
    summary.pickups += g.pickups
    summary.pickups_game.add(g.pickups)
    summary.clears_game.add(sum(g.clears))
    for k, v in enumerate(g.clears):
        clears[k] += v


def _measures(players: int, g: Game) -> list[tuple[str, int]]:
    winner = g.finishing_order[0] if g.finishing_order else -1
    return [("plays", g.plays), ("decisions", len(g.history)), ("turns", g.turns),
            ("pickups", g.pickups), ("clears", sum(g.clears)), ("capped", int(g.capped))] + \
        [(f"seat {s} wins", int(winner == s)) for s in range(players)]


def _count_pair(paired: dict[str, Running], players: int, without: Game, with_: Game
                ) -> None:
    """Add one deal's with-rules minus without-rules differences."""
    for (name, a), (_, b) in zip(_measures(players, without), _measures(players, with_),
                                 strict=True):
        paired.setdefault(name, Running()).add(b - a)


def _new_clears() -> list[int]:
    """Clear counts by cause index, for ``_count_game`` (index 0: no clear)."""
    return [0] * (len(CAUSES) + 1)


def _close_clears(summary: Summary, clears: list[int]) -> None:
    """Put the clear counts ``_count_game`` gathered into ``summary``, by cause name."""
    summary.clears = {cause: clears[k + 1] for k, cause in enumerate(CAUSES)}


def _play_plain(players: int, game_seed: int, base: BaseRules, bot: str, bot_seed: int
                ) -> Game:
    """One game without house rules, every seat played by ``bot``, to its end."""
    g = Game(players, game_seed, base)
    choose = make_bot(bot, bot_seed).choose
    apply = g.apply
    while g.phase != OVER:
        apply(choose(g))
    return g
