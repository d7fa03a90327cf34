"""Look-alikes of the free-text judge's word lists (issue 29, lexlang42): each word a list
gives for one language that is also a common word or a lexicon entry of another language
(en, de, nl, tr), and the lists of text/ still given with no language.

A tagged list (change_lexicon.FAMILIES, standing_words' groups) reads a look-alike only in
its own language (text/tongues.py); an untagged one reads it everywhere.

Run: ``.venv/bin/python benchmarks/lookalikes.py [LANG]`` (LANG: only the look-alikes that
language also has).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from lopti_rules.language.text import change_lexicon, matching, standing_words
from lopti_rules.language.text.textnorm import fold

ROOT = Path(__file__).resolve().parents[1]


def vocabulary() -> dict[str, set[str]]:
    """Word -> the languages that have it: their common words, the tagged lexicon's
    one-word entries."""
    vocab: dict[str, set[str]] = defaultdict(set)
    for lang, words in matching.common_words().items():
        for w in words:
            vocab[w].add(lang)
    for _name, text, lang in matching.entry_sources():
        if lang and lang != "zh":
            for raw in fold(text).split(","):
                raw = raw.strip()
                if raw and " " not in raw and not raw.endswith("*"):
                    vocab[raw.rstrip("+")].add(lang)
    return vocab


def rows() -> list[tuple[str, str, str, frozenset[str]]]:
    """(list, language, word, the other languages that have it)."""
    vocab = vocabulary()
    out: list[tuple[str, str, str, frozenset[str]]] = []
    for family, by_language in change_lexicon.FAMILIES.items():
        for lang, text in by_language.items():
            for w in (w.rstrip("*") for raw in fold(text).split(",") for w in raw.split()):
                if lang != "zh" and w.isalpha() and vocab[w] - {lang}:
                    out.append((f"FAMILIES[{family}]", lang, w, frozenset(vocab[w] - {lang})))
    for name, group in vars(standing_words).items():
        if isinstance(group, standing_words.Group):
            for phrase, lang in zip(group, group.langs, strict=True):
                for w in (w.rstrip("*") for w in phrase):
                    if lang and w.isalpha() and vocab[w] - {lang}:
                        out.append((f"standing_words.{name}", lang, w,
                                    frozenset(vocab[w] - {lang})))
    return sorted(set(out), key=lambda r: r[:3])


def main() -> None:
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    found = rows()
    for where, lang, word, others in found:
        if not only or only in others:
            print(f"{where:36} {lang}:{word:14} also {','.join(sorted(others))}")
    untagged = [line for line in (ROOT / "tests" / "data" / "word_lists" / "untagged.txt")
                .read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    print(f"{len(found)} look-alikes in the tagged lists, each read in its own language; "
          f"{len(untagged)} lists of text/ still untagged (tests/data/word_lists/untagged.txt)")


if __name__ == "__main__":
    main()
