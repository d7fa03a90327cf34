"""The sandbox: the fences house-rule code runs behind, the views it reads, the effects it returns.

Stage 2 of the pipeline (docs/architecture.md): it needs nothing of the rule
language (views in, effects out), so the language's compiler and limits sit above it.
One policy object carries every limit (:mod:`.policy`); checking generated Python
(:mod:`.check`), compiling it and running its hooks (:mod:`.run`) are the entries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .check import CodeProblem as CodeProblem
    from .check import SandboxError as SandboxError
    from .check import check_generated as check_generated
    from .check import nesting_depth as nesting_depth
    from .check import parse_generated as parse_generated
    from .check import py_name as py_name
    from .check import py_str_literal as py_str_literal
    from .check import source_line as source_line
    from .policy import ALLOWED_AST_NODES as ALLOWED_AST_NODES
    from .policy import BUILTIN_NAMES as BUILTIN_NAMES
    from .policy import DEFAULT_POLICY as DEFAULT_POLICY
    from .policy import EFFECT_NAMES as EFFECT_NAMES
    from .policy import FUEL as FUEL
    from .policy import HELPER_NAMES as HELPER_NAMES
    from .policy import HOOK_PARAMETERS as HOOK_PARAMETERS
    from .policy import SAFE_ATTRIBUTES as SAFE_ATTRIBUTES
    from .policy import SandboxPolicy as SandboxPolicy
    from .policy import StrictPolicy as StrictPolicy
    from .policy import with_seats as with_seats
    from .run import CompiledHook as CompiledHook
    from .run import CompiledRule as CompiledRule
    from .run import CostBudget as CostBudget
    from .run import HookStopped as HookStopped
    from .run import compile_rule as compile_rule
    from .run import run_hook as run_hook

#: public name -> module that defines it, loaded on first use
_EXPORTS: dict[str, str] = {
    # the policy: every limit, the allowlists, the predicates
    "ALLOWED_AST_NODES": ".policy",
    "BUILTIN_NAMES": ".policy",
    "DEFAULT_POLICY": ".policy",
    "EFFECT_NAMES": ".policy",
    "FUEL": ".policy",
    "HELPER_NAMES": ".policy",
    "HOOK_PARAMETERS": ".policy",
    "SAFE_ATTRIBUTES": ".policy",
    "SandboxPolicy": ".policy",
    "StrictPolicy": ".policy",
    "with_seats": ".policy",
    # checking generated Python (fence 1) and writing it
    "CodeProblem": ".check",
    "SandboxError": ".check",
    "check_generated": ".check",
    "nesting_depth": ".check",
    "parse_generated": ".check",
    "py_name": ".check",
    "py_str_literal": ".check",
    "source_line": ".check",
    # compiling and running hooks (fences 2 and 3)
    "CompiledHook": ".run",
    "CompiledRule": ".run",
    "CostBudget": ".run",
    "HookStopped": ".run",
    "compile_rule": ".run",
    "run_hook": ".run",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
