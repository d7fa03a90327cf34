"""The older favour readers folded into the slot reader (session 34, brief r1fold34;
tests/data/free_text/fold34.toml, in the five languages).

R-CUSTOM-4: a standing in any shape (named, a condition or a relative clause on a past
win, a question answered in the next sentence, the creator speaking) with an operation
(may, decides, gets, is spared, fewer) over a base event (R-CUSTOM-2: the deal, the draw,
the order of play, a pass, a pickup, a seat, the cards, a look at them): LP716, LP301 for
the creator (language/text/standing_slots.py). A standing's chore, a power denied and
the same for all stay clean.
"""

from __future__ import annotations

import pytest
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.text import standing_slots
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("fold34")
_AT_DEAL = {"event": "deal", "who": "the dealer"}


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_vote_6_a_standing_undoing_or_given_in_the_passive_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_DEAL)
    said = standing_slots.read(read(text))  # the slot reader itself, not another reader
    assert said is not None and said[0] == code, text


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_6_an_undo_denied_or_a_chore_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_DEAL)


@pytest.mark.parametrize(("text", "code"), [
    ("As the one who wrote this rule, I pick my seat before every deal.", "LP301"),
    ("Bu kuralı ben yazdım, bu yüzden her turda elimdeki bir kartı yenileyebilirim.", "LP301"),
    ("Dem Tabellenletzten wird die Strafkarte erlassen.", "LP716"),
    ("Akşamın liderine ceza kartı verilmez.", "LP716"),
])
def test_r_custom_4_the_creator_speaking_or_a_standing_spared(text: str, code: str) -> None:
    said = standing_slots.read(read(text))
    assert said is not None and said[0] == code, text


@pytest.mark.parametrize("text", [
    "Whoever deals may look at the bottom card.",  # a role in turn: no standing
    "The player whose turn it is may pass once.",
    "Kaybeden herkesten bir kart alır.",  # the loser gets cards: a handicap
    "Der Spitzenreiter darf seinen Zug nicht zurücknehmen.",  # denied, verb last
    "The champion may put the cards back in their case after the round.",  # a chore
    "Last round's winner plays first.",  # the cards' own start, R-SETUP-4
    "The winner chooses who deals next.",  # the bare round's winner: a role
])
def test_r_custom_4_roles_handicaps_denials_and_the_cards_own_fill_no_slot(text: str) -> None:
    assert standing_slots.read(read(text)) is None, text
