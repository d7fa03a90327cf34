"""Benchmark: where a cold ``lopti lint`` spends its time (issue 12), by stage and in instructions.

Where a cold lint's imports go (issue 12, ``--imports [--base REV]``): ``python -X
importtime`` of the same two one-file cases, the self time of every imported module summed
by stage package (``lopti_rules.engine``, ``.language`` ...), by lark, click and
RestrictedPython, and the rest of the standard library; median over ``--rounds``, on this
checkout and, with ``--base``, on ``REV`` in the same rounds (alternating). importtime
adds its own overhead: compare the columns, not the totals with the cold wall times.

Instructions (``--instructions [--base REV]``): the same cold runs counted in CPU
instructions by ``valgrind --tool=callgrind`` (about 50 times slower, once each): a count
that the load of a shared machine does not change (``PYTHONHASHSEED=0``), where wall and
CPU seconds vary twofold. On a quiet run of this machine 100M instructions of a cold lint
took about 20 ms.

Both modes time the cases of ``benchmarks/lint.py --cold-ab``'s one-file rows: a rule that
needs no games (``examples/rules/eights-skip.lopti``) and one that restricts plays (the
audit compiles it and plays its eight games), each in a fresh process with bytecode cached
(as an installed copy has it) and the parser cache made by a warm-up run.

Run: ``.venv/bin/python benchmarks/coldlint.py --imports [--rounds N] [--base REV]`` or
``--instructions [--base REV]``.
"""

from __future__ import annotations

import argparse
import atexit
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from ab import extract  # a revision's tree from git archive (benchmarks/ab.py)
from lint import PYCACHE, ROOT, child_env, make_book, timed

#: the groups of the import breakdown, besides the standard library and the rest
IMPORT_GROUPS = ("lark", "click", "RestrictedPython")
STAGE_NAMES = ("engine", "sandbox", "language", "play", "tools", "cli")
#: ``python LINT_CMD lint ...``: ``-P`` keeps the working folder off ``sys.path``, where
#: ``-c`` would put it before PYTHONPATH, so that a run from a checkout's root would
#: import that checkout's code for both sides of ``--base`` (and find no difference)
LINT_CMD = ["-P", "-c", "import sys; from lopti_rules.cli import main; main()"]


def import_group(module: str) -> str:
    """The row of the import breakdown a module's self time goes to."""
    parts = module.split(".")
    if parts[0] == "lopti_rules":
        return f"lopti_rules.{parts[1]}" if len(parts) > 1 and parts[1] in STAGE_NAMES \
            else "lopti_rules (other)"
    return parts[0] if parts[0] in IMPORT_GROUPS else "standard library, other"


def import_times(args: list[str], tree: Path) -> dict[str, float]:
    """Self import milliseconds by :func:`import_group` of one ``python -X importtime`` run."""
    done = subprocess.run([sys.executable, "-X", "importtime", *args], capture_output=True,
                          text=True, check=False, env=child_env(tree))
    out: dict[str, float] = {}
    for line in done.stderr.splitlines():
        m = re.match(r"import time:\s+(\d+) \|\s+\d+ \|\s*(\S+)", line)
        if m:
            group = import_group(m.group(2))
            out[group] = out.get(group, 0.0) + int(m.group(1)) / 1000
    return out


def imports(base: str | None, rounds: int) -> None:
    """Where a cold ``lopti lint``'s imports go, by stage, on this checkout (and ``base``)."""
    cmd = LINT_CMD
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"B": ROOT} if base is None else {"A": extract(base, Path(tmp)), "B": ROOT}
        one = Path(tmp) / "one"
        make_book(one, 1)
        cases = {"1 file, no games": ROOT / "examples" / "rules" / "eights-skip.lopti",
                 "1 file, restricts": one}
        for side in trees:  # warm-up: bytecode written, parser cache made
            for path in cases.values():
                timed([sys.executable, *cmd, "lint", str(path)], trees[side])
        got: dict[tuple[str, str], list[dict[str, float]]] = {}
        for r in range(rounds):
            for name, path in cases.items():
                for side in (sorted(trees) if r % 2 == 0 else sorted(trees, reverse=True)):
                    got.setdefault((name, side), []).append(
                        import_times([*cmd, "lint", str(path)], trees[side]))
    sides = sorted(trees)
    print(f"self import ms of a cold lopti lint by group (python -X importtime), median of "
          f"{rounds} rounds; " + ("B = this checkout" if base is None
                                  else f"A = {base}, B = this checkout, alternating"))
    for name in cases:
        runs = {side: got[(name, side)] for side in sides}
        groups = sorted({g for side in sides for run in runs[side] for g in run},
                        key=lambda g: -statistics.median(run.get(g, 0.0) for run in runs["B"]))
        print(f"\n{name}")
        print(f"{'group':<26}" + "".join(f"{side:>10}" for side in sides))
        for g in [*groups, "total"]:
            cells = []
            for side in sides:
                xs = [sum(run.values()) if g == "total" else run.get(g, 0.0)
                      for run in runs[side]]
                cells.append(f"{statistics.median(xs):>10.1f}")
            print(f"{g:<26}" + "".join(cells))


def instructions(args: list[str], tree: Path) -> int:
    """CPU instructions of one run of ``python args`` (callgrind's ``I refs``)."""
    env = {**child_env(tree), "PYTHONHASHSEED": "0"}
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           sys.executable, *args], capture_output=True, text=True,
                          check=False, env=env)
    m = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if m is None:
        raise SystemExit(f"valgrind gave no count: {done.stderr[-500:]}")
    return int(m.group(1).replace(",", ""))


def count_instructions(base: str | None) -> None:
    """Cold ``lopti lint`` of the one-file cases in instructions, here and on ``base``."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind")
    cmd = LINT_CMD
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"B": ROOT} if base is None else {"A": extract(base, Path(tmp)), "B": ROOT}
        one = Path(tmp) / "one"
        make_book(one, 1)
        cases = {"python -c pass": None,
                 "1 file, no games": ROOT / "examples" / "rules" / "eights-skip.lopti",
                 "1 file, restricts": one}
        for tree in trees.values():  # bytecode written, parser cache made
            for path in cases.values():
                if path is not None:
                    timed([sys.executable, *cmd, "lint", str(path)], tree)
        rows = []
        for name, path in cases.items():
            for static in ((False,) if path is None else (False, True)):
                args = ["-c", "pass"] if path is None else \
                    [*cmd, "lint", *(["--static-only"] if static else []), str(path)]
                got = {side: instructions(args, tree) for side, tree in trees.items()}
                rows.append((name, "" if path is None else ("static" if static else "play"),
                             got))
    sides = sorted(trees)
    print("cold lopti lint in millions of CPU instructions (callgrind), "
          + ("B = this checkout" if base is None else f"A = {base}, B = this checkout"))
    print(f"{'case':<20} {'audit':<7}" + "".join(f"{side:>9}" for side in sides)
          + ("     B/A" if base is not None else ""))
    for name, mode, got in rows:
        ratio = f"{got['B'] / got['A']:8.2f}" if base is not None else ""
        print(f"{name:<20} {mode:<7}" + "".join(f"{got[s] / 1e6:9.0f}" for s in sides)
              + ratio)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--imports", action="store_true",
                        help="self import time of a cold lint by stage (python -X importtime)")
    parser.add_argument("--instructions", action="store_true",
                        help="cold lint in CPU instructions (valgrind --tool=callgrind)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of --imports")
    parser.add_argument("--base", default=None, help="a revision to compare with (A)")
    args = parser.parse_args()
    PYCACHE["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="lopti-bench-pyc-")
    atexit.register(shutil.rmtree, PYCACHE["PYTHONPYCACHEPREFIX"], True)
    if args.instructions:
        count_instructions(args.base)
    if args.imports or not args.instructions:
        imports(args.base, args.rounds)


if __name__ == "__main__":
    main()
