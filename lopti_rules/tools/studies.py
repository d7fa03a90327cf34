"""Studies of a rule book (``lopti simulate --rules BOOK --each`` / ``--pairs``): each rule
file alone, or every pair, played on the same deals as the base game, one row each.

A study is many runs over the same seeds, so the base game is played once and every
subset of the book is played with the rules only (paired deals: game ``i`` of every row
is the same deal as the base game's game ``i``). Every chunk of every row goes to the same
backend at once (``parallel.play_chunks``): this is the workload a cluster is for. The
rows are plain data, written as JSON or CSV for a spreadsheet or a notebook; a pair's row
also says how far its effect on plays per game is from the sum of the two rules' effects
alone (``interaction``).

A unit is a rule file: a file holding several rules is studied as one unit.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..engine import OFFICIAL, BaseRules
from .chunks import RunSpec, draw_chunks, merge, new_summary
from .parallel import play_chunks
from .rulebooks import RuleSet, compile_files
from .stats import Summary

#: the columns of a study's CSV, in order
COLUMNS = ("rules", "files", "games", "plays_base", "plays_with", "plays_change_pct",
           "interaction_pct", "turns_base", "turns_with", "seat0_win_base", "seat0_win_with",
           "pickups_per_game_base", "pickups_per_game_with", "capped_base", "capped_with",
           "fired_per_game", "never_fired")


@dataclass
class Study:
    """The rows of a study, the base game they compare with, and whether Ctrl-C cut it."""

    mode: str  #: "each" or "pairs"
    base: Summary
    rows: list[dict[str, Any]] = field(default_factory=list)
    interrupted: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {"mode": self.mode, "base": self.base.as_dict(), "rows": self.rows,
                **({"interrupted": True} if self.interrupted else {})}

    def to_csv(self) -> str:
        """One line a row, ``COLUMNS`` in order (lists joined with ``;``)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(COLUMNS)
        for row in self.rows:
            writer.writerow([";".join(map(str, v)) if isinstance(v, list) else
                             "" if v is None else v for v in (row[c] for c in COLUMNS)])
        return out.getvalue()


def units(rules: RuleSet, mode: str) -> list[tuple[tuple[str, str], ...]]:
    """The subsets of the book a study plays: each file alone, and for ``pairs`` every pair
    too (after the singles, in book order)."""
    singles: list[tuple[tuple[str, str], ...]] = [(f,) for f in rules.files]
    if mode == "each":
        return singles
    return singles + list(combinations(rules.files, 2))


def study(rules: RuleSet, mode: str, players: int, games: int, seed: int,
          bot: str = "random", *, base: BaseRules = OFFICIAL, jobs: int = 1,
          scheduler: str | None = None,
          progress: Callable[[int], None] | None = None) -> Study:
    """Play the base game once and each subset of ``rules`` (``units``) on the same deals;
    ``progress(games done)`` counts every game of every row."""
    subsets = units(rules, mode)
    for subset in subsets:
        compile_files(subset, allow_warnings=True)  # a subset with lint errors fails here
    chunks = draw_chunks(seed, games)
    specs = [RunSpec(players, bot, seed, base)]
    specs += [RunSpec(players, bot, seed, base, subset, paired=False) for subset in subsets]
    jobs_list = [(spec, chunk) for spec in specs for chunk in chunks]
    played = play_chunks(jobs_list, processes=jobs, scheduler=scheduler, progress=progress)
    per_spec: list[list[Any]] = [[] for _ in specs]
    for k, result in played.results.items():
        per_spec[k // len(chunks)].append(result)
    # only deals every row finished are compared (an interrupted study keeps whole chunks)
    done = set.intersection(*({r.index for r in rs} for rs in per_spec))
    merged = [merge([r for r in rs if r.index in done]) for rs in per_spec]
    base_summary = merged[0].ruled if merged[0] is not None else new_summary(specs[0])
    out = Study(mode, base_summary, interrupted=played.interrupted)
    changes: dict[tuple[str, ...], float] = {}
    for subset, total in zip(subsets, merged[1:], strict=True):
        if total is None:
            continue
        row = _row(subset, base_summary, total.ruled, total.figures, changes)
        out.rows.append(row)
    return out


def _pct(new: float, old: float) -> float:
    return (new - old) / old * 100 if old else 0.0


def _row(subset: Sequence[tuple[str, str]], b: Summary, r: Summary, figures: Sequence[Any],
         changes: dict[tuple[str, ...], float]) -> dict[str, Any]:
    files = tuple(name for name, _ in subset)
    change = _pct(r.plays.mean, b.plays.mean)
    changes[files] = change
    interaction = None
    if len(files) == 2 and (files[0],) in changes and (files[1],) in changes:
        interaction = round(change - changes[(files[0],)] - changes[(files[1],)], 2)
    games = r.games or 1
    return {
        "rules": " + ".join(f.name for f in figures),
        "files": list(files),
        "games": r.games,
        "plays_base": round(b.plays.mean, 3), "plays_with": round(r.plays.mean, 3),
        "plays_change_pct": round(change, 2), "interaction_pct": interaction,
        "turns_base": round(b.turns.mean, 3), "turns_with": round(r.turns.mean, 3),
        "seat0_win_base": round(b.win_rates()[0], 4), "seat0_win_with": round(r.win_rates()[0], 4),
        "pickups_per_game_base": round(b.pickups / (b.games or 1), 3),
        "pickups_per_game_with": round(r.pickups / games, 3),
        "capped_base": b.capped, "capped_with": r.capped,
        "fired_per_game": [round(f.fired / games, 3) for f in figures],
        "never_fired": [f.name for f in figures if f.fired == 0 and f.stopped == 0],
    }
