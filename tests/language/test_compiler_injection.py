"""Injection attempts through rule names, texts, words and identifiers compile to inert data.

A house rule is text from whoever won the round (R-CUSTOM-1); it may demand nothing
unsafe (R-CUSTOM-3) and, a fortiori, no code. The compiler copies no DSL text into
the generated Python except through ``py_str_literal`` (as one string constant) and
looks every name up in the vocabulary, refusing what it does not know. One attempt
per test, as in Jinja's ``test_security.py``.
"""

from __future__ import annotations

import ast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules.engine.events import Play
from lopti_rules.language import CompileError, compile_book, compile_text, generate_rule
from lopti_rules.language.tree import nodes
from lopti_rules.sandbox import check_generated, compile_rule, py_str_literal, run_hook
from lopti_rules.sandbox import effects as fx
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

VIEW = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                  current=0, dealer=1)
EVENT = event_view(Play(player=0, rank=8, count=1, cards=(), source="hand",  # type: ignore[arg-type]
                        bonus=False, previous_rank=None, previous_count=0), VIEW)
RULE_VIEW = RuleView(rounds=1, clears=0, pickups=0, fired=0)
NASTY = [
    "a'b", 'a"b', "back\\slash", "new\nline", "cr\rlf", "nul\x00", "__import__('os')",
    "'''; import os; '''", '"""', "{__class__}", "\\N{BULLET}", "ünïcödé", "😀", "\u2028",
    "x = 1\ndef after_play(view, event, rule):", "#", "\t",
]


def say_rule(name: str, text: str) -> nodes.RuleBook:
    hook = nodes.Hook(timing="after", event="play", condition=None, line=2,
                      body=(nodes.Say(who=nodes.Role(kind="next"), verb="say",
                                      text=nodes.Text(value=text), line=3),))
    return nodes.RuleBook(rules=(nodes.Rule(name=name, hooks=(hook,), line=1),))


def names_and_attributes(source: str) -> set[str]:
    tree = ast.parse(source)
    return ({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
            | {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)})


def assert_inert(source: str, hooks: int = 1) -> None:
    """ASCII, allowlisted, only the compiler's own names, exactly ``hooks`` hook functions."""
    assert source.isascii()
    assert check_generated(source) == ()
    tree = ast.parse(source)
    assert len(tree.body) == hooks
    assert not any("__" in n for n in names_and_attributes(source))


@each.parametrize("name", NASTY)
def test_a_rule_name_appears_only_as_an_escaped_literal_in_a_comment(name: str) -> None:
    book = compile_book(say_rule(name, "hello"), filename="nasty.lopti")
    source = book.rules[0].python
    assert_inert(source)
    header = source.splitlines()[0]
    assert header == f"# rule {py_str_literal(name)}, 'nasty.lopti' line 1"
    assert source.count("\n") == book.python_source().count("\n")
    assert book.rules[0].name == name


@each.parametrize("text", NASTY)
def test_a_say_text_reaches_the_effect_unchanged(text: str) -> None:
    """The text is data: the hook returns exactly it, and no code came with it."""
    book = compile_book(say_rule("Talk", text), filename="talk.lopti")
    assert_inert(book.rules[0].python)
    effects = run_hook(book.rules[0].hooks[0].hook, VIEW, EVENT, RULE_VIEW)
    assert effects == [fx.Say(VIEW.next, text)]


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(st.text(min_size=1, max_size=60), st.text(min_size=1, max_size=60))
def test_any_name_and_text_compile_to_inert_literals(name: str, text: str) -> None:
    """The compiler's own guarantee, whatever the validator would say of the text (LP7xx)."""
    gen = generate_rule(say_rule(name, text).rules[0], filename=name[:20])
    assert_inert(gen.source)
    rule = compile_rule(gen.source, rule=name, line_map=gen.line_map)
    say = run_hook(rule.hooks["after_play"], VIEW, EVENT, RULE_VIEW)[0]
    assert isinstance(say, fx.Say) and say.text == text


def test_a_say_text_in_a_file_keeps_quotes_and_backslashes() -> None:
    text = ('rule "x\'); import os #"\n  after play:\n'
            '    next player says "a\\\' + __import__(\'os\') + \'"\n')
    book = compile_text(text, "file.lopti")
    assert_inert(book.rules[0].python)
    say = run_hook(book.rules[0].hooks[0].hook, VIEW, EVENT, RULE_VIEW)[0]
    assert say.text == "a\\' + __import__('os') + '"  # type: ignore[attr-defined]


def test_a_filename_with_a_newline_stays_in_its_comment() -> None:
    book = compile_book(say_rule("R", "hi"), filename="evil\nimport os\n.lopti")
    assert_inert(book.rules[0].python)
    assert "import os" not in book.rules[0].python.splitlines()[1:]


def test_a_word_is_compared_as_a_string_constant_never_read_as_a_name() -> None:
    """Even unvalidated, ``clear.cause is __class__`` is a string comparison."""
    cond = nodes.Compare(op="==", left=nodes.Attribute(namespace="clear", name="cause"),
                         right=nodes.Word(value="__class__"))
    hook = nodes.Hook(timing="after", event="clear", condition=cond, body=(nodes.Reverse(),))
    source = generate_rule(nodes.Rule(name="w", hooks=(hook,)), filename="w.lopti").source
    assert "event.cause == '__class__'" in source
    assert "__class__" not in names_and_attributes(source)


@each.parametrize(("namespace", "name"), [
    ("table", "__class__"), ("play", "__dict__"), ("play", "player"), ("rule", "_seat"),
    ("view", "pile"), ("play", "cards"), ("round", "__globals__"),
], size=60)
def test_an_attribute_outside_the_vocabulary_is_refused_not_copied(namespace: str,
                                                                    name: str) -> None:
    cond = nodes.Compare(op="==", left=nodes.Attribute(namespace=namespace, name=name),
                         right=nodes.Number(value=1), line=2, column=5)
    hook = nodes.Hook(timing="after", event="play", condition=cond, body=(nodes.Reverse(),))
    with pytest.raises(CompileError, match=r"cannot be read") as info:
        generate_rule(nodes.Rule(name="a", hooks=(hook,)), filename="a.lopti")
    assert info.value.line == 2


@each.parametrize("event", ["__import__", "play(view)", "vote", "Play", "play\n"], size=60)
def test_an_unknown_event_is_refused_not_used_as_a_function_name(event: str) -> None:
    hook = nodes.Hook(timing="after", event=event, condition=None, body=(nodes.Reverse(),))
    with pytest.raises(CompileError, match="unknown event"):
        generate_rule(nodes.Rule(name="e", hooks=(hook,)), filename="e.lopti")


@each.parametrize("measure", ["__dict__", "age", "hand()", "_seat"], size=60)
def test_an_unknown_measure_is_refused(measure: str) -> None:
    cond = nodes.Compare(op="==", left=nodes.Measure(measure=measure,
                                                     player=nodes.Role(kind="next")),
                         right=nodes.Number(value=1))
    hook = nodes.Hook(timing="after", event="play", condition=cond, body=(nodes.Reverse(),))
    with pytest.raises(CompileError, match="measure"):
        generate_rule(nodes.Rule(name="m", hooks=(hook,)), filename="m.lopti")


@each.parametrize("kind", ["named", "seat", "creator", "described", "__class__"], size=60)
def test_a_person_is_never_a_target(kind: str) -> None:
    """R-CUSTOM-4: names, seats and the creator do not compile even if lint were skipped."""
    hook = nodes.Hook(timing="after", event="play", condition=None,
                      body=(nodes.Skip(who=nodes.Role(kind=kind, value="Anna")),))
    with pytest.raises(CompileError, match="R-CUSTOM-4"):
        generate_rule(nodes.Rule(name="p", hooks=(hook,)), filename="p.lopti")


def test_a_huge_number_is_refused_at_compile_time() -> None:
    text = ('rule "Huge"\n  after play when play.count is 99999999999999999999999:\n'
            '    reverse direction\n')
    with pytest.raises(CompileError) as info:
        compile_text(text, "huge.lopti")
    assert info.value.line == 2


def test_deep_nesting_fails_closed_with_the_rule_line() -> None:
    """Nesting past the sandbox's MAX_NESTING is refused whole, never partly compiled."""
    depth = 45
    lines = ['rule "Deep"', "  after play:"]
    for i in range(depth):
        lines.append("    " + "  " * i + "if play.rank is 8:")
    lines.append("    " + "  " * depth + "reverse direction")
    with pytest.raises(CompileError, match="Deep") as info:
        compile_text("\n".join(lines) + "\n", "deep.lopti")
    assert info.value.line is not None and info.value.line >= 1
