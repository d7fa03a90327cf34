"""Session 34, second round (brief r2text34, issue 29): a card's power relaxed for a standing.

A row of language/text/reminder_table.py is a rule of the cards with SLOTS for the values
the card fixes. Said with a standing as its subject and another value ("last round's
winner makes two bonus plays", "für den Sieger räumen schon drei gleiche Karten ab"), it
is the card's rule changed for one standing: a favour (LP716, R-CUSTOM-4), whatever the
row, not for the bonus play only. Said by the one it concerns ("one bonus play for me",
"我有一次奖励出牌"), for anyone, or with its contrary denied and "the same for all"
("三张不清场，凑齐四张才清，谁都一样"), it is the card's rule and clean (R-CLEAR-1,
R-CLEAR-2, R-DRAW-2). tests/data/free_text/rowstanding34.toml holds five languages an idea.
"""

from __future__ import annotations

import pytest
from support import each, paths
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.reminder_table import ROWS
from lopti_rules.language.text.reminders import changed_rule, restates
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("rowstanding34")


def test_r_custom_4_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_a_rows_value_changed_for_a_standing_is_lp716(rule: str, lang: str,
                                                                 text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_clear_1_r_clear_2_the_cards_rule_said_by_me_or_denied_the_other_way_is_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


#: One sentence a row (every row that names a reason): a standing and another value
STANDING_CHANGED = {
    "R-DRAW-1": "Last round's winner draws up to four after play while the draw pile lasts.",
    "R-DRAW-2": "For the champion a bonus play gives a card.",
    "R-TURN-2 no pass": "Last round's winner may pass.",
    "R-TURN-2 play or pick up": "On your turn you play or pick up the whole pile, except "
                                "last round's winner.",
    "R-CLEAR-3": "For last round's winner the cleared cards come back.",
    "R-SPECIAL-10": "Für den Sieger der letzten Runde räumt eine 9 ab.",
    "R-SPECIAL-2": "Önceki turun kazananı için 5 her zaman oynanır.",
    "R-SPECIAL-7": "Voor de winnaar van de vorige ronde: na een 7, 7 of hoger.",
    "R-CLEAR-2": "Für den Sieger der letzten Runde räumen schon drei gleiche Karten den "
                 "Stapel ab.",
    "R-CLEAR-1": "Geçen turun kazananı desteyi temizlediğinde bir değil iki ödül hamlesi "
                 "yapar.",
    "R-SETUP-4": "上一局的输家先出。",
    "R-TURN-1": "For last round's winner play goes counter-clockwise.",
    "R-WIN-3": "For the champion, the last one out wins.",
    "R-TURN-2 pick up": "Du kannst immer den ganzen Stapel aufnehmen, außer der Sieger der "
                        "letzten Runde.",
}


def test_r_custom_4_every_row_with_a_reason_has_a_standing_variant() -> None:
    assert {row.rule for row in ROWS if row.why} == set(STANDING_CHANGED)


@each.parametrize(("rule", "text"), sorted(STANDING_CHANGED.items()), size=15)
def test_r_custom_4_every_row_changed_for_a_standing_is_lp716(rule: str, text: str) -> None:
    """The row itself reads the change (not another reader by chance), and LP716 says it."""
    assert rule in {changed_rule(s.folded) for s in read(text).sentences}, (rule, text)
    assert "LP716" in codes(text), (rule, text)


@each.parametrize(("text", "rule"), [
    ("cleared: one bonus play for me, and no draw with it", "R-CLEAR-1"),
    ("清场了,我有一次奖励出牌,不摸牌", "R-CLEAR-1"),
    ("三张不清场,凑齐四张才清,谁都一样", "R-CLEAR-2"),
    ("für den sieger räumen schon drei gleiche karten den stapel ab", None),
    ("as last round's winner i get a second bonus play", None),
    ("der sieger bekommt noch einen bonuszug", None),
], size=60)
def test_r_clear_1_r_clear_2_restated_only_with_the_cards_count(text: str,
                                                                 rule: str | None) -> None:
    assert restates(text) == rule


@pytest.mark.parametrize("text", [
    "After a bonus play you draw too.",  # "a bonus play" (R-CLEAR-1's noun) hides no change
    "Der Sieger der letzten Runde bekommt noch einen Bonuszug.",
    "The champion gets one more bonus play.",
])
def test_r_draw_2_r_clear_1_a_bonus_play_named_hides_no_other_change(text: str) -> None:
    assert "LP716" in codes(text)


@pytest.mark.parametrize("text", [
    "A clear gives an extra bonus play.",  # the bonus play is the extra play
    "Whoever clears gets one bonus play.",
    "A 10 clears for me too.",
])
def test_r_clear_1_r_special_10_the_cards_own_for_anyone_is_clean(text: str) -> None:
    assert codes(text) == set()


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["fair", "unfair"])
def test_r_custom_4_redteam26_bonus_and_three_of_a_kind_books(kind: str) -> None:
    names = ("text-double-bonus-en", "text-drilling-raeumt-de", "text-ikinci-bonus-tr",
             "text-liang-ci-jiang-li-zh", "text-uclu-temizler-tr", "text-san-zhang-qing-zh") \
        if kind == "unfair" else ("fair-jiang-li-zh", "fair-one-bonus-en", "fair-si-zhang-zh")
    for name in names:
        book = paths.DATA / "redteam26" / kind / f"{name}.lopti"
        found = [d.code for d in lint_text(book.read_text(encoding="utf-8")).diagnostics
                 if d.severity == "error" or kind == "fair"]
        assert (found == []) == (kind == "fair"), (name, found)


@each.parametrize("text", [
    "Der Gewinner darf nicht passen.", "De winnaar mag niet passen.",  # a pass denied
    "Remember: after your play, draw up to three cards while the draw pile lasts.",
    "Zur Erinnerung: eine 10 räumt ab.",
])
def test_r_turn_2_r_draw_1_r_special_10_the_cards_value_or_a_denial_stays_clean(
        text: str) -> None:
    assert codes(text) == set()


@pytest.mark.parametrize("text", [
    "After your play, draw up to two cards while the draw pile lasts.",  # R-DRAW-1's count
    "De kampioen mag deze ronde passen.",
])
def test_r_draw_1_r_turn_2_another_count_or_a_pass_for_a_standing_is_lp716(text: str) -> None:
    assert "LP716" in codes(text)
