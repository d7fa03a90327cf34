"""A skip that acts only with two players in keeps the turn (LP211, R-TURN-1; issue 29,
session 18: redteam9 invent-duel-pairs-keep-turn, redteam8 invent-heads-up-keeps-turn).

With two players in, a skip of the other player hands the turn back to the player who
just played. A skip guarded to act only then is written for that kept turn; on a play
that comes often (pairs, any high card, three ranks), whoever plays so plays again and
again. A skip on one or two ranks, or one that acts at bigger tables too, stays legal
(``checks/duelturns.py``).
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text, "t.lopti").diagnostics]


def skip(cond: str, who: str = "next player", timing: str = "after") -> str:
    return f'rule "T"\n  {timing} play when {cond}:\n    skip {who}\n'


@each.parametrize("text", [
    skip("table.players_in is 2 and play.count is more than 1"),
    skip("play.count is at least 2 and table.players_in is at most 2"),
    skip("table.players_in is 2 and play.rank is at least 8"),
    skip("table.players_in is 2 and play.rank is one of J, Q, K"),
    skip("table.players is 2 and not play.count is 1"),
    skip("table.players_in is 2 and play.rank is at least 2"),
    skip("table.players_in - 2 is 0 and play.rank is more than 10", who="previous player"),
    'rule "T"\n  after play when table.players_in is 2:\n    if play.count is at least 2:\n'
    '      skip next player\n',
])
def test_r_turn_1_a_skip_only_two_players_in_on_common_plays_keeps_the_turn(
        text: str) -> None:
    assert "LP211" in codes_of(text)


@each.parametrize("text", [
    # one rank: an 8 now and then
    skip("table.players_in is 2 and play.rank is 8"),
    # two ranks: under a fifth of the plays
    skip("table.players_in is 2 and play.rank is one of 8, 9"),
    # four of a kind: rare
    skip("table.players_in is 2 and play.count is 4"),
    # it acts at bigger tables too: there it passes over a player and the turn goes on
    skip("table.players_in is at most 3 and play.count is at least 2"),
    skip("table.players_in is even and play.rank is at least 8"),
    # the acting player skipped: no kept turn
    skip("table.players_in is 2 and play.count is at least 2", who="acting player"),
    # a guard on a hand: the trial's to judge
    skip("table.players_in is 2 and hand of acting player is at least 6"),
])
def test_r_turn_1_rare_or_table_wide_skips_stay_legal(text: str) -> None:
    assert "LP211" not in codes_of(text)


def test_a_skip_whose_guard_cannot_be_read_is_left_to_the_trial() -> None:
    text = ('rule "T"\n  after play when next player is dealer and table.players_in is 2:'
            '\n    skip next player\n')
    assert codes_of(text) == []


def test_r_turn_1_a_skip_on_every_play_two_players_in_is_the_trials() -> None:
    """No shape of the play read: the trial's kept turns judge it (LP802), as they judge
    examples/rejected/lockout-two-in.lopti."""
    assert "LP211" not in codes_of(skip("table.players_in is 2"))


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_turn_1_the_duel_skip_in_the_tables_language_keeps_the_turn(lang: str) -> None:
    """The same reading whatever the keywords' language (issue 25): the tree is one."""
    from lopti_rules.language import translate

    text = translate(skip("table.players_in is at most 2 and play.rank is at least J"), lang)
    assert "LP211" in codes_of(text)
    fair = translate(skip("table.players_in is 2 and play.rank is 8"), lang)
    assert "LP211" not in codes_of(fair)
