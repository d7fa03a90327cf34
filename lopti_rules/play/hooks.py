"""What a rule runtime keeps per rule and per hook, and how it listens on a game's bus.

:class:`HookTables` reads compiled rule books once: the hooks on each (timing, event)
in rule-book order with their pre-checks (``prefilter.precheck_expr``), the hooks whose
effects are constant (``prefilter.constant_effects``) or depend only on a memo key
(``prefilter.memo_key_expr``), which hooks read ``rule.*``, and the builders of each
hook's lazy views. It also holds the counts across games and registers the handlers
on a bus (:meth:`HookTables.listen_on`). :class:`~lopti_rules.play.runtime.RuleRuntime`
is a :class:`HookTables` that also writes the handlers and attaches to games.
"""

from __future__ import annotations

import ast
import functools
import weakref
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from operator import add
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ..engine import EVENT_TYPES, TAP_FIELDS, Event, EventBus, Game, Layout
from ..language import FORBIDDEN, CompiledBook, HookEntry
from ..sandbox import (
    DEFAULT_POLICY,
    SEAT_FIELDS,
    PlayerView,
    Ring,
    SandboxPolicy,
    TableOf,
    Views,
    attributes_read,
    attributes_read_first,
    constant_effects,
    memo_key_expr,
    player_slots_read,
    precheck_expr,
    ring_of,
    table_of,
    views_of,
)
from ..sandbox import effects as fx
from .allowed import listen_allowed
from .plans import KeptFiring, Plan, Tally
from .progress import undo_weight

if TYPE_CHECKING:
    from ..sandbox import Fusion

#: A hook in dispatch order: its pre-check (or None), its rule's index, the hook.
Hooked = tuple[str | None, int, HookEntry]
class Memo(NamedTuple):
    """What a memoized hook returned for one key."""

    effects: list[fx.Effect]
    #: their plan, unless it plays a Roshambo (then it is planned, and played, on every
    #: firing)
    plan: Plan | None
    #: who receives cards (effect name, seat), checked again on every firing (R-WIN-4)
    receivers: tuple[tuple[str, int], ...]
    firing: KeptFiring | None  #: its kept firing, if it has one


#: A memo key: the values a hook's effects depend on (``prefilter.memo_key_expr``).
MemoKey = Hashable


class MemoSlot(NamedTuple):
    """Where a firing keeps what a memoized hook returned: the hook's memo and the key."""

    memo: dict[MemoKey, Memo]
    key: MemoKey

    def keep(self, entry: Memo) -> None:
        """Keep ``entry`` for the key."""
        self.memo[self.key] = entry


class Handler(Protocol):
    """A bus handler (a tap on hot events: it takes the game and the event's plain
    values), written out by ``handlers.write_handler``."""

    source: str  #: its Python, for tests and the curious
    wants: int  #: its tap filter: the plays or pickups it is for (0: all)

    def __call__(self, *values: Any) -> None: ...


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """One rule in play: its name, file and line, in rule-book order."""

    name: str
    filename: str
    line: int


class HookTables:
    """Compiled rule books read once for play: per rule, per hook, and counts across games.

    ``books``: one :class:`~lopti_rules.language.compiler.CompiledBook` or several (their
    rules run in the order given). ``prechecks=False``: no constant plans, memos, tap
    forms or plain functions, and no event skipped: every hook is called on every event,
    metered (the reference path). Its pre-checks are still worked out there, by the same
    code, but only to decide which calls are charged (issue 28: a call its pre-check
    rules out costs nothing on either path; the reference runs it anyway, to check it
    does nothing). ``budgets``: the policy whose ``MAX_EVENT_COST`` and game budgets
    (``MAX_OPENING_COST``, ``MAX_DECISION_COST``, ``MAX_GAME_COST``) bound each game's
    hooks.
    """

    def __init__(self, books: CompiledBook | Sequence[CompiledBook], *,
                 round_number: int = 1, last_winner: int | None = None,
                 rule_rounds: Sequence[int] | None = None,
                 rule_counts: Sequence[tuple[int, int, int]] | None = None,
                 prechecks: bool = True,
                 rule_memory: Sequence[Sequence[int]] | None = None,
                 budgets: SandboxPolicy = DEFAULT_POLICY) -> None:
        #: the cost budgets of each game (``sandbox.CostBudget``)
        self.budgets = budgets
        seq = [books] if isinstance(books, CompiledBook) else list(books)
        self.rules: list[RuleInfo] = []
        dispatch: dict[tuple[str, str], list[Hooked]] = {}
        slots: dict[tuple[str, str], set[str]] = {}
        #: hooks that, once their pre-checked condition holds, always return the same
        #: immutable effects (``prefilter.constant_effects``), on events where no effect
        #: is forbidden: (hook, its rule's index, the effects); the runtime plans them
        #: once into :attr:`constant`
        self.constant_effects: list[tuple[HookEntry, int, tuple[fx.Effect, ...]]] = []
        #: id(hook) -> the firing of a constant hook's plan (the hook is never called)
        self.constant: dict[int, KeptFiring] = {}
        #: hooks whose effects, once their pre-checked condition holds, depend only on
        #: role seats and event values (``prefilter.memo_key_expr``): id(hook) -> (the
        #: key's expression, what the hook returned for each key met)
        self.memos: dict[int, tuple[str, dict[MemoKey, Memo]]] = {}
        #: memoized hooks without a condition (id(hook)): nothing stands before their body
        self.unconditional: set[int] = set()
        #: hooks whose code reads ``rule.*`` (id(hook)); the others get no rule view
        self.reads_rule: set[int] = set()
        strict = False
        #: each rule's generated Python, in rule-book order
        self.python: list[str] = []
        #: the plays the rules permit (``allow J on Q``): (rank, top) -> the index of
        #: the first rule that permits it (``allowed.py``)
        self.permits: dict[tuple[int, int], int] = {}
        #: per rule, the scopes of its own counts (``count "threes" this round``)
        self.count_scopes: list[tuple[str, ...]] = []
        for book in seq:
            for entry in book.rules:
                index = len(self.rules)
                self.rules.append(RuleInfo(entry.name, entry.filename, entry.line))
                self.count_scopes.append(entry.counts)
                self.python.append(entry.python)
                for pair in entry.permits:
                    self.permits.setdefault(pair, index)
                for h in entry.hooks:
                    check = precheck_expr(entry.python, h.hook.name, h.event)
                    dispatch.setdefault((h.timing, h.event), []).append((check, index, h))
                    if _reads_rule(entry.python):
                        self.reads_rule.add(id(h))
                    slots.setdefault((h.timing, h.event), set()).update(
                        _slots_read(entry.python))
                    # a kept plan is charged the hook's price (no price: it runs)
                    priced = prechecks and h.hook.price is not None
                    effects = (constant_effects(entry.python, h.hook.name)
                               if check is not None and priced else None)
                    if effects is not None:
                        # (more effects than a hook may return: it runs, and is stopped)
                        if (h.event, h.timing) not in FORBIDDEN \
                                and len(effects) <= h.hook.policy.MAX_EFFECTS:
                            self.constant_effects.append((h, index, effects))
                    elif priced:
                        key = memo_key_expr(entry.python, h.hook.name, h.event)
                        if key is not None:
                            self.memos[id(h)] = (key, {})
                            if check is None:  # no condition: the body runs on every event
                                self.unconditional.add(id(h))
                    strict = strict or h.hook.policy.RUNTIME_ATTRIBUTE_CHECK
        #: (timing, event) -> the hooks on it in rule-book order, with their pre-checks
        self.dispatch: dict[tuple[str, str], tuple[Hooked, ...]] = {
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
            id(h): views_of(_names_read_first(self.python[index], h.hook.name),
                            self.rings[key], key[1])
            for key, hooks in self.dispatch.items() for _, index, h in hooks
        }
        #: the builder of the table view of each hook (id) with a tap form
        #: (``sandbox.tapform``), what it reads outside its branches filled in at once
        #: (only for the hooks a handler runs by their tap form: on the fast path, on a
        #: hot event that protects nothing, neither constant nor memoized; their tap
        #: forms are made here, on first asking)
        kept = {id(h) for h, _, _ in self.constant_effects} | set(self.memos)
        self.hook_tables: dict[int, TableOf] = {
            id(h): table_of(_tap_names(self.python[index], h.hook.name, key[1]),
                            self.rings[key])
            for key, hooks in self.dispatch.items() for _, index, h in hooks
            if prechecks and key[1] in TAP_FIELDS and (key[1], key[0]) not in FORBIDDEN
            and id(h) not in kept and h.hook.tap is not None
        }
        #: build views eagerly: the policy checks attribute reads per exact type
        self.eager_views = strict
        #: the fast path: a hook whose cost is bounded runs as a plain function
        #: (``sandbox.run_bounded``); the reference path (``prechecks=False``) meters
        #: every call (``sandbox.run_hook``), so the equivalence tests compare the two
        self.direct = prechecks
        #: the reference path keeps every call; its pre-checks only decide the charge
        self.reference = not prechecks
        self.round_number = round_number
        self.last_winner = last_winner
        #: the previous round's finishing order (seats, first to last), empty in a
        #: session's first round: lent to each game for the standings roles
        self.last_standings: tuple[int, ...] = ()
        #: the previous round's pickups per seat, empty when unknown: lent likewise
        self.last_pickups: tuple[int, ...] = ()
        self.rule_rounds = list(rule_rounds) if rule_rounds is not None else [1] * len(self.rules)
        #: per rule, its (clears, pickups, firings) in the session's earlier rounds since
        #: it took effect: ``rule.*`` counts from then on, not from this round's start
        self.rule_counts: list[tuple[int, int, int]] = (
            [tuple(c) for c in rule_counts] if rule_counts is not None  # type: ignore[misc]
            else [(0, 0, 0)] * len(self.rules))
        if len(self.rule_rounds) != len(self.rules) or len(self.rule_counts) != len(self.rules):
            raise ValueError(f"give rule_rounds and rule_counts for each of the "
                             f"{len(self.rules)} rules")
        self.set_memory(rule_memory)
        #: per rule, what its effects can undo of a round's progress (progress.py)
        self.undo_weights = [undo_weight(source) for source in self.python]
        #: per rule, its hooks in book order (the progress watch names the first)
        self.rule_hooks: list[list[HookEntry]] = [[] for _ in self.rules]
        for hooks in self.dispatch.values():
            for _, index, h in hooks:
                self.rule_hooks[index].append(h)
        for hs in self.rule_hooks:
            hs.sort(key=lambda h: h.line)
        #: times each rule fired in the games no longer in memory (:attr:`fired`)
        self._fired_gone = [0] * len(self.rules)
        #: each game's own count of each rule's firings (``RulesInPlay.fired``) while the
        #: game is in memory, by its id (:meth:`count_game`)
        self._fired_live: dict[weakref.ref[object], list[int]] = {}
        self.stopped = [0] * len(self.rules)  #: times each rule was stopped, all games
        self.stop_reasons: list[str | None] = [None] * len(self.rules)  #: the first reason
        #: events some hook listened to that did happen (the hot ones read off each game's
        #: counts when its round ends: only finished games count)
        self.seen: set[str] = set()
        self.listeners: list[Callable[[Event], None]] = []
        #: the tally of every firing, stop and permission (``RuleRuntime.watch``), or None
        self.tally: Tally | None = None
        #: (timing, event) -> its bus handlers (written by the runtime), shared by every
        #: game these tables listen on
        #: ... by whether they are for games with a tally (``RuleRuntime.watch``), whose
        #: kept firings tell it: each set written when first asked for (``handlers``,
        #: ``tallied``): a runtime whose games are all tallied (the trial's) writes one
        self._handlers: dict[bool, dict[tuple[str, str], list[Handler]]] = {}
        #: a bus listening with the handlers, by whether the games have a tally
        self._layouts: dict[bool, Layout] = {}
        #: the fused form of a tap-form hook (``sandbox.fuse``) by (id of its entry, its
        #: rule's index): made once, written into every handler that runs the hook
        self.fusions: dict[tuple[int, int], Fusion | None] = {}


    # issue 24: a firing counted once, by its game
    @property
    def fired(self) -> list[int]:
        """Times each rule fired, all games: the sum of each game's own count
        (``RulesInPlay.fired``), exact at every moment, a game in progress included. A
        firing was counted twice, in its game and here, on the hot path of every kept
        firing; now only in its game. A new list on each read: set it whole."""
        total = list(self._fired_gone)
        for counts in self._fired_live.values():
            for k, n in enumerate(counts):
                if n:
                    total[k] += n
        return total

    @fired.setter
    def fired(self, values: Sequence[int]) -> None:
        now = self.fired
        self._fired_gone = [gone + v - n for gone, v, n
                            in zip(self._fired_gone, values, now, strict=True)]

    def count_game(self, play: object) -> list[int]:
        """A new game's own count of each rule's firings: part of :attr:`fired` while the
        game (``play``) is in memory, folded into the gone games' count when it goes (a
        weak reference's callback: a C call, where ``weakref.finalize`` cost about 10,000
        instructions a game)."""
        counts = [0] * len(self.rules)
        self._fired_live[weakref.ref(play, self._fold)] = counts
        return counts

    def _fold(self, gone_play: weakref.ref[object]) -> None:
        # rule by rule in C (``map``): a loop over every rule of the book cost about
        # 180 bytecodes a game of ten rules, most of them adding a count of 0
        self._fired_gone[:] = map(add, self._fired_gone, self._fired_live.pop(gone_play))

    # issue 14: the rules' own counts (``count "threes" this round``)
    def set_memory(self, memory: Sequence[Sequence[int]] | None = None) -> None:
        """Every rule's own counts as the next games begin: as given (a session's later
        round), else all 0. A given list that does not fit the rules (another book) is
        refused. Each game works on its own copy (``RulesInPlay.memory``); :meth:`next_round`
        takes the finished round's values on."""
        if memory is None:
            self.memory: list[list[int]] = [[0] * len(s) for s in self.count_scopes]
        else:
            if len(memory) != len(self.rules) or any(
                    len(m) != len(s) for m, s in zip(memory, self.count_scopes, strict=True)):
                raise ValueError("give rule_memory with each rule's own counts")
            self.memory = [[int(v) for v in m] for m in memory]
        #: rule name -> its index, for a Remember effect (a book's rule names are distinct,
        #: LP907: the first wins)
        self.rule_index: dict[str, int] = {}
        for k, info in enumerate(self.rules):
            self.rule_index.setdefault(info.name, k)
        #: whether any rule keeps counts (else the games share the empty lists)
        self.has_memory = any(self.count_scopes)

    def next_round_memory(self, memory: Sequence[Sequence[int]]) -> None:
        """As a round ends: its counts (``memory``, the game's) go on, except those kept
        'this round', which go back to 0."""
        self.memory = [list(m) for m in memory]
        for values, scopes in zip(self.memory, self.count_scopes, strict=True):
            for k, scope in enumerate(scopes):
                if scope == "round":
                    values[k] = 0

    def events_listened(self) -> tuple[str, ...]:
        """Events some rule hooks, in engine order."""
        names = {event for _, event in self.dispatch}
        return tuple(e for e in EVENT_TYPES if e in names)

    def listen_on(self, bus: EventBus, tallied: bool = False) -> None:
        """Register the handlers (and the release at round end) on ``bus``: those of a
        game with a tally when ``tallied`` (the path of a kept firing is chosen here,
        once a game: ``handlers.make_handlers``)."""
        if bus.fresh:  # copy the layout of a bus registered once
            layout = self._layouts.get(tallied)
            if layout is None:
                scratch = EventBus()
                self._register(scratch, tallied)
                layout = self._layouts[tallied] = scratch.layout()
            bus.adopt(layout)
        else:
            self._register(bus, tallied)

    @property
    def handlers(self) -> dict[tuple[str, str], list[Handler]]:
        """(timing, event) -> its bus handlers for the games without a tally, written
        when first asked for."""
        return self.handler_set(False)

    @property
    def tallied(self) -> dict[tuple[str, str], list[Handler]] | None:
        """The handlers of the games with a tally, if written yet."""
        return self._handlers.get(True)

    def handler_set(self, tallied: bool) -> dict[tuple[str, str], list[Handler]]:
        """The handlers of the games with a tally (``tallied``) or without, written once
        (``write_handlers``)."""
        got = self._handlers.get(tallied)
        if got is None:
            got = self._handlers[tallied] = self.write_handlers(tallied)
        return got

    def write_handlers(self, tallied: bool) -> dict[tuple[str, str], list[Handler]]:
        """Write the handlers (the runtime does: ``handlers.make_handlers``)."""
        return {}

    def _register(self, bus: EventBus, tallied: bool = False) -> None:
        for (timing, event), hs in self.handler_set(tallied).items():
            _register_key(bus, timing, event, hs)
        listen_allowed(bus, self.permits, [r.name for r in self.rules])
        bus.after("round_end", _release(self))


def _register_key(bus: EventBus, timing: str, event: str, handlers: list[Handler]) -> None:
    """Register the handlers of one (timing, event) on ``bus``."""
    for handler in handlers:
        if event == "play":  # plain values, and only the plays its hooks may fire on
            bus.tap(timing, event, handler, plays=handler.wants)
        elif event == "pickup":  # ... and only the pickups
            bus.tap(timing, event, handler, counts=handler.wants)
        elif event in TAP_FIELDS:  # plain values: no payload unless a hook fires
            bus.tap(timing, event, handler)
        else:
            (bus.before if timing == "before" else bus.after)(event, handler)


def _names_read(source: str) -> frozenset[str]:
    """The attribute names a rule's generated Python reads (none if it will not parse:
    its views are then computed as read)."""
    try:
        return attributes_read(source)
    except SyntaxError:
        return frozenset()


def _names_read_first(source: str, function: str) -> frozenset[str]:
    """The attribute names hook ``function`` reads on every call that gets past its
    condition (``lazyviews.attributes_read_first``; none if it will not parse)."""
    try:
        return attributes_read_first(source, function)
    except SyntaxError:
        return frozenset()


def _tap_names(source: str, function: str, event: str) -> frozenset[str]:
    """What a hook's tap form reads of the table outside its branches (its players' views
    too when it reads a seat of the event there)."""
    names = _names_read_first(source, function)
    if names & SEAT_FIELDS & set(TAP_FIELDS.get(event, ())):
        names |= {"_by_seat"}
    return names


def _slots_read(source: str) -> frozenset[str]:
    """The player view slots a rule's generated Python can read (all if it won't parse)."""
    try:
        return player_slots_read(source)
    except SyntaxError:
        return frozenset(PlayerView.__slots__) - {"_seat"}


#: The effects that change none of the table's reads a pre-check makes (no card moves,
#: the direction and the seats still in stay): a skip, a restriction, a record, the
#: rule's own counts. They emit no event either, so no other rule runs on them.
STILL_EFFECTS = frozenset({"Skip", "Restrict", "Reveal", "Say", "Do", "Remember"})
#: Every effect's name, as a rule's generated Python builds it.
_EFFECTS = frozenset(name for name, v in vars(fx).items()
                     if isinstance(v, type) and issubclass(v, fx.Effect))


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def is_still(source: str) -> bool:
    """Whether a rule's effects (its generated Python, ``source``) leave the table's
    reads as they were: it builds no effect but :data:`STILL_EFFECTS` (False if it will
    not parse). A handler reads a table value several pre-checks share once and again
    after a rule that is not still (``handlers._write_shared``)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return False
    return not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                   and n.func.id in _EFFECTS and n.func.id not in STILL_EFFECTS
                   for n in ast.walk(tree))


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
    "turn_end": lambda g: g.turn_ends,
}


def _release(tables: HookTables) -> Callable[[Event, Any], None]:
    """After the round ends (and after the rules' own round_end hooks): let go. Whether
    the hot events some rule listens to happened at all (``tables.seen``) is read off
    the game's counts: their taps hear only what their hooks may fire on, and a call
    per event just to note it cost more than the count."""
    counted = [(event, _COUNTED[event]) for event in tables.events_listened()
               if event in _COUNTED]
    seen = tables.seen

    def release(event: Event, game: Any) -> None:
        game.bus.rules = None
        game.on_lapse = None
        game.watch(None, 0)
        if counted:
            for name, count in counted:
                if name not in seen and count(game):
                    seen.add(name)
            counted[:] = [c for c in counted if c[0] not in seen]  # each is seen once

    release.releases = tables  # type: ignore[attr-defined]  # a bus that had rules
    return release
