"""The game-length histogram (``stats.Histogram``, ``Summary.lengths``): counts in buckets
that merge exactly, so ``--jobs N`` gives the same bytes, and agree with the moments."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lopti_rules.tools import Histogram, simulate
from lopti_rules.tools.chunks import CHUNK

GAMES = CHUNK + 30  # two chunks: --jobs 2 plays them in two processes


@pytest.mark.slow
@settings(max_examples=80)
@given(st.lists(st.integers(0, 3_000), max_size=80), st.lists(st.integers(0, 80), max_size=6))
def test_merged_histograms_are_the_histogram_of_the_whole_stream(xs: list[int],
                                                                  cuts: list[int]) -> None:
    whole = Histogram()
    for x in xs:
        whole.add(x)
    merged, start = Histogram(), 0
    for cut in sorted(cuts) + [len(xs)]:
        part = Histogram()
        for x in xs[start:cut]:
            part.add(x)
        merged.merge(part)
        start = max(start, cut)
    assert json.dumps(merged.as_dict()) == json.dumps(whole.as_dict())
    assert merged.n == len(xs)


@pytest.mark.slow
@given(st.lists(st.integers(0, 500), min_size=1, max_size=60), st.integers(1, 6))
def test_joined_buckets_keep_every_count_in_its_range(xs: list[int], factor: int) -> None:
    h = Histogram(width=5)
    for x in xs:
        h.add(x)
    joined = h.buckets(5 * factor)
    assert sum(c for _, _, c in joined) == len(xs)
    for lo, hi, c in joined:
        assert hi - lo + 1 == 5 * factor
        assert c == sum(1 for x in xs if lo <= x <= hi)
    assert joined[0][2] > 0 and joined[-1][2] > 0  # from the first count to the last


def test_histograms_of_other_widths_do_not_merge() -> None:
    with pytest.raises(ValueError, match="widths 5 and 10"):
        Histogram(width=5).merge(Histogram(width=10))
    with pytest.raises(ValueError, match="does not join"):
        Histogram(width=5).buckets(7)


@pytest.mark.slow
def test_a_simulations_length_histogram_counts_every_game_within_its_range() -> None:
    summary = simulate(4, 60, 3, "greedy", jobs=1)
    lengths = summary.lengths
    assert lengths.n == summary.games == 60
    buckets = lengths.buckets()
    assert buckets[0][0] <= summary.turns.low and buckets[-1][1] >= summary.turns.high
    mids = sum((lo + hi) / 2 * c for lo, hi, c in buckets) / lengths.n
    assert abs(mids - summary.turns.mean) <= lengths.width / 2  # the same games, bucketed


@pytest.mark.slow
def test_jobs_1_and_2_give_the_same_histogram_bytes() -> None:
    runs = [simulate(3, GAMES, 8, "greedy", jobs=j).as_dict()["turns_histogram"]
            for j in (1, 2)]
    assert json.dumps(runs[0]) == json.dumps(runs[1])
    assert sum(runs[0]["counts"].values()) == GAMES
