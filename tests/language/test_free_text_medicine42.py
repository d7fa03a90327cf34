"""What goes into a body, and a person's own need met (issue 29, session 42;
language/text/intake.py, own_need.py, intake_lexicon.py).

R-CUSTOM-3: a game result may not make anyone take a medicine or another substance into
the body (a pill, syrup, spray, snuff, vitamins, vinegar by the spoon): LP701 whoever
pays, ill or not. Near misses stay clean: one's own medicine at its own time, lozenges
offered to whoever wants them, a card nicknamed "the aspirin".

R-CUSTOM-4 untouched: "whoever needs to take their medicine, go; we wait" picks nobody
(no LP304, and their own taking is no LP701) when nothing costs the one with the need;
a cost laid on them ("whoever has a cold sits out", a card drawn, a schnapps) stays
LP304. The sentences differ from tests/data/redteam-medicine42's books (the idea, not the
set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The player who picks up the pile pops two ibuprofen.",
    "If the dealer loses, he is made to take a laxative, ill or not.",
    "I take a spoonful of cough syrup whenever I pick up the pile, and so does everyone.",
    "Wer den Stapel aufnimmt, nimmt eine Aspirin aus dem Badschrank.",
    "Dem Letzten wird ein Schnupftabak verabreicht.",
    "Wer verliert, nimmt zwei Vitaminkapseln ein.",
    "De verliezer neemt een pijnstiller, ziek of niet.",
    "Als je de stapel pakt, neem je een lepel hoestsiroop.",
    "Kaybeden iki aspirin alır.",
    "Destenin sonunu alan oyuncuya şurup içirilir.",
    "谁输了谁就吃两片止痛药。",
    "最后一名要被灌一口醋。",
])
def test_r_custom_3_substance_taken_on_demand_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "We call the ace of hearts 'the painkiller' because it ends a long round.",
    "Lozenges are on the sideboard for anyone who wants one.",
    "Whoever takes pills on schedule may do it between rounds.",
    "Hustenbonbons stehen bereit; wer mag, nimmt sich einen.",
    "Wer seine Medizin rechtzeitig nehmen muss, nimmt sie; die Runde wartet.",
    "Wie zijn medicijnen op tijd moet innemen, doet dat; wij wachten.",
    "İlacını vaktinde içmesi gereken içsin; bekleriz.",
    "要按时服药的人到点就去，我们等你。",
    # what holds a medicine, carried: no intake
    "The winner takes the empty medicine bottles to the kitchen.",
    "De winnaar neemt de medicijnkast mee naar boven.",
    "Kazanan ilaç kutusunu masadan alır.",
    "赢家把药瓶拿走。",
])
def test_r_custom_3_own_medicine_or_offer_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP304"}


@each.parametrize("text", [
    "Anyone who feels ill may lie down for a while; we wait.",
    "If someone has to phone the babysitter, go ahead; the game waits.",
    "Wer aufs Klo muss, geht; wir warten.",
    "Wie verkouden is, mag thee zetten; het spel wacht.",
    "Tuvalete gitmesi gereken kalkabilir; oyun bekler.",
    "感冒的人可以先去吃药，我们等着。",
], size=15)
def test_r_custom_4_own_need_met_table_waits_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP304"}


@each.parametrize("text", [
    "Whoever has to take their medicine draws two cards when they come back.",
    "Wer erkältet ist, setzt die Runde aus.",
    "Wie ziek is, betaalt de pizza; wij wachten.",
    "Hasta olan oyuncu iki kart çeker; bekleriz.",
    "谁感冒了就罚抽两张牌，我们等着。",
], size=15)
def test_r_custom_4_need_that_costs_stays_flagged(text: str) -> None:
    # the Chinese penalty draw is read as a rule of play (LP716) before its pick
    assert _codes(text) & {"LP701", "LP304", "LP716"}
