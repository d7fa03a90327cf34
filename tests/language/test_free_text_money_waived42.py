"""Money denied is no money asked, and its "no" abolishes no vote (R-CUSTOM-3, R-VOTE-8;
LP710, LP707; session 42, language/text/money_waived.py).

A denial that governs the payment ("never costs money", "kostet kein Geld", "niemand
betaalt geld", "kimse para ödemez", "不用交钱") says R-CUSTOM-3 again. A denial that is a
condition ("whoever pays no money sits out"), someone set apart ("except the loser"), or
a denial of something else before the payment ("whoever doesn't play pays") leaves the
money asked. A price put on the vote in Chinese is a price all the same (R-VOTE-1).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes

FAIR = [
    ("en", "Voting never costs money."),
    ("en", "Voting costs no money."),
    ("en", "Nobody pays money to vote."),
    ("en", "Proposing a rule doesn't cost any money."),
    ("de", "Abstimmen kostet kein Geld."),
    ("de", "Niemand zahlt Geld fürs Abstimmen."),
    ("nl", "De stemming kost geen geld."),
    ("nl", "Niemand betaalt geld om te stemmen."),
    ("tr", "Oy vermek için kimse para ödemez."),
    ("tr", "Oylama hiç para gerektirmez."),
    ("tr", "Para ile oynanmaz."),
    ("zh", "投票不用交钱。"),
    ("zh", "每次投票都不用交钱。"),
    ("zh", "我们不赌钱。"),
    ("zh", "这条规则不用交钱，大家开心就好。"),
]

UNFAIR_MONEY = [
    ("en", "Whoever doesn't play pays five euros."),
    ("en", "Nobody except the loser pays money."),
    ("en", "Whoever pays no money sits out."),
    ("tr", "Kaybeden para öder, kazanan ödemez."),
    ("zh", "不给钱的人不能玩。"),
    ("zh", "输的人付五块钱。"),
]

UNFAIR_VOTE_PRICE = [
    ("zh", "每次投票要交一个筹码。"),
    ("zh", "投票要付出两张牌。"),
    ("en", "Every vote costs one chip."),
]


@each.parametrize(("lang", "text"), FAIR)
def test_r_custom_3_money_denied_asks_no_money_and_changes_no_vote(lang: str, text: str) -> None:
    found = codes(text)
    assert not found & {"LP710", "LP707"}, (lang, text, found)


@each.parametrize(("lang", "text"), UNFAIR_MONEY)
def test_r_custom_3_money_still_asked_beside_a_denial_is_lp710(lang: str, text: str) -> None:
    assert "LP710" in codes(text), (lang, text)


@pytest.mark.parametrize(("lang", "text"), UNFAIR_VOTE_PRICE)
def test_r_vote_1_a_price_on_the_vote_is_lp707_in_chinese_too(lang: str, text: str) -> None:
    assert "LP707" in codes(text), (lang, text)


# Two false alarms of session 41's notes, read by idea: asking at the table is the
# player's own wish, no fact of a life (R-CUSTOM-4); "a pinch of" is a measure, no blow
# (R-CUSTOM-3).
ASKED_CLEAN = [
    "The creator explains the rule to anyone who asks.",
    "Wer fragt, bekommt die Regel erklärt.",
    "Wie het vraagt, krijgt de regel uitgelegd.",
    "Give the fish a pinch of food.",
]
ASKED_COST = [
    "Whoever asks about the rule draws two cards.",
    "Wer nach der Regel fragt, zieht zwei Karten.",
]


@each.parametrize("text", ASKED_CLEAN)
def test_r_custom_4_asking_at_the_table_picks_nobody(text: str) -> None:
    assert not codes(text), text


@pytest.mark.parametrize("text", ASKED_COST)
def test_r_custom_5_a_cost_on_asking_about_a_rule_stays_lp716(text: str) -> None:
    assert "LP716" in codes(text), text


# Buying for everyone is read in the text's language: the German "kocht" (cooks) is no
# Dutch "kocht" (bought) (R-CUSTOM-3, LP710).
@pytest.mark.parametrize(("text", "paid"), [
    ("Wer verliert, kocht Tee für alle.", False),
    ("De verliezer kocht taart voor iedereen.", True),
    ("Der Verlierer kauft allen eine Pizza.", True),
])
def test_r_custom_3_buying_for_all_is_read_in_its_own_language(text: str, paid: bool) -> None:
    assert ("LP710" in codes(text)) is paid, text
