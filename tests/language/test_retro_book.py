"""A retroactive ladder split over the rules of a book (LP601, R-CUSTOM-3; issue 29).

One rule that draws a card from round 2 on is a fair "from round N on"; three rules that
draw one card each from round 2, 3 and 4 on draw one card for every round before this
one, up to three, whichever round the book was adopted in: the rounds before the rules
count too. The static check reads the rules together (``checks/retro.BookLadder``).
"""

from __future__ import annotations

import pytest

from lopti_rules.language import check_book, parse


def rung(name: str, least: int, body: str = "last winner draws 1 card") -> str:
    return f'rule "{name}"\n  after deal when round.number is at least {least}:\n    {body}\n'


def book_codes(*texts: str) -> dict[str, list[str]]:
    files = [(f"{i}.lopti", parse(t, f"{i}.lopti")) for i, t in enumerate(texts)]
    return {f: [d.code for d in ds] for f, ds in check_book(files).items()}


def test_r_custom_3_a_round_ladder_split_over_three_files_is_retroactive_in_each() -> None:
    found = book_codes(rung("A", 2), rung("B", 3), rung("C", 4))
    assert all("LP601" in codes for codes in found.values())


@pytest.mark.parametrize("second", [
    # the same rung twice is a fixed size from round 3 on: before and after one round
    rung("B", 3),
    # another effect: not one cost that grows
    rung("B", 5, "dealer draws 1 card"),
    # a bigger step at the same round: still before and after one round
    'rule "B"\n  after deal when round.number is at least 3:\n    last winner draws 2 cards\n',
])
def test_r_custom_3_two_rules_with_one_threshold_each_are_no_ladder(second: str) -> None:
    found = book_codes(rung("A", 3), second)
    assert not any("LP601" in codes for codes in found.values())


def test_r_custom_3_rungs_on_other_events_are_one_cost_that_climbs() -> None:
    """A card drawn from round 2 at the deal, another from round 3 at the round's end,
    another from round 4 at each pickup: the book's cost steps with round.number all the
    same, whichever events carry the rungs (redteam12 retro-split-hooks)."""
    other = ('rule "B"\n  after round_end when round.number is at least 3:\n'
             '    last winner draws 1 card\n')
    found = book_codes(rung("A", 2), other, rung("C", 4).replace("deal", "pickup"))
    assert all("LP601" in codes for codes in found.values())


@pytest.mark.parametrize("text", [
    # one rule, three hooks, three payers (redteam12 retro-split-hooks, reworded)
    'rule "Dues"\n  after deal when round.number is more than 2:\n    dealer draws 1 card\n'
    '  after round_end when round.number is at least 5:\n    last winner draws 1 card\n'
    '  after clear when round.clears is 1 and round.number is at least 8:\n'
    '    the clearer draws 1 card\n',
    # gifts rather than draws, at the deal and at turn 1's end
    'rule "Tithe"\n  after deal when round.number is at least 2:\n'
    '    last winner gives 1 card to next player\n'
    '  after turn_end when turn_end.number is 1 and round.number is at least 4:\n'
    '    acting player gives 1 card to next player\n'
    '  after round_end when round.number is at least 6:\n'
    '    last winner gives 1 card to next player\n',
], ids=["draws", "gives"])
def test_r_custom_3_one_rules_rungs_on_several_events_are_retroactive(text: str) -> None:
    found = book_codes(text)
    assert "LP601" in found["0.lopti"]


def test_r_custom_3_one_threshold_on_each_of_two_events_is_no_ladder() -> None:
    """From round 3 on the dealer draws at the deal and the last winner at the round's
    end: a fixed cost from one round on, before and after, no ladder."""
    text = ('rule "From three"\n  after deal when round.number is at least 3:\n'
            '    dealer draws 1 card\n  after round_end when round.number is at least 3:\n'
            '    last winner draws 1 card\n')
    assert "LP601" not in book_codes(text)["0.lopti"]
