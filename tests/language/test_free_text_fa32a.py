"""Session 28 (brief fa32a): the free-text judge's fair side, red-teamed with table texts of
kinds no training set had (tests/data/redteam-fa32a), each false alarm fixed by its idea in
the five languages (tests/data/free_text/fa32a.toml).

R-CUSTOM-3: the cards or one's own things put down or aside, a tune of one's own choice,
the cards tidied and handed on for the next deal, what the tidying is for (acts.py's
``s_place``, ``s_where``); a drink offered as a question to the table (asked_offers.py).
R-CUSTOM-4: a question the table answers picks nobody (selection.py). Near misses stay
flagged: another person's drink as the place, a forfeit held for the next round, a drink
asked of the loser or with alcohol, a question word before a main clause that picks by
place.
"""

from __future__ import annotations

from support import each
from support.freetext import (
    book,
    case_table,
    codes,
)

from lopti_rules.language import lint_text
from lopti_rules.language.text.harm import is_table_action, judge

#: the near misses are read here (an LP712 asked beyond the table's actions may read as
#: LP703); the fair texts and the five languages in test_free_text_tables.py
FLAGGED = case_table("fa32a")[0]


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_r_custom_4_the_near_misses_stay_flagged(rule: str, lang: str, text: str,
                                                            code: str) -> None:
    found = {d.code for d in lint_text(book(rule, text)).diagnostics}
    if code == "LP712":  # asked of a person beyond the table's actions: not one of them
        assert not is_table_action(text), (rule, lang, text)
        # the winner's forfeit may be read as the stronger LP703 (a cost on the winner)
        assert found & {"LP712", "LP703"}, (rule, text, found)
        return
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])
    assert code in found, (rule, text)


@each.parametrize("text", [
    "put the loser's phone in the fridge", "leg das Handy des Verlierers in den Kühlschrank",
    "put your phone in the loser's drink", "stack the cards so they fall on the loser",
], size=60)
def test_r_custom_3_a_thing_put_where_another_person_is_is_no_table_action(text: str
                                                                           ) -> None:
    assert not is_table_action(text), text


@each.parametrize("text", [
    "Does anyone want to drink until they pass out?", "Loser, do you want a drink?",
    "Do you want to drink three shots?", "The loser drinks. Anyone want a drink?",
])
def test_r_custom_3_an_offer_with_more_than_a_drink_or_a_picked_player_stays_lp701(
        text: str) -> None:
    assert "LP701" in codes(text), text
