"""Last round's standings and who deals or leads (issue 14; R-SETUP-2, R-SETUP-4, R-WIN-3):
the engine's seating choice, the standings views, the runtime carrying them on."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import play_out

from lopti_rules.engine import Game, IllegalMove
from lopti_rules.engine.bots import make_bot
from lopti_rules.language import compile_text
from lopti_rules.play import RuleRuntime
from lopti_rules.play.runtime import standings_of
from lopti_rules.sandbox.lazyviews import LazyTableView
from lopti_rules.sandbox.view import game_view, seat_of

LOSER_DEALS = """rule "Loser deals"
  before deal:
    last round's last place deals
    the player placed 2 last round leads
"""


def _seat(p: object) -> int | None:
    return None if p is None else seat_of(p)  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), known=st.integers(0, 5))
def test_r_win_3_the_standings_views_name_last_rounds_places(seed: int, players: int,
                                                             known: int) -> None:
    """``placed[k]`` is whoever finished k+1st; ``last_place`` only when every player
    placed; lazy and eager views agree (a capped round leaves places unknown)."""
    order = list(range(players))
    random.Random(seed).shuffle(order)
    standings = tuple(order[:known])
    g = play_out(Game(players, seed), make_bot("random", seed), steps=seed % 50)
    g.last_standings = standings
    for view in (game_view(g, acting=0), LazyTableView(g, 0, None, 2)):
        assert [_seat(p) for p in view.placed] == [*standings, *[None] * (5 - len(standings))]
        complete = len(standings) == players
        assert _seat(view.last_place) == (standings[-1] if complete else None)


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), data=st.data())
def test_r_setup_2_a_chosen_dealer_deals_as_the_base_dealer_would(seed: int, players: int,
                                                                 data: st.DataObject) -> None:
    """Choosing the dealer before the deal gives the very deal of that dealer: the same
    deck, dealt from the chosen dealer's left; the leader plays first."""
    dealer = data.draw(st.integers(0, players - 1))
    leader = data.draw(st.integers(0, players - 1))
    rt = RuleRuntime(compile_text(LOSER_DEALS, "loser.lopti"))
    standings = [leader, *[s for s in range(players) if s not in (leader, dealer)], dealer] \
        if leader != dealer else [dealer, *[s for s in range(players) if s != dealer]]
    rt.session_round(2, standings[0], last_standings=standings)
    chosen = rt.start(players, seed).game
    base = Game(players, seed, dealer=standings[-1], leader=standings[1])
    assert (chosen.dealer, chosen.leader) == (standings[-1], standings[1])
    assert chosen.hand == base.hand and chosen.up == base.up and chosen.down == base.down
    assert chosen.current_player() == base.current_player()


def test_r_setup_2_the_dealer_is_chosen_only_before_the_deal() -> None:
    g = Game(4, 1)
    with pytest.raises(IllegalMove, match="only before the deal"):
        g.choose_dealer(2)
    with pytest.raises(IllegalMove, match="only before the deal"):
        g.choose_leader(2)


def test_a_session_round_without_a_last_round_keeps_the_base_dealer_and_leader() -> None:
    rt = RuleRuntime(compile_text(LOSER_DEALS, "loser.lopti"))
    play = rt.start(4, 3, dealer=1)
    assert (play.game.dealer, play.game.leader) == (1, 1)
    assert rt.fired == [0]


def test_next_round_carries_the_finishing_order_on() -> None:
    """R-WIN-3: a round's whole finishing order becomes the next round's standings."""
    rt = RuleRuntime(compile_text(LOSER_DEALS, "loser.lopti"))
    play = rt.start(3, 5)
    g = play_out(play.game, make_bot("greedy", 5))
    rt.next_round(play)
    assert rt.last_standings == tuple(g.finishing_order) and len(g.finishing_order) == 3
    nxt = rt.start(3, 6).game
    assert (nxt.dealer, nxt.leader) == (g.finishing_order[-1], g.finishing_order[1])


@pytest.mark.parametrize(("winner", "standings", "message"), [
    (None, [1, 1, 0], "distinct seats"),
    (2, [1, 2, 0], "start with its winner"),
    (None, [0, -1], "distinct seats"),
])
def test_bad_standings_are_refused_with_a_reason(winner: int | None, standings: list[int],
                                                 message: str) -> None:
    with pytest.raises(ValueError, match=message):
        standings_of(winner, standings)


def test_the_last_winner_alone_is_place_one() -> None:
    assert standings_of(3, None) == (3,) and standings_of(None, None) == ()
