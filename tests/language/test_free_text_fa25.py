"""Free text judged by its idea in five languages (issue 29, session 25, brief fa25).

- R-CUSTOM-3 (LP701): a drinking game named as a compound or an idiom is drinking
  ("drinkspel", "Trinkspiel", "içme oyunu", "喝酒游戏"); a toast (Trinkspruch) is none,
  and a drink offered to whoever wants one is hospitality (contact.served), nobody made
  to drink.
- R-CUSTOM-4 (LP304): a person picked by an arrival, a journey or a home ("whoever
  arrived last tonight", "who drove here", "who lives nearest") is picked by a fact of
  their life, even when the English clause runs on into a game verb ("| shuffles the
  deck"); a fact of play ("whoever played last") is a role.
"""

from __future__ import annotations

import pytest

from lopti_rules.language.text.harm import judge


def codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


DRINKING_GAMES = [
    ("nl", "Dit is een drinkspel."),
    ("nl", "We spelen vanavond een drankspel."),
    ("de", "Das ist ein Trinkspiel."),
    ("en", "This is a drinking game."),
    ("tr", "Bu bir içme oyunu."),
    ("tr", "Bu akşam içme oyunu oynarız."),
    ("zh", "这是喝酒游戏。"),
]
NOT_DRINKING = [
    ("de", "Ein Trinkspruch für den Gewinner."),
    ("en", "A drink of water for everyone who wants one."),
    ("en", "A drink for whoever wants one."),
    ("de", "Ein Getränk für alle, die wollen."),
    ("nl", "Een drankje voor wie wil."),
    ("tr", "İsteyene bir içecek."),
]


@pytest.mark.parametrize(("lang", "text"), DRINKING_GAMES, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp701_a_drinking_game_named_is_drinking(lang: str, text: str) -> None:
    assert "LP701" in codes(text), lang


@pytest.mark.parametrize(("lang", "text"), NOT_DRINKING, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp701_a_toast_or_a_drink_offered_is_no_drinking(lang: str,
                                                                    text: str) -> None:
    assert "LP701" not in codes(text), (lang, [f.message for f in judge(text)])


@pytest.mark.parametrize("text", [
    "A drink for everyone who wants one, and they must finish it.",
    "The loser has a drink.",
])
def test_r_custom_3_lp701_a_drink_that_must_be_had_stays_drinking(text: str) -> None:
    assert "LP701" in codes(text)


ARRIVALS = [
    ("en", "whoever arrived last tonight shuffles the deck"),
    ("en", "the player who arrived last tonight shuffles the deck"),
    ("en", "whoever got here first deals the cards"),
    ("en", "whoever showed up last shuffles the deck"),
    ("en", "whoever drove here shuffles"),
    ("en", "whoever lives nearest deals"),
    ("de", "Wer zuerst da war, teilt aus."),
    ("de", "Wer gefahren ist, mischt die Karten."),
    ("nl", "Wie het eerst binnenkwam, deelt."),
    ("nl", "Wie het dichtstbij woont, schudt."),
    ("tr", "Arabayla gelen oyuncu kartları karıştırır."),
    ("tr", "Bu akşam ilk gelen oyuncu dağıtır."),
    ("zh", "开车来的人洗牌。"),
    ("zh", "今晚第一个到的人发牌。"),
]
PLAY_FACTS = [
    ("en", "whoever played last shuffles"),
    ("en", "whoever played last shuffles the deck"),
    ("en", "whoever went out first shuffles the deck"),
    ("en", "whoever came last in the last round shuffles the deck"),
    ("en", "whoever drew last shuffles the deck"),
    ("de", "Wer zuletzt gespielt hat, mischt."),
    ("nl", "Wie als laatste speelde, schudt."),
    ("tr", "En son oynayan oyuncu karıştırır."),
    ("zh", "最后出牌的人洗牌。"),
]


@pytest.mark.parametrize(("lang", "text"), ARRIVALS, ids=lambda x: str(x)[:30])
def test_r_custom_4_lp304_a_person_by_arrival_journey_or_home(lang: str, text: str) -> None:
    assert "LP304" in codes(text), lang


@pytest.mark.parametrize(("lang", "text"), PLAY_FACTS, ids=lambda x: str(x)[:30])
def test_r_custom_4_lp304_a_fact_of_play_picks_a_role(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])


#: a base action given another count: an open count, a bound other than one, or (the
#: swap, once on the cards) a number of times (language/text/base_counts.py, LP716)
COUNTS_CHANGED = [
    ("en", "Draw up to three cards."),
    ("de", "Zieh bis zu drei Karten."),
    ("nl", "Trek tot drie kaarten."),
    ("tr", "En fazla üç kart çek."),
    ("tr", "Üç karta kadar çek."),
    ("zh", "最多摸三张牌。"),
    ("en", "Swap as many face-up cards as you like."),
    ("de", "Tausche so viele offene Karten wie du willst."),
    ("nl", "Ruil zoveel open kaarten als je wilt."),
    ("tr", "İstediğin kadar açık kartı değiştir."),
    ("zh", "想换多少张明牌就换多少张。"),
    ("en", "You may swap your face-up cards twice."),
    ("de", "Du darfst zweimal offene Karten tauschen."),
    ("nl", "Je mag twee keer open kaarten ruilen."),
    ("tr", "Açık kartlarını iki kez değiştirebilirsin."),
    ("zh", "明牌可以换两次。"),
    ("en", "A clear gives up to three bonus plays."),
    ("de", "Bei einem Abräumen gibt es beliebig viele Bonuszüge."),
]
#: the cards' own counts in other words, a trade with another player, a play's count
COUNTS_KEPT = [
    ("en", "Draw one card while you hold fewer than three."),
    ("en", "Swap one card before the first play."),
    ("de", "Ziehe eine Karte, solange du weniger als drei hast."),
    ("nl", "Ruil één kaart voor de eerste zet."),
    ("en", "Swap cards with the dealer as often as you like."),
    ("en", "Trade up to three cards with the next player."),
    ("en", "Play as many cards as you like of one rank."),
    ("en", "Nobody draws more than one card."),
    ("tr", "Karıştırırken istediğin kadar zaman al."),
    ("zh", "每人最多出三张牌。"),
    ("zh", "摸一张牌。"),
]


@pytest.mark.parametrize(("lang", "text"), COUNTS_CHANGED, ids=lambda x: str(x)[:30])
def test_r_draw_1_r_setup_3_r_vote_1_lp716_a_base_count_changed_in_words(
        lang: str, text: str) -> None:
    assert "LP716" in codes(text), lang


@pytest.mark.parametrize(("lang", "text"), COUNTS_KEPT, ids=lambda x: str(x)[:30])
def test_r_draw_1_r_setup_3_lp716_the_cards_count_or_another_action_is_clean(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])
