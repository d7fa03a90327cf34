"""Counts that play moves by a fixed rule, read as the clock they follow (issue 29).

A count of the rule's own whose every write is on an event a round has once (its deal,
its win, its end) and reads nothing but the count itself, numbers and the table size
(and what the deal fixes by it, :func:`dealt`: the draw pile it leaves) holds, at each
point of a round, a value fixed by the rule's age and the table size: it follows
``rule.rounds``. So does a count kept for the round only whose every write is on the
turn's events (its start, its end), by the round's turn (``round.turns``). However the
writes are spelt (a lap counter wound back by ``reset``, by ``set "lap" to 1`` in the same
hook, by subtracting the table size, once it is "more than the table size less one"; an
add behind a guard that always holds; a countdown, a toggle, a count kept at the round's
end or at the win), the values are what playing the writes gives, so they are played
here (:func:`follow`): round after round (turn after turn) at each table size, until the
count comes back to a value it had at the same point, from where its values repeat.

A comparison that reads only such a count is then the rounds (turns) at which it holds
(:func:`as_clock`): ``count "lap" is 1`` after a deal-lap at four players is ``rule.rounds
is 1, 5, 9 ...``, which ``binding.pin`` knows as one dealer. A count that never comes back
(it grows) is left to the other readings (standins.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import BaseRules
from ..tree import nodes
from .binding import PLAYER_ATTRIBUTES, PLAYER_COUNTS, Env, forced, guarded, value

#: the events a round (a turn) has once, in the order it has them, and the clock
ROUND_EVENTS = ("deal", "win", "round_end")
TURN_EVENTS = ("turn", "turn_end")
#: events a turn's play comes between its start and end; between a deal and a win, all
#: of them and the turn's own
IN_TURN = frozenset({"play", "draw", "pickup", "clear", "skip", "take_up", "flip",
                     "bonus"})
IN_ROUND = IN_TURN | frozenset(TURN_EVENTS)
SIZE = frozenset(PLAYER_ATTRIBUTES)
#: Events a round has once on its first turn only, the leader's (on the empty table the
#: leader must play, R-TURN-3), by the facts that say so (any one of them; the after
#: hooks of a play: the first play is the one that makes ``round.plays`` 1): a count
#: stepped there moves once a round, between the deal and the win, like one stepped at
#: the deal (issue 29: a lap counted at each round's first turn end)
FIRST_TURN: dict[tuple[str, str], tuple[Env, ...]] = {
    **{("turn", t): ({("turn", "number"): 1}, {("round", "turns"): 1},
                     {("round", "plays"): 0}) for t in ("before", "after")},
    ("play", "after"): ({("round", "plays"): 1},),
    ("turn_end", "after"): ({("turn_end", "number"): 1}, {("round", "turns"): 1}),
}
#: their order in the first turn
FIRST_ORDER = tuple(FIRST_TURN)
AGE = ("rule", "rounds")
TURNS = ("round", "turns")
#: how many rounds (turns) a count is played for before it must have come back
HORIZON = 128
#: a value past which a count is no clock an evening follows (the sandbox caps numbers)
LARGEST = 10 ** 12


@dataclass(frozen=True, slots=True)
class Followed:
    """A count and its values: at each table size, at the start of each hook of the
    events it follows (by hook index) and between them, the values in clock order up to
    the start of the repetition, its first clock value and its period."""

    name: str
    clock: tuple[str, str]
    events: tuple[str, ...]
    #: table size -> (values at each point by clock value from 1, start, period); a point
    #: is a hook index, or -1 for "between the first event's hooks and the next's"
    seen: dict[int, tuple[dict[int, list[int]], int, int]]
    #: the hooks (by index) played on the round's first turn, after the deal's
    #: (:data:`FIRST_TURN`), and whether some of them write the count
    once: frozenset[int] = frozenset()
    stepped_in_turn: bool = False


def _table(n: int) -> Env:
    return dict.fromkeys(PLAYER_ATTRIBUTES, n)


def first_turn(hook: nodes.Hook, facts: Sequence[nodes.Expr]) -> Env:
    """What is known where ``facts`` hold in ``hook`` when they hold on the round's first
    turn only (:data:`FIRST_TURN`: every fact of that turn the hook's event has); empty
    when they may hold on other turns too."""
    ways = FIRST_TURN.get((hook.event, hook.timing), ())
    if not any(forced(facts, attr, want) for way in ways for attr, want in way.items()):
        return {}
    return {attr: want for way in ways for attr, want in way.items()}


def _once(hook: nodes.Hook) -> Env:
    """:func:`first_turn` of ``hook``'s own condition."""
    return first_turn(hook, (hook.condition,)) if hook.condition is not None else {}


#: actions that move cards into or out of the draw pile, the pile or the cleared cards
MOVES_CARDS = (nodes.Draw, nodes.SwapUp, nodes.Take, nodes.Pickup, nodes.ClearPile)


def dealt(rule: nodes.Rule, index: int, n: int) -> Env:
    """What the deal fixes by the table size where hook ``index`` of ``rule`` runs: the
    undealt deck is the draw pile before it; after it each of the ``n`` players holds
    their hand, face-up and face-down cards (R-SETUP-2, the base rules') and the rest is
    the draw pile; the pile and the cleared cards are empty (``Game._deal``). Only while
    no hook of the rule that runs before this one moves cards (a count that adds up the
    draw pile at each deal follows the rule's age like a lap counter: issue 29, redteam8
    ``dealer-stock-sum``); empty elsewhere."""
    hook = rule.hooks[index]
    if hook.event != "deal":
        return {}
    earlier = [h for i, h in enumerate(rule.hooks) if h.event == "deal" and (
        (h.timing, i) < (hook.timing, index))]  # ``after`` sorts after ``before``
    if any(isinstance(x, MOVES_CARDS) for h in earlier for x in h.walk()):
        return {}
    base = BaseRules()
    held = base.hand_size + base.face_up + base.face_down
    deck = DECK if hook.timing == "before" else DECK - n * held
    return {("table", "draw_pile"): deck, ("table", "pile"): 0, ("table", "cleared"): 0}


#: the cards of a deck (R-SETUP-2)
DECK = 52


def _simple(e: nodes.Node, names: frozenset[str], clock: tuple[str, str] | None = None,
            fixed: frozenset[tuple[str, str]] = frozenset()) -> bool:
    """Whether ``e`` reads nothing but the counts ``names``, numbers and the table size (and
    ``clock``, the clock the counts follow, when given: its value is known where they are
    played; and the attributes ``fixed`` by the table size where ``e`` is read:
    :func:`dealt`)."""
    for n in e.walk():
        if isinstance(n, nodes.CountRef) and n.name not in names:
            return False
        if isinstance(n, nodes.Attribute) and (n.namespace, n.name) not in PLAYER_ATTRIBUTES \
                and (n.namespace, n.name) != clock and (n.namespace, n.name) not in fixed:
            return False
        if isinstance(n, nodes.Role | nodes.Measure | nodes.Text | nodes.Word):
            return False
    return True


def reads_only(e: nodes.Node, names: frozenset[str]) -> bool:
    """Whether ``e`` reads some of the counts ``names`` and nothing else but numbers and
    the table size."""
    return _simple(e, names) and any(isinstance(n, nodes.CountRef) for n in e.walk())


def _group(rule: nodes.Rule, name: str, first_round: bool = False
           ) -> tuple[frozenset[str], bool] | None:
    """The counts played together with ``name``: those kept as long as it is whose writes
    are on the events they follow (not in a loop) and read only each other, numbers and
    the table size (two counters, one moved when the other comes round, are played
    together), and whether they are kept for the round; None when ``name`` is not one.
    ``first_round``: counts kept through the session played as the round's, turn after
    turn: in the rule's first round, from 0 at its first turn, they are."""
    decl = next((c for c in rule.counts if c.name == name), None)
    if decl is None:
        return None
    per_round = "round" in decl.scope or first_round
    events = TURN_EVENTS if per_round else ROUND_EVENTS
    # a session count's writes may be guarded by the rule's age (``when rule.rounds is 1:
    # set "fuse" to 6``): on a round's deal, win and end it is the round played (an
    # amount that reads it is a copy of the clock: standins.py)
    clock = None if per_round else AGE
    names = frozenset(c.name for c in rule.counts
                      if ("round" in c.scope) == ("round" in decl.scope))
    writes: dict[str, list[tuple[nodes.CountChange, tuple[nodes.Expr, ...],
                                 frozenset[tuple[str, str]]]]] = {}
    for index, hook in enumerate(rule.hooks):
        fixed = frozenset(dealt(rule, index, PLAYER_COUNTS[0]))
        looped = {id(n) for s in hook.walk() if isinstance(s, nodes.Repeat | nodes.Loop
                                                          | nodes.ForEach) for n in s.walk()}
        for stmt, facts in guarded(hook):
            if isinstance(stmt, nodes.CountChange):
                # a session count's write on the round's first turn only is once a round
                first = {} if per_round or hook.event in events else first_turn(hook, facts)
                if (hook.event not in events and not first) or id(stmt) in looped:
                    names -= {stmt.name}
                writes.setdefault(stmt.name, []).append((stmt, facts, fixed | set(first)))
    changed = True
    while changed:
        changed = False
        for n in sorted(names):
            if not writes.get(n) or not all(
                    all(_simple(f, names, clock, fixed) for f in facts)
                    and (c.amount is None or _simple(c.amount, names, fixed=fixed))
                    for c, facts, fixed in writes[n]):
                names -= {n}
                changed = True
    if name not in names:
        return None
    needed = {name}  # the counts ``name``'s writes read, and theirs, ...
    while True:
        more = {r.name for n in needed for c, facts, _fixed in writes[n]
                for e in (*facts, *((c.amount,) if c.amount is not None else ()))
                for r in e.walk() if isinstance(r, nodes.CountRef)} - needed
        if not more:
            return frozenset(needed), per_round
        needed |= more


def first_turn_counts(rule: nodes.Rule) -> frozenset[str]:
    """The session counts of ``rule`` that some write steps on the round's first turn
    (:data:`FIRST_TURN`) and every other on an event a round has once: moved once a
    round at most, as a count stepped at the deal is, whatever else their writes read
    (the trial plays their laps: tools/trial/bounds.py)."""
    stepped: set[str] = set()
    other: set[str] = set()
    for hook in rule.hooks:
        for stmt, facts in guarded(hook):
            if not isinstance(stmt, nodes.CountChange) or hook.event in ROUND_EVENTS:
                continue
            (stepped if first_turn(hook, facts) else other).add(stmt.name)
    return frozenset(d.name for d in rule.counts if d.name in stepped - other and
                     "round" not in d.scope)


def follow(rule: nodes.Rule, name: str) -> Followed | None:
    """``name``'s values by the clock it follows, up to where they repeat (module text),
    or None (a count that never comes back is left to the other readings)."""
    return trace(rule, name, periodic=True)


def trace(rule: nodes.Rule, name: str, *, periodic: bool = False,
          horizon: int = HORIZON, first_round: bool = False) -> Followed | None:
    """``name``'s values, played with the counts it reads, at each table size: up to where
    they repeat, or for ``horizon`` rounds (turns: then the start is one past the values
    and the period 0); ``periodic``: None when they do not repeat within the horizon;
    ``first_round``: a count kept through the session played turn after turn, as it is in
    the rule's first round (:func:`_group`)."""
    group = _group(rule, name, first_round)
    if group is None:
        return None
    names, per_round = group
    events = TURN_EVENTS if per_round else ROUND_EVENTS
    clock = TURNS if per_round else AGE
    writers = frozenset(i for i, h in enumerate(rule.hooks) if any(
        isinstance(n, nodes.CountChange) and n.name in names for n in h.walk()))
    # the round's first turn comes after its deal (its hooks sort after the deal's, in
    # the turn's order) and before its win
    once = frozenset() if per_round else frozenset(
        i for i, h in enumerate(rule.hooks) if (h.event, h.timing) in FIRST_TURN and (
            i in writers or _once(h)))
    order = sorted((events.index(h.event), h.timing != "before", i)
                   for i, h in enumerate(rule.hooks) if h.event in events) + sorted(
        (0, 2 + FIRST_ORDER.index((rule.hooks[i].event, rule.hooks[i].timing)), i)
        for i in once)
    order.sort()
    settle = _settled(rule, writers)
    seen = {}
    for n in PLAYER_COUNTS:
        found = _play(rule, name, sorted(names), [i for _e, _t, i in order], writers,
                      events, n, horizon, settle, once)
        if found is None or (periodic and found[2] == 0):
            return None
        seen[n] = found
    return Followed(name, clock, events, seen, once, bool(once & writers))


def _settled(rule: nodes.Rule, writers: frozenset[int]) -> int | None:
    """The rule age from which the writes of ``writers`` (hook indexes) no longer depend
    on the age (1 when they never read it): one past the largest number a guard of theirs
    compares ``rule.rounds`` with (``when rule.rounds is 1``: 2); None when a guard reads
    it by arithmetic, parity or a multiple (then the counts are played to the horizon,
    never taken as repeating)."""
    settle = 1
    for i in writers:
        for stmt, facts in guarded(rule.hooks[i]):
            if not isinstance(stmt, nodes.CountChange):
                continue
            for f in facts:
                if not _reads_age(f):
                    continue
                if any(isinstance(x, nodes.Arith | nodes.Parity | nodes.Multiple)
                       for x in f.walk()):
                    return None
                settle = max(settle, 1 + max((x.value for x in f.walk()
                                              if isinstance(x, nodes.Number)
                                              and isinstance(x.value, int)), default=0))
    return settle


def _reads_age(e: nodes.Node) -> bool:
    return any(isinstance(x, nodes.Attribute) and (x.namespace, x.name) == AGE
               for x in e.walk())


def _play(rule: nodes.Rule, name: str, names: Sequence[str], hooks: Sequence[int],
          writers: frozenset[int], events: Sequence[str], n: int, horizon: int,
          settle: int | None = 1, once: frozenset[int] = frozenset()
          ) -> tuple[dict[int, list[int]], int, int] | None:
    """``name``'s values at each point, round after round at ``n`` players (the counts
    ``names`` played together), until their values at a round's start come back (the
    start and the period; only from the age ``settle`` on, where writes that read the
    rule's age stop depending on it; None: never), or for ``horizon`` rounds (period 0);
    None when a write cannot be decided. A count that grows past :data:`LARGEST` (one
    that doubles) is played up to there, as for a horizon. A point is a hook's index (the
    value as it starts), or ``-1 - k`` for the value before the hooks of ``events[k]``
    (``k == len(events)``: at the end). The hooks ``once`` are played on the round's
    first turn, after the deal's, knowing what that turn fixes (:data:`FIRST_TURN`)."""
    at: dict[int, list[int]] = {i: [] for i in hooks}
    at.update({-1 - k: [] for k in range(len(events) + 1)})
    starts: dict[tuple[int, ...], int] = {}
    state: Env = {**_table(n), **{("count", c): 0 for c in names}}
    key = ("count", name)
    for clock in range(1, horizon + 1):
        now = tuple(int(state[("count", c)]) for c in names)
        if now in starts:
            return at, starts[now], clock - starts[now]
        if any(abs(v) > LARGEST for v in now):
            return at, clock, 0
        if settle is not None and clock >= settle:
            starts[now] = clock
        if events == ROUND_EVENTS:
            state[AGE] = clock
        group = 0
        for i in hooks:  # in the order the round (turn) runs them
            k = 0 if i in once else events.index(rule.hooks[i].event)
            while group <= k:
                at[-1 - group].append(int(state[key]))
                group += 1
            at[i].append(int(state[key]))
            if i in writers:
                here = {**state, **dealt(rule, i, n)}
                if i in once:
                    hook = rule.hooks[i]
                    here.update({a: v for way in FIRST_TURN[hook.event, hook.timing]
                                 for a, v in way.items()})
                if not _fire(rule.hooks[i], frozenset(names), here):
                    return None
                state.update((k, v) for k, v in here.items() if k[0] == "count")
                at.setdefault(AFTER + i, []).append(int(state[key]))
        while group <= len(events):
            at[-1 - group].append(int(state[key]))
            group += 1
    return at, horizon + 1, 0


def _fire(hook: nodes.Hook, names: frozenset[str], state: Env) -> bool:
    """Play ``hook``'s writes of ``names`` on ``state`` (False: undecided)."""
    if hook.condition is not None:
        holds = value(hook.condition, state)
        if holds is None:
            return False
        if not holds:
            return True
    return _run(hook.body, names, state)


def _run(body: Sequence[nodes.Stmt], names: frozenset[str], state: Env) -> bool:
    """Run the count writes of ``body`` in order, each ``if`` decided where it stands."""
    for stmt in body:
        if isinstance(stmt, nodes.If):
            holds = value(stmt.condition, state)
            if holds is None:
                if any(isinstance(n, nodes.CountChange) and n.name in names
                       for n in stmt.walk()):
                    return False
                continue
            if not _run(stmt.then if holds else stmt.orelse, names, state):
                return False
        elif isinstance(stmt, nodes.CountChange) and stmt.name in names:
            amount = 0 if stmt.amount is None else value(stmt.amount, state)
            if not isinstance(amount, int) or isinstance(amount, bool):
                return False
            key = ("count", stmt.name)
            old = int(state[key])
            state[key] = old + amount if stmt.kind == "add" else (
                0 if stmt.kind == "reset" else amount)
    return True


def point(rule: nodes.Rule, hook: nodes.Hook, found: Followed) -> int | None:
    """Where ``hook`` reads the count: its own index for a hook of the events it follows
    that does not write it or reads it only before its writes, and ``AFTER + index`` for
    one that reads it only after them (:func:`read_side`: ``add 1 to "deals"``, then
    ``if count "deals" is a multiple of 4``); for an event inside a turn (a round), the
    value between the turn's start and its end (the round's deal and win), when play
    after the win (the other places, R-WIN-3) reads the same; else None."""
    index = next(i for i, h in enumerate(rule.hooks) if h is hook)
    if hook.event in found.events or index in found.once:
        writes = any(isinstance(n, nodes.CountChange) and n.name == found.name
                     for n in hook.walk())
        side = "before" if not writes else read_side(hook, found.name)
        return None if side is None else index if side == "before" else AFTER + index
    if hook.event not in (IN_TURN if found.clock == TURNS else IN_ROUND) or \
            found.stepped_in_turn:
        return None  # stepped on the first turn: other turns' hooks may read either side
    if found.clock == AGE and any(at[-2] != at[-3] for at, _s, _p in found.seen.values()):
        return None  # the win moves it, and turns go on after the win
    return -2


#: The points after a hook's writes (``AFTER + index``), apart from the hooks' own
AFTER = 1 << 20


def read_side(hook: nodes.Hook, name: str) -> str | None:
    """Where ``hook``, which writes the count ``name``, reads it: ``"after"`` every write
    (its condition does not read it and its statements, in order, write it before any
    that reads it: the value a later hook of the same event would read), ``"before"``
    every write (the value as the hook starts), or None (no statement may both read and
    write it, and reads on both sides are neither)."""
    def reads(n: nodes.Node) -> bool:
        return any(isinstance(x, nodes.CountRef) and x.name == name for x in n.walk())

    def writes(n: nodes.Node) -> bool:
        return any(isinstance(x, nodes.CountChange) and x.name == name for x in n.walk())

    kinds = ["r"] if hook.condition is not None and reads(hook.condition) else []
    for stmt in hook.body:
        w, r = writes(stmt), reads(stmt)
        if w and r:
            return None
        if w or r:
            kinds.append("w" if w else "r")
    if "r" not in kinds:
        return "after"
    if "w" not in kinds:
        return "before"
    if "r" not in kinds[:kinds.index("w") + 1] and "w" not in kinds[kinds.index("r"):]:
        return "after"
    if "w" not in kinds[:max(i for i, k in enumerate(kinds) if k == "r")]:
        return "before"
    return None


def as_clock(e: nodes.Expr, found: Followed, at: int) -> nodes.Expr | None:
    """``e`` (reading only the count, numbers and the table size) as the clock values at
    which it holds at point ``at``, at each table size; None when it cannot be read."""
    key = ("count", found.name)
    clock = nodes.Attribute(namespace=found.clock[0], name=found.clock[1])
    per_size: dict[int, nodes.Expr] = {}
    for n, (values, start, period) in found.seen.items():
        vs = values.get(at)
        if vs is None:
            return None
        held = []
        for v in vs:
            t = value(e, {**_table(n), key: v})
            if t is None:
                return None
            held.append(bool(t))
        if period == 0:  # a count that grows: the reading may still come round
            cycle = _cycle(held)
            if cycle is None:
                return None
            start, period = cycle
        parts: list[nodes.Expr] = [_is(clock, c) for c in range(1, start) if held[c - 1]]
        for c in range(start, start + period):
            if c - 1 < len(held) and held[c - 1]:
                parts.append(_from(clock, c, start, period))
        per_size[n] = _any(parts)
    texts = {repr(x) for x in per_size.values()}
    if len(texts) == 1:
        return next(iter(per_size.values()))
    size = nodes.Attribute(namespace="table", name="players")
    return _any([nodes.BoolOp(op="and", operands=(_is(size, n), x))
                 for n, x in per_size.items()
                 if not (isinstance(x, nodes.Bool) and not x.value)])


def _cycle(held: Sequence[bool]) -> tuple[int, int] | None:
    """The clock value from which ``held`` (a reading at clock values 1, 2 ...) repeats,
    and its period: the shortest period, then the earliest start, seen at least
    :data:`CYCLES` times over before the values end; None when it does not repeat so.
    A count that gains 3 a round is read as ``a multiple of 12`` every fourth round,
    although the count itself never comes back."""
    for period in range(1, len(held) // CYCLES + 1):
        for start in range(1, len(held) - CYCLES * period + 2):
            if all(held[c] == held[c + period] for c in range(start - 1, len(held) - period)):
                return start, period
    return None


#: how many times over a reading of a growing count must repeat to be read as a cycle
CYCLES = 4


def _is(clock: nodes.Expr, c: int) -> nodes.Expr:
    return nodes.Compare(op="==", left=clock, right=nodes.Number(value=c))


def _from(clock: nodes.Expr, c: int, start: int, period: int) -> nodes.Expr:
    """The clock at ``c``, ``c + period``, ``c + 2 period`` ... (from ``start`` on)."""
    later = nodes.Compare(op=">=", left=clock, right=nodes.Number(value=c))
    if period == 1:
        return later
    every = nodes.Multiple(operand=nodes.Arith(op="-", left=clock, right=nodes.Number(value=c)),
                           divisor=nodes.Number(value=period))
    return nodes.BoolOp(op="and", operands=(later, every))


def _any(parts: list[nodes.Expr]) -> nodes.Expr:
    if not parts:
        return nodes.Bool(value=False)
    return parts[0] if len(parts) == 1 else nodes.BoolOp(op="or", operands=tuple(parts))


def count_turns(rule: nodes.Rule, comparing: frozenset[str], horizon: int, first: int,
                joined_from: int = 0) -> tuple[dict[int, set[int]], dict[str, int | None]]:
    """The rule ages (the one before each turn) at which a comparison (node class names
    ``comparing``) of a count played by its writes (:func:`trace`, for ``horizon`` rounds)
    turns, by the table sizes it turns at (the ``first`` few at each; ages one apart
    joined from ``joined_from`` on: below it each is kept, a round longer played costs
    less than an age left unseen); and, by count name, how far the playing reached the
    values of a count read in such comparisons only (None: they repeat, so all of
    them)."""
    ages: dict[int, set[int]] = {}  # age -> the table sizes it turns after at
    covered: dict[str, int | None] = {}
    names = {n.name for n in rule.walk() if isinstance(n, nodes.CountRef)}
    for name in sorted(names):
        traced = trace(rule, name, horizon=horizon)
        if traced is None or traced.clock != AGE:
            continue
        if not any(d.name == name and "round" not in d.scope for d in rule.counts):
            continue
        only = frozenset({name})
        refs = sum(isinstance(n, nodes.CountRef) and n.name == name for n in rule.walk())
        compared = sum(isinstance(n, nodes.CountRef) for sub in rule.walk()
                       if type(sub).__name__ in comparing and reads_only(sub, only)
                       for n in sub.walk())
        writes = sum(isinstance(n, nodes.CountRef) and n.name == name
                     for c in rule.walk() if isinstance(c, nodes.CountChange)
                     for n in c.walk())
        if compared and compared + writes >= refs:  # read nowhere else (an amount, ...)
            covered[name] = None if all(p for _a, _s, p in traced.seen.values()) \
                else min(max(v for vs in at.values() for v in vs) for at, _s, _p in
                         traced.seen.values())
        for sub in rule.walk():
            if type(sub).__name__ not in comparing or not isinstance(sub, nodes.Expr) or \
                    not reads_only(sub, only):
                continue
            for n, (at, _start, _period) in traced.seen.items():
                table = dict.fromkeys(SIZE, n)
                turns: set[int] = set()
                for values in at.values():  # the first few turns at each point of a round
                    held = [value(sub, {**table, ("count", name): v}) for v in values]
                    turns |= set(sorted(a for a in range(2, len(held) + 1)
                                        if held[a - 1] != held[a - 2])[:first])
                for a in turns:
                    ages.setdefault(a - 1, set()).add(n)
    kept: dict[int, set[int]] = {}
    for a in sorted(ages):  # a boundary's evenings play the age after it too
        last = max(kept, default=None)
        if last is not None and a <= last + 1 and a >= joined_from:
            kept[last] |= ages[a]
        else:
            kept[a] = set(ages[a])
    return kept, covered


def count_value_at(rule: nodes.Rule, name: str, age: int) -> dict[int, int] | None:
    """``name``'s value at the start of the rule's round ``age`` as its writes play it, by
    table size; None when they do not play it (kept for the round, or other writes)."""
    decl = next((c for c in rule.counts if c.name == name), None)
    if decl is None or "round" in decl.scope:
        return None
    traced = trace(rule, name, horizon=max(age, 1))
    if traced is None:
        return None
    out = {}
    for n, (at, start, period) in traced.seen.items():
        starts = at[-1]
        k = age - 1 if period == 0 or age < start else start - 1 + (age - start) % period
        out[n] = starts[k] if 0 <= k < len(starts) else 0
    return out
