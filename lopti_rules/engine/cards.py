"""Cards as small ints: ``card = (rank - 2) * 4 + suit``; ranks run 2..14 (J=11 .. A=14)."""

from __future__ import annotations

from typing import NewType

Card = NewType("Card", int)
Rank = NewType("Rank", int)

#: All ranks from low to high; special cards override this order (R-SETUP-1).
RANKS: tuple[int, ...] = tuple(range(2, 15))
#: Suits have no value (R-SETUP-1); they only tell the 52 cards apart.
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_LETTERS = "CDHS"
DECK_SIZE = 52

_RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_WORDS = {
    "J": 11, "JACK": 11, "Q": 12, "QUEEN": 12, "K": 13, "KING": 13, "A": 14, "ACE": 14,
}


def make_card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (2..14) and ``suit`` (0..3)."""
    if rank not in RANKS or not 0 <= suit < 4:
        raise ValueError(f"no such card: rank {rank}, suit {suit}")
    return Card((rank - 2) * 4 + suit)


def rank_of(card: int) -> int:
    """The rank (2..14) of a card."""
    return (card >> 2) + 2


def suit_of(card: int) -> int:
    """The suit index (0..3) of a card."""
    return card & 3


def rank_str(rank: int) -> str:
    """``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
    return _RANK_NAMES.get(rank, str(rank))


def card_str(card: int) -> str:
    """A card for people: ``9♥``, ``10♠``, ``Q♣``."""
    return rank_str(rank_of(card)) + SUIT_SYMBOLS[suit_of(card)]


def parse_rank(text: str) -> int:
    """Parse ``2``..``10``, ``J``/``Jack``, ``Q``, ``K``, ``A`` (any case)."""
    t = text.strip().upper()
    if t in _RANK_WORDS:
        return _RANK_WORDS[t]
    if t.isdigit() and int(t) in range(2, 11):
        return int(t)
    raise ValueError(f"not a rank: {text!r} (use 2-10, J, Q, K or A)")


def parse_card(text: str) -> Card:
    """Parse ``9♥``, ``9H``, ``10s``, ``Qd`` (suit letter C, D, H, S or its symbol)."""
    t = text.strip()
    if len(t) < 2:
        raise ValueError(f"not a card: {text!r} (write rank then suit, e.g. 9H or 9♥)")
    suit_char = t[-1]
    if suit_char in SUIT_SYMBOLS:
        suit = SUIT_SYMBOLS.index(suit_char)
    elif suit_char.upper() in SUIT_LETTERS:
        suit = SUIT_LETTERS.index(suit_char.upper())
    else:
        raise ValueError(f"not a card: {text!r} (suit must be C, D, H, S or ♣♦♥♠)")
    try:
        rank = parse_rank(t[:-1])
    except ValueError:
        raise ValueError(f"not a card: {text!r} (rank must be 2-10, J, Q, K or A)") from None
    return make_card(rank, suit)


def cards_str(cards: list[int] | tuple[int, ...]) -> str:
    """Cards for people, space separated."""
    return " ".join(card_str(c) for c in cards)


def mask_of(cards: list[int] | tuple[int, ...] | set[int]) -> int:
    """The card mask (bit ``c`` for card ``c``) holding ``cards``."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> tuple[int, ...]:
    """The cards in a card mask, lowest id first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return tuple(out)
