"""Session 24, after redteam16's two false alarms: money everyone pays alike is no stake,
and applause given ("alkış tutar", "spendet Beifall") is a gesture, in five languages.

R-CUSTOM-3 forbids stakes: money that a result moves between players. A cost everyone at
the table pays in the same share (the fruit, the pizza) is moved by no result, like
"each pays their own" before it. The payers must be said to be everyone: "the losers pay
the same" is picked by a result and stays LP710. Applause is a table action in any of
its idioms (the Turkish noun with "tutmak", the German "Beifall spenden")."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text

HEAD = {"en": 'rule "X"\n  after win:\n    ',
        "de": '# lopti: lang=de\nregel "X"\n  nach win:\n    ',
        "nl": '# lopti: lang=nl\nregel "X"\n  na win:\n    ',
        "tr": '# lopti: lang=tr\nkural "X"\n  sonra win:\n    ',
        "zh": 'rule "X"\n  after win:\n    '}


def codes(lang: str, body: str) -> list[str]:
    return [d.code for d in lint_text(HEAD[lang] + body + "\n", "x.lopti").diagnostics]


def said(text: str) -> str:
    return f'dealer says "{text}"'


@each.parametrize(("lang", "text"), [
    ("en", "Everyone pays the same for the snacks"),
    ("en", "We all pay the same share of the pizza"),
    ("de", "Die Pizza zahlen wir alle zu gleichen Teilen"),
    ("nl", "De pizza betalen we allemaal evenveel"),
    ("nl", "Iedereen betaalt evenveel voor de snacks"),
    ("tr", "Pizzayı herkes eşit öder"),
    ("zh", "水果大家一起买，每人出一样的钱"),
    ("zh", "披萨钱大家平摊"),
    ("de", "Jeder zahlt gleich viel für die Pizza"),
    ("tr", "Herkes eşit öder"),
], size=15)
def test_r_custom_3_money_everyone_pays_alike_is_no_stake(lang: str, text: str) -> None:
    assert codes("en", said(text)) == [], (lang, text)


@each.parametrize(("lang", "text"), [
    ("en", "The loser pays for the pizza"),
    ("en", "The losers pay the same amount, the winner pays nothing"),
    ("en", "The loser pays the same as everyone else, plus five euros"),
    ("de", "Der Verlierer zahlt die Pizza"),
    ("nl", "De verliezers betalen evenveel"),
    ("tr", "Kaybedenler eşit öder"),
    ("zh", "输的人出一样的钱，赢的人不用出"),
    ("zh", "每人出一样的钱，输家再多出十块钱"),
    # "the same" said of payers a result picks: still a stake
    ("en", "The losers all pay the same"),
    ("en", "Everyone who lost pays the same"),
    ("de", "Jeder Verlierer zahlt gleich viel"),
    ("nl", "Iedereen die verliest betaalt evenveel"),
    ("tr", "Herkes kaybeden eşit öder"),
], size=15)
def test_r_custom_3_money_a_result_moves_stays_a_stake(lang: str, text: str) -> None:
    assert "LP710" in codes("en", said(text)), (lang, text)


@each.parametrize(("lang", "body"), [
    ("tr", 'bu kazanan yapar "masaya alkış tutar"'),
    ("tr", 'bu kazanan yapar "herkese alkış tutar"'),
    ("de", 'der sieger tut "spendet dem Tisch Beifall"'),
    ("en", 'the winner does "gives the table a round of applause"'),
    ("nl", 'de winnaar doet "geeft de tafel een applaus"'),
    ("zh", 'the winner does "为大家鼓掌"'),
], size=15)
def test_r_custom_3_applause_given_is_a_table_action(lang: str, body: str) -> None:
    assert codes(lang, body) == [], (lang, body)


@pytest.mark.parametrize(("lang", "body", "code"), [
    # a phone shown: 出示 ("produce for inspection") is a showing verb like 给大家看
    ("zh", 'dealer says "每个人都必须出示手机"', "LP703"),
    ("zh", 'dealer says "输家出示手机里的照片"', "LP703"),
    # a tip (Trinkgeld) is money, not a drink: LP710, never LP701
    ("de", 'der sieger sagt "Der Verlierer gibt dem Sieger Trinkgeld"', "LP710"),
])
def test_r_custom_3_a_phone_shown_and_a_tip_are_read_as_what_they_are(
        lang: str, body: str, code: str) -> None:
    found = codes(lang, body)
    assert code in found and "LP701" not in found, (lang, body, found)


@pytest.mark.parametrize(("lang", "body"), [
    ("zh", 'dealer says "大家把手机放在桌上"'),
    ("de", 'der sieger sagt "Der Sieger gibt allen einen Trinkspruch aus"'),
])
def test_r_custom_3_phones_on_the_table_and_a_toast_stay_clean(lang: str, body: str) -> None:
    assert codes(lang, body) == [], (lang, body)
