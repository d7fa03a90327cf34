"""The fast path of the sandbox: a bounded hook compiled as a plain function.

:func:`~lopti_rules.sandbox.run.compile_rule` checks a rule's generated Python once
(fence 1, :mod:`.check`) and works out an upper bound of what one call of each hook
can cost (:func:`.cost.hook_bound`). A hook whose bound fits its per-call limits
(``MAX_COST`` units, ``MAX_STEPS`` ticks) can never run out of per-call fuel, so the
meter has nothing to say while it runs: this module compiles it a second time, from
the same checked tree, as a plain function (:func:`direct_functions`):

- the ``fuel()`` ticks are left out (the call is charged its bound before it runs,
  and only if the event's and the game's budgets still hold that much: otherwise the
  metered reference runs, :func:`.run.run_bounded`);
- ``n += k`` and ``n -= k`` become the capped helpers ``add`` and ``sub``, exactly
  what RestrictedPython's ``_inplacevar_`` guard calls;
- attribute reads stay plain reads: under the default policy the reference's
  ``_getattr_`` guard is the C ``getattr`` itself (names are whitelisted at compile
  time, docs/sandbox.md "Why getattr is safe here");
- an item read or a loop over what only the sandbox's own views hand out (a rule's
  ``counts``, a tuple of players) at a constant index is a plain read; every other
  item read and loop keeps the reference's guard (``_getitem_``, ``_getiter_``);
- the function runs in globals of its own, built by the same policy
  (``new_globals``: the same builtins allowlist, capped helpers and effects).

A policy that checks attributes at run time (``RUNTIME_ATTRIBUTE_CHECK``) gets no
direct functions: every call of its hooks keeps the guards. Nothing else changes: a
direct function reads the same views, raises where the reference raises, and its
effects are checked by the same code (:func:`.run.checked_result`). The equivalence
tests play the same games on both paths, byte for byte, and the attack suite runs
against both.
"""

from __future__ import annotations

import ast
import copy
from types import CodeType, FunctionType
from typing import Any

from .cost import PLAYER_TUPLES, Bound
from .policy import FUEL, SandboxPolicy

#: Attributes that only ever hold a tuple the sandbox built: a rule's own counts, and
#: the table's tuples of players. A constant index into them needs no item guard.
_TUPLES = frozenset({"counts", *PLAYER_TUPLES})
_HELPER_OF = {ast.Add: "add", ast.Sub: "sub"}


def fits(bound: Bound, policy: SandboxPolicy) -> bool:
    """Whether a hook with this static bound can never run out of per-call fuel, so it
    may run as a plain function (the run-time attribute check keeps every guard)."""
    return (not policy.RUNTIME_ATTRIBUTE_CHECK and bound.cost <= policy.MAX_COST
            and bound.ticks <= policy.MAX_STEPS)


class _Plain(ast.NodeTransformer):
    """Rewrites a checked hook into its direct form (the module docstring says how)."""

    def visit_Expr(self, node: ast.Expr) -> ast.stmt | None:
        call = node.value
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) \
                and call.func.id == FUEL:
            return None  # charged before the call, by the bound
        self.generic_visit(node)
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.stmt:
        helper = _HELPER_OF.get(type(node.op))
        if helper is None or not isinstance(node.target, ast.Name):
            raise ValueError(f"no direct form of {ast.unparse(node)!r}")
        value = self.visit(node.value)
        read = ast.Name(node.target.id, ast.Load())
        call = ast.Call(ast.Name(helper, ast.Load()), [read, value], [])
        return ast.copy_location(ast.Assign([node.target], call), node)

    def visit_Subscript(self, node: ast.Subscript) -> ast.expr:
        value = self.visit(node.value)
        index = self.visit(node.slice)
        if _sandbox_tuple(value) and isinstance(index, ast.Constant) \
                and type(index.value) is int:
            node.value, node.slice = value, index
            return node
        call = ast.Call(ast.Name("_getitem_", ast.Load()), [value, index], [])
        return ast.copy_location(call, node)

    def visit_For(self, node: ast.For) -> ast.stmt:
        it = self.visit(node.iter)
        if not (_sandbox_tuple(it) or (isinstance(it, ast.Call)
                                       and isinstance(it.func, ast.Name)
                                       and it.func.id == "range")):
            it = ast.copy_location(ast.Call(ast.Name("_getiter_", ast.Load()), [it], []), it)
        node.iter = it
        node.target = self.visit(node.target)
        node.body = _body([self.visit(s) for s in node.body])
        node.orelse = [self.visit(s) for s in node.orelse]
        return node

    def visit_If(self, node: ast.If) -> ast.stmt:
        node.test = self.visit(node.test)
        node.body = _body([s for s in (self.visit(s) for s in node.body) if s is not None])
        node.orelse = [s for s in (self.visit(s) for s in node.orelse) if s is not None]
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.stmt:
        node.body = _body([s for s in (self.visit(s) for s in node.body) if s is not None])
        return node


def _sandbox_tuple(node: ast.expr) -> bool:
    """``rule.counts``, ``view.still_in`` and the like: a tuple the sandbox built."""
    return isinstance(node, ast.Attribute) and node.attr in _TUPLES \
        and isinstance(node.value, ast.Name)


def _body(stmts: list[Any]) -> list[ast.stmt]:
    kept = [s for s in stmts if s is not None]
    return kept or [ast.Pass()]


def direct_trees(tree: ast.Module, names: set[str]) -> list[ast.FunctionDef]:
    """The direct forms of the hooks ``names`` of a checked module (new trees: ``tree``
    is left as it is, for RestrictedPython)."""
    plain: list[ast.FunctionDef] = []
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef) and stmt.name in names:
            rewritten = _Plain().visit(copy.deepcopy(stmt))
            if isinstance(rewritten, ast.FunctionDef):
                plain.append(ast.fix_missing_locations(rewritten))
    return plain


def direct_functions(trees: list[ast.FunctionDef], policy: SandboxPolicy,
                     filename: str) -> dict[str, FunctionType]:
    """The hooks of ``trees`` (:func:`direct_trees`, of a module RestrictedPython has
    compiled) as plain functions, in fresh globals of ``policy``; none if they will not
    compile (the hooks then always run metered: fail closed)."""
    if not trees:
        return {}
    try:
        code: CodeType = compile(ast.Module(list(trees), []), filename, "exec")
    except (SyntaxError, ValueError, TypeError, RecursionError, MemoryError):
        return {}
    env = policy.new_globals()
    exec(code, env)  # noqa: S102 - the checked tree, rewritten above
    found: dict[str, FunctionType] = {}
    for tree in trees:
        function = env.get(tree.name)
        if type(function) is FunctionType:
            found[tree.name] = function
    return found
