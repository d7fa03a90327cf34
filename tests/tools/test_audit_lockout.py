"""Witnesses for a player locked out by skips (LP211; R-TURN-1): two players left, one
seat keeps the turn, run as a scenario (``witness = "LP211"``) before it is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.paths import EXAMPLES, REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit import WITNESSES, lockout
from lopti_rules.tools.scenario import load_text, run_scenario


@pytest.mark.parametrize(("paths", "seat"), [
    ([REJECTED / "skip-every-turn.lopti"], 1),  # skipped as the turn begins: seat 1 keeps it
    (sorted((REJECTED / "split-skips").glob("*.lopti")), 1),
])
def test_r_turn_1_lp211_witness_keeps_one_seat_at_the_table(paths: list[Path],
                                                            seat: int) -> None:
    results = lint_paths(paths)
    audit(results)
    for r in results:
        (d,) = r.diagnostics
        assert d.code == "LP211" and 'witness = "LP211"' in d.witness
        assert f"turn = {seat}" in d.witness and "out = [2]" in d.witness
        (scenario,) = load_text(d.witness, "<witness>")
        assert run_scenario(scenario).status == "pass"
    assert "LP211" in WITNESSES


def test_r_turn_1_lp211_witness_is_a_table_the_base_game_plays_otherwise(
        tmp_path: Path) -> None:
    """Without the skip the same decisions are refused: the base game gives the other
    seat the turn, so the witness shows the rule at work, not the table."""
    rules = tmp_path / "say.lopti"
    rules.write_text('rule "Hello"\n  after turn:\n    acting player says "hi"\n',
                     encoding="utf-8")
    text = lockout.table([str(rules)], 1).replace('witness = "LP211"\n', "")
    (scenario,) = load_text(text, "<base>")
    assert run_scenario(scenario).status != "pass"


def test_r_turn_1_lp211_skip_at_the_turns_end_keeps_seat_0(tmp_path: Path) -> None:
    rules = tmp_path / "end.lopti"
    rules.write_text('rule "End skip"\n  after turn_end:\n    skip next player\n',
                     encoding="utf-8")
    results = lint_paths([rules])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == "LP211" and "turn = 0" in d.witness
    assert '"0: play 9x1"' in d.witness


def test_r_turn_1_the_near_miss_lints_clean_and_keeps_its_scenario() -> None:
    results = lint_paths([EXAMPLES / "big-hands-hurry.lopti", EXAMPLES / "eights-skip.lopti"])
    audit(results)
    assert all(r.diagnostics == [] for r in results)
