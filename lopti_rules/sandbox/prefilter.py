"""Fast pre-checks of a compiled hook's ``when`` condition, read straight off the engine.

Most hooks open with ``if not (<condition>): return ()`` and most events do not meet
the condition (``after play when play.rank is 8``). Building the sandbox's views and
calling the hook just to learn that costs more than the play itself, so the runtime
first evaluates the condition on the raw event and game.

Only a closed subset of the generated condition is accepted: comparisons, ``and`` /
``or`` / ``not``, constants, tuples of constants, ``mod(x, 2)``, the event's own
non-seat attributes and a few table counts, each rewritten into an expression this
module writes itself (``view.draw_pile`` becomes ``len(g.draw_pile)``). Anything else
(a loop, a role other than the acting or current player, any other call) gets no
pre-check, and the hook is simply called. The pre-check is an optimisation only: when
it says "maybe" or raises, the sandboxed hook runs and decides, exactly as before.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from types import UnionType
from typing import Any, Union, get_args, get_origin

from ..engine import EVENT_TYPES, attribute_types
from . import effects as fx
from .eventview import SEAT_FIELDS
from .seats import cards_held, fewest_seat, most_seat, players_in

_CMP = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is,
        ast.IsNot)


def _g(attr: str) -> ast.expr:
    return ast.Attribute(ast.Name("g", ast.Load()), attr, ast.Load())


def _call(fn: str, arg: ast.expr) -> ast.expr:
    return ast.Call(ast.Name(fn, ast.Load()), [arg], [])


def _bits(node: ast.expr) -> ast.expr:
    return ast.Call(ast.Attribute(node, "bit_count", ast.Load()), [], [])


def _seat_item(seq: str, who: ast.expr) -> ast.expr:
    return ast.Subscript(_g(seq), who, ast.Load())


#: ``view.<name>`` -> how to compute it from the game ``g``.
_TABLE: dict[str, Callable[[], ast.expr]] = {
    "pile": lambda: _bits(_g("pile")),
    "draw_pile": lambda: _call("len", _g("draw_pile")),
    "cleared": lambda: _bits(_g("cleared")),
    "players": lambda: _g("players"),
    # R-WIN-4: the player whose last card was just played is no longer in
    "players_in": lambda: _call("players_in", ast.Name("g", ast.Load())),
    "direction": lambda: _g("direction"),
    "obligation": lambda: _g("obligation"),
}
#: ``view.round.<name>`` -> from the game.
_ROUND: dict[str, Callable[[], ast.expr]] = {
    "turns": lambda: _g("turns"),
    "plays": lambda: _g("plays"),
    "pickups": lambda: _g("pickups"),
    "draws": lambda: _g("draws"),
    "clears": lambda: _call("sum", _g("clears")),
}
#: ``rule.<count>`` a pre-check may read, as the name ``rule_<count>``: the handler works
#: it out before the test, as the rule's view does (``RulesInPlay.rule_counts``).
RULE_COUNTS = frozenset({"clears", "pickups"})
#: ``view.<role>`` for the roles a pre-check may read -> the seat expression.
_ROLES: dict[str, Callable[[], ast.expr]] = {
    "acting": lambda: ast.Name("a", ast.Load()),
    "current": lambda: _g("cur"),
}


def _measure(name: str, who: ast.expr) -> ast.expr | None:
    if name == "cards":  # hand, face-up and face-down together (seats.cards_held)
        return ast.Call(ast.Name("held", ast.Load()), [ast.Name("g", ast.Load()), who], [])
    if name == "hand":
        return _bits(_seat_item("hand", who))
    if name == "face_up":
        return _bits(_seat_item("up", who))
    if name == "face_down":
        return _call("len", _seat_item("down", who))
    return None


def _is_whole(kind: object) -> bool:
    """Is an event attribute of type ``kind`` a whole number (``int``, ``bool``, a
    ``NewType`` of int such as ``Rank``), or an ``Optional`` of one?"""
    if kind in (int, bool) or getattr(kind, "__supertype__", None) is int:
        return True
    args = get_args(kind)
    return get_origin(kind) in (Union, UnionType) and all(
        a is type(None) or _is_whole(a) for a in args)


class _Rewrite:
    """Rewrites a generated condition into a pre-check expression, or gives up."""

    def __init__(self, event: str, numbered: bool = False, counted: bool = False) -> None:
        types = attribute_types(event)
        self.fields = frozenset(types) - SEAT_FIELDS
        #: the event's players (their seats: a role test compares them, :meth:`role_test`)
        self.seats = frozenset(types) & SEAT_FIELDS
        #: the event's attributes that hold a whole number (or None), never a text
        self.wholes = frozenset(name for name, kind in types.items() if _is_whole(kind))
        #: ``view.round.number`` may be read as ``n``, the round's number (pre-checks:
        #: the handler has it; memo keys do not, a key is kept across rounds)
        self.numbered = numbered
        #: ``rule.clears`` and ``rule.pickups`` may be read as ``rule_clears`` and
        #: ``rule_pickups`` (pre-checks: the handler works them out before the test, as
        #: the rule's view does, :data:`RULE_COUNTS`; memo keys do not)
        self.counted = counted

    def expr(self, node: ast.expr) -> ast.expr | None:
        if isinstance(node, ast.BoolOp):
            values = [self.expr(v) for v in node.values]
            if any(v is None for v in values):
                return None
            return ast.BoolOp(node.op, values)  # type: ignore[arg-type]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not | ast.USub):
            operand = self.expr(node.operand)
            return None if operand is None else ast.UnaryOp(node.op, operand)
        if isinstance(node, ast.Compare):
            seats = self.role_test(node)
            if seats is not None:
                return seats
            if not all(isinstance(op, _CMP) for op in node.ops):
                return None
            parts = [self.expr(node.left), *(self.expr(c) for c in node.comparators)]
            if any(p is None for p in parts):
                return None
            return ast.Compare(parts[0], node.ops, parts[1:])  # type: ignore[arg-type]
        if isinstance(node, ast.Constant):
            ok = node.value is None or type(node.value) in (int, bool, str)
            return ast.Constant(node.value) if ok else None
        if isinstance(node, ast.Tuple | ast.List):
            elts = [self.expr(e) for e in node.elts]
            if any(e is None or not isinstance(e, ast.Constant) for e in elts):
                return None
            return ast.Tuple(elts, ast.Load())  # type: ignore[arg-type]
        if isinstance(node, ast.Call):
            return self.call(node)
        if isinstance(node, ast.Attribute):
            return self.attribute(node)
        return None

    def role_test(self, node: ast.Compare) -> ast.expr | None:
        """A role test (``next player is dealer``: ``view.next == view.dealer``) as the
        same test of their seats: two players' views are equal exactly when they are of
        the same seat (``PlayerView.__eq__``), and each role's seat is computed as the
        views compute it (``seats.py``, :data:`_ROLE_SEATS`). Only ``==`` and ``!=``
        between roles that always have a player, or the event's players (a seat, or
        None: equal to no player, as its view would be)."""
        if not (len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq | ast.NotEq)):
            return None
        left, right = self.seat(node.left), self.seat(node.comparators[0])
        if left is None or right is None:
            return None
        return ast.Compare(left, node.ops, [right])

    def seat(self, node: ast.expr) -> ast.expr | None:
        """The seat of a role (:data:`_SEATING_ROLES`) or of a player of the event."""
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)):
            return None
        if node.value.id == "view" and node.attr in _SEATING_ROLES:
            return ast.parse(_ROLE_SEATS[node.attr], mode="eval").body
        if node.value.id == "event" and node.attr in self.seats:
            return ast.Attribute(ast.Name("e", ast.Load()), node.attr, ast.Load())
        return None

    def call(self, node: ast.Call) -> ast.expr | None:
        f = node.func
        if (isinstance(f, ast.Name) and f.id == "mod" and len(node.args) == 2
                and not node.keywords and isinstance(node.args[1], ast.Constant)
                and type(node.args[1].value) is int and node.args[1].value > 0
                and self.whole(node.args[0])):
            left = self.expr(node.args[0])
            if left is None:
                return None
            return ast.BinOp(left, ast.Mod(), ast.Constant(node.args[1].value))
        return None

    def whole(self, node: ast.expr) -> bool:
        """Is ``node`` a whole number (or None) whatever the event: a constant int, an
        int attribute of the event, a table count, or ``mod``/``-`` of one? On those,
        ``x % k`` (k > 0) is what the sandbox's ``mod(x, k)`` computes, or raises as it
        does (None); on anything else (a text: ``'%01000000000d' % 7`` would format a
        1 GB string outside the meter) the hook gets no pre-check and runs metered."""
        if isinstance(node, ast.Constant):
            return type(node.value) in (int, bool)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return self.whole(node.operand)
        if isinstance(node, ast.Call):
            return isinstance(node.func, ast.Name) and node.func.id == "mod"
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id == "event":
            return node.attr in self.wholes
        return isinstance(node, ast.Attribute)  # view counts: ints (_TABLE, _ROUND, _measure)

    def attribute(self, node: ast.Attribute) -> ast.expr | None:
        base = node.value
        if isinstance(base, ast.Name):
            if base.id == "rule" and node.attr in RULE_COUNTS and self.counted:
                return ast.Name(f"rule_{node.attr}", ast.Load())
            if base.id == "event" and node.attr in self.fields:
                return ast.Attribute(ast.Name("e", ast.Load()), node.attr, ast.Load())
            if base.id == "view" and node.attr in _TABLE:
                return _TABLE[node.attr]()
            return None
        if isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) \
                and base.value.id == "view":
            if base.attr == "round" and node.attr in _ROUND:
                return _ROUND[node.attr]()
            if base.attr == "round" and node.attr == "number" and self.numbered:
                return ast.Name("n", ast.Load())
            if base.attr in _ROLES:
                return _measure(node.attr, _ROLES[base.attr]())
        return None


def _condition(fn: ast.FunctionDef) -> ast.expr | None:
    """The ``<condition>`` of a hook that opens ``fuel(); if not (<condition>): return ()``."""
    if len(fn.body) < 2:
        return None
    first = fn.body[1]
    if not (isinstance(first, ast.If) and not first.orelse and len(first.body) == 1
            and isinstance(first.test, ast.UnaryOp) and isinstance(first.test.op, ast.Not)):
        return None
    ret = first.body[0]
    if not (isinstance(ret, ast.Return) and isinstance(ret.value, ast.Tuple | ast.List)
            and not ret.value.elts):
        return None
    return first.test.operand


def _function(source: str, function: str) -> ast.FunctionDef | None:
    """The generated function ``function`` of ``source``, or None (none, or no Python)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None
    return next((s for s in tree.body if isinstance(s, ast.FunctionDef) and s.name == function),
                None)


def _hook_function(source: str, function: str, event: str) -> ast.FunctionDef | None:
    """The generated hook ``function`` of a base event, or None (unknown event, no such hook)."""
    return _function(source, function) if event in EVENT_TYPES else None


def _precheck_body(source: str, function: str, event: str) -> ast.expr | None:
    fn = _hook_function(source, function, event)
    cond = _condition(fn) if fn is not None else None
    return (_Rewrite(event, numbered=True, counted=True).expr(cond) if cond is not None
            else None)


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def precheck_expr(source: str, function: str, event: str) -> str | None:
    """The pre-check of hook ``function`` in generated ``source`` on ``event`` (None if
    its condition has none): Python expression text over ``e`` (the event), ``g`` (the
    game) and ``a`` (the acting seat), using only ``len`` and ``sum``: the runtime
    inlines it into one dispatcher per event (with ``n``, the round's number, and
    ``held``, ``seats.cards_held``). The text is this module's own rewrite
    (names, attributes and constants it accepted), never the rule's text."""
    body = _precheck_body(source, function, event)
    return None if body is None else ast.unparse(body)


#: Effects whose constructor arguments can all be constants (no player to name).
_CONSTANT_EFFECTS = {"Restrict": fx.Restrict, "Reverse": fx.Reverse}


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def constant_effects(source: str, function: str) -> tuple[fx.Effect, ...] | None:
    """The effects hook ``function`` returns once its condition holds, if it is ``fuel();
    if not (<condition>): return (); return (<Restrict/Reverse of constants>, ...)``:
    built here from those constants, the values the sandbox would build (immutable,
    the same each time), so the runtime never needs to call the hook. None for any
    other hook, or if the constants make no effect."""
    fn = _function(source, function)
    if fn is None or len(fn.body) != 3 or _condition(fn) is None:
        return None
    ret = fn.body[2]
    if not (isinstance(ret, ast.Return) and isinstance(ret.value, ast.Tuple | ast.List)
            and ret.value.elts):
        return None
    effects = []
    for call in ret.value.elts:
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                and call.func.id in _CONSTANT_EFFECTS and not call.keywords
                and all(_is_constant(a) for a in call.args)):
            return None
        try:
            effects.append(_CONSTANT_EFFECTS[call.func.id](
                *(ast.literal_eval(a) for a in call.args)))
        except (TypeError, ValueError):  # the hook would be stopped: let it run and be
            return None
    return tuple(effects)


def _is_constant(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return True
    return isinstance(node, ast.Tuple | ast.List) and all(_is_constant(e) for e in node.elts)


#: Roles whose seat a memo key may hold, and how to compute it from ``e``, ``g``, ``a``
#: (``next``/``previous``: the next or previous player still in, as
#: ``view.next``/``previous``, read off the game's seat ring, ``engine.seat_ring``: an
#: index, not a walk over the seats, so a pre-check over it cannot raise either).
#: ``g.cur`` is always a seat of the game: the engine sets it only to seats (the leader,
#: the setup order, the next turn's player) and keeps it after the game ends, and
#: ``engine.position`` refuses a ``current`` that is not one; so the memo keys and
#: pre-checks read it as it is (``seats.current_seat`` agrees: its fallback to the acting
#: seat never applies), not through a range test on every turn (issue 24, session 26:
#: the next seat was 2.8 % of the fifty-rule book's bytecodes, the test half of it).
_CUR = "g.cur"
NEXT_SEAT = f"g.ring[g.direction][{_CUR}]"
PREVIOUS_SEAT = f"g.ring[-g.direction][{_CUR}]"
_ROLE_SEATS: dict[str, str] = {
    "acting": "a", "current": _CUR, "next": NEXT_SEAT, "previous": PREVIOUS_SEAT,
    "dealer": "g.dealer",
    "fewest": "fewest(g, a)", "most": "most(g, a)",
}
#: Roles whose seats the seating (below) already fixes: a key holding it needs no more.
_SEATING_ROLES = frozenset({"acting", "current", "next", "previous", "dealer"})
#: Table attributes that depend only on the seating: who is still in, in what order from
#: the acting player (``a``, ``g.direction``, ``g.out``, ``g.leaving``, ``g.players``).
_SEATING_TABLE = frozenset({"still_in", "others", "out", "players", "players_in",
                            "direction"})
#: Helpers whose result depends only on the seating (``beside``: who is still in next to
#: a player, issue 14's relative roles).
_SEATING_CALLS = frozenset({"beside"})
#: Player view slots that depend only on the seating, the current player and the dealer.
_SEATING_SLOTS = frozenset({"left", "right", "is_out", "is_current", "is_dealer"})
#: Attributes of values a hook builds itself (a Roshambo's result): reading them reads
#: nothing of the table.
_OWN_ATTRIBUTES = frozenset({"winner", "loser"})


#: What memo-key text may call besides plain operators.
KEY_NAMES: dict[str, Any] = {"fewest": fewest_seat, "most": most_seat,
                             "tuple": tuple, "range": range, "len": len, "held": cards_held,
                             "players_in": players_in}

#: A memo key: ``(event, game, acting seat) -> the values a hook's effects depend on``.
MemoKey = Callable[[Any, Any, int], tuple[Any, ...]]


def memo_key(source: str, function: str, event: str) -> MemoKey | None:
    """:func:`memo_key_expr` compiled into a function of ``(event, game, acting seat)``."""
    text = memo_key_expr(source, function, event)
    if text is None:
        return None
    key: MemoKey = eval(  # noqa: S307 - our own text
        compile(f"lambda e, g, a: {text}", f"<memo key {function}>", "eval"),
        {"__builtins__": {}, **KEY_NAMES})
    return key


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def memo_key_expr(source: str, function: str, event: str) -> str | None:
    """For a hook whose body (after its pre-checked ``when`` condition, or all of it if it
    has none) reads nothing but the seats of some roles (``view.next`` ...), the event's
    own non-seat attributes and the seating (who is still in, neighbours, current
    player and dealer flags): the expression of those values, as text over ``e``, ``g``
    and ``a`` (calling only :data:`KEY_NAMES`), written by this module from
    the names it accepted, never the rule's text: a tuple of the values, or the one value
    itself.

    Hooks keep no state and read the table only through their arguments, so (once the
    condition holds) the hook returns equal effects for equal keys and the runtime may
    reuse them (the effects, not their application: planning and the apply-time checks
    run each time).

    A player's or the table's counts may be read only where they are compared with
    constants (``if p1.hand <= 2``, ``if view.draw_pile > 0``, :func:`_count_tests`): the
    key then holds the comparison's outcome (for a loop's player, for every seat), not
    the count, so a rule helping "every player whose hand is at most 2" is called again
    only for a new pattern of who is short. None for any other hook: one that reads
    counts otherwise or ``rule.*``, or whose condition has no pre-check, is always called."""
    fn = _hook_function(source, function, event)
    if fn is None:
        return None
    if _condition(fn) is not None:
        if _precheck_body(source, function, event) is None:
            return None
        body = fn.body[2:]
    else:
        body = fn.body  # no condition: the whole hook
    fields = frozenset(attribute_types(event)) - SEAT_FIELDS
    reads: set[tuple[str, str]] = set()
    seating = False
    flags: set[str] = set()  #: the seating's player flags read (is_current, is_dealer)
    parents: set[int] = set()
    tests, consumed = _count_tests(body, event)
    for stmt in body:
        for node in ast.walk(stmt):
            if id(node) in consumed:
                continue
            if isinstance(node, ast.Attribute):
                base = node.value
                if isinstance(base, ast.Name) and base.id == "view" and node.attr in _ROLE_SEATS:
                    reads.add(("view", node.attr))
                elif isinstance(base, ast.Name) and base.id == "view" \
                        and node.attr in _SEATING_TABLE:
                    seating = True
                elif isinstance(base, ast.Name) and base.id == "event" and node.attr in fields:
                    reads.add(("event", node.attr))
                elif isinstance(base, ast.Name) and base.id in ("view", "event", "rule"):
                    return None
                elif node.attr in _SEATING_SLOTS:
                    seating = True
                    flags.add(node.attr)
                elif node.attr not in _OWN_ATTRIBUTES:
                    return None
                parents.add(id(base))
            elif isinstance(node, ast.Name) and node.id in _SEATING_CALLS:
                seating = True
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and node.id in ("view", "event", "rule") \
                    and id(node) not in parents and id(node) not in consumed:
                return None  # read whole (or rule.*): anything may depend on it
    seated = bool(seating or tests)
    parts = [_ROLE_SEATS[name] if kind == "view" else f"e.{name}"
             for kind, name in sorted(reads)
             if not (seated and kind == "view" and name in _SEATING_ROLES)]
    if seated:  # who is in, in what order from the acting seat; the current player and
        # the dealer only if the hook names them (or the seats next to the current one)
        roles = {name for kind, name in reads if kind == "view"}
        current = bool(roles & {"current", "next", "previous"} or "is_current" in flags)
        dealer = "dealer" in roles or "is_dealer" in flags
        parts[:0] = ["a", *([_CUR] if current else []), "g.direction",
                     *(["g.dealer"] if dealer else []), "g.players", "tuple(g.out)",
                     "g.leaving"]
    parts += tests
    if len(parts) == 1:  # one value: the key is the value itself, no tuple to build
        return parts[0]
    return f"({', '.join(parts)})"


#: A player's counts (``PlayerView``) as text over the game ``g`` and a seat ``{}``.
_MEASURES = {"hand": "g.hand[{}].bit_count()", "face_up": "g.up[{}].bit_count()",
             "face_down": "len(g.down[{}])", "cards": "held(g, {})"}
#: Collections of players a hook may loop over (their order is the seating's).
_PLAYER_LOOPS = frozenset({"still_in", "others", "out"})
_COUNT_OPS = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn)


def _int_constant(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return type(node.value) is int
    return isinstance(node, ast.Tuple) and all(
        isinstance(e, ast.Constant) and type(e.value) is int for e in node.elts)


def _count_tests(body: list[ast.stmt], event: str) -> tuple[list[str], set[int]]:
    """The comparisons of counts with constants in ``body`` as memo-key parts, and the
    ids of the nodes they cover: ``p1.hand <= 2`` for a loop's player ``p1`` (a
    ``for`` over ``view.still_in``, ``others`` or ``out``, its only assignment) becomes
    the outcome for every seat, ``tuple([g.hand[s].bit_count() <= 2 for s in
    range(g.players)])``; ``view.next.hand <= 2`` the outcome for the role's seat;
    ``view.draw_pile > 0`` or ``view.round.turns > 9`` the outcome itself. Texts are
    this module's own (accepted names and constants), never the rule's."""
    nodes = [n for stmt in body for n in ast.walk(stmt)]
    stores: dict[str, int] = {}
    for n in nodes:
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            stores[n.id] = stores.get(n.id, 0) + 1
    loops = {n.target.id for n in nodes
             if isinstance(n, ast.For) and isinstance(n.target, ast.Name)
             and isinstance(n.iter, ast.Attribute) and isinstance(n.iter.value, ast.Name)
             and n.iter.value.id == "view" and n.iter.attr in _PLAYER_LOOPS}
    loops = {v for v in loops if stores.get(v) == 1}
    rewrite = _Rewrite(event)
    tests: list[str] = []
    consumed: set[int] = set()
    for n in nodes:
        if not (isinstance(n, ast.Compare) and len(n.ops) == 1
                and isinstance(n.ops[0], _COUNT_OPS) and _int_constant(n.comparators[0])
                and isinstance(n.left, ast.Attribute)):
            continue
        left, op, bound = n.left, n.ops[0], n.comparators[0]
        text = None
        base = left.value
        if isinstance(base, ast.Name) and base.id in loops and left.attr in _MEASURES:
            test = ast.unparse(ast.Compare(ast.parse(_MEASURES[left.attr].format("s"),
                                                     mode="eval").body, [op], [bound]))
            text = f"tuple([{test} for s in range(g.players)])"
        elif isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) \
                and base.value.id == "view" and base.attr in _ROLE_SEATS \
                and left.attr in _MEASURES:
            measure = _MEASURES[left.attr].format(_ROLE_SEATS[base.attr])
            text = ast.unparse(ast.Compare(ast.parse(measure, mode="eval").body, [op], [bound]))
        else:
            table = rewrite.attribute(left)
            # the table's counts only: an event's attribute may be None (a play's
            # ``previous_rank`` on an empty pile), where the comparison would raise
            # outside the hook's own guard; its value goes in the key as it is instead
            if table is not None and not any(
                    isinstance(x, ast.Name) and x.id == "e" for x in ast.walk(table)):
                text = ast.unparse(ast.Compare(table, [op], [bound]))
        if text is not None:
            if text not in tests:
                tests.append(text)
            consumed |= {id(x) for x in ast.walk(n)}
    return tests, consumed
