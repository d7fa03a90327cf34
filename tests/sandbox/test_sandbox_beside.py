"""``beside``: the sandbox helper behind relative roles (``player left of the dealer``,
``next player after the clearer``; issue 14, R-CUSTOM-4), against the engine's own walk."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lopti_rules.engine import Game, seat_ring
from lopti_rules.language import compile_text
from lopti_rules.sandbox import DEFAULT_POLICY
from lopti_rules.sandbox.lazyviews import player_slots_read, ring_of
from lopti_rules.sandbox.prefilter import memo_key_expr
from lopti_rules.sandbox.seats import next_seat
from lopti_rules.sandbox.view import SeatState, beside, seat_of, table_view


def _table(outs: list[bool], direction: int = 1):  # type: ignore[no-untyped-def]
    seats = [SeatState(0, 0, 0, place=k + 1) if out else SeatState(3, 0, 3)
             for k, out in enumerate(outs)]
    return table_view(seats, current=0, dealer=0, direction=direction)


@given(st.lists(st.booleans(), min_size=2, max_size=5), st.data())
def test_r_win_4_beside_is_the_engines_next_seat_still_in(outs: list[bool],
                                                          data: st.DataObject) -> None:
    """Left (+1) and right (-1) of any player are the seats ``next_seat`` names: the
    first still in that way round the table, the player itself when nobody else is."""
    n = len(outs)
    start = data.draw(st.integers(0, n - 1))
    table = _table(outs)

    class G:  # the two fields next_seat reads
        players = n
        out = outs

    for step in (1, -1):
        assert seat_of(beside(table._by_seat[start], step)) == next_seat(G, start, step)


def test_r_setup_1_left_is_the_next_seat_clockwise_whatever_the_direction() -> None:
    for direction in (1, -1):
        table = _table([False] * 4, direction)
        assert seat_of(beside(table._by_seat[3], 1)) == 0
        assert seat_of(beside(table._by_seat[0], -1)) == 3


def test_beside_refuses_what_is_not_a_player() -> None:
    table = _table([False] * 3)
    with pytest.raises(TypeError):
        beside(3, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        beside(table._by_seat[0], "left")  # type: ignore[arg-type]


def test_the_sandbox_lets_rules_call_beside_and_nothing_else_new() -> None:
    assert DEFAULT_POLICY.is_callable_name("beside")
    assert not DEFAULT_POLICY.is_bindable_name("beside")


def _compiled(body: str, event: str = "pickup") -> tuple[str, str]:
    book = compile_text(f'rule "R"\n  after {event}:\n    {body}\n', "beside.lopti")
    entry = book.rules[0]
    return entry.python, entry.hooks[0].hook.name


def test_a_hook_calling_beside_gets_the_neighbours_and_who_is_out_in_its_player_views() -> None:
    """The lazy ring fills only the slots a hook reads; ``beside`` reads left, right and
    is_out itself, so a hook naming 'player left of the picker' gets them filled."""
    python, _ = _compiled("the player left of the picker draws 1 card")
    slots = player_slots_read(python)
    assert {"left", "right", "is_out"} <= slots
    g = Game(4, 3)
    ring = ring_of(slots)(g, 0, 0, None)
    assert seat_of(beside(ring[1], 1)) == 2


@pytest.mark.parametrize("body", ["the player left of the picker draws 1 card",
                                  "the next player after the picker draws 1 card"])
def test_a_memo_key_of_a_relative_role_holds_who_is_still_in(body: str) -> None:
    """The neighbour still in changes when a player goes out: the memo key must too."""
    python, name = _compiled(body)
    key = memo_key_expr(python, name, "pickup")
    assert key is not None and "tuple(g.out)" in key and "g.direction" in key


@given(st.lists(st.booleans(), min_size=2, max_size=6))
def test_r_win_4_the_seat_ring_is_next_seat_of_every_seat_issue_24(outs: list[bool]) -> None:
    """The game's seat ring (``engine.seat_ring``), which the engine's turn order, the
    pre-checks, memo keys and lazy views of ``next`` and ``previous`` read, names for
    every seat and both ways the seat ``next_seat`` walks to: the first still in, the
    seat itself when nobody else is."""
    n = len(outs)

    class G:  # the two fields next_seat reads
        players = n
        out = outs

    ring = seat_ring(outs)
    assert ring[0] == ()
    for step in (1, -1):
        assert ring[step] == tuple(next_seat(G, s, step) for s in range(n))


def test_r_turn_1_a_game_keeps_its_seat_ring_as_players_go_out_issue_24() -> None:
    """At every decision of bot games the game's ``ring`` is the ring of its ``out``
    seats: built again whenever a player goes out (R-WIN-1), never stale."""
    from lopti_rules.engine import OVER, make_bot

    for players, seed in ((3, 0), (4, 1), (5, 2)):
        g = Game(players, seed)
        bot = make_bot("greedy", seed)
        outs = set()
        while g.phase != OVER:
            assert g.ring == seat_ring(g.out)
            outs.add(sum(g.out))
            g.apply(bot.choose(g))
        assert g.ring == seat_ring(g.out)
        assert len(outs) >= 2  # someone went out while the game went on
