"""Lazy views give exactly what ``view.game_view`` gives; rules keep the engine's invariants
(52 cards conserved, a legal move for the player to act) in games with rules loaded."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.examples import example_books
from support.games import play_out, positions

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.events import Play, Seat
from lopti_rules.engine.position import unaccounted
from lopti_rules.play import RuleRuntime
from lopti_rules.sandbox import DEFAULT_POLICY, SAFE_ATTRIBUTES
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.lazyviews import LazyEventView, LazyRuleView, LazyTableView
from lopti_rules.sandbox.view import PlayerView, TableView, game_view


@functools.cache
def every_example_runtime() -> RuleRuntime:
    """One runtime with every example rule, built once (handlers for 180-odd rules take most
    of a second): a game goes the same on a runtime that played others before
    (tests/play/test_runtime.py pins it)."""
    return RuleRuntime(example_books())


def player_fields(p: PlayerView) -> tuple[object, ...]:
    return tuple(getattr(p, n) if n not in ("left", "right") else getattr(p, n)._seat
                 for n in PlayerView.__slots__)


def same(a: object, b: object) -> bool:
    if isinstance(a, PlayerView) and isinstance(b, PlayerView):
        return player_fields(a) == player_fields(b)
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if type(a).__name__ == "RoundView":
        return all(getattr(a, n) == getattr(b, n) for n in type(b).__slots__)
    return a == b


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), steps=st.integers(0, 400),
       winner=st.one_of(st.none(), st.integers(0, 1)))
def test_lazy_table_view_equals_game_view(seed: int, players: int, steps: int,
                                          winner: int | None) -> None:
    g = play_out(Game(players, seed), make_bot("random", seed), steps=steps)
    rng = random.Random(seed)
    if rng.random() < 0.5:
        g.reverse()  # a rule reversed the direction of play
    acting = rng.randrange(players)
    eager = game_view(g, acting=acting, last_winner=winner, round_number=3)
    lazy = LazyTableView(g, acting, winner, 3)
    names = list(TableView.__slots__)
    rng.shuffle(names)  # any order of first reads
    for name in names:
        assert same(getattr(lazy, name), getattr(eager, name)), name


def test_lazy_event_view_maps_seats_to_players_like_event_view() -> None:
    g = Game(4, 9)
    table = game_view(g, acting=2)
    ev = Play(player=Seat(2), rank=9, count=2, cards=(28, 29), source="hand", bonus=False,
              previous_rank=None, previous_count=0)
    lazy = LazyEventView(ev, table)
    eager = event_view(ev, table)
    for name in ("player", "rank", "count", "cards", "source", "bonus", "previous_rank",
                 "previous_count"):
        assert same(getattr(lazy, name), getattr(eager, name))
    try:
        lazy.chain  # noqa: B018 - not an attribute of play: reading it fails
    except AttributeError:
        pass
    else:  # pragma: no cover
        raise AssertionError("play has no chain")


def test_lazy_views_expose_only_the_whitelisted_names() -> None:
    """The sandbox's attribute whitelist covers the lazy types through their bases."""
    for lazy, base in ((LazyTableView, TableView),):
        public = {n for n in lazy.__slots__ if not n.startswith("_")}
        assert not public  # no new public slot
        assert SAFE_ATTRIBUTES[base] >= {n for n in base.__slots__ if not n.startswith("_")}
    class Counts:
        def rule_counts(self, index: int) -> tuple[int, int, int, int, tuple[int, ...]]:
            return (1, 2, 3, index, (5,))

    rule = LazyRuleView(Counts(), 4)
    assert (rule.rounds, rule.clears, rule.pickups, rule.fired, rule.counts) == (1, 2, 3, 4, (5,))
    assert not DEFAULT_POLICY.RUNTIME_ATTRIBUTE_CHECK


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**48), players=st.integers(2, 5),
       bot=st.sampled_from(["random", "greedy"]))
def test_52_cards_and_a_legal_move_in_games_with_every_example_rule(seed: int, players: int,
                                                                    bot: str) -> None:
    """R-SETUP-1: one 52-card deck, conserved; every player to act has a legal move (a
    restriction that would leave none lapses); finished players never get cards (R-WIN-4)."""
    rt = every_example_runtime()
    play = rt.start(players, seed)
    g = play.game
    for _ in positions(g, make_bot(bot, seed)):  # the deal, then after each decision
        problem = unaccounted(g)
        assert problem is None, problem
        for seat in range(players):
            if g.out[seat]:
                assert not g.hand[seat] and not g.up[seat] and not g.down[seat]
        assert g.is_over() or g.legal_moves()
    assert g.capped or sorted(g.finishing_order) == list(range(players))
