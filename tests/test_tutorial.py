"""docs/tutorial.md works as written (issue 15): it installs and activates ``lopti``, and
every ``lopti`` command it shows runs, on the files it tells the reader to create, up to
a simulated, tested, linted and archived rule."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import DOCS

from lopti_rules.cli import main

TUTORIAL = (DOCS / "tutorial.md").read_text(encoding="utf-8")
FILE = re.compile(r"<!-- file: (\S+) -->\n```\w+\n(.*?)```", re.S)
SHELL = re.compile(r"```(?:sh|console)\n(.*?)```", re.S)


def commands() -> list[str]:
    return [line.split("  #", 1)[0].strip() for block in SHELL.findall(TUTORIAL)
            for line in block.splitlines() if line.startswith("lopti ")]


def test_tutorial_puts_lopti_on_the_path_before_using_it() -> None:
    first_use = TUTORIAL.index("\nlopti ")
    activate = TUTORIAL.index(". .venv/bin/activate")
    assert TUTORIAL.index("pip install .") < activate < first_use
    assert "pipx install ." in TUTORIAL


def test_tutorial_ends_with_trying_the_rule() -> None:
    tried = TUTORIAL[TUTORIAL.index("## 9. Try your rule"):]
    for step in ("lopti simulate --rules", "lopti test ", "lopti lint --simulate",
                 "lopti session rule add"):
        assert step in tried, step


@pytest.mark.slow
def test_tutorial_commands_run_as_written(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    files = dict(FILE.findall(TUTORIAL))
    assert {"queens.lopti", "queens.toml"} <= set(files)
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "house-rules").mkdir()  # section 6: "your folder of rules"
    (tmp_path / "house-rules" / "queens.lopti").write_text(files["queens.lopti"],
                                                           encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("LOPTI_ARCHIVE", raising=False)
    ran = commands()
    assert len(ran) >= 12
    for command in ran:
        args = shlex.split(command)[1:]
        target = None
        if ">" in args:  # a shell redirection: the output goes to that file
            target = tmp_path / args[args.index(">") + 1]
            args = args[:args.index(">")]
        if args[:1] == ["simulate"] or "--simulate" in args:
            args += ["--jobs", "1"]  # the same figures as every core, without processes
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, f"{command}\n{result.output}"
        assert "Traceback" not in result.output
        if args[:1] == ["simulate"]:
            assert "95% confidence intervals" in result.output
        if target is not None:
            target.write_text(result.output, encoding="utf-8")
    assert (tmp_path / "rules.db").exists()
