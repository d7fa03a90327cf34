"""A short English negation ("can't", "won’t", "dont") is a denial to the free-text
judge; a word that merely ends in "nt" ("want", "present", "moment") is not
(textnorm.NOT_SHORT). The older pattern took every such word for a "not", so "I want to
tell you the rest of this rule later" read as a rule made plain and passed R-CUSTOM-1.
"""

from __future__ import annotations

import re

import pytest
from support import each
from support.freetext import codes

from lopti_rules.language.text.textnorm import NOT_SHORT


@each.parametrize("word", ["can't", "won’t", "don't", "doesn’t", "isn't", "dont",
                                  "cant", "wont", "didnt", "shouldn't", "aint"], size=60)
def test_a_short_negation_is_read_as_one(word: str) -> None:
    assert re.search(NOT_SHORT, word)


@each.parametrize("word", ["want", "present", "moment", "meant", "count", "point",
                                  "different", "agent", "ant", "hint"], size=60)
def test_a_word_ending_in_nt_is_no_negation(word: str) -> None:
    assert not re.search(NOT_SHORT, word)


@pytest.mark.parametrize("text", [
    "I want to tell you the rest of this rule after the next round.",
    "I will tell you the rest of the rule after the first round, at the right moment.",
    "The present rule has a second part that I tell you after the first round.",
])
def test_r_custom_1_a_rule_kept_back_is_not_made_plain_by_a_word_ending_in_nt(text: str) -> None:
    assert "LP709" in codes(text)


@pytest.mark.parametrize("text", [
    "I won't keep any part of this rule back.",
    "There isn't a hidden part: the whole rule is what I just said.",
])
def test_r_custom_1_a_rule_said_whole_with_a_short_negation_stays_clean(text: str) -> None:
    assert codes(text) - {"LP712"} == set()


@each.parametrize("text", [
    "Don't worry, I will tell you the rest of this rule after the first round.",
    "Keine Sorge, den Rest der Regel verrate ich euch später.",
    "Geen zorgen, de rest van de regel vertel ik na de eerste ronde.",
    "Merak etme, bu kuralın ikinci kısmını sonra söyleyeceğim.",
    "别担心，规则的细节我以后再告诉大家。",
], size=15)
def test_r_custom_1_a_denial_in_a_clause_of_its_own_does_not_make_the_rule_plain(
        text: str) -> None:
    # "don't worry" denies the worry, not the keeping back (textnorm.clause_texts)
    assert "LP709" in codes(text)


@each.parametrize("text", [
    "No part of this rule is kept for later, it is all said now.",
    "Kein Teil dieser Regel kommt später, alles ist gesagt.",
    "Geen deel van deze regel volgt later.",
    "这条规则没有以后再说的部分。",
], size=15)
def test_r_custom_1_a_denial_in_the_clause_that_names_the_rule_stays_clean(text: str) -> None:
    assert codes(text) - {"LP712"} == set()
