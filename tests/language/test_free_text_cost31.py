"""Session 31 (brief rt31cost, issue 29): a game consequence laid on any condition in words
is a rule of play (LP716, language/text/conditioned.py), read by its shape in the five
languages (tests/data/free_text/cost31.toml), whatever the condition: no list of behaviours.

R-TURN-2, R-DRAW-1, R-TURN-1, R-WIN-3, R-CUSTOM-2, R-CUSTOM-3: a pickup, a draw, a turn
lost or a place laid on something the game never hears; R-SETUP-2, R-CUSTOM-4: an extra
play, a second draw, a look at face-down cards the same. The base game quoted, a cost off
the game, a question, a rule's own action announced and a consequence for everybody stay
clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes

from lopti_rules.language.text import conditioned
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import asked, read

FLAGGED, CLEAN, RULES = case_table("cost31")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_custom_2_every_idea_is_flagged_and_kept_clean_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
    assert {lang for _, lang, _ in CLEAN} == LANGUAGES


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_2_r_custom_3_a_game_consequence_on_any_condition_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_turn_2_quotes_costs_off_the_game_and_questions_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=60)
def test_r_custom_2_the_shape_reading_itself_finds_each_flagged_case(
        rule: str, lang: str, text: str, code: str) -> None:
    """Not some other reading by chance: conditioned.py reads a condition and a consequence."""
    reading = read(text)
    found = conditioned.findings(reading, asked(text), [])
    assert found and found[0][0] == "LP716", (rule, lang, text)


@each.parametrize(("text", "kind"), [
    ("Whoever hums at the table draws three cards.", "cost"),
    ("Whoever brought the cake may look at one of their face-down cards.", "gain"),
    ("Wie de chips heeft gekocht, mag een kaart terugleggen en opnieuw trekken.", "gain"),
    ("谁带了零食，谁就可以连出两次牌。", "gain"),
], size=15)
def test_r_custom_4_the_message_says_cost_or_advantage(text: str, kind: str) -> None:
    found = [f for f in judge(text) if f.code == "LP716"]
    # a look at face-down cards is claims.py's own reading (R-SETUP-2), said first
    assert found and (conditioned.WHY[kind] in found[0].message
                      or "R-SETUP-2" in found[0].message), [f.message for f in judge(text)]


@pytest.mark.parametrize("text", [
    "Whoever laughs during a turn sings a line?",  # a question lays nothing down
    "Wer gähnt, zieht keine Karte.",  # the consequence denied
    "If someone sneezes, nobody draws.",
])
def test_r_custom_2_a_question_or_a_denied_consequence_is_no_rule_of_play(text: str) -> None:
    assert conditioned.findings(read(text), asked(text), []) == []
