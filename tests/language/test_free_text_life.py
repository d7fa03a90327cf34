"""The free-text judge's round 5 readings (language/text/life_readings.py): who someone is
outside the game, what a demand risks for a body, and the card table's own actions.

R-CUSTOM-4 (conditions, not people: a newcomer, the designated driver, the one on the
couch or the keeper of the remote is one person all evening, LP304), R-CUSTOM-3 (no unsafe
behaviour: a fall, a collision or a burn is LP701, an error, not a question the table may
agree to, LP712) and the card table's actions (cut, deal, fan, gather the cards), which a
``does`` text may ask like a clap. Each reading is tested in the five languages with its
near misses.
"""

from __future__ import annotations

import pytest
from support import each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import is_table_action, judge


def lint_codes(verb: str, text: str) -> list[str]:
    rule = f'rule "R"\n  after pickup:\n    picker {verb} "{text}"\n'
    return sorted(d.code for d in lint_text(rule).diagnostics)


# ---------------------------------------------------------------- people by their life
@each.parametrize("text", [
    "The newcomer plays last every round", "the designated driver gives the winner a card",
    "the rookie draws two", "the guest deals every round", "the sober one skips a turn",
    "Der Neuling am Tisch spielt als Letzter", "der Fahrer gibt dem Sieger eine Karte",
    "der Gast zieht zwei Karten", "De nieuwkomer speelt als laatste",
    "de BOB geeft de winnaar een kaart", "de beginneling trekt twee kaarten",
    "acemi oyuncu her elde iki kart çeker", "şoför kazanana bir kart verir",
    "misafir her turda son oynar", "新手每局最后出牌", "司机给赢家一张牌", "东道主每局先出牌",
    "the birthday girl draws two", "the student draws two", "der Lehrer setzt aus",
    "het feestvarken deelt", "öğretmen iki kart çeker", "老师多摸一张",
])
def test_r_custom_4_a_person_by_a_noun_of_their_life_is_picked(text: str) -> None:
    found = judge(text)
    # a turn taken in words ("setzt aus") is a rule of play too (LP716)
    assert [f.code for f in found if f.code != "LP716"] == ["LP304"], \
        [f.message for f in found]
    assert "fact of their life" in found[0].message


@each.parametrize("text", [
    "Beginner's luck!", "acemi şansı!", "新手运气真好", "the new round starts now",
    "welcome, everyone!", "the next player draws two", "the dealer cuts the deck",
])
def test_r_custom_4_luck_and_game_roles_pick_nobody(text: str) -> None:
    assert codes(text) == []


@each.parametrize("text", [
    "De bankzitter trekt elke ronde twee kaarten", "der Sofasitzer gibt eine Karte ab",
    "the one on the couch draws two", "der Spieler auf dem Sofa zieht zwei Karten",
    "degene op de bank trekt twee kaarten", "kanepedeki oyuncu iki kart çeker",
    "köşedeki oyuncu ilk oynar", "the one in the armchair draws two",
    "bahçedeki oyuncu iki kart çeker",
])
def test_r_custom_4_a_person_by_a_place_without_a_verb_of_sitting_is_picked(text: str) -> None:
    found = judge(text)
    assert [f.code for f in found] == ["LP304"], [f.message for f in found]
    assert "where they sit" in found[0].message


@each.parametrize("text", [
    "put one card on the table", "the player on the left draws", "sit on your chair",
    "leg die Karten auf den Tisch", "de speler links trekt",
])
def test_r_custom_4_a_place_that_is_not_where_someone_sits_picks_nobody(text: str) -> None:
    assert codes(text) == []


@each.parametrize("text", [
    "The remote's keeper hands the dealer one card", "the keeper of the remote draws two",
    "der Hüter der Fernbedienung zieht zwei Karten", "de beheerder van de afstandsbediening "
    "trekt twee kaarten", "kumandanın bekçisi iki kart çeker", "遥控器的保管者多摸两张",
])
def test_r_custom_4_the_keeper_of_a_thing_is_its_owner(text: str) -> None:
    assert codes(text) == ["LP304"], [f.message for f in judge(text)]


@each.parametrize("text", [
    "the keeper of the highest card leads", "the holder of the 7 leads",
    "the owner of this rule settles ambiguity", "en yüksek kartın sahibi başlar",
])
def test_r_custom_4_the_keeper_of_a_card_in_play_is_a_role(text: str) -> None:
    assert codes(text) == []


@each.parametrize("text", [
    "the player holding the remote draws two", "the player with the remote draws two",
    "the remote holder draws two", "the remote's keeper draws two",
    "der mit der Fernbedienung zieht zwei Karten",
    "degene met de afstandsbediening trekt twee kaarten", "拿着遥控器的人多摸两张",
])
def test_r_custom_4_a_person_by_a_thing_they_hold_is_picked(text: str) -> None:
    # a draw laid on it is a rule of play in words too where a condition clause reads
    # ("…的人多摸两张": LP716, language/text/conditioned.py); the pick is LP304 whatever
    found = [f for f in judge(text) if f.code != "LP716"]
    assert [f.code for f in found] == ["LP304"], [f.message for f in found]
    assert "what they own" in found[0].message


@each.parametrize("text", [
    "the player with the most cards draws two", "the player with a pair of sevens skips",
    "the player holding the highest card leads", "keep holding your cards",
    "拿着红桃7的人先出", "play with the cards face down",
    "Spieler mit den meisten Karten ziehen zwei",
])
def test_r_custom_4_a_thing_of_the_game_held_is_a_role(text: str) -> None:
    assert codes(text) == []


# ---------------------------------------------------------------- physical risk (LP701)
@each.parametrize("text", [
    # out of or over an opening at a height, or into water
    "lean out of the open window until your next turn", "stick your head out of the window",
    "lehn dich aus dem Fenster", "steck den Kopf aus dem Fenster",
    "leun uit het raam tot je volgende beurt", "steek je hoofd uit het raam",
    "pencereden sarkın", "başını pencereden dışarı çıkar", "把头伸出窗外，大声数到十",
    "探出窗外喊一声", "jump into the canal", "spring in de gracht", "havuza atla",
    # onto an edge
    "stand on the windowsill and sing", "sit on the railing until your next turn",
    "setz dich auf die Fensterbank", "ga op de vensterbank zitten", "坐在栏杆上数到十",
    "klettere auf das Dach", "klim op de vensterbank",
    "çatıya tırman", "爬上屋顶", "站在窗台上唱歌",
    # a chair tilted or balanced
    "tilt your chair back on two legs", "schaukel mit dem Stuhl auf zwei Beinen",
    "kippel bis zu deinem nächsten Zug",
    "kantel je stoel naar achteren op twee poten tot je volgende beurt",
    "sandalyende geriye yatır ve dengede kal", "把椅子往后翘",
    # eyes closed while moving
    "run around the table blindfolded", "lauf mit geschlossenen Augen um den Tisch",
    "ren met je ogen dicht rond de tafel", "gözlerini kapatıp masanın etrafında iki tur koş",
    "蒙上眼睛绕桌子跑一圈",
    # a road
    "lie down in the middle of the street", "leg dich auf die Straße", "ga op straat liggen",
    "yolun ortasında dans et", "在马路中间躺下",
    # fire lit
    "light a match and hold it", "zünde ein Streichholz an", "steek een lucifer aan",
    "kibrit yak", "点燃一根火柴",
])
def test_r_custom_3_a_demand_that_risks_a_fall_or_a_burn_is_harm(text: str) -> None:
    assert "LP701" in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "open the window for some fresh air", "look out of the window and wave", "öffne das Fenster",
    "doe het raam open", "pencereyi aç", "打开窗户", "sit on your chair",
    "pull your chair closer to the table", "schuif je stoel aan", "sandalyene otur",
    "close your eyes and make a wish", "augen zu und wünsch dir was",
    "doe je ogen dicht en tel tot tien", "gözlerini kapat ve bir dilek tut", "闭上眼睛许个愿",
    "闭上眼睛，跳过下一位", "stand up and walk around the table", "run around the table once",
    "masanın etrafında bir tur koş", "sing a song about the street",
    "steh auf und geh zum Kühlschrank", "climb back into the game",
    "the seven jumps the queue", "Rock paper scissors, from your chair",
], size=60)
def test_r_custom_3_near_misses_of_physical_risk_are_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@pytest.mark.parametrize("text", ["whoever sits on the windowsill draws two",
                                  "坐在窗台上的人摸两张"])
def test_r_custom_4_a_seat_on_an_edge_describes_a_person_not_a_demand(text: str) -> None:
    # the draw laid on the seat is a rule of play in words too (LP716, session 31)
    assert codes(text) == ["LP304", "LP716"], [f.message for f in judge(text)]


def test_r_custom_3_physical_risk_is_an_error_not_a_question_for_the_table() -> None:
    assert lint_codes("does", "lean out of the open window until your next turn") == ["LP701"]
    assert lint_codes("does", "walk around the table") == ["LP712"]


# ---------------------------------------------------------------- the card table's actions
@each.parametrize("text", [
    "cut the deck for the next deal", "shuffle and deal the cards", "fan out your cards",
    "heb das Deck ab", "teil die Karten aus", "coupeer de kaarten", "deel de kaarten uit",
    "desteyi kes", "kartları dağıt", "切牌", "发牌", "为下一局切牌",
], size=15)
def test_card_table_actions_need_no_confirmation_in_five_languages(text: str) -> None:
    assert is_table_action(text) and codes(text) == []
    assert lint_codes("does", text) == []


@pytest.mark.parametrize("text", ["cut your hair", "cut yourself a slice of cake",
                                  "deal with the dishes"])
def test_r_custom_3_cut_and_deal_beyond_the_cards_ask_the_table(text: str) -> None:
    assert not is_table_action(text)
