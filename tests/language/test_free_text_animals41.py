"""An animal hurt is harm, an animal is no person, a game event is a standing (issue 29,
session 41; language/text/animals.py, persons_lexicon.py's ``p_game_act``, selection.py).

R-CUSTOM-3: a rule may not make anyone hurt, endanger or frighten an animal, in any
wording, whoever says it; petting the dog, its own treat, its water bowl filled are no
harm, and no act on a person's body (LP703) either. R-CUSTOM-4: going out, a blind flip
missed, a pile picked up, a rule brought (nothing charged, R-CUSTOM-5) are game events,
a standing; a year of a life, coming out, a place one lives still pick a person (LP304).
The sentences differ from tests/data/redteam-animals41's books (the idea, not the set).
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    # a food that poisons it
    "The loser feeds the cat a raisin.",
    "Whoever draws last slips the dog a bit of onion.",
    "The dealer pours a little beer into the dog's bowl.",
    "Der Verlierer füttert den Hund mit Weintrauben.",
    "Zwei Karten! Ich gebe dem Hund dafür ein Stück Vollmilchschokolade.",
    "De verliezer geeft de kat een slokje wijn.",
    "Kaybeden kediye soğan verir.",
    "输的人给猫喂一颗葡萄。",
    # pulled, taken out of its water, shut in, woken, chased, kicked, put on the table
    "The winner yanks the dog's ears.",
    "Der Geber zieht den Kater an den Schnurrhaaren.",
    "Wie verliest, trekt de hond aan zijn oren.",
    "Kaybeden köpeğin kulağını çeker.",
    "The loser lifts the goldfish out of the tank for a count of five.",
    "Der Verlierer holt den Goldfisch heraus und zählt bis fünf.",
    "Wie verliest, haalt de goudvis uit de kom.",
    "Kaybeden balığı fanustan çıkarır.",
    "Whoever loses locks the kitten in the bathroom.",
    "Der Verlierer steckt das Kaninchen in eine Kiste.",
    "Kaybeden kediyi çekmeceye kilitler.",
    "输的人把兔子塞进柜子。",
    "Der Geber weckt die schlafende Katze.",
    "输的人去叫醒睡觉的猫。",
    "Whoever plays a king scares the parrot with a loud clap.",
    "Wie verliest, jaagt de kat de tuin in.",
    "Kaybeden köpeği korkutur.",
    "Wer verliert, setzt den Hamster auf den Tisch.",
    "输的人把仓鼠放到桌上。",
], size=15)
def test_r_custom_3_an_animal_hurt_frightened_or_endangered_is_harm(text: str) -> None:
    assert "LP701" in _codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "The winner may pet the dog if it comes over by itself.",
    "Der Verlierer darf die Katze streicheln, wenn sie will.",
    "De winnaar aait de hond als hij zelf komt.",
    "Kaybeden kediyi sever.",
    "输的人可以喂狗吃狗粮。",
    "Keep the grapes away from the dog.",
    "Nobody gives the cat anything from the table.",
    "Niemand gibt dem Hund Schokolade.",
    "Kimse köpeğe çikolata vermez.",
    "谁都不许给狗喂葡萄。",
    "Wer verliert, wirft dem Hund den Ball.",
    "Kaybeden köpeğe kendi mamasını verir.",
    "The loser takes the fish food out of the cupboard and feeds the fish.",
    "Play Go Fish when the deck runs out.",
    "De winnaar geeft de goudvis een naam.",
    "赢家给金鱼起个名字。",
    "Whoever wins kisses the dog.",
    "De winnaar kust de hond.",
    "Wer blind daneben liegt, gibt dem Hund ein Leckerli aus der Dose.",  # "aus": from
], size=15)
def test_r_custom_3_an_animal_cared_for_is_no_harm_and_no_person(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP702", "LP703", "LP304", "LP710"}, [
        f.message for f in judge(text)]


@each.parametrize("text", [
    "Whoever went out last keeps the score.",
    "The one who dealt this round writes the score down.",
    "Whoever brought this rule explains it again.",
    "Wer als Letzter rausgegangen ist, mischt.",
    "Wer blind daneben liegt, sagt 'daneben'.",
    "Wer die Regel mitgebracht hat, erklärt sie noch einmal.",
    "Wie als laatste uitkwam, schudt.",
    "Wie blind mist, zegt 'mis'.",
    "Wie de regel heeft meegebracht, legt hem uit.",
    "En son biten oyuncu skoru yazar.",
    "Kör kartı tutturamayan 'kaçtı' der.",
    "Kuralı getiren kişi kuralı açıklar.",
    "最后出完牌的人记分。",
    "盲出没中的人说'没中'。",
], size=15)
def test_r_custom_4_a_game_event_is_a_standing_not_a_fact_of_life(text: str) -> None:
    assert "LP304" not in _codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "Whoever came out last year keeps the score.",
    "Whoever got married last year keeps the score.",
    "Wer sich letztes Jahr geoutet hat, mischt.",
    "Wer Brillenträger ist, mischt.",
    "Wie vorig jaar uit de kast kwam, schudt.",
    "Wie in de mist woont, schudt.",
    "Geçen yıl evlenen oyuncu skoru yazar.",
    "去年出柜的人记分。",
    "Whoever brought the snacks draws two cards.",
], size=15)
def test_r_custom_4_a_fact_of_life_still_picks_a_person(text: str) -> None:
    assert "LP304" in _codes(text), [f.message for f in judge(text)]


@pytest.mark.parametrize("text", [
    "Whoever wins kisses the dealer.",
    "De verliezer geeft de deler een kus.",  # Dutch "kus" is a kiss, not the Turkish bird
    "The loser walks the winner's dog tomorrow.",  # an errand staked on the round
])
def test_r_custom_3_a_person_touched_or_an_errand_staked_stays_lp703(text: str) -> None:
    assert "LP703" in _codes(text), [f.message for f in judge(text)]


@pytest.mark.parametrize("text", [
    "Der Verlierer führt den Hund aus.",
    "De deler laat de hond even uit.",
])
def test_r_custom_3_a_chore_for_an_animal_still_waits_for_the_table(text: str) -> None:
    assert "LP712" in _codes(text), [f.message for f in judge(text)]


def test_r_custom_5_a_rules_author_charged_is_still_flagged() -> None:
    text = "Whoever brought the 'Eights skip' rule to this table draws a card for it."
    assert _codes(text) & {"LP304", "LP716"}, [f.message for f in judge(text)]
