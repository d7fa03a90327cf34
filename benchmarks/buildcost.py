"""CPU time a rule to compile a book and to build its runtime: this checkout against another
revision, the two trees alternating in child processes (issue 24's goal: 5 ms a rule).

Run: ``.venv/bin/python benchmarks/buildcost.py --base REV`` (``--rounds 3``,
``--book rules-fifty``: a workload of benchmarks/ab.py). Each child compiles the book's
rules (``compile_text``) and builds a ``RuleRuntime`` of them ``--repeat`` times after one
warm-up (imports, grammar) and prints the best of each, in ms a rule. CPU time, so a
loaded machine disturbs it less than the wall clock; the table shows each side's range
over the rounds.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ab import ROOT, WORKLOADS, extract, rule_texts


def child(book: str, repeat: int) -> tuple[float, float]:
    """ms a rule to compile ``book`` and to build its runtime (best of ``repeat``)."""
    import lopti_rules as lr

    texts = rule_texts(book)
    lr.RuleRuntime([lr.compile_text(*texts[0])])  # imports and the grammar, once
    best_compile = best_build = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        books = [lr.compile_text(*t) for t in texts]
        middle = time.process_time()
        lr.RuleRuntime(books)
        end = time.process_time()
        best_compile, best_build = min(best_compile, middle - start), min(best_build, end - middle)
    return best_compile * 1000 / len(texts), best_build * 1000 / len(texts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD~1", help="the revision to compare with (A)")
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds")
    ap.add_argument("--repeat", type=int, default=3, help="builds per child (the best counts)")
    ap.add_argument("--book", choices=[w for w in WORKLOADS if w.startswith("rules-")
                                       and w not in ("rules-none", "rules-none-random")],
                    default="rules-fifty")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(*child(args.book, args.repeat))
        return
    got: dict[str, list[tuple[float, float]]] = {"A": [], "B": []}
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"A": extract(args.base, Path(tmp)), "B": ROOT}
        for r in range(args.rounds):
            for side in ("AB" if r % 2 == 0 else "BA"):
                env = {**os.environ, "PYTHONPATH": str(trees[side])}
                done = subprocess.run([sys.executable, __file__, "--child", "--book", args.book,
                                       "--repeat", str(args.repeat)], env=env, cwd=trees[side],
                                      capture_output=True, text=True, check=True)
                c, b = done.stdout.split()
                got[side].append((float(c), float(b)))
    for side, label in (("A", f"A ({args.base})"), ("B", "B (this checkout)")):
        cs, bs = [c for c, _ in got[side]], [b for _, b in got[side]]
        print(f"{label}: compile {min(cs):.2f}-{max(cs):.2f} ms a rule, build the runtime "
              f"{min(bs):.2f}-{max(bs):.2f} ms a rule ({args.book}, {args.rounds} rounds)")


if __name__ == "__main__":
    main()
