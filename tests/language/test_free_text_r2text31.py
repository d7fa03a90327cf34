"""Session 31, second round (brief r2text31): four ideas redteam23 missed, each read by the
idea in the five languages (tests/data/free_text/r2text31.toml), with fair near misses.

R-CUSTOM-3: heat, cold, an edge or a pinch put on the body (language/text/clause_readings.py
``cold``: a thing that hurts, a verb that puts or keeps it, a part of the body; a thing
merely hot only held for a stretch or bare).
R-WIN-3, R-CUSTOM-3: a player made to give up or written down at a place on a condition,
a count of cards included (language/text/forced_out.py, LP716).
R-SESSION-1: tonight's result carried to a later event, a tournament, a league, a final, a
seeding, next month (language/text/carry_over.py, LP716).
R-ROSHAMBO-2, R-VOTE-8: Roshambo's showing order or timing bent, or a throw redone unless a
draw is named (harm_lexicon.py ``roshambo_change``, ``roshambo_rethrow``; LP708).
"""

from __future__ import annotations

from support import each
from support.freetext import LANGUAGES, case_table, codes

from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("r2text31")


def test_r_custom_3_r_win_3_r_session_1_r_roshambo_2_every_idea_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
    assert {lang for _, lang, _ in CLEAN} == LANGUAGES


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_r_win_3_r_session_1_r_roshambo_2_each_idea_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_win_3_r_session_1_r_roshambo_2_fair_near_misses_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])
