"""Rules in play: compiled house rules attached to an engine game, their effects applied.

``RuleRuntime(book).attach(game, agents)`` registers one handler per (timing, event)
that some rule listens to, and no other: a game pays nothing for events no rule
hooks (``bus.on_<event>`` stays false). A handler builds the hook's views lazily
(a hook that reads only ``play.rank`` never builds the table view), runs the hooks
in rule-book order through :func:`sandbox.run_hook`, re-checks the effects against
the event's protected set (``policy.FORBIDDEN`` through ``effects.blocking``,
R-CUSTOM-2), and applies each hook's effects as one transaction through the
engine's operations. A stopped hook becomes a ``rule_stopped`` record and the game
goes on (R-VOTE-6); effects re-emit base events, so rules react to rule-caused
events up to ``MAX_HOOK_DEPTH``. Choices a rule asks of players (which cards a
giver gives, Roshambo throws) come from the players' agents and are kept as
:class:`~lopti_rules.play.records.Choice` decisions, so a log replays exactly.

The handlers are written out by :mod:`lopti_rules.play.handlers`, kept plans fire through
:mod:`lopti_rules.play.firings`, and the agents (and seeded bots) are in
:mod:`lopti_rules.play.agents`; this module keeps the runtime, planning and applying.
"""

from __future__ import annotations

import ast
import functools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import operations as ops
from ..engine.baserules import OFFICIAL, BaseRules
from ..engine.bus import EventBus, Layout
from ..engine.cards import Card, cards_of, cards_str
from ..engine.events import EVENT_TYPES, TAP_FIELDS, Event, Seat
from ..engine.game import PLAYING, Game, IllegalMove
from ..errors import LoptiError
from ..language.compiler import CompiledBook, HookEntry
from ..language.permissions import FORBIDDEN
from ..sandbox import HookStopped, run_hook
from ..sandbox import effects as fx
from ..sandbox.lazyviews import (
    RULE_SLOTS,
    LazyEventView,
    LazyRuleView,
    LazyTableView,
    Ring,
    Views,
    attributes_read,
    player_slots_read,
    ring_of,
    views_of,
)
from ..sandbox.prefilter import (
    constant_effects,
    memo_key_expr,
    precheck_expr,
)
from ..sandbox.view import (
    EventView,
    PlayerView,
    RuleView,
    TableView,
    event_view,
    game_view,
    player_at,
)
from .agents import BotAgent as BotAgent  # re-exported (X as X): others import them from here
from .agents import ChoiceError as ChoiceError
from .agents import RuleAgent as RuleAgent
from .agents import bot_agents as bot_agents
from .firings import (
    _RECEIVES,
    _Firing,
    _firing,
    _gone,
    _kept_firing,
    _Plan,
    _quiet_firing,
    _receiver_refused,
    _receivers,
    _refuse_receiver,
    _Refused,
    _take_top,
)
from .handlers import make_handlers
from .records import (
    Choice,
    RestrictionLapsed,
    RuleFired,
    RuleRestricted,
    RuleRevealed,
    RuleRoshambo,
    RuleSaid,
    RuleStopped,
)

#: Throws a rule's Roshambo may take before it counts as undecided (draws do not count).
MAX_THROWS = 30
_BEATS = {"R": "S", "P": "R", "S": "P"}
#: Builds a named tuple from all its fields without its Python-level ``__new__``.
_new_tuple = tuple.__new__


# ------------------------------------------------------------------------ protection


def _tag_writes(tag: str, acting: PlayerView) -> list[fx.Write]:
    """The writes a policy effect tag (``policy.EFFECTS``) stands for."""
    A, C = fx.Area, fx.Change
    if tag == "moves_cards":
        return [fx.Write(area, change)
                for area in (A.HAND, A.UP, A.DOWN, A.PILE, A.DRAW_PILE, A.CLEARED)
                for change in (C.ADD, C.REMOVE)]
    if tag == "draw_pile":
        return [fx.Write(A.DRAW_PILE, C.REMOVE)]
    if tag == "cards_to_acting":
        return [fx.Write(A.HAND, C.ADD, acting)]
    if tag == "cards_from_acting":
        return [fx.Write(A.HAND, C.REMOVE, acting)]
    if tag == "pile_remove":
        return [fx.Write(A.PILE, C.REMOVE)]
    if tag == "skip_acting":
        return [fx.Write(A.TURNS, C.REMOVE, acting)]
    if tag == "restrict":
        return [fx.Write(A.NEXT_PLAY, C.RESTRICT)]
    if tag == "turn_order":
        return [fx.Write(A.TURNS, C.REORDER), fx.Write(A.TURNS, C.REMOVE)]
    return [fx.Write(A.RECORD, C.ADD)]  # free_text, reveal, minigame: records only


def protected_writes(event: str, timing: str, acting: PlayerView) -> tuple[fx.Write, ...]:
    """The event's protected set for one hook: ``policy.FORBIDDEN`` as effect write sets.
    Built once per (event, timing, acting seat): writes compare players by seat."""
    key = (event, timing, acting._seat)
    got = _PROTECTED.get(key)
    if got is None:
        got = _PROTECTED[key] = tuple(w for tag in FORBIDDEN.get((event, timing), ())
                                      for w in _tag_writes(tag, acting))
    return got


#: protected_writes by (event, timing, acting seat): at most 14 x 2 x 5 of them.
_PROTECTED: dict[tuple[str, str, int], tuple[fx.Write, ...]] = {}


def _reason(event: str, timing: str, hit: fx.Write) -> str:
    """The policy table's words for why a write blocks ``event`` (R-CUSTOM-2)."""
    for tag, (code, reason) in FORBIDDEN.get((event, timing), {}).items():
        if hit in _tag_writes(tag, hit.player):  # type: ignore[arg-type]
            return f"{reason} [{code}]"
    return f"it writes {hit.change} {hit.area} (R-CUSTOM-2)"  # pragma: no cover


#: A hook in dispatch order: its pre-check (or None), its rule's index, the hook.
_Hooked = tuple[str | None, int, HookEntry]
#: What a memoized hook returned for one key: its effects; their plan, unless it plays a
#: Roshambo (then it is planned, and played, on every firing); and who receives cards
#: (effect name, seat), checked again on every firing (R-WIN-4).
_Memo = tuple[list[fx.Effect], _Plan | None, tuple[tuple[str, int], ...], _Firing | None]
#: Where a firing keeps what a memoized hook returned: the hook's memo and the key.
_MemoSlot = tuple[dict[Any, _Memo], Any]


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """One rule in play: its name, file and line, in rule-book order."""

    name: str
    filename: str
    line: int


# ------------------------------------------------------------------------ the runtime


class RuleRuntime:
    """Compiled rule books ready to attach to games; counts firings across games.

    ``books``: one :class:`~lopti_rules.language.compiler.CompiledBook` or several (their rules
    run in the order given). ``round_number``, ``last_winner`` and ``rule_rounds``
    come from the session (a game alone does not know them). ``prechecks=False``
    calls every hook on every event (the reference path; tests compare the two).
    """

    def __init__(self, books: CompiledBook | Sequence[CompiledBook], *,
                 round_number: int = 1, last_winner: int | None = None,
                 rule_rounds: Sequence[int] | None = None, prechecks: bool = True) -> None:
        seq = [books] if isinstance(books, CompiledBook) else list(books)
        self.rules: list[RuleInfo] = []
        dispatch: dict[tuple[str, str], list[_Hooked]] = {}
        slots: dict[tuple[str, str], set[str]] = {}
        #: hooks that, once their pre-checked condition holds, always return the same
        #: immutable effects (``prefilter.constant_effects``), on events where no effect
        #: is forbidden: id(hook) -> the firing of their plan, made at once (the hook is
        #: never called: its effects are known)
        self.constant: dict[int, _Firing] = {}
        known: list[tuple[HookEntry, int, tuple[fx.Effect, ...]]] = []
        #: hooks whose effects, once their pre-checked condition holds, depend only on
        #: role seats and event values (``prefilter.memo_key_expr``): id(hook) -> (the
        #: key's expression, what the hook returned for each key met)
        self.memos: dict[int, tuple[str, dict[Any, _Memo]]] = {}
        #: memoized hooks without a condition (id(hook)): nothing stands before their body
        self.unconditional: set[int] = set()
        #: hooks whose code reads ``rule.*`` (id(hook)); the others get no rule view
        self.reads_rule: set[int] = set()
        strict = False
        #: each rule's generated Python, in rule-book order
        self.python: list[str] = []
        for book in seq:
            for entry in book.rules:
                index = len(self.rules)
                self.rules.append(RuleInfo(entry.name, entry.filename, entry.line))
                self.python.append(entry.python)
                for h in entry.hooks:
                    check = (precheck_expr(entry.python, h.hook.name, h.event) if prechecks
                             else None)
                    dispatch.setdefault((h.timing, h.event), []).append((check, index, h))
                    if _reads_rule(entry.python):
                        self.reads_rule.add(id(h))
                    slots.setdefault((h.timing, h.event), set()).update(
                        _slots_read(entry.python))
                    effects = (constant_effects(entry.python, h.hook.name)
                               if check is not None else None)
                    if effects is not None:
                        # (more effects than a hook may return: it runs, and is stopped)
                        if (h.event, h.timing) not in FORBIDDEN \
                                and len(effects) <= h.hook.policy.MAX_EFFECTS:
                            known.append((h, index, effects))
                    elif prechecks:
                        key = memo_key_expr(entry.python, h.hook.name, h.event)
                        if key is not None:
                            self.memos[id(h)] = (key, {})
                            if check is None:  # no condition: the body runs on every event
                                self.unconditional.add(id(h))
                    strict = strict or h.hook.policy.RUNTIME_ATTRIBUTE_CHECK
        #: (timing, event) -> the hooks on it in rule-book order, with their pre-checks
        self.dispatch: dict[tuple[str, str], tuple[_Hooked, ...]] = {
            key: tuple(hooks) for key, hooks in dispatch.items()
        }
        #: the builder of the player views the hooks on each event can read (their slots)
        self.rings: dict[tuple[str, str], Ring] = {
            key: ring_of(frozenset(read)) for key, read in slots.items()
        }
        #: the builder of the views of each hook (id), with what its own rule reads filled
        #: in at once: the views pass on to the next hook on the event while the table is
        #: unchanged, and it computes what else it reads when it reads it
        self.hook_views: dict[int, Views] = {
            id(h): views_of(_names_read(self.python[index]), self.rings[key], key[1])
            for key, hooks in self.dispatch.items() for _, index, h in hooks
        }
        #: build views eagerly: the policy checks attribute reads per exact type
        self.eager_views = strict
        self.round_number = round_number
        self.last_winner = last_winner
        self.rule_rounds = list(rule_rounds) if rule_rounds is not None else [1] * len(self.rules)
        self.fired = [0] * len(self.rules)  #: times each rule fired, all games
        self.stopped = [0] * len(self.rules)  #: times each rule was stopped, all games
        self.stop_reasons: list[str | None] = [None] * len(self.rules)  #: the first reason
        #: events some hook listened to that did happen (the hot ones read off each game's
        #: counts when its round ends: only finished games count)
        self.seen: set[str] = set()
        self.listeners: list[Callable[[Event], None]] = []
        for h, index, effects in known:
            self.constant[id(h)] = _firing(self, [(e, ()) for e in effects], index, h,
                                           h.timing, h.event)
        #: (timing, event) -> its bus handlers (on play and pickup one for each set of
        #: plays or pickups the same hooks may fire on), shared by every game this is
        #: attached to
        self.handlers = {key: make_handlers(self, key[0], hooks, RulesInPlay._fire_memo)
                         for key, hooks in self.dispatch.items()}
        self._layout: Layout | None = None  #: a bus listening with the handlers

    def _listen(self, bus: EventBus) -> None:
        """Register the handlers (and the release at round end) on ``bus``."""
        if bus.fresh:  # copy the layout of a bus registered once
            if self._layout is None:
                scratch = EventBus()
                self._register(scratch)
                self._layout = scratch.layout()
            bus.adopt(self._layout)
        else:
            self._register(bus)

    def _register(self, bus: EventBus) -> None:
        for (timing, event), handlers in self.handlers.items():
            for handler in handlers:
                if event == "play":  # plain values, and only the plays its hooks may fire on
                    bus.tap(timing, event, handler, plays=handler.wants)  # type: ignore[attr-defined]
                elif event == "pickup":  # ... and only the pickups
                    bus.tap(timing, event, handler, counts=handler.wants)  # type: ignore[attr-defined]
                elif event in TAP_FIELDS:  # plain values: no payload unless a hook fires
                    bus.tap(timing, event, handler)
                else:
                    (bus.before if timing == "before" else bus.after)(event, handler)
        bus.after("round_end", _release(self))

    def events_listened(self) -> tuple[str, ...]:
        """Events some rule hooks, in engine order."""
        names = {event for _, event in self.dispatch}
        return tuple(e for e in EVENT_TYPES if e in names)

    def listen(self, fn: Callable[[Event], None]) -> None:
        """Call ``fn(record)`` with every rule record (fired, stopped, said ...), in order."""
        self.listeners.append(fn)

    def attach(self, game: Game, agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
        """Register this runtime's hooks on ``game``'s bus (a game already dealt: hooks on
        ``deal`` will not run; use :meth:`start` for a new game). ``agents`` answer rule
        choices (default: seeded bots from the game's seed)."""
        return RulesInPlay(self, game.bus, game.players, game.seed, agents, game)

    def attach_bus(self, bus: EventBus, players: int, seed: int,
                   agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
        """Listen on ``bus`` before a game is built on it (so ``deal`` hooks run); the
        game built on it binds itself (``play.game``) before its deal (a runtime without
        hooks does not listen: set ``play.game`` yourself)."""
        return RulesInPlay(self, bus, players, seed, agents, None)

    def start(self, players: int, seed: int, base: BaseRules = OFFICIAL, *, dealer: int = 0,
              leader: int | None = None,
              agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
        """A new game with this runtime attached before the deal (``play.game``)."""
        bus = EventBus()
        play = RulesInPlay(self, bus, players, seed, agents, None)
        play.game = Game(players, seed, base, dealer=dealer, leader=leader, bus=bus)
        return play


class RulesInPlay:
    """A runtime attached to one game: its handlers, agents and the choices taken."""

    def __init__(self, runtime: RuleRuntime, bus: EventBus, players: int, seed: int,
                 agents: Sequence[RuleAgent] | None, game: Game | None) -> None:
        self.runtime = runtime
        self.agents: list[RuleAgent] = (list(agents) if agents is not None
                                        else bot_agents(players, seed))
        if len(self.agents) != players:
            raise LoptiError(f"give one agent per seat ({players}), not {len(self.agents)}")
        #: the decisions rules asked of players, in order, as plain (at, seat, kind,
        #: cards, hand) tuples: made into Choice records only when read (``choices``)
        self._asked: list[tuple[int, int, str, tuple[int, ...], str]] = []
        self._choices: list[Choice] = []
        self.fired = [0] * len(runtime.rules)  #: per rule, this game
        self.depth = 0
        self._seed = seed ^ 0x5EED  #: the seeded source of "random" takes, made when used
        self._rng: random.Random | None = None
        self._emit = runtime.listeners
        if runtime.dispatch:
            ends = bus._after.get("round_end")
            if bus.rules is not None or (ends and any(getattr(h, "releases", None)
                                                      for h in ends)):
                raise LoptiError("this game already has house rules attached: give all "
                                 "the rule books to one RuleRuntime")
            #: the handlers find this object on the bus; the release at round end takes
            #: it off again: then nothing the game holds leads back here, and the finished
            #: game is freed at once instead of waiting for the cycle collector
            #: (measurably faster simulations)
            bus.rules = self
            runtime._listen(bus)
        self._game: Game | None = None
        if game is not None:
            self.game = game

    @property
    def choices(self) -> list[Choice]:
        """The decisions rules asked of players (cards given or taken back, Roshambo
        throws), in order. Recorded as plain tuples, a game with a Roshambo on every 5
        records twenty a game: they become :class:`Choice` records when read."""
        made, asked = self._choices, self._asked
        if len(made) < len(asked):
            made.extend(_new_tuple(Choice, c) for c in asked[len(made):])
        return made

    @property
    def game(self) -> Game:
        """The game these rules are attached to."""
        if self._game is None:
            raise LoptiError("the rules are not attached to a game yet")
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if self._game is not None and self._game is not game:  # its handlers act on one game
            raise LoptiError("these rules in play belong to another game already: attach "
                             "the runtime to each game (RuleRuntime.start or attach)")
        self._game = game
        if self.runtime.dispatch:  # (no hooks, no restrictions: and no reference cycle)
            game.on_lapse = self._lapsed

    # -------------------------------------------------------------- dispatch
    def _views(self, event: Event, acting: int, make: Views | None = None
               ) -> tuple[TableView, EventView]:
        rt = self.runtime
        if rt.eager_views:
            table = game_view(self.game, acting=acting, last_winner=rt.last_winner,
                              round_number=rt.round_number)
            return table, event_view(event, table)
        if make is not None:
            return make(self.game, event, acting, rt.last_winner, rt.round_number)
        table = LazyTableView(self.game, acting, rt.last_winner, rt.round_number)
        return table, LazyEventView(event, table)

    def _rule_view(self, index: int) -> RuleView:
        if self.runtime.eager_views:
            return RuleView(**dict(zip(RULE_SLOTS, self.rule_counts(index), strict=True)))
        return LazyRuleView(self, index)

    def rule_counts(self, index: int) -> tuple[int, int, int, int]:
        """``rule.*`` of rule ``index``: rounds, clears, pickups, times fired before."""
        game = self.game
        return (self.runtime.rule_rounds[index], sum(game.clears), game.pickups,
                self.fired[index])

    def _fire(self, event: Event, timing: str, name: str, acting: int, index: int,
              entry: HookEntry, guarded: bool, views: tuple[TableView, EventView] | None,
              memo: _MemoSlot | None = None) -> bool:
        """Run one hook in the sandbox and apply its effects; True if the table may have
        changed. ``memo``: where to keep the effects the hook returns, by key."""
        rt = self.runtime
        protected: tuple[fx.Write, ...] = ()
        table, ev = views if views is not None else self._views(event, acting)
        if guarded:
            protected = protected_writes(name, timing, player_at(table, acting))
        try:
            rule = self._rule_view(index) if id(entry) in rt.reads_rule else None
            # the protected set is checked once, on the whole list, by _plan
            effects = run_hook(entry.hook, table, ev, rule, depth=self.depth)
        except HookStopped as stop:
            self._stop(index, entry, timing, stop.reason, stop.line)
            return False
        if memo is not None:
            memo[0][memo[1]] = (effects, None, (), None)
        if not effects:
            return False
        return self._fire_effects(timing, name, index, entry, effects, protected, memo)

    def _fire_memo(self, timing: str, name: str, index: int, entry: HookEntry,
                   known: _Memo) -> bool:
        """Apply what a memoized hook returned before for the same key: its plan once the
        receivers are checked again, or plan its effects (on an unguarded event; on a
        guarded one the handler comes here only with a plan, kept per acting seat)."""
        effects, plan, receivers, _ = known
        if plan is None:
            if not effects:
                return False
            return self._fire_effects(timing, name, index, entry, effects, ())
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        for effect, t in receivers:
            if _gone(game, t):
                self._stop(index, entry, timing, _receiver_refused(effect, t), entry.line)
                return True
        return self._apply_plan(timing, name, index, entry, plan)

    def _fire_effects(self, timing: str, name: str, index: int, entry: HookEntry,
                      effects: list[fx.Effect], protected: tuple[fx.Write, ...],
                      memo: _MemoSlot | None = None) -> bool:
        """Plan ``effects`` (the apply-time checks) and apply them; ``memo``: keep the plan
        for the same key (unless it plays a Roshambo)."""
        try:
            plan = self._plan(effects, name, timing, protected, entry.rule)
        except _Refused as refused:
            self._stop(index, entry, timing, str(refused), entry.line)
            return True  # a Roshambo may have been played and recorded
        if memo is not None and not any(type(e) is fx.Roshambo for e in effects):
            receivers = _receivers(plan)
            # (on a guarded event too: the key holds the acting seat, which decides the
            # protected set the plan was checked against)
            firing = (_quiet_firing(self.runtime, plan, index, entry, timing, name)
                      if not receivers else
                      _kept_firing(self.runtime, effects, plan, index, entry, timing, name))
            memo[0][memo[1]] = (effects, plan, receivers, firing)
        elif memo is not None and not protected:
            memo[0][memo[1]] = (effects, None, (), _kept_firing(
                self.runtime, effects, plan, index, entry, timing, name))
        return self._apply_plan(timing, name, index, entry, plan)

    def _apply_plan(self, timing: str, name: str, index: int, entry: HookEntry,
                    plan: _Plan) -> bool:
        """Count the firing, record it and apply the plan's effects in order (the
        effects finished before a failing one stay, R-VOTE-6). Always True."""
        self.fired[index] += 1
        self.runtime.fired[index] += 1
        if self._emit:
            self._record(RuleFired(entry.rule, entry.line, name, timing,
                                   tuple(_describe(e, seats) for e, seats in plan)))
        self.depth += 1
        try:
            if len(plan) == 1 and type(plan[0][0]) is not fx.Give:  # the common case
                effect, seats = plan[0]
                _APPLY[type(effect)](self, effect, seats, entry.rule)
                return True
            i = 0
            while i < len(plan):
                effect, seats = plan[i]
                if type(effect) is fx.Give:
                    j = i
                    while j < len(plan) and type(plan[j][0]) is fx.Give:
                        j += 1
                    self._gives(plan[i:j])
                    i = j
                    continue
                _APPLY[type(effect)](self, effect, seats, entry.rule)
                i += 1
        except (IllegalMove, ChoiceError) as exc:  # finished actions stay (R-VOTE-6)
            self._stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
        finally:
            self.depth -= 1
        return True

    def _stop(self, index: int, entry: HookEntry, timing: str, reason: str,
              line: int | None) -> None:
        rt = self.runtime
        rt.stopped[index] += 1
        if rt.stop_reasons[index] is None:
            rt.stop_reasons[index] = reason
        self._record(RuleStopped(entry.rule, line, entry.event, timing, reason))

    def _record(self, record: Event) -> None:
        for fn in self._emit:
            fn(record)

    def _lapsed(self, seat: int, text: str) -> None:
        self._record(RestrictionLapsed(Seat(seat), text))

    # -------------------------------------------------------------- planning
    def _plan(self, effects: list[fx.Effect], event: str, timing: str,
              protected: tuple[fx.Write, ...], rule: str) -> _Plan:
        """Resolve targets and Roshambos, and refuse the list as a whole if any effect
        would block the event or give cards to a player who is out (R-WIN-4)."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        outcomes: dict[int, tuple[int, int]] = {}
        plan: list[tuple[fx.Effect, tuple[int, ...]]] = []
        for effect in effects if protected else ():
            # the apply-time half of the validator's check (R-CUSTOM-2), before anything
            # of the list happens (no Roshambo is played for a list that is refused)
            hit = fx.blocking(effect, protected)
            if hit is not None:
                raise _Refused(f"{effect.name} would block {timing} {event}: "
                               f"{_reason(event, timing, hit)}")
        for effect in effects:
            kind = type(effect)
            if kind is fx.Roshambo:
                r: Any = effect
                a, b = r.a._seat, r.b._seat
                start = len(self._asked)
                winner = self._roshambo(a, b)
                outcomes[id(effect)] = (winner, b if winner == a else a)
                if self._emit:  # the throws, in pairs, from the choices just recorded
                    hands = [c[4] for c in self._asked[start:]]
                    throws = tuple(x + y for x, y in zip(hands[::2], hands[1::2], strict=True))
                    self._record(RuleRoshambo(rule, Seat(a), Seat(b), throws, Seat(winner)))
                plan.append((effect, (a, b, winner)))
                continue
            named = effect.named_players()
            if not named:
                seats: tuple[int, ...] = ()
            elif len(named) == 1:
                p = named[0]
                seats = (p._seat if type(p) is PlayerView
                         else _outcome_seat(outcomes, p),)
            else:
                seats = tuple(p._seat if type(p) is PlayerView
                              else _outcome_seat(outcomes, p) for p in named)
            receives = _RECEIVES.get(kind)
            if receives is not None:
                t = seats[receives]
                if _gone(game, t):
                    _refuse_receiver(effect.name, t)
            plan.append((effect, seats))
        return plan

    def _roshambo(self, a: int, b: int) -> int:
        """Seats ``a`` and ``b`` throw until one wins (returned); each throw is a recorded
        choice."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        at = len(game.history)
        throw_a, throw_b = self.agents[a].throw, self.agents[b].throw
        keep = self._asked.append
        for _ in range(MAX_THROWS):
            ha = throw_a(game, a)
            if type(ha) is not str or ha not in _BEATS:
                ha = _hand(a, ha)
            keep((at, a, "throw", (), ha))
            hb = throw_b(game, b)
            if type(hb) is not str or hb not in _BEATS:
                hb = _hand(b, hb)
            keep((at, b, "throw", (), hb))
            if ha != hb:
                return a if _BEATS[ha] == hb else b
        raise _Refused(f"roshambo undecided after {MAX_THROWS} throws (seats {a} and {b}, "
                       f"{at} decisions in)")

    def _ask_cards(self, seat: int, allowed: int, n: int, kind: str) -> int:
        """The mask of ``n`` of the cards of the mask ``allowed``, chosen by ``seat``'s
        agent, checked and recorded as a choice. A bot is asked on the mask itself
        (:meth:`BotAgent.pick`), and its answer needs no checking."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        agent = self.agents[seat]
        if type(agent) is BotAgent:
            chosen = agent.pick(game, allowed, n, kind)
        else:
            options = cards_of(allowed)
            picked = agent.choose_cards(game, seat, options, n, kind)
            if type(picked) is not list:
                picked = list(picked)
            chosen = 0
            for c in picked:
                if type(c) is not int or not 0 <= c < 52:
                    chosen = -1
                    break
                chosen |= 1 << c
            if len(picked) != n or chosen < 0 or chosen.bit_count() != n or chosen & ~allowed:
                raise ChoiceError(f"seat {seat} must choose {n} of "
                                  f"{cards_str(options)}, not {picked}")
        cards = (chosen.bit_length() - 1,) if n == 1 else cards_of(chosen)
        self._asked.append((len(game.history), seat, kind, cards, ""))
        return chosen

    # -------------------------------------------------------------- applying
    def _gives(self, gives: list[tuple[fx.Effect, tuple[int, ...]]]) -> None:
        """Consecutive gives happen at once, as at a table ("everyone passes one card to
        the left"): every giver chooses from the hand they hold now, then cards move."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        hands, up, down = game.hand, game.up, game.down
        moves: list[tuple[int, int, int]] = []  #: (giver, receiver, mask of the cards)
        taken = [0] * game.players  #: by giver, the cards they already give
        for effect, (giver, receiver) in gives:
            left = hands[giver] & ~taken[giver]
            held = left.bit_count()
            n = effect.n  # type: ignore[attr-defined]
            if n >= held:
                # only a legal play puts a player out (R-WIN-4): one card stays
                n = held if up[giver] or down[giver] else held - 1
            if n > 0:
                m = self._ask_cards(giver, left, n, "give")
                taken[giver] |= m
                moves.append((giver, receiver, m))
        for giver, _, m in moves:  # take every given card out first ...
            hands[giver] ^= m
        for _, receiver, m in moves:  # ... then hand them over
            hands[receiver] |= m
        for giver, _, _ in moves:
            if not hands[giver] and up[giver]:
                game._take_up(giver)  # R-FACE-1: an empty hand takes up the face-up cards


def _draw(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play._game.draw_for(seats[0], effect.n)  # type: ignore[union-attr]


def _give(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play._gives([(effect, seats)])


def _take_cleared(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    game = play.game
    target = seats[0]
    which = effect.which
    n = effect.n
    if which == "top":
        _take_top(game, target, n)
        return
    pool = cards_of(game.cleared)
    n = min(n, len(pool))
    if which == "random":
        if play._rng is None:
            play._rng = random.Random(play._seed)
        cards = _sample(pool, n, play._rng.random)
    else:
        cards = list(cards_of(play._ask_cards(target, game.cleared, n, "take"))) if n else []
    if cards:
        ops.take_cleared(game, target, cards)


def _take_pile(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    ops.take_pile(play.game, seats[0], effect.n)


def _pickup(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    ops.pickup(play.game, seats[0])


def _clear_pile(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    game = play.game
    if game.pile and game.phase == PLAYING:
        game.clear_pile(seats[0], defer=True)


def _skip(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play._game.skip_seat(seats[0])  # type: ignore[union-attr]


def _reverse(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    play._game.reverse()  # type: ignore[union-attr]


def _restrict(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    ops.restrict(play._game, effect.kind, effect.value)  # type: ignore[arg-type]
    if play._emit:
        play._record(RuleRestricted(rule, ops.describe(effect.kind, effect.value)))


def _reveal(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    if play._emit:  # only ever writes the record
        hand = play.game.hand[seats[0]]
        play._record(RuleRevealed(rule, Seat(seats[0]), tuple(Card(c) for c in cards_of(hand))))


def _say(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    if play._emit:  # only ever writes the record
        play._record(RuleSaid(rule, Seat(seats[0]), effect.name, effect.text))


def _played(play: RulesInPlay, effect: Any, seats: tuple[int, ...], rule: str) -> None:
    """A Roshambo was played while planning; its record is already out."""


#: How each effect type is applied (one dictionary look-up, not a chain of type tests).
_APPLY: dict[type, Callable[[RulesInPlay, Any, tuple[int, ...], str], None]] = {
    fx.Draw: _draw, fx.Give: _give, fx.TakeCleared: _take_cleared, fx.TakePile: _take_pile,
    fx.Pickup: _pickup, fx.ClearPile: _clear_pile, fx.Skip: _skip, fx.Reverse: _reverse,
    fx.Restrict: _restrict, fx.Reveal: _reveal, fx.Say: _say, fx.Do: _say,
    fx.Roshambo: _played,
}


def _names_read(source: str) -> frozenset[str]:
    """The attribute names a rule's generated Python reads (none if it will not parse:
    its views are then computed as read)."""
    try:
        return attributes_read(source)
    except SyntaxError:
        return frozenset()


def _slots_read(source: str) -> frozenset[str]:
    """The player view slots a rule's generated Python can read (all if it won't parse)."""
    try:
        return player_slots_read(source)
    except SyntaxError:
        return frozenset(PlayerView.__slots__) - {"_seat"}


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def _reads_rule(source: str) -> bool:
    """Whether a rule's generated Python reads ``rule.*`` (it names ``rule`` only then;
    True if it will not parse)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return True
    return any(isinstance(n, ast.Name) and n.id == "rule" for n in ast.walk(tree))


#: How a game counts each hot event (``events.TAP_FIELDS``) that happened in it.
_COUNTED: dict[str, Callable[[Game], int]] = {
    "play": lambda g: g.plays, "pickup": lambda g: g.pickups, "draw": lambda g: g.draws,
    "clear": lambda g: sum(g.clears), "turn": lambda g: g.turns,
}


def _release(runtime: RuleRuntime) -> Callable[[Event, Any], None]:
    """After the round ends (and after the rules' own round_end hooks): let go. Whether
    the hot events some rule listens to happened at all (``runtime.seen``) is read off
    the game's counts: their taps hear only what their hooks may fire on, and a call
    per event just to note it cost more than the count."""
    counted = [(event, _COUNTED[event]) for event in runtime.events_listened()
               if event in _COUNTED]
    seen = runtime.seen

    def release(event: Event, game: Any) -> None:
        game.bus.rules = None
        game.on_lapse = None
        if counted:
            for name, count in counted:
                if name not in seen and count(game):
                    seen.add(name)
            counted[:] = [c for c in counted if c[0] not in seen]  # each is seen once

    release.releases = runtime  # type: ignore[attr-defined]  # a bus that had rules
    return release


def _hand(seat: int, thrown: object) -> str:
    """An agent's throw normalised to R, P or S (``"r"`` is R); anything else refused."""
    hand = str(thrown).upper()
    if hand not in _BEATS:
        raise _Refused(f"seat {seat} threw {hand!r}, not R, P or S")
    return hand


def _outcome_seat(outcomes: dict[int, tuple[int, int]], ref: fx.PlayerRef) -> int:
    """The seat a Roshambo outcome named earlier in the same list turned out to be."""
    assert isinstance(ref, fx.RoshamboOutcome)
    won, lost = outcomes[id(ref.game)]
    return won if ref.side == "winner" else lost


def _sample(pool: tuple[int, ...], n: int, rnd: Callable[[], float]) -> list[int]:
    items = list(pool)
    out = []
    for _ in range(n):
        out.append(items.pop(int(rnd() * len(items))))
    return out


def _describe(effect: fx.Effect, seats: tuple[int, ...]) -> str:
    e: Any = effect
    name = effect.name
    if name == "draw":
        return f"seat {seats[0]} draws {e.n}"
    if name == "give":
        return f"seat {seats[0]} gives {e.n} card(s) to seat {seats[1]}"
    if name == "take_cleared":
        return f"seat {seats[0]} takes {e.n} cleared card(s) ({e.which})"
    if name == "take_pile":
        return f"seat {seats[0]} takes the top {e.n} card(s) of the pile"
    if name == "pickup":
        return f"seat {seats[0]} picks up the pile"
    if name == "clear_pile":
        return f"the pile is cleared; seat {seats[0]} makes a bonus play"
    if name == "skip":
        return f"seat {seats[0]}'s next turn is skipped"
    if name == "reverse":
        return "the direction of play reverses"
    if name == "restrict":
        return ops.describe(e.kind, e.value)
    if name == "reveal":
        return f"seat {seats[0]} reveals their hand"
    if name == "roshambo":
        return f"roshambo seat {seats[0]} vs seat {seats[1]}: seat {seats[2]} wins"
    return f"seat {seats[0]} {'says' if name == 'say' else 'does'} {e.text!r}"


def attach(books: CompiledBook | Sequence[CompiledBook], game: Game,
           agents: Sequence[RuleAgent] | None = None,
           listeners: Iterable[Callable[[Event], None]] = ()) -> RulesInPlay:
    """Shortcut: a fresh runtime for ``books``, with ``listeners``, attached to ``game``."""
    rt = RuleRuntime(books)
    for fn in listeners:
        rt.listen(fn)
    return rt.attach(game, agents)
