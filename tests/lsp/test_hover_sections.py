"""Hover takes a word's text from the section that explains it (issue 26): every keyword
and condition word of the language, not a section that mentions it in passing (before,
``rule``, ``after``, ``when`` and ``skip`` showed "Typos and phone typing")."""

from __future__ import annotations

import pytest

from lopti_rules.language import WORD_CLASSES
from lopti_rules.lsp import hover

#: The section each keyword is explained in (a title prefix of docs/language.md).
EXPECTED = {
    "rule": "The Lopti rule language", "after": "The Lopti rule language",
    "when": "The Lopti rule language", "before": "Events", "count": "Counting and memory",
    "instead": "What blocking means",
    **{w: "Control flow" for w in ("each", "else", "for", "forever", "if", "repeat",
                                    "times", "until", "while")},
}


def section_of(text: str) -> str:
    assert text.startswith("*"), text[:80]
    return text[1:text.index("*", 1)]


def test_every_keyword_has_its_expected_section_listed() -> None:
    assert set(EXPECTED) == set(WORD_CLASSES["keyword"])


@pytest.mark.parametrize("word", sorted(WORD_CLASSES["keyword"]))
def test_each_keyword_hovers_with_the_section_that_explains_it(word: str) -> None:
    section = section_of(hover._word(word, ""))  # noqa: SLF001
    assert section.startswith(EXPECTED[word]), (word, section)


@pytest.mark.parametrize("word", sorted(WORD_CLASSES["operator"]))
def test_each_condition_word_hovers_and_never_from_an_aside(word: str) -> None:
    text = hover._word(word, "")  # noqa: SLF001
    assert text, word
    section = section_of(text)
    assert not section.startswith(hover.ASIDES[:4]), (word, section)


@pytest.mark.parametrize("word", ["skip", "draws", "gives", "reverse", "says", "picks"])
def test_actions_hover_from_actions(word: str) -> None:
    assert section_of(hover._word(word, "")) == "Actions"  # noqa: SLF001


def test_no_keyword_or_action_is_explained_by_the_typo_section() -> None:
    words = {*WORD_CLASSES["keyword"], *WORD_CLASSES["operator"], *WORD_CLASSES["action"]}
    typo = [w for w in sorted(words)
            if "Typos and phone typing" in hover._word(w, "")[:40]]  # noqa: SLF001
    assert typo == []
