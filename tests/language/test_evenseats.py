"""Seats beside the dealer that a rule's branches share one action out between evenly
(LP305; R-CUSTOM-4, R-SETUP-4; analysis/evenseats.py): each branch alone is one seat at
some table size, together they give every seat the same over the dealer's rotation, so
nobody is singled out (redteam10 ``fair-parity-both-sides``). Branches that meet on one
seat keep their pins (redteam10 ``dealer-branch-parity``)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def branches(test: str, then: str, orelse: str, action: str = "draws 1 card",
             event: str = "after deal") -> str:
    return (f'rule "Sides"\n  {event}:\n    if {test}:\n      {then} {action}\n'
            f'    else:\n      {orelse} {action}\n')


LEFT, RIGHT = "the player left of the dealer", "the player right of the dealer"


@each.parametrize("text", [
    # redteam10 fair-parity-both-sides
    branches("round.number is odd", LEFT, RIGHT),
    # the rule's own rounds, whatever the round it took effect in
    branches("rule.rounds is even", RIGHT, LEFT),
    # the dealer in odd rounds and in even ones: the dealer every round
    branches("round.number is odd", "dealer", "dealer", "draws 2 cards"),
    # parity spelt as a multiple, a give
    branches("round.number is a multiple of 2", RIGHT, LEFT, "gives 1 card to their left"),
    # two hooks of one rule on the deal, one branch each
    'rule "Sides"\n  after deal when round.number is odd:\n'
    f'    {LEFT} draws 1 card\n  after deal when round.number is even:\n'
    f'    {RIGHT} draws 1 card\n',
])
def test_r_custom_4_r_setup_4_branches_that_go_round_every_seat_alike_are_fair(
        text: str) -> None:
    assert codes_of(text) == [], text


@each.parametrize("text", [
    # redteam10 dealer-branch-parity: the same seat every round at two players
    branches("rule.rounds is odd", "dealer", LEFT, "draws 2 cards"),
    branches("round.number is even", "dealer", RIGHT),
    # two seats left of the dealer in even rounds, one in odd: seats 1 and 3 only at four
    branches("round.number is odd", LEFT, "the player left of the player left of the dealer"),
    # not the same action: a card for one seat, two for the other
    branches("round.number is odd", LEFT, RIGHT).replace(
        f"{RIGHT} draws 1 card", f"{RIGHT} draws 2 cards"),
    # two seats to the left in even rounds, one to the right in odd ones: at two players
    # the same seat
    branches("round.number is a multiple of 2", "the player left of the player left of the "
             "dealer", RIGHT, "gives 1 card to their left"),
    # a first round apart: the shares do not come out even over the rotation
    'rule "Sides"\n  after deal when round.number is 1:\n'
    f'    {LEFT} draws 1 card\n  after deal when round.number is 2:\n'
    f'    {RIGHT} draws 1 card\n',
])
def test_r_custom_4_r_setup_4_branches_that_meet_on_one_seat_stay_pinned(text: str) -> None:
    assert "LP305" in codes_of(text), text


def toggled(then: str, orelse: str, action: str = "draws 1 card", flip: str = "round_end",
            test: str = 'count "side" is 0', values: tuple[int, int] = (0, 1)) -> str:
    """A count toggled at each round's end (or start) and its two branches on the deal
    (redteam11 ``fair-toggle-left-right``): the ``else`` reads as the toggle's other
    phase."""
    a, b = values
    return (f'rule "Swing"\n  count "side" this session\n  after {flip}:\n'
            f'    if count "side" is {a}:\n      set "side" to {b}\n'
            f'    else:\n      set "side" to {a}\n'
            f'  after deal:\n    if {test}:\n      {then} {action}\n'
            f'    else:\n      {orelse} {action}\n')


@pytest.mark.parametrize("text", [
    toggled(LEFT, RIGHT),
    toggled(RIGHT, LEFT, "gives 1 card to their left"),
    toggled(LEFT, RIGHT, test='count "side" is not 1'),
    toggled(RIGHT, LEFT, test='count "side" is at least 1'),
])
def test_r_custom_4_r_setup_4_a_toggles_two_branches_are_judged_together(text: str) -> None:
    assert "LP305" not in codes_of(text), text


@pytest.mark.parametrize("text", [
    # the dealer, then the player left of the dealer: the same seat every round at two
    toggled("dealer", LEFT, "draws 2 cards"),
    toggled(RIGHT, "dealer", test='count "side" is not 0'),
])
def test_r_custom_4_r_setup_4_a_toggle_that_meets_one_seat_keeps_its_pin(text: str) -> None:
    assert "LP305" in codes_of(text), text
