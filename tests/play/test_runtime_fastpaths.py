"""Random legal rules play the same games on the runtime's fast paths as on the reference
path (``prechecks=False``: every hook called in the sandbox on every event).

The fast paths are taps that read an event's plain values, play filters judged from
the hooks' conditions, conditions run without ``try`` when they cannot raise, memo
keys (fewest/most seats included), kept plans fired straight onto the game, and kept
Roshambo plans. None of them may change a game: the same decisions, the same choices
asked of the players (R-VOTE-6 stops included), the same firing counts."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.games import play_with_rules
from support.strategies import rule_text

from lopti_rules.language import CompileError, compile_text
from lopti_rules.play import RuleRuntime

PROPS = settings(max_examples=int(os.environ.get("LOPTI_PROPERTY_EXAMPLES", "120")) // 2,
                 deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                       HealthCheck.filter_too_much])


def _games(book: object, prechecks: bool, seed: int, bot: str) -> tuple[object, ...]:
    rt = RuleRuntime(book, prechecks=prechecks)  # type: ignore[arg-type]
    out = []
    for game_seed in (seed, seed + 1):  # kept plans carry over from game to game
        play = play_with_rules(rt, 4, game_seed, bot)
        g = play.game
        out.append((tuple(g.history), tuple(play.choices), tuple(play.fired), g.capped))
    return tuple(out), tuple(rt.fired), tuple(rt.stopped), frozenset(rt.seen)


@pytest.mark.slow
@PROPS
@given(rule_text(), st.integers(0, 10_000), st.sampled_from(["random", "greedy"]))
def test_random_rules_play_the_same_games_on_the_fast_and_the_reference_path(
        text: str, seed: int, bot: str) -> None:
    try:
        book = compile_text(text, "random.lopti")
    except CompileError:
        return  # not a legal rule: nothing runs
    assert _games(book, True, seed, bot) == _games(book, False, seed, bot)


_MEASURES = ["hand", "face-up", "face-down", "cards"]
_COMPARISONS = ["is at most {n}", "is at least {n}", "is more than {n}", "is less than {n}",
                "is {n}", "is not {n}", "is one of {n}, 0", "is not one of 1, {n}", "is even"]


@st.composite
def count_rule(draw: st.DrawFn) -> str:
    """A rule that compares players' and the table's counts with constants inside a loop
    over players or on a role: the hooks memoized on the comparisons' outcomes."""
    def comparison() -> str:
        return draw(st.sampled_from(_COMPARISONS)).format(n=draw(st.integers(0, 6)))

    event = draw(st.sampled_from(["play", "clear", "pickup", "turn", "draw", "deal"]))
    loop = draw(st.sampled_from([
        "for each player:", "for each other player:", "for each player still in:",
        f"for each player whose {draw(st.sampled_from(_MEASURES))} {comparison()}:"]))
    test = draw(st.sampled_from([
        f"if {draw(st.sampled_from(_MEASURES))} of that player {comparison()}:",
        f"if table.{draw(st.sampled_from(['pile', 'draw_pile', 'cleared']))} {comparison()}:",
        f"if round.{draw(st.sampled_from(['turns', 'pickups', 'clears']))} {comparison()}:",
        f"if {draw(st.sampled_from(_MEASURES))} of next player {comparison()}:"]))
    act = draw(st.sampled_from(["that player draws 1 card", 'that player says "hm"',
                                "skip that player", "next player draws 1 card"]))
    other = draw(st.sampled_from(['that player says "no"', "reverse direction",
                                  "that player draws 1 card"]))
    return (f'rule "Counts"\n  after {event}:\n    {loop}\n      {test}\n        {act}\n'
            f'      else:\n        {other}\n')


def test_count_rules_are_memoized_on_their_comparisons() -> None:
    """The strategy below reaches the memo keys it is meant to test."""
    from lopti_rules.sandbox.prefilter import memo_key_expr

    text = ('rule "Counts"\n  after clear:\n    for each player still in:\n'
            '      if hand of that player is at most 2:\n        that player draws 1 card\n'
            '      else:\n        that player says "no"\n')
    entry = compile_text(text, "counts.lopti").rules[0]
    hook = entry.hooks[0]
    key = memo_key_expr(entry.python, hook.hook.name, hook.event)
    assert key is not None and "bit_count() <= 2 for s in range(g.players)" in key


@pytest.mark.slow
@PROPS
@given(count_rule(), st.integers(0, 10_000), st.sampled_from(["random", "greedy"]))
def test_rules_comparing_counts_play_the_same_games_with_memo_keys(
        text: str, seed: int, bot: str) -> None:
    """Keys on a comparison's outcome (for every seat) reuse effects only where the
    sandboxed hook would return the same ones."""
    try:
        book = compile_text(text, "counts.lopti")
    except CompileError:
        return  # not a legal rule: nothing runs
    assert _games(book, True, seed, bot) == _games(book, False, seed, bot)


#: Parts of a condition on a play: the rank and count (what the play's handler is chosen
#: by and works out), and other values, one of which may raise (no previous play).
_PLAY_PARTS = ["play.rank is {r}", "play.rank is at least {r}", "play.rank is one of {r}, 9",
               "play.count is at least {n}", "play.count is {n}", "play.bonus",
               "play.previous_rank is more than {r}", "play.previous_count is {n}",
               "hand of acting player is at most {n}"]
_PLAY_ACTS = ["skip next player", "reverse direction", "next player draws 1 card",
              'acting player says "hm"', "next play must be {r} or lower",
              "acting player plays roshambo with next player\n    roshambo loser draws 1 card"]


@st.composite
def play_book(draw: st.DrawFn) -> str:
    """Two to four rules on the same play event, with conditions of ``and``, ``or`` and
    ``not`` over the rank, the count and other values: the play's handler runs several
    hooks, each pre-check partly worked out by the rank and count."""
    def part() -> str:
        text = draw(st.sampled_from(_PLAY_PARTS)).format(r=draw(st.integers(2, 14)),
                                                         n=draw(st.integers(1, 4)))
        return f"not {text}" if draw(st.booleans()) and draw(st.booleans()) else text

    def condition() -> str:
        parts = [part() for _ in range(draw(st.integers(1, 3)))]
        return f" {draw(st.sampled_from(['and', 'or']))} ".join(parts)

    timing = draw(st.sampled_from(["after", "before"]))
    rules = []
    for i in range(draw(st.integers(2, 4))):
        act = draw(st.sampled_from(_PLAY_ACTS)).format(r=draw(st.integers(5, 14)))
        when = f" when {condition()}" if draw(st.integers(0, 4)) else ""
        rules.append(f'rule "R{i}"\n  {timing} play{when}:\n    {act}\n')
    return "\n".join(rules)


@pytest.mark.slow
@PROPS
@given(play_book(), st.integers(0, 10_000), st.sampled_from(["random", "greedy"]))
def test_several_rules_on_play_run_in_book_order_on_each_plays_handler(
        text: str, seed: int, bot: str) -> None:
    """A play runs the handler made for the hooks that may fire on it, with their
    pre-checks worked out at that rank and count (``handlers.at_point``): the same
    games as the reference path, where every hook runs on every play."""
    try:
        book = compile_text(text, "plays.lopti")
    except CompileError:
        return  # not a legal rule: nothing runs
    assert _games(book, True, seed, bot) == _games(book, False, seed, bot)


#: Roles that are always one player, and the event's own player (R-CUSTOM-4).
_ROLE_TESTS = ["next player is dealer", "previous player is not dealer",
               "acting player is dealer", "next player is not acting player",
               "the clearer is previous player", "dealer is the picker"]
_ROLE_EVENTS = {"turn_end": "", "turn": "", "clear": "clearer", "pickup": "picker",
                "draw": "drawer"}


def _role_books() -> list[tuple[str, object]]:
    """One rule per role test and event it can be said on, compiled without the lint
    gate (parse, generate, compile in the sandbox: the runtime's side alone)."""
    from lopti_rules.language import parse
    from lopti_rules.language.codegen.book import assemble, compile_entry
    from lopti_rules.language.codegen.codegen import generate_rule
    from lopti_rules.sandbox import DEFAULT_POLICY

    books = []
    for event, own in _ROLE_EVENTS.items():
        for test in _ROLE_TESTS:
            if any(r in test for r in ("clearer", "picker")) and own not in test:
                continue
            for act in ("skip next player", "next play must be 9 or lower"):
                text = f'rule "Roles"\n  after {event} when {test}:\n    {act}\n'
                book = assemble("roles.lopti", (compile_entry(
                    generate_rule(r, filename="roles.lopti"), DEFAULT_POLICY)
                    for r in parse(text, "roles.lopti").rules))
                books.append((text, book))
    return books


def test_role_tests_are_pre_checked_on_seats_and_play_the_same_games() -> None:
    """A condition that compares roles (``next player is dealer``: R-CUSTOM-4, two views
    are equal when they are of the same seat) is pre-checked on the roles' seats, as the
    views compute them (``prefilter.role_test``): the hook is not called on the events it
    rules out, and a constant one keeps its plan. The same games as the reference."""
    from lopti_rules.sandbox import precheck_expr

    books = _role_books()
    assert len(books) >= 24
    for text, book in books:
        entry = book.rules[0]  # type: ignore[attr-defined]
        hook = entry.hooks[0]
        check = precheck_expr(entry.python, hook.hook.name, hook.event)
        assert check is not None and ("==" in check or "!=" in check), text
        for seed, bot in ((1, "random"), (2, "greedy")):
            assert _games(book, True, seed, bot) == _games(book, False, seed, bot), text


_COUNT_RULES = [
    "after clear when rule.clears is a multiple of 3:\n    acting player draws 1 card",
    "after clear when rule.clears is 2:\n    every player says \"two\"",
    "after pickup when rule.pickups is at least 2:\n    next player draws 1 card",
    "after play when rule.pickups is not 1 and play.rank is 8:\n    skip next player",
    "after turn when rule.clears is more than 3:\n    next play must be 9 or lower",
]


def test_rule_counts_are_pre_checked_and_play_the_same_sessions() -> None:
    """A condition on the rule's own ``rule.clears`` or ``rule.pickups`` (R-CUSTOM-3:
    counted from when the rule took effect, across a session's rounds) is pre-checked
    on the counts the handler works out as the rule's view does; the same sessions as
    on the reference path, round after round."""
    from lopti_rules.sandbox import precheck_expr

    for body in _COUNT_RULES:
        text = f'rule "Counts"\n  {body}\n'
        book = compile_text(text, "counts.lopti")
        entry = book.rules[0]
        hook = entry.hooks[0]
        check = precheck_expr(entry.python, hook.hook.name, hook.event)
        assert check is not None and "rule_" in check, text
        sessions = []
        for prechecks in (True, False):
            rt = RuleRuntime(book, prechecks=prechecks)
            out = []
            for seed in (3, 4, 5):  # one session: the rule's counts go on
                play = play_with_rules(rt, 4, seed, "random")
                out.append((tuple(play.game.history), tuple(play.choices), tuple(play.fired)))
                rt.next_round(play)
            sessions.append((out, tuple(rt.fired), tuple(rt.rule_counts)))
        assert sessions[0] == sessions[1], text
