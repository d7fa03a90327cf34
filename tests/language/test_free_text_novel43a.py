"""A person's life beyond the game made the stake (issue 29, session 43;
language/text/life_beyond.py).

R-CUSTOM-3: a game result may not have a player filmed or recorded for someone to keep,
their whereabouts shared or reported, a tie to a friend or a partner cut (LP703), their
own profile or posts dictated or work owed outside the game (LP711), nor send them out
into the cold without a coat (LP701). Near misses stay clean: offered to whoever wants,
left free, denied, one's own recording of oneself, a leave to go to one's own shift. The
sentences differ from tests/data/redteam-novel43a's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "Whoever picks up the pile is filmed by the dealer while singing, and the dealer keeps it.",
    "Wer zuletzt ausspielt, wird vom Geber beim Tanzen gefilmt.",
    "Wie blind mist, wordt gefilmd terwijl hij een lied zingt.",
    "De gever neemt de verliezer de hele avond op met zijn camera.",
    "Kaybeden şarkı söylerken dağıtan onu videoya çeker.",
    "输家跳舞的时候，发牌的人录像。",
], size=15)
def test_r_custom_3_person_recorded_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser keeps their whereabouts on for the dealer all weekend.",
    "Wer verliert, schickt dem Geber seinen Standort bis Montag.",
    "De verliezer deelt zijn locatie met de gever tot zondag.",
    "Kaybeden, konumunu dağıtanla iki gün paylaşır.",
    "输家要把定位发给发牌的人，发一个星期。",
], size=15)
def test_r_custom_3_whereabouts_tracked_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser unfriends a colleague the dealer picks.",
    "Wer verliert, entfolgt seiner Schwester für eine Woche.",
    "De verliezer blokkeert zijn broer tot het volgende spel.",
    "Kaybeden, kardeşiyle bir hafta konuşmaz.",
    "输家要和发牌的人指定的朋友绝交。",
], size=15)
def test_r_custom_3_tie_cut_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser sets a clown as their avatar until Sunday.",
    "Wer verliert, ändert sein Profilbild in ein Foto, das der Geber aussucht.",
    "De verliezer zet een clown als profielfoto tot zondag.",
    "Kaybeden, profil fotoğrafını bir palyaço yapar.",
    "输家要发一条朋友圈说自己最菜。",
])
def test_r_custom_3_own_profile_dictated_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "The loser does the dealer's homework this week.",
    "Wer verliert, übernimmt am Samstag die Schicht des Gebers.",
    "De verliezer doet morgen het huiswerk van de gever.",
    "Kaybeden, yarın dağıtanın ödevini yapar.",
    "输家周末帮发牌的人搬家。",
], size=15)
def test_r_custom_3_work_owed_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "The loser waits in the garden without shoes until the next deal.",
    "Wer verliert, steht ohne Jacke auf dem Balkon bis zur nächsten Runde.",
    "De verliezer wacht zonder jas in de tuin tot de volgende ronde.",
    "Kaybeden, bir tur boyunca balkonda montsuz bekler.",
    "输家光脚到雪地里站一会儿。",
], size=15)
def test_r_custom_3_sent_out_into_the_cold_is_lp701(text: str) -> None:
    assert "LP701" in _codes(text)


@each.parametrize("text", [
    "Whoever wants may film the final hand; only the cards are shown.",
    "Nobody is recorded at this table without saying yes.",
    "Ich filme mich selbst beim Mischen.",
    "Wie wil, mag de uitslag filmen.",
    "İsteyen son eli videoya çekebilir.",
    "想拍的人可以拍一段发牌的视频。",
    "Whoever likes may tell the group they got home safe.",
    "Wer mag, teilt seinen Standort mit einem Freund.",
    "Niemand hoeft zijn locatie te delen.",
    "Konum paylaşmak kimseye zorunlu değil.",
    "Anyone may bring a friend next time.",
    "Nobody has to unfollow or block anyone.",
    "Whoever wants may post a photo of the table.",
    "Niemand muss sein Profilbild ändern.",
    "Whoever has a shift tomorrow may leave early.",
    "Wer am Wochenende umzieht, kann früher gehen.",
    "明天要值班的人可以先走。",
    "Wer will, kann auf dem Balkon frische Luft schnappen.",
    "Hava almak isteyen balkona çıkabilir.",
])
def test_r_custom_3_life_beyond_near_misses_stay_clean(text: str) -> None:
    assert not _codes(text) & {"LP701", "LP703", "LP711"}
