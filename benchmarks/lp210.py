"""Benchmark: the LP210 search of tables, by the number of round stages it plays.

The search (``tools/audit/blocking.py``, ``settle``) plays 22 tables at each stage of a
round: 0, 30 and 300 turns, and each number the book's conditions compare ``round.turns``
with, one less and one more (at most four numbers). Its budget is a number of tables,
never seconds; this measures what those tables cost: a book it settles late (three named
turns: 999, 1000, 1001), one it plays at the three fixed stages only (a number past the
round's safety cap), and the worst case (four named numbers, never settled: 15 stages,
330 tables). Books are linted and audited in this process, the baseline games' cache
cleared each round; rounds are interleaved (each book once a round), and the table gives
the median and range over rounds and the time per table.

Run: ``.venv/bin/python benchmarks/lp210.py [--rounds N]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from lopti_rules.language.lint.linter import lint_paths  # noqa: E402
from lopti_rules.tools import audit  # noqa: E402
from lopti_rules.tools.audit import blocking  # noqa: E402

WORST = ('rule "Worst"\n  after turn when round.turns is one of 5000, 6000, 7000, 8000 or '
         'round.turns is more than 24000:\n    next play must be 6 or lower\n')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        worst = Path(tmp) / "worst.lopti"
        worst.write_text(WORST, encoding="utf-8")
        books = {"settled at 999 turns": ROOT / "examples/rejected/very-late-low.lopti",
                 "three stages": ROOT / "examples/rejected/past-turn-cap.lopti",
                 "worst: fifteen stages": worst}
        times: dict[str, list[float]] = {k: [] for k in books}
        tables: dict[str, int] = {}
        for _ in range(args.rounds):
            blocking._baseline.cache_clear()
            for name, path in books.items():
                start = time.perf_counter()
                results = lint_paths([path])
                audit(results, searches=False)
                times[name].append(time.perf_counter() - start)
                tables[name] = 2 * len(blocking.RANKS) * len(blocking.stages(results))
        print(f"{'book':<24}{'tables':>8}{'median s':>10}{'range s':>14}{'ms/table':>10}")
        for name, t in times.items():
            med = statistics.median(t)
            print(f"{name:<24}{tables[name]:>8}{med:>10.2f}{min(t):>8.2f}-{max(t):<5.2f}"
                  f"{1000 * med / tables[name]:>10.1f}")


if __name__ == "__main__":
    main()
