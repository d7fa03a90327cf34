"""The house-rule sandbox: checks, compiles and runs the Python the rule compiler writes.

Three fences stand between a house rule and the engine (docs/sandbox.md):

1. :func:`check_generated` parses the generated Python and rejects anything
   outside a small, fixed shape: only the AST node types in
   :data:`ALLOWED_AST_NODES`; module level holds only hook functions; every
   hook and loop body starts with a fuel tick; calls only to the runtime's
   own names; attribute names only from the views' whitelists; constants of
   bounded size; no arithmetic operators (the compiler calls capped helpers).
2. RestrictedPython (``compile_restricted_exec``) rewrites attribute, item and
   iteration access into guard calls and refuses ``_`` names; any error or
   warning fails closed.
3. Each rule executes with its own fresh globals: a tiny builtins allowlist,
   the guards, capped helpers and the effect constructors, nothing else.
   :func:`run_hook` gives each call a fuel budget and turns every failure
   into :class:`HookStopped` (R-VOTE-6: an unfinished custom action may be
   stopped; its effects are dropped whole).

Like Jinja's ``sandbox.py``, the policy is a class of small predicates with
named limits (:class:`SandboxPolicy`); subclass it to tighten a limit.
"""

from __future__ import annotations

import ast
import functools
import re
import string
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from itertools import repeat
from types import FunctionType, TracebackType
from typing import Any, NamedTuple, NoReturn, cast

from RestrictedPython.compile import compile_restricted_exec

from ..engine.cards import rank_of, suit_of
from ..errors import LoptiError
from . import effects as fx
from . import view as vw

# --------------------------------------------------------------------------- errors


class SandboxError(LoptiError):
    """Generated code was rejected before it could run (a compiler bug or an attack)."""

    def __init__(self, rule: str, problems: Iterable[CodeProblem]) -> None:
        self.rule = rule
        self.problems = tuple(problems)
        first = self.problems[0] if self.problems else CodeProblem(None, None, "rejected")
        where = f" (line {first.source_line})" if first.source_line is not None else ""
        more = f" (+{len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        super().__init__(f"rule {rule!r}: generated code rejected{where}: {first.message}{more}")


class HookStopped(LoptiError):
    """A hook ran out of fuel, raised, or returned a forbidden effect (R-VOTE-6).

    ``line`` is the ``.lopti`` line (through the compiler's line map) where it
    stopped (for a depth limit, the hook's own line), or None when no line applies.
    """

    def __init__(self, reason: str, rule: str, line: int | None, hook: str = "") -> None:
        self.reason = reason
        self.rule = rule
        self.line = line
        self.hook = hook
        where = f" at line {line}" if line is not None else ""
        super().__init__(f"rule {rule!r} stopped{where}: {reason}")


class CodeProblem(NamedTuple):
    """One reason generated code was rejected."""

    line: int | None  #: line in the generated Python
    source_line: int | None  #: the ``.lopti`` line it maps to
    message: str


# --------------------------------------------------------------------------- policy

#: The only AST node types generated code may contain. No arithmetic operators
#: (capped helpers instead), no comprehensions, lambdas, classes, imports,
#: ``while``, ``try``, ``with``, f-strings, starred or slicing expressions.
ALLOWED_AST_NODES: frozenset[type[ast.AST]] = frozenset({
    ast.Module, ast.FunctionDef, ast.arguments, ast.arg,
    ast.Return, ast.Assign, ast.AugAssign, ast.For, ast.If, ast.Expr,
    ast.Pass, ast.Break, ast.Continue,
    ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
    ast.In, ast.NotIn, ast.Is, ast.IsNot,
    ast.IfExp, ast.Call, ast.keyword, ast.Constant, ast.Attribute, ast.Subscript,
    ast.Name, ast.List, ast.Tuple, ast.Load, ast.Store,
    ast.Add, ast.Sub,  # only as the operator of ``n += k`` / ``n -= k`` (capped)
})

#: Readable attributes per type: the views' public slots and a Roshambo's result.
SAFE_ATTRIBUTES: dict[type, frozenset[str]] = {**vw.PUBLIC_ATTRIBUTES, **fx.PUBLIC_ATTRIBUTES}

#: The builtins a rule sees (``range`` is capped); True/False/None are keywords.
BUILTIN_NAMES: frozenset[str] = frozenset({"len", "min", "max", "abs", "range"})
#: Capped helpers the compiler calls instead of operators.
HELPER_NAMES: frozenset[str] = frozenset(
    {"fuel", "add", "sub", "mul", "div", "mod", "text", "rank", "suit", "push"}
)
#: The effect constructors, by the names generated code calls them.
EFFECT_NAMES: dict[str, type] = {cls.__name__: cls for cls in fx.EFFECT_TYPES.values()}
#: The name of the fuel tick that opens every hook and loop body.
FUEL = "fuel"
#: A hook is ``def <name>(view, event, rule):`` (TableView, EventView, RuleView).
HOOK_PARAMETERS = 3

_INT_TYPES = (int, bool)
_INDEXABLE = frozenset({tuple, list, str, range})


class SandboxPolicy:
    """What generated code may do, as named limits and small predicates."""

    #: Fuel: steps (hook entries and loop iterations) one hook call may take.
    MAX_STEPS: int = 10_000
    #: Depth of a chain of hooks triggered by hook-caused events.
    MAX_HOOK_DEPTH: int = 8
    #: Largest magnitude of any number a rule writes or computes.
    MAX_INT: int = 1_000_000
    #: Longest text a rule writes or builds (say/do texts).
    MAX_TEXT: int = fx.MAX_TEXT
    #: Longest ``range`` a rule may make (``repeat N``).
    MAX_RANGE: int = 100
    #: Most elements of a collection a rule writes or iterates.
    MAX_COLLECTION: int = 64
    #: Most effects one hook call may return.
    MAX_EFFECTS: int = 32
    #: Longest generated source, in characters.
    MAX_SOURCE: int = 100_000
    #: Deepest nesting of the generated syntax tree.
    MAX_NESTING: int = 40
    #: Longest DSL identifier :func:`py_name` accepts.
    MAX_NAME: int = 64
    #: Also check attribute reads per type at run time (a Python-level _getattr_,
    #: about 1.5x slower). Off by default: names are whitelisted at compile time and
    #: the closed world of reachable types makes the C-level getattr exact (docs).
    RUNTIME_ATTRIBUTE_CHECK: bool = False

    def is_allowed_node(self, node: ast.AST) -> bool:
        """Whether generated code may contain a node of this type."""
        return type(node) in ALLOWED_AST_NODES

    def is_safe_attribute(self, obj: object, name: str) -> bool:
        """Whether sandboxed code may read ``obj.name``: a whitelisted slot of a view type."""
        allowed = SAFE_ATTRIBUTES.get(type(obj))
        return allowed is not None and name in allowed

    def is_safe_attribute_name(self, name: str) -> bool:
        """Whether ``name`` is a readable attribute of some view type (never a ``_`` name)."""
        return not name.startswith("_") and name in _SAFE_NAMES

    def is_safe_constant(self, value: object) -> bool:
        """Whether a literal may appear in generated code."""
        if value is None or type(value) is bool:
            return True
        if type(value) is int:
            return -self.MAX_INT <= value <= self.MAX_INT
        if type(value) is str:
            return len(value) <= self.MAX_TEXT
        return False

    def is_callable_name(self, name: str) -> bool:
        """Whether generated code may call ``name`` (and only call it)."""
        return name in BUILTIN_NAMES or name in HELPER_NAMES or name in EFFECT_NAMES

    def is_bindable_name(self, name: str) -> bool:
        """Whether generated code may assign ``name`` or use it as a parameter or hook."""
        return (
            name.isidentifier() and name.isascii() and not name.startswith("_")
            and not self.is_callable_name(name)
        )

    def new_globals(self) -> dict[str, Any]:
        """A fresh globals dict for one rule: builtins allowlist, guards, helpers, effects."""
        env = {**_runtime(self), "__builtins__": dict(_builtins(self))}
        if self.RUNTIME_ATTRIBUTE_CHECK:
            env["_getattr_"] = self.guarded_getattr
        return env

    def guarded_getattr(self, obj: object, name: str) -> object:
        """``_getattr_`` with the per-type whitelist checked at run time."""
        if self.is_safe_attribute(obj, name):
            return getattr(obj, name)
        raise AttributeError(f"{type(obj).__name__} has no readable attribute {name!r}")


_SAFE_NAMES: frozenset[str] = frozenset().union(*SAFE_ATTRIBUTES.values())


class StrictPolicy(SandboxPolicy):
    """The default limits, with attribute reads also checked per type at run time."""

    RUNTIME_ATTRIBUTE_CHECK = True


#: The default policy.
DEFAULT_POLICY = SandboxPolicy()

# --------------------------------------------------------------------------- names


def py_str_literal(text: str) -> str:
    """A Python literal of ``text``: printable ASCII only, one ``ast.Constant``.

    The compiler must write every DSL string through this function; quotes,
    backslashes, newlines and non-ASCII characters all come out escaped.
    """
    if type(text) is not str:
        raise TypeError(f"py_str_literal needs a str, not {type(text).__name__}")
    return ascii(text)


_PLAIN_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*\Z")
_KEEP = frozenset(string.ascii_letters + string.digits)


def py_name(ident: str, policy: SandboxPolicy = DEFAULT_POLICY) -> str:
    """The Python name of a DSL identifier: ``v_<ident>``, or an escaped ``x_...`` form.

    Injective, always a valid ASCII identifier that is not a keyword, never
    starts with ``_`` and never collides with a runtime name (those never start
    with ``v_`` or ``x_``). For rule books written in Python (the rule language has
    no names of its own: the compiler needs none).
    """
    if type(ident) is not str or not ident:
        raise ValueError("a name must be a non-empty text")
    if len(ident) > policy.MAX_NAME:
        raise ValueError(f"name longer than {policy.MAX_NAME} characters")
    if _PLAIN_IDENT.match(ident):
        return "v_" + ident
    return "x_" + "".join(c if c in _KEEP else f"_{ord(c):06x}" for c in ident)


# --------------------------------------------------------------------------- runtime


def _refuse_write(obj: object) -> NoReturn:
    raise TypeError("rules cannot change the game: hooks return effects")


def _refuse(*args: object, **kwargs: object) -> NoReturn:
    raise TypeError("not allowed in a rule")


def _no_fuel() -> NoReturn:
    raise RuntimeError("fuel is only available inside run_hook")


def _runtime(policy: SandboxPolicy) -> dict[str, Any]:
    """Guards and helpers bound to the limits of ``policy``."""
    max_int, max_text, max_coll = policy.MAX_INT, policy.MAX_TEXT, policy.MAX_COLLECTION
    max_iter = max(policy.MAX_COLLECTION, policy.MAX_RANGE)

    def _int(value: object) -> int:
        if type(value) not in _INT_TYPES:
            raise TypeError(f"expected a whole number, not {type(value).__name__}")
        return value  # type: ignore[return-value]

    def _capped(value: int) -> int:
        if -max_int <= value <= max_int:
            return value
        raise OverflowError(f"number beyond the limit of {max_int}")

    def add(a: int, b: int) -> int:
        return _capped(_int(a) + _int(b))

    def sub(a: int, b: int) -> int:
        return _capped(_int(a) - _int(b))

    def mul(a: int, b: int) -> int:
        a, b = _capped(_int(a)), _capped(_int(b))
        return _capped(a * b)

    def div(a: int, b: int) -> int:
        if _int(b) == 0:
            raise ZeroDivisionError("division by zero")
        return _capped(_int(a) // b)

    def mod(a: int, b: int) -> int:
        if _int(b) == 0:
            raise ZeroDivisionError("modulo by zero")
        return _int(a) % b

    def text(*parts: object) -> str:
        pieces: list[str] = []
        for part in parts:
            if isinstance(part, str):
                pieces.append(part)
            elif isinstance(part, int):
                pieces.append(str(_capped(part)))
            else:
                raise TypeError(f"cannot write {type(part).__name__} as text")
            if sum(map(len, pieces)) > max_text:
                raise ValueError(f"text longer than {max_text} characters")
        return "".join(pieces)

    def push(items: tuple[Any, ...] | list[Any], item: object) -> tuple[Any, ...]:
        if type(items) is not tuple and type(items) is not list:
            raise TypeError(f"cannot add to {type(items).__name__}")
        if len(items) >= max_coll:
            raise ValueError(f"collection larger than {max_coll}")
        return (*items, item)

    def card_rank(card: int) -> int:
        if type(card) is not int or not 0 <= card < 52:
            raise TypeError("not a card")
        return rank_of(card)

    def card_suit(card: int) -> int:
        if type(card) is not int or not 0 <= card < 52:
            raise TypeError("not a card")
        return suit_of(card)

    def _getitem_(obj: Any, index: object) -> Any:
        if type(obj) not in _INDEXABLE:
            raise TypeError(f"cannot index {type(obj).__name__}")
        if type(index) not in _INT_TYPES:
            raise TypeError("an index must be a whole number")
        return obj[index]

    def _getiter_(obj: Any) -> Any:
        if type(obj) not in _INDEXABLE:
            raise TypeError(f"cannot loop over {type(obj).__name__}")
        if len(obj) > max_iter:
            raise ValueError(f"collection larger than {max_iter}")
        return iter(obj)

    def _inplacevar_(op: str, target: int, value: int) -> int:
        if op == "+=":
            return add(target, value)
        if op == "-=":
            return sub(target, value)
        raise TypeError(f"{op} is not allowed in a rule")

    return {
        # RestrictedPython's guards. Attribute *names* are whitelisted at compile
        # time (check_generated), so the runtime guard is the C-level getattr:
        # see docs/sandbox.md, "Why getattr is safe here".
        "_getattr_": getattr,
        "_getitem_": _getitem_,
        "_getiter_": _getiter_,
        "_write_": _refuse_write,
        "_inplacevar_": _inplacevar_,
        "_apply_": _refuse,
        "_unpack_sequence_": _refuse,
        "_iter_unpack_sequence_": _refuse,
        "_print_": _refuse,
        "__metaclass__": _refuse,
        # Helpers the compiler calls.
        FUEL: _no_fuel,
        "add": add, "sub": sub, "mul": mul, "div": div, "mod": mod,
        "text": text, "rank": card_rank, "suit": card_suit, "push": push,
        **EFFECT_NAMES,
    }


def _builtins(policy: SandboxPolicy) -> dict[str, Any]:
    max_range = policy.MAX_RANGE

    def capped_range(*args: int) -> range:
        r = range(*args)
        if len(r) > max_range:
            raise ValueError(f"range longer than {max_range}")
        return r

    return {"len": len, "min": min, "max": max, "abs": abs, "range": capped_range}


# --------------------------------------------------------------------------- check


def _fuel_tick(stmt: ast.stmt) -> bool:
    return (
        isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
        and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == FUEL
        and not stmt.value.args and not stmt.value.keywords
    )


def _depth(tree: ast.AST, limit: int) -> int:
    """The nesting depth of ``tree``, walking iteratively and stopping past ``limit``."""
    stack = [(tree, 1)]
    deepest = 0
    while stack:
        node, d = stack.pop()
        deepest = max(deepest, d)
        if deepest > limit:
            return deepest
        stack.extend((child, d + 1) for child in ast.iter_child_nodes(node))
    return deepest


class _Checker:
    """Collects every problem of one generated module."""

    def __init__(self, policy: SandboxPolicy) -> None:
        self.policy = policy
        self.problems: list[tuple[int | None, str]] = []
        self.bound: set[str] = set()

    def fail(self, node: ast.AST | None, message: str) -> None:
        self.problems.append((getattr(node, "lineno", None), message))

    def module(self, tree: ast.Module) -> None:
        hooks: set[str] = set()
        for stmt in tree.body:
            if isinstance(stmt, ast.FunctionDef):
                if stmt.name in hooks:
                    self.fail(stmt, f"hook {stmt.name!r} is defined twice")
                hooks.add(stmt.name)
                self.function(stmt)
            else:
                self.fail(stmt, f"only hook functions may be at module level, "
                                f"not {type(stmt).__name__}")
                self.node(stmt)

    def function(self, fn: ast.FunctionDef) -> None:
        a = fn.args
        if fn.decorator_list or fn.returns is not None or fn.type_comment:
            self.fail(fn, "hooks take no decorators or annotations")
        if (a.posonlyargs or a.kwonlyargs or a.vararg or a.kwarg or a.defaults or a.kw_defaults
                or len(a.args) != HOOK_PARAMETERS
                or any(arg.annotation or arg.type_comment for arg in a.args)):
            self.fail(fn, "hooks take exactly three plain parameters (view, event, rule)")
        self.bind(fn, fn.name)
        self.bound = {arg.arg for arg in a.args}
        for arg in a.args:
            self.bind(fn, arg.arg)
        for sub in ast.walk(fn):
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                self.bound.add(sub.id)
        self.body(fn, fn.body, "hook")

    def body(self, owner: ast.AST, stmts: list[ast.stmt], what: str) -> None:
        if not stmts or not _fuel_tick(stmts[0]):
            self.fail(owner, f"every {what} body must start with {FUEL}()")
        for stmt in stmts:
            self.node(stmt)

    def bind(self, node: ast.AST, name: str) -> None:
        if not self.policy.is_bindable_name(name):
            self.fail(node, f"cannot bind the name {name!r}")

    def node(self, node: ast.AST) -> None:
        if not self.policy.is_allowed_node(node):
            self.fail(node, f"{type(node).__name__} is not allowed in generated code")
            return
        check = getattr(self, "visit_" + type(node).__name__, None)
        if check is not None and check(node) is False:
            return
        for child in ast.iter_child_nodes(node):
            self.node(child)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> bool:
        self.fail(node, "functions may only be defined at module level")
        return False

    def visit_For(self, node: ast.For) -> bool:
        if not isinstance(node.target, ast.Name) or node.orelse or node.type_comment:
            self.fail(node, "a loop binds one name and has no else")
        self.node(node.target)
        self.node(node.iter)
        self.body(node, node.body, "loop")
        return False

    def visit_Assign(self, node: ast.Assign) -> None:
        if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Name):
            self.fail(node, "an assignment binds exactly one name")

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        if not isinstance(node.target, ast.Name) or type(node.op) not in (ast.Add, ast.Sub):
            self.fail(node, "only `name += n` and `name -= n` are allowed")

    def visit_Expr(self, node: ast.Expr) -> None:
        if not isinstance(node.value, ast.Call):
            self.fail(node, "an expression statement must be a call")

    def visit_Call(self, node: ast.Call) -> bool:
        func = node.func
        if not isinstance(func, ast.Name):
            self.fail(node, "calls may only name a builtin, helper or effect")
            self.node(func)
        elif not self.policy.is_callable_name(func.id):
            self.fail(node, f"calls may only name a builtin, helper or effect, not {func.id!r}")
        elif func.id in BUILTIN_NAMES and node.keywords:
            self.fail(node, f"{func.id}() takes no keyword arguments here")
        for kw in node.keywords:
            if kw.arg is None or kw.arg.startswith("_"):
                self.fail(node, "keyword arguments must be plain names")
        for child in [*node.args, *node.keywords]:
            self.node(child)
        return False

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if not isinstance(node.ctx, ast.Load):
            self.fail(node, "attributes are read-only")
        if not self.policy.is_safe_attribute_name(node.attr):
            self.fail(node, f"attribute {node.attr!r} is not readable by rules")

    def visit_Subscript(self, node: ast.Subscript) -> None:
        if not isinstance(node.ctx, ast.Load):
            self.fail(node, "items are read-only")

    def visit_Name(self, node: ast.Name) -> None:
        name = node.id
        if isinstance(node.ctx, ast.Store):
            self.bind(node, name)
        elif self.policy.is_callable_name(name):
            self.fail(node, f"{name} may only be called")
        elif name not in self.bound:
            self.fail(node, f"unknown name {name!r}")

    def visit_Constant(self, node: ast.Constant) -> None:
        if not self.policy.is_safe_constant(node.value) or node.kind is not None:
            self.fail(node, f"constant of type {type(node.value).__name__} "
                            f"or size not allowed: {str(node.value)[:40]!r}")

    def visit_List(self, node: ast.List) -> None:
        self.collection(node)

    def visit_Tuple(self, node: ast.Tuple) -> None:
        self.collection(node)

    def collection(self, node: ast.List | ast.Tuple) -> None:
        if not isinstance(node.ctx, ast.Load):
            self.fail(node, "collections cannot be assigned to")
        if len(node.elts) > self.policy.MAX_COLLECTION:
            self.fail(node, f"more than {self.policy.MAX_COLLECTION} elements")


def _parse_checked(
    source: str, policy: SandboxPolicy
) -> tuple[ast.Module | None, list[tuple[int | None, str]]]:
    if type(source) is not str:
        return None, [(None, "generated code must be a str")]
    if len(source) > policy.MAX_SOURCE:
        return None, [(None, f"generated code longer than {policy.MAX_SOURCE} characters")]
    if not source.isascii():
        return None, [(None, "generated code must be ASCII (strings go through py_str_literal)")]
    try:
        tree = ast.parse(source, mode="exec")
    except SyntaxError as exc:
        return None, [(exc.lineno, f"syntax error: {exc.msg}")]
    except (ValueError, RecursionError, MemoryError) as exc:
        return None, [(None, f"unparsable: {type(exc).__name__}")]
    if _depth(tree, policy.MAX_NESTING) > policy.MAX_NESTING:
        return None, [(None, f"nested deeper than {policy.MAX_NESTING}")]
    checker = _Checker(policy)
    checker.module(tree)
    return tree, checker.problems


def _map_line(line_map: Mapping[int, int], line: int | None) -> int | None:
    """The source line of generated ``line``: exact, else the nearest mapped line above."""
    if line is None:
        return None
    if not line_map:
        return line
    if line in line_map:
        return line_map[line]
    above = [g for g in line_map if g <= line]
    return line_map[max(above)] if above else None


def check_generated(
    source: str, policy: SandboxPolicy = DEFAULT_POLICY, line_map: Mapping[int, int] | None = None
) -> tuple[CodeProblem, ...]:
    """Every reason ``source`` is not acceptable generated code (empty: acceptable)."""
    _, problems = _parse_checked(source, policy)
    lm = line_map or {}
    return tuple(CodeProblem(line, _map_line(lm, line), msg) for line, msg in problems)


# --------------------------------------------------------------------------- compile


@dataclass(frozen=True, eq=False)
class CompiledHook:
    """One hook function of a compiled rule, ready for :func:`run_hook`."""

    rule: str  #: the rule's name, for HookStopped and logs
    name: str  #: the hook function's name in the generated code
    function: FunctionType
    line: int | None  #: the ``.lopti`` line of the hook
    filename: str
    line_map: Mapping[int, int]
    policy: SandboxPolicy
    globals: dict[str, Any] = field(repr=False)
    tank: tuple[None, ...] = field(repr=False, default=())  #: MAX_STEPS items of fuel
    #: the rule has loops, so each call gets a fresh tank; a rule without loops
    #: runs a bounded number of steps and keeps an endless ticker (no re-arming)
    rearm: bool = True


@dataclass(frozen=True, eq=False)
class CompiledRule:
    """A rule's generated code, checked, compiled and executed in its own globals."""

    rule: str
    source: str  #: the generated Python, as ``lopti lint --show-python`` shows it
    line_map: Mapping[int, int]
    hooks: Mapping[str, CompiledHook]


def compile_rule(
    source: str,
    *,
    rule: str,
    line_map: Mapping[int, int] | None = None,
    policy: SandboxPolicy = DEFAULT_POLICY,
) -> CompiledRule:
    """Check and compile generated Python; every module-level function becomes a hook.

    ``line_map`` maps generated lines to ``.lopti`` lines. Fails closed with
    :class:`SandboxError` on any check problem, RestrictedPython error or warning.
    """
    lm = dict(line_map or {})
    tree, problems = _parse_checked(source, policy)
    if problems or tree is None:
        raise SandboxError(rule, (CodeProblem(ln, _map_line(lm, ln), m) for ln, m in problems))
    filename = f"<lopti rule {rule!r}>"
    try:
        result = compile_restricted_exec(source, filename=filename)
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError) as exc:
        raise SandboxError(rule, [CodeProblem(None, None, f"RestrictedPython: {exc}")]) from None
    complaints = [*result.errors, *result.warnings]
    if complaints or result.code is None:
        raise SandboxError(rule, [CodeProblem(None, None, f"RestrictedPython: {c}")
                                  for c in complaints or ["no code"]])
    env = policy.new_globals()
    before = set(env)
    try:
        exec(result.code, env)  # module level holds only function definitions (checked)
    except Exception as exc:  # pragma: no cover - defining functions does not fail
        raise SandboxError(rule, [CodeProblem(None, None, f"definition failed: {exc}")]) from None
    loops = any(isinstance(node, ast.For) for node in ast.walk(tree))
    if not loops:
        env[FUEL] = _ENDLESS
    hooks: dict[str, CompiledHook] = {}
    for stmt in tree.body:
        function = env.get(getattr(stmt, "name", ""))
        if not isinstance(stmt, ast.FunctionDef) or type(function) is not FunctionType:
            raise SandboxError(rule, [CodeProblem(stmt.lineno, None, "hook is not a function")])
        hooks[stmt.name] = CompiledHook(
            rule, stmt.name, function, _map_line(lm, stmt.lineno), filename, lm, policy, env,
            _tank(policy.MAX_STEPS), loops,
        )
    if set(env) - before != set(hooks):
        raise SandboxError(rule, [CodeProblem(None, None, "module defined unexpected names")])
    return CompiledRule(rule, source, lm, hooks)


# --------------------------------------------------------------------------- run


def _stopped_line(hook: CompiledHook, tb: TracebackType | None) -> int | None:
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == hook.filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    mapped = _map_line(hook.line_map, line)
    return mapped if mapped is not None else hook.line


def run_hook(
    hook: CompiledHook,
    view: vw.TableView,
    event: vw.EventView,
    rule: vw.RuleView | None = None,
    *,
    depth: int = 0,
    protected: Iterable[fx.Write] = (),
) -> list[fx.Effect]:
    """Call one hook with a fresh fuel budget; return its effects or raise HookStopped.

    ``rule`` holds the rule's own counts (``rule.*``); a hook that reads them
    when none were given is stopped. ``depth`` is how many hook-caused events
    led here (0 for a base event). ``protected`` is the event's protected write
    set: an effect that writes it would block the event (R-CUSTOM-2) and stops
    the hook. Every failure, of any kind, becomes :class:`HookStopped` and the
    whole effect list is dropped.
    """
    policy = hook.policy
    if depth > policy.MAX_HOOK_DEPTH:
        raise HookStopped(f"hook chain deeper than {policy.MAX_HOOK_DEPTH} (MAX_HOOK_DEPTH)",
                          hook.rule, hook.line, hook.name)
    # The fuel tick is a fresh C-level iterator over a tuple of MAX_STEPS items:
    # each tick is one C call, and the StopIteration past the end stops the hook.
    if hook.rearm:
        hook.globals[FUEL] = iter(hook.tank).__next__
    games = fx.roshambo_count
    try:
        result = hook.function(view, event, rule)
    except StopIteration as exc:
        raise HookStopped(f"ran out of fuel ({policy.MAX_STEPS} steps, MAX_STEPS)", hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except RecursionError as exc:
        raise HookStopped("recursion too deep", hook.rule,
                          _stopped_line(hook, exc.__traceback__), hook.name) from None
    except (Exception, MemoryError) as exc:
        reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        raise HookStopped(reason, hook.rule, _stopped_line(hook, exc.__traceback__),
                          hook.name) from exc
    kind = type(result)
    if kind is list or kind is tuple:
        if not result:
            return []  # the common case: the hook did not fire
        if not protected and games == fx.roshambo_count and len(result) <= policy.MAX_EFFECTS:
            for effect in result:  # the next most common: a few plain effects
                if type(effect) not in _EFFECT_CLASSES:
                    break
            else:
                return result if kind is list else list(result)
    elif result is None:
        return []
    return _checked_effects(hook, result, protected, fx.roshambo_count != games)


_EFFECT_CLASSES = frozenset(fx.EFFECT_TYPES.values())
#: The fuel of rules without loops: their hooks take one step (checked: no while,
#: no recursion, no comprehensions), so the tick never needs to stop them.
_ENDLESS = repeat(None).__next__


@functools.cache
def _tank(steps: int) -> tuple[None, ...]:
    return (None,) * steps



def _checked_effects(
    hook: CompiledHook, result: object, protected: Iterable[fx.Write], played: bool
) -> list[fx.Effect]:
    """The hook's effects, or HookStopped if the list as a whole is not acceptable.

    ``played``: the hook built a Roshambo, so effects may name its outcomes
    (without one, no outcome can exist: hooks keep no state between calls).
    """
    kind = type(result)
    if kind is tuple:
        effects: list[fx.Effect] = list(cast(tuple[fx.Effect, ...], result))
    elif kind is list:
        effects = result  # type: ignore[assignment]
    else:
        _stop(hook, f"returned {kind.__name__}, not a list of effects")
    if len(effects) > hook.policy.MAX_EFFECTS:
        _stop(hook, f"returned more than {hook.policy.MAX_EFFECTS} effects (MAX_EFFECTS)")
    for effect in effects:
        if type(effect) not in _EFFECT_CLASSES:
            _stop(hook, f"returned {type(effect).__name__}, which is not an effect")
    if played:
        games: list[fx.Roshambo] = []
        for effect in effects:
            if type(effect) is fx.Roshambo:
                games.append(effect)
            for ref in effect.named_players():
                if type(ref) is fx.RoshamboOutcome and not any(g is ref.game for g in games):
                    _stop(hook, "an effect names the result of a roshambo that does not "
                                "come before it")
    if protected:
        guard = tuple(protected)
        for effect in effects:
            hit = fx.blocking(effect, guard)
            if hit is not None:
                _stop(hook, f"{effect.name} would block the event: it writes {hit.change} "
                            f"{hit.area} (R-CUSTOM-2)")
    return effects


def _stop(hook: CompiledHook, reason: str) -> NoReturn:
    raise HookStopped(reason, hook.rule, hook.line, hook.name)
