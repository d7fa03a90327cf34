"""Cards given to a standing at a moment of the game are a handicap, not a favour
(R-CUSTOM-4: game roles are allowed; more cards in a shedding game are a cost). The
event word of a time phrase ("bij het delen", "beim Geben", "dağıtımda": at the deal) is
the moment, not what the standing gets (text/standing_slots.py ``_when``), so "last
round's winner gets two extra cards at the deal" is a burden in every language, as it was
in English. One card fewer at the deal stays a favour (LP716; redteam-s33t)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.text.harm import judge

BURDEN = (
    "Last round's winner gets two extra cards at the deal.",
    "Der Sieger der letzten Runde bekommt beim Geben zwei Karten mehr.",
    "De winnaar van de vorige ronde krijgt bij het delen twee kaarten extra.",
    "Geçen turun galibi dağıtımda iki kart fazla alır.",
)
FAVOUR = (
    "Der Führende des Abends bekommt bei jedem Geben eine Karte weniger.",
    "De winnaar van de vorige ronde krijgt bij het delen een extra beurt.",
)


@each.parametrize("text", BURDEN, size=15)
def test_r_custom_4_extra_cards_for_a_standing_at_the_deal_are_a_burden(text: str) -> None:
    assert "LP716" not in {f.code for f in judge(text)}


@pytest.mark.parametrize("text", FAVOUR)
def test_r_custom_4_fewer_cards_or_an_extra_turn_at_the_deal_stay_a_favour(text: str) -> None:
    assert "LP716" in {f.code for f in judge(text)}
