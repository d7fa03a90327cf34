"""Syntax errors as LP1xx diagnostics: expected-word hints, example matching, error recovery.

:func:`to_diagnostic` turns a Lark error (or an inconsistent dedent) into a Diagnostic
with a plain-words message: a bad example of :data:`EXAMPLES` that fails in the same
parser state names the mistake (like Lark's ``match_examples``), otherwise the tokens
the parser expected are listed. :func:`placeholder`, :func:`indent_under` and
:func:`blank_block` are the recovery steps ``parser.parse_collect`` takes to find the
next independent mistake, one top-level rule at a time (:func:`rule_chunks`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache

from lark import Token
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)

from ..catalogue import keywords
from ..report import codes
from ..report.diagnostics import Diagnostic, source_lines
from .grammar import IndentError, lark_parser
from .rulelang import reword
from .syntax_fixes import Accept, Repair, repair

#: (code, message) -> bad examples; see FIXED_HINTS for the hint shown with a label.
EXAMPLES: dict[tuple[str, str], list[str]] = {
    ("LP102", "this line must end with a colon (:)"): [
        'rule "a"\n  after play\n    skip next player\n',
        'rule "a"\n  after play when play.rank is 8\n    skip next player\n',
        'rule "a"\n  after play:\n    if play.rank is 8\n      skip next player\n',
        'rule "a"\n  after play:\n    repeat 2 times\n      skip next player\n',
        'rule "a"\n  after play:\n    for each player\n      skip next player\n',
        'rule "a"\n  after play:\n    if true:\n      skip next player\n    else\n'
        '      skip next player\n',
    ],
    ("LP107", 'a hook must sit inside a rule: start the file with rule "Name"'): [
        "after play:\n  skip next player\n",
        "before play:\n  skip next player\n",
        "# a comment\nafter play:\n  skip next player\n",
    ],
    ("LP107", 'a rule needs a quoted name: rule "Name"'): [
        "rule\n  after play:\n    skip next player\n",
        "# a comment\nrule\n  after play:\n    skip next player\n",
        "rule Eights\n  after play:\n    skip next player\n",
    ],
    ("LP106", "this statement stops too early"): [
        'rule "a"\n  after play:\n    next player draws\n',
        'rule "a"\n  after play:\n    next player gives 1 card\n',
        'rule "a"\n  after play:\n    next player gives 1 card to\n',
        'rule "a"\n  after play:\n    next player takes 1 card\n',
        'rule "a"\n  after play:\n    next player says\n',
        'rule "a"\n  after play:\n    skip\n',
        'rule "a"\n  after play:\n    next play must be\n',
        'rule "a"\n  after play when play.rank is:\n    skip next player\n',
        'rule "a"\n  after play when:\n    skip next player\n',
    ],
    ("LP103", "a block of actions must be indented under its hook"): [
        'rule "a"\n  after play:\n  skip next player\n',
        'rule "a"\n  after play:\n    if true:\n    skip next player\n',
    ],
    ("LP103", "a rule's hooks must be indented under the rule"): [
        'rule "a"\nafter play:\n  skip next player\n',
    ],
    ("LP103", "this line is indented more than the block it belongs to"): [
        'rule "a"\n  after play:\n    skip next player\n      skip next player\n',
    ],
}

#: Longest text (one rule, as recovery parses it) a did-you-mean is looked for in: each
#: candidate fix costs a parse of it.
REPAIR_CHARS = 20_000

FIXED_HINTS: dict[str, str] = {
    "LP102": "end the line with ':'",
    "LP107": 'start with rule "Name" and indent the hooks under it',
    "LP103": "indent a block two spaces deeper than the line that ends with ':'",
}


def in_language(text: str, lang: str) -> str:
    """English rule text of a few lines (the bad examples, a placeholder) in ``lang``'s
    keywords (``rulelang.reword``)."""
    return reword(text, "en", lang)


@cache
def _example_states(lang: str = "en") -> list[tuple[int, frozenset[str], tuple[str, str]]]:
    """The LALR state and accepted tokens at which each bad example fails."""
    out = []
    for label, examples in EXAMPLES.items():
        for example in examples:
            try:
                lark_parser(lang).parse(in_language(example, lang))
            except UnexpectedToken as ut:
                out.append((ut.state.position, frozenset(ut.accepts or ()), label))
            except (UnexpectedInput, IndentError):
                continue
    return out


def _match_example(exc: UnexpectedToken, lang: str = "en") -> tuple[str, str] | None:
    """Like Lark's ``match_examples``, but blind to how deep the state stack is.

    Lark compares whole parser states, so an example only matches an error at the
    same nesting depth; comparing the LALR state and the accepted tokens lets one
    example cover the same mistake in any rule of a file.
    """
    if exc.state is None:
        return None
    accepts = frozenset(exc.accepts or ())
    for position, example_accepts, label in _example_states(lang):
        if position == exc.state.position and example_accepts == accepts:
            return label
    return None


_TOKEN_WORDS = {"_NL": "end of line", "$END": "end of file",
                "_INDENT": "indented line", "_DEDENT": "end of block"}


_TERMINAL_WORDS = {"NUMBER": "a number", "NAME": "a word", "STRING": 'quoted "text"',
                   "FACE": "a rank (J, Q, K, A)", "SUM_OP": "'+' or '-'",
                   "FACE_UP": "'face-up'", "FACE_DOWN": "'face-down'", "LPAR": "'('",
                   "RPAR": "')'", "COLON": "':'", "COMMA": "','", "DOT": "'.'"}


def _describe(tok: Token) -> str:
    if tok.type in _TOKEN_WORDS:
        return _TOKEN_WORDS[tok.type]
    return repr(str(tok))


def _expected_words(exc: UnexpectedToken, lang: str = "en") -> str:
    lark = lark_parser(lang)
    words: set[str] = set()
    for name in exc.accepts or exc.expected:
        if name in _TOKEN_WORDS:
            words.add(_TOKEN_WORDS[name])
            continue
        try:
            term = lark.get_terminal(name)
        except KeyError:
            continue
        pattern = term.pattern
        if name in _TERMINAL_WORDS:
            words.add(_TERMINAL_WORDS[name])
        elif pattern.type == "str":
            words.add(repr(pattern.value))
        else:
            words.add(name.lower().lstrip("_").replace("_", " "))
    listed = sorted(words, key=lambda w: (w.startswith("'"), w))
    if len(listed) > 8:
        listed = listed[:8] + ["..."]
    return ", ".join(listed)


def diagnostic(code: str, message: str, line: int, column: int,
                end_line: int = 0, end_column: int = 0, hint: str = "") -> Diagnostic:
    """A syntax diagnostic (codes.diagnostic with the parser's argument order)."""
    return codes.diagnostic(code, message, line, column, end_line, end_column, hint)


def _repaired(fix: Repair, current: str) -> Diagnostic:
    """The diagnostic of a did-you-mean repair: the changed part of the line underlined."""
    lines = current.split("\n")
    line = lines[fix.line - 1] if fix.line <= len(lines) else ""
    start = 0
    while start < min(len(line), len(fix.fixed)) and line[start] == fix.fixed[start]:
        start += 1
    end, fixed_end = len(line), len(fix.fixed)
    while end > start and fixed_end > start and line[end - 1] == fix.fixed[fixed_end - 1]:
        end, fixed_end = end - 1, fixed_end - 1
    if fix.code == "LP101":  # underline the whole word that changes
        while start > 0 and line[start - 1].isalnum():
            start -= 1
        while end < len(line) and line[end].isalnum():
            end += 1
    return diagnostic(fix.code, fix.message, fix.line, start + 1, fix.line,
                      max(end, start + 1) + 1, hint=fix.hint)


def to_diagnostic(exc: BaseException, text: str, current: str = "",
                  accept: Accept | None = None, lang: str = "en") -> Diagnostic:
    """A diagnostic for a Lark error in ``current`` (the text actually parsed, in
    ``lang``'s keywords); a did-you-mean fix must also be one ``accept`` takes
    (syntax_fixes.repair)."""
    current = current or text
    lines = source_lines(text)
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    if isinstance(exc, IndentError):
        return diagnostic("LP103", f"this line's indentation matches no enclosing block "
                           f"(expected {exc.expected} spaces)", exc.line, exc.column,
                           hint="indent with the same number of spaces as the block it "
                           "belongs to (two more than its header)")
    if isinstance(exc, UnexpectedCharacters):
        line, col = exc.line, exc.column
        pos = exc.pos_in_stream if exc.pos_in_stream is not None else -1
        char = current[pos] if 0 <= pos < len(current) else ""
        if char == '"':
            end = len(lines[line - 1]) + 1 if line <= len(lines) else col + 1
            return diagnostic("LP104", "this text is not closed: add a closing \"",
                               line, col, line, end, hint='write text as "like this" on one line')
        if char == "'":
            return diagnostic("LP105", "texts use double quotes, not '", line, col,
                               hint='write "Lopti!" instead of \'Lopti!\'')
        return diagnostic("LP105", f"unexpected character {char!r}", line, col,
                           hint="remove it, or put free text in quotes after say/do")
    if isinstance(exc, UnexpectedToken):
        tok = exc.token
        if tok.type in ("_INDENT", "_DEDENT"):
            line, col = tok.end_line or tok.line or 1, tok.end_column or 1
        elif tok.type == "$END":
            line = len(lines)
            col = len(lines[-1]) + 1
        else:
            line, col = tok.line or 1, tok.column or 1
        end_line, end_col = line, col + max(len(str(tok)), 1)
        if tok.type in ("_NL", "_INDENT", "_DEDENT", "$END"):
            end_line, end_col = line, col + 1
        fixed = (repair(exc, current, line, accept, lang) if len(current) <= REPAIR_CHARS
                 else None)
        if fixed is not None:
            return _repaired(fixed, current)
        label = _match_example(exc, lang)
        expected = _expected_words(exc, lang)
        if label is not None:
            code, message = label
            hint = FIXED_HINTS.get(code) or (f"expected {expected}" if expected else "")
            return diagnostic(code, message, line, col, end_line, end_col, hint=hint)
        if tok.type == "_INDENT":
            return diagnostic("LP103", "unexpected indentation", line, col,
                               hint="indent a line only under a header that ends with ':'")
        if tok.type in ("_NL", "$END", "_DEDENT"):
            return diagnostic("LP106", "the statement stops before it is complete",
                               line, col, end_line, end_col,
                               hint=f"expected {expected}" if expected else "")
        return diagnostic("LP101", f"unexpected {_describe(tok)} here", line, col,
                           end_line, end_col, hint=f"expected {expected}" if expected else "")
    if isinstance(exc, UnexpectedEOF):
        return diagnostic("LP106", "the file ends in the middle of a rule", len(lines),
                           len(lines[-1]) + 1)
    return diagnostic("LP101", f"cannot read this rule: {exc}", 1, 1)


#: the words that open a header line (a rule, a hook, a block)
_HEADS = ("rule", "before", "after", "if", "else", "for", "repeat", "while")


@cache
def _header(lang: str) -> re.Pattern[str]:
    said = keywords.words_of(lang)
    alternatives = "|".join(re.escape(said[w]) for w in _HEADS)
    return re.compile(rf"^\s*({alternatives})(?!\w)")


def placeholder(line: str, lang: str = "en") -> str:
    """A neutral line of the same kind as ``line`` (a header stays a header), in
    ``lang``'s keywords."""
    indent = line[: len(line) - len(line.lstrip())]
    stripped = line.strip()
    m = _header(lang).match(line)
    if m is None:
        return indent + (in_language("reverse direction", lang) if stripped else "")
    word = keywords.meanings(lang).get(m.group(1), m.group(1))
    if word == "rule":
        return indent + in_language('rule "?"', lang)
    if word in ("before", "after"):
        return indent + in_language("after turn:", lang)
    if word == "else":
        return indent + in_language("else:", lang)
    return indent + in_language("if true:", lang)


def _indent_of(line: str) -> int:
    return len(line) - len(line.lstrip())


def indent_under(lines: list[str], index: int) -> str:
    """Line ``index`` indented two spaces deeper than the header above it."""
    above = next((lines[i] for i in range(index - 1, -1, -1)
                  if lines[i].strip() and not lines[i].lstrip().startswith("#")), "")
    return " " * (_indent_of(above) + 2) + lines[index].lstrip()


def blank_block(lines: list[str], index: int) -> None:
    """Blank line ``index`` and the more-indented lines under it."""
    own = _indent_of(lines[index])
    lines[index] = ""
    for i in range(index + 1, len(lines)):
        if lines[i].strip() and _indent_of(lines[i]) <= own:
            break
        lines[i] = ""


@cache
def _rule_start(lang: str) -> re.Pattern[str]:
    return re.compile(rf"^{re.escape(keywords.words_of(lang)['rule'])}(?!\w)", re.MULTILINE)


def rule_chunks(text: str, lang: str = "en") -> Iterator[tuple[int, str]]:
    """``text`` cut before every line that starts a rule (``rule`` in the first column):
    (lines before the piece, the piece). Recovery parses each piece on its own, so a
    mistake costs a re-parse of its rule, not of the whole file."""
    at, lines = 0, 0
    for m in _rule_start(lang).finditer(text):
        if m.start() > at:
            yield lines, text[at:m.start()]
            lines += text.count("\n", at, m.start())
            at = m.start()
    yield lines, text[at:]


def shifted(d: Diagnostic, lines: int) -> Diagnostic:
    """``d`` moved down ``lines`` lines (a piece's diagnostic placed in its file)."""
    return d.replace(line=d.line + lines, end_line=d.end_line + lines) if lines else d
