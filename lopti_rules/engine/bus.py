"""The event bus: before- and after-hooks on the base events the engine emits.

The engine checks one boolean attribute per event (``bus.on_play`` ...) before it
builds a payload, so a game nobody listens to builds no event objects at all.
Hooks are called as ``fn(event, game)`` and their return values are ignored: the
rules runtime (``play/runtime.py``) registers one handler per event that runs the rules'
sandboxed hooks and applies their effects through the engine's own operations.

A *tap* (``bus.tap``) is a hook on a hot event (``events.TAP_FIELDS``: play, turn,
pickup, draw, clear, turn_end) called as ``fn(game, *values)`` with the payload's plain values;
taps on play and pickup may name the plays (by rank and count) or pickups (by count)
they want, and hear no others.
While every hook on such an event is a tap, the engine calls them directly and builds no
payload: ``bus.taps_<event>`` is then the pair of one call before and one after (each
None where no tap listens, the tap itself where one does, and one function calling
several in registration order: :func:`one_call`), and on play and pickup
``bus.routes_<event>`` holds that pair for each play or pickup (:func:`play_key`,
:func:`count_key`), made of the taps that want it, or None where none does. The engine
makes one call a timing, with no loop over a tuple of taps (issue 24). Next to an
ordinary hook (a recorder), the payload is built and each tap that wants it gets its
values (``events.tap_values``), in registration order with the other hooks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import LoptiError
from .events import EVENT_NAMES, TAP_FIELDS, Event, tap_values

Hook = Callable[[Event, Any], object]


def play_key(rank: int, count: int) -> int:
    """Where a play of ``count`` cards of ``rank`` is in ``bus.routes_play``, and which
    bit of a play filter it is (:func:`play_bit`)."""
    return rank * 5 + count


def play_bit(rank: int, count: int) -> int:
    """The bit of a play of ``count`` cards of ``rank`` in a play filter."""
    return 1 << play_key(rank, count)


#: Every play as a bit ``play_bit(rank, count)`` of a play filter (``EventBus.tap``).
ALL_PLAYS = sum(1 << play_key(rank, count) for rank in range(2, 15) for count in range(1, 5))


def count_key(count: int) -> int:
    """Where a pickup of ``count`` cards is in ``bus.routes_pickup`` (its bit in a pickup
    filter: :func:`count_bit`)."""
    return count


def count_bit(count: int) -> int:
    """The bit of a pickup of ``count`` cards in a pickup filter."""
    return 1 << count


#: Every pickup, as bits ``count_bit(count)`` of a pickup filter (``EventBus.tap``).
ALL_COUNTS = (1 << 53) - 1


#: A tap: ``fn(game, *values)`` with the values ``events.TAP_FIELDS`` names.
Tap = Callable[..., object]
#: The taps of one event (or route) as the engine calls them: one call before the event
#: changes the game and one after, each None where no tap listens (:func:`one_call`).
Taps = tuple[Tap | None, Tap | None]


def one_call(taps: Sequence[Tap]) -> Tap | None:
    """``taps`` as one call: None for none, the tap itself for one, and for several a
    function that calls each in turn with the same values (registration order)."""
    if not taps:
        return None
    if len(taps) == 1:
        return taps[0]
    every = tuple(taps)

    def chained(game: Any, *values: Any) -> None:
        for fn in every:
            fn(game, *values)

    chained.taps = every  # type: ignore[attr-defined]  # (what it calls, for tests)
    return chained


_EVENTS = frozenset(EVENT_NAMES)
#: The events whose taps say which of them they want: every one of them as a filter,
#: how many routes there are (one per play or pickup), and a payload's route.
_FILTERED: dict[str, tuple[int, int, Callable[[Any], int]]] = {
    "play": (ALL_PLAYS, play_key(14, 4) + 1, lambda ev: play_key(ev.rank, ev.count)),
    "pickup": (ALL_COUNTS, 53, lambda ev: count_key(ev.count)),
}


@dataclass(frozen=True)
class Layout:
    """What a bus listens with (:meth:`EventBus.layout`): its plain attributes (flags, tap
    tuples, filters), its tables of lists (hooks by event) and its flat tables (taps and
    filters by hook), lent to each bus that adopts it (the bus copies them before it
    changes them: ``EventBus._own``)."""

    plain: dict[str, Any]
    lists: dict[str, dict[Any, Any]]
    maps: dict[str, dict[Any, Any]]


class UnknownEventError(LoptiError):
    """A hook was registered on an event the engine does not emit."""


class EventBus:
    """Hooks by event name; ``on_<event>`` is true while anyone listens to that event."""

    # The class declares the defaults (nobody listens); ``__init__`` copies the flags, tap
    # tuples and routes onto the instance (tests/engine/test_bus.py checks it has them
    # all), because the engine reads
    # them on every play and turn and Python 3.11 reads an instance's own attribute about
    # three times faster than a class attribute through an instance (benchmarks/ab.py).
    on_deal: bool = False
    on_swap: bool = False
    on_turn: bool = False
    on_play: bool = False
    on_draw: bool = False
    on_pickup: bool = False
    on_clear: bool = False
    on_bonus: bool = False
    on_take_up: bool = False
    on_flip: bool = False
    on_pass: bool = False
    on_out: bool = False
    on_win: bool = False
    on_round_end: bool = False
    on_turn_end: bool = False
    #: (the call before, the call after: ``Taps``) while only taps listen, else None
    taps_play: Taps | None = None
    taps_turn: Taps | None = None
    taps_pickup: Taps | None = None
    taps_draw: Taps | None = None
    taps_clear: Taps | None = None
    taps_turn_end: Taps | None = None
    #: while only taps listen to play: by ``play_key(rank, count)``, the (before, after)
    #: calls of the taps that want that play, or None where none does (the engine calls
    #: nobody)
    routes_play: tuple[Taps | None, ...] | None = None
    #: while only taps listen to pickup: likewise by ``count_key(count)``
    routes_pickup: tuple[Taps | None, ...] | None = None
    #: whether the hook tables are still those of an adopted layout (copied before any
    #: change: :meth:`_own`)
    _shared: bool = False
    #: while :meth:`replace` registers the new hooks: their event's flags, taps and routes
    #: are worked out once at its end, not after each hook
    _holding: bool = False
    #: the house rules in play on this bus's game (``runtime.RulesInPlay``): their
    #: handlers, written once per runtime, find them here, and a game built on the bus
    #: binds itself to them (``rules.game``) before its deal; None when no rules listen
    rules: Any = None

    def __init__(self) -> None:
        # nobody listens yet: each class default above, on the instance
        self.on_deal = self.on_swap = self.on_turn = self.on_play = self.on_draw = False
        self.on_pickup = self.on_clear = self.on_bonus = self.on_take_up = False
        self.on_flip = self.on_pass = self.on_out = self.on_win = self.on_round_end = False
        self.on_turn_end = False
        self.taps_play = self.taps_turn = self.taps_pickup = None
        self.taps_draw = self.taps_clear = self.taps_turn_end = None
        self.routes_play = self.routes_pickup = None
        #: hooks by event, made when the first one is registered
        self._before: dict[str, list[Hook]] = {}
        self._after: dict[str, list[Hook]] = {}
        #: id of the hook standing in for each tap in the lists above -> the tap
        self._tapped: dict[int, Tap] = {}
        #: id of the hook standing in for a tap on play or pickup -> what it wants
        self._wants: dict[int, int] = {}

    def _check(self, name: str) -> None:
        if name not in _EVENTS:
            raise UnknownEventError(
                f"unknown event {name!r}; the engine emits: {', '.join(EVENT_NAMES)}"
            )

    def _own(self) -> None:
        """Copy the hook tables an adopted layout lent this bus, before changing them."""
        if self._shared:
            self._shared = False
            self._before = {k: list(v) for k, v in self._before.items()}
            self._after = {k: list(v) for k, v in self._after.items()}
            self._tapped = dict(self._tapped)
            self._wants = dict(self._wants)

    def before(self, event: str, fn: Hook) -> None:
        """Call ``fn(event, game)`` just before ``event`` changes the game."""
        self._check(event)
        self._own()
        self._before.setdefault(event, []).append(fn)
        if not self._holding:
            self._refresh(event)

    def after(self, event: str, fn: Hook) -> None:
        """Call ``fn(event, game)`` just after ``event`` changed the game."""
        self._check(event)
        self._own()
        self._after.setdefault(event, []).append(fn)
        if not self._holding:
            self._refresh(event)

    def tap(self, timing: str, event: str, fn: Tap, *, plays: int | None = None,
            counts: int | None = None) -> None:
        """Call ``fn(game, *values)`` at ``timing`` (before or after) of the hot ``event``,
        with the values ``events.TAP_FIELDS[event]`` names.

        ``plays`` (a tap on play): the plays ``fn`` wants, as ``play_bit`` bits;
        ``counts`` (a tap on pickup): the numbers of cards picked up it wants, as
        ``count_bit`` bits. A tap hears no other (a rule on 8s costs nothing on a 6):
        while only taps listen, the engine calls nobody on a play no tap wants.
        """
        self._check(event)
        if event not in TAP_FIELDS:
            raise UnknownEventError(f"{event!r} has no taps; hook it with before/after "
                                    f"(taps: {', '.join(TAP_FIELDS)})")
        if timing not in ("before", "after"):
            raise ValueError(f"timing must be before or after, not {timing!r}")
        for name, given, on in (("plays", plays, "play"), ("counts", counts, "pickup")):
            if given is not None and event != on:
                raise ValueError(f"{name}= filters taps on {on}, not on {event}")
        self._own()
        filtered = _FILTERED.get(event)
        if filtered is None:
            def hook(ev: Event, game: Any) -> None:
                fn(game, *tap_values(ev))
        else:
            every, _, key = filtered
            wanted = plays if event == "play" else counts
            wants = every if wanted is None else wanted

            def hook(ev: Event, game: Any) -> None:
                if wants >> key(ev) & 1:
                    fn(game, *tap_values(ev))

            self._wants[id(hook)] = wants
        self._tapped[id(hook)] = fn
        (self._before if timing == "before" else self._after).setdefault(event, []).append(hook)
        if not self._holding:
            self._refresh(event)

    def _refresh(self, event: str) -> None:
        before, after = self._before.get(event, ()), self._after.get(event, ())
        setattr(self, "on_" + event, bool(before or after))
        if event not in TAP_FIELDS:
            return
        tapped = self._tapped
        only_taps = all(id(h) in tapped for h in (*before, *after))
        listened = only_taps and bool(before or after)
        setattr(self, "taps_" + event, (one_call([tapped[id(h)] for h in before]),
                                        one_call([tapped[id(h)] for h in after]))
                if listened else None)
        filtered = _FILTERED.get(event)
        if filtered is not None:
            setattr(self, "routes_" + event, self._routes(before, after, filtered[1])
                    if listened else None)

    def _routes(self, before: Any, after: Any, size: int) -> tuple[Taps | None, ...]:
        """By play or pickup (its key), the taps of ``before`` and ``after`` that want
        it as one call each (:func:`one_call`), or None where none does; routes of the
        same taps are one pair."""
        wants, tapped = self._wants, self._tapped
        made: dict[tuple[tuple[Tap, ...], tuple[Tap, ...]], Taps] = {}
        routes: list[Taps | None] = []
        for i in range(size):
            pair = (tuple(tapped[id(h)] for h in before if wants[id(h)] >> i & 1),
                    tuple(tapped[id(h)] for h in after if wants[id(h)] >> i & 1))
            if not (pair[0] or pair[1]):
                routes.append(None)
                continue
            got = made.get(pair)
            if got is None:
                got = made[pair] = (one_call(pair[0]), one_call(pair[1]))
            routes.append(got)
        return tuple(routes)

    def layout(self) -> Layout:
        """What this bus listens with now (hooks, taps, filters), for :meth:`adopt`: a
        copy, so later registrations on this bus do not change it."""
        plain: dict[str, Any] = {}
        lists: dict[str, dict[Any, Any]] = {}
        maps: dict[str, dict[Any, Any]] = {}
        # only what differs from a new bus: :meth:`adopt` stores each entry on every new
        # game's bus, where the flags of the events nobody listens to (most of them) and
        # the empty tables are already what they would store
        fresh = vars(EventBus())
        for name, value in vars(self).items():
            if name in ("rules", "_shared"):
                continue
            if value is fresh.get(name) or (type(value) is dict and not value
                                            and fresh.get(name) == {}):
                continue
            if type(value) is not dict:
                plain[name] = value
            elif any(type(v) is list for v in value.values()):
                lists[name] = {k: list(v) for k, v in value.items()}
            else:
                maps[name] = dict(value)
        return Layout(plain, lists, maps)

    @property
    def fresh(self) -> bool:
        """Whether nobody listens to this bus yet."""
        return not self._before and not self._after

    def adopt(self, layout: Layout) -> None:
        """Listen with the hooks, taps and filters of the bus ``layout`` was taken from
        (:meth:`layout`), as if each had been registered again: the rules runtime gives
        every new game the same handlers. The bus shares the layout's tables until it
        registers or removes a hook (then it copies them), so adopting is a few dozen
        attribute stores. Only on a bus nobody listens to yet."""
        if self._before or self._after:
            raise LoptiError("adopt() needs a bus nobody listens to yet")
        # one store each, not ``self.__dict__.update``: reading ``__dict__`` turns the
        # instance's inline attributes into a split dict, whose reads Python 3.11 does
        # not specialise, and the engine reads ``on_<event>`` every play and turn
        for table in (layout.plain, layout.lists, layout.maps):
            for name, value in table.items():
                setattr(self, name, value)
        self._shared = True

    def listen_all(self, fn: Hook) -> None:
        """Call ``fn`` after every event (a recorder)."""
        for name in EVENT_NAMES:
            self.after(name, fn)

    def remove(self, event: str, fn: Hook | Tap) -> None:
        """Unregister the hook or tap ``fn`` from ``event`` (both phases)."""
        self._check(event)
        self._own()
        for table in (self._before, self._after):
            hooks = table.get(event, [])
            for hook in [h for h in hooks if h is fn or self._tapped.get(id(h)) is fn]:
                hooks.remove(hook)
                self._tapped.pop(id(hook), None)
                self._wants.pop(id(hook), None)
        self._refresh(event)

    def replace(self, timing: str, event: str, old: Sequence[Hook | Tap],
                register: Callable[[EventBus], None]) -> None:
        """Swap the hooks or taps ``old`` at ``timing`` of ``event`` for those
        ``register(self)`` adds (with :meth:`before`, :meth:`after` or :meth:`tap`), in
        the place of the first of ``old``, so every other hook keeps its turn. The rules
        runtime swaps a game's handlers this way when it stops a rule for the rest of a
        round."""
        self._check(event)
        self._own()
        table = (self._before if timing == "before" else self._after).setdefault(event, [])
        olds = {id(f) for f in old}
        at = len(table)
        for i in range(len(table) - 1, -1, -1):
            h = table[i]
            if id(h) in olds or id(self._tapped.get(id(h))) in olds:
                del table[i]
                self._tapped.pop(id(h), None)
                self._wants.pop(id(h), None)
                at = i
        n = len(table)
        self._holding = True
        try:
            register(self)
        finally:
            self._holding = False
        added = table[n:]
        del table[n:]
        table[at:at] = added
        self._refresh(event)

    def fire_before(self, event: Event, game: Any) -> None:
        """Run the before-hooks of ``event``."""
        for fn in self._before.get(event.name, ()):
            fn(event, game)

    def fire_after(self, event: Event, game: Any) -> None:
        """Run the after-hooks of ``event``."""
        for fn in self._after.get(event.name, ()):
            fn(event, game)


