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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine import OFFICIAL, BaseRules
from ..errors import LoptiError
from .chunks import ChunkResult, RunSpec, draw_chunks, merge, new_summary
from .parallel import play_chunks
from .recording import Recorder, RecordError
from .stats import Interval, RuleFigures, Running, Summary, mean_interval

__all__ = ["WARNINGS", "RuleFigures", "RulesReport", "Running", "SimulateError",
           "SimulationWarning", "Summary", "simulate", "simulate_rules", "simulation_warnings"]

if TYPE_CHECKING:
    from ..play import RuleRuntime
    from .rulebooks import RuleSet


class SimulateError(LoptiError):
    """A simulation cannot run as asked: a bad option, or a ``--record`` folder that cannot
    be written."""


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
class RulesReport:
    """Base and with-rules figures of the same deals, and what the rules did."""

    base: Summary
    rules: Summary
    per_rule: list[RuleFigures]
    listened: tuple[str, ...]  #: events some rule listens to
    never_happened: list[str] = field(default_factory=list)
    warnings: list[SimulationWarning] = field(default_factory=list)
    interrupted: bool = False  #: Ctrl-C: the figures are those of the games that finished
    #: per measure, each deal's with-rules minus without-rules value (chunks.PAIRED)
    paired: dict[str, Running] = field(default_factory=dict)

    def change(self, measure: str) -> Interval | None:
        """The 95 % interval of the mean per-deal change of ``measure`` (``plays``,
        ``seat 0 wins``...), None without paired games."""
        running = self.paired.get(measure)
        return mean_interval(running) if running is not None and running.n else None

    def changes(self) -> dict[str, dict[str, float | bool]]:
        """Every paired change with its interval and whether it is within noise."""
        out: dict[str, dict[str, float | bool]] = {}
        for measure in self.paired:
            ci = self.change(measure)
            if ci is not None:
                out[measure] = {"mean": round(ci.estimate, 4), **ci.as_dict(4),
                                "within_noise": ci.holds_zero()}
        return out

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
            "changes_95ci": self.changes(),
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
    jobs: int = 1,
    scheduler: str | None = None,
) -> Summary:
    """Play ``games`` bot games and summarise them; ``record`` writes one log per game (a
    folder, or one SQLite file: ``recording``).

    Seat 0 deals and leads every game, so seat win rates show the leader's edge.
    ``progress(done)`` is called every ``every`` games and at the end (after each chunk
    with several processes). ``jobs`` processes, or the Dask ``scheduler``, play the
    chunks; the summary is the same whatever they are. Interrupted (Ctrl-C), it holds the
    games that finished and ``interrupted`` is set.
    """
    spec = RunSpec(players, bot, seed, base, record=record is not None)
    report = _run(spec, None, games, record=record, progress=progress, every=every,
                  jobs=jobs, scheduler=scheduler)
    report.rules.interrupted = report.interrupted
    return report.rules


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
    jobs: int = 1,
    scheduler: str | None = None,
    round_number: int = 1,
    last_winner: int | None = None,
    last_standings: Sequence[int] = (),
    last_pickups: Sequence[int] = (),
) -> RulesReport:
    """Play ``games`` deals twice each, without and with ``rules``, and compare.

    Both games of a pair share the deal seed and the bots' seed (paired deals), so a
    difference comes from the rules. The with-rules games run as the rounds of sessions
    of ``chunks.CHUNK`` games: each game's winner is the next one's last winner (``last
    winner`` in a rule). ``record`` writes the with-rules games' logs. ``paired=False``
    skips the games without rules (the base figures stay empty): enough for the warnings.
    A book without rules is the base game: each deal is played once and counts for both
    halves. ``jobs`` and ``scheduler`` as for :func:`simulate`.

    ``round_number`` N above 1 plays each with-rules game as round N of a session whose
    rules took effect in round 1: rounds 1 to N-1 are played first with the rules (seeded
    from the deal; not counted), so ``round.number``, ``last winner`` and the rules'
    ``rule.*`` counts are what that session would have had. ``last_winner`` fixes the last
    winner of every with-rules game instead, and ``last_standings`` (seats first to last,
    the winner first) last round's whole finishing order (``last round's last place``),
    and ``last_pickups`` (a count per seat) last round's pickups (``the player with the
    most pickups last round``); without it each game has the previous game's.
    """
    if round_number < 1 or (last_winner is not None and not 0 <= last_winner < players):
        raise SimulateError(f"round must be 1 or more and the last winner a seat "
                            f"0..{players - 1}, not {round_number} and {last_winner}")
    standings = tuple(last_standings)
    if standings and (sorted(standings) != list(range(players))
                      or (last_winner is not None and standings[0] != last_winner)):
        raise SimulateError(f"last round's standings name each of the {players} seats once, "
                            f"the last winner first, not {list(standings)}")
    pickups = tuple(last_pickups)
    if pickups and (len(pickups) != players or any(type(c) is not int or c < 0
                                                   for c in pickups)):
        raise SimulateError(f"last round's pickups are a count of 0 or more for each of the "
                            f"{players} seats, not {list(pickups)}")
    if standings and last_winner is None:
        last_winner = standings[0]
    book = rules if rules.books else None
    files = rules.files if book is not None else ()
    if book is not None and not files:
        jobs, scheduler = 1, None  # a book written as Python (tests) plays here only
    spec = RunSpec(players, bot, seed, base, files, paired, record is not None,
                   round_number, last_winner, standings, pickups)
    return _run(spec, book, games, record=record, progress=progress, every=every,
                jobs=jobs, scheduler=scheduler)


def simulation_warnings(paths: Sequence[str | Path], games: int, *, players: int = 4,
                        seed: int = 0, bot: str = "random", jobs: int = 1,
                        scheduler: str | None = None) -> list[SimulationWarning]:
    """Warnings from simulating the rule files ``paths`` for ``games`` games (for
    ``lopti lint --simulate N``), linted as one book first: one with errors raises its
    CompileError; lint warnings do not stop it (the lint report already shows them)."""
    from .rulebooks import load_rules

    report = simulate_rules(load_rules(paths, allow_warnings=True), players, games, seed, bot,
                            paired=False, jobs=jobs, scheduler=scheduler)
    return report.warnings


def _run(spec: RunSpec, rules: RuleSet | None, games: int, *, record: Path | None,
         progress: Callable[[int], None] | None, every: int, jobs: int,
         scheduler: str | None) -> RulesReport:
    """The one path of every run: draw the seeds, play the chunks (here, in worker
    processes or on a cluster), write their logs, merge their figures in seed order.
    Without a book nothing of the rules runtime is loaded, and the with-rules half of the
    report holds the base games."""
    empty = new_summary(spec)
    recorder = _recorder(record) if record is not None else None

    def sink(_: int, result: ChunkResult) -> None:
        if recorder is not None:
            first = chunks[result.index].start
            for k, text in enumerate(result.logs):
                recorder.add(first + k + 1, text)
            result.logs = []

    def tick(i: int) -> None:
        if progress is not None and (i + 1) % every == 0:
            progress(i + 1)

    chunks = draw_chunks(spec.seed, games)
    try:
        played = play_chunks([(spec, c) for c in chunks], processes=jobs, scheduler=scheduler,
                             rules=rules, progress=progress if jobs > 1 or scheduler else None,
                             tick=tick if progress is not None else None, sink=sink)
    finally:
        if recorder is not None:
            recorder.close()
    if progress is not None and jobs <= 1 and scheduler is None and not played.interrupted \
            and games % every:
        progress(games)
    total = merge(list(played.results.values()))
    ruled = total.ruled if total is not None else empty
    if rules is None:
        plain = ruled
    else:
        plain = total.plain if total is not None and total.plain is not None \
            else new_summary(spec)
    if rules is None or total is None:
        report = RulesReport(plain, ruled, [], ())
        report.interrupted = played.interrupted
        return report
    report = _book_report(rules, plain, ruled, total)
    report.interrupted = played.interrupted
    report.paired = total.paired
    return report


def _recorder(record: Path) -> Recorder:
    try:
        return Recorder(record)
    except RecordError as exc:
        raise SimulateError(str(exc)) from None


def _book_report(rules: RuleSet, plain: Summary, ruled: Summary, total: ChunkResult
                 ) -> RulesReport:
    """The report of a run with a book, once every chunk is merged."""
    from ..play import RuleRuntime

    runtime = RuleRuntime(list(rules.books))
    listened = runtime.events_listened()
    report = RulesReport(plain, ruled, total.figures, listened,
                         [e for e in listened if e not in total.seen])
    report.warnings = _warnings(report, runtime)
    return report


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
