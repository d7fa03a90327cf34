"""Fair texts the gate refused (issue 29, session 43; tests/data/redteam-fair43).

A role that rotates is no trait (R-SETUP-4, R-CUSTOM-4; language/text/rotating.py): the
dealer's chore falls on everyone in turn. One's own medicine at its time, the table
waiting, is one's own need met (R-CUSTOM-3, R-CUSTOM-4; own_need.py), and a sip of "my own
drink" is the speaker's own (own_drink.py). "As usual" (跟平常一样) restates the card
(R-VOTE-1, R-VOTE-2). Each unfair partner with the same words stays refused.
"""

from __future__ import annotations

import pytest
from support.freetext import codes

#: a chore or service of the dealer, or of whoever deals: alike for all over the session
ROTATING = [
    ("en", "Whoever deals this round brings the drinks; next round it is the next dealer's job."),
    ("en", "The dealer brings the drinks."),
    ("en", "The dealer peels oranges for everyone."),
    ("de", "Wer gibt, holt die Getränke; nächste Runde ist der nächste Geber dran."),
    ("de", "Der Geber schält allen Orangen."),
    ("nl", "Wie deelt, haalt de drankjes; volgende ronde is de volgende deler aan de beurt."),
    ("tr", "Bu turu kim dağıtırsa içecekleri o getirir."),
    ("zh", "谁发牌谁去拿饮料，下一局轮到下一个发牌的人。"),
    ("zh", "发牌的人给大家削苹果。"),
]
#: the same chore laid on a trait or a name: still a person picked (LP304) or a demand
FIXED = [
    ("en", "The youngest player brings the drinks every round, whoever deals."),
    ("de", "Der Älteste holt jede Runde die Getränke, egal wer gibt."),
    ("nl", "De jongste haalt elke ronde de drankjes, wie er ook deelt."),
    ("tr", "Kim dağıtırsa dağıtsın, içecekleri her tur en yaşlı oyuncu getirir."),
    ("zh", "不管谁发牌，每局都由年纪最小的人去拿饮料。"),
    ("en", "The loser brings the drinks."),
]
#: one's own medicine at its time, or one's own drink, by choice
OWN = [
    ("en", "If it's time for your own pills, take them now; we'll wait for you."),
    ("de", "Wer jetzt seine eigenen Tabletten nehmen muss, nimmt sie einfach; wir warten."),
    ("nl", "Moet je je eigen medicijnen innemen? Doe het gerust nu, wij wachten."),
    ("tr", "İlacının saati gelen kendi ilacını şimdi içebilir; biz bekleriz."),
    ("zh", "到了吃药时间的人，可以现在吃自己的药，我们等你。"),
    ("en", "I'll take a sip of my own drink to celebrate."),
    ("de", "Darauf trinke ich einen Schluck aus meinem eigenen Glas."),
]
#: somebody else's medicine or drink, or a medicine on demand
OTHERS = [
    ("en", "The picker must take the winner's pills; we wait."),
    ("en", "It's time for your own pills: the loser takes two; we wait."),
    ("de", "Wer aufnimmt, muss eine Schlaftablette vom Sieger schlucken."),
    ("nl", "De oppakker moet een slaappil van de winnaar innemen."),
    ("tr", "Yığını alan, kazananın uyku hapından bir tane içmek zorunda."),
    ("zh", "捡牌的人必须吃一片赢家的安眠药。"),
    ("en", "Take a sip of your own drink and mine too."),
    ("en", "The loser takes a sip of my own drink."),
]


@pytest.mark.parametrize(("lang", "text"), ROTATING)
def test_r_setup_4_r_custom_4_a_chore_of_the_role_that_rotates_is_clean(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@pytest.mark.parametrize(("lang", "text"), FIXED)
def test_r_custom_4_the_same_chore_on_a_trait_or_a_loser_stays_refused(
        lang: str, text: str) -> None:
    assert codes(text) & {"LP304", "LP703", "LP712"}, (lang, text)


@pytest.mark.parametrize(("lang", "text"), OWN)
def test_r_custom_3_ones_own_medicine_or_drink_by_choice_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@pytest.mark.parametrize(("lang", "text"), OTHERS)
def test_r_custom_3_anothers_medicine_or_drink_or_on_demand_stays_refused(
        lang: str, text: str) -> None:
    assert codes(text) & {"LP701", "LP703", "LP705"}, (lang, text)


def test_r_vote_1_as_usual_restates_the_vote_in_chinese() -> None:
    text = "跟平常一样：想改规则的现在发牌时提出，大家投票，要超过全部玩家一半同意才通过。"
    assert codes(text) == set()


def test_r_vote_8_as_usual_with_a_changed_vote_stays_lp707() -> None:
    assert "LP707" in codes("跟平常一样投票，但赢家的票算两票。")
    assert "LP716" in codes("跟平常一样，8可以出在9上面。")
