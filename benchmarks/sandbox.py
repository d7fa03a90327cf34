"""Benchmark: small house-rule hooks as plain Python vs under the lopti sandbox.

Each case is one hook body written twice: as a person would write it in plain
Python, and as the rule compiler emits it (fuel ticks, capped helpers instead
of operators), compiled and run by ``lopti_rules.sandbox``. Both run in this
process on the same view and event; the table prints the time per call and
the ratio sandbox / plain (target: at most 2-3x, issue 4).

Two reference columns run the same hook body with slower attribute guards to
show why the default guard is what it is: ``StrictPolicy``'s Python-level
per-type whitelist ``_getattr_`` and RestrictedPython's stock ``safer_getattr``.

``--attacks`` times instead how long the sandbox takes to stop each resource attack of
issue 13 (best and worst of ``--repeat`` runs, under both policies): a text of 24,000
parts, nested tuples, 64-element list literals in nested loops, a heavy loop body, and
five heavy hooks on one event (the per-event budget).

``--unit`` calibrates the meter's unit against real time on this machine (issue 28):
heavy metered hooks (loops over the heaviest bodies the cost model charges: comparisons,
texts, collections) run under a fresh budget each, and the CPU time a call takes divided
by the units it was charged is one unit in nanoseconds (median and range over the hooks,
best of ``--repeat`` runs); the per-call, per-event and per-game budgets (the opening, a
decision's share, the cap) are then shown in milliseconds, and as multiples of a rule-free
game (or decision) timed in the same run (the ratio holds on a loaded machine too;
docs/sandbox.md, "Cost model", states them with this command).

``--unit --instructions`` counts instead, under ``valgrind --tool=callgrind``, the
instructions a unit of each kind takes and those of a rule-free game (the same seeds):
figures that do not move with the machine's load, so the budgets in rule-free games are
exact where the times above are a range.

Run: ``.venv/bin/python benchmarks/sandbox.py [--number N] [--attacks] [--unit
[--instructions]]``.
"""

from __future__ import annotations

import argparse
import time
import timeit
from collections.abc import Callable
from typing import Any

from RestrictedPython.Guards import safer_getattr

from lopti_rules.engine.events import Play
from lopti_rules.sandbox import (
    DEFAULT_POLICY,
    CostBudget,
    HookStopped,
    SandboxError,
    StrictPolicy,
    compile_rule,
    run_hook,
)
from lopti_rules.sandbox.effects import Draw, Say, Skip
from lopti_rules.sandbox.eventview import EventView, event_view
from lopti_rules.sandbox.view import SeatState, TableView, table_view

# --------------------------------------------------------------------------- cases


def plain_eights(view: TableView, event: EventView) -> list[Any]:
    if event.rank == 8 and view.next.hand > 0:
        return [Skip(view.next)]
    return []


def plain_quiet(view: TableView, event: EventView) -> list[Any]:
    if event.rank == 14 and event.count >= 2 and view.pile > 10:
        return [Skip(view.next)]
    return []


def plain_loop(view: TableView, event: EventView) -> list[Any]:
    out = []
    for p in view.still_in:
        if p.cards < 4 and not p.is_current:
            out.append(Draw(p, 1))
    return out


def plain_text(view: TableView, event: EventView) -> list[Any]:
    n = event.count + view.pile
    if n > 3:
        return [Say(event.player, "pile of " + str(n))]
    return []


GENERATED = {
    "eights": """
def h(view, event, rule):
    fuel()
    if event.rank == 8 and view.next.hand > 0:
        return [Skip(view.next)]
    return []
""",
    "quiet": """
def h(view, event, rule):
    fuel()
    if event.rank == 14 and event.count >= 2 and view.pile > 10:
        return [Skip(view.next)]
    return []
""",
    "loop": """
def h(view, event, rule):
    fuel()
    v_out = ()
    for v_p in view.still_in:
        fuel()
        if v_p.cards < 4 and not v_p.is_current:
            v_out = push(v_out, Draw(v_p, 1))
    return v_out
""",
    "text": """
def h(view, event, rule):
    fuel()
    v_n = add(event.count, view.pile)
    if v_n > 3:
        return [Say(event.player, text("pile of ", v_n))]
    return []
""",
}
PLAIN: dict[str, Callable[[TableView, EventView], list[Any]]] = {
    "eights": plain_eights, "quiet": plain_quiet, "loop": plain_loop, "text": plain_text,
}


# --------------------------------------------------------------------------- guards


def _table() -> tuple[TableView, EventView]:
    seats = [SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2), SeatState(3, 2, 3)]
    view = table_view(seats, current=1, dealer=0, pile=6, draw_pile=12, top_rank=8,
                      top_count=2)
    play = Play(player=1, rank=8, count=2, cards=(24, 25), source="hand", bonus=False,
                previous_rank=6, previous_count=1)
    return view, event_view(play, view)


def _best(fn: Callable[[], object], number: int) -> float:
    """Best of nine runs, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=9)) / number * 1e6


def _hook(*body: str) -> str:
    return "def h(view, event, rule):\n    fuel()\n" + "".join(f"    {b}\n" for b in body)


_COND = " and ".join(f"view.next.hand != {100 + i}" for i in range(200))
ATTACKS = {
    "text of 24,000 parts": _hook("return [Say(view.next, text(" + ", ".join(["1"] * 24_000)
                                  + "))]"),
    "nested tuples, K=60": _hook("x = ()", "y = ()", "for i in range(60):", "    fuel()",
                                 "    x = (x, x)", "    y = (y, y)", "return []"),
    "64-element lists, 10^6 passes": _hook(
        "for i in range(100):", "    fuel()", "    for j in range(100):", "        fuel()",
        "        for k in range(100):", "            fuel()",
        "            z = [" + ", ".join(["i"] * 64) + "]", "return []"),
    "heavy loop body (1.8 KB test)": _hook(
        "for i in range(99):", "    fuel()", "    for j in range(99):", "        fuel()",
        f"        if {_COND}:", "            pass", "return []"),
}


def attacks(repeat: int) -> None:
    """How long each attack takes to be stopped (compile refusals included)."""
    view, event = _table()
    print(f"{'attack':<31} {'stopped by':<45} {'compile ms':>10} {'run ms':>13}")
    for name, source in ATTACKS.items():
        compiling, running, how = [], [], ""
        for _ in range(repeat):
            for policy in (DEFAULT_POLICY, StrictPolicy()):
                start = time.perf_counter()
                try:
                    hook = compile_rule(source, rule="attack", policy=policy).hooks["h"]
                except SandboxError as err:
                    how = "refused: " + err.problems[0].message[:35]
                    compiling.append((time.perf_counter() - start) * 1e3)
                    continue
                compiling.append((time.perf_counter() - start) * 1e3)
                start = time.perf_counter()
                try:
                    run_hook(hook, view, event)
                    how = "NOT STOPPED"
                except HookStopped as stop:
                    how = "stopped: " + stop.reason[:36]
                running.append((time.perf_counter() - start) * 1e3)
        ran = f"{min(running):.2f}-{max(running):.2f}" if running else "-"
        print(f"{name:<31} {how:<45} {min(compiling):>10.1f} {ran:>13}")
    # five heavy hooks on one event, then on many events: the per-event and per-game budgets
    heavy = compile_rule(ATTACKS["heavy loop body (1.8 KB test)"], rule="heavy").hooks["h"]
    budget = CostBudget()
    start = time.perf_counter()
    calls = stops = 0
    while budget.game_left > 0 and calls < 10_000:
        for _ in range(5):
            calls += 1
            try:
                run_hook(heavy, view, event, budget=budget, cause=calls // 5)
            except HookStopped:
                stops += 1
    print(f"five heavy hooks an event until the game budget is spent: {calls} calls, "
          f"{(time.perf_counter() - start):.2f} s in all")


#: Metered hooks for the unit's calibration: each spends most of a call's budget on one
#: kind of work the cost model charges (node by node, texts by length, collections by size).
CALIBRATION = {
    "comparisons (1.8 KB test)": ATTACKS["heavy loop body (1.8 KB test)"],
    "texts": _hook("for i in range(99):", "    fuel()", "    for j in range(40):",
                   "        fuel()", "        t = text('a', i, 'b', j, 'c', i, 'd', j)",
                   "return []"),
    "collections": _hook("x = ()", "for i in range(99):", "    fuel()",
                         "    for j in range(40):", "        fuel()", "        x = push((), j)",
                         "        y = max(i, j, 3)", "return []"),
    # add, sub and mod are the helpers the compiler writes for 'add N to "x"', sums and
    # 'is even': a Python call each, charged as its nodes (session 16: the dearest kind)
    "arithmetic helpers": _hook("n = 0", "for i in range(99):", "    fuel()",
                                "    for j in range(99):", "        fuel()",
                                "        n = sub(add(n, 2), 1)",
                                "        if mod(j, 2) == 0:", "            n = add(n, 1)",
                                "return []"),
    "players and counts": _hook("n = 0", "for i in range(99):", "    fuel()",
                                "    for p in view.still_in:", "        fuel()",
                                "        if p.hand > 2 and p.cards != 7:",
                                "            n = add(n, 1)", "return []"),
}


def _rule_free_games(games: int) -> float:
    """Seconds a seeded 4-player game without rules takes (greedy bots, benchmarks/ab.py's
    rules-none workload): the mean of seeds 0 to ``games - 1``."""
    from lopti_rules.engine import OVER, Game
    from lopti_rules.engine.bots import make_bot

    start = time.process_time()
    for seed in range(games):
        game, bot = Game(4, seed), make_bot("greedy", seed)
        while game.phase != OVER:
            game.apply(bot.choose(game))
    return (time.process_time() - start) / games


def _rule_free_decisions(games: int) -> float:
    """Decisions (swaps, plays, flips, pickups) a seeded 4-player game without rules takes,
    as :func:`_rule_free_games` plays them: the mean of seeds 0 to ``games - 1``."""
    from lopti_rules.engine import OVER, Game
    from lopti_rules.engine.bots import make_bot

    taken = 0
    for seed in range(games):
        game, bot = Game(4, seed), make_bot("greedy", seed)
        while game.phase != OVER:
            game.apply(bot.choose(game))
        taken += len(game.history)
    return taken / games


def _budgets(per_unit: float, low: float, high: float, game: float, decisions: float,
             unit: str) -> None:
    """Print the budgets at ``per_unit`` (``low``-``high``) of ``unit`` (ns, or
    instructions) a cost unit, against a rule-free game of ``game`` of them and
    ``decisions`` decisions."""
    policy = DEFAULT_POLICY
    decision = game / decisions
    scale, shown = (1e6, "ms") if unit == "ns" else (1.0, "instructions")
    print(f"a rule-free decision: {decision / (1e3 if unit == 'ns' else 1):,.1f} "
          f"{'us' if unit == 'ns' else unit} = {decision / per_unit:,.0f} units "
          f"({decisions:.1f} decisions a game)")
    for label, units, against, name in (
            ("a call (MAX_COST)", policy.MAX_COST, game, "rule-free games"),
            ("an event (MAX_EVENT_COST)", policy.MAX_EVENT_COST, game, "rule-free games"),
            ("the opening (MAX_OPENING_COST)", policy.MAX_OPENING_COST, game,
             "rule-free games"),
            ("a decision (MAX_DECISION_COST)", policy.MAX_DECISION_COST, decision,
             "rule-free decisions"),
            ("a game at most (MAX_GAME_COST)", policy.MAX_GAME_COST, game, "rule-free games")):
        if unit == "ns":
            at, to = (scale, shown) if units * per_unit >= scale else (1e3, "us")
            print(f"budget of {label:<32} {units:>10,} units = {units * per_unit / at:8.2f} "
                  f"{to} ({units * low / at:.2f}-{units * high / at:.2f} {to}), "
                  f"{units * per_unit / against:.1f} {name}")
        else:
            print(f"budget of {label:<32} {units:>10,} units = "
                  f"{units * per_unit / against:6.1f} {name} by instructions")
    whole = policy.MAX_OPENING_COST + policy.MAX_DECISION_COST * decisions
    print(f"so a rule-free game's own budget: {whole:,.0f} units = "
          f"{whole * per_unit / game:.1f} rule-free games" + (
              f", {whole * per_unit / 1e6:.1f} ms" if unit == "ns" else " by instructions"))


def unit(repeat: int) -> None:
    """One cost unit in nanoseconds on this machine, and the budgets in milliseconds and
    in rule-free games (timed in the same run, interleaved with the hooks)."""
    view, event = _table()
    per_unit: dict[str, float] = {}
    game = float("inf")
    for name, source in CALIBRATION.items():
        hook = compile_rule(source, rule="calibration").hooks["h"]
        best = float("inf")
        for _ in range(repeat):
            game = min(game, _rule_free_games(20))
            budget = CostBudget()
            start = time.process_time()
            try:
                run_hook(hook, view, event, budget=budget, cause=1)
            except HookStopped:
                pass
            spent = DEFAULT_POLICY.MAX_GAME_COST - budget.game_left
            best = min(best, (time.process_time() - start) * 1e9 / max(spent, 1))
        per_unit[name] = best
    for name, ns in per_unit.items():
        print(f"{name:<28} {ns:6.1f} ns a unit")
    values = sorted(per_unit.values())
    median = values[len(values) // 2]
    print(f"one unit: {median:.1f} ns (median of {len(values)} kinds of work, "
          f"{values[0]:.1f}-{values[-1]:.1f} ns)")
    print(f"a rule-free game (4 players, greedy bots): {game * 1e3:.2f} ms "
          f"= {game * 1e9 / median:,.0f} units")
    _budgets(median, values[0], values[-1], game * 1e9, _rule_free_decisions(20), "ns")


def _unit_child(kind: str, n: int) -> None:
    """Run ``n`` calls of calibration hook ``kind`` (or ``n`` rule-free games, kind
    ``games``); print the units the calls spent."""
    view, event = _table()
    hook = compile_rule(CALIBRATION[kind], rule="calibration").hooks["h"] \
        if kind != "games" else None
    _rule_free_games(1)  # the engine's one-off tables, in both runs
    spent = 0
    if hook is None and n:
        _rule_free_games(n)
    for _ in range(n if hook is not None else 0):
        assert hook is not None
        budget = CostBudget()
        try:
            run_hook(hook, view, event, budget=budget, cause=1)
        except HookStopped:
            pass
        spent += DEFAULT_POLICY.MAX_GAME_COST - budget.game_left
    print(spent)


def unit_instructions(calls: int, games: int) -> None:
    """The unit and a rule-free game in instructions (callgrind): load-independent. Each
    kind runs twice (no calls, ``calls`` calls); the difference over the units spent."""
    import sys

    from ab import callgrind

    def count(kind: str, n: int) -> tuple[int, int]:
        found, out = callgrind([sys.executable, __file__, "--unit-child", kind, str(n)])
        return found, int(out.strip() or 0)

    base, _ = count("games", 0)
    game = (count("games", games)[0] - base) / games
    per_unit = {}
    for kind in CALIBRATION:
        zero, _ = count(kind, 0)
        some, spent = count(kind, calls)
        per_unit[kind] = (some - zero) / spent
        print(f"{kind:<28} {per_unit[kind]:6.1f} instructions a unit")
    values = sorted(per_unit.values())
    median = values[len(values) // 2]
    print(f"a rule-free game (4 players, greedy bots, seeds 0-{games - 1}): {game:,.0f} "
          f"instructions = {game / median:,.0f} units (median {median:.0f} a unit)")
    _budgets(median, values[0], values[-1], game, _rule_free_decisions(games), "instructions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--number", type=int, default=50_000, help="calls per timing run")
    parser.add_argument("--attacks", action="store_true", help="time the attacks' stops")
    parser.add_argument("--repeat", type=int, default=5, help="runs per attack")
    parser.add_argument("--unit", action="store_true",
                        help="calibrate the meter's unit in ns; the budgets in ms")
    parser.add_argument("--instructions", action="store_true",
                        help="with --unit: the unit and the budgets in instructions "
                             "(valgrind), in rule-free games")
    parser.add_argument("--unit-child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.unit_child:
        _unit_child(args.unit_child[0], int(args.unit_child[1]))
        return
    if args.unit and args.instructions:
        unit_instructions(5, 20)
        return
    if args.attacks:
        attacks(args.repeat)
        return
    if args.unit:
        unit(args.repeat)
        return
    view, event = _table()
    print(f"{'case':<7} {'plain':>7} {'body':>7} {'ratio':>6} {'run_hook':>9} {'ratio':>6}"
          f" {'strict':>9} {'safer_getattr':>14}")
    for case, source in GENERATED.items():
        plain = PLAIN[case]
        hook = compile_rule(source, rule=case).hooks["h"]
        assert len(plain(view, event)) == len(run_hook(hook, view, event)), case
        base = _best(lambda: plain(view, event), args.number)  # noqa: B023
        per_call = _best(lambda: run_hook(hook, view, event), args.number)  # noqa: B023
        # The hook body alone, with an endless fuel tank: what the guards cost.
        hook.globals["fuel"] = bool
        body = {}
        strict = StrictPolicy().guarded_getattr
        for label, guard in (("c", getattr), ("py", strict), ("rp", safer_getattr)):
            hook.globals["_getattr_"] = guard
            body[label] = _best(lambda: hook.function(view, event, None), args.number)  # noqa: B023
        hook.globals["_getattr_"] = getattr
        print(f"{case:<7} {base:>7.3f} {body['c']:>7.3f} {body['c'] / base:>5.2f}x"
              f" {per_call:>9.3f} {per_call / base:>5.2f}x"
              f" {body['py'] / base:>8.2f}x {body['rp'] / base:>13.2f}x")
    print("times in microseconds per call; ratios against plain Python. body: the hook")
    print("function alone (guards, fuel ticks, capped helpers); run_hook: the whole call")
    print("(fresh fuel, failure handling, effect checks). strict / safer_getattr: the body")
    print("with StrictPolicy's per-type runtime _getattr_ / RestrictedPython's stock guard.")


if __name__ == "__main__":
    main()
