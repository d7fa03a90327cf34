"""``lopti lint --simulate N``: the simulation's warnings (LS01-LS04) are part of the report.

docs/rules-in-play.md: the warnings are added to the report and make the exit code 1
like any lint finding; so every output format holds them and ``--explain`` knows them.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from support import each
from support.paths import DATA, DOCS, EXAMPLES

from lopti_rules.cli import main
from lopti_rules.language.lint.linter import add_findings, lint_text, render
from lopti_rules.language.report import codes
from lopti_rules.tools import WARNINGS, SimulationWarning

# never fires: a Jack is never legal on a Queen without "allow J on Q" (R-PLAY-2)
JACK = str(DATA / "rules" / "jack-never-on-queen.lopti")
EIGHTS = str(EXAMPLES / "eights-skip.lopti")


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


@pytest.mark.slow  # eights-skip through the whole gate (its trial) and 5 games: 2 CPU s alone
def test_r_custom_3_text_report_counts_the_simulation_warning() -> None:
    """A Jack is never legal on a Queen (R-PLAY-2): LS01, counted in the summary."""
    code, out = run("lint", "--simulate", "5", JACK, EIGHTS)
    assert code == 1
    assert f"{JACK}:2:1: LS01 rule 'Jack takes the Queen' never fired" in out
    assert "= warning · R-CUSTOM-3 · never-fired" in out
    assert out.rstrip().endswith("Found 0 errors and 1 warning in 2 files.")
    assert "All clean" not in out


def test_r_custom_3_json_sarif_and_github_hold_the_simulation_warning() -> None:
    code, out = run("lint", "--simulate", "5", "--format", "json", JACK)
    assert code == 1
    (record,) = json.loads(out)["diagnostics"]
    assert (record["code"], record["severity"], record["filename"]) == ("LS01", "warning", JACK)
    assert record["location"] == {"row": 2, "column": 1}
    assert record["url"].endswith("/docs/lint/LS01.md")

    code, out = run("lint", "--simulate", "5", "--format", "sarif", JACK)
    assert code == 1
    run_ = json.loads(out)["runs"][0]
    rules = [r["id"] for r in run_["tool"]["driver"]["rules"]]
    (found,) = run_["results"]
    assert found["ruleId"] == "LS01" and rules[found["ruleIndex"]] == "LS01"
    assert found["level"] == "warning"

    code, out = run("lint", "--simulate", "5", "--format", "github", JACK)
    assert code == 1 and out.startswith("::warning file=") and "title=LS01 never-fired" in out


def test_clean_simulation_exits_0_and_says_all_clean() -> None:
    code, out = run("lint", "--simulate", "5", EIGHTS)
    assert (code, out) == (0, "All clean: 1 file checked.\n")


@each.parametrize("code", list(WARNINGS), size=60)
def test_explain_knows_every_simulation_code(code: str) -> None:
    status, out = run("lint", "--explain", code.lower())
    assert status == 0 and out == codes.render_page(codes.SIMULATION_CODES[code])
    entry = codes.SIMULATION_CODES[code]
    assert entry.name == WARNINGS[code].split(":", 1)[0] and entry.severity == "warning"
    assert (DOCS / "lint" / f"{code}.md").read_text(encoding="utf-8") == \
        codes.render_page(entry)
    assert f"[{code}]({code}.md)" in codes.render_index()


def test_simulation_codes_stay_apart_from_the_lint_codes() -> None:
    """Lint codes have rejected examples and can be suppressed; simulation codes cannot."""
    assert not set(codes.SIMULATION_CODES) & set(codes.CODES)
    assert codes.ALL_CODES == {**codes.CODES, **codes.SIMULATION_CODES, **codes.TRIAL_CODES}
    text = 'rule "x"\n  after play:  # lopti: ignore[LS01]\n    skip next player\n'
    assert [d.code for d in lint_text(text).diagnostics] == ["LP910"]


def test_add_findings_spans_the_line_keeps_the_rule_ref_and_sorts() -> None:
    text = 'rule "Duel"\n  after play when play.rank is 5:\n    skip next player\n'
    result = lint_text(text, "duel.lopti")
    add_findings([result], [
        SimulationWarning("LS04", "duel.lopti", 2, "event never happened"),
        SimulationWarning("LS02", "elsewhere.lopti", 1, "stopped", rule_ref="R-VOTE-6")])
    assert [(d.code, d.line, d.column, d.end_column, d.rule_ref) for d in result.diagnostics] \
        == [("LS02", 1, 1, 12, "R-VOTE-6"), ("LS04", 2, 1, 34, "R-CUSTOM-3")]
    assert "Found 0 errors and 2 warnings in 1 file." in render([result], "text")

