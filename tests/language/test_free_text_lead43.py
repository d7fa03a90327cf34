"""The lead's readings of session 43 (issue 29): Roshambo's decider at 15-15 said away,
two words read in the wrong clause, a Turkish stem that took homework for payment, and
one's own medicine taken because one lost.

- At 15-15 the next decided round wins (R-ROSHAMBO-2) and the procedure may not be changed
  (R-VOTE-8). "One more round at 15-15" restates it; "no extra round: the rule wins" takes
  the decider away, whatever words say the round ("再加一把", "keine weitere Runde").
- A bare "not" denies its own clause: "whoever wants to overturn this rule plays its
  creator, and not every supporter" keeps the vote (R-VOTE-1, R-ROSHAMBO-1).
- A Chinese verb of adding with its own object ("再加一把", one more hand) after the rule
  word as a topic is no second rule (R-CUSTOM-1); "再加一条规则" is.
- Turkish "öde-" is to pay (R-CUSTOM-3: money, LP710); "ödev" is homework, no money.
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged, codes

RULE = "Roshambo, says:"

#: the decider taken away: a side wins at 15-15 and the next round is said away
DECIDER_CHANGED = [
    ("en", "At 15-15 in the Roshambo for this rule, the rule wins; no extra round."),
    ("en", "At fifteen all, no extra round: the creator wins."),
    ("de", "Bei 15 zu 15 gibt es keine weitere Runde, die Regel bleibt."),
    ("nl", "Bij 15-15 geen extra ronde: de regel blijft."),
    ("zh", "为这条规则猜拳，打到15比15就算规则这边赢，不用再加一把。"),
    ("zh", "打到15比15，不再加赛，规则保留。"),
]
#: the decider restated, in the words tables use for "one more round"
DECIDER_RESTATED = [
    ("en", "At 15-15 in the Roshambo for this rule, one more decided round settles it."),
    ("en", "At 15-15 the next decided round wins."),
    ("de", "Bei 15 zu 15 entscheidet die nächste Runde."),
    ("nl", "Bij 15-15 beslist de volgende ronde."),
    ("tr", "15-15'te bir tur daha oynanır, onu kazanan kazanır."),
    ("zh", "为这条规则猜拳，打到15比15就再加一把，这一把谁赢算谁的。"),
    ("zh", "平票就玩石头剪刀布：恰好30次分出胜负，平手不计数；15比15时下一次分出胜负者获胜。"),
]


@pytest.mark.parametrize(("lang", "text"), DECIDER_CHANGED)
def test_r_roshambo_2_r_vote_8_a_decider_said_away_is_lp708(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP708")


@pytest.mark.parametrize(("lang", "text"), DECIDER_RESTATED)
def test_r_roshambo_2_the_decider_restated_is_clean(lang: str, text: str) -> None:
    assert_clean(RULE, lang, text)


def test_r_vote_1_r_roshambo_1_a_not_of_another_clause_keeps_the_vote() -> None:
    assert_clean(RULE, "de", "Wer diese Regel bei Gleichstand kippen will, spielt "
                 "Schere-Stein-Papier gegen ihren Erfinder, dreißig entschiedene Runden, und "
                 "nicht gegen jeden einzelnen Befürworter.")


@pytest.mark.parametrize(("lang", "text"), [
    ("de", "Diese Regel kann man nicht kippen."),
    ("de", "Diese Regel, die kann man nicht kippen."),
])
def test_r_vote_1_a_rule_the_vote_could_not_remove_is_still_lp707(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP707")


def test_r_custom_1_one_more_hand_for_this_rule_is_no_second_rule() -> None:
    assert_clean(RULE, "zh", "为这条规则猜拳，打到15比15就再加一把。")


@pytest.mark.parametrize("text", ["赢家可以再加一条规则。", "赢的人再加一条新规则。"])
def test_r_custom_1_one_more_rule_is_still_lp709(text: str) -> None:
    assert_flagged(RULE, "zh", text, "LP709")


@pytest.mark.parametrize("text", ["Kaybeden bir ödev daha alır.", "Herkes kendi ödevini yapar."])
def test_r_custom_3_homework_is_no_money(text: str) -> None:
    assert "LP710" not in codes(text)


@pytest.mark.parametrize("text", ["Kaybeden içkileri ödesin.", "Kaybeden hesabı öder.",
                                  "Kaybeden herkese 5 lira ödemeli."])
def test_r_custom_3_paying_is_still_money_lp710(text: str) -> None:
    assert_flagged(RULE, "tr", text, "LP710")


#: one's own medicine taken because one lost: the stake is the intake (R-CUSTOM-3, LP701)
OWN_PILL_BY_LOSING = [
    ("en", "If you lose this round, take your own sleeping pill now; we'll wait."),
    ("en", "Whoever loses takes one of their own sleeping pills; we wait."),
    ("de", "Wer verliert, nimmt jetzt eine eigene Schlaftablette; wir warten."),
    ("tr", "Kaybeden kendi uyku hapını şimdi alır, bekleriz."),
    ("zh", "输了的人现在吃一片自己的安眠药，我们等。"),
]
#: one's own medicine at its time, or left to the taker's choice: a kindness
OWN_PILL_FREE = [
    ("en", "Whoever needs to take their medicine may do so now; we wait."),
    ("en", "Whoever takes their pills on time may step out; we wait."),
    ("tr", "Kaybeden isterse kendi ilacını alabilir, bekleriz."),
    ("en", "Whoever needs their medicine takes it now; we'll wait."),
    ("de", "Wer seine Tabletten braucht, nimmt sie jetzt; wir warten."),
    ("nl", "Wie zijn medicijnen nodig heeft, neemt ze nu; wij wachten."),
]


@pytest.mark.parametrize(("lang", "text"), OWN_PILL_BY_LOSING)
def test_r_custom_3_ones_own_medicine_taken_for_losing_is_lp701(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP701")


@pytest.mark.parametrize(("lang", "text"), OWN_PILL_FREE)
def test_r_custom_3_ones_own_medicine_by_need_or_choice_is_no_intake(lang: str,
                                                                     text: str) -> None:
    assert not {"LP701", "LP304"} & codes(text), text


def test_r_custom_4_a_need_that_costs_a_round_still_picks_by_a_fact_of_life() -> None:
    assert_flagged(RULE, "en", "Whoever needs their medicine sits out a round; we'll wait.",
                   "LP304")


#: a person shut in a small space with the door said shut in a clause of its own, and a
#: sense's aid switched off or handed over in other verbs (R-CUSTOM-3, R-CUSTOM-4, LP703)
LIBERTY_TAKEN = [
    ("en", "Whoever picks up ten goes into the broom cupboard, door shut, until their turn."),
    ("de", "Wer verliert, wartet im Besenschrank, Tür zu, bis zum nächsten Zug."),
    ("nl", "De verliezer gaat in de bezemkast zitten, deur dicht, tot de volgende ronde."),
    ("nl", "Je hoorapparaat gaat uit tot de volgende ronde."),
    ("tr", "Kaybeden gözlüğünü sonraki tura kadar kazanana veriyor."),
]
#: the same words with nobody shut in and nothing taken
LIBERTY_KEPT = [
    ("en", "The cards go back into the cupboard, door shut."),
    ("en", "Shut the door so the cat stays out of the cupboard."),
    ("nl", "Ik zet de muziek zachter, dan hoort iedereen het, met of zonder hoorapparaat."),
]


@pytest.mark.parametrize(("lang", "text"), LIBERTY_TAKEN)
def test_r_custom_3_r_custom_4_liberty_or_an_aid_taken_is_lp703(lang: str, text: str) -> None:
    assert_flagged(RULE, lang, text, "LP703")


@pytest.mark.parametrize(("lang", "text"), LIBERTY_KEPT)
def test_r_custom_3_a_door_shut_on_things_or_an_aid_either_way_is_clean(lang: str,
                                                                         text: str) -> None:
    assert "LP703" not in codes(text), text


@pytest.mark.parametrize("text", ["The dealer locks the cards in the cupboard.",
                                  "Whoever deals puts the spare cards in the cupboard, door shut."])
def test_r_custom_3_cards_put_away_behind_a_door_shut_no_one_in(text: str) -> None:
    assert "LP703" not in codes(text), text
