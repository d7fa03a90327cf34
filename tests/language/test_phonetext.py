"""R-CUSTOM-1 phone typing (LP109-LP112): named clearly, fixed by `lopti fmt` and `lint --fix`."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st
from support import each

from lopti_rules.cli import main
from lopti_rules.language import fixed_text, format_text, lint_text, parse, render
from lopti_rules.language.syntax.phonetext import untype

CLEAN = 'rule "Lopti call"\n  after play when play.rank is 8:\n    acting player says "Lopti!"\n'

PHONE = [
    ("LP109", 'rule \u201cLopti call\u201d\n  after play when play.rank is 8:\n'
              '    acting player says \u201cLopti!\u201d\n'),
    ("LP110", 'rule "Lopti call"\n  After play when play.rank is 8:\n'
              '    Acting player says "Lopti!"\n'),
    ("LP111", 'rule "Lopti call"\n  after play when play.rank is 8:\n'
              '\tacting player says "Lopti!"\n'),
    ("LP112", 'rule "Lopti call"\n  after play when play.rank\u00a0is 8:\n'
              '    acting player says "Lopti!"\n'),
]


@each.parametrize(("code", "text"), PHONE, ids=[c for c, _ in PHONE])
def test_r_custom_1_phone_typing_is_named_and_nothing_else_is_reported(code: str,
                                                                       text: str) -> None:
    result = lint_text(text)
    assert {d.code for d in result.diagnostics} == {code}
    assert not result.ok
    assert all(d.fix is not None for d in result.diagnostics)


@each.parametrize(("code", "text"), PHONE, ids=[c for c, _ in PHONE])
def test_r_custom_1_phone_typing_fixed_text_lints_clean_and_fmt_writes_canonical(
        code: str, text: str) -> None:
    fixed = fixed_text(text)
    assert lint_text(fixed).diagnostics == []
    assert format_text(text) == format_text(CLEAN) == CLEAN


@each.parametrize(("code", "text"), PHONE, ids=[c for c, _ in PHONE], size=60)
def test_r_custom_1_json_fix_applied_by_hand_gives_the_fixed_text(code: str, text: str) -> None:
    records = json.loads(render([lint_text(text)], "json"))["diagnostics"]
    lines = text.split("\n")
    for r in sorted(records, key=lambda r: r["location"]["column"], reverse=True):
        assert r["fix"]["applicability"] == "safe"
        (edit,) = r["fix"]["edits"]
        row, col, end = edit["location"]["row"], edit["location"]["column"], \
            edit["end_location"]["column"]
        line = lines[row - 1]
        lines[row - 1] = line[:col - 1] + edit["content"] + line[end - 1:]
    assert "\n".join(lines) == fixed_text(text)


def test_r_custom_1_quotes_and_spaces_inside_a_text_are_kept() -> None:
    text = ('rule "Quote"\n  after clear:\n'
            '    acting player says "say \u201cLopti\u201d\u00a0now, After all"\n')
    assert lint_text(text).diagnostics == []
    assert fixed_text(text) == text


def test_r_custom_1_rank_names_keep_their_capital() -> None:
    text = 'rule "Jacks"\n  after play when play.rank is Jack:\n    skip next player\n'
    assert untype(text).diagnostics == []


def test_r_custom_1_later_diagnostics_point_into_the_text_as_written() -> None:
    # a tab read as 8 spaces: the LP202-ish problem after it keeps the written column
    text = 'rule "a"\n  after play:\n\tnext player zaps 2 cards\n'
    diags = [d for d in lint_text(text).diagnostics if d.code != "LP111"]
    assert diags and diags[0].line == 3
    assert text.split("\n")[2][diags[0].column - 1:].startswith(("next", "zaps"))


def test_r_custom_1_lint_fix_rewrites_the_file(tmp_path: Path) -> None:
    path = tmp_path / "phone.lopti"
    path.write_text(PHONE[0][1] + PHONE[1][1].replace("Lopti call", "Other")
                    .replace("8", "9"), encoding="utf-8")
    result = CliRunner().invoke(main, ["lint", "--fix", "--static-only", str(path)])
    assert result.exit_code == 0, result.output
    assert "All clean" in result.output
    assert parse(path.read_text(encoding="utf-8")).rules


@given(st.text(alphabet='ab Af"\u201c\u201d\u00a0\t\n#:', max_size=60))
def test_r_custom_1_untype_keeps_line_count_and_is_idempotent(text: str) -> None:
    fixed = fixed_text(text)
    assert fixed.count("\n") == text.count("\n")
    assert fixed_text(fixed) == fixed
    assert untype(fixed).diagnostics == []
