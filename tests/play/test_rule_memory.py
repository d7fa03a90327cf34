"""A rule's own counts in play (issue 14): kept per game, carried to the session's next
round when they last ``this session``, back to 0 when they last ``this round``, never
shared between independent games, and recorded in a game log's header (R-CUSTOM-3: a
count starts when its rule takes effect)."""

from __future__ import annotations

from typing import Any

import pytest
from support.games import play_out

from lopti_rules.engine.bots import make_bot
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime
from lopti_rules.play.inplay import RulesInPlay
from lopti_rules.tools.rulebooks import compile_files

TALLY = ('rule "Tally"\n'
         '  count "plays" this session\n'
         '  count "plays this round" this round\n'
         '  after play:\n'
         '    add 1 to "plays"\n'
         '    add 1 to "plays this round"\n')


def game(rt: RuleRuntime, seed: int) -> tuple[RulesInPlay, int]:
    """A random-bot game with ``rt``'s rules, and how many plays it had."""
    play = rt.start(3, seed)
    seen: list[Any] = []
    play.game.bus.after("play", lambda ev, g: seen.append(ev))
    play_out(play.game, make_bot("random", seed))
    return play, len(seen)


def test_R_CUSTOM_3_session_counts_go_on_and_round_counts_start_again() -> None:
    rt = RuleRuntime(compile_text(TALLY, "tally.lopti"))
    total = 0
    for seed in range(3):
        play, n = game(rt, seed)
        total += n
        assert n > 0
        assert play.memory[0] == [total, n]
        assert play.rule_counts(0)[4] == (total, n)
        rt.next_round(play)
        assert rt.memory == [[total, 0]]  # "this round" is back to 0 for the next round


def test_R_CUSTOM_3_independent_games_do_not_share_counts() -> None:
    """Simulated games on one runtime are each a round of their own: without
    ``next_round`` every game starts from the runtime's counts, not the last game's."""
    rt = RuleRuntime(compile_text(TALLY, "tally.lopti"))
    first, n1 = game(rt, 1)
    second, n2 = game(rt, 2)
    assert first.memory[0] == [n1, n1] and second.memory[0] == [n2, n2]
    assert rt.memory == [[0, 0]]


def test_R_CUSTOM_3_a_later_round_starts_from_the_given_counts_and_records_them() -> None:
    rules = compile_files([("tally.lopti", TALLY)])
    rt = RuleRuntime(list(rules.books), rule_memory=[[40, 3]])
    play, n = game(rt, 4)
    assert play.memory[0] == [40 + n, 3 + n]
    head = rules.to_header(rule_memory=rt.memory)
    assert head["rule_memory"] == [[40, 3]]
    assert "rule_memory" not in rules.to_header(rule_memory=[[0, 0]])


def test_R_CUSTOM_3_counts_that_do_not_fit_the_book_are_refused() -> None:
    rules = compile_files([("tally.lopti", TALLY)])
    with pytest.raises(ValueError, match="rule_memory"):
        RuleRuntime(list(rules.books), rule_memory=[[1]])


def test_R_CUSTOM_3_a_memory_change_alone_is_not_a_firing() -> None:
    """Adding to a count changes nothing at the table: the rule has not fired."""
    rt = RuleRuntime(compile_text(TALLY, "tally.lopti"))
    play, n = game(rt, 7)
    assert n > 0 and play.fired == [0] and play.memory[0][0] == n


def test_R_CUSTOM_3_a_count_goes_down_by_a_subtraction_and_a_signed_number_is_refused() -> None:
    """docs/language.md: ``add N`` takes away by a subtraction (``add 0 - 3``); a number
    has no sign, so ``add -3`` is a syntax error, as the grammar says (issue 28)."""
    from lopti_rules.language import lint_text

    down = ('rule "Down"\n'
            '  count "left" this round\n'
            '  after play:\n'
            '    add 0 - 3 to "left"\n'
            '    set "left" to count "left" - 1\n')
    play, n = game(RuleRuntime(compile_text(down, "down.lopti")), 5)
    assert n > 0 and play.memory[0] == [-4 * n]
    signed = lint_text(down.replace("add 0 - 3", "add -3"), "signed.lopti").diagnostics
    assert [(d.code, d.line) for d in signed] == [("LP101", 4)]
