"""Where a workload's cost is: the bytecodes each function executes, deterministically.

Run: ``.venv/bin/python benchmarks/bytecodes.py --only rules-fifty --warm 3 --games 3``
(``--base REV``: the same games in that revision too, side by side; ``--lines N``: the
``N`` costliest rules handlers line by line, the lines the sandbox and the runtime
wrote them with).

The workloads are benchmarks/ab.py's (the same seeded games, the same bots). A child
plays ``--warm`` games of a fresh runtime uncounted, then counts the ``--games`` games
with ``sys.settrace`` opcode events: every bytecode the interpreter executes, by the
function (file and name) that executes it. The count is the same on every run, whatever
the load of the machine, like benchmarks/instructions.py's instruction counts, and says
*where*: sessions 19 and 20 (issue 24) found the budget charge, the pre-checks and the
memo misses of the rules handlers this way. A bytecode is not an instruction (a load
costs less than an attribute store on a slotted object): quote instructions.py for the
size of a change, this for its place.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ab import ROOT, WORKLOADS, extract, rule_texts  # noqa: E402 (beside this script)


def child(workload: str, warm: int, games: int, lines: int) -> dict[str, Any]:
    """Count ``games`` games of ``workload`` after ``warm`` (in the tree on ``sys.path``)."""
    import lopti_rules as lr
    from lopti_rules.engine import OVER

    texts = rule_texts(workload)
    runtime = lr.RuleRuntime([lr.compile_text(text, name)
                              for text, name in texts]) if texts else None
    bot = "random" if workload.endswith("random") else "greedy"

    def play(seed: int) -> int:
        g = (lr.Game(4, seed) if runtime is None
             else runtime.start(4, seed, agents=lr.bot_agents(4, seed)).game)
        choose = lr.make_bot(bot, seed).choose
        moves = 0
        while g.phase != OVER:
            g.apply(choose(g))
            moves += 1
        return moves

    for seed in range(warm):
        play(seed)
    by_code: Counter[CodeType] = Counter()
    by_line: Counter[tuple[CodeType, int]] = Counter()

    def opcodes(frame: FrameType, event: str, arg: object) -> Any:
        if event == "opcode":
            by_code[frame.f_code] += 1
            if frame.f_code.co_filename.startswith("<rules"):
                by_line[frame.f_code, frame.f_lineno] += 1
        return opcodes

    def calls(frame: FrameType, event: str, arg: object) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return opcodes

    moves = 0
    sys.settrace(calls)
    try:
        for seed in range(warm, warm + games):
            moves += play(seed)
    finally:
        sys.settrace(None)
    functions: Counter[str] = Counter()
    for code, n in by_code.items():
        if code.co_name in ("play", "child"):
            continue  # this script's own loop
        where = code.co_filename.split("lopti_rules/")[-1]
        functions[f"{where}:{code.co_name}"] += n
    handlers = []
    if lines:
        import gc

        sources = {f.__code__: f.source for f in gc.get_objects()
                   if isinstance(f, type(child)) and hasattr(f, "source")}
        per_handler: Counter[CodeType] = Counter()
        for (code, _), n in by_line.items():
            per_handler[code] += n
        for code, n in per_handler.most_common(lines):
            text = sources.get(code, "").split("\n")
            handlers.append({"handler": code.co_filename, "per_game": n / games,
                             "lines": [(by_line[code, k] / games, line)
                                       for k, line in enumerate(text, 1)]})
    return {"games": games, "decisions": moves / games,
            "per_game": sum(functions.values()) / games,
            "functions": {k: v / games for k, v in functions.items()},
            "handlers": handlers}


def run(tree: Path, workload: str, warm: int, games: int, lines: int) -> dict[str, Any]:
    """:func:`child` in a process of its own on ``tree``'s sources."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    done = subprocess.run([sys.executable, __file__, "--child", workload, "--warm", str(warm),
                           "--games", str(games), "--lines", str(lines)],
                          env=env, cwd=tree, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=WORKLOADS, action="append", help="these workloads")
    ap.add_argument("--warm", type=int, default=3, help="games played first, uncounted")
    ap.add_argument("--games", type=int, default=3, help="games counted")
    ap.add_argument("--base", help="the same games in this revision too (A)")
    ap.add_argument("--top", type=int, default=25, help="functions shown")
    ap.add_argument("--lines", type=int, default=0, help="rules handlers shown by line")
    ap.add_argument("--child", choices=WORKLOADS, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.warm, args.games, args.lines)))
        return
    with tempfile.TemporaryDirectory() as tmp:
        trees = {"B": ROOT} if not args.base else {"A": extract(args.base, Path(tmp)),
                                                   "B": ROOT}
        for w in args.only or ["rules-fifty"]:
            got = {s: run(t, w, args.warm, args.games, args.lines if s == "B" else 0)
                   for s, t in trees.items()}
            b = got["B"]
            head = (f"{w}: games {args.warm}-{args.warm + args.games - 1}, "
                    f"{b['decisions']:.1f} decisions a game; "
                    f"bytecodes a game: B {b['per_game']:,.0f}")
            if "A" in got:
                a = got["A"]
                head += f", A ({args.base}) {a['per_game']:,.0f}, B/A " \
                        f"{b['per_game'] / a['per_game']:.4f}"
            print(head)
            for name, n in sorted(b["functions"].items(), key=lambda x: -x[1])[:args.top]:
                was = "" if "A" not in got else \
                    f"  A {got['A']['functions'].get(name, 0):>11,.0f}"
                print(f"  {n:>11,.0f} {100 * n / b['per_game']:5.1f} %{was}  {name}")
            for h in b["handlers"]:
                print(f"--- {h['handler']}: {h['per_game']:,.0f} a game")
                for n, line in h["lines"]:
                    print(f"{n:>9,.0f} | {line}")


if __name__ == "__main__":
    main()
