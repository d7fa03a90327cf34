"""Kept plans made ready to fire: what a constant or memoized hook does again, cheaply.

A constant hook's plan is made when the runtime is (``prefilter.constant_effects``); a
memoized hook's is kept at its first firing for each key (``prefilter.memo_key_expr``).
:func:`_firing` turns a plan into a ``fire(play)`` that counts the firing and applies it;
:func:`_quiet_firing` applies quiet effects (restrict, reverse, skip, records) straight
to the game, and :func:`_kept_firing` plays a memoized hook's Roshambos, draws, takes
and gives, checking its receivers (R-WIN-4) on every firing. The receiver checks themselves
(:func:`_receivers`, :func:`_refuse_receiver`) and the refusal of a whole effect list
(:class:`_Refused`) are shared with the runtime (:mod:`lopti_rules.play.runtime`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import operations as ops
from ..engine.game import Game, IllegalMove
from ..language.compiler import HookEntry
from ..sandbox import effects as fx
from ..sandbox.view import PlayerView
from .agents import ChoiceError

if TYPE_CHECKING:
    from .runtime import RuleRuntime, RulesInPlay


#: A hook's effects with their players resolved to seats, ready to apply.
_Plan = list[tuple[fx.Effect, tuple[int, ...]]]
#: A kept plan made ready to fire: ``fire(play)`` counts the firing and applies the plan.
_Firing = Callable[["RulesInPlay"], None]


class _Refused(Exception):
    """A hook's effect list cannot be applied as a whole; the hook is stopped."""


#: Effects that give cards, and which of their named players receives them.
_RECEIVES: dict[type, int] = {fx.Draw: 0, fx.Give: 1, fx.TakeCleared: 0, fx.TakePile: 0,
                              fx.Pickup: 0}


def _firing(runtime: RuleRuntime, plan: _Plan, index: int, entry: HookEntry, timing: str,
            name: str) -> _Firing:
    """The firing of a kept plan: :func:`_quiet_firing` if it can, else the full one."""
    quiet = _quiet_firing(runtime, plan, index, entry, timing, name)
    if quiet is not None:
        return quiet

    def fire(play: RulesInPlay) -> None:
        play._apply_plan(timing, name, index, entry, plan)

    return fire


def _quiet_firing(runtime: RuleRuntime, plan: _Plan, index: int, entry: HookEntry,
                  timing: str, name: str) -> _Firing | None:
    """For a plan of quiet effects only (restrict, reverse, skip, and say, do and reveal,
    which only write records): a firing that counts it and applies them straight to the
    game. They emit no event and cannot fail, so no depth or stop bookkeeping is due;
    while anyone listens to rule records the full :meth:`RulesInPlay._apply_plan` runs
    (it writes them). None for any other plan."""
    steps = []
    for effect, seats in plan:
        step = _QUIET.get(type(effect))
        if step is None:
            return None
        if step is not _record_only:
            steps.append(step(effect, seats))
    counts = runtime.fired
    ordered = tuple(steps)

    def each(game: Game) -> None:
        for step in ordered:
            step(game)

    # the common plan is one restriction, skip or reversal: that step is the whole of it
    apply = ordered[0] if len(ordered) == 1 else each

    def fire(play: RulesInPlay) -> None:
        if play._emit:
            play._apply_plan(timing, name, index, entry, plan)
            return
        play.fired[index] += 1
        counts[index] += 1
        apply(play._game)  # type: ignore[arg-type]

    fire.apply = apply  # type: ignore[attr-defined]  # for handlers that apply it inline
    return fire


def _kept_firing(runtime: RuleRuntime, effects: list[fx.Effect], plan: _Plan,
                 index: int, entry: HookEntry, timing: str, name: str) -> _Firing | None:
    """The firing of a memoized hook's effects that draw cards, take the top cleared
    cards or play a Roshambo (``plan``: the effects as planned once; on a guarded event
    only without a Roshambo, for one acting seat, whose protected set the plan was
    checked against): what :meth:`RulesInPlay._plan` and :meth:`RulesInPlay._apply_plan`
    do, with every player already resolved to a seat or to the winner or loser of a
    Roshambo of the list. The Roshambos are played and the receivers checked (R-WIN-4)
    on every firing, in list order, then the effects are applied in order. Only for
    lists of Roshambos, draws, takes of the top cleared cards and quiet effects (None
    for others); while anyone listens to rule records the full path runs. A list of
    gives alone fires through :func:`_gives_firing`."""
    if all(type(effect) is fx.Give for effect, _ in plan):
        return _gives_firing(runtime, effects, plan, index, entry, timing, name)
    games = [e for e in effects if type(e) is fx.Roshambo]
    steps: list[tuple[Any, Any, Any]] = []  #: (what, seats or spec, how to apply)
    for effect, seats in plan:
        kind = type(effect)
        if kind is fx.Roshambo:
            steps.append((None, seats[:2], None))
            continue
        spec = tuple(seat if type(p) is PlayerView
                     else (games.index(p.game), p.side == "loser")  # type: ignore[union-attr]
                     for p, seat in zip(effect.named_players(), seats, strict=True))
        if kind is fx.Draw:
            steps.append((effect.name, spec, (Game.draw_for, effect.n)))  # type: ignore[attr-defined]
        elif kind is fx.TakeCleared and effect.which == "top":  # type: ignore[attr-defined]
            steps.append((effect.name, spec, (_take_top, effect.n)))  # type: ignore[attr-defined]
        elif kind in _QUIET and all(type(x) is int for x in spec):
            make = _QUIET[kind]
            steps.append((False, spec, None if make is _record_only
                          else make(effect, spec)))  # type: ignore[arg-type]  # all seats
        else:
            return None
    counts = runtime.fired
    if len(steps) == 2 and steps[0][0] is None and steps[1][0] \
            and type(steps[1][1][0]) is tuple:
        # the common Roshambo rule: two players play, the loser (or winner) draws
        (_, (a, b), _), (what, ((_, loser),), (receive, n)) = steps

        def fire_duel(play: RulesInPlay) -> None:
            if play._emit:
                play._fire_effects(timing, name, index, entry, effects, ())
                return
            game: Game = play._game  # type: ignore[assignment]  # bound before any hook
            try:
                won = play._roshambo(a, b)
            except _Refused as refused:
                play._stop(index, entry, timing, str(refused), entry.line)
                return
            t = (b if won == a else a) if loser else won
            if _gone(game, t):
                play._stop(index, entry, timing, _receiver_refused(what, t), entry.line)
                return
            play.fired[index] += 1
            counts[index] += 1
            play.depth += 1
            try:
                receive(game, t, n)
            except (IllegalMove, ChoiceError) as exc:  # R-VOTE-6
                play._stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
            finally:
                play.depth -= 1

        return fire_duel

    def fire(play: RulesInPlay) -> None:
        if play._emit:
            play._fire_effects(timing, name, index, entry, effects, ())
            return
        game: Game = play._game  # type: ignore[assignment]  # bound before any hook runs
        outcomes: list[tuple[int, int]] = []
        draws: list[tuple[int, Any]] = []  #: (receiver, (how it receives, how many))
        for what, spec, how in steps:
            if what is None:  # a Roshambo: play it
                a, b = spec
                try:
                    won = play._roshambo(a, b)
                except _Refused as refused:
                    play._stop(index, entry, timing, str(refused), entry.line)
                    return
                outcomes.append((won, b if won == a else a))
            elif what:  # a draw or take: its receiver is checked now (R-WIN-4)
                t = spec[0] if type(spec[0]) is int else outcomes[spec[0][0]][spec[0][1]]
                if _gone(game, t):
                    play._stop(index, entry, timing, _receiver_refused(what, t), entry.line)
                    return
                draws.append((t, how))
        _apply_counted(play, counts, index, entry, timing, apply, (game, draws))

    def apply(planned: tuple[Game, list[tuple[int, Any]]]) -> None:
        """The steps in order, the cards to the receivers found for this firing."""
        game, draws = planned
        k = 0
        for what, _, how in steps:
            if what:
                seat, (receive, n) = draws[k]
                k += 1
                receive(game, seat, n)
            elif how is not None:
                how(game)

    return fire


def _take_top(game: Game, seat: int, n: int) -> None:
    """``seat`` takes the top ``n`` cleared cards back (``which`` top, R-CLEAR-3)."""
    cards = ops.cleared_top(game, n)
    if cards:
        ops.take_cleared(game, seat, cards)


def _gives_firing(runtime: RuleRuntime, effects: list[fx.Effect], plan: _Plan, index: int,
                  entry: HookEntry, timing: str, name: str) -> _Firing:
    """The firing of a memoized hook whose effects are gives between seats alone ("every
    player gives 1 card to their left"): the receivers checked (R-WIN-4), then the gives
    at once (:meth:`RulesInPlay._gives`), each giver asked for their cards."""
    receivers = _receivers(plan)
    counts = runtime.fired

    def fire_gives(play: RulesInPlay) -> None:
        if play._emit:
            play._fire_effects(timing, name, index, entry, effects, ())
            return
        game: Game = play._game  # type: ignore[assignment]  # bound before any hook runs
        for effect, t in receivers:
            if _gone(game, t):
                play._stop(index, entry, timing, _receiver_refused(effect, t), entry.line)
                return
        _apply_counted(play, counts, index, entry, timing, play._gives, plan)

    return fire_gives


def _apply_counted(play: RulesInPlay, counts: list[int], index: int, entry: HookEntry,
                   timing: str, apply: Callable[[Any], object], arg: Any) -> None:
    """Count a kept firing of rule ``index`` and ``apply(arg)`` one hook-caused event
    deeper; an effect the engine refuses stops the rule, and what was done before it
    stays (R-VOTE-6). (``fire_duel`` does the same in line: it fires on every 5.)"""
    play.fired[index] += 1
    counts[index] += 1
    play.depth += 1
    try:
        apply(arg)
    except (IllegalMove, ChoiceError) as exc:
        play._stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
    finally:
        play.depth -= 1


def _restrict_step(effect: Any, seats: tuple[int, ...]) -> Callable[[Game], None]:
    return functools.partial(ops.restrict_pending, ops.restriction(effect.kind, effect.value))


def _skip_step(effect: Any, seats: tuple[int, ...]) -> Callable[[Game], None]:
    seat = seats[0]
    return lambda game: game.skip_seat(seat)


def _record_only(effect: Any, seats: tuple[int, ...]) -> Callable[[Game], None]:
    return lambda game: None  # pragma: no cover - left out of the steps


#: How a quiet effect's step is made (``_quiet_firing``).
_QUIET: dict[type, Callable[[Any, tuple[int, ...]], Callable[[Game], None]]] = {
    fx.Restrict: _restrict_step, fx.Reverse: lambda effect, seats: Game.reverse,
    fx.Skip: _skip_step, fx.Say: _record_only, fx.Do: _record_only, fx.Reveal: _record_only,
}


def _gone(game: Game, seat: int) -> bool:
    """Whether ``seat`` can receive no cards: out, or going out this very moment (no
    cards left: only a legal play puts a player out, R-WIN-4)."""
    return bool(game.out[seat] or not (game.hand[seat] or game.up[seat] or game.down[seat]))


def _receiver_refused(effect: str, seat: int) -> str:
    """Why a hook's effects are refused: ``effect`` would give cards to ``seat``, who has
    none left: out, or going out this very moment (R-WIN-4)."""
    return (f"{effect} would give cards to seat {seat}, who is out or going out: "
            "finished players never receive cards (R-WIN-4)")


def _refuse_receiver(effect: str, seat: int) -> None:
    """Refuse a hook's effects (:func:`_receiver_refused`)."""
    raise _Refused(_receiver_refused(effect, seat))


def _receivers(plan: _Plan) -> tuple[tuple[str, int], ...]:
    """The (effect name, seat) of each effect in ``plan`` that gives a player cards."""
    return tuple((effect.name, seats[_RECEIVES[type(effect)]]) for effect, seats in plan
                 if type(effect) in _RECEIVES)

