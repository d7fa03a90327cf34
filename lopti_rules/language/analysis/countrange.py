"""The range of a rule's own counts, worked out from the rule's writes and resets.

A count (``count "x" this round`` / ``this session``) is the rule's memory: it starts
at 0 when the rule takes effect, a ``this round`` one is set back to 0 as each round
starts, and only the rule's own ``add``, ``set`` and ``reset`` change it (docs/language.md,
"Counting and memory"). So its range is known from the rule alone: :func:`count_ranges`
runs every hook of the rule over intervals (an abstract interpretation), from the value
every hook may start with, until nothing changes:

- ``reset`` makes it 0, ``set "x" to E`` the range of ``E``, ``add E to "x"`` adds the
  range of ``E`` (a count in ``E`` read at its range at that point);
- an ``if`` on the count (``count "x" is 3``, ``is at least 5``, ``is less than``, ``one
  of``, with ``and``/``or``/``not``) narrows it in each branch, so "add 1, and at 3 reset"
  stays within 0..3;
- a ``repeat`` or ``for each`` body runs any number of times (a fixed point);
- a value that can still grow after a few passes of every hook grows to the next
  number the rule names (a guard's: ``if count "x" is less than 40``), and past the last
  one without bound (the widening): a ``this round`` count may be added to on each of
  a round's events (up to the engine's 25,000-turn safety cap), a ``this session`` one
  on each event of every round, so both reach past any limit a hook reads them
  against (52 cards, 100 repeats); the sandbox stops a hook at any number beyond
  ``MAX_INT``, so that is where the range ends.

The ranges hold at every point of every hook (the join of every value seen), which is
what :class:`limits.Numbers` needs to bound ``repeat count "x" times`` (LP921), a draw of
``count "x"`` cards (LP914) and sums with a count (LP915).

:func:`table_numbers` works the same out on the base game's table at a given number of
seats, for the trial's boundaries (tools/trial/bounds.py): what the deal leaves is known
(R-SETUP-2: each player holds 3 face-down, 3 face-up and 3 hand cards, the draw pile the
rest, the pile empty, nothing played yet) and the table size is the one played, so
``set "nine" to cards of dealer`` at the deal is 9 and ``set "deck" to table.draw_pile``
52 - 9n. Those are the values a guard is crossed at, not bounds a check may rely on
(another rule's deal hook may move cards first), so the validator does not use them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from ..catalogue import vocabulary
from ..tree import nodes
from . import limits

#: A count's smallest and largest value (both known: a number is within MAX_INT).
Range = tuple[int, int]
#: Each count's range at one point of a hook; None: the point is never reached.
State = dict[str, Range] | None

#: Passes over a loop body, or over the whole rule, before a growing range is widened.
_PASSES = 3
#: Comparison operators with their negation and their mirror (``a < b`` is ``b > a``).
_NEGATE = {"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}
_MIRROR = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}


def _cap() -> int:
    return limits.sandbox_limits()["integer"]


def _clamp(low: int | None, high: int | None) -> Range:
    cap = _cap()
    return (max(low, -cap) if low is not None else -cap,
            min(high, cap) if high is not None else cap)


def _join(a: State, b: State) -> State:
    if a is None:
        return b
    if b is None:
        return a
    return {k: (min(a[k][0], b[k][0]), max(a[k][1], b[k][1])) for k in a}


def _widen(old: State, new: State, steps: Sequence[int]) -> State:
    """``new`` with every bound that moved past ``old`` pushed to the next of ``steps``
    (the numbers the rule names, so a guard such as ``is less than 40`` is found), else
    to the sandbox's cap."""
    if old is None or new is None:
        return new
    cap = _cap()

    def up(value: int) -> int:
        return next((step for step in steps if step >= value), cap)

    def down(value: int) -> int:
        return next((step for step in reversed(steps) if step <= value), -cap)

    return {k: (new[k][0] if new[k][0] >= old[k][0] else down(new[k][0]),
                new[k][1] if new[k][1] <= old[k][1] else up(new[k][1])) for k in new}


class _Interpreter:
    """Runs one rule's hooks over count intervals; ``seen`` joins every value reached."""

    def __init__(self, rule: nodes.Rule,
                 numbers: Callable[[nodes.Hook], limits.Numbers] | None = None) -> None:
        self.names = {decl.name for decl in rule.counts}
        #: the ranges of what a hook reads besides the counts (its event's, the table's)
        self.numbers = numbers or (lambda hook: limits.Numbers(hook.event))
        self.seen: State = {name: (0, 0) for name in self.names}
        self.nums = limits.Numbers("")
        self.entry: dict[str, Range] = {}  #: what a hook may start with (after run)
        #: each statement's ranges where it starts, by id() (the join over every pass)
        self.at: dict[int, dict[str, Range]] = {}
        #: where a growing bound may stop: each number the rule names, one below and above
        self.steps = sorted({n + d for node in rule.walk() if isinstance(node, nodes.Number)
                             for n in (node.value,) for d in (-1, 0, 1)})

    def value(self, expr: nodes.Expr, state: dict[str, Range]) -> Range:
        """The range of ``expr`` at a point where the counts are within ``state``."""
        if isinstance(expr, nodes.CountRef):
            return state.get(expr.name, _clamp(None, None))
        if isinstance(expr, nodes.Arith):
            (lo1, hi1), (lo2, hi2) = self.value(expr.left, state), self.value(expr.right, state)
            if expr.op == "-":
                lo2, hi2 = -hi2, -lo2
            return _clamp(lo1 + lo2, hi1 + hi2)
        return _clamp(*self.nums.bounds(expr))

    def record(self, state: dict[str, Range]) -> None:
        self.seen = _join(self.seen, state)

    # ------------------------------------------------------------ conditions
    def narrow(self, cond: nodes.Expr | None, state: State, holds: bool) -> State:
        """``state`` where ``cond`` is ``holds`` (None: it never is)."""
        if cond is None or state is None:
            return state
        if isinstance(cond, nodes.Not):
            return self.narrow(cond.operand, state, not holds)
        if isinstance(cond, nodes.BoolOp):
            if (cond.op == "and") == holds:  # every operand is `holds`
                for operand in cond.operands:
                    state = self.narrow(operand, state, holds)
                return state
            found: State = None  # some operand is `holds`
            for operand in cond.operands:
                found = _join(found, self.narrow(operand, state, holds))
            return found
        if isinstance(cond, nodes.Compare):
            op = cond.op if holds else _NEGATE.get(cond.op, "")
            if isinstance(cond.left, nodes.CountRef):
                return self._compare(cond.left.name, op, cond.right, state)
            if isinstance(cond.right, nodes.CountRef):
                return self._compare(cond.right.name, _MIRROR.get(op, ""), cond.left, state)
        if isinstance(cond, nodes.OneOf) and isinstance(cond.item, nodes.CountRef) and \
                holds != cond.negated and cond.item.name in state:
            hull: Range | None = None
            for option in cond.options:
                lo, hi = self.value(option, state)
                hull = (lo, hi) if hull is None else (min(hull[0], lo), max(hull[1], hi))
            if hull is not None:
                return self._within(cond.item.name, hull[0], hull[1], state)
        return state

    def _compare(self, name: str, op: str, other: nodes.Expr,
                 state: dict[str, Range]) -> State:
        if name not in state:
            return state
        lo, hi = self.value(other, state)
        cap = _cap()
        bounds = {"==": (lo, hi), "<": (-cap, hi - 1), "<=": (-cap, hi),
                  ">": (lo + 1, cap), ">=": (lo, cap)}
        if op in bounds:
            return self._within(name, *bounds[op], state)
        if op == "!=" and lo == hi:
            low, high = state[name]
            if low == lo == high:
                return None
            return {**state, name: (low + (low == lo), high - (high == lo))}
        return state

    @staticmethod
    def _within(name: str, low: int, high: int, state: dict[str, Range]) -> State:
        old_low, old_high = state[name]
        low, high = max(low, old_low), min(high, old_high)
        return None if low > high else {**state, name: (low, high)}

    # ------------------------------------------------------------ statements
    def block(self, body: Sequence[nodes.Stmt], state: State) -> State:
        for stmt in body:
            if state is not None:
                joined = _join(self.at.get(id(stmt)), state)
                assert joined is not None
                self.at[id(stmt)] = joined
            state = self.statement(stmt, state)
        return state

    def statement(self, stmt: nodes.Stmt, state: State) -> State:
        if state is None:
            return None
        if isinstance(stmt, nodes.CountChange) and stmt.name in state:
            if stmt.kind == "reset" or stmt.amount is None:
                new = (0, 0)
            elif stmt.kind == "set":
                new = self.value(stmt.amount, state)
            else:
                (lo, hi), (dlo, dhi) = state[stmt.name], self.value(stmt.amount, state)
                new = _clamp(lo + dlo, hi + dhi)
            state = {**state, stmt.name: new}
            self.record(state)
            return state
        if isinstance(stmt, nodes.If):
            then = self.block(stmt.then, self.narrow(stmt.condition, state, True))
            orelse = self.block(stmt.orelse, self.narrow(stmt.condition, state, False))
            return _join(then, orelse)
        if isinstance(stmt, nodes.Repeat | nodes.ForEach | nodes.Loop):
            return self.loop(stmt.body, state)
        return state

    def loop(self, body: Sequence[nodes.Stmt], state: State) -> State:
        """The state after a body that runs any number of times, from ``state``."""
        passes = 0
        while True:  # ends: after _PASSES passes every bound that moves goes to the cap
            after = _join(state, self.block(body, state))
            if after == state:
                return state
            passes += 1
            state = after if passes <= _PASSES else _widen(state, after, self.steps)

    # ------------------------------------------------------------ the rule
    def run(self, rule: nodes.Rule) -> dict[str, Range]:
        entry: State = {name: (0, 0) for name in self.names}
        passes = 0
        while True:  # ends as loop() does
            exits = entry
            for hook in rule.hooks:
                self.nums = self.numbers(hook)
                start = self.narrow(hook.condition, entry, True)
                exits = _join(exits, self.block(hook.body, start))
            if exits == entry:
                break
            passes += 1
            entry = exits if passes <= _PASSES else _widen(entry, exits, self.steps)
        assert self.seen is not None and entry is not None
        self.entry = entry
        return dict(self.seen)


#: Ranges already worked out, by id() of the rule, the rule kept beside them (every check
#: family asks for each hook; rules are not hashable). Emptied when it holds _KEPT rules.
_KNOWN: dict[int, tuple[nodes.Rule, Mapping[str, Range]]] = {}
_POINTS: dict[int, tuple[nodes.Rule, Mapping[int, Mapping[str, Range]]]] = {}
_KEPT = 256


def entry_ranges(rule: nodes.Rule) -> Mapping[str, Range]:
    """Each count's range when a hook of ``rule`` starts (within :func:`count_ranges`)."""
    if not rule.counts:
        return {}
    interpreter = _Interpreter(rule)
    interpreter.run(rule)
    return interpreter.entry


def count_ranges(rule: nodes.Rule) -> Mapping[str, Range]:
    """Each declared count of ``rule`` by name: its smallest and largest value anywhere in
    its hooks (a count that can keep growing ends at the sandbox's ``MAX_INT``)."""
    if not rule.counts:
        return {}
    kept = _KNOWN.get(id(rule))
    if kept is not None and kept[0] is rule:
        return kept[1]
    if len(_KNOWN) >= _KEPT:
        _KNOWN.clear()
    found = _Interpreter(rule).run(rule)
    _KNOWN[id(rule)] = (rule, found)
    return found


def point_ranges(rule: nodes.Rule) -> Mapping[int, Mapping[str, Range]]:
    """Each statement of ``rule``'s hooks, by id(), with each count's range where the
    statement starts: within :func:`count_ranges`, narrowed by the enclosing ``if``s
    ("add 1 to "c"; if count "c" is at most 3: draw count "c" cards" draws at most 3,
    though "c" itself keeps growing). A statement never reached is left out."""
    if not rule.counts:
        return {}
    kept = _POINTS.get(id(rule))
    if kept is not None and kept[0] is rule:
        return kept[1]
    if len(_POINTS) >= _KEPT:
        _POINTS.clear()
    interpreter = _Interpreter(rule)
    interpreter.run(rule)
    _POINTS[id(rule)] = (rule, interpreter.at)
    return interpreter.at


class _Dealt(limits.Numbers):
    """:class:`limits.Numbers` on the base game's table at ``players`` seats: the table
    size is ``players``, and in a hook after the deal what the deal leaves (R-SETUP-2;
    before it the whole deck is the draw pile and nobody holds a card)."""

    def __init__(self, hook: nodes.Hook, players: int,
                 counts: Mapping[str, Range] | None = None) -> None:
        super().__init__(hook.event, counts)
        from ...engine import OFFICIAL

        self.players = players
        dealt = hook.event == "deal" and hook.timing == "after"
        held = {"hand": OFFICIAL.hand_size, "face_up": OFFICIAL.face_up,
                "face_down": OFFICIAL.face_down}
        held["cards"] = sum(held.values())
        deck = vocabulary.DECK
        #: what a player holds by measure; what the table shows by (namespace, name)
        self.held = held if dealt else dict.fromkeys(held, 0) if hook.event == "deal" else {}
        self.fixed: dict[tuple[str, str], int] = {
            ("table", "players"): players, ("deal", "players"): players,
            ("round_end", "players"): players}
        if hook.event == "deal":
            self.fixed |= {("table", "pile"): 0, ("table", "cleared"): 0,
                           ("table", "players_in"): players,
                           ("table", "draw_pile"): deck - held["cards"] * players
                           if dealt else deck}
            self.fixed |= {("round", name): 0 for name in vocabulary.TABLE["round"]
                           if name != "number"}

    def _work_out(self, expr: nodes.Expr) -> limits.Bounds:
        if isinstance(expr, nodes.CountRef):  # a count that can keep growing: no bound
            low, high = self.counts.get(expr.name, (None, None))
            cap = _cap()
            return (low if low is not None and low > -cap else None,
                    high if high is not None and high < cap else None)
        if isinstance(expr, nodes.Attribute) and (expr.namespace, expr.name) in self.fixed:
            value = self.fixed[(expr.namespace, expr.name)]
            return value, value
        if isinstance(expr, nodes.Measure) and expr.measure in self.held:
            value = self.held[expr.measure]
            return value, value
        return super()._work_out(expr)


def _set_at_deal(rule: nodes.Rule) -> dict[str, list[tuple[nodes.Hook, nodes.Expr]]]:
    """The counts of ``rule`` written only by a ``set`` at the top of an ``after deal`` hook
    without a condition, with each hook and value: from the deal on, every round, the
    count holds that value (the 0 it starts with is gone before play)."""
    out: dict[str, list[tuple[nodes.Hook, nodes.Expr]]] = {}
    other: set[str] = set()
    for hook in rule.hooks:
        top = hook.event == "deal" and hook.timing == "after" and hook.condition is None
        for stmt in hook.walk():
            if not isinstance(stmt, nodes.CountChange):
                continue
            if top and stmt in hook.body and stmt.kind == "set" and stmt.amount is not None:
                out.setdefault(stmt.name, []).append((hook, stmt.amount))
            else:
                other.add(stmt.name)
    return {name: writes for name, writes in out.items() if name not in other}


def table_ranges(rule: nodes.Rule, players: int) -> Mapping[str, Range]:
    """Each declared count of ``rule`` by name: its range on the base game's table at
    ``players`` seats (:func:`count_ranges` with what the deal leaves known: module text;
    a count set at every deal is the range of what it is set to). For the trial's
    boundaries only: another rule may change the table first."""
    if not rule.counts:
        return {}
    found = dict(_Interpreter(rule, lambda hook: _Dealt(hook, players)).run(rule))
    for name, writes in _set_at_deal(rule).items():
        values = [_Dealt(hook, players, found).bounds(amount) for hook, amount in writes]
        lows, highs = [lo for lo, _ in values], [hi for _, hi in values]
        if None not in lows and None not in highs:
            found[name] = (min(lo for lo in lows if lo is not None),
                           max(hi for hi in highs if hi is not None))
    return found


def dealt_counts(rule: nodes.Rule) -> frozenset[str]:
    """The counts of ``rule`` set at every deal (:func:`table_ranges`): starting one at a
    number reaches nothing, the deal writes it again."""
    return frozenset(_set_at_deal(rule))


def table_numbers(rule: nodes.Rule, hook: nodes.Hook, players: int) -> limits.Numbers:
    """The ranges of what ``hook`` of ``rule`` reads on the base game's table at ``players``
    seats: its counts (:func:`table_ranges`), the table size, and what the deal leaves
    (``numbers.bounds(expr)``; for the trial's boundaries only)."""
    return _Dealt(hook, players, table_ranges(rule, players))
