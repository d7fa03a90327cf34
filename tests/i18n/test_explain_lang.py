"""The code pages behind ``lopti lint --explain CODE`` in the table's language (issue 25):
a translated page reads wholly in its language, its explanation ("Why") included, with
codes, rule numbers and the examples' rule text as they are.

The English-word check is the one the rejected examples' messages are read with
(``test_lint_messages_lang``): a word of the English catalog's msgids, less keywords,
attributes, code spans, quoted text, codes and rule numbers.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from click.testing import CliRunner
from i18n.test_lint_messages_lang import LANGS, PLACEHOLDER, leftover_english, prose

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.language import ALL_CODES
from lopti_rules.language.report import localized
from lopti_rules.language.report.codes import render_page

EXPLAINED = sorted(localized.EXPLAINED)
#: words the language writes as English does, beyond the messages' list (``SHARED``): the
#: Dutch card's ``blinde kaarten``, Dutch ``scenario``, ``past`` (fits), ``tabs``, ``bytes``,
#: ``drugs``, ``dollars``, ``runtime``, ``Chinese``; German ``Syntax``, ``Attribute``;
#: Turkish ``pay`` (a share), ``web``; software words every language writes (``editor``,
#: ``parser``, ``online``) and the names of things (``PDF``, ``Windows``, ``Mac``, ``Latin-1``)
NAMES = {"pdf", "windows", "mac", "latin", "editor", "parser", "online"}
ALSO_SHARED = {"de": NAMES | {"syntax", "attribute"},
               "nl": NAMES | {"scenario", "drugs", "dollars", "blind", "runtime", "past",
                              "tabs", "bytes", "chinese"},
               "tr": NAMES | {"pay", "web"}, "zh": NAMES}


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


def reading(page: str) -> str:
    """What a table reads on a page, less the page's title (the code's name is an
    identifier, ``fixed-person``) and the examples (rule text, fenced)."""
    body = page.split("\n", 1)[1]
    body = re.sub(r"\b[\w-]+/[\w./-]+", " ", body)  # a docs path: docs/trial.md
    return re.sub(r"```lopti\n.*?```", " ", body, flags=re.S)


def test_the_protecting_families_and_the_trial_are_explained() -> None:
    """The work order of issue 25: people, loops, winning and voting, retroactive counts,
    harmful demands and the trial's findings first (R-CUSTOM-3, R-CUSTOM-4)."""
    wanted = {c for c in ALL_CODES if c[:3] in {"LP3", "LP4", "LP5", "LP6", "LP7"}
              or c.startswith("LP80")}
    assert wanted <= localized.EXPLAINED <= set(ALL_CODES)


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_4_an_explained_page_has_no_english_left(lang: str, speak: None) -> None:
    i18n.use(lang)
    in_english = i18n.gettext("Why (in English)")
    left = {}
    for code in EXPLAINED:
        entry = ALL_CODES[code]
        page = localized.page(entry)
        assert in_english not in page, code
        assert localized.why(entry) != entry.why, (code, "not translated")
        read = reading(page)
        words = [w for w in leftover_english(read, lang)
                 if w.lower() not in ALSO_SHARED[lang]]
        if PLACEHOLDER.search(prose(read)):
            words.append("{placeholder}")
        if words:
            left[code] = words
    assert not left, f"{len(left)} pages with English left in {lang}: {left}"


@pytest.mark.parametrize("lang", LANGS)
def test_an_explained_page_keeps_rule_numbers_code_spans_and_examples(
        lang: str, speak: None) -> None:
    i18n.use(lang)
    for code in EXPLAINED:
        entry = ALL_CODES[code]
        page = localized.page(entry)
        assert page.startswith(f"# {code} {entry.name}\n")
        why = localized.why(entry)
        for kept in re.findall(r"`[^`]*`|\bR-[A-Z]+-\d+\b|\bLP\d+\b", entry.why):
            assert kept in why, (code, kept)
        examples = re.findall(r"```lopti\n.*?```", render_page(entry), flags=re.S)
        assert len(examples) == 2 and all(example in page for example in examples), code


def test_a_code_not_yet_explained_says_its_explanation_is_english(speak: None) -> None:
    """A code whose why is not catalogued yet: its page says the why is English."""
    rest = [c for c in ALL_CODES if c not in localized.EXPLAINED]
    if not rest:
        pytest.skip("every code is explained")
    entry = ALL_CODES[rest[0]]
    i18n.use("de")
    page = localized.page(entry)
    assert "## Warum (auf Englisch)\n\n" + entry.why in page


def test_r_custom_3_explain_in_german_from_the_command_line() -> None:
    result = CliRunner().invoke(main, ["--lang", "de", "lint", "--explain", "LP401"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("# LP401 unbounded-loop\n") or out.startswith("# LP401 ")
    assert "## Warum\n\nRegeln dürfen keine Endlosschleifen erzeugen (R-CUSTOM-3)." in out
    assert "auf Englisch" not in out and ALL_CODES["LP401"].why not in out
    english = CliRunner().invoke(main, ["lint", "--explain", "LP401"]).stdout
    assert "## Why\n\n" + ALL_CODES["LP401"].why in english
