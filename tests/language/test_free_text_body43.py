"""A person's body, liberty and senses, and people outside (issue 29, session 43;
language/text/liberty.py and its lexicon, reviews.py, leave_granted.offered_off_game).

R-CUSTOM-3: a game result may not shut a player in a small space or take the aid a sense
needs (LP703: non-consensual; R-CUSTOM-4 too, only those who need an aid pay), nor put
them on something that rolls or tips or have them keep a small thing in the mouth (LP701:
unsafe, whoever says it), nor have them post a false review of people outside (LP711).
Near misses stay clean: a hide-and-seek game whoever wants joins, standing up to stretch,
one's own glasses cleaned, an honest score said at the table, a message one chooses to
send, a photo of one's own dog offered. The sentences differ from
tests/data/redteam-body43's books (the idea, not the set).
"""

from __future__ import annotations

import pytest

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@pytest.mark.parametrize("text", [
    "The last player out is shut in the broom cupboard for two rounds.",
    "Lock whoever loses in the closet until the round is over.",
    "Wer als Letzter ablegt, wird bis zum nächsten Geben in die Besenkammer eingeschlossen.",
    "De verliezer sluit zichzelf tot de volgende deling op in de trapkast.",
    "Son kalan, tur bitene kadar gardıroba kilitlenir.",
    "谁最后出完牌，就被锁进壁橱里，直到下一局。",
    "The loser sits in the car boot for a round.",
    "Kaybeden bir sonraki tura kadar arabanın bagajında bekler.",
])
def test_r_custom_3_person_shut_in_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@pytest.mark.parametrize("text", [
    "The loser balances on a swivel chair until their next turn.",
    "Get up on the windowsill and stay there for the next round.",
    "Der Letzte klettert auf die Fensterbank und bleibt dort bis zur nächsten Runde.",
    "Wie verliest, gaat op de bureaustoel staan tot de volgende deling.",
    "Kaybeden, sonraki ele kadar döner sandalyenin üstünde durur.",
    "输的人站在转椅上，直到下一局。",
])
def test_r_custom_3_unsteady_stance_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@pytest.mark.parametrize("text", [
    "I keep a button in my mouth until my next turn.",
    "Hold a marble in your mouth for the whole next round.",
    "Ich behalte bis zu meinem nächsten Zug einen Würfel im Mund.",
    "Wie verliest, houdt tot zijn volgende beurt een knikker in zijn mond.",
    "Kaybeden, sırası gelene kadar ağzında bir zar tutar.",
    "输的人嘴里含着一颗弹珠，直到下一轮。",
])
def test_r_custom_3_object_in_the_mouth_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@pytest.mark.parametrize("text", [
    "The loser takes off their glasses and gives them to the dealer until the next deal.",
    "Whoever is last turns off their hearing aid for a whole round.",
    "Der Letzte nimmt seine Brille bis zur nächsten Runde ab und gibt sie dem Geber.",
    "De verliezer levert zijn bril in bij de deler tot de volgende ronde.",
    "Kaybeden, işitme cihazını sonraki tura kadar kapatır.",
    "输家的眼镜被没收，直到下一轮。",
])
def test_r_custom_3_r_custom_4_aid_taken_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@pytest.mark.parametrize("text", [
    "The loser writes a fake review of the pizzeria down the road.",
    "Wer verliert, gibt dem Bäcker eine Ein-Stern-Bewertung, obwohl er nie dort war.",
    "De verliezer schrijft een verzonnen recensie over de kapper.",
    "Kaybeden, kuaföre sahte bir yorum yazar.",
    "输的人给理发店写一条假评价。",
])
def test_r_custom_3_false_review_of_outsiders_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@pytest.mark.parametrize("text", [
    # a game joined by choice, the table's things put away
    "In the break, whoever likes may join a game of hide-and-seek.",
    "Wer mag, versteckt sich in der Pause beim Versteckspiel.",
    "Na het spel gaan de kaarten terug in de kast.",
    "Kartlar oyundan sonra dolaba konur.",
    "休息时想玩捉迷藏的人可以一起玩。",
    # standing up, cards put on the table
    "Everyone may stand up for a moment and stretch.",
    "Put your cards on the table and stand up.",
    "Die Getränke stehen auf dem Tisch.",
    "Kartlar masanın üstünde durur.",
    "大家站起来，把牌放在桌子上。",
    # coins kept elsewhere, nothing in the mouth
    "The winner keeps the lucky coin in their pocket.",
    "Nobody puts anything in their mouth.",
    # one's own aid
    "Whoever likes cleans their glasses while we wait.",
    "Wie wil, poetst zijn bril terwijl we wachten.",
    "Hearing aids stay on; the dealer calls each play clearly.",
    "The dealer gives the glasses back.",
    # an honest opinion, a review one chooses to write
    "I give tonight's pizza an honest score out of five, aloud.",
    "Whoever liked the café may leave a review.",
    "Nobody writes fake reviews about the café.",
    "De winnaar geeft een eerlijke beoordeling van de pizza.",
    # a message one chooses, a photo offered
    "Whoever heads home first, drop the group a message, if you like.",
    "Eve ilk giden, isterse gruba bir mesaj atar.",
    "Whoever has a dog at home may show a photo of it.",
    "Wie thuis een hond heeft, mag een foto laten zien.",
    "家里有狗的人可以给大家看看照片。",
])
def test_r_custom_3_near_misses_are_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP703", "LP711", "LP712", "LP304", "LP716"}


def test_r_custom_3_a_seat_beside_a_cupboard_shuts_nobody_in() -> None:
    # the armchair is where one sits (LP304's seat by place is another reading's)
    assert "LP703" not in _codes("The dealer sits in the armchair next to the cupboard.")


@pytest.mark.parametrize("text", [
    "Whoever has a dog at home may skip their next turn.",
    "The winner may go through the loser's phone.",
])
def test_r_custom_4_a_leave_with_a_game_good_or_anothers_things_is_still_read(
        text: str) -> None:
    assert _codes(text) & {"LP304", "LP703", "LP716"}
