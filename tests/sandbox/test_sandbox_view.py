"""The read-only views hooks read: roles not people (R-CUSTOM-4), frozen, the vocabulary's names."""

from __future__ import annotations

import types

import pytest
from support.games import play_out, positions

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.bus import EventBus
from lopti_rules.engine.events import EVENT_TYPES, Deal, Play, RoundEnd, Seat, attribute_types
from lopti_rules.language.catalogue import vocabulary
from lopti_rules.language.codegen.pyexpr import MOST_LAST
from lopti_rules.sandbox import SAFE_ATTRIBUTES, compile_rule, run_hook
from lopti_rules.sandbox.effects import EFFECT_TYPES, Draw, Roshambo, RoshamboOutcome, Skip
from lopti_rules.sandbox.eventview import EventView, acting_seat, event_of, event_view, views_for
from lopti_rules.sandbox.view import (
    PlayerView,
    RoundView,
    RuleView,
    SeatState,
    TableView,
    game_view,
    player_at,
    seat_of,
    table_view,
)

SEATS = [SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(0, 0, 0, place=1), SeatState(1, 0, 2)]


def _public(value: object) -> object:
    """The public content of a view, players replaced by their public scalars."""
    if isinstance(value, PlayerView):
        return tuple(getattr(value, n) for n in sorted(SAFE_ATTRIBUTES[PlayerView])
                     if not isinstance(getattr(value, n), PlayerView))
    if isinstance(value, tuple):
        return tuple(_public(v) for v in value)
    if type(value) in SAFE_ATTRIBUTES:
        return {n: _public(getattr(value, n)) for n in sorted(SAFE_ATTRIBUTES[type(value)])}
    return value


# ----------------------------------------------------------- no identity (R-CUSTOM-4)


def test_no_identity_attribute_on_any_view() -> None:
    """R-CUSTOM-4: no seat number, name or identity is readable."""
    identity = {"seat", "name", "id", "index", "position", "number_of_seat", "creator", "age"}
    for cls in (PlayerView, TableView):
        assert not identity & SAFE_ATTRIBUTES[cls]
    assert not any(n.startswith("_") for names in SAFE_ATTRIBUTES.values() for n in names)


def test_views_are_seat_blind() -> None:
    """R-CUSTOM-4: rotating who sits where changes nothing a hook can read."""
    base = table_view(SEATS, current=1, dealer=0, last_winner=3)
    for shift in range(1, 4):
        rotated = SEATS[-shift:] + SEATS[:-shift]
        moved = table_view(rotated, current=(1 + shift) % 4, dealer=shift % 4,
                           last_winner=(3 + shift) % 4)
        assert _public(moved) == _public(base)


def test_event_seats_become_player_views() -> None:
    """The payload's seats are replaced by views: ``play.player`` is a role, not a number."""
    view = table_view(SEATS, current=1, dealer=0)
    play = Play(player=Seat(1), rank=8, count=1, cards=(24,), source="hand", bonus=False,
                previous_rank=None, previous_count=0)
    ev = event_view(play, view)
    assert ev.player is view.current and type(ev.player) is PlayerView  # type: ignore[attr-defined]
    assert ev.rank == 8 and event_of(ev) is play  # type: ignore[attr-defined]
    end = event_view(RoundEnd(winner=None, players=4, capped=True), view)
    assert end.winner is None  # type: ignore[attr-defined]


def test_attributes_an_event_lacks_are_unset() -> None:
    view = table_view(SEATS, current=1, dealer=0)
    ev = event_view(Deal(dealer=Seat(0), leader=Seat(0), players=4), view)
    with pytest.raises(AttributeError):
        ev.rank  # type: ignore[attr-defined]  # noqa: B018


def test_seat_is_reachable_engine_side_only() -> None:
    view = table_view(SEATS, current=1, dealer=0)
    assert seat_of(view.next) == 3 and player_at(view, 3) is view.next


# ----------------------------------------------------------- frozen


@pytest.mark.parametrize("attr", ["pile", "next", "round"])
def test_table_view_is_frozen(attr: str) -> None:
    view = table_view(SEATS, current=1, dealer=0)
    with pytest.raises(AttributeError, match="read-only"):
        setattr(view, attr, 0)
    with pytest.raises(AttributeError, match="read-only"):
        delattr(view, attr)


def test_player_view_is_frozen() -> None:
    view = table_view(SEATS, current=1, dealer=0)
    with pytest.raises(AttributeError, match="read-only"):
        view.next.hand = 9  # type: ignore[misc]
    with pytest.raises(AttributeError):
        view.next.seat = 1  # type: ignore[attr-defined]


def test_event_view_is_frozen() -> None:
    view = table_view(SEATS, current=1, dealer=0)
    ev = event_view(Deal(dealer=Seat(0), leader=Seat(0), players=4), view)
    with pytest.raises(AttributeError, match="read-only"):
        ev.players = 2  # type: ignore[attr-defined]


def test_views_have_no_instance_dict() -> None:
    for value in (table_view(SEATS, current=1, dealer=0), RuleView(rounds=1, clears=0,
                  pickups=0, fired=0)):
        assert not hasattr(value, "__dict__")


# ----------------------------------------------------------- roles


def test_roles_skip_players_who_are_out() -> None:
    """R-WIN-4: the next and previous players are players still in."""
    view = table_view(SEATS, current=1, dealer=0)
    assert seat_of(view.current) == 1 and seat_of(view.next) == 3
    assert seat_of(view.previous) == 0
    assert [seat_of(p) for p in view.still_in] == [1, 3, 0]
    assert [seat_of(p) for p in view.out] == [2]
    assert view.players == 4 and view.players_in == 3


def test_direction_reverses_next_and_previous() -> None:
    view = table_view(SEATS, current=1, dealer=0, direction=-1)
    assert seat_of(view.next) == 0 and seat_of(view.previous) == 3
    assert [seat_of(p) for p in view.still_in] == [1, 0, 3]


def test_fewest_and_most_break_ties_from_the_acting_player_clockwise() -> None:
    seats = [SeatState(2, 0, 0), SeatState(5, 0, 0), SeatState(2, 0, 0), SeatState(5, 0, 0)]
    view = table_view(seats, current=1, dealer=0, acting=1)
    assert seat_of(view.fewest) == 2 and seat_of(view.most) == 1
    view = table_view(seats, current=1, dealer=0, acting=3)
    assert seat_of(view.fewest) == 0 and seat_of(view.most) == 3


def test_others_are_everyone_still_in_but_the_acting_player() -> None:
    view = table_view(SEATS, current=1, dealer=0, acting=0)
    assert [seat_of(p) for p in view.others] == [1, 3]
    assert view.acting is player_at(view, 0)


def test_neighbours_are_fixed_seats() -> None:
    view = table_view(SEATS, current=1, dealer=0, direction=-1)
    assert seat_of(view.current.left) == 2 and seat_of(view.current.right) == 0


def test_flags_and_counts() -> None:
    view = table_view(SEATS, current=1, dealer=0, last_winner=3)
    p = view.current
    assert (p.hand, p.face_up, p.face_down, p.cards) == (2, 3, 3, 8)
    assert p.is_current and not p.is_dealer and view.last_winner.is_last_winner  # type: ignore
    assert player_at(view, 2).is_out and player_at(view, 2).place == 1


@pytest.mark.parametrize(("kw", "message"), [
    ({"current": 7}, "not at a 4-player table"), ({"direction": 2}, "direction"),
])
def test_bad_table_input_is_refused(kw: dict[str, int], message: str) -> None:
    args = {"current": 1, "dealer": 0, **kw}
    with pytest.raises(ValueError, match=message):
        table_view(SEATS, **args)  # type: ignore[arg-type]


def test_a_table_has_two_to_five_players() -> None:
    """R-SETUP-1."""
    with pytest.raises(ValueError, match="R-SETUP-1"):
        table_view(SEATS[:1], current=0, dealer=0)


# ----------------------------------------------------------- the vocabulary's names


def test_views_expose_the_vocabulary_one_to_one() -> None:
    """Every name the rule language reads maps to exactly one view attribute."""
    assert set(vocabulary.TABLE["table"]) <= SAFE_ATTRIBUTES[TableView]
    assert set(vocabulary.TABLE["round"]) == SAFE_ATTRIBUTES[RoundView]
    # ``rule.counts`` is read through ``count "x"`` (issue 14), not as an attribute
    assert set(vocabulary.TABLE["rule"]) == SAFE_ATTRIBUTES[RuleView] - {"counts"}
    assert set(vocabulary.MEASURES) <= SAFE_ATTRIBUTES[PlayerView]
    single = {k for k, r in vocabulary.ROLES.items() if not r.plural} - {
        "roshambo_winner", "roshambo_loser", "that", "most_last", *vocabulary.RELATIVE_ROLES}
    assert single <= SAFE_ATTRIBUTES[TableView]
    # ``the player with the most <tally> last round``: one view attribute a tally
    assert set(MOST_LAST) == set(vocabulary.LAST_TALLIES)
    assert {code.removeprefix("view.") for code in MOST_LAST.values()} <= \
        SAFE_ATTRIBUTES[TableView]
    # roles beside another role (issue 14) walk the players' own neighbours
    assert {"left", "right", "is_out"} <= SAFE_ATTRIBUTES[PlayerView]
    for event in EVENT_TYPES:
        assert set(attribute_types(event)) <= SAFE_ATTRIBUTES[EventView]


# ----------------------------------------------------------- why a C-level getattr is safe


#: Attribute names that exist on an ordinary reachable type and on a view, and what
#: they yield there: a bound builtin method, which generated code can never call.
INERT = {(tuple, "count"), (list, "count"), (str, "count"), (range, "count")}


def test_whitelisted_names_reach_nothing_unintended() -> None:
    """The closed world: every type sandboxed code can hold a value of, and each
    whitelisted attribute name on it, is either intended or an inert bound method.

    Generated code never holds a type, module, function or frame as a value
    (callables may only be called, check_generated), so these are all the types.
    """
    reachable = [int, bool, str, tuple, list, range, type(None), types.BuiltinMethodType,
                 RoshamboOutcome, *EFFECT_TYPES.values(), *SAFE_ATTRIBUTES]
    names = frozenset().union(*SAFE_ATTRIBUTES.values())
    for cls in reachable:
        for name in names:
            if hasattr(cls, name) and name not in SAFE_ATTRIBUTES.get(cls, ()):
                assert (cls, name) in INERT, f"{cls.__name__}.{name} is reachable"


def test_inert_collision_is_a_builtin_method() -> None:
    view = table_view(SEATS, current=1, dealer=0)
    assert isinstance(view.still_in.count, types.BuiltinMethodType)


def test_roshambo_outcomes_are_the_only_effect_attributes() -> None:
    view = table_view(SEATS, current=1, dealer=0)
    game = Roshambo(view.current, view.next)
    assert SAFE_ATTRIBUTES[Roshambo] == {"winner", "loser"}
    assert Draw(game.loser, 1).target.candidates() == (view.current, view.next)  # type: ignore


def test_round_view_requires_every_count() -> None:
    with pytest.raises(TypeError, match="missing"):
        RoundView(number=1)


# ----------------------------------------------------------- views of a real game


@pytest.mark.parametrize("seed", [1, 2])
def test_game_view_follows_the_engine(seed: int) -> None:
    """Counts in the view are the engine's, at every decision of a seeded game."""
    for game in positions(Game(players=4, seed=seed), make_bot("greedy", seed=seed)):
        view = game_view(game)
        for seat in range(game.players):
            p = player_at(view, seat)
            assert p.hand == game.hand[seat].bit_count() and p.face_down == len(game.down[seat])
            assert p.is_out == game.out[seat]
        assert view.players_in == game.players - sum(game.out)
        assert view.pile == game.pile.bit_count() and view.draw_pile == len(game.draw_pile)
        assert view.round.plays == game.plays and view.direction == game.direction


def test_a_compiled_hook_runs_from_the_engine_bus() -> None:
    """The pieces fit: an after-play hook sees the game's view and its effects are values."""
    rule = compile_rule(
        "def after_play(view, event, rule):\n    fuel()\n"
        "    if event.rank == 8:\n        return [Skip(view.next)]\n    return []\n",
        rule="Eights skip")
    fired: list[list[object]] = []
    bus = EventBus()
    bus.after("play", lambda event, game: fired.append(run_hook(
        rule.hooks["after_play"], *views_for(game, event))))
    play_out(Game(players=4, seed=5, bus=bus), make_bot("greedy", seed=5))
    skips = [effects for effects in fired if effects]
    assert fired and skips and all(isinstance(e[0], Skip) for e in skips)


def test_acting_player_of_each_event() -> None:
    """vocabulary.ROLES: the event's player; the leader for deal; the winner for round_end."""
    assert acting_seat(Deal(dealer=Seat(0), leader=Seat(2), players=4)) == 2
    assert acting_seat(RoundEnd(winner=Seat(3), players=4, capped=False)) == 3
    assert acting_seat(RoundEnd(winner=None, players=4, capped=True)) is None
    play = Play(player=Seat(1), rank=8, count=1, cards=(24,), source="hand", bonus=False,
                previous_rank=None, previous_count=0)
    assert acting_seat(play) == 1
