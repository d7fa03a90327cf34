"""Session 26's free text (issue 29, brief text27; tests/data/free_text/text27.toml, in the
five languages).

R-VOTE-10, R-ROSHAMBO-1: Roshambo kept and a coin, dice or lots denied beside it is the
card's own value; Roshambo denied is LP708 (language/text/roshambo_kept.py). R-VOTE-2: "the
dealer cannot vote twice" restates one vote a person; a vote taken away or a second one
given is LP707 (vote_once.py). R-CUSTOM-4: the host's choice of the music is no game
decision; a game decision or a chore given to the host picks a person, LP304
(house_choice.py). R-CUSTOM-3: water or a soft drink for everyone is no drinking game; a
drink as a penalty or alcohol is LP701 (soft_drinks.py). R-CUSTOM-4: a cost on whoever is
away from the table is LP304, waiting for them is clean (presence.py).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes, first_sentence

from lopti_rules.language import lint_text
from lopti_rules.language.text import house_choice, presence, soft_drinks, vote_once
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.matching import hits
from lopti_rules.language.text.roshambo_kept import undenied

FLAGGED, CLEAN, RULES = case_table("text27")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_vote_2_r_roshambo_1_r_custom_3_4_every_idea_has_both_sides_in_five_languages(
        ) -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_2_r_roshambo_1_r_custom_3_4_the_change_or_target_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_2_r_roshambo_1_r_custom_3_4_the_cards_value_and_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "kept"), [
    ("On a tie we play Roshambo, not a coin toss.", True),
    ("平局时我们玩石头剪刀布，不是抛硬币。", True),
    ("On a tie we toss a coin, not Roshambo.", False),
    ("On a tie we do not play Roshambo but toss a coin.", False),
    ("On a tie we play Roshambo best of three, not a coin toss.", False),
], size=60)
def test_r_roshambo_1_only_a_denied_alternative_beside_a_kept_roshambo_is_no_change(
        text: str, kept: bool) -> None:
    sentence = first_sentence(text)
    found = hits(sentence)
    left = {h.words for h in undenied(sentence, found) if h.name == "roshambo_change"}
    changed = {h.words for h in found if h.name == "roshambo_change"}
    assert (left != changed and not left) is kept


@each.parametrize(("text", "once"), [
    ("The dealer cannot vote twice.", True),
    ("Kimse iki kez oy kullanamaz.", True),
    ("每个人只能投一票。", True),
    ("The dealer cannot vote.", False),
    ("The dealer votes twice.", False),
    ("The dealer can only vote once, the winner twice.", False),
    ("The dealer cannot vote twice in a row.", False),
], size=60)
def test_r_vote_2_one_vote_a_person_is_read_by_its_slots(text: str, once: bool) -> None:
    sentence = first_sentence(text)
    assert vote_once.restated(sentence, hits(sentence)) is once


@each.parametrize(("text", "chosen"), [
    ("The host decides the music.", True),
    ("Ev sahibi müziği seçer.", True),
    ("The host decides who deals.", False),
    ("The host picks the seats.", False),
    ("The host does the dishes.", False),
], size=60)
def test_r_custom_4_a_choice_of_the_house_is_no_game_decision(text: str, chosen: bool) -> None:
    sentence = first_sentence(text)
    assert house_choice.chosen(sentence, hits(sentence)) is chosen


@each.parametrize(("text", "offered"), [
    ("Everyone drinks a glass of water.", True),
    ("请大家喝可乐。", True),
    ("The loser drinks a glass of water.", False),
    ("Everyone drinks a beer.", False),
    ("Everyone drinks three glasses of water.", False),
    ("Alle anderen trinken ein Glas Wasser.", False),
], size=60)
def test_r_custom_3_water_for_everyone_loses_its_drinking_words(text: str, offered: bool) -> None:
    sentence = first_sentence(text)
    found = hits(sentence)
    assert (not any(h.name == "LP701" for h in soft_drinks.offered(sentence, found))) is offered


@pytest.mark.parametrize(("text", "code"), [
    ("The absent player draws three cards.", "LP304"),
    ("Whoever steps away keeps their cards until they are back.", None),
    ("A player who is one away from winning draws a card.", None),
])
def test_r_custom_4_a_cost_by_presence_picks_a_person(text: str, code: str | None) -> None:
    sentence = first_sentence(text)
    claim = presence.picked(sentence, hits(sentence), None)
    assert (claim is not None and code == "LP304") or (claim is None and code is None)
    assert (code in codes(text)) if code else "LP304" not in codes(text)


@each.parametrize("text", ["请大家喝可乐", "请每个人喝一杯水", "offers everyone a coke",
                                  "schenkt allen ein Glas Wasser ein"], size=15)
def test_r_custom_3_water_or_a_soft_drink_the_winner_offers_is_no_error(text: str) -> None:
    book = f'rule "W"\n  after win:\n    the winner does "{text}"\n'
    assert not [d for d in lint_text(book).diagnostics if str(d.severity) == "error"]
