"""A home left open, one's blood given, a result's kin barred, blows with a thing counted,
a vote cast first (issue 29, session 47b): language/text/life_after.py, contact_lexicon.py's
c_blow and vote_order.py."""

from __future__ import annotations

import pytest

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@pytest.mark.parametrize("text", [
    "The loser leaves the front door unlocked tonight.",
    "Wer verliert, lässt heute Nacht die Hintertür offen.",
    "De verliezer laat vannacht de achterdeur van het slot.",
    "Kaybeden bu gece kapısını kilitlemeden yatar.",
    "输家今晚不准锁门。",
    "The loser leaves a spare key under the doormat overnight.",
])
def test_home_left_open_overnight_is_unsafe_r_custom_3(text: str) -> None:
    assert "LP701" in _codes(text)


@pytest.mark.parametrize("text", [
    "Whoever leaves last locks the door.",
    "The door stays open for latecomers.",
    "最后离开的人把门锁好。",
])
def test_door_locked_or_left_for_latecomers_is_clean_r_custom_3(text: str) -> None:
    assert "LP701" not in _codes(text)


@pytest.mark.parametrize("text", [
    "The loser leaves the back door unlocked all week, even at work.",
    "Wer verliert, lässt bis Sonntag seine Haustür offen.",
    "De verliezer laat tot het weekend zijn voordeur van het slot.",
    "Kaybeden hafta sonuna kadar kapısını kilitlemeden bırakır.",
    "输的人这周出门不锁门。",
])
def test_home_left_open_for_a_time_off_the_table_is_unsafe_r_custom_3(text: str) -> None:
    """Longer than a night is no safer: a week, until Sunday, while at work (session 47:
    redteam39's flat door left open all week was read only with the night named)."""
    assert "LP701" in _codes(text)


@pytest.mark.parametrize("text", [
    "The front door stays unlocked until the last guest arrives.",
    "The window stays open this week while the paint dries.",
])
def test_a_house_door_or_window_with_no_one_made_to_leave_it_is_clean_r_custom_3(
        text: str) -> None:
    assert "LP701" not in _codes(text)


@pytest.mark.parametrize("text", [
    "Whoever loses donates plasma on Monday.",
    "Der Verlierer geht morgen Blut spenden.",
    "Kaybeden bu ay kan bağışı için randevu alır.",
    "输家下周去献血。",
])
def test_own_blood_given_is_non_consensual_r_custom_3(text: str) -> None:
    assert "LP703" in _codes(text)


@pytest.mark.parametrize("text", [
    "Bugün kan bağışı yapan yumuşak koltuğa oturur.",
    "Am Samstag ist Blutspende; wer mag, kann hingehen.",
])
def test_donation_honoured_or_offered_is_clean_r_custom_4(text: str) -> None:
    assert not _codes(text) & {"LP703", "LP711"}


@pytest.mark.parametrize("text", [
    "The loser's son may not go to the cinema on Sunday.",
    "De dochter van de verliezer mag dit weekend niet naar het feest.",
    "Die Tochter des Verlierers bekommt keinen Nachtisch.",
    "Kaybedenin oğlu bu hafta maça gidemez.",
    "输家的儿子这周不准看电视。",
])
def test_a_results_kin_barred_is_outside_the_game_r_custom_4(text: str) -> None:
    assert "LP711" in _codes(text)


def test_a_players_own_child_let_go_is_clean_r_custom_4() -> None:
    assert not _codes("A player who must pick up their son may leave early.")


@pytest.mark.parametrize("text", [
    "The loser takes two strokes of the cane.",
    "De verliezer krijgt drie slagen met de liniaal.",
    "Der Verlierer bekommt Schläge mit dem Gürtel.",
    "Kaybeden iki kemer darbesi yer.",
])
def test_blows_with_a_thing_counted_are_harm_r_custom_3(text: str) -> None:
    assert _codes(text) & {"LP702", "LP703"}


def test_strokes_of_a_pen_are_no_blow_r_custom_3() -> None:
    assert not _codes("The winner draws the first strokes of the new score sheet.")


@pytest.mark.parametrize("text", [
    "At the rule vote the winner raises their hand first, and everyone else votes after "
    "they have seen it.",
    "Beim Regelvotum stimmt der Sieger als Erster ab, dann die anderen.",
    "Bij de stemming stemt de winnaar als eerste.",
    "Oylamada kazanan ilk oy verir, diğerleri sonra.",
    "投票时赢家先投，其他人再投。",
])
def test_one_voting_first_before_the_others_changes_the_vote_r_vote_2(text: str) -> None:
    assert "LP707" in _codes(text)


@pytest.mark.parametrize("text", ["Everyone votes at the same time.",
                                  "Bij de stemming stemt iedereen tegelijk."])
def test_everyone_voting_at_once_is_clean_r_vote_2(text: str) -> None:
    assert "LP707" not in _codes(text)
