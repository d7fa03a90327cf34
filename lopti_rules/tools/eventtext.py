"""Engine events and rule records as plain JSON data (``event_dict``) or one readable line
(``event_text``): what ``lopti replay`` prints and what scenario expectations compare;
``event_line`` is that line in the language in use (``lopti --lang de replay``, the replay
page of ``lopti serve``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from ..engine import Event, card_str, rank_str
from ..i18n import current, gettext, ngettext
from ..play import RULE_RECORDS, record_dict, record_line, record_text


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


# ----------------------------------------------------------------- in the table's language
def event_line(event: Event) -> str:
    """:func:`event_text` in the language in use: English is :func:`event_text` itself;
    another language says each base event with its catalog's wording (seats, cards and
    ranks as written) and each rule record with :func:`~lopti_rules.play.record_line`."""
    if current() == "en":
        return event_text(event)
    if event.name in RULE_RECORDS:
        return record_line(event)
    said = _SAID.get(event.name)
    return said(event) if said is not None else event_text(event)


def _said_play(e: Any) -> str:
    cards = _cards(e.cards)
    text = (gettext("play: seat {player} plays face-up {cards}") if e.source == "up" else
            gettext("play: seat {player} plays blind {cards}") if e.source == "down" else
            gettext("play: seat {player} plays {cards}")).format(player=e.player, cards=cards)
    if e.previous_rank is not None:
        text = gettext("{play} on {rank}x{count}").format(
            play=text, rank=_RANK_TEXT.get(e.previous_rank) or rank_str(e.previous_rank),
            count=e.previous_count)
    return text + (" " + gettext("(bonus)") if e.bonus else "")


def _said_pickup(e: Any) -> str:
    reason = {"choice": gettext("choice"),
              "obligation": gettext("obligation"),
              "blind": gettext("blind"),
              "rule": gettext("rule")}.get(e.reason, e.reason)
    return ngettext("pickup: seat {player} picks up {count} card ({reason})",
                    "pickup: seat {player} picks up {count} cards ({reason})", e.count).format(
        player=e.player, count=e.count, reason=reason)


def _said_clear(e: Any) -> str:
    cause = {"ten": gettext("ten"), "four": gettext("four"),
             "threes": gettext("threes"),
             "sevens": gettext("sevens"),
             "custom": gettext("custom")}.get(e.cause, e.cause)
    return ngettext("clear: seat {player} clears {count} card ({cause})",
                    "clear: seat {player} clears {count} cards ({cause})", e.count).format(
        player=e.player, count=e.count, cause=cause)


def _said_round_end(e: Any) -> str:
    return (gettext("round_end: safety cap hit") if e.capped else
            gettext("round_end: winner seat {winner}").format(winner=e.winner))


_SAID: dict[str, Callable[[Any], str]] = {
    "deal": lambda e: ngettext(
        "deal: {players} player, dealer seat {dealer}, seat {leader} leads",
        "deal: {players} players, dealer seat {dealer}, seat {leader} leads", e.players
    ).format(players=e.players, dealer=e.dealer, leader=e.leader),
    "swap": lambda e: gettext("swap: seat {player} puts {given} face up and takes {taken}"
                               ).format(player=e.player, given=card_str(e.given),
                                        taken=card_str(e.taken)),
    "turn": lambda e: gettext("turn {number}: seat {player}").format(number=e.number,
                                                                       player=e.player),
    "play": _said_play,
    "draw": lambda e: gettext("draw: seat {player} draws {count}").format(player=e.player,
                                                                           count=e.count),
    "pickup": _said_pickup,
    "clear": _said_clear,
    "bonus": lambda e: gettext("bonus: seat {player} makes a bonus play").format(
        player=e.player),
    "take_up": lambda e: ngettext(
        "take_up: seat {player} takes {count} face-up card into the hand",
        "take_up: seat {player} takes {count} face-up cards into the hand", e.count).format(
        player=e.player, count=e.count),
    "flip": lambda e: (gettext("flip: seat {player} turns over {card} (legal)") if e.legal
                       else gettext("flip: seat {player} turns over {card} (illegal)")
                       ).format(player=e.player, card=card_str(e.card)),
    "pass": lambda e: gettext("pass: seat {player} passes the pickup to seat {to} (3s "
                               "chained: {chain})").format(player=e.player, to=e.to,
                                                           chain=e.chain),
    "out": lambda e: gettext("out: seat {player} is out in place {place}").format(
        player=e.player, place=e.place),
    "win": lambda e: gettext("win: seat {player} wins").format(player=e.player),
    "turn_end": lambda e: gettext("turn_end {number}: seat {player}").format(
        number=e.number, player=e.player),
    "round_end": _said_round_end,
}
