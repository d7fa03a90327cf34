"""Witnesses for LP206's draw-pile paths (R-DRAW-1): the rules take the whole draw pile, one
draw or several on one event across files, and the drawer finds it empty though the base
game would have drawn."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit import drawpile
from lopti_rules.tools.scenario import load_text, run_scenario

CASES = [
    ("last-five.lopti", "play 9x1"),  # when table.draw_pile is at most 5: ... draws 5
    ("sweep-the-stock.lopti", "play 8x1"),  # next player draws table.draw_pile cards
    ("stock-split", "play 10x1"),  # 20 + 20 after every clear, in two files
]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "move"), CASES, ids=[c[0] for c in CASES])
def test_r_draw_1_a_book_that_takes_the_draw_pile_has_a_witness(name: str, move: str) -> None:
    results = lint_paths([REJECTED / name])
    audit(results)
    found = [d for r in results for d in r.diagnostics]
    assert found and all(d.code == "LP206" and d.witness for d in found)
    (scenario,) = load_text(found[0].witness, "<witness>")
    assert scenario.witness == "LP206" and move in found[0].witness
    ran = run_scenario(scenario)
    assert ran.status == "pass" and ran.game is not None
    assert not ran.game.draw_pile and ran.game.hand[0].bit_count() == 0
    # the same table without the rules: seat 0 draws (the base game keeps R-DRAW-1)
    base = load_text(found[0].witness.replace('witness = "LP206"\n', "").replace(
        "rules = [", "# rules = ["), "<base>")[0]
    played = run_scenario(base)
    assert played.status == "fail" and played.game is not None
    assert played.game.hand[0].bit_count() >= 1 and played.game.draw_pile


def test_r_draw_1_a_few_cards_near_the_end_of_the_draw_pile_get_no_witness(
        tmp_path: Path) -> None:
    """A draw of two cards that empties the draw pile only near its end is the draw pile
    running out (clean in lint); the finder itself shows nothing for it either."""
    rule = tmp_path / "two.lopti"
    rule.write_text('rule "Two"\n  after play:\n    next player draws 2 cards\n',
                    encoding="utf-8")
    results = lint_paths([rule])
    assert results[0].diagnostics == []
    fake = lint_paths([REJECTED / "last-five.lopti"])[0].diagnostics[0]
    assert drawpile.find(results[0], fake, results) == ""
