"""Property tests: random rules compile to allowlisted Python whose hooks only return or stop.

Rules are drawn as typed ASTs shaped by the language (docs/language.md), printed
canonically (``lopti fmt``) and sent through the whole pipeline as text: parse,
validate, compile, RestrictedPython. A rule the validator refuses (R-CUSTOM)
must raise CompileError; every other rule must compile to code that passes
``check_generated`` and contains only ``ALLOWED_AST_NODES``, and every hook, run
on sample tables, returns effects or is stopped (R-VOTE-6), nothing else.

The module ends with a reference interpreter of the language that walks the AST
directly, following docs/language.md and docs/compiler.md as written; the same
random rules run both ways and must agree (STYLE: "Reference interpreter vs
compiled path", as cel-python does).
"""

from __future__ import annotations

import ast
import operator
import os
from dataclasses import dataclass, replace
from typing import Any, get_args

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from lopti_rules.engine.cards import Rank
from lopti_rules.engine.events import EVENT_NAMES, EVENT_TYPES, Play, Seat, attribute_types
from lopti_rules.language import nodes, vocabulary
from lopti_rules.language.compiler import CompileError, compile_text
from lopti_rules.language.formatter import format_book
from lopti_rules.language.parser import parse
from lopti_rules.sandbox import (
    ALLOWED_AST_NODES,
    DEFAULT_POLICY,
    HookStopped,
    StrictPolicy,
    check_generated,
    run_hook,
)
from lopti_rules.sandbox import effects as fx
from lopti_rules.sandbox.view import (
    PlayerView,
    RuleView,
    SeatState,
    TableView,
    event_view,
    seat_of,
    table_view,
)

PROPS = settings(max_examples=int(os.environ.get("LOPTI_PROPERTY_EXAMPLES", "120")), deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
RULE_VIEW = RuleView(rounds=2, clears=1, pickups=3, fired=4)
TABLES = [
    table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(0, 0, 0, place=1),
                SeatState(1, 0, 2)], current=1, dealer=0, acting=1, pile=4, draw_pile=9,
               top_rank=8, top_count=1, last_winner=2),
    table_view([SeatState(0, 0, 1), SeatState(7, 0, 0)], current=0, dealer=1, pile=0,
               top_rank=None, cleared=12),
]


@dataclass(frozen=True)
class Scope:
    """What a statement may name: the hook's event, an enclosing loop, a Roshambo."""

    event: str
    loop: bool = False
    roshambo: bool = False


def attrs_of(event: str, kind: str) -> list[tuple[str, str]]:
    found = [(event, n) for n, a in vocabulary.event_attributes(event).items() if a.type == kind]
    found += [(ns, n) for ns, table in vocabulary.TABLE.items() for n, a in table.items()
              if a.type == kind]
    return found


SINGLE = ["acting", "next", "previous", "dealer", "last_winner", "fewest", "most"]
MEASURES = sorted(vocabulary.MEASURES)
OPS = ["==", "!=", "<", "<=", ">", ">="]


def single_role(scope: Scope) -> st.SearchStrategy[nodes.Role]:
    kinds = SINGLE + (["that"] if scope.loop else []) + (
        ["roshambo_winner", "roshambo_loser"] if scope.roshambo else [])
    return st.sampled_from(kinds).map(lambda k: nodes.Role(kind=k))


@st.composite
def number(draw: st.DrawFn, scope: Scope, depth: int = 0) -> nodes.Expr:
    options = ["const", "measure"] + (["attr"] if attrs_of(scope.event, "number") else [])
    if depth < 2:
        options.append("arith")
    kind = draw(st.sampled_from(options))
    if kind == "const":
        return nodes.Number(value=draw(st.integers(0, 6) | st.integers(0, 200)))
    if kind == "attr":
        ns, name = draw(st.sampled_from(attrs_of(scope.event, "number")))
        return nodes.Attribute(namespace=ns, name=name)
    if kind == "measure":
        return nodes.Measure(measure=draw(st.sampled_from(MEASURES)),
                             player=draw(single_role(scope)))
    return nodes.Arith(op=draw(st.sampled_from(["+", "-"])), left=draw(number(scope, depth + 1)),
                       right=draw(number(scope, depth + 1)))


@st.composite
def rank(draw: st.DrawFn, scope: Scope) -> nodes.Expr:
    attrs = attrs_of(scope.event, "rank")
    kind = draw(st.sampled_from(["number", "face"] + (["attr"] if attrs else [])))
    if kind == "number":
        return nodes.Number(value=draw(st.integers(2, 10)))
    if kind == "face":
        return nodes.RankLit(value=draw(st.integers(11, 14)))
    ns, name = draw(st.sampled_from(attrs))
    return nodes.Attribute(namespace=ns, name=name)


@st.composite
def condition(draw: st.DrawFn, scope: Scope, depth: int = 0) -> nodes.Expr:
    words = [(n, a) for n, a in vocabulary.event_attributes(scope.event).items()
             if a.type == "word"]
    truths = [(n, a) for n, a in vocabulary.event_attributes(scope.event).items()
              if a.type == "truth"]
    options = ["numbers", "ranks", "one_of", "parity", "players", "member", "bool"]
    options += (["word"] if words else []) + (["truth"] if truths else [])
    if depth < 2:
        options += ["and", "or", "not"]
    kind = draw(st.sampled_from(options))
    if kind == "numbers":
        return nodes.Compare(op=draw(st.sampled_from(OPS)), left=draw(number(scope)),
                             right=draw(number(scope)))
    if kind == "ranks":
        return nodes.Compare(op=draw(st.sampled_from(OPS)), left=draw(rank(scope)),
                             right=draw(rank(scope)))
    if kind == "one_of":
        return nodes.OneOf(item=draw(rank(scope)), negated=draw(st.booleans()),
                           options=tuple(draw(st.lists(rank(scope), min_size=1, max_size=3))))
    if kind == "parity":
        return nodes.Parity(operand=draw(number(scope)), even=draw(st.booleans()))
    if kind == "players":
        return nodes.Compare(op=draw(st.sampled_from(["==", "!="])),
                             left=draw(single_role(scope)), right=draw(single_role(scope)))
    if kind == "member":
        pair = [draw(single_role(scope)), draw(players(scope))]
        if draw(st.booleans()):
            pair.reverse()
        return nodes.Compare(op=draw(st.sampled_from(["==", "!="])), left=pair[0], right=pair[1])
    if kind == "bool":
        return nodes.Bool(value=draw(st.booleans()))
    if kind == "word":
        name, attr = draw(st.sampled_from(words))
        return nodes.Compare(op=draw(st.sampled_from(["==", "!="])),
                             left=nodes.Attribute(namespace=scope.event, name=name),
                             right=nodes.Word(value=draw(st.sampled_from(attr.choices))))
    if kind == "truth":
        return nodes.Attribute(namespace=scope.event, name=draw(st.sampled_from(truths))[0])
    if kind == "not":
        return nodes.Not(operand=draw(condition(scope, depth + 1)))
    operands = draw(st.lists(condition(scope, depth + 1), min_size=2, max_size=3))
    return nodes.BoolOp(op=kind, operands=tuple(operands))  # type: ignore[arg-type]


@st.composite
def players(draw: st.DrawFn, scope: Scope, receiving: bool = False) -> nodes.Role:
    kinds = ["every", "every_other", "still_in", "whose"] + ([] if receiving else ["out"])
    kind = draw(st.sampled_from(kinds))
    if kind != "whose":
        return nodes.Role(kind=kind)
    where = nodes.Compare(op=draw(st.sampled_from(OPS)),
                          left=nodes.Measure(measure=draw(st.sampled_from(MEASURES)),
                                             player=nodes.Role(kind="candidate")),
                          right=draw(number(scope)))
    return nodes.Role(kind="whose", where=where)


def who(scope: Scope, receiving: bool = False) -> st.SearchStrategy[nodes.Role]:
    return st.one_of(single_role(scope), players(scope, receiving))


TEXTS = st.text(st.characters(codec="utf-8", exclude_characters='"\n\r#'), min_size=1,
                max_size=40).filter(lambda t: t.strip() == t and t != "")


@st.composite
def action(draw: st.DrawFn, scope: Scope) -> nodes.Action:
    kind = draw(st.sampled_from(["draw", "give", "give_side", "take", "pickup", "clear", "skip",
                                 "reverse", "restrict", "reveal", "say", "roshambo"]))
    count = number(scope)
    if kind == "draw":
        return nodes.Draw(who=draw(who(scope, True)), count=draw(count))
    if kind == "give":
        return nodes.Give(giver=draw(who(scope)), count=draw(count), to=draw(who(scope, True)))
    if kind == "give_side":
        return nodes.Give(giver=draw(who(scope)), count=draw(count),
                          side=draw(st.sampled_from(["left", "right"])))
    if kind == "take":
        return nodes.Take(who=draw(who(scope, True)), count=draw(count),
                          source=draw(st.sampled_from(["cleared", "pile"])))
    if kind == "pickup":
        return nodes.Pickup(who=draw(single_role(scope)))
    if kind == "clear":
        return nodes.ClearPile()
    if kind == "skip":
        return nodes.Skip(who=draw(single_role(scope)))
    if kind == "reverse":
        return nodes.Reverse()
    if kind == "restrict":
        how = draw(st.sampled_from(["at_most", "at_least", "one_of", "min_cards"]))
        if how == "min_cards":
            return nodes.Restrict(kind=how, count=draw(count))
        ranks = st.one_of(st.integers(2, 10).map(lambda v: nodes.Number(value=v)),
                          st.integers(11, 14).map(lambda v: nodes.RankLit(value=v)))
        n = 1 if how != "one_of" else draw(st.integers(1, 4))
        return nodes.Restrict(kind=how, ranks=tuple(draw(st.lists(ranks, min_size=n,
                                                                  max_size=n))))
    if kind == "reveal":
        return nodes.Reveal(who=draw(who(scope)))
    if kind == "say":
        return nodes.Say(who=draw(who(scope)), verb=draw(st.sampled_from(["say", "do"])),
                         text=nodes.Text(value=draw(TEXTS)))
    return nodes.Roshambo(first=draw(single_role(scope)), second=draw(single_role(scope)))


@st.composite
def block(draw: st.DrawFn, scope: Scope, depth: int = 0) -> tuple[nodes.Stmt, ...]:
    out: list[nodes.Stmt] = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["action"] * 3 + (["if", "repeat", "for"] if depth < 2
                                                      else [])))
        if kind == "action":
            stmt: nodes.Stmt = draw(action(scope))
            if isinstance(stmt, nodes.Roshambo):
                scope = replace(scope, roshambo=True)
        elif kind == "if":
            orelse = draw(st.none() | block(scope, depth + 1))
            stmt = nodes.If(condition=draw(condition(scope)), then=draw(block(scope, depth + 1)),
                            orelse=orelse or ())
        elif kind == "repeat":
            count = draw(st.integers(0, 3).map(lambda v: nodes.Number(value=v)) | number(scope))
            stmt = nodes.Repeat(count=count, body=draw(block(scope, depth + 1)))
        else:
            stmt = nodes.ForEach(players=draw(players(scope)),
                                 body=draw(block(replace(scope, loop=True), depth + 1)))
        out.append(stmt)
    return tuple(out)


@st.composite
def rule_text(draw: st.DrawFn) -> str:
    hooks = []
    for _ in range(draw(st.integers(1, 2))):
        name = draw(st.sampled_from(EVENT_NAMES))
        scope = Scope(name)
        hooks.append(nodes.Hook(timing=draw(st.sampled_from(["after", "after", "before"])),
                                event=name, condition=draw(st.none() | condition(scope)),
                                body=draw(block(scope))))
    book = nodes.RuleBook(rules=(nodes.Rule(name="Random", hooks=tuple(hooks)),))
    return format_book(book)


def sample_value(draw: st.DrawFn, hint: object, players: int) -> object:
    """A value of an event field's type (seats of the table, ranks, counts, words)."""
    if hint is Seat:
        return draw(st.integers(0, players - 1))
    if hint is Rank:
        return draw(st.integers(2, 14))
    if hint is bool:
        return draw(st.booleans())
    if hint is int:
        return draw(st.integers(0, 8))
    args = get_args(hint)
    if type(None) in args:
        inner = next(a for a in args if a is not type(None))
        return draw(st.none() | st.just(sample_value(draw, inner, players)))
    if args and all(isinstance(a, str) for a in args):
        return draw(st.sampled_from(args))
    return ()  # cards as values: never readable by rules


@st.composite
def event_payload(draw: st.DrawFn, name: str, players: int) -> Any:
    fields = {f: sample_value(draw, hint, players) for f, hint in attribute_types(name).items()}
    return EVENT_TYPES[name](**fields)


def outcome(hook: Any, table: Any, payload: Any) -> list[str] | str:
    try:
        effects = run_hook(hook, table, event_view(payload, table), RULE_VIEW)
    except HookStopped as stop:
        assert stop.line is None or stop.line >= 1
        return "stopped"
    assert all(type(e) in fx.EFFECT_TYPES.values() for e in effects)
    return [type(e).__name__ for e in effects]


@PROPS
@given(rule_text(), st.data())
def test_random_rules_compile_to_allowlisted_code_that_returns_effects_or_stops(
        text: str, data: st.DataObject) -> None:
    try:
        book = compile_text(text, "random.lopti")
    except CompileError as err:
        event("refused by the validator")
        assert err.diagnostics, f"the compiler itself refused a linted rule: {err}\n{text}"
        return
    event("compiled")
    strict = compile_text(text, "random.lopti", policy=StrictPolicy())
    for entry, strict_entry in zip(book.rules, strict.rules, strict=True):
        assert check_generated(entry.python) == ()
        assert {type(n) for n in ast.walk(ast.parse(entry.python))} <= ALLOWED_AST_NODES
        assert entry.python.isascii()
        for h, sh in zip(entry.hooks, strict_entry.hooks, strict=True):
            for table in TABLES:
                payload = data.draw(event_payload(h.event, table.players))
                got = outcome(h.hook, table, payload)
                event("a hook was stopped" if got == "stopped" else
                      "a hook returned effects" if got else "a hook returned nothing")
                assert got == outcome(sh.hook, table, payload)


# ---------------------------------------------------------------- reference interpreter

POLICY = DEFAULT_POLICY
COMPARE = {"==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le,
           ">": operator.gt, ">=": operator.ge}


class Missing(Exception):
    """A read without a value: no previous play, no last winner, no Roshambo yet."""


class Stop(Exception):
    """The reference interpreter stops the hook."""


class Interpreter:
    """Runs one hook of a rule on a table view and an event view."""

    def __init__(self, view: TableView, event: Any, rule: Any) -> None:
        self.view, self.event, self.rule = view, event, rule
        self.effects: list[fx.Effect] = []
        self.game: fx.Roshambo | None = None
        self.that: list[PlayerView] = []
        self.steps = 0

    def tick(self) -> None:
        self.steps += 1
        if self.steps > POLICY.MAX_STEPS:
            raise Stop("fuel")

    def add(self, effect: fx.Effect) -> None:
        if len(self.effects) >= POLICY.MAX_COLLECTION:
            raise Stop("too many")
        self.effects.append(effect)

    # ------------------------------------------------------------ hooks
    def run(self, hook: nodes.Hook) -> list[fx.Effect]:
        self.tick()
        if hook.condition is not None and not self.truth(hook.condition):
            return []
        self.block(hook.body)
        if len(self.effects) > POLICY.MAX_EFFECTS:
            raise Stop("too many effects")
        return self.effects

    def block(self, body: tuple[nodes.Stmt, ...]) -> None:
        for stmt in body:
            if isinstance(stmt, nodes.If):
                self.block(stmt.then if self.truth(stmt.condition) else stmt.orelse)
            elif isinstance(stmt, nodes.Repeat):
                n = self.count(stmt.count)
                if n > POLICY.MAX_RANGE:
                    raise Stop("range")
                for _ in range(max(n, 0)):
                    self.tick()
                    self.block(stmt.body)
            elif isinstance(stmt, nodes.ForEach):
                for p in self.candidates(stmt.players):
                    self.that.append(p)
                    self.block(stmt.body)
                    self.that.pop()
            else:
                assert isinstance(stmt, nodes.Action)
                self.action(stmt)

    # ------------------------------------------------------------ actions
    def targets(self, role: nodes.Role) -> list[Any]:
        if role.kind in ("every", "still_in", "every_other", "out", "whose"):
            return list(self.candidates(role))
        try:
            return [self.player(role)]
        except Missing:
            return []

    def candidates(self, role: nodes.Role) -> Any:
        group = {"every": self.view.still_in, "still_in": self.view.still_in,
                 "whose": self.view.still_in, "every_other": self.view.others,
                 "out": self.view.out}[role.kind]
        for p in group:
            self.tick()
            if role.kind != "whose" or self.truth(role.where, candidate=p):  # type: ignore[arg-type]
                yield p

    def action(self, a: nodes.Action) -> None:
        try:
            if isinstance(a, nodes.Draw):
                self.per_target(a.count, a.who, lambda p, n: fx.Draw(p, n))
            elif isinstance(a, nodes.Take):
                make = ((lambda p, n: fx.TakePile(p, n)) if a.source == "pile"
                        else (lambda p, n: fx.TakeCleared(p, n, "top")))
                self.per_target(a.count, a.who, make)
            elif isinstance(a, nodes.Give):
                self.give(a)
            elif isinstance(a, nodes.Pickup):
                for p in self.targets(a.who):
                    self.add(fx.Pickup(p))
            elif isinstance(a, nodes.ClearPile):
                self.add(fx.ClearPile(self.view.acting))
            elif isinstance(a, nodes.Skip):
                for p in self.targets(a.who):
                    self.add(fx.Skip(p))
            elif isinstance(a, nodes.Reverse):
                self.add(fx.Reverse())
            elif isinstance(a, nodes.Restrict):
                if a.kind == "min_cards":
                    n = self.count(a.count)  # type: ignore[arg-type]
                    if n > 0:
                        self.add(fx.Restrict("min_cards", n))
                else:
                    ranks = tuple(self.value(r) for r in a.ranks)
                    self.add(fx.Restrict(a.kind, ranks if a.kind == "one_of" else ranks[0]))
            elif isinstance(a, nodes.Reveal):
                for p in self.targets(a.who):
                    self.add(fx.Reveal(p))
            elif isinstance(a, nodes.Say):
                kind = fx.Say if a.verb == "say" else fx.Do
                for p in self.targets(a.who):
                    self.add(kind(p, a.text.value))
            elif isinstance(a, nodes.Roshambo):
                try:
                    first, second = self.player(a.first), self.player(a.second)
                except Missing:
                    return
                self.game = fx.Roshambo(first, second)
                self.add(self.game)
        except (ValueError, TypeError, AttributeError) as exc:
            raise Stop(str(exc)) from exc

    def per_target(self, count: nodes.Expr, role: nodes.Role, make: Any) -> None:
        n = self.count(count)
        if n <= 0:
            return
        for p in self.targets(role):
            self.add(make(p, n))

    def give(self, a: nodes.Give) -> None:
        n = self.count(a.count)
        if n <= 0:
            return
        for giver in self.targets(a.giver):
            if a.to is not None:
                for receiver in self.targets(a.to):
                    if giver != receiver:
                        self.add(fx.Give(giver, receiver, n))
                continue
            receiver = getattr(giver, a.side)  # type: ignore[arg-type]
            for _ in range(4):  # the nearest neighbour on that side who is still in
                self.tick()
                if not receiver.is_out:
                    break
                receiver = getattr(receiver, a.side)  # type: ignore[arg-type]
            if receiver != giver and not receiver.is_out:
                self.add(fx.Give(giver, receiver, n))

    # ------------------------------------------------------------ values
    def player(self, role: nodes.Role, candidate: Any = None) -> Any:
        kind = role.kind
        if kind == "candidate":
            return candidate
        if kind == "that":
            return self.that[-1]
        if kind in ("roshambo_winner", "roshambo_loser"):
            if self.game is None:
                raise Missing(kind)
            return self.game.winner if kind == "roshambo_winner" else self.game.loser
        found = getattr(self.view, kind)
        if found is None:
            raise Missing(kind)
        return found

    def count(self, e: nodes.Expr) -> int:
        try:
            n = self.value(e)
        except Missing:
            return 0
        if type(n) is not int:
            raise Stop("not a number")
        return n

    def value(self, e: nodes.Expr, candidate: Any = None) -> Any:
        if isinstance(e, nodes.Number | nodes.RankLit | nodes.Bool | nodes.Word):
            return e.value
        if isinstance(e, nodes.Attribute):
            if e.namespace == "table":
                found = getattr(self.view, e.name)
            elif e.namespace == "round":
                found = getattr(self.view.round, e.name)
            elif e.namespace == "rule":
                found = getattr(self.rule, e.name)
            else:
                found = getattr(self.event, e.name)
            if found is None:
                raise Missing(e.name)
            return found
        if isinstance(e, nodes.Measure):
            who = self.player(e.player, candidate)
            try:
                return getattr(who, e.measure)
            except AttributeError as exc:
                raise Stop("a roshambo result has no cards yet") from exc
        if isinstance(e, nodes.Role):
            return self.player(e, candidate)
        if isinstance(e, nodes.Arith):
            left, right = self.value(e.left, candidate), self.value(e.right, candidate)
            return left + right if e.op == "+" else left - right
        return self.truth(e, candidate)

    def reads_missing(self, e: nodes.Expr, candidate: Any) -> bool:
        """Whether ``e`` reads something without a value (checked before anything else)."""
        for node in e.walk():
            try:
                if isinstance(node, nodes.Attribute):
                    self.value(node)
                elif isinstance(node, nodes.Role) and node.kind in (
                        "last_winner", "roshambo_winner", "roshambo_loser"):
                    self.player(node, candidate)
            except Missing:
                return True
        return False

    def truth(self, e: nodes.Expr, candidate: Any = None) -> bool:
        if isinstance(e, nodes.BoolOp):
            results = (self.truth(o, candidate) for o in e.operands)
            return all(results) if e.op == "and" else any(results)
        if isinstance(e, nodes.Not):
            return not self.truth(e.operand, candidate)
        if isinstance(e, nodes.Compare | nodes.OneOf | nodes.Parity):
            parts = ([e.left, e.right] if isinstance(e, nodes.Compare) else
                     [e.item, *e.options] if isinstance(e, nodes.OneOf) else [e.operand])
            sets = [p for p in parts if isinstance(p, nodes.Role) and p.kind in (
                "every", "still_in", "whose", "every_other", "out")]
            if any(self.reads_missing(p, candidate) for p in parts
                   if not any(p is s for s in sets)):
                return False
            if isinstance(e, nodes.Compare) and len(sets) == 1:
                one = self.value(e.right if sets[0] is e.left else e.left, candidate)
                member = self.member(one, sets[0])
                return member if e.op == "==" else not member
            if isinstance(e, nodes.Compare):
                left, right = self.value(e.left, candidate), self.value(e.right, candidate)
                compare: Any = COMPARE[e.op]
                return bool(compare(left, right))
            if isinstance(e, nodes.OneOf):
                item = self.value(e.item, candidate)
                found = item in tuple(self.value(o, candidate) for o in e.options)
                return found != e.negated
            return (self.value(e.operand, candidate) % 2 == 0) == e.even
        return bool(self.value(e, candidate))

    def member(self, one: Any, group: nodes.Role) -> bool:
        pool = {"every": self.view.still_in, "still_in": self.view.still_in,
                "whose": self.view.still_in, "every_other": self.view.others,
                "out": self.view.out}[group.kind]
        if one not in pool:
            return False
        return group.kind != "whose" or self.truth(group.where, candidate=one)  # type: ignore[arg-type]


def normal(effects: list[fx.Effect]) -> list[tuple[Any, ...]]:
    """Effects as plain data: players by seat, Roshambo results by game index and side."""
    games = [e for e in effects if isinstance(e, fx.Roshambo)]

    def norm(value: Any) -> Any:
        if isinstance(value, PlayerView):
            return ("seat", seat_of(value))
        if isinstance(value, fx.RoshamboOutcome):
            return ("game", next(i for i, g in enumerate(games) if g is value.game), value.side)
        if isinstance(value, tuple):
            return tuple(norm(v) for v in value)
        return value

    out = []
    for e in effects:
        fields = [f for f in getattr(type(e), "__slots__", ()) if f not in ("winner", "loser")]
        out.append((type(e).__name__, *(norm(getattr(e, f)) for f in fields)))
    return out


def reference(hook: nodes.Hook, table: TableView, payload: Any) -> list[tuple[Any, ...]] | str:
    try:
        return normal(Interpreter(table, event_view(payload, table), RULE_VIEW).run(hook))
    except Stop:
        return "stopped"


def compiled(entry_hook: Any, table: TableView, payload: Any) -> list[tuple[Any, ...]] | str:
    try:
        return normal(run_hook(entry_hook, table, event_view(payload, table), RULE_VIEW))
    except HookStopped:
        return "stopped"


@PROPS
@given(rule_text(), st.data())
def test_compiled_hooks_agree_with_the_reference_interpreter(text: str,
                                                            data: st.DataObject) -> None:
    try:
        book = compile_text(text, "random.lopti")
    except CompileError:
        return  # the validator refused it: the property test covers that path
    rule = parse(text, "random.lopti").rules[0]
    for hook, entry in zip(rule.hooks, book.rules[0].hooks, strict=True):
        for table in TABLES:
            payload = data.draw(event_payload(hook.event, table.players))
            assert compiled(entry.hook, table, payload) == reference(hook, table, payload), text


def test_the_reference_and_the_compiled_hook_agree_on_a_known_rule() -> None:
    """A fixed case with known effects, so the comparison above is not vacuous."""
    text = ('rule "Mix"\n  after play when play.rank is 8:\n    skip next player\n'
            '    every other player says "eight"\n    acting player plays roshambo with '
            'next player\n    roshambo loser draws 2 cards\n')
    book = compile_text(text, "mix.lopti")
    hook = parse(text).rules[0].hooks[0]
    play = Play(player=1, rank=8, count=1, cards=(), source="hand",  # type: ignore[arg-type]
                bonus=False, previous_rank=None, previous_count=0)
    got = compiled(book.rules[0].hooks[0].hook, TABLES[0], play)
    assert got == reference(hook, TABLES[0], play)
    assert [e[0] for e in got] == ["Skip", "Say", "Say", "Roshambo", "Draw"]
