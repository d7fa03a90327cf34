"""Property tests of the engine: cards conserved, a legal move always, games end, determinism."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import AnyLegalMove, play_out, positions

from lopti_rules.engine import Game, verdict
from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.game import shuffled_deck
from lopti_rules.engine.moves import PLAY
from lopti_rules.engine.position import record, unaccounted
from lopti_rules.tools import gamelog, replay

seeds = st.integers(min_value=0, max_value=2**48)
players = st.integers(min_value=2, max_value=5)
bots = st.sampled_from(["random", "greedy"])


def reference_plays(g: Game) -> set[tuple[int, int]]:
    """The legal hand plays by the readable rule statement (``verdict``)."""
    p = g.current_player()
    out = set()
    for rank in range(2, 15):
        have = (g.hand[p] >> ((rank - 2) * 4) & 15).bit_count()
        for count in range(1, have + 1):
            if verdict(rank, count, g.top, g.last, g.run, g.obligation, g.base) is None:
                out.add((rank, count))
    return out


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=seeds, n=players, choice_seed=seeds)
def test_all_52_cards_accounted_for_and_a_legal_move_after_every_step(
    seed: int, n: int, choice_seed: int
) -> None:
    """Every legal move, voluntary pickups included, may be chosen (R-TURN-2)."""
    g = Game(n, seed)
    for _ in positions(g, AnyLegalMove(choice_seed)):
        problem = unaccounted(g)
        assert problem is None, problem
        if g.is_over():
            break
        moves = g.legal_moves()
        assert moves, "the player to act must always have a legal move"
        if not g.in_setup and g.hand[g.current_player()]:
            plays = {(m.rank, m.count) for m in moves if m.kind == PLAY}
            assert plays == reference_plays(g)
    assert g.capped or sorted(g.finishing_order) == list(range(n))


@settings(max_examples=60, deadline=None)
@given(seed=seeds, n=players, bot=bots)
def test_every_bot_game_ends(seed: int, n: int, bot: str) -> None:
    g = play_out(Game(n, seed), make_bot(bot, seed))
    assert not g.capped, "a bot game hit the safety cap"
    assert len(g.finishing_order) == n and g.winner == g.finishing_order[0]
    assert g.turns <= OFFICIAL.max_turns


def _log_text(seed: int, n: int, bot: str) -> str:
    g = play_out(Game(n, seed), make_bot(bot, seed + 1))
    return gamelog.dumps(gamelog.GameLog.from_game(g, bots=[bot] * n, bot_seed=seed + 1))


@settings(max_examples=15, deadline=None)
@given(seed=seeds, n=players, bot=bots)
def test_same_seed_gives_a_byte_identical_log(seed: int, n: int, bot: str) -> None:
    assert _log_text(seed, n, bot).encode() == _log_text(seed, n, bot).encode()


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(seed=seeds, n=players, bot=bots)
def test_replaying_a_recorded_log_reproduces_its_event_stream(seed: int, n: int,
                                                              bot: str) -> None:
    from lopti_rules.engine.bus import EventBus

    bus = EventBus()
    live: list[object] = []
    bus.listen_all(lambda e, g: live.append(e))
    g = play_out(Game(n, seed, bus=bus), make_bot(bot, seed))
    text = gamelog.dumps(gamelog.GameLog.from_game(g))
    assert list(replay(gamelog.loads(text))) == live


def test_listening_does_not_change_the_game() -> None:
    quiet = Game(4, 99)
    loud = Game(4, 99)
    record(loud)
    for g in (quiet, loud):
        play_out(g, make_bot("random", 5))
    assert quiet.history == loud.history and quiet.finishing_order == loud.finishing_order


@settings(max_examples=300, deadline=None)
@given(seed=st.one_of(seeds, st.integers(min_value=0, max_value=2**200)))
def test_the_deal_shuffles_as_random_shuffle_does(seed: int) -> None:
    """R-SETUP-2: the deck a seed deals is ``random.Random(seed).shuffle``'s (the engine
    writes the same steps out for speed): every game and log of a seed stays the same."""
    deck = list(range(52))
    random.Random(seed).shuffle(deck)
    assert shuffled_deck(seed) == deck
