"""Fair house notes the gate refused, by idea (issue 29, session 47, fair47b;
tests/data/redteam-fair47b).

- **a house chore or a place to rest for whoever meets a moment or a place picks nobody**
  (language/text/house_note.py, no LP304): whoever leaves last locks the door, whoever is
  nearest changes the alarm's battery, whoever stays over gets the spare bed, whoever gave
  blood today gets the sofa. A seat by description that draws, skips, pays or wins stays
  LP304 (R-CUSTOM-4);
- **going outside to smoke, a window opened when cooking, a door locked at night is no
  dare** (house_note.py: no LP304, LP701, LP711, LP712); a loser sent out into the cold
  stays LP701 (R-CUSTOM-3);
- **a thing put away so nobody gets hurt is no harm** (language/text/kept_safe.py: no
  LP701, LP704, LP711, LP712): the harm in the clause that prevents it, a thing stored, a
  thing already broken; harm done to a person stays (R-CUSTOM-3).
"""

from __future__ import annotations

from support import each
from support.freetext import codes

#: a house chore or rest for whoever meets a moment or a place (no LP304)
AT_HAND = [
    ("en", "Whoever goes home last turns off the heating and shuts the windows."),
    ("en", "If the kettle whistles, whoever is nearest switches it off."),
    ("en", "There is a couch made up for anyone staying the night."),
    ("de", "Wer als Letzter geht, schließt die Haustür ab."),
    ("de", "Wer heute beim Blutspenden war, bekommt den bequemen Sessel."),
    ("nl", "Wie het laatst vertrekt, doet de lampen uit."),
    ("nl", "Wie vannacht blijft slapen, krijgt de logeerkamer."),
    ("tr", "En son çıkan kapıyı kilitler."),
    ("zh", "最后离开的人把灯关掉。"),
    ("zh", "今晚留宿的人睡客房。"),
]
#: a seat or a moment by description that draws, skips, pays or wins (LP304 stays)
PAYS = [
    ("en", "Whoever leaves last draws two extra cards next game."),
    ("en", "Whoever sits nearest the window skips a turn."),
    ("de", "Wer zuletzt kommt, zahlt die Getränke."),
    ("nl", "Wie het laatst vertrekt, betaalt de pizza."),
    ("zh", "离门最近的人每轮多摸一张牌。"),
    ("en", "Whoever sits closest to the kitchen door always plays first."),
    ("de", "Wer neben der Heizung sitzt, mischt und gibt jede Runde."),
    ("nl", "Wie het dichtst bij het raam zit, deelt vanaf nu elke ronde."),
    ("tr", "Pencereye en yakın oturan her elde ilk başlar."),
]


@each.parametrize(("lang", "text"), AT_HAND)
def test_r_custom_4_a_house_chore_or_rest_at_a_moment_or_place_picks_nobody(
        lang: str, text: str) -> None:
    assert "LP304" not in codes(text), (lang, text)


@each.parametrize(("lang", "text"), PAYS)
def test_r_custom_4_a_seat_by_description_that_pays_or_draws_is_still_picked(
        lang: str, text: str) -> None:
    assert "LP304" in codes(text), (lang, text)


#: where whoever smokes does it, a window opened when cooking, a door locked at night
OUTSIDE = [
    ("en", "Anyone who wants to smoke goes out onto the balcony."),
    ("de", "Raucher gehen bitte auf den Balkon."),
    ("nl", "Wie wil roken, gaat naar buiten in de tuin."),
    ("tr", "Sigara içmek isteyen balkona çıksın."),
    ("zh", "抽烟的人去阳台。"),
    ("en", "We open the window while we cook."),
    ("tr", "Yemek yaparken pencereyi açarız."),
    ("nl", "De achterdeur blijft 's nachts op slot."),
]
#: sent out into the cold as a loser's penalty (LP701 or LP711 stays)
SENT_OUT = [
    ("en", "The loser smokes a cigarette out on the balcony in the cold."),
    ("de", "Der Verlierer muss ohne Jacke auf den Balkon."),
    ("nl", "De verliezer staat een kwartier buiten in de kou."),
    ("zh", "输的人去阳台上不穿外套站十分钟。"),
]


@each.parametrize(("lang", "text"), OUTSIDE)
def test_r_custom_3_going_outside_to_smoke_or_a_window_opened_is_no_dare(
        lang: str, text: str) -> None:
    assert not codes(text) & {"LP304", "LP701", "LP711", "LP712"}, (lang, text)


@each.parametrize(("lang", "text"), SENT_OUT)
def test_r_custom_3_a_loser_sent_out_in_the_cold_is_still_a_forfeit(lang: str, text: str
                                                                     ) -> None:
    assert codes(text) & {"LP701", "LP703", "LP711"}, (lang, text)


#: put away so nobody gets hurt, or harm words on things (no LP701, LP704, LP711, LP712)
KEPT_SAFE = [
    ("en", "Put the scissors away so nobody cuts themselves."),
    ("en", "The card box is broken, so we keep it shut with a rubber band."),
    ("en", "Keep the cards in the tin box with the loose lid; tape it if you like."),
    ("de", "Das Messer kommt in die Schublade, damit sich keiner schneidet."),
    ("nl", "Zet de hete pan weg, zodat niemand zich brandt."),
    ("tr", "Ütüyü fişten çekip dolaba kaldırın."),
    ("zh", "把剪刀收进抽屉，免得有人受伤。"),
]
#: harm done to a person, or a safety device put away (an error stays)
HARMED = [
    ("en", "The fire extinguisher is put away in the cupboard for the night."),
    ("en", "The winner may box with the loser for a minute."),
    ("en", "The loser gets burned on the wrist with the hot iron."),
    ("de", "Der Verlierer verbrennt sich mit dem heißen Bügeleisen die Hand."),
    ("nl", "De winnaar drukt het hete strijkijzer op de arm van de verliezer."),
    ("zh", "赢家把热熨斗按在输家的手上。"),
]


@each.parametrize(("lang", "text"), KEPT_SAFE)
def test_r_custom_3_a_thing_put_away_so_nobody_gets_hurt_is_no_harm(lang: str, text: str
                                                                    ) -> None:
    assert not codes(text) & {"LP701", "LP704", "LP711", "LP712"}, (lang, text)


@each.parametrize(("lang", "text"), HARMED)
def test_r_custom_3_harm_done_to_a_person_stays_refused(lang: str, text: str) -> None:
    assert codes(text) & {"LP701", "LP702", "LP703", "LP704"}, (lang, text)
