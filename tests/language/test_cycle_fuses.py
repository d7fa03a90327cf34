"""Hooks that trigger each other only a bounded number of times are no endless loop
(LP402, R-CUSTOM-3; analysis/checks/cycles.py): the action that closes the cycle waits
behind a fuse, a bound from above on one of the rule's counts that only ever grows and
that the same run of the hook has added to before it (redteam10 ``fair-takeup-shed-stops``:
the first three take-ups of the evening may pass a card on). A count that can go back,
a bound from below, or an add after the action leaves the cycle endless."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def rule(counts: str, *hooks: str) -> str:
    return 'rule "Fuse"\n' + counts + "".join(hooks)


SESSION = '  count "t" this session\n'
ROUND = '  count "t" this round\n'


@each.parametrize("text", [
    # the redteam10 shape: add, then give while the count is at most 3
    rule(SESSION, '  after take_up:\n    add 1 to "t"\n    if count "t" is at most 3:\n'
         '      acting player may give up to 1 card to their left\n'),
    # the bound in the hook's guard, the add in the same hook first (this round)
    rule(ROUND, '  after draw when count "t" is less than 2:\n    add 1 to "t"\n'
         '    next player draws 1 card\n'),
    # the bound spelt as 'not more than', an add of two
    rule(SESSION, '  after pickup:\n    add 2 to "t"\n    if not count "t" is more than 5:\n'
         '      next player picks up the pile\n'),
    # a clear that causes a clear, a fuse inside a branch that adds first
    rule(ROUND, '  after clear:\n    if table.pile is 0:\n      add 1 to "t"\n'
         '      if count "t" is at most 1:\n        clear the pile\n'),
])
def test_r_custom_3_a_cycle_behind_a_growing_count_stops(text: str) -> None:
    assert "LP402" not in codes_of(text), text


@each.parametrize("text", [
    # the count goes back: each lap may start again
    rule(SESSION, '  after draw:\n    add 1 to "t"\n    if count "t" is at most 3:\n'
         '      set "t" to 0\n      next player draws 1 card\n'),
    # a bound from below: it holds for ever once reached
    rule(SESSION, '  after draw:\n    add 1 to "t"\n    if count "t" is at least 3:\n'
         '      next player draws 1 card\n'),
    # the add comes after the action: the next lap starts before it counts
    rule(SESSION, '  after draw:\n    if count "t" is at most 3:\n'
         '      next player draws 1 card\n    add 1 to "t"\n'),
    # the add sits in another branch than the action
    rule(SESSION, '  after draw:\n    if play.rank is 5:\n      add 1 to "t"\n'
         '    if count "t" is at most 3:\n      next player draws 1 card\n'),
    # a bound with an 'or' that holds whatever the count
    rule(SESSION, '  after draw:\n    add 1 to "t"\n'
         '    if count "t" is at most 3 or table.pile is 0:\n      next player draws 1 card\n'),
    # a parity comes round again
    rule(SESSION, '  after draw:\n    add 1 to "t"\n    if count "t" is odd:\n'
         '      next player draws 1 card\n'),
])
def test_r_custom_3_a_cycle_whose_count_does_not_stop_it_still_loops(text: str) -> None:
    assert "LP402" in codes_of(text), text


@pytest.mark.parametrize("text", [
    # redteam24 fair-last-place-take-up-gift: a gift when taking up, from round two
    'rule "Comeback"\n  after take_up when acting player is the player placed last last round '
    'and rule.rounds is at least 2:\n    acting player may give 1 card to their left\n',
    # every take-up passes a card on, no fuse: at most once a player and round
    'rule "Pass one on"\n  after take_up:\n    acting player gives 2 cards to next player\n',
    # through a draw: the take-up draws, the draw gives (the old take-up-cycle example)
    'rule "Take-up draws"\n  after take_up:\n    acting player draws 1 card\n'
    'rule "Drawer gives"\n  after take_up when take_up.count is 3:\n'
    '    acting player gives 1 card to previous player\n',
])
def test_r_face_1_a_chain_through_a_take_up_ends_r_custom_3(text: str) -> None:
    """A take-up takes all the face-up cards (R-FACE-1) and nothing gives them back:
    each player takes up at most once a round, so no cycle passes a take-up forever."""
    assert "LP402" not in codes_of(text), text


@pytest.mark.parametrize("text", [
    # a draw that draws again passes no take-up: endless
    'rule "Again"\n  after draw:\n    acting player draws 1 card\n',
    # a take-up on the way does not stop the draw-pickup cycle beside it
    'rule "Up"\n  after take_up:\n    acting player draws 1 card\n'
    '  after draw:\n    next player picks up the pile\n'
    '  after pickup:\n    acting player draws 1 card\n',
])
def test_r_custom_3_a_cycle_beside_a_take_up_still_loops(text: str) -> None:
    assert "LP402" in codes_of(text), text
