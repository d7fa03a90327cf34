"""The code pages behind ``lopti lint --explain CODE`` in the table's language (issue 25):
every code's page reads wholly in German, Dutch, Turkish and Chinese, its explanation
("Why") included, with codes, rule numbers and the examples' rule text as they are.

The English-word check is the one the rejected examples' messages are read with
(``test_lint_messages_lang``): a word of the English catalog's msgids, less keywords,
attributes, code spans, quoted text, codes and rule numbers.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from i18n.test_lint_messages_lang import LANGS, PLACEHOLDER, leftover_english, prose

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.language import ALL_CODES
from lopti_rules.language.lint.ruletongue import page_in
from lopti_rules.language.report import localized
from lopti_rules.language.report.codes import render_page

ROOT = Path(__file__).resolve().parents[2]
CODES = sorted(ALL_CODES)
#: words the language writes as English does, beyond the messages' list (``SHARED``): the
#: Dutch card's ``blinde kaarten``, Dutch ``scenario``, ``past`` (fits), ``tabs``, ``bytes``,
#: ``drugs``, ``dollars``, ``runtime``, ``Chinese``, ``tests``, ``families``; German
#: ``Syntax``, ``Attribute``, ``Verb``, ``legal`` (the card's word), ``Simulation``,
#: ``Darts``; Turkish ``pay`` (a share), ``web``; software words every language writes
#: (``editor``, ``parser``, ``online``, ``Code``, ``Engine``, ``Compiler``, ``Budget``)
#: and the names of things (``PDF``, ``Windows``, ``Mac``, ``Latin-1``, ``ASCII``)
NAMES = {"pdf", "windows", "mac", "latin", "ascii", "editor", "parser", "online", "code",
         "engine", "compiler", "budget"}
ALSO_SHARED = {"de": NAMES | {"syntax", "attribute", "verb", "legal", "simulation", "darts"},
               "nl": NAMES | {"scenario", "drugs", "dollars", "blind", "runtime", "past",
                              "tabs", "bytes", "chinese", "tests", "families"},
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
    body = re.sub(r"\blopti [a-z ]*--[\w-]+", " ", body)  # a command: lopti lint --simulate
    return re.sub(r"```lopti\n.*?```", " ", body, flags=re.S)


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_1_every_code_page_has_no_english_left(lang: str, speak: None) -> None:
    i18n.use(lang)
    left = {}
    for code in CODES:
        entry = ALL_CODES[code]
        page = localized.page(entry)
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
def test_a_page_keeps_rule_numbers_code_spans_and_examples(lang: str, speak: None) -> None:
    i18n.use(lang)
    for code in CODES:
        entry = ALL_CODES[code]
        page = localized.page(entry)
        assert page.startswith(f"# {code} {entry.name}\n")
        why = localized.why(entry)
        for kept in re.findall(r"`[^`]*`|\bR-[A-Z]+-\d+\b|\bLP\d+\b", entry.why):
            assert kept in why, (code, kept)
        examples = re.findall(r"```lopti\n.*?```", render_page(entry), flags=re.S)
        assert len(examples) == 2, code
        for example in examples:  # the rule text as it is; only LP926's "... and N more"
            assert example in page or code == "LP926", code


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "# ... und 59.352 weitere Zeilen wie diese\n"),
    ("nl", "# ... en nog 59.352 regels zoals deze\n"),
    ("tr", "# ... ve bunlar gibi 59.352 satır daha\n"),
    ("zh", "# ……以及另外 59,352 行类似内容\n")])
def test_r_custom_3_the_shortened_example_says_how_many_lines_in_the_language(
        lang: str, said: str, speak: None) -> None:
    """LP926's example is over a megabyte; its page shows three lines and how many more."""
    english = render_page(ALL_CODES["LP926"])
    assert "# ... and 59,352 more lines like these\n" in english
    i18n.use(lang)
    page = localized.page(ALL_CODES["LP926"])
    assert said in page and "more lines" not in page


def test_r_custom_3_explain_in_german_from_the_command_line() -> None:
    result = CliRunner().invoke(main, ["--lang", "de", "lint", "--explain", "LP401"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert out.startswith("# LP401 unbounded-loop\n") or out.startswith("# LP401 ")
    assert "## Warum\n\nRegeln dürfen keine Endlosschleifen erzeugen (R-CUSTOM-3)." in out
    assert ALL_CODES["LP401"].why not in out
    english = CliRunner().invoke(main, ["lint", "--explain", "LP401"]).stdout
    assert "## Why\n\n" + ALL_CODES["LP401"].why in english


def test_r_special_10_sarif_describes_each_code_in_the_language() -> None:
    """SARIF's ``fullDescription`` of a code is its explanation, as the page says it."""
    rejected = ROOT / "examples" / "rejected" / "always-low.lopti"  # LP207
    result = CliRunner().invoke(main, ["--lang", "tr", "lint", "--static-only", "--format",
                                       "sarif", str(rejected)])
    assert result.exit_code == 1, result.output
    rules = {r["id"]: r for r in json.loads(result.stdout)["runs"][0]["tool"]["driver"]["rules"]}
    i18n.use("tr")
    try:
        told = localized.why(ALL_CODES["LP207"])
    finally:
        i18n.use("en")
    assert rules["LP207"]["fullDescription"]["text"] == told != ALL_CODES["LP207"].why
    assert "R-SPECIAL-10" in told and "3 zorunluluğu" in told


def test_r_custom_3_the_editors_hover_on_a_code_is_its_page_in_the_clients_language(
        speak: None) -> None:
    from lopti_rules.lsp.hover import hover_text

    line = "    repeat forever:  # lopti: ignore[LP401]"
    at = line.index("LP401") + 2
    english = hover_text(line, at)
    assert english is not None and "## Why\n" in english[0]
    i18n.use("nl")
    dutch = hover_text(line, at)
    assert dutch is not None and dutch[1:] == english[1:]
    # the page in Dutch, its examples in Dutch keywords (``lint/ruletongue.page_in``)
    assert dutch[0] == page_in(localized.page(ALL_CODES["LP401"]), "nl")
    assert "## Waarom\n" in dutch[0] and "`herhaal altijd`" in dutch[0]
