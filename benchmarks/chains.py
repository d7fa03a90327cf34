"""Benchmark: whole-book lint of books full of chained hooks (the chain walk's cost, issue 12).

``language/analysis/checks/chains.py`` walks the book's event graph from every hook of a guarded
event (or one after which a play stands) through the events the book's actions cause.
``benchmarks/lint.py --books`` builds books of independent ``after play`` hooks, where
the walk stops after one hop; here every hook is on a chain (a fifth each of):

- ``after play when ...: next player draws 1 card`` (a standing play: the walk starts
  here, and the draw causes a draw),
- ``after draw when ...: clear the pile`` (a draw's hook causes a clear and a bonus),
- ``after clear when ...: next player takes 1 card from the cleared cards``,
- ``before draw when ...: acting player says "..."`` (a guarded event: a start),
- ``after pickup when ...: previous player gives 1 card to next player`` (a take_up),

so each start reaches every hook on ``draw`` and ``clear``: a walk per start without
sharing is quadratic in the hooks. The books are legal (no chain blocks).

The book (static lint: ``lint_book``, the walk is static) is linted in a child process
per tree, this checkout (B) and a base revision (A, ``git archive``), the order
alternating round by round; each child times its own lint (median of a few runs,
start-up not counted). The table gives, for books of 10, 50, 100 and 200 hooks, each
side's median and range of milliseconds, and the per-hook cost's growth: ms per hook
at 200 over ms per hook at 10 (about 1 when linear).

Run: ``.venv/bin/python benchmarks/chains.py [--base REV] [--rounds 5]``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ab import extract  # a revision's tree from git archive (benchmarks/ab.py)

ROOT = Path(__file__).resolve().parents[1]
SIZES = (10, 50, 100, 200)
RANKS = ("4", "5", "6", "8", "9", "J", "Q", "K", "A")


def chain_rule(i: int) -> str:
    """Hook ``i`` of a chained book: legal, distinct from the others (see the docstring)."""
    rank = RANKS[i % len(RANKS)]
    n = 1 + i // 5
    kind = i % 5
    if kind == 0:
        hook = f"after play when play.rank is {rank} and play.count is {1 + n % 4}:\n" \
               "    next player draws 1 card"
    elif kind == 1:
        hook = f"after draw when table.draw_pile is {n}:\n    clear the pile"
    elif kind == 2:
        hook = f"after clear when clear.count is {n}:\n" \
               "    next player takes 1 card from the cleared cards"
    elif kind == 3:
        hook = f'before draw when table.draw_pile is {n}:\n    acting player says "{n} left"'
    else:
        hook = f"after pickup when pickup.count is {n}:\n" \
               "    previous player gives 1 card to next player"
    return f'rule "Chain {i}"\n  {hook}\n'


def chain_book(n: int) -> str:
    return "".join(chain_rule(i) for i in range(n))


def child(n: int, runs: int) -> None:
    """Print the median seconds of ``runs`` static lints of the chained book of ``n``."""
    from lopti_rules.language.lint.linter import lint_book

    text = chain_book(n)
    results = lint_book([("chains.lopti", text)])  # warm: grammar, caches
    errors = [d.code for r in results for d in r.diagnostics if d.severity == "error"]
    assert not errors, errors
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        lint_book([("chains.lopti", text)])
        times.append(time.perf_counter() - start)
    print(statistics.median(times))


def measure(tree: Path, n: int, runs: int) -> float:
    done = subprocess.run([sys.executable, __file__, "--child", str(n), "--runs", str(runs)],
                          env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
                          cwd=tree, capture_output=True, text=True, check=True)
    return float(done.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="main", help="the revision to compare with (A)")
    ap.add_argument("--rounds", type=int, default=5, help="interleaved rounds")
    ap.add_argument("--runs", type=int, default=3, help="lints per child (median)")
    ap.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        child(args.child, args.runs)
        return
    times: dict[tuple[str, int], list[float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"A": extract(args.base, Path(tmp)), "B": ROOT}
        for r in range(args.rounds):
            order = ("A", "B") if r % 2 == 0 else ("B", "A")
            for n in SIZES:
                for side in order:
                    times.setdefault((side, n), []).append(measure(trees[side], n, args.runs))
    print(f"{args.rounds} interleaved rounds, A = {args.base}, B = this checkout; static "
          "lint of a chained book, ms: median [min-max]")
    for side in ("A", "B"):
        cells = []
        for n in SIZES:
            ts = [t * 1000 for t in times[(side, n)]]
            cells.append(f"{n:3} hooks {statistics.median(ts):8.1f} [{min(ts):.1f}-{max(ts):.1f}]")
        lo = statistics.median(times[(side, SIZES[0])]) / SIZES[0]
        hi = statistics.median(times[(side, SIZES[-1])]) / SIZES[-1]
        print(f"{side}  " + "  ".join(cells) + f"  per-hook growth {SIZES[-1]}/{SIZES[0]}: "
              f"{hi / lo:.2f}")
    ratios = [b / a for a, b in zip(times[("A", SIZES[-1])], times[("B", SIZES[-1])],
                                    strict=True)]
    print(f"B/A at {SIZES[-1]} hooks, per round: {min(ratios):.2f}-{statistics.median(ratios):.2f}"
          f"-{max(ratios):.2f} (min-median-max)")


if __name__ == "__main__":
    main()
