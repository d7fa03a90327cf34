"""What the trial of the legal examples costs, this checkout against another revision (issue 24).

Two targets, each run in a fresh process with an empty ``LOPTI_CACHE_DIR`` (no base evening
and no kept verdict), the revisions interleaved round by round; CPU seconds (user + sys of
the process and its children: ``resource.getrusage(RUSAGE_CHILDREN)``), not wall, since the
machine is shared:

- ``lint``: ``lopti lint --each examples/rules`` (the README's first command's lint), with
  ``LOPTI_JOBS=1``;
- ``examples``: ``pytest -m slow tests/language/test_examples.py`` (the legal examples'
  whole gate and the rejected examples the gate plays), one process.

Run::

    git archive --prefix=base/ REV | tar -x -C /tmp/x
    PYTHONPATH=$PWD .venv/bin/python benchmarks/trialcost.py --base /tmp/x/base \\
        --target lint --target examples --rounds 2

Prints one line a run and the ranges; the exit status and the last output line of each
run are shown (the runs must pass in both trees).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

COMMANDS = {
    "lint": ["-c", "import sys; from lopti_rules.cli import run; "
                   "sys.argv = ['lopti', 'lint', '--each', 'examples/rules']; sys.exit(run())"],
    "examples": ["-m", "pytest", "-q", "-m", "slow", "-p", "no:cacheprovider", "-n", "0",
                 "tests/language/test_examples.py"],
}


def one(tree: Path, target: str) -> tuple[float, float, int, str]:
    """CPU seconds, wall seconds, exit status and last line of one run in ``tree``."""
    with tempfile.TemporaryDirectory(prefix="lopti-cost-") as cache:
        env = {**os.environ, "PYTHONPATH": str(tree), "LOPTI_CACHE_DIR": cache,
               "LOPTI_JOBS": "1", "PYTHONHASHSEED": "0"}
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, *COMMANDS[target]], cwd=tree, env=env,
                              capture_output=True, text=True, check=False)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = (done.stdout + done.stderr).strip().splitlines()
    return cpu, wall, done.returncode, lines[-1] if lines else ""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", type=Path, required=True, help="the other revision's tree")
    ap.add_argument("--target", action="append", choices=sorted(COMMANDS))
    ap.add_argument("--rounds", type=int, default=2)
    args = ap.parse_args()
    trees = {"base": args.base.resolve(), "this": ROOT}
    got: dict[tuple[str, str], list[float]] = {}
    for r in range(args.rounds):
        # the order flips every round, so neither tree always runs first
        order = list(trees.items()) if r % 2 == 0 else list(reversed(trees.items()))
        for target in args.target or ["lint"]:
            for name, tree in order:
                cpu, wall, status, last = one(tree, target)
                got.setdefault((target, name), []).append(cpu)
                print(f"round {r + 1} {target:8s} {name:4s} CPU {cpu:7.1f} s  wall {wall:6.1f} s"
                      f"  exit {status}  {last[:90]}", flush=True)
    for (target, name), cpus in sorted(got.items()):
        print(f"{target:8s} {name:4s} CPU {min(cpus):.1f}-{max(cpus):.1f} s over {len(cpus)}")


if __name__ == "__main__":
    main()
