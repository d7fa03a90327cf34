"""Plans: a hook's effects with their players resolved to seats, and who may receive cards.

A hook's effect list is planned once (:meth:`RulesInPlay.plan
<lopti_rules.play.inplay.RulesInPlay.plan>`) and applied as a whole, or refused as a
whole (:class:`Refused`): when it would block its event, or give cards to a player who
is out or going out (R-WIN-4, :func:`gone`). Kept plans (constant and memoized hooks,
:mod:`lopti_rules.play.firings`) check their receivers again on every firing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from ..engine import Game
from ..engine import operations as ops
from ..sandbox import effects as fx

#: A hook's effects with their players resolved to seats, ready to apply.
Plan = list[tuple[fx.Effect, tuple[int, ...]]]
#: A kept plan made ready to fire: ``fire(play, game)`` (the game's
#: :class:`~lopti_rules.play.inplay.RulesInPlay` and the game) counts the firing and
#: applies the plan.
Firing = Callable[[Any, Game], None]


class KeptFiring(NamedTuple):
    """A kept plan made ready to fire (:mod:`lopti_rules.play.firings`): ``fire(play,
    game)``; and for a plan of quiet effects, ``apply(game)``, what it applies, for
    handlers that apply it in line (None for any other plan)."""

    fire: Firing
    apply: Callable[[Game], object] | None


class Tally(Protocol):
    """What a tally of the rules' firings hears (``RuleRuntime.watch``; the trial's
    watcher, ``tools/evenings.py``): the facts the rule records carry, as data, from
    every path a firing takes. A record listener makes every firing take the full path
    (it writes the records); a tally does not: the kept firings' short paths tell it
    too, so a book is tallied at the speed it plays."""

    def fired(self, plan: Plan) -> None:
        """A rule fired: its effects with their players resolved to seats (a Roshambo's
        are its two players and its winner), before they apply."""

    def settled(self) -> None:
        """The effects of the firing last heard (``fired``) have applied, with whatever
        they set off (a firing inside is heard and settled before it): one call for each
        ``fired``, on every path, the rule stopped on the way too."""

    def stopped(self, reason: str) -> None:
        """A rule was stopped (R-VOTE-6), and why."""

    def allowed(self, on: int, rank: int) -> None:
        """A rule's permission let ``rank`` be played on ``on``, which the official rules
        forbid."""


class Refused(Exception):
    """A hook's effect list cannot be applied as a whole; the hook is stopped."""


#: Effects that give cards, and which of their named players receives them.
RECEIVES: dict[type, int] = {fx.Draw: 0, fx.Give: 1, fx.TakeCleared: 0, fx.TakePile: 0,
                             fx.Pickup: 0}


def gone(game: Game, seat: int) -> bool:
    """Whether ``seat`` can receive no cards: out, or going out this very moment (no
    cards left: only a legal play puts a player out, R-WIN-4)."""
    return bool(game.out[seat] or not (game.hand[seat] or game.up[seat] or game.down[seat]))


def receiver_refused(effect: str, seat: int) -> str:
    """Why a hook's effects are refused: ``effect`` would give cards to ``seat``, who has
    none left: out, or going out this very moment (R-WIN-4)."""
    return (f"`{effect}` would give cards to seat {seat}, who is out or going out: "
            "finished players never receive cards (R-WIN-4)")


def receivers(plan: Plan) -> tuple[tuple[str, int], ...]:
    """The (effect name, seat) of each effect in ``plan`` that gives a player cards."""
    return tuple((effect.name, seats[RECEIVES[type(effect)]]) for effect, seats in plan
                 if type(effect) in RECEIVES)


def take_top(game: Game, seat: int, n: int) -> None:
    """``seat`` takes the top ``n`` cleared cards back (``which`` top, R-CLEAR-3)."""
    cards = ops.cleared_top(game, n)
    if cards:
        ops.take_cleared(game, seat, cards)
