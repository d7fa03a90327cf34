"""The trial's cost (tools/trial, issue 29 and 24): how it grows with the book, and its wall time.

Run: ``.venv/bin/python benchmarks/trial.py`` (``--instructions`` counts instructions
under valgrind instead of CPU seconds, ``--small`` with one table size and one bot so
that it takes minutes, not an hour; ``--wall`` times the gate's trial of a one-rule book,
cold and with the base evenings cached).

**Growth with the book.** Books of 1, 2, 4 and 8 rules (legal examples, one file each,
``SIZES``) each play one fixed look of the trial (``TrialConfig(looks=1)``: the same
evenings for every book, so the play does not depend on when a test decides) with the
base evenings already cached, as the gate has them after its first book. The cost of the
trial beyond the book's compilation is measured per round played with the book, by CPU
seconds in rounds interleaved across the sizes (``--rounds``; ranges over the rounds) or
by valgrind's instruction count (each size once: a count does not depend on the load),
and compared with the one-rule book: linear growth means the extra cost of a rule is about
the same for the eighth as for the second.

**Over the examples, against another revision** (``--examples N --base REV``): the whole
trial (the gate's settings, one process) of every Nth legal example, base evenings cached
first, in this checkout and in ``REV`` (extracted by ``git archive``, as ``ab.py`` does),
the two interleaved round by round (CPU seconds; ``--instructions``: valgrind's count,
one round). What ``lopti lint --each examples/rules`` and the test suite pay for the trial.

**Wall time** (``--wall``): the whole ``judge`` of ``eights-skip.lopti`` with the gate's
settings, in a fresh process each time, with ``--jobs`` processes: cold (no base evening
cached) and warm (the base evenings of an earlier trial in the same process).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ab import callgrind, extract  # instructions; a revision's tree (benchmarks/ab.py)

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "examples" / "rules"
#: the books measured: the first N of these legal examples, one file a rule
BOOK = ("eights-skip.lopti", "jack-on-queen.lopti", "queen-tax.lopti", "pickup-draws-one.lopti",
        "nine-reverses.lopti", "six-feeds-next.lopti", "kings-pair.lopti",
        "drawer-thanks.lopti")
SIZES = (1, 2, 4, 8)


def child(size: int, trial: bool, small: bool = False) -> dict[str, float]:
    """In this process: compile a book of ``size`` rules, fill the base cache, and (with
    ``trial``) run one fixed look of the trial; the CPU seconds of the trial alone.
    ``small``: one table size (4 players) and one bot (greedy), for valgrind."""
    from lopti_rules.tools import load_rules
    from lopti_rules.tools.trial import TrialConfig, run_trial

    # one process (jobs=1): the CPU seconds and valgrind's count are this process's own
    config = TrialConfig(looks=1, evenings=1, jobs=1)
    if small:
        config = TrialConfig(players=(4,), bots=("greedy",), looks=1, evenings=2, jobs=1)
    rules = load_rules([RULES / name for name in BOOK[:size]], allow_warnings=True)
    empty = load_rules([RULES / BOOK[0]], allow_warnings=True)
    run_trial(empty, config=config)  # the base evenings, cached as the gate has them
    if not trial:
        return {"size": size}
    start = time.process_time()
    verdict = run_trial(rules, config=config)
    cpu = time.process_time() - start
    return {"size": size, "cpu": cpu, "rounds": verdict.rounds, "evenings": verdict.evenings}


def _run_child(size: int, trial: bool, valgrind: bool, small: bool = False
               ) -> tuple[dict[str, float], int]:
    command = [sys.executable, __file__, "--child", str(size)] + (
        [] if trial else ["--no-trial"]) + (["--small"] if small else [])
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    if valgrind:
        count, out = callgrind(command, env=env, cwd=ROOT)
    else:
        count, out = 0, subprocess.run(command, capture_output=True, text=True, check=True,
                                       env=env, cwd=ROOT).stdout
    return json.loads(out.strip().splitlines()[-1]), count


def growth(rounds: int, valgrind: bool, small: bool = False) -> None:
    per: dict[int, list[float]] = {s: [] for s in SIZES}
    played: dict[int, float] = {}
    for _ in range(1 if valgrind else rounds):
        for size in SIZES:  # interleaved: each round measures every size once
            data, count = _run_child(size, True, valgrind, small)
            played[size] = data["rounds"]
            if valgrind:
                _, without = _run_child(size, False, True, small)
                per[size].append((count - without) / data["rounds"])
            else:
                per[size].append(data["cpu"] / data["rounds"])
    unit = "instructions" if valgrind else "CPU ms"
    scale = 1.0 if valgrind else 1000.0
    one = sorted(per[1])[len(per[1]) // 2]
    what = ("4 players, greedy bots, 2 adoptions x 2 evenings" if small else
            "4 table sizes x 2 bots x 2 adoptions, 1 evening each")
    print(f"one fixed look of the trial ({what}), base evenings cached; {unit} per round "
          "played with the book:")
    for size in SIZES:
        low, high = min(per[size]), max(per[size])
        mid = sorted(per[size])[len(per[size]) // 2]
        extra = (mid - one) / (size - 1) / one if size > 1 else 0.0
        print(f"  {size} rule(s): {low * scale:,.2f}..{high * scale:,.2f} "
              f"({mid / one:.2f}x the one-rule book; {played[size]:.0f} rounds; each rule past "
              f"the first adds {extra:+.0%} of the one-rule cost)")


#: the child of ``--examples``: run in a tree of its own (``PYTHONPATH``), through names
#: every revision has; prints the CPU seconds of the trials and the books judged
EXAMPLES_CHILD = """
import json, re, sys, time
from pathlib import Path
from lopti_rules.tools.eveningruns import BaseCache
from lopti_rules.tools.rulebooks import compile_files, read_files
from lopti_rules.tools.trial import TrialConfig
from lopti_rules.tools.trial.core import run_trial
step, skip, match = int(sys.argv[1]), set(sys.argv[3].split(",")), sys.argv[4]
names = [p for p in sorted(Path(sys.argv[2]).glob("*.lopti"))
         if re.search(match, p.read_text(encoding="utf-8"))][::step]
names = [p for p in names if p.name not in skip]
books, refused = [], []
for p in names:  # a book the static gate refuses in one revision is left out of both
    try:
        books.append(compile_files(read_files([p]), allow_warnings=True))
    except Exception:
        refused.append(p.name)
if refused or sys.argv[5:] == ["check"]:  # (the parent's first pass: which compile)
    print(json.dumps({"refused": refused}))
    sys.exit(0)
config, cache = TrialConfig(jobs=1), BaseCache()
for book in books:  # the base evenings, as a gate that judged a book before has them
    run_trial(book, config=TrialConfig(jobs=1, looks=1), cache=cache)
start = time.process_time()
rounds = sum(run_trial(book, config=config, cache=cache).rounds for book in books)
print(json.dumps({"cpu": time.process_time() - start, "books": len(books), "rounds": rounds}))
"""


def examples(step: int, bases: str, rounds: int, valgrind: bool, match: str = "") -> None:
    """The trial over every ``step``-th legal example (of those whose text ``match``, a regex,
    finds)
    here and in each revision of ``bases`` (comma-separated)."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="lopti-trial-ab-") as tmp:
        trees = {"this checkout": ROOT}
        for k, base in enumerate(bases.split(",")):
            (Path(tmp) / str(k)).mkdir()
            trees[base] = extract(base, Path(tmp) / str(k))
        results: dict[str, list[float]] = {name: [] for name in trees}
        info: dict[str, dict[str, float]] = {}
        refused: set[str] = set()  # books a tree's static gate refuses: left out of both
        for tree in trees.values():
            out = subprocess.run([sys.executable, "-c", EXAMPLES_CHILD, str(step), str(RULES),
                                  ",".join(sorted(refused)), match, "check"],
                                 capture_output=True,
                                 text=True,
                                 check=True, cwd=tree, env={**os.environ, "PYTHONPATH": str(tree),
                                                            "LOPTI_JOBS": "1"}).stdout
            refused |= set(json.loads(out.strip().splitlines()[-1]).get("refused", ()))
        if refused:
            print(f"left out (refused by one revision's static gate): {', '.join(sorted(refused))}")
        for k in range(1 if valgrind else rounds):
            order = list(trees.items()) if k % 2 == 0 else list(trees.items())[::-1]  # interleaved
            for name, tree in order:
                command = [sys.executable, "-c", EXAMPLES_CHILD, str(step), str(RULES),
                           ",".join(sorted(refused)), match]
                env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0",
                       "LOPTI_JOBS": "1"}
                if valgrind:
                    count, out = callgrind(command, env=env, cwd=tree)
                else:
                    count, out = 0, subprocess.run(command, capture_output=True, text=True,
                                                   check=True, env=env, cwd=tree).stdout
                info[name] = json.loads(out.strip().splitlines()[-1])
                results[name].append(count if valgrind else info[name]["cpu"])
        unit = "instructions" if valgrind else "CPU s"
        some = f" holding {match!r}" if match else ""
        print(f"the trial of every {step}th legal example{some} "
              f"({info['this checkout']['books']:.0f} books), gate settings, one process, "
              f"base evenings cached; {unit}:")
        for name, values in results.items():
            print(f"  {name}: {min(values):,.2f}..{max(values):,.2f} "
                  f"({info[name]['rounds']:.0f} rounds with the books)")
        here = results["this checkout"]
        for base in bases.split(","):
            ratios = sorted(a / b for a, b in zip(here, results[base], strict=True))
            print(f"  this checkout / {base}: {ratios[0]:.3f}..{ratios[-1]:.3f} "
                  f"(median {ratios[len(ratios) // 2]:.3f}, {len(ratios)} interleaved rounds)")


def wall(jobs: int, repeats: int) -> None:
    code = ("import sys, time, json\n"
            "from lopti_rules.tools.trial import judge, TrialConfig\n"
            f"c = TrialConfig(jobs={jobs})\n"
            f"p = [{str(RULES / BOOK[0])!r}]\n"
            "t = time.perf_counter(); judge(p, config=c); cold = time.perf_counter() - t\n"
            "t = time.perf_counter(); judge(p, config=c); warm = time.perf_counter() - t\n"
            "print(json.dumps([cold, warm]))\n")
    script = ROOT / ".trial-wall.py"  # a file: worker processes re-import the main module
    script.write_text("if __name__ == '__main__':\n" + "".join(
        f"    {line}\n" for line in code.splitlines()), encoding="utf-8")
    try:
        colds, warms, cpus = [], [], []
        for _ in range(repeats):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            with tempfile.TemporaryDirectory(prefix="lopti-wall-") as cache:
                # an empty cache folder: no base evening or kept verdict of an earlier run
                done = subprocess.run([sys.executable, str(script)], capture_output=True,
                                      text=True, check=True, cwd=ROOT,
                                      env={**os.environ, "LOPTI_CACHE_DIR": cache})
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cold, warm = json.loads(done.stdout.strip().splitlines()[-1])
            colds.append(cold)
            warms.append(warm)
            # the process and its workers, start-up and both trials: on a loaded machine
            # the wall clock says little, and CPU / jobs bounds an idle machine's wall
            cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    finally:
        script.unlink()
    print(f"judge(eights-skip.lopti), gate settings, --jobs {jobs}, {repeats} fresh processes:")
    print(f"  cold (base evenings played too): {min(colds):.2f}..{max(colds):.2f} s wall")
    print(f"  warm (base evenings cached):     {min(warms):.2f}..{max(warms):.2f} s wall")
    print(f"  CPU of each process, workers included (start-up, cold and warm): "
          f"{min(cpus):.2f}..{max(cpus):.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--child", type=int, default=0, help=argparse.SUPPRESS)
    ap.add_argument("--no-trial", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds (CPU mode)")
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions under valgrind instead of CPU seconds")
    ap.add_argument("--wall", action="store_true", help="time the gate's trial of one rule")
    ap.add_argument("--small", action="store_true",
                    help="one table size and one bot (a valgrind run in minutes)")
    ap.add_argument("--jobs", type=int, default=0, help="--wall: processes (default: every core)")
    ap.add_argument("--examples", type=int, default=0, metavar="N",
                    help="the trial of every Nth legal example, against --base")
    ap.add_argument("--base", default="HEAD",
                    help="--examples: the revisions to compare with (comma-separated)")
    ap.add_argument("--match", default="", metavar="TEXT",
                    help="--examples: only the examples whose text matches TEXT (a regex)")
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, not args.no_trial, args.small)))
        return
    if args.examples:
        examples(args.examples, args.base, args.rounds, args.instructions, args.match)
        return
    if args.wall:
        from lopti_rules.tools import default_jobs

        wall(args.jobs or default_jobs(), args.rounds)
        return
    growth(args.rounds, args.instructions, args.small)


if __name__ == "__main__":
    main()
