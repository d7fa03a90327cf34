"""The bundled examples, read once: the legal ones compiled once per test process, and each
example's static checks once per test run.

Several play tests run games with every example rule loaded. Compiling 180-odd rules takes
most of a second, so each process compiles them once, when a test first asks (never while
tests are collected: every xdist worker collects). They are compiled by the language's own
step (parse, validate, generate), not through the gate: the gate judges each example alone
in tests/language/test_examples.py. The books are immutable; a test that needs a runtime
builds its own from them (a :class:`~lopti_rules.play.RuleRuntime` keeps counts and
listeners).

Several tests read the static checks' diagnostics of every rejected example (the hints,
the messages in other languages, ``lopti lint --static-only`` of the folder): a pass over
the 450-odd files costs 8-12 CPU s. :func:`static_diagnostics` asks the gate as ``lopti
lint --static-only NAME`` does from the repository's root, and the gate keeps that verdict
in the run's cache folder (``tests/conftest.py``; ``tools.bookgate.kept_on_disk``), so
the first process of the run to ask judges a file and every other test and xdist worker
that names it the same way reads what it kept.

Some play tests build a book of several rule files to play games with and pin those
games (a replay, a study's rows), not the gate's verdict on the book: :func:`static_book`
compiles it through the static checks alone, where ``load_rules`` would also pay the
trial of a book that no test asks the gate about (each example alone goes through the
whole gate in tests/language/test_examples.py).

Some session tests add a rule only to stand for something else (a rule the table then
removes, the files of a book before the one that breaks it) and pin what happens next,
not the gate's verdict on that rule: :func:`static_checker` is a session's checker through
the static checks alone, where the session's default checker also plays the rule's trial
(tests/sessions/test_session_book.py pins the session's whole gate).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from lopti_rules.language import CompiledBook, Diagnostic, compile_text

if TYPE_CHECKING:  # the tools stage only where a test compiles a book
    from lopti_rules.tools import RuleSet

from .paths import EXAMPLES, ROOT


@functools.cache
def example_books() -> tuple[CompiledBook, ...]:
    """One book per legal example, in file-name order (the order their rules run in)."""
    return tuple(compile_text(p.read_text(encoding="utf-8"), str(p))
                 for p in sorted(EXAMPLES.glob("*.lopti")))


def lint_name(path: Path) -> str:
    """An example's name as ``lopti lint examples/...`` names it from the repository's root
    (``examples/rejected/kiss.lopti``): the one name every test that shares a static verdict
    gives it."""
    return path.relative_to(ROOT).as_posix()


def static_diagnostics(name: str, text: str) -> list[Diagnostic]:
    """The static checks' diagnostics of ``text`` judged alone under ``name``, in the
    current language: the gate's static-only verdict (the same diagnostics as
    ``language.lint_text``), kept for the whole run in its cache folder."""
    from lopti_rules.tools import judge

    return list(judge([(name, text)], static_only=True, trees=False).results[0].diagnostics)


def static_book(paths: Sequence[str | Path], *, allow_warnings: bool = False) -> RuleSet:
    """Rule files as one book, through the static checks and compiled
    (``tools.rulebooks.compile_files``: an error refuses it, and a warning unless
    ``allow_warnings``, as the gate's front ends do), without the play judges."""
    from lopti_rules.tools.rulebooks import compile_files, read_files

    return compile_files(read_files(paths), allow_warnings=allow_warnings)


def static_checker(source: str, filename: str, book: Sequence[tuple[str, str]]) -> list[str]:
    """A session's ``RuleChecker`` (``sessions.checks``) through the static checks alone:
    the gate's static errors of ``book`` with the rule, one a line (empty: accepted)."""
    from lopti_rules.tools import judge

    verdict = judge([*book, (filename, source)], static_only=True)
    return [f"{r.filename}:{d.line}:{d.column}: {d.code}" for r in verdict.results
            for d in r.errors]
