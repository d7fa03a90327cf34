"""``lopti simulate --session ROUNDS``: what a rule book does to whole evenings, per seat.

Plays ``evenings`` evenings of ``rounds`` rounds (tools/evenings.py: the deal rotating,
the last winner leading, the book adopted at round ``adopt`` by the winner of the round
before, standings and the rules' clocks carried over), each also without the book on the
same deals, and sums, over the book's rounds, per seat in three frames (the seat itself,
counted from the book's creator, counted from the round's dealer):

- the rounds won with and without the book (rates with Wilson's 95 % interval);
- the mean per-evening change of the seat's share of rounds won (with minus without, on
  the same deals; Student's t 95 % interval);
- the book's effects per round that named the seat, and the cards and skipped turns
  they put on it (t intervals over evenings).

Evenings are merged in evening order: the same seed gives the same bytes for any
``jobs``. Without a book the evenings are the base game's, and the creator is still the
winner of the round before ``adopt``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine import OFFICIAL, BaseRules
from ..i18n import fixed
from .eveningruns import BaseCache, evening_jobs, play_evenings
from .evenings import FRAMES, Evening, EveningSpec, frame_counts, wins_of
from .stats import Running, change_text, mean_interval, mean_text, rate_text, wilson

if TYPE_CHECKING:
    from .rulebooks import RuleSet


@dataclass
class FrameFigures:
    """One frame's figures, per position (0: the seat itself, the creator, the dealer)."""

    frame: str
    wins: list[int]
    wins_base: list[int]
    change: list[Running]  #: per evening, the share of rounds won: with minus without
    effects: list[Running]  #: per evening, the book's effects naming the seat a round
    burden: list[Running]  #: per evening, cards and skipped turns put on it a round

    def as_dict(self, rounds: int) -> list[dict[str, Any]]:
        out = []
        for k in range(len(self.wins)):
            row: dict[str, Any] = {
                "position": k, "wins": self.wins[k], "wins_base": self.wins_base[k],
                "win_rate": wilson(self.wins[k], rounds).as_dict(4)
                | {"estimate": round(self.wins[k] / rounds, 4) if rounds else 0},
                "win_rate_base": wilson(self.wins_base[k], rounds).as_dict(4)
                | {"estimate": round(self.wins_base[k] / rounds, 4) if rounds else 0}}
            for name, running in (("win_share_change", self.change[k]),
                                  ("effects_per_round", self.effects[k]),
                                  ("burden_per_round", self.burden[k])):
                ci = mean_interval(running)
                row[name] = {"mean": round(running.mean, 4)} | (
                    ci.as_dict(4) if running.n > 1 else {})
            out.append(row)
        return out


@dataclass
class SessionReport:
    """What ``simulate --session`` measured."""

    players: int
    rounds: int
    evenings: int
    seed: int
    bot: str
    adopt: int
    first_round: int = 1
    book_rounds: int = 0  #: rounds played with the book (from the adoption on)
    frames: list[FrameFigures] = field(default_factory=list)
    length: Running = field(default_factory=Running)  #: turns and bonus plays a round
    length_base: Running = field(default_factory=Running)
    stalled: int = 0  #: book rounds capped or stopped by the progress watch
    capped_base: int = 0
    fired: int = 0
    creators: list[int] = field(default_factory=list)  #: evenings each seat created

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready data (``lopti simulate --session R --json``)."""
        return {
            "evenings": self.evenings, "rounds": self.rounds, "players": self.players,
            "seed": self.seed, "bot": self.bot, "adopt": self.adopt,
            "first_round": self.first_round, "book_rounds": self.book_rounds,
            "creators": self.creators, "fired": self.fired,
            "round_length": self.length.as_dict(),
            "round_length_base": self.length_base.as_dict(),
            "stalled_rounds": self.stalled, "capped_rounds_base": self.capped_base,
            "frames": {f.frame: f.as_dict(self.book_rounds) for f in self.frames},
        }


def _add(report: SessionReport, e: Evening) -> None:
    n = report.players
    rounds = len(e.book) or (len(e.base) - (report.adopt - report.first_round))
    report.creators[e.creator] += 1
    mine = e.book if e.book else e.base[len(e.base) - rounds:]
    report.book_rounds += rounds
    for r in mine:
        report.length.add(r.length)
        report.stalled += r.capped or any(p for _, p in r.stops)
        report.fired += sum(r.fired)
    for r in e.base[len(e.base) - rounds:]:
        report.length_base.add(r.length)
        report.capped_base += r.capped
    ev = e if e.book else Evening(e.seed, e.creator, e.base, tuple(mine))
    for f in report.frames:
        won = frame_counts(ev, f.frame, n, wins_of)
        before = frame_counts(ev, f.frame, n, wins_of, book=False)
        touches = frame_counts(ev, f.frame, n, lambda r: r.touches)
        burden = frame_counts(ev, f.frame, n, lambda r: r.burden)
        for k in range(n):
            f.wins[k] += won[k]
            f.wins_base[k] += before[k]
            f.change[k].add((won[k] - before[k]) / rounds)
            f.effects[k].add(touches[k] / rounds)
            f.burden[k].add(burden[k] / rounds)


def simulate_session(rules: RuleSet | None, players: int, rounds: int, evenings: int,
                     seed: int, bot: str = "random", *, adopt: int = 2, first_round: int = 1,
                     base: BaseRules = OFFICIAL, jobs: int = 1,
                     cache: BaseCache | None = None) -> SessionReport:
    """Play ``evenings`` evenings of ``rounds`` rounds with ``rules`` adopted at ``adopt``
    (None or an empty book: the base game) and sum them per seat in every frame."""
    spec = EveningSpec(players, rounds, bot, base, adopt=adopt, first_round=first_round)
    jobs_list = evening_jobs(spec, seed, evenings)
    files = rules.files if rules is not None and rules.books else ()
    played = play_evenings(files, jobs_list, processes=jobs,
                           rules=rules if files else None, cache=cache)
    report = SessionReport(players, rounds, evenings, seed, bot, adopt, first_round,
                           creators=[0] * players)
    report.frames = [FrameFigures(f, [0] * players, [0] * players,
                                  [Running() for _ in range(players)],
                                  [Running() for _ in range(players)],
                                  [Running() for _ in range(players)]) for f in FRAMES]
    for e in played:
        _add(report, e)
    return report


def session_rows(report: SessionReport) -> Sequence[tuple[str, list[list[str]]]]:
    """The report as text rows per frame (for the terminal table): position, wins with and
    without the book, the change of the share won, effects and burden a round."""
    out = []
    for f in report.frames:
        rows = []
        for k in range(report.players):
            name = (f"seat {k}" if f.frame == "seat" else
                    ("creator" if k == 0 else f"creator +{k}") if f.frame == "creator" else
                    ("dealer" if k == 0 else f"dealer +{k}"))
            rounds = report.book_rounds
            change = f.change[k]
            ci = mean_interval(change)
            rows.append([
                name, rate_text(f.wins[k], rounds), rate_text(f.wins_base[k], rounds),
                change_text(ci, 100, unit=" pts") if change.n > 1
                else f"{fixed(change.mean * 100, sign=True)} pts",
                mean_text(f.effects[k], 2), mean_text(f.burden[k], 2)])
        out.append((f.frame, rows))
    return out
