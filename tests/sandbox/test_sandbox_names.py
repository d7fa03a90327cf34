"""Property tests: DSL text and names cannot inject code, generated programs stay in shape.

The rule compiler writes every DSL string through ``py_str_literal`` and every
DSL name through ``py_name``; ``check_generated`` is the allowlist the
generated Python must pass. Rules may demand no unsafe behaviour (R-CUSTOM-3)
and, a fortiori, no code.
"""

from __future__ import annotations

import ast
import keyword

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lopti_rules.engine.events import Play
from lopti_rules.sandbox import (
    ALLOWED_AST_NODES,
    DEFAULT_POLICY,
    HookStopped,
    SandboxError,
    StrictPolicy,
    check_generated,
    compile_rule,
    py_name,
    py_str_literal,
    run_hook,
)
from lopti_rules.sandbox.effects import EFFECT_TYPES, Say
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

PROPS = settings(max_examples=150, deadline=None)
VIEW = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                  current=1, dealer=0, pile=4)
EVENT = event_view(Play(player=1, rank=8, count=2, cards=(24, 25), source="hand", bonus=False,
                        previous_rank=6, previous_count=1), VIEW)
RULE = RuleView(rounds=1, clears=0, pickups=0, fired=2)
RUNTIME = frozenset(DEFAULT_POLICY.new_globals()) | frozenset(
    DEFAULT_POLICY.new_globals()["__builtins__"])


# ----------------------------------------------------------- py_str_literal


@PROPS
@given(st.text())
def test_any_text_becomes_one_constant_that_reads_back(text: str) -> None:
    literal = py_str_literal(text)
    tree = ast.parse(literal, mode="eval")
    assert isinstance(tree.body, ast.Constant) and tree.body.value == text
    assert ast.literal_eval(literal) == text
    assert literal.isascii() and literal.isprintable()


@pytest.mark.slow
@PROPS
@given(st.text(min_size=1, max_size=DEFAULT_POLICY.MAX_TEXT))
def test_a_say_text_reaches_the_effect_unchanged(text: str) -> None:
    """Whatever a ``say`` text holds, the hook returns exactly it, as data."""
    source = ("def h(view, event, rule):\n    fuel()\n"
              f"    return [Say(view.next, {py_str_literal(text)})]\n")
    assert check_generated(source) == ()
    (effect,) = run_hook(compile_rule(source, rule="say").hooks["h"], VIEW, EVENT)
    assert effect == Say(VIEW.next, text)


# ----------------------------------------------------------- py_name

IDENTS = st.text(min_size=1, max_size=DEFAULT_POLICY.MAX_NAME)


@PROPS
@given(IDENTS)
def test_any_name_becomes_a_safe_local(ident: str) -> None:
    name = py_name(ident)
    assert name.isidentifier() and name.isascii() and not keyword.iskeyword(name)
    assert not name.startswith("_") and not name.endswith("__roles__")
    assert name not in RUNTIME and DEFAULT_POLICY.is_bindable_name(name)


@pytest.mark.slow
@PROPS
@given(IDENTS, IDENTS)
def test_py_name_is_injective(a: str, b: str) -> None:
    assert (py_name(a) == py_name(b)) == (a == b)


@pytest.mark.slow
@PROPS
@given(st.lists(IDENTS, min_size=1, max_size=4, unique=True))
def test_names_compile_and_keep_their_values(idents: list[str]) -> None:
    names = [py_name(i) for i in idents]
    body = "".join(f"    {n} = {k + 1}\n" for k, n in enumerate(names))
    source = ("def h(view, event, rule):\n    fuel()\n" + body
              + f"    return [Draw(view.next, {names[-1]})]\n")
    (effect,) = run_hook(compile_rule(source, rule="names").hooks["h"], VIEW, EVENT)
    assert effect.n == len(names)  # type: ignore[attr-defined]


def test_py_name_refuses_empty_and_overlong_names() -> None:
    for bad in ("", "x" * (DEFAULT_POLICY.MAX_NAME + 1)):
        try:
            py_name(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad!r}")


def test_plain_names_stay_readable() -> None:
    assert py_name("bonus_count") == "v_bonus_count"
    assert py_name("__class__") == "x__00005f_00005fclass_00005f_00005f"


# ----------------------------------------------------------- random programs in the shape

INT_ATTRS = ["view.pile", "view.draw_pile", "view.players_in", "view.round.turns",
             "view.next.hand", "view.current.cards", "event.count", "event.rank", "rule.fired"]
PLAYERS = ["view.next", "view.previous", "view.current", "view.dealer", "view.fewest", "p"]


@st.composite
def int_expr(draw: st.DrawFn, names: list[str], depth: int = 0) -> str:
    choice = draw(st.integers(0, 4 if depth < 2 else 2))
    if choice == 0:
        return str(draw(st.integers(-1000, 1000)))
    if choice == 1:
        return draw(st.sampled_from(INT_ATTRS))
    if choice == 2:
        return draw(st.sampled_from(names))
    op = draw(st.sampled_from(["add", "sub", "min", "max"]))
    return f"{op}({draw(int_expr(names, depth + 1))}, {draw(int_expr(names, depth + 1))})"


@st.composite
def bool_expr(draw: st.DrawFn, names: list[str], depth: int = 0) -> str:
    choice = draw(st.integers(0, 3 if depth < 2 else 0))
    if choice == 0:
        op = draw(st.sampled_from(["==", "!=", "<", "<=", ">", ">="]))
        return f"{draw(int_expr(names))} {op} {draw(int_expr(names))}"
    if choice == 1:
        return f"not {draw(bool_expr(names, depth + 1))}"
    if choice == 2:
        op = draw(st.sampled_from(["and", "or"]))
        return f"({draw(bool_expr(names, depth + 1))} {op} {draw(bool_expr(names, depth + 1))})"
    return draw(st.sampled_from(["view.low", "view.obligation", "event.bonus", "p.is_out"]))


@st.composite
def effect_expr(draw: st.DrawFn, names: list[str], in_loop: bool) -> str:
    who = draw(st.sampled_from(PLAYERS if in_loop else PLAYERS[:-1]))
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return f"Draw({who}, {draw(st.integers(1, 3))})"
    if kind == 1:
        words = py_str_literal(draw(st.text(min_size=1, max_size=20)))
        return f"Say({who}, text({words}, {draw(int_expr(names))}))"
    if kind == 2:
        return f"Skip({who})"
    return f"Restrict('at_most', {draw(st.integers(2, 14))})"


@st.composite
def block(draw: st.DrawFn, names: list[str], indent: int, depth: int, in_loop: bool) -> str:
    pad = "    " * indent
    lines = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.integers(0, 4 if depth < 2 else 2))
        if kind == 0:
            lines.append(f"{pad}{draw(st.sampled_from(names))} = {draw(int_expr(names))}\n")
        elif kind == 1:
            lines.append(f"{pad}out = push(out, {draw(effect_expr(names, in_loop))})\n")
        elif kind == 2:
            lines.append(f"{pad}{draw(st.sampled_from(names))} += {draw(st.integers(-9, 9))}\n")
        elif kind == 3:
            cond = draw(bool_expr(names)) if in_loop else draw(bool_expr(names)).replace(
                "p.is_out", "view.low")
            lines.append(f"{pad}if {cond}:\n")
            lines.append(draw(block(names, indent + 1, depth + 1, in_loop)))
            if draw(st.booleans()):
                lines.append(f"{pad}else:\n{draw(block(names, indent + 1, depth + 1, in_loop))}")
        else:
            lines.append(f"{pad}for p in view.still_in:\n{pad}    fuel()\n")
            lines.append(draw(block(names, indent + 1, depth + 1, True)))
    return "".join(lines)


@st.composite
def program(draw: st.DrawFn) -> str:
    idents = draw(st.lists(st.text(min_size=1, max_size=6), min_size=1, max_size=3,
                           unique=True))
    names = [py_name(i) for i in idents]
    head = "def h(view, event, rule):\n    fuel()\n    out = ()\n"
    head += "".join(f"    {n} = 0\n" for n in names)
    return head + draw(block(names, 1, 0, False)) + "    return out\n"


@pytest.mark.slow
@PROPS
@given(program())
def test_random_programs_use_only_allowed_nodes(source: str) -> None:
    """The property the compiler's own test will assert on compiled random rules."""
    assert check_generated(source) == ()
    assert {type(n) for n in ast.walk(ast.parse(source))} <= ALLOWED_AST_NODES


@pytest.mark.slow
@PROPS
@given(program())
def test_random_programs_return_effects_or_stop(source: str) -> None:
    """Running never fails any other way than HookStopped (R-VOTE-6), and the strict
    policy's per-type runtime check agrees with the compile-time whitelist."""
    outcomes = []
    for policy in (DEFAULT_POLICY, StrictPolicy()):
        hook = compile_rule(source, rule="random", policy=policy).hooks["h"]
        try:
            effects = run_hook(hook, VIEW, EVENT, RULE)
        except HookStopped as stop:
            assert stop.rule == "random" and stop.reason
            outcomes.append(stop.reason)
        else:
            assert all(type(e) in EFFECT_TYPES.values() for e in effects)
            outcomes.append(repr([e.name for e in effects]))
    assert outcomes[0] == outcomes[1]


@PROPS
@given(st.text(max_size=400))
def test_any_text_as_generated_code_fails_closed(source: str) -> None:
    """No input makes the checker crash: it returns problems or compiles."""
    problems = check_generated(source)
    try:
        compile_rule(source, rule="noise")
    except SandboxError as err:
        assert err.problems
    else:
        assert problems == ()


@PROPS
@given(st.integers())
def test_number_literals_are_capped(n: int) -> None:
    source = f"def h(view, event, rule):\n    fuel()\n    x = {n}\n    return []\n"
    assert (check_generated(source) == ()) == (abs(n) <= DEFAULT_POLICY.MAX_INT)


FORBIDDEN_SNIPPETS = [
    "x = 2 ** 8", "x = [a for a in range(3)]", "x = lambda: 1", "import os", "while False:",
    "x = view._seat", "x = f'{view}'", "x = {1: 2}", "global out", "del out", "x = (y := 1)",
    "x = view.still_in[0:1]", "x = len(*view.still_in)", "x = getattr(view, 'pile')",
    "x = 1.5", "x = b'bytes'", "view.pile = 1", "try:", "with view:", "assert False",
]


@pytest.mark.slow
@PROPS
@given(program(), st.sampled_from(FORBIDDEN_SNIPPETS), st.data())
def test_any_forbidden_construct_anywhere_is_rejected(source: str, snippet: str,
                                                      data: st.DataObject) -> None:
    lines = source.splitlines(keepends=True)
    # insert after the fuel tick of the hook, or after any loop's fuel tick, same indent
    spots = [i for i, line in enumerate(lines) if line.strip() == "fuel()"]
    at = data.draw(st.sampled_from(spots))
    indent = lines[at][: len(lines[at]) - len(lines[at].lstrip())]
    body = f"{indent}{snippet}\n"
    if snippet.endswith(":"):
        body += f"{indent}    pass\n"
        if snippet == "try:":
            body += f"{indent}finally:\n{indent}    pass\n"
    mutated = "".join(lines[: at + 1]) + body + "".join(lines[at + 1:])
    assert check_generated(mutated) != ()
