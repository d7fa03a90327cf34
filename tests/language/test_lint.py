"""The linter's API, output formats and command line (exit codes 0 / 1 / 2)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import paths

from lopti_rules.cli import main
from lopti_rules.errors import InputError
from lopti_rules.language.lint.linter import (
    LintResult,
    explain,
    lint_paths,
    lint_text,
    render,
)
from lopti_rules.language.report import codes

CLEAN = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
BAD = 'rule "No fours"\n  before play when play.rank is 4:\n    cancel the play\n'


def test_lint_text_api_shape() -> None:
    result = lint_text(BAD, "bad.lopti")
    assert isinstance(result, LintResult)
    assert result.filename == "bad.lopti" and not result.ok and result.book is not None
    (d,) = result.diagnostics
    assert (d.code, d.name, d.severity, d.rule_ref) == ("LP201", "blocking-wording", "error",
                                                        "R-CUSTOM-2")
    assert (d.line, d.column, d.end_line, d.end_column) == (3, 5, 3, 20)
    assert d.hint
    clean = lint_text(CLEAN)
    assert clean.ok and clean.diagnostics == [] and clean.book is not None


def test_syntax_errors_leave_no_book() -> None:
    result = lint_text('rule "x"\n  after play\n    skip next player\n')
    assert result.book is None and not result.ok
    assert [d.code for d in result.diagnostics] == ["LP102"]


def test_text_output_has_position_source_caret_rule_and_hint() -> None:
    out = render([lint_text(BAD, "bad.lopti")], "text")
    lines = out.splitlines()
    assert lines[0] == "bad.lopti:3:5: LP201 'cancel' would prevent or replace a base event"
    assert lines[1] == "        cancel the play"
    assert lines[2] == "        ^^^^^^^^^^^^^^^"
    assert "R-CUSTOM-2" in lines[3] and "hint:" in lines[3]
    assert lines[-1] == "Found 1 error and 0 warnings in 1 file."


def test_json_output_is_a_versioned_document_of_ruff_like_records() -> None:
    document = json.loads(render([lint_text(BAD, "bad.lopti")], "json"))
    assert document["schema"] == 1
    assert document["summary"] == {"files": 1, "errors": 1, "warnings": 0}
    (record,) = document["diagnostics"]
    assert record["code"] == "LP201" and record["filename"] == "bad.lopti"
    assert record["location"] == {"row": 3, "column": 5}
    assert record["end_location"] == {"row": 3, "column": 20}
    assert record["url"] == f"{codes.DOCS_BASE}/lint/LP201.md"  # pip users have no docs/
    assert {"name", "severity", "message", "rule_ref", "hint"} <= set(record)


def test_sarif_output_has_stable_rule_ids() -> None:
    log = json.loads(render([lint_text(BAD, "bad.lopti")], "sarif", "0.1.0"))
    assert log["version"] == "2.1.0"
    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == list(codes.CODES)
    (res,) = run["results"]
    assert res["ruleId"] == "LP201" and rules[res["ruleIndex"]]["id"] == "LP201"
    assert res["level"] == "error"
    region = res["locations"][0]["physicalLocation"]["region"]
    assert region == {"startLine": 3, "startColumn": 5, "endLine": 3, "endColumn": 20}


def test_github_annotations() -> None:
    out = render([lint_text(BAD, "dir/bad,1.lopti")], "github")
    assert out.startswith("::error file=dir/bad%2C1.lopti,line=3,col=5,endLine=3,endColumn=20,"
                          "title=LP201 blocking-wording::")


def test_hygiene_warnings_can_be_suppressed_inline() -> None:
    text = ('rule "x"\n  after play when play.count is 5:  # lopti: ignore[LP906]\n'
            "    skip next player\n")
    assert lint_text(text).diagnostics == []
    above = ('rule "x"\n  # lopti: ignore[LP906]\n  after play when play.count is 5:\n'
             "    skip next player\n")
    assert lint_text(above).diagnostics == []


def test_r_custom_protecting_codes_cannot_be_suppressed() -> None:
    text = BAD.replace("cancel the play", "cancel the play  # lopti: ignore[LP201, LP999]")
    result = lint_text(text)
    assert [d.code for d in result.diagnostics] == ["LP201", "LP910", "LP910"]
    assert not result.ok


def test_lint_paths_walks_folders_in_order(tmp_path: Path) -> None:
    (tmp_path / "b.lopti").write_text(BAD)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "a.lopti").write_text(CLEAN)
    (tmp_path / "notes.txt").write_text("not a rule")
    results = lint_paths([tmp_path])
    assert [Path(r.filename).name for r in results] == ["b.lopti", "a.lopti"]
    with pytest.raises(InputError, match="no such file"):
        lint_paths([tmp_path / "missing.lopti"])


def test_undecodable_file_is_a_diagnostic_at_its_first_bad_byte(tmp_path: Path) -> None:
    """One bad file never stops the run (issue 15): it is LP113 where the bad byte is."""
    bad = tmp_path / "latin.lopti"
    bad.write_bytes(b'rule "x"\n  after play: # caf\xe9\n')
    (tmp_path / "ok.lopti").write_text(CLEAN)
    latin, ok = lint_paths([bad, tmp_path / "ok.lopti"])
    (d,) = latin.diagnostics
    assert (d.code, d.line, d.column) == ("LP113", 2, 20) and "not UTF-8" in d.message
    assert latin.book is None and ok.ok and ok.book is not None


# ---------------------------------------------------------------- CLI


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_cli_exit_0_when_clean(tmp_path: Path) -> None:
    (tmp_path / "ok.lopti").write_text(CLEAN)
    code, out, _ = run("lint", str(tmp_path))
    assert code == 0 and "All clean: 1 file checked." in out


def test_cli_exit_1_on_problems(tmp_path: Path) -> None:
    (tmp_path / "bad.lopti").write_text(BAD)
    code, out, _ = run("lint", "--format", "json", str(tmp_path / "bad.lopti"))
    assert code == 1 and json.loads(out)["diagnostics"][0]["code"] == "LP201"


@pytest.mark.parametrize("args", [("lint", "--format", "xml", "x.lopti"),
                                  ("lint", "nowhere.lopti"), ("lint", "--explain", "LP999")])
def test_cli_exit_2_on_usage_or_io_errors(args: tuple[str, ...]) -> None:
    code, _, err = run(*args)
    assert code == 2
    assert "Traceback" not in err and err.strip()


def test_cli_explain_prints_the_code_page() -> None:
    code, out, _ = run("lint", "--explain", "lp402")
    assert code == 0
    assert out == codes.render_page(codes.CODES["LP402"])
    assert out.startswith("# LP402 hook-cycle") and "## Prefer" in out
    with pytest.raises(InputError):
        explain("nope")


# ---------------------------------------------------------------- golden outputs
# What `lopti lint` prints for each rejected example and book (tests/golden/lint/NAME.txt)
# is checked by tests/language/test_examples.py, from the same judgement as its codes.


# ---------------------------------------------------------------- no crash, ever

WORDS = ["rule", '"R"', "before", "after", "when", "play", "clear", "draw", "if", "else",
         "repeat", "times", "for", "each", "player", "next", "acting", "every", "draws",
         "gives", "to", "their", "left", "skip", "is", "not", "and", "or", "one", "of",
         "at", "least", "most", "8", "J", "Ace", "play.rank", "table.pile", ":", ",", "(",
         ")", "+", "-", "<", ">=", "\n", "\n  ", "\n    ", "\n      ", "#", '"', "'", "the",
         "must", "be", "lower", "cards", "hand", "face-up", "whose", "that", "says", '"hi"']


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200))
def test_any_text_gives_diagnostics_never_an_exception(text: str) -> None:
    result = lint_text(text)
    assert result.book is not None or result.diagnostics
    for d in result.diagnostics:
        assert d.line >= 1 and d.column >= 1 and d.code in codes.CODES


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(WORDS), max_size=40).map(" ".join))
def test_token_soup_gives_diagnostics_never_an_exception(text: str) -> None:
    result = lint_text('rule "x"\n  after play:\n    ' + text)
    assert result.book is not None or result.diagnostics
    assert all(re.fullmatch(r"LP\d{3}", d.code) for d in result.diagnostics)


def test_excerpt_counts_lines_like_the_parser() -> None:
    text = 'rule "x"\x0c\n  after play:\n    skip next player!\n'
    out = render([lint_text(text, "f")], "text").splitlines()
    assert out[0].startswith("f:3:21: LP105") and out[1].strip() == "skip next player!"


def test_cli_show_python_prints_the_sandboxed_code_of_clean_files() -> None:
    """`lopti lint --show-python`: the code a clean rule runs as (issue 4, compiler)."""
    code, out, _ = run("lint", "--show-python", str(paths.EXAMPLES / "eights-skip.lopti"))
    assert code == 0
    assert "def after_play(view, event, rule):" in out
    assert "return (Skip(view.next),)" in out


def test_cli_show_python_prints_nothing_for_a_rejected_file() -> None:
    code, out, _ = run("lint", "--show-python", str(paths.REJECTED / "kiss.lopti"))
    assert code == 1
    assert "generated Python" not in out


@pytest.mark.parametrize("depth", [250, 1000, pytest.param(5000, marks=pytest.mark.slow)])
def test_very_deep_input_is_a_diagnostic_not_a_crash(depth: int) -> None:
    """Any input gives diagnostics, never an exception: a sum of thousands of terms is
    LP108 where recursion would have overflowed; parentheses add no depth at all."""
    total = " + ".join(["1"] * depth)
    result = lint_text(f'rule "x"\n  after play:\n    next player draws {total} cards\n')
    assert [(d.code, d.line) for d in result.diagnostics] == [("LP108", 3)]
    parens = "(" * depth + "play.rank is 8" + ")" * depth
    assert lint_text(f'rule "x"\n  after play when {parens}:\n    skip next player\n').ok


def test_a_utf8_file_with_a_byte_order_mark_lints_and_is_canonical(tmp_path: Path) -> None:
    """Editors on Windows may save a BOM; it is not part of the rule text."""
    path = tmp_path / "bom.lopti"
    path.write_bytes(b"\xef\xbb\xbf" + CLEAN.encode("utf-8"))
    assert run("lint", str(path))[:2] == (0, "All clean: 1 file checked.\n")
    assert run("fmt", "--check", str(path))[0] == 0  # canonical already, BOM aside
