"""A tally of the rule's deals read in the hook that adds to it (analysis/simcounts.py
``read_side``; session 25, issue 29): ``add 1 to "deals"`` then ``if count "deals" is a
multiple of 4`` at four players is the dealer of every fourth deal under the rule, one
seat, as ``rule.rounds is a multiple of 4`` is (LP305, R-SETUP-4, R-CUSTOM-4). A count
every deal whose effect falls on every dealer, a multiple that moves round the table, or
a count of clears stays legal."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis import simcounts
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def tally(body: str, event: str = "deal", scope: str = "this session") -> str:
    return f'rule "Tally"\n  count "deals" {scope}\n  after {event}:\n{body}'


AFTER_ADD = ('    add 1 to "deals"\n'
             '    if table.players is 4 and count "deals" is a multiple of 4:\n'
             '      dealer may give up to 2 cards to their left\n')
BEFORE_ADD = ('    if table.players is 4 and count "deals" is a multiple of 4:\n'
              '      dealer may give up to 2 cards to their left\n'
              '    add 1 to "deals"\n')


@pytest.mark.parametrize(("body", "rounds"), [
    (AFTER_ADD, "4, 8, 12"),  # redteam16 dealer-tally-multiple, in English
    (BEFORE_ADD, "1, 5, 9"),  # read before the add: the rule's first deal and a lap on
])
def test_r_setup_4_a_tally_of_deals_read_in_its_own_hook_names_one_dealer(
        body: str, rounds: str) -> None:
    found = [d for d in lint_text(tally(body), "t.lopti").diagnostics if d.code == "LP305"]
    assert found and f"the dealer of the rule's rounds {rounds} ..." in found[0].message


def test_r_setup_4_the_tally_is_the_rules_age_however_the_hooks_are_split() -> None:
    """The same tally added in one hook and read in the next was caught already: the
    one-hook spelling now reads the same."""
    split = ('rule "Tally"\n  count "deals" this session\n  after deal:\n'
             '    add 1 to "deals"\n  after deal:\n'
             '    if table.players is 4 and count "deals" is a multiple of 4:\n'
             '      dealer may give up to 2 cards to their left\n')
    assert codes_of(split) == codes_of(tally(AFTER_ADD)) == ["LP305"]


def test_the_value_read_after_a_hooks_own_write() -> None:
    rule = parse(tally(AFTER_ADD), "t.lopti").rules[0]
    hook = rule.hooks[0]
    assert simcounts.read_side(hook, "deals") == "after"
    followed = simcounts.trace(rule, "deals")
    assert followed is not None
    at = simcounts.point(rule, hook, followed)
    assert at == simcounts.AFTER
    assert followed.seen[4][0][at][:4] == [1, 2, 3, 4]
    both = tally('    if count "deals" is 2:\n      dealer draws 1 card\n'
                 '    add 1 to "deals"\n'
                 '    if count "deals" is 3:\n      dealer draws 1 card\n')
    assert simcounts.read_side(parse(both, "t.lopti").rules[0].hooks[0], "deals") is None


@each.parametrize("text", [
    # a count every deal whose effect falls on the dealer every time: a rotating role
    tally('    add 1 to "deals"\n    dealer may give up to 1 card to their left\n'),
    # every third deal at four players: the dealer moves round the table
    tally(AFTER_ADD.replace("multiple of 4", "multiple of 3")),
    # a count of clears: it moves with play, not with the deal
    tally('    add 1 to "deals"\n    if count "deals" is a multiple of 4:\n'
          '      acting player may give up to 2 cards to their left\n', event="clear"),
    # a count kept for the round: 1 at every deal, every dealer alike
    tally(AFTER_ADD.replace("multiple of 4", "at least 1"), scope="this round"),
])
def test_r_custom_4_tallies_whose_seat_moves_round_the_table_stay_legal(text: str) -> None:
    assert "LP305" not in codes_of(text)
