"""A draw from an empty stock burdens nobody (LP801, R-DRAW-1; issue 29, session 47,
mech47; redteam38 ``fair-late-fewest-draws``).

A rule's draw takes as many cards as the stock holds (``sandbox.effects.Draw``): once the
stock is out, "the player with the fewest cards draws 1 card" at each turn's end puts no
card in anyone's hand. The trial weighed the count the rule asked for, so a late brake on
the race leader read as dozens of cards a round on the seat closest to going out (LP801,
"keeps the player closest to going out from it"), from cards that were never there. The
tally now weighs the cards the stock could give, shared by the firing's draws.
"""

from __future__ import annotations

from support.standings import paired_evenings

EMPTY = ('rule "Dry well"\n  after turn_end when table.draw_pile is 0:\n'
         "    every player draws 3 cards\n")
LATE = ('rule "Late brake"\n  after turn_end when round.turns is at least 9:\n'
        "    player with the fewest cards draws 1 card\n")
FULL = ('rule "Wet well"\n  after turn_end when table.draw_pile is at least 6:\n'
        "    acting player draws 1 card\n")


def _burden(text: str) -> tuple[int, int]:
    rounds = [r for e in paired_evenings(text, 4, count=1) for r in e.book]
    return sum(sum(r.burden) for r in rounds), sum(r.closest for r in rounds)


def test_r_draw_1_draws_from_an_empty_stock_weigh_nothing() -> None:
    assert _burden(EMPTY) == (0, 0)


def test_r_draw_1_a_late_brake_weighs_only_the_cards_the_stock_still_held() -> None:
    burden, closest = _burden(LATE)
    rounds = 6  # seven rounds, the book adopted in round 2
    assert closest <= burden <= 16 * rounds  # 52 - 9 x 4 cards in the stock at the deal


def test_r_draw_1_draws_while_the_stock_lasts_still_weigh() -> None:
    assert _burden(FULL)[0] > 0
