"""How a handler fires hooks: run in the sandbox, or a kept plan fired again, cheaply.

:func:`run_step` runs one hook for a handler (:mod:`lopti_rules.play.handlers`): by the
sandbox's fast path when its cost is bounded (``sandbox.run_bounded``), its rule's own
counts changed in their slots when that is all it does. The rest of this module makes
kept plans ready to fire again without calling the hook:

- a constant hook's plan is made when the runtime is (``prefilter.constant_effects``);
  a memoized hook's is kept at its first firing for each key
  (``prefilter.memo_key_expr``, :func:`fire_and_keep`);
- :func:`kept_firing_of` turns a plan into a :class:`KeptFiring`: quiet effects
  (restrict, reverse, skip, records) applied straight to the game
  (:func:`quiet_firing`), gives between seats at once (:func:`gives_firing`), or a
  memoized hook's Roshambos, draws and takes with their receivers checked on every
  firing (R-WIN-4, :func:`receiving_firing`), or any other plan of one effect
  (:func:`lopti_rules.play.single.single_firing`);
- :func:`apply_memo` applies what a memoized hook returned before when it has no kept
  firing.

While anyone listens to rule records, every firing takes the full path of
:class:`~lopti_rules.play.inplay.RulesInPlay` (it writes them).
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

from ..engine import Event, Game, IllegalMove
from ..engine import operations as ops
from ..errors import LoptiError
from ..language import HookEntry
from ..sandbox import (
    EventView,
    HookStopped,
    PlayerView,
    TableView,
    TapRunner,
    Views,
    run_bounded,
    run_hook,
)
from ..sandbox import effects as fx
from .agents import ChoiceError
from .hooks import Memo, MemoSlot
from .inplay import RulesInPlay
from .plans import KeptFiring, Plan, Refused, gone, receiver_refused, receivers, take_top
from .protection import protected_at
from .single import single_firing

#: The views a hook reads, passed on to the next hook while the table is unchanged.
HookViews = tuple[TableView, EventView]


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
    #: its tap form's runner (``sandbox.tap_runner``: on the event's plain values, no
    #: payload, views as read, counts in their slot) when it runs by it, else None
    tap: TapRunner | None = None


def run_step(play: RulesInPlay, event: Event, acting: int, step: HookStep,
             views: HookViews | None, cause: object = None) -> HookViews | None:
    """Run one hook of a handler in the sandbox (by the fast path when its cost is bounded:
    ``sandbox.run_bounded``) and apply its effects. A hook that only changes its
    rule's own counts changes them in their slots: nothing is planned. The views for
    the next hook on the event (the same while the table is unchanged), else None.
    ``cause``: what the event's cost budget is kept for (default: the event; a handler
    passes one for all the hooks it runs on one event)."""
    if cause is None:
        cause = event
    runtime = play.runtime
    if play.budget.game_left <= 0 and play.spent(step.index):
        return views  # the game's budget is spent, the rule told so: counted, not called
    if views is None:
        views = (play.views(event, acting) if runtime.eager_views else
                 step.make(play.game, event, acting, runtime.last_winner, runtime.round_number))
    index, entry = step.index, step.entry
    if step.guarded:
        changed = play.fire(event, step.timing, step.event, acting, index, entry, True, views,
                            cause)
        return None if changed else views
    run = run_bounded if runtime.direct else run_hook
    try:
        effects = run(entry.hook, views[0], views[1],
                      play.rule_view(index) if step.reads_rule else None,
                      depth=play.depth, budget=play.budget, cause=cause)
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


def run_free(play: RulesInPlay, event: Event, acting: int, step: HookStep,
             views: HookViews | None) -> HookViews | None:
    """The reference path's call of a hook its pre-check rules out (issue 28): the fast
    path does not call it, so it is charged nothing and stopped by no budget; the hook
    runs all the same (within the per-call limits, where the depth allows) to check
    that the pre-check told the truth: a hook that returns effects or is stopped here
    is a pre-check that would have changed the game, a :class:`PrecheckError`. The
    views for the next hook."""
    entry = step.entry
    if play.depth > entry.hook.policy.MAX_HOOK_DEPTH:
        return views  # the fast path would not call it, nor stop it
    if views is None:
        views = (play.views(event, acting) if play.runtime.eager_views else
                 step.make(play.game, event, acting, play.runtime.last_winner,
                           play.runtime.round_number))
    try:
        effects = run_hook(entry.hook, views[0], views[1],
                           play.rule_view(step.index) if step.reads_rule else None)
    except HookStopped as stop:
        raise PrecheckError(f"rule {entry.rule!r}: its pre-check ruled out {step.timing} "
                            f"{step.event}, but the hook was stopped: {stop.reason}") from None
    if effects:
        raise PrecheckError(f"rule {entry.rule!r}: its pre-check ruled out {step.timing} "
                            f"{step.event}, but the hook returned "
                            f"{', '.join(e.name for e in effects)}")
    return views


class PrecheckError(LoptiError):
    """A pre-check said a hook would not fire, and the hook did (the reference path
    checks every such call: a bug in the pre-checks, never a rule's fault)."""


def run_and_keep(play: RulesInPlay, event: Event, acting: int, step: HookStep,
                 views: HookViews | None, memo: MemoSlot, cause: object = None
                 ) -> HookViews | None:
    """Run a memoized hook met with a new key, keep what it returns in ``memo`` and apply
    it (:func:`fire_and_keep`). The views for the next hook, else None."""
    if views is None:
        views = play.views(event, acting, step.make)
    if fire_and_keep(play, event, step, acting, views, memo, cause):
        return None  # later hooks see the changed table
    return views


def fire_and_keep(play: RulesInPlay, event: Event, step: HookStep, acting: int,
                  views: HookViews, memo: MemoSlot, cause: object = None) -> bool:
    """:meth:`RulesInPlay.fire` for a memoized hook met with a new key: run it, keep what
    it returned in ``memo`` (with its plan and kept firing, unless it plays a Roshambo
    on a guarded event), and apply it. True if the table may have changed."""
    index, entry, timing, name = step.index, step.entry, step.timing, step.event
    got = play.call(event, timing, name, acting, index, entry, step.guarded, views, cause)
    if got is None:
        return False
    effects, protected = got
    memo.keep(Memo(effects, None, (), None))
    if not effects:
        return False
    try:
        plan = play.plan(effects, name, timing, protected, entry.rule)
    except Refused as refused:
        play.stop(index, entry, timing, str(refused), entry.line)
        return True  # a Roshambo may have been played and recorded
    if not any(type(e) is fx.Roshambo for e in effects):
        taking = receivers(plan)
        # (on a guarded event too: the key holds the acting seat, which decides the
        # protected set the plan was checked against)
        kept = (quiet_firing(plan, index, entry, timing, name)
                if not taking else receiving_firing(effects, plan, step))
        if kept is None:  # one pickup, clear, take of the oldest: not the general path
            kept = single_firing(plan, taking, index, entry, timing, name)
        if kept is not None and step.guarded:
            kept = pending_firing(kept, name, timing, acting)
        memo.keep(Memo(effects, plan, taking, kept))
    elif not protected:
        memo.keep(Memo(effects, None, (), receiving_firing(effects, plan,
                                                           step)))
    return play.apply_guarded(timing, name, index, entry, plan, protected)


def apply_memo(play: RulesInPlay, game: Game, timing: str, name: str, index: int,
               entry: HookEntry, known: Memo) -> bool:
    """Apply what a memoized hook returned before for the same key: its plan once the
    receivers are checked again, or plan its effects (on an unguarded event; on a
    guarded one the handler comes here only with a plan, kept per acting seat)."""
    if known.plan is None:
        if not known.effects:
            return False
        return play.fire_effects(timing, name, index, entry, known.effects, ())
    for effect, t in known.receivers:
        if gone(game, t):
            play.stop(index, entry, timing, receiver_refused(effect, t), entry.line)
            return True
    return play.apply_plan(timing, name, index, entry, known.plan)


def pending_firing(kept: KeptFiring, name: str, timing: str, seat: int) -> KeptFiring:
    """``kept``, a kept firing on the guarded ``timing`` ``name`` event of the acting
    ``seat`` (its memo key holds the seat), fired with that event's protected set
    pending: the events its effects cause may not write it either (R-CUSTOM-2,
    ``RulesInPlay.pending``). The set is worked out once, when the firing is kept, not
    at every firing; its quiet ``apply`` emits no event and stays as it is."""
    held = (name, timing, protected_at(name, timing, seat))
    fire = kept.fire

    def fire_pending(play: RulesInPlay, game: Game) -> None:
        pending = play.pending
        pending.append(held)
        try:
            fire(play, game)
        finally:
            pending.pop()

    fire_pending.__wrapped__ = fire  # type: ignore[attr-defined]  # (what it fires)
    return KeptFiring(fire_pending, kept.apply)


def apply_memo_pending(play: RulesInPlay, game: Game, timing: str, name: str, seat: int,
                       index: int, entry: HookEntry, known: Memo) -> bool:
    """:func:`apply_memo` on the guarded event of the acting ``seat``, with its protected
    set pending (as :func:`pending_firing`)."""
    play.pending.append((name, timing, protected_at(name, timing, seat)))
    try:
        return apply_memo(play, game, timing, name, index, entry, known)
    finally:
        play.pending.pop()


# ------------------------------------------------------------------ kept firings


def kept_firing_of(plan: Plan, index: int, entry: HookEntry, timing: str,
                   name: str) -> KeptFiring:
    """The firing of a constant hook's plan: :func:`quiet_firing` if it can, else the full
    :meth:`RulesInPlay.apply_plan`."""
    quiet = quiet_firing(plan, index, entry, timing, name)
    if quiet is not None:
        return quiet

    def fire(play: RulesInPlay, game: Game) -> None:
        play.apply_plan(timing, name, index, entry, plan)

    return KeptFiring(fire, None)


class Quiet(NamedTuple):
    """A quiet effect made ready to apply: ``apply(game)``, or None when it only writes a
    record (say, do, reveal), which nobody listening means nothing to do."""

    apply: Callable[[Game], None] | None


def quiet_of(effect: fx.Effect, seats: tuple[int, ...]) -> Quiet | None:
    """``effect`` (its players resolved to ``seats``) made ready to apply straight to the
    game, if it is quiet: it emits no event and cannot fail. None for any other."""
    if isinstance(effect, fx.Restrict):
        return Quiet(functools.partial(ops.restrict_pending,
                                       ops.restriction(effect.kind, effect.value)))
    if isinstance(effect, fx.Reverse):
        return Quiet(Game.reverse)
    if isinstance(effect, fx.Skip):  # ``game.skip_seat(seat)`` called from C: no frame
        return Quiet(operator.methodcaller("skip_seat", seats[0]))
    if isinstance(effect, fx.Say | fx.Do | fx.Reveal):
        return Quiet(None)
    return None


#: The ``apply`` of a quiet plan that changes nothing in the game: it only says, does or
#: reveals, records the full path writes while anyone listens (in the fifty-rule book
#: such plans fire about 1,200 times a game). A C function of one argument that has no
#: effect (``id``), so a handler's call of a memo hit's ``f.apply(g)`` makes no Python
#: frame; a constant hook's handler writes no call at all (``handlers._write_constant``).
NOTHING: Callable[[Game], object] = id


def quiet_firing(plan: Plan, index: int, entry: HookEntry, timing: str,
                 name: str) -> KeptFiring | None:
    """For a plan of quiet effects only (:func:`quiet_of`): a firing that counts it and
    applies them straight to the game. They emit no event and cannot fail, so no depth
    or stop bookkeeping is due; while anyone listens to rule records the full
    :meth:`RulesInPlay.apply_plan` runs (it writes them). None for any other plan. Its
    ``apply(game)`` is what it applies, for handlers that apply it inline."""
    steps: list[Callable[[Game], None]] = []
    for effect, seats in plan:
        quiet = quiet_of(effect, seats)
        if quiet is None:
            return None
        if quiet.apply is not None:
            steps.append(quiet.apply)
    ordered = tuple(steps)

    def each(game: Game) -> None:
        for step in ordered:
            step(game)

    # the common plan is one restriction, skip or reversal: that step is the whole of it;
    # a plan that only says, does or reveals changes nothing in the game (NOTHING)
    apply = ordered[0] if len(ordered) == 1 else each if ordered else NOTHING

    def fire(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.apply_plan(timing, name, index, entry, plan)
            return
        play.fired[index] += 1  # (the runtime's count is the sum of its games')
        tally = play.tally
        if tally is not None:
            tally.fired(plan)
            try:
                apply(game)
            finally:
                tally.settled()
        else:
            apply(game)

    return KeptFiring(fire, apply)


class Outcome(NamedTuple):
    """A player named as the outcome of the ``game``-th Roshambo of the list."""

    game: int
    loser: bool


class Throw(NamedTuple):
    """Step of a kept firing: seats ``a`` and ``b`` play a Roshambo."""

    a: int
    b: int


class Receive(NamedTuple):
    """Step of a kept firing: ``receiver`` gets ``n`` cards by ``receive(game, seat, n)``
    (a draw from the top, or a take of the top cleared cards)."""

    effect: str  #: the effect's name, for the receiver check (R-WIN-4)
    receiver: int | Outcome
    receive: Callable[[Game, int, int], object]
    n: int


KeptStep = Throw | Receive | Quiet


def receiving_firing(effects: list[fx.Effect], plan: Plan,
                     step: HookStep) -> KeptFiring | None:
    """The firing of a memoized hook's effects that draw cards, take the top cleared
    cards or play a Roshambo (``plan``: the effects as planned once; on a guarded event
    only without a Roshambo, for one acting seat, whose protected set the plan was
    checked against): what :meth:`RulesInPlay.plan` and :meth:`RulesInPlay.apply_plan`
    do, with every player already resolved to a seat or to the winner or loser of a
    Roshambo of the list. The Roshambos are played and the receivers checked (R-WIN-4)
    on every firing, in list order, then the effects are applied in order. Only for
    lists of Roshambos, draws, takes of the top cleared cards and quiet effects (None
    for others); while anyone listens to rule records the full path runs. A list of
    gives alone fires through :func:`gives_firing`."""
    if all(type(effect) is fx.Give for effect, _ in plan):
        return gives_firing(effects, plan, step)
    steps = kept_steps(effects, plan)
    if steps is None:
        return None
    if len(steps) == 1 and isinstance(steps[0], Receive) and type(steps[0].receiver) is int:
        return receive_firing(effects, plan, steps, step)
    if len(steps) == 2:
        first, second = steps
        if isinstance(first, Throw) and isinstance(second, Receive) \
                and isinstance(second.receiver, Outcome):
            return duel_firing(effects, plan, first, second, step)
    index, entry, timing, name = step.index, step.entry, step.timing, step.event

    def fire(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.fire_effects(timing, name, index, entry, effects, ())
            return
        outcomes: list[tuple[int, int]] = []  #: (winner, loser) of each Roshambo played
        seats: list[int] = []  #: the receiver of each Receive step, for this firing
        for kept in steps:
            if isinstance(kept, Throw):
                try:
                    won = play.roshambo(kept.a, kept.b)
                except Refused as refused:
                    play.stop(index, entry, timing, str(refused), entry.line)
                    return
                outcomes.append((won, kept.b if won == kept.a else kept.a))
            elif isinstance(kept, Receive):  # its receiver is checked now (R-WIN-4)
                r = kept.receiver
                t = r if isinstance(r, int) else outcomes[r.game][1 if r.loser else 0]
                if gone(game, t):
                    play.stop(index, entry, timing, receiver_refused(kept.effect, t),
                              entry.line)
                    return
                seats.append(t)
        if play.tally is not None:
            play.tally.fired(fired_plan(plan, steps, outcomes, seats))
        apply_counted(play, step, apply_steps, game, steps, seats)

    return KeptFiring(fire, None)


def kept_steps(effects: list[fx.Effect], plan: Plan) -> list[KeptStep] | None:
    """The steps of a kept firing of ``plan`` (Roshambos, draws and takes from the top,
    quiet effects), or None if it holds any other effect."""
    games = [e for e in effects if isinstance(e, fx.Roshambo)]
    steps: list[KeptStep] = []
    for effect, seats in plan:
        if isinstance(effect, fx.Roshambo):
            steps.append(Throw(seats[0], seats[1]))
            continue
        named = [seat if type(p) is PlayerView or not isinstance(p, fx.RoshamboOutcome)
                 else Outcome(_index_of(games, p.game), p.side == "loser")
                 for p, seat in zip(effect.named_players(), seats, strict=True)]
        if isinstance(effect, fx.Draw) and effect.end == "top":
            steps.append(Receive(effect.name, named[0], Game.draw_for, effect.n))
        elif isinstance(effect, fx.TakeCleared) and effect.which == "top":
            steps.append(Receive(effect.name, named[0], take_top, effect.n))
        else:
            quiet = quiet_of(effect, seats)
            if quiet is None or not all(isinstance(x, int) for x in named):
                return None
            steps.append(quiet)
    return steps


def fired_plan(plan: Plan, steps: list[KeptStep], outcomes: list[tuple[int, int]],
               seats: list[int]) -> Plan:
    """``plan`` (the kept firing's, one entry a step) with the seats of this firing: each
    Roshambo's winner as it was played (``outcomes``: winner and loser, in order) and each
    receiver as found (``seats``, one per :class:`Receive` step), for a tally."""
    out: Plan = []
    games = receivers_found = 0
    for (effect, planned), kept in zip(plan, steps, strict=True):
        if isinstance(kept, Throw):
            out.append((effect, (kept.a, kept.b, outcomes[games][0])))
            games += 1
        elif isinstance(kept, Receive):
            out.append((effect, (seats[receivers_found],)))
            receivers_found += 1
        else:
            out.append((effect, planned))
    return out


def _index_of(games: list[fx.Roshambo], game: object) -> int:
    """The place of Roshambo ``game`` (by identity) in the list's Roshambos."""
    return next(k for k, g in enumerate(games) if g is game)


def apply_steps(game: Game, steps: list[KeptStep], seats: list[int]) -> None:
    """The steps of a kept firing in order, the cards to the receivers found for this
    firing (``seats``, one per :class:`Receive` step)."""
    k = 0
    for kept in steps:
        if isinstance(kept, Receive):
            kept.receive(game, seats[k], kept.n)
            k += 1
        elif isinstance(kept, Quiet) and kept.apply is not None:
            kept.apply(game)


def receive_firing(effects: list[fx.Effect], plan: Plan, steps: list[KeptStep],
                   step: HookStep) -> KeptFiring:
    """The firing of the commonest kept plan: one named player draws from the top or
    takes the top cleared cards ("the acting player draws 2 cards"; in the fifty-rule
    book 172 of the 183 kept firings a game that receive cards). The receiver checked
    (R-WIN-4), then the cards received, counted one event deeper as
    :func:`apply_counted` counts them: one function, no walk over the steps and no call
    in between (issue 24)."""
    index, entry, timing, name = step.index, step.entry, step.timing, step.event
    (kept,) = steps
    assert isinstance(kept, Receive) and type(kept.receiver) is int
    what, t, receive, n = kept.effect, kept.receiver, kept.receive, kept.n

    def fire_receive(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.fire_effects(timing, name, index, entry, effects, ())
            return
        if gone(game, t):
            play.stop(index, entry, timing, receiver_refused(what, t), entry.line)
            return
        tally = play.tally
        if tally is not None:
            tally.fired(fired_plan(plan, steps, [], [t]))
        # apply_counted(play, step, receive, game, t, n), in line
        play.fired[index] += 1  # (the runtime's count is the sum of its games')
        play.depth += 1
        try:
            receive(game, t, n)
        except (IllegalMove, ChoiceError) as exc:
            play.stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
        finally:
            play.depth -= 1
            if play.tally is not None:
                play.tally.settled()

    return KeptFiring(fire_receive, None)


def duel_firing(effects: list[fx.Effect], plan: Plan, duel: Throw,
                prize: Receive, step: HookStep) -> KeptFiring:
    """The firing of the common Roshambo rule: two players play, the loser (or winner)
    draws or takes. It fires on every 5 of a game with ``five-roshambo``: one function,
    no loop over steps."""
    index, entry, timing, name = step.index, step.entry, step.timing, step.event
    a, b = duel.a, duel.b
    loser = isinstance(prize.receiver, Outcome) and prize.receiver.loser
    what, receive, n = prize.effect, prize.receive, prize.n
    (game_effect, _), (prize_effect, _) = plan  # for a tally

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
        if play.tally is not None:
            play.tally.fired([(game_effect, (a, b, won)), (prize_effect, (t,))])
        apply_counted(play, step, receive, game, t, n)

    return KeptFiring(fire_duel, None)


def gives_firing(effects: list[fx.Effect], plan: Plan,
                 step: HookStep) -> KeptFiring:
    """The firing of a memoized hook whose effects are gives between seats alone ("every
    player gives 1 card to their left"): the receivers checked (R-WIN-4), then the gives
    at once (:meth:`RulesInPlay.gives`), each giver asked for their cards."""
    taking = receivers(plan)
    index, entry, timing, name = step.index, step.entry, step.timing, step.event

    def fire_gives(play: RulesInPlay, game: Game) -> None:
        if play.listeners:
            play.fire_effects(timing, name, index, entry, effects, ())
            return
        for effect, t in taking:
            if gone(game, t):
                play.stop(index, entry, timing, receiver_refused(effect, t), entry.line)
                return
        if play.tally is not None:
            play.tally.fired(plan)
        apply_counted(play, step, play.gives, plan)

    return KeptFiring(fire_gives, None)


def apply_counted(play: RulesInPlay, step: HookStep,
                  apply: Callable[..., object], *args: Any) -> None:
    """Count a kept firing of the step's rule and ``apply(*args)`` it one hook-caused event
    deeper; an effect the engine refuses stops the rule, and what was done before it
    stays (R-VOTE-6). The caller has told the tally (``play.tally.fired``); it hears the
    firing settled here, on every path."""
    index = step.index
    play.fired[index] += 1  # (the runtime's count is the sum of its games')
    play.depth += 1
    try:
        apply(*args)  # (the arguments, not a closure made for each firing)
    except (IllegalMove, ChoiceError) as exc:
        play.stop(index, step.entry, step.timing, f"stopped while applying: {exc}",
                  step.entry.line)
    finally:
        play.depth -= 1
        if play.tally is not None:
            play.tally.settled()
