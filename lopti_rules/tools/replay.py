"""Re-run a game log through the engine: the event stream, or just the final game.

A log played with house rules replays with the rule book in its header, and its
recorded choices answer the rules' questions. ``replay_rules`` re-runs a log with
another rule set: it reports the first recorded decision that no longer fits
("decision 37: seat 2 played 9♥, illegal after rule 'Eights skip'") and can play
on from there with a bot.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from typing import Any

from ..engine.bus import EventBus
from ..engine.cards import card_str, rank_str
from ..engine.events import Event
from ..engine.game import Game, IllegalMove, SetupError
from ..errors import InputError
from ..play.records import RULE_RECORDS, record_dict, record_text
from .gamelog import GameLog


def _start(log: GameLog, bus: EventBus | None) -> Game:
    try:
        return Game(
            log.players, log.seed, log.base, dealer=log.dealer, leader=log.leader, bus=bus
        )
    except SetupError as exc:
        raise InputError(f"bad header: {exc}", source=log.source, line=1) from None


def _line(log: GameLog, i: int) -> int:
    """The log line of decision ``i`` (from 0); the header is line 1."""
    return log.lines[i] if i < len(log.lines) else i + 2


def _apply(game: Game, log: GameLog, i: int) -> None:
    seat, move = log.decisions[i]
    line = _line(log, i)
    if game.is_over():
        raise InputError(f"decision after the game is over: {move}", source=log.source, line=line)
    if seat != game.cur:
        raise InputError(
            f"decision for seat {seat}, but seat {game.cur} is to act ({move})",
            source=log.source, line=line,
        )
    try:
        game.apply(move)
    except IllegalMove as exc:
        raise InputError(f"illegal decision: {exc}", source=log.source, line=line) from None


def _finish(game: Game, log: GameLog) -> None:
    if not game.is_over():
        line = (log.lines[-1] if log.lines else 1) + 1
        raise InputError(
            f"the log ends before the game is over (truncated?); seat {game.cur} is to act",
            source=log.source, line=line,
        )


def run(log: GameLog) -> Game:
    """Apply every decision of ``log`` and return the finished game (no events built)."""
    if log.rules is not None or log.choices:
        from .rulereplay import replay_rules

        return replay_rules(log, None, strict=True).game
    game = _start(log, None)
    for i in range(len(log.decisions)):
        _apply(game, log, i)
    _finish(game, log)
    return game


def replay(log: GameLog) -> Iterator[Event]:
    """The events of the logged game, in order, as the engine emits them.

    An illegal, misplaced or missing decision raises ``InputError`` with its line. A
    log played with house rules replays with them; rule records join the stream.
    """
    if log.rules is not None or log.choices:
        from .rulereplay import replay_rules

        yield from replay_rules(log, None, strict=True).events
        return
    bus = EventBus()
    buf: list[Event] = []
    bus.listen_all(lambda event, game: buf.append(event))
    game = _start(log, bus)
    yield from buf
    buf.clear()
    for i in range(len(log.decisions)):
        _apply(game, log, i)
        yield from buf
        buf.clear()
    _finish(game, log)


def event_dict(event: Event) -> dict[str, Any]:
    """An event as plain JSON data; cards as text (``9♥``), ranks as ``9``/``J``."""
    if event.name in RULE_RECORDS:
        return record_dict(event)
    out: dict[str, Any] = {"event": event.name}
    for f in fields(event):
        value = getattr(event, f.name)
        if f.name in ("card", "given", "taken"):
            value = card_str(value)
        elif f.name == "cards":
            value = [card_str(c) for c in value]
        elif f.name in ("rank", "previous_rank") and value is not None:
            value = rank_str(value)
        out[f.name] = value
    return out


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
    if name == "round_end":
        how = "safety cap hit" if d["capped"] else f"winner seat {d['winner']}"
        return f"round_end: {how}"
    return f"{name}: {d}"  # pragma: no cover - every base event is named above
