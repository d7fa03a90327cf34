"""The editor's hovers in the client's language (issue 25): every hover the vocabulary has
(each keyword, event, role, action, operator, constant, rank and attribute, and a German,
Dutch or Turkish keyword's) reads in de/nl/tr/zh with no English left outside its code
spans and no raw placeholder.

The texts are docs/language.md's own entries and the vocabulary's notes, catalogued by
``lsp/hovercatalog.py`` (``hover.collected``); a page edited without re-extracting the
catalogs fails tests/i18n/test_catalogs.py, and a hover that reaches a new entry fails
here."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from support.english import english_left, placeholders_left

from lopti_rules import i18n
from lopti_rules.engine import EVENT_TYPES
from lopti_rules.language import TABLE, WORD_CLASSES, event_attributes
from lopti_rules.lsp.hover import _RANKS, collected, hover_text

LANGS = ("de", "nl", "tr", "zh")
#: a link's target (``(#last-rounds-pickups-the-biggest-picker)``) and a page's name
ASIDE = re.compile(r"\(#[\w-]+\)|\(docs/language\.md\)|DESIGN\.md")


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


def lines() -> list[tuple[str, int]]:
    """A rule line for every hover the vocabulary has, and where the word sits in it."""
    words = sorted({w for kind in WORD_CLASSES.values() for w in kind} | set(EVENT_TYPES)
                   | set(_RANKS))
    attributes = sorted({f"{ns}.{name}" for ns in TABLE for name in TABLE[ns]}
                        | {f"{event}.{name}" for event in EVENT_TYPES
                           for name in event_attributes(event)})
    out = []
    for word in [*words, *attributes]:
        out.append((f"  {word} x", 3 + (word.index(".") + 1 if "." in word else 0)))
        if word in EVENT_TYPES:
            out.append((f"  after {word}:", 9))  # an event after its timing
    out += [("  nach play wenn play.rank ist 8:", 15), ("  sonra play eğer x:", 15),
            ("  na play als play.rank is 8:", 12)]  # German, Turkish, Dutch keywords
    return out


def test_every_hover_text_is_collected_for_the_catalogs() -> None:
    texts = collected()
    assert len(texts) > 100 and "Events" in texts and "Players: roles, never people" in texts


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_4_every_hover_reads_in_the_clients_language(lang: str,
                                                              speak: None) -> None:
    i18n.use(lang)
    left = {}
    shown = 0
    for line, at in lines():
        found = hover_text(line, at)
        if found is None:
            continue
        shown += 1
        text = ASIDE.sub(" ", found[0])
        words = english_left(text, lang) + placeholders_left(text)
        if words:
            left[line.strip()] = words
    assert shown > 150
    assert not left, f"{len(left)} hovers with English left: {dict(list(left.items())[:4])}"


def test_a_role_hovers_in_german_with_the_cards_words(speak: None) -> None:
    i18n.use("de")
    text = hover_text("  dealer draws 1", 3)[0]  # type: ignore[index]
    assert text.startswith("**`dealer`**: eine Rolle, die gebende Person dieser Runde")
    assert "*Personen: Rollen, nie Menschen* (docs/language.md)" in text
    i18n.use("zh")
    text = hover_text("  after play:", 9)[0]  # type: ignore[index]
    assert text.startswith("**`play`**：一个基础事件") and "`play.rank`（点数）" in text
