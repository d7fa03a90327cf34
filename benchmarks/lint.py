"""Benchmark: linting many rule files in one process, and one cold ``lopti lint``.

Targets (issue 3): at least 2,000 rule files/s in one process, and a cold
``lopti lint`` of one file (Python start-up included) under 0.3 s wall. Each row
also shows a baseline measured here, in the same run, doing the least the same
job could do: reading the same files and splitting them into words (in-process),
and starting a bare ``python -c pass`` (cold).

Size sweep (issue 13): one generated rule book of 1 KB .. 1 MB (the bundled examples
without syntax errors, each rule renamed apart), linted in-process, interleaved over
``--rounds``: the median ms per KB of lint and of its text report at each size, and the
ratio of the largest to the smallest size's ms per KB (linear lint: within 2x).

Run: ``.venv/bin/python benchmarks/lint.py [--files N] [--cold-runs N] [--rounds N]
[--sizes 1,10,100,1000]`` (``--sizes ""`` skips the sweep).
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lopti_rules.language.lint import lint_paths, lint_text, render

ROOT = Path(__file__).resolve().parents[1]
TARGET_FILES_PER_S = 2000.0
TARGET_COLD_S = 0.3


def make_files(folder: Path, n: int) -> list[Path]:
    """``n`` rule files cycling through the bundled examples (legal and rejected)."""
    sources = [p.read_text(encoding="utf-8") for p in
               sorted((ROOT / "examples").glob("*/*.lopti")) if p.stat().st_size < 100_000]
    paths = []
    for i in range(n):
        path = folder / f"rule{i:05d}.lopti"
        path.write_text(sources[i % len(sources)], encoding="utf-8")
        paths.append(path)
    return paths


def in_process(paths: list[Path]) -> tuple[float, float]:
    """(files/s linting, files/s of the baseline: read and split into words)."""
    lint_paths(paths[:20])  # warm the grammar, as a long-running process would be
    start = time.perf_counter()
    results = lint_paths(paths)
    lint_s = time.perf_counter() - start
    assert len(results) == len(paths)
    start = time.perf_counter()
    words = 0
    for p in paths:
        words += len(p.read_text(encoding="utf-8").split())
    assert words
    base_s = time.perf_counter() - start
    return len(paths) / lint_s, len(paths) / base_s


def cold(path: Path, runs: int) -> tuple[float, float]:
    """(median wall seconds of ``lopti lint path``, of ``python -c pass``)."""
    lopti = Path(sys.executable).with_name("lopti")
    cmd = [str(lopti)] if lopti.exists() else [sys.executable, "-m", "lopti_rules.cli"]

    def wall(args: list[str]) -> float:
        start = time.perf_counter()
        subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return time.perf_counter() - start

    wall([*cmd, "lint", str(path)])  # the first run may write Lark's grammar cache
    lint_t = statistics.median(wall([*cmd, "lint", str(path)]) for _ in range(runs))
    base_t = statistics.median(wall([sys.executable, "-c", "pass"]) for _ in range(runs))
    return lint_t, base_t


def make_book(size: int) -> str:
    """A rule book of at least ``size`` characters: the examples that parse, renamed apart."""
    sources = []
    for p in sorted((ROOT / "examples").glob("*/*.lopti")):
        text = p.read_text(encoding="utf-8")
        if p.stat().st_size < 100_000 and not re.search(r"# expect: LP(1|926)", text):
            sources.append(text if text.endswith("\n") else text + "\n")
    parts: list[str] = []
    total = 0
    while total < size:
        n = len(parts)
        part = re.sub(r'^rule "([^"]*)"', rf'rule "\1 {n}"', sources[n % len(sources)],
                      flags=re.M)
        parts.append(part)
        total += len(part)
    return "".join(parts)


def sweep(sizes_kb: list[int], rounds: int) -> list[tuple[int, float, float, int]]:
    """(KB, median lint ms per KB, median report ms per KB, diagnostics) a size, rounds
    interleaved (every size once a round) so that machine noise hits all sizes alike."""
    books = {kb: make_book(kb * 1000) for kb in sizes_kb}
    lint_text(books[sizes_kb[0]])  # warm the grammar
    times: dict[int, tuple[list[float], list[float]]] = {kb: ([], []) for kb in sizes_kb}
    found: dict[int, int] = {}
    for _ in range(rounds):
        for kb in sizes_kb:
            start = time.perf_counter()
            result = lint_text(books[kb])
            mid = time.perf_counter()
            render([result], "text")
            end = time.perf_counter()
            kbs = len(books[kb]) / 1000
            times[kb][0].append((mid - start) * 1000 / kbs)
            times[kb][1].append((end - mid) * 1000 / kbs)
            found[kb] = len(result.diagnostics)
    return [(kb, statistics.median(times[kb][0]), statistics.median(times[kb][1]), found[kb])
            for kb in sizes_kb]


def print_sweep(rows: list[tuple[int, float, float, int]], rounds: int) -> None:
    print(f"\nsize sweep, median of {rounds} interleaved rounds")
    print("size      lint ms/KB  report ms/KB  diagnostics")
    for kb, lint_ms, report_ms, found in rows:
        print(f"{kb:>5} KB  {lint_ms:>10.3f}  {report_ms:>12.3f}  {found:>11,}")
    first, last = rows[0], rows[-1]
    print(f"ratio {last[0]} KB / {first[0]} KB per KB: lint {last[1] / first[1]:.2f}x, "
          f"report {last[2] / first[2]:.2f}x (linear: within 2x)")
    lint = [r[1] for r in rows]
    report = [r[2] for r in rows]
    print(f"ratio slowest / fastest size per KB: lint {max(lint) / min(lint):.2f}x, "
          f"report {max(report) / min(report):.2f}x (fixed costs weigh on the smallest sizes)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--cold-runs", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the size sweep")
    parser.add_argument("--sizes", default="1,10,100,1000",
                        help="sizes of the sweep in KB, comma-separated ('' skips it)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        paths = make_files(Path(tmp), args.files)
        rate, base_rate = in_process(paths)
        cold_t, base_t = cold(ROOT / "examples" / "rules" / "eights-skip.lopti", args.cold_runs)
    rows = [
        ("in-process lint", f"{rate:,.0f} files/s", f">= {TARGET_FILES_PER_S:,.0f} files/s",
         f"{rate / TARGET_FILES_PER_S:.2f}x", f"{base_rate:,.0f} files/s (read+split)",
         f"baseline {base_rate / rate:.0f}x faster"),
        ("cold lopti lint", f"{cold_t:.3f} s", f"< {TARGET_COLD_S:.1f} s",
         f"{TARGET_COLD_S / cold_t:.2f}x", f"{base_t:.3f} s (python -c pass)",
         f"+{cold_t - base_t:.3f} s"),
    ]
    head = ("benchmark", "measured", "target", "vs target", "baseline", "vs baseline")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    print(f"{args.files} files; ratio > 1.00x means the target is met")
    for row in [head, tuple("-" * w for w in widths), *rows]:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    if sizes:
        print_sweep(sweep(sizes, args.rounds), args.rounds)


if __name__ == "__main__":
    main()
