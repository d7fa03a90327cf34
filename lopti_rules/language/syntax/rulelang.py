"""The language a rule file is written in: said by the file, or read from its keywords.

A file says its language on a comment line before its first rule
(``# lopti: lang=de``); otherwise :func:`detect` counts its words that are keywords of
each rule language (``catalogue/keywords.py``) and takes the language with the most,
English on a tie. A word that is a keyword of another language and not of the file's is
LP115 (:func:`mixed`): its position, the language it belongs to, and the file
language's word for it as the fix (``als`` in an English file: "did you mean
'when'?"). Words in quoted texts and comments, attributes (``play.rank``) and event
names are the engine's names in every language and never count.

:func:`to_canonical` turns the tokens of a parse in another language back into the
English words the transformer reads, and :func:`translate` writes canonical (English)
rule text in another language's keywords (``lopti fmt --lang``), token by token with
the English parser, so a word is translated only where the grammar reads it as a
keyword (``after play``: the event ``play`` stays).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from ...engine import EVENT_NAMES
from ..catalogue import keywords
from ..report import codes
from ..report.diagnostics import Diagnostic

if TYPE_CHECKING:  # lark is loaded by what reads a parse (a kept verdict's report needs none)
    from lark import Token

#: ``# lopti: lang=de`` on a comment line before the first rule
HEADER = re.compile(r"^[ \t]*#[ \t]*lopti:[ \t]*lang[ \t]*=[ \t]*([^\s,;]*)", re.IGNORECASE)
#: quoted texts (closed or not) and comments: never keywords
_MASK = re.compile(r'"[^"\n]*"?|#[^\n]*')
#: a word, with the character before and after it (an attribute's dot)
_WORD = re.compile(r"(?<![\w.])[^\W\d]\w*(?![\w.])")
#: most LP115 diagnostics one file reports
MAX_MIXED = 20


@dataclass(frozen=True)
class Language:
    """A file's rule language, how it was found (``header``, ``words`` or ``default``),
    and the LP115 diagnostics of its header or of words of another language."""

    lang: str
    how: str
    problems: list[Diagnostic] = field(default_factory=list)


def header(text: str) -> tuple[str, int, int] | None:
    """The language a file says it is written in, and the line and column of the value:
    from ``# lopti: lang=..`` on a comment or blank line before the first rule."""
    for number, line in enumerate(text.split("\n", 50)[:50], start=1):
        stripped = line.strip()
        if stripped and not stripped.startswith("#"):
            return None
        m = HEADER.match(line)
        if m is not None:
            return m.group(1), number, m.start(1) + 1
    return None


def _words(text: str) -> list[tuple[str, int, int]]:
    """(word, line, column) of every word outside texts and comments that is not an
    attribute's part nor one of the engine's names (:func:`_engine_words`, or any word
    after ``before`` or ``after``)."""
    out = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        masked = _MASK.sub(lambda m: " " * len(m.group(0)), line)
        previous = ""
        for m in _WORD.finditer(masked):
            word = m.group(0)
            if word not in _engine_words() and previous not in _hook_words():
                out.append((word, number, m.start() + 1))
            previous = word
    return out


@cache
def _engine_words() -> frozenset[str]:
    """The engine's own names a rule writes in every language: the base events and the
    words an event attribute takes (``play.source is up``, ``clear.cause is ten``)."""
    from ..catalogue.vocabulary import event_attributes

    found = set(EVENT_NAMES)
    for event in EVENT_NAMES:
        for attr in event_attributes(event).values():
            found.update(attr.choices)
    return frozenset(found)


@cache
def _hook_words() -> frozenset[str]:
    """``before`` and ``after`` in every rule language: the word after one names an event."""
    return frozenset(keywords.words_of(lang)[w] for lang in keywords.RULE_LANGUAGES
                     for w in ("before", "after"))


@cache
def _known() -> dict[str, tuple[str, ...]]:
    """Each keyword of any rule language -> the languages it is a keyword of."""
    found: dict[str, list[str]] = {}
    for lang in keywords.RULE_LANGUAGES:
        for word in keywords.vocabulary(lang):
            found.setdefault(word, []).append(lang)
    return {w: tuple(langs) for w, langs in found.items()}


def detect(text: str) -> Language:
    """The rule language of ``text`` and the LP115 problems of its header or its words."""
    said = header(text)
    words = _words(text)
    known = _known()
    if said is not None:
        value, line, column = said
        lang = value.lower().replace("_", "-").split("-", 1)[0]
        if lang not in keywords.RULE_LANGUAGES:
            return Language("en", "header", [codes.diagnostic(
                "LP115", f"'{value}' is not a language rules are written in "
                f"(choose from {', '.join(keywords.RULE_LANGUAGES)})", line, column, line,
                column + max(len(value), 1),
                hint="write '# lopti: lang=en' (or de, nl, tr), or leave the line out: the "
                     "language is read from the keywords")])
        how = "header"
    else:
        score = dict.fromkeys(keywords.RULE_LANGUAGES, 0)
        for word, _line, _column in words:
            for lang in known.get(word, ()):
                score[lang] += 1
        lang = max(keywords.RULE_LANGUAGES, key=lambda g: score[g])
        how = "words" if score[lang] else "default"
    return Language(lang, how, mixed(words, lang, how))


def mixed(words: list[tuple[str, int, int]], lang: str, how: str) -> list[Diagnostic]:
    """LP115 for each word of another rule language in a file written in ``lang``."""
    known = _known()
    mine = keywords.vocabulary(lang)
    out: list[Diagnostic] = []
    for word, line, column in words:
        others = known.get(word)
        if not others or word in mine:
            continue
        out.append(_mixed_word(word, line, column, others, lang, how))
        if len(out) >= MAX_MIXED:
            break
    return out


def _mixed_word(word: str, line: int, column: int, others: tuple[str, ...], lang: str,
                how: str) -> Diagnostic:
    meaning = next(((g, keywords.meanings(g)[word]) for g in others
                    if word in keywords.meanings(g)), None)
    other = meaning[0] if meaning is not None else others[0]
    said = "says so on its first lines" if how == "header" else "most of its keywords are"
    message = (f"'{word}' is a keyword in {keywords.LANGUAGE_NAMES[other]}, but this file "
               f"is written in {keywords.LANGUAGE_NAMES[lang]} ({said})")
    fix = None
    if meaning is not None:
        fix = keywords.say(meaning[1], lang)
        message += f": did you mean '{fix}'?"
    hint = (f"write every keyword of a file in one language; to write it in "
            f"{keywords.LANGUAGE_NAMES[other]}, put '# lopti: lang={other}' on its first line")
    d = codes.diagnostic("LP115", message, line, column, line, column + len(word), hint)
    if fix is None:
        return d
    return d.replace(fix=fix)


@cache
def _named_terminals() -> frozenset[str]:
    """The grammar's terminals whose token the tree keeps and whose text is a keyword
    (``BEFORE``, ``CARDS``, ``UP_TO`` ...): the ones a foreign parse spells differently."""
    from .grammar import lark_parser

    return frozenset(t.name for t in lark_parser().terminals
                     if not t.name.startswith(("_", "__")) and
                     (t.name in keywords.TOKEN_PHRASES or
                      (t.pattern.type == "str" and t.pattern.value in keywords.WORDS)))


def to_canonical(tree: Any, lang: str) -> Any:
    """``tree`` (a parse in ``lang``) with each kept keyword token in English, in place:
    the transformer then reads the tree of the English twin (positions unchanged)."""
    if lang == "en":
        return tree
    from lark import Token

    named = _named_terminals()
    back = keywords.meanings(lang)
    for sub in tree.iter_subtrees():
        if sub.data == "count_decl":  # its scope words are names: 'diese runde'
            sub.children[1:] = [
                Token.new_borrow_pos(c.type, keywords.scope_word(str(c), lang, "en"), c)
                if isinstance(c, Token) and c.type == "NAME" else c for c in sub.children[1:]]
            continue
        kept = sub.data in ("attribute", "hook", "skip_event")  # their names are events'
        for i, child in enumerate(sub.children):
            if isinstance(child, Token) and child.type == "NAME" and not kept and \
                    str(child) in back:  # a free word of an unknown statement
                sub.children[i] = Token.new_borrow_pos("NAME", back[str(child)], child)
            elif isinstance(child, Token) and child.type in named:
                if child.type in keywords.TOKEN_PHRASES:
                    english = keywords.TOKEN_PHRASES[child.type][0]
                else:
                    english = back.get(str(child), str(child))
                sub.children[i] = Token.new_borrow_pos(child.type, english, child)
    return tree


def _keyword_token(tok: Token) -> bool:
    return tok.type in keywords.TOKEN_PHRASES or (
        tok.type != "NAME" and str(tok) in keywords.vocabulary("en"))


def _free_word(tokens: list[Token], n: int) -> bool:
    """Whether NAME token ``n`` is an English keyword read as a free word (an unknown
    statement's, ``cancel the play``): not an event's name nor an attribute's part."""
    word = str(tokens[n])
    before = [t.type for t in tokens[max(n - 2, 0):n]]
    return (word in keywords.words_of("en") and word not in _engine_words()
            and not (n + 1 < len(tokens) and tokens[n + 1].type == "DOT")
            and not (before and before[-1] in ("DOT", "BEFORE", "AFTER", "SKIP"))
            and before[-2:] != ["SKIP", "THE"])  # a hook's or a skip's event


def translate(text: str, lang: str) -> str:
    """English rule text (it must parse) in ``lang``'s keywords: each keyword token, and
    each run of tokens that is a phrase of ``keywords.PHRASES``, replaced in place;
    names, texts, numbers, comments and the layout are kept."""
    if lang == "en":
        return text
    from lark import Token

    from .grammar import lark_parser

    every = [t for t in lark_parser().parse_interactive(text).iter_parse()
             if isinstance(t, Token) and t.start_pos is not None]
    tokens: list[Token] = []
    scope = False  # after 'count "name"' opening a line: the count's scope words
    for n, t in enumerate(every):
        before = [u.type for u in every[max(n - 2, 0):n]]
        if t.type == "STRING" and before[-2:] in (["_NL", "COUNT"], ["_INDENT", "COUNT"]):
            scope = True
        elif t.type == "_NL":
            scope = False
        if scope and t.type == "NAME":
            tokens.append(Token.new_borrow_pos("SCOPE", str(t), t))
        elif _keyword_token(t) or (t.type == "NAME" and _free_word(every, n)):
            tokens.append(t)
    words = keywords.words_of(lang)
    phrases = keywords.phrases_of(lang)
    longest = max(len(p) for p in phrases)
    out: list[str] = []
    at = i = 0
    while i < len(tokens):
        tok = tokens[i]
        start, end = tok.start_pos, tok.end_pos
        assert start is not None and end is not None
        done = False
        for n in range(longest, 1, -1):  # a phrase: adjacent tokens, only blanks between
            run = tokens[i:i + n]
            key = tuple(str(t) for t in run)
            if len(run) == n and key in phrases and all(
                    not text[a.end_pos or 0:b.start_pos or 0].strip()
                    for a, b in zip(run, run[1:], strict=False)):
                out += [text[at:start], " ".join(phrases[key])]
                at, i, done = run[-1].end_pos or end, i + n, True
                break
        if done:
            continue
        new = (keywords.token_phrase(tok.type, lang) if tok.type in keywords.TOKEN_PHRASES
               else keywords.scope_word(str(tok), "en", lang) if tok.type == "SCOPE"
               else words[str(tok)])
        out += [text[at:start], new]
        at, i = end, i + 1
    out.append(text[at:])
    return "".join(out)


def rule_language(text: str) -> str:
    """The rule language ``text`` is written in (said or detected; English by default)."""
    return detect(text).lang


_PIECES = re.compile(r'"[^"\n]*"?|#[^\n]*|\w+(?:\.\w+)*')


@cache
def _phrases(lang: str) -> list[tuple[tuple[str, ...], str]]:
    """``lang``'s phrases of several words and the English each says, longest first."""
    found = [(words, " ".join(english)) for english, words in keywords.phrases_of(lang).items()
             if len(words) > 1]
    found += [(tuple(keywords.token_phrase(t, lang).split()), english)
              for t, (english, _row) in keywords.TOKEN_PHRASES.items()
              if " " in keywords.token_phrase(t, lang)]
    return sorted(found, key=lambda p: -len(p[0]))


def reword(text: str, source: str, target: str) -> str:
    """Rule text of a few lines written in ``source``'s keywords, word by word in
    ``target``'s: for text that need not parse (a line being typed, a bad example, a
    completion). Each keyword and phrase is swapped; texts, comments, names, attributes
    and an event's name after ``before``/``after`` are kept. :func:`translate` is exact
    for whole rules that parse."""
    if source == target:
        return text
    meaning = keywords.meanings(source) if source != "en" else {
        w: w for w in keywords.vocabulary("en")}
    phrases = _phrases(source) if source != "en" else [
        (tuple(p.split()), p) for p in [*keywords.PHRASES, "up to"]]
    pieces = list(_PIECES.finditer(text))
    out: list[str] = []
    at, i, previous = 0, 0, ""
    while i < len(pieces):
        m = pieces[i]
        piece = m.group(0)
        english: str | None = None
        end, step = m.end(), 1
        if piece[0] not in '"#' and "." not in piece:
            for words, said in phrases:
                run = pieces[i:i + len(words)]
                if len(run) == len(words) and tuple(r.group(0) for r in run) == words and all(
                        not text[a.end():b.start()].strip()
                        for a, b in zip(run, run[1:], strict=False)):
                    english, end, step = said, run[-1].end(), len(words)
                    break
            if english is None and not (previous in ("before", "after")
                                        and piece in EVENT_NAMES):
                english = meaning.get(piece)
        out += [text[at:m.start()], piece if english is None else keywords.say(english, target)]
        at, i, previous = end, i + step, english or piece
    out.append(text[at:])
    return "".join(out)


def shown_in(text: str, lang: str) -> str:
    """A rule as a table reading ``lang`` is shown it (``book show``, the exported book,
    the phone's rule book): a rule the archive keeps in English, the canonical language,
    in ``lang``'s keywords when rules are written in it (German, Dutch, Turkish); as
    kept for English and Chinese, for a rule in another language's keywords, and for
    text that does not parse."""
    from lark.exceptions import LarkError

    if lang == "en" or lang not in keywords.RULE_LANGUAGES or rule_language(text) != "en":
        return text
    try:
        return translate(text, lang)
    except LarkError:
        return text


def with_header(text: str, lang: str) -> str:
    """``text`` saying its language on its first line (``# lopti: lang=nl``); English,
    the canonical language, needs no such line, and an old one is dropped."""
    lines = text.split("\n")
    said = header(text)
    if said is not None:
        del lines[said[1] - 1]
    body = "\n".join(lines)
    return body if lang == "en" else f"# lopti: lang={lang}\n{body}"
