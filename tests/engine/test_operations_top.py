"""The top cards of the pile and of the cleared cards (R-CLEAR-3 takes, rules taking from
the pile) read from the latest record down give exactly the full ordering's top."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from lopti_rules.engine.cards import cards_of
from lopti_rules.engine.operations import bottom_cards, top_cards

masks = st.integers(0, (1 << 52) - 1)


def _ordered(records: list[int], live: int) -> list[int]:
    """The reference order: the cards of ``live`` in record order, bottom first;
    unrecorded cards at the bottom.

    A card lies at its latest record (a card taken back and cleared again lies where it
    was cleared last). Within one play, higher card ids count as nearer the top (a
    fixed, seat-blind order).
    """
    groups: list[int] = []
    seen = 0
    for mask in reversed(records):
        m = mask & live & ~seen
        seen |= m
        groups.append(m)
    out = list(cards_of(live & ~seen))
    for m in reversed(groups):
        out.extend(cards_of(m))
    return out


@settings(max_examples=200, deadline=None)
@given(records=st.lists(masks, max_size=12), live=masks, n=st.integers(0, 60))
def test_top_equals_the_reversed_full_order(records: list[int], live: int, n: int) -> None:
    """Duplicated cards count at their latest record; unrecorded cards lie at the bottom."""
    assert top_cards(records, live, n) == _ordered(records, live)[::-1][:n]


def test_top_reads_latest_play_first_higher_ids_first() -> None:
    records = [0b0011, 0b1100 << 4]
    assert top_cards(records, 0b1100_0011, 3) == [7, 6, 1]


def test_a_card_cleared_again_lies_where_it_was_cleared_last() -> None:
    """R-CLEAR-3: a card a rule took back, played again and cleared again is the most
    recently cleared card, even though its first clear is still on record."""
    records = [0b0110, 0b1000_0000, 0b0010]  # card 1 cleared, taken back, cleared again
    assert top_cards(records, 0b1000_0110, 2) == [1, 7]
    assert _ordered(records, 0b1000_0110) == [2, 7, 1]


@settings(max_examples=200, deadline=None)
@given(records=st.lists(masks, max_size=12), live=masks, n=st.integers(0, 60))
def test_bottom_equals_the_full_order_from_the_bottom(records: list[int], live: int,
                                                       n: int) -> None:
    """R-CLEAR-3's oldest cleared cards: the full order read from the bottom, a card at its
    latest record, unrecorded cards deepest, lower ids deeper within a play."""
    assert bottom_cards(records, live, n) == _ordered(records, live)[:n]
    assert bottom_cards(records, live, n) == top_cards(records, live, 60)[::-1][:n]


def test_bottom_reads_oldest_play_first_lower_ids_first() -> None:
    records = [0b1000_0110, 0b0011 << 8, 0b0010]  # card 1 cleared again last
    assert bottom_cards(records, 0b11_1000_0110 | 1 << 20, 3) == [20, 2, 7]
