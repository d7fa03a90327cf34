"""English left in a translated text: a word check against the English catalog's msgids.

The English vocabulary is every word of every ``msgid`` in the template (lopti.pot); a
word the language's own translations also use (``Roshambo``, Dutch ``open``, a command
name such as ``lopti``) is not English left. What the table itself wrote (player and rule
names, a ruling's question, rule code, the quoted command of a hint) is taken out by the
caller or by :func:`prose` before the check.
"""

from __future__ import annotations

import functools
import re

from babel.messages.pofile import read_po

from lopti_rules import i18n

WORD = re.compile(r"[^\W\d_]{3,}")
#: a field not filled in: ``{name}``, ``{0}``, ``%(name)s``
PLACEHOLDER = re.compile(r"\{\w*\}|%\(\w+\)[sd]")


def _words(text: str) -> set[str]:
    text = re.sub(r"\{\w*\}", " ", text)  # a placeholder's name is no word of the message
    return {w.lower() for w in WORD.findall(text)}


@functools.cache
def english_words(lang: str) -> frozenset[str]:
    """The words of the English msgids that ``lang``'s catalog never writes itself."""
    with (i18n.LOCALE_DIR / "lopti.pot").open("rb") as fp:
        template = read_po(fp)
    with i18n.catalog_path(lang).open("rb") as fp:
        catalog = read_po(fp)
    english: set[str] = set()
    for m in template:
        for text in (m.id if isinstance(m.id, tuple) else (m.id,)):
            english |= _words(prose(text))  # a quote is the table's words, any language
    native: set[str] = set()
    for m in catalog:
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            native |= _words(prose(text or ""))  # rule code quoted in it is no German
    return frozenset(english - native)


def prose(text: str) -> str:
    """``text`` without what it quotes (``'lopti session roshambo ...'``, ``"Name"``,
    code spans), the table's own words in any language."""
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r'"[^"\n]*"|“[^”\n]*”|„[^“\n]*“', " ", text)
    return re.sub(r"(?<!\w)'[^'\n]*'(?!\w)", " ", text)


def english_left(text: str, lang: str) -> list[str]:
    """The English words in ``text`` (its quoted parts aside), in order of appearance."""
    english = english_words(lang)
    return [w for w in WORD.findall(prose(text)) if w.lower() in english]


def placeholders_left(text: str) -> list[str]:
    """Fields a translation left unfilled."""
    return PLACEHOLDER.findall(text)


def untranslated(text: str, lang: str) -> list[str]:
    """What a translated message still shows untranslated: English words and unfilled
    fields."""
    return english_left(text, lang) + placeholders_left(text)
