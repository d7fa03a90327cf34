"""The tap form of a bounded hook: its direct function run on a hot event's plain values.

A hook on a hot event (``events.TAP_FIELDS``: play, pickup, draw, clear, turn, turn_end) whose
cost is bounded has a direct function (:mod:`.direct`): a plain function of the views
``(view, event, rule)``. Calling it still costs the event's payload (a frozen slotted
event, about 10,000 instructions for a play), the views (about 8,000) and, for a hook
that changes a ``count``, a frozen ``Remember`` effect (about 5,500) on every firing:
more than the engine spends on a whole decision. The tap form is the same function,
rewritten once more from the same checked tree (:func:`tap_tree`), so that none of
those is built unless the hook's own code reads it:

- ``event.<field>`` reads the tap's plain value (``event.rank`` is ``x_rank``, the
  cards a tuple of the mask, a seat field the player's view of the table);
- ``view`` is built when the hook first reads it, by ``_T_(_p_, _a_)`` (the rules
  runtime hands the builder of the hook's table view, which fills in at once what the
  hook reads outside its branches), and kept in a local for the rest of the call;
- ``rule.counts[i]`` reads the rule's own counts in their slot ``_M_`` (the list the
  runtime keeps per rule and game); any other ``rule.*`` reads the ``rule`` view;
- the ``Remember`` effects the compiler writes as a hook's last statements (each count
  the hook changed, once) become pairs ``(slot, value)`` returned beside the list of
  other effects: a hook that only changes its counts builds no effect at all.

Its signature is ``(_T_, _p_, _a_, _M_, rule, x_<field>, ...)`` and it returns
``(effects, pairs)``. The runtime turns the pairs back into ``Remember`` effects, in
the same order, when the list holds anything else, checks the list as
:func:`.run.checked_result` does, and falls back to the reference-equivalent direct
call (with the payload and the views) for anything unusual: an exception, a value
``Remember`` would refuse, a list that is not a tuple. Hooks are pure (effects are
values), so running one again gives the same result: the fallback is exact.

Only a hook whose tree fits is given a tap form (:func:`tap_tree` returns None
otherwise): it reads ``event`` and ``rule`` only through attributes, ``event`` only
through the hot event's fields, builds no Roshambo (its outcomes are checked by
count) and can return at most ``MAX_EFFECTS`` effects. Like the direct form, the tap
form is compiled by the sandbox alone, from the tree it checked, in fresh globals of
the policy; the attack suite runs against it too.
"""

from __future__ import annotations

import ast
import copy
from types import CodeType, FunctionType

from ..engine import TAP_FIELDS, cards_of
from .eventview import SEAT_FIELDS
from .policy import SandboxPolicy

#: The names the sandbox adds to a tap form (rule code may name nothing starting with
#: ``_``: RestrictedPython refuses it, so they cannot clash).
TABLE, SOURCE, ACTING, MEMORY, PAIRS, CARDS = "_T_", "_p_", "_a_", "_M_", "_rem_", "_cards_"
#: How a tap's plain value stands for an event attribute (as ``inline.on_values``).
_VALUE_OF = {"cards": f"{CARDS}(x_cards)", "previous_rank": "(x_previous_rank or None)"}


def event_of(function: str) -> str | None:
    """The event a hook function of generated code listens to (``after_play_2`` ->
    ``play``), if it is a hot event."""
    for timing in ("before_", "after_"):
        if function.startswith(timing):
            rest = function[len(timing):]
            for event in TAP_FIELDS:
                if rest == event or (rest.startswith(event + "_")
                                     and rest[len(event) + 1:].isdigit()):
                    return event
    return None


class _Tap(ast.NodeTransformer):
    """Rewrites a hook's direct form into its tap form (the module docstring says how)."""

    def __init__(self, event: str) -> None:
        self.fields = TAP_FIELDS[event]
        self.fits = True  #: False once the tree reads something the tap form cannot give
        self.reads_rule = False  #: reads ``rule.*`` other than its counts

    def view(self) -> ast.expr:
        """``(view or (view := _T_(_p_, _a_)))``: the table view, built on first read."""
        build = ast.Call(ast.Name(TABLE, ast.Load()),
                         [ast.Name(SOURCE, ast.Load()), ast.Name(ACTING, ast.Load())], [])
        made = ast.NamedExpr(ast.Name("view", ast.Store()), build)
        return ast.BoolOp(ast.Or(), [ast.Name("view", ast.Load()), made])

    def visit_Name(self, node: ast.Name) -> ast.expr:
        if node.id == "view" and isinstance(node.ctx, ast.Load):
            return ast.copy_location(self.view(), node)
        if node.id in ("event", "rule", "view"):
            self.fits = False  # read whole or written: not a fit
        return node

    def visit_Attribute(self, node: ast.Attribute) -> ast.expr:
        base = node.value
        if isinstance(base, ast.Name) and base.id == "event":
            if node.attr not in self.fields:
                self.fits = False
                return node
            if node.attr in SEAT_FIELDS:  # the player's view (a hot event's seat is an int)
                by_seat = ast.Attribute(self.view(), "_by_seat", ast.Load())
                return ast.copy_location(ast.Subscript(
                    by_seat, ast.Name("x_" + node.attr, ast.Load()), ast.Load()), node)
            value = ast.parse(_VALUE_OF.get(node.attr, "x_" + node.attr), mode="eval").body
            return ast.copy_location(value, node)
        if isinstance(base, ast.Name) and base.id == "rule":
            if node.attr == "counts":  # not read at a constant index (visit_Subscript)
                self.fits = False
                return node
            self.reads_rule = True
            return node
        self.generic_visit(node)
        return node

    def visit_Subscript(self, node: ast.Subscript) -> ast.expr:
        base = node.value
        if isinstance(base, ast.Attribute) and base.attr == "counts" \
                and isinstance(base.value, ast.Name) and base.value.id == "rule":
            # a constant index into the slot (the compiler writes no other read of it)
            if not (isinstance(node.slice, ast.Constant) and type(node.slice.value) is int):
                self.fits = False
                return node
            node.value = ast.copy_location(ast.Name(MEMORY, ast.Load()), base)
            return node
        self.generic_visit(node)
        return node

    def visit_Return(self, node: ast.Return) -> ast.stmt:
        value = self.visit(node.value) if node.value is not None else ast.Constant(None)
        both = ast.Tuple([value, ast.Name(PAIRS, ast.Load())], ast.Load())
        return ast.copy_location(ast.Return(both), node)


def _remember_block(stmt: ast.stmt) -> tuple[int, str] | None:
    """``(slot, local)`` if ``stmt`` is the compiler's closing Remember of one count:
    ``if kN != rule.counts[i]: out = push(out, Remember(i, kN))``."""
    if not (isinstance(stmt, ast.If) and not stmt.orelse and len(stmt.body) == 1):
        return None
    test, (body,) = stmt.test, stmt.body
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1
            and isinstance(test.ops[0], ast.NotEq) and isinstance(test.left, ast.Name)):
        return None
    local = test.left.id
    read = test.comparators[0]
    if not (isinstance(read, ast.Subscript) and isinstance(read.value, ast.Attribute)
            and isinstance(read.value.value, ast.Name) and read.value.value.id == "rule"
            and read.value.attr == "counts" and isinstance(read.slice, ast.Constant)):
        return None
    slot = read.slice.value
    if type(slot) is not int or not 0 <= slot < 8:
        return None
    expected = f"out = push(out, Remember({slot}, {local}))"
    if not isinstance(body, ast.Assign) or ast.unparse(body) != expected:
        return None
    return slot, local


def tap_tree(plain: ast.FunctionDef, event: str, effects: int, policy: SandboxPolicy
             ) -> tuple[ast.FunctionDef, bool] | None:
    """The tap form of a hook's direct form ``plain`` (:func:`.direct.direct_trees`) on hot
    event ``event``, and whether it reads ``rule.*`` other than its counts; None if the
    hook does not fit (``effects``: its static bound of effects a call)."""
    if effects > policy.MAX_EFFECTS or any(
            isinstance(n, ast.Name) and n.id == "Roshambo" for n in ast.walk(plain)):
        return None
    fn = copy.deepcopy(plain)
    body = list(fn.body)
    # the closing Remember blocks, just before the final ``return out``
    end = len(body) - 1
    if end >= 0 and ast.unparse(body[end]) == "return out":
        k = end
        while k > 0 and _remember_block(body[k - 1]) is not None:
            k -= 1
        for at in range(k, end):
            slot, local = _remember_block(body[at])  # type: ignore[misc]
            block = body[at]
            assert isinstance(block, ast.If)
            pairs = ast.parse(f"{PAIRS} = (*{PAIRS}, {slot}, {local})").body[0]
            block.body = [ast.copy_location(pairs, block.body[0])]
    tap = _Tap(event)
    new_body = [tap.visit(s) for s in body]
    if not tap.fits:
        return None
    start = ast.parse(f"view = None\n{PAIRS} = ()").body
    for s in start:
        ast.copy_location(s, fn)
    fn.body = [*start, *new_body]
    names = [TABLE, SOURCE, ACTING, MEMORY, "rule", *("x_" + f for f in TAP_FIELDS[event])]
    fn.args = ast.arguments(posonlyargs=[], args=[ast.arg(n) for n in names], vararg=None,
                            kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    return ast.fix_missing_locations(fn), tap.reads_rule


def tap_functions(trees: dict[str, ast.FunctionDef], policy: SandboxPolicy,
                  filename: str) -> dict[str, FunctionType]:
    """The tap forms ``trees`` (:func:`tap_tree`) compiled as plain functions in fresh
    globals of ``policy`` (and the tuple of a cards mask); none if they will not compile
    (the hooks then run by their direct form: fail closed)."""
    if not trees:
        return {}
    try:
        code: CodeType = compile(ast.Module(list(trees.values()), []), filename, "exec")
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError):
        return {}
    env = policy.new_globals()
    env[CARDS] = cards_of
    exec(code, env)  # noqa: S102 - the checked tree, rewritten above and in .direct
    return {name: fn for name in trees
            if type(fn := env.get(name)) is FunctionType}
