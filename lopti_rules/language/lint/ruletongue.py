"""What a diagnostic quotes of a rule, in the keywords the rule is written in (issue 25).

The checks read the canonical (English) tree of a rule written in German, Dutch or
Turkish keywords, so the rule code their messages and hints quote is English: a German
table that wrote ``der gewinner zieht 0 karten`` would read "unknown action 'the
gewinner draws 0 cards'", and a fix it cannot type ("'for each player:'"). A
:class:`Tongue` (one a file, :func:`tongue`) says the message and hint of
``report/localized.py`` in the table's language first, then writes each piece of rule
code they quote back in the file's keywords (``syntax/rulelang.reword``):

- a quoted piece (``'after play'``, ``'the next player'``) whose words are all rule
  code: keywords, the engine's names, numbers, attributes, and the words the file's own
  rule lines hold (``gewinner``); a word only a text says (``whoever``) keeps the piece
  as written, as does a piece already in the file's keywords;
- a rule's site, ``(after play, line 6)``;
- a hint's list of the words a place takes (``actions: draws, gives, ...``);
- ``rule "Name"``, the line a file begins with.

What is never rule code stays: the words of another language LP115 names, and the words
a free-text message quotes from the table's own text (LP7xx, "free text ..."). The
English message itself (``Diagnostic.message``, the JSON's ``hint``) is unchanged, so
the templates of ``report/templates.py`` keep matching it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from ...engine import EVENT_NAMES
from ..catalogue import keywords, vocabulary
from ..report import localized
from ..report.diagnostics import Diagnostic
from ..syntax.rulelang import reword, rule_language

#: a quoted piece in the English wording (a possessive's apostrophe is no quote)
_QUOTED = re.compile(r"(?<!\w)(['„“「‘])((?:[^'\n„“”「」‘’]|(?<=\w)'s(?!\w))+)(['“”」’])(?!\w)")
#: a rule's site: ``(after play, line 6)``
_SITE = re.compile(r"\((?:before|after) [a-z_]+")
#: a hint listing the words that fit a place: ``actions: draws, gives, ...``
_LIST = re.compile(r"(?:actions|roles|measures|[a-z_]+\.\* has): (.+)")
#: the first line of a rule, as a hint of the syntax checks writes it
_RULE_LINE = 'rule "Name"'
#: a word of rule code (an attribute with its dots)
_PIECE = re.compile(r"[^\W\d_]\w*(?:[.-]\w+)*")
#: rule text in quotes and comments: no rule code
_TEXTS = re.compile(r'"[^"\n]*"?|#[^\n]*')


@dataclass(frozen=True)
class Tongue:
    """A file's rule language and the words of its rule lines, to say a diagnostic's
    quoted rule code in that language (English: as the checks wrote it)."""

    lang: str = "en"
    own: frozenset[str] = field(default_factory=frozenset)

    def message(self, d: Diagnostic) -> str:
        """:func:`localized.message`, its quoted rule code in the file's keywords."""
        return self._told(localized.message(d), d.message, d, free=_free(d))

    def detail(self, d: Diagnostic) -> str:
        """:func:`localized.detail`, its quoted rule code in the file's keywords."""
        more = localized.detail(d)
        return self._told(more, d.message, d, free=_free(d)) if more else more

    def full_message(self, d: Diagnostic) -> str:
        """:func:`localized.full_message`, its quoted rule code in the file's keywords."""
        more = self.detail(d)
        return f"{self.message(d)} ({more})" if more else self.message(d)

    def hint(self, d: Diagnostic) -> str:
        """:func:`localized.hint`, its quoted rule code in the file's keywords."""
        return self._told(localized.hint(d), d.hint, d, free=False)

    def english_hint(self, d: Diagnostic) -> str:
        """The hint as the check wrote it (English: the JSON's ``hint``), its quoted rule
        code in the file's keywords (the fix a tool may apply)."""
        return self._told(d.hint, d.hint, d, free=False)

    def text(self, d: Diagnostic) -> tuple[str, str]:
        """The message and hint, for a front end that lays them out itself (``lopti lsp``)."""
        return self.full_message(d), self.hint(d)

    def _told(self, said: str, english: str, d: Diagnostic, free: bool) -> str:
        if self.lang == "en" or not said or d.code == "LP115":
            return said
        if not free:  # each quoted piece as the language quotes it ('…', „…“, 「…」)
            said = _QUOTED.sub(lambda m: self._piece(m), said)
        for old, new in _spans(english, self.lang):
            said = said.replace(old, new)
        return said

    def _piece(self, m: re.Match[str]) -> str:
        piece = m[2]
        if not _code(piece, self.lang, self.own):
            return m[0]
        return m[1] + reword(piece, "en", self.lang) + m[3]


ENGLISH = Tongue()


def tongue(text: str) -> Tongue:
    """The :class:`Tongue` of a rule file's text."""
    lang = rule_language(text) if text else "en"
    if lang == "en":
        return ENGLISH
    own = frozenset(w.lower() for line in text.split("\n")
                    for w in _PIECE.findall(_TEXTS.sub(" ", line)))
    return Tongue(lang, own)


def _free(d: Diagnostic) -> bool:
    """Whether the message quotes the table's own text (the free-text judge's words)."""
    return d.code.startswith("LP7") or d.message.startswith("free text")


def _spans(english: str, lang: str) -> list[tuple[str, str]]:
    """The pieces of rule code ``english`` holds unquoted, each with its rewording in
    ``lang``: a rule's site, a hook named in a sentence, a list of words, a rule's line."""
    out = [(m[0], reword(m[0], "en", lang)) for m in _SITE.finditer(english)]
    out += [(m[0], reword(m[0], "en", lang)) for m in _hooks().finditer(english)]
    listed = _LIST.fullmatch(english)
    if listed is not None:
        out.append((listed[1], reword(listed[1], "en", lang)))
    if _RULE_LINE in english:
        out.append((_RULE_LINE, reword(_RULE_LINE, "en", lang)))
    return [(old, new) for old, new in out if old != new]


@cache
def _hooks() -> re.Pattern[str]:
    """A hook named in a sentence: ``the before play that caused this``."""
    return re.compile(rf"\b(?:before|after) (?:{'|'.join(sorted(EVENT_NAMES))})\b")


def _code(piece: str, lang: str, own: frozenset[str]) -> bool:
    """Whether a quoted piece is English rule code to say in ``lang``: every word a
    keyword, an engine's name, an attribute or a word of the file's rule lines, and none
    already a word of ``lang`` alone; an event's name alone (``'play'``) is the engine's
    in every language."""
    words = [w.lower() for w in _PIECE.findall(_TEXTS.sub(" ", piece.replace("'s ", " ")))]
    english, foreign = keywords.vocabulary("en"), _only(lang)
    words = [w for w in words if w != "..."]
    if not words or all(w in EVENT_NAMES for w in words):  # an event's name: the engine's
        return False
    return not any(w in foreign for w in words) and all(
        w in english or w in own or "." in w or w in EVENT_NAMES or w in vocabulary.LAST_TALLIES or
        all(p in english for p in w.split("-")) for w in words)


@cache
def _only(lang: str) -> frozenset[str]:
    """The keywords of ``lang`` that are no English keyword."""
    return keywords.vocabulary(lang) - keywords.vocabulary("en")


#: a page's rule example (a fenced ``lopti`` block) and its code spans
_BLOCK = re.compile(r"(```lopti\n)(.*?)(```)", re.DOTALL)
_SPAN = re.compile(r"`([^`\n]+)`")


def page_in(page: str, lang: str) -> str:
    """A code's page (``lopti lint --explain``) with its rule examples and the rule code
    of its code spans (```that player```, ```for each```) in ``lang``'s keywords, so a
    table that writes its rules in German reads them in German; a command
    (```lopti lint --fix```), an attribute and an event stay as they are."""
    if lang not in keywords.RULE_LANGUAGES or lang == "en":
        return page
    page = _BLOCK.sub(lambda m: m[1] + reword(m[2], "en", lang) + m[3], page)
    spans = page.split("```")  # code spans outside the fenced blocks only
    spans[::2] = [_SPAN.sub(lambda m: f"`{_reworded(m[1], lang)}`"
                            if _code(_HOLE.sub(" ", m[1]), lang, frozenset()) else m[0], part)
                  for part in spans[::2]]
    return "```".join(spans)


#: a place to fill in a form of the language (``skip <player>``): no rule code
_HOLE = re.compile(r"<[^<>\n]*>")


def _reworded(code: str, lang: str) -> str:
    """Rule code in ``lang``'s keywords, the places to fill in (``<player>``) as written."""
    parts = _HOLE.split(code)
    holes = _HOLE.findall(code) + [""]
    return "".join(reword(part, "en", lang) + hole for part, hole in zip(parts, holes,
                                                                           strict=True))
