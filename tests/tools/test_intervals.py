"""Honest statistics in ``simulate`` (issue 15): a 95 % interval for every rate and mean,
paired changes marked when they are within noise, the same bytes for any --jobs."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st
from support import each
from support.paths import EXAMPLES

from lopti_rules.cli import main
from lopti_rules.tools import Running, load_rules, mean_interval, simulate_rules, wilson
from lopti_rules.tools.stats import t95

CHEER = 'rule "Cheer"\n  after clear:\n    acting player says "Lopti!"\n'


@each.parametrize(("k", "n", "low", "high"), [
    (0, 10, 0.0, 0.2775), (5, 10, 0.2366, 0.7634), (10, 10, 0.7225, 1.0),
    (1, 10, 0.0179, 0.4042),
], size=60)
def test_wilson_interval_matches_the_textbook_values(k: int, n: int, low: float,
                                                     high: float) -> None:
    ci = wilson(k, n)
    assert ci.low == pytest.approx(low, abs=5e-4) and ci.high == pytest.approx(high, abs=5e-4)


@each.parametrize("n", [1, 2, 7, 100], size=60)
def test_wilson_interval_at_the_edges_none_and_every_one(n: int) -> None:
    """0 of n and n of n: the interval reaches 0 (or 1) exactly, and its other end is the
    closed form z²/(n+z²) (or n/(n+z²)); one game (n=1) is the widest case."""
    z2 = 1.959963984540054 ** 2
    none, every = wilson(0, n), wilson(n, n)
    assert (none.estimate, none.low) == (0.0, 0.0)
    assert none.high == pytest.approx(z2 / (n + z2), rel=1e-12)
    assert (every.estimate, every.high) == (1.0, 1.0)
    assert every.low == pytest.approx(n / (n + z2), rel=1e-12)
    assert none.high == pytest.approx(1 - every.low, rel=1e-12)  # symmetric


def test_wilson_interval_of_no_games_is_all_of_0_1() -> None:
    assert (wilson(0, 0).low, wilson(0, 0).high) == (0.0, 1.0)


def test_t_quantiles_and_a_small_sample_mean() -> None:
    assert t95(10) == 2.228 and t95(1000) == pytest.approx(1.9623, abs=1e-3)
    r = Running()
    for x in (1, 2, 3, 4, 5):
        r.add(x)
    ci = mean_interval(r)
    assert ci.estimate == 3 and ci.half == pytest.approx(2.776 * math.sqrt(2.5) / math.sqrt(5))
    one = Running()
    one.add(7)
    assert math.isinf(mean_interval(one).half)  # one game says nothing of the spread


@given(st.integers(0, 500), st.integers(1, 500))
def test_wilson_interval_holds_the_rate_and_stays_in_0_1(k: int, n: int) -> None:
    k = min(k, n)
    ci = wilson(k, n)
    assert 0 <= ci.low <= k / n <= ci.high <= 1


@given(st.lists(st.integers(-50, 500), min_size=2, max_size=60), st.integers(0, 60))
def test_mean_interval_holds_the_mean_and_merges_exactly(xs: list[int], cut: int) -> None:
    whole, a, b = Running(), Running(), Running()
    for i, x in enumerate(xs):
        whole.add(x)
        (a if i < cut else b).add(x)
    a.merge(b)
    assert mean_interval(a) == mean_interval(whole)  # the same bytes for any --jobs
    ci = mean_interval(whole)
    assert ci.low <= ci.estimate <= ci.high


def test_a_rule_that_changes_nothing_is_within_noise_everywhere(tmp_path: Path) -> None:
    path = tmp_path / "cheer.lopti"
    path.write_text(CHEER, encoding="utf-8")
    report = simulate_rules(load_rules([path]), 4, 60, 3)
    changes = report.changes()
    assert {"plays", "pickups", "capped", "seat 0 wins", "seat 3 wins"} <= set(changes)
    assert all(c["within_noise"] and c["low"] == c["high"] == 0 for c in changes.values())


@pytest.mark.slow
def test_a_rule_that_changes_the_game_is_not_within_noise() -> None:
    report = simulate_rules(load_rules([EXAMPLES / "ace-high-only.lopti"]), 4, 300, 0)
    pickups = report.change("pickups")
    assert pickups is not None and not pickups.holds_zero() and pickups.low > 0
    data = report.as_dict()
    assert data["changes_95ci"]["pickups"]["within_noise"] is False
    assert set(data["base"]["ci95"]) >= {"plays_per_game", "seat_win_rates", "capped_rate"}


@pytest.mark.slow
def test_simulate_tables_show_intervals_and_explain_them() -> None:
    base = CliRunner().invoke(main, ["simulate", "-g", "40", "-j", "1"])
    assert base.exit_code == 0, base.output
    assert "95% confidence intervals" in base.output and "Wilson" in base.output
    ruled = CliRunner().invoke(main, ["simulate", "-g", "40", "-j", "1", "--rules",
                                      str(EXAMPLES / "ace-high-only.lopti")])
    assert ruled.exit_code == 0, ruled.output
    assert "≈ marks a change whose" in ruled.output and " ≈ │" in ruled.output
