"""Parse rule text into the typed AST (nodes.py); syntax errors become LP1xx diagnostics.

``parse`` raises :class:`RuleSyntaxError` on the first syntax error;
``parse_collect`` returns every syntax error it can find, recovering rule by rule,
and is what the linter uses. The Lark parser is built once per process (LALR with an
indentation postlexer: ``grammar.lark_parser()``); the tree becomes the AST in
transform.py. How a syntax error is worded and how parsing recovers after one is
parse_errors.py.
"""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.exceptions import UnexpectedInput, UnexpectedToken

from ..report import codes
from ..report.diagnostics import Diagnostic, RuleSyntaxError
from ..tree import nodes
from .grammar import IndentError, lark_parser
from .parse_errors import (
    blank_block,
    diagnostic,
    indent_under,
    placeholder,
    rule_chunks,
    shifted,
    to_diagnostic,
)
from .rulelang import detect, to_canonical
from .syntax_fixes import Accept
from .transform import ToAST

#: How many syntax errors one file may report before the parser gives up.
MAX_SYNTAX_ERRORS = 20


def _parse_tree(text: str, lang: str = "en") -> Any:
    return lark_parser(lang).parse(text)


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text if text.endswith("\n") else text + "\n"


def _too_large(text: str) -> Diagnostic | None:
    """LP926 when ``text`` is longer than the parser reads (``codes.MAX_SOURCE_CHARS``)."""
    if len(text) <= codes.MAX_SOURCE_CHARS:
        return None
    first = text.find("\n", 0, 1000)
    return diagnostic("LP926", f"this text is longer than the {codes.MAX_SOURCE_CHARS:,} "
                      "characters (1 MiB) the linter reads, so nothing in it was checked",
                      1, 1, 1, (first if first > 0 else 1) + 1,
                      hint="split the rule book into files of a few rules each")


def _refused(tree: Any) -> list[Diagnostic]:
    """What the transformer must not be given, found in one pass without recursion: the
    first subtree below ``codes.MAX_PARSE_DEPTH`` levels (LP108; the transformer
    recurses) and every number of more than ``codes.MAX_NUMBER_DIGITS`` digits (LP915;
    ``int()`` of thousands of digits is slow, and Python refuses 4,300 or more)."""
    found: list[Diagnostic] = []
    deep = None
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > codes.MAX_PARSE_DEPTH:
            deep = deep or node
            continue
        for c in node.children:
            if hasattr(c, "data"):
                stack.append((c, depth + 1))
            elif isinstance(c, Token) and c.type == "NUMBER" and \
                    len(c.lstrip("0")) > codes.MAX_NUMBER_DIGITS:
                found.append(diagnostic(
                    "LP915", f"this number has {len(c.lstrip('0')):,} digits, far beyond the "
                    "largest number a rule may use", c.line or 1, c.column or 1,
                    c.end_line or 0, c.end_column or 0, hint="use a smaller number"))
    if deep is not None:
        line = getattr(deep.meta, "line", 1) if not deep.meta.empty else 1
        column = getattr(deep.meta, "column", 1) if not deep.meta.empty else 1
        found.append(diagnostic(
            "LP108", f"this is nested more than {codes.MAX_PARSE_DEPTH} levels deep; "
            "split it into simpler actions", line, column))
    return sorted(found, key=Diagnostic.sort_key)


def _transform(tree: Any, filename: str) -> nodes.RuleBook:
    # Every FACE token (grammar/lopti.lark) is a rank cards.parse_rank knows, so the
    # transformer has no input error left to turn into a diagnostic.
    book: nodes.RuleBook = ToAST(filename).transform(tree)
    return book


def parse(text: str, filename: str = "<rule>") -> nodes.RuleBook:
    """Parse ``text`` into a RuleBook; raise RuleSyntaxError at the first syntax error.

    The text may be written in any rule language (``rulelang.detect``: its header line
    or its keywords); the book is the same as its English twin's. A file that mixes two
    languages is refused (LP115) before it is parsed.
    """
    large = _too_large(text)
    if large is not None:
        raise RuleSyntaxError(large, source=filename)
    text = _normalise(text)
    language = detect(text)
    if language.problems:
        raise RuleSyntaxError(language.problems[0], source=filename, text=text)
    lang = language.lang
    try:
        tree = _parse_tree(text, lang)
    except (UnexpectedInput, IndentError) as exc:
        raise RuleSyntaxError(to_diagnostic(exc, text, lang=lang), source=filename,
                              text=text) from None
    refused = _refused(tree)
    if refused:
        raise RuleSyntaxError(refused[0], source=filename, text=text)
    return _transform(to_canonical(tree, lang), filename)


def parse_collect(text: str, filename: str = "<rule>", accept: Accept | None = None
                  ) -> tuple[nodes.RuleBook | None, list[Diagnostic]]:
    """Parse ``text``; return the RuleBook (None on syntax errors) and every syntax error.
    A did-you-mean fix of a syntax error is offered only if ``accept`` takes it
    (syntax_fixes.repair; the linter's accepts a rule its checks find no error in).

    The text may be written in any rule language, as for :func:`parse`; each word of
    another language than the file's is an LP115 error (with its did-you-mean fix), and
    stands for the syntax error of its line: the file's other syntax errors are still
    reported, and it gives no book.

    The whole text is parsed once; only when that fails does recovery start, one top-level
    rule at a time (:func:`parse_errors.rule_chunks`): after an error the offending line
    is replaced by a neutral placeholder of the same kind (a header stays a header, so its
    block still parses) and that rule is parsed again, so one file reports several
    independent mistakes. The work stays proportional to the text: a rule is re-parsed a
    bounded number of times, and all the re-parses together read at most
    ``RECOVERY_FACTOR`` times the text (plus ``RECOVERY_FLOOR`` characters).
    """
    large = _too_large(text)
    if large is not None:
        return None, [large]
    text = _normalise(text)
    language = detect(text)
    lang = language.lang
    try:
        tree = _parse_tree(text, lang)
    except (UnexpectedInput, IndentError) as exc:
        found = _recover(text, accept, lang) or [
            to_diagnostic(exc, text, accept=accept, lang=lang)]
        if language.problems:  # a word of another language explains the error on its line
            mixed = {d.line for d in language.problems}
            found = [d for d in found if d.line not in mixed]
        return None, sorted(language.problems + found, key=Diagnostic.sort_key)
    if language.problems:
        return None, language.problems
    refused = _refused(tree)
    if refused:
        return None, refused
    return _transform(to_canonical(tree, lang), filename), []


#: Re-parses during recovery read at most this many times the text, plus RECOVERY_FLOOR.
RECOVERY_FACTOR = 3
RECOVERY_FLOOR = 64 * 1024


def _recover(text: str, accept: Accept | None = None, lang: str = "en") -> list[Diagnostic]:
    """Every independent syntax error of ``text`` (which does not parse), rule by rule."""
    budget = RECOVERY_FACTOR * len(text) + RECOVERY_FLOOR
    found: list[Diagnostic] = []
    for offset, chunk in rule_chunks(text, lang):
        if len(found) >= MAX_SYNTAX_ERRORS or budget <= 0:
            break
        errors, budget = _recover_chunk(chunk, MAX_SYNTAX_ERRORS - len(found), budget,
                                        accept, lang)
        found.extend(shifted(d, offset) for d in errors)
    return found


def _recover_chunk(text: str, most: int, budget: int, accept: Accept | None = None,
                   lang: str = "en") -> tuple[list[Diagnostic], int]:
    """At most ``most`` syntax errors of one rule's text, and the budget left: every parse
    of the text spends its length, and recovery stops when the budget is spent."""
    lines = text.split("\n")
    found: list[Diagnostic] = []
    tried: dict[int, int] = {}
    while len(found) < most and budget > 0:
        current = "\n".join(lines)
        budget -= len(current)
        try:
            _parse_tree(current, lang)
            break
        except (UnexpectedInput, IndentError) as exc:
            diag = to_diagnostic(exc, text, current, accept, lang)
            at_end = isinstance(exc, UnexpectedToken) and exc.token.type == "$END"
            if found and (at_end or diag.line > len(lines) - 1):
                break  # a cascade of the recoveries, not a mistake of its own
            if not any(d.line == diag.line for d in found):
                found.append(diag)
            index = diag.line - 1
            attempts = tried.get(index, 0)
            tried[index] = attempts + 1
            if not 0 <= index < len(lines) or attempts >= 2:
                break
            if attempts == 0 and isinstance(exc, UnexpectedToken) and \
                    set(exc.accepts or ()) == {"_INDENT"}:
                lines[index] = indent_under(lines, index)
            elif attempts == 0:
                lines[index] = placeholder(lines[index], lang)
            else:
                blank_block(lines, index)
    return found, budget
