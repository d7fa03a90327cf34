"""The sandbox runtime: compiling generated hooks, fuel, depth, line maps, HookStopped.

A hook that runs out, raises or returns a forbidden effect is stopped and its
effects are dropped whole (R-VOTE-6); an effect that would block its event is
forbidden (R-CUSTOM-2).
"""

from __future__ import annotations

import ast

import pytest
from support import each
from support.paths import DOCS

from lopti_rules.engine.events import Clear, Play
from lopti_rules.language import compile_text
from lopti_rules.sandbox import (
    ALLOWED_AST_NODES,
    BUILTIN_NAMES,
    DEFAULT_POLICY,
    EFFECT_NAMES,
    HELPER_NAMES,
    CompiledHook,
    HookStopped,
    SandboxError,
    SandboxPolicy,
    check_generated,
    compile_rule,
    run_hook,
)
from lopti_rules.sandbox.effects import Area, Change, Draw, Roshambo, Skip, Write
from lopti_rules.sandbox.eventview import EventView, event_view
from lopti_rules.sandbox.view import RuleView, SeatState, TableView, table_view

RULE = RuleView(rounds=2, clears=1, pickups=0, fired=3)


def _table(**kw: object) -> tuple[TableView, EventView]:
    view = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                      current=1, dealer=0, pile=4, **kw)  # type: ignore[arg-type]
    play = Play(player=1, rank=8, count=2, cards=(24, 25), source="hand", bonus=False,
                previous_rank=6, previous_count=1)
    return view, event_view(play, view)


def _hook(*body: str, name: str = "h") -> str:
    return f"def {name}(view, event, rule):\n    fuel()\n" + "".join(f"    {b}\n" for b in body)


def _only(source: str, **kw: object) -> CompiledHook:
    return compile_rule(source, rule="test", **kw).hooks["h"]  # type: ignore[arg-type]


def _run(source: str, **kw: object) -> list[object]:
    view, event = _table()
    return run_hook(_only(source), view, event, RULE, **kw)  # type: ignore[arg-type]


# ----------------------------------------------------------- compiling


def test_eights_skip_fires_on_an_eight() -> None:
    """A typical after-play rule: an 8 skips the next player."""
    view, event = _table()
    hook = _only(_hook("if event.rank == 8:", "    return [Skip(view.next)]", "return []"))
    assert run_hook(hook, view, event) == [Skip(view.next)]


def test_every_module_level_function_becomes_a_hook() -> None:
    rule = compile_rule(_hook("return []", name="before_play") + _hook("return []",
                        name="after_clear"), rule="two")
    assert list(rule.hooks) == ["before_play", "after_clear"]
    assert rule.hooks["after_clear"].rule == "two"


def test_each_rule_gets_fresh_globals() -> None:
    a = _only(_hook("return []"))
    b = _only(_hook("return []"))
    assert a.globals is not b.globals
    assert a.globals["__builtins__"] is not b.globals["__builtins__"]


def test_builtins_are_the_tiny_allowlist() -> None:
    env = _only(_hook("return []")).globals
    assert set(env["__builtins__"]) == BUILTIN_NAMES == {"len", "min", "max", "abs", "range"}


def test_globals_hold_only_guards_helpers_effects_and_hooks() -> None:
    env = _only(_hook("return []")).globals
    guards = {n for n in env if n.startswith("_")}
    assert guards == {"_getattr_", "_getitem_", "_getiter_", "_write_", "_inplacevar_",
                      "_apply_", "_unpack_sequence_", "_iter_unpack_sequence_", "_print_",
                      "__metaclass__", "__builtins__"}
    assert set(env) - guards == HELPER_NAMES | set(EFFECT_NAMES) | {"h"}


def test_compile_error_names_the_lopti_line() -> None:
    """The compiler's line map turns a generated line into the .lopti line."""
    source = _hook("x = 1", "return [Draw(view.next, unknown)]")
    with pytest.raises(SandboxError) as info:
        compile_rule(source, rule="mapped", line_map={1: 10, 3: 11, 4: 12})
    assert info.value.problems[0].line == 4
    assert info.value.problems[0].source_line == 12
    assert "(line 12)" in str(info.value)


def test_check_generated_collects_every_problem() -> None:
    problems = check_generated(_hook("x = view._seat", "y = 2 ** 3", "return [z]"))
    assert len(problems) >= 3


def test_check_generated_accepts_the_shapes_the_compiler_emits() -> None:
    source = _hook(
        "n = 0",
        "for p in view.still_in:",
        "    fuel()",
        "    if p.hand < 3 and not p.is_out:",
        "        n += 1",
        "    elif p.face_up == 0:",
        "        continue",
        "    else:",
        "        break",
        "out = ()",
        "if n >= 2 and event.rank in (8, 9) and view.top_rank is not None:",
        "    out = push(out, Draw(view.next, add(n, -1)))",
        "    out = push(out, Restrict('at_most', 7))",
        "r = Roshambo(view.current, view.next)",
        "return [r, Say(r.loser, text('lost ', rule.fired)), *()] if False else push(out, r)",
    )
    assert check_generated(source) != ()  # Starred: the one shape not allowed
    assert check_generated(source.replace(", *()]", "]")) == ()


def test_allowlist_has_no_dangerous_nodes() -> None:
    for name in ("BinOp", "Lambda", "GeneratorExp", "ListComp", "While", "Try", "TryStar",
                 "Import", "ImportFrom", "ClassDef", "JoinedStr", "Starred", "Slice", "Dict",
                 "Global", "Nonlocal", "With", "Yield", "Await", "NamedExpr", "Delete"):
        assert getattr(ast, name) not in ALLOWED_AST_NODES


def test_restrictedpython_still_transforms_attribute_access() -> None:
    """Fence 2: RestrictedPython rewrites every attribute read into a _getattr_ call."""
    hook = _only(_hook("return [Skip(view.next)]"))
    assert "_getattr_" in hook.function.__code__.co_names


# ----------------------------------------------------------- running


def test_a_hook_that_does_not_fire_returns_nothing() -> None:
    assert _run(_hook("if event.rank == 2:", "    return [Skip(view.next)]", "return []")) == []


def test_a_hook_may_return_none_or_a_tuple() -> None:
    assert _run(_hook("return None")) == []
    assert _run(_hook("return (Skip(view.next),)")) == [Skip(_table()[0].next)]


def test_rule_counts_are_readable() -> None:
    """``rule.fired`` reads the RuleView the engine passes (R-CUSTOM-3: since the rule began)."""
    assert _run(_hook("return [Draw(view.next, rule.fired)]")) == [Draw(_table()[0].next, 3)]


def test_reading_rule_counts_without_them_stops_the_hook() -> None:
    view, event = _table()
    with pytest.raises(HookStopped):
        run_hook(_only(_hook("return [Draw(view.next, rule.fired)]")), view, event)


def test_reading_an_attribute_the_event_lacks_stops_the_hook() -> None:
    """A clear event has no ``rank``: reading it stops the hook instead of crashing."""
    view, _ = _table()
    clear = event_view(Clear(player=1, cause="ten", count=3, cards=(1, 2, 32)), view)
    with pytest.raises(HookStopped) as info:
        run_hook(_only(_hook("return [Draw(view.next, event.rank)]")), view, clear, RULE)
    assert "AttributeError" in info.value.reason


def test_fuel_is_per_call() -> None:
    """MAX_STEPS is a budget per call: a hook using most of it can run again and again."""
    hook = _only(_hook("for a in range(99):", "    fuel()", "    for b in range(99):",
                       "        fuel()", "return []"))
    view, event = _table()
    for _ in range(3):
        assert run_hook(hook, view, event) == []


def test_running_out_of_fuel_names_the_loop_line() -> None:
    source = _hook("for a in range(100):", "    fuel()", "    for b in range(100):",
                   "        fuel()", "return [Skip(view.next)]")
    view, event = _table()
    hook = _only(source, line_map={1: 1, 3: 2, 7: 3})  # .lopti line 2 is the whole loop
    with pytest.raises(HookStopped) as info:
        run_hook(hook, view, event)
    assert info.value.line == 2 and info.value.rule == "test"
    assert "fuel" in info.value.reason and "MAX_STEPS" in info.value.reason


def test_a_smaller_fuel_budget_on_a_policy_subclass() -> None:
    class Tight(SandboxPolicy):
        MAX_STEPS = 5

    hook = compile_rule(_hook("for a in range(10):", "    fuel()", "return []"), rule="t",
                        policy=Tight()).hooks["h"]
    view, event = _table()
    with pytest.raises(HookStopped, match="5 steps"):
        run_hook(hook, view, event)


def test_hook_depth_limit() -> None:
    """Chains of hook-caused events stop at MAX_HOOK_DEPTH (second fence against loops)."""
    hook = _only(_hook("return [Skip(view.next)]"))
    view, event = _table()
    assert run_hook(hook, view, event, depth=DEFAULT_POLICY.MAX_HOOK_DEPTH)
    with pytest.raises(HookStopped, match="MAX_HOOK_DEPTH"):
        run_hook(hook, view, event, depth=DEFAULT_POLICY.MAX_HOOK_DEPTH + 1)


def test_an_error_maps_to_the_lopti_line() -> None:
    source = _hook("n = 5", "return [Draw(view.next, div(n, 0))]")
    view, event = _table()
    with pytest.raises(HookStopped) as info:
        run_hook(_only(source, line_map={1: 7, 3: 8, 4: 9}), view, event)
    assert info.value.line == 9
    assert "ZeroDivisionError" in info.value.reason
    assert str(info.value).startswith("rule 'test' stopped at line 9:")


def test_line_map_gaps_use_the_nearest_line_above() -> None:
    source = _hook("n = 5", "m = 6", "return [Draw(view.next, div(n, 0))]")
    view, event = _table()
    with pytest.raises(HookStopped) as info:
        run_hook(_only(source, line_map={1: 7, 3: 8}), view, event)
    assert info.value.line == 8


def test_an_invalid_effect_stops_the_hook() -> None:
    with pytest.raises(HookStopped, match="0 to 52"):
        _run(_hook("return [Draw(view.next, 53)]"))


def test_a_count_of_zero_is_a_quiet_no_op() -> None:
    """``next player draws as many cards as the pile has`` on an empty pile does nothing;
    the rule is not stopped (R-VOTE-6 is for failures, not for nothing to do)."""
    (draw,) = _run(_hook("return [Draw(view.next, sub(view.pile, 4))]"))
    assert draw.n == 0 and draw.write_set == frozenset()  # type: ignore[attr-defined]


def test_a_blocking_effect_is_forbidden() -> None:
    """R-CUSTOM-2: before a draw, giving the drawer cards would cancel the draw."""
    view, event = _table()
    protected = [Write(Area.HAND, Change.ADD, view.current), Write(Area.DRAW_PILE, Change.REMOVE)]
    hook = _only(_hook("return [Say(view.next, 'hi'), Draw(view.current, 1)]"))
    with pytest.raises(HookStopped, match="would block the event.*R-CUSTOM-2"):
        run_hook(hook, view, event, protected=protected)


def test_an_effect_for_someone_else_does_not_block() -> None:
    view, event = _table()
    protected = [Write(Area.HAND, Change.ADD, view.current)]
    hook = _only(_hook("return [Give(view.next, view.previous, 1)]"))
    assert len(run_hook(hook, view, event, protected=protected)) == 1


def test_roshambo_result_is_nameable_by_later_effects() -> None:
    effects = _run(_hook("r = Roshambo(view.current, view.next)",
                         "return [r, Draw(r.loser, 2), Say(r.winner, 'ha')]"))
    game, draw, say = effects
    assert isinstance(game, Roshambo)
    assert draw.target is game.loser and say.who is game.winner  # type: ignore[attr-defined]


def test_roshambo_result_before_its_game_is_forbidden() -> None:
    with pytest.raises(HookStopped, match="roshambo"):
        _run(_hook("r = Roshambo(view.current, view.next)", "return [Draw(r.loser, 2), r]"))


def test_failures_drop_the_whole_list() -> None:
    """R-VOTE-6: a stopped hook returns nothing, not the effects before the failure."""
    with pytest.raises(HookStopped):
        _run(_hook("a = Skip(view.next)", "return [a, Draw(view.next, 99)]"))


# ----------------------------------------------------------- helpers and caps


@each.parametrize(("expr", "value"), [
    ("add(2, 3)", 5), ("sub(5, 3)", 2), ("mul(4, 5)", 20), ("div(7, 2)", 3), ("mod(7, 2)", 1),
    ("len(view.still_in)", 3), ("min(3, 2)", 2), ("max(view.next.face_down, 1)", 2),
    ("abs(-4)", 4), ("rank(event.cards[0])", 8), ("suit(event.cards[1])", 1),
    ("len(range(5))", 5), ("len(push((1, 2), 3))", 3),
], size=60)
def test_helpers(expr: str, value: int) -> None:
    (draw,) = _run(_hook(f"return [Draw(view.next, {expr})]"))
    assert draw.n == value  # type: ignore[attr-defined]


def test_text_helper_joins_words_and_numbers() -> None:
    (say,) = _run(_hook("return [Say(view.next, text('pile of ', view.pile, '!'))]"))
    assert say.text == "pile of 4!"  # type: ignore[attr-defined]


def test_augmented_assignment_is_capped() -> None:
    with pytest.raises(HookStopped, match="beyond the limit"):
        _run(_hook("n = 999999", "n += 999999", "return []"))


@each.parametrize("expr", [
    "add('a', 1)", "text(view)", "rank(99)", "view.still_in[view]", "push(view, 1)",
], size=60)
def test_helpers_refuse_wrong_types_and_sizes(expr: str) -> None:
    with pytest.raises(HookStopped):
        _run(_hook(f"x = {expr}", "return []"))


def test_loop_over_a_view_is_refused() -> None:
    with pytest.raises(HookStopped, match="cannot loop over"):
        _run(_hook("for p in view:", "    fuel()", "return []"))


def test_rules_without_loops_are_not_rearmed() -> None:
    """A loop-free rule runs one step per call, so its fuel tick never needs a new tank."""
    assert not _only(_hook("return []")).rearm
    assert _only(_hook("for p in view.still_in:", "    fuel()", "return []")).rearm


def test_fuel_outside_run_hook_fails() -> None:
    hook = _only(_hook("for p in view.still_in:", "    fuel()", "return []"))
    view, event = _table()
    with pytest.raises(RuntimeError, match="only available inside run_hook"):
        hook.function(view, event, RULE)


def test_the_documented_example_compiles_and_runs() -> None:
    """docs/sandbox.md shows what the compiler emits for an eights-skip rule; it must be
    what the compiler emits, and work."""
    page = (DOCS / "sandbox.md").read_text(encoding="utf-8")
    source = next(block.split("```")[0] for block in page.split("```python\n")[1:]
                  if block.startswith("def after_play"))
    rule = next(block.split("```")[0] for block in page.split("```\n")[1:]
                if block.startswith('rule "Eights skip"'))
    emitted = compile_text(rule, "doc.lopti").rules[0].python
    assert source.strip() in emitted
    view, event = _table()
    effects = run_hook(compile_rule(source, rule="doc").hooks["after_play"], view, event)
    assert [e.name for e in effects] == ["skip", "say"]  # type: ignore[attr-defined]
