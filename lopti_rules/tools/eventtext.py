"""Engine events and rule records as plain JSON data (``event_dict``) or one readable line
(``event_text``): what ``lopti replay`` prints and what scenario expectations compare."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from ..engine import Event, card_str, rank_str
from ..play import RULE_RECORDS, record_dict, record_text


def event_dict(event: Event) -> dict[str, Any]:
    """An event as plain JSON data; cards as text (``9♥``), ranks as ``9``/``J``."""
    if event.name in RULE_RECORDS:
        return record_dict(event)
    out: dict[str, Any] = {"event": event.name}
    for name in _field_names(type(event)):
        value = getattr(event, name)
        if name in ("card", "given", "taken"):
            value = card_str(value)
        elif name == "cards":
            value = [card_str(c) for c in value]
        elif name in ("rank", "previous_rank") and value is not None:
            value = rank_str(value)
        out[name] = value
    return out


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(kind: type) -> tuple[str, ...]:
    """An event class's field names, in order: looked up once a class, not once an event
    (``lopti replay`` prints tens of thousands of events a second)."""
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return names


def event_text(event: Event) -> str:
    """One readable line per event."""
    text = _TEXTS.get(event.name)
    if text is not None:
        return text(event)
    if event.name in RULE_RECORDS:
        return record_text(event)
    return f"{event.name}: {event_dict(event)}"  # pragma: no cover - every base event is named


# One formatter a base event, reading the payload's attributes directly: ``lopti replay``
# prints about 800 events a game, and building ``event_dict`` first cost as much as the
# engine's whole replay of the game (issue 24). ``tests/tools/test_eventtext.py`` pins each
# line against the dict form.
_SOURCES = {"hand": "", "up": " face-up", "down": " blind"}


#: The text of each card and rank, and of each set of cards played, made once: a game
#: prints about 220 plays, mostly of the same few card sets.
_CARD_TEXT: tuple[str, ...] = tuple(card_str(c) for c in range(52))
_RANK_TEXT: dict[int, str] = {r: rank_str(r) for r in range(2, 15)}
_PLAYED: dict[tuple[int, ...], str] = {}


def _cards(cards: tuple[int, ...]) -> str:
    text = _PLAYED.get(cards)
    if text is None:
        text = " ".join([_CARD_TEXT[c] for c in cards])
        if len(_PLAYED) < 4096:  # (at most 13 x 15 sets of one rank in a game without rules)
            _PLAYED[cards] = text
    return text


def _play(e: Any) -> str:
    top = e.previous_rank
    on = "" if top is None else f" on {_RANK_TEXT.get(top) or rank_str(top)}x{e.previous_count}"
    extra = " (bonus)" if e.bonus else ""
    return f"play: seat {e.player} plays{_SOURCES[e.source]} {_cards(e.cards)}{on}{extra}"


def _round_end(e: Any) -> str:
    return f"round_end: {'safety cap hit' if e.capped else f'winner seat {e.winner}'}"


_TEXTS: dict[str, Callable[[Any], str]] = {
    "deal": lambda e: (f"deal: {e.players} players, dealer seat {e.dealer}, "
                       f"seat {e.leader} leads"),
    "swap": lambda e: (f"swap: seat {e.player} puts {card_str(e.given)} face up and takes "
                       f"{card_str(e.taken)}"),
    "turn": lambda e: f"turn {e.number}: seat {e.player}",
    "play": _play,
    "draw": lambda e: f"draw: seat {e.player} draws {e.count}",
    "pickup": lambda e: f"pickup: seat {e.player} picks up {e.count} card(s) ({e.reason})",
    "clear": lambda e: f"clear: seat {e.player} clears {e.count} card(s) ({e.cause})",
    "bonus": lambda e: f"bonus: seat {e.player} makes a bonus play",
    "take_up": lambda e: f"take_up: seat {e.player} takes {e.count} face-up card(s) into the hand",
    "flip": lambda e: (f"flip: seat {e.player} turns over {card_str(e.card)} "
                       f"({'legal' if e.legal else 'illegal'})"),
    "pass": lambda e: (f"pass: seat {e.player} passes the pickup to seat {e.to} "
                       f"(3s chained: {e.chain})"),
    "out": lambda e: f"out: seat {e.player} is out in place {e.place}",
    "win": lambda e: f"win: seat {e.player} wins",
    "turn_end": lambda e: f"turn_end {e.number}: seat {e.player}",
    "round_end": _round_end,
}
