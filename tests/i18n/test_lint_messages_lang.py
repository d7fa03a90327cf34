"""The checks' own messages and hints in the table's language (issue 25): the rejected
examples' syntax problems (LP101-LP115, R-CUSTOM-1), the first a new writer meets, read
with no English left and no raw placeholders in every language.

The checks write English f-strings; ``report/templates.py`` lists their wordings with
named fields and translates a finished message at the reporting seam.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from lopti_rules import i18n
from lopti_rules.language import Diagnostic, lint_text
from lopti_rules.language.report import localized
from lopti_rules.language.report.templates import TEMPLATES, translate

ROOT = Path(__file__).resolve().parents[2]
REJECTED = sorted((ROOT / "examples" / "rejected").glob("*.lopti"))
LANGS = ("de", "nl", "tr", "zh")
#: English words no other language's message uses (quoted rule text aside)
ENGLISH = re.compile(r"\b(the|this|that|must|here|word|words|write|line|with|text|quotes|"
                     r"space|spaces|keyword|keywords|file|mean|expected|unexpected|indent|"
                     r"indented|block|end|number|rank|count|cards|not|only|language)\b")
PLACEHOLDER = re.compile(r"\{\w*\}")


def prose(text: str) -> str:
    """The text without what it quotes from the rule (``'wen'``, ``"Name"``, code spans)."""
    text = re.sub(r"`[^`]*`", "", text)
    text = re.sub(r'"[^"]*"|“[^”]*”|„[^“]*“', "", text)
    return re.sub(r"'[^']*'", "", text)


@functools.cache
def problems() -> list[tuple[str, Diagnostic]]:
    """Every static problem of the rejected examples, linted once (in English)."""
    found = []
    for path in REJECTED:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        found += [(path.name, d) for d in lint_text(text, path.name).diagnostics]
    return found


def syntax_problems() -> list[tuple[str, Diagnostic]]:
    """The syntax family's problems (LP1xx); linted when a test first asks, not while the
    tests are collected (every xdist worker collects)."""
    return [(name, d) for name, d in problems() if d.code.startswith("LP1")]


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


def test_the_rejected_examples_have_syntax_problems_of_every_kind() -> None:
    found = syntax_problems()
    assert {d.code for _, d in found} >= {f"LP1{n:02}" for n in range(1, 16)} - {"LP113"} \
        or len(found) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_1_rejected_examples_syntax_messages_have_no_english_left(
        lang: str, speak: None) -> None:
    i18n.use(lang)
    left = []
    for name, d in syntax_problems():
        said, hint = localized.message(d), localized.hint(d)
        assert localized.detail(d) == "", (name, d.message)  # no English detail beside it
        for text in (said, hint):
            if d.hint.startswith("did you mean: ") and text == hint:  # the fixed rule line
                text = text.replace(d.hint.removeprefix("did you mean: "), "")
            if PLACEHOLDER.search(text) or ENGLISH.search(prose(text)):
                left.append((name, d.code, text))
    assert not left, left[:5]


def test_a_template_fills_its_fields_and_translates_a_listed_value(speak: None) -> None:
    i18n.use("de")
    assert translate("'wen' is not a Lopti word here: did you mean 'when'?") == \
        "'wen' ist hier kein Lopti-Wort: meinst du 'when'?"
    assert translate("expected end of line, 'instead'") == "erwartet: Zeilenende, 'instead'"
    assert translate("'card' is a keyword in English, but this file is written in German "
                     "(most of its keywords are): did you mean 'karte'?") == (
        "'card' ist ein Schlüsselwort der Sprache Englisch, aber diese Datei ist in der "
        "Sprache Deutsch geschrieben (wie die meisten ihrer Schlüsselwörter): meinst du "
        "'karte'?")
    assert translate("a wording no template has") is None
    i18n.use("en")
    assert translate("'wen' is not a Lopti word here: did you mean 'when'?") is None


def test_every_template_is_a_wording_a_check_writes() -> None:
    """A template that matches nothing the code writes would be a stale catalog entry."""
    sources = "".join(p.read_text(encoding="utf-8")
                      for p in (ROOT / "lopti_rules" / "language").rglob("*.py")
                      if p.name != "templates.py")
    sources = re.sub(r"([\"'])\s*\n\s*f?\1", "", sources)  # strings joined across lines
    for template in TEMPLATES:
        # each literal piece (a message may join two: "cannot read this file: {why}")
        for piece in re.split(r"\{\w+\}|: ", template):
            literal = piece.strip(" :'()")
            if len(literal) < 8:
                continue
            spellings = (literal, literal.replace('"', '\\"'), literal.replace("'", "\\'"))
            assert any(spelled in sources for spelled in spellings), (template, literal)


#: families catalogued beyond the syntax one: people (R-CUSTOM-4), unknown names, blocking
#: words (R-CUSTOM-2), free text (R-CUSTOM-3); LP302's first dealer and LP709's reasons
#: are not yet
NEXT = {"LP301", "LP303", "LP304", "LP901", "LP903", "LP904", "LP909", "LP201", "LP204",
        "LP701", "LP702", "LP703", "LP704", "LP705", "LP706", "LP710", "LP711"}


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_4_people_names_blocking_and_free_text_messages_are_translated(
        lang: str, speak: None) -> None:
    found = [(name, d) for name, d in problems() if d.code in NEXT]
    assert {d.code for _, d in found} == NEXT
    i18n.use(lang)
    for name, d in found:
        assert localized.detail(d) == "", (name, d.message)
        for text in (localized.message(d), localized.hint(d)):
            assert not PLACEHOLDER.search(text) and text not in (d.message, d.hint) or \
                not text, (name, text)
