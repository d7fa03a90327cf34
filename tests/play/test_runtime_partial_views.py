"""Hooks get player views with only the slots their code can read (R-CUSTOM: hooks read a
view of the table); those slots hold exactly what ``view.game_view`` gives, and games
play the same with partial and full views."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.examples import example_books
from support.games import play_out, play_with_rules

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.events import Play, Seat
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.lazyviews import LazyTableView, player_slots_read, ring_of, views_of
from lopti_rules.sandbox.view import PlayerView, TableView, game_view

SLOTS = [s for s in PlayerView.__slots__ if s != "_seat"]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), steps=st.integers(0, 300),
       slots=st.sets(st.sampled_from(SLOTS)), winner=st.one_of(st.none(), st.integers(0, 1)))
def test_partial_player_views_hold_the_game_view_values(
        seed: int, players: int, steps: int, slots: set[str], winner: int | None) -> None:
    """Every slot a partial ring fills equals the full view's; seats and order match."""
    g = Game(players, seed)
    play_out(g, make_bot("random", seed), steps=steps)
    acting = random.Random(seed).randrange(players)
    eager = game_view(g, acting=acting, last_winner=winner, round_number=2)
    lazy = LazyTableView(g, acting, winner, 2, ring_of(frozenset(slots)))
    for name in ("acting", "current", "next", "previous", "dealer"):
        assert getattr(lazy, name)._seat == getattr(eager, name)._seat, name
    for p, q in zip(lazy._by_seat, eager._by_seat, strict=True):
        assert type(p) is PlayerView and p._seat == q._seat and p == q
        for slot in slots:
            a, b = getattr(p, slot), getattr(q, slot)
            assert (a._seat == b._seat) if slot in ("left", "right") else a == b, slot


def test_slots_read_are_the_attribute_names_and_what_table_roles_need() -> None:
    """``hand of next player`` reads the hand; ``still_in`` reads who is out; ``fewest``
    is worked out on the game (``seats.fewest_seat``), so naming it reads no slot, nor
    does a rule that only names players."""
    assert player_slots_read("def f(view, event, rule):\n    return view.next.hand\n") \
        == {"hand"}
    assert player_slots_read("def f(view, event, rule):\n    return view.fewest\n") \
        == set()
    assert player_slots_read("def f(view, event, rule):\n    return view.still_in\n") \
        == {"is_out"}
    assert player_slots_read("def f(view, event, rule):\n    return view.next.left\n") \
        == {"left"}
    assert player_slots_read("def f(view, event, rule):\n    return view.next\n") == set()


def test_unknown_slots_are_refused() -> None:
    with pytest.raises(ValueError, match="not player view slots"):
        ring_of(frozenset({"__class__"}))


@pytest.mark.slow
def test_games_with_every_example_rule_play_the_same_with_full_lazy_views(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """R-VOTE-6 and determinism: the same seed gives the same decisions, rule firings and
    stops whether hooks see partial player views and prefilled attributes, or full player
    views computed as read."""

    def run() -> tuple[object, ...]:
        rt = RuleRuntime(example_books())  # a runtime per variant: handlers read the views
        records: list[object] = []
        rt.listen(records.append)
        games = tuple(tuple(play_with_rules(rt, 4, seed, "random",
                                            agents=bot_agents(4, seed)).game.history)
                      for seed in (3, 11))
        return games, tuple(records), tuple(rt.fired), tuple(rt.stopped)

    partial = run()
    import lopti_rules.play.hooks as hooks_module

    monkeypatch.setattr(hooks_module, "ring_of", lambda slots: ring_of(frozenset(SLOTS)))
    monkeypatch.setattr(hooks_module, "views_of",
                        lambda names, ring, event: views_of(frozenset(), ring, event))
    assert run() == partial


TABLE_NAMES = [n for n in TableView.__slots__ if n != "_by_seat"]
PLAY_NAMES = ["player", "rank", "count", "cards", "source", "bonus", "previous_rank",
              "previous_count"]


def _same(a: object, b: object) -> bool:
    if isinstance(a, PlayerView):
        return isinstance(b, PlayerView) and a._seat == b._seat
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if type(a).__name__ == "RoundView":
        return all(getattr(a, n) == getattr(b, n) for n in type(b).__slots__)
    return a == b


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 300),
       names=st.sets(st.sampled_from(TABLE_NAMES + PLAY_NAMES)),
       winner=st.one_of(st.none(), st.integers(0, 1)))
def test_prefilled_views_hold_what_lazy_reads_give(
        seed: int, steps: int, names: set[str], winner: int | None) -> None:
    """Attributes the hooks read, filled in when the views are built, equal game_view's and
    event_view's; the rest still read lazily (R-CUSTOM: hooks read a view of the table)."""
    g = Game(4, seed)
    play_out(g, make_bot("random", seed), steps=steps)
    acting = random.Random(seed).randrange(4)
    ev = Play(player=Seat(acting), rank=9, count=2, cards=(28, 29), source="hand",
              bonus=False, previous_rank=None, previous_count=0)
    make = views_of(frozenset(names), ring_of(frozenset(SLOTS)), "play")
    table, event = make(g, ev, acting, winner, 2)
    eager = game_view(g, acting=acting, last_winner=winner, round_number=2)
    eager_event = event_view(ev, eager)
    for name in TABLE_NAMES:
        assert _same(getattr(table, name), getattr(eager, name)), name
    for name in PLAY_NAMES:
        assert _same(getattr(event, name), getattr(eager_event, name)), name
    with pytest.raises(AttributeError):
        event.chain  # noqa: B018 - not an attribute of play: reading it fails


def test_a_partial_player_view_still_prints() -> None:
    """Engine-side debugging: ``repr`` shows the slots a partial view holds."""
    g = Game(4, 1)
    only_hand = ring_of(frozenset({"hand"}))(g, 0, 0, None)
    assert repr(only_hand[2]) == f"<PlayerView seat=2 hand={g.hand[2].bit_count()}>"
    full = game_view(g)
    assert "face_down=3" in repr(full.next) and "seat=1" in repr(full.next)
