"""The event's and the game's cost budgets stop the same call on the fast path and on the
reference path (issue 28), under both sandbox policies.

Every call of a priced hook (static bound within the per-call limits) is charged its
price on both paths: by the metered call (reference), the plain function, the tap form,
or a kept plan (a constant ``says``, a memo hit) that stands for the call. A call the
hook's pre-check rules out is charged nothing on either path (the reference runs it, and
fails loudly if the pre-check lied). These tests play games under budgets small enough
to bind and compare the two paths byte for byte, the stops included.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.games import play_with_rules
from support.paths import EXAMPLES, ROOT
from support.strategies import rule_text

from lopti_rules.engine import Event
from lopti_rules.language import CompiledBook, CompileError, compile_text
from lopti_rules.play import RuleRuntime, RuleStopped
from lopti_rules.sandbox import DEFAULT_POLICY, SandboxPolicy, StrictPolicy

POLICIES = [pytest.param(DEFAULT_POLICY, id="default"), pytest.param(StrictPolicy(), id="strict")]


class Budgets(SandboxPolicy):
    """Small budgets, so that they bind within one game (``opening`` and ``decision``: the
    game's budget in proportion to its decisions, below the cap ``game``)."""

    def __init__(self, game: int, event: int | None = None, opening: int | None = None,
                 decision: int | None = None) -> None:
        self.MAX_GAME_COST = game
        self.MAX_EVENT_COST = event if event is not None else DEFAULT_POLICY.MAX_EVENT_COST
        if opening is not None:
            self.MAX_OPENING_COST = opening
        if decision is not None:
            self.MAX_DECISION_COST = decision


#: Per game (decisions, choices, firings, budget left); the records; firings; stops.
Played = tuple[tuple[tuple[Any, ...], ...], tuple[Event, ...], tuple[int, ...], tuple[int, ...]]


def _play(book: CompiledBook | list[CompiledBook], budgets: SandboxPolicy, prechecks: bool,
          seed: int, bot: str = "random", games: int = 1) -> Played:
    """Games on one runtime: decisions, choices, firings, and every rule record."""
    rt = RuleRuntime(book, prechecks=prechecks, budgets=budgets)
    records: list[Event] = []
    rt.listen(records.append)
    out = []
    for k in range(games):  # kept plans carry over from game to game
        play = play_with_rules(rt, 4, seed + k, bot)
        # what is left of what the game's decisions allow (a path brings it up to date
        # only where it does not hold a charge: CostBudget.grant)
        play.budget.grant()
        out.append((tuple(play.game.history), tuple(play.choices), tuple(play.fired),
                    play.budget.game_left))
    return tuple(out), tuple(records), tuple(rt.fired), tuple(rt.stopped)


def _stops(records: tuple[Event, ...]) -> list[str]:
    return [r.reason for r in records if isinstance(r, RuleStopped)]


def _fast_and_reference(text: str, policy: SandboxPolicy, budgets: SandboxPolicy, seed: int,
                        bot: str = "random", games: int = 1) -> tuple[Played, Played]:
    book = compile_text(text, "r.lopti", policy=policy)
    return (_play(book, budgets, True, seed, bot, games),
            _play(book, budgets, False, seed, bot, games))


CONSTANT = 'rule "Talk"\n  after play:\n    acting player says "hi"\n'
MEMO = 'rule "Eights"\n  after play when play.rank is 8:\n    next player draws 1 card\n'
LOOP = ('rule "Counter"\n  after play:\n    for each other player:\n'
        '      if hand of that player is more than 5:\n        that player says "big"\n')


@pytest.mark.parametrize("policy", POLICIES)
def test_a_constant_says_is_charged_and_stopped_where_the_reference_is(
        policy: SandboxPolicy) -> None:
    """Attack (issue 28): a hook whose plan the fast path keeps (a constant ``says``) was
    not charged, so it went on firing after the game's budget was spent, while the
    reference path stopped it. Now each kept firing is charged the hook's price."""
    book = compile_text(CONSTANT, "r.lopti", policy=policy)
    price = book.rules[0].hooks[0].hook.price
    assert price is not None
    budgets = Budgets(price * 5)  # five calls, then the game's budget is spent
    fast, ref = _play(book, budgets, True, 3), _play(book, budgets, False, 3)
    assert fast == ref
    (_, _, fired, left), = fast[0]
    assert fired == (5,) and left == 0
    assert _stops(fast[1]) == [f"the rules' budget for this game is spent ({price * 5:,} cost "
                               "units, MAX_GAME_COST)"]
    assert fast[3][0] > 1  # the later calls are counted as stopped


@pytest.mark.parametrize("policy", POLICIES)
def test_a_memoized_hook_is_charged_on_every_hit_as_the_reference(
        policy: SandboxPolicy) -> None:
    """Attack (issue 28): a memo hit (a hook's result kept for its key) fired again free
    once the budget was spent. A hit is now charged the price; plays that are not 8s are
    ruled out by the pre-check and cost nothing on either path."""
    book = compile_text(MEMO, "r.lopti", policy=policy)
    price = book.rules[0].hooks[0].hook.price
    assert price is not None
    assert len(RuleRuntime(book).memos) == 1  # the fast path keeps its result per key
    budgets = Budgets(price * 2)
    stopped = 0
    for seed in range(3):
        fast, ref = _play(book, budgets, True, seed, games=2), \
            _play(book, budgets, False, seed, games=2)
        assert fast == ref
        assert all(g[2][0] <= 2 for g in fast[0])  # two calls a game, then stopped
        stopped += fast[3][0]
    assert stopped > 0


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("game", [500_000 // 1000, 2_000, 7_777])
def test_a_binding_budget_stops_the_same_call_on_both_paths(policy: SandboxPolicy,
                                                            game: int) -> None:
    """Attack (issue 28): at a budget that binds, the reference path charged a metered
    loop what it spent (four players) and the fast path its bound (five), so they
    stopped different calls. Both now charge the price: the same games, the same stop."""
    fast, ref = _fast_and_reference(LOOP + "\n" + CONSTANT.replace("Talk", "Talk2"), policy,
                                    Budgets(game), 11)
    assert fast == ref
    assert _stops(fast[1]), "the budget binds"


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize(("opening", "decision"), [(0, 30), (2_000, 10), (500, 60)])
def test_a_budget_in_proportion_to_the_game_stops_the_same_call_on_both_paths(
        policy: SandboxPolicy, opening: int, decision: int) -> None:
    """Issue 28: the game's budget grows with its decisions (``MAX_OPENING_COST`` and
    ``MAX_DECISION_COST`` a decision, up to ``MAX_GAME_COST``). Each path brings it up to
    date where it does not hold a charge, which decides as bringing it up to date at
    every call would: both stop the same call, and say how far the game had got."""
    budgets = Budgets(DEFAULT_POLICY.MAX_GAME_COST, opening=opening, decision=decision)
    text = LOOP + "\n" + CONSTANT.replace("Talk", "Talk2") + "\n" + MEMO
    for seed in (11, 12):
        fast, ref = _fast_and_reference(text, policy, budgets, seed)
        assert fast == ref
        stops = _stops(fast[1])
        assert stops, "the budget binds"
        assert all(re.fullmatch(r"the rules' budget for this game is spent \([\d,]+ cost "
                                r"units after [\d,]+ decisions, MAX_GAME_COST\)", s)
                   for s in stops), stops
        granted, decisions = (int(x.replace(",", "")) for x in
                              re.findall(r"[\d,]+", stops[0])[:2])
        assert granted == opening + decision * decisions


@pytest.mark.parametrize("policy", POLICIES)
def test_the_event_budget_binds_alike(policy: SandboxPolicy) -> None:
    """The per-event budget, charged by price on both paths, stops the same later hook of
    the same event."""
    text = LOOP + "\n" + CONSTANT + "\n" + MEMO
    book = compile_text(text, "r.lopti", policy=policy)
    prices = [h.hook.price for r in book.rules for h in r.hooks]
    assert None not in prices
    budgets = Budgets(DEFAULT_POLICY.MAX_GAME_COST, prices[0] + 1)  # type: ignore[operator]
    fast, ref = _play(book, budgets, True, 5), _play(book, budgets, False, 5)
    assert fast == ref
    assert any("MAX_EVENT_COST" in s for s in _stops(fast[1]))


PROPS = settings(max_examples=int(os.environ.get("LOPTI_PROPERTY_EXAMPLES", "120")) // 4,
                 deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                       HealthCheck.filter_too_much])


@pytest.mark.slow
@PROPS
@given(rule_text(), st.integers(0, 10_000), st.sampled_from(["random", "greedy"]),
       st.sampled_from([300, 1_500, 6_000]), st.sampled_from([(None, None), (0, 20),
                                                             (200, 5), (1_000, 40)]))
def test_random_rules_under_a_binding_budget_play_the_same_games_on_both_paths(
        text: str, seed: int, bot: str, game: int, grown: tuple[int | None, int | None]
) -> None:
    """Random lint-clean rules, with a game budget small enough to bind (at once, or as it
    grows with the game's decisions): the same decisions, choices, firings, records
    (every stop) and budget left on both paths."""
    opening, decision = grown
    try:
        fast, ref = _fast_and_reference(text, DEFAULT_POLICY,
                                        Budgets(game, game // 2, opening, decision),
                                        seed, bot)
    except CompileError:
        return  # not a legal rule: nothing runs
    assert fast == ref


def test_the_reference_path_fails_loudly_when_a_pre_check_lies() -> None:
    """A call its pre-check rules out is free on both paths, so the reference still runs
    the hook, and a hook that does something there is a pre-check bug: PrecheckError,
    never a quietly different game. (The hook's function is swapped for one that
    speaks on every play, as if the pre-check ``play.rank is 8`` were wrong.)"""
    from lopti_rules.play.firings import PrecheckError
    from lopti_rules.sandbox import effects as fx

    book = compile_text('rule "Eights"\n  after play when play.rank is 8:\n'
                        '    acting player says "eight"\n', "r.lopti")
    hook = book.rules[0].hooks[0].hook

    def liar(view: Any, event: Any, rule: Any) -> tuple[fx.Effect, ...]:
        return (fx.Say(view.acting, "eight"),)

    object.__setattr__(hook, "function", liar)
    with pytest.raises(PrecheckError, match="pre-check ruled out after play, but the hook "
                                            "returned say"):
        _play(book, DEFAULT_POLICY, False, 1)


def _book_of(paths: list[Path], policy: SandboxPolicy) -> list[CompiledBook]:
    """The lint-clean files of ``paths`` as one book."""
    from lopti_rules.language import lint_text

    texts = [(p.name, p.read_text(encoding="utf-8")) for p in paths]
    return [compile_text(text, name, policy=policy) for name, text in texts
            if not lint_text(text, name).diagnostics]


@pytest.mark.slow  # the reference path runs every hook metered
@pytest.mark.parametrize(("which", "budgets"), [
    pytest.param("runaway", Budgets(500_000, opening=500_000, decision=0), id="runaway-500k"),
    pytest.param("runaway", DEFAULT_POLICY, id="runaway-default"),
    pytest.param("examples", Budgets(500_000, opening=20_000, decision=100),
                 id="examples-grown"),
])
def test_real_books_under_a_binding_budget_play_the_same_games_on_both_paths(
        which: str, budgets: SandboxPolicy) -> None:
    """Issue 28: at a game budget that binds (a fixed 500,000, or one that grows with the
    game), the fast and the reference path stopped different calls of real books. The
    runaway book (the heaviest hooks lint accepts) and every example rule as one book
    play the same games on both paths, byte for byte, stops included."""
    paths = sorted((ROOT / "tests" / "data" / "runaway" / "lint-clean").glob("*.lopti")
                   if which == "runaway" else EXAMPLES.glob("*.lopti"))
    book = _book_of(paths, DEFAULT_POLICY)
    for bot, seed in (("greedy", 3), ("random", 4)):
        fast = _play(book, budgets, True, seed, bot)
        ref = _play(book, budgets, False, seed, bot)
        assert fast == ref
        assert any("MAX_GAME_COST" in s for s in _stops(fast[1])), "the budget binds"
