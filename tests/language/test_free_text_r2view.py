"""A view by reflection, a memory aid, a second draw, a late vote and a Roshambo stand-in for
one standing alone (session
30 second round, brief r2view; tests/data/free_text/r2view.toml, in the five languages).

R-SETUP-2, R-CLEAR-3, R-DRAW-1, R-CUSTOM-4: everyone plays from the same view and draws
one unseen card. A seat facing a mirror or a glass that shows the others' cards, an app
that keeps the cards gone, or a card put back and drawn again that the last winner, the
champion or the creator alone has is a favour of a person in the role's clothes: LP716
(language/text/insight.py). The mirror covered or turned away, and the same help for all,
stay clean.
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

FLAGGED, CLEAN, RULES = case_table("r2view")
_AT_DEAL = {"event": "deal", "who": "the dealer"}


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_setup_2_a_view_an_app_or_a_redraw_for_one_standing_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_DEAL)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_the_mirror_covered_or_the_same_help_for_all_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_DEAL)
