"""The base events of a Lopti game and their typed payloads (docs/engine.md, "Events").

This module is the contract between the engine, which emits these events, and
the rule language, whose hooks read their attributes. Players appear as seat
indexes here; the rule language never exposes them as numbers (R-CUSTOM-4).
The vote and Roshambo are deliberately not events: they may never be hooked
(R-VOTE-8).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any, ClassVar, Literal, NewType, get_type_hints

from .cards import Card, Rank, cards_of, mask_of

#: A player, as the engine's seat index. Rules reach players only through roles.
Seat = NewType("Seat", int)

Source = Literal["hand", "up", "down"]
ClearCause = Literal["ten", "four", "threes", "sevens", "custom"]
PickupReason = Literal["choice", "obligation", "blind", "rule"]  #: "rule": a house rule's pickup


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Event:
    """Base class of every event payload.

    ``==``, ``hash`` and ``repr`` are the frozen dataclass ones, written once here rather
    than compiled for each of the 15 classes (``eq=False, repr=False``) when this module
    is imported, which a cold ``lopti lint`` pays (issue 12): equal when of the very same
    class with equal fields; the hash of the fields' tuple; ``Play(player=0, ...)``.
    """

    name: ClassVar[str] = ""
    #: Where the event comes in every round the engine plays to its end, as its step in
    #: the round (1 the deal ... 10 the round's end), with the rule that makes it come; 0
    #: for an event a round may lack (a swap, a pickup, a clear ...). Read by the rule
    #: language's clock analysis (a count first written on such an event is 0 only in the
    #: rule's first round); tests/engine/test_events.py plays rounds to confirm it.
    every_round: ClassVar[int] = 0

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            values = _VALUES.get(self.__class__) or _values(self.__class__)
            return values(self) == values(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((_VALUES.get(self.__class__) or _values(self.__class__))(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(self))
        return f"{self.__class__.__qualname__}({shown})"


#: Event class -> its fields' values as one tuple: what ``==`` and ``hash`` read.
_VALUES: dict[type, Callable[[Event], tuple[Any, ...]]] = {}


def _values(cls: type) -> Callable[[Event], tuple[Any, ...]]:
    names = tuple(f.name for f in fields(cls))
    _VALUES[cls] = values = attrgetter(*names) if len(names) > 1 else (
        lambda event: tuple(getattr(event, name) for name in names))
    return values


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Deal(Event):
    """The cards are dealt (R-SETUP-2); ``leader`` will play first (R-SETUP-4)."""

    name: ClassVar[str] = "deal"
    #: R-SETUP-2: every round is dealt
    every_round: ClassVar[int] = 1
    dealer: Seat
    leader: Seat
    players: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Swap(Event):
    """A player swaps one hand card for one face-up card (R-SETUP-3)."""

    name: ClassVar[str] = "swap"
    player: Seat
    given: Card  #: the hand card that became face-up
    taken: Card  #: the face-up card that became a hand card


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Turn(Event):
    """A player's turn begins (R-TURN-1)."""

    name: ClassVar[str] = "turn"
    #: R-TURN-1: the leader's turn begins every round
    every_round: ClassVar[int] = 2
    player: Seat
    number: int  #: turns so far this round, this one included


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Play(Event):
    """Cards of one rank are played (R-PLAY-1), also blind ones that are legal."""

    name: ClassVar[str] = "play"
    #: R-TURN-3: on the empty table of the round's first turn the leader must play
    every_round: ClassVar[int] = 3
    player: Seat
    rank: Rank
    count: int
    cards: tuple[Card, ...]
    source: Source
    bonus: bool  #: a bonus play after a clear (R-CLEAR-1)
    previous_rank: Rank | None  #: rank of the previous play on the pile (R-PLAY-4)
    previous_count: int  #: how many cards the previous play had (0 if none)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Draw(Event):
    """A player draws from the draw pile (R-DRAW-1)."""

    name: ClassVar[str] = "draw"
    #: R-DRAW-1, R-SETUP-2: the leader draws after the first play (the draw pile holds
    #: 52 - 9 x players cards at the deal, at least 7)
    every_round: ClassVar[int] = 4
    player: Seat
    count: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Pickup(Event):
    """A player picks up the whole pile (R-TURN-2, R-SPECIAL-3, R-FACE-2)."""

    name: ClassVar[str] = "pickup"
    player: Seat
    count: int
    reason: PickupReason


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Clear(Event):
    """The pile is cleared (R-CLEAR-1, R-CLEAR-2)."""

    name: ClassVar[str] = "clear"
    player: Seat  #: who caused the clear and earns the bonus play
    cause: ClearCause
    count: int  #: cards that left play with the clear
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Bonus(Event):
    """A player gets a bonus play after a clear (R-CLEAR-1, R-DRAW-2)."""

    name: ClassVar[str] = "bonus"
    player: Seat


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class TakeUp(Event):
    """A player's face-up cards become their hand (R-FACE-1)."""

    name: ClassVar[str] = "take_up"
    #: R-FACE-1, R-WIN-1: the winner takes up their face-up cards before going out
    every_round: ClassVar[int] = 6
    player: Seat
    count: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Flip(Event):
    """A face-down card is played blind and revealed (R-FACE-2, R-FACE-3)."""

    name: ClassVar[str] = "flip"
    #: R-FACE-2, R-WIN-1: the winner goes out on their last face-down card
    every_round: ClassVar[int] = 7
    player: Seat
    card: Card
    rank: Rank
    legal: bool


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Pass(Event):
    """A play of 3s passes the pickup obligation on (R-SPECIAL-3)."""

    name: ClassVar[str] = "pass"
    player: Seat  #: who played the 3s
    to: Seat  #: who now must pick up or play a 3
    chain: int  #: 3s chained beside the pile so far


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Out(Event):
    """A player has no cards left (R-WIN-4)."""

    name: ClassVar[str] = "out"
    #: R-WIN-1, R-WIN-4: a round ends when its first player is out
    every_round: ClassVar[int] = 8
    player: Seat
    place: int  #: 1 for the winner


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Win(Event):
    """The first player out wins the round (R-WIN-1, R-WIN-3)."""

    name: ClassVar[str] = "win"
    #: R-WIN-3: the first player out wins
    every_round: ClassVar[int] = 9
    player: Seat


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class RoundEnd(Event):
    """The round is over (all but one out, or the safety cap hit)."""

    name: ClassVar[str] = "round_end"
    #: R-WIN-3: every round ends
    every_round: ClassVar[int] = 10
    winner: Seat | None  #: None only when the safety cap ended the round
    players: int
    capped: bool  #: the safety cap ended a runaway game


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class TurnEnd(Event):
    """A player's turn is over (R-TURN-1): after their play and its draw (R-DRAW-1) and
    take-up (R-FACE-1), their bonus plays, or their pickup; before the next turn begins.
    Not for a player whose play put them out (R-WIN-4: ``out`` is their last event)."""

    name: ClassVar[str] = "turn_end"
    #: R-TURN-1: the leader's turn ends; nobody goes out on the first turn
    every_round: ClassVar[int] = 5
    player: Seat
    number: int  #: the number of the turn that ends, as its ``turn`` event had it


#: Every hookable base event, in the order docs/engine.md lists them (``turn_end``, added
#: later, last: tables indexed by this order keep their places).
EVENT_TYPES: dict[str, type[Event]] = {
    cls.name: cls
    for cls in (Deal, Swap, Turn, Play, Draw, Pickup, Clear, Bonus, TakeUp, Flip, Pass, Out,
                Win, RoundEnd, TurnEnd)
}
EVENT_NAMES: tuple[str, ...] = tuple(EVENT_TYPES)
#: The events every round has (``Event.every_round``), in the order a round has them.
EVERY_ROUND: tuple[str, ...] = tuple(sorted(
    (name for name, cls in EVENT_TYPES.items() if cls.every_round),
    key=lambda name: EVENT_TYPES[name].every_round))


def attribute_types(event: str) -> dict[str, object]:
    """The attributes of an event and their types, e.g. ``{"player": Seat, "rank": Rank}``
    (a new dict each call; the hints are worked out once per event)."""
    return dict(_attribute_types(event))


@functools.cache
def _attribute_types(event: str) -> tuple[tuple[str, object], ...]:
    # get_type_hints compiles every annotation string: 0.2 ms an event, and the rules
    # runtime, the compiler and the views ask for the same few events over and over
    cls = EVENT_TYPES[event]
    hints = get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in fields(cls))


def constructor(cls: type[Event]) -> Callable[..., Any]:
    """A fast positional constructor of a frozen, slotted event payload: the same object
    ``cls(...)`` builds, without the dataclass ``__init__``'s per-field lookups. It is
    written out per class (one slot setter call per field, no loop): 0.44 us for a play
    event instead of 0.74 us with a loop over the setters, 3.3 us with ``__init__``.
    Its source names only the class's own slot setters, never outside text."""
    names = [f.name for f in fields(cls)]
    env: dict[str, Any] = {"new": object.__new__, "cls": cls}
    for i, name in enumerate(names):
        env[f"set{i}"] = cls.__dict__[name].__set__
    args = ", ".join(f"v{i}" for i in range(len(names)))
    body = "".join(f"    set{i}(ev, v{i})\n" for i in range(len(names)))
    exec(f"def make({args}):\n    ev = new(cls)\n{body}    return ev\n", env)  # noqa: S102
    make: Callable[..., Any] = env["make"]
    return make


#: The hot events, which the engine can hand to a tap (``EventBus.tap``) as plain values
#: instead of a payload object: the payload's fields in order, except that ``cards`` is
#: a card mask (an int) and ``previous_rank`` is 0 when there is none. A game with house
#: rules meets these events on every turn; building no object for them is what keeps a
#: rule that rarely fires nearly free.
TAP_FIELDS: dict[str, tuple[str, ...]] = {
    "play": ("player", "rank", "count", "cards", "source", "bonus", "previous_rank",
             "previous_count"),
    "turn": ("player", "number"),
    "pickup": ("player", "count", "reason"),
    "draw": ("player", "count"),
    "clear": ("player", "cause", "count", "cards"),
    "turn_end": ("player", "number"),
}
#: Fast constructors (``constructor``), by event name, of the hot events' payloads and of
#: the two every game with house rules meets once (deal, round end), and of the turn's end,
#: which a recorder (``lopti replay``) meets on every turn.
MAKERS: dict[str, Callable[..., Any]] = {name: constructor(EVENT_TYPES[name])
                                        for name in (*TAP_FIELDS, "deal", "round_end",
                                                     "turn_end")}


def tap_values(event: Event) -> tuple[Any, ...]:
    """The plain values a tap on ``event.name`` receives for the payload ``event``."""
    values = [getattr(event, f) for f in TAP_FIELDS[event.name]]
    if event.name in ("play", "clear"):
        values[3] = mask_of(values[3])
    if event.name == "play" and values[6] is None:
        values[6] = 0
    return tuple(values)


def tap_event(name: str, *values: Any) -> Event:
    """The payload of event ``name`` for the plain values a tap received (the inverse of
    :func:`tap_values`)."""
    if name == "play":
        p, r, c, cards, source, bonus, top, last = values
        return MAKERS[name](p, r, c, cards_of(cards), source, bonus, top or None, last)  # type: ignore[no-any-return]
    if name == "clear":
        p, cause, count, cards = values
        return MAKERS[name](p, cause, count, cards_of(cards))  # type: ignore[no-any-return]
    return MAKERS[name](*values)  # type: ignore[no-any-return]
