"""A boiling or freezing thing kept in hand for a stretch is harm to the hands that keep it
(R-CUSTOM-3, LP701; session 42, clause_readings.cold), whatever part of the body is named.

Briefly, or a hot drink poured, or a plain teapot held, asks nothing.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes

HELD = [
    ("en", "The loser holds a pot of boiling water over the table until their next turn."),
    ("en", "Ten or more, so I hold the kettle, fresh off the boil, until my next turn."),
    ("de", "Wer zehn aufnimmt, hält die kochend heiße Kanne bis zu seinem nächsten Zug über "
           "den Tisch."),
    ("nl", "De verliezer houdt de kokende theepot tot zijn volgende beurt boven de tafel."),
    ("tr", "Kaybeden kaynar çaydanlığı sıradaki turuna kadar masanın üstünde tutar."),
]
CLEAN = [
    "The winner pours everyone a hot tea.",
    "Careful, the kettle is boiling.",
    "The loser holds the teapot until the next turn.",
]


@each.parametrize(("lang", "text"), HELD, size=15)
def test_r_custom_3_a_boiling_thing_held_for_a_stretch_is_lp701(lang: str, text: str) -> None:
    assert "LP701" in codes(text), (lang, text)


@pytest.mark.parametrize("text", CLEAN)
def test_r_custom_3_a_hot_drink_poured_or_a_pot_held_asks_nothing(text: str) -> None:
    assert "LP701" not in codes(text), text
