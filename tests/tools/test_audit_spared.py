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


def _turned_away(witness: str) -> tuple[list[ScenarioResult], int]:
    """The witness's runs, and the seat the reversal turned play onto in the first."""
    scenarios = load_text(witness, "<witness>")
    ran = [run_scenario(s) for s in scenarios]
    assert [r.status for r in ran] == ["pass"] * len(ran)
    assert ran[0].game is not None
    return ran, ran[0].game.current_player()


def test_r_custom_4_a_reversal_away_from_a_standing_has_its_table() -> None:
    """Session 32 (issue 29, a witness for every rejection): a reversal lands on the
    player who now plays next, so its witness shows whose turn it is. The five rejected
    books that turn play away from the champion (a 3 passed, a pair, a big pile, a next
    player on few cards) each get a table where seat 0 acts, the rule fires and play goes
    to a seat that is not the champion's."""
    for stem in ("champion-deflects-passes", "champion-dodges-bigger-than-hand",
                 "champion-never-answers-pairs", "champion-u-turn",
                 "champion-turns-the-table"):
        ran, turned = _turned_away(_witness(REJECTED / f"{stem}.lopti"))
        first = ran[0].scenario
        assert _fired(ran[0]) == ["the direction of play reverses"], stem
        assert first.last_winner is not None and turned != first.last_winner, stem
        assert turned != 0, stem  # play left seat 0, which acted


def test_r_custom_4_a_reversal_away_from_other_standings_and_moments(tmp_path: Path) -> None:
    """Variants the examples do not use: the runner-up spared after a 9 and after a
    pickup; each witness fires the rule and turns play onto a seat not theirs."""
    books = (
        'rule "Silver dodge"\n  after play when next player is the player placed 2 last '
        'round and play.rank is 9:\n    reverse the direction\n',
        'rule "Silver rest"\n  after pickup when next player is the player placed 2 last '
        'round:\n    reverse the direction\n',
    )
    for k, text in enumerate(books):
        path = tmp_path / f"book{k}.lopti"
        path.write_text(text, encoding="utf-8")
        ran, turned = _turned_away(_witness(path))
        assert _fired(ran[0]) == ["the direction of play reverses"], text
        standings = ran[0].scenario.last_standings
        assert standings is not None and turned not in (0, standings[1]), text


def test_r_turn_1_r_custom_4_the_shield_witness_passes_the_standing_over(
        tmp_path: Path) -> None:
    """Session 39 (r2mech39): a skip of the champion at their answer to an 8, and of the
    runner-up at their answer to a Queen or higher. Seat 0 plays with the standing the
    seat to answer: the rule fires and play passes over them to the seat after; the same
    play with the standing one seat further on: the rule is silent and the seat that was
    to answer does."""
    for name, guard in (("eight", "play.rank is 8 and next player is last winner"),
                        ("queen", "play.rank is at least Q and next player is player "
                                  "placed 2 last round")):
        path = tmp_path / f"{name}.lopti"
        path.write_text(f'rule "Shield"\n  after play when {guard}:\n    skip next player\n',
                        encoding="utf-8")
        shielded, open_ = load_text(_witness(path), "<witness>")
        ran = [run_scenario(shielded), run_scenario(open_)]
        assert [r.status for r in ran] == ["pass", "pass"], name
        assert len(_fired(ran[0])) == 1 and _fired(ran[1]) == [], name
        assert ran[0].game is not None and ran[1].game is not None
        n = shielded.table.players
        answering = 1  # seat 0 plays clockwise: seat 1 was to answer
        assert ran[0].game.current_player() == (answering + 1) % n, name
        assert ran[1].game.current_player() == answering, name
