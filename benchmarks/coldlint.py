"""Benchmark: where a cold ``lopti lint`` spends its time (issue 12), by stage and in instructions.

Where a cold lint's imports go (issue 12, ``--imports [--base REV]``): ``python -X
importtime`` of the same two one-file cases, the self time of every imported module summed
by stage package (``lopti_rules.engine``, ``.language`` ...), by lark, click and
RestrictedPython, and the rest of the standard library; median over ``--rounds``, on this
checkout and, with ``--base``, on ``REV`` in the same rounds (alternating). importtime
adds its own overhead: compare the columns, not the totals with the cold wall times.

Instructions (``--instructions [--base REV] [--first]``): the same cold runs counted in
CPU instructions by ``valgrind --tool=callgrind`` (``ab.callgrind``: every process,
about 50 times slower, once each): a count that the load of a shared machine does not
change (``PYTHONHASHSEED=0``), where wall and CPU seconds vary twofold. Each row is also
given as a ratio of ``python -c pass`` on the same side in the same run (issue 24's goal:
a cold ``lopti lint`` of one file at most 6x). Each one-file case runs in three modes:
``static`` (``--static-only``), ``kept`` (the whole verdict, the trial's read from the
cache folder a warm-up run filled: a second lint of the same text) and, with
``--first``, ``first`` (an empty cache folder: the parser built and the trial played, as
for a text never judged; slow under valgrind). ``lopti --version`` and ``lopti lint
--help`` are rows too. On a quiet run of this machine 100M instructions of a cold lint
took about 20 ms.

Both modes time the cases of ``benchmarks/lint.py --cold-ab``'s one-file rows: a rule that
needs no games (``examples/rules/eights-skip.lopti``) and one that restricts plays (the
audit compiles it and plays its eight games), each in a fresh process with bytecode cached
(as an installed copy has it) and the parser cache made by a warm-up run.

Run: ``.venv/bin/python benchmarks/coldlint.py --imports [--rounds N] [--base REV]`` or
``--instructions [--base REV] [--without-click]`` (``--without-click``: each one-file case
also as :data:`NO_CLICK`, the kept verdict's work with no command line parser, and with
click imported after it: what a click-free argument path for ``lint`` could give).
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

import ab  # one way to count instructions (ab.callgrind)
from ab import extract  # a revision's tree from git archive (benchmarks/ab.py)
from lint import PYCACHE, ROOT, child_env, make_book, timed

#: the groups of the import breakdown, besides the standard library and the rest
IMPORT_GROUPS = ("lark", "click", "RestrictedPython")
STAGE_NAMES = ("engine", "sandbox", "language", "play", "tools", "cli")
#: ``python LINT_CMD lint ...``: ``-P`` keeps the working folder off ``sys.path``, where
#: ``-c`` would put it before PYTHONPATH, so that a run from a checkout's root would
#: import that checkout's code for both sides of ``--base`` (and find no difference). It
#: calls what the ``lopti`` script calls: ``cli.run`` (session 27: ``lopti lint PATH...``
#: without click), or ``cli.main`` on a revision before it
LINT_CMD = ["-P", "-c", "import lopti_rules.cli as c; (getattr(c, \"run\", None) or c.main)()"]
#: ``--without-click`` (session 26): what a kept ``lopti lint FILE`` does (the Python
#: check, the language chosen, the config read, the file gathered, the gate's verdict
#: through ``judge_sources``, the report filtered and rendered) with no command line
#: parser at all: the floor of a click-free argument path for ``lint``, measured before
#: building one. ``+ import click`` adds click's import after the file is read: what
#: importing click lazily, only once the verdict is in, would cost.
NO_CLICK = """import sys
from lopti_rules.i18n import choose, use
from lopti_rules.pythons import python_support
python_support()
use(choose(None))
from lopti_rules.language import keep_patterns
keep_patterns()
from lopti_rules.language import CodeFilter, filter_results, gather, load_config, render
from lopti_rules.tools import judge_sources
load_config(file=None, isolated=False)
found = gather([sys.argv[1]], stdin=None, stdin_name="-")
verdict = judge_sources(found.sources, static_only=False, witness_dir=None, trees=False)
filter_results(verdict.results, CodeFilter((), ()))
sys.stdout.write(render(verdict.results, "text", "", summary=True, color=False))
"""


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


def instructions(args: list[str], tree: Path, cache: Path) -> int:
    """CPU instructions of one run of ``python args`` and every process it starts
    (``ab.callgrind``), with ``cache`` as lopti-rules' cache folder."""
    env = {**child_env(tree), "LOPTI_CACHE_DIR": str(cache)}
    return ab.callgrind([sys.executable, *args], env=env)[0]


#: the modes of a one-file row: ``static``: ``--static-only``; ``kept``: the whole verdict,
#: the trial's read from the cache folder a warm-up run filled (what a second lint of the
#: same text costs); ``first``: the whole verdict with an empty cache folder (the parser
#: built and the trial played: what a lint of a text never judged costs, ``--first``)
MODES = ("static", "kept", "first")


def count_instructions(base: str | None, first: bool, without_click: bool = False) -> None:
    """Cold ``lopti lint`` of the one-file cases in instructions, here and on ``base``,
    and each as a ratio of ``python -c pass`` on the same side in the same run
    (``without_click``: and the kept rows' :data:`NO_CLICK` estimates)."""
    if shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind")
    cmd = LINT_CMD
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"B": ROOT} if base is None else {"A": extract(base, Path(tmp)), "B": ROOT}
        one = Path(tmp) / "one"
        make_book(one, 1)
        caches = {side: Path(tmp) / f"cache-{side}" for side in trees}
        cases: dict[str, Path | None] = {
            "1 file, no games": ROOT / "examples" / "rules" / "eights-skip.lopti",
            "1 file, restricts": one}
        for side, tree in trees.items():  # bytecode written, parser and verdicts kept
            warms = [[*cmd, "lint", str(path)] for path in cases.values()]
            # (the rows without a file: a plain lint imports no click since session 27,
            # so their bytecode is written by a warm-up of their own)
            warms += [[*cmd, "--version"], [*cmd, "lint", "--help"]]
            if without_click:
                warms += [["-P", "-c", NO_CLICK, str(path)] for path in cases.values()]
            for warm in warms:
                subprocess.run([sys.executable, *warm], check=False, capture_output=True,
                               env={**child_env(tree), "LOPTI_CACHE_DIR": str(caches[side])})
        runs: list[tuple[str, str, list[str]]] = [
            ("python -c pass", "", ["-c", "pass"]),
            ("lopti --version", "", [*cmd, "--version"]),
            ("lopti lint --help", "", [*cmd, "lint", "--help"])]
        for name, path in cases.items():
            for mode in MODES if first else MODES[:2]:
                runs.append((name, mode, [*cmd, "lint", *(["--static-only"] if mode == "static"
                                                          else []), str(path)]))
            if without_click:  # the kept verdict, no command line parser; then click
                runs.append((name, "noclick", ["-P", "-c", NO_CLICK, str(path)]))
                runs.append((name, "+click", ["-P", "-c", NO_CLICK + "import click\n",
                                              str(path)]))
        rows = []
        for name, mode, args in runs:
            got = {}
            for side, tree in trees.items():
                cache = caches[side]
                if mode == "first":
                    cache = Path(tempfile.mkdtemp(dir=tmp, prefix="empty-"))
                got[side] = instructions(args, tree, cache)
            rows.append((name, mode, got))
    sides = sorted(trees)
    bare = rows[0][2]
    print("cold lopti lint in millions of CPU instructions (callgrind, every process), and "
          "as a ratio of python -c pass on the same side; "
          + ("B = this checkout" if base is None else f"A = {base}, B = this checkout"))
    print(f"{'case':<20} {'mode':<8}" + "".join(f"{side:>9}{'x':>7}" for side in sides)
          + ("     B/A" if base is not None else ""))
    for name, mode, got in rows:
        ratio = f"{got['B'] / got['A']:8.2f}" if base is not None else ""
        print(f"{name:<20} {mode:<8}"
              + "".join(f"{got[s] / 1e6:9.0f}{got[s] / bare[s]:7.1f}" for s in sides) + ratio)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--imports", action="store_true",
                        help="self import time of a cold lint by stage (python -X importtime)")
    parser.add_argument("--instructions", action="store_true",
                        help="cold lint in CPU instructions (valgrind --tool=callgrind)")
    parser.add_argument("--first", action="store_true",
                        help="--instructions: also the first lint of a text (an empty cache "
                             "folder: the parser built, the trial played; slow)")
    parser.add_argument("--without-click", action="store_true",
                        help="--instructions: also each kept row without click (NO_CLICK), "
                             "and with click imported after the verdict")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of --imports")
    parser.add_argument("--base", default=None, help="a revision to compare with (A)")
    args = parser.parse_args()
    PYCACHE["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="lopti-bench-pyc-")
    atexit.register(shutil.rmtree, PYCACHE["PYTHONPYCACHEPREFIX"], True)
    if args.instructions:
        count_instructions(args.base, args.first, args.without_click)
    if args.imports or not args.instructions:
        imports(args.base, args.rounds)


if __name__ == "__main__":
    main()
