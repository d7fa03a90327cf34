"""A burden on the player about to go out is a win bar however it is set off (R-WIN-1,
R-FACE-2, R-CUSTOM-3; redteam28 unfair/winbar-down-play-neighbour-gift).

A play from the face-down cards (``play.source is down``) is made only once hand and
face-up cards are empty (R-FACE-2): the player holds nothing but their last face-down
cards. Cards handed to them then (a gift from a neighbour, a draw, cards off the pile)
push every blind finish back: LP502, in any keyword language. Cards for someone else at
a blind play, a condition on the hand alone (face-up cards may be left), and a condition
that the play was *not* blind stay clean of LP502.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import format_text, lint_text


def codes_of(text: str) -> set[str]:
    return {d.code for d in lint_text(text).diagnostics}


def rule(cond: str, action: str) -> str:
    return f'rule "r"\n  after play when {cond}:\n    {action}\n'


BARRED = [
    rule("play.source is down and hand of acting player is 0",
         "next player gives 2 cards to acting player"),
    rule("play.source is down", "acting player draws 2 cards"),
    rule("play.count is 1 and play.source is down",
         "previous player gives 1 card to acting player"),
    rule("down is play.source", "acting player takes 1 card from the pile"),
]

FAIR = [
    rule("play.source is down", "next player draws 1 card"),
    rule("play.source is hand and hand of acting player is 0",
         "next player gives 1 card to acting player"),
    rule("not (play.source is down)", "acting player draws 1 card"),
    rule("play.source is down or play.rank is 9", "acting player reveals their hand"),
]


@each.parametrize("text", BARRED)
def test_r_win_1_cards_for_a_player_who_played_blind_are_lp502(text: str) -> None:
    assert "LP502" in codes_of(text), text


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_win_1_a_blind_plays_gift_in_every_keyword_language(lang: str) -> None:
    text = format_text(BARRED[0], "<rule>", lang)
    assert "LP502" in codes_of(text), text


@each.parametrize("text", FAIR)
def test_r_win_1_cards_for_others_or_a_hand_with_face_up_left_are_not_lp502(text: str) -> None:
    assert "LP502" not in codes_of(text), text
