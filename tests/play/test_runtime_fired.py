"""A firing is counted once, by its game (issue 24, session 25): ``RuleRuntime.fired`` is
the sum of its games' own counts (``RulesInPlay.fired``), each game's added while the game
is in memory and folded in when it goes. It is exact at every moment, games in progress
included, on the fast path and the reference path alike, and setting it (as the
simulator does after a session's earlier rounds) counts on from the values set.
"""

from __future__ import annotations

import functools
import gc

import pytest
from support.paths import EXAMPLES

from lopti_rules.engine import OVER, make_bot
from lopti_rules.language import CompiledBook, compile_text
from lopti_rules.play import RuleRuntime, RulesInPlay, bot_agents

#: the ten-rule book of benchmarks/ab.py: constant plans, memos, a Roshambo, gives
TEN = ["ace-high-only", "big-clear-fewest-takes", "big-pickup-groan", "big-play-goes-low",
       "deal-pass-left", "eights-skip", "five-roshambo", "four-clear-pairs", "kings-pair",
       "nine-reverses"]


@functools.cache
def _books() -> tuple[CompiledBook, ...]:
    return tuple(compile_text((EXAMPLES / f"{n}.lopti").read_text(encoding="utf-8"),
                              f"{n}.lopti") for n in TEN)


def _start(rt: RuleRuntime, seed: int) -> RulesInPlay:
    return rt.start(4, seed, agents=bot_agents(4, seed))


def _step(play: RulesInPlay, seed: int, moves: int) -> None:
    g = play.game
    choose = make_bot("greedy", seed).choose
    for _ in range(moves):
        if g.phase == OVER:
            return
        g.apply(choose(g))


@pytest.mark.parametrize("prechecks", [True, False])
def test_r_custom_3_the_runtimes_firings_are_its_games_firings_at_every_moment(
        prechecks: bool) -> None:
    rt = RuleRuntime(list(_books()), prechecks=prechecks)
    n = len(rt.rules)
    done = [0] * n
    for seed in range(0, 8, 2):
        a, b = _start(rt, seed), _start(rt, seed + 1)
        while a.game.phase != OVER or b.game.phase != OVER:  # two games interleaved
            _step(a, seed, 3)
            _step(b, seed + 1, 2)
            assert rt.fired == [d + x + y for d, x, y in zip(done, a.fired, b.fired,
                                                             strict=True)]
        done = [d + x + y for d, x, y in zip(done, a.fired, b.fired, strict=True)]
        del a, b
        gc.collect()  # the games gone: their counts folded in, none lost or counted twice
        assert rt.fired == done
    assert sum(done) > 0 and rt.fired is not rt.fired  # (a new list each read)


def test_r_custom_3_setting_the_runtimes_firings_counts_on_from_the_values_set() -> None:
    rt = RuleRuntime(list(_books()))
    first = _start(rt, 3)
    _step(first, 3, 40)
    assert sum(rt.fired) > 0
    rt.fired = [7] * len(rt.rules)  # (as chunks.py puts them back after earlier rounds)
    before = list(first.fired)
    _step(first, 3, 10_000)
    grown = [x - y for x, y in zip(first.fired, before, strict=True)]
    assert rt.fired == [7 + d for d in grown]
    del first
    gc.collect()
    assert rt.fired == [7 + d for d in grown]
    with pytest.raises(ValueError):
        rt.fired = [0]  # one count a rule
