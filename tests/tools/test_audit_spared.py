"""Witnesses for an action whose seats a standing chooses (LP310; R-CUSTOM-4, issue 29,
session 31): two scenarios at a hand-set table, the standing's seat set
(``last_standings``): seat 0 acts and the rule lands on a seat that is not the
standing's; the standing itself acting, it never lands on them."""

from __future__ import annotations

from pathlib import Path

from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import ScenarioResult, load_text, run_scenario


def _witness(path: Path) -> str:
    results = lint_paths([path])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == "LP310")
    return d.witness


def _fired(run: ScenarioResult) -> list[str]:
    fired = [e for e in run.events if getattr(e, "name", "") == "rule_fired"]
    return [str(x) for x in fired[0].effects] if fired else []


def test_r_custom_4_the_spared_witness_taxes_a_seat_and_never_the_champion() -> None:
    witness = _witness(REJECTED / "champion-spared-ten-toll.lopti")
    assert 'witness = "LP310"' in witness
    paying, own = load_text(witness, "<witness>")
    ran = [run_scenario(paying), run_scenario(own)]
    assert [r.status for r in ran] == ["pass", "pass"]
    assert paying.last_winner != 0 and own.last_winner == 0
    assert _fired(ran[0]) == ["seat 0 draws 2"]
    assert _fired(ran[1]) == []


def test_r_custom_4_a_seat_beside_the_champion_pays_at_every_clear(tmp_path: Path) -> None:
    path = tmp_path / "right.lopti"
    path.write_text('rule "Right hand pays"\n  after clear:\n    the player right of last '
                    'winner draws 1 card\n', encoding="utf-8")
    paying, own = load_text(_witness(path), "<witness>")
    ran = [run_scenario(paying), run_scenario(own)]
    assert [r.status for r in ran] == ["pass", "pass"]
    for scenario, run in zip((paying, own), ran, strict=True):
        winner = scenario.last_winner
        assert winner is not None
        assert _fired(run) == [f"seat {(winner - 1) % scenario.table.players} draws 1"]
