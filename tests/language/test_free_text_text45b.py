"""A burden pressed on a person's life beyond the table, or a need met and an offer made
(issue 29, session 45; language/text/conscience.py, language/text/life_beyond.py and
language/text/own_need.py).

R-CUSTOM-3: a game result may not make a player tell what someone told them in confidence
(LP703), break a faith's observance (LP703), leave a dependent without care (LP701) or
make the way home unsafe (LP701). Near misses stay clean: a secret kept, a need met with
nobody paying (R-CUSTOM-4: no trait picked), food laid out for every diet. The sentences
differ from tests/data/redteam-text45b's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The loser repeats to everyone what their cousin confided to them, with names.",
    "Wer verliert, verrät, was ihm ein Kollege im Vertrauen gesagt hat.",
    "De verliezer vertelt wat zijn broer hem in vertrouwen heeft verteld.",
    "Kaybeden, annesinin ona sır olarak söylediği şeyi herkese anlatır.",
    "输的人要说出同事私下告诉他的事。",
])
def test_r_custom_3_confidence_told_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser eats a ham roll before sunset, whether they fast or not.",
    "Wer verliert, bricht heute sein Fasten.",
    "Wie verliest, breekt zijn vasten voor de anderen.",
    "Kaybeden herkesin önünde orucunu bozar.",
    "输的人当场开斋。",
])
def test_r_custom_3_observance_broken_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "Whoever loses tells the babysitter to go home; the baby stays alone.",
    "Der Verlierer lässt sein Kleinkind heute allein zu Hause und spielt weiter.",
    "Wie verliest, laat de peuter vanavond alleen thuis.",
    "Kaybeden çocuğunu bu gece evde tek başına bırakır.",
    "输家的孩子今晚一个人在家。",
])
def test_r_custom_3_dependent_left_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The loser cycles home tonight without lights.",
    "Wer verliert, geht allein nach Hause, egal wie weit.",
    "De verliezer loopt alleen naar huis, geen taxi.",
    "Kaybeden eve tek başına yürür, taksi yok.",
    "输家今晚骑车回家，不开灯。",
])
def test_r_custom_3_way_home_unsafe_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Whatever a friend told you in confidence stays secret at this table.",
    "Was dir jemand anvertraut hat, bleibt geheim.",
    "Whoever has kids at home keeps the phone on; the table pauses for the call.",
    "Wer Kinder zu Hause hat, lässt das Handy an; der Tisch pausiert.",
    "Wie kinderen thuis heeft, mag het telefoontje aannemen; de tafel pauzeert.",
    "Çocukları evde olan telefonunu açık tutar; masa bekler.",
    "家里有孩子的人可以开着手机，我们等你。",
    "We call a taxi for whoever wants one.",
])
def test_r_custom_4_need_met_or_kept_stays_clean(text: str) -> None:
    assert not _codes(text) & {"LP304", "LP701", "LP703", "LP711"}
