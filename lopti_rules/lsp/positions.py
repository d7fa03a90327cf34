"""Positions between the linter (1-based lines, columns in characters) and LSP (0-based, UTF-16).

LSP counts columns in UTF-16 code units by default; a rule text may hold emoji (two
units each), so every column that crosses the protocol goes through here.
"""

from __future__ import annotations


def lines_of(text: str) -> list[str]:
    """The lines of ``text`` as the parser counts them."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def to_utf16(line: str, column: int) -> int:
    """The UTF-16 offset of character ``column`` (0-based) of ``line``."""
    head = line[:column]
    return column + sum(1 for ch in head if ord(ch) > 0xFFFF)


def from_utf16(line: str, units: int) -> int:
    """The character index (0-based) at UTF-16 offset ``units`` of ``line``."""
    count = 0
    for index, ch in enumerate(line):
        if count >= units:
            return index
        count += 2 if ord(ch) > 0xFFFF else 1
    return len(line)


def lsp_position(lines: list[str], line: int, column: int) -> tuple[int, int]:
    """A linter position (1-based line and column) as an LSP (line, character) pair."""
    row = min(max(line - 1, 0), max(len(lines) - 1, 0))
    text = lines[row] if lines else ""
    col = min(max(column - 1, 0), len(text))
    return row, to_utf16(text, col)
