"""docs/tutorial.md works as written (issue 15): it installs and activates ``lopti``, and
every ``lopti`` command it shows runs, on the files it tells the reader to create, up to
a simulated, tested, linted and archived rule."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each
from support.paths import DOCS

from lopti_rules.cli import main
from lopti_rules.language import format_text, lint_text
from lopti_rules.sessions import DEFAULT_PATH

TUTORIAL = (DOCS / "tutorial.md").read_text(encoding="utf-8")
FILE = re.compile(r"<!-- file: (\S+) -->\n(?:<!-- expect:[^>]*-->\n)?```\w+\n(.*?)```", re.S)
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


#: The tutorial in reading order: a file to save (``<!-- file: NAME -->``), commands to
#: type (sh/console), the output the page shows (``<!-- output -->``), a rule example.
STEP = re.compile(r"(?:<!-- (file: \S+|output) -->\n)?(?:<!-- expect:[^>]*-->\n)?"
                  r"```(\w*)\n(.*?)```", re.S)
#: Step 0's lines make the venv the test already runs in: nothing else is skipped.
INSTALL = ("python3 -m venv", ".venv/bin/pip install", ". .venv/bin/activate")
EXIT = re.compile(r"#\s*exit (\d)$")


def run_line(line: str, folder: Path) -> tuple[int, str]:
    """One command line as the reader types it in ``folder``: lopti (through click),
    mkdir and cp; anything else the page asks for would be a step the test cannot follow."""
    command = line.split("  #", 1)[0].strip()
    args = shlex.split(command)
    if args[0] == "mkdir":
        for name in args[1:]:
            (folder / name).mkdir()
        return 0, ""
    if args[0] == "cp":
        *sources, target = args[1:]
        for name in sources:
            shutil.copy(folder / name, folder / target)
        return 0, ""
    assert args[0] == "lopti", f"the test cannot follow this step: {line}"
    args = args[1:]
    out = None
    if ">" in args:  # a shell redirection: the output goes to that file
        out = folder / args[args.index(">") + 1]
        args = args[:args.index(">")]
    if args[:1] == ["simulate"] or "--simulate" in args:
        args += ["--jobs", "1"]  # the same figures as every core, without processes
    result = CliRunner().invoke(main, args, env={"NO_COLOR": "1", "COLUMNS": "80"})
    assert "Traceback" not in result.output, result.output
    if out is not None:
        out.write_text(result.output, encoding="utf-8")
    return result.exit_code, result.output


@pytest.mark.slow
def test_the_tutorial_followed_step_by_step_from_a_fresh_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 27: every file saved, every command typed (step 7's folder included), each
    exit code as the page says (0 unless it says ``# exit N``), and every output the page
    shows is the real one."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("LOPTI_ARCHIVE", raising=False)
    ran: list[str] = []
    last = ""
    for mark, lang, body in STEP.findall(TUTORIAL):
        if mark.startswith("file: "):
            (tmp_path / mark.removeprefix("file: ")).write_text(body, encoding="utf-8")
        elif mark == "output":
            assert body.rstrip() == last.rstrip(), f"after {ran[-1]}"
        elif lang in ("sh", "console"):
            for line in body.splitlines():
                if not line.strip() or line.startswith(INSTALL):
                    continue
                code, last = run_line(line, tmp_path)
                want = EXIT.search(line)
                assert code == (int(want.group(1)) if want else 0), f"{line}\n{last}"
                ran.append(line)
                if line.startswith("lopti simulate"):
                    assert "95% confidence intervals" in last
    assert len(ran) >= 15
    assert any(line.startswith("lopti fmt --check house-rules/") for line in ran)
    assert (tmp_path / "rules.db").exists() and (tmp_path / "lint.sarif").exists()


@pytest.mark.slow
def test_the_simulated_rule_is_one_the_bots_feel(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Step 9 says the Queen tax lengthens games and adds pickups: the figures agree
    (changes whose interval leaves out 0, not marked ≈)."""
    files = dict(FILE.findall(TUTORIAL))
    (tmp_path / "queen-tax.lopti").write_text(files["queen-tax.lopti"], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    (line,) = [c for c in commands() if c.startswith("lopti simulate")]
    code, out = run_line(line, tmp_path)
    assert code == 0
    for measure in ("plays per game", "turns per game", "pickups per game"):
        row = next(r for r in out.splitlines() if measure in r)
        change = row.split("│")[-2]
        assert change.strip().startswith("+") and "≈" not in change, row


@each.parametrize("example", re.findall(r"```lopti\n(.*?)```", TUTORIAL, re.S),
                         ids=lambda e: e.split('rule "')[1].split('"')[0], size=60)
def test_every_rule_the_tutorial_shows_passes_fmt_check(example: str) -> None:
    assert format_text(example) == example


def test_the_tutorial_says_a_warning_alone_exits_1_and_names_the_real_archive() -> None:
    assert "A warning alone makes `lopti lint` exit 1" in TUTORIAL
    assert f"`{DEFAULT_PATH}`" in TUTORIAL and "lopti.db" not in TUTORIAL


def test_the_did_you_mean_the_tutorial_promises_is_the_real_one() -> None:
    (d,) = lint_text('rule "a"\n  aftr play:\n    skip next player\n').diagnostics
    assert "did you mean 'after'?" in d.message and d.hint == "did you mean: after play:"
