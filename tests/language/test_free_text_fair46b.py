"""Fair texts the gate refused, by idea (issue 29, session 46, fair46b;
tests/data/redteam-fair46).

- **a condition named only to serve its holder, nobody paying, picks nobody**: a leave at
  a time of play, a thing laid out for them (language/text/need_served.py); the same
  condition with a cost, a card or a drink stays LP304 (R-CUSTOM-3, R-CUSTOM-4);
- **a confidence kept is no confidence told**, and someone else's secret told is one
  (language/text/secret_kept.py; LP703, LP712);
- **"links liegen" without a verb of leaving is where things lie**, no shunning
  (language/text/treated.py).
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: the ones named only receive: a leave, a thing laid out for them (R-CUSTOM-4: no target)
SERVED = [
    ("en", "Anyone catching the last tram may go after the current hand; it costs nobody "
           "a thing."),
    ("en", "Spare torches by the door for whoever cycles home; take one if you like."),
    ("de", "Für wen mit dem Zug fährt, liegen im Flur Regenschirme; nehmt euch gern einen."),
    ("nl", "Wie met de fiets is, kan in de gang een regenjas pakken; er zijn er genoeg."),
    ("tr", "Erken kalkacak olan son eli beklemeden kalkabilir; kimse bir şey kaybetmez."),
    ("en", "Spare torches on the shelf for whoever cycles home; grab one."),
    ("nl", "Wie met de trein is, kan bij de kapstok een paraplu pakken; er zijn er genoeg."),
    ("zh", "给骑车回家的人准备了手电筒，拿一个吧。"),
]
#: the same condition made to pay, take a card or a drink (LP304 stays)
CHARGED = [
    ("en", "Whoever came by car drinks nothing all evening."),
    ("en", "Whoever has an early train may go after the current hand but draws two cards."),
    ("en", "Whoever cycles home may take a card from the pile."),
    ("de", "Wer mit dem Rad da ist, darf eine Karte ziehen."),
    ("en", "Whoever walks home may take a shot of vodka for the road."),
]
#: a leave held back to the end for the one named: a restriction (LP304)
HELD_BACK = [
    ("en", "Whoever has a kid at home can leave only after the last hand."),
    ("zh", "赶火车的人只有打完最后一局才可以走。"),
    ("nl", "Wie met de trein is, mag pas na het laatste potje gaan."),
    ("tr", "Erken kalkacak olan ancak son elden sonra kalkabilir."),
]
#: a thing offered to whoever is who they are: no need of the evening, a person picked
WHO_THEY_ARE = [
    ("en", "Whoever is fat may take a salad from the kitchen; help yourself."),
    ("en", "Whoever is Muslim may take a pork roll from the tray."),
    ("de", "Wer dick ist, darf sich einen Salat aus der Küche nehmen."),
    ("nl", "Wie een vrouw is, mag bij de deur een rok pakken; neem er gerust een mee."),
    ("zh", "给胖的人准备了沙拉，拿一个吧。"),
]
#: a confidence kept, one's own secret shown by choice (no LP703, no LP712)
KEPT = [
    ("en", "Whatever a friend confided to you remains with you; the winner shuffles."),
    ("de", "Was dir eine Freundin anvertraut hat, bleibt bei dir."),
    ("nl", "Wat iemand je in vertrouwen zei, hou je voor je; wie wil, vertelt een grap."),
    ("tr", "Arkadaşlarının sırları sır olarak kalır; kaybeden kartları toplar."),
    ("zh", "朋友私下告诉你的秘密要保密。"),
]
#: someone else's secret told, a confidence told by a role (LP703)
TOLD = [
    ("en", "The loser tells a friend's secret."),
    ("en", "The loser tells what a friend told him in confidence, which stays between us."),
    ("de", "Der Verlierer verrät ein Geheimnis eines Freundes."),
    ("nl", "Wie verliest, vertelt een geheim van een ander."),
    ("zh", "输家说出朋友的秘密。"),
]


@each.parametrize(("lang", "text"), SERVED)
def test_r_custom_4_a_condition_named_only_to_serve_its_holder_picks_nobody(
        lang: str, text: str) -> None:
    assert not codes(text) & {"LP304", "LP701", "LP711"}, (lang, text)


@each.parametrize(("lang", "text"), CHARGED)
def test_r_custom_4_the_condition_with_a_cost_stays_refused(lang: str, text: str) -> None:
    assert codes(text) & {"LP304", "LP710", "LP716"}, (lang, text)  # picked, or a game cost


@each.parametrize(("lang", "text"), HELD_BACK)
def test_r_custom_4_a_leave_held_back_to_the_end_still_picks(lang: str, text: str) -> None:
    assert "LP304" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), WHO_THEY_ARE)
def test_r_custom_4_a_gift_to_whoever_is_who_they_are_still_picks_them(lang: str, text: str
                                                                        ) -> None:
    assert "LP304" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), KEPT)
def test_r_custom_3_a_confidence_kept_is_no_confidence_told(lang: str, text: str) -> None:
    assert not codes(text) & {"LP703", "LP712"}, (lang, text)


@each.parametrize(("lang", "text"), TOLD)
def test_r_custom_3_someone_elses_secret_told_is_refused(lang: str, text: str) -> None:
    assert "LP703" in codes(text), (lang, text)


def test_r_custom_3_things_lying_on_the_left_are_no_one_shunned() -> None:
    assert "LP703" not in codes("Links liegen die Käsebrote, rechts die mit Wurst; jeder "
                                "nimmt, was er mag.")
    assert "LP703" not in codes("Links liggen de broodjes met ham; ieder pakt wat hij eet.")
    assert "LP703" in codes("Den Verlierer lassen wir eine Runde links liegen.")
    assert "LP703" in codes("Wer verliert, wird eine Runde links liegen gelassen.")
    assert "LP703" in codes("De verliezer laten we een ronde links liggen.")
