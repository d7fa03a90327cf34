"""The rule language's Lark grammar (``grammar/lopti.lark``, in the wheel) and its Lark parser.

:func:`lark_parser` is the one LALR parser, with an indentation postlexer that says
where an inconsistent dedent happened (:class:`IndentError`); the parser and the
syntax-error reporting (parse_errors.py) both use it. Both parsers come ready-made from
the user's parser cache when it has them (parsercache.py: a cold ``lopti lint`` starts
faster).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, cast

from lark import Lark, Token
from lark.indenter import Indenter

from ..catalogue import keywords
from .parsercache import cached

#: where the build puts the grammar inside the package (pyproject.toml's force-include of
#: the top-level ``grammar/`` folder, the one copy: the design card puts it there)
PACKAGED = ("grammar",)


@cache
def grammar_text(name: str = "lopti.lark") -> str:
    """Return the text of a grammar of the language: the top-level ``grammar/lopti.lark``.

    The wheel ships the repository's ``grammar/`` folder as ``lopti_rules/grammar/``
    (pyproject.toml), and this reads it from there as ``importlib.resources`` would
    locate it. A checkout or an editable install has no such folder inside the package:
    then the grammar is the repository's own ``grammar/`` beside ``lopti_rules/``. A
    package imported from a zip file goes through ``importlib.resources`` itself, which
    is not imported otherwise: it costs a cold ``lopti lint`` a tenth of its start-up.
    """
    package = Path(__file__).resolve().parents[2]  # lopti_rules/
    for folder in (package.joinpath(*PACKAGED), package.parent / "grammar"):
        path = folder / name
        if path.is_file():
            return path.read_text(encoding="utf-8")
    from importlib import resources  # a package inside a zip file

    packaged = resources.files("lopti_rules").joinpath(*PACKAGED, name)
    if not packaged.is_file():
        raise FileNotFoundError(f"grammar file {name!r} is not installed with lopti_rules")
    return packaged.read_text(encoding="utf-8")


_QUOTED_WORD = re.compile(r'"([a-z_]+)"')


@cache
def grammar_in(lang: str) -> str:
    """The grammar of rules written in ``lang``'s keywords (``keywords.RULE_LANGUAGES``).

    English is ``grammar/lopti.lark`` itself. Another language's grammar is the same text
    with each quoted English word swapped for the language's word (``"when"`` becomes
    ``"wenn"``), each phrase of ``keywords.PHRASES`` for the language's words (``"at"
    "least"`` becomes ``"mindestens"``), the one-token phrases (``UP_TO``, ``FACE_UP``,
    ``FACE_DOWN``) for the language's, and the language's letters added to a word's
    characters. The rules, their names and their order are untouched, so a German rule
    parses to the very tree of its English twin, and every error is placed exactly where
    it is in the text as written.
    """
    text = grammar_text()
    if lang == "en":
        return text
    for english, words in sorted(keywords.phrases_of(lang).items(), key=lambda p: -len(p[0])):
        pattern = r"[ \t]+".join(f'"{re.escape(w)}"' for w in english)
        text = re.sub(pattern, " ".join(f'"{w}"' for w in words), text)
    mapping = keywords.words_of(lang)
    text = _QUOTED_WORD.sub(lambda m: f'"{mapping.get(m.group(1), m.group(1))}"', text)
    for terminal in keywords.TOKEN_PHRASES:
        parts = re.split(r"[ -]", keywords.token_phrase(terminal, lang))
        regex = r"[\t ]+".join(re.escape(w) for w in parts) + "(?![A-Za-z0-9_])"
        text = re.sub(rf"^{terminal}\.2: /.*/$", f"{terminal}.2: /{regex}/", text,
                      flags=re.MULTILINE)
    letters = keywords.LETTERS[lang]
    return text.replace("A-Za-z0-9_", "A-Za-z0-9_" + letters).replace(
        "A-Za-z_]", "A-Za-z_" + letters + "]")


class IndentError(Exception):
    """An inconsistent dedent: its line, column and the indentation the block expected."""

    def __init__(self, line: int, column: int, expected: int) -> None:
        self.line, self.column, self.expected = line, column, expected
        super().__init__(f"line {line}")


#: each thread's indentation state, per indenter (``id``): see :class:`LoptiIndenter`
_THREAD_STATE = threading.local()


class LoptiIndenter(Indenter):
    """Lark's Indenter, but an inconsistent dedent says where it happened, and its state
    (the open brackets, the indentation levels) is each thread's own: Lark keeps it on
    the one postlexer a parser has, so two threads parsing at once (the language
    server's background verdict and the as-you-type lint) would mix their blocks."""

    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR"]
    CLOSE_PAREN_types = ["RPAR"]
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8

    def _state(self) -> dict[str, Any]:
        mine: dict[int, dict[str, Any]] | None = getattr(_THREAD_STATE, "indenters", None)
        if mine is None:
            mine = _THREAD_STATE.indenters = {}
        found = mine.get(id(self))
        if found is None:
            found = mine[id(self)] = {"paren_level": 0, "indent_level": [0]}
        return found

    @property
    def paren_level(self) -> int:
        level: int = self._state()["paren_level"]
        return level

    @paren_level.setter
    def paren_level(self, value: int) -> None:
        self._state()["paren_level"] = value

    @property
    def indent_level(self) -> list[int]:
        levels: list[int] = self._state()["indent_level"]
        return levels

    @indent_level.setter
    def indent_level(self, value: list[int]) -> None:
        self._state()["indent_level"] = value

    def handle_NL(self, token: Token) -> Iterator[Token]:  # noqa: N802 - Lark's name
        if self.paren_level > 0:
            return
        yield token
        indent_str = token.rsplit("\n", 1)[1]
        indent = indent_str.count(" ") + indent_str.count("\t") * self.tab_len
        if indent > self.indent_level[-1]:
            self.indent_level.append(indent)
            yield Token.new_borrow_pos(self.INDENT_type, indent_str, token)
        else:
            while indent < self.indent_level[-1]:
                self.indent_level.pop()
                yield Token.new_borrow_pos(self.DEDENT_type, indent_str, token)
            if indent != self.indent_level[-1]:
                line = (token.end_line or token.line or 1)
                raise IndentError(line, len(indent_str) + 1, self.indent_level[-1])


#: The Lark options of both parsers (the start rule aside); part of the parser cache's key.
OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": True}


def _parser(start: str, lang: str = "en") -> Lark:
    """The LALR parser of ``start`` with the indentation postlexer, loaded from the user's
    parser cache (parsercache.py) or built (with Lark's own cache) and stored there."""
    text = grammar_in(lang)

    def build() -> Lark:
        return Lark(text, start=start, postlex=LoptiIndenter(), cache=True, **OPTIONS)

    name = f"parser-{start}" if lang == "en" else f"parser-{lang}-{start}"
    return cast(Lark, cached(name, text, repr(sorted(OPTIONS.items())), Lark, build))


@cache
def lark_parser(lang: str = "en") -> Lark:
    """The LALR parser of the grammar with the indentation postlexer, made once a process;
    ``lang`` names the keywords' language (the parser of :func:`grammar_in`)."""
    return _parser("start", lang)


@cache
def value_parser() -> Lark:
    """The parser of one value (the grammar's ``sum``): a ``{...}`` placeholder of a
    say/do text (placeholders.py), made once a process."""
    return _parser("sum")
