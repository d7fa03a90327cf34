"""Session 40 (brief count40, issue 29): a cost that grows with a count of the evening, and
"from this round on" said fairly (tests/data/free_text/count40.toml).

- R-CUSTOM-3: a move of cards measured by a count of the evening so far, no bound said
  ("draws as many cards as sevens have been played tonight"), is a rule of play in words
  (language/text/running_count.py, LP716); capped, only told, or the pile's own size on a
  pickup (R-TURN-2) stays clean;
- R-CUSTOM-3: a count from now on with the past said not to count is the rule's own denial of
  retroactivity (language/text/tally_start.py), clean; what was before the rule counted too
  is retroactive (language/text/retroactive.py, LP716);
- the near misses that still lay a play down stay caught: a move from round ten on, a win
  counted double from now on.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import (
    assert_clean,
    assert_flagged,
    case_table,
    codes,
    first_sentence,
    in_five_languages,
)

from lopti_rules.language.text import running_count, tally_start
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("count40")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_a_growing_count_or_the_past_counted_in_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_a_capped_told_or_denied_count_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@each.parametrize("text", [
    "From round ten on, the dealer draws two cards; earlier rounds do not count.",
    "From this round on a win counts double; earlier wins do not count.",
    "Pickups of the rounds before this rule count too.",
    "Auch die Runden vor dieser Regel zählen.",
], size=15)
def test_r_custom_3_a_play_laid_down_beside_a_denial_stays_caught(text: str) -> None:
    assert "LP716" in codes(text)


@pytest.mark.parametrize("text", [
    "From this round on, a seven counts as a ten; earlier sevens do not count.",
    "From this round on sevens must be played low; earlier rounds do not count.",
    "From this round on the loser draws a card; earlier rounds do not count.",
])
def test_r_custom_3_an_equivalence_a_duty_or_a_move_is_no_tally(text: str) -> None:
    assert 0 not in tally_start.tallies(read(text))  # the sentence that lays the play down


@each.parametrize(("text", "denied"), [
    ("what happened earlier does not count", True), ("was vorher war, zählt nicht", True),
    ("wat eerder gebeurde telt niet mee", True), ("öncekiler sayılmaz", True),
    ("之前的不算", True), ("the ones before don't count", True),
    ("pickups of the rounds before this rule count too", False),
    ("earlier rounds count double", False),
], size=60)
def test_r_custom_3_the_past_denied_in_five_languages(text: str, denied: bool) -> None:
    assert tally_start.past_denied(first_sentence(text)) is denied


@each.parametrize("text", [
    "tonight", "so far this evening", "heute abend", "bisher", "vanavond", "tot nu toe",
    "bu akşam", "şimdiye kadar", "今晚", "到目前为止"], size=60)
def test_r_custom_3_the_evening_so_far_in_five_languages(text: str) -> None:
    sentence = first_sentence(text)
    assert running_count.SPAN.search(f"{sentence.folded} {sentence.cjk}")


@pytest.mark.parametrize("text", [
    "This rule counts pickups only from this round on; what happened earlier does not count.",
    "Ab dieser Runde zählen die Aufnahmen, was vorher war, zählt nicht.",
    "从这一局开始数七，之前的不算。",
])
def test_r_custom_3_a_count_from_now_on_is_a_tally(text: str) -> None:
    assert 0 in tally_start.tallies(read(text))


@each.parametrize("text", [
    "Seven! Now at most two.", "七！现在最多出二。",  # a rank bound: the 7's low rule changed
    "Draw as many cards as you like.", "想摸多少张就摸多少张。",  # R-DRAW-1's open count
], size=15)
def test_r_special_7_r_draw_1_a_bound_or_an_open_count_without_a_measure_stays_caught(
        text: str) -> None:
    assert "LP716" in codes(text)
