"""The rule language: grammar, parser, AST, validator and its checks, lint, formatter, compiler."""

from __future__ import annotations

from typing import Any

from .. import load_export

#: public name -> module that defines it, loaded on first use (``lopti lint`` never loads
#: the compiler, the sandbox's RestrictedPython or the engine)
_EXPORTS: dict[str, str] = {
    # parse
    "parse": ".parser",
    "parse_collect": ".parser",
    "RuleSyntaxError": ".diagnostics",
    "Diagnostic": ".diagnostics",
    # validate and lint (R-CUSTOM)
    "validate": ".validator",
    "CHECKS": ".validator",
    "lint_text": ".lint",
    "lint_paths": ".lint",
    "LintResult": ".lint",
    "FORMATS": ".lint",
    "render": ".lint",
    "explain": ".lint",
    "add_findings": ".lint",
    "collect_files": ".lint",
    "read_rule_file": ".lint",
    # the lint codes registry
    "Code": ".codes",
    "CODES": ".codes",
    "ALL_CODES": ".codes",
    "FAMILIES": ".codes",
    "render_page": ".codes",
    "render_index": ".codes",
    # format (lopti fmt)
    "format_text": ".formatter",
    "format_book": ".formatter",
    # compile
    "compile_text": ".compiler",
    "compile_book": ".compiler",
    "python_source": ".compiler",
    "CompileError": ".diagnostics",
    "generate_rule": ".codegen",
    "GeneratedRule": ".codegen",
    "CompiledBook": ".book",
    "CompiledRuleEntry": ".book",
    "HookEntry": ".book",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
