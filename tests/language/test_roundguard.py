"""The creator's round guard (analysis/roundguard.py; issue 29 item 3, R-CUSTOM-1,
R-CUSTOM-4): a condition that holds in one round of the session only picks the round its
creator announces the rule for, where the last winner is the creator (LP306)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(guard: str, role: str = "last winner") -> list[str]:
    text = (f'rule "x"\n  after pickup when {guard}:\n'
            f'    {role} may give up to 2 cards to the picker\n')
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


@each.parametrize("guard", [
    "round.number is 5", "round.number is at least 5 and round.number is at most 5",
    "round.number - 1 is 4", "round.number + table.players is 9",
    "round.number is 6 and pickup.count is not 2",
], size=15)
def test_r_custom_4_one_round_of_the_session_is_the_creators(guard: str) -> None:
    assert "LP306" in codes_of(guard)
    assert "LP306" in codes_of(guard, "player left of the last winner")


@pytest.mark.parametrize("guard", [
    "round.number is at least 5",  # every round from the fifth: the winners change
    "round.number is one of 5, 9",  # two rounds: two winners
    "round.number is 1",  # the first round has no last winner (the first dealer: LP305)
])
def test_r_custom_4_rounds_with_changing_winners_stay_legal(guard: str) -> None:
    assert "LP306" not in codes_of(guard)


def test_r_custom_4_a_role_that_changes_with_play_stays_legal_in_one_round() -> None:
    assert codes_of("round.number is 5", "the picker") == []
