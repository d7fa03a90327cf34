"""The event bus: before- and after-hooks on the base events the engine emits.

The engine checks one boolean attribute per event (``bus.on_play`` ...) before it
builds a payload, so a game nobody listens to builds no event objects at all.
Hooks are called as ``fn(event, game)`` and their return values are ignored: the
rules runtime (``runtime.py``) registers one handler per event that runs the rules'
sandboxed hooks and applies their effects through the engine's own operations.

A *tap* (``bus.tap``) is a hook on a hot event (``events.TAP_FIELDS``: play, turn,
pickup, draw, clear) called as ``fn(game, *values)`` with the payload's plain values.
While every hook on such an event is a tap (``bus.taps_<event>`` is then the pair of
their before and after tuples), the engine calls them directly and builds no payload;
next to an ordinary hook (a recorder), the payload is built and each tap gets its
values (``events.tap_values``), in registration order with the other hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import LoptiError
from .events import EVENT_NAMES, TAP_FIELDS, Event, tap_values

Hook = Callable[[Event, Any], object]
#: A tap: ``fn(game, *values)`` with the values ``events.TAP_FIELDS`` names.
Tap = Callable[..., object]
Taps = tuple[tuple[Tap, ...], tuple[Tap, ...]]


class UnknownEventError(LoptiError):
    """A hook was registered on an event the engine does not emit."""


class EventBus:
    """Hooks by event name; ``on_<event>`` is true while anyone listens to that event."""

    on_deal: bool
    on_swap: bool
    on_turn: bool
    on_play: bool
    on_draw: bool
    on_pickup: bool
    on_clear: bool
    on_bonus: bool
    on_take_up: bool
    on_flip: bool
    on_pass: bool
    on_out: bool
    on_win: bool
    on_round_end: bool
    #: (before taps, after taps) while only taps listen to the event, else None
    taps_play: Taps | None
    taps_turn: Taps | None
    taps_pickup: Taps | None
    taps_draw: Taps | None
    taps_clear: Taps | None

    def __init__(self) -> None:
        self._before: dict[str, list[Hook]] = {n: [] for n in EVENT_NAMES}
        self._after: dict[str, list[Hook]] = {n: [] for n in EVENT_NAMES}
        #: id of the hook standing in for each tap in the lists above -> the tap
        self._tapped: dict[int, Tap] = {}
        for name in EVENT_NAMES:
            setattr(self, "on_" + name, False)
        for name in TAP_FIELDS:
            setattr(self, "taps_" + name, None)

    def _check(self, name: str) -> None:
        if name not in self._before:
            raise UnknownEventError(
                f"unknown event {name!r}; the engine emits: {', '.join(EVENT_NAMES)}"
            )

    def before(self, event: str, fn: Hook) -> None:
        """Call ``fn(event, game)`` just before ``event`` changes the game."""
        self._check(event)
        self._before[event].append(fn)
        self._refresh(event)

    def after(self, event: str, fn: Hook) -> None:
        """Call ``fn(event, game)`` just after ``event`` changed the game."""
        self._check(event)
        self._after[event].append(fn)
        self._refresh(event)

    def tap(self, timing: str, event: str, fn: Tap) -> None:
        """Call ``fn(game, *values)`` at ``timing`` (before or after) of the hot ``event``,
        with the values ``events.TAP_FIELDS[event]`` names."""
        self._check(event)
        if event not in TAP_FIELDS:
            raise UnknownEventError(f"{event!r} has no taps; hook it with before/after "
                                    f"(taps: {', '.join(TAP_FIELDS)})")
        if timing not in ("before", "after"):
            raise ValueError(f"timing must be before or after, not {timing!r}")

        def hook(ev: Event, game: Any) -> None:
            fn(game, *tap_values(ev))

        self._tapped[id(hook)] = fn
        (self._before if timing == "before" else self._after)[event].append(hook)
        self._refresh(event)

    def _refresh(self, event: str) -> None:
        before, after = self._before[event], self._after[event]
        setattr(self, "on_" + event, bool(before or after))
        if event in TAP_FIELDS:
            tapped = self._tapped
            only_taps = all(id(h) in tapped for h in before) and all(id(h) in tapped
                                                                     for h in after)
            setattr(self, "taps_" + event,
                    (tuple(tapped[id(h)] for h in before), tuple(tapped[id(h)] for h in after))
                    if only_taps and (before or after) else None)

    def listen_all(self, fn: Hook) -> None:
        """Call ``fn`` after every event (a recorder)."""
        for name in EVENT_NAMES:
            self.after(name, fn)

    def remove(self, event: str, fn: Hook | Tap) -> None:
        """Unregister the hook or tap ``fn`` from ``event`` (both phases)."""
        self._check(event)
        for table in (self._before, self._after):
            for hook in [h for h in table[event] if h is fn or self._tapped.get(id(h)) is fn]:
                table[event].remove(hook)
                self._tapped.pop(id(hook), None)
        self._refresh(event)

    def fire_before(self, event: Event, game: Any) -> None:
        """Run the before-hooks of ``event``."""
        for fn in self._before[event.name]:
            fn(event, game)

    def fire_after(self, event: Event, game: Any) -> None:
        """Run the after-hooks of ``event``."""
        for fn in self._after[event.name]:
            fn(event, game)
