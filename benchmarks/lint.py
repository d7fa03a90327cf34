"""Benchmark: linting many rule files in one process, and one cold ``lopti lint``.

Targets (issue 3): at least 2,000 rule files/s in one process, and a cold
``lopti lint`` of one file (Python start-up included) under 0.3 s wall. Each row
also shows a baseline measured here, in the same run, doing the least the same
job could do: reading the same files and splitting them into words (in-process),
and starting a bare ``python -c pass`` (cold).

Run: ``.venv/bin/python benchmarks/lint.py [--files N] [--cold-runs N]``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lopti_rules.language.lint import lint_paths

ROOT = Path(__file__).resolve().parents[1]
TARGET_FILES_PER_S = 2000.0
TARGET_COLD_S = 0.3


def make_files(folder: Path, n: int) -> list[Path]:
    """``n`` rule files cycling through the bundled examples (legal and rejected)."""
    sources = [p.read_text(encoding="utf-8") for p in
               sorted((ROOT / "examples").glob("*/*.lopti"))]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--cold-runs", type=int, default=7)
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


if __name__ == "__main__":
    main()
