"""Session 38 (brief r2text38, issue 29): the second round on the free-text judge from a
held-out set's verdicts, each idea in the five languages with fair near misses
(tests/data/free_text/r2text38.toml).

- R-SETUP-2, R-CUSTOM-3: a lasting mark on a card (a pencil dot on its back, a folded
  corner, a dog-ear, "做个记号", "折个角") is LP716 (card_marks.py); a damaged card replaced
  by a clean one, and "nobody marks cards", stay clean;
- R-SETUP-1: a suit given a value for one standing, a reminder or not (standing_bends.py);
  suits said to count for nobody are no win that does not count (wins_counted.py);
- R-TURN-2: a standing's call that binds the next player's play (standing_bends.py); a
  guess with no obligation is clean;
- R-CUSTOM-4: the creator in any words (creator_lexicon.py, one lexicon);
- R-CUSTOM-4: a moment away from the table (getting up, stepping out) with one's cards laid
  face down is no trait (presence.py); getting up earliest in the morning still is;
- R-VOTE-1: a rule's name "Farbe egal" / "Regel egal" is a label, "Nobody can remove it"
  stays LP707 (harm.py's ``_indifferent``).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language import lint_text

FLAGGED, CLEAN, RULES = case_table("r2text38")


def test_r_setup_1_r_setup_2_r_turn_2_r_custom_4_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_setup_2_r_turn_2_r_custom_4_the_fair_texts_are_clean(rule: str, lang: str,
                                                                text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_setup_2_r_turn_2_r_custom_4_the_unfair_texts_are_flagged(rule: str, lang: str,
                                                                   text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


def _name_codes(name: str, keyword: str = "rule", lang: str = "") -> set[str]:
    head = f"# lopti: lang={lang}\n" if lang else ""
    hook = "nach round_end:\n    der sieger sagt \"Gut\"" if lang == "de" else \
        "after round_end:\n    the winner says \"Well played\""
    return {d.code for d in lint_text(f'{head}{keyword} "{name}"\n  {hook}\n').diagnostics}


@each.parametrize(("name", "keyword", "lang"), [
    ("Farbe egal", "regel", "de"), ("Regel egal", "regel", "de"), ("Colour egal", "rule", ""),
    ("Regel egal", "rule", ""),
], size=15)
def test_r_vote_1_a_name_that_says_it_does_not_matter_is_a_label(name: str, keyword: str,
                                                                 lang: str) -> None:
    assert "LP707" not in _name_codes(name, keyword, lang), name


@pytest.mark.parametrize("name", ["Nobody can remove it", "Bleibt egal was kommt"])
def test_r_vote_1_a_name_that_keeps_the_rule_from_the_vote_stays_lp707(name: str) -> None:
    assert "LP707" in _name_codes(name), name
