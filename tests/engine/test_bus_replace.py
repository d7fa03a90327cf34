"""``EventBus.replace``: hooks and taps swapped in place, every other hook keeps its turn
(the rules runtime swaps a game's handlers this way when it stops a rule, R-VOTE-6)."""

from __future__ import annotations

from typing import Any

from lopti_rules.engine import OVER, Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.bus import EventBus


def test_a_replaced_tap_hears_the_plays_it_wants_in_the_old_ones_place() -> None:
    heard: list[str] = []
    bus = EventBus()

    def first(event: Any, game: Any) -> None:
        if event.name == "play":
            heard.append("first")

    def old(game: Any, *values: Any) -> None:
        heard.append("old")

    def new(game: Any, *values: Any) -> None:
        heard.append("new")

    def last(event: Any, game: Any) -> None:
        heard.append("last")

    bus.after("play", first)
    bus.tap("after", "play", old)
    bus.after("play", last)
    bus.replace("after", "play", [old], lambda b: b.tap("after", "play", new))
    g = Game(3, 4, bus=bus)
    choose = make_bot("random", 4).choose
    while not g.plays:
        g.apply(choose(g))
    assert heard[:3] == ["first", "new", "last"] and "old" not in heard


def test_replacing_taps_with_none_leaves_the_event_unheard() -> None:
    bus = EventBus()
    seen: list[int] = []

    def tap(game: Any, *values: Any) -> None:
        seen.append(1)

    bus.tap("before", "turn", tap)
    assert bus.on_turn
    bus.replace("before", "turn", [tap], lambda b: None)
    assert not bus.on_turn and bus.taps_turn is None
    g = Game(2, 1, bus=bus)
    choose = make_bot("random", 1).choose
    while g.phase != OVER:
        g.apply(choose(g))
    assert not seen
