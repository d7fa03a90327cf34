"""Dealer seats a rule's branches split the table by (LP305; R-CUSTOM-4, R-SETUP-4;
analysis/checks/teamseats.py): at four players the dealer in odd rounds and the player
left of the dealer in even ones are seats 0 and 2 every round, seats 1 and 3 never: a
team (redteam12 ``dealer-four-across``). Branches that reach every seat alike stay clean."""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def two(guard: str, test: str, then: str, orelse: str, action: str) -> str:
    return (f'rule "Across"\n  after deal{guard}:\n    if {test}:\n      {then} {action}\n'
            f'    else:\n      {orelse} {action}\n')


FOUR = " when table.players is 4"
LEFT, RIGHT = "the player left of the dealer", "the player right of the dealer"


@each.parametrize("text", [
    # redteam12 dealer-four-across's shape, the branches swapped and spelt otherwise
    two(FOUR, "round.number is even", LEFT, "dealer", "draws 2 cards"),
    two(FOUR, "round.number is a multiple of 2", "dealer", RIGHT, "draws 1 card"),
    # two hooks, one a branch, a give instead of a draw
    'rule "Across"\n  after deal when table.players is 4 and round.number is odd:\n'
    f'    {RIGHT} gives 1 card to their left\n'
    '  after deal when table.players is 4 and round.number is even:\n'
    '    dealer gives 1 card to their left\n',
    # the rule's own rounds instead of the session's: the same split, shifted
    two(FOUR, "rule.rounds is odd", "dealer", LEFT, "draws 2 cards"),
    # the dealer alone in odd rounds at four players: seats 0 and 2
    'rule "Odd"\n  after deal when table.players is 4 and round.number is odd:\n'
    '    dealer draws 2 cards\n',
], size=15)
def test_dealer_seats_split_the_table_R_CUSTOM_4(text: str) -> None:
    assert "LP305" in codes_of(text)


@each.parametrize("text", [
    # the two sides of the dealer take turns: every seat alike
    two(FOUR, "round.number is odd", LEFT, RIGHT, "draws 1 card"),
    # the same by the rule's own rounds
    two(FOUR, "rule.rounds is even", RIGHT, LEFT, "draws 1 card"),
    # the dealer every round
    'rule "Deal"\n  after deal when table.players is 4:\n    dealer draws 1 card\n',
    # three players: odd-round dealers are seats 0, 2, 1 in turn
    'rule "Odd"\n  after deal when table.players is 3 and round.number is odd:\n'
    '    dealer draws 1 card\n',
], size=15)
def test_dealer_seats_that_go_round_stay_clean_R_SETUP_4(text: str) -> None:
    assert "LP305" not in codes_of(text)
