"""Session 36 (brief r2text36, issue 29): texts that change a card's rule behind a
reminder word, claim the vote or Roshambo for a standing, or name a trait; and the
card restated for everyone, which stays clean.

tests/data/redteam28 holds the books; tests/data/free_text/r2text36.toml other wordings
of the same ideas, in the five languages, with their fair twins.
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

FLAGGED, CLEAN, RULES = case_table("r2text36")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_clear_3_r_vote_8_r_custom_4_the_cards_restated_or_harmless_is_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_clear_3_r_vote_8_r_custom_4_a_change_or_a_trait_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)
