"""Did-you-mean repairs for syntax errors: likely fixes of the failing line, checked by parsing.

A syntax error names where the parser stopped, which is often one word after the real
mistake (``after play wen ...`` stops at ``wen`` wanting a colon). :func:`repair` tries
the likely fixes of a new writer's mistakes on the failing line -- a misspelt or foreign
keyword (``wen``, ``aftr``, ``rul``, German ``nach``), a rank written ``8s``, ``pick up``
where ``draws`` goes, a missing count (``draws cards``), an extra word -- and keeps the
first one after which the text parses, or fails only on a later line, and whose rule
the checks (an ``Accept`` the linter passes) then read without an error on that line
(``after pick :`` parses, but 'pick' is no event: it is never offered; ``after pickup:``,
joining a word split in two, is). A fix is therefore never a guess the grammar or the
checks refute. Pure functions over the text; the parser is the one of grammar.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import NamedTuple

from lark import Token
from lark.exceptions import UnexpectedInput, UnexpectedToken

from ...engine import EVENT_NAMES
from ..catalogue import keywords as keyword_table
from .grammar import IndentError, lark_parser

#: Whether the checks read a fixed rule without an error on one of its lines: (the rule's
#: text, the 1-based line in it) -> bool. The linter passes one (lint.py); without it a
#: fix is checked by the grammar alone.
Accept = Callable[[str, int], bool]


class Repair(NamedTuple):
    """A fix of one line: the diagnostic's code, message and hint, and the fixed line."""

    code: str
    message: str
    hint: str
    line: int
    fixed: str


#: Keywords of languages rules are not written in (French, Spanish) a writer may type for
#: the Lopti word: each maps to the English keyword it most likely means. The rule
#: languages' own words come from the keyword table (:func:`foreign`).
FOREIGN: dict[str, str] = {
    "apres": "after", "après": "after", "avant": "before", "quand": "when",
    "regle": "rule", "règle": "rule", "si": "if", "sinon": "else",
    "despues": "after", "después": "after", "antes": "before", "cuando": "when",
    "regla": "rule", "wanneer": "when", "wann": "when", "eger": "when",
}


@cache
def foreign(lang: str = "en") -> dict[str, str]:
    """A word a writer of a ``lang`` file may type for one of its keywords -> that
    keyword: the other rule languages' words (``als`` -> ``when`` in English, ``wenn``
    in Dutch) and :data:`FOREIGN`'s."""
    out = {w: keyword_table.say(en, lang) for w, en in FOREIGN.items()}
    for other in keyword_table.RULE_LANGUAGES:
        if other != lang:
            for word, english in keyword_table.meanings(other).items():
                out.setdefault(word, keyword_table.say(english, lang))
    return out


@cache
def keywords(lang: str = "en") -> frozenset[str]:
    """Every keyword of the grammar in ``lang`` (``after``, ``when``, ``draws``...)."""
    return frozenset(t.pattern.value for t in lark_parser(lang).terminals
                     if t.pattern.type == "str" and t.pattern.value.isalpha())


@cache
def _joinable(lang: str = "en") -> frozenset[str]:
    """The words a writer may split in two (``pick up`` for the event ``pickup``): the
    grammar's keywords and the events' names."""
    return keywords(lang) | frozenset(EVENT_NAMES)


def _expected_keywords(exc: UnexpectedToken, lang: str = "en") -> list[str]:
    lark = lark_parser(lang)
    out = []
    for name in sorted(exc.accepts or exc.expected):
        try:
            pattern = lark.get_terminal(name).pattern
        except KeyError:
            continue
        if pattern.type == "str" and pattern.value.isalpha():
            out.append(pattern.value)
    return out


def _fails_at(text: str, lang: str = "en") -> int | None:
    """The line the parser stops at on ``text`` (0 when it parses)."""
    try:
        lark_parser(lang).parse(text)
    except IndentError as e:
        return e.line
    except UnexpectedInput as e:
        tok = getattr(e, "token", None)
        if isinstance(tok, Token) and tok.type == "$END":
            return 10**9
        return e.line if e.line and e.line > 0 else 10**9
    except RecursionError:  # pragma: no cover - the caller's text is small
        return None
    return 0


def _with_line(lines: list[str], index: int, new: str) -> str:
    return "\n".join(lines[:index] + [new] + lines[index + 1:]) + "\n"


def _word_at(line: str, column: int) -> tuple[int, int]:
    """The start and end (0-based) of the word at 1-based ``column`` of ``line``."""
    start = column - 1
    end = start
    while end < len(line) and (line[end].isalnum() or line[end] == "_"):
        end += 1
    return start, end


#: Whole-phrase mistakes: (pattern, replacement, code, message, hint). ``{0}`` in a
#: message is the text matched.
_PHRASES: tuple[tuple[re.Pattern[str], str, str, str], ...] = (
    (re.compile(r"\b(\d+)s\b"), r"\1", "LP101",
     "'{0}' is not a rank: write the rank alone (8, not 8s)"),
    (re.compile(r"\bpicks? up (?!the\b)"), "draws ", "LP101",
     "'{0}' only takes the pile ('picks up the pile'): did you mean 'draws'?"),
    (re.compile(r"\b(draws?|gives?|takes?) (card|cards)\b"), r"\1 COUNT \2", "LP106",
     "'{0}' needs a count: say how many cards"),
)


def _keyword_fixes(line: str, start: int, end: int, expected: list[str],
                   lang: str = "en") -> Iterator[tuple[str, str, str]]:
    """The word ``line[start:end]`` replaced by the keywords it may be a typo of."""
    import difflib  # only for a syntax error: a clean file's cold lint never loads it

    word = line[start:end]
    lower = word.lower()
    options: list[str] = []
    if lower in foreign(lang):
        options.append(foreign(lang)[lower])
    if lower in keywords(lang):
        options.append(lower)
    options += difflib.get_close_matches(lower, expected, n=2, cutoff=0.6)
    options += difflib.get_close_matches(lower, sorted(keywords(lang)), n=2, cutoff=0.75)
    for option in dict.fromkeys(options):
        if option != word:
            yield ("LP101", f"'{word}' is not a Lopti word here: did you mean '{option}'?",
                   line[:start] + option + line[end:])


def _candidates(exc: UnexpectedToken, line: str,
                lang: str = "en") -> Iterator[tuple[str, str, str]]:
    """(code, message, fixed line) for each likely fix of ``line``, most likely first."""
    tok = exc.token
    for pattern, replacement, code, message in _PHRASES if lang == "en" else ():
        for m in pattern.finditer(line):
            new = m.expand(replacement)
            new = new.replace("COUNT", "1" if new.endswith(" card") else "2")
            fixed = line[:m.start()] + new + line[m.end():]
            yield code, message.format(m.group(0).strip()), fixed
    if tok.type in ("_NL", "_INDENT", "_DEDENT", "$END") or not tok.column:
        return
    start, end = _word_at(line, tok.column)
    word = line[start:end]
    if not word.isalpha():
        return
    yield from _keyword_fixes(line, start, end, _expected_keywords(exc, lang), lang)
    before = re.search(r"([^\W\d_]+)\s+$", line[:start])
    joined = before.group(1) + word if before is not None else ""
    if before is not None and joined.lower() in _joinable(lang):  # 'pick up' for 'pickup'
        yield ("LP101", f"'{before.group(1)} {word}' is one word: did you mean "
               f"'{joined}'?", line[:before.start(1)] + joined + line[end:])
    if before is not None:  # the parser often stops one word after a misspelt keyword
        yield from _keyword_fixes(line, before.start(1), before.end(1), [], lang)
    # an extra word: the line reads on without it
    yield ("LP101", f"'{word}' is one word too many here: did you mean to leave it out?",
           (line[:start] + line[end:].lstrip(" ")).rstrip() if end < len(line)
           else line[:start].rstrip())


def repair(exc: UnexpectedToken, current: str, line_no: int,
           accept: Accept | None = None, lang: str = "en") -> Repair | None:
    """The first likely fix of line ``line_no`` of ``current`` after which the parser
    reads past that line (and ``accept`` takes its rule), or None."""
    lines = current.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not 1 <= line_no <= len(lines):
        return None
    index = line_no - 1
    line = lines[index]
    for code, message, fixed in _candidates(exc, line, lang):
        if fixed == line or not fixed.strip():
            continue
        at = _fails_at(_with_line(lines, index, fixed), lang)
        if at is not None and (at == 0 or at > line_no) and \
                (accept is None or _checks_accept(lines, index, fixed, accept, lang)):
            return Repair(code, message, f"did you mean: {fixed.strip()}", line_no, fixed)
    return None


def _checks_accept(lines: list[str], index: int, fixed: str, accept: Accept,
                   lang: str = "en") -> bool:
    """Whether ``accept`` finds no error on the fixed line, read in its own rule (from its
    ``rule`` header to the next); a rule that fails to parse further down is not checked,
    as its later lines are another mistake."""
    head = keyword_table.words_of(lang)["rule"]
    start = next((i for i in range(index, -1, -1) if lines[i].startswith(head)), 0)
    end = next((i for i in range(index + 1, len(lines)) if lines[i].startswith(head)),
               len(lines))
    chunk = "\n".join(lines[start:index] + [fixed] + lines[index + 1:end]) + "\n"
    if _fails_at(chunk, lang) != 0:
        return True  # the rule fails later: that is another mistake, reported on its own
    return accept(chunk, index - start + 1)
