"""Frozen, read-only views of the table that sandboxed house-rule hooks may read.

A hook never sees the engine's state. It gets a :class:`TableView`, the
:class:`PlayerView` objects it holds, and an :class:`EventView` of the event it
reacts to. Players appear only through roles (current, next, previous, dealer,
last winner, fewest/most cards, "everyone from the current player on"): no
seat number, name or other identity attribute exists on any view
(R-CUSTOM-4). The engine's seat of a player is kept in an underscore slot,
which sandboxed code can never name (RestrictedPython rejects ``_`` names at
compile time), and is read engine-side with :func:`seat_of`.

The views are ``__slots__`` classes so that attribute access from sandboxed
code is a plain slot read; ``PUBLIC_ATTRIBUTES`` lists, per view type, exactly
the attributes the sandbox may read (``lopti_rules.sandbox`` builds its
whitelist from it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple, NoReturn

from .cards import Rank
from .events import EVENT_TYPES, Event, Seat, attribute_types


def _refuse(self: object, name: str, value: object = None) -> NoReturn:
    raise AttributeError(f"{type(self).__name__} is read-only (hooks return effects)")


class PlayerView:
    """One player as a hook sees them: counts and roles, never who they are."""

    __slots__ = (
        "_seat",
        "hand",  #: cards in hand
        "up",  #: face-up cards
        "down",  #: face-down cards
        "cards",  #: all three together
        "up_ranks",  #: ranks of the face-up cards (public information), low to high
        "is_out",  #: has finished this round (R-WIN-4)
        "place",  #: finishing place (1 = winner), None while still in
        "is_current",  #: the player whose turn it is
        "is_dealer",  #: dealt this round (R-SETUP-4)
        "is_last_winner",  #: won the previous round of the session
    )
    _seat: int
    hand: int
    up: int
    down: int
    cards: int
    up_ranks: tuple[Rank, ...]
    is_out: bool
    place: int | None
    is_current: bool
    is_dealer: bool
    is_last_winner: bool

    def __init__(
        self,
        seat: int,
        *,
        hand: int,
        up: int,
        down: int,
        up_ranks: tuple[Rank, ...] = (),
        place: int | None = None,
        is_current: bool = False,
        is_dealer: bool = False,
        is_last_winner: bool = False,
    ) -> None:
        s = object.__setattr__
        s(self, "_seat", seat)
        s(self, "hand", hand)
        s(self, "up", up)
        s(self, "down", down)
        s(self, "cards", hand + up + down)
        s(self, "up_ranks", tuple(sorted(up_ranks)))
        s(self, "is_out", place is not None)
        s(self, "place", place)
        s(self, "is_current", is_current)
        s(self, "is_dealer", is_dealer)
        s(self, "is_last_winner", is_last_winner)

    __setattr__ = _refuse
    __delattr__ = _refuse

    def __eq__(self, other: object) -> bool:
        """Two views of the same player are equal: ``current == dealer`` is a role test."""
        if type(other) is not PlayerView:
            return NotImplemented
        return self._seat == other._seat

    def __hash__(self) -> int:
        return hash(("PlayerView", self._seat))

    def __repr__(self) -> str:
        # Engine-side debugging only; sandboxed code cannot call repr().
        flags = "".join(
            f" {n}" for n in ("is_current", "is_dealer", "is_last_winner", "is_out")
            if getattr(self, n)
        )
        return f"<PlayerView hand={self.hand} up={self.up} down={self.down}{flags}>"


class SeatState(NamedTuple):
    """What the engine knows of one seat, as input to :func:`table_view`."""

    hand: int
    up: int
    down: int
    up_ranks: tuple[Rank, ...] = ()
    place: int | None = None  #: finishing place once out


class TableView:
    """The whole table as a hook sees it; build it with :func:`table_view`."""

    __slots__ = (
        "_by_seat",
        "players",  #: every player, from the current one on, in play order
        "still_in",  #: the players not yet out, same order
        "current",  #: whose turn it is
        "next",  #: the next player still in, in play order
        "previous",  #: the previous player still in
        "dealer",  #: this round's dealer
        "last_winner",  #: the previous round's winner, None in a session's first round
        "fewest",  #: the players still in holding the fewest cards (ties: all of them)
        "most",  #: the players still in holding the most cards
        "pile_size",  #: cards on the pile
        "draw_size",  #: cards left in the draw pile
        "top_rank",  #: rank of the previous play on the pile (R-PLAY-4), None if empty
        "top_count",  #: how many cards that play had, 0 if empty
        "cleared_size",  #: cards cleared out of play this round
        "clears",  #: clears so far this round
        "pickups",  #: pickups so far this round
        "direction",  #: 1 clockwise, -1 after an odd number of reversals
        "round",  #: the round's number in the session, from 1
        "turn",  #: the turn's number in the round, from 1
        "obligation",  #: a 3-obligation is active (R-SPECIAL-3)
        "low",  #: a 7 is on top: the next play must be 7 or lower (R-SPECIAL-7)
    )
    _by_seat: tuple[PlayerView, ...]
    players: tuple[PlayerView, ...]
    still_in: tuple[PlayerView, ...]
    current: PlayerView
    next: PlayerView
    previous: PlayerView
    dealer: PlayerView
    last_winner: PlayerView | None
    fewest: tuple[PlayerView, ...]
    most: tuple[PlayerView, ...]
    pile_size: int
    draw_size: int
    top_rank: Rank | None
    top_count: int
    cleared_size: int
    clears: int
    pickups: int
    direction: int
    round: int
    turn: int
    obligation: bool
    low: bool

    def __init__(self, **fields: Any) -> None:
        if set(fields) != set(self.__slots__):
            missing = sorted(set(self.__slots__) - set(fields))
            extra = sorted(set(fields) - set(self.__slots__))
            raise TypeError(f"TableView fields: missing {missing}, unknown {extra}")
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    __setattr__ = _refuse
    __delattr__ = _refuse

    def __repr__(self) -> str:
        return (
            f"<TableView players={len(self.players)} pile={self.pile_size} "
            f"draw={self.draw_size} top={self.top_rank}x{self.top_count}>"
        )


def table_view(
    seats: Sequence[SeatState],
    *,
    current: int,
    dealer: int,
    last_winner: int | None = None,
    direction: int = 1,
    pile_size: int = 0,
    draw_size: int = 0,
    top_rank: int | None = None,
    top_count: int = 0,
    cleared_size: int = 0,
    clears: int = 0,
    pickups: int = 0,
    round: int = 1,
    turn: int = 1,
    obligation: bool = False,
    low: bool = False,
) -> TableView:
    """Build the view of a table from the engine's per-seat state (seats by index)."""
    n = len(seats)
    if not 2 <= n <= 5:
        raise ValueError(f"a table has 2 to 5 players (R-SETUP-1), got {n}")
    if direction not in (1, -1):
        raise ValueError(f"direction must be 1 or -1, got {direction}")
    for name, seat in (("current", current), ("dealer", dealer), ("last_winner", last_winner)):
        if seat is not None and not 0 <= seat < n:
            raise ValueError(f"{name} seat {seat} is not at a {n}-player table")
    by_seat = tuple(
        PlayerView(
            i,
            hand=s.hand,
            up=s.up,
            down=s.down,
            up_ranks=s.up_ranks,
            place=s.place,
            is_current=i == current,
            is_dealer=i == dealer,
            is_last_winner=i == last_winner,
        )
        for i, s in enumerate(seats)
    )
    order = tuple(by_seat[(current + direction * k) % n] for k in range(n))
    still_in = tuple(p for p in order if not p.is_out)
    others = [p for p in order[1:] if not p.is_out]
    nxt = others[0] if others else order[0]
    prev = others[-1] if others else order[0]
    counted = still_in or order
    low_n = min(p.cards for p in counted)
    high_n = max(p.cards for p in counted)
    return TableView(
        _by_seat=by_seat,
        players=order,
        still_in=still_in,
        current=order[0],
        next=nxt,
        previous=prev,
        dealer=by_seat[dealer],
        last_winner=None if last_winner is None else by_seat[last_winner],
        fewest=tuple(p for p in counted if p.cards == low_n),
        most=tuple(p for p in counted if p.cards == high_n),
        pile_size=pile_size,
        draw_size=draw_size,
        top_rank=top_rank,
        top_count=top_count,
        cleared_size=cleared_size,
        clears=clears,
        pickups=pickups,
        direction=direction,
        round=round,
        turn=turn,
        obligation=obligation,
        low=low,
    )


def seat_of(player: PlayerView) -> Seat:
    """The engine's seat index of a player view (engine side only, never sandboxed)."""
    return Seat(player._seat)


def player_at(table: TableView, seat: int) -> PlayerView:
    """The view of the player at ``seat`` (engine side only, never sandboxed)."""
    return table._by_seat[seat]


def _seat_fields() -> frozenset[str]:
    names: set[str] = set()
    for event in EVENT_TYPES:
        for name, hint in attribute_types(event).items():
            if hint is Seat or hint == (Seat | None):
                names.add(name)
    return frozenset(names)


#: Event attributes that hold a seat; their views hold a PlayerView instead.
SEAT_FIELDS: frozenset[str] = _seat_fields()
#: Every attribute of every event payload, in a stable order.
EVENT_FIELDS: tuple[str, ...] = tuple(
    dict.fromkeys(name for event in EVENT_TYPES for name in attribute_types(event))
)


class EventView:
    """The event a hook reacts to, with players as :class:`PlayerView` (never seats).

    One class serves every event: the slots of attributes an event does not
    have stay unset, so reading them fails (and stops the hook).
    """

    __slots__ = ("_event", *EVENT_FIELDS)

    def __init__(self, event: Event, fields: Mapping[str, object]) -> None:
        object.__setattr__(self, "_event", event)
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    __setattr__ = _refuse
    __delattr__ = _refuse

    def __repr__(self) -> str:
        return f"<EventView {self._event.name}>"


def event_view(event: Event, table: TableView) -> EventView:
    """The view of ``event`` on ``table``: seat attributes become the players' views."""
    by_seat = table._by_seat
    fields: dict[str, object] = {}
    for name in _FIELDS_OF[type(event)]:
        value = getattr(event, name)
        if name in SEAT_FIELDS and value is not None:
            value = by_seat[value]
        fields[name] = value
    return EventView(event, fields)


def event_of(view: EventView) -> Event:
    """The engine's payload behind an event view (engine side only)."""
    return view._event


_FIELDS_OF: dict[type[Event], tuple[str, ...]] = {
    cls: tuple(attribute_types(name)) for name, cls in EVENT_TYPES.items()
}

#: Exactly the attributes sandboxed code may read, per view type (R-CUSTOM-4: no identity).
PUBLIC_ATTRIBUTES: dict[type, frozenset[str]] = {
    PlayerView: frozenset(n for n in PlayerView.__slots__ if not n.startswith("_")),
    TableView: frozenset(n for n in TableView.__slots__ if not n.startswith("_")),
    EventView: frozenset(EVENT_FIELDS),
}
