"""The compiled engine (mypyc) against the pure-Python engine, in one run: instructions and
CPU time per game, the same install, ``LOPTI_PURE=1`` for the pure side.

Needs an environment where lopti-rules is installed from a compiled wheel (the default
``pip install .`` where a C compiler is present; ``lopti_rules.engine.engine_build()`` says
``compiled``), given as ``--python`` (default: this interpreter). It runs
benchmarks/ab.py's workloads (the same seeded games, the same child code: the engine with
random and with greedy bots, and the rule books against their games without rules) in
that environment, from outside any checkout, so the installed package is the one measured:

- ``--instructions``: under ``valgrind --tool=callgrind``, once with ``--warm`` games and
  once with ``--warm`` + ``--games``; the difference over ``--games`` is a game's cost
  without start-up, imports or the book's compile. The load of a shared machine does not
  move these counts.
- otherwise: the child's CPU time (``--clock cpu``) of ``--games`` games, compiled and pure
  alternated for ``--rounds`` rounds (the order flipped every round); the ratio of each
  round's pair, as a range and a median.

Run: ``.venv/bin/python benchmarks/compiled.py [--python VENV/bin/python] [--instructions]
[--games 30] [--rounds 5] [--only engine-greedy ...]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from ab import BASELINES, WORKLOADS, callgrind

AB = Path(__file__).resolve().parent / "ab.py"


def _env(pure: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "LOPTI_PURE")}
    env["PYTHONHASHSEED"] = "0"
    if pure:
        env["LOPTI_PURE"] = "1"
    return env


def build_of(python: str) -> str:
    """What ``python``'s installed engine loads as (``compiled`` or ``pure``)."""
    done = subprocess.run([python, "-P", "-c", "from lopti_rules.engine import engine_build; "
                           "print(engine_build())"], env=_env(False), cwd=tempfile.gettempdir(),
                          capture_output=True, text=True, check=True)
    return done.stdout.strip()


def cpu(python: str, workload: str, games: int, pure: bool) -> float:
    done = subprocess.run([python, "-P", str(AB), "--child", workload, "--games", str(games),
                           "--clock", "cpu"], env=_env(pure), cwd=tempfile.gettempdir(),
                          capture_output=True, text=True, check=True)
    return float(done.stdout)


def instructions(python: str, workload: str, games: int, pure: bool) -> int:
    return callgrind([python, "-P", str(AB), "--child", workload, "--games", str(games)],
                     env=_env(pure), cwd=tempfile.gettempdir())[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=sys.executable,
                    help="the interpreter of an environment with a compiled install")
    ap.add_argument("--only", choices=WORKLOADS, action="append", help="run these workloads")
    ap.add_argument("--games", type=int, default=30, help="games counted per run")
    ap.add_argument("--warm", type=int, default=5, help="(--instructions) games played first")
    ap.add_argument("--rounds", type=int, default=5, help="(CPU time) alternated rounds")
    ap.add_argument("--instructions", action="store_true", help="count instructions")
    args = ap.parse_args()
    build = build_of(args.python)
    if build != "compiled":
        raise SystemExit(f"{args.python}: its lopti-rules engine is {build}, not compiled: "
                         "install a wheel built with a C compiler (pip install .)")
    if args.instructions and shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not on the path (apt-get install valgrind)")
    workloads = list(args.only or ("engine-random", "engine-greedy", "rules-none", "rules-ten"))
    for w in list(workloads):  # a book's ratio to its games without rules, in the same run
        base = BASELINES.get(w)
        if base is not None and base not in workloads:
            workloads.append(base)
    figures: dict[tuple[str, bool], list[float]] = {}
    for r in range(1 if args.instructions else args.rounds):
        for w in workloads:
            for pure in ((False, True) if r % 2 == 0 else (True, False)):
                if args.instructions:
                    value = (instructions(args.python, w, args.warm + args.games, pure)
                             - instructions(args.python, w, args.warm, pure)) / args.games
                else:
                    value = cpu(args.python, w, args.games, pure) / args.games
                figures.setdefault((w, pure), []).append(value)
    unit = "instructions a game" if args.instructions else "CPU ms a game"
    scale = 1e-6 if args.instructions else 1e3
    print(f"{unit}, {args.games} games a run"
          + ("" if args.instructions else f", {args.rounds} alternated rounds") + ":")
    for w in workloads:
        pures, builts = figures[(w, True)], figures[(w, False)]
        ratios = [p / b for p, b in zip(pures, builts, strict=True)]
        suffix = "M" if args.instructions else ""
        line = (f"  {w:<20} pure {statistics.median(pures) * scale:8.2f}{suffix}  compiled "
                f"{statistics.median(builts) * scale:8.2f}{suffix}  pure/compiled "
                f"{min(ratios):.2f}-{max(ratios):.2f} (median {statistics.median(ratios):.2f})")
        base = BASELINES.get(w)
        if base is not None:
            books = {side: statistics.median(figures[(w, side)])
                     / statistics.median(figures[(base, side)]) for side in (True, False)}
            line += (f"; against {base}: pure {books[True]:.2f}x, "
                     f"compiled {books[False]:.2f}x")
        print(line)


if __name__ == "__main__":
    main()
