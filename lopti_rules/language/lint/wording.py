"""How a parsed file is worded, where the tree keeps no trace: a count and its noun that
disagree (``draws 2 card``, LP947) and a file with no rule in it (LP948).

The grammar reads ``card`` and ``cards`` alike, so the syntax tree cannot tell
``draws 1 cards`` from ``draws 1 card``; these checks read the text of a file that
parsed, outside its quoted texts and comments. Each LP947 carries its mechanical fix
(``Diagnostic.fix``: the count with the right noun), which ``lopti lint --fix`` applies;
``lopti fmt`` writes the right noun anyway, as the formatter prints from the tree.
"""

from __future__ import annotations

import re

from ..report import codes
from ..report.diagnostics import Diagnostic
from ..tree import nodes

#: A whole number, then (``face-up``/``face-down``) ``card`` or ``cards``.
_COUNT = re.compile(r"(?<![\w.])(\d+)(\s+(?:face-up\s+|face-down\s+)?)(cards?)\b")


def code_only(line: str) -> str:
    """``line`` with its quoted texts and its comment blanked out (same length)."""
    out = []
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
            out.append(ch)
        elif quoted:
            out.append(" ")
        elif ch == "#":
            out.append(" " * (len(line) - i))
            break
        else:
            out.append(ch)
    return "".join(out)


def card_counts(text: str) -> list[Diagnostic]:
    """LP947 for each fixed count whose noun disagrees with it (``2 card``, ``1 cards``);
    a count that is a sum (``1 + 1 card``) is left alone."""
    found = []
    for n, line in enumerate(text.split("\n"), 1):
        if "card" not in line:
            continue
        code = code_only(line)
        for m in _COUNT.finditer(code):
            before = code[:m.start()].rstrip()
            if before.endswith(("+", "-", "*", "/", "(")):
                continue
            gap, noun = m.group(2), m.group(3)
            count = m.group(1).lstrip("0") or "0"  # never int(): a number may be any length
            want = "card" if count == "1" else "cards"
            if noun == want:
                continue
            old = line[m.start():m.end()]
            new = f"{m.group(1)}{gap}{want}"
            d = codes.diagnostic("LP947", f"'{old}': {count} takes '{want}'", n,
                                 m.start() + 1, n, m.end() + 1, f"did you mean '{new}'?")
            found.append(d.replace(fix=new))
    return found


def empty_file(book: nodes.RuleBook) -> list[Diagnostic]:
    """LP948 when ``book`` (a file that parsed) holds no rule."""
    if book.rules:
        return []
    return [codes.diagnostic("LP948", "this file holds no rule, only blank lines or "
                             "comments", 1, 1, 1, 2,
                             "write a rule: rule \"Name\", then a hook such as "
                             "'after play when play.rank is 8:' and its actions")]


def wording(book: nodes.RuleBook | None, text: str) -> list[Diagnostic]:
    """LP947 and LP948 of a file's ``text``, when it parsed into ``book``."""
    if book is None:
        return []
    return empty_file(book) + card_counts(text)
