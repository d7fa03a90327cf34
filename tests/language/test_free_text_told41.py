"""Session 41 (brief told41, issue 29): a rule told to part of the table, a seat by its
place, a vote rule said again.

- R-CUSTOM-1, R-VOTE-2: the rule, a part of it, its wording or what it does kept from some
  players (known to only some, kept from some, whispered, learnt by the rest when it costs
  them) is LP709 (language/text/told_part.py); the rule read aloud to all, again, on a
  note anyone may read, cards kept face down and a whisper denied stay clean;
- R-CUSTOM-4: a person picked by a place in the room, any place, is LP304
  (language/text/seat_place.py); a seat counted from a role or a player, the game's own
  things, the table itself and a seating alike for all stay clean;
- R-VOTE-3, R-VOTE-5: the card's vote rules said again in other words are clean ("赢家宣布
  的新规则不占用这一局的表决机会，这一局照样可以表决"); a claim that changes them is LP707.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import book, codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text import seat_place, told_part
from lopti_rules.language.text.textnorm import read

#: (language, a rule kept from part of the table)
TOLD_TO_SOME = (
    ("en", "Only the dealer gets to know the penalty part of this rule."),
    ("en", "Don't tell last round's loser what this rule does."),
    ("en", "Keep the second half of this rule from whoever came last."),
    ("en", "The creator whispers the details of this rule to the leader."),
    ("en", "Everyone else finds out when it hits them."),
    ("de", "Die Einzelheiten der Regel kennt nur der Geber."),
    ("de", "Dem Verlierer wird der zweite Teil der Regel nicht gesagt."),
    ("de", "Der Erfinder flüstert dem Sieger den Rest der Regel zu."),
    ("nl", "Alleen de kampioen hoort de rest van deze regel."),
    ("nl", "De straf van deze regel vertellen we niet aan de verliezer."),
    ("tr", "Kuralın detaylarını sadece dağıtıcı bilir."),
    ("tr", "Kaybedene kuralın cezası söylenmez."),
    ("tr", "Diğerleri başlarına gelince öğrenir."),
    ("zh", "规则的细节只告诉冠军。"),
    ("zh", "这条规则的后半部分不告诉输家。"),
    ("zh", "发牌的人悄悄告诉赢家规则的细节。"),
)
#: fair twins: the rule told to all, again, plainly; the game's own secrets; roles told
TOLD_TO_ALL = (
    ("en", "The whole rule is read out to everyone before the next deal."),
    ("en", "Whoever missed part of this rule hears it again."),
    ("en", "Only the dealer reads the rule out to the table."),
    ("en", "The dealer whispers nothing; the rule is said out loud."),
    ("en", "Keep your face-down cards hidden from the other players."),
    ("en", "The next dealer is told to shuffle well."),
    ("en", "If the rule is unclear, the creator settles it; nobody keeps any part of it"
           " secret."),
    ("de", "Die ganze Regel wird allen laut vorgelesen."),
    ("de", "Den Wortlaut der Regel bekommt jeder, so oft er will."),
    ("nl", "De hele regel wordt voor iedereen hardop voorgelezen."),
    ("nl", "Wie iets niet snapt van deze regel, mag het altijd vragen."),
    ("tr", "Kuralın tamamı herkese yüksek sesle okunur."),
    ("tr", "Kapalı kartlarını herkesten gizli tut."),
    ("zh", "整条规则念给所有人听。"),
    ("zh", "规则写在纸上，谁都可以看。"),
    # whom the rule is for, not whom it is told to
    ("zh", "规则只对赢家有效，其他人看着就行。"),
    ("en", "This rule only applies to the winner."),
)
#: (language, a person picked by a place in the room: no listed place word)
PLACES = (
    ("en", "Whoever sits under the ceiling fan draws an extra card."),
    ("en", "The player nearest the bookshelf passes one card to the left."),
    ("en", "The player sitting under the clock draws a card."),
    ("de", "Wer unter der Uhr sitzt, zieht eine Karte."),
    ("de", "Wer am Bücherregal sitzt, gibt dem Sieger eine Karte."),
    ("nl", "Wie onder de klok zit, trekt een kaart."),
    ("nl", "Wie bij de piano zit, trekt een kaart."),
    ("tr", "Klimanın altında oturan, her dağıtımdan sonra fazladan bir kart çeker."),
    ("tr", "Kitaplığın yanında oturan, kazanana bir kart verir."),
    ("tr", "Minderde oturan, her dağıtımdan sonra fazladan bir kart çeker."),
    ("zh", "坐在书架旁边的人把一张牌交给赢家。"),
    ("zh", "坐在空调下面的人多摸一张牌。"),
)
#: fair twins: a seat counted from a role or a player, the game's things, alike for all
SEATS_BY_ROLE = (
    ("en", "Whoever sits left of the dealer cuts the deck."),
    ("en", "Whoever sits nearest the deck shuffles."),
    ("en", "Whoever sits next to the winner draws a card."),
    ("en", "Everyone stays in their seat; nobody sits under the lamp all night."),
    ("en", "The player in the lead draws a card."),
    ("de", "Wer links vom Geber sitzt, mischt."),
    ("de", "Wer neben dem Sieger sitzt, zieht eine Karte."),
    ("nl", "Wie links van de deler zit, coupeert."),
    ("nl", "Wie naast de winnaar zit, trekt een kaart."),
    ("tr", "Dağıtıcının solunda oturan desteyi karıştırır."),
    ("tr", "Kazananın yanında oturan bir kart çeker."),
    ("tr", "Masada oturan herkes bir kart çeker."),
    ("zh", "坐在发牌人左边的人切牌。"),
    ("zh", "坐在赢家旁边的人抽一张牌。"),
    ("zh", "每局大家换一次座位。"),
)
#: (language, the vote's rules said again in other words)
VOTE_SAID_AGAIN = (
    ("zh", "赢家宣布的新规则不占用这一局的表决机会，这一局照样可以表决。"),
    ("zh", "赢家宣布的新规则不算这一局的表决，这一局照样可以投票。"),
    ("en", "The winner's new rule does not use up the round's vote; the table can still vote"
           " as always."),
    ("en", "When the winner announces a new rule, the table still gets its rule vote as"
           " always."),
    ("de", "Die neue Regel des Siegers verbraucht die Abstimmung dieser Runde nicht."),
    ("nl", "De nieuwe regel van de winnaar kost de stemming van deze ronde niet."),
    ("tr", "Kazananın yeni kuralı o elin oylama hakkını kullanmaz."),
    ("zh", "和平常一样，没通过的表决也算用掉了这一局的机会。"),
)
#: (language, a vote rule changed): stays LP707
VOTE_CHANGED = (
    ("en", "A tied vote does not use up the round's vote; the table votes again."),
    ("de", "Ein Unentschieden bei der Abstimmung zählt nicht, wir stimmen noch einmal ab."),
    ("nl", "Als de winnaar een nieuwe regel bedenkt, is er die ronde geen stemming."),
    ("tr", "Kazananın yeni kuralı o elin oylamasını kullanmış sayılır."),
    ("zh", "赢家宣布新规则的那一局，就算已经表决过了，不再另外表决。"),
    ("zh", "赢家宣布新规则的那一局不能再表决。"),
    ("zh", "投票结果由赢家宣布。"),
)


def _severities(text: str) -> set[str]:
    return {str(d.severity) for d in lint_text(book("R says:", text)).diagnostics}


def test_r_custom_1_r_custom_4_every_idea_in_five_languages() -> None:
    for table in (TOLD_TO_SOME, TOLD_TO_ALL, PLACES, SEATS_BY_ROLE):
        assert {lang for lang, _ in table} == {"en", "de", "nl", "tr", "zh"}


@pytest.mark.parametrize(("lang", "text"), TOLD_TO_SOME, ids=lambda x: str(x)[:30])
def test_r_custom_1_r_vote_2_a_rule_told_to_part_of_the_table_is_lp709(
        lang: str, text: str) -> None:
    assert "LP709" in codes(text), lang
    assert "error" in _severities(text)


@pytest.mark.parametrize(("lang", "text"), TOLD_TO_ALL, ids=lambda x: str(x)[:30])
def test_r_custom_1_r_custom_5_a_rule_told_to_all_stays_clean(lang: str, text: str) -> None:
    assert told_part.told_to_some(read(text).sentences[0]) == ""
    assert codes(text) == set(), lang
    assert not _severities(text) & {"error", "warning"}


@pytest.mark.parametrize(("lang", "text"), PLACES, ids=lambda x: str(x)[:30])
def test_r_custom_4_a_seat_by_its_place_in_the_room_is_lp304(lang: str, text: str) -> None:
    assert "LP304" in codes(text), lang
    assert "error" in _severities(text)


@each.parametrize(("lang", "text"), SEATS_BY_ROLE, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_setup_4_a_seat_by_a_role_stays_clean(lang: str, text: str) -> None:
    assert seat_place.room_seat(read(text).sentences[0]) == ""
    assert "LP304" not in codes(text), lang


@pytest.mark.parametrize(("lang", "text"), VOTE_SAID_AGAIN, ids=lambda x: str(x)[:30])
def test_r_vote_3_r_vote_5_a_vote_rule_said_again_stays_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), lang
    assert not _severities(text) & {"error", "warning"}


@each.parametrize(("lang", "text"), VOTE_CHANGED, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_3_r_vote_5_r_vote_8_a_vote_rule_changed_stays_lp707(lang: str, text: str) -> None:
    assert codes(text) & {"LP707", "LP708"}, lang
