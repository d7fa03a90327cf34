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
- a clock compared with a quantity that is not written as a number crosses it at every
  value the quantity can take: ``count "age" is more than count "nine"`` where
  ``nine`` is set from ``cards of dealer`` at the deal (9), ``rule.rounds is more than
  count "deck"`` where ``deck`` is the draw pile at the deal (34 at two players, 7 at
  five), ``count "quads" is more than count "z"`` where ``z`` is the pile at the deal
  (0). The quantity's range on the base game's table (``language.table_numbers``: what
  the deal leaves, the rule's counts worked out from their writes) gives the
  boundaries: its smallest and its largest value over the table sizes (a count that can
  grow without end has no largest: :data:`LARGEST`);
- an action's amount (cards drawn, given, taken or swapped, the cards a play must have,
  a block's repeats) that is positive only from some value of a clock on (``the clearer
  takes rule.rounds - 6 cards``, ``next play must have at least count "stake" - 6
  cards``) starts to act there: that value is a boundary, as a guard's number is (and
  the value where one stops acting, ``6 - rule.rounds``, too);
- a count of the rule's own that play moves only once a round (on its deal, its win or
  its end) is reached by play up to :data:`PLAYED_ROUNDS` (an evening adopted at round
  3 plays the rule for six rounds), above it as a count above :data:`PLAYED_COUNT` is;
- a count of the rule's own that play does not move every round (added to on a clear,
  a pickup, or under a condition on the event: four 7s clearing) is reached, at any
  number its guard names and at the one after it, by starting the rule with the count
  there (a rule in force since that event came): a short evening may never see the
  event at all, and a strict guard (``is more than 0``) holds only from the number after;
- a count of the rule's own whose writes are all on its deals, wins and round ends and
  read only its counts, numbers and the table size (a countdown, a toggle, a lap, a lap
  of laps, a count that doubles: ``language.analysis.simcounts``) is played round after
  round at each table size: each rule age at which one of its comparisons turns is a
  boundary of ``rule.rounds``, reached by play or by a fast-forward that starts the
  rule's age there with its counts at the values played up to it;
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
#: A count of the rule's own moved once a round that an evening reaches by play: the
#: ordinary evenings (8 rounds, adopted at round 3) play the rule for 6 rounds, in which
#: such a count passes 5 at the latest, so a boundary up to 4 and the value after it are
#: seen.
PLAYED_ROUNDS = 4
#: The events a round has once (its deal, its win, its end): a count moved only on them
#: moves once a round.
ONCE_A_ROUND = frozenset({"deal", "win", "round_end"})
#: Rounds a count of the rule's own is played for to find the ages its guards turn at.
TRACED = 200
#: The turns of one comparison of such a count made boundaries at each table size (where
#: it first turns on, and off): later ones repeat them.
TURNS_KEPT = 2
#: Largest boundary (a count that can keep growing ranges to the sandbox's MAX_INT: no
#: evening plays towards that).
LARGEST = 1_000_000

#: (namespace, name) -> the clock's name in the verdict
CLOCKS: dict[tuple[str, str], str] = {
    ("round", "number"): "round.number", ("rule", "rounds"): "rule.rounds",
    ("rule", "clears"): "rule.clears", ("rule", "pickups"): "rule.pickups",
    ("rule", "fired"): "rule.fired", ("round", "turns"): "round.turns",
}
#: The round's own tallies that grow with its decisions, read as its turn count (a
#: boundary reached only by playing; ``round.plays + round.pickups is at least 300``
#: holds only in a round that long, and so does ``round.clears is at least 60``: every
#: clear is a play). ``round.draws`` is not one: the draw pile bounds it (R-DRAW-1)
TURN_LIKE = frozenset({("round", "plays"), ("round", "pickups"), ("round", "clears")})
#: A turn count this large or more names a long round (:func:`long_turns`)
LONG_TURNS = 50
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


def _terms(expr: Any, sign: int = 1) -> Iterator[tuple[int, Any]]:
    """The signed terms of a sum (``rule.rounds - count "nine" + 2``: +rule.rounds,
    -count "nine", +2)."""
    if type(expr).__name__ == "Arith":
        yield from _terms(expr.left, sign)
        yield from _terms(expr.right, sign if expr.op == "+" else -sign)
    else:
        yield sign, expr


def _clock_of(term: Any) -> str | None:
    kind = type(term).__name__
    if kind == "Attribute" and (term.namespace, term.name) in CLOCKS:
        return CLOCKS[(term.namespace, term.name)]
    if kind == "CountRef":
        return count_clock(term.name)
    return None


def _crossings(terms: Sequence[tuple[int, Any]], numbers: Any,
               at: int) -> Iterator[tuple[str, int]]:
    """Where the sum of ``terms`` reaches ``at`` as each clock among them moves, the other
    terms at the ends of their ranges (``numbers.bounds``): ``s * C + rest = at`` at
    ``C = s * (at - rest)``."""
    for k, (sign, term) in enumerate(terms):
        clock = _clock_of(term)
        if clock is None:
            continue
        low: int | None = 0
        high: int | None = 0
        for j, (other_sign, other) in enumerate(terms):
            if j == k:
                continue
            lo, hi = numbers.bounds(other)
            if other_sign < 0:
                lo, hi = (-hi if hi is not None else None), (-lo if lo is not None else None)
            low = low + lo if low is not None and lo is not None else None
            high = high + hi if high is not None and hi is not None else None
        for rest in (low, high):
            if rest is not None:
                yield clock, sign * (at - rest)


#: The amounts of the statements (node class -> field): the cards drawn, given, taken or
#: swapped, the cards a play must have, the times a block runs.
AMOUNTS = {"Draw": "count", "Give": "count", "Take": "count", "SwapUp": "count",
           "Restrict": "count", "Repeat": "count"}


def _ranged(rule: Any, hook: Any) -> Iterator[tuple[str, int]]:
    """The (clock, value) pairs ``hook`` of ``rule`` is crossed at, read off the ranges of
    what a clock is compared with or added to (module text), at every table size: the
    smallest and largest of each clock's values."""
    from ...language import table_numbers

    found: dict[str, list[int]] = {}
    for players in TABLE_SIZES:
        numbers = table_numbers(rule, hook, players)
        for sub in hook.walk():
            kind = type(sub).__name__
            pairs: Iterator[tuple[str, int]] = iter(())
            if kind == "Compare":
                terms = [*_terms(sub.left), *((-s, t) for s, t in _terms(sub.right))]
                pairs = _crossings(terms, numbers, 0)
            elif kind == "OneOf":
                pairs = (p for option in sub.options for p in _crossings(
                    [*_terms(sub.item), *((-s, t) for s, t in _terms(option))], numbers, 0))
            elif kind in AMOUNTS and getattr(sub, AMOUNTS[kind], None) is not None:
                # positive (one card, one repeat) from here on
                pairs = _crossings(list(_terms(getattr(sub, AMOUNTS[kind]))), numbers, 1)
            for clock, value in pairs:
                found.setdefault(clock, []).append(value)
    for clock, values in found.items():
        for value in {min(values), max(values)}:
            yield clock, value


def _clocks(expr: Any) -> set[str]:
    found = {CLOCKS[(a.namespace, a.name)] for a in expr.walk()
             if type(a).__name__ == "Attribute" and (a.namespace, a.name) in CLOCKS}
    found |= {"round.turns" for a in expr.walk() if type(a).__name__ == "Attribute"
              and (a.namespace, a.name) in TURN_LIKE}
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
    "limit"`` one at 11; ``language.clock_readings``), and every value a clock crosses a
    quantity that is not a number at, or an amount starts at (:func:`_ranged`)."""
    from ...language import clock_readings, dealt_counts, written_counts

    found: set[Boundary] = set()
    for book in books:
        subs = [*book.walk(), *(c for rule in book.rules for c in clock_readings(rule))]
        for sub in subs:
            if type(sub).__name__ in COMPARING:
                clocks = _clocks(sub)
                for value in _numbers(sub):
                    if 0 <= value <= LARGEST:
                        found |= {Boundary(c, value) for c in clocks}
        for rule in book.rules:
            for hook in rule.hooks:
                found |= {Boundary(c, v) for c, v in _ranged(rule, hook) if 0 <= v <= LARGEST}
            ages, covered = _traced_ages(rule)
            found |= {Boundary("rule.rounds", a) for a in ages if a >= 1}
            # a count its writes play is reached at those ages, its values preset (a
            # countdown is not reached by starting it below its guard's number)
            found = {b for b in found if not (b.clock in covered and (
                covered[b.clock] is None or b.value + 1 <= covered[b.clock]))}  # type: ignore[operator]
        # a count every rule keeping it sets to its clock, or sets at every deal: starting
        # it elsewhere reaches nothing (presets go by name, to every rule's count of that
        # name)
        names = {decl.name for rule in book.rules for decl in rule.counts}
        written = {count_clock(n) for n in names if all(
            n in written_counts(rule) | dealt_counts(rule) for rule in book.rules
            if any(decl.name == n for decl in rule.counts))}
        found = {b for b in found if b.clock not in written}
    return tuple(sorted(found, key=lambda b: (b.clock, b.value)))


def round_counts(books: Sequence[Any]) -> frozenset[str]:
    """The names of the books' counts that play moves every round but only on the events
    a round has once (:data:`ONCE_A_ROUND`: ``after round_end: add 1 to "stake"``; or on
    the round's first turn: ``after turn_end when turn_end.number is 1``,
    ``language.first_turn_counts``): an evening of eight rounds takes them only a few
    steps."""
    from ...language import first_turn_counts, played_counts

    played: set[str] = set()
    other: set[str] = set()
    for book in books:
        for rule in book.rules:
            stepped = first_turn_counts(rule)
            played |= played_counts(rule) | stepped
            for hook in rule.hooks:
                for sub in hook.walk():
                    if type(sub).__name__ == "CountChange" and hook.event not in ONCE_A_ROUND \
                            and sub.name not in stepped:
                        other.add(sub.name)
    return frozenset(played - other)


def set_back_counts(books: Sequence[Any]) -> frozenset[str]:
    """The names of the books' counts some rule sets back: ``reset "stock"``, or ``set
    "stock" to count "stock" - 64`` (a set that reads the count itself). Moved once a
    round (:func:`round_counts`), such a count is a lap: "add the draw pile's size at
    each deal and give back 64 when it reaches 64" comes back to 0 every fourth deal at
    four players, on the same dealer, however its steps are spelt (redteam8
    ``dealer-stock-sum``)."""
    out: set[str] = set()
    for book in books:
        for sub in book.walk():
            if type(sub).__name__ != "CountChange":
                continue
            if sub.kind == "reset" or (sub.kind == "set" and sub.amount is not None and any(
                    type(n).__name__ == "CountRef" and n.name == sub.name
                    for n in sub.amount.walk())):
                out.add(sub.name)
    return frozenset(out)


def event_counts(books: Sequence[Any]) -> frozenset[str]:
    """The names of the books' counts that play may not move in a short evening: some
    rule keeps one through the session that is not added to on every round's deal,
    turns or end (``language.played_counts``), but on a rare event (four 7s clearing) or
    under a condition. (A ``this round`` count starts each round at 0: a preset would
    not outlive the first.)"""
    from ...language import first_turn_counts, played_counts

    out: set[str] = set()
    for book in books:
        for rule in book.rules:
            played = played_counts(rule) | first_turn_counts(rule)
            out |= {decl.name for decl in rule.counts
                    if decl.name not in played and "round" not in decl.scope}
    return frozenset(out)


def _turning(books: Sequence[Any], age: int) -> frozenset[int]:
    """The table sizes at which a played count's guard of ``books`` turns after ``age``."""
    return frozenset(n for book in books for rule in book.rules
                     for n in _traced_ages(rule)[0].get(age, ()))


def _traced_ages(rule: Any) -> tuple[dict[int, set[int]], dict[str, int | None]]:
    """The rule ages at which a guard on a count its writes play turns, by table size, and
    the counts so covered by clock name (``language.count_turns``)."""
    from ...language import count_turns

    # the ages an ordinary evening reaches by play are each kept (the next one too: a
    # countdown's turn inside a round comes one age after its turn at the round's end)
    ages, covered = count_turns(rule, COMPARING, TRACED, TURNS_KEPT, PLAYED - 2)
    return ages, {count_clock(n): v for n, v in covered.items()}


def _played_memory(books: Sequence[Any], age: int, sizes: frozenset[int] = frozenset()
                   ) -> list[tuple[tuple[int, ...], ...]]:
    """Every rule's own counts at the start of its round ``age`` as its writes play them
    (``simcounts.trace``; a count not played so: 0), for a fast-forward that starts the
    rule there: one preset for each table size of ``sizes`` (all when empty) that gives
    another; ``[()]`` when all are 0."""
    from ...language import count_value_at

    rows: dict[int, list[tuple[int, ...]]] = {n: [] for n in TABLE_SIZES}
    for book in books:
        for rule in book.rules:
            per: dict[int, list[int]] = {n: [] for n in TABLE_SIZES}
            for decl in rule.counts:
                played = count_value_at(rule, decl.name, age) or {}
                for n in TABLE_SIZES:
                    per[n].append(played.get(n, 0))
            for n in TABLE_SIZES:
                rows[n].append(tuple(per[n]))
    out = list(dict.fromkeys(tuple(r) for n, r in rows.items() if not sizes or n in sizes))
    return [m if any(any(x) for x in m) else () for m in out] or [()]


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
    slow = round_counts(books)
    laps = slow & set_back_counts(books)
    if laps:
        # a lap count: what it picks comes round once a lap, which an evening of eight
        # rounds may show once; the same-seat test needs it twice (docs/trial.md). Its
        # guards may be boundaries of its own clock or, where simcounts plays the count
        # round by round (a lap of the draw pile the deal leaves), of the rule's age
        longest = max(longest, PLAYED)
    for b in found:
        name = b.clock[len('count "'):-1] if b.clock.startswith("count ") else ""
        if name and (b.value > PLAYED_COUNT or (name in slow and b.value > PLAYED_ROUNDS)):
            memory = memory_at(books, name, b.value - 2)
            if any(any(m) for m in memory):
                forwards.append((1, 2, ACROSS + 1, 0, (0, 0, 0), memory))
            continue
        if name in rare:
            # an event's count: its guard is reached by starting the count there, and at
            # the number after it (a strict guard holds from there)
            for value in (b.value, b.value + 1):
                memory = memory_at(books, name, value)
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
                for memory in _played_memory(books, b.value - 1, _turning(books, b.value)):
                    forwards.append((1, 2, ACROSS + 1, b.value - 2, (0, 0, 0), memory))
        elif b.clock in COUNT_INDEX and b.value > PLAYED_COUNT:
            counts = [0, 0, 0]
            counts[COUNT_INDEX[b.clock]] = b.value - 2
            forwards.append((1, 2, ACROSS + 1, 0, (counts[0], counts[1], counts[2]), ()))
    together = _together(found, books, forwards)
    if together is not None:
        forwards.append(together)
    return Reach(longest, tuple(dict.fromkeys(forwards)))


def _together(found: Sequence[Boundary], books: Sequence[Any],
              forwards: Sequence[Forward]) -> Forward | None:
    """One fast-forward with every clock of ``found`` at its largest boundary at once: a
    guard that joins late clocks (``round.number is at least 13 and rule.rounds is at
    least 10``, two counts both past 8, four 7s cleared and an age of 6) holds only where
    all of them are late, which neither an ordinary evening nor a forward that moves one
    clock reaches. Each clock starts two before its boundary and the evening plays across
    it (an event's count, which play may not move, starts one past it). None for a book
    whose guards name fewer than two clocks that can be preset, or when a forward already
    starts every clock there."""
    rare = event_counts(books)
    late: dict[str, int] = {}
    for b in found:
        if b.clock != "round.turns":  # a turn count is reached by playing only
            late[b.clock] = max(late.get(b.clock, 0), b.value)
    if len(late) < 2:
        return None
    first = max(1, late.get("round.number", 0) - 2)
    age = max(0, late.get("rule.rounds", 0) - 2)
    counts = tuple(max(0, late.get(c, 0) - 2) for c in COUNT_INDEX)
    memory: tuple[tuple[int, ...], ...] = ()
    for clock, value in late.items():
        if clock.startswith("count "):
            name = clock[len('count "'):-1]
            at = memory_at(books, name, value + 1 if name in rare else max(0, value - 2))
            memory = at if not memory else tuple(
                tuple(max(a, b) for a, b in zip(mine, theirs, strict=True))
                for mine, theirs in zip(memory, at, strict=True))
    together = (first, first + 1, ACROSS + 1, age, (counts[0], counts[1], counts[2]), memory)
    moved = (first > 1) + (age > 0) + sum(c > 0 for c in counts) + sum(
        v > 0 for row in memory for v in row)
    if moved < 2 or together in forwards:  # an ordinary evening or one forward reaches it
        return None
    return together


def long_turns(found: Sequence[Boundary]) -> int:
    """The largest turn count of ``found`` at :data:`LONG_TURNS` or more (0: none): the
    trial compares the stalls of the rounds that long on their own
    (``measures.long_stalls``)."""
    return max((b.value for b in found if b.clock == "round.turns" and
                b.value >= LONG_TURNS), default=0)


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
