"""Issue 15, the first hour: lint and fmt go on past a bad file, and the CLI glue users
expect (stdin, a default path, --quiet, --diff, --select/--ignore, --exit-zero,
[tool.lopti], pre-commit, completion, LOPTI_ARCHIVE in --help, JUnit, JSON schema)."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import click
import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import each, paths

from lopti_rules.cli import main
from lopti_rules.errors import InputError
from lopti_rules.language import CodeFilter, lint_paths, load_config
from lopti_rules.language.syntax import sources as sources_module

CLEAN = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
UGLY = 'rule "Eights skip"\n  after play when play.rank is 8:\n      skip next player\n'
SYNTAX = 'rule "x"\n  after play\n    skip next player\n'  # LP102 at 2:13
LATIN = b'rule "Caf\xe9"\n'  # not UTF-8: the bad byte is line 1, column 10
BAD = 'rule "No fours"\n  before play when play.rank is 4:\n    cancel the play\n'  # LP201
HYGIENE = 'rule "x"\n  after play when play.count is 5:\n    skip next player\n'  # LP906


def run(*args: str, stdin: bytes | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin)
    assert "Traceback" not in result.stderr
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working folder with a clean, a syntax-error and a non-UTF-8 rule file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a-syntax.lopti").write_text(SYNTAX)
    (tmp_path / "b-latin.lopti").write_bytes(LATIN)
    (tmp_path / "c-clean.lopti").write_text(CLEAN)
    return tmp_path


# ---------------------------------------------------------------- one bad file never stops


def test_issue15_lint_goes_on_past_bad_files_in_text(folder: Path) -> None:
    code, out, _ = run("lint", "--static-only", ".")
    assert code == 1
    assert "a-syntax.lopti:2:13: LP102" in out
    assert "b-latin.lopti:1:10: LP113 cannot read this file: not UTF-8 text" in out
    assert out.rstrip().endswith("Found 2 errors and 0 warnings in 3 files.")


@pytest.mark.parametrize("fmt", ["json", "sarif", "github"])
def test_issue15_bad_files_have_line_and_column_in_every_format(folder: Path, fmt: str) -> None:
    code, out, _ = run("lint", "--static-only", "--format", fmt, ".")
    assert code == 1
    found: set[tuple[str, str, int, int]] = set()
    if fmt == "json":
        for d in json.loads(out)["diagnostics"]:
            found.add((Path(d["filename"]).name, d["code"], d["location"]["row"],
                       d["location"]["column"]))
    elif fmt == "sarif":
        for r in json.loads(out)["runs"][0]["results"]:
            loc = r["locations"][0]["physicalLocation"]
            found.add((Path(loc["artifactLocation"]["uri"]).name, r["ruleId"],
                       loc["region"]["startLine"], loc["region"]["startColumn"]))
    else:
        for line in out.splitlines():
            props = dict(p.split("=", 1) for p in line.split("::")[1].split(" ", 1)[1].split(","))
            found.add((Path(props["file"]).name, props["title"].split()[0], int(props["line"]),
                       int(props["col"])))
    assert found == {("a-syntax.lopti", "LP102", 2, 13), ("b-latin.lopti", "LP113", 1, 10)}


def test_issue15_an_unreadable_file_is_a_diagnostic(folder: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    real_open = Path.open

    def refusing(self: Path, *args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        if self.name == "c-clean.lopti":
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "open", refusing)
    results = lint_paths([folder])
    assert [Path(r.filename).name for r in results] == ["a-syntax.lopti", "b-latin.lopti",
                                                        "c-clean.lopti"]
    (d,) = results[2].diagnostics
    assert (d.code, d.line, d.column) == ("LP113", 1, 1)
    assert d.message == "cannot read this file: Permission denied"


def test_issue15_fmt_goes_on_past_bad_files(folder: Path) -> None:
    (folder / "d-ugly.lopti").write_text(UGLY)
    code, out, err = run("fmt", ".")
    assert code == 2  # some files could not be formatted
    assert "reformatted d-ugly.lopti" in out
    assert (folder / "d-ugly.lopti").read_text() == CLEAN
    assert "a-syntax.lopti:2:13: LP102" in err and "b-latin.lopti:1:10: LP113" in err
    assert "2 files could not be formatted" in err
    assert (folder / "a-syntax.lopti").read_text() == SYNTAX  # left alone


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.binary(max_size=60), min_size=1, max_size=4))
def test_issue15_any_bytes_in_any_file_never_stop_lint(tmp_path: Path,
                                                       contents: list[bytes]) -> None:
    """Property: whatever the files hold, lint_paths gives one result per file, in order."""
    base = tmp_path / f"run{abs(hash(tuple(contents)))}"
    base.mkdir(exist_ok=True)
    for i, data in enumerate(contents):
        (base / f"f{i}.lopti").write_bytes(data)
    results = lint_paths([base])
    assert [Path(r.filename).name for r in results] == [f"f{i}.lopti"
                                                        for i in range(len(contents))]
    for r, data in zip(results, contents, strict=True):
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            assert [d.code for d in r.diagnostics] == ["LP113"]


# ---------------------------------------------------------------- stdin, default path, quiet


def test_issue15_lint_reads_stdin_under_a_given_name() -> None:
    code, out, _ = run("lint", "--static-only", "-", "--stdin-filename", "house.lopti",
                       stdin=BAD.encode())
    assert code == 1 and out.startswith("house.lopti:3:5: LP201")
    code, out, _ = run("lint", "--static-only", "-", stdin=LATIN)
    assert code == 1 and out.startswith("-:1:10: LP113")


def test_issue15_fmt_stdin_writes_stdout_and_passes_bad_text_through() -> None:
    assert run("fmt", "-", stdin=UGLY.encode()) == (0, CLEAN, "")
    code, out, err = run("fmt", "-", stdin=SYNTAX.encode())
    assert code == 2 and out == SYNTAX and "-:2:13: LP102" in err
    code, out, _ = run("fmt", "--check", "-", stdin=UGLY.encode())
    assert code == 1 and out == ""


def test_issue15_no_path_means_the_current_folder(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "bad.lopti").write_text(BAD)
    code, out, _ = run("lint", "--static-only")
    assert code == 1 and "sub/bad.lopti:3:5: LP201" in out.replace("\\", "/")
    (tmp_path / "sub" / "ugly.lopti").write_text(UGLY)
    code, out, _ = run("fmt", "--check")
    assert code == 1 and "would reformat" in out and "ugly.lopti" in out


def test_issue15_quiet_prints_only_problems(tmp_path: Path) -> None:
    (tmp_path / "ok.lopti").write_text(CLEAN)
    assert run("lint", "--static-only", "-q", str(tmp_path)) == (0, "", "")
    (tmp_path / "bad.lopti").write_text(BAD)
    code, out, _ = run("lint", "--static-only", "--quiet", str(tmp_path))
    assert code == 1 and "LP201" in out and "Found" not in out
    (tmp_path / "ugly.lopti").write_text(UGLY)
    code, out, _ = run("fmt", "-q", str(tmp_path / "ugly.lopti"))
    assert (code, out) == (0, "") and (tmp_path / "ugly.lopti").read_text() == CLEAN


def test_issue15_a_folder_without_rule_files_warns(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("no rules here")
    code, out, err = run("lint", "--static-only", str(tmp_path))
    assert code == 0 and f"warning: {tmp_path} holds no .lopti rule files" in err
    code, _, err = run("fmt", str(tmp_path))
    assert code == 0 and "holds no .lopti rule files" in err


# ---------------------------------------------------------------- fmt --diff


def test_issue15_fmt_diff_prints_a_unified_diff_and_writes_nothing(tmp_path: Path) -> None:
    ugly = tmp_path / "ugly.lopti"
    ugly.write_text(UGLY.rstrip("\n"))  # no newline at the end either
    code, out, _ = run("fmt", "--diff", str(ugly))
    assert code == 1
    assert out.splitlines()[:2] == [f"--- {ugly}", f"+++ {ugly}"]
    assert "-      skip next player" in out and "+    skip next player" in out
    assert "\\ No newline at end of file" in out
    assert ugly.read_text() == UGLY.rstrip("\n")
    ugly.write_text(CLEAN)
    assert run("fmt", "--diff", str(ugly)) == (0, "", "")


# ---------------------------------------------------------------- select, ignore, exit-zero


def test_issue15_code_filter_prefixes_and_the_longer_selector_wins() -> None:
    assert CodeFilter(("LP9",)).shows("LP906") and not CodeFilter(("LP9",)).shows("LP201")
    assert not CodeFilter(("LP9",), ("LP906",)).shows("LP906")
    assert CodeFilter(("LP906",), ("LP9",)).shows("LP906")
    assert not CodeFilter((), ("LP2",)).shows("LP201") and CodeFilter().shows("LP201")


def test_issue15_select_and_ignore_filter_the_report(tmp_path: Path) -> None:
    (tmp_path / "h.lopti").write_text(HYGIENE)
    (tmp_path / "b.lopti").write_text(BAD)
    code, out, _ = run("lint", "--static-only", "--format", "json", "--select", "LP9",
                       str(tmp_path))
    assert [d["code"] for d in json.loads(out)["diagnostics"]] == ["LP906"]
    assert code == 1  # the hidden LP201 protects players: the book is still not clean
    code, out, err = run("lint", "--static-only", "--ignore", "LP2,LP906", str(tmp_path))
    assert code == 1 and "LP201" not in out and "LP906" not in out
    assert "1 error that protects players is not shown" in err
    assert run("lint", "--static-only", "--ignore", "LP9", str(tmp_path / "h.lopti"))[0] == 0
    code, out, err = run("lint", "--static-only", "-q", "--select", "LP9",
                         str(tmp_path / "b.lopti"))
    assert (code, out) == (1, "") and "not shown" in err  # never exit 1 without a word
    code, out, _ = run("lint", "--static-only", "--select", "LP9", "--show-python",
                       str(tmp_path / "b.lopti"))
    assert code == 1 and "generated Python" not in out  # hiding an error compiles nothing


def test_issue15_exit_zero_and_unknown_selectors(tmp_path: Path) -> None:
    (tmp_path / "b.lopti").write_text(BAD)
    code, out, _ = run("lint", "--static-only", "--exit-zero", str(tmp_path))
    assert code == 0 and "LP201" in out
    code, _, err = run("lint", "--static-only", "--select", "LP0", str(tmp_path))
    assert code == 2 and "'LP0' is no lint code or prefix of one" in err


# ---------------------------------------------------------------- [tool.lopti]


def test_issue15_tool_lopti_is_found_upwards_and_flags_win(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.lopti]\npaths = ["rules"]\nformat = "json"\nstatic-only = true\n'
        'ignore = ["LP906"]\n')
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "h.lopti").write_text(HYGIENE)
    (tmp_path / "rules" / "b.lopti").write_text(BAD)
    deep = tmp_path / "docs" / "deeper"
    deep.mkdir(parents=True)
    (tmp_path / "docs" / "pyproject.toml").write_text("[project]\nname = 'x'\n")  # passed over
    monkeypatch.chdir(deep)
    assert load_config().path == tmp_path / "pyproject.toml"
    code, out, _ = run("lint")
    assert code == 1 and [d["code"] for d in json.loads(out)["diagnostics"]] == ["LP201"]
    # flags win, each over its own key: text output, and this --ignore replaces the table's
    code, out, _ = run("lint", "--format", "text", "--ignore", "LP1")
    assert code == 1 and "b.lopti:3:5: LP201" in out and "h.lopti:2:" in out and "LP906" in out
    assert "Found 1 error and 1 warning in 2 files." in out


def test_issue15_unknown_tool_lopti_keys_are_a_clear_error(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.lopti]\nexit_zero = true\n')
    (tmp_path / "ok.lopti").write_text(CLEAN)
    monkeypatch.chdir(tmp_path)
    code, _, err = run("lint")
    assert code == 2
    assert "pyproject.toml: [tool.lopti]: unknown key 'exit_zero' (did you mean 'exit-zero'?)" \
        in err
    (tmp_path / "pyproject.toml").write_text('[tool.lopti]\nquiet = "yes"\n')
    code, _, err = run("fmt")
    assert code == 2 and "'quiet' must be true or false" in err
    with pytest.raises(InputError, match="no lint code"):
        (tmp_path / "pyproject.toml").write_text('[tool.lopti]\nselect = ["LPX"]\n')
        load_config()
    (tmp_path / "pyproject.toml").write_text('[tool.lopti]\nquiet = true\nquiet = true\n')
    code, _, err = run("lint")  # not TOML: said, not passed over
    assert code == 2 and "pyproject.toml: cannot read [tool.lopti]" in err


# ---------------------------------------------------------------- pre-commit, completion, help


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_issue15_pre_commit_hooks_run_their_entries(tmp_path: Path) -> None:
    hooks = {h["id"]: h for h in yaml.safe_load((paths.ROOT / ".pre-commit-hooks.yaml")
                                                 .read_text(encoding="utf-8"))}
    assert set(hooks) == {"lopti-lint", "lopti-fmt"}
    (tmp_path / "bad.lopti").write_text(BAD)
    (tmp_path / "ugly.lopti").write_text(UGLY)
    for hook_id, want in (("lopti-lint", 1), ("lopti-fmt", 0)):
        hook = hooks[hook_id]
        assert hook["language"] == "python"
        words = shlex.split(hook["entry"])
        assert words[0] == "lopti"
        files = ["ugly.lopti"] if hook.get("pass_filenames", True) else []
        done = subprocess.run([sys.executable, "-m", "lopti_rules.cli", *words[1:],
                               *hook.get("args", []), *files], cwd=tmp_path,
                              capture_output=True, text=True, timeout=300, check=False,
                              env={"PYTHONPATH": str(paths.ROOT), "PATH": ""})
        assert done.returncode == want, done.stderr
        assert "Traceback" not in done.stderr
    assert (tmp_path / "ugly.lopti").read_text() == CLEAN


def test_issue15_shell_completion_prints_a_script() -> None:
    result = CliRunner().invoke(main, [], prog_name="lopti",
                                env={"_LOPTI_COMPLETE": "bash_source"})
    assert result.exit_code == 0
    assert "_lopti_completion()" in result.stdout and "complete -o" in result.stdout


@each.parametrize("args", [("session", "--help"), ("session", "status", "--help"),
                                  ("book", "--help"), ("book", "show", "--help"),
                                  ("serve", "--help")], size=60)
def test_issue15_lopti_archive_is_named_in_help(args: tuple[str, ...]) -> None:
    code, out, _ = run(*args)
    assert code == 0 and "LOPTI_ARCHIVE" in out


# ---------------------------------------------------------------- lopti test --format junit


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_issue15_test_junit_is_valid_xml_with_failures_and_passes() -> None:
    failing = paths.DATA / "scenarios" / "failing"
    code, out, _ = run("test", "--format", "junit", str(failing))
    assert code == 1
    root = ET.fromstring(out.encode())
    assert root.tag == "testsuites"
    cases = root.findall("./testsuite/testcase")
    failures = [c for c in cases if c.find("failure") is not None]
    assert int(root.get("tests", "")) == len(cases) > 0
    assert int(root.get("failures", "")) == len(failures) > 0
    turn = next(c for c in cases if c.get("name", "").startswith("Wrong turn"))
    failure = turn.find("failure")
    assert failure is not None and failure.get("message", "").endswith(
        "turn: expected 1, got 0")
    assert turn.get("line") == "4" and turn.get("file", "").endswith("wrong.toml")
    again = run("test", "--format", "junit", str(failing))[1]
    assert again == out  # no times: byte-identical runs

    # all passing: the tests' own folder and a shipped file (the whole shipped folder runs
    # through the gate in tests/test_readme.py, as the README's first command)
    code, out, _ = run("test", "--format", "junit", str(paths.DATA / "scenarios" / "passing"),
                       str(paths.SCENARIOS / "ace-high-only.toml"))
    assert code == 0, out
    root = ET.fromstring(out.encode())
    assert root.get("failures") == "0" and int(root.get("tests", "0")) > 0


def test_issue15_sources_module_names_stdin() -> None:
    assert sources_module.STDIN == "-"
    with pytest.raises(InputError, match="no input"):
        sources_module.gather(["-"])


def test_issue15_docs_cli_covers_every_flag_and_config_key() -> None:
    page = (paths.ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    from lopti_rules.language import CONFIG_KEYS

    for name in ("lint", "fmt"):
        command = main.get_command(click.Context(main), name)
        assert command is not None
        for param in command.params:
            for flag in param.opts:
                if flag.startswith("--"):
                    assert f"`{flag}" in page, (name, flag)
    for key in CONFIG_KEYS:
        assert f"\n{key} = " in page, key
    assert "--format junit" in page and "_LOPTI_COMPLETE=bash_source lopti" in page
