"""The code generator: one rule of a linted RuleBook becomes the Python source of its module.

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
deterministic (golden tests pin it). This module only writes source: it
neither lints (the book it is given passed the validator) nor compiles it
(book.py does, with :func:`sandbox.compile_rule`); compiler.py runs the pipeline.

Entry point: :func:`generate_rule`. See docs/compiler.md for what every construct
compiles to.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ...engine import EVENT_NAMES
from ...sandbox import DEFAULT_POLICY, SandboxPolicy, py_str_literal
from ..present.formatter import format_book
from ..tree import nodes
from ..tree.placeholders import Literal, split
from ..tree.visitor import NodeVisitor
from .pyexpr import (
    ATOM,
    PLURAL_ROLES,
    ExpressionWriter,
    HookFrame,
    Value,
    merge,
    nullable_event_attributes,
    present,
    wrap,
)

TIMINGS: tuple[str, str] = ("before", "after")
#: A rank as a spoken value says its name: 11 is "J" (``RANK_WORDS[rank - 2]``).
RANK_WORDS = repr(tuple([str(r) for r in range(2, 11)] + ["J", "Q", "K", "A"]))
_INDENT = "    "
#: Choices an effect asks of a player's agent; the engine resolves them (decisions in the log).
DECISIONS: dict[str, str] = {
    "give": "each giver's agent chooses the cards to give",
    "roshambo": "both players' agents throw; the result names roshambo winner/loser",
    "swap": "the swapper's agent chooses the face-up cards to swap",
}


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
    #: the plays the rule permits (``allow J on Q``): data for the engine's legality
    #: table (``engine.Permits``), not code
    permits: tuple[tuple[int, int], ...] = ()
    #: the rule's own counts in declaration order: their scopes (``round``/``session``),
    #: data for the runtime, which keeps the values (``rule.counts``) and resets them
    counts: tuple[str, ...] = ()


class CodeGenerator(ExpressionWriter, NodeVisitor):
    """Writes one rule's module; ``writeline`` records the line map.

    Statements are visited (``visit_<Node>``); a statement with no method fails closed
    (:meth:`generic_visit`). Expressions are written by :class:`~.pyexpr.ExpressionWriter`.
    Each hook is written in a fresh :class:`~.pyexpr.HookFrame`.
    """

    def __init__(self, rule: nodes.Rule, filename: str, policy: SandboxPolicy,
                 seats: bool = False) -> None:
        super().__init__(rule, filename, policy, seats)
        self.lines: list[str] = []
        self.line_map: dict[int, int] = {}
        self.depth = 0
        self.wrote: list[bool] = []  #: per open block: a statement was written
        self.decisions: set[str] = set()

    # -------------------------------------------------------------- writing
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
        counters = self.frame.counters
        n = counters.get(prefix, 0) + 1
        counters[prefix] = n
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
            self.write_hook(hook, function, event)
            hooks.append(GeneratedHook(function, hook.timing, event, hook.line))
        source = "\n".join(self.lines) + "\n"
        canonical = format_book(nodes.RuleBook(rules=(rule,)))
        return GeneratedRule(
            rule.name, self.filename, rule.line, source, MappingProxyType(dict(self.line_map)),
            tuple(hooks), tuple(sorted(self.decisions)),
            hashlib.sha256(canonical.encode("utf-8")).hexdigest(),
            self.permits(), self.count_scopes(),
        )

    def count_scopes(self) -> tuple[str, ...]:
        """Each declared count's scope, ``round`` or ``session`` (linted: nothing else)."""
        out = []
        for decl in self.rule.counts:
            scope = tuple(w.lower() for w in decl.scope)
            if scope not in (("this", "round"), ("this", "session")):
                raise self.fail(decl, "a count needs the scope 'this round' or 'this "
                                      "session' (LP932)")
            out.append(scope[1])
        return tuple(out)

    def permits(self) -> tuple[tuple[int, int], ...]:
        """The rule's permissions as ``(rank, top)`` pairs, in source order, each once."""
        out: list[tuple[int, int]] = []
        for permit in self.rule.permits:
            for r in permit.ranks:
                for t in permit.on:
                    if not isinstance(r, nodes.Number | nodes.RankLit) or \
                            not isinstance(t, nodes.Number | nodes.RankLit):
                        raise self.fail(permit, "a permission names a rank that is not one")
                    pair = (r.value, t.value)
                    if not (2 <= pair[0] <= 14 and 2 <= pair[1] <= 14):
                        raise self.fail(permit, f"no such rank in {pair}")
                    if pair not in out:
                        out.append(pair)
        return tuple(out)

    def event_name(self, hook: nodes.Hook) -> str:
        if hook.timing not in TIMINGS:
            raise self.fail(hook, f"unknown hook timing {hook.timing!r}")
        self.at(hook)
        for name in EVENT_NAMES:  # the vocabulary's spelling, never the rule's text
            if name == hook.event:
                return name
        raise self.fail(hook, f"unknown event {hook.event!r}")

    def write_hook(self, hook: nodes.Hook, function: str, event: str) -> None:
        self.at(hook)
        self.frame = HookFrame(event, nullable_event_attributes(event),
                               any(isinstance(n, nodes.Roshambo) for n in hook.walk()))
        with self.block(f"def {function}(view, event, rule):", hook, fuel=True):
            if hook.condition is not None:
                test = self.test(hook.condition)
                with self.block(f"if not {wrap(test, ATOM)}:", hook.condition):
                    self.writeline("return ()", hook.condition)
            self.writeline("out = ()", hook)
            if self.frame.has_roshambo:
                self.writeline("game = None", hook)
            changed = self.count_locals(hook)
            start = len(self.lines)
            self.statements(hook.body)
            for index in changed:  # the counts the body changes, once each, as they end
                local = self.frame.counts[index]
                with self.block(f"if {local} != rule.counts[{index}]:", hook):
                    self.push(f"Remember({index}, {local})", hook)
            self.writeline("return out", hook)
            self.straight_line(start)

    def count_locals(self, hook: nodes.Hook) -> list[int]:
        """Locals for the counts the hook's body reads or changes, from the rule's view
        (so a read after an ``add`` sees the new value); the indexes of those it changes."""
        used: dict[int, bool] = {}
        for stmt in hook.body:
            for node in stmt.walk():
                if isinstance(node, nodes.CountRef | nodes.CountChange):
                    index = self.count_index(node)
                    used[index] = used.get(index, False) or isinstance(node, nodes.CountChange)
        for index in sorted(used):
            local = self.frame.counts[index] = f"k{index + 1}"
            self.writeline(f"{local} = rule.counts[{index}]", hook)
        return [k for k in sorted(used) if used[k]]

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
        if isinstance(stmt, nodes.Action) and stmt.instead:
            raise self.fail(stmt, "'instead' blocks a base event (LP201)")
        self.visit(stmt)

    def generic_visit(self, node: nodes.Node, *args: Any, **kwargs: Any) -> None:
        """A statement the compiler has no ``visit_<Node>`` for: fail closed."""
        if isinstance(node, nodes.Action):
            raise self.fail(node, f"'{node.action or type(node).__name__}' is not an action "
                                  "the engine knows (it never passes lint)")
        raise self.fail(node, f"'{type(node).__name__}' cannot run (it never passes lint)")

    def visit_If(self, stmt: nodes.If) -> None:
        with self.block(f"if {self.condition(stmt.condition)}:", stmt):
            self.statements(stmt.then)
        if stmt.orelse:
            with self.block("else:", stmt.orelse[0]):
                self.statements(stmt.orelse)

    def visit_Repeat(self, stmt: nodes.Repeat) -> None:
        count = self.count_value(stmt.count)
        with self.block(f"for {self.fresh('i')} in range({count}):", stmt, fuel=True):
            self.statements(stmt.body)

    def visit_ForEach(self, stmt: nodes.ForEach) -> None:
        with self.each(stmt.players, stmt) as player:
            self.frame.that.append(player)
            try:
                self.statements(stmt.body)
            finally:
                self.frame.that.pop()

    def push(self, effect: str, node: nodes.Node) -> None:
        self.writeline(f"out = push(out, {effect})", node)

    # -------------------------------------------------------------- actions
    def visit_Draw(self, act: nodes.Draw) -> None:
        with self.positive(act.count, act) as n, self.each(act.who, act) as p:
            self.push(f"Draw({p}, {n}, 'bottom')" if act.end == "bottom"
                      else f"Draw({p}, {n})", act)

    def visit_SwapUp(self, act: nodes.SwapUp) -> None:
        self.decisions.add("swap")
        with self.positive(act.count, act) as n, self.each(act.who, act) as p:
            self.push(f"SwapUp({p}, {n}, True)" if act.optional else f"SwapUp({p}, {n})", act)

    def visit_Give(self, act: nodes.Give) -> None:
        self.decisions.add("give")
        self.give(act)

    def visit_Take(self, act: nodes.Take) -> None:
        with self.positive(act.count, act) as n, self.each(act.who, act) as p:
            effect = (f"TakePile({p}, {n})" if act.source == "pile"
                      else f"TakeCleared({p}, {n}, '{act.end}')")
            self.push(effect, act)

    def visit_Pickup(self, act: nodes.Pickup) -> None:
        with self.each(act.who, act) as p:
            self.push(f"Pickup({p})", act)

    def visit_ClearPile(self, act: nodes.ClearPile) -> None:
        self.push("ClearPile(view.acting)", act)  # the acting player earns the bonus

    def visit_Skip(self, act: nodes.Skip) -> None:
        with self.each(act.who, act) as p:
            self.push(f"Skip({p})", act)

    def visit_Choose(self, act: nodes.Choose) -> None:
        with self.each(act.who, act) as p:
            self.push(f"Choose({py_str_literal(act.what)}, {p})", act)

    def visit_Reverse(self, act: nodes.Reverse) -> None:
        self.push("Reverse()", act)

    def visit_Restrict(self, act: nodes.Restrict) -> None:
        self.restrict(act)

    def visit_Reveal(self, act: nodes.Reveal) -> None:
        with self.each(act.who, act) as p:
            self.push(f"Reveal({p})", act)

    def visit_Say(self, act: nodes.Say) -> None:
        text = act.text.value
        if not 0 < len(text) <= self.policy.MAX_TEXT:
            raise self.fail(act.text, f"a {act.verb} text must be 1 to "
                                      f"{self.policy.MAX_TEXT} characters")
        kind = "Say" if act.verb == "say" else "Do"
        spoken, guards = self.spoken(act)
        with self.present(guards, act), self.each(act.who, act) as p:
            self.push(f"{kind}({p}, {spoken})", act)

    def spoken(self, act: nodes.Say) -> tuple[str, tuple[str, ...]]:
        """The code of a say/do text: a literal, or ``text(...)`` of its literal parts and
        placeholder values (ranks as rank words), with the reads that may have no value
        (the statement is said only when every value has one)."""
        text = act.text.value
        if not act.values:
            return py_str_literal(text), ()
        values = iter(act.values)
        parts: list[str] = []
        read: list[Value] = []
        for piece in split(text):
            if isinstance(piece, Literal):
                parts.append(py_str_literal(piece.text))
                continue
            e = next(values, None)
            if e is None or piece.problem or isinstance(e, nodes.BadValue):
                raise self.fail(act.text, "a placeholder that is not a value (LP714)")
            v = self.value(e)
            read.append(v)
            if e.static_type == "rank":
                parts.append(f"{RANK_WORDS}[sub({v.code}, 2)]")
            elif e.static_type == "truth":
                parts.append(f"('yes' if {v.code} else 'no')")
            elif e.static_type in ("number", "word"):
                parts.append(v.code)
            else:
                raise self.fail(e, f"a {e.static_type} cannot be spoken (LP713)")
        return f"text({', '.join(parts)})", merge(*read)

    def visit_CountChange(self, act: nodes.CountChange) -> None:
        local = self.frame.counts.get(self.count_index(act))
        if local is None:
            raise self.fail(act, "a count changed outside its hook's body")
        if act.kind == "reset" or act.amount is None:
            self.writeline(f"{local} = 0", act)
            return
        v = self.value(act.amount)
        code = v.code if act.kind == "set" else f"add({local}, {v.code})"
        with self.present(v.guards, act):
            self.writeline(f"{local} = {code}", act)

    def visit_Roshambo(self, act: nodes.Roshambo) -> None:
        self.decisions.add("roshambo")
        a, b = self.single(act.first, act), self.single(act.second, act)
        with self.present(merge(a, b), act):
            self.writeline(f"game = Roshambo({a.code}, {b.code})", act)
            self.push("game", act)
            if self.depth == 1:  # the hook's own block: no condition, loop or guard
                self.frame.game_sure = True

    def give(self, act: nodes.Give) -> None:
        opt = ", True" if act.optional else ""  # may give up to n (issue 14)
        with self.positive(act.count, act) as n, self.each(act.giver, act) as giver:
            if act.to is not None and act.to.kind in PLURAL_ROLES:
                with self.each(act.to, act) as receiver:
                    with self.block(f"if {giver} != {receiver}:", act):
                        self.push(f"Give({giver}, {receiver}, {n}{opt})", act)
                return
            if act.to is not None:  # one player: their presence and "not the giver" at once
                to = self.single(act.to, act)
                test = present(to.guards, f"{giver} != {to.code}")
                with self.block(f"if {test}:", act):
                    self.push(f"Give({giver}, {to.code}, {n}{opt})", act)
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
                self.push(f"Give({giver}, {receiver}, {n}{opt})", act)

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
        guards = merge(*ranks)
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
        with self.block(f"if {present(guards)}:", node):
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
        if role.kind in PLURAL_ROLES:
            player = self.fresh("p")
            with self.block(f"for {player} in {PLURAL_ROLES[role.kind]}:", node, fuel=True):
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


def generate_rule(rule: nodes.Rule, *, filename: str,
                  policy: SandboxPolicy = DEFAULT_POLICY, seats: bool = False) -> GeneratedRule:
    """The Python module of one rule of a linted book (no checks, no RestrictedPython).
    ``seats``: an LP302 witness, where a fixed seat runs as that seat (never in play)."""
    return CodeGenerator(rule, filename, policy, seats).module()
