"""The Pygments lexer and the TextMate grammar: one grammar of truth with the parser."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import each
from support.paths import DOCS, EXAMPLES, REJECTED, ROOT

from lopti_rules.language.present.highlight import (
    WORD_CLASSES,
    LoptiLexer,
    events,
    grammar_words,
    highlight_css,
    highlight_html,
    token_stream,
)
from lopti_rules.language.present.tmgrammar import render as render_tm
from lopti_rules.language.syntax.grammar import grammar_text

TM_FILE = ROOT / "editors" / "vscode" / "syntaxes" / "lopti.tmLanguage.json"


def _docs_blocks() -> list[str]:
    blocks = []
    for page in sorted(DOCS.glob("*.md")):
        blocks += re.findall(r"```lopti\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
    return blocks


def test_word_classes_cover_exactly_the_grammars_words_r_custom_1() -> None:
    classified = [w for ws in WORD_CLASSES.values() for w in ws]
    assert len(classified) == len(set(classified)), "a word sits in two classes"
    assert set(classified) == grammar_words(grammar_text())


def test_grammar_words_reads_quoted_words_but_not_comments() -> None:
    assert grammar_words('a: "draws" "(" // "ghost"\nb: "take_up"') == {"draws", "take_up"}


def _lexes_without_error_or_unknown_tokens(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    kinds = list(token_stream(text))
    assert "".join(v for _, v in kinds) == text
    assert [v for k, v in kinds if k in ("Token.Error", "Token.Text")] == []


def test_lexer_has_no_error_or_unknown_tokens_on_example_rules() -> None:
    """Every legal example, in one test (a tenth of a millisecond a file: support/each.py)."""
    assert each.check_each(sorted(EXAMPLES.glob("*.lopti")), lambda p: p.name,
                           _lexes_without_error_or_unknown_tokens) > 100


def test_lexer_has_no_error_tokens_on_the_docs_lopti_blocks() -> None:
    blocks = _docs_blocks()
    assert len(blocks) > 10
    for block in blocks:
        assert not [v for k, v in token_stream(block) if k == "Token.Error"], block


#: the rejected example too large for the fast subset (LP926: over a megabyte)
HUGE = "rule-book-too-large.lopti"


def _keeps_every_character(path: Path) -> None:
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    assert "".join(v for _, v in token_stream(text)) == text


def test_lexer_keeps_every_character_of_rejected_rules() -> None:
    """Every rejected example but the huge one, in one test (support/each.py)."""
    rejected = [p for p in sorted(REJECTED.rglob("*.lopti")) if p.name != HUGE]
    assert each.check_each(rejected, lambda p: str(p.relative_to(REJECTED)),
                           _keeps_every_character) > 500


@pytest.mark.slow
def test_lexer_keeps_every_character_of_the_huge_rejected_rule() -> None:
    _keeps_every_character(REJECTED / HUGE)


@given(st.text(max_size=200))
def test_lexer_never_fails_and_keeps_any_text(text: str) -> None:
    out = "".join(v for _, v in token_stream(text))
    # Pygments reads line ends as \n, drops a leading BOM and ends the text with a newline
    read = text.replace("\r\n", "\n").replace("\r", "\n").removeprefix("\ufeff")
    assert out == (read if read.endswith("\n") else read + "\n")


def test_lexer_classes_of_a_hook_line() -> None:
    kinds = [(k, v) for k, v in token_stream(
        'rule "Eights"\n  after play when play.rank is 8:\n    skip next player\n')
        if k != "Token.Text.Whitespace"]
    assert kinds == [
        ("Token.Keyword", "rule"), ("Token.Literal.String.Double", '"Eights"'),
        ("Token.Keyword", "after"), ("Token.Name.Class", "play"), ("Token.Keyword", "when"),
        ("Token.Name.Namespace", "play"), ("Token.Punctuation", "."),
        ("Token.Name.Attribute", "rank"), ("Token.Operator.Word", "is"),
        ("Token.Literal.Number.Integer", "8"), ("Token.Punctuation", ":"),
        ("Token.Name.Function", "skip"), ("Token.Name.Builtin", "next"),
        ("Token.Name.Builtin", "player"),
    ]


def test_every_event_is_highlighted_as_an_event_after_before_and_after() -> None:
    for event in events():
        kinds = dict((v, k) for k, v in token_stream(f"  before {event}:\n"))
        assert kinds[event] == "Token.Name.Class"


def test_highlight_html_is_spans_with_css_for_them() -> None:
    html = highlight_html('rule "A <b>"\n')
    assert '<span class="lp-k">rule</span>' in html
    assert "&lt;b&gt;" in html and "<b>" not in html
    assert ".lopti-code .lp-k" in highlight_css()


def test_pygments_entry_point_names_the_lexer() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    target = project["project"]["entry-points"]["pygments.lexers"]["lopti"]
    assert target == f"{LoptiLexer.__module__}:{LoptiLexer.__name__}"


def test_pygments_finds_the_lexer_by_name_when_installed() -> None:
    from importlib.metadata import entry_points

    from pygments.lexers import get_lexer_by_name

    if not any(e.name == "lopti" for e in entry_points(group="pygments.lexers")):
        pytest.skip("lopti-rules is installed without the pygments entry point (an older "
                    "install): reinstall it for `pygmentize -l lopti`")
    assert get_lexer_by_name("lopti").name == "Lopti"


def test_textmate_grammar_file_is_rendered_from_the_word_classes() -> None:
    assert TM_FILE.read_text(encoding="utf-8") == render_tm(), \
        "run: python -m lopti_rules.language.present.tmgrammar > " + str(TM_FILE.relative_to(ROOT))
