"""Issue 15: every true-or-false key of ``[tool.lopti]`` can be switched off for one run
(``--no-each``...), ``--isolated`` ignores the settings file and ``--config FILE`` names one."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from support import paths

from lopti_rules.cli import main
from lopti_rules.errors import InputError
from lopti_rules.language import load_config

CLEAN = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
HYGIENE = 'rule "x"\n  after play when play.count is 5:\n    skip next player\n'  # LP906


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    assert "Traceback" not in result.stderr
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project whose [tool.lopti] switches every true-or-false key on."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text(
        "[tool.lopti]\nquiet = true\nexit-zero = true\nstatic-only = true\neach = true\n")
    (tmp_path / "hygiene.lopti").write_text(HYGIENE)
    return tmp_path


def test_issue15_the_table_switches_on_and_no_flags_switch_off(project: Path) -> None:
    code, out, _ = run("lint")
    assert code == 0 and "LP906" in out and "Found" not in out  # exit-zero, quiet
    code, out, _ = run("lint", "--no-exit-zero")
    assert code == 1 and "Found" not in out
    code, out, _ = run("lint", "--no-quiet")
    assert code == 0 and "Found 0 errors and 1 warning" in out


def test_issue15_no_each_checks_the_files_together(project: Path) -> None:
    (project / "hygiene.lopti").write_text(CLEAN)
    (project / "twin.lopti").write_text(CLEAN)  # the same rule name twice: a book problem
    each = run("lint", "--no-exit-zero")
    together = run("lint", "--no-exit-zero", "--no-each")
    assert each[0] == 0 and together[0] == 1, (each, together)


def test_issue15_no_static_only_plays_the_audit(project: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The gate's play judges run unless static-only is set (here by [tool.lopti])."""
    played: list[object] = []
    from lopti_rules.tools import gate
    from lopti_rules.tools.bookgate import forget

    monkeypatch.setattr(gate, "PLAY_JUDGES",
                        [("recorder", lambda book, witness_dir=None: played.append(book))])
    forget()  # no verdict kept from another test
    run("lint")
    assert played == []
    run("lint", "--no-static-only")
    assert len(played) == 1
    forget()


def test_issue15_fmt_no_quiet_says_what_it_rewrote(project: Path) -> None:
    (project / "ugly.lopti").write_text(CLEAN.replace("    skip", "      skip"))
    assert run("fmt", "--check")[1] == ""
    code, out, _ = run("fmt", "--check", "--no-quiet")
    assert code == 1 and "would reformat ugly.lopti" in out


def test_issue15_isolated_ignores_the_table(project: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.lopti]\nexit-zero = true\nquiet = true\n"
                                            "static-only = true\nselect = ['LP2']\n")
    assert run("lint")[0] == 0
    code, out, _ = run("lint", "--isolated", "--static-only")
    assert code == 1 and "LP906" in out and "Found 0 errors and 1 warning" in out


def test_issue15_isolated_passes_over_even_a_broken_table(project: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.lopti]\nexit_zero = true\n")
    assert run("lint", "--static-only")[0] == 2  # the typo is an error...
    assert run("lint", "--static-only", "--isolated")[0] == 1  # ...unless no file is read


def test_issue15_config_file_is_read_instead_of_the_nearest(project: Path) -> None:
    other = project / "ci"
    other.mkdir()
    (other / "lopti.toml").write_text("paths = ['../hygiene.lopti']\nstatic-only = true\n")
    code, out, _ = run("lint", "--config", "ci/lopti.toml")
    assert code == 1 and "hygiene.lopti" in out and "Found 0 errors and 1 warning" in out
    (other / "pyproject.toml").write_text("[project]\nname = 'x'\n[tool.lopti]\nquiet = true\n")
    code, out, _ = run("lint", "--config", "ci/pyproject.toml", "--static-only")
    assert code == 1 and "LP906" in out and "Found" not in out  # quiet, no exit-zero


def test_issue15_config_errors_are_messages(project: Path) -> None:
    code, _, err = run("lint", "--config", "nowhere.toml")
    assert code == 2 and "nowhere.toml" in err and "no such file" in err
    code, _, err = run("lint", "--isolated", "--config", "pyproject.toml")
    assert code == 2 and "--isolated" in err
    (project / "bad.toml").write_text("eachh = true\n")
    with pytest.raises(InputError, match="did you mean 'each'"):
        load_config(file=project / "bad.toml")
    assert load_config(isolated=True).values == {}


def test_issue15_docs_cli_names_every_flag_and_its_negation() -> None:
    page = (paths.ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for name in ("lint", "fmt"):
        command = main.get_command(click.Context(main), name)
        assert command is not None
        for param in command.params:
            for flag in (*param.opts, *param.secondary_opts):
                if flag.startswith("--"):
                    assert f"`{flag}" in page, (name, flag)
