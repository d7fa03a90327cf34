"""A favour by standing read as WHO x HOW x WHAT (session 33, brief r1slot33;
tests/data/free_text/s33slots.toml, in the five languages), and the older favour readers'
shapes folded into it (session 34, brief r1fold34: an undo, a right said as a noun, a
gift in the passive; tests/data/free_text/fold34.toml).

R-CUSTOM-4: a standing in any shape (named, a condition or a relative clause on a past
win, a question answered in the next sentence, the creator speaking) with an operation
(may, decides, gets, is spared, fewer) over a base event (R-CUSTOM-2: the deal, the draw,
the order of play, a pass, a pickup, a seat, the cards, a look at them): LP716, LP301 for
the creator (language/text/standing_slots.py). A standing's chore, a power denied and
the same for all stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.text import standing_slots
from lopti_rules.language.text.textnorm import read

#: Both tables, read by the one slot reader: session 33's shapes and session 34's folded ones
_SLOTS, _FOLDED = case_table("s33slots"), case_table("fold34")
FLAGGED, CLEAN, RULES = _SLOTS[0] + _FOLDED[0], _SLOTS[1] + _FOLDED[1], _SLOTS[2] | _FOLDED[2]
_AT_DEAL = {"event": "deal", "who": "the dealer"}


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_custom_2_r_vote_6_a_standing_bending_a_base_event_or_undoing_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_AT_DEAL)
    said = standing_slots.read(read(text))  # the slot reader itself, not another reader
    assert said is not None and said[0] == code, text


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_vote_6_a_chore_a_denial_an_undo_denied_or_the_same_for_all_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_AT_DEAL)


@each.parametrize(("text", "code"), [
    ("As the one who wrote this rule, I pick my seat before every deal.", "LP301"),
    ("Bu kuralı ben yazdım, bu yüzden her turda elimdeki bir kartı yenileyebilirim.", "LP301"),
    ("Dem Tabellenletzten wird die Strafkarte erlassen.", "LP716"),
    ("Akşamın liderine ceza kartı verilmez.", "LP716"),
], size=60)
def test_r_custom_4_the_creator_speaking_or_a_standing_spared(text: str, code: str) -> None:
    said = standing_slots.read(read(text))
    assert said is not None and said[0] == code, text


@each.parametrize("text", [
    "Whoever deals may look at the bottom card.",  # a role in turn: no standing
    "The player whose turn it is may pass once.",
    "Kaybeden herkesten bir kart alır.",  # the loser gets cards: a handicap
    "Der Spitzenreiter darf seinen Zug nicht zurücknehmen.",  # denied, verb last
    "The champion may put the cards back in their case after the round.",  # a chore
    "Last round's winner plays first.",  # the cards' own start, R-SETUP-4
    "The winner chooses who deals next.",  # the bare round's winner: a role
], size=60)
def test_r_custom_4_roles_handicaps_denials_and_the_cards_own_fill_no_slot(text: str) -> None:
    assert standing_slots.read(read(text)) is None, text
