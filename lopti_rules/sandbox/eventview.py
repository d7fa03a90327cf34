"""The event a sandboxed hook reacts to, as a read-only view with players, never seats.

:class:`EventView` holds an engine event's attributes, each seat replaced by that
player's :class:`~.view.PlayerView` (R-CUSTOM-4). :func:`views_for` builds the table
view and event view a hook on one event gets; ``PUBLIC_ATTRIBUTES`` lists what the
sandbox may read of every view (``lopti_rules.sandbox.policy`` whitelists it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import EVENT_TYPES, Event, Seat, attribute_types
from . import view
from .view import TableView, game_view


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

    ``play.rank`` in a rule reads ``event.rank`` here.

    One class serves every event: the slots of attributes an event does not
    have stay unset, so reading them fails (and stops the hook).
    """

    __slots__ = ("_event", *EVENT_FIELDS)
    _event: Event

    def __init__(self, event: Event, fields: Mapping[str, object]) -> None:
        object.__setattr__(self, "_event", event)
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    __setattr__ = view.refuse_write
    __delattr__ = view.refuse_write

    def __repr__(self) -> str:
        return f"<EventView {self._event.name}>"


def event_view(event: Event, table: TableView) -> EventView:
    """The view of ``event`` on ``table``: seat attributes become the players' views."""
    fields: dict[str, object] = {}
    for name in _FIELDS_OF[type(event)]:
        value = getattr(event, name)
        if name in SEAT_FIELDS and value is not None:
            value = view.player_at(table, value)
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
    **view.PUBLIC_ATTRIBUTES, EventView: view.public_slots(EventView),
}


def acting_seat(event: Event) -> Seat | None:
    """The event's acting player (vocabulary.ROLES): its ``player``, the leader of a
    deal, the winner of a round; None for a round the safety cap ended."""
    for name in ("player", "leader", "winner"):
        if hasattr(event, name):
            seat: Seat | None = getattr(event, name)
            return seat
    return None


def views_for(
    game: Any, event: Event, *, last_winner: int | None = None, round_number: int = 1
) -> tuple[TableView, EventView]:
    """The table view and event view a hook on ``event`` gets, from one snapshot."""
    table = game_view(game, acting=acting_seat(event), last_winner=last_winner,
                      round_number=round_number)
    return table, event_view(event, table)
