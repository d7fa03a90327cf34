"""Rules in play: seeded 4-player bot games without rules, with an empty runtime and with
ten example rules loaded; and the compile time per rule.

Run: ``.venv/bin/python benchmarks/rules.py`` (``--games 200`` for a quick look).

Targets (issue 4): games/s with ten rules at least 2/3 of games/s without (time ratio
at most 1.5); hook dispatch costs nothing when no rule listens (an empty runtime
attached: ratio 1.0). Every figure is measured in this process against a baseline
measured in the same process: the same seeds, bots and deals, best of ``--repeat``
interleaved runs (the machine is shared; the best run is the least disturbed one).
Games with rules differ in length, so decisions/s is shown too.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.table import Table

from lopti_rules.bots import make_bot
from lopti_rules.compiler import compile_text
from lopti_rules.engine import Game
from lopti_rules.engine.game import OVER
from lopti_rules.runtime import RuleRuntime, bot_agents

EXAMPLES = Path(__file__).parents[1] / "examples" / "rules"
#: Ten example rules, every kind of effect among them (skip, reverse, restrictions,
#: draws, gives, takes, says, Roshambo); the two that never fire are left out.
TEN = ["ace-high-only", "big-clear-fewest-takes", "big-pickup-groan", "big-play-goes-low",
       "deal-pass-left", "eights-skip", "five-roshambo", "four-clear-pairs", "kings-pair",
       "nine-reverses"]
TARGET_RATIO = 1.5


def _books(names: list[str]) -> list[object]:
    return [compile_text((EXAMPLES / f"{n}.lopti").read_text(encoding="utf-8"), f"{n}.lopti")
            for n in names]


def play(games: int, bot: str, runtime: RuleRuntime | None) -> tuple[float, int]:
    """(seconds, decisions) for ``games`` seeded 4-player games."""
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        if runtime is None:
            g = Game(4, seed)
        else:
            g = runtime.start(4, seed, agents=bot_agents(4, seed)).game
        choose = make_bot(bot, seed).choose
        apply = g.apply
        while g.phase != OVER:
            apply(choose(g))
        decisions += len(g.history)
    return time.perf_counter() - start, decisions


def best(runs: int, fns: dict[str, Callable[[], tuple[float, int]]]
         ) -> dict[str, tuple[float, int]]:
    """The fastest of ``runs`` interleaved runs of each function."""
    out: dict[str, tuple[float, int]] = {}
    for _ in range(runs):
        for name, fn in fns.items():
            t, d = fn()
            if name not in out or t < out[name][0]:
                out[name] = (t, d)
    return out


def compile_times(repeat: int) -> tuple[float, float, int]:
    """(mean ms, max ms, rules) to compile each example rule file (parse, validate,
    generate, RestrictedPython), best of ``repeat``."""
    times = []
    for path in sorted(EXAMPLES.glob("*.lopti")):
        text = path.read_text(encoding="utf-8")
        fastest = min(_timed(lambda t=text, n=path.name: compile_text(t, n))  # type: ignore
                      for _ in range(repeat))
        times.append(fastest * 1000)
    return sum(times) / len(times), max(times), len(times)


def _timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400, help="games per run")
    ap.add_argument("--repeat", type=int, default=3, help="interleaved runs; best is kept")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args()

    ten = RuleRuntime(_books(TEN))  # type: ignore[arg-type]
    empty = RuleRuntime([])
    rows = []
    for bot in ("random", "greedy"):
        got = best(args.repeat, {
            "no rules": lambda b=bot: play(args.games, b, None),  # type: ignore[misc]
            "empty runtime": lambda b=bot: play(args.games, b, empty),  # type: ignore[misc]
            "ten rules": lambda b=bot: play(args.games, b, ten),  # type: ignore[misc]
        })
        base_t, base_d = got["no rules"]
        for name, (t, d) in got.items():
            rows.append({"bot": bot, "setup": name, "games_per_s": args.games / t,
                         "decisions_per_s": d / t, "time_ratio": t / base_t,
                         "decisions_ratio": d / base_d})
    mean_ms, max_ms, n = compile_times(args.repeat)

    if args.json:
        print(json.dumps({"rows": rows, "compile_ms_per_rule_mean": round(mean_ms, 2),
                          "compile_ms_per_rule_max": round(max_ms, 2), "rules": n,
                          "target_time_ratio": TARGET_RATIO}, indent=2))
        return
    table = Table(title=f"Rules in play: {args.games} seeded 4-player games per row, "
                        f"best of {args.repeat}")
    for col in ("bot", "setup", "games/s", "decisions/s", "time ratio", "target",
                "decisions x"):
        table.add_column(col, justify="right")
    for r in rows:
        target = {"no rules": "", "empty runtime": "1.00",
                  "ten rules": f"<= {TARGET_RATIO}"}[r["setup"]]
        table.add_row(r["bot"], r["setup"], f"{r['games_per_s']:,.0f}",
                      f"{r['decisions_per_s']:,.0f}", f"{r['time_ratio']:.2f}", target,
                      f"{r['decisions_ratio']:.2f}")
    console = Console(width=110)
    console.print(table)
    console.print(f"compile (parse + validate + generate + RestrictedPython): "
                  f"{mean_ms:.1f} ms per rule on average, {max_ms:.1f} ms at most "
                  f"({n} example rules)")
    console.print("ten rules: " + ", ".join(TEN))


if __name__ == "__main__":
    main()
