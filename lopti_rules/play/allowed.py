"""Plays house rules permit (``allow J on Q``): put in the game's legality, and recorded.

A book's permissions (``CompiledRuleEntry.permits``) are data for the engine
(``engine.allow_plays``): when rules in play bind to a game, its legality table gains
the permitted plays. A tap before each play of a permitted rank notes the plays only a
permission made legal: they count as the permitting rule firing (simulation's "fired")
and, while someone listens, become :class:`~.records.RuleAllowed` records, so a log,
a replay and a scenario say which rule allowed the play. Books without permissions
register nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..engine import Card, EventBus, Rank, Seat, cards_of, permitted, play_bit, verdict
from .records import RuleAllowed


def plays_wanted(permits: Mapping[tuple[int, int], int]) -> int:
    """The play filter (``bus.play_bit``) of every play of a permitted rank."""
    mask = 0
    for rank, _ in permits:
        for count in range(1, 5):
            mask |= play_bit(rank, count)
    return mask


def allowed_tap(permits: Mapping[tuple[int, int], int],
                names: list[str]) -> Callable[..., None]:
    """The before-play tap that notes a play only a permission made legal: ``permits``
    maps each ``(rank, top)`` pair to its rule's index, ``names`` are the rules."""
    pairs = frozenset(permits)

    def tap(game: Any, p: int, r: int, c: int, cards: int, source: str, bonus: bool,
            top: int, last: int) -> None:
        if not permitted(r, top, game.obligation, pairs):
            return
        if verdict(r, c, top, last, game.run, False, game.base) is None:
            return  # the official rules allow it anyway
        play = game.bus.rules
        if play is None:  # pragma: no cover - the tap is registered with the rules
            return
        index = permits[(r, top)]
        play.fired[index] += 1  # (the runtime's count is the sum of its games')
        if play.tally is not None:
            play.tally.allowed(top, r)
        if play.listeners:
            play.record(RuleAllowed(names[index], Seat(p), Rank(r), c,
                                    tuple(Card(x) for x in cards_of(cards)), Rank(top)))

    return tap


def listen_allowed(bus: EventBus, permits: Mapping[tuple[int, int], int],
                   names: list[str]) -> None:
    """Register the tap of :func:`allowed_tap` on ``bus`` (nothing without permits)."""
    if permits:
        bus.tap("before", "play", allowed_tap(permits, names), plays=plays_wanted(permits))
