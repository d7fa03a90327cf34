"""Session 26's second round of free text (issue 29, brief text28b;
tests/data/free_text/text28b.toml, in the five languages).

R-CUSTOM-3: a blow made with a thing on another player's hand is an act on their body
(contact.py); a support held (a plank, the German "-stütz" compounds) is a posture held,
LP701 (bodily.py). R-SESSION-1: a rule said to stand for every game night, this month or
next time reaches past its session, LP707, in a text and in a rule's name
(procedure_world.py). R-WIN-1: "whoever wins" after a cost shared alike lays no way to win
down (basegame_world.py). R-CUSTOM-3: a gesture made at the table and a drink topped up for
everyone are table actions (no LP712: bodily_lexicon.py's ``bd_table``, contact_lexicon.py's
``h_serve``).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes

from lopti_rules.language import lint_text
from lopti_rules.language.text.harm import is_table_action, judge
from lopti_rules.language.text.names import judge_name

FLAGGED, CLEAN, RULES = case_table("text28b")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_custom_3_r_session_1_r_win_1_every_idea_has_both_sides_in_five_languages(
        ) -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_session_1_r_win_1_the_demand_or_change_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_session_1_r_win_1_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize("text", [
    "claps for everyone at the table", "applaudiert allen am Tisch",
    "verbeugt sich am Tisch", "klapt voor iedereen aan tafel",
    "masada herkes için alkış tutar", "为在座的每个人鼓掌",
    "tops up everyone's tea", "pours everyone more tea", "füllt allen den Tee nach",
    "vult ieders thee bij", "herkesin çayını tazeler", "给大家续杯",
])
def test_r_custom_3_a_gesture_at_the_table_or_a_refill_for_everyone_is_a_table_action(
        text: str) -> None:
    assert is_table_action(text) and codes(text) == set(), text


@each.parametrize(("text", "code"), [
    ("slaps the loser at the table", "LP702"),
    ("schlägt den Verlierer am Tisch", "LP702"),
    ("steht am Tisch auf einem Bein bis zur nächsten Runde", "LP701"),
    ("fills the loser's glass with vodka", "LP701"),
    ("给输家续酒", "LP701"),
])
def test_r_custom_3_the_table_or_a_refill_does_not_cover_a_demand(text: str,
                                                                  code: str) -> None:
    assert not is_table_action(text) and code in codes(text), text


@each.parametrize(("name", "flagged"), [
    ("Standing rule for all sessions this year", True),
    ("Vaste regel voor elke speelavond", True),
    ("Standing ovation", False),
    ("Standing rule: the winner shuffles", False),
], size=15)
def test_r_session_1_a_rule_name_that_stands_past_the_session(name: str,
                                                              flagged: bool) -> None:
    assert ("LP707" in {f.code for f in judge_name(name)}) is flagged, name


def _book(text: str, verb: str = "does", who: str = "the winner") -> str:
    return f'rule "T"\n  after round_end:\n    {who} {verb} "{text}"\n'


@pytest.mark.parametrize(("book", "code", "severity"), [
    (_book("slaps the loser's flat hand with the deck"), "LP702", "error"),
    ('rule "T"\n  after pickup:\n    acting player does "holds a side plank, five seconds '
     'per card picked up"\n', "LP701", "error"),
    ('rule "Standing rule for every game night this year"\n  after clear:\n'
     '    the clearer says "Clear!"\n', "LP707", "error"),
])
def test_r_custom_3_r_session_1_the_books_are_refused(book: str, code: str,
                                                      severity: str) -> None:
    found = {(d.code, str(d.severity)) for d in lint_text(book).diagnostics}
    assert (code, severity) in found, found


@pytest.mark.parametrize("book", [
    _book("claps for everyone at the table"),
    _book("tops up everyone's tea"),
    _book("We split the room rent equally, whoever wins", verb="says", who="the dealer"),
])
def test_r_custom_3_offers_and_costs_shared_alike_give_no_diagnostic(book: str) -> None:
    assert [d.code for d in lint_text(book).diagnostics] == []
