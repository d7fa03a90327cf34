"""The tap form: a bounded hook on a hot event run on the tap's plain values (issue 24).

``compile_rule`` gives a hook on play, pickup, draw, clear or turn whose cost is bounded a
third form (``sandbox/tapform.py``): no payload, its table view built when it first
reads it, its rule's counts read in their slot and the counts it changed returned as
pairs, not as ``Remember`` effects. Its runner (``tap_runner``) writes the counts to
their slot and hands the call over (None) for anything unusual, so the handler runs
the hook by ``run_bounded``. The rules runtime's handlers hold most tap forms written
into themselves (``sandbox/fused.py``: no runner call); ``fused_runner`` runs that
fused form alone, and every test of the runner here holds the fused form to the same
results. These tests pin which hooks get a tap form, what it returns against the
direct path, that attacks are handed over, the budget, and the games
(tests/play/test_runtime_tapform.py).
"""

from __future__ import annotations

import ast

import pytest

from lopti_rules.engine.events import Play
from lopti_rules.sandbox import (
    DEFAULT_POLICY,
    CostBudget,
    HookStopped,
    StrictPolicy,
    compile_rule,
    fused_runner,
    run_bounded,
    tap_runner,
)
from lopti_rules.sandbox.direct import direct_trees
from lopti_rules.sandbox.effects import Remember
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.tapform import event_of, tap_tree
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

#: What the compiler writes for ``count "plays"``, ``add 1 to "plays"``, a cheer at 3.
COUNTING = '''def after_play(view, event, rule):
    fuel()
    out = ()
    k1 = rule.counts[0]
    k1 = add(k1, event.count)
    if k1 == 3:
        out = push(out, Say(event.player, 'Three!'))
    if k1 != rule.counts[0]:
        out = push(out, Remember(0, k1))
    return out
'''
PLAY = Play(player=1, rank=8, count=1, cards=(24,), source="hand", bonus=False,
            previous_rank=6, previous_count=1)
VALUES = (1, 8, 1, 1 << 24, "hand", False, 6, 1)  #: the tap's plain values of PLAY
#: The two ways a handler runs a tap form: by its runner, and written into the handler.
RUNNERS = pytest.mark.parametrize("runner", [tap_runner, fused_runner],
                                  ids=["runner", "fused"])


def _table():  # type: ignore[no-untyped-def]
    return table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                      current=1, dealer=0, pile=4)


class _Src:
    """The rules in play on one game, as a tap runner reads them (``TapSource``)."""

    def __init__(self, counts: tuple[int, ...] = (0,)) -> None:
        self.depth = 0
        self.budget = CostBudget()
        self.memory = [list(counts)]
        self.rule_views: list[object] = [None]

    def rule_view(self, index: int) -> RuleView:
        return RuleView(rounds=1, clears=0, pickups=0, fired=0,
                        counts=tuple(self.memory[index]))


def _both(source: str, counts: tuple[int, ...], runner=tap_runner  # type: ignore[no-untyped-def]
          ) -> tuple[str, str]:
    """The hook run by the direct path (with the payload and views) and by its tap form,
    as the effects each path applies (the tap form's pairs as Remember effects)."""
    hook = compile_rule(source, rule="r").hooks["after_play"]
    assert hook.tap is not None
    view = _table()
    rule = RuleView(rounds=1, clears=0, pickups=0, fired=0, counts=counts)
    try:
        direct = repr(run_bounded(hook, view, event_view(PLAY, view), rule))
    except HookStopped as stop:
        direct = f"stopped: {stop.reason}"
    src = _Src(counts)
    got = runner(hook, lambda src, acting: view, 0)(src, 1, VALUES, object())
    if got is None:  # handed over: the handler runs it by run_bounded
        return direct, "handed over"
    if got is False:  # only its counts changed: they are in their slot
        changed = [Remember(k, v) for k, v in enumerate(src.memory[0]) if v != counts[k]]
        return direct, repr(changed)
    return direct, repr(got)


def test_a_bounded_hook_on_a_hot_event_has_a_tap_form_without_payload_or_remember() -> None:
    (plain,) = direct_trees(ast.parse(COUNTING), {"after_play"})
    tree, reads_rule = tap_tree(plain, "play", 2, DEFAULT_POLICY)  # type: ignore[misc]
    code = ast.unparse(tree)
    assert not reads_rule
    assert "event" not in code and "Remember" not in code and "rule.counts" not in code
    assert "k1 = add(k1, x_count)" in code  # the tap's value
    assert "_M_[0]" in code and "_rem_ = (*_rem_, 0, k1)" in code  # the slot, and a pair
    # the player's view from the table view, built when first read
    assert "(view or (view := _T_(_p_, _a_)))._by_seat[x_player]" in code


@RUNNERS
@pytest.mark.parametrize("counts", [(0,), (1,), (2,), (5,), (1_000_000,)])
def test_the_tap_form_returns_what_the_direct_path_does(counts: tuple[int, ...],
                                                        runner) -> None:  # type: ignore[no-untyped-def]
    direct, tapped = _both(COUNTING, counts, runner)
    if counts == (1_000_000,):  # add() is capped: the tap form hands the call over
        assert tapped == "handed over" and direct.startswith("stopped: OverflowError")
    else:
        assert tapped == direct
    if counts == (2,):  # the cheer and the count, in the reference's order
        assert "Say(" in tapped and tapped.index("Say(") < tapped.index("Remember(")


@RUNNERS
def test_a_hook_that_only_counts_changes_its_slot_and_builds_nothing(runner) -> None:  # type: ignore[no-untyped-def]
    hook = compile_rule(COUNTING, rule="r").hooks["after_play"]
    built: list[int] = []
    src = _Src((0,))
    run = runner(hook, lambda src, acting: built.append(1), 0)
    assert run is not None
    assert run(src, 1, VALUES, object()) is False  # type: ignore[arg-type]
    assert src.memory == [[1]]
    assert not built  # the table view was never read, so never built


@pytest.mark.parametrize("body", [
    "return (view.acting,)",  # a view returned as an effect
    "return (Say(view.acting, 'x'), 1)",  # a number among the effects
    "return [Say(view.acting, 'x')]",  # a list, not a tuple
    "return (Say(view.acting, text('a', div(event.rank, 0))),)",  # raises
    "return (Remember(0, event.source),)",  # a count that is not a number
])
@RUNNERS
def test_anything_unusual_is_handed_over_and_the_direct_path_decides(body: str,
                                                                      runner) -> None:  # type: ignore[no-untyped-def]
    source = f"def after_play(view, event, rule):\n    fuel()\n    {body}\n"
    hook = compile_rule(source, rule="attack").hooks["after_play"]
    assert hook.tap is not None
    view = _table()
    src = _Src((0,))
    run = runner(hook, lambda src, acting: view, 0)
    assert run is not None and run(src, 1, VALUES, object()) is None  # type: ignore[arg-type]
    # nothing was charged or written: the direct path does it when it runs the hook
    assert src.budget.event_left == DEFAULT_POLICY.MAX_EVENT_COST
    assert src.budget.game_left == DEFAULT_POLICY.MAX_GAME_COST
    assert src.memory == [[0]]


@RUNNERS
def test_the_tap_form_charges_the_bound_and_hands_over_when_the_budget_holds_less(
        runner) -> None:  # type: ignore[no-untyped-def]
    hook = compile_rule(COUNTING, rule="r").hooks["after_play"]
    view = _table()
    src = _Src((0,))
    cause = object()
    run = runner(hook, lambda src, acting: view, 0)
    assert run is not None
    run(src, 1, VALUES, cause)  # type: ignore[arg-type]
    assert DEFAULT_POLICY.MAX_EVENT_COST - src.budget.event_left == hook.bound.cost
    src.budget.game_left = hook.bound.cost - 1
    assert run(src, 1, VALUES, cause) is None  # type: ignore[arg-type]
    assert src.budget.game_left == hook.bound.cost - 1 and src.memory == [[1]]
    src.budget.game_left = 10 ** 6
    src.depth = DEFAULT_POLICY.MAX_HOOK_DEPTH + 1  # a chain too deep: the reference stops it
    assert run(src, 1, VALUES, cause) is None  # type: ignore[arg-type]


def test_only_hooks_that_fit_get_a_tap_form() -> None:
    assert event_of("after_play_2") == "play" and event_of("before_turn") == "turn"
    # the turn's end is hot too (issue 24: built and sent on every turn before)
    assert event_of("after_turn_end") == "turn_end" == event_of("after_turn_end_2")
    assert event_of("after_turn_2") == "turn"
    assert event_of("after_deal") is None and event_of("after_take_up") is None
    whole = COUNTING.replace("event.count", "len(event.cards)").replace(
        "Say(event.player", "Say(view.acting")
    assert compile_rule(whole, rule="r").hooks["after_play"].tap is not None
    others = {
        "an event field it does not have": COUNTING.replace("event.count", "event.reason"),
        "a cold event": COUNTING.replace("after_play", "after_take_up"),
        "a strict policy": COUNTING,
    }
    for why, source in others.items():
        policy = StrictPolicy() if why == "a strict policy" else DEFAULT_POLICY
        hooks = compile_rule(source, rule="r", policy=policy).hooks
        assert all(h.tap is None for h in hooks.values()), why
    roshambo = ("def after_play(view, event, rule):\n    fuel()\n"
                "    return (Roshambo(view.acting, view.next),)\n")
    assert compile_rule(roshambo, rule="r").hooks["after_play"].tap is None
    many = ("def after_play(view, event, rule):\n    fuel()\n    out = ()\n"
            "    for i in range(40):\n        fuel()\n"
            "        out = push(out, Say(view.acting, 'x'))\n"
            "    return out\n")  # may return more than MAX_EFFECTS
    assert compile_rule(many, rule="r").hooks["after_play"].tap is None

