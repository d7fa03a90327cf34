"""``lopti test``: one line per scenario, diffs on failure, exit 0/1/2, JSON, ``-k``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import paths

from lopti_rules.cli import main
from lopti_rules.tools.scenario import rules as scenario_rules

SHIPPED = paths.SCENARIOS
DATA = paths.DATA / "scenarios"
FAQ = SHIPPED / "faq.toml"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["test", *args])
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def test_the_faq_rulings_pass_one_line_each_and_a_summary() -> None:
    """R-FAQ-1..5 as scenarios: PASS lines, then ``N passed, N failed``, exit 0."""
    code, out, err = run(str(FAQ))
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert len(lines) == 8
    assert all(line.startswith("PASS ") for line in lines[:-1])
    assert lines[0].startswith(f"PASS {FAQ}::R-FAQ-1: ")
    assert lines[-1] == "7 passed, 0 failed"


def test_status_words_are_coloured_as_lint_is_never_with_no_color(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """PASS green, FAIL red (language.paint): with FORCE_COLOR, never with NO_COLOR, and
    not for a pipe, like ``lopti lint``; only the status word is painted."""
    for name in ("NO_COLOR", "FORCE_COLOR"):
        monkeypatch.delenv(name, raising=False)
    plain = run(str(DATA / "failing"))[1]
    assert "\x1b[" not in plain
    monkeypatch.setenv("FORCE_COLOR", "1")
    forced = run(str(DATA / "failing"))[1]
    assert forced.startswith(("\x1b[32mPASS\x1b[0m ", "\x1b[31mFAIL\x1b[0m "))
    assert "\x1b[31mFAIL\x1b[0m " in forced and "\x1b[32mPASS\x1b[0m " in forced
    assert forced.replace("\x1b[32m", "").replace("\x1b[31m", "").replace("\x1b[0m", "") \
        == plain
    monkeypatch.setenv("NO_COLOR", "1")
    assert run(str(DATA / "failing"))[1] == plain


def test_failures_show_expected_against_actual_and_exit_1() -> None:
    code, out, _ = run(str(DATA / "failing"))
    assert code == 1
    assert out.splitlines()[-1] == "1 passed, 9 failed"
    src = DATA / "failing" / "wrong.toml"
    assert f"    {src}:12: turn: expected 1, got 0" in out
    # a sequence mismatch is a unified diff: the 3 passed, it did not clear (R-SPECIAL-3)
    assert "        --- expected\n        +++ actual" in out
    assert "        -clear\n        +pass" in out
    assert "        -9♣\n        +9♥" in out  # the lowest card ids leave the hand
    assert 'expected play 10x1 refused with a reason containing "R-PLAY-2"' in out
    assert "got: seat 0 cannot play 10x1: a 10 may not follow a 7 (R-SPECIAL-10" in out
    assert "expected play 3x1 refused\n        got: legal: it was played" in out
    assert "decision 1 (play 8x1) is illegal: seat 0 cannot play 8x1" in out
    assert "decision 1 (1: play 6x1) is for seat 1, but seat 0 is to act" in out
    rules = DATA / "failing" / "wrong-rules.toml"
    assert f"    {rules}:11: rules_fired: expected and actual differ" in out
    assert "        -Eights skip\n" in out
    assert (f"    {rules}:19: choices: scripted but no rule asked for them: "
            '["1: give 9S"]') in out


def test_malformed_files_exit_2_with_one_error_line_each_and_nothing_runs() -> None:
    code, out, err = run(str(DATA / "malformed"), str(FAQ))
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == len(list((DATA / "malformed").glob("*.toml")))
    assert all(line.startswith("error: ") for line in lines)
    assert any("bad-card.toml:8: scenario 'A bad card', hands[1]: not a card: 'ZZ'" in line
               for line in lines)
    assert "Traceback" not in err


def test_json_report_lists_every_scenario_with_its_mismatches() -> None:
    code, out, _ = run(str(DATA / "failing"), "--format", "json")
    assert code == 1
    doc = json.loads(out)
    assert doc["summary"] == {"passed": 1, "failed": 9, "skipped": 0}
    first = next(s for s in doc["scenarios"] if s["scenario"].startswith("Wrong turn"))
    assert first["status"] == "fail" and first["line"] == 4
    assert first["mismatches"] == [{"key": "turn", "expected": 1, "actual": 0, "line": 12}]
    hands = next(s for s in doc["scenarios"] if s["scenario"].startswith("Wrong hand"))
    assert hands["mismatches"][0]["actual"] == ["5♣", "9♥"]


@pytest.mark.slow  # the gate judges the selected scenarios' books (their trials): 1.4 CPU s
def test_k_selects_by_substring_of_file_and_name_in_any_case() -> None:
    code, out, _ = run(str(SHIPPED), "-k", "r-faq-4")
    assert code == 0
    assert out.splitlines()[-1] == "1 passed, 0 failed"
    code, out, _ = run(str(SHIPPED), "-k", "faq.toml")
    assert out.splitlines()[-1] == "7 passed, 0 failed"


def test_k_judges_only_the_books_of_the_scenarios_it_selects(tmp_path: Path) -> None:
    """A scenario whose rule files the gate refuses is an error (exit 2, nothing runs)
    when it is run, and no concern of a ``-k`` that leaves it out: the gate is asked about
    the selected scenarios' books only (a ``-k`` run does not wait for every verdict)."""
    # lint alone lets it through (the scenario loader's check); the trial refuses it
    (tmp_path / "court.lopti").write_text(
        (paths.REJECTED / "block-court-floor.lopti").read_text("utf-8"), encoding="utf-8")
    table = ('[[scenario]]\nname = "{name}"\n{rules}hands = ["9C 5C", "6S", "KD"]\n'
             'face_down = ["4C", "4D", "4H"]\n[scenario.expect]\nturn = 0\n')
    (tmp_path / "plain.toml").write_text(table.format(name="plain", rules=""), "utf-8")
    (tmp_path / "court.toml").write_text(table.format(
        name="court floor", rules='rules = ["court.lopti"]\n'), "utf-8")
    code, out, err = run(str(tmp_path), "-k", "plain")
    assert (code, err) == (0, "") and out.splitlines()[-1] == "1 passed, 0 failed"
    code, out, err = run(str(tmp_path))
    assert code == 2 and out == "" and "court.toml" in err and "LP803" in err
    code, out, err = run(str(tmp_path), "-k", "court")
    assert code == 2 and out == "" and "LP803" in err


def test_k_that_selects_nothing_is_an_error_not_a_pass() -> None:
    code, out, err = run(str(FAQ), "-k", "no such scenario")
    assert code == 2 and out == ""
    assert err == "error: -k 'no such scenario' selects none of the 7 scenarios\n"


def test_bad_paths_and_options_exit_2_with_one_line(tmp_path: Path) -> None:
    code, _, err = run(str(tmp_path / "missing.toml"))
    assert code == 2 and err == f"error: {tmp_path / 'missing.toml'}: no such file or folder\n"
    code, _, err = run(str(tmp_path))
    assert code == 2 and "no scenario files (*.toml) in this folder" in err
    code, _, err = run()
    assert code == 2 and "give at least one scenario file or folder" in err
    code, _, err = run(str(FAQ), "--format", "xml")
    assert code == 2 and "xml" in err


def test_scenarios_with_rules_are_skipped_when_the_runtime_is_missing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Never a false pass: without the runtime a scenario with rules reports why it skipped."""
    monkeypatch.setattr(scenario_rules, "runtime_available", lambda: False)
    code, out, _ = run(str(SHIPPED / "eights-skip.toml"), str(FAQ))
    assert code == 0
    assert ("SKIP " + str(SHIPPED / "eights-skip.toml") + "::An 8 skips the next player "
            "(skipped: rules runtime not available)") in out.splitlines()
    assert out.splitlines()[-1] == "7 passed, 0 failed, 2 skipped"
    code, out, _ = run(str(SHIPPED / "eights-skip.toml"), "--format", "json")
    doc = json.loads(out)
    assert doc["summary"]["skipped"] == 2
    assert {s["reason"] for s in doc["scenarios"]} == {"rules runtime not available"}


def test_a_crash_inside_a_scenario_fails_that_scenario_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from lopti_rules.tools.scenario import run as scenario

    def boom(*args: object, **kwargs: object) -> None:
        raise RuntimeError("kaboom")

    monkeypatch.setattr(scenario, "evaluate", boom)
    code, out, err = run(str(FAQ), "-k", "R-FAQ-1")
    assert code == 1 and "Traceback" not in out + err
    assert "crashed: RuntimeError: kaboom" in out


def test_verbose_prints_the_events_under_each_failure() -> None:
    code, out, _ = run(str(DATA / "failing"), "-k", "wrong turn", "-v")
    assert code == 1
    assert "    events:\n      play: seat 0 plays 10♣ on 9x1\n" in out
    assert "      bonus: seat 0 makes a bonus play\n" in out
    code, out, _ = run(str(DATA / "failing"), "-k", "wrong rule", "--verbose")
    assert "      turn 2: seat 1\n" in out
