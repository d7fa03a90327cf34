"""The web page's charts (serve/charts.py) draw ``simulate``'s own figures: a seat's win
rate and its 95 % interval are ``tools.wilson``'s, edges included."""

from __future__ import annotations

import re

import pytest

from lopti_rules.serve import charts
from lopti_rules.tools import Summary, wilson


def summary(games: int, seat_wins: list[int]) -> Summary:
    return Summary(players=len(seat_wins), bot="greedy", seed=1, games=games,
                   seat_wins=seat_wins)


@pytest.mark.parametrize(("games", "base_wins", "rule_wins"), [
    (1, [1, 0, 0, 0], [0, 0, 0, 1]),        # one game: the widest intervals
    (40, [40, 0, 0, 0], [10, 10, 10, 10]),  # every game and none
    (0, [0, 0, 0, 0], [0, 0, 0, 0]),        # nothing played yet: 0 to 100 %
])
def test_seat_win_chart_shows_the_wilson_interval_simulate_prints(
        games: int, base_wins: list[int], rule_wins: list[int]) -> None:
    svg = str(charts.seat_wins(summary(games, base_wins), summary(games, rule_wins)))
    shown = re.findall(r"<title>([\d.]+)% \(95% interval ([\d.]+)% to ([\d.]+)%\)</title>", svg)
    expected = [wilson(w, games) for seat in zip(base_wins, rule_wins, strict=True)
                for w in seat]
    assert [tuple(map(float, t)) for t in shown] == [
        (round(ci.estimate * 100, 1), round(ci.low * 100, 1), round(ci.high * 100, 1))
        for ci in expected]
