"""Checking generated Python (fence 1): the shape it may have, and how to write it.

:func:`check_generated` parses the Python the rule compiler writes and rejects
anything outside a small, fixed shape: only the AST node types in
:data:`.policy.ALLOWED_AST_NODES`; module level holds only hook functions; every
hook and loop body starts with a fuel tick, and no other statement calls it (a second
``fuel(-N)`` would refill the meter); calls only to the runtime's own names;
attribute names only from the views' whitelists; constants of bounded size; no
arithmetic operators (the compiler calls capped helpers). Every decision is one of
the policy's predicates. :func:`parse_generated` is the same check for
:func:`.run.compile_rule`, which also needs the tree.

The writer's side of the contract: :func:`py_str_literal` for every string the
compiler writes, :func:`py_name` for the names of rule books written in Python.
"""

from __future__ import annotations

import ast
import re
import string
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from ..errors import LoptiError
from .cost import nested_containers
from .policy import BUILTIN_NAMES, DEFAULT_POLICY, FUEL, HOOK_PARAMETERS, SandboxPolicy


class CodeProblem(NamedTuple):
    """One reason generated code was rejected."""

    line: int | None  #: line in the generated Python
    source_line: int | None  #: the ``.lopti`` line it maps to
    message: str


class SandboxError(LoptiError):
    """Generated code was rejected before it could run (a compiler bug or an attack)."""

    def __init__(self, rule: str, problems: Iterable[CodeProblem]) -> None:
        self.rule = rule
        self.problems = tuple(problems)
        first = self.problems[0] if self.problems else CodeProblem(None, None, "rejected")
        where = f" (line {first.source_line})" if first.source_line is not None else ""
        more = f" (+{len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        super().__init__(f"rule {rule!r}: generated code rejected{where}: {first.message}{more}")


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


# --------------------------------------------------------------------------- check

def _fuel_tick(stmt: ast.stmt) -> bool:
    return (
        isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
        and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == FUEL
        and not stmt.value.args and not stmt.value.keywords
    )


def nesting_depth(tree: ast.AST, limit: int) -> int:
    """The nesting depth of ``tree`` (the module is depth 1), walking iteratively.

    Stops as soon as the depth passes ``limit``, so a hostile tree costs no more than
    ``limit`` levels; the policy's ``MAX_NESTING`` is the limit generated code meets.
    """
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
        for holder in nested_containers(fn):
            self.fail(holder, "a collection cannot hold a collection (the compiler never "
                              "writes one)")

    def body(self, owner: ast.AST, stmts: list[ast.stmt], what: str) -> None:
        if not stmts or not _fuel_tick(stmts[0]):
            self.fail(owner, f"every {what} body must start with {FUEL}()")
        else:
            stmts = stmts[1:]  # the opening tick, bare: the sandbox fills in its weight
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
        elif func.id == FUEL:  # a second tick could charge fuel(-N): a refill (issue 28)
            self.fail(node, f"{FUEL}() may only open a hook or loop body, bare")
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


def parse_generated(
    source: str, policy: SandboxPolicy = DEFAULT_POLICY, line_map: Mapping[int, int] | None = None
) -> tuple[ast.Module | None, tuple[CodeProblem, ...]]:
    """The syntax tree of ``source`` and every reason it is not acceptable generated code.

    The tree is None when ``source`` cannot even be parsed within the policy's limits;
    ``line_map`` maps generated lines to ``.lopti`` lines for the problems.
    """
    tree, problems = _checked_tree(source, policy)
    lm = line_map or {}
    return tree, tuple(CodeProblem(line, source_line(lm, line), msg) for line, msg in problems)


def check_generated(
    source: str, policy: SandboxPolicy = DEFAULT_POLICY, line_map: Mapping[int, int] | None = None
) -> tuple[CodeProblem, ...]:
    """Every reason ``source`` is not acceptable generated code (empty: acceptable)."""
    return parse_generated(source, policy, line_map)[1]


def source_line(line_map: Mapping[int, int], line: int | None) -> int | None:
    """The ``.lopti`` line of generated ``line``: exact, else the nearest mapped line above.

    With an empty ``line_map`` the generated line itself (Python written by hand).
    """
    if line is None:
        return None
    if not line_map:
        return line
    if line in line_map:
        return line_map[line]
    above = [g for g in line_map if g <= line]
    return line_map[max(above)] if above else None


def _checked_tree(
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
    if nesting_depth(tree, policy.MAX_NESTING) > policy.MAX_NESTING:
        return None, [(None, f"nested deeper than {policy.MAX_NESTING}")]
    checker = _Checker(policy)
    checker.module(tree)
    return tree, checker.problems
