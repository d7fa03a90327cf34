"""Phone typing found and undone: curly quotes, capitals, mixed tabs, odd spaces, full-width
punctuation (LP109-LP112, LP114).

A phone's keyboard "helps": it curls quotes, capitalises the first word of a line,
indents with a tab next to lines indented with spaces, and types a non-breaking space
after some words; a Chinese or Japanese input method types full-width punctuation
(``：`` ``，`` ``（）``) and corner quotes (``「」``). None of that is Lopti, and each would
surface as a puzzling syntax error. :func:`untype` finds them (outside quoted texts and
comments, which keep what the writer typed), reports each as a diagnostic whose fix is
mechanical (its replacement text is the ``fix`` of the JSON output), and returns the
text with every fix applied.
The linter parses that text, so the rest of the rule is still checked, and maps the
later diagnostics back to the columns of the text as written (:meth:`Untyped.unshift`);
``lopti fmt`` and ``lopti lint --fix`` write it.
"""

from __future__ import annotations

import re
from functools import cache
from typing import NamedTuple

from ..catalogue import keywords
from ..report import codes
from ..report.diagnostics import Diagnostic
from .grammar import IndentError, lark_parser
from .rulelang import detect

#: Curly and low double quotes, guillemets, and the double prime: each stands for ``"``.
CURLY_DOUBLE = frozenset("\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033")
#: Curly single quotes: outside a text they stand for ``"`` (a text uses double quotes).
#: Corner quotes of a CJK input method (「」『』) open and close a text the same way.
CURLY_SINGLE = frozenset("\u2018\u2019\u201a\u201b\u300c\u300d\u300e\u300f")
#: Full-width punctuation of a CJK input method and the plain character it stands for
#: (U+FF01..U+FF5E are ASCII shifted by 0xFEE0; the ideographic comma is a comma).
FULL_WIDTH: dict[str, str] = {**{chr(c): chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)
                                 if not chr(c - 0xFEE0).isalnum() and chr(c - 0xFEE0) != '"'},
                              "\u3001": ","}
#: Spaces that look like a space but are not one (no-break, narrow, figure, ideographic...).
ODD_SPACES = frozenset("\u00a0\u2007\u202f\u2000\u2001\u2002\u2003\u2004\u2005\u2006"
                       "\u2008\u2009\u200a\u205f\u3000\u1680")
#: Ranks keep their capital, as words (``Jack``, ``Queen``, ``King``, ``Ace``) and as
#: letters (``J``, ``Q``, ``K``, ``A``: ``A`` is the Ace, never the keyword ``a`` of
#: ``is a multiple of``).
_FACES = frozenset({"Jack", "Queen", "King", "Ace", "J", "Q", "K", "A"})
_WORD = re.compile(r"[^\W\d]\w*")
_CAPITAL = re.compile(r"\b[A-ZÄÖÜÇĞŞÉËÏÂÎÛ]\w*\b")
#: Widths a leading tab is tried at, first the parser's own reading: the first that leaves
#: the file's indentation consistent is kept.
_TAB_WIDTHS = (8, 2, 4)


@cache
def _keywords() -> frozenset[str]:
    """The keywords of every rule language (a German phone capitalises ``Karten``)."""
    found = {t.pattern.value for t in lark_parser().terminals
             if t.pattern.type == "str" and t.pattern.value.isalpha()}
    for lang in keywords.RULE_LANGUAGES:
        found |= {w for w in keywords.vocabulary(lang) if w.isalpha()}
    return frozenset(found)


class Untyped(NamedTuple):
    """Rule text with the phone's typing undone, the diagnostics saying what was undone,
    and per line the (old, new) width of an indentation whose tabs became spaces."""

    text: str
    diagnostics: list[Diagnostic]
    indents: dict[int, tuple[int, int]]

    def unshift(self, d: Diagnostic) -> Diagnostic:
        """``d`` (placed in the fixed text) placed in the text as written."""
        if not self.indents:
            return d
        return d.replace(column=self._column(d.line, d.column),
                         end_column=self._column(d.end_line, d.end_column))

    def _column(self, line: int, column: int) -> int:
        if line not in self.indents:
            return column
        old, new = self.indents[line]
        return column - (new - old) if column > new else min(column, old + 1)


def _fix(code: str, message: str, line: int, start: int, old: str, new: str,
         hint: str) -> Diagnostic:
    """A diagnostic over ``old`` at 0-based ``start`` of ``line``, replaced by ``new``."""
    d = codes.diagnostic(code, message, line, start + 1, line, start + len(old) + 1, hint)
    return d.replace(fix=new)


def _text_spans(line: str) -> tuple[str, list[tuple[int, int]], int]:
    """``line`` with curly quotes that delimit texts made straight, the spans of those
    replaced characters, and where a comment starts (len(line) when none)."""
    out = list(line)
    changed: list[tuple[int, int]] = []
    in_text = False
    i = 0
    while i < len(line):
        c = line[i]
        if in_text:
            if c == '"':
                in_text = False
            elif (c in CURLY_DOUBLE or c in "\u300d\u300f") and '"' not in line[i + 1:]:
                out[i] = '"'
                changed.append((i, i + 1))
                in_text = False
        elif c == "#":
            return "".join(out), changed, i
        elif c == '"':
            in_text = True
        elif c in CURLY_DOUBLE or c in CURLY_SINGLE:
            out[i] = '"'
            changed.append((i, i + 1))
            in_text = True
        i += 1
    return "".join(out), changed, len(line)


def _outside_texts(line: str, end: int) -> list[tuple[int, int]]:
    """The spans of ``line[:end]`` outside quoted texts."""
    spans, start, in_text = [], 0, False
    for i, c in enumerate(line[:end]):
        if c == '"':
            if not in_text:
                spans.append((start, i))
            else:
                start = i + 1
            in_text = not in_text
    if not in_text:
        spans.append((start, end))
    return spans


def _line_fixes(number: int, line: str) -> tuple[str, list[Diagnostic]]:
    """One line with its quotes, spaces and keywords fixed, and the diagnostics."""
    found: list[Diagnostic] = []
    fixed, curly, comment = _text_spans(line)
    if curly:
        a, b = curly[0][0], curly[-1][1]
        kind = "corner quotes" if any(line[i] in "\u300c\u300d\u300e\u300f"
                                      for i, _ in curly) else "curly quotes"
        found.append(_fix("LP109", f"{kind}: Lopti texts are quoted with straight "
                          "double quotes (\")", number, a, line[a:b], fixed[a:b],
                          'write "like this" (a phone curls quotes: switch off "smart '
                          'punctuation", or run `lopti lint --fix`)'))
    outside = _outside_texts(fixed, comment)
    chars = list(fixed)
    wide = [i for a, b in outside for i in range(a, b) if fixed[i] in FULL_WIDTH]
    if wide:
        a, b = wide[0], wide[-1] + 1
        for i in wide:
            chars[i] = FULL_WIDTH[fixed[i]]
        found.append(_fix("LP114", f"full-width '{fixed[wide[0]]}' where Lopti writes "
                          f"'{FULL_WIDTH[fixed[wide[0]]]}'", number, a, fixed[a:b],
                          "".join(chars[a:b]),
                          "switch the input method to half-width (English) punctuation, "
                          "or run `lopti lint --fix`"))
    odd = [i for a, b in outside for i in range(a, b) if fixed[i] in ODD_SPACES]
    if odd:
        a, b = odd[0], odd[-1] + 1
        for i in odd:
            chars[i] = " "
        found.append(_fix("LP112", f"a non-breaking or other special space (U+"
                          f"{ord(fixed[odd[0]]):04X}) where a plain space goes", number, a,
                          fixed[a:b], "".join(chars[a:b]),
                          "type a plain space; `lopti lint --fix` replaces it"))
    for a, b in outside:
        for m in _WORD.finditer(fixed, a, b):
            word = m.group(0)
            lower = word.lower()
            if word != lower and word not in _FACES and lower in _keywords():
                chars[m.start():m.end()] = lower
                found.append(_fix("LP110", f"'{word}': Lopti keywords are written in small "
                                  f"letters ('{lower}')", number, m.start(), word, lower,
                                  f"write '{lower}' (a phone capitalises the first word "
                                  "of a line)"))
    return "".join(chars), found


def _indentation_ok(text: str) -> bool:
    try:
        lark_parser(detect(text).lang).parse(text)
    except IndentError:
        return False
    except Exception:  # noqa: BLE001 - any other syntax error is reported by the parser
        return True
    return True


def _retab(lines: list[str], width: int) -> tuple[list[str], dict[int, tuple[int, int]]]:
    out, indents = [], {}
    for n, line in enumerate(lines, 1):
        body = line.lstrip(" \t")
        indent = line[:len(line) - len(body)]
        if "\t" in indent:
            new = " " * (indent.count(" ") + indent.count("\t") * width)
            indents[n] = (len(indent), len(new))
            line = new + body
        out.append(line)
    return out, indents


def _tab_fixes(lines: list[str]) -> tuple[list[str], list[Diagnostic],
                                          dict[int, tuple[int, int]]]:
    """Leading tabs in a file that also indents with spaces: LP111, tabs made spaces."""
    indents = [line[:len(line) - len(line.lstrip(" \t"))] for line in lines if line.strip()]
    tabbed = any("\t" in i for i in indents)
    if not tabbed or not any(" " in i for i in indents):
        return lines, [], {}
    width, chosen = _TAB_WIDTHS[0], lines
    shifts: dict[int, tuple[int, int]] = {}
    for width in _TAB_WIDTHS:
        chosen, shifts = _retab(lines, width)
        if _indentation_ok("\n".join(chosen) + "\n"):
            break
    found = []
    for n, (old, new) in shifts.items():
        found.append(_fix("LP111", "this line is indented with a tab, other lines with "
                          "spaces", n, 0, lines[n - 1][:old], " " * new,
                          "indent with spaces only, two a level; `lopti fmt` re-indents "
                          f"(here a tab was read as {width} spaces)"))
    return chosen, found, shifts


def untype(text: str) -> Untyped:
    """``text`` with the phone's typing undone (LP109-LP112) and what was undone."""
    if text.isascii() and "\t" not in text and not _CAPITAL.search(text):
        return Untyped(text, [], {})
    lines = text.split("\n")
    found: list[Diagnostic] = []
    for i, line in enumerate(lines):
        if line.isascii() and not _CAPITAL.search(line):
            continue  # no curly quote, odd space or capital: nothing to undo on this line
        lines[i], diags = _line_fixes(i + 1, line)
        found += diags
    lines, tabs, indents = _tab_fixes(lines)
    found = sorted(found + tabs, key=Diagnostic.sort_key)
    return Untyped("\n".join(lines), found, indents)


def fixed_text(text: str) -> str:
    """``text`` with every mechanical fix of phone typing applied (``lopti lint --fix``)."""
    return untype(text).text
