"""The cost budgets kept in one slot a charge (issue 24, docs/sandbox.md "One slot a
charge"): ``CostBudget`` keeps the event's and the game's budgets as ``room``, which
every charge writes, and two offsets no charge touches. These tests hold it to the two
budgets kept as two numbers, as they were before (issue 28's semantics: a new event at
depth 0 starts its budget full, the game's grows with its decisions and is brought up
to date only where it does not hold a charge, a stop for it closes it): the same
verdicts and the same budgets left after every step, on :meth:`CostBudget.take`, on the
charge the rules handlers write in line (``charge_lines``), on the fused form's look
(``holds``) and on the metered call's counts (``spend``).
"""

from __future__ import annotations

from collections.abc import Sized

from hypothesis import given, settings
from hypothesis import strategies as st

from lopti_rules.sandbox import CostBudget, SandboxPolicy, charge_lines, start_lines


class Small(SandboxPolicy):
    MAX_GAME_COST = 1_000
    MAX_OPENING_COST = 100
    MAX_DECISION_COST = 30
    MAX_EVENT_COST = 150


class TwoNumbers:
    """The budgets as two numbers, charged both on every charge (the model)."""

    def __init__(self, policy: SandboxPolicy) -> None:
        self.per_event, self.per_game = policy.MAX_EVENT_COST, policy.MAX_GAME_COST
        self.opening = min(policy.MAX_OPENING_COST, self.per_game)
        self.per_decision = policy.MAX_DECISION_COST
        self.event_left, self.granted = policy.MAX_EVENT_COST, policy.MAX_GAME_COST
        self.game_left = policy.MAX_GAME_COST
        self.event: object = None
        self.history: Sized | None = None
        self.closed = False

    def follow(self, history: Sized) -> None:
        spent = self.granted - self.game_left
        self.history, self.granted = history, self.opening
        self.game_left = self.opening - spent
        self.grant()

    def grant(self) -> None:
        if self.history is None or self.closed or self.granted >= self.per_game:
            return
        allowed = min(self.per_game, self.opening + self.per_decision * len(self.history))
        if allowed > self.granted:
            self.game_left += allowed - self.granted
            self.granted = allowed

    def take(self, price: int, depth: int, cause: object) -> bool:
        if depth == 0 and cause is not self.event:
            self.event, self.event_left = cause, self.per_event
        if self.event_left < price:
            return False
        if self.game_left < price:
            self.grant()
            if self.game_left < price:
                return False
        self.event_left -= price
        self.game_left -= price
        return True

    def spend(self, units: int) -> None:
        self.event_left -= min(units, self.event_left)
        self.game_left -= min(units, self.game_left)

    def close(self) -> None:
        self.game_left, self.closed = 0, True


class _Play:
    """What a handler's charge reads: the game's budget and the chain's depth."""

    def __init__(self, budget: CostBudget, depth: int) -> None:
        self.budget, self.depth = budget, depth


def _in_line(budget: CostBudget, price: int, depth: int, cause: object | None
             ) -> tuple[bool, object]:
    """The charge a rules handler writes (``charge_lines``), run as the handler runs it:
    where it made no ``cause`` (``None``: a hot event's handler, which makes it and
    starts its event's budget first, ``start_lines``), or with the event's ``cause``. The
    verdict, and the cause charged."""
    lines = [*start_lines(), *charge_lines("price", started=True)] if cause is None else \
        charge_lines("price")
    scope = {"play": _Play(budget, depth), "cause": cause, "price": price}
    exec("\n".join(lines), {"__builtins__": {}}, scope)  # noqa: S102 - the sandbox's lines
    return bool(scope["charged"]), scope["cause"]


STEP = st.one_of(
    st.tuples(st.just("take"), st.integers(0, 90), st.integers(0, 1), st.integers(0, 3)),
    st.tuples(st.just("inline"), st.integers(0, 90), st.integers(0, 1), st.integers(0, 3)),
    st.tuples(st.just("handler"), st.integers(0, 90), st.integers(0, 1), st.just(0)),
    st.tuples(st.just("holds"), st.integers(0, 160), st.just(0), st.just(0)),
    st.tuples(st.just("spend"), st.integers(0, 120), st.just(0), st.just(0)),
    st.tuples(st.just("decision"), st.integers(1, 4), st.just(0), st.just(0)),
    st.tuples(st.just("close"), st.just(0), st.just(0), st.just(0)),
)


@settings(max_examples=300, deadline=None)
@given(st.booleans(), st.lists(STEP, max_size=60))
def test_issue_28_one_slot_decides_every_charge_and_leaves_the_budgets_as_two_numbers(
        followed: bool, steps: list[tuple[str, int, int, int]]) -> None:
    """Every path's charge (``take``, the in-line charge, the fused form's look, the
    metered count) on the one-slot budget gives the verdict and leaves the two budgets
    the model gives, through new events (``cause``), grants, stops and closes."""
    policy = Small()
    slot, model = CostBudget(policy), TwoNumbers(policy)
    history: list[int] = []
    if followed:
        slot.follow(history)
        model.follow(history)
    causes = [object() for _ in range(4)]
    current = 0
    for kind, units, depth, which in steps:
        if kind in ("take", "inline"):
            if depth == 0:
                current = which
            cause = causes[current]
            expected = model.take(units, depth, cause)
            got = slot.take(units, depth, cause) if kind == "take" else \
                _in_line(slot, units, depth, cause)[0]
            assert got == expected, (kind, units, depth)
        elif kind == "handler":  # a hot event's handler: its own cause, started first
            got, made = _in_line(slot, units, depth, None)
            assert got == model.take(units, depth, made), (kind, units, depth)
        elif kind == "holds":  # the fused form's look: a charge of ``units`` would hold
            assert slot.holds(units) == (model.event_left >= units
                                         and model.game_left >= units)
        elif kind == "spend":
            slot.spend(units)
            model.spend(units)
        elif kind == "decision":
            history.extend([0] * units)
        else:
            slot.close()
            model.close()
        assert (slot.event_left, slot.game_left, slot.granted, slot.closed) \
            == (model.event_left, model.game_left, model.granted, model.closed)
        assert slot.room <= min(slot.event_left, slot.game_left)


def test_issue_24_a_new_event_keeps_room_and_the_charge_it_does_not_hold_asks_take() -> None:
    """A new event fills its budget and leaves ``room`` where it was: a price above
    ``room`` that both budgets hold is charged by ``take`` (the handler's line calls it),
    which sets ``room`` to the smaller budget again; a price neither holds is not."""
    budget = CostBudget(Small())
    assert budget.take(140, 0, "first")  # the event's budget binds: 10 left
    assert (budget.room, budget.event_left, budget.game_left) == (10, 10, 860)
    lines = [*start_lines(), *charge_lines("p1", "ok1", started=True),
             *charge_lines("p2", "ok2", started=True)]
    scope = {"play": _Play(budget, 0), "cause": None, "p1": 50, "p2": 101}
    exec("\n".join(lines), {"__builtins__": {}}, scope)  # noqa: S102 - the sandbox's lines
    assert scope["ok1"] and not scope["ok2"]
    assert budget.event is scope["cause"]
    assert (budget.event_left, budget.game_left, budget.room) == (100, 810, 100)
