"""Session 33 (brief r1fair33, issue 29): what a table writes at the end of a round, the
second pass (tests/data/redteam-fa38 and fa37's open books), fixed by its idea in the five
languages (tests/data/free_text/fa38.toml).

- R-CUSTOM-4: a place read with a position picks a player only when a person word or a
  seat noun is there ("whoever sits by the window", "the window seat"); everyone moving
  one chair, nobody by the heater, or a sheet by the door picks no one
  (life_readings.py's ``seat_picked``); the host photographed *with* the whole table is
  one of everyone (standing_words.py's ``_together``);
- R-CUSTOM-3: a bite left to each one's wish ("大家随便吃", "想吃就吃") is an offer, as
  "whoever wants" is (asked_offers.py's ``fetched``), unless the verb goes on past it
  ("吃到吐为止"); a warning ("dikkat") is no drink downed (harm_lexicon.py's ``consume``
  takes dikmek by its forms);
- R-SESSION-1: a league that tonight's game "has nothing to do with" ("和今晚这局牌没关系")
  carries nothing, as "nothing"/"nichts" already said (carry_over.py's ``_FRESH``).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

FLAGGED, CLEAN, RULES = case_table("fa38")


def test_r_custom_4_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_the_fair_texts_are_clean(rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_the_near_misses_stay_flagged(rule: str, lang: str, text: str,
                                                 code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize("text", [
    "The player by the door draws two",
    "The one by the door draws two",
    "The window seat deals for the rest of the night",
    "Der Spieler am Fenster zieht zwei Karten",
    "Whoever is nearest the door gets the drinks and deals",
])
def test_r_custom_4_a_person_or_a_seat_by_a_place_is_still_picked(text: str) -> None:
    """A person word, "the one" right before the place, or a seat noun: a seat (LP304)."""
    assert "LP304" in codes(text)


@each.parametrize("text", [
    "大家随便喝，喝醉为止",
    "大家随便吃辣椒",
    "输的人随便喝",
    "Kaybeden bardağı tek seferde diker",
    "Dikkat: kaybeden bardağı bitirir",
])
def test_r_custom_3_an_offer_that_goes_on_or_a_role_that_drinks_is_still_harm(text: str) -> None:
    """Drinking on until drunk, a chili, a role picked, a glass downed: LP701."""
    assert "LP701" in codes(text)
