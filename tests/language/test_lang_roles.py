"""Role wording in docs/language.md and vocabulary.ROLES matches what the view does."""

from __future__ import annotations

import pytest
from support.paths import DOCS

from lopti_rules.language.catalogue import vocabulary
from lopti_rules.sandbox.view import SeatState, table_view


@pytest.mark.parametrize("direction", [1, -1])
def test_r_custom_4_fewest_and_most_ties_go_clockwise_from_the_acting_player(
        direction: int) -> None:
    """Seats 0 and 2 tie on either side of acting seat 1; clockwise from 1, seat 2 comes
    first (its hand of 2 tells it from seat 0's hand of 1 plus 1 face-up card)."""
    low = table_view([SeatState(1, 1, 0), SeatState(5, 0, 0), SeatState(2, 0, 0),
                      SeatState(3, 0, 0)], current=1, dealer=0, direction=direction)
    assert (low.fewest.cards, low.fewest.hand) == (2, 2)
    high = table_view([SeatState(5, 1, 0), SeatState(1, 0, 0), SeatState(6, 0, 0),
                       SeatState(3, 0, 0)], current=1, dealer=0, direction=direction)
    assert (high.most.cards, high.most.hand) == (6, 6)


def test_docs_and_vocabulary_say_ties_go_clockwise() -> None:
    docs = (DOCS / "language.md").read_text(encoding="utf-8")
    (row,) = [line for line in docs.splitlines() if "player with the fewest cards" in line
              and line.startswith("|")]
    assert "clockwise" in row and "direction of play" not in row
    assert "clockwise" in vocabulary.ROLES["fewest"].doc
