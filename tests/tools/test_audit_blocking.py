"""Witnesses for the protected outcomes (LP205-LP209): a table where the rejected book
breaks the outcome, run as a scenario (``witness = "LP20x"``) before it is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.paths import REJECTED

from lopti_rules.language.lint import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit import WITNESSES
from lopti_rules.tools.scenario import load_text, run_scenario

CASES = [
    ("take-back-play", "LP205", "pile = "),
    ("forced-pickup", "LP205", "pile = "),
    ("previous-takes-back", "LP205", "pile = "),
    ("gift-before-draw", "LP206", "draw_pile_size = 4"),
    ("gift-before-play", "LP206", "draw_pile_size = 4"),
    ("ten-never-clears", "LP207", 'illegal = "play 10x1"'),
    ("split-tens", "LP207", 'illegal = "play 10x1"'),
    ("draw-then-bar", "LP207", 'illegal = "play 10x1"'),
    ("high-only", "LP208", 'illegal = "play 2x1"'),
    ("fours-every-turn", "LP209", 'legal = ["pickup"]'),
]


@pytest.mark.parametrize(("stem", "code", "expect"), CASES, ids=[c[0] for c in CASES])
def test_r_custom_2_each_rejection_has_a_witness_that_runs(stem: str, code: str,
                                                          expect: str) -> None:
    results = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == code and d.witness
    assert f'witness = "{code}"' in d.witness and expect in d.witness
    (scenario,) = load_text(d.witness, "<witness>")
    assert run_scenario(scenario).status == "pass"
    # the same book always gets the same witness (a budget of tables, not of seconds)
    again = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(again)
    assert again[0].diagnostics[0].witness == d.witness


def test_r_custom_2_the_witness_fails_without_its_code_allowed(tmp_path: Path) -> None:
    """A scenario without ``witness`` refuses the rejected rule, naming the code."""
    results = lint_paths([REJECTED / "take-back-play.lopti"])
    audit(results)
    text = results[0].diagnostics[0].witness.replace('witness = "LP205"\n', "")
    with pytest.raises(Exception, match="LP205"):
        load_text(text, "<witness>")
    wrong = results[0].diagnostics[0].witness.replace('"LP205"', '"LP207"')
    with pytest.raises(Exception, match="LP205"):
        load_text(wrong, "<witness>")


def test_r_custom_2_undecided_and_clean_books_get_no_witness() -> None:
    assert "LP210" not in WITNESSES
    results = lint_paths([REJECTED / "late-tens.lopti"])
    audit(results)  # (the games also find that it keeps games from ending: LP504)
    assert [(d.code, d.witness) for d in results[0].diagnostics if d.code != "LP504"] == \
        [("LP210", "")]
