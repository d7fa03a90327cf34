"""Session 39's second round on the free text (issue 29, brief r2text39;
tests/data/free_text/r2t39.toml, in the five languages).

R-CUSTOM-4, R-VOTE-1: a norm for all with one standing licensed against it is LP716
(language/text/norm_waived.py). R-CUSTOM-4: a player picked by their body in paraphrase is
LP304 (body_described.py). R-CUSTOM-3: force that bends another's joint is LP703
(contact.py's c_bend), and a player picked by a round from before the rule is LP716
(retroactive.py). The near misses of each idea stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes, first_sentence, in_five_languages

from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.retroactive import reached_back

FLAGGED, CLEAN, RULES = case_table("r2t39")


def test_r_custom_3_r_custom_4_every_idea_has_both_sides_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_r_custom_4_r_vote_1_the_idea_is_flagged(rule: str, lang: str, text: str,
                                                            code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_3_r_custom_4_the_near_misses_are_clean(rule: str, lang: str,
                                                        text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@pytest.mark.parametrize(("text", "words"), [
    ("Whoever lost the round before this rule came in deals.", "'lost' … 'before this rule'"),
    ("The official rules come before this rule.", ""),
    ("Wat vóór deze regel gebeurde, telt niet voor de verliezer.", ""),
])
def test_r_custom_3_a_round_before_the_rule_is_read_with_a_result(text: str, words: str) -> None:
    assert reached_back(first_sentence(text)) == words
