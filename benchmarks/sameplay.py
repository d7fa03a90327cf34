"""Benchmark: the extra CPU rule identity by play (``tools/audit/sameplay.py``, LP506,
R-VOTE-7) adds to ``lopti lint`` of a two-file book.

For each two-file book of ``tests/data/redteam-ident43`` (and a two-file book without a
candidate pair), the CPU seconds of the search alone (``sameplay.search`` on the book's
static results, in this process; median of ``--rounds``), and of a cold ``lopti lint``
of the book (a fresh process, user + system CPU of the child, fresh cache), with the
search and without it (a child that takes it out of ``audit.core.SEARCHES`` before
linting).

Run: ``PYTHONPATH=$PWD .venv/bin/python benchmarks/sameplay.py [--rounds 3]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SET = ROOT / "tests" / "data" / "redteam-ident43"
#: a child that lints a book cold, with or without the search (argv: "with"/"without", dir)
CHILD = """
import sys
from lopti_rules.tools.audit import core
if sys.argv[1] == "without":
    core.SEARCHES[:] = [s for s in core.SEARCHES if s is not core.search_same_play]
from lopti_rules.cli import run
sys.argv = ["lopti", "lint", "--format", "json", sys.argv[2]]
try:
    run()
except SystemExit:
    pass
"""


def books() -> list[Path]:
    return sorted(p for p in SET.glob("*/*") if p.is_dir())


def search_cpu(book: Path, rounds: int) -> float:
    from lopti_rules.tools.audit import sameplay
    from lopti_rules.tools.bookgate import judge_static
    from lopti_rules.tools.rulebooks import read_files

    results = judge_static(read_files([book])).results
    times = []
    for _ in range(rounds):
        t = time.process_time()
        sameplay.search(results)
        times.append(time.process_time() - t)
    return statistics.median(times)


def cold_cpu(book: Path, mode: str) -> float:
    env = dict(os.environ, LOPTI_CACHE_DIR=tempfile.mkdtemp(prefix="sameplay-bench-"),
               PYTHONPATH=str(ROOT))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", CHILD, mode, str(book)], cwd=ROOT, env=env,
                   capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cold", type=int, default=3, help="books linted cold")
    args = parser.parse_args()
    rows = []
    for book in books():
        rows.append((book.relative_to(SET), search_cpu(book, args.rounds)))
    print("search alone, CPU s (median of", args.rounds, "rounds):")
    for name, cpu in rows:
        print(f"  {cpu:6.3f}  {name}")
    print(f"  total {sum(c for _, c in rows):.2f} s over {len(rows)} books")
    print("cold lopti lint, CPU s (with / without the search):")
    for book in books()[:args.cold]:
        with_ = statistics.median(cold_cpu(book, "with") for _ in range(args.rounds))
        without = statistics.median(cold_cpu(book, "without") for _ in range(args.rounds))
        print(f"  {with_:6.2f} / {without:6.2f}  (+{with_ - without:.2f})  "
              f"{book.relative_to(SET)}")


if __name__ == "__main__":
    main()
