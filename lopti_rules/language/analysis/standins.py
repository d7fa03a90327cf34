"""Counts that are a clock in other words: what a count kept by ``set`` stands for.

A rule's count is its memory (docs/language.md, "Counting and memory"); LP306, LP307,
LP601 and the trial's boundaries read the clocks a condition compares (``rule.rounds``,
``round.number``, ``rule.fired`` ...). A count written from a clock is that clock, and
a check that reads only the clock's name misses it (issue 29, round 4). When every
write of one of a rule's counts has one of these shapes, the count stands in for a
clock, and :func:`stand_in` rewrites a condition into the clock it means:

- **a copy** (``set "age" to rule.rounds`` at every deal, unconditionally): after the
  deal the count *is* the clock, so ``count "age" is at least 12`` is ``rule.rounds is
  at least 12`` in every hook of an event that comes after the deal in a round;
- **a constant** (``set "limit" to 11`` at every deal): after the deal the count is 11,
  so ``rule.rounds is more than count "limit"`` is ``rule.rounds is more than 11``;
- **a flag** (a count kept through the session that is only ever ``set`` to a value
  that is never 0 where it is written, or increased by a positive one, never reset
  nor set to 0, and written unconditionally on an event every round has, as the engine
  declares them: its deal, a turn, a play, someone going out, the win, its end): the
  value's range comes from the event (``set "done" to round_end.players`` is 2 to 5,
  R-SETUP-1; ``set "gone" to 1`` after ``out`` comes in every round, R-WIN-1); it is
  0 until that first
  write and positive ever after, so it is 0 only in the rule's first round. A write
  after ``out`` under a condition on ``out.place`` alone counts too, at the tables where
  every round has such a place: every player but the last goes out, one by one (R-WIN-1,
  R-WIN-3), so a round at ``n`` players has places 1 to ``n - 1``, and a flag set when
  the third player goes out is 0 only in the rule's first round from four players on
  (``sizes_from``; below, the condition reads ``table.players is at most 3`` too). A
  condition that holds at 0 and fails at every value the flag takes after
  (``count "done" is 0``, ``count "crowned" is less than 1``) can hold only in the
  rule's first round: it is ``rule.rounds is 1`` (with the count still read where
  the rest of the condition needs it). The rule's first round is its creator's
  (R-CUSTOM-1: the winner invents the rule and, as last winner, leads it).

A copy or a constant is read only where it has been written this round (a hook on an
event after the deal); a flag is read everywhere. Anything else (a count added to on
clears, a write under a condition on the table) is left as it is: the rewriting only
replaces a count by what it always holds, so it never makes a condition say more than
it does (docs/language.md, "Clocks in other words").
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ...engine import events
from ..tree import nodes
from ..tree.substitute import substituted
from . import limits, roundguard, simcounts
from .binding import PLAYER_COUNTS, Binding, Pin, bindings, guarded, life_clocks, value

#: Events every round has, in the order a round has them, as the engine declares them
#: (``events.EVERY_ROUND``: the deal, the leader's turn, play and draw, the winner's
#: take-up and blind flip, someone going out and winning, the round's end): a flag
#: written on one of them unconditionally is positive from the rule's first round's end
#: on (R-TURN-3, R-DRAW-1, R-FACE-1, R-FACE-2, R-WIN-1).
EVERY_ROUND = events.EVERY_ROUND
#: The clocks a copy may hold: the rule's age and the round's number (one value all
#: round), and the rule's own tallies (a copy lags them: read as the clock by the trial's
#: boundaries only).
ROUND_CLOCKS = frozenset({("rule", "rounds"), ("round", "number")})
TALLY_CLOCKS = frozenset({("rule", "fired"), ("rule", "clears"), ("rule", "pickups")})
AGE = ("rule", "rounds")


@dataclass(frozen=True, slots=True)
class StandIn:
    """What one count always holds, by the shape of its writes."""

    name: str
    kind: Literal["copy", "constant", "flag", "lap"]
    event: str  #: the event its unconditional writes are on
    #: copy: the clock expression written; constant: the number; flag: None
    value: nodes.Expr | None = None
    #: flag (and a positive constant kept through the session): the values it may take
    #: once written (a positive ``add`` keeps growing: the smallest number written and the
    #: 63 after it, so a bound below that is "before the first write")
    after: tuple[int, ...] = ()
    #: lap: the index of the hook that adds 1, then those of the hooks that wind it back
    hooks: tuple[int, ...] = ()
    #: flag: the smallest table size at which every round writes it (2: all of them)
    sizes_from: int = 2


def _attrs(e: nodes.Node) -> set[tuple[str, str]]:
    return {(n.namespace, n.name) for n in e.walk() if isinstance(n, nodes.Attribute)}


def _only_number(e: nodes.Node) -> bool:
    """Whether ``e`` reads nothing: numbers and arithmetic of numbers only."""
    return all(isinstance(n, nodes.Number | nodes.Arith) for n in e.walk())


def _writes(rule: nodes.Rule) -> dict[str, list[tuple[nodes.Hook, nodes.CountChange,
                                                       tuple[nodes.Expr, ...]]]]:
    out: dict[str, list[tuple[nodes.Hook, nodes.CountChange, tuple[nodes.Expr, ...]]]] = {}
    for hook in rule.hooks:
        for stmt, facts in guarded(hook):
            if isinstance(stmt, nodes.CountChange):
                out.setdefault(stmt.name, []).append((hook, stmt, facts))
    return out


def _unconditional(name: str, facts: Sequence[nodes.Expr]) -> bool:
    """Whether ``facts`` read nothing but the count ``name`` and hold while it is 0: the
    write runs the first time its event comes (``when count "dealt" is 0: set ...``)."""
    for fact in facts:
        if _attrs(fact) or any(isinstance(n, nodes.CountRef) and n.name != name
                               for n in fact.walk()):
            return False
        if not all(isinstance(n, nodes.CountRef | nodes.Number | nodes.Compare | nodes.OneOf
                              | nodes.BoolOp | nodes.Not | nodes.Arith) for n in fact.walk()):
            return False
        if value(fact, {("count", name): 0}) is False:
            return False
    return True


#: The clock a lap counter counts, by its event and whether it is kept through the
#: session: a turn's number in its round, a turn end's, the rule's own deals (its age).
LAP_CLOCKS: dict[tuple[str, bool], tuple[str, str]] = {
    ("turn", False): ("turn", "number"), ("turn_end", False): ("turn_end", "number"),
    ("deal", True): ("rule", "rounds"),
}
#: The attributes that are the table size (R-SETUP-1).
TABLE_SIZE = frozenset({("table", "players"), ("deal", "players"), ("round_end", "players")})


def _winds_back(change: nodes.CountChange) -> bool:
    """Whether ``change`` puts its count back to 0: a ``reset``, or a ``set`` to a value
    that is 0 wherever it is written (``set "lap" to 0``, ``set "lap" to 2 - 2``)."""
    if change.kind == "reset" or change.amount is None:
        return True
    return change.kind == "set" and limits.fold(change.amount) == 0


def _wound_back(name: str, facts: Sequence[nodes.Expr]) -> bool:
    """Whether ``facts`` are ``count "x" is at least table.players`` (or ``is``): the
    condition of a reset that winds a counter back once a lap of the table is done."""
    if len(facts) != 1 or not isinstance(facts[0], nodes.Compare):
        return False
    cmp = facts[0]
    sides = {"left": cmp.left, "right": cmp.right}
    counted = [k for k, v in sides.items() if isinstance(v, nodes.CountRef) and v.name == name]
    if len(counted) != 1:
        return False
    other = sides["right" if counted[0] == "left" else "left"]
    op = cmp.op if counted[0] == "left" else {">=": "<=", "<=": ">=", "==": "=="}.get(cmp.op)
    return op in (">=", "==") and isinstance(other, nodes.Attribute) and \
        (other.namespace, other.name) in TABLE_SIZE


def _lap(rule: nodes.Rule, name: str, writes: Sequence[tuple[nodes.Hook, nodes.CountChange,
                                                             tuple[nodes.Expr, ...]]],
         kept: bool) -> StandIn | None:
    """A lap counter: one unconditional ``add 1`` on an event, and resets on the same event
    once the count reaches the table size (module text): read after the add and before
    a reset, it is 1 on the event's 1st, (n+1)th, (2n+1)th time at ``n`` players."""
    adds = [(h, c) for h, c, f in writes if c.kind == "add" and not f]
    resets = [(h, c) for h, c, f in writes if _winds_back(c) and _wound_back(name, f)]
    if len(adds) != 1 or len(adds) + len(resets) != len(writes) or not resets:
        return None
    add_hook, add = adds[0]
    if not (isinstance(add.amount, nodes.Number) and add.amount.value == 1):
        return None
    clock = LAP_CLOCKS.get((add_hook.event, kept))
    if clock is None or any(h.event != add_hook.event or h.timing != add_hook.timing or
                            h is add_hook for h, _c in resets):
        return None
    index = {id(h): i for i, h in enumerate(rule.hooks)}
    if any(isinstance(n, nodes.CountChange) and n.name == name and n is not add
           for n in add_hook.walk()):
        return None
    return StandIn(name, "lap", add_hook.event,
                   nodes.Attribute(namespace=clock[0], name=clock[1]),
                   hooks=(index[id(add_hook)], *sorted(index[id(h)] for h, _c in resets)))


#: How many of a growing flag's values are tried (its smallest and those after it).
GROWN = 64


def _bounds(rule: nodes.Rule, hook: nodes.Hook, amount: nodes.Expr) -> limits.Bounds:
    """The range of ``amount`` where ``hook`` writes it: after the deal, what the deal
    leaves on the base game's table at every table size (``countrange.table_numbers``,
    R-SETUP-2: the draw pile holds 52 - 9n cards, 7 to 34), else the event's range."""
    if hook.event != "deal" or hook.timing != "after":
        return limits.Numbers(hook.event).bounds(amount)
    from .countrange import table_numbers

    found = [table_numbers(rule, hook, n).bounds(amount) for n in PLAYER_COUNTS]
    lows, highs = [lo for lo, _ in found], [hi for _, hi in found]
    return (None if None in lows else min(x for x in lows if x is not None),
            None if None in highs else max(x for x in highs if x is not None))


def _flag_values(rule: nodes.Rule, writes: Sequence[tuple[nodes.Hook, nodes.CountChange,
                                                          tuple[nodes.Expr, ...]]]
                 ) -> tuple[int, ...]:
    """The values a count may take once written, when no write can make it 0 (else ()):
    each ``set`` to a value that is never 0 at its event and each ``add`` of a positive
    one, by the range of the value there (:func:`_bounds`: ``set "done" to
    round_end.players`` is 2 to 5 at a round's end, R-SETUP-1; ``set "seen" to
    table.draw_pile`` after the deal 7 to 34, R-SETUP-2). A count that grows takes its
    smallest value and the ones after it."""
    values: set[int] = set()
    grows = False
    for hook, change, _facts in writes:
        if _winds_back(change) or change.amount is None or any(
                isinstance(n, nodes.CountRef) for n in change.amount.walk()):
            return ()
        low, high = _bounds(rule, hook, change.amount)
        if low is None:
            return ()
        if change.kind == "add":
            if low < 1:
                return ()
            grows = True
            values.add(low)
            continue
        if change.kind != "set":
            return ()
        if high is None or high - low >= GROWN:
            high = low + GROWN - 1
        if low <= 0 <= high:
            return ()
        values.update(range(low, high + 1))
    if not values or (grows and min(values) < 1):
        return ()
    if grows:
        low = min(values)
        return tuple(range(low, low + GROWN))
    return tuple(sorted(values))


def stand_ins(rule: nodes.Rule) -> dict[str, StandIn]:
    """Each of ``rule``'s counts that stands in for a clock, by name (module text)."""
    out: dict[str, StandIn] = {}
    if not rule.counts:
        return out
    kept = {c.name for c in rule.counts if "round" not in c.scope}
    for name, writes in _writes(rule).items():
        if name not in {c.name for c in rule.counts}:
            continue
        lap = _lap(rule, name, writes, name in kept)
        if lap is not None:
            out[name] = lap
            continue
        sets = [c for _h, c, _f in writes if c.kind == "set" and c.amount is not None]
        plain = [(h, c) for h, c, f in writes if _unconditional(name, f)]
        if len(sets) == len(writes) and len({h.event for h, _c in plain}) == 1 and \
                len(plain) == len(writes) and all(c.amount == sets[0].amount for c in sets):
            amount = sets[0].amount
            assert amount is not None
            event = plain[0][0].event
            reads = _attrs(amount)
            if reads and not any(isinstance(n, nodes.CountRef | nodes.Role | nodes.Measure)
                                 for n in amount.walk()) and \
                    reads <= ROUND_CLOCKS | TALLY_CLOCKS:
                out[name] = StandIn(name, "copy", event, amount)
                continue
            if _only_number(amount) and event == "deal":
                # kept through the session and positive, it is a flag too: 0 before the
                # rule's first deal only
                number = amount.value if isinstance(amount, nodes.Number) else 0
                after: tuple[int, ...] = (number,) if name in kept and number >= 1 else ()
                out[name] = StandIn(name, "constant", event, amount, after)
                continue
        if name not in kept:
            continue
        after = _flag_values(rule, writes)
        first = [h.event for h, _c in plain if h.event in EVERY_ROUND]
        if after and first:
            out[name] = StandIn(name, "flag", min(first, key=EVERY_ROUND.index), after=after)
            continue
        placed = [min(places) for h, _c, f in writes if h.event == "out" and
                  (places := _out_places(name, f))]
        if after and placed and min(placed) < max(PLAYER_COUNTS):
            out[name] = StandIn(name, "flag", "out", after=after, sizes_from=min(placed) + 1)
    return out


#: the finishing place an ``out`` event reads (R-WIN-1)
OUT_PLACE = ("out", "place")


def _out_places(name: str, facts: Sequence[nodes.Expr]) -> frozenset[int]:
    """The places at which a write under ``facts`` after ``out`` runs the first time,
    when ``facts`` read nothing but ``out.place`` and the count ``name`` (else none)."""
    if not facts or any(_attrs(f) - {OUT_PLACE} or any(
            isinstance(n, nodes.CountRef) and n.name != name or isinstance(
                n, nodes.Measure | nodes.Role) for n in f.walk()) for f in facts):
        return frozenset()
    return frozenset(p for p in range(1, max(PLAYER_COUNTS)) if all(
        value(f, {OUT_PLACE: p, ("count", name): 0}) is True for f in facts))


def _after_deal(hook: nodes.Hook, stand: StandIn, rule: nodes.Rule) -> bool:
    """Whether a copy or constant written at the deal has been written this round when
    ``hook`` runs: a hook on a later event, or a later ``after deal`` hook."""
    if stand.event != "deal":
        return False
    if hook.event != stand.event:
        return hook.event != "swap"
    writers = [i for i, h in enumerate(rule.hooks) if any(
        isinstance(n, nodes.CountChange) and n.name == stand.name for n in h.walk())]
    here = next(i for i, h in enumerate(rule.hooks) if h is hook)
    return hook.timing == "after" and bool(writers) and here > writers[0]


def _copy(node: nodes.Node, swap: Mapping[str, nodes.Expr]) -> nodes.Node:
    """``node`` with every count of ``swap`` replaced by its expression (a new tree)."""
    return substituted(node, lambda n: swap.get(n.name) if isinstance(n, nodes.CountRef)
                       else None)


def _first_round(stand: StandIn, fact: nodes.Expr) -> nodes.Expr:
    """``fact`` with each comparison that reads only the flag and holds only at 0 (before
    its first write) joined by ``rule.rounds is 1``: it can hold in the first round only."""
    def only_flag(e: nodes.Expr) -> bool:
        return not _attrs(e) and all(n.name == stand.name for n in e.walk()
                                     if isinstance(n, nodes.CountRef)) and any(
            isinstance(n, nodes.CountRef) for n in e.walk())

    def young(e: nodes.Expr) -> bool:
        key = ("count", stand.name)
        return value(e, {key: 0}) is True and all(value(e, {key: v}) is False
                                                  for v in stand.after)

    def walk(e: nodes.Expr) -> nodes.Expr:
        if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Not | nodes.BoolOp | nodes.Parity
                      | nodes.Multiple) and only_flag(e) and young(e):
            age: nodes.Expr = nodes.Compare(
                op="==", left=nodes.Attribute(namespace="rule", name="rounds"),
                right=nodes.Number(value=1))
            if stand.sizes_from > min(PLAYER_COUNTS):  # smaller tables never write it
                small = nodes.Compare(op="<=", left=nodes.Attribute(
                    namespace="table", name="players"), right=nodes.Number(
                    value=stand.sizes_from - 1))
                age = nodes.BoolOp(op="or", operands=(age, small))
            return nodes.BoolOp(op="and", operands=(age, e))
        if isinstance(e, nodes.BoolOp):
            return replace(e, operands=tuple(walk(o) for o in e.operands))
        if isinstance(e, nodes.Not):
            return e  # a young flag under a negation says the opposite: left alone
        return e

    return walk(fact)


def stand_in(rule: nodes.Rule, hook: nodes.Hook, facts: Sequence[nodes.Expr], *,
             ins: Mapping[str, StandIn] | None = None) -> tuple[nodes.Expr, ...]:
    """``facts`` (conditions in force in ``hook`` of ``rule``) with each count that stands
    in for a clock read as that clock (module text); the same facts when none does."""
    found = stand_ins(rule) if ins is None else ins
    read = {n.name for f in facts for n in f.walk() if isinstance(n, nodes.CountRef)}
    facts = _followed(rule, hook, facts, read - {n for n, s in found.items() if s.kind in (
        "copy", "constant", "lap")})
    if not found:
        return tuple(facts)
    swap = {name: s.value for name, s in found.items() if name in read and
            s.kind in ("copy", "constant") and s.value is not None and
            _after_deal(hook, s, rule) and (s.kind == "constant" or _attrs(s.value) <=
                                             ROUND_CLOCKS)}
    out = []
    for fact in facts:
        new = _copy(fact, swap) if swap else fact
        assert isinstance(new, nodes.Expr)
        for s in found.values():
            if s.after and s.name in read:
                new = _first_round(s, new)
            if s.kind == "lap" and s.name in read and _in_lap(rule, hook, s):
                new = _lapped(s, new)
        out.append(new)
    return tuple(out)


def _followed(rule: nodes.Rule, hook: nodes.Hook, facts: Sequence[nodes.Expr],
              names: set[str]) -> Sequence[nodes.Expr]:
    """``facts`` with each comparison that reads only a count played by a fixed rule
    (simcounts.py: a lap counter in any spelling) joined by the clock values at which it
    holds."""
    for name in sorted(names):
        # a count that never comes back (it grows) is played for the horizon: a reading of
        # it may still come round (a multiple of 12 of a count that gains 3: simcounts)
        followed = simcounts.follow(rule, name) or simcounts.trace(rule, name)
        young = False
        if followed is None:
            # kept through the session and moved turn after turn: in the rule's first
            # round it is the round's count (0 at the rule's first turn, the creator's),
            # so read as the turn's clock there only (a toggle's phase, issue 29)
            followed = simcounts.trace(rule, name, periodic=True, first_round=True)
            young = True
        at = simcounts.point(rule, hook, followed) if followed is not None else None
        if followed is None or at is None:
            continue
        facts = [_clocked(followed, at, f, young) for f in facts]
    return facts


def _clocked(followed: simcounts.Followed, at: int, e: nodes.Expr,
             young: bool = False) -> nodes.Expr:
    """``e`` with each comparison that reads only the followed count joined by the clock
    values at which it holds; ``young``: in the rule's first round only (later rounds
    the comparison as it is, ``rule.rounds is at least 2 or ...``)."""
    def only(x: nodes.Expr) -> bool:
        return not _attrs(x) - simcounts.SIZE and any(
            isinstance(n, nodes.CountRef) for n in x.walk()) and all(
            n.name == followed.name for n in x.walk() if isinstance(n, nodes.CountRef))

    if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Multiple | nodes.Parity) and only(e):
        clock = simcounts.as_clock(e, followed, at)
        if clock is None:
            return e
        read = nodes.BoolOp(op="and", operands=(clock, e))
        if not young:
            return read
        later = nodes.Compare(op=">=", left=nodes.Attribute(namespace="rule", name="rounds"),
                              right=nodes.Number(value=2))
        return nodes.BoolOp(op="or", operands=(later, read))
    if isinstance(e, nodes.BoolOp):
        return replace(e, operands=tuple(_clocked(followed, at, o, young) for o in e.operands))
    if isinstance(e, nodes.Not) and (flipped := _negated(e.operand)) is not None:
        # the ``else`` of a toggle's ``if``: the comparison that holds when it does not
        return _clocked(followed, at, flipped, young)
    return e


#: a comparison and the one that holds exactly when it does not
_NEGATED = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}


def _negated(e: nodes.Expr) -> nodes.Expr | None:
    """The comparison that holds exactly when ``e`` does not, or None for other shapes."""
    if isinstance(e, nodes.Compare):
        return replace(e, op=_NEGATED[e.op])
    if isinstance(e, nodes.OneOf | nodes.Multiple):
        return replace(e, negated=not e.negated)
    if isinstance(e, nodes.Parity):
        return replace(e, even=not e.even)
    if isinstance(e, nodes.Not):
        return e.operand
    return None


def _in_lap(rule: nodes.Rule, hook: nodes.Hook, stand: StandIn) -> bool:
    """Whether ``hook`` reads a lap counter after its add and before a reset winds it back
    (the hooks of one event run in source order)."""
    if hook.event != stand.event:
        return False
    here = next(i for i, h in enumerate(rule.hooks) if h is hook)
    added, resets = stand.hooks[0], stand.hooks[1:]
    if here == added or here in resets or hook.timing != rule.hooks[added].timing:
        return False
    if here > added:
        return not any(added < r < here for r in resets)
    # before the add: only when a reset comes between it and the add (then the count was
    # wound back and added to since: never, here), so not read as a lap
    return False


def _lapped(stand: StandIn, fact: nodes.Expr) -> nodes.Expr:
    """``fact`` with each comparison that reads only the lap counter and holds at exactly
    one value ``k`` of 1 to 5 as ``k <= table.players and <clock> - k is a multiple of
    table.players``: the lap counter is ``((clock - 1) mod n) + 1``."""
    assert stand.value is not None
    clock = stand.value

    def reads_only(e: nodes.Expr) -> bool:
        return not _attrs(e) and all(n.name == stand.name for n in e.walk()
                                     if isinstance(n, nodes.CountRef)) and any(
            isinstance(n, nodes.CountRef) for n in e.walk())

    def walk(e: nodes.Expr) -> nodes.Expr:
        if isinstance(e, nodes.Compare | nodes.OneOf) and reads_only(e):
            ks = [k for k in range(0, 7) if value(e, {("count", stand.name): k}) is True]
            if len(ks) == 1 and 1 <= ks[0] <= 5 and all(
                    value(e, {("count", stand.name): k}) is False for k in range(0, 7)
                    if k != ks[0]):
                k = ks[0]
                size = nodes.Attribute(namespace="table", name="players")
                return nodes.BoolOp(op="and", operands=(
                    nodes.Compare(op="<=", left=nodes.Number(value=k), right=size),
                    nodes.Multiple(operand=nodes.Arith(op="-", left=clock,
                                                       right=nodes.Number(value=k)),
                                   divisor=size), e))  # e: the count, still named
            return e
        if isinstance(e, nodes.BoolOp):
            return replace(e, operands=tuple(walk(o) for o in e.operands))
        return e

    return walk(fact)


def first_round_flags(rule: nodes.Rule) -> dict[str, StandIn]:
    """The flags of ``rule`` (module text): counts 0 only in the rule's first round."""
    return {n: s for n, s in stand_ins(rule).items() if s.after}


def clock_readings(rule: nodes.Rule) -> list[nodes.Expr]:
    """Every comparison of ``rule`` (``is``, ``one of``, ``multiple of``) that reads a
    count standing in for a clock, with the count replaced by what it holds: a copy by its
    clock, a constant by its number, wherever it is read (the trial's boundaries try
    each number a guard may cross, so reading a copy as the clock in a hook before its
    write only adds an evening; tools/trial/bounds.py)."""
    swap = {name: s.value for name, s in stand_ins(rule).items()
            if s.kind in ("copy", "constant") and s.value is not None}
    if not swap:
        return []
    out = []
    for sub in rule.walk():
        if isinstance(sub, nodes.Compare | nodes.OneOf | nodes.Multiple) and any(
                isinstance(n, nodes.CountRef) and n.name in swap for n in sub.walk()):
            new = _copy(sub, swap)
            assert isinstance(new, nodes.Expr)
            out.append(new)
    return out


def written_counts(rule: nodes.Rule) -> frozenset[str]:
    """The counts of ``rule`` that stand in for a clock by a ``set`` (a copy, a constant):
    whatever they held before, the next write puts the clock back, so starting one at a
    number reaches nothing (the trial reads their clock instead: :func:`clock_readings`)."""
    return frozenset(n for n, s in stand_ins(rule).items() if s.kind in ("copy", "constant"))


def played_counts(rule: nodes.Rule) -> frozenset[str]:
    """The counts of ``rule`` that play moves by itself: added to unconditionally on an
    event every round has (:data:`EVERY_ROUND`: each deal, turn, play, draw, take-up,
    flip, win, round end).
    Any other count (added to on a clear, a pickup, under a condition on the event:
    ``after clear when clear.cause is sevens``) moves only when that event comes, which
    a short evening may never see: the trial reaches its guards by presetting it."""
    out = set()
    for name, writes in _writes(rule).items():
        if any(h.event in EVERY_ROUND and c.kind in ("add", "set") and _unconditional(name, f)
               for h, c, f in writes):
            out.add(name)
    return frozenset(out)


def rule_bindings(rule: nodes.Rule, hook: nodes.Hook, surplus: bool = False
                  ) -> Iterator[Binding]:
    """Every role ``hook`` of ``rule`` names with the conditions in force there
    (``binding.bindings``, with ``surplus``), each count that stands in for a clock read
    as the clock (:func:`stand_in`): ``count "done" is 0`` under a flag set at each
    round's end holds in the rule's first round only."""
    ins = stand_ins(rule)
    read: dict[tuple[int, ...], tuple[nodes.Expr, ...]] = {}  # by the facts' identities
    for found in bindings(hook, surplus):
        if not ins and not rule.counts:
            yield found
            continue
        key = tuple(id(f) for f in found.facts)
        facts = read.get(key)
        if facts is None:
            facts = read[key] = stand_in(rule, hook, found.facts, ins=ins)
        yield Binding(found.role, facts, found.speaks, found.receives, found.shrinks)


def pinned_roles(book: nodes.RuleBook) -> Iterator[tuple[nodes.Rule, nodes.Hook, nodes.Role, Pin]]:
    """Every role of ``book`` its conditions pin to one person, with its rule, hook and pin
    (``binding.pin``; a role that only speaks is left out: speech singles nobody out),
    read as the checks read it: with the counts that stand in for a clock."""
    for rule in book.rules:
        clocks = life_clocks(rule)
        for hook in rule.hooks:
            for found in rule_bindings(rule, hook, surplus=True):
                pinned = roundguard.pin(found, hook.event, clocks, hook.timing) \
                    if found.affects else None
                if pinned is not None:
                    yield rule, hook, found.role, pinned
