"""The event bus with taps and ordinary hooks mixed at random: who is called, with what,
and in what order, against a model of the contract (``bus.py``, ``docs/engine.md``).

- An ordinary hook hears every event it is registered on, as a payload.
- A tap hears its event's plain values (``events.tap_values`` of the payload). A tap on
  ``play`` (``pickup``) hears only the plays (pickups) its ``plays`` (``counts``)
  filter wants, whether only taps listen (the engine routes each play to the taps that
  want it, ``bus.routes_play``) or an ordinary hook listens too.
- On one event and timing, listeners are called in the order they were registered;
  removing one takes it out and leaves the others as they were.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.games import play_out

from lopti_rules.engine import Game, events
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.bus import ALL_COUNTS, ALL_PLAYS, EventBus, count_bit, play_bit, play_key
from lopti_rules.errors import LoptiError

HOT = list(events.TAP_FIELDS)
#: Play filters: a few ranks (any count), so that several taps on play want different plays.
PLAYS = st.sets(st.integers(2, 14), max_size=6).map(
    lambda ranks: sum(play_bit(r, c) for r in ranks for c in range(1, 5)))
#: Pickup filters: a few numbers of cards picked up.
COUNTS = st.sets(st.integers(0, 20), max_size=8).map(lambda ns: sum(count_bit(n) for n in ns))
#: One registration: ("hook" | "tap", timing, event, filter) or ("remove", index); the
#: filter is a play filter on play, a pickup filter on pickup, else unused.
STEP = st.one_of(
    st.tuples(st.sampled_from(["hook", "tap", "tap"]), st.sampled_from(["before", "after"]),
              st.sampled_from(["play", "play", "play", "pickup", "pickup", "turn", "draw",
                               "clear"]),
              st.one_of(st.just(None), st.tuples(st.just("plays"), PLAYS),
                        st.tuples(st.just("counts"), COUNTS))),
    st.tuples(st.just("remove"), st.integers(0, 20)),
)


def _bit(event: str, values: tuple[Any, ...]) -> int:
    """The filter bit of a play or pickup (its tap values), else 0."""
    if event == "play":
        return play_bit(values[1], values[2])
    return count_bit(values[1]) if event == "pickup" else 0


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(st.lists(STEP, min_size=1, max_size=10), st.integers(0, 1000))
def test_taps_and_hooks_hear_what_the_contract_says(steps: list[Any], seed: int) -> None:
    bus = EventBus()
    heard: list[tuple[int, str, str, tuple[Any, ...]]] = []
    #: (id, kind, timing, event, the plays or pickups wanted, fn)
    live: list[tuple[int, str, str, str, int, Any]] = []
    for n, step in enumerate(steps):
        if step[0] == "remove":
            if live:
                gone = live.pop(step[1] % len(live))
                bus.remove(gone[3], gone[5])
            continue
        kind, timing, event, wanted = step
        tag, mask = wanted or (None, 0)
        plays = mask if tag == "plays" and event == "play" else None
        counts = mask if tag == "counts" and event == "pickup" else None
        every = ALL_PLAYS if event == "play" else ALL_COUNTS if event == "pickup" else 0
        filt = plays if event == "play" else counts if event == "pickup" else None
        if kind == "hook":
            def fn(e: events.Event, g: Any, n: int = n, t: str = timing) -> None:
                heard.append((n, t, e.name, events.tap_values(e)))
            (bus.before if timing == "before" else bus.after)(event, fn)
        else:
            def fn(g: Any, *values: Any, n: int = n, t: str = timing, ev: str = event) -> None:
                heard.append((n, t, ev, values))
            bus.tap(timing, event, fn, plays=plays, counts=counts)
        live.append((n, kind, timing, event, every if filt is None else filt, fn))

    # the reference: every event of the same game, as payloads, in order
    reference: list[tuple[str, str, tuple[Any, ...]]] = []
    ref_bus = EventBus()
    for name in HOT:
        for timing in ("before", "after"):
            (ref_bus.before if timing == "before" else ref_bus.after)(
                name, lambda e, g, t=timing: reference.append(
                    (t, e.name, events.tap_values(e))))
    adopted = EventBus()  # a fresh bus given the same listeners at once (bus.adopt)
    adopted.adopt(bus.layout())
    heard_by: dict[str, list[Any]] = {}
    for label, b in (("registered", bus), ("adopted", adopted), ("reference", ref_bus)):
        play_out(Game(4, seed, bus=b), make_bot("random", seed))
        heard_by[label] = heard[:]
        heard.clear()

    expected: list[tuple[int, str, str, tuple[Any, ...]]] = []
    for timing, name, values in reference:
        for n, kind, t, event, wanted, _ in live:
            if event != name or t != timing:
                continue
            if kind == "tap" and name in ("play", "pickup") and not wanted & _bit(name, values):
                continue  # this tap on play (pickup) does not want this play (pickup)
            expected.append((n, timing, name, values))
    assert heard_by["registered"] == expected
    assert heard_by["adopted"] == expected


def test_adopt_takes_only_a_bus_nobody_listens_to() -> None:
    source = EventBus()
    source.tap("after", "play", lambda g, *values: None)
    busy = EventBus()
    busy.after("win", lambda e, g: None)
    with pytest.raises(LoptiError, match="nobody listens"):
        busy.adopt(source.layout())


def test_an_adopted_bus_keeps_its_own_lists() -> None:
    """Registering on or removing from an adopted bus leaves the source's listeners be."""
    source = EventBus()
    tap = lambda g, *values: None  # noqa: E731
    source.tap("after", "play", tap, plays=play_bit(8, 1))
    layout = source.layout()
    bus, other = EventBus(), EventBus()
    bus.adopt(layout)
    other.adopt(layout)  # the two share the layout's tables until one changes them
    bus.after("play", lambda e, g: None)
    bus.remove("play", tap)
    for lent in (other._after, layout.lists["_after"]):  # still only the tap
        assert [other._tapped.get(id(h)) for h in lent["play"]] == [tap]
    assert other.taps_play == (None, tap)
    assert bus.taps_play is None and source.taps_play == (None, tap)
    assert bus.routes_play is None
    routes = source.routes_play
    assert routes is not None and [i for i, r in enumerate(routes) if r] == [play_key(8, 1)]
    source.tap("before", "play", tap)  # the source's lists were not touched either
    assert source.taps_play == (tap, tap)


def test_a_layout_is_the_bus_as_it_was_when_taken() -> None:
    """Hooks registered on the source after its layout was taken do not reach buses that
    adopt the layout later."""
    source = EventBus()
    tap = lambda g, *values: None  # noqa: E731
    source.tap("after", "play", tap)
    layout = source.layout()
    source.after("play", lambda e, g: None)
    bus = EventBus()
    bus.adopt(layout)
    assert bus.taps_play == (None, tap) and len(bus._after["play"]) == 1


def test_a_fresh_bus_holds_every_flag_the_engine_reads_on_itself() -> None:
    """The engine reads ``on_<event>``, ``taps_<event>`` and ``routes_<event>`` on every
    play and turn; Python 3.11 reads them fast only as the instance's own attributes, so
    a new bus sets them all (a new event without its line in ``__init__`` fails here)."""
    bus = EventBus()
    names = ([f"on_{n}" for n in events.EVENT_NAMES] + [f"taps_{n}" for n in HOT]
             + ["routes_play", "routes_pickup"])
    own = vars(bus)
    assert [n for n in names if n not in own] == []
    assert all(own[n] is (False if n.startswith("on_") else None) for n in names)
    bus.after("turn_end", lambda ev, game: None)
    assert bus.on_turn_end and not EventBus().on_turn_end  # a flag set on one bus only


def test_issue24_each_timing_of_a_route_is_one_call_in_registration_order() -> None:
    """The engine makes one call a timing (``bus.one_call``): none where no tap wants the
    play, the tap itself where one does, and one function calling several, each with
    the same values, in the order they were registered; routes of the same taps share
    one pair."""
    heard: list[tuple[str, int, int]] = []

    def tap(name: str) -> Any:
        def fn(g: Game, p: int, rank: int, count: int, *rest: object) -> None:
            heard.append((name, rank, count))
        return fn

    first, second, eights = tap("first"), tap("second"), tap("eights")
    bus = EventBus()
    bus.tap("after", "play", first)
    bus.tap("after", "play", eights, plays=sum(play_bit(8, c) for c in range(1, 5)))
    bus.tap("after", "play", second)
    routes = bus.routes_play
    assert routes is not None
    six, eight = routes[play_key(6, 1)], routes[play_key(8, 2)]
    assert six is not None and eight is not None
    assert six[0] is None and eight[0] is None  # nobody listens before a play
    assert six[1].taps == (first, second)  # type: ignore[union-attr]
    assert eight[1].taps == (first, eights, second)  # type: ignore[union-attr]
    assert routes[play_key(6, 3)] is six  # the same taps: one pair
    bus.remove("play", first)
    bus.remove("play", second)
    lone = bus.routes_play
    assert lone is not None and lone[play_key(6, 1)] is None
    assert lone[play_key(8, 1)] == (None, eights)  # one tap: called itself
    game = play_out(Game(4, 5, bus=bus), make_bot("random", 5))
    assert heard and {rank for _, rank, _ in heard} == {8}
    assert len(heard) <= game.plays
