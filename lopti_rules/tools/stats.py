"""Mergeable statistics of a simulation: exact moments, a run's summary, a rule's figures.

Every figure is a count, a sum or an extreme, so the statistics of two slices of a run
merge into exactly those of the whole run, in any grouping: ``--jobs N`` and a cluster
give the same bytes as one process. Moments are kept as exact sums (whole numbers stay
Python ints), and a mean or a spread is computed from them only when read.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from ..i18n import fixed, percent


@dataclass
class Running:
    """Mean, spread, minimum and maximum of a stream of numbers, from exact sums.

    ``add`` one value, ``merge`` another stream: with whole numbers the sums are exact,
    so the result does not depend on how the stream was split.
    """

    n: int = 0
    total: float = 0  #: sum of the values (an int while every value is)
    squares: float = 0  #: sum of their squares
    low: float = math.inf
    high: float = -math.inf

    def add(self, x: float) -> None:
        self.n += 1
        self.total += x
        self.squares += x * x
        if x < self.low:
            self.low = x
        if x > self.high:
            self.high = x

    def merge(self, other: Running) -> None:
        """Add every value of ``other`` (exact for whole numbers)."""
        self.n += other.n
        self.total += other.total
        self.squares += other.squares
        self.low = min(self.low, other.low)
        self.high = max(self.high, other.high)

    @property
    def mean(self) -> float:
        """The mean (0 for no values); one correctly rounded division of exact sums."""
        return self.total / self.n if self.n else 0.0

    @property
    def sd(self) -> float:
        """Sample standard deviation (0 for fewer than two values)."""
        if self.n < 2:
            return 0.0
        spread = self.n * self.squares - self.total * self.total  # exact for ints
        return math.sqrt(max(spread, 0) / (self.n * (self.n - 1)))

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
    interrupted: bool = False  #: Ctrl-C: these are the games that finished
    #: turns per game, counted in buckets (the distribution the charts draw)
    lengths: Histogram = field(default_factory=lambda: Histogram())
    pickups_game: Running = field(default_factory=Running)  #: pickups per game
    clears_game: Running = field(default_factory=Running)  #: clears (any cause) per game

    def win_rates(self) -> list[float]:
        return [w / self.games if self.games else 0.0 for w in self.seat_wins]

    def merge(self, other: Summary) -> None:
        """Add the games of ``other`` (a later slice of the same run)."""
        self.games += other.games
        self.plays.merge(other.plays)
        self.decisions.merge(other.decisions)
        self.turns.merge(other.turns)
        self.seat_wins = [a + b for a, b in zip(self.seat_wins, other.seat_wins, strict=True)]
        for cause, count in other.clears.items():
            self.clears[cause] = self.clears.get(cause, 0) + count
        self.pickups += other.pickups
        self.capped += other.capped
        self.no_winner += other.no_winner
        self.lengths.merge(other.lengths)
        self.pickups_game.merge(other.pickups_game)
        self.clears_game.merge(other.clears_game)

    def intervals(self) -> dict[str, Any]:
        """95 % intervals: t for the means per game, Wilson for the rates."""
        means = {"plays_per_game": self.plays, "decisions_per_game": self.decisions,
                 "turns_per_game": self.turns, "pickups_per_game": self.pickups_game,
                 "clears_per_game": self.clears_game}
        return {
            **{k: mean_interval(r).as_dict() for k, r in means.items() if r.n > 1},
            "seat_win_rates": [wilson(w, self.games).as_dict(4) for w in self.seat_wins],
            "capped_rate": wilson(self.capped, self.games).as_dict(4),
        }

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
            "ci95": self.intervals(),
        } | ({"interrupted": True} if self.interrupted else {}) | {
            "turns_histogram": self.lengths.as_dict()}


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

    def merge(self, other: RuleFigures) -> None:
        """Add a later slice's figures; the first stop reason is the earliest one."""
        self.fired += other.fired
        self.stopped += other.stopped
        self.games_fired += other.games_fired
        if self.stop_reason is None:
            self.stop_reason = other.stop_reason


#: turns per game in one bucket of the game-length histogram
LENGTH_BUCKET = 5


@dataclass
class Histogram:
    """Counts of whole numbers in buckets of a fixed width, from 0 up.

    Only counts are kept, so two histograms of the same width merge exactly into the
    histogram of both streams, in any grouping: ``--jobs N`` gives the same bytes.
    """

    width: int = LENGTH_BUCKET
    counts: dict[int, int] = field(default_factory=dict)  #: bucket index -> count

    def add(self, x: int) -> None:
        k = max(int(x), 0) // self.width
        self.counts[k] = self.counts.get(k, 0) + 1

    def merge(self, other: Histogram) -> None:
        """Add every count of ``other`` (of the same width)."""
        if other.width != self.width:
            raise ValueError(f"cannot merge histograms of widths {self.width} and "
                             f"{other.width}")
        for k, c in other.counts.items():
            self.counts[k] = self.counts.get(k, 0) + c

    @property
    def n(self) -> int:
        return sum(self.counts.values())

    def buckets(self, width: int | None = None) -> list[tuple[int, int, int]]:
        """(lowest, highest, count) of every bucket from the first to the last one with a
        count, empty ones included; ``width`` (a multiple of this width) joins buckets."""
        w = width or self.width
        if w % self.width:
            raise ValueError(f"a bucket width of {w} does not join buckets of {self.width}")
        joined: dict[int, int] = {}
        for k, c in self.counts.items():
            j = k * self.width // w
            joined[j] = joined.get(j, 0) + c
        if not joined:
            return []
        return [(j * w, j * w + w - 1, joined.get(j, 0))
                for j in range(min(joined), max(joined) + 1)]

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready: the width and the count of each non-empty bucket by its range."""
        return {"width": self.width,
                "counts": {f"{k * self.width}-{k * self.width + self.width - 1}": c
                           for k, c in sorted(self.counts.items())}}


# ---------------------------------------------------------------- confidence intervals
#
# Every interval is a pure function of the merged exact sums above, so it is the same
# bytes for any --jobs. 95 % intervals: Wilson's score interval for a rate (a share of
# games), Student's t for a mean (the normal z = 1.96 beyond 30 degrees of freedom is
# within 0.01 of t at 100), and for a with/without difference the t interval of the
# per-deal differences (the deals are paired, so the deal's own luck cancels out).

#: z of a two-sided 95 % interval.
Z95 = 1.959963984540054
#: Two-sided 95 % quantiles of Student's t for 1..30 degrees of freedom.
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201,
        2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074,
        2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


@dataclass(frozen=True)
class Interval:
    """A 95 % confidence interval around an estimate."""

    estimate: float
    low: float
    high: float

    @property
    def half(self) -> float:
        """Half its width: the ± shown after a mean."""
        return (self.high - self.low) / 2

    def holds_zero(self) -> bool:
        """True when 0 lies inside: a difference this small may be noise."""
        return self.low <= 0 <= self.high

    def as_dict(self, digits: int = 3) -> dict[str, float]:
        return {"low": round(self.low, digits), "high": round(self.high, digits)}


def t95(df: int) -> float:
    """The two-sided 95 % quantile of Student's t with ``df`` degrees of freedom."""
    if df < 1:
        return math.inf
    if df <= len(_T95):
        return _T95[df - 1]
    z = Z95
    return z + (z ** 3 + z) / (4 * df)  # Cornish-Fisher: within 0.002 of t beyond 30


def mean_interval(r: Running) -> Interval:
    """The t interval of the mean of ``r``'s values (unbounded below two values)."""
    if r.n < 2:
        return Interval(r.mean, -math.inf, math.inf)
    half = t95(r.n - 1) * r.sd / math.sqrt(r.n)
    return Interval(r.mean, r.mean - half, r.mean + half)


def wilson(k: int, n: int) -> Interval:
    """Wilson's score interval of the rate ``k / n`` (0..1; [0, 1] for no trials)."""
    if n <= 0:
        return Interval(0.0, 0.0, 1.0)
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    low = 0.0 if k == 0 else max(0.0, min(p, centre - half))
    high = 1.0 if k == n else min(1.0, max(p, centre + half))
    return Interval(p, low, high)


# ---------------------------------------------------------------- as the tables show them
# (one place for every table of simulate, a study and an evening; each language's decimals,
# ``i18n.fixed`` and ``i18n.percent``)


def rate_text(k: int, n: int) -> str:
    """A rate with its Wilson 95% interval: ``28.7% (24–34)`` (German ``28,7 % (24–34)``)."""
    ci = wilson(k, n)
    return f"{percent(ci.estimate)} ({fixed(ci.low * 100, 0)}–{fixed(ci.high * 100, 0)})"


def mean_text(r: Running, places: int = 1) -> str:
    """A mean with the half-width of its t interval: ``232.7 ± 74.5``; the mean alone
    below two values."""
    if r.n < 2:
        return fixed(r.mean, places)
    return f"{fixed(r.mean, places)} ± {fixed(mean_interval(r).half, places)}"


def change_text(ci: Interval, scale: float = 1, places: int = 1, unit: str = "") -> str:
    """A change with its interval's half-width: ``-31.1 ± 92.7`` (``unit`` after it)."""
    return f"{fixed(ci.estimate * scale, places, sign=True)} ± " \
           f"{fixed(ci.half * scale, places)}{unit}"
