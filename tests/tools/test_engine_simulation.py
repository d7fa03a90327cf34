"""Streaming simulation statistics (``simulation.py``): exact, deterministic, flat memory."""

from __future__ import annotations

import statistics

from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import play_out

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.tools import Running, Summary, simulate


@settings(max_examples=50, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), min_size=2, max_size=60))
def test_running_mean_and_spread_match_the_batch_formulas(xs: list[int]) -> None:
    r = Running()
    for x in xs:
        r.add(x)
    assert abs(r.mean - statistics.fmean(xs)) < 1e-6
    assert abs(r.sd - statistics.stdev(xs)) < 1e-6
    assert (r.low, r.high) == (min(xs), max(xs))


def test_the_summary_counts_every_game_exactly() -> None:
    s = simulate(3, 25, seed=5, bot="random")
    assert isinstance(s, Summary) and s.games == 25
    assert sum(s.seat_wins) + s.no_winner == 25
    plays = pickups = 0
    clears: dict[str, int] = {}
    # the same games, played one by one from the seeds the run draws
    import random

    rng = random.Random(5)
    for _ in range(25):
        game_seed, bot_seed = rng.getrandbits(48), rng.getrandbits(48)
        g = play_out(Game(3, game_seed), make_bot("random", bot_seed))
        plays += g.plays
        pickups += g.pickups
        for cause, n in zip(("ten", "four", "threes", "sevens", "custom"), g.clears[1:],
                            strict=True):
            clears[cause] = clears.get(cause, 0) + n
    assert round(s.plays.mean * 25) == plays
    assert s.pickups == pickups and s.clears == clears


def test_the_same_seed_gives_the_same_summary_and_progress_is_reported() -> None:
    seen: list[int] = []
    a = simulate(4, 30, seed=8, bot="greedy", progress=seen.append, every=10)
    b = simulate(4, 30, seed=8, bot="greedy")
    assert a.as_dict() == b.as_dict()
    assert seen == [10, 20, 30]
    simulate(2, 5, seed=1, progress=seen.append, every=4)
    assert seen[3:] == [4, 5]
