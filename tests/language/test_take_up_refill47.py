"""Cards handed to the player taking up (LP502; R-FACE-1, R-WIN-1, R-CUSTOM-3; issue 29,
session 47, mech47; redteam38 ``winbar-take-up-empty-stock-three``).

The take-up is the step to the last stage: the player's hand emptied with no draw to
refill it, they hold their face-up cards and then play blind. A rule that hands them two
cards or more there, from the cleared cards, the pile or another's hand, sets back every
player about to go out. One card is a toll, the measure of a turn's draw (R-DRAW-1;
redteam21 ``fair-take-up-one-back``, redteam15 ``fair-takeup-bottom-card``); a draw from
the stock, empty by then as a rule, and a card given away there are not this. The witness
is a table: seat 0 plays its last hand card with the stock out, takes up, and the rule
hands it the cards (tools/audit/refills.py).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes(text: str) -> set[str]:
    return {d.code for d in lint_text(text, "t.lopti").diagnostics}


def rule(cond: str, line: str) -> str:
    return f'rule "Up"\n  after take_up{cond}:\n    {line}\n'


@each.parametrize("text", [
    rule(" when table.draw_pile is 0", "acting player takes 3 cards from the cleared cards"),
    rule("", "acting player takes 2 cards from the cleared cards"),
    rule(" when round.turns is at least 10", "acting player takes 2 cards from the pile"),
    rule("", "next player gives 2 cards to acting player"),
], ids=str, size=60)
def test_r_face_1_two_cards_or_more_to_the_player_taking_up_are_lp502(text: str) -> None:
    assert "LP502" in codes(text)


@each.parametrize("text", [
    rule(" when table.draw_pile is 0", "acting player takes the top cleared card"),
    rule("", "acting player takes the bottom cleared card"),
    rule("", "acting player draws 2 cards"),  # the stock: empty at a take-up as a rule
    rule("", "acting player may give 1 card to their left"),
    rule("", "next player draws 1 card"),
], ids=str, size=60)
def test_r_face_1_a_toll_of_one_a_draw_or_a_card_given_away_stay_clean(text: str) -> None:
    assert "LP502" not in codes(text)


def test_r_win_1_the_witness_hands_seat_0_the_cards_at_its_take_up() -> None:
    from lopti_rules.tools.audit.refills import FACE_UP, OWN_LAST, TABLES, _table

    (k,) = OWN_LAST
    assert "take-up" in TABLES[k][0] and k in FACE_UP
    lines = _table(4, k).lines
    assert any(line.startswith("face_up = [") for line in lines)
