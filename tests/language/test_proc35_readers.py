"""Session 35 (issue 29): readers widened by the idea, with variants the corpus
tests/data/redteam-proc35 does not have. A group of people by who they are, as the subject
of its clause, is picked whatever stands between it and its move (R-CUSTOM-4); the next
game night in any language's words is a later session (R-SESSION-1)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The men at this table may skip drawing after every clear.",
    "Die Männer am Tisch dürfen nach jedem Abräumen das Ziehen auslassen.",
    "Die Kinder am Tisch dürfen nach dem Aufnehmen eine Karte weniger ziehen.",
    "De dames trekken na elke opruiming een extra kaart.",
    "De vrouwen aan tafel mogen na elke opruiming het trekken overslaan.",
    "Masadaki erkekler her temizlemeden sonra çekmeyi atlayabilir.",
], size=15)
def test_r_custom_4_a_group_by_who_they_are_as_subject_is_picked(text: str) -> None:
    assert "LP304" in _codes(text)


@each.parametrize("text", [
    "Kids, draw your cards now.",
    "Give the kids a card to hold while we shuffle.",
    "The children at the next table are loud, so we draw quietly.",
    "Dames en heren, welkom, we beginnen.",
    "Op de vrouwen mag een heer.",
    "Well played, everyone, that was a close one.",
], size=15)
def test_r_custom_4_an_address_or_an_object_picks_nobody(text: str) -> None:
    assert "LP304" not in _codes(text)


@each.parametrize("text", [
    "Deze regel geldt ook op de volgende kaartavond.",
    "Bu kural gelecek oyun gecesinde de geçerli.",
    "这条规则下次打牌也照样有效。",
    "De winnaar van vanavond begint de volgende spelavond met twee kaarten minder.",
    "今晚的赢家下次牌局少拿两张牌开局。",
], size=15)
def test_r_session_1_the_next_game_night_is_a_later_session(text: str) -> None:
    assert _codes(text) & {"LP707", "LP716"}


@each.parametrize("text", [
    "We zien elkaar op de volgende spelavond!",
    "Bir sonraki oyun gecesinde görüşürüz.",
    "下次牌局见！",
    "下一局由赢家先出。",
], size=15)
def test_r_session_1_a_goodbye_to_the_next_game_night_stays_clean(text: str) -> None:
    assert _codes(text) == set()


@pytest.mark.parametrize("text", [
    "Gelijke stemmen gaan naar steen papier schaar: precies 30 beslissende worpen, "
    "gelijke worpen tellen niet.",
    "Tied votes go to rock paper scissors: 30 decided rounds, and draws count for nothing "
    "there.",
])
def test_r_vote_8_a_count_of_throws_beside_a_tied_vote_weighs_no_vote(text: str) -> None:
    assert "LP707" not in _codes(text)


@each.parametrize("text", [
    "When we vote, the dealer's vote counts as two.",
    "The winner's vote, as agreed, counts double.",
    "Bij een stemming telt de stem van de deler dubbel.",
    "Oylamada dağıtıcının oyu iki sayılır.",
], size=15)
def test_r_vote_2_a_vote_weighed_in_its_own_clause_is_still_read(text: str) -> None:
    assert "LP707" in _codes(text)


@pytest.mark.parametrize("text", ["桌子中间放一盘薯片，大家一起吃。", "瓜子放中间，大家一起吃！"])
def test_r_custom_3_a_snack_everyone_shares_is_no_eating_demanded(text: str) -> None:
    assert _codes(text) == set()


@pytest.mark.parametrize("text", ["输家吃一勺辣椒酱，大家一起吃。", "大家一起吃，吃到吐为止。"])
def test_r_custom_3_a_bite_forced_beside_the_shared_snack_is_still_read(text: str) -> None:
    assert "LP701" in _codes(text)


@pytest.mark.parametrize("text", [
    "De stemming wacht tot ronde vier.",
    "Die Abstimmung wartet bis zur letzten Runde.",
    "Players who are out don't get to vote on it.",
])
def test_r_vote_1_r_vote_2_a_vote_that_waits_or_a_voter_left_out(text: str) -> None:
    assert "LP707" in _codes(text)


@pytest.mark.parametrize("text", [
    "We wachten tot iedereen zijn kaarten heeft, dan stemmen we.",
    "Wir warten, bis alle ihre Karten haben, dann stimmen wir ab.",
    "Everyone gets to vote, players already out too.",
])
def test_r_vote_1_r_vote_2_waiting_for_the_deal_and_the_card_s_voters_stay_clean(
        text: str) -> None:
    assert _codes(text) == set()


@each.parametrize("text", [
    "Beim Abwasch ist reihum jeder einmal dran.",
    "Den Müll bringen alle abwechselnd raus.",
    "Bulaşığı sırayla herkes bir kez yıkar.",
    "洗碗大家轮流来，每人一次。",
    "De afwas doet iedereen op toerbeurt.",
])
def test_r_custom_3_a_chore_everyone_does_in_turn_asks_no_one(text: str) -> None:
    assert _codes(text) == set()


@each.parametrize("text", [
    "Der Verlierer macht reihum den Abwasch.",
    "Kaybeden sırayla bulaşıkları yıkar.",
    "输家轮流洗碗。",
    "De verliezer doet de afwas, iedereen kijkt om de beurt toe.",
])
def test_r_custom_3_a_chore_on_the_loser_is_no_rota(text: str) -> None:
    assert "LP712" in _codes(text)


def test_r_roshambo_1_the_turkish_dealer_keyword_is_a_role_that_may_not_defend() -> None:
    assert "LP708" in _codes("Taş kağıt makasta kuralı her zaman dağıtıcı savunur.")
    assert _codes("Beraberlikte kuralın yaratıcısı savunur.") == set()


@pytest.mark.parametrize("text", ["Dağıtıcı kuralı yüksek sesle okur.",
                                  "Dağıtıcı herkese bir bardak su koyar."])
def test_r_custom_5_the_turkish_dealer_reading_or_pouring_claims_nothing(text: str) -> None:
    assert _codes(text) == set()
