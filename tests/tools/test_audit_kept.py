"""Witnesses for a favour on a role its favour keeps (LP308, LP309; R-CUSTOM-4): scenarios
with the last winner's seat set (``last_winner``) in which every other hand is shown and
the winner's never, or the favour lands on the winner's partner, seat after seat."""

from __future__ import annotations

from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import load_text, run_scenario


def witness_of(stem: str, code: str) -> str:
    results = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == code)
    assert f'witness = "{code}"' in d.witness
    return d.witness


def test_r_setup_2_the_view_witness_shows_every_hand_but_the_last_winners() -> None:
    scenarios = load_text(witness_of("champion-sees-hands", "LP309"), "<witness>")
    (scenario,) = scenarios
    run = run_scenario(scenario)
    assert run.status == "pass"
    shown = {int(e.player) for e in run.events if getattr(e, "name", "") == "rule_revealed"}
    players = scenario.table.players
    assert scenario.last_winner is not None and scenario.last_winner not in shown
    assert shown == set(range(players)) - {scenario.last_winner}


def test_r_custom_4_the_team_witness_passes_the_favour_between_two_facing_seats() -> None:
    scenarios = load_text(witness_of("winners-partner-sheds", "LP308"), "<witness>")
    assert len(scenarios) == 2
    winners = [s.last_winner for s in scenarios]
    assert winners[0] is not None and winners[1] == (winners[0] + 2) % 4
    for scenario, winner in zip(scenarios, winners, strict=True):
        run = run_scenario(scenario)
        assert run.status == "pass"
        fired = [e for e in run.events if getattr(e, "name", "") == "rule_fired"]
        # the favour lands on the seat across from the winner: the other seat of the pair
        assert fired[0].effects[0].startswith(f"seat {(winner + 2) % 4} ")
