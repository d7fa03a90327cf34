"""A cost on whoever answers the back of the field (LP310; R-CUSTOM-4; issue 29, session
47, mech47; redteam38 ``fair-clear-on-last-place-pays``, redteam-mech47).

"Whoever clears right after last round's last place draws a card" lands, with the last
place at seat 0, on seat 1 alone: the seat that answers them. That seat bears it only at
its own moments, for its own move: the back of the field made costly to answer, a
shelter for the back (a catch-up), where the same cost on whoever answers the champion is
a favour to the front and stays LP310. A seat beside the last place taxed at other seats'
moments (``the player left of last round's last place draws 1`` at every clear) stays
reported: it is a person chosen by where they sit. Static reading: no game is played.
"""

from __future__ import annotations

from support import each

from lopti_rules.language import parse
from lopti_rules.language.analysis.sparedseats import book_spared


def found(text: str) -> list[str]:
    return [f.standing for _, f in book_spared(parse(text, "t.lopti"))]


def rule(event: str, line: str) -> str:
    return f'rule "Back"\n  {event}:\n    {line}\n'


@each.parametrize("text", [
    rule("after clear when previous player is last round's last place",
         "acting player draws 1 card"),
    rule("after play when previous player is last round's last place",
         "acting player draws 1 card"),
    rule("after pass when previous player is last round's last place",
         "acting player takes the top cleared card"),
    rule("after clear when previous player is last round's last place", "skip acting player"),
], ids=str, size=60)
def test_r_custom_4_a_cost_on_whoever_answers_last_place_is_a_catch_up(text: str) -> None:
    assert found(text) == []


@each.parametrize("text", [
    # the same moment after the champion: a favour to the front (redteam38
    # answer-clear-on-champion-pays)
    rule("after clear when previous player is last winner", "acting player draws 1 card"),
    # a seat beside the last place taxed whoever acts: a person chosen by their seat
    rule("after clear", "player left of last round's last place draws 1 card"),
], ids=str, size=60)
def test_r_custom_4_the_champion_answered_or_a_seat_beside_the_back_stays_lp310(
        text: str) -> None:
    assert found(text) != []
