"""A standing's grant in the shapes the older readers miss (session 32, brief r1text32;
tests/data/free_text/s32grants.toml, in the five languages).

R-CUSTOM-4: a standing or the creator given a good by a noun phrase ("for the runner-up
only", "冠军专用"), a permission with no "only" ("the runner-up may swap hands"), a say over
the deal ("the champion picks who deals"), found by a question and granted in the next
sentence ("Who won last round? They choose the next dealer."), or handed a result
(R-WIN-3: "the winner and the runner-up both win"): LP716, LP301 for the creator
(language/text/standing_grants.py). Roles held in turn, the table together, praise, the
cards quoted and a misdeal redealt for anyone stay clean.
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.text import standing_grants
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("s32grants")
_AT_DEAL = {"event": "deal", "who": "the dealer"}


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_win_3_a_standing_granted_in_any_shape_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_DEAL)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_roles_in_turn_praise_quotes_and_misdeals_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_DEAL)


@pytest.mark.parametrize("text", [
    "Reading lamp for the runner-up only.",
    "Who won last round? They choose the next dealer.",
    "The winner and the runner-up both win the round.",
    "Der Spitzenreiter bestimmt, wer die Karten gibt.",
    "Deste bitince el liderin kazanmış sayılır.",
    "这一局算冠军赢。",
])
def test_r_custom_4_the_grant_reader_itself_names_the_standing(text: str) -> None:
    said = standing_grants.read(read(text))
    assert said is not None and said[0] == "LP716", text


def test_r_custom_4_the_creator_granted_a_redraw_is_lp301() -> None:
    said = standing_grants.read(read("Whoever made this rule may put a drawn card back."))
    assert said is not None and said[0] == "LP301"


@pytest.mark.parametrize("text", [
    "Everyone may use a card holder, the champion too.",
    "The champion may not ask for a redeal.",
    "The champion's win counts as an ordinary win.",
    "Last round's winner plays first.",
    "Who won last round? Give them a round of applause.",
    "The winner chooses who deals next.",
])
def test_r_custom_4_the_same_for_all_denied_or_the_cards_own_is_no_grant(text: str) -> None:
    assert standing_grants.read(read(text)) is None, text
