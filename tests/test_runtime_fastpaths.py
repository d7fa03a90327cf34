"""Random legal rules play the same games on the runtime's fast paths as on the reference
path (``prechecks=False``: every hook called in the sandbox on every event).

The fast paths are taps that read an event's plain values, play filters judged from
the hooks' conditions, conditions run without ``try`` when they cannot raise, memo
keys (fewest/most seats included), kept plans fired straight onto the game, and kept
Roshambo plans. None of them may change a game: the same decisions, the same choices
asked of the players (R-VOTE-6 stops included), the same firing counts."""

from __future__ import annotations

import os
import runpy
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lopti_rules.bots import make_bot
from lopti_rules.compiler import CompileError, compile_text
from lopti_rules.runtime import RuleRuntime

#: The random rule texts of the compiler's property tests (all events, conditions,
#: actions, loops and Roshambos of the language).
rule_text = runpy.run_path(str(Path(__file__).with_name("test_compiler_properties.py")))[
    "rule_text"]

PROPS = settings(max_examples=int(os.environ.get("LOPTI_PROPERTY_EXAMPLES", "120")) // 2,
                 deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                       HealthCheck.filter_too_much])


def _games(book: object, prechecks: bool, seed: int, bot: str) -> tuple[object, ...]:
    rt = RuleRuntime(book, prechecks=prechecks)  # type: ignore[arg-type]
    out = []
    for game_seed in (seed, seed + 1):  # kept plans carry over from game to game
        play = rt.start(4, game_seed)
        g = play.game
        b = make_bot(bot, game_seed)
        while not g.is_over():
            g.apply(b.choose(g))
        out.append((tuple(g.history), tuple(play.choices), tuple(play.fired), g.capped))
    return tuple(out), tuple(rt.fired), tuple(rt.stopped), frozenset(rt.seen)


@PROPS
@given(rule_text(), st.integers(0, 10_000), st.sampled_from(["random", "greedy"]))
def test_random_rules_play_the_same_games_on_the_fast_and_the_reference_path(
        text: str, seed: int, bot: str) -> None:
    try:
        book = compile_text(text, "random.lopti")
    except CompileError:
        return  # not a legal rule: nothing runs
    assert _games(book, True, seed, bot) == _games(book, False, seed, bot)
