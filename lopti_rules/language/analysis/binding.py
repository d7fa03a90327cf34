"""Who a role can be bound to under a hook's conditions: person proxies (R-CUSTOM-4).

A role is a person in disguise when, under the conditions in force where it is
named, it can only ever be bound to one fixed seat or one fixed person of the
session. :func:`bindings` lists every role a hook names with the conditions in force
there (the hook's ``when``, the enclosing ``if`` conditions, an ``else`` branch's
negated condition); :func:`pin` says whether such a binding is pinned, and by which
facts. The precise rule (docs/language.md, "Roles pinned by their conditions"):

* **The dealer moves one seat a round** (R-SETUP-4): at ``n`` players the dealer of
  round ``r`` sits ``r - 1`` seats after the first dealer, so rounds congruent mod ``n``
  share a dealer. ``dealer`` is pinned when, for some table size ``n`` of 2 to 5 (the
  ones ``table.players``, ``deal.players`` or ``round_end.players`` in the conditions
  allow), every round in which the conditions can hold is congruent mod ``n``: a
  condition that holds in at most one round pins it at every size; ``round.number is
  one of 1, 5, 9`` pins it at 4 (and 2) players; ``round.number is odd`` at 2.
* **The leader** (the acting player of a ``deal`` hook, of a ``turn`` hook whose
  conditions force ``turn.number is 1`` or ``round.plays is 0`` (no play yet: the
  leader must play on the empty table, R-TURN-3), of a ``play`` hook forcing ``round.plays is
  1``, of a ``turn_end`` hook forcing ``turn_end.number is 1``, or of any of the three
  forcing ``round.turns is 1``: the round's first turn) and the players
  ``next``/``previous`` to it are pinned when the conditions hold only in the
  session's first round (the first dealer leads, R-SETUP-4), or only in
  the rule's first round: then the leader is the last winner, who is the rule's
  creator (R-CUSTOM-1: the winner invents the rule).
* **The last winner** is pinned when the conditions hold only in the rule's first
  round (``rule.rounds is 1``): the previous round's winner is the creator.
* **The player with the most (or fewest) cards** in a ``deal`` hook: every player
  holds as many cards then, and a tie goes to the acting player, the leader, so the
  role is pinned exactly when the leader is.
* **A relative role** (``player left of the dealer``, ``next player after the
  leader``: issue 14) is as pinned as the role it is beside: the seat next to one
  fixed seat is one fixed seat too. It is reported once, as the whole phrase.

"Can hold" is three-valued: a condition on anything else (ranks, counts, roles) may
hold or not, so ``round.number is 1 and play.rank is 8`` still pins the dealer (the
extra fact decides *whether*, not *who*) while ``round.number is 1 or play.rank is 8``
does not. Rounds are not counted one by one: a condition made of comparisons, ``one
of``, parity, multiples, sums and ``and``/``or``/``not`` changes truth only where a
comparison crosses its boundary and otherwise repeats with the period of its parities
and multiples (and the dealer's rotation, 60 rounds), so it is tried at the rounds
around each boundary, two periods after each (:func:`boundary_points`); the work grows
with the number of comparisons, never with the size of their numbers (issue 26).
Conditions whose numbers add up to more than :data:`MAX_ROUNDS` rounds are not analysed
(no session is that long). When the conditions read both ``round.number`` and
``rule.rounds``, every round the rule may have been announced in (``rule.rounds =
round.number - k``) is tried: each offset ``k`` at which they can hold, one by one up to
:data:`MAX_OFFSETS`, all together beyond (a comparison of one with the other is still
tried offset by offset, within :data:`MAX_ROUNDS`); a condition on ``round.number``
alone is judged over the whole session (a rule may hold from round 1 when it returns at
setup, R-SESSION-2).
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..tree import nodes
from ..tree.substitute import substituted

#: Table sizes of Lopti (R-SETUP-1).
PLAYER_COUNTS = (2, 3, 4, 5)
#: One period of every table size's dealer rotation (lcm of 2..5), twice.
SPAN = 120
#: The furthest round the analysis tries; numbers beyond it are no session's.
MAX_ROUNDS = 4000
#: Attributes that say how many players sit at the table.
PLAYER_ATTRIBUTES = (("table", "players"), ("deal", "players"), ("round_end", "players"))
ROUND = ("round", "number")
AGE = ("rule", "rounds")


@dataclass(frozen=True, slots=True)
class Binding:
    """A role a hook names, and the conditions in force where it is named."""

    role: nodes.Role
    facts: tuple[nodes.Expr, ...]
    #: the role only speaks (``dealer says "Good luck!"``): speech costs and gives nobody
    #: anything, so a pinned speaker singles nobody out (its text is the free-text judge's)
    speaks: bool = False
    #: the role is only handed cards another player gives (``... gives 1 card to next
    #: player``): the giver sheds, so a tie-break that lands it on the leader is no favour
    #: to the creator (roundguard.tie_break_pin)
    receives: bool = False
    #: read for the surplus of the rule's first moment: the role's action is sized by a
    #: clock of the rule's own life and shrinks as it grows (``3 - rule.rounds`` cards), so
    #: what its first round does beyond the later ones is done there only (:func:`surplus`)
    shrinks: bool = False

    @property
    def affects(self) -> bool:
        """Whether what the role does here costs or benefits its player."""
        return not self.speaks


@dataclass(frozen=True, slots=True)
class Pin:
    """Why a binding is one fixed person: the code, what it is bound to, the witness."""

    code: str  #: LP305 (a fixed seat by round number) or LP306 (the creator by rule age)
    who: str  #: "the dealer", "the leader", "the last winner" ...
    witness: str  #: the concrete table: "at 4 players the dealer of rounds 1, 5, 9 ..."
    #: the session rounds (at most two) a table can watch it in: the same seat each time
    rounds: tuple[int, ...] = (1,)
    players: int = 3  #: a table size at which it is pinned
    rule_round: int = 1  #: the rule's own round (``rule.rounds``) in ``rounds[0]``


def seat_roles(book: nodes.RuleBook) -> Iterator[tuple[nodes.Rule, nodes.Hook, nodes.Role]]:
    """Every fixed seat of ``book`` (``seat 2``, ``the second seat``: LP302) with its rule
    and hook, in source order; the LP302 witness finder plays them (tools/audit)."""
    for rule in book.rules:
        for hook in rule.hooks:
            for found in bindings(hook):
                if found.role.kind == "seat":
                    yield rule, hook, found.role


def compared_numbers(node: nodes.Node, attribute: tuple[str, str]) -> Iterator[int]:
    """The whole numbers ``node`` (a book, a hook, a condition) compares ``attribute``
    (``("round", "turns")``) with: ``is more than 1000``, ``is one of 5, 6``; in source
    order. The LP210 search plays its tables at them (tools/audit/blocking.py)."""
    def named(e: nodes.Node) -> bool:
        return isinstance(e, nodes.Attribute) and (e.namespace, e.name) == attribute

    for sub in node.walk():
        if isinstance(sub, nodes.Compare) and (named(sub.left) or named(sub.right)):
            yield from (x.value for x in (sub.left, sub.right) if isinstance(x, nodes.Number))
        elif isinstance(sub, nodes.OneOf) and named(sub.item):
            yield from (x.value for x in sub.options if isinstance(x, nodes.Number))


def compared_counts(book: nodes.RuleBook) -> Iterator[tuple[str, str, int]]:
    """(rule, count, number) for every whole number a rule's condition compares one of its
    own counts with (``count "eights" is at least 2``), in source order. The LP210 search
    starts tables with the count there (tools/audit/blocking.py)."""
    for rule in book.rules:
        for sub in rule.walk():
            if isinstance(sub, nodes.Compare):
                sides = (sub.left, sub.right)
                refs = [x for x in sides if isinstance(x, nodes.CountRef)]
                numbers = [x.value for x in sides if isinstance(x, nodes.Number)]
            elif isinstance(sub, nodes.OneOf) and isinstance(sub.item, nodes.CountRef):
                refs = [sub.item]
                numbers = [x.value for x in sub.options if isinstance(x, nodes.Number)]
            else:
                continue
            for ref in refs:
                for n in numbers:
                    yield rule.name, ref.name, n


def bindings(hook: nodes.Hook, surplus: bool = False) -> Iterator[Binding]:
    """Every role ``hook`` names, in source order, with the conditions in force there (a
    count of the rule that stands in for a clock is read as the clock by
    ``standins.rule_bindings``); ``surplus``: also each role whose action's size shrinks
    with a clock of the rule's life, read at the clock's start (:func:`surplus`; the
    pins of LP305-LP307 read them, the standings' checks do not)."""
    facts: list[nodes.Expr] = []
    if hook.condition is not None:
        facts.append(_decided(hook.condition, hook))
        yield from _roles_in(hook.condition, tuple(facts))
    yield from (found for found in _block(hook.body, facts, hook)
                if surplus or not found.shrinks)


def _decided(e: nodes.Expr, hook: nodes.Hook) -> nodes.Expr:
    """``e`` with its parts the game decides folded (``meaningseats.folded``)."""
    from .meaning import truth
    from .meaningseats import folded

    return folded(e, hook.timing, hook.event, truth)


def guarded(hook: nodes.Hook) -> Iterator[tuple[nodes.Stmt, tuple[nodes.Expr, ...]]]:
    """Every simple statement of ``hook`` with the conditions in force where it stands
    (the hook's ``when``, the enclosing ``if`` conditions, an ``else``'s negation)."""
    def walk(body: Sequence[nodes.Stmt], facts: tuple[nodes.Expr, ...]
             ) -> Iterator[tuple[nodes.Stmt, tuple[nodes.Expr, ...]]]:
        for stmt in body:
            if isinstance(stmt, nodes.If):
                yield from walk(stmt.then, (*facts, stmt.condition))
                yield from walk(stmt.orelse, (*facts, nodes.Not(operand=stmt.condition)))
            elif isinstance(stmt, nodes.Repeat | nodes.Loop | nodes.ForEach):
                yield from walk(stmt.body, facts)
            else:
                yield stmt, pinned(facts)

    yield from walk(hook.body, (hook.condition,) if hook.condition is not None else ())


def conjuncts(guards: Sequence[tuple[nodes.Expr, bool]]) -> list[tuple[nodes.Expr, bool]]:
    """The guards, each that must hold whole split into the parts that must each hold:
    ``a and b`` that must hold, ``a or b`` that must not (``not`` turned over)."""
    out: list[tuple[nodes.Expr, bool]] = []
    todo = list(reversed(guards))
    while todo:
        g, want = todo.pop()
        if isinstance(g, nodes.Not):
            todo.append((g.operand, not want))
        elif isinstance(g, nodes.BoolOp) and g.op == ("and" if want else "or"):
            todo += [(x, want) for x in reversed(g.operands)]
        else:
            out.append((g, want))
    return out


def pinned(facts: tuple[nodes.Expr, ...]) -> tuple[nodes.Expr, ...]:
    """``facts`` (which all hold) with each attribute one of them pins to a number
    (``turn.number is 2``) written as that number in the others: ``turn.number is 2 and
    rule.rounds is less than turn.number`` reads as ``rule.rounds is less than 2``, the
    rule's first round, as plainly as if it were written so. All hold at one moment, so
    the pinned value is the value the others read: the same conditions, spelt with one
    attribute fewer. Facts with no such pin come back as they are."""
    # the parts that must each hold; one that must fail is itself a fact that holds
    parts = [g if want else nodes.Not(operand=g)
             for g, want in conjuncts([(f, True) for f in facts])]
    pins: dict[tuple[str, str], nodes.Expr] = {}
    for f in parts:
        pin = _pin(f)
        if pin is not None:
            pins.setdefault(*pin)
    if not pins:
        return facts

    def swap(n: nodes.Node) -> nodes.Node | None:
        if isinstance(n, nodes.Attribute) and (n.namespace, n.name) in pins:
            return pins[(n.namespace, n.name)]
        return None

    out = tuple(f if _pin(f) is not None else substituted(f, swap) for f in parts)
    return facts if all(a is b for a, b in zip(out, parts, strict=True)) and \
        len(parts) == len(facts) else out


def _pin(f: nodes.Expr) -> tuple[tuple[str, str], nodes.Expr] | None:
    """``(attribute, number)`` when ``f`` is ``attribute is number`` (either way round)."""
    if not isinstance(f, nodes.Compare) or f.op != "==":
        return None
    for a, b in ((f.left, f.right), (f.right, f.left)):
        if isinstance(a, nodes.Attribute) and isinstance(b, nodes.Number | nodes.RankLit):
            return (a.namespace, a.name), b
    return None


def round_ladder(*hooks: nodes.Hook) -> tuple[nodes.CountChange, list[int]] | None:
    """A count these hooks (one rule's hooks on one event: each fires once, one after the
    other, so rungs may be hooks of their own) change by an amount that steps with
    ``round.number`` (a ladder: ``if round.number is at least 2: add 1``, ``... at least
    3: add 1`` ...), as its first change and the change one firing makes in rounds 1,
    2, 3 ...; None when no count's change takes more than two values (before and after
    one fixed round is a fair "from round 5 on"). What the count can hold is read, not
    how it is spelt."""
    changes: dict[str, list[tuple[nodes.CountChange, tuple[nodes.Expr, ...]]]] = {}
    for hook in hooks:
        for stmt, facts in guarded(hook):
            if isinstance(stmt, nodes.CountChange):
                changes.setdefault(stmt.name, []).append((stmt, facts))
    for found in changes.values():
        rounded = [f for _c, facts in found for f in facts if ROUND in _reads([f])]
        if len(found) < 2 or not rounded:
            continue
        horizon = _numbers(rounded) + 3
        if horizon > MAX_ROUNDS:
            continue
        steps = []
        for r in range(1, horizon + 1):
            amount: int | None = 0
            for change, facts in found:
                if not all(value(f, {ROUND: r}) is not False for f in facts
                           if ROUND in _reads([f])):
                    continue
                by = _int(value(change.amount, {})) if change.amount is not None else 0
                if by is None or amount is None:
                    amount = None
                elif change.kind == "add":
                    amount += by
                else:  # set or reset: what it holds from here
                    amount = by
            if amount is None:
                break
            steps.append(amount)
        else:
            if len(set(steps)) > 2:
                return found[0][0], steps
    return None


#: Events every round has before it ends: a hook on one of them under ``rule.fired is 0``
#: fires first in the rule's first round (its deal, its first turn; the winner's take-up
#: of their face-up cards and blind flips, R-FACE-1, R-FACE-2, and going out, R-WIN-4:
#: nobody wins a round without them).
EVERY_ROUND_EVENTS = ("deal", "turn", "play", "turn_end", "take_up", "flip", "out")


#: The rule's own tallies, 0 when it takes effect and growing from there: its firings,
#: and the clears and pickups since (every round of Lopti has a pickup or a clear: nine
#: cards a player do not go out in rising plays alone)
RULE_TALLIES = (("rule", "fired"), ("rule", "clears"), ("rule", "pickups"))


def rule_first_firing_only(facts: Sequence[nodes.Expr], event: str) -> bool:
    """Whether ``facts`` of a hook on ``event`` can hold only at the rule's first firing
    (``rule.fired is 0``, ``rule.fired is less than 1``) or while none of its tallies has
    moved (``rule.pickups + rule.clears is 0``) on an event every round has
    (:data:`EVERY_ROUND_EVENTS`): its first firing falls in the rule's first round. The
    tallies only grow, so a condition that holds with all of them at 0 and fails when any
    one it reads has moved (none subtracted: a sum, not a difference) holds then only."""
    read = [t for t in RULE_TALLIES if t in _reads(facts)]
    if event not in EVERY_ROUND_EVENTS or not read or any(
            isinstance(n, nodes.Arith) and n.op == "-" and
            any(isinstance(a, nodes.Attribute) and (a.namespace, a.name) in read
                for a in n.right.walk())
            for f in facts for n in f.walk()):
        return False
    horizon = _numbers(facts) + 3
    if horizon > MAX_ROUNDS:
        return False
    start = dict.fromkeys(read, 0)
    return all(value(f, start) is not False for f in facts) and all(
        any(value(f, {**start, t: v}) is False for f in facts)
        for t in read for v in range(1, horizon + 1))


def rule_first_round_only(facts: Sequence[nodes.Expr]) -> bool:
    """Whether ``facts`` read the rule's age and can hold only in the rule's first round
    (``rule.rounds is 1``, ``rule.rounds is at most 1``), at any announcement round."""
    if AGE not in _reads(facts):
        return False
    found = rounds(tuple(facts))
    return found is not None and bool(found.by_case) and all(
        a == 1 for pairs in found.by_case.values() for _r, a in pairs)


def effect_ladder(*hooks: nodes.Hook) -> tuple[nodes.Stmt, list[tuple[int, int]]] | None:
    """An effect of these hooks (one rule's hooks on one event) whose size steps with
    ``round.number`` (an ``if``/``else`` ladder: round 2 draws 1, round 3 draws 2, from
    round 4 on 3 ...): its first statement, and the size of what one firing does at the
    rounds where it can change (``(round, size)``, from round 1: the whole numbers its
    statements name, 1 for a statement that names none, summed over the statements the
    round's conditions let through). None unless the size takes more than two values
    (before and after one fixed round is a fair "from round 5 on") and only shrinks with
    the round, or climbs through them (:func:`_climbs`, whether or not it drops back at
    a later round): a cost that keeps rising with the rounds played, those before the
    rule existed too (R-CUSTOM-3). The rounds looked at are the conditions'
    :func:`boundary_points`, so the work does not grow with the numbers they name."""
    found: list[tuple[nodes.Stmt, tuple[nodes.Expr, ...]]] = []
    for hook in hooks:
        for stmt, facts in guarded(hook):
            if not isinstance(stmt, nodes.CountChange | nodes.Say):
                found.append((stmt, facts))
    return statement_ladder(found)


def statement_ladder(found: Sequence[tuple[nodes.Stmt, tuple[nodes.Expr, ...]]]
                     ) -> tuple[nodes.Stmt, list[tuple[int, int]]] | None:
    """:func:`effect_ladder` of these statements, each with the conditions in force where
    it stands (:func:`guarded`): the whole book's statements of one effect too, split
    over rules and files (``checks/retro.py``)."""
    rounded = [f for _s, facts in found for f in facts if ROUND in _reads([f])]
    if len(found) < 2 or not rounded:
        return None
    # a rung may add the table size (``round.number + table.players is at least 6``):
    # each table size is read on its own
    sizes_read = set(PLAYER_ATTRIBUTES) & _reads(rounded)
    for n in (PLAYER_COUNTS if sizes_read else (None,)):
        table: Env = dict.fromkeys(PLAYER_ATTRIBUTES, n) if n is not None else {}
        found_at = _ladder_at(found, rounded, table)
        if found_at is not None:
            return found_at
    return None


def _ladder_at(found: Sequence[tuple[nodes.Stmt, tuple[nodes.Expr, ...]]],
               rounded: Sequence[nodes.Expr], table: Env
               ) -> tuple[nodes.Stmt, list[tuple[int, int]]] | None:
    """:func:`statement_ladder` at one table size (``table``: its attributes)."""
    fixed: dict[tuple[str, str], Linear] = {a: (0, v) for a, v in table.items()}
    points = boundary_points(rounded, ROUND, subst=fixed or None)
    if points is None:
        return None
    steps = []
    for r in sorted(points):
        size = 0
        for stmt, facts in found:
            if all(value(f, {**table, ROUND: r}) is not False for f in facts
                   if ROUND in _reads([f])):
                size += sum(abs(n.value) for n in stmt.walk()
                            if isinstance(n, nodes.Number)) or 1
        steps.append((r, size))
    sizes = [v for _r, v in steps]
    falling = all(a >= b for a, b in zip(sizes, sizes[1:], strict=False))
    if (len(set(sizes)) > 2 and falling) or _climbs(sizes):
        return found[0][0], steps
    return None


def _climbs(sizes: Sequence[int]) -> bool:
    """Whether ``sizes`` (by round) climb through more than two values without falling
    between: a ladder, whether or not it drops back at some later round (``one of 2 ..
    9``, ``3 .. 9``, ``4 .. 9``: 0, 1, 2, 3, then 0 from round 10; issue 29). A window
    (one size between two rounds) or fixed rounds apart climb through two."""
    run = {sizes[0]} if sizes else set()
    for a, b in zip(sizes, sizes[1:], strict=False):
        run = run | {b} if b >= a else {b}
        if len(run) > 2:
            return True
    return False


def _block(body: Sequence[nodes.Stmt], facts: list[nodes.Expr], hook: nodes.Hook
           ) -> Iterator[Binding]:
    for stmt in body:
        if isinstance(stmt, nodes.If):
            yield from _roles_in(stmt.condition, tuple(facts))
            condition = _decided(stmt.condition, hook)
            yield from _block(stmt.then, [*facts, condition], hook)
            negated = nodes.Not(operand=condition)
            yield from _block(stmt.orelse, [*facts, negated], hook)
        elif isinstance(stmt, nodes.Repeat | nodes.Loop | nodes.ForEach):
            for child in stmt.children():
                if not isinstance(child, nodes.Stmt):
                    yield from _roles_in(child, tuple(facts))
            yield from _block(stmt.body, facts, hook)
        else:
            yield from _roles_in(stmt, tuple(facts))
        amount = getattr(stmt, "count", None)
        first = surplus(amount) if isinstance(amount, nodes.Expr) and \
            not isinstance(stmt, nodes.Restrict) else None
        if first is not None:  # the first moment's surplus, read as a rule of its own
            more = [*facts, first]
            found_all = _block(stmt.body, more, hook) if isinstance(stmt, nodes.Repeat) \
                else _roles_in(stmt, tuple(more))
            for found in found_all:
                yield Binding(found.role, found.facts, found.speaks, found.receives, True)


def slope(e: nodes.Expr, attr: tuple[str, str]) -> int | None:
    """How much ``e`` grows when ``attr`` grows by one, every other value held (a sum or
    difference of numbers, attributes and counts); None when ``e`` is not such a sum."""
    if isinstance(e, nodes.Number | nodes.RankLit):
        return 0
    if isinstance(e, nodes.Attribute):
        return int((e.namespace, e.name) == attr)
    if isinstance(e, nodes.CountRef):
        return int(("count", e.name) == attr)
    if isinstance(e, nodes.Arith):
        left, right = slope(e.left, attr), slope(e.right, attr)
        if left is None or right is None:
            return None
        return left + right if e.op == "+" else left - right
    return None


def surplus(amount: nodes.Expr) -> nodes.Expr | None:
    """``rule.rounds is 1`` (or ``rule.fired is 0``, a life clock at its start) when
    ``amount`` shrinks as that clock of the rule's life grows (``3 - rule.rounds`` cards,
    ``2 - rule.fired``): a debt sized by the rule's own age is larger in its first round
    than in any later one, and that surplus is an effect of its first round only (issue
    29, session 44: R-CUSTOM-3, R-CUSTOM-4). None when it does not shrink."""
    for clock, start in ((AGE, 1), *((c, 0) for c in LIFE_CLOCKS)):
        step = slope(amount, clock)
        if step is not None and step < 0:
            return nodes.Compare(op="==", left=nodes.Attribute(namespace=clock[0], name=clock[1]),
                                 right=nodes.Number(value=start))
    return None


def _roles_in(node: nodes.Node, facts: tuple[nodes.Expr, ...]) -> Iterator[Binding]:
    inner: set[int] = set()  # the other roles of relative ones: bound with them
    speaker = node.who if isinstance(node, nodes.Say) and node.verb == "say" else None
    handed = node.to if isinstance(node, nodes.Give) else None
    for sub in node.walk():
        if isinstance(sub, nodes.Role):
            if sub.of is not None:
                inner.add(id(sub.of))
            if id(sub) not in inner:
                yield Binding(sub, facts, speaks=sub is speaker, receives=sub is handed)


# ---------------------------------------------------------------- three-valued reading
Env = dict[tuple[str, str], int]


def value(e: nodes.Expr, env: Env) -> int | bool | None:
    """``e`` with the attributes of ``env`` known and everything else unknown (None)."""
    if isinstance(e, nodes.Number | nodes.RankLit):
        return e.value
    if isinstance(e, nodes.Bool):
        return e.value
    if isinstance(e, nodes.Attribute):
        return env.get((e.namespace, e.name))
    if isinstance(e, nodes.CountRef):
        return env.get(("count", e.name))
    if isinstance(e, nodes.Arith):
        left, right = _int(value(e.left, env)), _int(value(e.right, env))
        if left is None or right is None:
            return None
        return left + right if e.op == "+" else left - right
    if isinstance(e, nodes.Compare):
        return _compare(e.op, _int(value(e.left, env)), _int(value(e.right, env)))
    if isinstance(e, nodes.OneOf):
        return _one_of(e, env)
    if isinstance(e, nodes.Parity):
        v = _int(value(e.operand, env))
        return None if v is None else (v % 2 == 0) == e.even
    if isinstance(e, nodes.Multiple):
        v, d = _int(value(e.operand, env)), _int(value(e.divisor, env))
        return None if v is None or d is None or d < 1 else (v % d == 0) != e.negated
    if isinstance(e, nodes.Not):
        v = value(e.operand, env)
        return None if not isinstance(v, bool) else not v
    if isinstance(e, nodes.BoolOp):
        return _bool_op(e, env)
    return None


def _int(v: int | bool | None) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) else None


def _compare(op: str, left: int | None, right: int | None) -> bool | None:
    if left is None or right is None:
        return None
    return {"==": left == right, "!=": left != right, "<": left < right,
            "<=": left <= right, ">": left > right, ">=": left >= right}.get(op)


def _one_of(e: nodes.OneOf, env: Env) -> bool | None:
    item = _int(value(e.item, env))
    if item is None:
        return None
    options = [_int(value(o, env)) for o in e.options]
    if item in options:
        return not e.negated
    if None in options:
        return None
    return e.negated


def _bool_op(e: nodes.BoolOp, env: Env) -> bool | None:
    seen = [value(o, env) for o in e.operands]
    decisive = e.op == "or"  # True decides an 'or', False an 'and'
    if decisive in seen:
        return decisive
    if all(isinstance(v, bool) for v in seen):
        return not decisive
    return None


# ---------------------------------------------------------------- the rounds a fact allows
def reads_round(fact: nodes.Expr) -> bool:
    """Whether condition ``fact`` reads ``round.number``."""
    return ROUND in _reads([fact])


def _reads(facts: Sequence[nodes.Expr]) -> set[tuple[str, str]]:
    return {(n.namespace, n.name) for f in facts for n in f.walk()
            if isinstance(n, nodes.Attribute)}


def _numbers(facts: Sequence[nodes.Expr]) -> int:
    return sum(abs(n.value) for f in facts for n in f.walk()
               if isinstance(n, nodes.Number | nodes.RankLit))


@dataclass(frozen=True, slots=True)
class Rounds:
    """The rounds in which some facts can hold: ``(round number, rule round)`` pairs.

    One set per announcement offset ``k`` (rule round = round number - k) and table size
    (None when the facts do not read it).
    """

    by_case: dict[tuple[int, int | None], tuple[tuple[int, int], ...]]


def rounds(facts: Sequence[nodes.Expr]) -> Rounds | None:
    """The rounds in which ``facts`` can hold, or None when they read no round at all.

    Each case lists the rounds at which the facts take each truth value they can take
    (:func:`boundary_points`, with every residue of the dealer's rotation), not every
    round up to the largest number: the work does not grow with the numbers (issue 26).
    Facts that read only the rule's age (``rule.rounds``) hold at that age in any round of
    the session: their pairs are listed at the offset 0 (round = age), so a caller that
    asks about the session's round number must first ask whether the facts read it (the
    dealer of the rule's round ``a`` is one seat all the same: ``_dealer``).
    """
    facts = pinned(tuple(facts))
    reads = _reads(facts)
    if ROUND not in reads and AGE not in reads:
        return None
    if _numbers(facts) + SPAN > MAX_ROUNDS:
        return None
    sizes: tuple[int | None, ...] = PLAYER_COUNTS if reads & set(PLAYER_ATTRIBUTES) else (None,)
    out: dict[tuple[int, int | None], tuple[tuple[int, int], ...]] = {}
    for n in sizes:
        table: Env = {attr: n for attr in PLAYER_ATTRIBUTES} if n is not None else {}
        fixed: dict[tuple[str, str], Linear] = {a: (0, v) for a, v in table.items()}
        offsets = _offsets(facts, table, fixed) if ROUND in reads and AGE in reads else ([0], [])
        if offsets is None:
            return None
        if offsets[1]:
            out[MERGED, n] = tuple(offsets[1])
        for k in offsets[0]:
            points = boundary_points(facts, ROUND, subst={**fixed, AGE: (1, -k)},
                                     period=ROTATION)
            if points is None:
                return None
            found = [(r, r - k) for r in sorted(points) if r > k and _holds(facts, table, r, k)]
            if found:
                out[k, n] = tuple(found)
    return Rounds(out)


#: Every table size's dealer rotation at once (lcm of 2..5): the residues tried.
ROTATION = 60
#: The most announcement offsets (``round.number - rule.rounds``) analysed one by one.
MAX_OFFSETS = 64
#: The case that stands for every offset together, when there are more.
MERGED = -1


def _holds(facts: Sequence[nodes.Expr], table: Env, r: int, k: int) -> bool:
    env: Env = {**table, ROUND: r, AGE: r - k}
    return all(value(f, env) is not False for f in facts)


def _offsets(facts: Sequence[nodes.Expr], table: Env, fixed: dict[tuple[str, str], Linear],
             ) -> tuple[list[int], list[tuple[int, int]]] | None:
    """The announcement offsets ``k`` (``rule.rounds = round.number - k``) in which the
    facts can hold, when they read both, to be analysed one by one; when there are more
    than :data:`MAX_OFFSETS`, none, but the tried ``(round, rule round)`` pairs at which
    they hold, to be judged as one case (every round of every offset together).

    When no comparison reads both, each reads one of them: the facts are then decided by
    the class of ``round.number`` and that of ``rule.rounds`` (:func:`boundary_points` of
    each), and every pair of classes that can meet (the rule's round at most the
    session's) meets at a tried pair. A comparison reading both is tried offset by offset.
    """
    if any(_mixed(sub) for f in facts for sub in f.walk()):
        return list(range((_numbers(facts) + SPAN) // 2 + 1)), []  # within MAX_ROUNDS
    ages = boundary_points(facts, AGE, subst=fixed)
    own = _classes(facts, ROUND, fixed, ROTATION)
    if ages is None or own is None:
        return None
    roots, period = own
    numbers = _expand(roots, period) | {a + i for a in ages for i in range(2 * period)}
    pairs = sorted((r, a) for r in numbers for a in ages
                   if 1 <= a <= r and _holds(facts, table, r, r - a))
    found = sorted({r - a for r, a in pairs})
    if len(found) <= MAX_OFFSETS:
        return found, []
    return [], pairs


def _mixed(node: nodes.Node) -> bool:
    """Whether ``node`` compares an expression of ``round.number`` with one of
    ``rule.rounds`` (or sums both)."""
    if not isinstance(node, nodes.Compare | nodes.OneOf):
        return False
    return {ROUND, AGE} <= _reads([node]) if isinstance(node, nodes.Expr) else False


# ---------------------------------------------------------------- pins
#: Events and the facts that make their acting player the round's leader: any one of the
#: alternatives. The round's first turn is the leader's, however it is counted: by its own
#: number (``turn.number``, ``turn_end.number``) or by the round's (``round.turns``,
#: which counts the current turn: the leader's plays, bonus plays included, and the end
#: of the leader's turn all come while it is 1), or by what has happened in the round so
#: far: on the empty table of the round's first turn the leader must play (R-TURN-3), so
#: as a turn begins ``round.plays`` is 0 on that turn and at least 1 on every later one
#: (``round.plays is 0``, ``is less than 1``, with anything else beside it). The round's
#: draws count the opening too (session 46): the leader plays first and then draws
#: (R-TURN-3, R-DRAW-1: three hand cards less a play is fewer than three), so before any
#: draw of the round (``round.draws is 0`` as a turn begins or at a play) it is the
#: leader's first turn, the round's first draw (``round.draws is 1``, counted once drawn)
#: is the leader's, and a turn that ends with one draw in the round and no pickup is the
#: leader's too (a pickup ends a turn without its draw, R-TURN-2).
FIRST_TURN: Env = {("round", "turns"): 1}
NO_DRAW: Env = {("round", "draws"): 0}
LEADER_FACTS: dict[str, tuple[Env, ...]] = {
    "deal": ({},),
    "turn": ({("turn", "number"): 1}, FIRST_TURN, {("round", "plays"): 0}, NO_DRAW),
    "play": ({("round", "plays"): 1}, FIRST_TURN, NO_DRAW),
    "turn_end": ({("turn_end", "number"): 1}, FIRST_TURN,
                 {("round", "draws"): 1, ("round", "pickups"): 0}),
    # the drawer in the first turn is the leader, who refills after playing (session 45)
    "draw": (FIRST_TURN, {("round", "draws"): 1}),
}


#: How a pinned relative role is said, before the role it is beside ("the player left of
#: the dealer"); the kinds are ``vocabulary.RELATIVE_ROLES``.
RELATIVE_WORDS: dict[str, str] = {"after": "the next player after",
                                  "before": "the previous player before",
                                  "left_of": "the player left of",
                                  "right_of": "the player right of"}


#: Roles that count cards: at the deal every player holds as many, so the tie goes to the
#: acting player, the leader (docs/language.md, "ties go to the first from the acting
#: player"), and the role is as pinned as the leader is.
TIED_AT_DEAL: dict[str, str] = {"fewest": "the player with the fewest cards",
                                "most": "the player with the most cards"}


def pin(binding: Binding, event: str, clocks: frozenset[tuple[str, str]] = frozenset()
        ) -> Pin | None:
    """Whether ``binding``'s role can only be one fixed person in a hook on ``event``;
    ``clocks`` are the rule's own counts that grow with its life (:func:`life_clocks`)."""
    kind = binding.role.kind
    base = binding.role.of
    if base is not None and kind in RELATIVE_WORDS:
        found = pin(Binding(base, binding.facts), event, clocks)
        if found is None:
            return None
        return Pin(found.code, f"{RELATIVE_WORDS[kind]} {found.who}", found.witness,
                   found.rounds, found.players, found.rule_round)
    if kind == "dealer":
        return _dealer(binding.facts)
    if kind == "last_winner" or (kind == "placed" and binding.role.value == 1):
        return _creator(binding.facts, "the last winner") or \
            _clocked(binding.facts, "the last winner", clocks)
    if kind in ("acting", "next", "previous") and event in LEADER_FACTS:
        return _leader(binding.facts, kind, event, clocks)
    if kind == "every_other" and event in LEADER_FACTS:  # all but the acting player
        found = _leader(binding.facts, "acting", event, clocks)
        if found is None or found.code == "LP305":  # all but one seat: the trial's to judge
            return None
        return Pin(found.code, f"every player but {found.who}", found.witness, found.rounds,
                   found.players, found.rule_round)
    if kind in TIED_AT_DEAL and event == "deal":
        found = _leader(binding.facts, "acting", event, clocks)
        if found is None:
            return None
        return Pin(found.code, f"{TIED_AT_DEAL[kind]} (at the deal every player holds as many "
                   "cards, and a tie goes to the acting player: the leader)", found.witness,
                   found.rounds, found.players, found.rule_round)
    return None


def _dealer(facts: Sequence[nodes.Expr]) -> Pin | None:
    found = rounds(facts)
    if found is None:
        return None
    by_age = ROUND not in _reads(facts)  # the rule's own rounds, in any round of the session
    for (_k, size), pairs in found.by_case.items():
        for n in ((size,) if size is not None else PLAYER_COUNTS[::-1]):
            rs = [r for r, _a in pairs]
            if all((r - rs[0]) % n == 0 for r in rs):
                return Pin("LP305", "the dealer", dealer_witness(n, rs, by_age), tuple(rs[:2]),
                           n, pairs[0][1])
    return None


def dealer_witness(n: int, rs: list[int], by_age: bool = False) -> str:
    """Why the dealer of rounds ``rs`` is one person at ``n`` players; ``by_age``: the
    rounds are the rule's own (``rule.rounds``), counted from the round it took effect."""
    shown = ", ".join(str(r) for r in rs[:3]) + (" ..." if len(rs) > 3 else "")
    if by_age:
        if len(rs) == 1:
            return (f"the conditions hold only in the rule's round {rs[0]}, and one person "
                    "deals that round (R-SETUP-4)")
        return (f"at {n} players the dealer of the rule's rounds {shown} is the same person "
                "(the deal moves one seat a round, R-SETUP-4)")
    seat = (rs[0] - 1) % n
    if len(rs) == 1:
        return (f"the conditions hold only in round {rs[0]}, whose dealer is one person (at {n} "
                f"players seat {seat}, the first dealer at seat 0; R-SETUP-4)")
    return (f"at {n} players the dealer of rounds {shown} is the same person: seat {seat} "
            "(the first dealer at seat 0; the deal moves one seat a round, R-SETUP-4)")


def _leader(facts: Sequence[nodes.Expr], kind: str, event: str,
            clocks: frozenset[tuple[str, str]] = frozenset()) -> Pin | None:
    who = {"acting": "the leader", "next": "the player after the leader",
           "previous": "the player before the leader"}[kind]
    if not any(all(_forced(facts, attr, want) for attr, want in facts_of_leader.items())
               for facts_of_leader in LEADER_FACTS[event]):
        return _leaders_turns(facts, who, event, clocks)
    pinned = _creator(facts, who) or _clocked(facts, who, clocks)
    if pinned is not None or ROUND not in _reads(facts):
        return pinned
    found = rounds(facts)
    if found is not None and found.by_case and \
            all(r == 1 for pairs in found.by_case.values() for r, _a in pairs):
        (_k, size), pairs = next(iter(found.by_case.items()))
        return Pin("LP305", who, "the conditions hold only in the session's first round, "
                   "where the first dealer leads (R-SETUP-4): one fixed seat", (1,),
                   size or 3, pairs[0][1])
    return None


def _creator(facts: Sequence[nodes.Expr], who: str) -> Pin | None:
    if AGE not in _reads(facts):
        return None
    found = rounds(facts)
    if found is None or not found.by_case:
        return None
    if all(a == 1 for pairs in found.by_case.values() for _r, a in pairs):
        (_k, size), pairs = next(iter(found.by_case.items()))
        return creator_pin(who, "the conditions hold only in the rule's first round, and "
                           "the last round's winner is the rule's creator (R-CUSTOM-1)",
                           pairs[0][0], size or 3)
    far = _far_ages(facts, found)
    if far is not None:
        (_k, size), pairs = next(iter(found.by_case.items()))
        first = next(r for r, a in pairs if a == 1)
        return creator_pin(who, "the conditions hold in the rule's first round and "
                           f"otherwise only from its round {far} on, which an evening of "
                           f"{EVENING} rounds does not reach (R-SESSION-1): in an evening "
                           "they hold in the first round only, and the last round's winner "
                           "is the rule's creator (R-CUSTOM-1)", first, size or 3)
    return None


def creator_pin(who: str, witness: str, session_round: int, players: int) -> Pin:
    """LP306, the one place it is made: ``who`` is the rule's creator in the rule's first
    round, ``session_round`` (the creator announced it for that round, R-CUSTOM-1), by
    the rule's age here or by the round's number (``roundguard``)."""
    return Pin("LP306", who, witness, (session_round,), players, 1)


#: The rounds of a long evening at one table (R-SESSION-1: a session is the stretch of
#: play the players agree on), as the trial plays one (tools/trial/bounds.PLAYED): a rule
#: age beyond it is one an evening's rule hardly reaches.
EVENING = 12


def _far_ages(facts: Sequence[nodes.Expr], found: Rounds) -> int | None:
    """The first rule age after 1 at which ``facts`` can hold, when they hold in the
    rule's first round in every case and at no age from 2 to :data:`EVENING` (``rule.rounds
    is one of 1, 13, 25``): a first-round clock for a real evening (issue 29, round 5)."""
    later: list[int] = []
    for (k, size), pairs in found.by_case.items():
        if k == MERGED or not any(a == 1 for _r, a in pairs):
            return None
        table: Env = {attr: size for attr in PLAYER_ATTRIBUTES} if size is not None else {}
        if any(_holds(facts, table, a + k, k) for a in range(2, EVENING + 1)):
            return None
        later.extend(a for _r, a in pairs if a > 1)
    return min(later) if later else None


# ---------------------------------------------------------------- creator clocks (LP307)
#: Clocks of the rule's own life: 0 when it takes effect, growing with it (issue 29).
LIFE_CLOCKS: tuple[tuple[str, str], ...] = (("rule", "fired"), ("rule", "clears"),
                                           ("rule", "pickups"))
#: Events a hook fires on turn after turn: its ``rule.fired`` counts the rule's turns.
TURN_EVENTS = ("turn", "turn_end", "play")


def life_clocks(rule: nodes.Rule) -> frozenset[tuple[str, str]]:
    """The rule's own clocks: ``rule.fired``, ``rule.clears``, ``rule.pickups`` and each of
    its counts kept through the session that only ever grows (``add`` of a positive
    number, never ``set`` or ``reset``): 0 when the rule takes effect, larger after, so a
    bound on one says "while the rule is young" whatever the count is named."""
    kept = {c.name for c in rule.counts if "round" not in c.scope}
    events: dict[str, set[str]] = {}
    for hook in rule.hooks:
        for sub in hook.walk():
            if not isinstance(sub, nodes.CountChange):
                continue
            events.setdefault(sub.name, set()).add(hook.event)
            if sub.name in kept and not (sub.kind == "add" and isinstance(
                    sub.amount, nodes.Number) and sub.amount.value > 0):
                kept.discard(sub.name)
    # ("turns", name): a clock added to on turns only, so it counts the rule's turns
    turns = {("turns", n) for n in kept if events.get(n) and events[n] <= set(TURN_EVENTS)}
    return frozenset(LIFE_CLOCKS) | {("count", name) for name in kept} | turns


def _clock_bound(facts: Sequence[nodes.Expr], clocks: Sequence[tuple[str, str]]
                 ) -> tuple[tuple[str, str], list[int]] | None:
    """A clock ``facts`` bound from above (they hold at 0 and fail from some value on), with
    the values at which they can hold, or None."""
    reads = _reads(facts) | {("count", n.name) for f in facts for n in f.walk()
                             if isinstance(n, nodes.CountRef)}
    horizon = _numbers(facts) + 3
    if horizon > MAX_ROUNDS:
        return None
    for clock in clocks:
        if clock not in reads:
            continue
        held = [v for v in range(horizon + 1)
                if all(value(f, {clock: v, AGE: 1}) is not False for f in facts)]
        if held and held[0] <= 1 and held[-1] < horizon:  # 1: a count added to first
            return clock, held
    return None


def _said_clock(clock: tuple[str, str]) -> str:
    return f'count "{clock[1]}"' if clock[0] == "count" else ".".join(clock)


def _clocked(facts: Sequence[nodes.Expr], who: str,
             clocks: frozenset[tuple[str, str]]) -> Pin | None:
    """The leader or the last winner while a clock of the rule's own life is bounded:
    ``rule.fired is 0``, ``rule.clears is at most 2``, a count of the rule's own rounds.
    They hold while the rule is young, in its first round above all, where the last
    winner, its creator, leads (R-CUSTOM-1, R-SETUP-4)."""
    bound = _clock_bound(facts, sorted(clocks))
    if bound is None:
        return None
    clock, held = bound
    shown = ", ".join(str(v) for v in held[:4]) + (" ..." if len(held) > 4 else "")
    return Pin("LP307", who, f"'{_said_clock(clock)}' can only be {shown} here, which it is "
               "while the rule is young: in its first round the last winner, the rule's "
               "creator, leads (R-CUSTOM-1, R-SETUP-4)", (2,), 3, 1)


def _leaders_turns(facts: Sequence[nodes.Expr], who: str, event: str,
                   clocks: frozenset[tuple[str, str]] = frozenset()) -> Pin | None:
    """The acting player of a turn hook on the leader's turns of the rule's first round:
    turns 1, 5, 9 ... at four players (``turn.number is one of 1, 5, 9`` with ``rule.rounds
    is 1``), or the rule's own turns counted by ``rule.fired`` (0, 4, 8 ...), fall to the
    round's leader while play goes round the table; in the rule's first round that is its
    creator."""
    if event not in TURN_EVENTS:
        return None
    horizon = _numbers(facts) + 3
    if horizon > MAX_ROUNDS:
        return None
    counted = {("count", n.name) for f in facts for n in f.walk()
               if isinstance(n, nodes.CountRef) and ("turns", n.name) in clocks}
    own = [((event, "number"), 1)] if event != "play" else [(("round", "plays"), 1)]
    counters = [*own, (("round", "turns"), 1), (("rule", "fired"), 0),
                *((c, 1) for c in sorted(counted))]  # a count of the rule's own turns
    # the rule is young: its age is 1, or a clock of its own life is bounded
    # (``rule.pickups is 0``: until its first pickup, in its first round above all)
    aged = (AGE in _reads(facts) and all(value(f, {AGE: 2}) is False
                                         for f in facts if AGE in _reads([f])))
    clocked = _clock_bound(facts, sorted(clocks)) is not None
    for attr, first in counters:
        if attr not in _reads(facts) and attr not in counted:
            continue
        young = attr[0] in ("rule", "count") or aged or clocked
        if not young:
            continue
        lap = _leaders_lap(facts, attr, first, who)
        if lap is not None:
            return lap
        held = [v for v in range(horizon + 1)
                if all(value(f, {attr: v, AGE: 1}) is not False for f in facts)]
        if not held or held[-1] >= horizon or held[0] not in (first - 1, first):
            continue
        turns = [v for v in held if v >= first]  # turn 0 is no turn of a counter from 1
        first = held[0]
        name = _said_clock(attr)
        if len(held) == 1:
            return Pin("LP307", who, f"'{name}' is {held[0]} here: the first turn, the round's "
                       "leader's, and in the rule's first round the leader is the last "
                       "winner, its creator (R-CUSTOM-1, R-SETUP-4)", (2,), 3, 1)
        for n in PLAYER_COUNTS[::-1]:
            if all((v - first) % n == 0 for v in held):
                shown = ", ".join(str(v) for v in held[:4]) + (" ..." if len(held) > 4 else "")
                return Pin("LP307", who, f"'{name}' is {shown} here: at {n} players those are "
                           "the turns of the round's leader while play goes round the table, "
                           "and in the rule's first round the leader is the last winner, its "
                           "creator (R-CUSTOM-1, R-SETUP-4)", (2,), n, 1)
        if attr[0] != "rule":
            found = _first_lap(turns, attr, who, facts) if turns else None
            if found is not None:
                return found
    return None


def _leaders_lap(facts: Sequence[nodes.Expr], attr: tuple[str, str], first: int,
                 who: str) -> Pin | None:
    """The turns ``first``, ``first + n``, ``first + 2n`` ... at ``n`` players, when the
    facts say so through the table size (``turn.number - 1 is a multiple of
    table.players``: a turn counter wound back at the table size, standins.py): while play
    goes round the table those are the round's leader's turns at every table size."""
    if not any(isinstance(n, nodes.Multiple | nodes.Parity) for f in facts for n in f.walk()) or \
            not _reads(facts) & set(PLAYER_ATTRIBUTES):
        return None
    sizes: list[tuple[int, list[int]]] = []
    for n in PLAYER_COUNTS[::-1]:
        table = dict.fromkeys(PLAYER_ATTRIBUTES, n)
        if any(value(f, table) is False for f in facts):
            continue  # the conditions do not hold at this table size (``table.players is 2``)
        env: Env = {**table, AGE: 1}
        held = [v for v in range(1, 4 * n + 1)
                if all(value(f, {**env, attr: v}) is not False for f in facts)]
        if not held or held[0] != first or any((v - first) % n for v in held):
            return None
        sizes.append((n, held))
    if not sizes:
        return None
    shown = ", ".join(str(first + k * n) for n in (4,) for k in range(3))
    counted = sorted({f'count "{n.name}"' for f in facts for n in f.walk()
                      if isinstance(n, nodes.CountRef)})
    said = " and ".join(f"'{c}'" for c in counted) + " say " if counted else ""
    if len(sizes) < len(PLAYER_COUNTS):  # a lap at the table sizes the conditions allow
        n, held = sizes[0]
        shown = ", ".join(str(v) for v in held[:4]) + (" ..." if len(held) > 4 else "")
        # the wording of _leaders_turns (report/wordings.py): the clock the counts say
        return Pin("LP307", who, f"'{_said_clock(attr)}' is {shown} here: at {n} players "
                   "those are the turns of the round's leader while play goes round the table, "
                   "and in the rule's first round the leader is the last winner, its creator "
                   "(R-CUSTOM-1, R-SETUP-4)", (2,), n, 1)
    return Pin("LP307", who, f"{said}'{_said_clock(attr)}' is {shown} ... here at 4 players "
               "(a lap of the table from the first turn, at every table size): the turns of the "
               "round's leader while play goes round the table, and in the rule's first "
               "round the leader is the last winner, its creator (R-CUSTOM-1, R-SETUP-4)",
               (2,), 4, 1)


#: Where a role of a turn hook sits from the turn's player (``next player``: one on).
_BESIDE = {"the leader": 0, "the player after the leader": 1, "the player before the leader": -1}


def _first_lap(held: Sequence[int], attr: tuple[str, str], who: str,
               facts: Sequence[nodes.Expr]) -> Pin | None:
    """The first turns of a young rule's round (``round.turns is at most 3`` while
    ``rule.pickups is 0``): while play goes round the table, turn ``first + k`` falls to
    the seat ``k`` after the leader, the rule's creator in its first round. When those
    turns name some seats counted from the creator and never the others at a table size
    (turns 1 to 3 at four players: ``next player`` is each of the three after the
    creator, never the creator), the role is those seats: a fixed place from the creator,
    whoever plays (R-CUSTOM-4)."""
    off = _BESIDE.get(who)
    if off is None:
        return None
    first = held[0]
    name = _said_clock(attr)
    for n in PLAYER_COUNTS[::-1]:
        if held[-1] - first >= n:  # past the first lap: who plays depends on the pickups
            continue
        if any(value(f, dict.fromkeys(PLAYER_ATTRIBUTES, n)) is False for f in facts):
            continue  # the conditions do not hold at this table size
        places = sorted({(v - first + off) % n for v in held})
        if len(places) == n:
            continue
        missed = [p for p in range(n) if p not in places]
        shown = ", ".join(str(v) for v in held)
        return Pin("LP307", who, f"'{name}' is {shown} here, and the rule is young (its "
                   f"first round above all, where the last winner, its creator, leads: "
                   f"R-CUSTOM-1, R-SETUP-4): at {n} players, while play goes round the "
                   f"table, {who} on those turns is {_places(places)}, never "
                   f"{_places(missed)}", (2,), n, 1)
    return None


def _places(places: Sequence[int]) -> str:
    """Seats counted clockwise from the creator, in words: "the creator or the first and
    second players to the creator's left"."""
    parts = ["the creator"] if 0 in places else []
    others = [_ORDINAL.get(p, f"{p}th") for p in places if p]
    if others:
        listed = others[0] if len(others) == 1 else ", ".join(others[:-1]) + " or " + others[-1]
        parts.append(f"the {listed} player to the creator's left")
    return " or ".join(parts)


_ORDINAL = {1: "first", 2: "second", 3: "third", 4: "fourth"}


def forced(facts: Sequence[nodes.Expr], attr: tuple[str, str], want: int) -> bool:
    """Whether ``facts`` can hold only when ``attr`` is ``want`` (:func:`_forced`; the
    round clocks of simcounts.py ask it of a count's writes on the round's first turn)."""
    return _forced(facts, attr, want)


def _forced(facts: Sequence[nodes.Expr], attr: tuple[str, str], want: int) -> bool:
    """Whether ``facts`` can hold only when ``attr`` is ``want`` (counts from 1).

    Decided at a few values, not by counting up to the largest number: the facts' truth
    as ``attr`` varies changes only where one of their comparisons crosses its boundary
    (:func:`boundary_points`) and otherwise repeats with the period of their parities and
    multiples, so trying two periods after each boundary tries every case (twice, so that
    ``want`` is never a case's only witness). The work grows
    with the number of comparisons, never with the size of their numbers (issue 26).
    """
    if attr not in _reads(facts):
        return False
    found = _classes(facts, attr, {}, 1)
    if found is None:
        return False  # an unknown period: not proven forced, so nothing is pinned
    roots, period = found
    for v in sorted(_expand(roots, period)):  # two periods: ``want`` is never alone
        if v >= 1 and v != want and all(value(f, {attr: v}) is not False for f in facts):
            return False
    return True


#: The longest period (lcm of ``is even``/``is odd`` and ``is a multiple of`` divisors)
#: :func:`boundary_points` tries in full; a longer one leaves the facts undecided.
MAX_PERIOD = 2520

Linear = tuple[int, int]  #: ``a * v + b``: how an expression depends on one attribute


def _linear(e: nodes.Expr, subst: dict[tuple[str, str], Linear]) -> Linear | None:
    """``e`` as ``a * v + b`` in one value ``v``, each attribute of ``subst`` standing for
    its linear form, or None when it is not such a sum (another attribute, a role, a truth
    value)."""
    if isinstance(e, nodes.Number | nodes.RankLit):
        return 0, e.value
    if isinstance(e, nodes.Attribute):
        return subst.get((e.namespace, e.name))
    if isinstance(e, nodes.Arith):
        left, right = _linear(e.left, subst), _linear(e.right, subst)
        if left is None or right is None:
            return None
        sign = 1 if e.op == "+" else -1
        return left[0] + sign * right[0], left[1] + sign * right[1]
    return None


def boundary_points(facts: Sequence[nodes.Expr], attr: tuple[str, str], *,
                    subst: dict[tuple[str, str], Linear] | None = None,
                    period: int = 1) -> set[int] | None:
    """Values of ``attr`` at which ``facts`` take every truth value they can take as
    ``attr`` runs over the whole numbers from 1, or None when their period is longer
    than :data:`MAX_PERIOD`. ``subst`` gives other attributes as linear forms in it
    (a table size, ``rule.rounds`` as ``round.number - k``); ``period`` is one the
    caller needs every residue of (the dealer's rotation).

    Every comparison of two sums in ``attr`` (``round.turns + 2 is more than 900000``)
    changes its truth only at its root; between roots the facts repeat with the period of
    their parities and multiples. The points are 1 and the integers around each root,
    each followed by one period: the start of every stretch and every residue in it.
    """
    found = _classes(facts, attr, subst or {}, period)
    return None if found is None else _expand(*found)


def truth_classes(facts: Sequence[nodes.Expr], attr: tuple[str, str], *,
                  subst: dict[tuple[str, str], Linear] | None = None
                  ) -> tuple[list[int], int] | None:
    """The roots (sorted, 1 first) around which ``facts`` change truth as ``attr`` runs
    from 1, and the period with which they repeat from each root to the next, or None
    (:func:`boundary_points`'s classes): a value ``v`` past root ``r`` and before the next
    takes the truth of ``r + (v - r) % period``."""
    found = _classes(facts, attr, subst or {}, 1)
    if found is None:
        return None
    roots, period = found
    return sorted(r for r in roots if r >= 1), period


def _expand(roots: set[int], period: int) -> set[int]:
    """Two periods after each root: every case, and a second member of each (the
    questions asked are "only round 1?", so round 1 is never a case's only witness)."""
    return {r + i for r in roots for i in range(2 * period) if r + i >= 1}


def _classes(facts: Sequence[nodes.Expr], attr: tuple[str, str],
             subst: dict[tuple[str, str], Linear], period: int) -> tuple[set[int], int] | None:
    """The roots around which ``facts`` change truth as ``attr`` varies, and the period
    with which they repeat between roots (:func:`boundary_points`)."""
    roots: set[int] = {1}
    forms = {attr: (1, 0), **subst}
    for fact in facts:
        for sub in fact.walk():
            pairs: list[tuple[nodes.Expr, nodes.Expr]] = []
            if isinstance(sub, nodes.Compare):
                pairs = [(sub.left, sub.right)]
            elif isinstance(sub, nodes.OneOf):
                pairs = [(sub.item, o) for o in sub.options]
            elif isinstance(sub, nodes.Parity):
                period = math.lcm(period, 2)
            elif isinstance(sub, nodes.Multiple):
                divisor = _linear(sub.divisor, forms)
                if divisor is not None and divisor[0] != 0:
                    return None  # a period that moves with the value: not analysed
                if divisor is not None and divisor[1] >= 1:
                    period = math.lcm(period, divisor[1])
            for left, right in pairs:
                one, other = _linear(left, forms), _linear(right, forms)
                if one is None or other is None or one[0] == other[0]:
                    continue  # does not move with the value: one truth throughout
                root = (other[1] - one[1]) // (one[0] - other[0])  # floor of the crossing
                roots.update((root - 1, root, root + 1, root + 2))
            if period > MAX_PERIOD:
                return None
    return roots, period
