"""Last round's pickups (issue 14, house rule 30): the engine counts them per seat, the
view names who picked up most, the runtime carries them from one round to the next."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import play_out
from support.paths import EXAMPLES
from support.reference import most_picker

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime
from lopti_rules.sandbox.lazyviews import LazyTableView
from lopti_rules.sandbox.view import game_view, seat_of

GIVES = (EXAMPLES / "house-biggest-picker-gives.lopti").read_text(encoding="utf-8")
SAYS = """rule "Biggest picker"
  after deal:
    the player with the most pickups last round says "I picked up most!"
"""


def _seat(p: object) -> int | None:
    return None if p is None else seat_of(p)  # type: ignore[arg-type]



@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_r_special_3_the_engine_counts_each_seats_pickups(seed: int, players: int) -> None:
    """Every pickup (by choice, under a 3's obligation, after a blind miss) adds one to
    its picker's count, and the counts add up to the round's pickups."""
    g = Game(players, seed)
    seen = [0] * players
    g.bus.listen_all(lambda ev, game: seen.__setitem__(ev.player, seen[ev.player] + 1)
                     if ev.name == "pickup" else None)
    play_out(g, make_bot("random", seed))
    assert g.picked == seen and sum(g.picked) == g.pickups


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), data=st.data())
def test_the_view_names_who_picked_up_most_last_round(seed: int, players: int,
                                                      data: st.DataObject) -> None:
    """Ties go to the first from this round's dealer clockwise; nobody without a last
    round (or one of another table size) or when nobody picked up; lazy = eager views."""
    known = data.draw(st.sampled_from([players, players, players, 0, players - 1]))
    pickups = tuple(data.draw(st.lists(st.integers(0, 3), min_size=known, max_size=known)))
    dealer = data.draw(st.integers(0, players - 1))
    g = play_out(Game(players, seed, dealer=dealer), make_bot("random", seed),
                 steps=seed % 40)
    g.last_pickups = pickups
    want = most_picker(pickups, dealer, players)
    for view in (game_view(g, acting=g.cur % players), LazyTableView(g, 0, None, 2)):
        assert _seat(view.most_picked) == want


def test_next_round_carries_the_rounds_pickups_and_a_session_round_sets_them() -> None:
    rt = RuleRuntime(compile_text(SAYS, "says.lopti"))
    play = rt.start(4, 7)
    game = play.game
    choose = make_bot("greedy", 7).choose
    while not game.is_over():
        game.apply(choose(game))
    rt.next_round(play)
    assert rt.last_pickups == tuple(game.picked) and any(game.picked)
    rt.session_round(1)
    assert rt.last_pickups == ()
    with pytest.raises(ValueError, match="a count of 0 or more for each seat"):
        rt.session_round(2, last_pickups=[1, -1, 0])
