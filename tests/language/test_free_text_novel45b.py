"""The rule vote's outcome and the winner's invention right bound in words
(language/text/vote_bonds.py and the older readings it widened: vote_outcome.py's R-VOTE-5
slot, clause_readings.vote_priced; issue 29, session 45, novel45b).

The cards make the vote a single, whole and free act of the table: a failed or tied vote
uses up the round's one attempt (R-VOTE-5), the vote removes or changes one custom rule
(R-VOTE-1), everyone votes once and the count is the table's (R-VOTE-2, R-VOTE-8); and
the new rule is the winner's, announced whole before the next deal is complete (R-WIN-3,
R-CUSTOM-1), every rule alike for all (R-CUSTOM-4). The texts here are not the set's
(tests/data/redteam-novel45b): other wordings of its ideas, some as a state with no verb
of the act, each beside a near miss with the same words that stays clean.
"""

from __future__ import annotations

from support import each
from support.attacks import codes

#: (language, text, the code it must give)
FLAGGED = [
    # a failed vote held again at once or until it passes (R-VOTE-5, R-VOTE-8)
    ("en", "Should a vote fail, we repeat it right away until the table says yes.", "LP707"),
    ("en", "The vote lost? No matter: it is held again straight away.", "LP707"),
    ("de", "Lehnt der Tisch ab, wird gleich erneut abgestimmt.", "LP707"),
    ("nl", "Valt de stemming tegen, dan meteen nog eens stemmen tot het ja is.", "LP707"),
    ("tr", "Teklif reddedilirse aynı turda bir daha oylanır.", "LP707"),
    ("zh", "被否决的提案当场再表决一次。", "LP707"),
    # a rule bundled so the vote cannot remove it alone (R-VOTE-1, R-VOTE-8)
    ("en", "Removing this rule also removes the seven's lid.", "LP707"),
    ("en", "This rule cannot be voted out without also voting out the dealer's swap.", "LP707"),
    ("de", "Wird diese Regel gestrichen, fällt die Zehnerregel gleich mit.", "LP707"),
    ("nl", "Als deze regel wordt weggestemd, gaan alle andere regels mee.", "LP707"),
    ("tr", "Bu kural kaldırılırsa diğer kurallar da birlikte kaldırılır.", "LP707"),
    ("zh", "去掉这条规则，就连同其他规则一起去掉。", "LP707"),
    # a standing shielded from every later rule (R-WIN-3, R-CUSTOM-4, R-VOTE-1)
    ("en", "The champion stays exempt from every rule invented after this one.", "LP709"),
    ("en", "From now on, new rules cannot touch the champion.", "LP709"),
    ("de", "Ab jetzt erfundene Regeln gelten für den Spitzenreiter nicht.", "LP709"),
    ("nl", "Latere regels raken de laatste winnaar niet.", "LP709"),
    ("tr", "Bundan sonraki kurallar lidere dokunamaz.", "LP709"),
    ("zh", "冠军不受以后的新规则约束。", "LP709"),
    # a vote recast after the count by one standing (R-VOTE-2, R-VOTE-8, R-CUSTOM-4)
    ("en", "The leader casts his vote only after the count.", "LP707"),
    ("en", "Can the champion change sides after the count? Yes, whenever it is close.",
     "LP707"),
    ("de", "Nach dem Auszählen darf der letzte Gewinner die Seite wechseln.", "LP707"),
    ("nl", "Na de telling mag de koploper zijn stem nog veranderen.", "LP707"),
    ("tr", "Şampiyon sayımdan sonra oyunu değiştirir.", "LP707"),
    ("zh", "数完票以后，冠军可以改票。", "LP707"),
    # the winner's window to announce the new rule cut short (R-WIN-3, R-CUSTOM-1)
    ("en", "Only five seconds for the winner to think of a rule, or the right is gone.",
     "LP709"),
    ("de", "Der Sieger muss seine neue Regel auf der Stelle ansagen, sonst verfällt sie.",
     "LP709"),
    ("nl", "De winnaar moet zijn regel ter plekke noemen.", "LP709"),
    ("tr", "Kazanan yeni kuralı hemen söylemezse hakkı yanar.", "LP709"),
    ("zh", "赢家想新规则的时间：冠军数到三为止。", "LP709"),
    # a cost on a way of voting (R-VOTE-2, R-VOTE-8, R-CUSTOM-3)
    ("en", "Whoever voted to scrap my rule picks up the pile.", "LP707"),
    ("de", "Wer gegen den Champion stimmt, nimmt den Stapel.", "LP707"),
    ("nl", "Tegenstemmers pakken de stapel op.", "LP707"),
    ("nl", "Wie tegen het voorstel van de koploper stemt, moet de stapel oppakken.", "LP707"),
    ("tr", "Şampiyona karşı oy verenler bir tur bekler.", "LP707"),
    ("zh", "谁投反对票，谁停一局。", "LP707"),
]

#: the same words, fair: the next round's vote, each rule voted on alone, later rules
#: alike for all, votes final after the count, the card's own window, a free vote
CLEAN = [
    ("en", "If the vote fails, we vote again at the next deal."),
    ("de", "Scheitert die Abstimmung, stimmen wir in der nächsten Runde erneut ab."),
    ("nl", "Mislukt de stemming, dan volgende ronde opnieuw."),
    ("tr", "Oylama geçmezse bir sonraki turda tekrar denenir."),
    ("zh", "投票没通过，下一轮再投。"),
    ("en", "If this rule is removed, the other house rules stay; the ten still clears."),
    ("de", "Diese Regel kann man einzeln abwählen."),
    ("zh", "每次投票只改一条规则，这条也可以单独删掉。"),
    ("en", "New rules apply to everyone, the champion too."),
    ("de", "Neue Regeln, die nach dieser erfunden werden, gelten für alle gleich, auch für den "
           "Champion."),
    ("nl", "Regels die na deze worden bedacht, gelden voor iedereen, ook voor de kampioen."),
    ("tr", "Bundan sonra icat edilen kurallar şampiyon dahil herkese uygulanır."),
    ("zh", "以后的新规则对所有人都适用。"),
    ("en", "Everyone votes at the same moment; no vote changes after the count."),
    ("en", "Votes are counted aloud; after the count, the dealer announces the result."),
    ("de", "Nach der Auszählung verkündet der Geber das Ergebnis."),
    ("tr", "Herkes aynı anda oy verir; sayımdan sonra kimse oyunu değiştirmez."),
    ("zh", "计票以后，结果由大家一起宣布。"),
    ("en", "The winner announces the new rule at once, and the deal begins."),
    ("en", "The winner can take thirty seconds or more, no rush."),
    ("de", "Der Sieger muss seine Regel sofort aufschreiben, damit sie keiner vergisst."),
    ("nl", "De winnaar neemt de tijd voor zijn nieuwe regel; we delen pas als hij klaar is."),
    ("zh", "赢家在下一局发完牌之前说出完整的新规则就行。"),
    ("en", "Vote as you like; nobody pays anything for how they voted."),
    ("nl", "Iedereen stemt zoals hij wil; voor je stem betaal je niets."),
    ("tr", "Herkes istediği gibi oy verir; kimse oyu yüzünden bir şey ödemez."),
]


@each.parametrize(("lang", "text", "code"), FLAGGED)
def test_r_vote_1_2_5_r_win_3_r_custom_1_bound_in_words_is_flagged(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), CLEAN)
def test_r_vote_1_2_5_r_win_3_near_misses_stay_clean(lang: str, text: str) -> None:
    assert not codes(text), (lang, text)


def test_every_idea_is_in_five_languages() -> None:
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} \
        == {"en", "de", "nl", "tr", "zh"}
