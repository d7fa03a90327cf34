"""A book played past the static checks, for the tests of a play judge's measure on a shape
the static checks refuse before any game (the gate never plays it; the measure still has
to read it right): every file compiled as validated, as the red-team sets' writers play
their books to see that they fire."""

from __future__ import annotations

from lopti_rules.language.compiler import compile_book
from lopti_rules.tools.bookgate import findings, judge_static
from lopti_rules.tools.rulebooks import RuleSet


def played_anyway(text: str, filename: str = "book.lopti") -> RuleSet:
    """The one-file book ``text`` compiled whatever its static verdict (a file that does
    not parse raises: there is nothing to play)."""
    files = ((filename, text),)
    results = judge_static(files).results
    books = []
    for r in results:
        assert r.book is not None, r.diagnostics
        books.append(compile_book(r.book, filename=r.filename, validated=True))
    return RuleSet(files, tuple(books), findings(results))
