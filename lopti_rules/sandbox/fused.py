"""The fused tap form: a hook's body written into the rules runtime's handler itself.

A hook with a tap form (:mod:`.tapform`) still costs, on every firing, a call of its
runner (``run.tap_runner``), a tuple of the event's plain values, the call of the tap
form with thirteen arguments and the pair of values it returns: for a hook that only
counts, more than the hook's own work. :func:`fuse` makes, once per hook, what the
sandbox writes into the handler in place of that call (:func:`.inline.compile_handlers`
puts it where the handler's text has the marker ``inline.FUSE_MARK``): the runner's checks
(the chain's depth, the event's and the game's budgets, the price charged only when the
call succeeds), the tap form's body and the runner's common ends (nothing to apply; the
counts the hook changed written to their slot). Anything else is what the runner does
(``run.tap_finisher``), called with what the body made; an exception, a value
``Remember`` would refuse or an unusual list hand the call over as the runner does
(``t`` stays None, nothing charged or written, and the handler runs the hook by
``run_bounded`` with the payload and the views: hooks are pure, so that gives the
reference's result, stop and line included).

The body is the tap form's checked tree, rewritten once more by the sandbox alone:

- every name it binds (its locals and parameters) is renamed ``_L<k>_<name>``, every
  global it reads ``_G<k>_<name>``, bound in the handler's globals to the very object
  the tap form's globals hold (names starting with ``_`` are the sandbox's: rule code
  can name none, so nothing in the handler can be read or written by the rule's code);
- ``_p_`` and ``_a_`` are the handler's ``play`` and ``a``, the event's values
  ``x_<field>`` the handler's parameters of the same name (a hook that writes one is
  not fused);
- a ``return`` becomes an assignment of what it returns (``_O<k>_``): one at the end, or
  one closing each branch of an ``if`` whose other branch returns too or holds the
  rest of the body; a hook that returns anywhere else is not fused;
- ``add(n, c)`` of a constant whole number ``c`` is the capped helper's check in line
  (``n + c`` when ``n`` is an int and the sum within the cap, else the helper itself).

Only the node types of the checked tree (``policy.ALLOWED_AST_NODES``) and the tap
form's own (``:=``, ``*``) may appear; anything else is not fused and runs by its
runner. The attack suite runs every attack that compiles through a handler that fuses
it (``tests/sandbox/test_security.py``).
"""

from __future__ import annotations

import ast
import copy
from dataclasses import dataclass, field
from types import FunctionType
from typing import Any, cast

from ..engine import TAP_FIELDS
from . import effects as fx
from .inline import FUSE_MARK, compile_handlers
from .meter import event_start_lines
from .policy import ALLOWED_AST_NODES
from .run import CompiledHook, TapRunner, TapSource, tap_finisher
from .tapform import ACTING, PAIRS, SOURCE, TABLE, event_of, tap_tree

#: What the tap form's tree may hold beyond the checked tree's nodes.
_TAP_NODES = frozenset({ast.NamedExpr, ast.Starred})
_PLAIN = {SOURCE: "play", ACTING: "a"}
#: Builtins the fused text itself calls, by their names in the handler.
BUILTINS = {"_type_": type, "_tuple_": tuple, "_len_": len, "_int_": int,
            "_Exception_": Exception}


@dataclass(frozen=True, eq=False)
class Fusion:
    """One hook's tap form, ready to be written into a handler (:func:`fuse`)."""

    body: tuple[ast.stmt, ...]  #: the tap form's body, returns made assignments to ``_O_``
    bound: frozenset[str]  #: the names it binds (its parameters and locals)
    fields: frozenset[str]  #: the event's values it reads as the handler's parameters
    names: dict[str, Any]  #: the globals it reads: the tap form's objects
    table: Any  #: the builder of its table view, ``table(play, acting)``
    reads_rule: bool  #: it reads ``rule.*`` beyond its counts
    index: int  #: its rule's index in the book (its counts' slot)
    cost: int  #: its price (charged when the call succeeds)
    max_depth: int  #: the deepest hook chain it runs in
    finish: Any  #: the runner's end (``run.tap_finisher``) for what the common ends miss
    #: :meth:`lines` by ``k`` (and ``started``), written once: a hook is hook ``k`` of
    #: every handler of one (timing, event), one a set of plays (issue 24: the build)
    written: dict[tuple[int, bool], tuple[str, ...]] = field(default_factory=dict,
                                                             repr=False)

    def lines(self, k: int, started: bool = False) -> list[str]:
        """The handler's lines for this hook as hook ``k`` of the handler (indent 0):
        they leave in ``t`` what the runner returns (None: hand the call over).
        ``started``: the handler started the event's budget where it made ``cause``
        (``meter.start_lines``), so these do not look whether a new event begins, and
        charge the budget it read there (``_b``)."""
        got = self.written.get((k, started))
        if got is None:
            got = self.written[k, started] = tuple(self._lines(k, started))
        return list(got)

    def _lines(self, k: int, started: bool) -> list[str]:
        body = _Rename(k, self.bound, self.fields).rewrite(self.body)
        m, n, o, p = (f"_L{k}__M_", f"_N{k}_", f"_O{k}_", f"_L{k}_{PAIRS}")
        cost, index = self.cost, self.index
        # the budget: the handler's ``_b`` where it started the event (``start_lines``)
        b = "_b" if started else f"_B{k}_"
        start = [] if started else [f"{b} = play.budget",
                                    *("    " + line for line in event_start_lines(b))]
        lines = ["t = None", *start[:1], f"if play.depth <= {self.max_depth}:", *start[1:],
                 f"    if {b}.room >= {cost} or {b}.holds({cost}):",
                 f"        {m} = play.memory[{index}]"]
        if self.reads_rule:
            lines.append(f"        _L{k}_rule = play.rule_view({index})")
        lines += [f"        {n} = _FX{k}_.roshambo_count", "        try:"]
        lines += ["            " + line for s in body for line in ast.unparse(s).splitlines()]
        charge = [f"{b}.room -= {cost}"]
        finish = f"_F{k}_(play, {m}, {o}, {p}, {n})"
        lines += ["        except _Exception_:", "            pass", "        else:",
                  f"            if _type_({o}) is _tuple_ and not {o} "
                  f"and {n} == _FX{k}_.roshambo_count:",
                  f"                if not {p}:",
                  *("                    " + c for c in charge),
                  "                    t = False",
                  # one count changed: its slot (a constant of the closing Remember, read
                  # there, so in range) and an int value, written in place
                  f"                elif _len_({p}) == 2 and _type_({p}[1]) is _int_:",
                  *("                    " + c for c in charge),
                  f"                    {m}[{p}[0]] = {p}[1]",
                  f"                    _RV{k}_ = play.rule_views[{index}]",
                  f"                    if _RV{k}_ is not None:",
                  f"                        _RV{k}_.set_counts(_tuple_({m}))",
                  "                    t = False",
                  "                else:", f"                    t = {finish}",
                  "            else:", f"                t = {finish}"]
        return lines

    def env(self, k: int) -> dict[str, Any]:
        """The handler's globals for hook ``k``: the objects its names stand for."""
        return {**{f"_G{k}_{name}": value for name, value in self.names.items()},
                f"_T{k}_": self.table, f"_F{k}_": self.finish, f"_FX{k}_": fx, **BUILTINS}


def fuse(hook: CompiledHook, table: Any, index: int) -> Fusion | None:
    """The fused form of ``hook``'s tap form for rule ``index`` of a book (``table``: the
    builder of its table view), or None if it has none or does not fit (it then runs by
    its runner, ``run.tap_runner``)."""
    tap, event = hook.tap, event_of(hook.name)
    if tap is None or event is None or hook.direct_tree is None:
        return None
    got = tap_tree(hook.direct_tree, event, hook.bound.effects, hook.policy)
    if got is None:
        return None
    fn, reads_rule = got
    allowed = ALLOWED_AST_NODES | _TAP_NODES
    if any(type(node) not in allowed for node in ast.walk(fn)):
        return None
    params = [a.arg for a in fn.args.args]
    fields = frozenset(p for p in params if p.startswith("x_"))
    stored = {n.id for n in ast.walk(fn)
              if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
    if stored & (fields | set(_PLAIN) | {TABLE}):
        return None  # it writes what the handler hands it: not fused
    bound = frozenset((set(params) | stored) - fields - set(_PLAIN) - {TABLE})
    body = _returns(list(fn.body))
    if body is None:
        return None
    scope: dict[str, Any] = cast(FunctionType, tap).__globals__
    builtins: dict[str, Any] = scope.get("__builtins__", {})
    names: dict[str, Any] = {}
    for node in ast.walk(fn):
        if isinstance(node, ast.Name) and node.id not in bound and node.id not in fields \
                and node.id not in _PLAIN and node.id != TABLE:
            if node.id in scope:
                names[node.id] = scope[node.id]
            elif node.id in builtins:
                names[node.id] = builtins[node.id]
            else:
                return None  # the tap form would raise NameError: it runs by its runner
    cap = hook.policy.MAX_INT if "add" in names else None
    return Fusion(tuple(_inline_add(body, cap)), bound, fields, names, table,
                  reads_rule, index, hook.bound.cost, hook.policy.MAX_HOOK_DEPTH,
                  tap_finisher(hook, index))


def _returns(body: list[ast.stmt]) -> list[ast.stmt] | None:
    """``body`` with each ``return (value, _rem_)`` made ``_O_ = value`` and the
    statements after a returning ``if`` moved into the branch that does not return;
    None if a ``return`` stands anywhere else (in a loop, or in a branch that returns
    on some paths only). A body that ends without returning returns None: ``_O_ =
    None`` (the runner's end hands that over)."""
    out: list[ast.stmt] = []
    for at, stmt in enumerate(body):
        rest = body[at + 1:]
        if isinstance(stmt, ast.Return):
            value = stmt.value
            if not (isinstance(value, ast.Tuple) and len(value.elts) == 2
                    and isinstance(value.elts[1], ast.Name) and value.elts[1].id == PAIRS):
                return None
            out.append(ast.Assign([ast.Name("_O_", ast.Store())], value.elts[0]))
            return out
        if not _has_return(stmt):
            out.append(stmt)
            continue
        if not isinstance(stmt, ast.If):
            return None  # a return in a loop
        if _always_returns(stmt.body) and not _has_return_in(stmt.orelse):
            yes, no = _returns(stmt.body), _returns([*stmt.orelse, *rest])
        elif _always_returns(stmt.orelse) and not _has_return_in(stmt.body):
            yes, no = _returns([*stmt.body, *rest]), _returns(stmt.orelse)
        elif _always_returns(stmt.body) and _always_returns(stmt.orelse):
            yes, no = _returns(stmt.body), _returns(stmt.orelse)
        else:
            return None
        if yes is None or no is None:
            return None
        out.append(ast.If(stmt.test, yes or [ast.Pass()], no or [ast.Pass()]))
        return out
    out.append(ast.Assign([ast.Name("_O_", ast.Store())], ast.Constant(None)))
    return out


def _has_return(stmt: ast.stmt) -> bool:
    return any(isinstance(n, ast.Return) for n in ast.walk(stmt))


def _has_return_in(body: list[ast.stmt]) -> bool:
    return any(_has_return(s) for s in body)


def _always_returns(body: list[ast.stmt]) -> bool:
    """Whether every path through ``body`` ends in a ``return`` at its own level or in
    an ``if`` whose branches all do (and nothing returns inside a loop)."""
    if not body:
        return False
    last = body[-1]
    if _has_return_in(body[:-1]):
        return False
    if isinstance(last, ast.Return):
        return True
    return isinstance(last, ast.If) and _always_returns(last.body) \
        and _always_returns(last.orelse)


def _inline_add(body: list[ast.stmt], cap: int | None) -> list[ast.stmt]:
    """``x = add(y, c)`` with a name ``y`` and a whole-number constant ``c``: the capped
    helper's own check in line (``policy.add``: an int within the cap is the sum), the
    helper itself for anything else (which caps, refuses or raises as it does); ``cap``:
    the policy's ``MAX_INT``, None if the body calls no ``add``."""
    if cap is None:
        return body
    limit = cap

    class _Add(ast.NodeTransformer):
        def visit_Assign(self, node: ast.Assign) -> ast.stmt:
            call = node.value
            if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                    and isinstance(call, ast.Call) and isinstance(call.func, ast.Name) \
                    and call.func.id == "add" and not call.keywords and len(call.args) == 2 \
                    and isinstance(call.args[0], ast.Name) \
                    and isinstance(call.args[1], ast.Constant) \
                    and type(call.args[1].value) is int and abs(call.args[1].value) < 2 ** 31:
                name, c = call.args[0].id, call.args[1].value
                target = node.targets[0].id
                text = (f"if _type_({name}) is _int_ and {-limit} <= {name} + {c} <= {limit}:\n"
                        f"    {target} = {name} + {c}\n"
                        f"else:\n    {target} = add({name}, {c})")
                return ast.copy_location(ast.parse(text).body[0], node)
            return self.generic_visit(node)  # type: ignore[return-value]

    return [_Add().visit(copy.deepcopy(s)) for s in body]


class _Rename(ast.NodeTransformer):
    """The names of hook ``k``'s body as the handler holds them (the module docstring)."""

    def __init__(self, k: int, bound: frozenset[str], fields: frozenset[str]) -> None:
        self.k, self.bound, self.fields = k, bound, fields

    def rewrite(self, body: tuple[ast.stmt, ...]) -> list[ast.stmt]:
        return [ast.fix_missing_locations(self.visit(copy.deepcopy(s))) for s in body]

    def visit_Name(self, node: ast.Name) -> ast.Name:
        name, k = node.id, self.k
        if name in _PLAIN:
            node.id = _PLAIN[name]
        elif name == TABLE:
            node.id = f"_T{k}_"
        elif name == "_O_":
            node.id = f"_O{k}_"
        elif name in BUILTINS or name in self.fields:  # (BUILTINS: ``_inline_add``'s)
            pass
        elif name in self.bound:
            node.id = f"_L{k}_{name}"
        else:
            node.id = f"_G{k}_{name}"
        return node


def fused_runner(hook: CompiledHook, table: Any, index: int) -> TapRunner | None:
    """A hook's fused form (:func:`fuse`) alone in a handler of its own, called as its
    runner is (``run.tap_runner``: ``run(src, acting, values, cause)``), or None if it
    is not fused: for the tests that hold both to the same results, and the attack
    suite."""
    fusion = fuse(hook, table, index)
    event = event_of(hook.name)
    if fusion is None or event is None:
        return None
    args = ", ".join("x_" + f for f in TAP_FIELDS[event])
    source = (f"def factory():\n  def run(play, a, cause, {args}):\n"
              f"    {FUSE_MARK} 0\n    return t\n  return run\n")
    run = compile_handlers(source, {}, filename=f"<fused {hook.name}>", event=event,
                           inlined=(), fused={0: fusion})

    def runner(src: TapSource, acting: int, values: tuple[Any, ...], cause: object
               ) -> list[fx.Effect] | bool | None:
        result: list[fx.Effect] | bool | None = run(src, acting, cause, *values)
        return result

    return runner
