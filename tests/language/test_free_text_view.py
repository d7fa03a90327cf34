"""A look at hidden cards laid down in free text (language/text/claims.py, LP716; R-SETUP-2,
issue 29): the draw pile's top and another player's hand are hidden like the face-down
cards, and a text that lets someone see them is a view the game never hears, one player's
information against the table (redteam12 ``info-champion-peeks`` in words). Showing one's
own hand to everyone, looking at one's own hand and a denied look stay clean."""

from __future__ import annotations

from support import each
from support.attacks import codes


@each.parametrize("text", [
    "look at the top card of the draw pile",
    "peek at another player's hand",
    "look at the next player's hand",
    "look at the hand of the next player",
    "may look at the cards of another player",
    "look at someone else's hand",
    "Der Gewinner darf die Karten der anderen anschauen",
    "Schau dir die oberste Karte vom Nachziehstapel an",
    "De winnaar mag de kaarten van de anderen bekijken",
    "Bekijk de bovenste kaart van de trekstapel",
    "Kazanan diğer oyuncuların kartlarına bakabilir",
    "Kazanan destenin en üstündeki karta bakar",
    "赢家可以看别人的手牌",
    "偷看牌堆顶的牌",
])
def test_r_setup_2_a_look_at_the_stock_or_another_hand_in_words_is_lp716(text: str) -> None:
    assert codes(text) == ["LP716"], text


@each.parametrize("text", [
    "show your hand to everyone",
    "everyone shows their hand to the table",
    "look at your hand and play another card",
    "check whether the draw pile is empty",
    "look at the top card of the pile",
    "nobody may look at another player's hand",
    "别看别人的手牌",
])
def test_r_setup_2_ones_own_hand_the_open_pile_and_a_denied_look_stay_clean(text: str) -> None:
    assert "LP716" not in codes(text), text
