"""Session 40 (brief fixoff40, issue 29): the offtable40 readings narrowed to their idea
(tests/data/free_text/fixoff40.toml).

- R-CUSTOM-3, R-SESSION-1: a duty on the neighbours next door is LP711; the neighbour in
  the next seat is a player ("der rechte Nachbar hebt ab", text/onlookers.py);
- R-CUSTOM-4: Turkish "son" is "last", no son: the onlooker lexicon is read in the
  sentence's own language;
- R-CUSTOM-3: leaving the table ("masadan kalkan") marks nothing; a mark carved into it is
  LP704 (text/others_things.py).
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

FLAGGED, CLEAN, RULES = case_table("fixoff40")


def test_r_custom_3_r_session_1_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_setup_2_r_custom_4_r_session_1_seat_neighbours_last_cards_and_leaving_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_session_1_duties_next_door_and_carved_tables_are_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)
