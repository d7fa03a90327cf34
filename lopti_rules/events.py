"""The base events of a Lopti game and their typed payloads (DESIGN.md, "Base events").

This module is the contract between the engine, which emits these events, and
the rule language, whose hooks read their attributes. Players appear as seat
indexes here; the rule language never exposes them as numbers (R-CUSTOM-4).
The vote and Roshambo are deliberately not events: they may never be hooked
(R-VOTE-8).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar, Literal, NewType, get_type_hints

from .cards import Card, Rank

#: A player, as the engine's seat index. Rules reach players only through roles.
Seat = NewType("Seat", int)

Source = Literal["hand", "up", "down"]
ClearCause = Literal["ten", "four", "threes", "sevens", "custom"]
PickupReason = Literal["choice", "obligation", "blind", "rule"]  #: "rule": a house rule's pickup


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every event payload."""

    name: ClassVar[str] = ""


@dataclass(frozen=True, slots=True)
class Deal(Event):
    """The cards are dealt (R-SETUP-2); ``leader`` will play first (R-SETUP-4)."""

    name: ClassVar[str] = "deal"
    dealer: Seat
    leader: Seat
    players: int


@dataclass(frozen=True, slots=True)
class Swap(Event):
    """A player swaps one hand card for one face-up card (R-SETUP-3)."""

    name: ClassVar[str] = "swap"
    player: Seat
    given: Card  #: the hand card that became face-up
    taken: Card  #: the face-up card that became a hand card


@dataclass(frozen=True, slots=True)
class Turn(Event):
    """A player's turn begins (R-TURN-1)."""

    name: ClassVar[str] = "turn"
    player: Seat
    number: int  #: turns so far this round, this one included


@dataclass(frozen=True, slots=True)
class Play(Event):
    """Cards of one rank are played (R-PLAY-1), also blind ones that are legal."""

    name: ClassVar[str] = "play"
    player: Seat
    rank: Rank
    count: int
    cards: tuple[Card, ...]
    source: Source
    bonus: bool  #: a bonus play after a clear (R-CLEAR-1)
    previous_rank: Rank | None  #: rank of the previous play on the pile (R-PLAY-4)
    previous_count: int  #: how many cards the previous play had (0 if none)


@dataclass(frozen=True, slots=True)
class Draw(Event):
    """A player draws from the draw pile (R-DRAW-1)."""

    name: ClassVar[str] = "draw"
    player: Seat
    count: int


@dataclass(frozen=True, slots=True)
class Pickup(Event):
    """A player picks up the whole pile (R-TURN-2, R-SPECIAL-3, R-FACE-2)."""

    name: ClassVar[str] = "pickup"
    player: Seat
    count: int
    reason: PickupReason


@dataclass(frozen=True, slots=True)
class Clear(Event):
    """The pile is cleared (R-CLEAR-1, R-CLEAR-2)."""

    name: ClassVar[str] = "clear"
    player: Seat  #: who caused the clear and earns the bonus play
    cause: ClearCause
    count: int  #: cards that left play with the clear
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Bonus(Event):
    """A player gets a bonus play after a clear (R-CLEAR-1, R-DRAW-2)."""

    name: ClassVar[str] = "bonus"
    player: Seat


@dataclass(frozen=True, slots=True)
class TakeUp(Event):
    """A player's face-up cards become their hand (R-FACE-1)."""

    name: ClassVar[str] = "take_up"
    player: Seat
    count: int


@dataclass(frozen=True, slots=True)
class Flip(Event):
    """A face-down card is played blind and revealed (R-FACE-2, R-FACE-3)."""

    name: ClassVar[str] = "flip"
    player: Seat
    card: Card
    rank: Rank
    legal: bool


@dataclass(frozen=True, slots=True)
class Pass(Event):
    """A play of 3s passes the pickup obligation on (R-SPECIAL-3)."""

    name: ClassVar[str] = "pass"
    player: Seat  #: who played the 3s
    to: Seat  #: who now must pick up or play a 3
    chain: int  #: 3s chained beside the pile so far


@dataclass(frozen=True, slots=True)
class Out(Event):
    """A player has no cards left (R-WIN-4)."""

    name: ClassVar[str] = "out"
    player: Seat
    place: int  #: 1 for the winner


@dataclass(frozen=True, slots=True)
class Win(Event):
    """The first player out wins the round (R-WIN-1, R-WIN-3)."""

    name: ClassVar[str] = "win"
    player: Seat


@dataclass(frozen=True, slots=True)
class RoundEnd(Event):
    """The round is over (all but one out, or the safety cap hit)."""

    name: ClassVar[str] = "round_end"
    winner: Seat | None  #: None only when the safety cap ended the round
    players: int
    capped: bool  #: the safety cap ended a runaway game


#: Every hookable base event, in the order DESIGN.md lists them.
EVENT_TYPES: dict[str, type[Event]] = {
    cls.name: cls
    for cls in (Deal, Swap, Turn, Play, Draw, Pickup, Clear, Bonus, TakeUp, Flip, Pass, Out,
                Win, RoundEnd)
}
EVENT_NAMES: tuple[str, ...] = tuple(EVENT_TYPES)


def attribute_types(event: str) -> dict[str, object]:
    """The attributes of an event and their types, e.g. ``{"player": Seat, "rank": Rank}``."""
    cls = EVENT_TYPES[event]
    hints = get_type_hints(cls)
    return {f.name: hints[f.name] for f in fields(cls)}
