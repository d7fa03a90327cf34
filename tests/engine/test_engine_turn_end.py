"""The end of a turn (issue 14; R-TURN-1, R-DRAW-1, R-CLEAR-1, R-WIN-4): the ``turn_end``
event comes once a turn is over, after its draw, and before the next turn is chosen."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import play_out

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.events import Event, TurnEnd
from lopti_rules.engine.position import do, record, table


def names(events: list[Event]) -> list[str]:
    return [e.name for e in events]


def test_r_draw_1_the_turn_ends_after_its_draw() -> None:
    g = table(["5C 9D", "9S", "QH"], down=["4C", "4D", "4H"], draw="2S")
    events = record(g)
    do(g, "play 5x1")
    assert names(events) == ["play", "draw", "turn_end", "turn"]
    assert events[2] == TurnEnd(player=0, number=g.turns - 1)  # type: ignore[arg-type]


def test_r_clear_1_the_bonus_play_belongs_to_the_turn_that_cleared() -> None:
    g = table(["10C 5C 6C", "9S", "QH"], down=["4C", "4D", "4H"], pile=["8H"])
    events = record(g)
    do(g, "play 10x1")
    assert "turn_end" not in names(events)  # the clearer plays again first
    do(g, "play 5x1")
    assert names(events)[-2:] == ["turn_end", "turn"]
    assert names(events).count("turn_end") == 1


def test_r_win_4_a_player_who_went_out_has_no_turn_end() -> None:
    g = table(["5C", "9S", "QH"], down=["", "4D", "4H"])
    events = record(g)
    do(g, "play 5x1")
    assert "out" in names(events) and "turn_end" not in names(events)


def test_r_turn_1_a_skip_asked_at_the_end_of_a_turn_applies_to_the_next_choice() -> None:
    g = table(["5C 6C", "9S", "QH"], down=["4C", "4D", "4H"])
    g.bus.after("turn_end", lambda ev, game: game.skip())
    do(g, "play 5x1")
    assert g.current_player() == 2


def test_r_turn_1_a_reversal_at_the_end_of_a_turn_sends_the_turn_the_other_way() -> None:
    g = table(["5C 6C", "9S", "QH"], down=["4C", "4D", "4H"])
    g.bus.after("turn_end", lambda ev, game: game.reverse())
    do(g, "play 5x1")
    assert g.current_player() == 2


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 5))
def test_r_turn_1_every_turn_of_a_game_ends_once_between_it_and_the_next(
        seed: int, players: int) -> None:
    """Each ``turn`` is followed by exactly one ``turn_end`` of the same number and
    player before the next ``turn``, unless its player went out; listening changes
    nothing of the game (the same seed gives the same decisions)."""
    plain = Game(players, seed)
    play_out(plain, make_bot("random", seed))
    g = Game(players, seed)
    seen: list[Any] = []
    for name in ("turn", "turn_end", "out"):
        g.bus.after(name, lambda ev, game: seen.append(ev))
    play_out(g, make_bot("random", seed))
    assert g.history == plain.history
    open_turn: Any = None
    for ev in seen:
        if ev.name == "turn":
            assert open_turn is None
            open_turn = ev
        elif ev.name == "turn_end":
            assert open_turn is not None and (ev.player, ev.number) == (open_turn.player,
                                                                        open_turn.number)
            open_turn = None
        elif ev.name == "out" and open_turn is not None and ev.player == open_turn.player:
            open_turn = None
