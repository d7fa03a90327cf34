"""Same verdicts, less CPU: ``lopti lint --format json`` of the examples in two installs (or one
install, compiled and ``LOPTI_PURE=1``), byte for byte, with each run's CPU seconds.

Each install is given by its interpreter (``--python``, repeated; a venv's ``lopti`` beside
it is run, so the installed package is the one measured, not this checkout's sources).
Each target is linted with ``--each --format json`` in a fresh process, a fresh
``LOPTI_CACHE_DIR`` (no trial verdict or base evening kept from an earlier run) and
``LOPTI_JOBS=1`` (one process: its CPU is the whole cost), from this checkout's root so the
paths printed are the same. The installs are interleaved round by round, the order flipped
every round. It prints each target's CPU seconds per install (a range over the rounds) and
says whether every run of a target printed the same bytes; it exits 1 if not, and
``--keep DIR`` keeps the outputs to compare.

Targets (``--target``, repeated; default ``books``): ``books``, the four legal examples
whose book changes play and so plays the trial's full five looks (``BOOKS``); ``rules``,
the folder examples/rules (the README's first command, ``lopti lint --each
examples/rules``); ``rejected``, examples/rejected; ``redteam13``, the red team's
newest set, each file on its own; ``evenings``, not the lint but every
round's facts (``repr`` of ``evenings.BookPlayer.evening``: the tallies, pickups, turns)
of two evenings at each table size of ``BOOKS`` and three books that restrict a next play
or act on pickups (``EVENING_BOOKS``): a legal book's lint prints no figure, these do.

Run: ``.venv/bin/python benchmarks/trialsame.py --python BEFORE/bin/python --python
AFTER/bin/python [--pure AFTER/bin/python] [--target books --target rules] [--rounds 3]``
(``--pure PY``: one more side, that install with ``LOPTI_PURE=1``).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "examples" / "rules"
#: legal examples whose book changes play: the trial plays its full five looks for each
BOOKS = ("ace-high-only.lopti", "gift-after-draw.lopti", "house-jacks-skip.lopti",
         "triple-five.lopti")
EVENING_BOOKS = (*BOOKS, "nines-go-low.lopti", "odd-turns-low.lopti",
                 "fair-picker-consoled.lopti")
TARGETS: dict[str, list[str]] = {
    "books": [f"examples/rules/{name}" for name in BOOKS],
    "rules": ["examples/rules"],
    "rejected": ["examples/rejected"],
    "evenings": [f"examples/rules/{name}" for name in EVENING_BOOKS],
    # the newest red-team set seen (each file a book of its own here)
    "redteam13": ["tests/data/redteam13/fair", "tests/data/redteam13/unfair"],
}
#: The ``evenings`` target's child: each book's evenings, every round's facts printed
EVENINGS = """
import sys
from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as fp:
        rules = compile_files([(path, fp.read())], allow_warnings=True)
    player = BookPlayer(rules)
    for players in (2, 3, 4, 5):
        spec = EveningSpec(players, 4, "random" if players % 2 else "greedy", adopt=2)
        for seed in (11, 12):
            print(repr(player.evening(spec, seed, base_evening(spec, seed))))
"""


def lint(python: str, pure: bool, paths: list[str], evenings: bool = False
         ) -> tuple[float, bytes]:
    """CPU seconds (user + system) of ``lopti lint --each --format json PATHS`` in a fresh
    process and cache, and what it printed (``evenings``: the evenings' facts instead)."""
    lopti = Path(python).parent / "lopti"
    command = ([python, "-P", "-c", EVENINGS, *paths] if evenings else
               [str(lopti), "lint", "--each", "--format", "json", *paths])
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "LOPTI_PURE", "LOPTI_CACHE_DIR")}
    env["LOPTI_JOBS"] = "1"
    if pure:
        env["LOPTI_PURE"] = "1"
    with tempfile.TemporaryDirectory(prefix="lopti-same-") as cache:
        env["LOPTI_CACHE_DIR"] = cache
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):  # 1: a rejected book
        raise SystemExit(f"{' '.join(command[:4])} ... failed ({done.returncode}):\n"
                         + done.stderr.decode(errors="replace")[-2000:])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", action="append", default=[],
                    help="an install's interpreter (repeat: the sides compared)")
    ap.add_argument("--pure", action="append", default=[],
                    help="an install's interpreter run with LOPTI_PURE=1 (one more side)")
    ap.add_argument("--target", action="append", choices=TARGETS, help="what to lint")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    ap.add_argument("--keep", type=Path, help="write each side's output here")
    args = ap.parse_args()
    sides = [(p, False) for p in args.python] + [(p, True) for p in args.pure]
    if not sides:
        sides = [(sys.executable, False)]
    targets = args.target or ["books"]
    cpu: dict[tuple[str, int], list[float]] = {}
    outputs: dict[str, dict[int, bytes]] = {t: {} for t in targets}
    same = dict.fromkeys(targets, True)
    for r in range(args.rounds):
        order = list(enumerate(sides))
        if r % 2:
            order.reverse()
        for target in targets:
            for i, (python, pure) in order:
                seconds, out = lint(python, pure, TARGETS[target], target == "evenings")
                cpu.setdefault((target, i), []).append(seconds)
                first = outputs[target].setdefault(i, out)
                if out != first or out != next(iter(outputs[target].values())):
                    same[target] = False
                if args.keep is not None:
                    args.keep.mkdir(parents=True, exist_ok=True)
                    (args.keep / f"{target}-{i}.json").write_bytes(out)
    for target in targets:
        print(f"{target} ({' '.join(TARGETS[target])}), CPU s, {args.rounds} rounds:")
        for i, (python, pure) in enumerate(sides):
            values = sorted(cpu[(target, i)])
            print(f"  {python}{' LOPTI_PURE=1' if pure else ''}: "
                  f"{values[0]:.2f}-{values[-1]:.2f} ({' '.join(f'{v:.2f}' for v in values)})")
        size = len(next(iter(outputs[target].values())))
        print(f"  output: {size} bytes, "
              f"{'the same bytes in every run' if same[target] else 'DIFFERENT between runs'}")
    raise SystemExit(0 if all(same.values()) else 1)


if __name__ == "__main__":
    main()
