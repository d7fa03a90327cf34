"""Engine events and rule records as plain JSON data (``event_dict``) or one readable line
(``event_text``): what ``lopti replay`` prints and what scenario expectations compare."""

from __future__ import annotations

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
    if event.name in RULE_RECORDS:
        return record_text(event)
    d = event_dict(event)
    name = event.name
    who = f"seat {d.get('player')}"
    if name == "deal":
        return f"deal: {d['players']} players, dealer seat {d['dealer']}, seat {d['leader']} leads"
    if name == "swap":
        return f"swap: {who} puts {d['given']} face up and takes {d['taken']}"
    if name == "turn":
        return f"turn {d['number']}: {who}"
    if name == "play":
        extra = " (bonus)" if d["bonus"] else ""
        src = {"hand": "", "up": " face-up", "down": " blind"}[d["source"]]
        on = f" on {d['previous_rank']}x{d['previous_count']}" if d["previous_rank"] else ""
        return f"play: {who} plays{src} {' '.join(d['cards'])}{on}{extra}"
    if name == "draw":
        return f"draw: {who} draws {d['count']}"
    if name == "pickup":
        return f"pickup: {who} picks up {d['count']} card(s) ({d['reason']})"
    if name == "clear":
        return f"clear: {who} clears {d['count']} card(s) ({d['cause']})"
    if name == "bonus":
        return f"bonus: {who} makes a bonus play"
    if name == "take_up":
        return f"take_up: {who} takes {d['count']} face-up card(s) into the hand"
    if name == "flip":
        return f"flip: {who} turns over {d['card']} ({'legal' if d['legal'] else 'illegal'})"
    if name == "pass":
        return f"pass: {who} passes the pickup to seat {d['to']} (3s chained: {d['chain']})"
    if name == "out":
        return f"out: {who} is out in place {d['place']}"
    if name == "win":
        return f"win: {who} wins"
    if name == "turn_end":
        return f"turn_end {d['number']}: {who}"
    if name == "round_end":
        how = "safety cap hit" if d["capped"] else f"winner seat {d['winner']}"
        return f"round_end: {how}"
    return f"{name}: {d}"  # pragma: no cover - every base event is named above
