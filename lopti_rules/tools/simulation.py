"""Simulate many bot games and stream their statistics (no per-game lists are kept); with
house rules, the same deals played without and with them (paired seeds), how often each
rule fired or was stopped, and warnings.

One path plays every run: ``simulate`` is the base game, ``simulate_rules`` takes a rule
book, and an empty book is the base game (no runtime, each deal played once).

Warnings say what a rule's author should look at before proposing it: a rule that
never fired, one that was stopped (R-VOTE-6), games the safety cap ended (the rules
may keep games from ending, R-CUSTOM-3), and events a rule listens to that never
happened. ``simulation_warnings`` returns them per rule file for ``lopti lint
--simulate N``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.baserules import OFFICIAL, BaseRules
from ..engine.bots import make_bot
from ..engine.game import CAUSES, OVER, Game
from ..errors import LoptiError
from . import gamelog

if TYPE_CHECKING:
    from ..play import Choice, RuleRuntime
    from .rulebooks import RuleSet


class SimulateError(LoptiError):
    """A simulation cannot run as asked: a bad option, or a ``--record`` folder that cannot
    be written."""


@dataclass
class Running:
    """Mean, spread, minimum and maximum of a stream of numbers (Welford)."""

    n: int = 0
    mean: float = 0.0
    _m2: float = 0.0
    low: float = math.inf
    high: float = -math.inf

    def add(self, x: float) -> None:
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self._m2 += d * (x - self.mean)
        if x < self.low:
            self.low = x
        if x > self.high:
            self.high = x

    @property
    def sd(self) -> float:
        """Sample standard deviation (0 for fewer than two values)."""
        return math.sqrt(self._m2 / (self.n - 1)) if self.n > 1 else 0.0

    def as_dict(self) -> dict[str, float]:
        return {
            "mean": round(self.mean, 3), "sd": round(self.sd, 3),
            "min": self.low if self.n else 0, "max": self.high if self.n else 0,
        }


@dataclass
class Summary:
    """What ``simulate`` measured."""

    players: int
    bot: str
    seed: int
    games: int = 0
    plays: Running = field(default_factory=Running)  #: legal plays per game
    decisions: Running = field(default_factory=Running)  #: decisions per game
    turns: Running = field(default_factory=Running)  #: turns per game
    seat_wins: list[int] = field(default_factory=list)
    clears: dict[str, int] = field(default_factory=dict)  #: by cause
    pickups: int = 0
    capped: int = 0  #: games the safety cap ended
    no_winner: int = 0  #: capped games in which nobody got out
    base: dict[str, int | bool] = field(default_factory=dict)  #: rules that differ from OFFICIAL

    def win_rates(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.seat_wins]

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready data (``lopti simulate --json``)."""
        return {
            "games": self.games,
            "players": self.players,
            "bot": self.bot,
            "seed": self.seed,
            "base_changes": self.base,
            "plays_per_game": self.plays.as_dict(),
            "decisions_per_game": self.decisions.as_dict(),
            "turns_per_game": self.turns.as_dict(),
            "seat_wins": self.seat_wins,
            "seat_win_rates": [round(r, 4) for r in self.win_rates()],
            "clears": self.clears,
            "pickups": self.pickups,
            "pickups_per_game": round(self.pickups / self.games, 3) if self.games else 0,
            "capped_games": self.capped,
            "capped_without_winner": self.no_winner,
        }


#: Warning codes of a simulation (``lopti lint --simulate``), with their meaning.
WARNINGS: dict[str, str] = {
    "LS01": "never-fired: the rule never fired in the simulated games",
    "LS02": "stopped: the rule was stopped at run time (its effects dropped, R-VOTE-6)",
    "LS03": "capped: games hit the safety cap, the rules may keep games from ending "
            "(R-CUSTOM-3)",
    "LS04": "event-never-happened: an event a rule listens to never happened",
}


@dataclass(frozen=True)
class SimulationWarning:
    """One finding of a simulation, shaped like a lint diagnostic."""

    code: str  #: LS01..LS04 (``WARNINGS``)
    filename: str
    line: int
    message: str
    rule: str | None = None
    severity: str = "warning"
    column: int = 1
    rule_ref: str = "R-CUSTOM-3"

    @property
    def name(self) -> str:
        return WARNINGS[self.code].split(":", 1)[0]

    def to_dict(self) -> dict[str, object]:
        return {"code": self.code, "name": self.name, "severity": self.severity,
                "filename": self.filename, "line": self.line, "column": self.column,
                "rule": self.rule, "message": self.message, "rule_ref": self.rule_ref}

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.column}: {self.code} {self.message}"


@dataclass
class RuleFigures:
    """How one rule behaved over the simulated games."""

    name: str
    filename: str
    line: int
    fired: int = 0
    stopped: int = 0
    stop_reason: str | None = None
    games_fired: int = 0  #: games in which it fired at least once


@dataclass
class RulesReport:
    """Base and with-rules figures of the same deals, and what the rules did."""

    base: Summary
    rules: Summary
    per_rule: list[RuleFigures]
    listened: tuple[str, ...]  #: events some rule listens to
    never_happened: list[str] = field(default_factory=list)
    warnings: list[SimulationWarning] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready data (``lopti simulate --rules ... --json``)."""
        b, r = self.base, self.rules
        return {
            "games": r.games,
            "base": b.as_dict(),
            "with_rules": r.as_dict(),
            "plays_per_game_change": round(r.plays.mean - b.plays.mean, 3),
            "plays_per_game_change_pct": round(_pct(r.plays.mean, b.plays.mean), 2),
            "rules": [{"rule": f.name, "file": f.filename, "line": f.line, "fired": f.fired,
                       "fired_per_game": round(f.fired / r.games, 3) if r.games else 0,
                       "games_fired": f.games_fired, "stopped": f.stopped,
                       "stop_reason": f.stop_reason} for f in self.per_rule],
            "events_listened": list(self.listened),
            "events_never_happened": self.never_happened,
            "warnings": [w.to_dict() for w in self.warnings],
        }


def _pct(new: float, old: float) -> float:
    return (new - old) / old * 100 if old else 0.0


def simulate(
    players: int,
    games: int,
    seed: int,
    bot: str = "random",
    *,
    base: BaseRules = OFFICIAL,
    record: Path | None = None,
    progress: Callable[[int], None] | None = None,
    every: int = 250,
) -> Summary:
    """Play ``games`` bot games and summarise them; ``record`` writes one log per game.

    Seat 0 deals and leads every game, so seat win rates show the leader's edge.
    ``progress(done)`` is called every ``every`` games and at the end.
    """
    return _run(None, players, games, seed, bot, base=base, record=record, progress=progress,
                every=every, paired=True, session=(1, None)).rules


def simulate_rules(
    rules: RuleSet,
    players: int,
    games: int,
    seed: int,
    bot: str = "random",
    *,
    base: BaseRules = OFFICIAL,
    record: Path | None = None,
    progress: Callable[[int], None] | None = None,
    every: int = 100,
    paired: bool = True,
    round_number: int = 1,
    last_winner: int | None = None,
) -> RulesReport:
    """Play ``games`` deals twice each, without and with ``rules``, and compare.

    Both games of a pair share the deal seed and the bots' seed (paired deals), so a
    difference comes from the rules. The with-rules games run as the rounds of one
    session: each game's winner is the next one's last winner (``last winner`` in a
    rule). ``round_number`` N above 1 plays each with-rules game as round N of a session
    whose rules took effect in round 1: rounds 1 to N-1 are played first with the rules
    (seeded from the deal; not counted), so ``round.number``, ``last winner`` and the
    rules' ``rule.*`` counts are what that session would have had. ``last_winner`` fixes
    the last winner of every with-rules game instead. ``record`` writes the with-rules
    games' logs. ``paired=False`` skips the games without rules (the base figures stay
    empty): enough for the warnings. A book without rules is the base game: each deal is
    played once and counts for both halves.
    """
    if round_number < 1 or (last_winner is not None and not 0 <= last_winner < players):
        raise SimulateError(f"round must be 1 or more and the last winner a seat "
                            f"0..{players - 1}, not {round_number} and {last_winner}")
    return _run(rules if rules.books else None, players, games, seed, bot, base=base,
                record=record, progress=progress, every=every, paired=paired,
                session=(round_number, last_winner))


def simulation_warnings(paths: Sequence[str | Path], games: int, *, players: int = 4,
                        seed: int = 0, bot: str = "random") -> list[SimulationWarning]:
    """Warnings from simulating the rule files ``paths`` for ``games`` games (for
    ``lopti lint --simulate N``), linted as one book first: one with errors raises its
    CompileError; lint warnings do not stop it (the lint report already shows them)."""
    from .rulebooks import load_rules

    report = simulate_rules(load_rules(paths, allow_warnings=True), players, games, seed, bot,
                            paired=False)
    return report.warnings


def _run(rules: RuleSet | None, players: int, games: int, seed: int, bot: str, *,
         base: BaseRules, record: Path | None, progress: Callable[[int], None] | None,
         every: int, paired: bool, session: tuple[int, int | None]) -> RulesReport:
    """The one loop of every run: deal, play (the base game, then with the book if there
    is one), count, record, report progress. Without a book nothing of the rules runtime
    is loaded, and the with-rules half of the report holds the base games."""
    ruled = _new_summary(players, bot, seed, base)
    plain = _new_summary(players, bot, seed, base) if rules is not None or not paired else ruled
    book = _Book(rules, record is not None, *session) if rules is not None else None
    clears_plain, clears_ruled = _new_clears(), _new_clears()
    rng = random.Random(seed)
    if record is not None:
        _record_folder(record)
    header = None
    choices: list[Choice] | None = None
    for i in range(games):
        game_seed, bot_seed = rng.getrandbits(48), rng.getrandbits(48)
        if book is None:
            g = _play_plain(players, game_seed, base, bot, bot_seed)
        else:
            if paired:
                _count_game(plain, clears_plain,
                            _play_plain(players, game_seed, base, bot, bot_seed))
            g, choices = book.play(players, game_seed, base, bot, bot_seed)
            header = book.header
        _count_game(ruled, clears_ruled, g)
        if record is not None:
            log = gamelog.GameLog.from_game(g, bots=[bot] * players, bot_seed=bot_seed,
                                            rules=header, choices=choices)
            _record_game(log, record, i)
        if progress is not None and (i + 1) % every == 0:
            progress(i + 1)
    _close_clears(ruled, clears_ruled)
    if plain is not ruled:
        _close_clears(plain, clears_plain)
    if progress is not None and games % every:
        progress(games)
    if book is None:
        return RulesReport(plain, ruled, [], ())
    return book.report(plain, ruled)


class _Book:
    """A rule book in play over a run: its runtime, and how often each rule fired."""

    def __init__(self, rules: RuleSet, recording: bool, round_number: int = 1,
                 last_winner: int | None = None) -> None:
        from ..play import RuleRuntime

        self.rules = rules
        self.runtime = RuleRuntime(list(rules.books), last_winner=last_winner)
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
                rule_rounds=runtime.rule_rounds, rule_counts=runtime.rule_counts)
        # the games run as a session's rounds (R-SETUP-4)
        runtime.last_winner = h.winner if self.fixed_winner is None else self.fixed_winner
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
        runtime.fired[:], runtime.stopped[:], runtime.stop_reasons[:] = kept

    def report(self, plain: Summary, ruled: Summary) -> RulesReport:
        """The run's report, once every game is played."""
        runtime = self.runtime
        for k, f in enumerate(self.figures):
            f.fired, f.stopped, f.stop_reason = (runtime.fired[k], runtime.stopped[k],
                                                 runtime.stop_reasons[k])
        listened = runtime.events_listened()
        report = RulesReport(plain, ruled, self.figures, listened,
                             [e for e in listened if e not in runtime.seen])
        report.warnings = _warnings(report, runtime)
        return report


def _count_game(summary: Summary, clears: list[int], g: Game) -> None:
    """Add one finished game to the running figures (``clears``: by cause index)."""
    summary.games += 1
    summary.plays.add(g.plays)
    summary.decisions.add(len(g.history))
    summary.turns.add(g.turns)
    if g.finishing_order:
        summary.seat_wins[g.finishing_order[0]] += 1
    elif g.capped:
        summary.no_winner += 1
    summary.capped += g.capped
    summary.pickups += g.pickups
    for k, v in enumerate(g.clears):
        clears[k] += v


def _new_summary(players: int, bot: str, seed: int, base: BaseRules) -> Summary:
    """An empty summary for a run; an unknown bot or a bad player count fails here, early."""
    make_bot(bot, 0)
    Game(players, 0, base)
    official = OFFICIAL.to_dict()
    changed = {k: v for k, v in base.to_dict().items() if official[k] != v}
    return Summary(players=players, bot=bot, seed=seed, seat_wins=[0] * players, base=changed)


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


def _record_folder(record: Path) -> None:
    """Create the ``--record`` folder, or say clearly why it cannot be."""
    if record.exists() and not record.is_dir():
        raise SimulateError(f"--record {record}: not a directory")
    try:
        record.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SimulateError(f"--record {record}: cannot create the folder "
                            f"({exc.strerror})") from None


def _record_game(log: gamelog.GameLog, record: Path, index: int) -> None:
    """Write game number ``index`` (from 0) of a run into the ``--record`` folder."""
    path = record / f"game-{index + 1:06d}.jsonl"
    try:
        gamelog.write(log, path)
    except OSError as exc:
        raise SimulateError(f"--record {path}: cannot be written ({exc.strerror})") from None


def _warnings(report: RulesReport, runtime: RuleRuntime) -> list[SimulationWarning]:
    out: list[SimulationWarning] = []
    games = report.rules.games
    for f in report.per_rule:
        if f.fired == 0 and f.stopped == 0:
            out.append(SimulationWarning(
                "LS01", f.filename, f.line,
                f"rule '{f.name}' never fired in {games} simulated games: check its "
                "condition", f.name))
        if f.stopped:
            out.append(SimulationWarning(
                "LS02", f.filename, f.line,
                f"rule '{f.name}' was stopped {f.stopped} time(s) in {games} games "
                f"(first: {f.stop_reason})", f.name, rule_ref="R-VOTE-6"))
    paired = report.base.games > 0
    capped = report.rules.capped - report.base.capped
    if capped > 0:
        first = report.per_rule[0] if report.per_rule else None
        without = f" ({report.base.capped} without)" if paired else ""
        out.append(SimulationWarning(
            "LS03", first.filename if first else "<rules>", first.line if first else 1,
            f"{report.rules.capped} of {games} games hit the safety cap with the rules"
            f"{without}: the rules may keep games from ending"))
    for event in report.never_happened:
        for k, info in enumerate(runtime.rules):
            hooks = [h for (t, e), hs in runtime.dispatch.items() if e == event
                     for _, i, h in hs if i == k]
            if hooks:
                out.append(SimulationWarning(
                    "LS04", info.filename, hooks[0].line,
                    f"rule '{info.name}' listens to '{event}', which never happened in "
                    f"{games} simulated games", info.name))
    return sorted(out, key=lambda w: (w.filename, w.line, w.code))
