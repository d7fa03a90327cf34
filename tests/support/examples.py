"""The bundled legal examples compiled once per test process.

Several play tests run games with every example rule loaded. Compiling 180-odd rules takes
most of a second, so each process compiles them once, when a test first asks (never while
tests are collected: every xdist worker collects). They are compiled by the language's own
step (parse, validate, generate), not through the gate: the gate judges each example alone
in tests/language/test_examples.py. The books are immutable; a test that needs a runtime
builds its own from them (a :class:`~lopti_rules.play.RuleRuntime` keeps counts and
listeners).
"""

from __future__ import annotations

import functools

from lopti_rules.language import CompiledBook, compile_text

from .paths import EXAMPLES


@functools.cache
def example_books() -> tuple[CompiledBook, ...]:
    """One book per legal example, in file-name order (the order their rules run in)."""
    return tuple(compile_text(p.read_text(encoding="utf-8"), str(p))
                 for p in sorted(EXAMPLES.glob("*.lopti")))
