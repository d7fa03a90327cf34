"""Syntax highlighting of rule text: the word classes of the language and its Pygments lexer.

One grammar of truth: :data:`WORD_CLASSES` sorts every word the Lark grammar
(``lopti.lark``) spells out into one class, and ``tests/language/test_highlight.py``
checks that the classes cover exactly the grammar's words and the engine's events, so
the lexer, the TextMate grammar (``language/present/tmgrammar.py`` renders it) and the language
server's completion cannot drift from the parser. ``pygmentize -l lopti`` finds
:class:`LoptiLexer` through the ``pygments.lexers`` entry point; the HTML book export and
the docs' ``lopti`` code blocks use it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    String,
    Text,
    Whitespace,
)

from ...engine import EVENT_TYPES
from ..catalogue import keywords

#: class -> the words of the grammar in it (every quoted word of lopti.lark is in one)
WORD_CLASSES: dict[str, tuple[str, ...]] = {
    # the structure of a rule book: rules, hooks, blocks, loops
    "keyword": ("rule", "before", "after", "when", "if", "else", "repeat", "times",
                "forever", "until", "while", "for", "each", "instead",
                "count"),  # issue 14: a rule's own counts
    # what a statement does, and the words of its phrase
    "action": ("draw", "draws", "give", "gives", "take", "takes", "pick", "picks",
               "reveal", "reveals", "say", "says", "do", "does", "play", "plays", "clear",
               "skip", "reverse", "direction", "must", "be", "have", "lower", "higher",
               "pile", "cleared", "top", "up", "card", "cards", "hand", "left", "right",
               "allow", "on", "deal", "deals", "lead", "leads",
               "add", "set", "reset",  # issue 14: changing a rule's own count
               "swap", "swaps", "bottom",  # issue 14: more zones
               "may"),  # issue 14: optional choices ("may swap", "gives up to 2")
    # players, only through roles (R-CUSTOM-4)
    "role": ("acting", "player", "next", "previous", "dealer", "last", "winner", "fewest",
             "most", "roshambo", "loser", "that", "creator", "me", "myself", "seat",
             "every", "other", "still", "in", "out", "who", "whose", "clearer", "picker",
             "drawer", "placed", "place", "round"),
    # conditions and comparisons in words
    "operator": ("and", "or", "not", "is", "at", "least", "more", "less", "than", "one",
                 "of", "even", "odd", "starts", "begins", "ends", "contains", "with",
                 "a", "multiple"),  # issue 14: "is a multiple of 3"
    "constant": ("true", "false", "yes", "no"),
    # words that only read well
    "filler": ("the", "their", "to", "from"),
}


def language_classes(lang: str) -> dict[str, tuple[str, ...]]:
    """:data:`WORD_CLASSES` in ``lang``'s keywords (``catalogue/keywords.py``): each word
    in its English word's class; the words of a phrase (German ``mindestens`` for ``at
    least``, ``mehr als``) in the class of the phrase's first English word."""
    said = keywords.words_of(lang)
    class_of = {w: name for name, english in WORD_CLASSES.items() for w in english}
    found: dict[str, list[str]] = {name: [] for name in WORD_CLASSES}
    for name, english in WORD_CLASSES.items():
        found[name] += [said[w] for w in english if w in said]
    for english_words, said_words in keywords.phrases_of(lang).items():
        found[class_of[english_words[0]]] += said_words
    return {name: tuple(dict.fromkeys(listed)) for name, listed in found.items()}


#: class -> the words of every rule language in it (English first; a word is listed in
#: the first class it falls in), for the lexer, the TextMate grammar and completion
ALL_WORD_CLASSES: dict[str, tuple[str, ...]] = {}
_seen: set[str] = set()
for _name in WORD_CLASSES:
    _words: list[str] = []
    for _lang in keywords.RULE_LANGUAGES:
        _words += [w for w in language_classes(_lang)[_name] if w not in _seen]
        _seen.update(_words)
    ALL_WORD_CLASSES[_name] = tuple(dict.fromkeys(_words))
#: ``rule`` and ``player`` in every rule language
RULE_WORDS: tuple[str, ...] = tuple(dict.fromkeys(
    keywords.words_of(lang)["rule"] for lang in keywords.RULE_LANGUAGES))
PLAYER_WORDS: tuple[str, ...] = tuple(dict.fromkeys(
    keywords.words_of(lang)["player"] for lang in keywords.RULE_LANGUAGES))
#: the words that open a hook in every rule language (``after``, ``nach``, ``na``, ``sonra``)
HOOK_WORDS: tuple[str, ...] = tuple(dict.fromkeys(
    keywords.words_of(lang)[w] for w in ("before", "after") for lang in keywords.RULE_LANGUAGES))
#: the one-token phrases of every rule language other than English (``bis zu``, ``offene``)
PHRASE_SPELLINGS: tuple[str, ...] = tuple(dict.fromkeys(
    keywords.token_phrase(t, lang) for t in keywords.TOKEN_PHRASES
    for lang in keywords.RULE_LANGUAGES[1:]))

#: The rank letters and names a rule may write (``FACE`` of the grammar).
FACES = ("Jack", "Queen", "King", "Ace", "J", "Q", "K", "A")
#: The player measures written with a hyphen or underscore (``face-up``, ``face_down``).
MEASURE_SPELLINGS = ("face-up", "face_up", "face-down", "face_down")


def events() -> tuple[str, ...]:
    """The base events a hook may name (the engine's, in its order)."""
    return tuple(EVENT_TYPES)


def grammar_words(grammar: str) -> set[str]:
    """Every word the Lark grammar text spells out in quotes (comments left out)."""
    code = re.sub(r"//[^\n]*", "", grammar)
    return {w for w in re.findall(r'"([^"]+)"', code) if re.fullmatch(r"[a-z_]+", w)}


_TOKENS: dict[str, Any] = {
    "keyword": Keyword,
    "action": Name.Function,
    "role": Name.Builtin,
    "operator": Operator.Word,
    "constant": Keyword.Constant,
    "filler": Keyword.Pseudo,
}
_END = r"(?!\w)"
_HOOKS = "|".join(HOOK_WORDS)


def _word_rules() -> list[tuple[Any, Any]]:
    return [(words(ALL_WORD_CLASSES[c], suffix=_END), _TOKENS[c]) for c in _TOKENS]


class LoptiLexer(RegexLexer):  # type: ignore[misc]  # Pygments is untyped
    """Pygments lexer for Lopti house rules (``*.lopti``; docs/language.md)."""

    name = "Lopti"
    aliases = ["lopti"]
    filenames = ["*.lopti"]
    mimetypes = ["text/x-lopti"]

    def __init__(self, **options: Any) -> None:
        options.setdefault("stripnl", False)  # keep blank lines: token offsets match the file
        super().__init__(**options)

    tokens = {
        "root": [
            (r"[ \t\f]*\r?\n|[ \t\f]+", Whitespace),
            (r"#[^\n]*", Comment.Single),
            (r'"[^"\n]*"?', String.Double),
            # "next player after the clearer" (issue 14): a role's words, not a hook's head
            (rf"(?<!\w)({'|'.join(PLAYER_WORDS)})(\s+)({_HOOKS})" + _END,
             bygroups(Name.Builtin, Whitespace, Keyword)),
            (rf"(?<!\w)({_HOOKS})(\s+)([^\W\d]\w*)",
             bygroups(Keyword, Whitespace, Name.Class)),
            (r"([A-Za-z_][A-Za-z0-9_]*)(\.)([A-Za-z_][A-Za-z0-9_]*)",
             bygroups(Name.Namespace, Punctuation, Name.Attribute)),
            (words(MEASURE_SPELLINGS, suffix=_END), Name.Function),
            (words(PHRASE_SPELLINGS, prefix=r"(?<!\w)", suffix=_END), Name.Function),
            (words(FACES, suffix=_END), Number),
            (r"[0-9]+", Number.Integer),
            (r"['’]s" + _END, Operator),
            *_word_rules(),
            (r"[^\W\d]\w*", Name),
            (r"==|!=|<=|>=|[=<>+\-]", Operator),
            (r"[:,().]", Punctuation),
            # anything else is a syntax error to the parser (LP105); shown, not hidden
            (r"[^\s]", Text),
        ],
    }


#: The colours of the highlighted spans, by Pygments' short class name (``k`` keyword, ``nf``
#: function, ...): our own small palette, so a page's bytes do not change with Pygments'
#: default style.
PALETTE: dict[str, str] = {
    "k": "color:#00699b;font-weight:bold",  # keyword: rule, before, after, when, if ...
    "nc": "color:#8a3ea8;font-weight:bold",  # event after before/after
    "nf": "color:#0b6e4f",  # action words
    "nb": "color:#9a4a00",  # roles
    "ow": "color:#00699b",  # is, at least, and, or, not ...
    "kc": "color:#8a3ea8",  # true, false, yes, no
    "kp": "color:#555",  # the, their, to, from
    "nn": "color:#555",  # the namespace of an attribute
    "na": "color:#8a3ea8",  # the attribute
    "m": "color:#a31515",  # ranks J Q K A
    "mi": "color:#a31515",  # numbers
    "s2": "color:#2f6f2f",  # texts
    "c1": "color:#6a737d;font-style:italic",  # comments
}


@cache
def _formatter() -> Any:
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(nowrap=True, classprefix="lp-")


def highlight_html(text: str) -> str:
    """``text`` as HTML spans (class names prefixed ``lp-``), without a wrapping element."""
    from pygments import highlight

    html: str = highlight(text, LoptiLexer(), _formatter())
    return html


def highlight_css() -> str:
    """The CSS for :func:`highlight_html`'s spans inside an element of class ``lopti-code``."""
    return "".join(f".lopti-code .lp-{name}{{{rule}}}" for name, rule in PALETTE.items())


def token_stream(text: str) -> Iterator[tuple[str, str]]:
    """``(token type name, text)`` pairs of the lexer, for tests and tools."""
    for tok, value in LoptiLexer().get_tokens(text):
        yield str(tok), value
