"""Benchmark: the runaway book against games without rules (issue 28).

The runaway book is ``tests/data/runaway/lint-clean/``: the heaviest hooks lint accepts
(a call that may cost just under ``MAX_COST`` on every turn, play, draw, turn end, pickup
and clear, and one that repeats by a count of its own) and lint-clean rules that lengthen
a game (cards back from the cleared cards, draws after pickups and fours). The whole
folder is one book; ``lopti lint`` accepts it. Issue 28's goal: a game of any book lint
accepts costs at most 10x a game without rules, within a memory ceiling.

Each side plays the same seeded games (``--players``, ``--bot``, seeds ``0 .. --games-1``)
in a child process of its own, which prints its figures as JSON: CPU seconds, peak
memory (the child's maximum resident set), turns and the rules' stops by cause. With
``--instructions`` the children also run under ``valgrind --tool=callgrind`` twice each
(no games, then the games), and the ratio is of the instructions the games alone took:
independent of the machine's load, which makes wall and CPU time meaningless here.

Run: ``.venv/bin/python benchmarks/runaway.py [--games 10] [--instructions] [--bot greedy]``;
``--opening``, ``--decision`` and ``--cap`` play the book under other game budgets (the
policy's ``MAX_OPENING_COST``, ``MAX_DECISION_COST`` and ``MAX_GAME_COST``). It exits 1
when the ratio is over ``--most`` (10) or the book's peak memory over ``--ceiling-mb``.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import time
from pathlib import Path

from ab import callgrind  # one way to count instructions (benchmarks/ab.py)

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "tests" / "data" / "runaway" / "lint-clean"
#: Peak resident memory a process playing the book may reach (a rule-free one: ~60 MB).
CEILING_MB = 200
#: The seed of the rule-free game each child plays before it counts (the engine's tables).
WARM_SEED = 1_000_000


def budgets(opening: int | None, decision: int | None, cap: int | None) -> object:
    """The sandbox policy whose game budgets the book plays under (None: the default's)."""
    from lopti_rules.sandbox import DEFAULT_POLICY, SandboxPolicy

    class Budgets(SandboxPolicy):
        MAX_OPENING_COST = DEFAULT_POLICY.MAX_OPENING_COST if opening is None else opening
        MAX_DECISION_COST = DEFAULT_POLICY.MAX_DECISION_COST if decision is None else decision
        MAX_GAME_COST = DEFAULT_POLICY.MAX_GAME_COST if cap is None else cap

    return Budgets()


def child(book: bool, games: int, players: int, bot: str,
          policy: object = None, folder: Path = BOOK) -> dict[str, object]:
    """Play the games (with the book, or without rules) and return their figures."""
    import lopti_rules as lr
    from lopti_rules.play.records import RuleStopped

    runtime = None
    stops: collections.Counter[str] = collections.Counter()
    if book:
        books = [lr.compile_text(p.read_text(encoding="utf-8"), p.name)
                 for p in sorted(folder.glob("*.lopti"))]
        runtime = lr.RuleRuntime(books, budgets=policy) if policy is not None \
            else lr.RuleRuntime(books)

        def listen(record: object) -> None:
            if isinstance(record, RuleStopped):
                reason = re.sub(r"\d[\d,]*", "N", record.reason)
                stops[reason[:70]] += 1

        runtime.listen(listen)
    # the engine's one-off tables (about 120 million instructions in the pure engine, the
    # first game's), built before the count on both sides: without it a rule-free game
    # looked 4-5x dearer than it is (15 million instructions, greedy bots, against 3.2)
    warm, warm_bot = lr.Game(players, WARM_SEED), lr.make_bot(bot, WARM_SEED)
    while not warm.is_over():
        warm.apply(warm_bot.choose(warm))
    turns = 0
    start = time.process_time()
    for seed in range(games):
        if runtime is None:
            game = lr.Game(players, seed)
        else:
            game = runtime.start(players, seed, agents=lr.bot_agents(players, seed)).game
        choose = lr.make_bot(bot, seed).choose
        while not game.is_over():
            game.apply(choose(game))
        turns += game.turns
    seconds = time.process_time() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux
    return {"seconds": seconds, "peak_mb": peak, "turns": turns, "stops": dict(stops)}


def run_child(book: bool, games: int, args: argparse.Namespace,
              valgrind: bool = False) -> tuple[dict[str, object], int | None]:
    """The child's figures, and the instructions valgrind counted (with ``valgrind``)."""
    command = [sys.executable, __file__, "--child", "book" if book else "none",
               "--games", str(games), "--players", str(args.players), "--bot", args.bot,
               "--book", str(args.book)]
    for name in ("opening", "decision", "cap"):
        if getattr(args, name) is not None:
            command += [f"--{name}", str(getattr(args, name))]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    count: int | None = None
    if valgrind:
        count, out = callgrind(command, env=env, cwd=ROOT)
    else:
        out = subprocess.run(command, capture_output=True, text=True, check=True, env=env,
                             cwd=ROOT).stdout
    return json.loads(out.strip().splitlines()[-1]), count


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="seeded games a side")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bot", default="random", choices=("random", "greedy"))
    ap.add_argument("--instructions", action="store_true",
                    help="also count instructions under valgrind (load-independent)")
    ap.add_argument("--most", type=float, default=10.0, help="the largest ratio allowed")
    ap.add_argument("--ceiling-mb", type=float, default=CEILING_MB,
                    help="the largest peak memory allowed for the book's process")
    ap.add_argument("--opening", type=int, help="the game's budget before its first "
                    "decision (default: the policy's MAX_OPENING_COST)")
    ap.add_argument("--decision", type=int, help="what each decision adds to the game's "
                    "budget (default: the policy's MAX_DECISION_COST)")
    ap.add_argument("--cap", type=int, help="the game's budget at most (default: the "
                    "policy's MAX_GAME_COST)")
    ap.add_argument("--book", type=Path, default=BOOK, help="a folder of rule files played "
                    "as one book (default: the runaway book)")
    ap.add_argument("--child", choices=("none", "book"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        policy = (budgets(args.opening, args.decision, args.cap)
                  if (args.opening, args.decision, args.cap) != (None, None, None) else None)
        print(json.dumps(child(args.child == "book", args.games, args.players, args.bot,
                               policy, args.book)))
        return
    shown_book = args.book.resolve()
    where = shown_book.relative_to(ROOT) if shown_book.is_relative_to(ROOT) else shown_book
    print(f"the book: {len(list(shown_book.glob('*.lopti')))} files of {where}"
          f"; {args.games} games, {args.players} players, {args.bot} bots")
    shown = budgets(args.opening, args.decision, args.cap)
    print(f"game budget: {shown.MAX_OPENING_COST:,} units, {shown.MAX_DECISION_COST:,} "  # type: ignore[attr-defined]
          f"a decision, at most {shown.MAX_GAME_COST:,}")  # type: ignore[attr-defined]
    none, _ = run_child(False, args.games, args)
    book, _ = run_child(True, args.games, args)
    ratio = float(book["seconds"]) / float(none["seconds"])  # type: ignore[arg-type]
    for name, side in (("no rules", none), ("the book", book)):
        print(f"{name:<9} {side['seconds']:7.2f} s CPU, {side['turns']:>6} turns, "
              f"peak {side['peak_mb']:6.1f} MB")
    print(f"ratio (CPU time, a loaded machine): {ratio:.1f}x")
    stops = book["stops"]
    assert isinstance(stops, dict)
    for reason, n in sorted(stops.items(), key=lambda kv: -kv[1]):
        print(f"  {n:>6} stops: {reason}")
    worst = ratio
    if args.instructions:
        if shutil.which("valgrind") is None:
            raise SystemExit("valgrind is not on the path (apt-get install valgrind)")
        counts = {}
        for with_book in (False, True):
            # the parser's cache filled first: a cold cache in one of the two runs alone
            # (the first compile of the book) made the difference negative
            run_child(with_book, 0, args)
            _, zero = run_child(with_book, 0, args, valgrind=True)
            _, some = run_child(with_book, args.games, args, valgrind=True)
            assert zero is not None and some is not None
            counts[with_book] = (some - zero) / args.games
        worst = counts[True] / counts[False]
        print(f"instructions a game: no rules {counts[False]:,.0f}, the book "
              f"{counts[True]:,.0f}: {worst:.1f}x")
    over = worst > args.most or float(book["peak_mb"]) > args.ceiling_mb  # type: ignore[arg-type]
    print(("OVER" if over else "within") + f" the goal: at most {args.most:g}x, "
          f"peak at most {args.ceiling_mb:g} MB")
    raise SystemExit(1 if over else 0)


if __name__ == "__main__":
    main()
