"""A/B: this checkout against another git revision, interleaved in one run.

Run: ``.venv/bin/python benchmarks/ab.py --base REV`` (``--rounds 8``, ``--games 300``).

The base revision is extracted into a temporary folder (``git archive``, nothing in
this checkout changes). Each round runs every workload once in a child process per
tree, the order of the two trees alternating round by round (A B, B A, ...), so a
noisy neighbour on a shared machine hits both sides alike. A child times its own
workload (interpreter start-up is not counted) and reads the package only through
the names ``lopti_rules`` exports at its root, which both trees share, so the two
sides run the same code path in their own layout.

Workloads (the same seeds on both sides):
- ``engine-random``, ``engine-greedy``: 4-player bot games, no rules (benchmarks/engine.py);
- ``rules-none``, ``rules-ten``: greedy 4-player games without rules and with the ten
  example rules of benchmarks/rules.py attached, so the ten-rule ratio is compared too;
- ``rules-every``: the same games with one rule whose hook runs in the sandbox on every
  play (benchmarks/data/every-play.lopti: it counts the plays, issue 24);
- ``rules-fifty``, ``rules-fifty-random``: fifty shipped example rules as one book
  (``FIFTY``, named), greedy and random bots (``rules-none-random``: random bots without rules);
- ``rules-ten-saying``: the ten rules' hooks with their conditions, each only saying a
  word (benchmarks/rules.py's "ten rules saying" row): what dispatching and firing the
  ten rules costs without their effects, so the ten-rule book's ratio splits into the
  runtime's share and the effects' (the game they make) by instruction count.

The table shows each workload's B/A time ratio as min-median-max over the rounds
(below 1.00: this checkout is faster), the ratio of each side's best (least
disturbed) run, and each side's median games per second.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKLOADS = ("engine-random", "engine-greedy", "rules-none", "rules-ten", "rules-every",
             "rules-fifty", "rules-none-random", "rules-fifty-random", "rules-ten-saying")
TEN = ["ace-high-only", "big-clear-fewest-takes", "big-pickup-groan", "big-play-goes-low",
       "deal-pass-left", "eights-skip", "five-roshambo", "four-clear-pairs", "kings-pair",
       "nine-reverses"]
#: The fifty-rule book: the first fifty shipped example rules by file name as they were
#: at e1323e0a (which session 26 measured), named here: two examples added since
#: (``bonus-reply-under-king`` and ``eight-over-seven``, f57491d0) sort among them and
#: moved the last two out, which took the book from 821.2 to 727.3 decisions a game and
#: 2.517 to 2.703 a decision with the same code (session 26, perf28). A goal of issue 24
#: is measured on one book; a new example does not change it.
FIFTY = ["ace-beats-king-de", "ace-high-only", "big-clear-fewest-takes", "big-hands-hurry",
         "big-pickup-groan", "big-play-goes-low", "bow-to-the-table-de",
         "chain-clear-next-takes", "chain-pass-turns", "chain-sweep-after-turn",
         "cheer-two-wins-zh", "clap-de", "clear-next-waits", "clear-returns-oldest",
         "cleared-card-to-the-one-before", "coffee-for-whoever-zh", "coffee-said",
         "count-aloud", "count-to-three-de", "deal-most-cards-call", "deal-pass-left",
         "deal-sides-by-parity", "dealer-every-deal", "dealer-from-round-three",
         "dealer-good-luck-first-round", "dealer-plays-low", "dealer-round-or-ace",
         "deuce-pairs", "drawer-thanks", "eight-forces-pickup", "eights-skip",
         "eights-twice-in-a-row", "empty-hand-draw", "empty-hand-help",
         "empty-hand-helper", "every-third-clear", "everyone-shows-at-deal",
         "fair-applaud-the-table-nl", "fair-big-clear-cheer", "fair-bow-en",
         "fair-breathe-nl", "fair-cheer-zh", "fair-cheers-zh", "fair-clap-nl",
         "fair-clap-oneself-zh", "fair-creator-free-clock", "fair-crisps-round-en",
         "fair-dealer-every-round", "fair-dealer-shuffle-words", "fair-every-third-clear"]
#: A rule whose hook runs in the sandbox on every play (it counts the plays).
EVERY = ROOT / "benchmarks" / "data" / "every-play.lopti"
#: Each rule workload's baseline: the same games without rules, by the same bot.
BASELINES = {"rules-ten": "rules-none", "rules-every": "rules-none",
             "rules-fifty": "rules-none", "rules-fifty-random": "rules-none-random",
             "rules-ten-saying": "rules-none"}
#: The books made from another's rules, each hook's effects replaced by a word said.
SAYING = {"rules-ten-saying": "rules-ten"}


def rule_files(workload: str) -> list[Path]:
    """The rule files of a workload's book (none for a game without rules)."""
    examples = ROOT / "examples" / "rules"
    if workload == "rules-ten":
        return [examples / f"{n}.lopti" for n in TEN]
    if workload.startswith("rules-fifty"):
        return [examples / f"{n}.lopti" for n in FIFTY]
    if workload == "rules-every":
        return [EVERY]
    return []


def saying(text: str, word: str) -> str:
    """A rule file's rules with their hooks and conditions, each hook's effects replaced by
    ``acting player says "word"`` (as benchmarks/rules.py's ``_saying``)."""
    return "".join(f'{ln}\n    acting player says "{word}"\n' if ln.startswith("  ")
                   else f"{ln}\n" for ln in text.splitlines()
                   if ln.startswith(("rule ", "  after ", "  before ")))


def rule_texts(workload: str) -> list[tuple[str, str]]:
    """The texts and file names of a workload's book (none for a game without rules)."""
    if workload in SAYING:
        return [(saying(p.read_text(encoding="utf-8"), p.stem), f"{p.stem}-saying.lopti")
                for p in rule_files(SAYING[workload])]
    return [(p.read_text(encoding="utf-8"), p.name) for p in rule_files(workload)]


def _window(lib: str):  # noqa: ANN202 (a ctypes library)
    """The callgrind switches of benchmarks/instructions.py's window mode: a small C
    library (built there from valgrind/callgrind.h) whose calls are callgrind's client
    requests, loaded here by path."""
    import ctypes

    return ctypes.CDLL(lib)


def child(workload: str, games: int, clock: str = "wall", warm: int = 0) -> float:
    """Seconds for ``games`` seeded games of ``workload`` in the tree on ``sys.path``
    (``clock``: ``wall`` time, or the process's ``cpu`` time; ``decisions``: the number
    of decisions those games took, instead of a time; ``window``: under callgrind
    started with instrumentation and collection off, switch instrumentation on after
    the book is compiled, play ``warm`` games uncounted, then count the ``games``
    games alone: benchmarks/instructions.py's window mode). ``warm`` games are played
    first in every mode (seeds 0 .. warm - 1) and not timed."""
    import importlib

    import lopti_rules as lr

    module = importlib.import_module(lr.Game.__module__)
    # (the phase constant: in game.py before the house move, in engine/state.py after)
    over = getattr(module, "OVER", None)
    if over is None:
        over = importlib.import_module("lopti_rules.engine").OVER
    bot = "random" if workload.endswith("random") else "greedy"
    runtime = None
    texts = rule_texts(workload)
    if texts:
        books = [lr.compile_text(text, name) for text, name in texts]
        runtime = lr.RuleRuntime(books)
    timer = time.process_time if clock == "cpu" else time.perf_counter
    switch = _window(os.environ["LOPTI_CALLGRIND_LIB"]) if clock == "window" else None
    if switch is not None:
        switch.lopti_instrument()
    for seed in range(warm):
        g = (lr.Game(4, seed) if runtime is None
             else runtime.start(4, seed, agents=lr.bot_agents(4, seed)).game)
        choose = lr.make_bot(bot, seed).choose
        while g.phase != over:
            g.apply(choose(g))
    if switch is not None:
        switch.lopti_toggle()
    start = timer()
    decisions = 0
    for seed in range(warm, warm + games):
        if runtime is None:
            g = lr.Game(4, seed)
        else:
            g = runtime.start(4, seed, agents=lr.bot_agents(4, seed)).game
        choose = lr.make_bot(bot, seed).choose
        apply = g.apply
        if clock == "decisions":
            while g.phase != over:
                apply(choose(g))
                decisions += 1
            continue
        while g.phase != over:
            apply(choose(g))
    if switch is not None:
        switch.lopti_toggle()
    return decisions if clock == "decisions" else timer() - start


def callgrind(command: list[str], *, env: dict[str, str] | None = None,
              cwd: str | Path | None = None, window: bool = False) -> tuple[int, str]:
    """Run ``command`` under ``valgrind --tool=callgrind`` (children too): the machine
    instructions every process executed, summed, and what the command printed. The count
    does not move with the load of a shared machine. ``PYTHONHASHSEED`` is fixed (0)
    unless ``env`` sets it. ``window``: instrumentation and collection start off (the
    child switches them on: ``child``'s window clock), and only the child is run."""
    flags = (["--instr-atstart=no", "--collect-atstart=no", "--trace-children=no"]
             if window else ["--trace-children=yes"])
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *flags, *command],
        env={"PYTHONHASHSEED": "0", **(os.environ if env is None else env)}, cwd=cwd,
        capture_output=True, text=True, check=True)
    counts = re.findall(r"Collected : (\d+)", done.stderr)  # one a process
    if not counts:
        raise SystemExit(f"valgrind printed no count:\n{done.stderr[-2000:]}")
    return sum(int(c) for c in counts), done.stdout


def extract(rev: str, into: Path) -> Path:
    """The package of ``rev`` (and its grammar) unpacked below ``into``."""
    archive = into / "base.tar"
    with archive.open("wb") as out:
        subprocess.run(["git", "-C", str(ROOT), "archive", rev], stdout=out, check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into / "tree", filter="data")
    return into / "tree"


def interleaved(script: str, job: Path, base: Path, rounds: int, digest: str
                ) -> tuple[dict[str, list[float]], dict[str, set[object]]]:
    """Run ``script --child job`` in the base tree (A) and this checkout (B), the order
    flipped round by round (a noisy neighbour hits both alike): each side's CPU seconds
    (the child's ``seconds``) and the set of its outputs' ``digest`` values."""
    sides: dict[str, list[float]] = {"A": [], "B": []}
    prints: dict[str, set[object]] = {"A": set(), "B": set()}
    for r in range(rounds):
        for side in ("A", "B") if r % 2 == 0 else ("B", "A"):
            tree = base if side == "A" else ROOT
            done = subprocess.run([sys.executable, script, "--child", str(job)],
                                  env={**os.environ, "PYTHONPATH": str(tree)}, cwd=tree,
                                  capture_output=True, text=True, check=True)
            got = json.loads(done.stdout)
            sides[side].append(float(got["seconds"]))
            prints[side].add(got[digest])
    return sides, prints


def measure(tree: Path, workload: str, games: int, clock: str = "wall") -> float:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([sys.executable, __file__, "--child", workload, "--games", str(games),
                           "--clock", clock],
                          env=env, cwd=tree, capture_output=True, text=True, check=True)
    return float(done.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="HEAD~1", help="the revision to compare with (A)")
    ap.add_argument("--rounds", type=int, default=6, help="interleaved rounds")
    ap.add_argument("--games", type=int, default=300, help="games per workload and run")
    ap.add_argument("--only", choices=WORKLOADS, action="append", help="run these workloads")
    ap.add_argument("--clock", choices=("wall", "cpu", "decisions", "window"), default="wall",
                    help="time each run by the wall clock or by the child's CPU time (less "
                         "hurt by other processes on a loaded machine; a child run given "
                         "'decisions' prints how many decisions its games took)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    ap.add_argument("--child", choices=WORKLOADS, help=argparse.SUPPRESS)
    ap.add_argument("--warm", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(child(args.child, args.games, args.clock, args.warm))
        return
    workloads = args.only or list(WORKLOADS)
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"A": extract(args.base, Path(tmp)), "B": ROOT}
        times: dict[str, dict[str, list[float]]] = {w: {"A": [], "B": []} for w in workloads}
        for r in range(args.rounds):
            for w in workloads:
                for side in ("AB" if r % 2 == 0 else "BA"):
                    times[w][side].append(measure(trees[side], w, args.games, args.clock))
    rows = []
    for w in workloads:
        ratios = [b / a for a, b in zip(times[w]["A"], times[w]["B"], strict=True)]
        rows.append({"workload": w, "ratio_min": min(ratios),
                     "ratio_median": statistics.median(ratios), "ratio_max": max(ratios),
                     "ratio_best": min(times[w]["B"]) / min(times[w]["A"]),
                     "a_games_per_s": args.games / statistics.median(times[w]["A"]),
                     "b_games_per_s": args.games / statistics.median(times[w]["B"])})
    ten = {s: [t / n for t, n in zip(times["rules-ten"][s], times["rules-none"][s], strict=True)]
           for s in "AB"} if {"rules-ten", "rules-none"} <= set(workloads) else None
    if args.json:
        print(json.dumps({"base": args.base, "rounds": args.rounds, "games": args.games,
                          "clock": args.clock,
                          "rows": rows, "ten_rule_ratio": ten}, indent=2))
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"B (this checkout) against A ({args.base}): {args.rounds} interleaved "
                        f"rounds of {args.games} games, {args.clock} clock")
    for col in ("workload", "B/A time min", "median", "max", "best/best", "A games/s",
                "B games/s"):
        table.add_column(col, justify="right")
    for row in rows:
        table.add_row(row["workload"], f"{row['ratio_min']:.3f}", f"{row['ratio_median']:.3f}",
                      f"{row['ratio_max']:.3f}", f"{row['ratio_best']:.3f}",
                      f"{row['a_games_per_s']:,.0f}",
                      f"{row['b_games_per_s']:,.0f}")
    console = Console(width=100)
    console.print(table)
    if ten:
        for side in "AB":
            console.print(f"ten-rule time ratio, side {side}: {min(ten[side]):.2f}-"
                          f"{max(ten[side]):.2f} (median {statistics.median(ten[side]):.2f})")


if __name__ == "__main__":
    main()
