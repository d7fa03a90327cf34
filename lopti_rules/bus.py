"""The event bus: before- and after-hooks on the base events the engine emits.

The engine checks one boolean attribute per event (``bus.on_play`` ...) before it
builds a payload, so a game nobody listens to builds no event objects at all.
Hooks are called as ``fn(event, game)`` and their return values are ignored: the
rules runtime (``runtime.py``) registers one handler per event that runs the rules'
sandboxed hooks and applies their effects through the engine's own operations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import LoptiError
from .events import EVENT_NAMES, Event

Hook = Callable[[Event, Any], object]


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

    def __init__(self) -> None:
        self._before: dict[str, list[Hook]] = {n: [] for n in EVENT_NAMES}
        self._after: dict[str, list[Hook]] = {n: [] for n in EVENT_NAMES}
        for name in EVENT_NAMES:
            setattr(self, "on_" + name, False)

    def _check(self, name: str) -> None:
        if name not in self._before:
            raise UnknownEventError(
                f"unknown event {name!r}; the engine emits: {', '.join(EVENT_NAMES)}"
            )

    def before(self, event: str, fn: Hook) -> None:
        """Call ``fn(event, game)`` just before ``event`` changes the game."""
        self._check(event)
        self._before[event].append(fn)
        setattr(self, "on_" + event, True)

    def after(self, event: str, fn: Hook) -> None:
        """Call ``fn(event, game)`` just after ``event`` changed the game."""
        self._check(event)
        self._after[event].append(fn)
        setattr(self, "on_" + event, True)

    def listen_all(self, fn: Hook) -> None:
        """Call ``fn`` after every event (a recorder)."""
        for name in EVENT_NAMES:
            self.after(name, fn)

    def remove(self, event: str, fn: Hook) -> None:
        """Unregister ``fn`` from ``event`` (both phases)."""
        self._check(event)
        for table in (self._before, self._after):
            if fn in table[event]:
                table[event].remove(fn)
        setattr(self, "on_" + event, bool(self._before[event] or self._after[event]))

    def fire_before(self, event: Event, game: Any) -> None:
        """Run the before-hooks of ``event``."""
        for fn in self._before[event.name]:
            fn(event, game)

    def fire_after(self, event: Event, game: Any) -> None:
        """Run the after-hooks of ``event``."""
        for fn in self._after[event.name]:
            fn(event, game)
