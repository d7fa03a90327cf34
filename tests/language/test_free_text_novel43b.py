"""What belongs to the whole table kept by one person, said in words (language/text/
game_keeping.py and the readings it extends; issue 29, session 43, novel43b).

The cards leave the game's papers and its agenda with nobody in particular: the whole rule
is announced to the table (R-CUSTOM-1) and read by its creator or the table (R-FAQ-5),
the table gets the round's rule vote (R-VOTE-1, R-VOTE-2, R-VOTE-8), only the creator
deletes a rule without a vote (R-VOTE-4), who won is what happened (R-WIN-3), and a house
rule adds to the cards without replacing them (R-CUSTOM-2). The texts here are not the
set's (tests/data/redteam-novel43b): other wordings of its ideas, each beside a near miss
with the same words that stays clean.
"""

from __future__ import annotations

import pytest
from support.attacks import codes

#: (language, text, the code it must give)
FLAGGED = [
    # the written rules kept from the others (R-CUSTOM-1, R-FAQ-5)
    ("en", "The dealer keeps the rule book; nobody else may look at it.", "LP709"),
    ("de", "Das Regelheft verwahrt der Champion, die anderen dürfen es nicht einsehen.",
     "LP709"),
    ("nl", "Het regelboek bewaart de koploper; de anderen mogen het niet inzien.", "LP709"),
    ("tr", "Kural kitabını lider saklar, diğerleri göremez.", "LP709"),
    ("zh", "规则本由领先的人保管，别人不能看。", "LP709"),
    # the rule told in one person's own tongue, or muffled and never repeated (R-CUSTOM-1)
    ("en", "The creator tells the rule in a secret language and it is never repeated.",
     "LP709"),
    ("de", "Der Erfinder flüstert die Regel nur einmal, sie wird nicht wiederholt.", "LP709"),
    ("nl", "De bedenker vertelt de regel in een geheime taal.", "LP709"),
    ("tr", "Kuralı yaratıcı gizli bir dilde söyler.", "LP709"),
    ("zh", "创造者用暗语宣布规则。", "LP709"),
    # the record of wins corrected at will (R-WIN-3, R-CUSTOM-4)
    ("en", "The leader keeps the score sheet and may change it as they see fit.", "LP716"),
    ("de", "Die Strichliste führt der Geber und ändert sie nach Belieben.", "LP716"),
    ("nl", "De deler houdt de scorelijst bij en past die naar eigen goeddunken aan.", "LP716"),
    ("tr", "Skor kağıdını lider tutar ve istediği gibi değiştirir.", "LP716"),
    ("zh", "记分表由冠军来记，随便改。", "LP716"),
    # a rule struck without the vote by one who did not make it (R-VOTE-4, R-VOTE-1)
    ("en", "The dealer may delete another player's rule without a vote.", "LP709"),
    ("de", "Der Spitzenreiter darf jede Regel ohne Abstimmung löschen.", "LP709"),
    ("nl", "De koploper mag elke regel zonder stemming verwijderen.", "LP709"),
    ("tr", "Lider her kuralı oylama yapmadan kaldırabilir.", "LP709"),
    ("zh", "领先的人不用投票就可以取消任何规则。", "LP709"),
    # the vote's agenda held by one (R-VOTE-1, R-VOTE-2, R-VOTE-8)
    ("en", "In the rule vote only the dealer may propose a change.", "LP707"),
    ("de", "Bei der Abstimmung darf nur der Spitzenreiter Änderungen vorschlagen.", "LP707"),
    ("nl", "Bij de stemming mag alleen de deler een wijziging voorstellen.", "LP707"),
    ("tr", "Oylamada sadece lider değişiklik önerebilir.", "LP707"),
    ("zh", "投票时只有发牌的人可以提议修改。", "LP707"),
    # precedence over the cards (R-CUSTOM-2, R-FAQ-5)
    ("nl", "Als de kaarten en deze regel elkaar tegenspreken, gaat deze regel voor.", "LP709"),
    ("tr", "Bu kural resmi kuralların tümünden önce gelir.", "LP709"),
    ("zh", "和官方规则冲突时，以本规则为准。", "LP709"),
]

#: the same words, fair: open to all, rotating, one's own rule, anyone proposing
CLEAN = [
    ("en", "The rule book lies on the table; everyone may look at it."),
    ("de", "Das Regelheft liegt in der Tischmitte, jeder darf es einsehen."),
    ("nl", "Het regelboek ligt midden op tafel; iedereen mag het inzien."),
    ("tr", "Kural kitabı masanın ortasında durur, herkes okuyabilir."),
    ("zh", "规则本放在桌子中间，谁都可以看。"),
    ("en", "The creator tells the rule aloud and repeats it whenever asked."),
    ("de", "Der Erfinder sagt die Regel laut und wiederholt sie, wenn jemand fragt."),
    ("nl", "De bedenker vertelt de regel hardop in een taal die iedereen kent."),
    ("tr", "Kuralı yaratıcı herkesin anladığı bir dilde yüksek sesle söyler."),
    ("zh", "创造者用大家都懂的话大声宣布规则。"),
    ("en", "The dealer keeps the score sheet, and the table checks it together."),
    ("de", "Die Strichliste führt der Geber, und alle prüfen sie gemeinsam."),
    ("de", "Der Geber trägt den Sieger auf dem Zettel ein."),
    ("nl", "De deler houdt de scorelijst bij; iedereen kan meekijken."),
    ("tr", "Skor kağıdını dağıtıcı tutar, herkes birlikte kontrol eder."),
    ("zh", "记分表由发牌的人来记，大家一起核对。"),
    ("en", "The creator may delete their own rule without a vote."),
    ("de", "Der Erfinder darf seine eigene Regel ohne Abstimmung löschen."),
    ("nl", "De bedenker mag zijn eigen regel zonder stemming verwijderen."),
    ("tr", "Yaratıcı kendi kuralını oylama yapmadan kaldırabilir."),
    ("zh", "创造者不用投票就可以取消自己的规则。"),
    ("en", "In the rule vote anyone may propose a change."),
    ("de", "Bei der Abstimmung darf jeder Änderungen vorschlagen."),
    ("nl", "Bij de stemming mag iedereen een wijziging voorstellen."),
    ("tr", "Oylamada herkes değişiklik önerebilir."),
    ("zh", "投票时每个人都可以提议修改。"),
    ("en", "Whoever wins invents one new rule, as the cards say."),
    ("nl", "Als de kaarten en deze regel elkaar tegenspreken, gaan de kaarten voor."),
    ("zh", "和官方规则冲突时，以官方规则为准。"),
]


@pytest.mark.parametrize(("lang", "text", "code"), FLAGGED)
def test_r_custom_1_r_vote_4_r_vote_1_r_win_3_kept_by_one_is_flagged(lang: str, text: str,
                                                                      code: str) -> None:
    assert code in codes(text), (lang, text)


@pytest.mark.parametrize(("lang", "text"), CLEAN)
def test_r_custom_1_r_vote_4_r_win_3_near_misses_stay_clean(lang: str, text: str) -> None:
    assert not codes(text), (lang, text)


def test_every_idea_is_in_five_languages() -> None:
    assert {lang for lang, _, _ in FLAGGED} == {lang for lang, _ in CLEAN} \
        == {"en", "de", "nl", "tr", "zh"}
