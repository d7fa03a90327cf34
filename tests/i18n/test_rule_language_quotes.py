"""A rule written in German, Dutch or Turkish keywords gets its answer in those keywords
(issue 25, "Done when": a German table writes a rule in German and reads the linter's
answer without a word of English).

The checks read the canonical (English) tree, so the rule code their messages and hints
quote was English ("unknown action 'the gewinner draws 0 cards'", "'for each player:'"),
and a misspelt German word got no did-you-mean. ``lint/ruletongue.py`` says the quoted
code in the file's keywords, and ``analysis/checks/base.close`` reads a typo against
the file's keywords first.

R-CUSTOM-1: a rule is announced whole and unambiguous, in words the table reads.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.engine import EVENT_NAMES
from lopti_rules.language import lint_text, tongue
from lopti_rules.language.catalogue import keywords
from lopti_rules.language.syntax.rulelang import reword, with_header

ROOT = Path(__file__).resolve().parents[2]
REJECTED = sorted((ROOT / "examples" / "rejected").glob("*.lopti"))
FOREIGN = ("de", "nl", "tr")
#: a quoted piece of a finished message or hint (a possessive's apostrophe is no quote)
QUOTED = re.compile(r"(?<![\w])['„“「‘]((?:[^'\n“”„「」‘’]|(?<=\w)'s(?!\w))+)['“”」’](?!\w)")


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    i18n.use("en")


def english_code(text: str, lang: str) -> list[str]:
    """English keywords in what ``text`` quotes that ``lang`` does not share, less the
    engine's names (events and attributes stay English in every language)."""
    english, mine = keywords.vocabulary("en"), keywords.vocabulary(lang)
    return [w for piece in QUOTED.findall(text)
            for w in re.findall(r"[^\W\d_][\w.]*", piece)
            if w in english and w not in mine and w not in EVENT_NAMES and "." not in w]


@pytest.mark.slow  # lints each of the 300-odd rejected examples in another language: 4 CPU s
def test_r_custom_1_every_rejected_example_in_another_language_quotes_its_own_keywords(
        speak: None) -> None:
    """Each rejected example (English keywords) rendered in German, Dutch or Turkish (one
    language a file, in turn) and linted: what its messages and hints quote of the rule
    is in the file's keywords, read in the table's language. LP115 names words of
    another language on purpose, and a free-text message quotes the table's own text as
    written."""
    left = []
    for n, path in enumerate(p for p in REJECTED
                             if "lang=" not in p.read_text(encoding="utf-8",
                                                            errors="replace")):
        lang = FOREIGN[n % len(FOREIGN)]
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        result = lint_text(with_header(reword(text, "en", lang), lang), path.name)
        said = tongue(result.text)
        i18n.use(lang)
        for d in result.diagnostics:
            free = d.code.startswith("LP7") or d.message.startswith("free text")
            for part in ([] if free else [said.message(d)]) + [said.hint(d)]:
                found = english_code(part, lang) if d.code != "LP115" else []
                if found:
                    left.append((path.name, lang, d.code, part, found))
        i18n.use("en")
    assert not left, "\n".join(map(repr, left))


@pytest.mark.parametrize(("lang", "text", "message", "hint"), [
    ("de", 'regel "a"\n  nach play:\n    der gewinner zieht 0 karten\n',
     "unbekannte Aktion 'der gewinner zieht 0 karten'", "meinst du 'der sieger zieht'?"),
    # the role's word is not the card's ("Der Sieger erfindet eine Regel"): the card's
    ("de", 'regel "a"\n  nach round_end:\n    der gewinner sagt "Nächste Woche?"\n',
     "unbekannte Aktion 'der gewinner sagt \"Nächste Woche?\"'", "meinst du 'der sieger sagt'?"),
    ("de", 'regel "a"\n  nach play:\n    der zuschauer zieht 0 karten\n',
     "unbekannte Aktion 'der zuschauer zieht 0 karten'", "Aktionen: zieht, gibt, holt,"),
    ("de", 'regel "a"\n  nach play:\n    nächste spieler zeiht 1 karte\n',
     "unbekannte Aktion 'zeiht 1 karte'", "meinst du 'zieht'?"),
    ("de", 'regel "a"\n  nach play:\n    überspringe nächster spieler\n',
     "unbekannte Rolle 'nächster spieler'", "meinst du 'nächste spieler'?"),
    ("nl", 'regel "a"\n  na play:\n    volgende speler terkt 1 kaart\n',
     "onbekende actie 'terkt 1 kaart'", "bedoel je 'trekt'?"),
    ("tr", 'kural "a"\n  sonra play:\n    sonraki oyuncu çker 1 kart\n',
     "bilinmeyen eylem 'çker 1 kart'", "'çeker'"),
    ("de", 'regel "a"\n  nach plya:\n    überspringe nächste spieler\n',
     "unbekanntes Ereignis 'plya'", "meinst du 'play'?"),  # an event: the engine's name
])
def test_r_custom_1_a_typo_in_a_foreign_rule_is_quoted_and_fixed_in_its_keywords(
        lang: str, text: str, message: str, hint: str, speak: None) -> None:
    result = lint_text(text)
    (d,) = result.diagnostics
    i18n.use(lang)
    said = tongue(result.text)
    assert said.message(d) == message
    assert hint in said.hint(d)


def test_r_custom_1_the_english_answer_to_a_german_rule_quotes_it_in_german() -> None:
    result = lint_text('regel "a"\n  nach play:\n    der gewinner zieht 0 karten\n')
    (d,) = result.diagnostics
    assert d.message == "unknown action 'the gewinner draws 0 cards'"  # the checks' own
    assert tongue(result.text).message(d) == "unknown action 'der gewinner zieht 0 karten'"
    assert lint_text('rule "a"\n  after play:\n    the winner draws 0 cards\n') \
        .diagnostics[0].message == tongue("").message(
            lint_text('rule "a"\n  after play:\n    the winner draws 0 cards\n').diagnostics[0])


def test_r_custom_1_lint_text_json_and_lsp_say_a_dutch_rules_code_in_dutch(
        tmp_path: Path) -> None:
    path = tmp_path / "regel.lopti"
    path.write_text('regel "a"\n  na play:\n    overslaan volgende speler\n'
                    '    volgende speler terkt 1 kaart\n', encoding="utf-8")
    runner = CliRunner()
    shown = runner.invoke(main, ["--lang", "nl", "lint", str(path)])
    assert "onbekende actie 'terkt 1 kaart'" in shown.output
    assert "bedoel je 'trekt'?" in shown.output
    got = runner.invoke(main, ["lint", "--format", "json", str(path)])
    (found,) = json.loads(got.output)["diagnostics"]
    assert found["message"] == "unknown action 'terkt 1 kaart'"
    assert found["hint"] == "did you mean 'trekt'?"  # English, the fix in the file's words

    from lopti_rules.lsp.server import to_lsp

    result = lint_text(path.read_text(encoding="utf-8"))
    d = next(d for d in result.diagnostics if "terkt" in d.message)
    lines = result.text.split("\n")
    assert "'trekt'" in to_lsp(lines, d, words=tongue(result.text)).message


@pytest.mark.parametrize(("lang", "said"), [("de", "jener spieler"), ("nl", "die speler"),
                                            ("tr", "o oyuncu")])
def test_r_custom_1_explain_shows_its_examples_in_the_tables_keywords(
        lang: str, said: str) -> None:
    """`lopti --lang de lint --explain LP909`: the examples (Avoid, Prefer) and the rule
    code of the prose are in German keywords; commands stay as typed. Chinese rules are
    written in English keywords, so its pages keep them."""
    runner = CliRunner()
    page = runner.invoke(main, ["--lang", lang, "lint", "--explain", "LP909"]).output
    assert f"`{said}`" in page and "that player" not in page
    assert f'{keywords.say("rule", lang)} "That"' in page
    assert lint_text(page.split("```lopti\n")[2].split("```")[0]).diagnostics == []
    fix = runner.invoke(main, ["--lang", lang, "lint", "--explain", "LP114"]).output
    assert "`lopti lint --fix`" in fix
    zh = runner.invoke(main, ["--lang", "zh", "lint", "--explain", "LP909"]).output
    assert "`that player`" in zh and 'rule "That"' in zh


def test_r_custom_1_the_phones_rule_editor_reads_a_german_rules_problems_in_german(
        speak: None) -> None:
    """The live lint panel of `lopti serve`'s rule editor (``/api/lint``): each finding in
    the phone's language, the code it quotes in the rule's keywords."""
    from lopti_rules.serve.rulepages import checked

    i18n.use("de")
    found, _words = checked('regel "Zieh"\n  nach play:\n    nächste spieler zeiht 1 karte\n',
                            [])
    assert [(f["code"], f["message"], f["hint"]) for f in found] == [
        ("LP903", "unbekannte Aktion 'zeiht 1 karte'", "meinst du 'zieht'?")]


@pytest.mark.parametrize(("lang", "line", "word", "code"), [
    ("de", "    überspringe nächste spieler", "überspringe", "`überspringe <player>`"),
    ("nl", "    die speler trekt 1 kaart", "die", "`voor elke ...:`"),
    ("tr", "  sonra play eğer play.rank ise 8:", "eğer", "`eğer <condition>`"),
])
def test_r_custom_1_the_hover_on_a_foreign_keyword_shows_rule_code_in_its_language(
        lang: str, line: str, word: str, code: str, speak: None) -> None:
    """`lopti lsp`'s hover on a German, Dutch or Turkish keyword: which English keyword it
    stands for, then that keyword's explanation with its rule code in the file's
    keywords (the places to fill in, ``<player>``, as written)."""
    from lopti_rules.lsp.hover import hover_text

    i18n.use(lang)
    found = hover_text(line, line.index(word) + 1)
    assert found is not None and code in found[0], found
