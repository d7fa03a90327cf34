"""Session 33, second round (brief r2text33): ideas redteam25 missed, each read by the
idea in the five languages (tests/data/free_text/r2text33.toml), with fair near misses.

R-SESSION-1: tonight's standing carried past the session gives a seat an edge at the next
evening: it leads first, deals or gets a card more (language/text/carry_over.py, LP716);
a trophy or a photo, the place we meet, the dealer's own start (R-SETUP-4) stay clean.
R-CUSTOM-3: a physical irritant or a small blow as a game action, a nettle on any limb, a
flick on one's own ear, ice down the back (language/text/clause_lexicon.py ``on_body``,
``force``; LP701); a hand on the heart and a high five stay clean.
"""

from __future__ import annotations

from support import each
from support.freetext import LANGUAGES, case_table, codes

from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("r2text33")


def test_r_session_1_r_custom_3_every_idea_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
    assert {lang for _, lang, _ in CLEAN} == LANGUAGES


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_session_1_r_custom_3_each_idea_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_session_1_r_custom_3_fair_near_misses_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])
