"""Python expressions of a rule: values, truths, the reads that may have no value, binding levels.

The expression half of the code generator (codegen.py). :class:`ExpressionWriter`
turns an expression of a linted rule into Python code: a :class:`Value` (its code,
the reads that may be None, its constant) or a truth with its binding level
(:data:`ATOM` .. :data:`BOOL`), bracketed only where needed. Every attribute and role
is looked up in the vocabulary tables below, never copied from the rule's text. The
hook being written is a :class:`HookFrame`; a construct that never passes lint fails
closed with a CompileError.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple, get_args

from ...engine import attribute_types
from ...sandbox import SandboxPolicy, py_str_literal
from ..catalogue import vocabulary
from ..report.diagnostics import CompileError
from ..tree import nodes

# ------------------------------------------------------------------ the vocabulary map

#: Python attribute of a player view per measure (``hand of next player``).
MEASURES: dict[str, str] = {"hand": "hand", "face_up": "face_up", "face_down": "face_down",
                             "cards": "cards"}
#: Python expression of each single-player role on the table view.
SINGLE_ROLES: dict[str, str] = {
    "acting": "view.acting", "next": "view.next", "previous": "view.previous",
    "dealer": "view.dealer", "last_winner": "view.last_winner", "fewest": "view.fewest",
    "most": "view.most", "last_place": "view.last_place",
}
#: Roles that may have no player: the first round of a session has no last winner.
NULLABLE_ROLES = frozenset({"last_winner", "last_place"})
#: Python of the role ranking players by each tally of the last round (issue 14), None
#: when unknown: ``player with the most pickups last round``.
MOST_LAST: dict[str, str] = {"pickups": "view.most_picked"}
#: Places a standings role can name (the vocabulary's, read by the linter too).
MAX_PLACES = vocabulary.MAX_PLACES
#: Python of the step of each side of a relative role (``view.beside``: positive goes left).
_RELATIVE_STEPS: dict[str, str] = {"left": "1", "right": "-1", "after": "view.direction",
                                   "before": "-view.direction"}
#: Python expression of each set of players (``every player`` is everyone still in).
PLURAL_ROLES: dict[str, str] = {
    "every": "view.still_in", "still_in": "view.still_in", "every_other": "view.others",
    "out": "view.out", "whose": "view.still_in",
}
#: Python prefix of each table namespace (``round.clears`` reads ``view.round.clears``).
NAMESPACES: dict[str, str] = {"table": "view", "round": "view.round", "rule": "rule"}
#: Table attributes that have no value when nothing lies on the pile.
NULLABLE_TABLE = frozenset({("table", "top_rank")})
OPS = {"==": "==", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}


def nullable_event_attributes(event: str) -> frozenset[str]:
    """Attributes of ``event`` that may have no value (``play.previous_rank``)."""
    return frozenset(name for name, py in attribute_types(event).items()
                     if type(None) in get_args(py))


class Value(NamedTuple):
    """A compiled expression: its code and the reads that may have no value."""

    code: str
    guards: tuple[str, ...] = ()
    const: int | None = None  #: the value when it is a whole-number constant


def merge(*values: Value) -> tuple[str, ...]:
    return tuple(dict.fromkeys(g for v in values for g in v.guards))


#: Binding levels of a generated truth, loosest first: ``a and b``, ``not a``, ``a == b``,
#: and a name, call or bracketed group.
BOOL, NOT, COMPARE, ATOM = range(4)


def present(guards: Iterable[str], *also: str) -> str:
    """Python that is true while every one of ``guards`` has a value (and ``also`` holds)."""
    return " and ".join([*(f"{g} is not None" for g in guards), *also])


def guarded(test: str, guards: tuple[str, ...], level: int = COMPARE) -> tuple[str, int]:
    """``test`` made false whenever one of ``guards`` has no value."""
    if not guards:
        return test, level
    return "(" + present(guards, test) + ")", ATOM


class HookFrame:
    """The frame of the hook being written: what its expressions and statements may use.

    ``event`` and ``nullable_attrs`` (its attributes that may be None); ``that``, the
    for-each players, innermost last; ``has_roshambo``, whether the hook plays one;
    ``game_sure``, whether a Roshambo was built unconditionally earlier in the hook;
    ``counters``, the fresh-name counters (``i1``, ``p2``); ``counts``, the locals that
    hold the rule's own counts in the hook's body (``k1``), by the count's index.
    """

    __slots__ = ("event", "nullable_attrs", "that", "has_roshambo", "game_sure", "counters",
                 "counts")

    def __init__(self, event: str = "", nullable_attrs: frozenset[str] = frozenset(),
                 has_roshambo: bool = False) -> None:
        self.event = event
        self.nullable_attrs = nullable_attrs
        self.that: list[str] = []
        self.has_roshambo = has_roshambo
        self.game_sure = False
        self.counters: dict[str, int] = {}
        self.counts: dict[int, str] = {}


class ExpressionWriter:
    """Python code for the expressions of one rule; ``frame`` is the hook being written."""

    def __init__(self, rule: nodes.Rule, filename: str, policy: SandboxPolicy,
                 seats: bool = False) -> None:
        self.rule = rule
        self.filename = filename
        self.policy = policy
        #: an LP302 witness: a fixed seat (``seat 2``) runs as that seat (``at_seat``)
        self.seats = seats
        self.frame = HookFrame()
        self.line_hint = 0

    def fail(self, node: nodes.Node, message: str) -> CompileError:
        """The CompileError for a construct of ``node`` that cannot run (fail closed)."""
        line = node.line or self.line_hint or self.rule.line
        return CompileError(f"rule {self.rule.name!r}: {message}", source=self.filename,
                            line=line or None, column=(node.column or None) if node.line else None)

    def at(self, node: nodes.Node) -> None:
        """Remember the innermost node with a source line, for errors on nodes without one."""
        if node.line > 0:
            self.line_hint = node.line

    def single(self, role: nodes.Role, node: nodes.Node, candidate: str = "") -> Value:
        kind = role.kind
        if kind in SINGLE_ROLES:
            code = SINGLE_ROLES[kind]
            return Value(code, (code,) if kind in NULLABLE_ROLES else ())
        if kind == "placed" and isinstance(role.value, int) and 1 <= role.value <= MAX_PLACES:
            code = f"view.placed[{role.value - 1}]"  # None where last round had no such place
            return Value(code, (code,))
        if kind == "most_last" and role.value in MOST_LAST:
            code = MOST_LAST[str(role.value)]  # None: no last round, or nobody picked up
            return Value(code, (code,))
        if kind in vocabulary.RELATIVE_ROLES and role.of is not None:
            # the first player still in beside another role (sandbox.view.beside)
            base = self.single(role.of, node, candidate)
            step = _RELATIVE_STEPS[vocabulary.RELATIVE_ROLES[kind][1]]
            return Value(f"beside({base.code}, {step})", base.guards)
        if kind in ("roshambo_winner", "roshambo_loser"):
            if not self.frame.has_roshambo:
                raise self.fail(role, "roshambo winner/loser before any Roshambo (LP908)")
            # Hooks keep no state: without a game earlier in this call there is no result.
            outcome = f"game.{kind.removeprefix('roshambo_')}"
            return Value(outcome, () if self.frame.game_sure else ("game",))
        if kind == "that":
            if not self.frame.that:
                raise self.fail(role, "'that player' outside 'for each' (LP909)")
            return Value(self.frame.that[-1])
        if kind == "candidate" and candidate:
            return Value(candidate)
        if kind == "seat" and self.seats and isinstance(role.value, int):
            return Value(f"at_seat(view, {role.value})")  # an LP302 witness only
        if kind in PLURAL_ROLES:
            raise self.fail(role, "this needs one player, not a set of players (LP905)")
        raise self.fail(role, f"players are reached only through roles, not {kind!r} "
                              "(R-CUSTOM-4)")

    def count_value(self, count: nodes.Expr, value: Value | None = None) -> str:
        """A whole number for a loop or a count: 0 when a read in it has no value."""
        v = value if value is not None else self.value(count)
        if not v.guards:
            return v.code
        return f"{v.code} if {present(v.guards)} else 0"

    def condition(self, e: nodes.Expr, candidate: str = "") -> str:
        """A truth for an ``if`` header; comparisons with a read without a value are false."""
        return self.test(e, candidate)[0]

    def test(self, e: nodes.Expr, candidate: str = "") -> tuple[str, int]:
        """A truth and its binding level (ATOM, COMPARE, NOT or BOOL)."""
        self.at(e)
        if isinstance(e, nodes.BoolOp):
            if e.op not in ("and", "or"):
                raise self.fail(e, f"unknown operator {e.op!r}")
            parts = [self.test(o, candidate) for o in e.operands]
            return f" {e.op} ".join(wrap(p, NOT) for p in parts), BOOL
        if isinstance(e, nodes.Not):
            return "not " + wrap(self.test(e.operand, candidate), ATOM), NOT
        if isinstance(e, nodes.Compare):
            op = OPS.get(e.op)
            if op is None:
                raise self.fail(e, f"unknown comparison {e.op!r}")
            if is_set(e.left) != is_set(e.right) and op in ("==", "!="):
                return self.membership(e, op, candidate)
            left, right = self.value(e.left, candidate), self.value(e.right, candidate)
            return guarded(f"{left.code} {op} {right.code}", merge(left, right))
        if isinstance(e, nodes.OneOf):
            item = self.value(e.item, candidate)
            options = [self.value(o, candidate) for o in e.options]
            if not options:
                raise self.fail(e, "'one of' needs options")
            seq = "(" + ", ".join(o.code for o in options) + ("," if len(options) == 1 else "")
            test = f"{item.code} {'not in' if e.negated else 'in'} {seq})"
            return guarded(test, merge(item, *options))
        if isinstance(e, nodes.Parity):
            v = self.value(e.operand, candidate)
            return guarded(f"mod({v.code}, 2) == {0 if e.even else 1}", v.guards)
        if isinstance(e, nodes.Multiple):
            v, d = self.value(e.operand, candidate), self.value(e.divisor, candidate).const
            if d is None or not 1 <= d <= self.policy.MAX_INT:
                raise self.fail(e, "a multiple of a fixed number, 1 or more (LP935)")
            return guarded(f"mod({v.code}, {d}) {'!=' if e.negated else '=='} 0", v.guards)
        v = self.value(e, candidate)
        return guarded(v.code, v.guards, ATOM)

    def membership(self, e: nodes.Compare, op: str, candidate: str) -> tuple[str, int]:
        """``player is every player whose hand is 2``: the player is one of that set."""
        group, one = (e.left, e.right) if is_set(e.left) else (e.right, e.left)
        assert isinstance(group, nodes.Role)
        player = self.value(one, candidate)
        test = f"{player.code} in {PLURAL_ROLES[group.kind]}"
        if group.kind == "whose":
            if group.where is None:
                raise self.fail(group, "'whose' needs a condition")
            where = self.test(group.where, candidate=player.code)
            test = f"{test} and {wrap(where, NOT)}"
        if op == "!=":
            test = f"not ({test})"
        return guarded(test, player.guards, BOOL)

    def value(self, e: nodes.Expr, candidate: str = "") -> Value:
        self.at(e)
        if isinstance(e, nodes.Number | nodes.RankLit):
            if type(e.value) is not int or abs(e.value) > self.policy.MAX_INT:
                raise self.fail(e, f"numbers go up to {self.policy.MAX_INT}")
            return Value(str(e.value), (), e.value)
        if isinstance(e, nodes.Bool):
            return Value("True" if e.value else "False")
        if isinstance(e, nodes.Word):
            return Value(py_str_literal(e.value))
        if isinstance(e, nodes.Text):
            raise self.fail(e, "quoted text in a condition can only be a name (LP303)")
        if isinstance(e, nodes.Attribute):
            return self.attribute(e)
        if isinstance(e, nodes.CountRef):  # the body's local, or the rule's view of it
            index = self.count_index(e)
            return Value(self.frame.counts.get(index, f"rule.counts[{index}]"))
        if isinstance(e, nodes.Measure):
            measure = MEASURES.get(e.measure)
            if measure is None:
                raise self.fail(e, f"unknown player measure {e.measure!r} (LP902)")
            player = self.single(e.player, e, candidate)
            return Value(f"{player.code}.{measure}", player.guards)
        if isinstance(e, nodes.Role):
            if e.kind in PLURAL_ROLES and e.kind != "whose":
                return Value(PLURAL_ROLES[e.kind])
            return self.single(e, e, candidate)
        if isinstance(e, nodes.Arith):
            left, right = self.value(e.left, candidate), self.value(e.right, candidate)
            helper = {"+": "add", "-": "sub"}.get(e.op)
            if helper is None:
                raise self.fail(e, f"unknown operator {e.op!r}")
            return Value(f"{helper}({left.code}, {right.code})", merge(left, right))
        if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Parity | nodes.Multiple | nodes.BoolOp
                      | nodes.Not):
            return Value(wrap(self.test(e, candidate), ATOM))
        raise self.fail(e, f"'{type(e).__name__}' cannot be computed")

    def count_index(self, node: nodes.CountRef | nodes.CountChange) -> int:
        """The index of the rule's count ``node`` names (its declaration order)."""
        for k, decl in enumerate(self.rule.counts):
            if decl.name == node.name:
                return k
        raise self.fail(node, f"the rule keeps no count {node.name!r} (LP933)")

    def attribute(self, a: nodes.Attribute) -> Value:
        ns, name = a.namespace, a.name
        if ns == self.frame.event:
            info = vocabulary.event_attributes(self.frame.event).get(name)
            if info is None or info.type in ("seat", "card", "cards", "unknown"):
                raise self.fail(a, f"'{ns}.{name}' cannot be read (LP902/LP302)")
            attr = known(name, vocabulary.event_attributes(self.frame.event))
            code = f"event.{attr}"
            return Value(code, (code,) if attr in self.frame.nullable_attrs else ())
        prefix = NAMESPACES.get(ns)
        if prefix is None or name not in vocabulary.TABLE.get(ns, {}):
            raise self.fail(a, f"'{ns}.{name}' cannot be read in a {self.frame.event} hook (LP902)")
        code = f"{prefix}.{known(name, vocabulary.TABLE[ns])}"
        return Value(code, (code,) if (ns, name) in NULLABLE_TABLE else ())

def known(name: str, table: Mapping[str, object]) -> str:
    """The vocabulary's own spelling of ``name`` (the rule's text is never copied)."""
    return next(key for key in table if key == name)


def is_set(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Role) and e.kind in PLURAL_ROLES


def wrap(test: tuple[str, int], level: int) -> str:
    """The code of ``test``, bracketed when it binds more loosely than ``level`` needs."""
    code, binds = test
    return code if binds >= level else f"({code})"
