"""Formatting the rule files of a run (``lopti fmt``): each new text, its diff, or why it has none.

A file that does not parse, is not UTF-8 or cannot be read keeps its text and carries
the diagnostic that says why (the first syntax error, with line and column); the run
goes on with the next file.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from ..report.diagnostics import Diagnostic, RuleSyntaxError
from ..syntax.sources import Source
from .formatter import format_text


@dataclass(frozen=True)
class Formatted:
    """One source after formatting: its canonical text (None when it has a problem)."""

    source: Source
    new: str | None
    problem: Diagnostic | None = None

    @property
    def changed(self) -> bool:
        """True when formatting gives another text."""
        return self.new is not None and self.new != self.source.text

    def diff(self) -> str:
        """The unified diff from the text to its canonical form ('' when unchanged)."""
        if not self.changed or self.new is None:
            return ""
        name = self.source.name
        lines = difflib.unified_diff(
            _lines(self.source.text), _lines(self.new),
            fromfile=name, tofile=name)
        return "".join(line if line.endswith("\n")
                       else line + "\n\\ No newline at end of file\n" for line in lines)


def _lines(text: str) -> list[str]:
    """``text`` cut after each line feed only, as ``patch`` reads a file (str.splitlines
    would also cut at a form feed, a lone carriage return or U+2028: no patch applies that)."""
    return [line for line in re.split(r"(?<=\n)", text) if line]


def format_source(source: Source, lang: str | None = None) -> Formatted:
    """Format one source (in rule language ``lang`` when given, else in its own); a syntax
    error (or an unreadable file) becomes ``problem``."""
    if source.problem is not None:
        return Formatted(source, None, source.problem)
    try:
        return Formatted(source, format_text(source.text, source.name, lang))
    except RuleSyntaxError as exc:
        return Formatted(source, None, exc.diagnostic)
