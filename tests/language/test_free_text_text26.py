"""Free text judged by its idea in five languages (issue 29, session 25, brief text26).

- R-CUSTOM-3 (LP703): a chore or errand staked on the round's result: whoever loses
  (the loser, last place, "wer Letzter wird", "sonuncusu", "输家") owes housework,
  fetching, making or serving to the winner or the speaker, or beyond the evening
  (text/beyond.py's ``staked``). Like money staked (LP710) it falls on whoever loses,
  which nobody agrees to in advance: an error, not a chore the table may agree to
  (LP712). The winner's or the speaker's own offer, a chore everyone shares in turn, a
  move of the game and the loser's service to the table (LP712 as before) are no stake.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes


def _lint(text: str) -> set[str]:
    from lopti_rules.language.lint.linter import lint_text

    rule = f'rule "T"\n  after round_end:\n    the winner says "{text}"\n'
    return {d.code for d in lint_text(rule).diagnostics}


STAKED = [
    ("de", "Wer Letzter wird, bringt mir morgen früh die Brötchen mit."),
    ("de", "Der Verlierer spült eine Woche lang das Geschirr des Siegers."),
    ("de", "Der Verlierer holt dem Sieger morgen Brötchen."),
    ("en", "Whoever comes last fetches my coffee tomorrow."),
    ("en", "The loser washes the winner's dishes for a week."),
    ("en", "Last place brings me breakfast tomorrow."),
    ("nl", "De verliezer doet morgen de afwas voor de winnaar."),
    ("nl", "Wie als laatste eindigt, haalt morgen mijn broodjes."),
    ("tr", "Her turun sonuncusu, kazananın bir haftalık bulaşığını yıkar."),
    ("tr", "Kaybeden yarın bana kahve getirir."),
    ("tr", "Kaybeden kazananın bulaşıklarını yıkar."),
    ("zh", "这个星期输家天天给赢家洗碗。"),
    ("zh", "最后一名明天给我带早餐。"),
]
#: the winner's or the speaker's own offer, a chore everyone shares, a move of the game
NOT_STAKED = [
    ("de", "Der Sieger bringt morgen Brötchen für den Verlierer mit."),
    ("de", "Ich bringe morgen dem Verlierer Brötchen mit."),
    ("de", "Der Verlierer bringt mir die Karten."),
    ("de", "Jeder zahlt seine eigene Pizza."),
    ("en", "The winner brings the loser breakfast tomorrow."),
    ("en", "I'll fetch the loser a coffee tomorrow."),
    ("en", "Everyone takes a turn doing the dishes."),
    ("nl", "De winnaar haalt morgen broodjes voor de verliezer."),
    ("nl", "Iedereen legt evenveel in voor de bitterballen, wie er ook wint."),
    ("tr", "Çayı herkes sırayla demler."),
    ("tr", "Kazanan yarın kaybedene kahve getirir."),
    ("zh", "赢家明天给输家带早餐。"),
    ("zh", "大家轮流洗碗。"),
]


@pytest.mark.parametrize(("lang", "text"), STAKED)
def test_r_custom_3_chore_staked_on_the_result_is_lp703(lang: str, text: str) -> None:
    assert "LP703" in codes(text), (lang, text)
    assert "LP703" in _lint(text), (lang, text)


@each.parametrize(("lang", "text"), NOT_STAKED, size=15)
def test_r_custom_3_own_offer_or_shared_chore_is_no_stake(lang: str, text: str) -> None:
    assert "LP703" not in codes(text), (lang, text)


def test_r_custom_3_loser_serving_the_table_stays_lp712() -> None:
    # the loser's service to everyone, nobody owed it: the table agrees first (fa25)
    assert "LP712" in codes("Der Verlierer macht allen Kaffee.")
    assert "LP703" not in codes("Der Verlierer macht allen Kaffee.")


#: R-CUSTOM-4 (LP304): a cost (cards drawn or taken, a penalty, a chore) put on the newest
#: at the table (text/life_readings.py's ``burdened``): a person picked by a fact of the
#: evening, not of play
NEWEST_BURDENED = [
    ("en", "While someone is away from the table, the newest player takes any penalty "
           "cards meant for them."),
    ("en", "Whoever joined last takes the penalty cards of anyone who steps away."),
    ("de", "Wer zuletzt dazugekommen ist, zieht die Strafkarten der Abwesenden."),
    ("de", "Der neueste Spieler zieht die Strafkarten."),
    ("nl", "De nieuwste speler trekt twee kaarten."),
    ("tr", "Masaya en son katılan, ceza kartlarını alır."),
    ("tr", "En yeni oyuncu ceza kartlarını alır."),
    ("zh", "最后加入的人替离开的人摸牌。"),
]
#: the newest simply dealt in or told the rules, and a fact of play ("played last")
NEWEST_CLEAN = [
    ("en", "The newest player is dealt in at the next round."),
    ("en", "The player who played last draws two cards."),
    ("de", "Der neueste Spieler bekommt die Regeln erklärt."),
    ("nl", "De nieuwste speler schuift volgende ronde aan."),
    ("tr", "En yeni oyuncu bir sonraki elde oyuna katılır."),
]


@each.parametrize(("lang", "text"), NEWEST_BURDENED, size=15)
def test_r_custom_4_cost_on_the_newest_player_is_lp304(lang: str, text: str) -> None:
    assert "LP304" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), NEWEST_CLEAN, size=15)
def test_r_custom_4_newest_player_dealt_in_is_clean(lang: str, text: str) -> None:
    assert "LP304" not in codes(text), (lang, text)


#: R-VOTE-2, R-VOTE-8 (LP707): a vote counted only on a condition (text/vote_rules.py's
#: "vote condition" slot): everyone votes and the majority decides, every vote cast counts
VOTE_CONDITIONED = [
    ("en", "A vote against this rule counts only if the voter first reads their reasons "
           "aloud."),
    ("en", "Your vote only counts when you are standing."),
    ("de", "Eine Stimme gegen diese Regel zählt nur, wenn man vorher seine Gründe laut "
           "vorliest."),
    ("de", "Eine Stimme gilt nur, wenn man dabei aufsteht."),
    ("nl", "Een stem telt pas als je eerst gaat staan."),
    ("tr", "Bu kurala karşı oy, ancak gerekçeler yüksek sesle okunursa sayılır."),
    ("zh", "你的票只有站起来投才有效。"),
]
#: every vote counting, the majority as the condition (R-VOTE-2 said again), R-VOTE-9
VOTE_CLEAN = [
    ("en", "Every vote counts."),
    ("en", "Abstentions count for neither side."),
    ("de", "Jede Stimme zählt gleich."),
    ("de", "Eine Änderung gilt nur, wenn mehr als die Hälfte aller Spieler zustimmt."),
    ("nl", "Elke stem telt mee."),
    ("tr", "Oylamada her oy sayılır."),
    ("zh", "每一票都算数。"),
    ("en", "A card counts only if it is played face up."),
]


@each.parametrize(("lang", "text"), VOTE_CONDITIONED, size=15)
def test_r_vote_2_r_vote_8_vote_counted_on_a_condition_is_lp707(lang: str, text: str) -> None:
    assert "LP707" in codes(text), (lang, text)


@each.parametrize(("lang", "text"), VOTE_CLEAN)
def test_r_vote_2_every_vote_counting_is_clean(lang: str, text: str) -> None:
    assert "LP707" not in codes(text), (lang, text)
