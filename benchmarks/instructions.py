"""A/B by instruction count: this checkout against another revision, under valgrind.

Run: ``.venv/bin/python benchmarks/instructions.py --base REV`` (``--games 60``,
``--only engine-random``; needs ``valgrind`` on the path). ``--this-only`` measures this
checkout alone; ``--python VENV/bin/python [--pure]`` the package installed there (a
compiled wheel, or its pure engine with ``LOPTI_PURE=1``), run from outside any checkout.
Every rule book is shown against its baseline in the same run: the
ten-rule book, a rule whose hook runs on every play and fifty example rules, against
the same games without rules (issue 24's goals: at most 1.2x, 1.3x and 2.5x), per game
and per decision: a book whose rules draw and take back cards plays longer games (the
decisions a game are counted without valgrind, in this checkout's games, which the
reference path plays the same).

On a shared, loaded machine the time of a run varies by 20 % and more from one run to
the next (benchmarks/ab.py's ranges), which hides a change of a few per cent on the
engine's hot path. The number of machine instructions a run executes does not depend on
the load: this script runs benchmarks/ab.py's workloads (the same seeded games, the same
child code) under ``valgrind --tool=callgrind`` and reads the instructions it counted.
Each workload runs twice per tree, with ``--warm`` games and with ``--warm`` + ``--games``
games (the same first seeds), and the difference, divided by ``--games``, is the
instructions per game of those games alone: interpreter start-up, imports, compiling the
rules and the first game's one-off tables cancel out. ``PYTHONHASHSEED`` is fixed, so a
rerun gives the same figures to within a few hundred instructions a game.

Window mode (the default where a C compiler and valgrind/callgrind.h are present;
``--whole`` for the method above): one run per workload and tree, started with
callgrind's instrumentation and collection off. The child compiles its book and builds
its runtime at valgrind's uninstrumented speed, switches instrumentation on (a client
request, through a small C library built here), plays the ``--warm`` games uncounted and
switches collection on for the ``--games`` games alone. Compiling fifty rules under
callgrind twice per tree is what made the difference method unusable on a loaded
machine (session 19); the window counts the same games' instructions in about a
third of the CPU and reads no start-up noise.

An instruction count is not a time (cache misses and branch mispredictions count as one
instruction each), but for a change of Python code on the hot path the two move
together; quote both: this script for the direction and size of a small change, ab.py's
interleaved rounds for the time on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from ab import (  # workloads, a revision's tree (ab.py)
    BASELINES,
    ROOT,
    WORKLOADS,
    callgrind,
    extract,
)

AB = ROOT / "benchmarks" / "ab.py"


#: ``--python``: the interpreter of an installed environment whose package is measured
#: (no checkout on the path: ``-P``, run from the temporary folder), and ``--pure``
#: (``LOPTI_PURE=1``: a compiled install's pure-Python engine). Unset: each tree's sources.
INSTALLED: dict[str, str] = {}


def _command(tree: Path, workload: str, games: int, *rest: str
             ) -> tuple[list[str], dict[str, str], str]:
    """The child's command line, environment and folder: ``tree``'s sources, or the
    installed package of ``INSTALLED``."""
    if not INSTALLED:
        env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
        return ([sys.executable, str(AB), "--child", workload, "--games", str(games), *rest],
                env, str(tree))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "LOPTI_PURE")}
    env["PYTHONHASHSEED"] = "0"
    if INSTALLED.get("pure"):
        env["LOPTI_PURE"] = "1"
    return ([INSTALLED["python"], "-P", str(AB), "--child", workload, "--games", str(games),
             *rest], env, tempfile.gettempdir())


def instructions(tree: Path, workload: str, games: int) -> int:
    """Instructions valgrind counts for one child run of ``games`` games in ``tree``."""
    command, env, cwd = _command(tree, workload, games)
    return callgrind(command, env=env, cwd=cwd)[0]


#: Window mode's C library (``build_window``): its path, once built.
WINDOW: dict[str, str] = {}

_WINDOW_C = """#include <valgrind/callgrind.h>
void lopti_instrument(void) { CALLGRIND_START_INSTRUMENTATION; }
void lopti_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }
"""


def build_window(into: Path) -> str | None:
    """Build window mode's library of callgrind client requests in ``into``: its path,
    or None without a C compiler or valgrind's header."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        return None
    source, lib = into / "lopti_window.c", into / "lopti_window.so"
    source.write_text(_WINDOW_C, encoding="utf-8")
    done = subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(lib), str(source)],
                          capture_output=True)
    return str(lib) if done.returncode == 0 else None


def windowed(tree: Path, workload: str, warm: int, games: int) -> float:
    """Instructions a game of games ``warm`` .. ``warm + games - 1``, counted in one run
    whose collection is on for those games alone (window mode)."""
    command, env, cwd = _command(tree, workload, games, "--warm", str(warm),
                                 "--clock", "window")
    env["LOPTI_CALLGRIND_LIB"] = WINDOW["lib"]
    return callgrind(command, env=env, cwd=cwd, window=True)[0] / games


def per_game(tree: Path, workload: str, warm: int, games: int) -> float:
    """Instructions per game of games ``warm`` .. ``warm + games - 1`` of ``workload``.
    The child compiles its book through the gate (``compile_text``), whose trial's
    verdict is kept in the cache folder after its first run: one run without valgrind
    comes first, so both counted runs read the kept verdicts (else the first counted run
    plays the trial and the second does not, and the difference is not the games')."""
    command, env, cwd = _command(tree, workload, 0)
    subprocess.run(command, env=env, cwd=cwd, capture_output=True, check=True)
    if WINDOW:
        return windowed(tree, workload, warm, games)
    return (instructions(tree, workload, warm + games)
            - instructions(tree, workload, warm)) / games


def decisions(tree: Path, workload: str, warm: int, games: int) -> float:
    """Decisions a game of games ``warm`` .. ``warm + games - 1`` of ``workload`` take in
    ``tree`` (no valgrind: a count, the same on every run)."""

    command, env, cwd = _command(tree, workload, games, "--warm", str(warm),
                                 "--clock", "decisions")
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True,
                          check=True)
    return int(float(done.stdout)) / games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD~1", help="the revision to compare with (A)")
    ap.add_argument("--games", type=int, default=60, help="games counted per workload")
    ap.add_argument("--warm", type=int, default=10,
                    help="games played first in both runs, so their cost cancels out")
    ap.add_argument("--only", choices=WORKLOADS, action="append", help="run these workloads")
    ap.add_argument("--this-only", action="store_true",
                    help="measure this checkout alone (no base): the rule books' ratios")
    ap.add_argument("--python", help="measure the package installed in this interpreter's "
                    "environment (a compiled wheel: pip install .), not a checkout; implies "
                    "--this-only")
    ap.add_argument("--pure", action="store_true",
                    help="with --python: its pure-Python engine (LOPTI_PURE=1)")
    ap.add_argument("--whole", action="store_true",
                    help="count whole runs and take their difference, not window mode's "
                    "one run counted around the games")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args()
    if args.python:
        INSTALLED.update(python=args.python, pure="1" if args.pure else "")
        args.this_only = True
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not on the path (apt-get install valgrind)")
    workloads = list(args.only or WORKLOADS)
    for w in list(workloads):  # a rule book's ratio needs its baseline in the same run
        base = BASELINES.get(w)
        if base is not None and base not in workloads:
            workloads.append(base)
    sides = "B" if args.this_only else "AB"
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        lib = None if args.whole else build_window(Path(tmp))
        if lib is not None:
            WINDOW["lib"] = lib
        trees = {"B": ROOT} if args.this_only else {"A": extract(args.base, Path(tmp)),
                                                    "B": ROOT}
        for w in workloads:
            got = {s: per_game(trees[s], w, args.warm, args.games) for s in sides}
            rows.append({"workload": w, "a_per_game": got.get("A"), "b_per_game": got["B"],
                         "ratio": got["B"] / got["A"] if "A" in got else None})
    per = {row["workload"]: row for row in rows}
    books = {w: {s: per[w][f"{s.lower()}_per_game"] / per[BASELINES[w]][f"{s.lower()}_per_game"]
                 for s in sides}
             for w in workloads if w in BASELINES}
    # a book whose rules draw and take back cards plays longer games: the same ratio per
    # decision (this checkout's games; the reference path plays the same ones)
    moves = {w: decisions(ROOT, w, args.warm, args.games) for w in workloads}
    per_decision = {w: {s: (per[w][f"{s.lower()}_per_game"] / moves[w])
                        / (per[BASELINES[w]][f"{s.lower()}_per_game"] / moves[BASELINES[w]])
                        for s in sides}
                    for w in workloads if w in BASELINES}
    if args.json:
        print(json.dumps({"base": None if args.this_only else args.base, "games": args.games,
                          "mode": "window" if WINDOW else "whole",
                          "warm": args.warm, "rows": rows, "book_ratios": books,
                          "decisions_per_game": moves,
                          "book_ratios_per_decision": per_decision}, indent=2))
        return
    against = "alone" if args.this_only else f"against A ({args.base})"
    what = (f"the install of {args.python}" + (" (LOPTI_PURE=1)" if args.pure else "")
            if args.python else "this checkout")
    mode = "window" if WINDOW else "whole runs' difference"
    print(f"instructions per game, B ({what}) {against}, "
          f"{args.games} games after {args.warm} ({mode}):")
    for row in rows:
        a = "" if row["a_per_game"] is None else (
            f"A {row['a_per_game']:>13,.0f}  ")
        ratio = "" if row["ratio"] is None else f"  B/A {row['ratio']:.4f}"
        print(f"  {row['workload']:<18} {a}B {row['b_per_game']:>13,.0f}{ratio}")
    for w, ratio in books.items():
        sides_text = ", ".join(f"{s} {r:.3f}" for s, r in ratio.items())
        print(f"{w} / {BASELINES[w]} (a game with the book against the same game "
              f"without): {sides_text}")
        each = ", ".join(f"{s} {r:.3f}" for s, r in per_decision[w].items())
        print(f"  per decision ({moves[w]:.1f} decisions a game against "
              f"{moves[BASELINES[w]]:.1f}): {each}")


if __name__ == "__main__":
    main()
