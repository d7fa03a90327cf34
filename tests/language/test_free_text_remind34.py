"""Session 34 (brief r1remind34, issue 29): a reminder of the cards vs a change of them.

A table restates the cards' rules all evening ("Eine 2 geht immer", "7'den sonra 7 ya da
daha küçük", "四张一样的清牌"): language/text/reminder_table.py holds one row a rule, its
parts with SLOTS for the values the card fixes. Said with the card's values and nothing
else, a row is a reminder (clean); with another value in a slot ("three of a kind
clears", "the loser starts") or said the other way ("a bonus play gives a draw") it is
the card's rule changed (LP716, R-VOTE-1, R-CUSTOM-2). tests/data/redteam-rm34 holds the
books; tests/data/free_text/remind34.toml other wordings of the same ideas.
"""

from __future__ import annotations

import re

import pytest
from support import each, paths
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.reminder_table import ROWS, SLOTS, compiled
from lopti_rules.language.text.reminders import restates

FLAGGED, CLEAN, RULES = case_table("remind34")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=60)
def test_r_special_r_setup_4_r_win_3_a_cards_rule_restated_is_clean(rule: str, lang: str,
                                                                    text: str) -> None:
    assert_clean(rule, lang, text)


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_special_r_setup_4_r_draw_2_a_cards_rule_changed_is_lp716(rule: str, lang: str,
                                                                   text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize(("text", "rule"), [
    ("eine 2 geht immer", "R-SPECIAL-2"),
    ("7'den sonra 7 ya da daha kücük", "R-SPECIAL-7"),
    ("四张一样的清牌", "R-CLEAR-2"),
    ("remember: a 10 clears the pile and you play again", "R-SPECIAL-10"),
    ("wer zuerst raus ist, gewinnt", "R-WIN-3"),
    ("her turda bir oylama var", "R-VOTE-1"),
    ("nur eine abstimmung pro runde", "R-VOTE-1"),
    ("30 runden schere stein papier", "R-ROSHAMBO-2"),
    # another value, or a word over: no reminder
    ("drei gleiche räumen den stapel ab", None),
    ("a 10 clears the pile and you drink", None),
    ("after a 7, 7 or higher", None),
], size=60)
def test_r_special_r_clear_2_r_win_3_a_restatement_is_the_cards_values_and_nothing_else(
        text: str, rule: str | None) -> None:
    assert restates(text) == rule


def test_r_custom_2_every_slot_of_every_row_is_filled() -> None:
    """A row's slot names a value of SLOTS (a typo would leave '<n4>' unmatched)."""
    for row in ROWS:
        for card in (True, False, None):
            for part in compiled(row, card):
                assert not re.search(r"<[a-z0-9]+>", part.pattern), (row.rule, part.pattern)
        used = {m for part in row.parts for a in part for m in re.findall(r"<([a-z0-9]+)>", a)}
        assert used <= set(SLOTS) | {"seven"}, (row.rule, used)


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["fair", "unfair"])
def test_r_vote_1_redteam_rm34_reminders_clean_changes_caught(kind: str) -> None:
    for book in sorted((paths.DATA / "redteam-rm34" / kind).glob("*.lopti")):
        found = [d.code for d in lint_text(book.read_text(encoding="utf-8")).diagnostics
                 if d.severity == "error" or kind == "fair"]
        if kind == "fair":
            assert found == [], (book.name, found)
        else:
            assert found, book.name


@each.parametrize("text", [
    "Der Verlierer der letzten Runde fängt an.", "Kaybeden ilk oynar.",
    "A 2 can't go on an ace.", "Een 2 mag niet op een aas.",
    "Eine Zwei darf immer, außer auf ein Ass.", "Zur Erinnerung: fünf gleiche räumen ab.",
    "四张一样的清牌，除了四张2。", "上一局的赢家先出，发牌的除外。",
    "Nobody ever draws after a clear.",
    "Na een bonusbeurt trek je ook.", "After a bonus play you draw too.",
])
def test_r_setup_4_r_special_2_r_draw_2_other_changes_of_a_row_are_lp716(text: str) -> None:
    assert "LP716" in codes(text)


@each.parametrize("text", [
    "Erinnerung: der Gewinner spielt zuerst.", "Onthoud: de winnaar begint, behalve in de "
    "eerste ronde.", "Remember: a bonus play never gives a draw.", "Na een bonusbeurt trek je "
    "niet.", "Eine 2 geht nicht auf eine aktive 3.", "Pass the crisps clockwise.",
    "You may pass me the salt.", "The winner starts the music.",
])
def test_r_setup_4_r_special_2_r_draw_2_the_cards_own_and_table_talk_stay_clean(
        text: str) -> None:
    assert codes(text) == set()
