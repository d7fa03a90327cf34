"""The fused tap form: a hook's body written into the rules runtime's handler (issue 24).

``sandbox.fuse`` rewrites a hook's tap form (``sandbox/tapform.py``) once more, from the
same checked tree, into lines the sandbox writes into a handler where it holds the
marker ``@fuse <k>`` (``compile_handlers``): the runner's checks and ends in line, no
runner call and no tuple of values. These tests pin which hooks are fused, that rule
code cannot reach the handler's names, and that the fused form returns what the runner
returns (tests/sandbox/test_tapform.py runs its tests on both; the attack suite,
tests/sandbox/test_security.py, on both; tests/play/test_runtime_tapform.py plays the
games).
"""

from __future__ import annotations

import ast

import pytest
from support import each

from lopti_rules.sandbox import (
    FUSE_MARK,
    CostBudget,
    compile_handlers,
    compile_rule,
    fuse,
    fused_runner,
    tap_runner,
)
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

VALUES = (1, 8, 2, 1 << 24, "hand", False, 6, 1)  #: a play of two 8s by seat 1


def _hook(*body: str) -> str:
    return "def after_play(view, event, rule):\n    fuel()\n" + "".join(
        f"    {b}\n" for b in body)


#: What the compiler writes for a guard (``when play.rank is 8``) before a counted cheer.
GUARDED = _hook("if not event.rank == 8:", "    return ()", "out = ()",
                "k1 = rule.counts[0]", "k1 = add(k1, event.count)", "if k1 >= 4:",
                "    out = push(out, Say(view.acting, 'Four eights!'))",
                "if k1 != rule.counts[0]:", "    out = push(out, Remember(0, k1))",
                "return out")


class _Src:
    """The rules in play on one game, as a runner reads them (``TapSource``)."""

    def __init__(self, counts: tuple[int, ...]) -> None:
        self.depth = 0
        self.budget = CostBudget()
        self.memory = [list(counts)]
        self.rule_views: list[object] = [None]

    def rule_view(self, index: int) -> RuleView:
        return RuleView(rounds=1, clears=0, pickups=0, fired=0,
                        counts=tuple(self.memory[index]))


def _table():  # type: ignore[no-untyped-def]
    return table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                      current=1, dealer=0, pile=4)


def _outcome(runner, source: str, counts: tuple[int, ...], values=VALUES):  # type: ignore[no-untyped-def]
    hook = compile_rule(source, rule="r").hooks["after_play"]
    view = _table()
    run = runner(hook, lambda src, acting: view, 0)
    assert run is not None
    src = _Src(counts)
    got = run(src, 1, values, object())
    return repr(got), src.memory, src.budget.event_left, src.budget.game_left


@pytest.mark.parametrize("counts", [(0,), (1,), (2,), (999_999,)])
@each.parametrize("rank", [8, 9], size=15)
def test_r_custom_3_a_guarded_counting_hook_fused_returns_what_its_runner_returns(
        counts: tuple[int, ...], rank: int) -> None:
    values = (1, rank, *VALUES[2:])
    assert _outcome(fused_runner, GUARDED, counts, values) \
        == _outcome(tap_runner, GUARDED, counts, values)


def test_a_return_that_closes_a_branch_becomes_an_assignment_and_the_rest_moves_in() -> None:
    hook = compile_rule(GUARDED, rule="r").hooks["after_play"]
    fusion = fuse(hook, None, 0)
    assert fusion is not None
    text = "\n".join(fusion.lines(3))
    assert "return" not in text
    tree = ast.parse(text)
    # the guard's branch sets the result; the rest of the body is its else branch
    guard = next(n for n in ast.walk(tree) if isinstance(n, ast.If)
                 and "x_rank == 8" in ast.unparse(n.test))
    assert ast.unparse(guard.body[0]) == "_O3_ = ()"
    assert any("_L3_k1" in ast.unparse(s) for s in guard.orelse)
    # add(k1, event.count) is no constant: the helper; the handler's names untouched
    assert "_G3_add(_L3_k1, x_count)" in text


def test_every_name_of_the_rule_is_renamed_into_the_sandbox_s_own() -> None:
    """Rule code names nothing starting with ``_`` (RestrictedPython refuses it): its
    locals become ``_L<k>_...`` and its globals ``_G<k>_...``, bound to the very objects
    of the tap form's globals, so no name of the handler (``play``, ``g``, ``cause``,
    ``t``, ``views``) can be read or written by it."""
    source = _hook("play = 1", "g = 2", "t = add(play, g)", "views = Say(view.acting, 'x')",
                   "return (views,)")
    hook = compile_rule(source, rule="r").hooks["after_play"]
    fusion = fuse(hook, None, 0)
    assert fusion is not None
    body = "\n".join(fusion.lines(0))
    inner = body[body.index("try:"):body.index("except")]
    assert "_L0_play = 1" in inner and "_L0_g = 2" in inner and "_L0_views" in inner
    assert "_L0_t = _L0_play + 2" in inner or "_L0_t = _G0_add(_L0_play, _L0_g)" in inner
    env = fusion.env(0)
    assert hook.tap is not None
    assert env["_G0_Say"] is hook.tap.__globals__["Say"]
    assert all(name.startswith("_") for name in env)
    assert _outcome(fused_runner, source, (0,)) == _outcome(tap_runner, source, (0,))


@pytest.mark.parametrize("body", [
    # a return inside a loop
    ("for i in range(3):", "    fuel()", "    if i == 1:", "        return ()", "return ()"),
    # a branch that returns on some paths only
    ("if event.rank == 8:", "    if event.count == 2:", "        return ()",
     "    k = 1", "return ()"),
    # a local with the name of one of the handler's values
    ("x_rank = 3", "return ()"),
])
def test_a_hook_that_does_not_fit_is_not_fused_and_runs_by_its_runner(
        body: tuple[str, ...]) -> None:
    hook = compile_rule(_hook(*body), rule="r").hooks["after_play"]
    assert hook.tap is not None
    assert fuse(hook, None, 0) is None
    assert fused_runner(hook, None, 0) is None
    assert tap_runner(hook, None, 0) is not None


def test_a_marker_left_in_a_handler_does_not_compile() -> None:
    """The runtime writes ``@fuse <k>`` where the sandbox puts hook ``k``: without a fused
    hook for it, the text is not Python (fail closed)."""
    source = f"def factory():\n  def h(play):\n    {FUSE_MARK} 0\n  return h\n"
    with pytest.raises(SyntaxError):
        compile_handlers(source, {}, filename="<t>", event="play", inlined=())


@pytest.mark.parametrize("runner", [fused_runner, tap_runner])
def test_issue_24_a_new_event_s_hook_runs_where_room_holds_less_than_both_budgets(
        runner) -> None:  # type: ignore[no-untyped-def]
    """A new event leaves the budget's one slot (``CostBudget.room``) where the last
    event left it, below what both budgets now hold: the fused form and its runner look
    at the budgets themselves (``holds``), so the hook runs and is charged, as the
    metered reference is, instead of being handed over."""
    hook = compile_rule(GUARDED, rule="r").hooks["after_play"]
    view = _table()
    run = runner(hook, lambda src, acting: view, 0)
    assert run is not None
    src = _Src((0,))
    per_event = src.budget.per_event
    assert src.budget.take(per_event - 1, 0, "the last event")
    assert src.budget.room == 1 < hook.bound.cost
    assert run(src, 1, VALUES, object()) is False  # a new event: its count changed
    assert src.memory == [[2]]
    assert src.budget.event_left == per_event - hook.bound.cost
    assert src.budget.game_left == src.budget.per_game - per_event + 1 - hook.bound.cost
