"""Every word read in its own language (issue 29, lexlang42): the one rule by which the
free-text judge's word lists are read.

A word list of text/ gives its words by language (en, de, nl, tr, zh: the tagged lexicons
read by text/matching.py, the families of text/change_lexicon.py, the phrase groups of
text/standing_words.py). A text whose language is decided (:func:`decided`: most of its
common words are one language's, and two of them are that language's alone) reads only
the words of that language and the words of every language; a text of no one language
reads them all. So the Dutch "de" ("the") is no Turkish "too", the Dutch "voor" no
English "for", the Turkish "son" ("last") no English "son", the German "will" no English
"will".
"""

from __future__ import annotations

from functools import cache, lru_cache

from .common_words import COMMON
from .textnorm import fold

#: The languages a word list gives its words in
LANGUAGES = ("en", "de", "nl", "tr", "zh")


@cache
def common() -> dict[str, frozenset[str]]:
    """Language -> its commonest words (text/common_words.py), folded."""
    return {lang: frozenset(fold(text).replace(",", " ").split()) for lang, text in COMMON.items()}


def guessed(words: tuple[str, ...]) -> str:
    """The language most of ``words``' common words belong to, or "" when no language has
    two of them or two languages tie (text/matching.language for a sentence)."""
    by = common()
    score = sorted(((sum(w in by[lang] for w in words), lang) for lang in by), reverse=True)
    return score[0][1] if score[0][0] >= 2 and score[0][0] > score[1][0] else ""


def owned(words: tuple[str, ...], lang: str) -> str:
    """``lang`` when two of ``words`` are common words of that language and no other's,
    or "" ("z o e n de deler" is no one language: "o" and "de" are Turkish too)."""
    if not lang or lang == "zh":
        return ""
    by = common()
    own = {w for w in words if w in by[lang]
           and not any(w in v for k, v in by.items() if k != lang)}
    return lang if len(own) >= 2 else ""


@lru_cache(maxsize=4096)
def decided(words: tuple[str, ...]) -> str:
    """The language a run of folded words is decided to be (:func:`guessed`, then
    :func:`owned`), or "": the language a word list reads them in (:func:`reads`)."""
    return owned(words, guessed(words))


def reads(lang: str, decided: str) -> bool:
    """Whether a word of language ``lang`` ("" for a word of every language) is read in a
    text of the ``decided`` language ("" for none decided)."""
    return not decided or not lang or lang == decided


__all__ = ["LANGUAGES", "common", "decided", "guessed", "owned", "reads"]
