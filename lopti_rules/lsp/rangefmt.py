"""Range formatting: ``lopti fmt``'s changes to the lines an editor asked for, and no others.

The whole document is formatted (a rule's layout depends on its hook and block), then
compared line by line with the text: each run of changed lines that touches the range
becomes one edit, so Neovim's ``gq`` or VS Code's "Format Selection" changes only the
selected rules' lines and never joins or moves the rest of the file.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher


@dataclass(frozen=True, slots=True)
class LineEdit:
    """Lines ``start`` to ``end`` (0-based, end exclusive) of the text become ``text``."""

    start: int
    end: int
    text: str


def range_edits(text: str, formatted: str, first: int, last: int) -> list[LineEdit]:
    """The edits turning ``text`` into ``formatted`` on lines ``first``..``last`` (0-based,
    inclusive): every changed run of lines that overlaps them, whole."""
    old = text.splitlines(keepends=True)
    new = formatted.splitlines(keepends=True)
    out = []
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        touches = i1 <= last and (i2 - 1 >= first if i2 > i1 else i1 >= first)
        if touches:
            out.append(LineEdit(i1, i2, "".join(new[j1:j2])))
    return out
