"""The table's agreement to a ``does`` text: ``# lopti: table-agreed "text"`` comments.

For plain ``lopti lint`` only (a session records agreement itself): the LP712 warning of
a ``does`` text the table agreed to is dropped, unless the text asks something beyond the
game (housework, something private, anything after the game or at home): then the
comment is the author's word for everyone's, and plain lint refuses it (LP703, reported
by language/analysis/checks/harm.py from the :class:`Claimed` agreements this module
returns) as it refuses an agreement claimed in the text. Split from language/text/harm.py.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..report.diagnostics import Diagnostic, source_lines
from .textnorm import fold

#: The code of the warning for a ``does`` text the table has not confirmed.
UNCONFIRMED = "LP712"


_AGREED = re.compile(r"lopti:\s*table-agreed(?:\s+\"((?:[^\"\\]|\\.)*)\")?", re.IGNORECASE)


def agreements(text: str) -> dict[int, str | None]:
    """``# lopti: table-agreed ["text"]`` comments: the line each confirms -> its text.

    A comment at the end of a line confirms that line; a comment on its own line confirms
    the next line that is neither blank nor a comment. Without a quoted text it confirms
    whatever the line's ``does`` asks; with one, only that text (compared normalised, so
    a later edit of the rule's text needs a new agreement).
    """
    from ..syntax.comments import scan_comments

    lines = source_lines(text)
    out: dict[int, str | None] = {}
    for comment in scan_comments(text):
        m = _AGREED.search(comment.text)
        if m is None:
            continue
        target = comment.line
        if comment.own_line:
            target = next((i for i in range(comment.line + 1, len(lines) + 1)
                           if lines[i - 1].strip()
                           and not lines[i - 1].lstrip().startswith("#")), comment.line)
        out[target] = m.group(1)
    return out


def _spanned(text: str, d: Diagnostic) -> str:
    lines = source_lines(text)
    if d.line != d.end_line or not 1 <= d.line <= len(lines):
        return ""
    return lines[d.line - 1][d.column - 1:d.end_column - 1].strip()[1:-1]


class Claimed(NamedTuple):
    """A ``# lopti: table-agreed`` comment on a demand beyond the game: the author's word
    for the table's agreement, at the span of the ``does`` text; ``words`` names both.
    language/analysis/checks/harm.py reports it (LP703), the one home of the code."""

    line: int
    column: int
    end_line: int
    end_column: int
    words: str


def apply_agreements(text: str, diags: list[Diagnostic]
                     ) -> tuple[list[Diagnostic], list[Claimed]]:
    """Drop the LP712 warnings of ``does`` texts the table agreed to (see :func:`agreements`);
    an agreement to a demand beyond the game drops the warning too, and comes back as a
    :class:`Claimed` agreement, which plain lint refuses (R-CUSTOM-3)."""
    if not any(d.code == UNCONFIRMED for d in diags):
        return diags, []
    agreed = agreements(text)
    kept: list[Diagnostic] = []
    claimed: list[Claimed] = []
    for d in diags:
        if d.code == UNCONFIRMED and d.line in agreed:
            said = agreed[d.line]
            asked = _spanned(text, d)
            if said is None or fold(said).split() == fold(asked).split():
                beyond = _beyond_the_game(asked)
                if beyond:  # the author's word for the table's: no agreement (R-CUSTOM-3)
                    claimed.append(Claimed(d.line, d.column, d.end_line, d.end_column,
                                           f"'# lopti: table-agreed' … {beyond}"))
                continue
        kept.append(d)
    return kept, claimed


def _beyond_the_game(asked: str) -> str:
    """What a ``does`` text asks beyond the game, or "": housework or something private
    (the judge's reading, LP712), or anything at a time or place off the game ("after the
    game", "tomorrow", "at home"). Its agreement costs the table more than a gesture
    does, and only the session records it: a comment the rule's author writes is the
    author's word, so plain lint refuses it (LP703) instead of being silenced (issue 29)."""
    from .harm import judge
    from .matching import first, hits
    from .textnorm import read

    found = next((f.words for f in judge(asked) if f.code == UNCONFIRMED), "")
    for sentence in read(asked).sentences if not found else ():
        off = first(hits(sentence), "a_offgame")
        found = found or (off.words if off is not None else "")
    return found

