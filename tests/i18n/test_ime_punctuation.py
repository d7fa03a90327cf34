"""A Chinese input method's full-width punctuation (LP114) and corner quotes (LP109) are
found and fixed as a phone's curly quotes are; texts and comments keep what was typed
(R-CUSTOM-1: a rule is announced whole and unambiguous)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.language import lint_text
from lopti_rules.language.syntax.phonetext import fixed_text, untype

IME = ('rule 「八跳」\n'
       '  after play when play.rank is one of 8，9：  # 全角：留着\n'
       '    skip next player\n'
       '    acting player says 「好（了）！」\n')


def test_R_CUSTOM_1_full_width_punctuation_and_corner_quotes_are_fixed() -> None:
    assert fixed_text(IME) == ('rule "八跳"\n'
                               '  after play when play.rank is one of 8,9:  # 全角：留着\n'
                               '    skip next player\n'
                               '    acting player says "好（了）！"\n')


def test_R_CUSTOM_1_each_line_gets_one_diagnostic_with_its_fix() -> None:
    found = untype(IME).diagnostics
    assert [(d.code, d.line) for d in found] == [("LP109", 1), ("LP114", 2), ("LP109", 4)]
    wide = found[1]
    assert wide.message == "full-width '，' where Lopti writes ','"
    assert wide.fix == ",9:" and (wide.column, wide.end_column) == (40, 43)
    assert found[0].message.startswith("corner quotes:")


def test_R_CUSTOM_1_the_rest_of_the_rule_is_still_checked_and_nothing_else_is_wrong() -> None:
    result = lint_text(IME, "ime.lopti")
    assert sorted({d.code for d in result.diagnostics}) == ["LP109", "LP114"]
    assert lint_text(fixed_text(IME), "ime.lopti").diagnostics == []


def test_a_full_width_character_inside_a_text_is_kept() -> None:
    text = 'rule "Hi"\n  after clear:\n    acting player says "好：（）"\n'
    assert untype(text).diagnostics == [] and fixed_text(text) == text


def test_lint_fix_writes_the_plain_punctuation(tmp_path: Path) -> None:
    rule = tmp_path / "ime.lopti"
    rule.write_text(IME, encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", "--fix", "--static-only", str(rule)])
    assert result.exit_code == 0, result.output
    assert rule.read_text(encoding="utf-8") == fixed_text(IME)


def test_the_caret_sits_under_chinese_text_in_terminal_columns() -> None:
    """A Chinese character takes two columns: the caret line counts columns, not characters."""
    from rich.cells import cell_len

    from lopti_rules.language.report.diagnostics import cells, excerpt

    line = '    acting player says "下一轮不投票"'
    start = line.index('"') + 1
    shown = excerpt(line, 1, start, 1, len(line) + 1)
    source, carets = shown.split("\n")
    assert carets.lstrip(" ") == "^" * cell_len('"下一轮不投票"')
    assert len(carets) - len(carets.lstrip(" ")) == cell_len(line[:start - 1])
    assert cells("下一轮") == cell_len("下一轮") == 6 and cells("ab") == 2
    assert cells("８，ＫÜ") == cell_len("８，ＫÜ")
