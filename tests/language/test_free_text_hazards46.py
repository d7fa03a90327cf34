"""A body brought to a hazard, and a false alarm raised (issue 29, session 46;
language/text/hazards.py and its lexicon).

R-CUSTOM-3: a game result may not bring a body to what injures it on touch or on entry (a
live current, a blade or broken glass, a firecracker, traffic, thin ice or deep water, air
cut off, a glare, a household poison: LP701, unsafe), nor send the emergency services out
for nothing (LP705: illegal, and help taken from people in need). The hazard named
without the act, denied, or a real emergency called stays clean: a household note, a
safety reminder, a pause for everyone. The sentences differ from
tests/data/redteam-text46's books (the idea, not the set).
"""

from __future__ import annotations

import pytest

from lopti_rules.language.text import hazards_lexicon
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.tongues import LANGUAGES


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@pytest.mark.parametrize("text", [
    # a live current
    "Whoever draws last grabs the electric fence behind the garden for a count of three.",
    "Wer verliert, fasst mit nassen Fingern in die Steckdose im Flur.",
    "Wie het laatst uitkomt, steekt een schaar in het stopcontact.",
    "Kaybeden, ıslak parmağını prize sokar.",
    "输的人用舌头舔一下九伏电池。",
    # a blade or broken glass
    "The loser walks barefoot over the shards from the broken vase.",
    "Wie verliest, prikt met het scheermesje in zijn vingertop.",
    "谁最后出完，就光脚踩过阳台上的碎玻璃。",
    # a blast, traffic, water, a poison, a glare
    "Wer am meisten aufnimmt, hält den Kracher fest, bis er explodiert.",
    "Kaybeden, gece otoyolun karşısına koşarak geçer.",
    "Last place lies down on the tram tracks until a tram comes in sight.",
    "De verliezer springt morgenvroeg in de rivier bij de brug.",
    "Whoever picks up ten or more sniffs the bleach bottle three times.",
    "Kaybeden, lazeri bir saniye gözüne tutar.",
    "The loser blasts the speaker at full volume next to their ear for a whole round.",
    # both in one phrase
    "Wie verliest, houdt zijn hoofd onder water tot wij tot dertig tellen.",
    "输家骑电动车连闯两个红灯。",
])
def test_r_custom_3_hazard_met_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@pytest.mark.parametrize("text", [
    "Last place calls 911 and reports a fake break-in next door.",
    "Wer verliert, ruft die Polizei und erfindet einen Einbruch beim Nachbarn.",
    "De verliezer belt de brandweer met een verzonnen brand op zolder.",
    "Kaybeden itfaiyeyi arayıp asılsız bir yangın ihbarında bulunur.",
    "输的人打119，编一个着火的地址报上去。",
    "Whoever picks up the most pulls the fire alarm in the hallway.",
])
def test_r_custom_3_false_alarm_is_lp705(text: str) -> None:
    assert "LP705" in _codes(text)


@pytest.mark.parametrize("text", [
    # the hazard named, no act: a household note
    "The sockets in the hall have child covers now.",
    "Die Rasierklingen liegen oben im Badschrank.",
    "De fles bleekmiddel staat onder het aanrecht.",
    # denied
    "Nobody walks over the broken glass on the balcony until it is swept.",
    "Niemand fasst den Weidezaun an, auch die Kinder nicht.",
    "Kimse buz tutmuş gölün üstünde yürümesin.",
    "过马路的时候别闯红灯。",
    # a real emergency called, everyone alike
    "Wenn jemand umkippt, rufen wir sofort den Notruf; das Spiel ruht.",
    "Als iemand onwel wordt, bellen we meteen 112.",
    "有人不舒服就马上叫救护车，牌先放着。",
    # a view, not a stare
    "At midnight we watch the fireworks from the balcony.",
])
def test_r_custom_3_hazard_named_denied_or_real_call_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP705"}


def test_every_hazard_slot_gives_its_words_in_every_language() -> None:
    """One idea a slot, read in the five languages of the cards (lexlang42)."""
    for group, by_language in hazards_lexicon.HAZARDS.items():
        assert set(by_language) == set(LANGUAGES), group


@pytest.mark.parametrize("text", [
    "The charger is plugged into the power strip behind the sofa.",
    "Balkonda çıplak ayakla dolaşan terliklerini giysin, yer soğuk.",
])
def test_r_custom_3_a_power_strip_or_a_bare_foot_is_no_undressing(text: str) -> None:
    """A power strip is a thing, a bare foot ("çıplak ayak") no nudity: no LP703."""
    assert "LP703" not in _codes(text)


@pytest.mark.parametrize("text", [
    "Last place pours their fourteen-year-old nephew a glass of wine.",
    "Wer verliert, kauft seinem minderjährigen Neffen eine Schachtel Zigaretten.",
    "De verliezer geeft zijn zusje van twaalf een biertje.",
    "Kaybeden, on iki yaşındaki yeğenine bir sigara verir.",
    "输的人给楼上十二岁的侄子递一支电子烟。",
])
def test_r_custom_3_alcohol_or_tobacco_given_to_a_child_is_lp705(text: str) -> None:
    assert "LP705" in _codes(text)


@pytest.mark.parametrize("text", [
    "给孩子们倒果汁，大人喝酒。",
    "Mijn neefje van twaalf kijkt mee en krijgt ranja.",
])
def test_r_custom_3_juice_for_the_children_gives_them_nothing(text: str) -> None:
    assert "LP705" not in _codes(text)
