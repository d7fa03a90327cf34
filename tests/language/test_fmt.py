"""The formatter (``lopti fmt``): canonical, idempotent, meaning- and comment-preserving."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import each, paths
from support.syntax import BOOKS

from lopti_rules.cli import main
from lopti_rules.language.present.formatter import format_book, format_text
from lopti_rules.language.report.diagnostics import RuleSyntaxError
from lopti_rules.language.syntax.comments import scan_comments
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes

EXAMPLES = sorted(p for p in (paths.ROOT / "examples").glob("*/*.lopti")
                  if not re.search(r"# expect: LP(1|926)",
                                   p.read_text(encoding="utf-8", errors="replace")))

MESSY = (
    "# Header comment.\n"
    'rule "x"\n'
    "    # about the hook\n"
    "    before  play  when (play.rank is 8 or play.rank is 9) and not (play.count>=2):\n"
    "        if hand of the next player<2 :   # short hand\n"
    "            skip the next player\n"
    "        else:   # otherwise\n"
    "            the acting player takes the top cleared card\n"
    '        the dealer says "a # is not a comment here"\n'
)
CANONICAL = (
    "# Header comment.\n"
    'rule "x"\n'
    "  # about the hook\n"
    "  before play when (play.rank is 8 or play.rank is 9) and not play.count is at least 2:\n"
    "    if hand of next player is less than 2:  # short hand\n"
    "      skip next player\n"
    "    else:\n"
    "      # otherwise\n"
    "      acting player takes the top cleared card\n"
    '    dealer says "a # is not a comment here"\n'
)


def test_canonical_form_keeps_comments() -> None:
    assert format_text(MESSY) == CANONICAL
    assert format_text(CANONICAL) == CANONICAL
    assert parse(CANONICAL) == parse(MESSY)


def test_comments_inside_text_are_not_comments() -> None:
    assert [c.text for c in scan_comments('x "a # b"  # real\n')] == ["# real"]


def _name(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _formats_idempotently_and_keeps_its_meaning(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    book = parse(text)
    once = format_text(text)
    assert format_text(once) == once
    assert _faces(parse(once)) == _faces(book)
    assert [c.text for c in scan_comments(once)] == [c.text for c in scan_comments(text)]


@pytest.mark.parametrize("paths", each.groups(EXAMPLES, _name, 80))
def test_examples_format_idempotently_and_keep_their_meaning(paths: list[Path]) -> None:
    """Every parseable example, in groups (about 1.6 ms a file: support/each.py)."""
    each.check_each(paths, _name, _formats_idempotently_and_keeps_its_meaning)


def test_bundled_legal_examples_are_already_canonical() -> None:
    for path in sorted(paths.EXAMPLES.glob("*.lopti")):
        text = path.read_text(encoding="utf-8")
        assert format_text(text) == text, path.name


def test_fmt_refuses_text_that_does_not_parse() -> None:
    with pytest.raises(RuleSyntaxError):
        format_text('rule "x"\n  after play\n')


def test_cli_fmt_check_and_rewrite(tmp_path: Path) -> None:
    path = tmp_path / "messy.lopti"
    path.write_text(MESSY)
    runner = CliRunner()
    result = runner.invoke(main, ["fmt", "--check", str(path)])
    assert result.exit_code == 1 and "would reformat" in result.stdout
    assert path.read_text() == MESSY
    result = runner.invoke(main, ["fmt", str(path)])
    assert result.exit_code == 0 and path.read_text() == CANONICAL
    assert runner.invoke(main, ["fmt", "--check", str(path)]).exit_code == 0


def test_cli_fmt_bad_input_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "broken.lopti"
    path.write_text('rule "x"\n  after play\n')
    result = CliRunner().invoke(main, ["fmt", str(path)])
    assert result.exit_code == 2 and "LP102" in result.stderr and "Traceback" not in result.stderr


# ---------------------------------------------------------------- generated rules


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(BOOKS)
def test_formatting_generated_rules_preserves_meaning_and_is_idempotent(
        book: nodes.RuleBook) -> None:
    """60 generated books: each holds several rules, so the statement kinds the formatter
    writes each come up many times over; CI draws the same books every run
    (derandomized), where 120 cost 10-12 CPU s (each text parsed twice). The dev profile
    draws new books each run."""
    text = format_book(book)
    assert _faces(parse(text)) == _faces(book)  # 11 beside a rank is written J (LP946)
    assert format_text(text) == text


SOUP = ["the", "skip", "if", "play", "gives", "next", "player", "draws", "1", "J", '"x"',
        "cancel", "vote", "oldest", "every", "other", "to", "their", "left", "clear", "pile",
        "reverse", "direction", "instead", "acting", "says", "must", "be", "or", "lower"]


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(SOUP), min_size=1, max_size=10).map(" ".join))
def test_any_statement_that_parses_formats_stably(statement: str) -> None:
    text = f'rule "x"\n  after play:\n    {statement}\n'
    try:
        book = parse(text)
    except RuleSyntaxError:
        return
    once = format_text(text)
    assert parse(once) == book
    assert format_text(once) == once


def test_unknown_statements_keep_a_leading_the() -> None:
    text = 'rule "x"\n  after play:\n    the if play\n'
    assert format_text(text) == text


def _faces(book: object) -> str:
    """The book's tree, with a face written as its number (11, LP946) read as the face:
    fmt writes ``play.rank is 11`` as ``play.rank is J``, the same rank."""
    return re.sub(r"Number\(value=(1[1-4])\)", r"RankLit(value=\1)", repr(book))


def test_fmt_writes_a_face_for_its_number_and_the_noun_for_the_count() -> None:
    """Issue 27: LP946 and LP947 are fixed by fmt as by lint --fix."""
    text = ('rule "a"\n  after play when play.rank is one of 11, 14:\n'
            "    next player draws 2 card\n    next play must be 12 or higher\n")
    assert format_text(text) == ('rule "a"\n  after play when play.rank is one of J, A:\n'
                                 "    next player draws 2 cards\n"
                                 "    next play must be Q or higher\n")
    assert format_text('rule "a"\n  after play when play.count is 11:\n    skip next player\n'
                       ).endswith("play.count is 11:\n    skip next player\n")
