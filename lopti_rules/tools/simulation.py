"""Simulate many bot games and stream their statistics (no per-game lists are kept)."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.baserules import OFFICIAL, BaseRules
from ..engine.bots import make_bot
from ..engine.game import CAUSES, OVER, Game
from ..errors import LoptiError
from . import gamelog


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


def count_game(summary: Summary, clears: list[int], g: Game) -> None:
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


def new_summary(players: int, bot: str, seed: int, base: BaseRules) -> Summary:
    """An empty summary for a run; an unknown bot or a bad player count fails here, early."""
    make_bot(bot, 0)
    Game(players, 0, base)
    official = OFFICIAL.to_dict()
    changed = {k: v for k, v in base.to_dict().items() if official[k] != v}
    return Summary(players=players, bot=bot, seed=seed, seat_wins=[0] * players, base=changed)


def new_clears() -> list[int]:
    """Clear counts by cause index, for ``count_game`` (index 0: no clear)."""
    return [0] * (len(CAUSES) + 1)


def close_clears(summary: Summary, clears: list[int]) -> None:
    """Put the clear counts ``count_game`` gathered into ``summary``, by cause name."""
    summary.clears = {cause: clears[k + 1] for k, cause in enumerate(CAUSES)}


def play_plain(players: int, game_seed: int, base: BaseRules, bot: str, bot_seed: int) -> Game:
    """One game without house rules, every seat played by ``bot``, to its end."""
    g = Game(players, game_seed, base)
    choose = make_bot(bot, bot_seed).choose
    apply = g.apply
    while g.phase != OVER:
        apply(choose(g))
    return g


def record_folder(record: Path) -> None:
    """Create the ``--record`` folder, or say clearly why it cannot be."""
    if record.exists() and not record.is_dir():
        raise SimulateError(f"--record {record}: not a directory")
    try:
        record.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SimulateError(f"--record {record}: cannot create the folder "
                            f"({exc.strerror})") from None


def record_game(log: gamelog.GameLog, record: Path, index: int) -> None:
    """Write game number ``index`` (from 0) of a run into the ``--record`` folder."""
    path = record / f"game-{index + 1:06d}.jsonl"
    try:
        gamelog.write(log, path)
    except OSError as exc:
        raise SimulateError(f"--record {path}: cannot be written ({exc.strerror})") from None


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
    summary = new_summary(players, bot, seed, base)
    clears = new_clears()
    rng = random.Random(seed)
    if record is not None:
        record_folder(record)
    for i in range(games):
        game_seed, bot_seed = rng.getrandbits(48), rng.getrandbits(48)
        g = play_plain(players, game_seed, base, bot, bot_seed)
        count_game(summary, clears, g)
        if record is not None:
            log = gamelog.GameLog.from_game(g, bots=[bot] * players, bot_seed=bot_seed)
            record_game(log, record, i)
        if progress is not None and (i + 1) % every == 0:
            progress(i + 1)
    close_clears(summary, clears)
    if progress is not None and games % every:
        progress(games)
    return summary
