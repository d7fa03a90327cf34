"""Acts on another person's body and gestures one makes oneself (language/text/contact.py):
session 19's attack, in five languages (tests/data/free_text/contact19.toml, written before
the fix).

R-CUSTOM-3 (an act by one person on another's body, whatever the verb or noun, is harm:
LP702 when the word is a blow the lexicon names, LP703 an unwanted touch otherwise; a
gesture one makes oneself, a light verb with a gesture noun or a gesture verb, with its
addressee and manner, is a table action and needs no agreement, LP712), R-CUSTOM-4 (a
person named in thanks is asked for nothing), R-TURN-2 ("wer nicht kann": the move left
out of a condition is a role).
"""

from __future__ import annotations

import pytest
from support import attacks, each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import is_table_action, judge

ATTACK = attacks.load("contact19.toml")
FLAGGED = attacks.cases(ATTACK)
CLEAN = attacks.texts(ATTACK)
GESTURES = attacks.texts(ATTACK, "gesture")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_custom_3_the_attack_holds_thirty_texts_a_side_in_five_languages() -> None:
    assert len(FLAGGED) >= 30 and len(CLEAN) + len(GESTURES) >= 30
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} == LANGUAGES
    assert {lang for lang, _ in GESTURES} == LANGUAGES


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_an_act_on_another_persons_body_is_harm(lang: str, text: str,
                                                           code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_custom_4_courtesy_hospitality_and_things_stay_clean(lang: str,
                                                                         text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), GESTURES, ids=lambda x: str(x)[:30])
def test_r_custom_3_a_gesture_one_makes_is_a_table_action(lang: str, text: str) -> None:
    assert codes(text) == [] and is_table_action(text), lang


@each.parametrize("text", [
    # redteam10's misses, as written there
    "Der Letzte kriegt von jedem eine kleine Backpfeife",
    "gives the picker a dead arm", "geeft de oppakker een flinke por in de ribben",
    "挠收牌人的痒痒",
    # a second round written after the fix: other registers and shapes of the class
    "Last place gets a noogie from the winner.", "Everyone flicks the picker's ear.",
    "The picker's left neighbour may give them a wedgie.", "Tickle the dealer.",
    "Der Sieger zwickt jedem in den Oberarm.", "Alle kitzeln den Geber.",
    "Wer aufnimmt, kriegt von allen einen Knuff.", "Knijp de verliezer in zijn arm.",
    "De oppakker krijgt van iedereen een por.", "Iedereen kietelt de deler.",
    "Herkes dağıtanın kolunu çimdiklesin.", "Kaybedene herkes bir fiske atar.",
    "Kazanan toplayanı gıdıklar.", "赢家掐输家的胳膊。", "每个人给发牌者一个脑瓜崩。",
    "大家挠赢家痒痒。",
    # a third round: passives, a noun for a person, a blow as the whole sentence
    "De oppakker wordt door iedereen gekieteld.", "Der Verlierer wird von allen gekitzelt.",
    "Noogies for the picker!", "A wet willy for whoever draws last.",
    "Whoever draws last gets poked by the dealer.", "给输家来个脑瓜崩。",
    # a fourth round: a body marked, covered or changed, someone sat or piled on
    "Draw on the loser's face with a marker.", "Shave the loser's eyebrow.",
    "Male dem Verlierer mit Edding ins Gesicht.", "Zerzaus dem Sieger die Haare.",
    "Teken met stift op het gezicht van de verliezer.", "Kaybedenin yüzüne kalemle çiz.",
    "在输家脸上画乌龟。", "输家脸上贴纸条。", "Sit on the picker.", "Everyone piles on the picker.",
    "Blindfold the loser for a round.", "Give the loser a piggyback ride.",
    # a fifth round: a compound of a body part and a blow, a blow "eaten" in Turkish
    "Iedereen geeft de oppakker een schouderduw.", "Der Geber kriegt von allen einen Rippenstoß.",
    "De verliezer krijgt een nekslag.", "Her tur kaybeden, kazanandan bir fiske yer.",
    "Dağıtanı herkes dürtsün.", "Toplayana herkes bir şaplak atsın.",
    "Geef de verliezer een kneepje in zijn wang.", "Gib dem Geber einen Stups.",
])
def test_r_custom_3_other_wordings_of_an_act_on_someone_are_errors(text: str) -> None:
    found = set(codes(text))
    assert found & {"LP702", "LP703"}, [f.message for f in judge(text)]


@each.parametrize(("act", "thing"), [
    ("Flick the dealer's nose.", "Flick the top card to the dealer."),
    ("Slap the winner.", "Slap the table when a ten clears."),
    ("Pull the loser's ear.", "Pull a card from the winner's hand."),
    ("Zieh dem Geber am Ohr.", "Zieh eine Karte vom Stapel."),
    ("Trek de deler aan zijn oor.", "Trek een kaart van de stapel."),
    ("Kaybedenin kulağını çek.", "Desteden bir kart çek."),
    ("揪输家的耳朵。", "抽一张牌给输家。"),
    ("Poke the picker.", "Poke the fire if it gets cold."),
], size=15)
def test_r_custom_3_an_act_lands_on_a_person_not_on_a_thing(act: str, thing: str) -> None:
    """The same verb on a body is harm; on a card, the pile or the table it touches
    nobody (the object decides, not the word)."""
    assert set(codes(act)) & {"LP702", "LP703"}, [f.message for f in judge(act)]
    assert not set(codes(thing)) & {"LP702", "LP703"}, [f.message for f in judge(thing)]


@each.parametrize("text", [
    "The winner hits the jackpot.", "The dealer kicks off the round.",
    "Pinch a card from the deck.", "Zwick das Ende der Karte ab.",
    "Der Geber hat gestern geschlafen.", "De winnaar wordt gefeliciteerd.",
    "Poke around in the pile if you're the picker.", "When a ten hits the pile, you may clear.",
    "Everyone slaps a card on the pile at once.", "Jeder schlägt eine Karte auf den Stapel.",
    "Draw a card and face the dealer.", "Write the winner's name on the sheet.",
    "Draw two cards from the loser's hand.", "Sit on your hands until your turn.",
    "Male ein Herz auf den Block des Siegers.", "在赢家的牌上画个记号",
    "把输家的名字写在纸上", "Pile the cards in front of the dealer.", "给赢家画个笑脸",
    "在赢家的名字旁边画个笑脸", "De winnaar krijgt een schouderklopje van iedereen.",
    "Der Sieger bekommt einen Handschlag von allen.", "Der Verlierer spielt Kopfball.",
    "Clap for the winner.", "Klap voor de winnaar.",
])
def test_r_custom_3_no_other_body_is_reached(text: str) -> None:
    assert not set(codes(text)) & {"LP702", "LP703"}, [f.message for f in judge(text)]


@each.parametrize("text", [
    # a second round of gestures, written after the fix
    "gives the dealer a quick salute", "flashes a peace sign", "winks cheekily at the dealer",
    "gibt dem Sieger ein freundliches Nicken", "zwinkert dem Geber kurz zu",
    "geeft de deler een knikje", "zwaait de verliezer vrolijk toe",
    "kazanana saygıyla selam verir", "herkese göz kırpar",
    "给赢家竖个大拇指", "向发牌者点头致意",
    # a third round: a kiss blown through the air, a dance done, a heart made
    "blows a kiss to the winner", "does a victory dance", "hebt anerkennend den Daumen",
    "wirft dem Sieger eine Kusshand zu", "kazanana uçan öpücük gönderir", "给赢家比个心",
])
def test_r_custom_3_other_gestures_are_table_actions(text: str) -> None:
    assert codes(text) == [] and is_table_action(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "Give the loser the middle finger.", "Zeig dem Verlierer den Stinkefinger.",
    "Steek je middelvinger op naar de verliezer.", "Kaybedene orta parmak göster.",
    "对输家竖中指。",
])
def test_r_custom_3_an_insulting_gesture_humiliates(text: str) -> None:
    assert "LP706" in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", [
    "Put your finger on the card.", "用中指敲桌子", "Point the finger at the dealer.",
    "Flip the card off the pile.",
])
def test_r_custom_3_a_finger_is_no_insult_by_itself(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@each.parametrize("text", [
    "大家再打一局", "赢家打出一张A", "轮到你打了", "给赢家弹一首歌",
])
def test_r_custom_3_chinese_play_words_are_no_blows(text: str) -> None:
    """打 is "play" (a round, a card) and 弹 "play" (a song) as often as "hit" and
    "flick": they reach someone only through a body part (打输家的脸)."""
    assert codes(text) == [], [f.message for f in judge(text)]
    assert "LP702" in codes("打输家的脸")


@each.parametrize(("thanks", "target"), [
    ("Ev sahibi için alkış tutun.", "Ev sahibi bütün gece dağıtır."),
    ("Applaus für den Gastgeber!", "Der Gastgeber gibt immer."),
    ("Thank the host.", "The host deals every round."),
    ("Bedank dich beim Gastgeber.", "Der Gastgeber gibt die ganze Nacht."),
    ("Bedank de gastheer voor de hapjes.", "De gastheer deelt de hele avond."),
    ("Thank the host, then play on.", "Thank the host, then the host deals all night."),
    ("Proost op de gastvrouw!", "De gastvrouw deelt altijd."),
    ("Bring everyone a drink.", "Whoever brought the snacks deals."),
], size=15)
def test_r_custom_4_a_person_thanked_is_no_person_targeted(thanks: str, target: str) -> None:
    assert codes(thanks) == [], [f.message for f in judge(thanks)]
    assert "LP304" in codes(target), [f.message for f in judge(target)]


@each.parametrize(("served", "made"), [
    ("Pour the drinks for everyone.", "Make the loser drink a shot."),
    ("Serve drinks to the table.", "Everyone drinks when a ten clears."),
    ("Schenk allen die Getränke ein.", "Der Verlierer trinkt einen Schnaps."),
    ("Thanks to the host for the drinks!", "Pour drinks for everyone and everyone drinks."),
    ("Bedankt voor de drankjes!", "Everyone drinks."),
], size=15)
def test_r_custom_3_drinks_served_are_no_drinking(served: str, made: str) -> None:
    assert codes(served) == [], [f.message for f in judge(served)]
    assert "LP701" in codes(made)


@pytest.mark.parametrize(("elided", "trait"), [
    ("Wer nicht kann, nimmt auf.", "Wer nicht schwimmen kann, nimmt auf."),
    ("Whoever can't, picks up the pile.", "Whoever can't swim picks up the pile."),
    ("Wie niet kan, pakt de stapel.", "Wie niet kan zwemmen, pakt de stapel."),
])
def test_r_turn_2_a_condition_without_its_move_is_the_games(elided: str, trait: str) -> None:
    assert codes(elided) == [], [f.message for f in judge(elided)]
    assert "LP304" in codes(trait), [f.message for f in judge(trait)]


@pytest.mark.parametrize(("text", "code"), [
    ('rule "R"\n  after pickup when pickup.count is at least 8:\n'
     '    the player left of the picker does "gives the picker a dead arm"\n', ["LP703"]),
    ('rule "R"\n  after win:\n    every other player does "gives a thumbs up"\n', []),
    ('rule "R"\n  after win:\n    every other player does "向赢家竖起大拇指"\n', []),
])
def test_r_custom_3_through_lint(text: str, code: list[str]) -> None:
    assert sorted(d.code for d in lint_text(text).diagnostics) == code


# ---- redteam11's round (issue 29): gestures in more shapes, hospitality, a thing struck with
@each.parametrize("text", [
    "hält beide Daumen für den Sieger hoch",  # a light verb "halten"
    "hebt den Daumen für die Geberin",
    "朝清牌的人点点头",  # an addressee described by what they did
    "向赢牌的人挥挥手",
    "waves goodbye to everyone",  # a farewell waved
    "waves farewell to the table",
    "zwaait met een wit servetje",  # a harmless thing waved
    "zwaait met een zakdoek naar de winnaar",
    "raises a white flag",
    "beyaz bir mendil sallar",
])
def test_r_custom_3_a_gesture_in_more_shapes_is_a_table_action(text: str) -> None:
    assert is_table_action(text) and codes(text) == []


@each.parametrize("text", [
    "pours drinks for everyone",
    "pours everyone a cup of tea",
    "offers the winner a glass of water",
    "schenkt voor iedereen thee in",
    "schenkt allen ein Glas Wasser ein",
    "给大家倒杯水",
    "给每个人斟茶",
    "thanks the host for having us",
    "thanks the dealer for the game",
    "bedankt de gastheer voor de avond",
    "bedankt sich beim Gastgeber für den Abend",
    "ev sahibine teşekkür eder",
    "herkese çay ikram eder",
    "感谢主人的招待",
])
def test_r_custom_3_hospitality_and_thanks_are_table_actions(text: str) -> None:
    assert is_table_action(text) and codes(text) == []


@each.parametrize("text", [
    "pours water on the loser",  # on someone, not for them
    "giet water over de verliezer",
    "往输家身上倒水",
    "makes the loser drink a glass of water",  # made to drink
    "throws a napkin at the loser",  # thrown at someone: no wave
    "fetches everyone a glass of water",  # fetching is housework asked (k_chore's idea)
], size=60)
def test_r_custom_3_a_drink_on_someone_is_no_hospitality(text: str) -> None:
    assert not is_table_action(text)


@each.parametrize("text", [
    "gibt dem Aufnehmer mit dem Kochlöffel eins auf die Finger",
    "taps the loser on the fingers with a ruler",
    "用尺子敲输家的手指",
    "kaybedenin parmağına kaşıkla dokunur",
    "gives the loser one on the knuckles with a wooden spoon",
    "geeft de verliezer met de pollepel eentje op de vingers",
], size=15)
def test_r_custom_3_a_thing_brought_to_anothers_body_is_harm(text: str) -> None:
    assert set(codes(text)) & {"LP702", "LP703"}


@each.parametrize("text", ["taps the table with a spoon", "stirs the tea with a spoon",
                                  "hands the loser a towel for their face",
                                  "gives the dealer a towel to dry their fingers"], size=15)
def test_r_custom_3_a_thing_on_no_body_strikes_nobody(text: str) -> None:
    assert codes(text) == []


# ---- redteam12's round (issue 29): food or drink made for everyone as a class is
# hospitality (R-CUSTOM-3), made for one player it is a service asked of a person (LP712)
@each.parametrize("text", [
    "zet koffie voor iedereen",  # fair-koffie-nl
    "给大家切水果",  # fair-qie-shuiguo-zh
    "makes coffee for everyone",
    "macht allen einen Kaffee",
    "schneidet Obst für alle",
    "herkese çay demler",
    "为大家泡茶",
    "snijdt fruit voor iedereen",
    "bakes a cake for everybody",
    "herkes için meyve keser",
])
def test_r_custom_3_food_made_for_everyone_is_hospitality(text: str) -> None:
    assert is_table_action(text) and codes(text) == []


@each.parametrize("text", [
    "makes coffee for the winner",  # one player served
    "zet koffie voor de winnaar",
    "does the dishes for everyone",  # housework, not food made
    "给赢家泡咖啡",
    "makes everyone drink a coffee",  # made to drink, not served
], size=60)
def test_r_custom_3_food_made_for_one_player_is_no_hospitality(text: str) -> None:
    assert not is_table_action(text)
