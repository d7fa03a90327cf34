"""The rule book in play is the unit of lint (R-CUSTOM-3, R-CUSTOM-1): files checked together."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.language import check_book, lint_book, lint_paths, lint_text, parse, render
from lopti_rules.language.lint.linter import LintResult
from lopti_rules.language.report.codes import diagnostic

CLEAR_ON_DRAW = 'rule "Clear on draw"\n  after draw when draw.count is 3:\n    clear the pile\n'
DRAW_ON_CLEAR = 'rule "Draw on clear"\n  after clear:\n    acting player draws 3 cards\n'
EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'


def codes_of(result: LintResult) -> list[str]:
    return [d.code for d in result.diagnostics]


def test_r_custom_3_each_file_of_a_split_cycle_is_clean_alone() -> None:
    assert lint_text(CLEAR_ON_DRAW, "a.lopti").diagnostics == []
    assert lint_text(DRAW_ON_CLEAR, "b.lopti").diagnostics == []


def test_r_custom_3_a_cycle_split_across_two_files_is_reported_in_both() -> None:
    a, b = lint_book([("a.lopti", CLEAR_ON_DRAW), ("b.lopti", DRAW_ON_CLEAR)])
    assert codes_of(a) == ["LP402"] and codes_of(b) == ["LP402"]
    message = a.diagnostics[0].message
    assert "line 3 of a.lopti" in message and "line 3 of b.lopti" in message
    assert a.diagnostics[0].line == 2 and b.diagnostics[0].line == 2
    assert not a.ok and not b.ok


def test_r_custom_3_lint_paths_checks_a_folder_as_one_book(tmp_path: Path) -> None:
    (tmp_path / "a.lopti").write_text(CLEAR_ON_DRAW, encoding="utf-8")
    (tmp_path / "b.lopti").write_text(DRAW_ON_CLEAR, encoding="utf-8")
    (tmp_path / "c.lopti").write_text(EIGHTS, encoding="utf-8")
    results = lint_paths([tmp_path])
    assert [codes_of(r) for r in results] == [["LP402"], ["LP402"], []]


def test_r_custom_3_the_cli_fails_a_book_whose_files_loop_together(tmp_path: Path) -> None:
    (tmp_path / "a.lopti").write_text(CLEAR_ON_DRAW, encoding="utf-8")
    (tmp_path / "b.lopti").write_text(DRAW_ON_CLEAR, encoding="utf-8")
    alone = CliRunner().invoke(main, ["lint", str(tmp_path / "a.lopti")])
    together = CliRunner().invoke(main, ["lint", str(tmp_path / "a.lopti"),
                                         str(tmp_path / "b.lopti")])
    assert alone.exit_code == 0
    assert together.exit_code == 1 and together.output.count(": LP402 these hooks") == 2


def test_a_file_that_does_not_parse_is_left_out_of_the_book() -> None:
    broken, other = lint_book([("a.lopti", "rule \n"), ("b.lopti", DRAW_ON_CLEAR)])
    assert broken.book is None and codes_of(broken)[0].startswith("LP1")
    assert codes_of(other) == []


def test_r_custom_1_a_rule_name_in_two_files_is_a_duplicate() -> None:
    renamed = EIGHTS.replace("play.rank is 8", "play.rank is 9")
    a, b = lint_book([("a.lopti", EIGHTS), ("b.lopti", renamed)])
    assert codes_of(a) == [] and codes_of(b) == ["LP907"]
    assert "already exists in a.lopti (line 1)" in b.diagnostics[0].message


def test_r_vote_4_the_same_hook_under_another_name_and_layout_is_lp506() -> None:
    other = ('# the same, written differently\nrule "Skip on eight"\n'
             '  after play when play.rank is 8:\n\n      skip  next player\n')
    a, b = lint_book([("a.lopti", EIGHTS), ("b.lopti", other)])
    assert codes_of(a) == [] and codes_of(b) == ["LP506"]
    assert 'repeats one in rule "Eights skip" of a.lopti (line 2)' in b.diagnostics[0].message


def test_r_custom_1_a_repeat_is_reported_once_naming_the_first_rule_of_the_book() -> None:
    # one module owns LP907 and LP506 (checks/duplicates.py): a name or a hook repeated in a file
    # and in an earlier file is one diagnostic, not one of each check
    renamed = EIGHTS.replace("play.rank is 8", "play.rank is 9")
    a, b = lint_book([("a.lopti", EIGHTS), ("b.lopti", renamed + EIGHTS)])
    assert codes_of(a) == []
    assert [(d.line, d.message) for d in b.diagnostics] == [
        (1, 'a rule named "Eights skip" already exists in a.lopti (line 1)'),
        (4, 'a rule named "Eights skip" already exists in a.lopti (line 1)'),
        (5, 'this hook repeats one in rule "Eights skip" of a.lopti (line 2): a second copy '
            "doubles that rule's effect (R-VOTE-4)")]


def test_a_book_check_can_be_suppressed_where_its_code_allows() -> None:
    renamed = EIGHTS.replace("play.rank is 8", "play.rank is 9")
    b = lint_book([("a.lopti", EIGHTS),
                   ("b.lopti", "# lopti: ignore[LP907]\n" + renamed)])[1]
    assert codes_of(b) == []


@pytest.mark.slow
def test_check_book_is_linear_in_hooks_that_all_trigger_themselves() -> None:
    many = "".join(f'rule "Draw {i}"\n  after draw:\n    acting player draws 1 card\n'
                   for i in range(2000))
    found = check_book([("many.lopti", parse(many, "many.lopti"))])["many.lopti"]
    assert [d.code for d in found].count("LP402") == 2000
    assert all("back to rule" in d.message for d in found if d.code == "LP402")
    # (and 2,000 draws on every draw take the draw pile away: LP206, test_drawpaths.py)


def test_a_witness_is_printed_in_text_and_carried_in_json_and_sarif() -> None:
    d = diagnostic("LP402", "loops", 2, 9, 2, 13, witness="[[scenario]]\nname = \"w\"")
    result = LintResult("a.lopti", [d], None, CLEAR_ON_DRAW)
    text = render([result], "text")
    assert "    witness:\n      [[scenario]]\n      name = \"w\"\n" in text
    witness = json.loads(render([result], "json"))["diagnostics"][0]["witness"]
    assert witness == '[[scenario]]\nname = "w"'
    sarif = json.loads(render([result], "sarif"))
    assert sarif["runs"][0]["results"][0]["properties"]["witness"].startswith("[[scenario]]")
    assert json.loads(render([LintResult("a", [], None, "")], "json"))["diagnostics"] == []
