"""Word families found in a sentence (language/text/change_lexicon.py), for the readings of
what a sentence changes (language/text/changes.py, vote_changes.py).

Every family's Latin-script entries are indexed by their first word, so one pass over a
sentence's tokens finds them all (about 50 µs a sentence); Chinese entries are substrings.
Each entry is read in its own language: in a sentence whose language is decided
(text/tongues.decided), another language's word is a look-alike and not read (lexlang42).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from .change_lexicon import FAMILIES
from .textnorm import Sentence, fold, has_cjk
from .tongues import decided, reads

Phrase = tuple[tuple[str, bool], ...]  #: each word: (text, is a prefix)
Tokens = tuple[tuple[str, ...], ...]  #: a sentence's tokens, each with its variants


class Family(NamedTuple):
    latin: tuple[tuple[str, Phrase], ...]  #: its entries, (language, a phrase of words)
    cjk: tuple[str, ...]        #: Chinese substrings


@cache
def family(name: str) -> Family:
    by_language = FAMILIES[name]
    phrases = [(lang, tuple((w.rstrip("*"), w.endswith("*")) for w in fold(raw.strip()).split()))
               for lang, text in by_language.items() if lang != "zh"
               for raw in text.split(",")]
    chinese = by_language.get("zh", "")
    return Family(tuple(dict.fromkeys((lang, p) for lang, p in phrases if p)),
                  tuple(c.strip() for c in chinese.split(",") if c.strip()))


class _Index(NamedTuple):
    """Every family's Latin entries by their first word, so one pass over a sentence's
    tokens finds them all: word -> (family, phrase), prefix's first two letters ->
    (prefix, family, phrase)."""

    exact: dict[str, tuple[tuple[str, str, Phrase], ...]]
    prefix: dict[str, tuple[tuple[str, str, str, Phrase], ...]]


@cache
def _index() -> _Index:
    exact: dict[str, list[tuple[str, str, Phrase]]] = {}
    prefix: dict[str, list[tuple[str, str, str, Phrase]]] = {}
    for name in FAMILIES:
        for lang, phrase in family(name).latin:
            word, is_prefix = phrase[0]
            if is_prefix:
                prefix.setdefault(word[:2], []).append((word, name, lang, phrase))
            else:
                exact.setdefault(word, []).append((name, lang, phrase))
    return _Index({k: tuple(v) for k, v in exact.items()},
                  {k: tuple(v) for k, v in prefix.items()})


def _word_is(variants: Sequence[str], word: str, prefix: bool) -> bool:
    return any(v.startswith(word) if prefix else v == word for v in variants)


@lru_cache(maxsize=2048)
def _spans(tokens: Tokens) -> dict[str, tuple[tuple[int, int], ...]]:
    """Every family's (start, end) token spans in a sentence, in one pass; each entry read
    in its own language (:func:`tongues.reads`: in a Dutch sentence "de" is no Turkish
    "too", "voor" no English "for")."""
    index = _index()
    own = decided(tuple(t[0] for t in tokens))
    found: dict[str, list[tuple[int, int]]] = {}
    for i, variants in enumerate(tokens):
        seen: set[str] = set()
        for v in variants:
            entries = [e for e in index.exact.get(v, ())]
            entries += [(n, lang, ph) for w, n, lang, ph in index.prefix.get(v[:2], ())
                        if v.startswith(w)]
            for name, lang, phrase in entries:
                if name in seen or not reads(lang, own) or i + len(phrase) > len(tokens) \
                        or not all(
                        _word_is(tokens[i + k], w, p) for k, (w, p) in enumerate(phrase)
                        if k):
                    continue
                seen.add(name)
                found.setdefault(name, []).append((i, i + len(phrase)))
    return {k: tuple(v) for k, v in found.items()}


@lru_cache(maxsize=512)
def cjk(folded: str) -> bool:
    """Whether a sentence holds Chinese (asked by every reading: kept a sentence)."""
    return has_cjk(folded)


_LAST: list[tuple[Tokens, dict[str, tuple[tuple[int, int], ...]]]] = []


def located(tokens: Tokens, name: str) -> tuple[tuple[int, int], ...]:
    """Where the family's Latin words stand: (start, end) token spans. The sentence read
    last is kept by identity: its readings ask a score of families of the same tokens."""
    if not _LAST or _LAST[0][0] is not tokens:
        _LAST[:] = [(tokens, _spans(tokens))]
    return _LAST[0][1].get(name, ())


def cjk_at(text: str, name: str) -> list[tuple[int, int]]:
    """Where the family's Chinese words stand in ``text``: (start, end) offsets."""
    out = []
    for sub in family(name).cjk:
        start = text.find(sub)
        while start >= 0:
            out.append((start, start + len(sub)))
            start = text.find(sub, start + 1)
    return sorted(out)


def shown(tokens: Tokens, span: tuple[int, int]) -> str:
    return "'" + " ".join(t[0] for t in tokens[span[0]:span[1]]) + "'"


def has(sentence: Sentence, name: str) -> tuple[int, int] | None:
    found = cjk_at(sentence.cjk, name) if cjk(sentence.folded) else []
    if found:
        return found[0]
    spans = located(sentence.split, name)
    return spans[0] if spans else None


def words(sentence: Sentence, name: str) -> str:
    if cjk(sentence.folded):
        found = cjk_at(sentence.cjk, name)
        if found:
            return f"'{sentence.cjk[found[0][0]:found[0][1]]}'"
    spans = located(sentence.split, name)
    return shown(sentence.split, spans[0]) if spans else ""


__all__ = ["Family", "Phrase", "Tokens", "cjk", "cjk_at", "family", "has", "located", "shown",
           "words"]
