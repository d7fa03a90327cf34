"""Issue 29: the same effect in another wording gets the same code. A restriction at
the end of every turn kills the 2 and the 3 as one after every play does (LP208,
R-SPECIAL-2/-3); "the last card" written as a sum of a player's card counts is the last
card (LP502, R-CUSTOM-3: no rule may prevent winning)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def test_r_special_2_a_restriction_at_every_turns_end_keeps_the_two_out() -> None:
    rule = 'rule "T"\n  after turn_end:\n    next play must be 4 or higher\n'
    assert codes_of(rule) == ["LP208"]


def test_r_special_2_a_turn_end_restriction_with_a_guard_leaves_the_two_its_turns() -> None:
    rule = ('rule "T"\n  after turn_end when table.pile is at least 8:\n'
            '    next play must be 4 or higher\n')
    assert codes_of(rule) == []


@each.parametrize("condition", [
    "hand of next player + face-up of next player + face-down of next player is 1",
    "cards of next player + 0 is 1",
    "2 is cards of next player + 1",
    "cards of next player - 1 is at most 0",
    "hand of next player + face-up of next player is less than 2",
])
def test_r_custom_3_the_last_card_as_a_sum_of_card_counts_is_the_last_card(
        condition: str) -> None:
    rule = f'rule "T"\n  after turn_end when {condition}:\n    skip next player\n'
    assert codes_of(rule) == ["LP502"]


@each.parametrize(("condition", "left"), [
    ("cards of acting player is at most 2", "at most 2 cards"),
    ("cards of next player + 2 is 4", "at most 2 cards"),
    ("hand of next player + face-up of next player + face-down of next player < 4",
     "at most 3 cards"),
    ("3 is at least cards of acting player", "at most 3 cards"),
])
def test_r_custom_3_a_skip_on_the_last_stretch_before_going_out_is_a_win_block(
        condition: str, left: str) -> None:
    """Issue 29: two or three cards left in all is the last stretch (the last three are
    the face-down cards, played one a turn, R-FACE-2): a skip there holds back the player
    about to win as a skip on the last card does."""
    rule = f'rule "T"\n  after turn when {condition}:\n    skip acting player\n'
    (d,) = lint_text(rule, "t.lopti").diagnostics
    assert d.code == "LP502" and left in d.message


@each.parametrize("condition", [
    "hand of next player + hand of acting player is 1",  # two players' cards
    "cards of next player + 2 is 6",                    # four cards left: not the end
    "cards of next player is at least 3",
    "hand of next player is at most 2",                 # the hand alone: face-up cards left
])
def test_r_custom_3_sums_that_are_not_one_players_last_card_stay_legal(condition: str) -> None:
    rule = f'rule "T"\n  after turn_end when {condition}:\n    skip next player\n'
    assert "LP502" not in codes_of(rule)


@each.parametrize("condition", [
    "hand of acting player is 0 and face-up of acting player is 0",  # the blind stretch
    "hand of acting player + face-up of acting player + face-down of acting player is 1",
    "face-up of acting player + hand of acting player is 0 and play.rank is 9",
    "cards of acting player is at most 1",
    "cards of acting player - 1 is 0",
    # R-FACE-2: face-down cards are played only once hand and face-up are empty, so fewer
    # than the three dealt is the blind last stretch (issue 29, round 5)
    "face-down of acting player is 1",
    "acting player is last winner and face-down of acting player is less than 3",
])
def test_r_custom_3_cards_given_to_a_player_down_to_their_last_cards_keep_them_in(
        condition: str) -> None:
    """A draw at the last cards, in any spelling, keeps the player from going out (the
    runtime's R-WIN-4 guard hides it in play: the games are the same, so only the
    wording can show it)."""
    rule = f'rule "T"\n  after play when {condition}:\n    acting player draws 2 cards\n'
    assert codes_of(rule) == ["LP502"]


@each.parametrize("condition", [
    "hand of acting player is 0",  # face-up cards may be left
    "hand of acting player is 0 and cards of acting player is at least 1",
    "hand of acting player is 0 or face-up of acting player is 0",
    "cards of next player is at most 1",  # another player's last card, a draw for them
    "cards of acting player is at least 2",
    "face-down of acting player is 3",  # all three still down: not yet blind
    "face-down of next player is 1",  # another player's last stretch, a draw for them
], size=60)
def test_r_custom_3_draws_that_do_not_wait_for_the_last_cards_stay_legal(
        condition: str) -> None:
    rule = f'rule "T"\n  after play when {condition}:\n    acting player draws 1 card\n'
    assert "LP502" not in codes_of(rule)


def test_r_custom_3_saying_last_card_is_not_a_draw() -> None:
    rule = ('rule "T"\n  after play when hand of acting player is 0 and face-up of acting '
            'player is 0:\n    acting player says "last cards!"\n')
    assert codes_of(rule) == []


def test_r_face_2_a_signal_on_the_last_face_down_card_is_not_a_draw() -> None:
    rule = ('rule "T"\n  after turn_end when acting player is last winner and face-down of '
            'acting player is 1:\n    acting player does "knock twice on the table"\n')
    assert "LP502" not in codes_of(rule)


@pytest.mark.parametrize("condition", [
    "play.rank is 8 and cards of next player is at most 3",
    "cards of next player is at most 2 and play.rank is J",
])
def test_r_custom_3_a_near_out_skip_one_ranks_play_sets_off_is_a_brake_anyone_uses(
        condition: str) -> None:
    """Session 24 (redteam15 ``fair-eight-slows-leader``): a skip on a player near going
    out that only one rank's play sets off is used by whoever holds that rank on whoever
    is ahead at that moment, as often as the rank comes: not read as a win block from its
    words (the trial weighs what it does to the seat closest to going out)."""
    rule = f'rule "T"\n  after play when {condition}:\n    skip next player\n'
    assert "LP502" not in codes_of(rule)


@pytest.mark.parametrize(("event", "condition"), [
    ("play", "play.rank is 8 and cards of next player is at most 1"),   # the last card
    ("play", "play.rank is at least 8 and cards of next player is at most 3"),  # many ranks
    ("turn_end", "cards of next player is at most 3"),                  # every turn
])
def test_r_custom_3_a_near_out_skip_not_bound_to_one_rank_stays_a_win_block(
        event: str, condition: str) -> None:
    rule = f'rule "T"\n  after {event} when {condition}:\n    skip next player\n'
    assert "LP502" in codes_of(rule)
