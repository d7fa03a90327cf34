"""The game's cost budget in proportion to the game (issue 28, docs/sandbox.md "Budgets").

A game's hooks may have spent, at any call, ``MAX_OPENING_COST`` plus
``MAX_DECISION_COST`` for each decision the game has taken, never more than
``MAX_GAME_COST``; a call stopped for it closes the game's budget (R-VOTE-6: the game
goes on, its rules do not).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each
from support.paths import ROOT

from lopti_rules.engine.events import Play
from lopti_rules.sandbox import (
    DEFAULT_POLICY,
    CostBudget,
    HookStopped,
    SandboxPolicy,
    compile_rule,
    run_hook,
)
from lopti_rules.sandbox.eventview import EventView, event_view
from lopti_rules.sandbox.view import SeatState, TableView, table_view


class Small(SandboxPolicy):
    MAX_GAME_COST = 1_000
    MAX_OPENING_COST = 100
    MAX_DECISION_COST = 30


EMPTY = "def h(view, event, rule):\n    fuel()\n    return []\n"


def _views() -> tuple[TableView, EventView]:
    table = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3)], current=0, dealer=0)
    play = Play(player=0, rank=8, count=1, cards=(24,), source="hand", bonus=False,
                previous_rank=6, previous_count=1)
    return table, event_view(play, table)


def test_outside_a_game_the_budget_is_the_cap_at_once() -> None:
    budget = CostBudget(Small())
    assert budget.game_left == 1_000
    assert budget.take(1_000, 0, 1) and not budget.take(1, 0, 1)


def test_the_budget_grows_with_the_games_decisions_up_to_the_cap() -> None:
    history: list[int] = []
    budget = CostBudget(Small())
    budget.follow(history)
    assert budget.take(100, 0, 1)  # the opening, before any decision
    assert not budget.take(1, 0, 2)
    history.append(0)  # one decision: 30 more
    assert not budget.take(31, 0, 3)
    assert budget.take(30, 0, 4)
    history.extend(range(1_000))  # far past the cap
    assert budget.take(1_000 - 130, 0, 5)
    assert not budget.take(1, 0, 6)
    assert budget.granted == 1_000


def test_what_was_spent_before_the_game_was_followed_stays_spent() -> None:
    budget = CostBudget(Small())
    assert budget.take(60, 0, 1)
    budget.follow([])
    assert budget.game_left == 40


def test_a_call_stopped_for_the_game_budget_closes_it_and_says_how_far_the_game_got(
) -> None:
    """R-VOTE-6: the stop names what the game had granted and after how many decisions;
    later decisions grant nothing more."""
    hook = compile_rule(EMPTY, rule="r", policy=Small()).hooks["h"]
    assert hook.price is not None and 0 < hook.price < 30
    table, event = _views()
    history = [0, 0]
    budget = CostBudget(Small())
    budget.follow(history)
    calls = 0
    with pytest.raises(HookStopped) as stop:
        while True:
            run_hook(hook, table, event, budget=budget, cause=object())
            calls += 1
    assert calls == (100 + 2 * 30) // hook.price
    assert stop.value.reason == ("the rules' budget for this game is spent (160 cost units "
                                 "after 2 decisions, MAX_GAME_COST)")
    assert budget.closed and budget.game_left == 0
    history.extend(range(10))
    assert not budget.take(1, 0, 1)  # closed: no more grants
    with pytest.raises(HookStopped, match="160 cost units after 12 decisions"):
        run_hook(hook, table, event, budget=budget, cause=object())


def test_at_the_cap_the_stop_names_the_cap() -> None:
    hook = compile_rule(EMPTY, rule="r", policy=Small()).hooks["h"]
    table, event = _views()
    budget = CostBudget(Small())
    budget.follow(list(range(100)))
    with pytest.raises(HookStopped) as stop:
        while True:
            run_hook(hook, table, event, budget=budget, cause=object())
    assert stop.value.reason == ("the rules' budget for this game is spent (1,000 cost "
                                 "units, MAX_GAME_COST)")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(1, 80), st.just(0)), max_size=80))
def test_brought_up_to_date_only_where_a_charge_does_not_fit_decides_as_always(
        steps: list[int]) -> None:
    """The lazy grant (only where ``game_left`` does not hold a charge) decides every
    charge as a grant before each one would: the paths may bring the budget up to date
    at different calls and still agree (0 in ``steps``: a decision, else a price)."""
    lazy, eager = CostBudget(Small()), CostBudget(Small())
    history: list[int] = []
    lazy.follow(history)
    eager.follow(history)
    for cause, price in enumerate(steps):
        if price == 0:
            history.append(0)
            continue
        eager.grant()
        assert lazy.take(price, 0, cause) == eager.take(price, 0, cause)
        lazy.grant()
        assert lazy.game_left == eager.game_left


def test_the_default_budgets_grant_the_dearest_call_lint_accepts_before_any_decision(
) -> None:
    """A lint-clean hook may cost up to MAX_COST a call (LP921): it runs at the deal."""
    assert DEFAULT_POLICY.MAX_OPENING_COST >= DEFAULT_POLICY.MAX_COST
    assert DEFAULT_POLICY.MAX_OPENING_COST + DEFAULT_POLICY.MAX_DECISION_COST \
        <= DEFAULT_POLICY.MAX_GAME_COST


@each.parametrize("name", ["MAX_COST", "MAX_EVENT_COST", "MAX_GAME_COST",
                                  "MAX_OPENING_COST", "MAX_DECISION_COST"], size=60)
def test_the_docs_limits_table_states_each_budget_as_the_policy_has_it(name: str) -> None:
    """docs/sandbox.md's Limits table said 5 000 000 for MAX_GAME_COST long after it was
    1,000,000: each budget's row is read back against the policy."""
    page = (ROOT / "docs" / "sandbox.md").read_text(encoding="utf-8")
    row = next(line for line in page.splitlines() if line.startswith(f"| `{name}` | "))
    value = int(row.split("|")[2].replace(" ", "").replace(",", ""))
    assert value == getattr(DEFAULT_POLICY, name)
