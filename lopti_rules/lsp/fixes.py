"""Quick fixes for the linter's mechanical hints: did you mean, curly quotes, rank words,
a missing colon or closing quote, a dropped ``instead``, and suppressing a hygiene warning.

Pure: :func:`fixes` takes a file's lines and one diagnostic and returns :class:`Fix`
values (an edit of one line, 0-based, in characters); the server makes code actions.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from ..language import CODES, Diagnostic

_MEANT = re.compile(r"did you mean '([^']+)'")
_QUOTED = re.compile(r"'([^']+)'")
_CURLY = {"“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "‘": "'", "’": "'"}
_RANK_WORDS = {"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
               "eight": "8", "nine": "9", "ten": "10", "jack": "J", "queen": "Q",
               "king": "K", "ace": "A", "j": "J", "q": "Q", "k": "K", "a": "A"}


@dataclass(frozen=True, slots=True)
class Fix:
    """Replace characters ``start``..``end`` of line ``row`` (0-based) with ``text``."""

    title: str
    row: int
    start: int
    end: int
    text: str
    preferred: bool = True


def _code_end(line: str) -> int:
    """Where the code of a line ends: before a comment and trailing blanks."""
    code = re.sub(r'"[^"\n]*"', lambda m: "x" * len(m.group(0)), line)
    cut = code.find("#")
    end = len(line) if cut < 0 else cut
    return len(line[:end].rstrip())


def _did_you_mean(lines: list[str], d: Diagnostic, meant: str) -> Fix | None:
    row = d.line - 1
    line = lines[row]
    quoted = _QUOTED.search(d.message)
    if quoted is None:
        return None
    wrong = quoted.group(1)
    at = line.find(wrong, max(d.column - 1, 0))
    if at < 0:
        at = line.find(wrong)
    if at < 0:
        return None
    if len(wrong.split()) == len(meant.split()) and ("." in meant or "." not in wrong):
        return Fix(f"Replace with '{meant}'", row, at, at + len(wrong), meant)
    # one word of it is wrong: 'play.rnak' -> 'rank', 'drwas 1 card' -> 'draws'
    parts = [(m.start(), m.group(0)) for m in re.finditer(r"[^\s.]+", wrong)]
    offset, word = max(parts, key=lambda p: difflib.SequenceMatcher(None, p[1], meant).ratio())
    return Fix(f"Replace '{word}' with '{meant}'", row, at + offset, at + offset + len(word),
               meant)


#: Titles of the linter's own fixes (``Diagnostic.fix``), by code.
FIX_TITLES = {"LP109": 'Use straight quotes (")', "LP110": "Write the keyword in small letters"}


def fixes(lines: list[str], d: Diagnostic) -> list[Fix]:
    """The mechanical fixes for diagnostic ``d`` of a file with ``lines`` (maybe none)."""
    row = d.line - 1
    if not 0 <= row < len(lines):
        return []
    line = lines[row]
    out: list[Fix] = []
    meant = _MEANT.search(d.hint)
    if meant:
        fix = _did_you_mean(lines, d, meant.group(1))
        if fix is not None:
            out.append(fix)
    if d.fix is not None and d.end_line == d.line and d.column <= d.end_column:
        # the linter's own mechanical fix (``lopti lint --fix``): curly quotes (LP109),
        # a capitalised keyword (LP110), tabs and odd spaces (LP111, LP112) ...
        title = FIX_TITLES.get(d.code, f"Replace with {d.fix!r}")
        out.append(Fix(title, row, d.column - 1, d.end_column - 1, d.fix))
    elif any(ch in line for ch in _CURLY) and d.code in ("LP101", "LP105", "LP106"):
        straight = "".join(_CURLY.get(ch, ch) for ch in line)
        out.append(Fix("Use straight quotes (\")", row, 0, len(line), straight))
    if d.code == "LP102":
        end = _code_end(line)
        out.append(Fix("Add the missing ':'", row, end, end, ":"))
    if d.code == "LP104":
        end = _code_end(line) if '"' not in line[d.column - 1:] else len(line.rstrip())
        out.append(Fix('Close the text with "', row, end, end, '"'))
    if d.code == "LP105" and line[d.column - 1:d.column] == "'":
        m = re.compile(r"'([^'\n]*)'").search(line, d.column - 1)
        if m:
            out.append(Fix("Use double quotes", row, m.start(), m.end(), f'"{m.group(1)}"'))
    if "ranks are written" in d.hint:
        for m in re.finditer(r"[A-Za-z]+", line):
            rank = _RANK_WORDS.get(m.group(0).lower())
            if rank and m.group(0) != rank and m.start() >= d.column - 1 - len(m.group(0)) \
                    and m.start() < max(d.end_column - 1, d.column):
                out.append(Fix(f"Write the rank as {rank}", row, m.start(), m.end(), rank))
                break
    if "drop 'instead'" in d.hint:
        m = re.search(r"\s+instead\b", line)
        if m:
            out.append(Fix("Drop 'instead'", row, m.start(), m.end(), ""))
    code = CODES.get(d.code)
    if code is not None and code.suppressible:
        indent = line[:len(line) - len(line.lstrip())]
        out.append(Fix(f"Suppress {d.code} on this line", row, 0, 0,
                       f"{indent}# lopti: ignore[{d.code}]\n", preferred=False))
    return out


def apply(lines: list[str], fix: Fix) -> list[str]:
    """``lines`` with ``fix`` applied (for tests and the benchmark)."""
    line = lines[fix.row]
    new = (line[:fix.start] + fix.text + line[fix.end:]).split("\n")
    return lines[:fix.row] + new + lines[fix.row + 1:]
