"""Reading one scenario table's values: key paths to TOML lines, strict value readers.

``tomllib`` keeps no line numbers, so :class:`Locator` finds where a key of a
``[[scenario]]`` table is written (best effort) and :class:`Reader` turns a bad value
into an ``InputError`` naming the file, line, scenario and key (``lopti test``,
docs/scenarios.md).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...engine import parse_card
from ...errors import InputError

_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*scenario[ \t]*\]\]", re.M)


# --------------------------------------------------------------------------- locating keys
class Locator:
    """Best-effort line numbers for keys of a TOML text (``tomllib`` keeps none)."""

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self.starts = [text.count("\n", 0, m.start()) + 1 for m in _HEADER.finditer(text)]

    def scenario(self, index: int) -> int | None:
        """The line of the ``index``-th (1-based) ``[[scenario]]`` header."""
        return self.starts[index - 1] if 0 < index <= len(self.starts) else None

    def key(self, index: int, path: Sequence[str | int], needle: str | None = None) -> int | None:
        """The line where ``path`` (``["expect", "hands", "1"]``) is written in scenario
        ``index``, then the first line from there holding ``needle`` (a bad value)."""
        start = self.scenario(index)
        if start is None:
            return None
        end = self.scenario(index + 1) or len(self.lines) + 1
        line = start
        keys = [k for k in path if isinstance(k, str)]
        for depth, k in enumerate(keys):
            header = re.compile(r"^\s*\[\s*scenario\s*\.\s*" + re.escape(".".join(keys[:depth + 1]))
                                + r"\s*\]")
            plain = re.compile(r"(^|[\s.{,])\"?" + re.escape(k) + r"\"?\s*[=.]")
            for n in range(line, end):
                text = self.lines[n - 1]
                if header.match(text) or (not text.lstrip().startswith("#") and plain.search(text)):
                    line = n
                    break
        if needle:
            for n in range(line, end):
                if needle in self.lines[n - 1]:
                    return n
        return line


class Reader:
    """Reads one scenario table, raising ``InputError`` that names file, line, scenario, key."""

    def __init__(self, source: str, index: int, name: str, locator: Locator) -> None:
        self.source = source
        self.index = index
        self.name = name
        self.locator = locator

    def fail(self, path: Sequence[str | int], message: str,
             needle: str | None = None) -> InputError:
        key = key_text(path)
        who = f"scenario {self.name!r}" if self.name else f"scenario #{self.index}"
        line = self.locator.key(self.index, path, needle)
        where = f"{who}, {key}: " if key else f"{who}: "
        return InputError(where + message, source=self.source, line=line)

    def line(self, path: Sequence[str | int], needle: str | None = None) -> int | None:
        """The line of ``path`` in this scenario (best effort)."""
        return self.locator.key(self.index, path, needle)

    def cards(self, value: object, path: Sequence[str | int]) -> tuple[int, ...]:
        """Cards written as ``"9H 9S"`` or ``["9H", "9♠"]``."""
        if isinstance(value, str):
            words = value.split()
        elif isinstance(value, list) and all(isinstance(v, str) for v in value):
            words = [w for v in value for w in v.split()]
        else:
            raise self.fail(path, f"expected cards like \"9H 9S\" or [\"9H\", \"9♠\"], "
                            f"got {show(value)}")
        out = []
        for w in words:
            try:
                out.append(int(parse_card(w)))
            except ValueError as exc:
                raise self.fail(path, str(exc), needle=w) from None
        return tuple(out)

    def per_seat(self, value: object, path: Sequence[str | int]) -> tuple[tuple[int, ...], ...]:
        if not isinstance(value, list):
            raise self.fail(path, f"expected one entry of cards per seat, got {show(value)}")
        return tuple(self.cards(v, [*path, i]) for i, v in enumerate(value))

    def integer(self, value: object, path: Sequence[str | int], low: int, high: int) -> int:
        if type(value) is not int or not low <= value <= high:
            raise self.fail(path, f"expected a whole number {low}..{high}, got {show(value)}")
        return value

    def boolean(self, value: object, path: Sequence[str | int]) -> bool:
        if type(value) is not bool:
            raise self.fail(path, f"expected true or false, got {show(value)}")
        return value

    def seat(self, value: object, path: Sequence[str | int], players: int) -> int:
        if type(value) is not int or not 0 <= value < players:
            raise self.fail(path, f"expected a seat 0..{players - 1}, got {show(value)}")
        return value


def key_text(path: Sequence[str | int]) -> str:
    out = ""
    for k in path:
        out += f"[{k}]" if isinstance(k, int) else (f".{k}" if out else k)
    return out


def show(value: object) -> str:
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "a table"
    return repr(value) if isinstance(value, int | float | list) else type(value).__name__
