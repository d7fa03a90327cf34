"""LP402 witnesses (R-CUSTOM-3): a table where hooks fire each other until one is stopped."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import paths

from lopti_rules.language import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import load_text, run_scenario


def test_r_custom_3_a_self_triggering_hook_gets_a_witness_that_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(paths.ROOT)
    results = lint_paths([Path("examples/rejected/draw-again.lopti")])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == "LP402" and 'witness = "LP402"' in d.witness
    assert 'rules_stopped = ["Draw again"]' in d.witness
    (scenario,) = load_text(d.witness, "<witness>")
    assert run_scenario(scenario).status == "pass"


def test_r_custom_3_a_cycle_the_table_breaks_shows_its_round_trip_and_stays_refused(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A clear of an empty pile is no event: the draw/clear cycle ends after one round trip
    at any table. The witness is that round trip (each hook fires, back to the first) and
    says what broke it; the book is refused by its graph all the same (R-CUSTOM-3)."""
    # the split cycle as first written (examples/rejected/split-cycle has a pair that is
    # fair alone now: a draw of three cards)
    monkeypatch.chdir(tmp_path)
    Path("split").mkdir()
    Path("split/1-draw-clears.lopti").write_text(
        'rule "Clean sweep"\n  after draw:\n    clear the pile\n', encoding="utf-8")
    Path("split/2-clear-draws.lopti").write_text(
        'rule "Fresh card"\n  after clear:\n    acting player draws 1 card\n',
        encoding="utf-8")
    results = lint_paths([Path("split")])
    audit(results)
    assert [[d.code for d in r.diagnostics] for r in results] == [["LP402"], ["LP402"]]
    assert not any(r.ok for r in results)
    for d in (d for r in results for d in r.diagnostics):
        assert 'rules_fired = ["Clean sweep", "Fresh card", "Clean sweep"]' in d.witness
        assert "a clear of an empty pile is no clear event" in d.witness
        (scenario,) = load_text(d.witness, "<witness>")
        ran = run_scenario(scenario)
        assert ran.status == "pass"
        assert not any(getattr(e, "name", "") == "rule_stopped" for e in ran.events)


def test_r_custom_3_the_cycle_steps_are_read_from_the_message() -> None:
    from lopti_rules.tools.audit import cycles

    message = ('these hooks trigger each other forever: rule "A \\"x\\"" (after draw, line 2) '
               'causes a clear → rule "B" (after clear, line 5) causes a draw → back to rule '
               '"A \\"x\\"" (after draw)')
    assert cycles.cycle_steps(message) == [('A \\"x\\"', "draw"), ("B", "clear")]


def test_r_custom_3_a_guard_on_draw_count_gets_a_table_where_the_turn_draws_that_many(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``after draw when draw.count is 3`` / ``after clear: acting player draws 3 cards``:
    no turn's draw takes three cards (R-DRAW-1), so the base game's tables never start the
    chain at the guarded hook. The finder derives the table from the guard: the turn's
    draw takes three (``base = { draw_count = 3 }``), and the chain goes round once."""
    monkeypatch.chdir(paths.ROOT)
    results = lint_paths([Path("examples/rejected/split-cycle")])
    audit(results)
    for d in (d for r in results for d in r.diagnostics):
        assert d.code == "LP402"
        assert "base = { draw_count = 3 }" in d.witness
        assert 'rules_fired = ["Clean sweep", "Fresh card", "Clean sweep"]' in d.witness
        (scenario,) = load_text(d.witness, "<witness>")
        assert run_scenario(scenario).status == "pass"
        # the same table without the rules' guard met: the base game's one-card draw
        (base,) = load_text(d.witness.replace("base = { draw_count = 3 }", ""), "<base>")
        assert run_scenario(base).status != "pass"


def test_r_draw_1_the_draw_sizes_tried_are_the_guards_numbers_a_turn_can_draw() -> None:
    from lopti_rules.language import lint_text
    from lopti_rules.tools.audit.cycles import draw_counts

    def counts(condition: str) -> list[int]:
        text = f'rule "R"\n  after draw when {condition}:\n    clear the pile\n'
        return draw_counts([lint_text(text)])

    assert counts("draw.count is 3") == [3, 2]
    assert counts("draw.count is at least 2") == [2, 3]
    assert counts("draw.count is 7") == []  # no turn draws seven (draw_count is 1 to 3)
    assert counts("play.count is 3") == []  # another attribute: nothing to craft
