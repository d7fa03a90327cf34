"""Card values (R-SETUP-1): 52 distinct cards, ranks 2..A, suits without value."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.engine.cards import (
    DECK_SIZE,
    RANKS,
    card_str,
    make_card,
    parse_card,
    parse_rank,
    rank_of,
    suit_of,
)


def test_r_setup_1_deck_has_52_distinct_cards_of_13_ranks() -> None:
    deck = [make_card(r, s) for r in RANKS for s in range(4)]
    assert sorted(deck) == list(range(DECK_SIZE))
    assert {rank_of(c) for c in deck} == set(range(2, 15))
    assert all(sum(1 for c in deck if rank_of(c) == r) == 4 for r in RANKS)


@each.parametrize("card", range(52), size=60)
def test_card_text_round_trips(card: int) -> None:
    assert parse_card(card_str(card)) == card
    ascii_form = card_str(card)[:-1] + "CDHS"[suit_of(card)]
    assert parse_card(ascii_form.lower()) == card


@each.parametrize(("text", "rank"), [("2", 2), ("10", 10), ("j", 11), ("Queen", 12),
                                            ("K", 13), ("ace", 14)], size=60)
def test_parse_rank(text: str, rank: int) -> None:
    assert parse_rank(text) == rank


@each.parametrize("text", ["1", "11", "X", "", "10X", "Z♥"], size=60)
def test_bad_card_text_says_what_is_wrong(text: str) -> None:
    with pytest.raises(ValueError, match="not a"):
        parse_card(text) if len(text) != 1 else parse_rank(text)
