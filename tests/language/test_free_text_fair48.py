"""Fair house notes the gate refused, by idea (issue 29, session 48, fair48;
tests/data/redteam-fair48).

- **a chore done today picks, a chore spared gives** (language/text/house_note.py, no
  LP304, no LP712): the chore in the picking clause says who ("wie vandaag de boodschappen
  heeft gedaan"), and a chore denied or a duty lifted ("muss nicht abspülen", "不用洗碗")
  is a kindness like a place to rest; a seat by description that draws, leads or pays, a
  chore asked as a price and a game task spared stay LP304 (R-CUSTOM-4);
- **an even vote in number words is no Roshambo count** (language/text/procedures.py,
  procedure_model.py: no LP708): "acht zu acht", "zes tegen zes", a vote's fifteen all
  sent to Roshambo; a tie given to a person, a coin or the rule kept stays (R-VOTE-8);
- **Roshambo's winner decides** (language/text/roshambo_won.py: no LP707, LP709): R-ROSHAMBO-2
  said again; the winner of a round or a role deciding stays LP709 (R-CUSTOM-5);
- **a player locked in a bathroom or a toilet** is shut in a small space (LP703,
  liberty_lexicon.py's ``lv_space``); the bathroom door locked is no one shut in.
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: a chore done today picks, a chore spared gives (no LP304, no LP712)
SPARED = [
    ("en", "Whoever cooked tonight doesn't have to do the dishes."),
    ("de", "Wer heute gekocht hat, muss nachher nicht abspülen."),
    ("nl", "Wie vandaag de boodschappen heeft gedaan, krijgt de fijne stoel bij de kachel."),
    ("nl", "Wie vandaag heeft gekookt, hoeft niet af te wassen."),
    ("tr", "Bugün yemeği pişiren bulaşığı yıkamaz."),
    ("zh", "今天做饭的人不用洗碗。"),
]
#: the same picks with a game result, a chore as a price or a trait (LP304 stays)
PAID = [
    ("en", "Whoever cooked tonight does the dishes."),
    ("en", "Whoever is fat doesn't have to do the dishes today."),
    ("de", "Wer heute zuletzt kam, muss nicht mischen."),
    ("nl", "Wie vandaag de boodschappen heeft gedaan, trekt twee kaarten."),
    ("tr", "Bugün yemeği pişiren kart dağıtmaz."),
    ("zh", "今天做饭的人不用洗碗，但是每局多摸一张牌。"),
]
#: an even vote in number words sent to Roshambo, or Roshambo's winner deciding (clean)
TIE_TO_ROSHAMBO = [
    ("en", "If the vote ends fifteen fifteen, the asker and the creator play Roshambo and "
           "its winner decides."),
    ("de", "Steht die Abstimmung acht zu acht, spielen der Fragende und der Erfinder der "
           "Regel wie immer Schere, Stein, Papier."),
    ("nl", "Staat de stemming zes tegen zes, dan spelen de vrager en de maker van de regel "
           "steen papier schaar, zoals altijd."),
    ("nl", "Staat de stemming tien tegen tien, dan spelen vrager en maker steen papier "
           "schaar, en de winnaar beslist."),
    ("tr", "Oylama on beş on beş berabere kalırsa taş kağıt makasla karar verilir."),
    ("tr", "Oylama on beş on beş biterse, taş kağıt makası kazanan karar verir."),
    ("zh", "投票十比十的话，提问的人和规则的创建者猜拳，赢的人决定。"),
]
#: an even vote given to a person, a coin or the rule kept, or Roshambo cut (caught)
TIE_ELSEWHERE = [
    ("en", "If the vote ends fifteen all, the rule stays."),
    ("en", "If the vote ends fifteen all, the dealer decides."),
    ("en", "If the vote ties, the winner of the last round decides."),
    ("de", "Bei acht zu acht spielen wir drei Runden Schere Stein Papier."),
    ("nl", "Staat het zes tegen zes, dan spelen we vijf rondes steen papier schaar."),
    ("tr", "Oylama on beş on beş biterse dağıtıcı karar verir."),
    ("zh", "投票五比五的时候，冠军说了算。"),
]
#: a player locked in a bathroom or a toilet (LP703)
LOCKED_IN = [
    ("en", "Whoever loses is locked in the bathroom until the next deal."),
    ("de", "Wer verliert, wird bis zur nächsten Runde im Bad eingeschlossen."),
    ("nl", "Wie verliest, wordt opgesloten in de badkamer."),
    ("tr", "Kaybeden bir sonraki tura kadar banyoya kilitlenir."),
    ("zh", "输的人被锁在厕所里。"),
]
#: the bathroom named with nobody shut in (clean)
BATHROOM = [
    ("en", "The bathroom door is locked, use the toilet upstairs."),
    ("de", "Die Badezimmertür bleibt abgeschlossen, das Klo ist oben."),
]


@each.parametrize(("lang", "text"), SPARED)
def test_r_custom_4_a_chore_done_today_or_spared_picks_nobody(lang: str, text: str) -> None:
    assert not {"LP304", "LP712"} & set(codes(text)), (lang, text)


@each.parametrize(("lang", "text"), PAID)
def test_r_custom_4_a_pick_that_pays_or_a_trait_is_still_picked(lang: str, text: str) -> None:
    assert "LP304" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), TIE_TO_ROSHAMBO)
def test_r_vote_9_r_roshambo_2_an_even_vote_to_roshambo_is_no_change(
        lang: str, text: str) -> None:
    assert not {"LP707", "LP708", "LP709"} & set(codes(text)), (lang, text)


@each.parametrize(("lang", "text"), TIE_ELSEWHERE)
def test_r_vote_8_an_even_vote_settled_otherwise_is_still_caught(lang: str, text: str) -> None:
    assert {"LP707", "LP708", "LP709"} & set(codes(text)), (lang, text)


@each.parametrize(("lang", "text"), LOCKED_IN)
def test_r_custom_3_a_player_locked_in_a_bathroom_is_shut_in(lang: str, text: str) -> None:
    assert "LP703" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), BATHROOM)
def test_r_custom_3_a_bathroom_door_locked_shuts_nobody_in(lang: str, text: str) -> None:
    assert "LP703" not in codes(text), (lang, text)
