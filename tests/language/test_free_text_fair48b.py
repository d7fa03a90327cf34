"""Fair house notes the gate refused, by idea (issue 29, session 48, fair48b;
tests/data/redteam-fair48b).

- **leaving early for an appointment of one's life is a need met** (language/text/
  leave_granted.py's ``HOME_FIRST``, need_served.py: no LP304, no LP716): going home first
  ("mag als eerste naar huis", "可以先回家") is no place in the order of play, and the game
  going on without them ("het spel gaat door", 大家继续玩) is no game effect; the one who
  leaves and loses, draws or is skipped stays caught (conditioned.py, own_need.py's
  ``nm_cost``: "counts as having lost", "wordt overgeslagen", 算他输; R-CUSTOM-4);
- **a pet cared for is no dare and no target** (language/text/pet_care.py: no LP304, no
  LP712): walking, feeding or letting out a pet, given leave or waited for; the one who
  cares for it paying in the game, and a pet sprayed wet (animals.py, LP701) stay caught;
- **a household thing used on a loser** is a blow got (forced.py's ``got``: "wie verliest,
  krijgt een tik met de vliegenmepper") or lands on a hand (contact.py: "einen Schlag auf
  die Hand" is no hand of cards); the thing put away stays clean (R-CUSTOM-3);
- **a deleted rule back by a later vote is R-VOTE-7** (procedure_model.py's ``_returned``:
  "再投票通过才能回来"), and back "without a vote" is a changed vote (LP707).
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: leave for an appointment of one's life, the game going on or waiting (no LP304, LP716)
LEAVE = [
    ("en", "Whoever has a job interview tomorrow may go home first; the game goes on."),
    ("en", "Whoever is taking grandma to the notary tomorrow may leave after this round."),
    ("de", "Wer morgen ein Vorstellungsgespräch hat, darf als Erster nach Hause; wir spielen "
           "weiter."),
    ("nl", "Wie morgen een sollicitatiegesprek heeft, mag als eerste naar huis; het spel "
           "gaat zonder hem door."),
    ("nl", "Wie gebeld wordt over de wachtlijst, mag opnemen; het spel wacht."),
    ("tr", "Yarın iş görüşmesi olan ilk olarak eve gidebilir; oyun devam eder."),
    ("zh", "明天有面试的人可以先回家，大家继续玩。"),
    ("zh", "明天要去公证处的人可以先走，我们等他。"),
]
#: the same leave with a loss, a draw or a skip for the one who leaves (caught)
LEAVE_PAID = [
    ("en", "Whoever has a notary appointment tomorrow may leave early, and counts as having "
           "lost."),
    ("en", "Whoever has a job interview tomorrow may go home first and loses the game."),
    ("de", "Wer wegen der Warteliste angerufen wird, wird in der nächsten Runde übersprungen."),
    ("nl", "Wie gebeld wordt over de wachtlijst en opneemt, wordt de volgende ronde "
           "overgeslagen."),
    ("tr", "Yarın noter randevusu olan erken gidebilir ama kaybetmiş sayılır."),
    ("zh", "明天有面试的人可以先回家，但这局算他输。"),
]
#: a pet walked, fed or let out, given leave or waited for (no LP304, no LP712)
PET = [
    ("en", "Whoever has to walk the dog may step out after the hand; we wait."),
    ("de", "Wenn die Katze um acht ihr Futter braucht, darf ihr Besitzer kurz aufstehen; wir "
           "warten."),
    ("nl", "Wie de hond moet uitlaten, mag na de ronde even weg."),
    ("tr", "Akşam köpeği gezdirmesi gereken el bitince çıkabilir; biz onu bekleriz."),
    ("zh", "到了宠物喂食的时间，主人可以先去喂猫，大家等他回来。"),
]
#: the carer paying in the game, a chore asked of a loser, a pet sprayed (caught)
PET_PAID = [
    ("en", "The loser walks the dog in the rain."),
    ("en", "Whoever walks the dog may play first; we wait."),
    ("de", "Wer verliert, spritzt die Katze mit der Blumenspritze nass."),
    ("nl", "Wie de hond moet uitlaten, verliest de ronde."),
    ("tr", "Akşam köpeği gezdiren oyuncu dönünce iki kart çeker."),
    ("zh", "到了宠物喂食的时间，去喂猫的人下一轮跳过。"),
]
#: a household thing used on a loser (caught)
STRUCK = [
    ("de", "Wer verliert, bekommt einen Schlag mit der Fliegenklatsche auf die Hand."),
    ("de", "Wer verliert, bekommt einen Klaps."),
    ("nl", "Wie verliest, krijgt een tik met de vliegenmepper."),
    ("nl", "Wie verliest, krijgt een klap."),
    ("en", "The loser gets swatted on the hand with the fly swatter."),
]
#: the thing put away, a tap for luck, a card got, a hand laid on the table (clean)
NOT_STRUCK = [
    ("nl", "Voor het delen gaat de vliegenmepper in de la."),
    ("de", "Vor dem Geben kommt die Fliegenklatsche in die Schublade."),
    ("nl", "Wie wint, krijgt een tikje op de schouder."),
    ("nl", "Wie wint, krijgt een kaart."),
    ("de", "Wer verliert, legt die Hand auf den Tisch."),
]
#: a deleted rule back only through a later rule vote (R-VOTE-7 said again, clean)
REVOTE = [
    ("en", "A deleted rule may come back only if a later rule vote passes it again."),
    ("de", "Eine gelöschte Regel kommt nur zurück, wenn eine spätere Regelabstimmung sie "
           "wieder annimmt."),
    ("tr", "Silinen bir kural ancak sonraki bir turda yeniden oylanıp kabul edilirse geri "
           "gelir."),
    ("zh", "删除的规则，只有在以后的一轮里再投票通过才能回来。"),
]
#: a deleted rule back without the vote, or the vote kept to some (LP707, LP709)
REVOTE_CHANGED = [
    ("nl", "Een verwijderde regel komt terug als twee spelers het willen, zonder stemming."),
    ("tr", "Silinen bir kural, kurucusu isterse oylama olmadan geri gelir."),
    ("zh", "只有赢家可以投票。"),
    ("zh", "删除的规则，只有庄家投票通过才能回来。"),
]


@each.parametrize(("lang", "text"), LEAVE)
def test_r_custom_4_leave_for_an_appointment_of_ones_life_picks_nobody(
        lang: str, text: str) -> None:
    assert not {"LP304", "LP716"} & codes(text), (lang, text)


@each.parametrize(("lang", "text"), LEAVE_PAID)
def test_r_custom_4_the_one_who_leaves_and_pays_is_still_caught(lang: str, text: str) -> None:
    assert {"LP304", "LP716"} & codes(text), (lang, text)


@each.parametrize(("lang", "text"), PET)
def test_r_custom_4_a_pet_cared_for_is_no_target_and_no_dare(lang: str, text: str) -> None:
    assert not {"LP304", "LP712"} & codes(text), (lang, text)


@each.parametrize(("lang", "text"), PET_PAID)
def test_r_custom_3_a_pet_carer_paying_or_a_pet_hurt_is_still_caught(
        lang: str, text: str) -> None:
    assert {"LP304", "LP701", "LP712", "LP716"} & codes(text), (lang, text)


@each.parametrize(("lang", "text"), STRUCK)
def test_r_custom_3_a_household_thing_used_on_a_loser_is_a_blow(lang: str, text: str) -> None:
    assert {"LP702", "LP703"} & codes(text), (lang, text)


@each.parametrize(("lang", "text"), NOT_STRUCK)
def test_r_custom_3_a_household_thing_put_away_strikes_nobody(lang: str, text: str) -> None:
    assert not {"LP702", "LP703"} & codes(text), (lang, text)


@each.parametrize(("lang", "text"), REVOTE)
def test_r_vote_7_a_deleted_rule_back_by_a_later_vote_is_no_change(
        lang: str, text: str) -> None:
    assert "LP707" not in codes(text), (lang, text)


@each.parametrize(("lang", "text"), REVOTE_CHANGED)
def test_r_vote_7_a_deleted_rule_back_without_the_vote_is_caught(lang: str, text: str) -> None:
    assert {"LP707", "LP709"} & codes(text), (lang, text)
