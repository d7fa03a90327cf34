"""The house rules' own order, the game's pace and silent votes held by one standing,
said in words (language/text/rule_ranks.py; issue 29, session 44, novel44b).

The cards give every house rule the same footing: each is its inventor's (R-CUSTOM-5,
R-VOTE-4), an edge case goes to the creator, the table or the reading that changes base
Lopti least (R-FAQ-5), every rule holds for the whole session (R-CUSTOM-1), the winner
announces the rule in time (R-CUSTOM-1), no rule stops the game from being won
(R-CUSTOM-3), abstentions count for neither side (R-VOTE-9). The texts here are not the
set's (tests/data/redteam-novel44b): other wordings of its ideas, some as a state with no
verb of the act, each beside a near miss with the same words that stays clean.
"""

from __future__ import annotations

from support import each
from support.attacks import codes

#: (language, text, the code it must give)
FLAGGED = [
    # authorship of every rule given to one standing (R-CUSTOM-5, R-VOTE-4)
    ("en", "From now on the leader counts as the author of all house rules.", "LP709"),
    ("en", "Inventor of every rule on the table: the dealer.", "LP709"),
    ("de", "Als Urheber aller Hausregeln gilt ab jetzt der Spitzenreiter.", "LP709"),
    ("nl", "De koploper is vanaf nu de bedenker van alle huisregels.", "LP709"),
    ("tr", "Lider bütün ev kurallarının yaratıcısı sayılır.", "LP709"),
    ("zh", "所有家规都算领先的人发明的。", "LP709"),
    # a clash of house rules won by one standing's rule (R-FAQ-5, R-CUSTOM-4)
    ("en", "If house rules contradict each other, the dealer's rule comes first.", "LP709"),
    ("de", "Bei einem Widerspruch zwischen Hausregeln hat die Regel des Spitzenreiters Vorrang.",
     "LP709"),
    ("nl", "Spreken huisregels elkaar tegen, dan gaat de regel van de koploper voor.", "LP709"),
    ("tr", "Ev kuralları çelişirse liderin kuralı önce gelir.", "LP709"),
    ("zh", "家规之间有矛盾的时候，以领先的人的规则为准。", "LP709"),
    # the others' rules given a shorter life (R-CUSTOM-1, R-VOTE-1)
    ("en", "Other players' rules lapse after one round; the leader's stay all evening.",
     "LP709"),
    ("de", "Die Regeln der anderen verfallen nach einer Runde, die des Spitzenreiters nicht.",
     "LP709"),
    ("nl", "De regels van andere spelers vervallen na één ronde, die van de koploper niet.",
     "LP709"),
    ("tr", "Liderin kuralları kalır, diğer oyuncuların kuralları bir tur sonra geçersiz olur.",
     "LP709"),
    ("zh", "除了领先的人以外，别人的规则只管一局。", "LP709"),
    # the invention right banked for later (R-CUSTOM-1, R-WIN-3)
    ("en", "The leader may bank the new rule and spend it whenever it suits.", "LP716"),
    ("de", "Der Spitzenreiter spart seine neue Regel auf und verwendet sie später.", "LP716"),
    ("nl", "De koploper bewaart zijn nieuwe regel voor later.", "LP716"),
    ("tr", "Lider yeni kuralını saklar ve daha sonra kullanır.", "LP716"),
    ("zh", "领先的人可以把新规则留着以后再用。", "LP716"),
    # the game's pace held by one standing (R-CUSTOM-3, R-CUSTOM-4)
    ("en", "The dealer may halt play at any time and nobody moves until the dealer says go.",
     "LP716"),
    ("de", "Der Spitzenreiter hält die Runde an, solange er will.", "LP716"),
    ("nl", "De koploper legt het spel stil zolang hij wil.", "LP716"),
    ("tr", "Lider istediği zaman oyunu durdurur.", "LP716"),
    ("zh", "领先的人可以随时叫停，他不发话谁都不能出牌。", "LP716"),
    # silent or absent players' votes given to one standing (R-VOTE-2, R-VOTE-9)
    ("en", "Absent players' votes in the rule vote belong to the dealer.", "LP707"),
    ("de", "Die Stimmen abwesender Spieler bei der Abstimmung gehören dem Spitzenreiter.",
     "LP707"),
    ("nl", "Bij de stemming telt de koploper elke onthouding bij zijn eigen stemmen op.",
     "LP707"),
    ("tr", "Oylamada oy vermeyenlerin oyları liderin oyu sayılır.", "LP707"),
    ("zh", "投票时，没投票的人的票都算作领先的人的赞成票。", "LP707"),
]

#: the same words, fair: each rule its inventor's, the table or the cards deciding, every
#: rule alike, the rule announced in time, a break for all, abstentions for neither side
CLEAN = [
    ("en", "Each house rule keeps its inventor; the creator of this rule is who won."),
    ("de", "Jede Hausregel bleibt die Regel ihres Erfinders."),
    ("tr", "Her ev kuralı onu icat eden oyuncunun kuralı olarak kalır."),
    ("zh", "每条家规都归发明它的人。"),
    ("en", "If house rules contradict each other, the table decides by majority."),
    ("de", "Bei einem Widerspruch zwischen Hausregeln entscheidet die Mehrheit."),
    ("nl", "Spreken huisregels elkaar tegen, dan beslist de tafel met een meerderheid."),
    ("tr", "Ev kuralları çelişirse masa çoğunlukla karar verir."),
    ("zh", "家规之间有矛盾的时候，大家多数决定。"),
    ("en", "Each house rule holds for the whole session, no matter who made it."),
    ("nl", "Elke huisregel geldt de hele avond."),
    ("zh", "每条家规整晚都有效。"),
    ("en", "The winner announces the new rule before the next deal is complete."),
    ("de", "Der Sieger verkündet seine neue Regel vor dem Ende des nächsten Austeilens."),
    ("nl", "De winnaar maakt zijn nieuwe regel meteen bekend."),
    ("tr", "Kazanan yeni kuralını hemen açıklar."),
    ("zh", "赢家马上宣布新规则。"),
    ("en", "Anyone may call a short pause; play goes on when everyone is back."),
    ("de", "Jeder darf eine kurze Pause verlangen; danach spielen alle weiter."),
    ("nl", "Na elke ronde pauzeert de hele tafel even."),
    ("tr", "Her turdan sonra herkes mola verir."),
    ("zh", "每局结束后大家一起休息一下。"),
    ("en", "In the rule vote, abstentions count for neither side."),
    ("de", "Enthaltungen bei der Abstimmung zählen für keine Seite."),
    ("tr", "Oylamada çekimser kalanların oyu hiçbir tarafa sayılmaz."),
]


@each.parametrize(("lang", "text", "code"), FLAGGED)
def test_r_custom_1_r_custom_5_r_faq_5_r_vote_9_held_by_one_standing_is_flagged(
        lang: str, text: str, code: str) -> None:
    assert code in codes(text), (lang, text)


@each.parametrize(("lang", "text"), CLEAN)
def test_r_custom_1_r_faq_5_r_vote_9_near_misses_stay_clean(lang: str, text: str) -> None:
    assert not codes(text), (lang, text)


def test_every_idea_is_in_five_languages() -> None:
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} \
        == {"en", "de", "nl", "tr", "zh"}
