"""A win block whose threshold is written with the table's size (LP502; R-WIN-1,
R-CUSTOM-3; redteam11 ``win-table-size-wall``): ``fewer cards than table.players - 1`` is
at most 3 cards at five players, the last stretch, read at every table size."""

from __future__ import annotations

import pytest

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def restricted(condition: str, event: str = "after turn_end") -> str:
    return f'rule "Wall"\n  {event} when {condition}:\n    next play must be Q or higher\n'


@pytest.mark.parametrize("condition", [
    "cards of next player is less than table.players - 1",
    "table.players - 2 is at least cards of next player",
    "hand of next player + face-up of next player + face-down of next player"
    " is at most table.players - 2",
])
def test_r_win_1_a_threshold_of_the_table_size_is_the_last_stretch(condition: str) -> None:
    assert "LP502" in codes_of(restricted(condition))


@pytest.mark.parametrize("condition", [
    # at five players 7 cards or fewer: not only the last stretch
    "cards of next player is less than table.players + 3",
    "table.pile is at least table.players",
])
def test_r_win_1_a_table_size_threshold_beyond_the_stretch_is_not_lp502(
        condition: str) -> None:
    assert "LP502" not in codes_of(restricted(condition))
