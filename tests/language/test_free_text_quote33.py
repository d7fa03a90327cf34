"""Session 33 (brief r2quote33, issue 29): a reminder of an official rule is not a new rule.

A table that restates a card's proposition for everyone, in its own words and with or
without a marker ("Zur Erinnerung", "Everyone:", "提醒一下"), lays down nothing the cards
do not: language/text/reminders.py reads which event, its number, its polarity and its
condition (R-DRAW-1's draw back up to three while the draw pile lasts, R-TURN-2's no
passing and play-or-pick-up, R-CLEAR-3's cleared cards out for the round) and sets the
text aside only when nothing is left over. The same proposition with a seat or a case
taken out of it is the card's rule changed (LP716), in the five languages
(tests/data/free_text/quote33.toml); redteam25's ten false alarms are the books.
"""

from __future__ import annotations

from support import each, paths
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.reminders import restates

FLAGGED, CLEAN, RULES = case_table("quote33")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=60)
def test_r_custom_3_a_cards_rule_restated_for_everyone_is_clean(rule: str, lang: str,
                                                                text: str) -> None:
    assert_clean(rule, lang, text)


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_a_cards_rule_changed_stays_flagged(rule: str, lang: str, text: str,
                                                       code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize("name", [
    "fair-draw-reminder-en", "fair-nachziehen-de", "fair-bijtrekken-nl", "fair-kart-cek-tr",
    "fair-mo-pai-zh", "fair-kein-passen-de", "fair-pas-yok-tr", "fair-bu-neng-guo-zh",
    "fair-cleared-stay-out-en", "fair-qing-chu-zh",
], size=15)
def test_r_draw_1_r_turn_2_r_clear_3_redteam25_reminders_are_clean(name: str) -> None:
    book = paths.DATA / "redteam25" / "fair" / f"{name}.lopti"
    found = [d.code for d in lint_text(book.read_text(encoding="utf-8")).diagnostics]
    assert found == [], (name, found)


@each.parametrize(("text", "rule"), [
    ("everyone: after your play, draw up to three if the draw pile has cards", "R-DRAW-1"),
    ("zur erinnerung: passen gibt es nicht", "R-TURN-2 no pass"),
    ("清掉的牌这一局都不再回来", "R-CLEAR-3"),
    # a part missing: no trigger, no pile's condition (an open count, base_counts.py)
    ("draw up to three cards", None),
    ("补满三张手牌", None),
    # a word over: another number, a seat, a condition
    ("everyone: after your play, draw up to four if the draw pile has cards", None),
    ("the winner: after your play, draw up to three if the draw pile has cards", None),
    ("nobody can pass after a 7", None),
    ("those cards are out of play for the rest of the game", None),
], size=60)
def test_r_draw_1_r_turn_2_r_clear_3_a_restatement_says_every_part_and_nothing_else(
        text: str, rule: str | None) -> None:
    assert restates(text) == rule


#: Changes of the same propositions with no exception word (another polarity, a seat let
#: off, a condition that brings the cards back): missed in session 33, read in session 34
#: by reminder_table.py's ``contrary`` and "only" before a seat (reminders.py).
CHANGED = [
    "You may pass once a round.",
    "Einmal pro Runde darfst du passen.",
    "Je mag één keer per ronde passen.",
    "Turda bir kez pas geçebilirsin.",
    "Nobody draws after a 7.",
    "Nach einer 7 zieht niemand.",
    "Na een 7 trekt niemand.",
    "De winnaar hoeft niet bij te trekken.",
    "Kazanan kart çekmek zorunda değil.",
    "赢家不用摸牌。",
    "Weggespeelde kaarten komen terug als de trekstapel op is.",
    "牌堆没了以后，清掉的牌就回来。",
    "Nobody can pass, only the winner.",  # "only" is no exception word (reminders.py)
]


@each.parametrize("text", CHANGED)
def test_r_turn_2_r_draw_1_r_clear_3_changes_without_an_exception_word(text: str) -> None:
    assert "LP716" in codes(text)
