"""How each effect of a planned rule firing is applied to the game: one handler per type.

:data:`APPLY` maps an effect type (``lopti_rules.sandbox.effects``) to its handler;
``RulesInPlay.apply_plan`` (:mod:`lopti_rules.play.inplay`) looks one up per effect of a
plan whose targets are already seats. A handler acts through the engine's operations
and the game's own moves, and reaches the rules in play only through :class:`InPlay`
(what it needs of them), so this module does not import the runtime.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from ..engine import PLAYING, Card, Event, Game, Seat, cards_of
from ..engine import operations as ops
from ..sandbox import effects as fx
from .plans import Plan, take_top
from .records import RuleRestricted, RuleRevealed, RuleSaid


class InPlay(Protocol):
    """What an effect handler needs of the rules in play (``inplay.RulesInPlay``)."""

    _game: Game | None
    listeners: list[Callable[[Event], None]]

    @property
    def game(self) -> Game: ...

    def gives(self, gives: Plan) -> None: ...

    def ask_cards(self, seat: int, allowed: int, n: int, kind: str,
                  least: int | None = None) -> int: ...

    def rng(self) -> random.Random: ...

    def record(self, record: Event) -> None: ...

    def remember(self, rule: str, slot: int, value: int) -> None: ...


def _draw(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    if effect.end == "top":
        play._game.draw_for(seats[0], effect.n)  # type: ignore[union-attr]
    else:
        ops.draw_bottom(play.game, seats[0], effect.n)


def _swap_up(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    """The player chooses which face-up cards go (a recorded ``swap`` choice); as many as
    they have and the draw pile has, none when either is empty. An optional swap (``may
    swap``, issue 14) lets them choose how many too: none is "not swapping"."""
    game = play.game
    target = seats[0]
    n = min(effect.n, game.up[target].bit_count(), len(game.draw_pile))
    if n:
        chosen = play.ask_cards(target, game.up[target], n, "swap",
                                0 if effect.optional else None)
        if chosen:
            ops.swap_up(game, target, list(cards_of(chosen)))


def _give(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play.gives([(effect, seats)])


def _take_cleared(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    game = play.game
    target = seats[0]
    which = effect.which
    n = effect.n
    if which == "top":
        take_top(game, target, n)
        return
    if which == "bottom":
        cards = ops.cleared_bottom(game, n)
        if cards:
            ops.take_cleared(game, target, cards)
        return
    pool = cards_of(game.cleared)
    n = min(n, len(pool))
    if which == "random":
        cards = _sample(pool, n, play.rng().random)
    else:
        cards = list(cards_of(play.ask_cards(target, game.cleared, n, "take"))) if n else []
    if cards:
        ops.take_cleared(game, target, cards)


def _take_pile(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    ops.take_pile(play.game, seats[0], effect.n)


def _pickup(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    ops.pickup(play.game, seats[0])


def _clear_pile(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    game = play.game
    if game.pile and game.phase == PLAYING:
        game.clear_pile(seats[0], defer=True)


def _skip(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play._game.skip_seat(seats[0])  # type: ignore[union-attr]


def _reverse(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play._game.reverse()  # type: ignore[union-attr]


def _choose(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    game = play._game  # a before-deal hook: the deal goes round from the chosen dealer
    if effect.what == "dealer":
        game.choose_dealer(seats[0])  # type: ignore[union-attr]
    else:
        game.choose_leader(seats[0])  # type: ignore[union-attr]


def _restrict(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    ops.restrict(play._game, effect.kind, effect.value)  # type: ignore[arg-type]
    if play.listeners:
        play.record(RuleRestricted(rule, ops.describe(effect.kind, effect.value)))


def _reveal(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    if play.listeners:  # only ever writes the record
        hand = play.game.hand[seats[0]]
        play.record(RuleRevealed(rule, Seat(seats[0]), tuple(Card(c) for c in cards_of(hand))))


def _say(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    if play.listeners:  # only ever writes the record
        play.record(RuleSaid(rule, Seat(seats[0]), effect.name, effect.text))


def _remember(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    """A rule's own count changes (``add 1 to "threes"``): kept by the runtime, per rule."""
    play.remember(rule, effect.slot, effect.value)


def _played(play: InPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    """A Roshambo was played while planning; its record is already out."""


#: How each effect type is applied (one dictionary look-up, not a chain of type tests).
APPLY: dict[type, Callable[[InPlay, Any, tuple[int, ...], str], None]] = {
    fx.Draw: _draw, fx.Give: _give, fx.TakeCleared: _take_cleared, fx.TakePile: _take_pile,
    fx.Pickup: _pickup, fx.ClearPile: _clear_pile, fx.Skip: _skip, fx.Reverse: _reverse,
    fx.Restrict: _restrict, fx.Reveal: _reveal, fx.Say: _say, fx.Do: _say,
    fx.Roshambo: _played, fx.Choose: _choose, fx.Remember: _remember,
    fx.SwapUp: _swap_up,
}


def _sample(pool: tuple[int, ...], n: int, rnd: Callable[[], float]) -> list[int]:
    items = list(pool)
    out = []
    for _ in range(n):
        out.append(items.pop(int(rnd() * len(items))))
    return out
