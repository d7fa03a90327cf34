"""Session 40 (brief offtable40, issue 29): people outside the game, others' property,
lawful acts (tests/data/free_text/offtable40.toml).

- R-CUSTOM-3, R-SESSION-1: a duty laid on someone who does not play (an onlooker, a
  flatmate, a partner) is LP711 (text/onlookers.py); an offer or an invitation to them
  picks nobody (no LP304), a thing of the game offered to a guest stays LP304;
- R-CUSTOM-3: "nobody who has had a drink drives" is a safety reminder, clean; driving
  after drinking is LP701 (text/sober_driving.py);
- R-CUSTOM-3: a notch in the host's table, a drink in a plant (LP704) and a neighbour's
  bike or fruit taken without asking (LP705) (text/others_things.py); a tally on the
  score sheet is none.
"""

from __future__ import annotations

from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

FLAGGED, CLEAN, RULES = case_table("offtable40")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_offers_reminders_and_tallies_stay_clean(rule: str, lang: str,
                                                            text: str) -> None:
    assert_clean(rule, lang, text)


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_r_session_1_duties_on_outsiders_and_harm_to_things_are_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)
