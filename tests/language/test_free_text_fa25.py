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
from support import each
from support.freetext import codes

from lopti_rules.language.text.harm import judge

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


@each.parametrize(("lang", "text"), DRINKING_GAMES, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp701_a_drinking_game_named_is_drinking(lang: str, text: str) -> None:
    assert "LP701" in codes(text), lang


@each.parametrize(("lang", "text"), NOT_DRINKING, ids=lambda x: str(x)[:30])
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


@each.parametrize(("lang", "text"), ARRIVALS, ids=lambda x: str(x)[:30])
def test_r_custom_4_lp304_a_person_by_arrival_journey_or_home(lang: str, text: str) -> None:
    assert "LP304" in codes(text), lang


@each.parametrize(("lang", "text"), PLAY_FACTS, ids=lambda x: str(x)[:30])
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
    ("en", "Everyone may swap up to three face-up cards."),
    ("tr", "Herkes en fazla üç açık kart değiştirebilir."),
    ("zh", "每人最多可以换三张明牌。"),
    ("de", "Ab jetzt darf man bis zu drei Karten nachziehen."),
    ("nl", "Voortaan trek je maximaal twee kaarten."),
    ("tr", "Bundan sonra en fazla iki kart çekilir."),
    ("en", "You may draw as many cards as you like."),
    ("zh", "想摸多少张就摸多少张。"),
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
    ("en", "Up to three players draw a card."),
    ("tr", "En fazla üç oyuncu kart çeker."),
    ("zh", "最多三个人摸牌。"),
    ("tr", "Karıştırırken istediğin kadar zaman al."),
    ("zh", "每人最多出三张牌。"),
    ("zh", "摸一张牌。"),
]


@each.parametrize(("lang", "text"), COUNTS_CHANGED, ids=lambda x: str(x)[:30])
def test_r_draw_1_r_setup_3_r_vote_1_lp716_a_base_count_changed_in_words(
        lang: str, text: str) -> None:
    assert "LP716" in codes(text), lang


@each.parametrize(("lang", "text"), COUNTS_KEPT, ids=lambda x: str(x)[:30])
def test_r_draw_1_r_setup_3_lp716_the_cards_count_or_another_action_is_clean(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])


def _lint(verb: str, text: str, who: str = "dealer", event: str = "deal") -> set[str]:
    from lopti_rules.language.lint.linter import lint_text

    rule = f'rule "T"\n  after {event}:\n    {who} {verb} "{text}"\n'
    return {d.code for d in lint_text(rule).diagnostics}


#: R-CUSTOM-3 (LP712): a role told to do something for the others, said or done, in any
#: verb (text/beyond.py's for_others): a demand the whole table agrees to first. The
#: dealer's ("Der Geber schält allen Orangen") is no longer one: the deal rotates, the chore
#: falls on everyone in turn (session 43, text/rotating.py; test_free_text_fair43.py)
DEMANDS = [
    ("de", "Der Verlierer macht allen Kaffee."),
    ("de", "Der Verlierer holt allen Getränke."),
    ("en", "The loser makes coffee for everyone."),
    ("en", "The loser fetches snacks for everyone."),
    ("en", "The loser makes everyone coffee."),
    ("nl", "De verliezer zet koffie voor iedereen."),
    ("nl", "De verliezer haalt chips voor iedereen."),
    ("tr", "Kaybeden herkese kahve yapar."),
    ("tr", "Kaybeden herkese çay getirir."),
    ("zh", "输家给大家泡咖啡。"),
    ("zh", "输家给大家拿饮料。"),
]
#: speech that costs nobody anything, a wish, a move of the game, a gesture, the winner's
#: or the speaker's own offer: clean said as done
NOT_DEMANDS = [
    ("de", "Der Verlierer sagt gute Nacht."),
    ("en", "The loser says good night to everyone."),
    ("de", "Der Verlierer wünscht allen viel Glück."),
    ("en", "Good luck, everyone!"),
    ("en", "The loser gives everyone a card."),
    ("de", "Der Verlierer gibt allen eine Karte."),
    ("nl", "De verliezer geeft iedereen een kaart."),
    ("zh", "输家给大家发一张牌。"),
    ("de", "Der Verlierer klatscht für alle."),
    ("de", "Ich mache allen Kaffee."),
    ("de", "Der Gewinner macht allen Kaffee."),
    ("en", "The winner makes coffee for everyone."),
    ("en", "I'll make coffee for whoever wants."),
    ("en", "The loser makes everyone laugh."),
    ("nl", "De verliezer laat iedereen lachen."),
]


@pytest.mark.parametrize(("lang", "text"), DEMANDS, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp712_a_role_told_to_act_for_the_others_said_or_done(
        lang: str, text: str) -> None:
    assert "LP712" in codes(text), lang
    assert "LP712" in _lint("says", text) and "LP712" in _lint("does", text)


@each.parametrize(("lang", "text"), NOT_DEMANDS, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_lp712_speech_a_wish_a_move_or_ones_own_offer_is_no_demand(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])
    assert _lint("says", text) == set()


#: R-CUSTOM-3 (LP710, LP701): a treat the speaker or the winner gives is theirs to give,
#: and its food is offered (text/treats.py); the whoever-wants of an offer is a wish
GIVEN = [
    ("zh", "我给想喝的人泡咖啡。"),
    ("zh", "请大家吃披萨。"),
    ("zh", "我请大家吃披萨。"),
    ("zh", "赢家请大家吃披萨。"),
    ("zh", "我请大家喝咖啡。"),
    ("en", "I treat everyone to pizza."),
    ("en", "The winner treats everyone to pizza."),
    ("de", "Ich spendiere allen eine Pizza."),
    ("de", "Der Gewinner spendiert allen Pizza."),
    ("nl", "Ik trakteer iedereen op pizza."),
    ("nl", "De winnaar trakteert iedereen op pizza."),
    ("tr", "Kazanan pizzayı ısmarlar."),
    ("tr", "Kazanan herkese pizza ısmarlar."),
    ("tr", "Ben herkese pizza ısmarlıyorum."),
    ("en", "Coffee for whoever wants to drink some."),
    ("de", "Kaffee für alle, die trinken möchten."),
    ("nl", "Koffie voor wie wil drinken."),
    ("tr", "İçmek isteyenlere kahve."),
    ("de", "Wir zählen die Zahlen."),
    ("de", "Wer verliert, schreibt die Zahlen auf."),
    ("de", "Hohe Zahlen zählen doppelt."),
    ("en", "The winner buys pizza for everyone."),
    ("en", "I buy everyone a coffee."),
    ("de", "Der Gewinner kauft allen Eis."),
    ("zh", "我给大家买披萨。"),
    ("en", "The loser buys a card from everyone."),
    ("tr", "Kaybeden herkesten bir kart alır."),
    ("en", "Everyone buys a ticket."),
]
#: money one person the rule picks pays for the others: a stake, LP710 in five languages
STAKES = [
    ("zh", "输家请大家吃披萨。"),
    ("en", "The loser treats everyone to pizza."),
    ("de", "Der Verlierer spendiert allen Pizza."),
    ("de", "Der Verlierer muss zahlen."),
    ("de", "Die Verlierer zahlen die Pizza."),
    ("de", "Dann zahlen die Verlierer."),
    ("de", "Der Verlierer muss für alle zahlen."),
    ("nl", "De verliezer trakteert iedereen op pizza."),
    ("tr", "Kaybeden herkese pizza ısmarlar."),
    ("de", "Der Gewinner spendiert allen fünf Euro."),
    ("en", "The loser buys pizza for everyone."),
    ("en", "The loser buys everyone a pizza."),
    ("de", "Der Verlierer kauft allen Pizza."),
    ("nl", "De verliezer koopt pizza voor iedereen."),
    ("nl", "De verliezer koopt iedereen een ijsje."),
    ("tr", "Kaybeden herkese pizza alır."),
    ("zh", "输家给大家买披萨。"),
]


@each.parametrize(("lang", "text"), GIVEN, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp710_lp701_the_speakers_or_winners_own_treat_is_no_stake(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), STAKES, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp710_money_one_picked_person_pays_for_the_others_is_a_stake(
        lang: str, text: str) -> None:
    assert codes(text) == {"LP710"}, (lang, [f.message for f in judge(text)])


@each.parametrize("text", [
    "treats everyone to pizza", "trakteert iedereen op pizza", "spendiert allen Pizza",
    "ısmarlar herkese pizza", "请大家吃披萨"], size=15)
def test_r_custom_3_lp710_the_winners_treat_done_is_theirs_another_roles_is_a_stake(
        text: str) -> None:
    """Done by the winner, the treat is the winner's own (no LP710, no LP712); done by
    the dealer, the dealer is made to pay for the others (LP710)."""
    assert _lint("does", text, "the winner", "win") == set()
    assert "LP710" in _lint("does", text, "the dealer", "deal")


@each.parametrize("text", ["赢两局的人请大家喝一杯。", "我请大家喝一杯。",
                                  "请大家吃披萨，每人必须吃完。", "The loser wants to drink.",
                                  "De verliezer wil drinken.", "Kaybeden içmek ister."])
def test_r_custom_3_lp701_a_round_of_drinks_or_food_that_must_be_eaten_stays_unsafe(
        text: str) -> None:
    assert "LP701" in codes(text)
