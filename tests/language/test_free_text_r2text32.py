"""Session 32, second round (brief r2text32, issue 29): redteam24's free-text misses and
false alarms, fixed by their idea in the five languages (tests/data/free_text/r2text32.toml).

- R-CUSTOM-3, R-CUSTOM-4: a player someone else picks to sit out, not play or be benched
  a round is barred from winning it, and is a person picked (language/text/benched.py);
- R-CUSTOM-4: a round sat out by one's own wish or choice ("wer eine Pause braucht, darf
  aussetzen", "wie even pauze wil, mag ... overslaan") is a game condition, and the break
  is the player's own (benched.own_choice, asked by claims.py, conditioned.py and
  off_game.py); the same break made a must, or laid on another, stays flagged.
"""

from __future__ import annotations

import pytest
from support import each, paths
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language import lint_text

FLAGGED, CLEAN, RULES = case_table("r2text32")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_the_fair_texts_are_clean(rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_the_barred_are_flagged(rule: str, lang: str, text: str,
                                           code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize("text", [
    "Whoever wants a break must sit out two rounds",
    "Whoever hums must sit out the next round",
    "Wer zu spät kommt, setzt eine Runde aus",
    "谁迟到谁停一轮",
], size=15)
def test_r_turn_1_a_round_sat_out_as_a_cost_stays_flagged(text: str) -> None:
    """A break made a must, or a round lost for a condition, is no choice of one's own."""
    assert "LP716" in codes(text)


_SET = paths.DATA / "redteam24"
_FIXED_UNFAIR = ("text-buiten-spel-nl", "text-disarida-tr", "text-ting-sai-zh")
_FIXED_FAIR = ("fair-take-a-break-en", "fair-pause-de", "fair-even-pauze-nl")


@pytest.mark.parametrize("stem", _FIXED_UNFAIR)
def test_r_custom_3_the_sets_barred_books_are_caught(stem: str) -> None:
    text = (_SET / "unfair" / f"{stem}.lopti").read_text(encoding="utf-8")
    assert "LP716" in {d.code for d in lint_text(text).diagnostics}


@pytest.mark.parametrize("stem", _FIXED_FAIR)
def test_r_custom_4_the_sets_break_books_are_clean(stem: str) -> None:
    text = (_SET / "fair" / f"{stem}.lopti").read_text(encoding="utf-8")
    found = [(d.code, d.message) for d in lint_text(text).diagnostics]
    assert found == [], found
