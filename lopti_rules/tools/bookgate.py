"""The gate before play: rule files linted together as one book, refused on errors (and warnings).

A house rule is legal or not as part of the book the table plays with (DESIGN.md, "What
blocking means"): two files that are each clean may trigger each other forever. So every
command that plays rules reads them through ``tools.rulebooks.compile_files``, which asks
:func:`refusal` here first: ``lopti simulate --rules``, ``lopti lint --simulate``, ``lopti
replay --rules``, table scenarios and a session's rounds play only a book that ``lopti lint``
passes as one book. Errors always stop it; warnings stop it unless the caller allows them
(``--allow-warnings``; scenarios, ``lint --simulate`` and sessions always do: see
docs/rules-in-play.md). Only the linter is loaded here, never the compiler or the sandbox,
so a scenario file can be checked when it is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import CompileError, Diagnostic, LintResult, lint_book

#: what a refused book's error ends with: every command refuses the same way
NOT_CLEAN = "only a rule book that passes `lopti lint` is played (R-CUSTOM)"


def lint_files(files: Sequence[tuple[str, str]]) -> list[LintResult]:
    """Lint ``(name, text)`` pairs as one rule book (``lopti lint A B`` does the same)."""
    return lint_book(list(files))


def finding(filename: str, d: Diagnostic) -> str:
    """One diagnostic as one line: ``a.lopti:2:9: LP402 ... (R-CUSTOM-3)``."""
    return f"{filename}:{d.line}:{d.column}: {d.code} {d.message} ({d.rule_ref})"


def findings(results: Sequence[LintResult]) -> tuple[str, ...]:
    """Every diagnostic of ``results`` as a line (:func:`finding`), in book order."""
    return tuple(finding(r.filename, d) for r in results for d in r.diagnostics)


def refusal(results: Sequence[LintResult], *, allow_warnings: bool = False
            ) -> CompileError | None:
    """Why the book may not be played (a CompileError naming file, line and code), or None.

    Any error refuses it; a warning refuses it unless ``allow_warnings``. The error points
    at the first problem; its ``diagnostics`` hold every one that refuses the book.
    """
    worst = [(r.filename, d) for r in results for d in r.errors]
    severity = "error"
    if not worst and not allow_warnings:
        worst = [(r.filename, d) for r in results for d in r.warnings]
        severity = "warning"
    if not worst:
        return None
    name, first = worst[0]
    more = (f" (+{len(worst) - 1} more: `lopti lint` on the same files lists them)"
            if len(worst) > 1 else "")
    tail = NOT_CLEAN if severity == "error" else (
        "a book with lint warnings is played only with --allow-warnings (R-CUSTOM)")
    kind = "" if severity == "error" else " (warning)"
    return CompileError(f"{first.code} {first.message}{kind}{more}; {tail}", source=name,
                        line=first.line, column=first.column,
                        diagnostics=[d for _, d in worst])
