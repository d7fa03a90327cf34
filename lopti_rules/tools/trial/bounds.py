"""The boundaries a book's guards name, and the evenings that reach each of them and one past.

A rule that waits for ``round.number is at least 7``, ``rule.rounds is 3``, ``rule.clears
is more than 40`` or ``round.turns is at least 400`` does nothing in the first rounds of
an evening, so a trial that plays only those would never see it. The trial reads every
whole number its conditions compare a clock with (``round.number``, ``rule.rounds``,
``rule.clears``, ``rule.pickups``, ``rule.fired``, ``round.turns``; in a comparison, a
``one of`` list or a ``multiple of``, arithmetic included) and plays evenings that pass
each one and the value after it:

- round numbers and rule ages up to :data:`PLAYED` rounds are reached by playing the
  evening that long; a larger one by fast-forwarding the session (the evening starts at
  a later round number, the deal rotated as if the earlier rounds were played, or the
  rule's age starts later) and playing a few rounds across it;
- a count of the rule's (clears, pickups, firings) above :data:`PLAYED_COUNT` is reached
  by starting the rule's count just below it (a rule in force for longer);
- a count of the rule's own that stands in for a clock is that clock (``set "age" to
  rule.rounds``, ``set "limit" to 11``: ``language.clock_readings``), so its guard is
  reached as the clock's is;
- a count of the rule's own that play does not move every round (added to on a clear,
  a pickup, or under a condition on the event: four 7s clearing) is reached, at any
  number its guard names, by starting the rule with the count at that number (a rule
  in force since that event came): a short evening may never see the event at all;
- a turn count can only be reached by playing: the verdict says whether some round was
  that long.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..evenings import Evening

#: Rounds an evening may be played for to reach a guard by play.
PLAYED = 12
#: A rule count (clears, pickups, firings) a few rounds of play reach by themselves.
PLAYED_COUNT = 8
#: Rounds played across a fast-forwarded boundary (from two before it to one past).
ACROSS = 4

#: (namespace, name) -> the clock's name in the verdict
CLOCKS: dict[tuple[str, str], str] = {
    ("round", "number"): "round.number", ("rule", "rounds"): "rule.rounds",
    ("rule", "clears"): "rule.clears", ("rule", "pickups"): "rule.pickups",
    ("rule", "fired"): "rule.fired", ("round", "turns"): "round.turns",
}
#: the rule count index in ``rule_counts`` (clears, pickups, firings) of each count clock
COUNT_INDEX = {"rule.clears": 0, "rule.pickups": 1, "rule.fired": 2}


@dataclass(frozen=True, slots=True)
class Boundary:
    """One number a guard compares a clock with."""

    clock: str  #: round.number, rule.rounds, rule.clears, rule.pickups, rule.fired, round.turns
    value: int

    def describe(self) -> str:
        return f"{self.clock} {self.value} and {self.value + 1}"


#: The tree's nodes (language/tree/nodes.py) read here, by their class name: a condition
#: that compares (``is``, ``is at least`` ...), a ``one of`` list, a ``multiple of``.
COMPARING = frozenset({"Compare", "OneOf", "Multiple"})


#: The table sizes a book may be played at (R-SETUP-1): ``table.players`` in a guard's
#: arithmetic is folded at each of them.
TABLE_SIZES = (2, 3, 4, 5)
#: The attributes that are the table size in a guard's arithmetic.
TABLE_SIZE = frozenset({("table", "players"), ("deal", "players"), ("round_end", "players")})


def folded(expr: Any, players: int) -> int | None:
    """The value of ``expr`` when it is arithmetic (``+``, ``-``) of whole numbers and the
    table size (``table.players``, at ``players``); None when it reads anything else."""
    kind = type(expr).__name__
    if kind == "Number" and isinstance(expr.value, int):
        return int(expr.value)
    if kind == "Attribute" and (expr.namespace, expr.name) in TABLE_SIZE:
        return players
    if kind == "Arith":
        left, right = folded(expr.left, players), folded(expr.right, players)
        if left is None or right is None:
            return None
        return left + right if expr.op == "+" else left - right
    return None


def _offset(expr: Any, players: int) -> int | None:
    """The constant part of ``expr`` when it is a sum of clocks and constants (``rule.fired
    + 2``: 2; a clock subtracted is not a sum, None); 0 for a bare clock."""
    kind = type(expr).__name__
    if kind == "Arith":
        left = _offset(expr.left, players)
        right = folded(expr.right, players)
        if right is None:
            right = _offset(expr.right, players) if expr.op == "+" else None
        if left is None or right is None:
            return None
        return left + right if expr.op == "+" else left - right
    value = folded(expr, players)
    if value is not None:
        return value
    return 0 if _clocks(expr) else None


def _numbers(expr: Any) -> Iterator[int]:
    """The whole numbers a condition compares with: each number written, each arithmetic
    of numbers and the table size folded (``1500 + 1500``: 3000, at every table size),
    and a clock's boundary with the constants on its own side moved across
    (``rule.fired + 2 is 10``: 8)."""
    for sub in expr.walk():
        kind = type(sub).__name__
        if kind == "Number" and isinstance(sub.value, int):
            yield sub.value
        elif kind == "Arith":
            for n in TABLE_SIZES:
                value = folded(sub, n)
                if value is not None:
                    yield value
        elif kind == "Compare":
            for n in TABLE_SIZES:
                for side, other in ((sub.left, sub.right), (sub.right, sub.left)):
                    bound, offset = folded(other, n), _offset(side, n)
                    if bound is not None and offset and _clocks(side):
                        yield bound - offset


def _clocks(expr: Any) -> set[str]:
    found = {CLOCKS[(a.namespace, a.name)] for a in expr.walk()
             if type(a).__name__ == "Attribute" and (a.namespace, a.name) in CLOCKS}
    return found | {count_clock(a.name) for a in expr.walk() if type(a).__name__ == "CountRef"}


def count_clock(name: str) -> str:
    """The clock name of one of the rule's own counts in a boundary."""
    return f'count "{name}"'


def memory_at(books: Sequence[Any], name: str, value: int) -> tuple[tuple[int, ...], ...]:
    """Every rule's own counts (declaration order) with each count called ``name`` at
    ``value`` and the others at 0: what :class:`~..evenings.EveningSpec` presets."""
    return tuple(tuple(value if decl.name == name else 0 for decl in rule.counts)
                 for book in books for rule in book.rules)


def boundaries(books: Sequence[Any]) -> tuple[Boundary, ...]:
    """Every (clock, number) the books' conditions (parsed rule books, ``language.parse``)
    compare, sorted, without repeats; a count that stands in for a clock is read as the
    clock too (``set "age" to rule.rounds``: ``count "age" is at least 12`` is a boundary
    of ``rule.rounds`` at 12; ``set "limit" to 11``: ``rule.rounds is more than count
    "limit"`` one at 11; ``language.clock_readings``)."""
    from ...language import clock_readings, written_counts

    found: set[Boundary] = set()
    for book in books:
        subs = [*book.walk(), *(c for rule in book.rules for c in clock_readings(rule))]
        for sub in subs:
            if type(sub).__name__ in COMPARING:
                clocks = _clocks(sub)
                for value in _numbers(sub):
                    if 0 <= value <= 1_000_000:
                        found |= {Boundary(c, value) for c in clocks}
        # a count every rule keeping it sets to its clock: starting it elsewhere reaches
        # nothing (presets go by name, to every rule's count of that name)
        names = {decl.name for rule in book.rules for decl in rule.counts}
        written = {count_clock(n) for n in names if all(
            n in written_counts(rule) for rule in book.rules
            if any(decl.name == n for decl in rule.counts))}
        found = {b for b in found if b.clock not in written}
    return tuple(sorted(found, key=lambda b: (b.clock, b.value)))


def event_counts(books: Sequence[Any]) -> frozenset[str]:
    """The names of the books' counts that play may not move in a short evening: some
    rule keeps one through the session that is not added to on every round's deal,
    turns or end (``language.played_counts``), but on a rare event (four 7s clearing) or
    under a condition. (A ``this round`` count starts each round at 0: a preset would
    not outlive the first.)"""
    from ...language import played_counts

    out: set[str] = set()
    for book in books:
        for rule in book.rules:
            played = played_counts(rule)
            out |= {decl.name for decl in rule.counts
                    if decl.name not in played and "round" not in decl.scope}
    return frozenset(out)


@dataclass(frozen=True, slots=True)
class Reach:
    """How evenings reach the book's boundaries: how long to play, and the fast-forwards."""

    rounds: int  #: the length of the ordinary evenings
    #: (first round, adopt, rounds, rule age before, (clears, pickups, firings) before,
    #: the rules' own counts before: ``EveningSpec.clock_memory``)
    forwards: tuple[Forward, ...]


Forward = tuple[int, int, int, int, tuple[int, int, int], tuple[tuple[int, ...], ...]]


def reach(found: Sequence[Boundary], rounds: int, books: Sequence[Any] = ()) -> Reach:
    """The evenings that reach every boundary of ``found`` and the value after it, starting
    from ordinary evenings of ``rounds`` rounds (adopted at round 2 or 3); ``books``
    (parsed, in the compiled book's rule order) name the rules' own counts, which a
    guard's number above :data:`PLAYED_COUNT` is reached by presetting."""
    longest = rounds
    forwards: list[Forward] = []
    rare = event_counts(books)
    for b in found:
        if b.clock.startswith("count ") and b.value > PLAYED_COUNT:
            memory = memory_at(books, b.clock[len('count "'):-1], b.value - 2)
            if any(any(m) for m in memory):
                forwards.append((1, 2, ACROSS + 1, 0, (0, 0, 0), memory))
            continue
        if b.clock.startswith("count ") and b.clock[len('count "'):-1] in rare:
            # an event's count: its guard is reached by starting the count there
            memory = memory_at(books, b.clock[len('count "'):-1], b.value)
            if any(any(m) for m in memory):
                forwards.append((1, 2, ACROSS + 1, 0, (0, 0, 0), memory))
            continue
        past = b.value + 1
        if b.clock == "round.number":
            if past + 1 <= PLAYED:
                longest = max(longest, past + 1)
            else:
                first = max(1, b.value - 2)
                forwards.append((first, first + 1, ACROSS + 1, 0, (0, 0, 0), ()))
        elif b.clock == "rule.rounds":
            if past + 2 <= PLAYED:  # adopted at round 2 at the latest: age 1 at round 2
                longest = max(longest, past + 2)
            else:
                forwards.append((1, 2, ACROSS + 1, b.value - 2, (0, 0, 0), ()))
        elif b.clock in COUNT_INDEX and b.value > PLAYED_COUNT:
            counts = [0, 0, 0]
            counts[COUNT_INDEX[b.clock]] = b.value - 2
            forwards.append((1, 2, ACROSS + 1, 0, (counts[0], counts[1], counts[2]), ()))
    return Reach(longest, tuple(dict.fromkeys(forwards)))


def unreached(found: Sequence[Boundary], evenings: Sequence[Evening]) -> tuple[Boundary, ...]:
    """The boundaries no round of the book reached (and the value after it)."""
    out = []
    for b in found:
        past = b.value + 1
        if b.clock == "round.number":
            ok = any(r.number >= past for e in evenings for r in e.book)
        elif b.clock == "round.turns":
            ok = any(r.length >= past for e in evenings for r in e.book)
        else:
            continue  # rule clocks: the forwards and the evening's length reach them
        if not ok:
            out.append(b)
    return tuple(out)
