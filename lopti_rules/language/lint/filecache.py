"""Each file's own analysis (parse, validate, wording), kept by its name and text.

A rule book is linted in two steps (``linter.lint_book``): each file alone, then the
book-level checks over every file together. The first step depends on nothing but the
file's name and text (and the language messages are written in), so its result is kept
here (:data:`CACHE_SIZE` files, least recently used dropped first): an edit in one file
of a 200-rule workspace parses and validates that one file again, and the book-level
checks read the other files' trees as they were (issue 26, "only the edited file's
analysis reruns"). The kept trees are shared: nothing after the validator writes to a
tree (the validator's types family fills in ``static_type`` before a tree is kept).

The result is the same as a cold lint's, diagnostic for diagnostic:
``tests/language/test_lint_cache.py`` lints every example cold and after edits.
:func:`clear` forgets everything (tests, benchmarks measuring a cold lint).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from ...i18n import current
from ..analysis.checks.base import WRITTEN_IN
from ..analysis.validator import validate
from ..report.diagnostics import Diagnostic
from ..syntax.parser import parse_collect
from ..syntax.phonetext import Untyped, untype
from ..syntax.rulelang import rule_language
from ..tree import nodes
from .wording import wording

#: Files whose analysis is kept (a workspace of a few hundred rules fits many times).
CACHE_SIZE = 2048


@dataclass(frozen=True, slots=True)
class FileAnalysis:
    """One file alone: its text with phone typing undone, its tree (None when it does not
    parse), its own diagnostics (in the fixed text's columns) and whether the validator
    found no error in it."""

    untyped: Untyped
    book: nodes.RuleBook | None
    diagnostics: tuple[Diagnostic, ...]
    clean: bool


_KEPT: OrderedDict[tuple[str, str, str], FileAnalysis] = OrderedDict()
_LOCK = threading.Lock()
#: how many files were analysed, not found kept (tests and benchmarks read it)
analysed = 0


def fix_reads(rule: str, line: int) -> bool:
    """Whether the checks find no error on ``line`` of ``rule``, a rule a did-you-mean fix
    made (syntax_fixes.Accept): a fix the checks would refute is never offered."""
    book, diags = parse_collect(rule, "<fix>")
    if book is None:
        return True  # pragma: no cover - repair only asks about rules that parse
    return not any(d.severity == "error" and d.line <= line <= max(d.end_line, d.line)
                   for d in validate(book))


def analyse(filename: str, text: str) -> FileAnalysis:
    """The analysis of one file alone: kept, or made (and kept)."""
    global analysed
    key = (filename, text, current())
    with _LOCK:
        found = _KEPT.get(key)
        if found is not None:
            _KEPT.move_to_end(key)
            return found
    untyped = untype(text)
    book, diags = parse_collect(untyped.text, filename, accept=fix_reads)
    if book is not None:
        said = WRITTEN_IN.set(rule_language(untyped.text))  # a typo's did-you-mean in it
        try:
            diags = validate(book) + wording(book, untyped.text)
        finally:
            WRITTEN_IN.reset(said)
    made = FileAnalysis(untyped, book, tuple(diags),
                        book is not None and not any(d.severity == "error" for d in diags))
    with _LOCK:
        analysed += 1
        _KEPT[key] = made
        while len(_KEPT) > CACHE_SIZE:
            _KEPT.popitem(last=False)
    return made


def clear() -> None:
    """Forget every kept analysis: the next lint of any file is a cold one."""
    with _LOCK:
        _KEPT.clear()
