"""A favour of a standing judged by its shape, whatever the good (session 31, brief
rt31favour; tests/data/free_text/s31shape.toml, in the five languages).

R-CUSTOM-4: game roles and changing conditions are allowed, disguised personal targets
are not. A standing or the creator as the only one who gets, keeps or uses something,
set against the others, spared a duty all the others carry, handed goods or a service, or
choosing who deals, leads or draws, is a person in the role's clothes: LP716
(language/text/favour_shape.py). A role held in turn, the same for all, praise with
nothing of value, a chore or a handicap for the standing, and the table choosing together
stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.text import favour_shape
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("s31shape")
_AT_DEAL = {"event": "deal", "who": "the dealer"}


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_a_standing_alone_given_spared_or_choosing_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_DEAL)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_a_role_the_same_for_all_or_praise_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_DEAL)


@pytest.mark.parametrize("text", [
    "Only the runner-up may use the footstool",
    "Der Zweitplatzierte der letzten Runde bekommt die Decke, die anderen nicht",
    "Everyone but last round's loser wipes the table",
])
def test_r_custom_4_the_shape_reader_itself_names_the_standing(text: str) -> None:
    said = favour_shape.read(read(text))
    assert said is not None and said[0] == "LP716", text


def test_r_custom_4_the_creator_favoured_by_shape_is_lp301() -> None:
    said = favour_shape.read(read("Only whoever made this rule may use the footstool"))
    assert said is not None and said[0] == "LP301"


def test_r_custom_4_a_good_the_others_get_and_the_standing_not_is_no_favour() -> None:
    assert favour_shape.read(read("Everyone but the champion gets a cushion")) is None
