"""``lopti lint PATH...`` without click (``cli/quicklint.py``, issue 24, cold start).

The ``lopti`` script (``cli.run``) runs a lint with no option without importing click;
every other command line goes to the click group. Both must say the same: each case
here runs the script's entry and the click group (``cli.main``) in fresh interpreters,
with the same cache folder, and compares what they print and their exit status.

That folder is the run's (``tests/conftest.py``), as for every ``lopti`` a test starts:
a folder of each test's own made every interpreter build the parser, the lexicon and
the kept patterns again and judge the same example again, 1-2 CPU s each (a cold cache
is tests/cli/test_cold_lint.py's and tests/language/test_parsercache.py's to test).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import paths

import lopti_rules

#: the folder holding the lopti_rules this test imported
HOME = Path(lopti_rules.__file__).resolve().parents[1]

#: ``python -c ENTRY[kind] ARGS``: the script's entry, or the click group; then the
#: modules it loaded (one a line after a marker) on standard error
PROBE = """
import sys
import lopti_rules.cli as cli
try:
    {call}(sys.argv[1:])
except SystemExit as exc:
    code = exc.code
else:
    code = 0
sys.stdout.flush()
sys.stderr.write("--- loaded\\n" + "\\n".join(sorted(sys.modules)) + "\\n")
sys.exit(code)
"""


def lopti(entry: str, cache: Path, *args: str, cwd: Path | None = None,
          **env: str) -> tuple[str, str, int, set[str]]:
    """(stdout, stderr, exit status, modules loaded) of ``lopti ARGS`` through ``entry``
    (``run``: the script's; ``main``: the click group), with the run's cache folder, or
    ``cache`` where the run has none."""
    call = {"run": "cli.run", "main": "cli.main.main"}[entry]
    folder = os.environ.get("LOPTI_CACHE_DIR") or str(cache)
    environ = {**os.environ, "LOPTI_CACHE_DIR": folder, "PYTHONPATH": str(HOME), **env}
    done = subprocess.run([sys.executable, "-P", "-c", PROBE.format(call=call), *args],
                          capture_output=True, text=True, env=environ, cwd=cwd, check=False)
    err, loaded = done.stderr.split("--- loaded\n")
    return done.stdout, err, done.returncode, set(loaded.split())


def same(cache: Path, *args: str, cwd: Path | None = None,
         **env: str) -> tuple[str, str, int, set[str]]:
    """``lopti ARGS`` through the script's entry, checked against the click group's."""
    group = lopti("main", cache, *args, cwd=cwd, **env)
    script = lopti("run", cache, *args, cwd=cwd, **env)
    assert script[:3] == group[:3]
    assert "click" in group[3]
    return script


def test_r_custom_a_lint_of_plain_paths_says_what_the_click_group_says_without_click(
        tmp_path: Path) -> None:
    """A clean rule, a rejected one (exit 1), both together: the same report, summary and
    exit status, and the script's run never imports click; a clean verdict kept (the
    group's run judged it) is shown without ``dataclasses`` and ``inspect`` either
    (``records``; a report with findings reads the code registry and the engine's
    events, which are dataclasses)."""
    clean = str(paths.EXAMPLES / "ten-says-lopti.lopti")
    rejected = str(paths.REJECTED / "always-low.lopti")
    for args, status in (([clean], 0), ([rejected], 1), ([clean, rejected], 1)):
        out, _err, code, loaded = same(tmp_path, "lint", *args)
        assert code == status and ("All clean" in out) == (status == 0)
        assert "click" not in loaded and "lopti_rules.cli.group" not in loaded
        if status == 0:
            assert "dataclasses" not in loaded and "inspect" not in loaded


def test_a_path_that_is_not_there_or_a_folder_without_rules_is_said_alike(
        tmp_path: Path) -> None:
    """``error: ...`` and exit 2 for a missing path (in the language of ``LOPTI_LANG``);
    a warning for a folder that holds no rule file."""
    missing = str(tmp_path / "nowhere.lopti")
    _out, err, code, _ = same(tmp_path, "lint", missing)
    assert code == 2 and err.startswith("error: ") and "nowhere.lopti" in err
    _out, err, code, _ = same(tmp_path, "lint", missing, LOPTI_LANG="de")
    assert code == 2 and err.startswith("Fehler: ")
    empty = tmp_path / "empty"
    empty.mkdir()
    _out, err, _code, _ = same(tmp_path, "lint", str(empty), str(paths.EXAMPLES /
                                                                 "ten-says-lopti.lopti"))
    assert "holds no .lopti rule files" in err


def test_the_settings_of_tool_lopti_apply_without_click(tmp_path: Path) -> None:
    """``[tool.lopti]`` gives the paths and the options no flag gave (here the JSON
    format and the codes to report), as with the click group."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "rules").mkdir()
    (project / "rules" / "low.lopti").write_bytes(
        (paths.REJECTED / "always-low.lopti").read_bytes())
    (project / "pyproject.toml").write_text(
        '[tool.lopti]\npaths = ["rules"]\nformat = "json"\nexit-zero = true\n',
        encoding="utf-8")
    out, _err, code, loaded = same(tmp_path / "cache", "lint", cwd=project)
    assert code == 0 and out.lstrip().startswith("{") and "low.lopti" in out
    assert "click" not in loaded


@pytest.mark.parametrize("args", [["lint", "--quiet", "X"], ["lint", "-", "X"], ["lint", "--help"],
                                  ["--lang", "de", "lint", "X"], ["fmt", "--check", "X"]])
def test_any_other_command_line_goes_to_the_click_group(tmp_path: Path,
                                                        args: list[str]) -> None:
    """An option, standard input, ``--lang`` or another command: click reads it."""
    rule = str(paths.EXAMPLES / "ten-says-lopti.lopti")
    args = [rule if a == "X" else a for a in args]
    *_, loaded = lopti("run", tmp_path, *args)
    assert "click" in loaded and "lopti_rules.cli.group" in loaded


def test_a_language_that_is_not_one_goes_to_the_click_group(tmp_path: Path) -> None:
    """``LOPTI_LANG`` naming no language: the group says so, the same way."""
    rule = str(paths.EXAMPLES / "ten-says-lopti.lopti")
    *_, loaded = same(tmp_path, "lint", rule, LOPTI_LANG="xx")
    assert "lopti_rules.cli.group" in loaded
