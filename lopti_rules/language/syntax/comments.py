"""Comments of a rule file (``scan_comments``): where each ``#`` outside quoted text is.

Kept apart from the formatter so that ``lopti lint`` (which reads ``lopti: ignore[...]``
comments) does not import the formatter: a cold lint of one file never formats a hook.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..report.diagnostics import source_lines


@dataclass(frozen=True, slots=True)
class Comment:
    """A ``#`` comment: its line, column, text (with ``#``) and whether it is alone on its line."""

    line: int
    column: int
    text: str
    own_line: bool


_QUOTED = re.compile(r'"[^"\n]*"?')


def scan_comments(text: str) -> list[Comment]:
    """Every comment in ``text`` (a ``#`` outside quoted text)."""
    out: list[Comment] = []
    for number, line in enumerate(source_lines(text), start=1):
        if "#" not in line:
            continue
        masked = _QUOTED.sub(lambda m: " " * len(m.group(0)), line)
        at = masked.find("#")
        if at < 0:
            continue
        out.append(Comment(number, at + 1, line[at:].rstrip(), not line[:at].strip()))
    return out
