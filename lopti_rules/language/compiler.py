"""The rule compiler: a linted RuleBook becomes sandboxed Python, one module per rule.

A visitor writes Python source line by line and keeps a line map from every
generated line to the ``.lopti`` line it came from (in the manner of Jinja's
``compiler.py`` ``writeline(..., node)``), so a hook stopped at run time names
the rule's own line. The output follows the sandbox's contract
(docs/sandbox.md, "Contract for the compiler"): module-level hooks
``def <timing>_<event>(view, event, rule):``, ``fuel()`` first in every hook
and loop body, capped helpers instead of operators, every DSL string through
``py_str_literal``. The language has no variables: every Python name in the
output is the compiler's own, and every attribute is looked up in the
vocabulary, never copied from the rule's text. Generated code is
deterministic (golden tests pin it) and is checked, compiled with
RestrictedPython and executed in fresh globals by :func:`sandbox.compile_rule`.

Entry points: :func:`compile_text`, :func:`compile_book`, :func:`python_source`.
See docs/compiler.md for what every construct compiles to.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import NamedTuple, get_args

from ..engine.events import EVENT_NAMES, attribute_types
from ..errors import InputError
from ..sandbox import (
    DEFAULT_POLICY,
    CompiledHook,
    CompiledRule,
    SandboxError,
    SandboxPolicy,
    compile_rule,
    py_str_literal,
)
from . import nodes, vocabulary
from .diagnostics import Diagnostic
from .formatter import format_book
from .lint import lint_text
from .validator import validate

__all__ = [
    "CompileError",
    "CompiledBook",
    "CompiledRuleEntry",
    "GeneratedHook",
    "GeneratedRule",
    "HookEntry",
    "compile_book",
    "compile_text",
    "generate_rule",
    "python_source",
]

TIMINGS: tuple[str, str] = ("before", "after")
_INDENT = "    "


class CompileError(InputError):
    """A rule book that may not run: lint errors, or a construct the compiler cannot map.

    ``diagnostics`` holds every lint error when the validator refused the book
    (empty when the compiler itself refused a construct).
    """

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None,
                 column: int | None = None, diagnostics: Sequence[Diagnostic] = ()) -> None:
        self.diagnostics: tuple[Diagnostic, ...] = tuple(diagnostics)
        super().__init__(message, source=source, line=line, column=column)


def _rejected(filename: str, diags: Sequence[Diagnostic]) -> CompileError:
    errors = [d for d in diags if d.severity == "error"]
    first = errors[0]
    more = f" (+{len(errors) - 1} more)" if len(errors) > 1 else ""
    return CompileError(f"{first.code} {first.message}{more}; only rules that pass "
                        "`lopti lint` run (R-CUSTOM)", source=filename, line=first.line,
                        column=first.column, diagnostics=errors)


# ------------------------------------------------------------------ the vocabulary map

#: Python attribute of a player view per measure (``hand of next player``).
_MEASURES: dict[str, str] = {"hand": "hand", "face_up": "face_up", "face_down": "face_down",
                             "cards": "cards"}
#: Python expression of each single-player role on the table view.
_SINGLE_ROLES: dict[str, str] = {
    "acting": "view.acting", "next": "view.next", "previous": "view.previous",
    "dealer": "view.dealer", "last_winner": "view.last_winner", "fewest": "view.fewest",
    "most": "view.most",
}
#: Roles that may have no player: the first round of a session has no last winner.
_NULLABLE_ROLES = frozenset({"last_winner"})
#: Python expression of each set of players (``every player`` is everyone still in).
_PLURAL_ROLES: dict[str, str] = {
    "every": "view.still_in", "still_in": "view.still_in", "every_other": "view.others",
    "out": "view.out", "whose": "view.still_in",
}
#: Python prefix of each table namespace (``round.clears`` reads ``view.round.clears``).
_NAMESPACES: dict[str, str] = {"table": "view", "round": "view.round", "rule": "rule"}
#: Table attributes that have no value when nothing lies on the pile.
_NULLABLE_TABLE = frozenset({("table", "top_rank")})
_OPS = {"==": "==", "!=": "!=", "<": "<", "<=": "<=", ">": ">", ">=": ">="}
#: Choices an effect asks of a player's agent; the engine resolves them (decisions in the log).
DECISIONS: dict[str, str] = {
    "give": "each giver's agent chooses the cards to give",
    "roshambo": "both players' agents throw; the result names roshambo winner/loser",
}


def _nullable_event_attributes(event: str) -> frozenset[str]:
    """Attributes of ``event`` that may have no value (``play.previous_rank``)."""
    return frozenset(name for name, py in attribute_types(event).items()
                     if type(None) in get_args(py))


class _Value(NamedTuple):
    """A compiled expression: its code and the reads that may have no value."""

    code: str
    guards: tuple[str, ...] = ()
    const: int | None = None  #: the value when it is a whole-number constant


def _merge(*values: _Value) -> tuple[str, ...]:
    return tuple(dict.fromkeys(g for v in values for g in v.guards))


#: Binding levels of a generated truth, loosest first: ``a and b``, ``not a``, ``a == b``,
#: and a name, call or bracketed group.
_BOOL, _NOT, _COMPARE, _ATOM = range(4)


def _present(guards: Iterable[str], *also: str) -> str:
    """Python that is true while every one of ``guards`` has a value (and ``also`` holds)."""
    return " and ".join([*(f"{g} is not None" for g in guards), *also])


def _guarded(test: str, guards: tuple[str, ...], level: int = _COMPARE) -> tuple[str, int]:
    """``test`` made false whenever one of ``guards`` has no value."""
    if not guards:
        return test, level
    return "(" + _present(guards, test) + ")", _ATOM


# ------------------------------------------------------------------ the generator


@dataclass(frozen=True)
class GeneratedHook:
    """One hook function of a generated rule module."""

    function: str  #: its name in the module (``after_play``, ``after_play_2`` ...)
    timing: str
    event: str
    line: int  #: the ``.lopti`` line of the hook


@dataclass(frozen=True)
class GeneratedRule:
    """The Python source of one rule, before it is compiled."""

    name: str
    filename: str
    line: int  #: the ``.lopti`` line of ``rule "Name"``
    source: str
    line_map: Mapping[int, int]  #: generated line -> ``.lopti`` line
    hooks: tuple[GeneratedHook, ...]
    decisions: tuple[str, ...]  #: effect kinds whose choices the engine asks of agents
    source_hash: str  #: sha256 of the rule's canonical text (``lopti fmt``)


class _Generator:
    """Writes one rule's module; ``writeline`` records the line map."""

    def __init__(self, rule: nodes.Rule, filename: str, policy: SandboxPolicy) -> None:
        self.rule = rule
        self.filename = filename
        self.policy = policy
        self.lines: list[str] = []
        self.line_map: dict[int, int] = {}
        self.depth = 0
        self.counters: dict[str, int] = {}
        self.that: list[str] = []  #: the for-each players, innermost last
        self.wrote: list[bool] = []  #: per open block: a statement was written
        self.decisions: set[str] = set()
        self.event = ""
        self.nullable_attrs: frozenset[str] = frozenset()
        self.has_roshambo = False
        self.game_sure = False  #: a Roshambo was built unconditionally earlier in this hook
        self.line_hint = 0

    # -------------------------------------------------------------- writing
    def fail(self, node: nodes.Node, message: str) -> CompileError:
        line = node.line or self.line_hint or self.rule.line
        return CompileError(f"rule {self.rule.name!r}: {message}", source=self.filename,
                            line=line or None, column=(node.column or None) if node.line else None)

    def at(self, node: nodes.Node) -> None:
        """Remember the innermost node with a source line, for errors on nodes without one."""
        if node.line > 0:
            self.line_hint = node.line

    def writeline(self, code: str, node: nodes.Node | None = None, line: int = 0) -> None:
        self.lines.append(_INDENT * self.depth + code)
        src = line or (node.line if node is not None else 0)
        if src > 0:
            self.line_map[len(self.lines)] = src
        if self.wrote:
            self.wrote[-1] = True

    @contextmanager
    def block(self, header: str, node: nodes.Node | None = None, *, line: int = 0,
              fuel: bool = False) -> Iterator[None]:
        """``header`` and an indented block under it (``pass`` if nothing was written)."""
        self.writeline(header, node, line)
        self.depth += 1
        self.wrote.append(False)
        if fuel:
            self.writeline("fuel()", node, line)
        try:
            yield
        finally:
            if not self.wrote.pop():
                self.writeline("pass", node, line)
            self.depth -= 1

    def fresh(self, prefix: str) -> str:
        n = self.counters.get(prefix, 0) + 1
        self.counters[prefix] = n
        return f"{prefix}{n}"

    # -------------------------------------------------------------- module
    def module(self) -> GeneratedRule:
        rule = self.rule
        self.writeline(f"# rule {py_str_literal(rule.name)}, "
                       f"{py_str_literal(self.filename)} line {rule.line}")
        self.writeline("# generated by lopti_rules.language.compiler: do not edit")
        names: dict[str, int] = {}
        hooks: list[GeneratedHook] = []
        for hook in rule.hooks:
            event = self.event_name(hook)
            base = f"{hook.timing}_{event}"
            names[base] = names.get(base, 0) + 1
            function = base if names[base] == 1 else f"{base}_{names[base]}"
            self.writeline("")
            self.hook(hook, function, event)
            hooks.append(GeneratedHook(function, hook.timing, event, hook.line))
        source = "\n".join(self.lines) + "\n"
        canonical = format_book(nodes.RuleBook(rules=(rule,)))
        return GeneratedRule(
            rule.name, self.filename, rule.line, source, MappingProxyType(dict(self.line_map)),
            tuple(hooks), tuple(sorted(self.decisions)),
            hashlib.sha256(canonical.encode("utf-8")).hexdigest(),
        )

    def event_name(self, hook: nodes.Hook) -> str:
        if hook.timing not in TIMINGS:
            raise self.fail(hook, f"unknown hook timing {hook.timing!r}")
        self.at(hook)
        for name in EVENT_NAMES:  # the vocabulary's spelling, never the rule's text
            if name == hook.event:
                return name
        raise self.fail(hook, f"unknown event {hook.event!r}")

    def hook(self, hook: nodes.Hook, function: str, event: str) -> None:
        self.at(hook)
        self.event = event
        self.nullable_attrs = _nullable_event_attributes(event)
        self.counters.clear()
        self.has_roshambo = any(isinstance(n, nodes.Roshambo) for n in hook.walk())
        self.game_sure = False
        with self.block(f"def {function}(view, event, rule):", hook, fuel=True):
            if hook.condition is not None:
                test = self.test(hook.condition)
                with self.block(f"if not {_wrap(test, _ATOM)}:", hook.condition):
                    self.writeline("return ()", hook.condition)
            self.writeline("out = ()", hook)
            if self.has_roshambo:
                self.writeline("game = None", hook)
            start = len(self.lines)
            self.statements(hook.body)
            self.writeline("return out", hook)
            self.straight_line(start)

    def straight_line(self, start: int) -> None:
        """Rewrite a body of plain pushes as one ``return (...)``: no helper calls at all."""
        body = self.lines[start - 1:]  # ``out = ()`` .. ``return out``
        push = _INDENT + "out = push(out, "
        if (len(body) < 3 or body[0] != _INDENT + "out = ()"
                or not all(line.startswith(push) for line in body[1:-1])):
            return
        first = start  # the generated line number of ``out = ()``
        effects = [(line[len(push):-1], self.line_map.get(first + k, 0))
                   for k, line in enumerate(body[1:-1], 1)]
        del self.lines[start - 1:]
        for k in range(first, first + len(body)):
            self.line_map.pop(k, None)
        if len(effects) == 1:
            self.writeline(f"return ({effects[0][0]},)", line=effects[0][1])
            return
        self.writeline("return (", line=effects[0][1])
        for code, line in effects:
            self.writeline(f"{_INDENT}{code},", line=line)
        self.writeline(")", line=effects[-1][1])

    # -------------------------------------------------------------- statements
    def statements(self, body: Sequence[nodes.Stmt]) -> None:
        for stmt in body:
            self.statement(stmt)

    def statement(self, stmt: nodes.Stmt) -> None:
        self.at(stmt)
        if isinstance(stmt, nodes.If):
            with self.block(f"if {self.condition(stmt.condition)}:", stmt):
                self.statements(stmt.then)
            if stmt.orelse:
                with self.block("else:", stmt.orelse[0]):
                    self.statements(stmt.orelse)
        elif isinstance(stmt, nodes.Repeat):
            count = self.count_value(stmt.count)
            with self.block(f"for {self.fresh('i')} in range({count}):", stmt, fuel=True):
                self.statements(stmt.body)
        elif isinstance(stmt, nodes.ForEach):
            with self.each(stmt.players, stmt) as player:
                self.that.append(player)
                try:
                    self.statements(stmt.body)
                finally:
                    self.that.pop()
        elif isinstance(stmt, nodes.Action):
            self.action(stmt)
        else:
            raise self.fail(stmt, f"'{type(stmt).__name__}' cannot run (it never passes lint)")

    def push(self, effect: str, node: nodes.Node) -> None:
        self.writeline(f"out = push(out, {effect})", node)

    def action(self, act: nodes.Action) -> None:
        if act.instead:
            raise self.fail(act, "'instead' blocks a base event (LP201)")
        if isinstance(act, nodes.Draw):
            with self.positive(act.count, act) as n, self.each(act.who, act) as p:
                self.push(f"Draw({p}, {n})", act)
        elif isinstance(act, nodes.Give):
            self.decisions.add("give")
            self.give(act)
        elif isinstance(act, nodes.Take):
            with self.positive(act.count, act) as n, self.each(act.who, act) as p:
                effect = (f"TakePile({p}, {n})" if act.source == "pile"
                          else f"TakeCleared({p}, {n}, 'top')")
                self.push(effect, act)
        elif isinstance(act, nodes.Pickup):
            with self.each(act.who, act) as p:
                self.push(f"Pickup({p})", act)
        elif isinstance(act, nodes.ClearPile):
            self.push("ClearPile(view.acting)", act)  # the acting player earns the bonus
        elif isinstance(act, nodes.Skip):
            with self.each(act.who, act) as p:
                self.push(f"Skip({p})", act)
        elif isinstance(act, nodes.Reverse):
            self.push("Reverse()", act)
        elif isinstance(act, nodes.Restrict):
            self.restrict(act)
        elif isinstance(act, nodes.Reveal):
            with self.each(act.who, act) as p:
                self.push(f"Reveal({p})", act)
        elif isinstance(act, nodes.Say):
            text = act.text.value
            if not 0 < len(text) <= self.policy.MAX_TEXT:
                raise self.fail(act.text, f"a {act.verb} text must be 1 to "
                                          f"{self.policy.MAX_TEXT} characters")
            kind = "Say" if act.verb == "say" else "Do"
            with self.each(act.who, act) as p:
                self.push(f"{kind}({p}, {py_str_literal(text)})", act)
        elif isinstance(act, nodes.Roshambo):
            self.decisions.add("roshambo")
            a, b = self.single(act.first, act), self.single(act.second, act)
            with self.present(_merge(a, b), act):
                self.writeline(f"game = Roshambo({a.code}, {b.code})", act)
                self.push("game", act)
                if self.depth == 1:  # the hook's own block: no condition, loop or guard
                    self.game_sure = True
        else:
            raise self.fail(act, f"'{act.action or type(act).__name__}' is not an action "
                                 "the engine knows (it never passes lint)")

    def give(self, act: nodes.Give) -> None:
        with self.positive(act.count, act) as n, self.each(act.giver, act) as giver:
            if act.to is not None and act.to.kind in _PLURAL_ROLES:
                with self.each(act.to, act) as receiver:
                    with self.block(f"if {giver} != {receiver}:", act):
                        self.push(f"Give({giver}, {receiver}, {n})", act)
                return
            if act.to is not None:  # one player: their presence and "not the giver" at once
                to = self.single(act.to, act)
                test = _present(to.guards, f"{giver} != {to.code}")
                with self.block(f"if {test}:", act):
                    self.push(f"Give({giver}, {to.code}, {n})", act)
                return
            if act.side not in ("left", "right"):
                raise self.fail(act, "a give needs a receiver or a side")
            # The neighbour on that side who is still in: at most four seats away (R-SETUP-1).
            receiver = self.fresh("r")
            self.writeline(f"{receiver} = {giver}.{act.side}", act)
            with self.block(f"for {self.fresh('i')} in range(4):", act, fuel=True):
                with self.block(f"if not {receiver}.is_out:", act):
                    self.writeline("break", act)
                self.writeline(f"{receiver} = {receiver}.{act.side}", act)
            with self.block(f"if {receiver} != {giver} and not {receiver}.is_out:", act):
                self.push(f"Give({giver}, {receiver}, {n})", act)

    def restrict(self, act: nodes.Restrict) -> None:
        if act.kind == "min_cards":
            if act.count is None:
                raise self.fail(act, "'have at least' needs a count")
            with self.positive(act.count, act) as n:
                self.push(f"Restrict('min_cards', {n})", act)
            return
        if act.kind not in ("at_most", "at_least", "one_of") or not act.ranks:
            raise self.fail(act, "a restriction needs ranks")
        ranks = [self.value(r) for r in act.ranks]
        guards = _merge(*ranks)
        if act.kind == "one_of":
            arg = "(" + ", ".join(r.code for r in ranks) + ("," if len(ranks) == 1 else "") + ")"
        else:
            arg = ranks[0].code
        with self.present(guards, act):
            self.push(f"Restrict({py_str_literal(act.kind)}, {arg})", act)

    # -------------------------------------------------------------- players
    @contextmanager
    def present(self, guards: tuple[str, ...], node: nodes.Node) -> Iterator[None]:
        """A block that runs only when every read in ``guards`` has a value."""
        if not guards:
            yield
            return
        with self.block(f"if {_present(guards)}:", node):
            yield

    @contextmanager
    def positive(self, count: nodes.Expr, node: nodes.Node) -> Iterator[str]:
        """The code of a card count, in a block that runs only when it is above zero."""
        value = self.value(count)
        if value.const is not None:
            if value.const > 0:
                yield value.code
            else:  # "draws 0 cards" does nothing; the statement still has to be valid
                with self.block("if False:", node):
                    yield value.code
            return
        n = self.fresh("n")
        self.writeline(f"{n} = {self.count_value(count, value)}", node)
        with self.block(f"if {n} > 0:", node):
            yield n

    @contextmanager
    def each(self, role: nodes.Role, node: nodes.Node) -> Iterator[str]:
        """Run the block once per player of ``role`` (once for a single player)."""
        if role.kind in _PLURAL_ROLES:
            player = self.fresh("p")
            with self.block(f"for {player} in {_PLURAL_ROLES[role.kind]}:", node, fuel=True):
                if role.kind == "whose":
                    if role.where is None:
                        raise self.fail(role, "'whose' needs a condition")
                    test = self.condition(role.where, candidate=player)
                    with self.block(f"if {test}:", node):
                        yield player
                else:
                    yield player
            return
        value = self.single(role, node)
        with self.present(value.guards, node):
            yield value.code

    def single(self, role: nodes.Role, node: nodes.Node, candidate: str = "") -> _Value:
        kind = role.kind
        if kind in _SINGLE_ROLES:
            code = _SINGLE_ROLES[kind]
            return _Value(code, (code,) if kind in _NULLABLE_ROLES else ())
        if kind in ("roshambo_winner", "roshambo_loser"):
            if not self.has_roshambo:
                raise self.fail(role, "roshambo winner/loser before any Roshambo (LP908)")
            # Hooks keep no state: without a game earlier in this call there is no result.
            outcome = f"game.{kind.removeprefix('roshambo_')}"
            return _Value(outcome, () if self.game_sure else ("game",))
        if kind == "that":
            if not self.that:
                raise self.fail(role, "'that player' outside 'for each' (LP909)")
            return _Value(self.that[-1])
        if kind == "candidate" and candidate:
            return _Value(candidate)
        if kind in _PLURAL_ROLES:
            raise self.fail(role, "this needs one player, not a set of players (LP905)")
        raise self.fail(role, f"players are reached only through roles, not {kind!r} "
                              "(R-CUSTOM-4)")

    # -------------------------------------------------------------- expressions
    def count_value(self, count: nodes.Expr, value: _Value | None = None) -> str:
        """A whole number for a loop or a count: 0 when a read in it has no value."""
        v = value if value is not None else self.value(count)
        if not v.guards:
            return v.code
        return f"{v.code} if {_present(v.guards)} else 0"

    def condition(self, e: nodes.Expr, candidate: str = "") -> str:
        """A truth for an ``if`` header; comparisons with a read without a value are false."""
        return self.test(e, candidate)[0]

    def test(self, e: nodes.Expr, candidate: str = "") -> tuple[str, int]:
        """A truth and its binding level (_ATOM, _COMPARE, _NOT or _BOOL)."""
        self.at(e)
        if isinstance(e, nodes.BoolOp):
            if e.op not in ("and", "or"):
                raise self.fail(e, f"unknown operator {e.op!r}")
            parts = [self.test(o, candidate) for o in e.operands]
            return f" {e.op} ".join(_wrap(p, _NOT) for p in parts), _BOOL
        if isinstance(e, nodes.Not):
            return "not " + _wrap(self.test(e.operand, candidate), _ATOM), _NOT
        if isinstance(e, nodes.Compare):
            op = _OPS.get(e.op)
            if op is None:
                raise self.fail(e, f"unknown comparison {e.op!r}")
            if _is_set(e.left) != _is_set(e.right) and op in ("==", "!="):
                return self.membership(e, op, candidate)
            left, right = self.value(e.left, candidate), self.value(e.right, candidate)
            return _guarded(f"{left.code} {op} {right.code}", _merge(left, right))
        if isinstance(e, nodes.OneOf):
            item = self.value(e.item, candidate)
            options = [self.value(o, candidate) for o in e.options]
            if not options:
                raise self.fail(e, "'one of' needs options")
            seq = "(" + ", ".join(o.code for o in options) + ("," if len(options) == 1 else "")
            test = f"{item.code} {'not in' if e.negated else 'in'} {seq})"
            return _guarded(test, _merge(item, *options))
        if isinstance(e, nodes.Parity):
            v = self.value(e.operand, candidate)
            return _guarded(f"mod({v.code}, 2) == {0 if e.even else 1}", v.guards)
        v = self.value(e, candidate)
        return _guarded(v.code, v.guards, _ATOM)

    def membership(self, e: nodes.Compare, op: str, candidate: str) -> tuple[str, int]:
        """``player is every player whose hand is 2``: the player is one of that set."""
        group, one = (e.left, e.right) if _is_set(e.left) else (e.right, e.left)
        assert isinstance(group, nodes.Role)
        player = self.value(one, candidate)
        test = f"{player.code} in {_PLURAL_ROLES[group.kind]}"
        if group.kind == "whose":
            if group.where is None:
                raise self.fail(group, "'whose' needs a condition")
            where = self.test(group.where, candidate=player.code)
            test = f"{test} and {_wrap(where, _NOT)}"
        if op == "!=":
            test = f"not ({test})"
        return _guarded(test, player.guards, _BOOL)

    def value(self, e: nodes.Expr, candidate: str = "") -> _Value:
        self.at(e)
        if isinstance(e, nodes.Number | nodes.RankLit):
            if type(e.value) is not int or abs(e.value) > self.policy.MAX_INT:
                raise self.fail(e, f"numbers go up to {self.policy.MAX_INT}")
            return _Value(str(e.value), (), e.value)
        if isinstance(e, nodes.Bool):
            return _Value("True" if e.value else "False")
        if isinstance(e, nodes.Word):
            return _Value(py_str_literal(e.value))
        if isinstance(e, nodes.Text):
            raise self.fail(e, "quoted text in a condition can only be a name (LP303)")
        if isinstance(e, nodes.Attribute):
            return self.attribute(e)
        if isinstance(e, nodes.Measure):
            measure = _MEASURES.get(e.measure)
            if measure is None:
                raise self.fail(e, f"unknown player measure {e.measure!r} (LP902)")
            player = self.single(e.player, e, candidate)
            return _Value(f"{player.code}.{measure}", player.guards)
        if isinstance(e, nodes.Role):
            if e.kind in _PLURAL_ROLES and e.kind != "whose":
                return _Value(_PLURAL_ROLES[e.kind])
            return self.single(e, e, candidate)
        if isinstance(e, nodes.Arith):
            left, right = self.value(e.left, candidate), self.value(e.right, candidate)
            helper = {"+": "add", "-": "sub"}.get(e.op)
            if helper is None:
                raise self.fail(e, f"unknown operator {e.op!r}")
            return _Value(f"{helper}({left.code}, {right.code})", _merge(left, right))
        if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Parity | nodes.BoolOp | nodes.Not):
            return _Value(_wrap(self.test(e, candidate), _ATOM))
        raise self.fail(e, f"'{type(e).__name__}' cannot be computed")

    def attribute(self, a: nodes.Attribute) -> _Value:
        ns, name = a.namespace, a.name
        if ns == self.event:
            info = vocabulary.event_attributes(self.event).get(name)
            if info is None or info.type in ("seat", "card", "cards", "unknown"):
                raise self.fail(a, f"'{ns}.{name}' cannot be read (LP902/LP302)")
            attr = _known(name, vocabulary.event_attributes(self.event))
            code = f"event.{attr}"
            return _Value(code, (code,) if attr in self.nullable_attrs else ())
        prefix = _NAMESPACES.get(ns)
        if prefix is None or name not in vocabulary.TABLE.get(ns, {}):
            raise self.fail(a, f"'{ns}.{name}' cannot be read in a {self.event} hook (LP902)")
        code = f"{prefix}.{_known(name, vocabulary.TABLE[ns])}"
        return _Value(code, (code,) if (ns, name) in _NULLABLE_TABLE else ())


def _known(name: str, table: Mapping[str, object]) -> str:
    """The vocabulary's own spelling of ``name`` (the rule's text is never copied)."""
    return next(key for key in table if key == name)


def _is_set(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Role) and e.kind in _PLURAL_ROLES


def _wrap(test: tuple[str, int], level: int) -> str:
    """The code of ``test``, bracketed when it binds more loosely than ``level`` needs."""
    code, binds = test
    return code if binds >= level else f"({code})"


def generate_rule(rule: nodes.Rule, *, filename: str,
                  policy: SandboxPolicy = DEFAULT_POLICY) -> GeneratedRule:
    """The Python module of one rule of a linted book (no checks, no RestrictedPython)."""
    return _Generator(rule, filename, policy).module()


# ------------------------------------------------------------------ compiled books


@dataclass(frozen=True)
class HookEntry:
    """One compiled hook of a rule: what it listens to and the function to run."""

    rule: str
    timing: str
    event: str
    line: int  #: the ``.lopti`` line of the hook
    hook: CompiledHook  #: pass to ``sandbox.run_hook``


@dataclass(frozen=True)
class CompiledRuleEntry:
    """A rule ready to attach: its generated source, its compiled hooks per event."""

    name: str
    filename: str
    line: int
    source_hash: str  #: sha256 of the rule's canonical text; comments and layout do not count
    python: str  #: the generated Python, as ``lopti lint --show-python`` prints it
    line_map: Mapping[int, int]
    compiled: CompiledRule
    hooks: tuple[HookEntry, ...]
    #: effect kinds of this rule whose choices the engine asks of players' agents (DECISIONS)
    decisions: tuple[str, ...]
    before: Mapping[str, tuple[HookEntry, ...]] = field(default_factory=dict)
    after: Mapping[str, tuple[HookEntry, ...]] = field(default_factory=dict)

    def hooks_for(self, timing: str, event: str) -> tuple[HookEntry, ...]:
        """This rule's hooks on ``event`` at ``timing``, in source order."""
        return (self.before if timing == "before" else self.after).get(event, ())


_NONE: tuple[HookEntry, ...] = ()


@dataclass(frozen=True)
class CompiledBook:
    """Every rule of a book, in rule-book order, and its hooks by (timing, event)."""

    filename: str
    rules: tuple[CompiledRuleEntry, ...]
    _dispatch: Mapping[tuple[str, str], tuple[HookEntry, ...]] = field(repr=False,
                                                                     default_factory=dict)

    def hooks_for(self, timing: str, event: str) -> tuple[HookEntry, ...]:
        """Every hook on ``event`` at ``timing``, in rule-book order (empty: nobody listens)."""
        return self._dispatch.get((timing, event), _NONE)

    def events_listened(self) -> tuple[str, ...]:
        """The events some hook listens to, in engine order; dispatch skips all others."""
        return tuple(e for e in EVENT_NAMES
                     if (("before", e) in self._dispatch or ("after", e) in self._dispatch))

    def python_source(self) -> str:
        """The generated Python of every rule, as ``lopti lint --show-python`` prints it."""
        return "\n\n".join(r.python for r in self.rules)


def _entry(gen: GeneratedRule, policy: SandboxPolicy) -> CompiledRuleEntry:
    try:
        compiled = compile_rule(gen.source, rule=gen.name, line_map=gen.line_map, policy=policy)
    except SandboxError as exc:  # a compiler bug or a limit (nesting, size): fail closed
        first = exc.problems[0] if exc.problems else None
        line = first.source_line if first is not None else None
        raise CompileError(f"rule {gen.name!r} cannot run: {exc}", source=gen.filename,
                           line=line or gen.line) from None
    hooks = tuple(HookEntry(gen.name, h.timing, h.event, h.line, compiled.hooks[h.function])
                  for h in gen.hooks)
    by: dict[str, dict[str, tuple[HookEntry, ...]]] = {"before": {}, "after": {}}
    for h in hooks:
        by[h.timing][h.event] = (*by[h.timing].get(h.event, ()), h)
    return CompiledRuleEntry(gen.name, gen.filename, gen.line, gen.source_hash, gen.source,
                             gen.line_map, compiled, hooks, gen.decisions,
                             MappingProxyType(by["before"]), MappingProxyType(by["after"]))


def _compile_checked(book: nodes.RuleBook, filename: str,
                     policy: SandboxPolicy) -> CompiledBook:
    entries = tuple(_entry(generate_rule(r, filename=filename, policy=policy), policy)
                    for r in book.rules)
    dispatch: dict[tuple[str, str], tuple[HookEntry, ...]] = {}
    for entry in entries:
        for h in entry.hooks:
            key = (h.timing, h.event)
            dispatch[key] = (*dispatch.get(key, ()), h)
    return CompiledBook(filename, entries, MappingProxyType(dispatch))


def _checked(book: nodes.RuleBook, filename: str) -> None:
    diags = validate(book)
    if any(d.severity == "error" for d in diags):
        raise _rejected(filename, diags)


def compile_book(book: nodes.RuleBook, *, filename: str,
                 policy: SandboxPolicy = DEFAULT_POLICY) -> CompiledBook:
    """Validate and compile a parsed book; raise CompileError if any rule has a lint error.

    Warnings do not stop a rule (``lopti lint`` decides adoption the same way).
    """
    _checked(book, filename)
    return _compile_checked(book, filename, policy)


def compile_text(text: str, filename: str = "<rule>", *,
                 policy: SandboxPolicy = DEFAULT_POLICY) -> CompiledBook:
    """Lint and compile rule text (one ``.lopti`` file); CompileError carries the diagnostics."""
    result = lint_text(text, filename)
    if not result.ok or result.book is None:
        raise _rejected(filename, result.diagnostics)
    return _compile_checked(result.book, filename, policy)


def python_source(book: nodes.RuleBook | CompiledBook, *, filename: str | None = None) -> str:
    """The generated Python of every rule of ``book``, deterministic, for ``--show-python``.

    Call it with the ``book`` of a clean ``LintResult`` (``python_source(result.book,
    filename=result.filename)``) or with a :class:`CompiledBook`. A book with lint
    errors raises CompileError: only rules that pass the validator have Python.
    """
    if isinstance(book, CompiledBook):
        return book.python_source()
    name = filename if filename is not None else book.filename
    _checked(book, name)
    return "\n\n".join(generate_rule(r, filename=name).source for r in book.rules)
