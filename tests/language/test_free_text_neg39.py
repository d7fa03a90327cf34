"""Session 39 (brief neg39, issues 23 and 29): one way to read a denial
(lopti_rules/language/text/denial_lexicon.py), the same in every reading and the five
languages (tests/data/free_text/neg39.toml, tests/data/redteam-neg39).

- R-TURN-2, R-DRAW-1, R-SETUP-3 (R-CUSTOM-4): a prohibition laid on one standing of what
  the card gives every player (the pickup or a pass, the draw after a play, the swap) is a
  bend for that standing, not a denial ("Son kazanan pas geçemez" slipped through as one);
- a denial of the act ("gets no extra turn", "kein Spieler", "niemand", "kimse", "没有人"),
  a prohibition said for everyone, or the card's own "may not" said of a standing too
  (R-SETUP-2, R-SPECIAL-7) stays clean;
- the readings that had their own lists take them from the lexicon (no copies).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.text import (
    acts,
    base_for_all,
    bodily,
    denial_lexicon,
    private,
    standing_rules,
)
from lopti_rules.language.text.textnorm import fold

FLAGGED, CLEAN, RULES = case_table("neg39")


def test_r_custom_4_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_denials_and_the_cards_may_not_stay_clean(rule: str, lang: str,
                                                             text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_turn_2_r_draw_1_r_setup_3_a_prohibition_on_a_standing_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize("word", ["gecemez", "oynayamaz", "alamaz", "cekemez", "degistiremez",
                                  "oynamasin", "almamali", "kullanamaz", "temizleyemez"], size=60)
def test_r_custom_4_turkish_cannot_is_a_prohibition(word: str) -> None:
    assert denial_lexicon.PROHIBITION.search(word)


@each.parametrize("word", ["gecmez", "oynamaz", "almaz", "cekmez", "temizlemez"], size=60)
def test_r_custom_4_turkish_does_not_is_a_denial_not_a_prohibition(word: str) -> None:
    assert not denial_lexicon.PROHIBITION.search(word)
    assert denial_lexicon.DENIAL.search(word)


@each.parametrize(("text", "at", "words"), [
    ("the winner may not pass", len("the winner"), "may not"),
    ("der sieger darf den stapel nicht aufnehmen", len("der sieger"), "darf den stapel nicht"),
    ("de winnaar mag niet passen", len("de winnaar"), "mag niet"),
    ("son kazanan pas gecemez", len("son kazanan"), "gecemez"),
    ("赢家不能出10", 2, "不能"),
    ("the champion may pass, the others may not", len("the champion"), ""),
    ("nobody may pass, the winner included", len("nobody"), ""),
    ("谁都不能过牌", 2, ""),
    ("赢家不得不收牌", 2, ""),
], size=60)
def test_r_custom_4_laid_on_the_one_named_not_on_everyone(text: str, at: int,
                                                          words: str) -> None:
    assert denial_lexicon.laid_on(text, at) == words


def test_r_custom_4_one_lexicon_no_copies() -> None:
    """The readings that grew their own denial words read the lexicon's."""
    assert standing_rules.DENIAL is denial_lexicon.DENIAL
    assert base_for_all._OVER is denial_lexicon.NO_MORE
    assert base_for_all._NOT_AFTER is denial_lexicon.NOT_AFTER
    assert acts.NOT_WORDS is denial_lexicon.NOT_WORDS and not hasattr(acts, "_NEGATED")
    words = denial_lexicon.NOT_WORDS | denial_lexicon.NOBODY_WORDS
    assert private._NEGATED == words and bodily._NEGATED == words
    assert bodily.ZH_DENIED is denial_lexicon.ZH_DENIED and not hasattr(bodily, "_ZH_NEGATED")
    assert {fold("kimse"), "niemand", "nobody"} <= denial_lexicon.NOBODY_WORDS
