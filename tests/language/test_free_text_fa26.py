"""Free text judged by its idea in five languages (issue 29, session 25, brief fa26):
redteam17's false alarms.

- R-CUSTOM-4 (LP304): who joins the session later is a fact of the session, not a trait.
  A sentence that says only how a newcomer comes in (from the next round, dealt in, a
  normal hand, the rules explained: language/text/joining.py) is clean; anything else
  said of them by their arrival (a chore, a task, a card more) stays LP304.
- R-VOTE-9 (LP707): an abstention said not to count, for no side, is the rule quoted
  ("onthoudingen tellen niet mee"); counted as a side it is a change.
- R-ROSHAMBO-2 (LP709): "draws do not count" beside "the official rules" quotes Roshambo;
  another rule said not to count stays LP709.
- R-CUSTOM-3 (LP712): thanking someone, and what for, is speech that costs nobody
  anything; thanks given by doing a chore ("by washing up") is the chore.
"""

from __future__ import annotations

from support import each
from support.freetext import codes

from lopti_rules.language import lint_text
from lopti_rules.language.text.harm import is_table_action, judge

NEWCOMER_JOINS = [
    ("en", "Whoever arrives late joins from the next round"),
    ("en", "A newcomer joins at the next round and gets a normal hand like everyone else"),
    ("en", "Whoever arrives late is dealt in at the next round"),
    ("de", "Wer neu dazukommt, steigt in der nächsten Runde ein und bekommt die Regeln erklärt"),
    ("de", "Neue Spieler steigen in der nächsten Runde ein"),
    ("nl", "Wie later binnenkomt, doet mee vanaf de volgende ronde"),
    ("nl", "Nieuwkomers doen mee vanaf de volgende ronde en krijgen uitleg van de regels"),
    ("tr", "Sonradan katılan oyuncu bir sonraki elden itibaren oyuna katılır"),
    ("tr", "Yeni gelen oyuncu bir sonraki turdan itibaren oyuna katılır"),
    ("tr", "Geç gelen misafir bir sonraki elden itibaren oyuna katılır"),
    ("en", "Latecomers join from the next round"),
    ("de", "Nachzügler spielen ab der nächsten Runde mit"),
    ("nl", "De nieuwe speler schuift aan bij de volgende ronde"),
    ("zh", "迟到的朋友从下一局开始一起玩"),
    ("zh", "新来的朋友从下一局开始加入"),
    ("zh", "后来的玩家从下一局开始加入，给他讲解规则"),
]
NEWCOMER_PAYS = [
    ("en", "Whoever arrived last tonight shuffles"),
    ("en", "Whoever arrives late joins from the next round and shuffles for everyone"),
    ("en", "The newcomer joins next round with two extra cards"),
    ("de", "Wer neu dazukommt, mischt die Karten"),
    ("de", "Wer neu dazukommt, steigt in der nächsten Runde ein und zahlt die Getränke"),
    ("nl", "Wie later binnenkomt, doet de afwas"),
    ("nl", "Wie later binnenkomt, doet mee vanaf de volgende ronde en schudt de kaarten"),
    ("tr", "Sonradan katılan oyuncu bulaşıkları yıkar"),
    ("tr", "Yeni gelen oyuncu oyuna katılır ve herkese çay getirir"),
    ("zh", "新来的朋友洗牌"),
    ("en", "Latecomers join from the next round and pay for the pizza"),
    ("en", "The oldest player joins from the next round"),
    ("de", "Nachzügler spielen ab der nächsten Runde mit und trinken einen Schnaps"),
    ("tr", "Geç gelen misafir oyuna katılır ve bulaşıkları yıkar"),
    ("zh", "新来的朋友从下一局开始加入，并给大家倒水"),
]


@each.parametrize(("lang", "text"), NEWCOMER_JOINS, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_lp304_a_newcomer_joining_is_no_trait(lang: str, text: str) -> None:
    assert "LP304" not in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), NEWCOMER_PAYS, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_lp304_a_cost_on_the_newcomer_stays(lang: str, text: str) -> None:
    assert "LP304" in codes(text), lang


ABSTENTION_QUOTED = [
    ("en", "Abstentions don't count."),
    ("de", "Enthaltungen zählen nicht."),
    ("nl", "Gelijke stand is evenveel ja als nee zonder meerderheid; onthoudingen tellen "
           "niet mee"),
    ("tr", "Çekimser oylar sayılmaz."),
    ("zh", "弃权不算。"),
]
ABSTENTION_COUNTED = [
    ("en", "Abstentions count as no."),
    ("en", "Abstentions don't count as no but as yes."),
    ("de", "Enthaltungen zählen als Ja."),
    ("nl", "Onthoudingen tellen als nee."),
    ("tr", "Çekimser oylar hayır sayılır."),
    ("zh", "弃权算反对。"),
]


@each.parametrize(("lang", "text"), ABSTENTION_QUOTED, ids=lambda x: str(x)[:30])
def test_r_vote_9_lp707_abstentions_not_counted_is_the_rule(lang: str, text: str) -> None:
    assert "LP707" not in codes(text), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), ABSTENTION_COUNTED, ids=lambda x: str(x)[:30])
def test_r_vote_9_lp707_abstentions_counted_for_a_side_stay(lang: str, text: str) -> None:
    assert "LP707" in codes(text), lang


DRAWS_QUOTED = [
    ("en", "Roshambo by the official rule: thirty decided rounds, draws don't count"),
    ("de", "Roshambo nach der offiziellen Regel: dreißig entschiedene Runden, "
           "Unentschieden zählen nicht"),
    ("nl", "Roshambo volgens de officiële regel: dertig beslissende rondes, gelijkspel "
           "telt niet"),
    ("tr", "Roshambo resmi kurala göre: otuz karar turu, beraberlikler sayılmaz"),
    ("zh", "石头剪刀布按正式规则：三十局有效局定胜负，平局不算"),
    ("zh", "按正式规则，平局不算"),
]
RULE_OFF = [
    ("en", "Tonight the eights rule doesn't count"),
    ("en", "The official rules don't count tonight"),
    ("zh", "八的规则不算"),
    ("zh", "平局的规则不算"),
    ("zh", "正式规则今晚不算"),
]


@each.parametrize(("lang", "text"), DRAWS_QUOTED, ids=lambda x: str(x)[:30], size=15)
def test_r_roshambo_2_lp709_draws_not_counted_is_the_rule(lang: str, text: str) -> None:
    assert not codes(text) & {"LP708", "LP709"}, (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), RULE_OFF, ids=lambda x: str(x)[:30])
def test_r_vote_1_lp709_a_rule_said_not_to_count_stays(lang: str, text: str) -> None:
    assert "LP709" in codes(text), lang


THANKS = [
    ("en", "thanks everyone for the game"),
    ("en", "thanks the host for the evening"),
    ("de", "bedankt sich bei allen für das Spiel"),
    ("nl", "bedankt iedereen voor het spel"),
    ("tr", "herkese oyun için teşekkür eder"),
    ("zh", "感谢大家一起玩牌"),
    ("zh", "谢谢大家陪我打牌"),
]
THANKS_BY_A_CHORE = [
    ("en", "thanks everyone by washing the dishes"),
    ("en", "thanks everyone and washes the dishes"),
    ("de", "bedankt sich, indem er abspült"),
    ("de", "dankt allen und spült ab"),
    ("nl", "bedankt iedereen door de afwas te doen"),
    ("tr", "herkese bulaşıkları yıkayarak teşekkür eder"),
    ("zh", "感谢大家，然后洗碗"),
]


@each.parametrize(("lang", "text"), THANKS, ids=lambda x: str(x)[:30])
def test_r_custom_3_lp712_thanks_is_speech(lang: str, text: str) -> None:
    assert is_table_action(text), lang
    assert not codes(text), lang


@each.parametrize(("lang", "text"), THANKS_BY_A_CHORE, ids=lambda x: str(x)[:30], size=60)
def test_r_custom_3_lp712_thanks_by_a_chore_is_the_chore(lang: str, text: str) -> None:
    assert not is_table_action(text), lang


def test_r_custom_3_lp712_a_thanks_book_is_clean_and_a_chore_book_warned() -> None:
    book = ('# lopti: lang=tr\nkural "Teşekkür"\n  sonra play:\n'
            '    etkin oyuncu yapar "{}"\n')
    clean = lint_text(book.format("herkese oyun için teşekkür eder"))
    assert not clean.diagnostics, [d.message for d in clean.diagnostics]
    chore = lint_text(book.format("herkese bulaşıkları yıkayarak teşekkür eder"))
    assert "LP712" in {d.code for d in chore.diagnostics}


def test_r_custom_4_lp304_a_newcomer_book_is_clean_and_a_chore_book_flagged() -> None:
    book = '# lopti: lang=de\nregel "Neu"\n  nach round_end:\n    der sieger sagt "{}"\n'
    clean = lint_text(book.format("Wer neu dazukommt, steigt in der nächsten Runde ein"))
    assert not clean.diagnostics, [d.message for d in clean.diagnostics]
    chore = lint_text(book.format("Wer neu dazukommt, mischt die Karten"))
    assert "LP304" in {d.code for d in chore.diagnostics}
