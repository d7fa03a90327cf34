"""A procedure of the game held by one, said in words (language/text/game_powers.py and
the readings it extends; issue 29, session 42, novel42b).

The cards give the game's procedures to nobody in particular: a rule holds for the whole
session as announced (R-CUSTOM-1) and only the rule vote changes, pauses or removes it
(R-VOTE-1, R-VOTE-4); only the first player out invents a rule (R-WIN-3); everyone votes
and the count is the table's (R-VOTE-2, R-VOTE-8); a dispute is the creator's, then the
table's (R-FAQ-5); every player plays from the same counts (R-CUSTOM-4, R-DRAW-1). The
texts here are not the set's (tests/data/redteam-novel42b): other wordings of its ideas,
each beside a near miss with the same words that stays clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.attacks import codes

from lopti_rules.language.text.harm import judge

#: (language, text, the code it must give)
FLAGGED = [
    # a rule switched on and off by one (R-CUSTOM-1, R-VOTE-1)
    ("en", "The leader can turn this rule off for a round whenever they like.", "LP709"),
    ("de", "Der Spitzenreiter darf diese Regel für eine Runde ausschalten.", "LP709"),
    ("nl", "De koploper mag deze regel een ronde uitzetten.", "LP709"),
    ("tr", "Lider bu kuralı bir tur için kapatabilir.", "LP709"),
    ("zh", "领先的人可以让这条规则暂停一局。", "LP709"),
    # a rule reworded by one (R-VOTE-4, R-CUSTOM-5)
    ("en", "After each round the champion may reword the house rules.", "LP709"),
    ("de", "Der Champion darf das Regelheft nach jeder Runde umformulieren.", "LP709"),
    ("nl", "De kampioen mag de huisregels na elke ronde herschrijven.", "LP709"),
    ("tr", "Şampiyon ev kurallarını her turdan sonra yeniden yazabilir.", "LP709"),
    ("zh", "冠军每局结束后可以改写家规。", "LP709"),
    # a new rule invented by someone who did not win (R-WIN-3)
    ("en", "The loser also makes up a new rule.", "LP709"),
    ("de", "Der Verlierer erfindet auch eine neue Regel.", "LP709"),
    ("nl", "De verliezer bedenkt ook een nieuwe regel.", "LP709"),
    ("tr", "Kaybeden de yeni bir kural uydurur.", "LP709"),
    ("zh", "输家也发明一条新规则。", "LP709"),
    # the rule vote counted unseen by one (R-VOTE-2, R-VOTE-8)
    ("en", "For the rule vote, the champion collects the ballots and counts them alone.",
     "LP707"),
    ("de", "Bei der Abstimmung sammelt der Champion die Zettel und zählt sie allein.", "LP707"),
    ("nl", "Bij de stemming telt de kampioen de briefjes buiten het zicht.", "LP707"),
    ("tr", "Oylamada şampiyon kâğıtları kimse görmeden sayar.", "LP707"),
    ("zh", "投票时冠军背着大家数票。", "LP707"),
    ("en", "Only the champion knows how many votes were cast; they announce the result.",
     "LP707"),
    ("nl", "De kampioen mag tijdens het tellen van de stemmen als enige kijken.", "LP707"),
    ("tr", "Oylamanın sonucunu yalnızca şampiyon bilir.", "LP707"),
    ("zh", "只有冠军知道投票结果。", "LP707"),
    ("en", "The scorekeeper may correct the rule sheet whenever they want.", "LP709"),
    # a licence to mislead about the game for one standing (R-CUSTOM-4)
    ("en", "The champion may lie about their card count.", "LP716"),
    ("de", "Der Champion darf bei der Kartenzahl lügen.", "LP716"),
    ("nl", "De kampioen mag liegen over het aantal kaarten.", "LP716"),
    ("tr", "Şampiyon kart sayısı hakkında yalan söyleyebilir.", "LP716"),
    ("zh", "冠军可以谎报手牌数量。", "LP716"),
    # another house rule lifted by this one (R-VOTE-1)
    ("en", "This rule replaces the previous winner's rule.", "LP709"),
    ("de", "Diese Regel hebt alle früheren Hausregeln auf.", "LP709"),
    ("nl", "Zolang deze regel geldt, telt de regel van de vorige winnaar niet.", "LP709"),
    ("tr", "Bu kural önceki kazananın kuralını askıya alır.", "LP709"),
    ("zh", "这条规则取消之前的规则。", "LP709"),
    # a disputed play settled by one standing (R-FAQ-5, R-CUSTOM-4)
    ("tr", "Bir hamle tartışılırsa şampiyon karar verir.", "LP709"),
    ("zh", "如果大家对这手牌合不合法有争议，冠军说了算。", "LP709"),
    ("zh", "对出牌有疑问时，领先的人拍板。", "LP709"),
]

#: the same words, fair: alike for all, told in the open, a quote of the cards, harmless
CLEAN = [
    ("en", "The creator may delete this rule at any time, without a vote."),
    ("en", "If my rule is unclear I settle it, but I can't rewrite it once a round has started"),
    ("en", "Everyone may bluff about their hand, the champion too."),
    ("en", "The dealer reads the votes aloud."),
    ("en", "The dealer writes each new rule in the notebook exactly as the winner announced it."),
    ("en", "Whoever wants may tell a joke or a short story."),
    ("en", "The dealer corrects a misdeal under this rule."),
    ("en", "Only the winner invents a new rule; everyone else may suggest ideas."),
    ("de", "Der Geber schaltet das Licht aus, sobald diese Regel gilt."),
    ("de", "Diese Regel gilt neben allen anderen Hausregeln und ändert keine davon."),
    ("de", "Einer darf eine falsche Karte auf dem Stapel liegen lassen. Das ist der Geber."),
    ("de", "Der Geber schreibt jede neue Regel genau so ins Regelheft, wie der Gewinner sie "
           "angesagt hat."),
    ("nl", "De deler zet de muziek uit als deze regel geldt."),
    ("nl", "Deze regel geldt naast alle andere huisregels en verandert er geen."),
    ("nl", "Als iemand vraagt hoeveel handkaarten je hebt, antwoordt iedereen eerlijk."),
    ("tr", "Bu kurala göre kaybeden kartlarını kapatır."),
    ("tr", "Yeni kuralı yalnızca kazanan uydurur; diğerleri fikir verebilir."),
    ("tr", "Kural oylamasında herkes aynı anda el kaldırır ve dağıtıcı yüksek sesle sayar."),
    ("zh", "这条规则从下一次发牌起整局有效。"),
    ("zh", "这条规则之前的局都不算；从这一局开始，每局的输家洗牌。"),
    ("zh", "只有赢家发明新规则，其他人可以出主意。"),
    ("zh", "如果大家对一手牌合不合法有争议，就一起把规则卡念一遍。"),
]


def test_r_custom_1_both_sides_in_five_languages() -> None:
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} == {
        "en", "de", "nl", "tr", "zh"}


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_1_r_win_3_r_vote_2_a_procedure_held_by_one_is_refused(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_the_same_words_alike_for_all_or_quoted_stay_clean(lang: str,
                                                                     text: str) -> None:
    assert codes(text) == [], (lang, [f.message for f in judge(text)])


@pytest.mark.parametrize(("held", "kept"), [
    # R-VOTE-4: the creator deletes this rule; "only" the creator takes the vote's power
    ("Only the creator may remove this rule.", "The creator may remove this rule."),
    ("The creator may delete this rule and the eights rule without a vote.",
     "The creator may delete this rule at any time, without a vote."),
    # R-VOTE-2: a count one keeps unseen, a count in the open
    ("The dealer counts the raised hands secretly.",
     "Everyone raises a hand at once and the dealer counts the hands aloud."),
    # R-CUSTOM-1: a rule switched off at will, a rule that holds all session
    ("Der Champion schaltet diese Regel ein und aus, wann er will.",
     "Diese Regel gilt für die ganze Sitzung."),
])
def test_r_vote_4_r_vote_2_r_custom_1_the_near_miss_differs_by_its_idea(held: str,
                                                                       kept: str) -> None:
    assert codes(held) and codes(kept) == [], (judge(held), judge(kept))
