"""What a text asks of a body, and of whom (language/text/bodily.py; issue 29, session 23).

R-CUSTOM-3: a demand on a body is read as slots, not phrases. Who does it and to whom (a
limb brought to another player is a blow), what (a posture held strains the body, an
exercise exerts it), where (a way beyond the table, out of the room), how long (a stance
held for a stretch is a forfeit), and whether it is offered to whoever wants it. A brief
gesture a player makes of themselves at the table (a clap, a bow, standing up for a
moment, applause to the table, a handshake or a toast offered to whoever wants one) is a
table action. The unfair texts use verbs the lexicon does not list ("balances",
"waddles", "rams") where the slots decide: a new verb of the same kind falls in the same
class. redteam14's text-flamingo-nl, text-lap-of-shame-en, fair-alkis-kendi-tr,
fair-gu-zhang-zh and fair-hand-aanbieden-nl are the training cases; these are new.
"""

from __future__ import annotations

import pytest
from support import each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import is_table_action, judge

#: (text, the code it gets): one slot a group, in the five languages
POSTURE = [
    ("the loser stands on one leg for the whole next round", "LP701"),
    ("the picker kneels beside the table until the next deal", "LP701"),
    ("the loser balances on one foot until the next deal", "LP701"),
    ("Der Verlierer spielt die ganze nächste Runde auf einem Bein", "LP701"),
    ("Wer aufnimmt, kniet bis zum nächsten Geben", "LP701"),
    ("De oppakker speelt de rest van de ronde geknield", "LP701"),
    ("de verliezer houdt de armen omhoog tot de volgende ronde", "LP701"),
    ("Kaybeden bir sonraki tura kadar tek ayak üstünde durur", "LP701"),
    ("Kaybeden tur boyunca diz çöker", "LP701"),
    ("输家下一局全程单脚站着", "LP701"),
    ("输的人跪到下一局开始", "LP701"),
    ("the picker plays the next round kneeling on the floor", "LP701"),
    ("Der Aufnehmer steht bis zum Ende der Runde auf Zehenspitzen", "LP701"),
    ("输家举着双手直到下一局", "LP701"),
]
HELD = [
    ("the loser stands behind their chair until the next deal", "LP703"),
    ("Der Verlierer bleibt die ganze Runde stehen", "LP703"),
    ("de verliezer blijft de hele ronde staan", "LP703"),
    ("kaybeden bir sonraki dağıtıma kadar ayakta durur", "LP703"),
    ("输家整局都要站着", "LP703"),
]
EXERTING = [
    ("the loser does twenty jumping jacks", "LP701"),
    ("the loser runs laps until the next deal", "LP701"),
    ("Der Verlierer macht zehn Hampelmänner", "LP701"),
    ("de verliezer maakt tien kikkersprongen", "LP701"),
    ("kaybeden on kez kurbağa zıplar", "LP701"),
    ("输家做十个蛙跳", "LP701"),
]
AWAY = [
    ("the loser sprints twice around the house", "LP711"),
    ("Last one out jogs around the garden before the next deal", "LP711"),
    ("the loser waddles once around the block", "LP711"),
    ("the loser waits outside the door until the next deal", "LP711"),
    ("Der Verlierer rennt einmal um den Block", "LP711"),
    ("Wer verliert, joggt zweimal um das Haus", "LP711"),
    ("De verliezer rent een rondje om het huis", "LP711"),
    ("de verliezer gaat op de gang staan tot de volgende ronde", "LP711"),
    ("Kaybeden apartmanın etrafında bir tur koşar", "LP711"),
    ("kaybeden bir tur boyunca koridorda bekler", "LP711"),
    ("输家绕着小区跑一圈", "LP711"),
    ("输家去门外站一局", "LP711"),
    ("输家出去绕楼跑两圈", "LP711"),
    ("the loser does laps of the garden", "LP711"),
    ("kaybeden odadan çıkıp bir tur koridorda bekler", "LP711"),
]
OTHER_BODY = [
    ("the winner nudges the loser with an elbow", "LP702"),
    ("the winner rams the dealer with a shoulder", "LP702"),
    ("stößt den Nachbarn mit dem Ellbogen an", "LP702"),
    ("de winnaar duwt de verliezer met de elleboog", "LP702"),
    ("kazanan kaybedeni dirseğiyle dürter", "LP702"),
    ("赢家用胳膊肘撞输家", "LP702"),
    ("de winnaar geeft de verliezer een zetje met de knie", "LP702"),
]
#: brief gestures one makes oneself at the table, and what is offered to whoever wants it
GESTURES = [
    "the winner proposes a toast for whoever wants one",
    "everyone stands up for the winner for a moment",
    "the winner takes a bow",
    "the winner offers a handshake to whoever wants one",
    "the winner applauds the table",
    "Der Sieger bietet allen, die wollen, die Hand an",
    "Alle stehen kurz für den Sieger auf",
    "stößt mit dem Nachbarn an",
    "Wer will, stößt mit dem Sieger an",
    "iedereen staat even op voor de winnaar",
    "de winnaar klapt voor de tafel",
    "biedt wie wil een hand aan",
    "herkes kazanan için bir an ayağa kalkar",
    "kazanan isteyenlerle tokalaşır",
    "ayağa kalkıp masayı alkışlar",
    "大家为赢家起立片刻",
    "自己鼓掌",
    "赢家和愿意的人握手",
    "赢家给全桌鼓掌",
    "Wer mag, gibt dem Sieger die Hand",
    "wie wil, geeft de winnaar een hand",
    "isteyen kazananın elini sıkar",
    "isteyen kazananı alkışlar",
    "everyone who wants raises a glass to the winner",
    "de winnaar buigt even voor de tafel",
    "the loser stands up for a moment and sits back down",
]
#: said texts near the slots that ask no body anything
SAID = [
    "schöner Abend, bis zur nächsten Sitzung!",
    "We play until midnight",
    "Wir warten, bis der Sieger aufsteht",
    "we wait until the winner stands up",
    "Whoever wants may stand on one leg for the next round, just for fun",
    "whoever wants may do jumping jacks",
    "Wer will, darf um den Block laufen",
    "isteyen masanın etrafında koşabilir",
    "The turn runs around the table to the left",
    "Het spel loopt met de klok mee rond de tafel",
    "Kazanan masadan kalkana kadar oyun sürer",
    "pass the house rules around the table",
    "Sit on your hands until your turn.",
    "salutes the winner with fist in palm",
    "run around the table once",
    "Wie buiten zijn beurt speelt, slaat een rondje over",
    "de deler loopt een rondje om de tafel",
    "the dealer goes around the table",
    "赢家绕桌一圈",
]


@each.parametrize(("text", "code"), POSTURE + HELD + EXERTING + AWAY + OTHER_BODY, size=15)
def test_r_custom_3_a_demand_on_a_body_is_read_by_its_slots(text: str, code: str) -> None:
    assert code in codes(text), [f.message for f in judge(text)]


def test_r_custom_3_each_slot_is_written_in_the_five_languages() -> None:
    for cases in (POSTURE, HELD, EXERTING, AWAY, OTHER_BODY):
        texts = " ".join(t for t, _ in cases)
        assert any(c in texts for c in "输赢"), cases  # Chinese
        assert any(w in texts.lower() for w in ("loser", "winner")), cases
        assert any(w in texts for w in ("Der ", "Wer ", "stößt")), cases
        assert any(w in texts.lower() for w in ("verliezer", "oppakker", "winnaar")), cases
        assert any(w in texts.lower() for w in ("kaybeden", "kazanan")), cases


@each.parametrize(("text", "code"), [
    ("the loser stands on one leg for the whole next round", "LP701"),
    ("the loser waddles once around the block", "LP711"),
    ("stößt den Nachbarn mit dem Ellbogen an", "LP702"),
    ("de verliezer blijft de hele ronde staan", "LP703"),
], size=15)
def test_r_custom_3_a_does_text_on_a_body_is_an_error_not_a_question_to_the_table(
        text: str, code: str) -> None:
    """The table cannot agree to it for one player (LP712 is for harmless acts only)."""
    rule = f'rule "R"\n  after clear:\n    acting player does "{text}"\n'
    found = {d.code: d.severity for d in lint_text(rule).diagnostics}
    assert found.get(code) == "error" and "LP712" not in found, found


def test_r_custom_3_the_message_names_the_slot_and_the_way_out() -> None:
    message = next(f.message for f in judge("the loser stands on one leg for the whole "
                                            "next round"))
    assert "a posture held" in message and "whoever wants" in message, message
    assert "R-CUSTOM-3" in message


@each.parametrize("text", GESTURES, size=15)
def test_r_custom_3_a_brief_gesture_or_an_offer_is_a_table_action(text: str) -> None:
    assert codes(text) == [] and is_table_action(text), [f.message for f in judge(text)]


@each.parametrize("text", SAID)
def test_r_custom_3_near_misses_of_a_body_demand_are_clean(text: str) -> None:
    assert codes(text) == [], [f.message for f in judge(text)]


@pytest.mark.parametrize("text", ["hop on one foot", "do a handstand", "walk around the table"])
def test_r_custom_3_a_movement_made_once_still_asks_the_table(text: str) -> None:
    """A movement made once is no posture held: the table agrees to it first (LP712)."""
    assert codes(text) == [] and not is_table_action(text)
