"""What a rule makes a person do or suffer, said in any sentence shape (issue 29, session
44; language/text/treated.py and language/text/life_beyond.py).

R-CUSTOM-3: a game result may not have the table shun a person or use their body as
furniture (LP703), ban them something in their own life for days (LP711), make them owe
an open favour to be called in at any time (LP711), dictate their vote in an election
(LP705) or put their signature under a petition, a contract or an IOU (LP703). A state
or a result with no verb of the act counts as much as a command ("ist Luft für alle",
"Fernsehverbot bis Sonntag", "your signature under the petition"). Near misses stay
clean: nobody ignored, a footstool by choice, a limit at the table for all, a favour asked
and free to refuse, the vote one's own, a petition signed by whoever wants. The sentences
differ from tests/data/redteam-novel44a's books (the idea, not the set).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    "The loser gets the cold shoulder from the whole table until the next game.",
    "Whoever holds the most cards is ignored by the others for the rest of the evening.",
    "Wer verliert, wird bis Mitternacht von allen ignoriert.",
    "Der Verlierer ist bis zum Ende des Abends Luft für die anderen.",
    "De verliezer wordt de rest van de avond door iedereen genegeerd.",
    "Kaybeden akşam boyunca herkes tarafından yok sayılır; kimse onunla konuşmaz.",
    "输的人今晚大家都不理他。",
    "The loser is invisible to the table until midnight.",
    "Whoever loses, the table pretends they are not there until the next deal.",
    "Der Verlierer wird bis Mitternacht von allen geschnitten.",
], size=15)
def test_r_custom_3_person_shunned_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser serves as a footstool for the dealer until the round ends.",
    "Der Verlierer ist bis zur nächsten Runde die Fußbank des Gebers.",
    "De verliezer is de voetensteun van de gever tot de volgende ronde.",
    "Kaybeden yere çöker, dağıtan ayaklarını onun sırtına koyar.",
    "输的人趴着当凳子，发牌的人坐在他背上。",
    "The loser is the winner's armrest for the round.",
], size=15)
def test_r_custom_3_person_as_furniture_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "The loser is grounded for a week.",
    "Der Verlierer hat Handyverbot bis Montag.",
    "De verliezer heeft een week lang uitgaansverbod, tot zondag.",
    "Kaybeden bir hafta boyunca tatlı yemez.",
    "输的人一个月不准喝奶茶。",
    "The loser gives up chocolate until Christmas.",
    "Der Verlierer darf eine Woche lang keine Serien schauen.",
    "The loser's streaming account is off limits for a week.",
], size=15)
def test_r_custom_3_r_custom_1_ban_after_the_game_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "The loser owes the dealer a favour, to be called in at any time.",
    "Der Verlierer schuldet dem Geber einen Gefallen, egal welchen.",
    "De verliezer is de gever een gunst schuldig.",
    "Kaybeden, dağıtana bir iyilik borçludur.",
    "输的人欠发牌的人一个人情。",
    "The loser is at the dealer's service for one wish, whenever the dealer wants.",
], size=15)
def test_r_custom_3_r_custom_1_open_favour_owed_is_lp711(text: str) -> None:
    assert "LP711" in _codes(text)


@each.parametrize("text", [
    "The loser votes for the dealer's candidate in the election.",
    "Der Verlierer wählt bei der Wahl die Partei des Gebers.",
    "De verliezer stemt bij de verkiezingen op de partij van de gever.",
    "Kaybeden seçimde dağıtanın partisine oy verir.",
    "输的人在选举里要投发牌人选的人。",
    "Kaybeden, dağıtanın adayına oy verir.",
], size=15)
def test_r_custom_3_election_vote_dictated_is_lp705(text: str) -> None:
    assert "LP705" in _codes(text)


@each.parametrize("text", [
    "The loser signs the dealer's phone contract.",
    "Der Verlierer setzt seine Unterschrift unter die Petition des Gebers.",
    "De verliezer zet zijn handtekening onder een lening voor de gever.",
    "Kaybeden, dağıtanın sözleşmesine imza atar.",
    "输的人要给发牌的人写一张欠条。",
    "Der Verlierer bürgt für den Kredit des Gebers.",
], size=15)
def test_r_custom_3_signature_under_a_binding_paper_is_lp703(text: str) -> None:
    assert "LP703" in _codes(text)


@each.parametrize("text", [
    "Nobody is ignored at this table; whoever asks gets an answer.",
    "Niemand wird ignoriert.",
    "Wie wil, mag zijn voeten op het krukje leggen.",
    "Whoever likes may put their feet on the footstool.",
    "No sweets at the table while the cards are out, for everyone.",
    "Während des Spiels ist das Handy für alle aus.",
    "The loser may ask the dealer for a favour; the dealer may say no.",
    "Niemand is iemand iets schuldig.",
    "Kazanan masaya bir teşekkür borçludur.",
    "Remember to vote on Sunday; whom you vote for is your own business.",
    "Seçim pazar günü; herkes istediği partiye oy verir.",
    "Wer mag, kann die Petition an der Tür unterschreiben; niemand muss.",
    "记分表上每个人签上自己的名字。",
    "别冷落收牌的人，大家一起鼓掌。",
    "The winner suggests a film for tomorrow; everyone decides for themselves.",
    "We ignore the printed rules where this one speaks.",
    "Everyone may take a break for a week from game night.",
    "Whoever wishes may leave whenever they like.",
    "Nobody may talk about the game outside for a week.",
    "Der Geber schneidet die Karten, dann wird ausgeteilt.",
], size=20)
def test_r_custom_3_near_misses_stay_clean(text: str) -> None:
    assert not _codes(text) & {"LP703", "LP705", "LP711"}, _codes(text)


@each.parametrize("text", [
    "Wer will, trinkt einen Kaffee.",
    "İsteyen bir kahve içer.",
    "Whoever wants drinks a coffee.",
], size=15)
def test_r_custom_3_soft_drink_offered_to_whoever_wants_is_clean(text: str) -> None:
    assert "LP701" not in _codes(text)


@each.parametrize("text", [
    "Wer will, trinkt ein Bier.",
    "Wer will, trinkt Wasser, der Verlierer drei Gläser.",
    "The loser drinks a glass of water.",
], size=15)
def test_r_custom_3_drink_beyond_an_offer_stays_lp701(text: str) -> None:
    assert "LP701" in _codes(text)
