"""A Turkish participle of wearing is its own person (R-CUSTOM-4, LP304): "şapka giyen"
and "gözlük takan" are "the one who wears a hat / glasses", with no person word after
them, so a player picked by what they wear is a trait in Turkish as it is in the other
languages ("whoever wears a hat", "wer eine Brille trägt"). "Gözlük takan yığını alır"
passed because the pile after the participle was read as the thing the trait described
("the oldest pile"). A role asked to wear something is not picked by it."""

from __future__ import annotations

from support import each
from support.freetext import codes


@each.parametrize("text", [
    "Gözlük takan yığını alır.", "Şapka giyen bir kart çeker.", "Kolye takan bir tur bekler.",
    "Whoever wears a hat draws a card.", "Wer eine Brille trägt, nimmt den Stapel auf.",
    "Wie een bril draagt, pakt de stapel op.", "戴眼镜的人收走牌堆。",
])
def test_r_custom_4_a_player_picked_by_what_they_wear_is_a_trait(text: str) -> None:
    assert "LP304" in codes(text)


@each.parametrize("text", [
    "The dealer wears a party hat for the round.",
    "Kazanan bir sonraki desteyi karıştırır.",
    "Kartlarını masaya koyan kazanır.",
    # what one holds in the game is a game fact, not who one is
    "En çok karta sahip olan bir kart verir.",
    "Wie de stapel draagt, mag kiezen.",
])
def test_r_custom_4_a_role_asked_to_wear_something_is_not_picked_by_it(text: str) -> None:
    assert "LP304" not in codes(text)
