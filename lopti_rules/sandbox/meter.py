"""The meter of one hook call and the cost budgets above it (docs/sandbox.md, "Cost model").

:class:`Meter` is a rule's ``fuel``: each tick takes its weight (``cost.fill_charges``)
off the call's units. :class:`CostBudget` holds a game's budgets per base event and per
game; :meth:`CostBudget.take` charges a call its price (``CompiledHook.price``), the one
charge of every priced call on every path (issue 28), both budgets kept in the one slot
a charge writes (``CostBudget.room``, issue 24); :func:`charge_lines` and
:func:`start_lines` write its common case into the rules handlers. :func:`spent_reason`
says why a call was stopped.
"""

from __future__ import annotations

from collections.abc import Sized
from time import thread_time
from types import SimpleNamespace
from typing import NamedTuple

from .policy import DEFAULT_POLICY, SandboxPolicy


class FuelSpent(Exception):  # noqa: N818 - a stop, not a bug
    """Raised by a fuel charge: the budget named in ``reason`` is spent."""


class Meter:
    """The fuel of one rule's hook calls (rules with loops): what each tick charges.

    ``charge(weight)`` is the rule's ``fuel``: it takes the tick's weight off ``left``
    (cost units) and one off ``ticks`` (loop passes); the comparison with ``check_at``
    is the only work on the common path. Past ``check_at`` it stops the hook when a
    budget is spent, and reads the CPU clock for the watchdog every ``CLOCK_EVERY``
    units (hooks whose static bound is small never need the clock).
    """

    __slots__ = ("left", "ticks", "check_at", "deadline", "every", "why")

    def __init__(self) -> None:
        self.left = self.ticks = self.check_at = self.every = 0
        self.deadline = 0.0
        self.why = ""

    def arm(self, units: int, ticks: int, why: str, deadline: float, every: int) -> None:
        """A fresh tank for one call: ``units`` to spend (``why`` names the budget)."""
        self.left, self.ticks, self.why = units, ticks, why
        self.deadline, self.every = deadline, every
        self.check_at = max(0, units - every) if deadline else 0

    def charge(self, weight: int) -> None:
        """The fuel tick: ``weight`` units and one pass."""
        left = self.left - weight
        self.left = left
        self.ticks -= 1
        if left < self.check_at or self.ticks < 0:
            self.slow(left)

    def slow(self, left: int) -> None:
        """Past a checkpoint: stop on a spent budget or a passed deadline."""
        if not self.why:
            raise RuntimeError("fuel is only available inside run_hook")
        if self.ticks < 0:
            raise FuelSpent("steps")
        if left < 0:
            raise FuelSpent(self.why)
        if self.deadline and thread_time() > self.deadline:
            raise FuelSpent("watchdog")
        self.check_at = max(0, left - self.every) if self.deadline else 0


class CostBudget:
    """The cost budgets above one hook call: per base event and per game.

    The rules runtime keeps one a game and passes it to every :func:`run_hook` with the
    event that caused the call; a new event at depth 0 starts a new event budget.

    The game's budget is **in proportion to the game** (issue 28): once the runtime gives
    it the game's ``history`` (its decisions), the game's hooks may have spent, at any
    call, ``MAX_OPENING_COST`` plus ``MAX_DECISION_COST`` for each decision taken so far,
    and never more than ``MAX_GAME_COST``. ``game_left`` is what is left of what was
    granted so far: it is brought up to date (:meth:`grant`) only where it does not hold
    a charge, which decides the same as bringing it up to date at every call (the grant
    only grows), so every path decides every charge alike. Once a call is stopped for
    the game's budget, it is **closed** (:meth:`close`): nothing more is granted, and every
    later hook of the game is stopped. Without a history (a call outside a game) the
    game's budget is ``MAX_GAME_COST`` at once.

    **One slot a charge** (issue 24). Every charge takes the same units off both budgets,
    so it leaves their difference unchanged: the two are kept as ``room``, which every
    charge writes, and two offsets no charge touches. ``event_left`` is ``per_event -
    mark + room`` (``mark``: ``room`` when the event started, so the event's charges
    are ``mark - room``), ``game_left`` is ``room + beyond``. ``room`` is at most the
    smaller of the two (``mark <= per_event``, ``beyond >= 0``), so a charge that
    ``room`` holds is one both budgets hold: ``room -= price`` is the whole charge. A
    new event raises ``event_left`` and leaves ``room`` where it was (``mark = room``),
    so ``room`` may then hold less than both budgets do; a charge it does not hold asks
    :meth:`take`, which decides on the two budgets themselves and sets ``room`` to the
    smaller again (:meth:`_set`). Same charges, same verdicts, same budgets left."""

    __slots__ = ("room", "mark", "beyond", "event", "per_event", "per_game", "opening",
                 "per_decision", "granted", "history", "closed")

    def __init__(self, policy: SandboxPolicy = DEFAULT_POLICY) -> None:
        self.per_event = policy.MAX_EVENT_COST
        self.per_game = policy.MAX_GAME_COST
        self.opening = min(policy.MAX_OPENING_COST, self.per_game)
        self.per_decision = policy.MAX_DECISION_COST
        #: what the game's budget held when last brought up to date (``per_game`` until
        #: a history is given)
        self.granted = policy.MAX_GAME_COST
        self.room = self.mark = self.beyond = 0
        self._set(policy.MAX_EVENT_COST, policy.MAX_GAME_COST)
        self.event: object = None
        #: the game's decisions (``Game.history``), whose length the grant follows
        self.history: Sized | None = None
        self.closed = False  #: a call was stopped for the game's budget: no more grants

    @property
    def event_left(self) -> int:
        """What is left of the current event's budget."""
        return self.per_event - self.mark + self.room

    @event_left.setter
    def event_left(self, units: int) -> None:
        self._set(units, self.game_left)

    @property
    def game_left(self) -> int:
        """What is left of the game's budget, as granted so far."""
        return self.room + self.beyond

    @game_left.setter
    def game_left(self, units: int) -> None:
        self._set(self.event_left, units)

    def _set(self, event_left: int, game_left: int) -> None:
        """Both budgets, with ``room`` the smaller."""
        room = min(event_left, game_left)
        self.room, self.beyond = room, game_left - room
        self.mark = self.per_event - event_left + room

    def start(self, cause: object) -> None:
        """A new base event ``cause``: its budget starts full (``room`` keeps what it
        holds, at most what both budgets hold)."""
        self.event, self.mark = cause, self.room

    def holds(self, price: int) -> bool:
        """Whether both budgets hold ``price`` (``room`` set to the smaller of them)."""
        if self.room >= price:
            return True
        self._set(self.event_left, self.game_left)
        return self.room >= price

    def spend(self, units: int) -> None:
        """Take ``units`` off both budgets (a call's charge once it holds, or a metered
        call's count): at most what each holds."""
        event_left, game_left = self.event_left, self.game_left
        self._set(event_left - min(units, event_left), game_left - min(units, game_left))

    def follow(self, history: Sized) -> None:
        """Grant the game's budget in proportion to ``history`` (the game's decisions,
        ``Game.history``) from now on; what was spent stays spent."""
        # ``game_left`` set, then :meth:`grant`, in one ``_set`` (a rules game starts with
        # this: through the two properties' setters it cost about 100 bytecodes a game)
        spent = self.granted - self.room - self.beyond
        self.history = history
        self.granted = granted = self.opening
        game_left = granted - spent
        if history is not None and not self.closed and granted < self.per_game:
            allowed = min(self.per_game, granted + self.per_decision * len(history))
            if allowed > granted:
                game_left += allowed - granted
                self.granted = allowed
        self._set(self.per_event - self.mark + self.room, game_left)

    def grant(self) -> None:
        """Bring ``game_left`` up to what the game's decisions so far allow (nothing once
        it is closed, or at ``MAX_GAME_COST``)."""
        history = self.history
        if history is None or self.closed or self.granted >= self.per_game:
            return
        allowed = min(self.per_game, self.opening + self.per_decision * len(history))
        if allowed > self.granted:
            self.game_left += allowed - self.granted
            self.granted = allowed

    def close(self) -> None:
        """A call was stopped for the game's budget: spend what is left and grant no
        more; every later hook of the game is stopped before it runs."""
        self.game_left = 0
        self.closed = True

    @property
    def decisions(self) -> int:
        """The game's decisions so far (0 without a history)."""
        return 0 if self.history is None else len(self.history)

    def take(self, price: int, depth: int, cause: object) -> bool:
        """Charge one call of a hook its ``price`` (``CompiledHook.price``) for the base
        event ``cause`` (a new one at depth 0 starts a new event budget): True if both
        budgets held it; False (nothing charged) if either does not, and the call is to
        be stopped (the metered :func:`run_hook` stops it, and says which budget). The
        one charge of every priced call: :func:`run_hook`, :func:`run_bounded`, the tap
        runner and the rules runtime's kept plans all take it here (or in line,
        :func:`charge_lines`, where ``room`` holds it)."""
        if depth == 0 and cause is not self.event:
            self.event, self.mark = cause, self.room
        room = self.room
        if room >= price:
            self.room = room - price
            return True
        event_left, game_left = self.event_left, self.game_left
        if event_left < price:
            self._set(event_left, game_left)
            return False
        if game_left < price:
            self.grant()
            game_left = self.game_left
            if game_left < price:
                self._set(event_left, game_left)
                return False
        self._set(event_left - price, game_left - price)
        return True


def charge_lines(price: str, ok: str = "charged", started: bool = False) -> list[str]:
    """:meth:`CostBudget.take` of ``price`` (a name) written out for a rules handler, at
    indent 0, over its ``play`` (``play.budget``, ``play.depth``) and ``cause``: it sets
    ``ok`` as ``take`` returns. The common case (``room`` holds the price: both budgets
    do) is in line, one slot read and written; the rest (a new event's budget not yet
    in ``room``, a grant of the game's budget due, a budget that does not hold) is
    ``take`` itself, which then finds the event already started. Same charges, same
    verdicts: a kept firing costs no call of ``take`` (issue 24). ``started``: the
    handler started the event's budget when it made ``cause`` (:func:`start_lines`), so
    the charge does not look whether a new event begins, and reads the budget there
    (``_b``)."""
    return [*([] if started else ["_b = play.budget", *event_start_lines("_b")]),
            f"if _b.room >= {price}:",
            f"    _b.room -= {price}",
            f"    {ok} = True",
            "else:",
            f"    {ok} = _b.take({price}, play.depth, cause)"]


class Charge(NamedTuple):
    """:meth:`CostBudget.take` of a price written out as the parts of one ``if``/``elif``
    (:func:`charge_parts`), for a handler that started the event's budget where it made
    ``cause`` (:func:`start_lines`): ``fits`` (``room`` holds the price: both budgets
    do), then ``pay`` (the slot written), else ``slow`` (``take`` itself, True if it
    charged). No flag in between: the firing is written under both branches."""

    fits: str
    pay: str
    slow: str


def charge_parts(price: str) -> Charge:
    """The charge of ``price`` (a name) in a started handler as :class:`Charge`'s parts:
    ``if <test> and FITS: PAY; <fire> elif <test> and SLOW: <fire> else: <run>`` makes
    the same charges and verdicts as :func:`charge_lines` with ``started``, without the
    ``charged`` flag's three stores and tests a firing (issue 24, session 24)."""
    return Charge(f"_b.room >= {price}", f"_b.room -= {price}",
                  f"_b.take({price}, play.depth, cause)")


def event_start_lines(budget: str) -> list[str]:
    """The first charge of a call at depth 0 starts a new event's budget (``budget``, a
    name for ``play.budget``), as :meth:`CostBudget.take` does (:meth:`CostBudget.start`
    in line): the check a handler's charge writes out unless the handler started it
    itself (:func:`start_lines`)."""
    return [f"if play.depth == 0 and cause is not {budget}.event:",
            f"    {budget}.event = cause",
            f"    {budget}.mark = {budget}.room"]


def start_lines() -> list[str]:
    """A hot event's handler makes its ``cause`` (the identity of the event's budget,
    made when a hook first runs) and, at depth 0, starts the event's budget there, as
    :meth:`CostBudget.take` would at the call's first charge (:meth:`CostBudget.start`
    in line): every path of a hook at depth 0 charges that ``cause`` next (a kept plan
    in line, a tap form, ``take`` in the sandbox's calls), and a nested event's hooks
    run deeper, where no event starts; so the handler's charges
    (``charge_lines(started=True)``, the fused form's) need not look again (issue 24).
    The budget is read there once (``_b``: a game keeps one) for every charge after."""
    return ["if cause is None:",
            "    cause = []",
            "    _b = play.budget",
            "    if play.depth == 0:",
            "        _b.event = cause",
            "        _b.mark = _b.room"]


#: Why a hook was stopped, by the budget that ran out.
SPENT = {
    "MAX_COST": "ran out of fuel ({0.MAX_COST:,} cost units a call, MAX_COST)",
    "MAX_EVENT_COST": "the rules' budget for this event is spent ({0.MAX_EVENT_COST:,} cost "
                      "units, MAX_EVENT_COST)",
    "MAX_GAME_COST": "the rules' budget for this game is spent ({0.MAX_GAME_COST:,} cost "
                     "units, MAX_GAME_COST)",
    "steps": "ran out of fuel ({0.MAX_STEPS} steps, MAX_STEPS)",
    "watchdog": "took more than {0.MAX_HOOK_SECONDS} s of CPU time (MAX_HOOK_SECONDS)",
}
#: The game's budget spent while it was still growing with the game's decisions.
SPENT_SO_FAR = ("the rules' budget for this game is spent ({granted:,} cost units after "
                "{decisions:,} decisions, MAX_GAME_COST)")


def spent_reason(why: str, policy: SandboxPolicy, budget: CostBudget | None) -> str:
    """Why a call was stopped, with the figure of the budget that was spent (a game's
    budgets come from its runtime, not from the hook's policy; the game's, what it had
    granted by then)."""
    if budget is None or why not in ("MAX_EVENT_COST", "MAX_GAME_COST"):
        return SPENT[why].format(policy)
    if why == "MAX_GAME_COST" and budget.granted < budget.per_game:
        return SPENT_SO_FAR.format(granted=budget.granted, decisions=budget.decisions)
    return SPENT[why].format(SimpleNamespace(MAX_EVENT_COST=budget.per_event,
                                              MAX_GAME_COST=budget.per_game))
