"""Quotes of the official rule cards (issue 29, "Free text"): a sentence the cards say.

The cards (``cards/``: German, Chinese, Dutch and Turkish as published, and the English
digest RULES.md) are read with the judge's own reading (language/text/textnorm.py), so a
text that says one of their sentences, or the opening clauses of one, is recognised
whatever its case, accents or punctuation. A quote of the cards lays down nothing the
cards do not, so the judge leaves it clean (language/text/harm.py). The match is
exact on the words: a quote with one word changed ("15 decided rounds", "only the dealer")
is no quote and is read like any other text.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from .textnorm import Sentence, has_cjk, sentence_words

CARDS = Path(__file__).with_name("cards")
#: a quote is at least this many words (a card's heading, "Stapel aufnehmen", is a
#: demand more than a quote)
_SHORTEST = 4
_BULLET = re.compile(r"^\s*(?:[-#*>]+|\d+\.)\s*")


#: A card's title run into its first sentence with no space, as the cards' text holds it
#: ("Spielbar haltenKeine Regel darf …", "Houd het speelbaarGeen regel mag …",
#: "Oynanabilir tutHiçbir kural …"): a title, then a sentence
GLUED = re.compile(r"(?<=[a-zäöüçğışß])(?=[A-ZÄÖÜÇĞİŞ][a-zäöüçğış])")


def _lines(path: Path) -> list[str]:
    """The card's lines, a title run into its sentence set apart; RULES.md's numbered
    items joined across their wrapped lines."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".md":
        return [GLUED.sub(". ", line) for line in text.splitlines()]
    items: list[str] = []
    for line in text.splitlines():
        if line.startswith("   ") and items:
            items[-1] += " " + line.strip()
        else:
            items.append(line)
    return items


def _key(words: tuple[str, ...]) -> tuple[str, ...] | None:
    """The words a quote is matched by, or None when too short to be one: Latin-script
    words (at least four), or Chinese characters without spaces (at least six)."""
    if has_cjk("".join(words)):
        joined = "".join(words)
        return (joined,) if len(joined) >= 2 * _SHORTEST - 2 else None
    return words if len(words) >= _SHORTEST else None


@cache
def _index() -> frozenset[tuple[str, ...]]:
    """Every sentence of the cards as words, and every run of its opening clauses."""
    out: set[tuple[str, ...] | None] = set()
    for path in sorted(CARDS.glob("*")):
        for line in _lines(path):
            line = _BULLET.sub("", line).replace("**", "").replace("`", "")
            for words, ends in sentence_words(line):
                out.add(_key(words))
                out.update(_key(words[:end]) for end in ends)
    return frozenset(w for w in out if w is not None)


def quoted(sentence: Sentence) -> bool:
    """Whether the sentence is a sentence of the official cards (or its opening clauses)."""
    key = _key(tuple(t[0] for t in sentence.split))
    return key is not None and key in _index()


__all__ = ["CARDS", "GLUED", "quoted"]
