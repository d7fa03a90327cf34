"""Hypothesis strategies for rules shaped like real ones, printed as rule text.

Rules are drawn as typed syntax trees shaped by the language (docs/language.md):
each expression has the type its place needs, each statement names only what its
scope offers (the hook's event, an enclosing loop's player, a Roshambo's result),
and the book is printed canonically (``lopti fmt``). The validator still refuses
some of them (R-CUSTOM); the property tests cover both outcomes.

Each strategy is built once for its arguments (a scope, a depth) and kept
(``functools.cache``): Hypothesis works out a new strategy object's checks (is it
empty, can its values be reused, its label) the first time it is drawn from, and a rule
drawn with strategies made afresh at every step spent most of its time there (300 rules:
11.5 CPU s, 2.5 of them pytest's start). The same strategies draw the same rules: the
CI profile's derandomized examples are unchanged.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace
from typing import Any

from hypothesis import strategies as st

from lopti_rules.engine.events import EVENT_NAMES
from lopti_rules.language.catalogue import vocabulary
from lopti_rules.language.present.formatter import format_book
from lopti_rules.language.tree import nodes


@dataclass(frozen=True)
class Scope:
    """What a statement may name: the hook's event, an enclosing loop, a Roshambo."""

    event: str
    loop: bool = False
    roshambo: bool = False


@functools.cache
def attrs_of(event: str, kind: str) -> tuple[tuple[str, str], ...]:
    found = [(event, n) for n, a in vocabulary.event_attributes(event).items() if a.type == kind]
    found += [(ns, n) for ns, table in vocabulary.TABLE.items() for n, a in table.items()
              if a.type == kind]
    return tuple(found)


@functools.cache
def event_attrs_of(event: str, kind: str) -> tuple[tuple[str, Any], ...]:
    """The event's own attributes of one type, with what the vocabulary says of each."""
    return tuple((n, a) for n, a in vocabulary.event_attributes(event).items() if a.type == kind)


SINGLE = ["acting", "next", "previous", "dealer", "last_winner", "fewest", "most"]
MEASURES = sorted(vocabulary.MEASURES)
OPS = ["==", "!=", "<", "<=", ">", ">="]


@functools.cache
def single_role(scope: Scope) -> st.SearchStrategy[nodes.Role]:
    kinds = SINGLE + (["that"] if scope.loop else []) + (
        ["roshambo_winner", "roshambo_loser"] if scope.roshambo else [])
    base = st.sampled_from(kinds).map(lambda k: nodes.Role(kind=k))
    # a role relative to another (issue 14): "player left of the dealer"
    relative = st.tuples(st.sampled_from(sorted(vocabulary.RELATIVE_ROLES)), base).map(
        lambda t: nodes.Role(kind=t[0], of=t[1]))
    return st.one_of(base, base, base, relative)


@functools.cache
def number(scope: Scope, depth: int = 0) -> st.SearchStrategy[nodes.Expr]:
    return _number(scope, depth)


@st.composite
def _number(draw: st.DrawFn, scope: Scope, depth: int) -> nodes.Expr:
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


@functools.cache
def rank(scope: Scope) -> st.SearchStrategy[nodes.Expr]:
    return _rank(scope)


@st.composite
def _rank(draw: st.DrawFn, scope: Scope) -> nodes.Expr:
    attrs = attrs_of(scope.event, "rank")
    kind = draw(st.sampled_from(["number", "face"] + (["attr"] if attrs else [])))
    if kind == "number":
        return nodes.Number(value=draw(st.integers(2, 10)))
    if kind == "face":
        return nodes.RankLit(value=draw(st.integers(11, 14)))
    ns, name = draw(st.sampled_from(attrs))
    return nodes.Attribute(namespace=ns, name=name)


@functools.cache
def condition(scope: Scope, depth: int = 0) -> st.SearchStrategy[nodes.Expr]:
    return _condition(scope, depth)


@st.composite
def _condition(draw: st.DrawFn, scope: Scope, depth: int) -> nodes.Expr:
    words = event_attrs_of(scope.event, "word")
    truths = event_attrs_of(scope.event, "truth")
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


@functools.cache
def players(scope: Scope, receiving: bool = False) -> st.SearchStrategy[nodes.Role]:
    return _players(scope, receiving)


@st.composite
def _players(draw: st.DrawFn, scope: Scope, receiving: bool) -> nodes.Role:
    kinds = ["every", "every_other", "still_in", "whose"] + ([] if receiving else ["out"])
    kind = draw(st.sampled_from(kinds))
    if kind != "whose":
        return nodes.Role(kind=kind)
    where = nodes.Compare(op=draw(st.sampled_from(OPS)),
                          left=nodes.Measure(measure=draw(st.sampled_from(MEASURES)),
                                             player=nodes.Role(kind="candidate")),
                          right=draw(number(scope)))
    return nodes.Role(kind="whose", where=where)


@functools.cache
def who(scope: Scope, receiving: bool = False) -> st.SearchStrategy[nodes.Role]:
    return st.one_of(single_role(scope), players(scope, receiving))


#: free text without braces: a brace opens a placeholder (``{play.count}``, LP714), which
#: tests/language/test_counting_and_values.py tests on its own
TEXTS = st.text(st.characters(codec="utf-8", exclude_characters='"\n\r#{}'), min_size=1,
                max_size=40).filter(lambda t: t.strip() == t and t != "")


#: a rank written as a number or a face card (``restrict``)
RANKS = st.one_of(st.integers(2, 10).map(lambda v: nodes.Number(value=v)),
                  st.integers(11, 14).map(lambda v: nodes.RankLit(value=v)))


@functools.cache
def action(scope: Scope) -> st.SearchStrategy[nodes.Action]:
    return _action(scope)


@st.composite
def _action(draw: st.DrawFn, scope: Scope) -> nodes.Action:
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
        n = 1 if how != "one_of" else draw(st.integers(1, 4))
        return nodes.Restrict(kind=how, ranks=tuple(draw(st.lists(RANKS, min_size=n,
                                                                  max_size=n))))
    if kind == "reveal":
        return nodes.Reveal(who=draw(who(scope)))
    if kind == "say":
        return nodes.Say(who=draw(who(scope)), verb=draw(st.sampled_from(["say", "do"])),
                         text=nodes.Text(value=draw(TEXTS)))
    return nodes.Roshambo(first=draw(single_role(scope)), second=draw(single_role(scope)))


@functools.cache
def block(scope: Scope, depth: int = 0) -> st.SearchStrategy[tuple[nodes.Stmt, ...]]:
    return _block(scope, depth)


@functools.cache
def _maybe_block(scope: Scope, depth: int) -> st.SearchStrategy[tuple[nodes.Stmt, ...] | None]:
    return st.none() | block(scope, depth)


@functools.cache
def _repeat_count(scope: Scope) -> st.SearchStrategy[nodes.Expr]:
    return st.integers(0, 3).map(lambda v: nodes.Number(value=v)) | number(scope)


@st.composite
def _block(draw: st.DrawFn, scope: Scope, depth: int) -> tuple[nodes.Stmt, ...]:
    out: list[nodes.Stmt] = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["action"] * 3 + (["if", "repeat", "for"] if depth < 2
                                                      else [])))
        if kind == "action":
            stmt: nodes.Stmt = draw(action(scope))
            if isinstance(stmt, nodes.Roshambo):
                scope = replace(scope, roshambo=True)
        elif kind == "if":
            orelse = draw(_maybe_block(scope, depth + 1))
            stmt = nodes.If(condition=draw(condition(scope)), then=draw(block(scope, depth + 1)),
                            orelse=orelse or ())
        elif kind == "repeat":
            count = draw(_repeat_count(scope))
            stmt = nodes.Repeat(count=count, body=draw(block(scope, depth + 1)))
        else:
            stmt = nodes.ForEach(players=draw(players(scope)),
                                 body=draw(block(replace(scope, loop=True), depth + 1)))
        out.append(stmt)
    return tuple(out)


@functools.cache
def _maybe_condition(scope: Scope) -> st.SearchStrategy[nodes.Expr | None]:
    return st.none() | condition(scope)


@st.composite
def rule_text(draw: st.DrawFn) -> str:
    hooks = []
    for _ in range(draw(st.integers(1, 2))):
        name = draw(st.sampled_from(EVENT_NAMES))
        scope = Scope(name)
        hooks.append(nodes.Hook(timing=draw(st.sampled_from(["after", "after", "before"])),
                                event=name, condition=draw(_maybe_condition(scope)),
                                body=draw(block(scope))))
    book = nodes.RuleBook(rules=(nodes.Rule(name="Random", hooks=tuple(hooks)),))
    return format_book(book)

