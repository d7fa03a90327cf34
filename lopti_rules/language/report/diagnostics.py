"""Diagnostics: one problem in a rule file, with its code, span, rule reference and hint.

Also the two errors of the language stage that carry them: RuleSyntaxError (the
parser) and CompileError (the compiler), and :func:`printable`, the one escape every
terminal output of rule text goes through.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ...errors import InputError
from ...records import Record

Severity = Literal["error", "warning"]

#: Characters of rule text the parser reads (1 MiB); a longer text is LP926, not read.
#: Here, not in ``codes``, so that reading a file loads no code registry (issue 24).
MAX_SOURCE_CHARS = 1_048_576


class Diagnostic(Record):
    """One problem found in a rule file (1-based line/column; end exclusive); a frozen
    record (``records.Record``: no ``dataclasses`` on a cold lint's path)."""

    __slots__ = ("code", "name", "severity", "message", "line", "column", "end_line",
                 "end_column", "rule_ref", "hint", "witness", "fix")
    code: str  #: stable lint code, e.g. ``LP201``
    name: str  #: the code's short name, e.g. ``blocking-wording``
    severity: Severity
    message: str
    line: int
    column: int
    end_line: int
    end_column: int
    rule_ref: str  #: the official rule it breaks, e.g. ``R-CUSTOM-2``
    hint: str
    #: where the problem happens at a table: a scenario (TOML) to run with ``lopti test``,
    #: or a command (``lopti replay ...``); empty when there is none
    witness: str
    #: the text that replaces the span when the fix is mechanical (``lopti lint --fix``,
    #: the JSON ``fix``); None when it takes the writer's judgement
    fix: str | None

    def __init__(self, code: str, name: str, severity: Severity, message: str, line: int,
                 column: int, end_line: int, end_column: int, rule_ref: str, hint: str = "",
                 witness: str = "", fix: str | None = None) -> None:
        self._init(code, name, severity, message, line, column, end_line, end_column,
                   rule_ref, hint, witness, fix)

    def sort_key(self) -> tuple[int, int, str, str]:
        """Order by position, then code, then message (deterministic output)."""
        return (self.line, self.column, self.code, self.message)


#: Control characters and their escapes: C0 and DEL as ``\\x1b``, C1 as ``\\u009b``, and
#: the bidirectional overrides and isolates (which reorder what a terminal shows).
_ESCAPES: dict[int, str] = {
    **{c: f"\\x{c:02x}" for c in (*range(0x20), 0x7F)},
    **{c: f"\\u{c:04x}" for c in (*range(0x80, 0xA0), *range(0x202A, 0x202F),
                                   *range(0x2066, 0x206A))},
}
_ESCAPES_BUT_NEWLINE = {c: e for c, e in _ESCAPES.items() if c != 0x0A}
#: for a diff: a tab is text a patch must see as written, and it moves the cursor only
_ESCAPES_BUT_LAYOUT = {c: e for c, e in _ESCAPES_BUT_NEWLINE.items() if c != 0x09}


def printable(text: str, newlines: bool = False) -> str:
    """``text`` with every control character escaped (``\\x1b``, ``\\u009b``), for a terminal;
    with ``newlines``, a line feed stays a line break.

    Rule names, texts, source lines, file and player names reach the terminal through
    this, so an escape sequence in them is shown, never obeyed; JSON output stays exact.
    """
    if text.isprintable():  # every escaped character is unprintable (Cc or Cf): none here
        return text  # (a tenth of the cost: ``lopti replay`` prints 800 lines a game)
    return text.translate(_ESCAPES_BUT_NEWLINE if newlines else _ESCAPES)


def patchable(text: str) -> str:
    """``text`` (a unified diff) as :func:`printable` shows it, but with tabs, line feeds and
    the carriage return of a CRLF line end kept as written, so that ``patch`` can apply it.

    These only move the cursor; every character that could rewrite the screen (escape
    sequences, a lone carriage return, bidirectional overrides) is still escaped.
    """
    return "\r\n".join(part.translate(_ESCAPES_BUT_LAYOUT) for part in text.split("\r\n"))


def source_lines(text: str) -> list[str]:
    """The lines of rule text as the parser counts them (only \\n, \\r\\n and \\r end a line)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


#: The most characters of a source line an excerpt shows (a window around the caret).
EXCERPT_CHARS = 200


def excerpt(text: str | Sequence[str], line: int, column: int, end_line: int = 0,
            end_column: int = 0) -> str:
    """The source line ``line`` and a caret line under columns ``column``..``end_column``.

    A line longer than ``EXCERPT_CHARS`` is shown as a window of that many characters
    around the caret, "..." marking what is cut.

    ``text`` is the rule text, or its :func:`source_lines` (split once for a whole report).
    The line is :func:`printable`, and the caret stays under the escaped span, counted in
    terminal columns (:func:`cells`: a Chinese character takes two).
    """
    lines = source_lines(text) if isinstance(text, str) else text
    if not 1 <= line <= len(lines):
        return ""
    source = lines[line - 1].replace("\t", " ")
    start = max(column, 1)
    if end_line == line and end_column > start:
        width = end_column - start
    else:
        width = max(len(source.rstrip()) - start + 1, 1)
    width = max(min(width, max(len(source) - start + 1, 1)), 1)
    if len(source) > EXCERPT_CHARS:  # a window around the caret, not a 1 MB line
        left = max(0, min(start - 1 - EXCERPT_CHARS // 4, len(source) - EXCERPT_CHARS))
        right = left + EXCERPT_CHARS
        source = ("..." if left else "") + source[left:right] + (
            "..." if right < len(source) else "")
        start -= left - (3 if left else 0)
        width = max(min(width, (3 if left else 0) + EXCERPT_CHARS - start + 1), 1)
    shown = printable(source)
    pad = start - 1
    if shown != source or not source.isascii():
        pad = cells(printable(source[:pad]))
        width = max(cells(printable(source[start - 1:start - 1 + width])), 1)
    return f"{shown}\n{' ' * pad}{'^' * width}"


def cells(text: str) -> int:
    """The terminal columns ``text`` takes: two for a wide or full-width character
    (Chinese, a full-width colon), one for any other (Unicode East Asian Width)."""
    if text.isascii():
        return len(text)
    from unicodedata import east_asian_width

    return sum(2 if east_asian_width(c) in "WF" else 1 for c in text)


class RuleSyntaxError(InputError):
    """The first syntax error of a rule file, raised by ``parser.parse``."""

    def __init__(self, diagnostic: Diagnostic, *, source: str, text: str = "") -> None:
        self.diagnostic = diagnostic
        self.code = diagnostic.code
        self.end_line = diagnostic.end_line
        self.end_column = diagnostic.end_column
        self.excerpt = excerpt(text, diagnostic.line, diagnostic.column,
                               diagnostic.end_line, diagnostic.end_column) if text else ""
        super().__init__(f"{diagnostic.code} {diagnostic.message}", source=source,
                         line=diagnostic.line, column=diagnostic.column)


class CompileError(InputError):
    """A rule book that may not run: lint errors, or a construct the compiler cannot map.

    ``diagnostics`` holds every lint error when the validator refused the book
    (empty when the compiler itself refused a construct).
    """

    def __init__(self, message: str, *, source: str | None = None, line: int | None = None,
                 column: int | None = None, diagnostics: Sequence[Diagnostic] = ()) -> None:
        self.diagnostics: tuple[Diagnostic, ...] = tuple(diagnostics)
        super().__init__(message, source=source, line=line, column=column)
