"""Counts stepped once a round on the round's first turn, read as round clocks (LP305,
R-SETUP-4, R-CUSTOM-4; issue 29, session 18).

Every round has one first turn, the leader's (R-TURN-3: on the empty table the leader
must play), so a count stepped only there (``after turn_end when turn_end.number is 1``,
``after play when round.plays is 1``, ``after turn when turn.number is 1``, an ``if
round.turns is 1`` inside a turn's hook) moves once a round, as one stepped at the deal
does. Wound back modulo a table size it is a lap of the deal, and with the rotating
dealer it names one seat (redteam9 ``dealer-opening-lap``). A lap that does not divide
by the table size rotates over the seats, and a count stepped on every turn is no round
clock: both stay fair.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text, "t.lopti").diagnostics]


def lap(step: str, back: str, reader: str, body: str = "dealer draws 2 cards",
        scope: str = "this session") -> str:
    return (f'rule "T"\n  count "lap" {scope}\n  {step}:\n    add 1 to "lap"\n'
            f'    {back}\n  {reader}:\n    {body}\n')


@each.parametrize("step", [
    "after play when round.plays is 1",
    "after turn when turn.number is 1",
    "after turn when round.plays is 0",
    "after turn_end when round.turns is 1",
    "after turn_end when turn_end.number is 1 and table.players is at least 2",
], size=15)
def test_r_setup_4_a_lap_stepped_on_the_rounds_first_turn_pins_the_dealer(step: str) -> None:
    text = lap(step, 'if count "lap" is 4:\n      reset "lap"',
               'after deal when count "lap" is 0 and rule.rounds is at least 2')
    assert "LP305" in codes_of(text)


def test_r_setup_4_a_first_turn_step_inside_an_every_turn_hook_is_a_round_clock() -> None:
    text = ('rule "T"\n  count "lap" this session\n  after turn_end:\n'
            '    if round.turns is 1:\n      add 1 to "lap"\n'
            '      if count "lap" is at least table.players:\n'
            '        set "lap" to count "lap" - table.players\n'
            '  after deal when count "lap" is 2:\n'
            '    the player left of the dealer gives 1 card to the dealer\n')
    assert "LP305" in codes_of(text)


def test_r_setup_4_a_first_play_lap_read_on_the_first_turn_pins_the_leaders_seat() -> None:
    """Read on the first turn after its step: the dealer (a deal-hook role) of the rounds
    it picks is one seat at four players."""
    text = lap("after play when round.plays is 1", 'if count "lap" is 4:\n      reset "lap"',
               'after turn_end when turn_end.number is 1 and count "lap" is 2',
               body="dealer draws 1 card")
    assert "LP305" in codes_of(text)


@each.parametrize("text", [
    # a lap of seven rounds: at 2 to 5 players the dealer of its rounds moves on
    lap("after turn_end when turn_end.number is 1", 'if count "lap" is 7:\n      reset "lap"',
        'after deal when count "lap" is 0 and rule.rounds is at least 2'),
    # stepped on every turn's end: its value at a deal depends on how long rounds were
    lap("after turn_end", 'if count "lap" is 4:\n      reset "lap"',
        'after deal when count "lap" is 0 and rule.rounds is at least 2'),
    # stepped on the first turn but reset each round: every round reads the same value
    lap("after turn_end when turn_end.number is 1", 'if count "lap" is 4:\n      reset "lap"',
        'after deal when count "lap" is 0', scope="this round"),
    # the effect lands on every player
    lap("after play when round.plays is 1", 'if count "lap" is 4:\n      reset "lap"',
        'after deal when count "lap" is 0 and rule.rounds is at least 2',
        body="every player draws 1 card"),
], size=15)
def test_r_custom_4_laps_that_rotate_or_counts_that_are_no_round_clock_stay_fair(
        text: str) -> None:
    assert "LP305" not in codes_of(text)


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_setup_4_a_first_turn_lap_in_the_tables_language_pins_the_dealer(lang: str) -> None:
    from lopti_rules.language import translate

    text = lap("after turn when turn.number is 1", 'if count "lap" is 4:\n      reset "lap"',
               'after deal when count "lap" is 0 and rule.rounds is at least 2')
    assert "LP305" in codes_of(translate(text, lang))
