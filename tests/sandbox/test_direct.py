"""The sandbox's fast path: a hook whose cost is bounded runs as a plain function (issue 24).

``compile_rule`` compiles such a hook a second time, from the same checked tree, without
fuel ticks or guard calls (``sandbox/direct.py``); ``run_bounded`` calls it once the
budgets hold its static bound. These tests pin which hooks get a direct function, what
its code is, that it returns and stops exactly as the metered reference does, and that
games played on the fast path and on the reference path are the same, byte for byte.
"""

from __future__ import annotations

import ast

import pytest
from support import each
from support.games import play_with_rules
from support.paths import EXAMPLES

from lopti_rules.engine.events import Play
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.sandbox import (
    DEFAULT_POLICY,
    CostBudget,
    HookStopped,
    StrictPolicy,
    compile_rule,
    run_bounded,
    run_hook,
)
from lopti_rules.sandbox.direct import direct_trees
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

COUNTING = '''def after_play(view, event, rule):
    fuel()
    out = ()
    k1 = rule.counts[0]
    k1 = add(k1, 1)
    if k1 == 3:
        out = push(out, Say(view.acting, 'Three!'))
    if k1 != rule.counts[0]:
        out = push(out, Remember(0, k1))
    return out
'''
LOOPING = '''def after_play(view, event, rule):
    fuel()
    out = ()
    for p in view.still_in:
        fuel()
        if p.hand > 2:
            out = push(out, Say(p, 'many'))
    return out
'''
#: Three nested loops of 100 passes: far more than MAX_COST units a call.
RUNAWAY = '''def after_play(view, event, rule):
    fuel()
    n = 0
    for a in range(100):
        fuel()
        for b in range(100):
            fuel()
            for c in range(100):
                fuel()
                n += 1
    return ()
'''


def _views(counts: tuple[int, ...] = (2,)) -> tuple[object, object, RuleView]:
    view = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                      current=1, dealer=0, pile=4)
    play = Play(player=1, rank=8, count=1, cards=(24,), source="hand", bonus=False,
                previous_rank=6, previous_count=1)
    return view, event_view(play, view), RuleView(rounds=1, clears=0, pickups=0, fired=0,
                                                  counts=counts)


def test_a_bounded_hook_runs_as_a_plain_function_without_ticks_or_guards() -> None:
    hook = compile_rule(COUNTING, rule="count").hooks["after_play"]
    assert hook.direct is not None and hook.bound.cost <= DEFAULT_POLICY.MAX_COST
    (tree,) = direct_trees(ast.parse(COUNTING), {"after_play"})
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert "fuel" not in names and "_getattr_" not in names and "_getitem_" not in names
    # a rule's own counts at a constant index: a plain item read
    assert "rule.counts[0]" in ast.unparse(tree)


def test_a_loop_over_the_players_is_plain_and_any_other_keeps_its_guard() -> None:
    (tree,) = direct_trees(ast.parse(LOOPING), {"after_play"})
    assert "for p in view.still_in" in ast.unparse(tree)
    other = LOOPING.replace("view.still_in", "event.cards").replace("p.hand > 2", "p > 2") \
        .replace("Say(p, 'many')", "Say(view.acting, 'many')")
    (tree,) = direct_trees(ast.parse(other), {"after_play"})
    assert "_getiter_(event.cards)" in ast.unparse(tree)


def test_augmented_assignment_is_the_capped_add_in_the_direct_form() -> None:
    (tree,) = direct_trees(ast.parse(RUNAWAY), {"after_play"})
    assert "n = add(n, 1)" in ast.unparse(tree)


def test_a_hook_over_its_limits_and_a_strict_policy_keep_the_meter() -> None:
    assert compile_rule(RUNAWAY, rule="runaway").hooks["after_play"].direct is None
    assert compile_rule(COUNTING, rule="count", policy=StrictPolicy()) \
        .hooks["after_play"].direct is None


@each.parametrize("counts", [(0,), (1,), (2,), (5,), (1_000_000,)], size=60)
def test_the_direct_function_returns_and_stops_as_the_reference_does(
        counts: tuple[int, ...]) -> None:
    hook = compile_rule(COUNTING, rule="count").hooks["after_play"]
    view, event, rule = _views(counts)
    results = []
    for run in (run_hook, run_bounded):
        try:
            results.append(repr(run(hook, view, event, rule)))  # type: ignore[arg-type]
        except HookStopped as stop:
            results.append(f"stopped: {stop.reason} at {stop.line}")
    assert results[0] == results[1]
    if counts == (1_000_000,):  # add() is capped on both paths (MAX_INT)
        assert results[0].startswith("stopped: OverflowError")


def test_the_fast_path_charges_the_bound_and_meters_when_the_budget_holds_less() -> None:
    hook = compile_rule(LOOPING, rule="loop").hooks["after_play"]
    assert hook.direct is not None
    view, event, rule = _views()
    budget = CostBudget()
    cause = object()
    run_bounded(hook, view, event, rule, budget=budget, cause=cause)  # type: ignore[arg-type]
    assert DEFAULT_POLICY.MAX_EVENT_COST - budget.event_left == hook.bound.cost
    assert DEFAULT_POLICY.MAX_GAME_COST - budget.game_left == hook.bound.cost
    # a game budget below the bound: the metered call runs, and is stopped as the
    # reference is (its first tick charges more than is left)
    budget.game_left = 1
    with pytest.raises(HookStopped) as fast:
        run_bounded(hook, view, event, rule, budget=budget, cause=cause)  # type: ignore[arg-type]
    reference = CostBudget()
    reference.game_left = 1
    with pytest.raises(HookStopped) as metered:
        run_hook(hook, view, event, rule, budget=reference, cause=cause)  # type: ignore[arg-type]
    assert fast.value.reason == metered.value.reason
    assert "MAX_GAME_COST" in fast.value.reason


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_fifty_example_rules_play_the_same_games_on_both_paths() -> None:
    """The first fifty shipped example rules as one book (benchmarks/ab.py's fifty-rule
    book): the fast path (pre-checks, kept plans, plain functions) and the reference
    path (every hook called and metered on every event) play the same games, byte for
    byte, with the same firings and stops (R-CUSTOM, R-VOTE-6)."""
    files = sorted(EXAMPLES.glob("*.lopti"))[:50]
    books = [compile_text(f.read_text(encoding="utf-8"), f.name) for f in files]
    assert any(h.hook.direct is not None for b in books for r in b.rules for h in r.hooks)

    def run(prechecks: bool) -> tuple[object, ...]:
        rt = RuleRuntime(books, prechecks=prechecks)
        records: list[str] = []
        rt.listen(lambda r: records.append(repr(r)))
        histories = []
        for seed in (1, 2, 3):
            game = play_with_rules(rt, 4, seed, "greedy", agents=bot_agents(4, seed)).game
            histories.append(repr(game.history))
        return tuple(histories), tuple(rt.fired), tuple(rt.stopped), tuple(records)

    assert run(True) == run(False)
