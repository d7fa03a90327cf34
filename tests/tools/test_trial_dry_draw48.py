"""A draw from an empty stock weighs nothing (R-DRAW-1; tools/evenings.py ``_Watcher.fired``,
session 48). A rule's draw takes as many cards as the stock has (``sandbox.effects.Draw``):
once the stock is gone, "the player with the fewest cards draws 1 card" puts no card in
any hand, and the trial weighed the count asked, so a late brake read as dozens of cards
a round on the seat closest to going out (LP801) from cards that were never there. The
same rule's twin that passes hand cards (a give) still weighs: those cards exist. One
short evening a book (no trial)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.tools.eveningruns import evening_jobs, play_evenings
from lopti_rules.tools.evenings import EveningSpec
from lopti_rules.tools.rulebooks import load_rules

DRY = """rule "Dry brake"
  after turn_end when table.draw_pile is 0:
    acting player draws 1 card
"""
#: the twin that weighs: the acting player's left neighbour hands them a card
GIVEN = """rule "Handed brake"
  after turn_end when table.draw_pile is 0:
    the player left of acting player gives 1 card to acting player
"""


@pytest.mark.parametrize(("text", "weighs"), [(DRY, False), (GIVEN, True)],
                         ids=["dry-draw", "hand-card-given"])
def test_r_draw_1_a_draw_from_an_empty_stock_weighs_nothing(
        tmp_path: Path, text: str, weighs: bool) -> None:
    path = tmp_path / "book.lopti"
    path.write_text(text, encoding="utf-8")
    rules = load_rules([path])
    (evening,) = play_evenings(rules.files, evening_jobs(EveningSpec(3, 3, "random", adopt=2),
                                                         5, 1), rules=rules, cache=None)
    touched = sum(sum(r.touches) for r in evening.book)
    burden = sum(sum(r.burden) for r in evening.book)
    assert touched > 0
    assert (burden > 0) == weighs
