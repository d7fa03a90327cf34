"""Session 41's fair text read in its own language and clause by clause (issue 29, brief
fairlang41; tests/data/redteam-fairlang41).

A reading weighs the words of the sentence's own language (matching.hits: once
matching.own_language decides the language, an entry of another language's list is a
look-alike: the Dutch "pas" is "only then", not the Turkish pass of R-TURN-2; the Dutch
"toe" is no English toe), and finds the words it joins in one claim
(textnorm.claim_of: one clause, a condition clause joined to its main one): "only the rule
vote can change a base rule, and the player who picks up ends their turn" keeps nobody
from the pickup (R-TURN-2) nor from the vote (R-VOTE-2), while "if the winner cannot play,
he may pass instead of picking up" still lays down a pass (LP716).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes, first_sentence

from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.matching import hits, language, own_language
from lopti_rules.language.text.textnorm import claim_of, zh_one_claim

#: (language, text): fair near misses, each clean
FAIR = [
    ("nl", "Pas op: wie de stapel oppakt, beëindigt daarmee zijn beurt."),
    ("nl", "Je trekt pas een kaart na het eerste spel van je beurt, als je minder dan drie "
           "handkaarten hebt."),
    ("nl", "Als je geen kaart kunt spelen, pak je de stapel op."),
    ("nl", "Kun of wil je niet spelen, pak dan de hele speelstapel. Je beurt eindigt."),
    ("nl", "De regelstemming blijft zoals op de kaart; een opname kost je de rest van je "
           "beurt."),
    ("de", "Nur die Regelabstimmung ändert eine Grundregel, und wer den Stapel aufnimmt, "
           "beendet seinen Zug."),
    ("de", "Wer nicht spielen kann oder will, nimmt den ganzen Spielstapel auf."),
    ("de", "Die Regelabstimmung bleibt, wie sie ist; eine Aufnahme kostet dich den Rest "
           "deines Zuges."),
    ("tr", "Oylama kartlardaki gibi kalır; yığını alan oyuncunun sırası biter."),
    ("tr", "Son kazanan da herkes gibi ilk oyunundan sonra bir kart çeker."),
    ("en", "Only the rule vote can change a base rule, and the player who picks up ends "
           "their turn."),
    ("en", "The rule vote stays as the cards say; a pickup costs you the rest of your turn."),
    ("en", "If you cannot play, or do not want to, pick up the whole pile; your turn ends."),
    ("zh", "规则只能通过投票改变；收牌的人结束回合。"),
    ("zh", "基础规则只能由投票修改，收牌的人回合立即结束。"),
    ("zh", "只能投票决定，拿牌的人少一张"),
    ("zh", "不能出牌的人收走牌堆，然后下一位玩家出牌。"),  # the denial is the relative clause's
    # a tally from this round on, the round before said not to count (tally_start.py)
    ("nl", "Deze regel telt het oppakken pas vanaf deze ronde; wat vorige ronde gebeurde, "
           "telt niet mee."),
    ("de", "Diese Regel zählt das Aufnehmen erst ab dieser Runde; was letzte Runde war, "
           "zählt nicht."),
    # "after" governs the majority, the card's passing, no time of the vote (procedures.py)
    ("nl", "Een basisregel verandert pas na een meerderheid in de regelstemming."),
    ("en", "A base rule changes only after a majority in the rule vote."),
    ("de", "Eine Grundregel ändert sich erst nach einer Mehrheit in der Regelabstimmung."),
]

#: (language, text, code): their unfair twins, the claim in one clause
UNFAIR = [
    ("nl", "Wie de stapel niet wil oppakken, zegt gewoon pas en slaat zijn beurt over.",
     "LP716"),
    ("nl", "Alleen de deler mag nog stemmen over nieuwe regels.", "LP707"),
    ("nl", "De verliezer moet de winnaar een kus geven.", "LP703"),
    ("de", "Wer nicht spielen will, sagt einfach Pass und muss den Stapel nicht aufnehmen.",
     "LP716"),
    ("de", "Nur der Geber darf über neue Regeln abstimmen.", "LP707"),
    ("tr", "Oynayamayan oyuncu pas geçer, yığını almak zorunda değil.", "LP716"),
    ("tr", "Sadece dağıtıcı kural oylamasında oy kullanabilir.", "LP707"),
    ("en", "If the winner of the last round cannot play, he may pass instead of picking up "
           "the pile.", "LP716"),
    ("en", "Only the dealer may vote in the rule vote.", "LP707"),
    ("en", "Only the dealer may pick up the pile.", "LP716"),
    ("zh", "只有发牌的人能投票。", "LP707"),
    ("zh", "不想收牌的人可以直接过，不用收牌。", "LP716"),
    ("zh", "上一局赢的人不能收牌。", "LP716"),
    ("zh", "只有不能出牌的人才能收走牌堆。", "LP716"),
    ("nl", "Vanaf deze ronde telt het oppakken als twee beurten; wat vorige ronde gebeurde, "
           "telt niet mee.", "LP716"),
    ("de", "Ab dieser Runde zählt das Aufnehmen als zwei Züge; was letzte Runde war, zählt "
           "nicht.", "LP716"),
    ("nl", "De regelstemming houden we pas na de eerste beurt.", "LP707"),
    ("en", "We hold the rule vote only after the first turn.", "LP707"),
]


@each.parametrize(("lang", "text"), FAIR, ids=lambda x: str(x)[:30], size=15)
def test_r_turn_2_r_vote_2_fair_near_misses_in_two_clauses_or_another_language_are_clean(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text", "code"), UNFAIR, ids=lambda x: str(x)[:30], size=15)
def test_r_turn_2_r_vote_2_r_custom_3_the_claim_in_one_clause_is_still_an_error(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


def test_r_turn_2_the_twins_cover_the_five_languages() -> None:
    assert {lang for lang, _ in FAIR} == {lang for lang, _, _ in UNFAIR} \
        == {"en", "de", "nl", "tr", "zh"}


@pytest.mark.parametrize(("text", "group"), [
    ("Deze regel telt het oppakken pas vanaf deze ronde.", "b_pass"),  # Turkish "pas"
    ("De verliezer trekt kaarten als er tot nu toe boeren gevallen zijn.", "c_body"),  # toe
])
def test_r_turn_2_r_custom_3_a_word_of_another_language_is_not_read_in_a_decided_sentence(
        text: str, group: str) -> None:
    sentence = first_sentence(text)
    assert own_language(sentence, language(sentence)) == "nl"
    assert group not in {h.name for h in hits(sentence)}


def test_r_turn_2_the_own_language_list_is_still_read() -> None:
    assert "b_pass" in {h.name for h in hits(first_sentence(
        "Oynayamayan oyuncu pas geçer ve sırası biter."))}
    # a sentence of no decided language reads every language's words
    assert "b_pass" in {h.name for h in hits(first_sentence("pas geçer"))}


def test_r_turn_2_a_condition_clause_is_one_claim_with_its_main_clause() -> None:
    sentence = first_sentence("If you cannot play, pick up the pile; the next player goes.")
    assert claim_of(sentence, 0) == claim_of(sentence, 5)
    assert claim_of(sentence, 0, conditions=False) != claim_of(sentence, 5, conditions=False)
    two = first_sentence("Only the rule vote changes a base rule, and whoever picks up ends.")
    assert claim_of(two, 0) != claim_of(two, 9)


def test_r_vote_2_chinese_words_in_one_clause_or_a_condition_and_its_main_clause() -> None:
    text = first_sentence("规则只能通过投票改变，收牌的人结束回合").cjk
    assert not zh_one_claim(text, "只能", "的人")
    assert zh_one_claim(first_sentence("只有不能出牌的时候，才能收牌").cjk, "只有", "收牌")
    assert zh_one_claim(text, "只能", "投票")


def test_r_custom_4_german_wie_before_a_relative_is_like_not_who() -> None:
    """German "wie die anderen" is "like the others": "wie" is a person word ("who") in
    Dutch only, so the German "die" after it opens no relative clause picking a player
    (selection.py reads its person words in the sentence's language, session 41); a
    relative after a person word still picks, in either language."""
    assert "LP304" not in codes("Wie die anderen zieht auch der Geber eine Karte.")
    assert "LP304" in codes("Iedereen die een bril draagt, trekt een kaart.")
    assert "LP304" in codes("Alle, die eine Brille tragen, ziehen eine Karte.")
