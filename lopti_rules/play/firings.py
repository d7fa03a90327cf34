"""Kept plans made ready to fire: what a constant or memoized hook does again, cheaply.

A constant hook's plan is made when the runtime is (``prefilter.constant_effects``); a
memoized hook's is kept at its first firing for each key (``prefilter.memo_key_expr``,
:func:`fire_keeping`). :func:`firing` turns a plan into a ``fire(play, game)``
(:data:`~lopti_rules.play.plans.Firing`) that counts the firing and applies it;
:func:`quiet_firing` applies quiet effects (restrict, reverse, skip, records) straight
to the game, and :func:`kept_firing` plays a memoized hook's Roshambos, draws, takes
and gives, checking its receivers (R-WIN-4) on every firing. :func:`fire_memo` applies
what a memoized hook returned before when it has no kept firing. While anyone listens
to rule records, every firing takes the full path of
:class:`~lopti_rules.play.inplay.RulesInPlay` (it writes them).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import Event, Game, IllegalMove
from ..engine import operations as ops
from ..language import HookEntry
from ..sandbox import EventView, HookStopped, PlayerView, TableView, Views, run_bounded
from ..sandbox import effects as fx
from .agents import ChoiceError
from .hooks import HookTables, Memo, MemoSlot
from .inplay import RulesInPlay
from .plans import Firing, Plan, Refused, gone, receiver_refused, receivers, take_top
from .protection import protected_at


@dataclass(frozen=True, slots=True, eq=False)
class HookStep:
    """One hook as a handler runs it: what :func:`run_step` needs, read once when the
    handler is written."""

    index: int  #: its rule's index in the book
    entry: HookEntry
    timing: str
    event: str
    #: the event's protected set depends on the acting player (R-CUSTOM-2): the hook
    #: runs through :meth:`RulesInPlay.fire`, which works it out
    guarded: bool
    make: Views  #: the builder of its lazy views (``HookTables.hook_views``)
    reads_rule: bool  #: its code reads ``rule.*``
    #: the rule whose counts its Remember effects change (the first of its name, as
    #: :meth:`RulesInPlay.remember` finds it), None if none is
    remembers: int | None


def run_step(play: RulesInPlay, event: Event, acting: int, step: HookStep,
             views: tuple[TableView, EventView] | None) -> tuple[TableView, EventView] | None:
    """Run one hook of a handler in the sandbox (by the fast path when its cost is bounded:
    ``sandbox.run.run_bounded``) and apply its effects. A hook that only changes its
    rule's own counts changes them in their slots: nothing is planned. The views for
    the next hook on the event (the same while the table is unchanged), else None."""
    runtime = play.runtime
    if views is None:
        views = (play.views(event, acting) if runtime.eager_views else
                 step.make(play.game, event, acting, runtime.last_winner, runtime.round_number))
    index, entry = step.index, step.entry
    if step.guarded:
        changed = play.fire(event, step.timing, step.event, acting, index, entry, True, views)
        return None if changed else views
    try:
        effects = run_bounded(entry.hook, views[0], views[1],
                              play.rule_view(index) if step.reads_rule else None,
                              depth=play.depth, budget=play.budget, cause=event)
    except HookStopped as stop:
        play.stop(index, entry, step.timing, stop.reason, stop.line)
        return views
    if not effects:
        return views
    if type(effects[-1]) is fx.Remember:
        remembered = [e for e in effects if isinstance(e, fx.Remember)]
        if len(remembered) == len(effects):  # only the rule's own counts change
            play.remember_all(step.remembers, remembered)
            return views
    play.fire_effects(step.timing, step.event, index, entry, effects, ())
    return None


def fire_keeping(play: RulesInPlay, event: Event, timing: str, name: str, acting: int,
                 index: int, entry: HookEntry, guarded: bool,
                 views: tuple[TableView, EventView] | None, memo: MemoSlot) -> bool:
    """:meth:`RulesInPlay.fire` for a memoized hook met with a new key: run it, keep what
    it returned in ``memo`` (with its plan and kept firing, unless it plays a Roshambo
    on a guarded event), and apply it. True if the table may have changed."""
    got = play.call(event, timing, name, acting, index, entry, guarded, views)
    if got is None:
        return False
    effects, protected = got
    memo[0][memo[1]] = (effects, None, (), None)
    if not effects:
        return False
    try:
        plan = play.plan(effects, name, timing, protected, entry.rule)
    except Refused as refused:
        play.stop(index, entry, timing, str(refused), entry.line)
        return True  # a Roshambo may have been played and recorded
    rt = play.runtime
    if not any(type(e) is fx.Roshambo for e in effects):
        taking = receivers(plan)
        # (on a guarded event too: the key holds the acting seat, which decides the
        # protected set the plan was checked against)
        kept = (quiet_firing(rt, plan, index, entry, timing, name) if not taking else
                kept_firing(rt, effects, plan, index, entry, timing, name))
        memo[0][memo[1]] = (effects, plan, taking, kept)
    elif not protected:
        memo[0][memo[1]] = (effects, None, (), kept_firing(
            rt, effects, plan, index, entry, timing, name))
    return play.apply_guarded(timing, name, index, entry, plan, protected)


def fire_memo(play: RulesInPlay, game: Game, timing: str, name: str, index: int,
              entry: HookEntry, known: Memo) -> bool:
    """Apply what a memoized hook returned before for the same key: its plan once the
    receivers are checked again, or plan its effects (on an unguarded event; on a
    guarded one the handler comes here only with a plan, kept per acting seat)."""
    effects, plan, taking, _ = known
    if plan is None:
        if not effects:
            return False
        return play.fire_effects(timing, name, index, entry, effects, ())
    for effect, t in taking:
        if gone(game, t):
            play.stop(index, entry, timing, receiver_refused(effect, t), entry.line)
            return True
    return play.apply_plan(timing, name, index, entry, plan)


def fire_pending(play: RulesInPlay, name: str, timing: str, seat: int,
                 fire: Callable[..., Any], *args: Any) -> Any:
    """``fire(*args)`` (a kept firing on the guarded ``timing`` ``name`` event of the
    acting ``seat``) with that event's protected set pending: the events its effects
    cause may not write it either (R-CUSTOM-2, ``RulesInPlay.pending``)."""
    play.pending.append((name, timing, protected_at(name, timing, seat)))
    try:
        return fire(*args)
    finally:
        play.pending.pop()


def firing(runtime: HookTables, plan: Plan, index: int, entry: HookEntry, timing: str,
           name: str) -> Firing:
    """The firing of a kept plan: :func:`quiet_firing` if it can, else the full one."""
    quiet = quiet_firing(runtime, plan, index, entry, timing, name)
    if quiet is not None:
        return quiet

    def fire(play: RulesInPlay, game: Game) -> None:
        play.apply_plan(timing, name, index, entry, plan)

    return fire


def quiet_firing(runtime: HookTables, plan: Plan, index: int, entry: HookEntry,
                 timing: str, name: str) -> Firing | None:
    """For a plan of quiet effects only (restrict, reverse, skip, and say, do and reveal,
    which only write records): a firing that counts it and applies them straight to the
    game. They emit no event and cannot fail, so no depth or stop bookkeeping is due;
    while anyone listens to rule records the full :meth:`RulesInPlay.apply_plan` runs
    (it writes them). None for any other plan. The firing's ``apply(game)`` is what it
    applies, for handlers that apply it inline."""
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

    def fire(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.apply_plan(timing, name, index, entry, plan)
            return
        play.fired[index] += 1
        counts[index] += 1
        apply(game)

    fire.apply = apply  # type: ignore[attr-defined]  # for handlers that apply it inline
    return fire


def kept_firing(runtime: HookTables, effects: list[fx.Effect], plan: Plan,
                index: int, entry: HookEntry, timing: str, name: str) -> Firing | None:
    """The firing of a memoized hook's effects that draw cards, take the top cleared
    cards or play a Roshambo (``plan``: the effects as planned once; on a guarded event
    only without a Roshambo, for one acting seat, whose protected set the plan was
    checked against): what :meth:`RulesInPlay.plan` and :meth:`RulesInPlay.apply_plan`
    do, with every player already resolved to a seat or to the winner or loser of a
    Roshambo of the list. The Roshambos are played and the receivers checked (R-WIN-4)
    on every firing, in list order, then the effects are applied in order. Only for
    lists of Roshambos, draws, takes of the top cleared cards and quiet effects (None
    for others); while anyone listens to rule records the full path runs. A list of
    gives alone fires through :func:`_gives_firing`."""
    if all(type(effect) is fx.Give for effect, _ in plan):
        return _gives_firing(runtime, effects, plan, index, entry, timing, name)
    games: list[object] = [e for e in effects if type(e) is fx.Roshambo]
    steps: list[tuple[Any, Any, Any]] = []  #: (what, seats or spec, how to apply)
    for effect, seats in plan:
        kind = type(effect)
        if kind is fx.Roshambo:
            steps.append((None, seats[:2], None))
            continue
        spec = tuple(seat if type(p) is PlayerView
                     else (games.index(p.game), p.side == "loser")  # type: ignore[union-attr]
                     for p, seat in zip(effect.named_players(), seats, strict=True))
        if kind is fx.Draw and effect.end == "top":  # type: ignore[attr-defined]
            steps.append((effect.name, spec, (Game.draw_for, effect.n)))  # type: ignore[attr-defined]
        elif kind is fx.TakeCleared and effect.which == "top":  # type: ignore[attr-defined]
            steps.append((effect.name, spec, (take_top, effect.n)))  # type: ignore[attr-defined]
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

        def fire_duel(play: RulesInPlay, game: Game) -> None:
            if play.listeners:
                play.fire_effects(timing, name, index, entry, effects, ())
                return
            try:
                won = play.roshambo(a, b)
            except Refused as refused:
                play.stop(index, entry, timing, str(refused), entry.line)
                return
            t = (b if won == a else a) if loser else won
            if gone(game, t):
                play.stop(index, entry, timing, receiver_refused(what, t), entry.line)
                return
            play.fired[index] += 1
            counts[index] += 1
            play.depth += 1
            try:
                receive(game, t, n)
            except (IllegalMove, ChoiceError) as exc:  # R-VOTE-6
                play.stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
            finally:
                play.depth -= 1

        return fire_duel

    def fire(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.fire_effects(timing, name, index, entry, effects, ())
            return
        outcomes: list[tuple[int, int]] = []
        draws: list[tuple[int, Any]] = []  #: (receiver, (how it receives, how many))
        for what, spec, how in steps:
            if what is None:  # a Roshambo: play it
                a, b = spec
                try:
                    won = play.roshambo(a, b)
                except Refused as refused:
                    play.stop(index, entry, timing, str(refused), entry.line)
                    return
                outcomes.append((won, b if won == a else a))
            elif what:  # a draw or take: its receiver is checked now (R-WIN-4)
                t = spec[0] if type(spec[0]) is int else outcomes[spec[0][0]][spec[0][1]]
                if gone(game, t):
                    play.stop(index, entry, timing, receiver_refused(what, t), entry.line)
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


def _gives_firing(runtime: HookTables, effects: list[fx.Effect], plan: Plan, index: int,
                  entry: HookEntry, timing: str, name: str) -> Firing:
    """The firing of a memoized hook whose effects are gives between seats alone ("every
    player gives 1 card to their left"): the receivers checked (R-WIN-4), then the gives
    at once (:meth:`RulesInPlay.gives`), each giver asked for their cards."""
    taking = receivers(plan)
    counts = runtime.fired

    def fire_gives(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.fire_effects(timing, name, index, entry, effects, ())
            return
        for effect, t in taking:
            if gone(game, t):
                play.stop(index, entry, timing, receiver_refused(effect, t), entry.line)
                return
        _apply_counted(play, counts, index, entry, timing, play.gives, plan)

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
        play.stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
    finally:
        play.depth -= 1


def _restrict_step(effect: Any, seats: tuple[int, ...]) -> Callable[[Game], None]:
    return functools.partial(ops.restrict_pending, ops.restriction(effect.kind, effect.value))


def _skip_step(effect: Any, seats: tuple[int, ...]) -> Callable[[Game], None]:
    seat = seats[0]
    return lambda game: game.skip_seat(seat)


def _record_only(effect: Any, seats: tuple[int, ...]) -> Callable[[Game], None]:
    return lambda game: None  # pragma: no cover - left out of the steps


#: How a quiet effect's step is made (``quiet_firing``).
_QUIET: dict[type, Callable[[Any, tuple[int, ...]], Callable[[Game], None]]] = {
    fx.Restrict: _restrict_step, fx.Reverse: lambda effect, seats: Game.reverse,
    fx.Skip: _skip_step, fx.Say: _record_only, fx.Do: _record_only, fx.Reveal: _record_only,
}
