"""What a newcomer types and the linter used to let through (issue 27): a face written as
its number (LP946), a count and its noun that disagree (LP947), a file with no rule
(LP948); the fixes of ``lopti lint --fix``, and the session refusing what lint warns of."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each

from lopti_rules.cli import main
from lopti_rules.language import fix_text, lint_text
from lopti_rules.language.lint.wording import card_counts, code_only

HOOK = 'rule "a"\n  after play when play.rank is 8:\n'


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


@each.parametrize(("statement", "fixed"), [
    ("next player draws 2 card", "next player draws 2 cards"),
    ("next player draws 1 cards", "next player draws 1 card"),
    ("acting player gives 3 card to next player", "acting player gives 3 cards to next player"),
    ("next play must have at least 1 cards", "next play must have at least 1 card"),
])
def test_r_custom_1_a_count_and_its_noun_agree_with_a_fix(statement: str, fixed: str) -> None:
    text = HOOK + f"    {statement}\n"
    (d,) = lint_text(text).diagnostics
    assert (d.code, d.severity) == ("LP947", "warning")
    assert fix_text(text) == HOOK + f"    {fixed}\n"
    assert lint_text(fix_text(text)).diagnostics == []


@each.parametrize("statement", [
    "next player draws 1 card", "next player draws 2 cards", "next player draws 0 cards",
    'next player says "2 card"', "next player draws 2 cards  # not 1 card",
    "next player draws 1 + 1 cards",
], size=60)
def test_agreeing_counts_texts_comments_and_sums_are_left_alone(statement: str) -> None:
    assert "LP947" not in codes_of(HOOK + f"    {statement}\n")


def test_code_only_blanks_texts_and_comments_keeping_columns() -> None:
    line = '    say "2 card" # 1 cards'
    assert code_only(line) == '    say "      "' + " " * 10
    assert len(code_only(line)) == len(line)
    assert card_counts(line) == []


@each.parametrize(("number", "face"), [("11", "J"), ("12", "Q"), ("13", "K"),
                                              ("14", "A")], size=60)
def test_r_custom_1_a_face_written_as_its_number_is_a_warning_with_the_face(
        number: str, face: str) -> None:
    text = f'rule "a"\n  after play when play.rank is {number}:\n    skip next player\n'
    (d,) = lint_text(text).diagnostics
    assert (d.code, d.severity, d.hint, d.fix) == ("LP946", "warning",
                                                    f"did you mean '{face}'?", face)
    assert fix_text(text) == text.replace(f"is {number}:", f"is {face}:")


@pytest.mark.parametrize("text", [
    'rule "a"\n  after play when play.rank is 10:\n    skip next player\n',
    'rule "a"\n  after play when play.rank is J:\n    skip next player\n',
    'rule "a"\n  after play when round.plays is 11:\n    skip next player\n',
])
def test_numbers_and_faces_in_their_places_are_not_lp946(text: str) -> None:
    assert "LP946" not in codes_of(text)


def test_faces_in_restrictions_and_one_of_are_caught_too() -> None:
    text = ('rule "a"\n  after play when play.rank is one of 8, 13:\n'
            "    next play must be 12 or lower\n")  # (Q or higher after an 8: LP208)
    assert codes_of(text) == ["LP946", "LP946"]
    assert fix_text(text) == ('rule "a"\n  after play when play.rank is one of 8, K:\n'
                              "    next play must be Q or lower\n")


def test_a_suppressed_lp946_is_neither_reported_nor_fixed() -> None:
    text = ('rule "a"\n  # lopti: ignore[LP946]\n  after play when play.rank is 11:\n'
            "    skip next player\n")
    assert codes_of(text) == []
    assert fix_text(text) == text


@pytest.mark.parametrize("text", ["", "\n\n", "# a rule will go here\n"])
def test_r_custom_1_an_empty_rule_file_is_a_warning(text: str) -> None:
    (d,) = lint_text(text).diagnostics
    assert (d.code, d.severity, d.line) == ("LP948", "warning", 1)


def test_lint_exits_1_on_an_empty_file_and_the_session_refuses_it_with_the_same_code(
        tmp_path: Path) -> None:
    empty = tmp_path / "empty.lopti"
    empty.write_text("# to do\n", encoding="utf-8")
    run = CliRunner().invoke
    result = run(main, ["lint", "--static-only", str(empty)])
    assert result.exit_code == 1 and "LP948" in result.output
    db = str(tmp_path / "a.db")
    assert run(main, ["session", "new", "r", "--players", "Ann,Bo", "--db", db]).exit_code == 0
    assert run(main, ["session", "round", "--winner", "Ann", "--db", db]).exit_code == 0
    result = run(main, ["session", "rule", "add", str(empty), "--by", "Ann", "--db", db])
    assert result.exit_code == 2 and "LP948 this file holds no rule" in result.output


def test_lint_fix_writes_the_face_and_the_noun(tmp_path: Path) -> None:
    f = tmp_path / "a.lopti"
    f.write_text('rule "a"\n  after play when play.rank is 11:\n    next player draws 2 card\n',
                 encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", "--fix", "--static-only", str(f)])
    assert result.exit_code == 0, result.output
    assert f.read_text(encoding="utf-8") == (
        'rule "a"\n  after play when play.rank is J:\n    next player draws 2 cards\n')


def test_a_count_of_thousands_of_digits_is_read_without_converting_it() -> None:
    """LP915's long numbers reach the wording check too: it compares digits, never int()."""
    text = HOOK + f"    next player draws {'0' * 5000}1 cards\n"
    (d,) = card_counts(text)
    assert d.code == "LP947" and d.fix == f"{'0' * 5000}1 card"


@pytest.mark.parametrize("data", [b"\xef", b"\xef\xbb", b"\xef\xbbrule"])
def test_a_byte_order_mark_cut_short_is_lp113_not_an_empty_file(tmp_path: Path,
                                                                 data: bytes) -> None:
    """Found by the any-bytes property once LP948 warned of empty files: a lone b'\\xef'
    was decoded as no text at all (CPython's incremental utf-8-sig decoder drops a BOM
    cut short) and linted as an empty file."""
    from lopti_rules.language import lint_paths

    (tmp_path / "f.lopti").write_bytes(data)
    (result,) = lint_paths([tmp_path])
    assert [d.code for d in result.diagnostics] == ["LP113"]
