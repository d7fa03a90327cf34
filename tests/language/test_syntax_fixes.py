"""R-CUSTOM-1 syntax errors name the real problem: did-you-mean fixes (syntax/syntax_fixes.py)."""

from __future__ import annotations

from support import each

from lopti_rules.language import parse
from lopti_rules.language.syntax.parser import parse_collect

HEAD = 'rule "a"\n  after play:\n'

CASES = [
    # (text, code, words the message must hold, the fixed line)
    ('rule "a"\n  after play wen play.rank is 8:\n    skip next player\n', "LP101",
     ("'wen'", "did you mean 'when'"), "  after play when play.rank is 8:"),
    ('rule "a"\n  aftr play:\n    skip next player\n', "LP101",
     ("'aftr'", "did you mean 'after'"), "  after play:"),
    ('rul "a"\n  after play:\n    skip next player\n', "LP101",
     ("'rul'", "did you mean 'rule'"), 'rule "a"'),

    ('rule "a"\n  before play whenn play.rank is 8:\n    skip next player\n', "LP101",
     ("did you mean 'when'",), "  before play when play.rank is 8:"),
    (HEAD + "    next player pick up 2 cards\n", "LP101",
     ("'pick up'", "did you mean 'draws'"), "    next player draws 2 cards"),
    ('rule "a"\n  after play when play.rank is 8s:\n    skip next player\n', "LP101",
     ("'8s' is not a rank",), "  after play when play.rank is 8:"),
    (HEAD + "    next player draws cards\n", "LP106",
     ("needs a count",), "    next player draws 2 cards"),
    (HEAD + "    next player draws card\n", "LP106",
     ("needs a count",), "    next player draws 1 card"),
    (HEAD + "    skip the next player now\n", "LP101",
     ("'now' is one word too many",), "    skip the next player"),
]


@each.parametrize(("text", "code", "words", "fixed"), CASES,
                         ids=[c[3].strip() for c in CASES], size=60)
def test_r_custom_1_syntax_error_says_did_you_mean_with_a_fix_that_parses(
        text: str, code: str, words: tuple[str, ...], fixed: str) -> None:
    book, diags = parse_collect(text)
    assert book is None
    assert [d.code for d in diags] == [code]
    d = diags[0]
    for word in words:
        assert word in d.message
    assert d.hint == f"did you mean: {fixed.strip()}"
    assert "colon" not in d.message
    lines = text.split("\n")
    lines[d.line - 1] = fixed
    assert parse("\n".join(lines)).rules  # the suggested line is a valid rule


def test_r_custom_1_a_german_keyword_in_an_english_file_is_lp115_with_its_fix() -> None:
    """German 'nach' is a word of another rule language (LP115), fixed to 'after'."""
    book, diags = parse_collect('rule "a"\n  nach play:\n    skip next player\n')
    assert book is None
    assert [(d.code, d.line, d.column, d.fix) for d in diags] == [("LP115", 2, 3, "after")]
    assert "'nach'" in diags[0].message and "did you mean 'after'" in diags[0].message


def test_r_custom_1_a_missing_colon_is_still_named_as_one() -> None:
    _, diags = parse_collect('rule "a"\n  after play when play.rank is 8\n    skip next player\n')
    assert [d.code for d in diags] == ["LP102"]


def test_r_custom_1_no_fix_is_offered_that_the_grammar_refutes() -> None:
    _, diags = parse_collect('rule "a"\n  after play:\n    zzz qqq www\n      vvv\n')
    assert diags and all("did you mean" not in d.message for d in diags)
