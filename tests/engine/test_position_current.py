"""A table's current seat is a seat of the game (R-TURN-1): the rules' memo keys and
pre-checks read ``g.cur`` as one (``sandbox.prefilter``, issue 24, session 26)."""

from __future__ import annotations

import pytest
from support import each
from support.games import play_out

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.position import table
from lopti_rules.engine.state import SetupError


@pytest.mark.parametrize("current", [-1, 2, 7])
def test_r_turn_1_a_table_refuses_a_current_that_is_not_a_seat(current: int) -> None:
    with pytest.raises(SetupError, match="current seat must be a seat 0..1"):
        table(["9C 5C", "6S"], down=["4C", "4D"], current=current)


def test_r_turn_1_the_last_seat_is_a_current_seat() -> None:
    """The near miss: the highest seat is a seat."""
    assert table(["9C 5C", "6S"], down=["4C", "4D"], current=1).cur == 1


@each.parametrize("seed", range(6), size=60)
def test_r_turn_1_the_current_seat_stays_a_seat_through_a_game_and_after(seed: int) -> None:
    """Every decision of a game, and once it is over, ``cur`` is a seat: the fallback to
    the acting seat of ``seats.current_seat`` never applies to a game the engine plays."""
    g = Game(4, seed)
    seen = [g.cur]
    g.bus.listen_all(lambda _e, game: seen.append(game.cur))
    play_out(g, make_bot("random", seed))
    seen.append(g.cur)
    assert all(0 <= c < 4 for c in seen)
