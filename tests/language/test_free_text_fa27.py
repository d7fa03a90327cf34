"""Session 27's fair side of the free-text judge, red-teamed (issue 29, brief fa27;
tests/data/free_text/fa27.toml, in the five languages).

Fair texts a table would accept, as a ``does`` text, a ``says`` text or a rule's name
(the group's rule says which), each clean through the whole static lint; near misses that
stay flagged. R-CUSTOM-3: a gesture one makes oneself or everyone makes (a toast with water,
a high five, drumming, a whistle, a line sung, a shout) is a table action (toasts.py,
contact.py's ``g_mutual``), and a cost everyone pays alike is no stake and no chore asked of
one person (shared_cost.py). R-VOTE-5, R-ROSHAMBO-2, R-VOTE-1, R-VOTE-2: a tie that uses up
the round's vote, "only decided rounds count" (roshambo_decided.py), a rule that stands until
voted out (bodily.py), a newcomer who votes like everyone (joining.py) quote the cards.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import (
    LANGUAGES,
    assert_clean,
    assert_flagged,
    case_table,
    codes,
    in_five_languages,
)

from lopti_rules.language.text.harm import is_table_action, judge

FLAGGED, CLEAN, RULES = case_table("fa27")
#: this table's texts are said or done by the acting player after a clear
_AT_CLEAR = {"event": "clear", "who": "acting player"}


def test_r_custom_3_r_vote_5_r_custom_4_r_session_1_fifty_fair_ten_a_language() -> None:
    for lang in LANGUAGES:
        assert len([t for _, la, t in CLEAN if la == lang]) >= 10, lang
    assert len(CLEAN) >= 50 and len(FLAGGED) >= 20
    in_five_languages(FLAGGED, [], RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_vote_5_r_roshambo_2_r_custom_4_the_fair_texts_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_CLEAR)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_vote_8_r_custom_4_the_near_misses_stay_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_CLEAR)


@each.parametrize(("text", "code"), [
    # R-ROSHAMBO-2: "only" limiting the count to decided rounds is the cards'; a count is not
    ("Beim Roshambo zählen nur drei Runden.", "LP708"),
    ("In Roshambo only three rounds count.", "LP708"),
    ("In Roshambo only ten decided rounds count.", "LP708"),
    ("Roshambo: sadece üç tur.", "LP708"),
    # R-VOTE-10: a tie settled otherwise stays a change beside the used-up quote's words
    ("Bij gelijke stemmen gaat de regel eruit.", "LP708"),
    ("平票时规则算作废。", "LP708"),
    ("A tie goes to a coin flip.", "LP708"),
    # R-CUSTOM-3: a held stance of a person, not of a rule
    ("De verliezer blijft staan tot de volgende ronde.", "LP703"),
    ("Der Verlierer bleibt stehen, bis die Regel fällt.", "LP703"),
    # R-CUSTOM-4: a newcomer given a chore is picked by their evening
    ("Wer neu dazukommt, mischt.", "LP304"),
    ("新来的朋友和大家一样洗牌。", "LP304"),
    # R-CUSTOM-3: money a result or a role moves, or a bet, is a stake however alike
    ("Everyone who lost pays the same", "LP710"),
    ("De verliezer betaalt de pizza voor iedereen.", "LP710"),
    ("We all bet the same amount.", "LP710"),
    ("大家平摊赌注。", "LP710"),
    ("Herkes eşit para koyar, kazanan hepsini alır.", "LP710"),
    # R-CUSTOM-3: a chore shared but for one, or one role's on top, is asked of a person
    ("Alle räumen auf, außer dem Gewinner.", "LP712"),
    ("大家一起收拾，输家洗碗。", "LP712"),
    # R-CUSTOM-3: a high five done hard is a blow; an insult shouted stays one
    ("gives the loser a high five as hard as you can", "LP702"),
    ('kaybedene "aptal" diye bağırır', "LP706"),
])
def test_r_custom_3_r_roshambo_2_r_vote_10_the_readings_keep_their_limits(
        text: str, code: str) -> None:
    assert code in codes(text), (text, [f.message for f in judge(text)])


@each.parametrize("text", [
    "以茶代酒敬大家一杯", "raises a glass of water instead of beer",
    "stößt mit Wasser statt Bier an", "proost met water in plaats van bier",
    "rakı yerine suyla kadeh kaldırır", "stretches and takes a deep breath",
    "gives a fist bump to everyone", "klatscht alle ab", "跟大家碰拳",
])
def test_r_custom_3_a_soft_drink_in_place_of_alcohol_a_fist_bump_a_breath_are_table_actions(
        text: str) -> None:
    assert is_table_action(text) and codes(text) == set(), (text, judge(text))


@each.parametrize("text", [
    "以酒代茶敬大家一杯", "raises a glass of beer instead of water", "输家以茶代酒喝三杯",
    "drinks a beer instead of wine",
])
def test_r_custom_3_alcohol_drunk_stays_lp701_beside_a_replacement(text: str) -> None:
    assert "LP701" in codes(text), text


@each.parametrize("text", [
    "raises a glass of vodka to the table", "举起酒杯向大家敬一下",
    "raises a glass of water and drinks it in one go",
    "gives the loser a high five in the face", "gibt dem Verlierer ein High Five ins Gesicht",
    "给输家的脸击掌",
], size=60)
def test_r_custom_3_a_toast_with_alcohol_or_a_high_five_to_a_body_is_no_table_action(
        text: str) -> None:
    assert not is_table_action(text), text


@each.parametrize("text", [
    "Die Regel gilt, bis die Abstimmung sie streicht.",
    "The vote can cancel or change any house rule.",
    "Oylama her kuralı iptal edebilir veya değiştirebilir.",
    "De stemming kan elke regel schrappen of veranderen.",
    "投票可以取消或修改任何一条自定义规则。",
])
def test_r_vote_1_the_vote_removing_or_changing_a_rule_is_its_own_power(text: str) -> None:
    assert codes(text) == set(), (text, judge(text))


@each.parametrize("text", [
    "Die Abstimmung streichen wir heute.", "The vote is cancelled today.", "Oylama iptal.",
    "The vote cannot remove this rule.", "The vote cancels itself when this rule is played.",
    "Next round the vote is off, this rule says so.", "The vote counts double for this rule.",
    "Die Abstimmung wird für diese Regel gestrichen.",
])
def test_r_vote_8_the_vote_struck_or_weighed_stays_lp707(text: str) -> None:
    assert "LP707" in codes(text), text
