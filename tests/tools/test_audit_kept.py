"""Witnesses for a favour on a role its favour keeps (LP308, LP309; R-CUSTOM-4): scenarios
with the last winner's seat set (``last_winner``) in which every other hand is shown and
the winner's never, or the favour lands on the winner's partner, seat after seat."""

from __future__ import annotations

from pathlib import Path

from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import ScenarioResult, load_text, run_scenario


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


def _witness_at(tmp_path: Path, text: str, code: str) -> list[ScenarioResult]:
    path = tmp_path / "kept.lopti"
    path.write_text(text, encoding="utf-8")
    results = lint_paths([path])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == code)
    return [run_scenario(s) for s in load_text(d.witness, "<witness>")]


def test_r_setup_2_a_reveal_by_whoever_acts_but_the_winner_shows_at_a_hand_set_table(
        tmp_path: Path) -> None:
    """One seat acts at a hand-set table: it shows its hand, the last winner does not."""
    ran = _witness_at(tmp_path, 'rule "Open"\n  after turn_end when acting player is not last '
                      'winner:\n    acting player reveals their hand\n', "LP309")
    assert [r.status for r in ran] == ["pass"]


def test_r_custom_4_a_team_beside_the_player_to_act_has_its_witness(tmp_path: Path) -> None:
    """The player left of the next player, at the last winner's turn end: seat 2 of 4."""
    ran = _witness_at(tmp_path, 'rule "Across"\n  after turn_end when acting player is last '
                      'winner:\n    the player left of the next player may give up to 1 card '
                      'to their left\n', "LP308")
    assert [r.status for r in ran] == ["pass"]
    fired = [e for e in ran[0].events if getattr(e, "name", "") == "rule_fired"]
    assert fired[0].effects[0].startswith("seat 2 ")


def test_r_setup_2_the_standing_view_witness_shows_the_hand_the_standings_chose() -> None:
    """Session 22: with last round's finishing order set, the hand shown is that of the
    player the standing names (last place; the seat left of the last winner)."""
    for stem, seat_of in (("tail-shows-hand", lambda order: order[-1]),
                          ("neighbour-shown-to-champion",
                           lambda order: (order[0] + 1) % len(order))):
        (scenario,) = load_text(witness_of(stem, "LP309"), "<witness>")
        run = run_scenario(scenario)
        assert run.status == "pass", stem
        shown = {int(e.player) for e in run.events
                 if getattr(e, "name", "") == "rule_revealed"}
        assert shown == {seat_of(list(scenario.last_standings))}, stem


def test_r_setup_2_the_passed_witness_gives_the_dealers_cards_to_the_last_winner_and_back(
) -> None:
    scenarios = load_text(witness_of("champion-swaps-hands", "LP309"), "<witness>")
    (scenario,) = scenarios
    run = run_scenario(scenario)
    assert run.status == "pass"
    winner = scenario.last_winner
    fired = [e for e in run.events if getattr(e, "name", "") == "rule_fired"]
    effects = [str(e) for e in fired[0].effects]
    # another seat's hand cards reach the winner, and the winner gives cards back
    assert any(e.endswith(f"to seat {winner}") for e in effects)
    assert any(e.startswith(f"seat {winner} gives") for e in effects)


def _shown_at_own_event(ran: list[ScenarioResult]) -> tuple[set[int], int]:
    (run,) = ran
    assert run.status == "pass"
    shown = {int(e.player) for e in run.events if getattr(e, "name", "") == "rule_revealed"}
    return shown, 0


def test_r_custom_4_a_view_on_the_standings_own_draw_has_its_table() -> None:
    """Session 32 (issue 29, a witness for every rejection): the player placed 2 shows
    their hand after each of their own draws (``runner-up-draws-open``). The hand-set
    tables have seat 0 act, so the witness seats the runner-up there, in last round's
    finishing order, and shows seat 0's hand revealed after its draw."""
    (scenario,) = load_text(witness_of("runner-up-draws-open", "LP309"), "<witness>")
    order = list(scenario.last_standings)
    assert order[1] == 0  # the runner-up is the seat that acts
    run = run_scenario(scenario)
    assert run.status == "pass"
    shown = {int(e.player) for e in run.events if getattr(e, "name", "") == "rule_revealed"}
    assert shown == {0}


def test_r_custom_4_a_view_on_a_standings_own_event_other_places_and_events(
        tmp_path: Path) -> None:
    """The same idea at other places and moments: the player placed 2 showing their
    hand after their pickup, the player placed 3 after their play; each witness seats the
    chosen player at seat 0 and shows only that hand."""
    books = (
        'rule "Open silver"\n  after pickup when acting player is the player placed 2 '
        'last round:\n'
        '    acting player reveals their hand\n',
        'rule "Bronze"\n  after play when acting player is the player placed 3 last round:\n'
        '    acting player reveals their hand\n',
    )
    for text in books:
        ran = _witness_at(tmp_path, text, "LP309")
        shown, seat = _shown_at_own_event(ran)
        assert shown == {seat}, text


def test_r_custom_4_the_tallied_view_witness_shows_the_biggest_pickers_hand() -> None:
    """Session 36: the biggest picker is a standing chosen by a tally of last round (its
    pickups), not by its finishing order: with last round's pickups set, the hand shown
    at a blind play is that of the seat that picked up most."""
    (scenario,) = load_text(witness_of("biggest-picker-plays-open", "LP309"), "<witness>")
    run = run_scenario(scenario)
    assert run.status == "pass"
    shown = {int(e.player) for e in run.events if getattr(e, "name", "") == "rule_revealed"}
    pickups = list(scenario.last_pickups)
    assert shown == {pickups.index(max(pickups))}
