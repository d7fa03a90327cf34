"""Rules in play: seeded 4-player bot games without rules, with an empty runtime and with
ten example rules loaded; and the compile time per rule.

Run: ``.venv/bin/python benchmarks/rules.py`` (``--games 200`` for a quick look).

Targets (issue 4): games/s with ten rules at least 2/3 of games/s without (time ratio
at most 1.5); hook dispatch costs nothing when no rule listens (an empty runtime
attached: ratio 1.0). A diagnostic row, "ten rules saying", loads the same ten hooks
with the same conditions but each saying a word instead of its effects: the cost of
dispatch and firing alone, on the games without rules (the effects, and the longer
games they make, are the rest). Every figure is measured in this process against a baseline
measured in the same process: the same seeds, bots and deals, timed in slices of 25
games interleaved across the setups, each slice's best of ``--repeat`` runs (the
machine is shared; the best timing is the least disturbed one).
Games with rules differ in length, so decisions/s is shown too.

``--layers`` also times the ten rules with the fast path's layers taken off, against
the same baseline: "no memo" keeps the pre-checks but no constant plans or memos (every
hook whose pre-check holds is called), "reference" is ``prechecks=False`` (every hook
called on every event it listens to). What each layer buys is the difference.

``--breakdown`` also swaps each of the ten rules in turn for its saying version (the
other nine as they are): what a rule's effects cost, the longer games they make
included, in units of a game without rules.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from lopti_rules.engine import OVER, Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.language import CompiledBook, compile_text
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.play import hooks as _hooks

EXAMPLES = Path(__file__).parents[1] / "examples" / "rules"
#: Ten example rules, every kind of effect among them (skip, reverse, restrictions,
#: draws, gives, takes, says, Roshambo); the two that never fire are left out.
TEN = ["ace-high-only", "big-clear-fewest-takes", "big-pickup-groan", "big-play-goes-low",
       "deal-pass-left", "eights-skip", "five-roshambo", "four-clear-pairs", "kings-pair",
       "nine-reverses"]
TARGET_RATIO = 1.5


def _books(names: list[str]) -> list[CompiledBook]:
    return [compile_text((EXAMPLES / f"{n}.lopti").read_text(encoding="utf-8"), f"{n}.lopti")
            for n in names]


def _saying(names: list[str]) -> list[CompiledBook]:
    """The rules ``names``, each hook's effects replaced by ``acting player says``."""
    books = []
    for n in names:
        lines = (EXAMPLES / f"{n}.lopti").read_text(encoding="utf-8").splitlines()
        text = "".join(f'{ln}\n    acting player says "{n}"\n' if ln.startswith("  ") else
                       f"{ln}\n" for ln in lines
                       if ln.startswith(("rule ", "  after ", "  before ")))
        books.append(compile_text(text, f"{n}-saying.lopti"))
    return books


def play(seeds: range, bot: str, runtime: RuleRuntime | None) -> tuple[float, int]:
    """(seconds, decisions) for the seeded 4-player games of ``seeds``."""
    decisions = 0
    start = time.perf_counter()
    for seed in seeds:
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


CHUNK = 25  #: games per timed slice


def best(runs: int, games: int, fns: dict[str, Callable[[range], tuple[float, int]]]
         ) -> dict[str, tuple[float, int]]:
    """Per setup: the sum over slices of ``CHUNK`` games of the fastest of ``runs`` timings
    of that slice, the setups interleaved slice by slice (a load spike on a shared
    machine then spoils one slice of one run, not a whole row)."""
    fastest: dict[tuple[str, int], tuple[float, int]] = {}
    for _ in range(runs):
        for start in range(0, games, CHUNK):
            seeds = range(start, min(start + CHUNK, games))
            for name, fn in fns.items():
                t, d = fn(seeds)
                key = (name, start)
                if key not in fastest or t < fastest[key][0]:
                    fastest[key] = (t, d)
    out: dict[str, tuple[float, int]] = {}
    for (name, _), (t, d) in fastest.items():
        total_t, total_d = out.get(name, (0.0, 0))
        out[name] = (total_t + t, total_d + d)
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
    ap.add_argument("--layers", action="store_true",
                    help="also time the ten rules without memos and without pre-checks")
    ap.add_argument("--breakdown", action="store_true",
                    help="also time the ten rules with each one in turn only saying a word")
    args = ap.parse_args()

    ten = RuleRuntime(_books(TEN))
    saying = RuleRuntime(_saying(TEN))
    empty = RuleRuntime([])
    layers = {"ten rules, no memo": _without_memos(_books(TEN)),
              "ten rules, reference": RuleRuntime(_books(TEN), prechecks=False),
              } if args.layers else {}
    rows = []
    for bot in ("random", "greedy"):
        fns: dict[str, Callable[[range], tuple[float, int]]] = {
            "no rules": lambda seeds, b=bot: play(seeds, b, None),  # type: ignore[misc]
            "empty runtime": lambda seeds, b=bot: play(seeds, b, empty),  # type: ignore[misc]
            "ten rules saying": lambda seeds, b=bot: play(seeds, b, saying),  # type: ignore[misc]
            "ten rules": lambda seeds, b=bot: play(seeds, b, ten),  # type: ignore[misc]
        }
        for label, rt in layers.items():
            fns[label] = lambda seeds, b=bot, r=rt: play(seeds, b, r)  # type: ignore[misc]
        got = best(args.repeat, args.games, fns)
        base_t, base_d = got["no rules"]
        for name, (t, d) in got.items():
            rows.append({"bot": bot, "setup": name, "games_per_s": args.games / t,
                         "decisions_per_s": d / t, "time_ratio": t / base_t,
                         "decisions_ratio": d / base_d})
    mean_ms, max_ms, n = compile_times(args.repeat)
    parts = breakdown(args.repeat, args.games) if args.breakdown else []

    if args.json:
        print(json.dumps({"rows": rows, "compile_ms_per_rule_mean": round(mean_ms, 2),
                          "compile_ms_per_rule_max": round(max_ms, 2), "rules": n,
                          "target_time_ratio": TARGET_RATIO, "breakdown": parts}, indent=2))
        return
    table = Table(title=f"Rules in play: {args.games} seeded 4-player games per row, "
                        f"slices of {CHUNK} best of {args.repeat}")
    for col in ("bot", "setup", "games/s", "decisions/s", "time ratio", "target",
                "decisions x"):
        table.add_column(col, justify="right")
    for r in rows:
        target = {"empty runtime": "1.00",
                  "ten rules": f"<= {TARGET_RATIO}"}.get(r["setup"], "")
        table.add_row(r["bot"], r["setup"], f"{r['games_per_s']:,.0f}",
                      f"{r['decisions_per_s']:,.0f}", f"{r['time_ratio']:.2f}", target,
                      f"{r['decisions_ratio']:.2f}")
    console = Console(width=110)
    console.print(table)
    console.print(f"compile (parse + validate + generate + RestrictedPython): "
                  f"{mean_ms:.1f} ms per rule on average, {max_ms:.1f} ms at most "
                  f"({n} example rules)")
    console.print("ten rules: " + ", ".join(TEN))
    for r in rows:
        if r["setup"] == "ten rules":
            verdict = "met" if r["time_ratio"] <= TARGET_RATIO else "NOT met"
            console.print(f"{r['bot']} bots: time ratio {r['time_ratio']:.2f}, target "
                          f"<= {TARGET_RATIO} {verdict}")
    if parts:
        table = Table(title="What each rule's effects cost: the ten rules, that one only "
                            "saying a word instead")
        for col in ("rule", "bot", "time ratio", "its effects", "decisions x"):
            table.add_column(col, justify="right")
        for r in parts:
            table.add_row(r["rule"], r["bot"], f"{r['time_ratio']:.2f}",
                          f"{r['effects_cost']:.3f}", f"{r['decisions_ratio']:.2f}")
        console.print(table)
        console.print("its effects: the ten rules' time ratio minus this row's (in games "
                      "without rules); the longer games they make included")


def _without_memos(books: list[CompiledBook]) -> RuleRuntime:
    """The ten rules with pre-checks but no constant plans or memos: the runtime built
    while ``prefilter.constant_effects`` and ``memo_key_expr`` find none (as the tests
    do, ``tests/play/test_runtime_memo.py``)."""
    kept = _hooks.constant_effects, _hooks.memo_key_expr
    _hooks.constant_effects = lambda *args: None  # type: ignore[assignment]
    _hooks.memo_key_expr = lambda *args: None  # type: ignore[assignment]
    try:
        return RuleRuntime(books)
    finally:
        _hooks.constant_effects, _hooks.memo_key_expr = kept


def breakdown(repeat: int, games: int) -> list[dict[str, Any]]:
    """Per bot and rule: the ten rules with that rule only saying a word (its hook and
    condition kept), against the ten rules and no rules, in the same interleaved run."""
    out: list[dict[str, Any]] = []
    runtimes: dict[str, RuleRuntime] = {"ten rules": RuleRuntime(_books(TEN))}
    for i, name in enumerate(TEN):
        books = _books(TEN)
        books[i] = _saying([name])[0]
        runtimes[name] = RuleRuntime(books)
    for bot in ("random", "greedy"):
        fns: dict[str, Callable[[range], tuple[float, int]]] = {
            "no rules": lambda seeds, b=bot: play(seeds, b, None),  # type: ignore[misc]
        }
        for label, rt in runtimes.items():
            fns[label] = lambda seeds, b=bot, r=rt: play(seeds, b, r)  # type: ignore[misc]
        got = best(repeat, games, fns)
        base_t, base_d = got["no rules"]
        ten_t = got["ten rules"][0]
        for name in TEN:
            t, d = got[name]
            out.append({"bot": bot, "rule": name, "time_ratio": t / base_t,
                        "effects_cost": (ten_t - t) / base_t, "decisions_ratio": d / base_d})
    return out


if __name__ == "__main__":
    main()
