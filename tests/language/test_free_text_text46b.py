"""What keeps a person's life running off the table, taken by a game result (issue 29,
session 46; language/text/life_kept.py, read by life_beyond.py).

R-CUSTOM-3 and R-SESSION-1 (a session ends with the evening): a game result may not end a
person's membership, course or subscription (LP711), make them unreachable for the night
(LP701: a safety risk, and a demand on the people who may need them), disable a smoke or
carbon monoxide alarm (LP701), or keep their keys, cards or papers past the session
(LP703). Near misses stay clean: a leave to go to one's own plan, a club named alike for
all, phones face down with calls answered, a game paused for an emergency, an alarm left
on, one's own things kept or looked for by oneself (R-CUSTOM-4: a mishap to one's own
thing is no trait when the one picked only tends it). The sentences differ from
tests/data/redteam-text46b's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "Last place resigns from the tennis club before the weekend.",
    "The loser unsubscribes from their streaming subscription tonight.",
    "Wer verliert, meldet sich vom Sprachkurs ab.",
    "De verliezer stopt met zijn dansles, vanaf morgen.",
    "Kaybeden spor salonu üyeliğini iptal eder.",
    "输家明天退出球队。",
    "De verliezer zegt zijn krant op.",
], size=15)
def test_r_custom_3_r_session_1_commitment_ended_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "The loser's mobile is locked away until morning, no matter who rings.",
    "Last place turns their phone off for the whole night, even if the doctor calls.",
    "Der Verlierer schaltet heute Nacht sein Handy aus, auch im Notfall.",
    "De telefoon van de verliezer gaat de hele nacht in de vriezer.",
    "Kaybedenin telefonu sabaha kadar başka odada kalır, kim ararsa arasın.",
    "输家今晚关机，医生打来也不管。",
    "Even if the hospital calls, the loser does not answer until morning.",
    "Der Verlierer darf heute Nacht nicht ans Handy gehen, auch wenn die Klinik anruft.",
], size=15)
def test_r_custom_3_unreachable_for_the_night_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Whoever loses covers the fire alarm with a plastic bag for the evening.",
    "Der Sieger steckt den Kohlenmonoxidmelder aus und schaltet ihn aus.",
    "De verliezer haalt de blusdeken weg uit de keuken.",
    "Kaybeden karbonmonoksit dedektörünü kapatır.",
    "输的人把灭火器藏起来。",
    "De rookmelder gaat de hele avond uit.",
], size=15)
def test_r_custom_3_safety_device_disabled_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "The loser's car keys stay with the host until next week.",
    "Der Ausweis des Verlierers bleibt beim Sieger bis zum nächsten Mal.",
    "De verliezer geeft zijn rijbewijs af aan de winnaar, tot de volgende keer.",
    "Kaybedenin ehliyeti haftaya kadar ev sahibinde kalır.",
    "输家的身份证由赢家保管到下周。",
], size=15)
def test_r_custom_3_r_session_1_own_things_held_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "Whoever has a choir rehearsal early tomorrow may go after this round.",
    "Wer morgen Frühdienst hat, darf nach dieser Runde nach Hause gehen.",
    "Tennis club or not, everyone is dealt seven cards.",
    "Phones stay face down during a hand, but anyone may answer a call.",
    "If a phone rings with an emergency, we stop the game.",
    "Der Rauchmelder bleibt an, und niemand schaltet ihn aus.",
    "The smoke alarm stays on all evening.",
    "De rookmelder wordt nooit uitgezet.",
    "Duman dedektörü kapatılmaz.",
    "烟雾报警器不能关掉。",
    "Everyone keeps their own car keys in their own bag.",
    "Wie zijn pinpas kwijt is, zoekt hem na het potje.",
    "If the dealer misdeals, the deal is cancelled and dealt again.",
    "Whoever wants may switch their phone off for the game.",
    "Phones are switched off during the game, unless someone expects an emergency call.",
    "Phones are switched off tonight while we play.",
    "Whoever has been drinking leaves their car keys with the host until tomorrow.",
    "输家退出游戏，下一局再来。",
], size=20)
def test_r_custom_3_r_custom_4_near_misses_stay_clean(text: str) -> None:
    assert not _codes(text)
