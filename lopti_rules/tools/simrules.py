"""Simulate house rules against the base game: the same deals played with and without
the rules (paired seeds), how often each rule fired or was stopped, and warnings.

Warnings say what a rule's author should look at before proposing it: a rule that
never fired, one that was stopped (R-VOTE-6), games the safety cap ended (the rules
may keep games from ending, R-CUSTOM-3), and events a rule listens to that never
happened. ``simulation_warnings`` returns them per rule file for ``lopti lint
--simulate N``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.baserules import OFFICIAL, BaseRules
from ..engine.bots import make_bot
from ..engine.game import OVER
from ..play.runtime import RuleRuntime, bot_agents
from . import gamelog
from .rulebooks import RuleSet, load_rules
from .simulation import (
    Summary,
    close_clears,
    count_game,
    new_clears,
    new_summary,
    play_plain,
    record_folder,
    record_game,
)

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
) -> RulesReport:
    """Play ``games`` deals twice each, without and with ``rules``, and compare.

    Both games of a pair share the deal seed and the bots' seed (paired deals), so a
    difference comes from the rules. The with-rules games run as the rounds of one
    session: each game's winner is the next one's last winner (``last winner`` in a
    rule). ``record`` writes the with-rules games' logs. ``paired=False`` skips the
    games without rules (the base figures stay empty): enough for the warnings.
    """
    plain = new_summary(players, bot, seed, base)
    ruled = new_summary(players, bot, seed, base)
    clears_plain, clears_ruled = new_clears(), new_clears()
    runtime = RuleRuntime(list(rules.books))
    figures = [RuleFigures(r.name, r.filename, r.line) for r in runtime.rules]
    header = rules.to_header() if record is not None else None
    rng = random.Random(seed)
    if record is not None:
        record_folder(record)
    for i in range(games):
        game_seed, bot_seed = rng.getrandbits(48), rng.getrandbits(48)
        if paired:
            count_game(plain, clears_plain, play_plain(players, game_seed, base, bot, bot_seed))

        play = runtime.start(players, game_seed, base, agents=bot_agents(players, bot_seed))
        h = play.game
        choose = make_bot(bot, bot_seed).choose
        while h.phase != OVER:
            h.apply(choose(h))
        count_game(ruled, clears_ruled, h)
        runtime.last_winner = h.winner  # the games run as a session's rounds (R-SETUP-4)
        for k, n in enumerate(play.fired):
            if n:
                figures[k].games_fired += 1
        if record is not None:
            log = gamelog.GameLog.from_game(h, bots=[bot] * players, bot_seed=bot_seed,
                                            rules=header, choices=play.choices)
            record_game(log, record, i)
        if progress is not None and (i + 1) % every == 0:
            progress(i + 1)
    if progress is not None and games % every:
        progress(games)
    close_clears(plain, clears_plain)
    close_clears(ruled, clears_ruled)
    for k, f in enumerate(figures):
        f.fired, f.stopped, f.stop_reason = (runtime.fired[k], runtime.stopped[k],
                                             runtime.stop_reasons[k])
    listened = runtime.events_listened()
    report = RulesReport(plain, ruled, figures, listened,
                         [e for e in listened if e not in runtime.seen])
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


def simulation_warnings(paths: Sequence[str | Path], games: int, *, players: int = 4,
                        seed: int = 0, bot: str = "random") -> list[SimulationWarning]:
    """Warnings from simulating the rule files ``paths`` for ``games`` games (for
    ``lopti lint --simulate N``); a file that does not compile raises its error."""
    report = simulate_rules(load_rules(paths), players, games, seed, bot, paired=False)
    return report.warnings
