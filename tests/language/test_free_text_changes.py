"""What a sentence changes (language/text/changes.py): concepts, not phrases (issue 29).

R-WIN-1 (a way to win or lose from the cards held, LP716), R-CUSTOM-2 and R-VOTE-1 (the
house rule above the official rules, LP709), R-VOTE-2 and R-VOTE-1 (the majority made
unanimity or a share, proposing left to some, LP707), R-ROSHAMBO-2 (draws counted, LP708).
The corpus (tests/data/free_text/corpus.toml) holds both sides in the five languages;
here: every sentence of the official cards is a quote the readings leave alone, the
order of the mentions decides who prevails, and the readings stay cheap.
"""

from __future__ import annotations

import re

import pytest
from support import each, paths
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text import changes
from lopti_rules.language.text.harm import judge, judge_readings
from lopti_rules.language.text.quotes import GLUED
from lopti_rules.language.text.textnorm import clauses, read

#: A line of RULES.md that starts a heading, a list item or a numbered rule; any other line
#: goes on the one before it (the digest wraps its sentences at 90 columns; the cards'
#: .txt files hold a sentence or a title a line)
_STARTS = re.compile(r"^\s*(?:#|[-*] |\d+\. |\|)|^\s*$")


def official_sentences() -> list[str]:
    """Every sentence of the official cards (German, Chinese, Dutch, Turkish) and RULES.md,
    a sentence wrapped over several lines read whole."""
    out = []
    for card in sorted((paths.DATA / "official").glob("*")):
        if card.name == "README.md":
            continue
        items: list[str] = []
        for line in card.read_text(encoding="utf-8").splitlines():
            if card.suffix != ".md" or _STARTS.match(line) or not items:
                items.append(line)
            else:
                items[-1] += " " + line.strip()
        for item in items:
            item = re.sub(r"^[-#*\d. ]+", "", item).replace("**", "").strip()
            item = GLUED.sub(". ", item)  # a title run into its sentence (quotes.py)
            out += [s for s in re.split(r"(?<=[.!?。！？;；])\s*", item) if len(s) >= 6]
    return out


def test_r_custom_2_official_cards_are_quotes_no_change_is_read_in_them() -> None:
    """A quote of the rules changes nothing: none of the cards' 700-odd sentences is read
    as a win, a precedence, a vote or a Roshambo changed."""
    sentences = official_sentences()
    assert len(sentences) > 600
    read_as_change = {s: found for s in sentences
                      for sentence in read(s).sentences
                      if (found := changes.changed(sentence, clauses(sentence)))}
    assert read_as_change == {}


@pytest.mark.parametrize(("text", "code"), [
    ("Whoever holds three aces at the deal wins the round", "LP716"),
    ("Wer mit einer Zwei ausgeht, hat verloren", "LP716"),
    ("谁先凑齐四张A谁就赢", "LP716"),
])
def test_r_win_1_a_win_from_the_cards_held_is_a_rule_of_play(text: str, code: str) -> None:
    assert code in codes(text)


@each.parametrize("text", [
    "Whoever wins gets a round of applause",   # the win picks who claps
    "Play a 10 and you might win",             # a guess, no rule
    "Wer eine Zehn legt, klatscht für den Sieger",
    "The winner of the round shuffles the deck",
    "Kartlarını ilk bitiren kazanır.",         # the official win
    "第一个出完牌的人获胜。",
], size=60)
def test_r_win_1_a_win_said_the_official_way_or_as_table_talk_is_clean(text: str) -> None:
    assert codes(text) == []


@each.parametrize(("ours", "theirs"), [
    ("This rule comes before the official rules", "The official rules come before this rule"),
    ("Diese Regel geht den offiziellen Regeln vor",
     "Die offiziellen Regeln gehen dieser Regel vor"),
    ("Bu kural resmi kurallardan önce gelir", "Resmi kurallar bu kuraldan önce gelir"),
    ("本规则优先于官方规则", "官方规则优先于本规则"),
    ("如有冲突，以本规则为准", "如有冲突，以官方规则为准"),
], size=60)
def test_r_custom_2_the_rule_that_prevails_decides_not_the_words(ours: str, theirs: str
                                                                  ) -> None:
    """The same words in the other order are the rules' own order: clean."""
    assert "LP709" in codes(ours)
    assert codes(theirs) == []


def test_r_vote_9_quoting_who_abstains_counts_for_neither_side_is_clean() -> None:
    """The known false alarm of session 15: R-VOTE-9 quoted in German."""
    text = 'rule "R"\n  after deal:\n    dealer says "Wer nicht abstimmt, zählt für keine Seite"\n'
    assert lint_text(text).diagnostics == []
    assert "LP707" in codes("Wer nicht abstimmt, zählt als Nein")


@each.parametrize(("text", "code"), [
    ("From now on a rule only goes if all players want it gone", "LP707"),
    ("Regeln werden nur einstimmig abgeschafft", "LP707"),
    ("Voor een wijziging is twee derde nodig", "LP707"),
    ("Değişikliği sadece kazanan önerebilir", "LP707"),
    ("石头剪刀布平局也算", "LP708"),
], size=60)
def test_r_vote_2_r_roshambo_2_the_vote_and_roshambo_changed_in_words(text: str, code: str
                                                                      ) -> None:
    assert code in codes(text)


@each.parametrize("text", [
    "A majority needs more than half of all the session's players voting yes.",
    "Everyone who wants can propose a rule change",
    "The winner may only propose one rule",
    "Only if everyone agrees do we change seats",
    "Draws don't count in rock-paper-scissors",
], size=60)
def test_r_vote_2_the_official_vote_and_table_agreements_are_clean(text: str) -> None:
    assert codes(text) == []


@pytest.mark.parametrize(("given", "quoted"), [
    ("Jacks now clear the pile like tens", "A 10 clears the pile."),
    ("Ab jetzt räumt auch eine Neun ab", "Vier gleiche räumen ab."),
    ("Artık 8 de yığını temizler", "Four 9s clear the pile"),
    ("从现在开始，J也能清空牌堆", "10清空牌堆。"),
])
def test_r_special_r_clear_2_a_power_given_to_another_rank_is_a_rule_of_play(
        given: str, quoted: str) -> None:
    """The 10's clear (or the 2's reset, the 3's pass) given to another rank changes a base
    rule; the power said of its own rank, or of four of a kind, quotes it."""
    assert "LP716" in codes(given)
    assert codes(quoted) == []


#: Sentences of the official cards the readings still flag when a quote is not set aside
#: (issue 29: the readings' false alarms on the rules' own words). 43 of 775 at the start
#: of session 16, 19 at its end, 14 in session 18 (procedure_model.py); lower it as they are fixed.
#: Session 39 reads RULES.md's wrapped sentences whole and splits the cards' titles run into
#: their first sentence (740 sentences): the same readings flag 15 of them, at session 38's
#: end as at session 39's.
OFFICIAL_STILL_FLAGGED = 15


def test_r_custom_3_the_readings_flag_few_sentences_of_the_official_cards() -> None:
    flagged = [s for s in official_sentences() if judge_readings(s)]
    assert len(flagged) <= OFFICIAL_STILL_FLAGGED, flagged


def test_r_custom_3_a_sentence_of_the_official_cards_is_a_quote_in_every_language() -> None:
    """The judge sets the cards' own sentences aside: none is flagged (the digest's lines
    are wrapped, so a few of its fragments here are no sentence, and are read)."""
    flagged = [s for s in official_sentences() if judge(s)]
    assert len(flagged) <= 1, flagged


@pytest.mark.parametrize(("quote", "changed"), [
    ("Play exactly 30 decided rounds of rock-paper-scissors; draws do not count.",
     "Play exactly 3 decided rounds of rock-paper-scissors; draws do not count."),
    ("De nieuwe regel van de winnaar gebruikt de stemming niet.",
     "De nieuwe regel van de winnaar gebruikt de stemming niet en blijft altijd."),
    ("自定义规则不能阻止清空，也不能取消清空者的额外出牌。", "本规则优先于官方规则。"),
    ("Özel kural temizlemeyi veya temizleyenin bonus oyununu engelleyemez.",
     "Bu kural silinemez."),
])
def test_r_vote_8_a_quote_is_matched_word_for_word_not_by_likeness(quote: str,
                                                                   changed: str) -> None:
    """A quote in another case or punctuation is one; a word changed makes it a text."""
    assert codes(quote.upper() if quote.isascii() else quote) == []
    assert judge_readings(changed) and codes(changed)
