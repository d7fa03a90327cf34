"""Property tests: random rules compile to allowlisted Python whose hooks only return or stop.

Rules are drawn as typed ASTs shaped by the language (docs/language.md), printed
canonically (``lopti fmt``) and sent through the whole pipeline as text: parse,
validate, compile, RestrictedPython. A rule the validator refuses (R-CUSTOM)
must raise CompileError; every other rule must compile to code that passes
``check_generated`` and contains only ``ALLOWED_AST_NODES``, and every hook, run
on sample tables, returns effects or is stopped (R-VOTE-6), nothing else.
"""

from __future__ import annotations

import ast
import os
from dataclasses import dataclass, replace
from typing import Any, get_args

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from lopti_rules import effects as fx
from lopti_rules import nodes, vocabulary
from lopti_rules.cards import Rank
from lopti_rules.compiler import CompileError, compile_text
from lopti_rules.events import EVENT_NAMES, EVENT_TYPES, Seat, attribute_types
from lopti_rules.formatter import format_book
from lopti_rules.sandbox import (
    ALLOWED_AST_NODES,
    HookStopped,
    StrictPolicy,
    check_generated,
    run_hook,
)
from lopti_rules.view import RuleView, SeatState, event_view, table_view

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
