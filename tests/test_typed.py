"""The built wheel, installed (issue 23). PEP 561: it ships ``lopti_rules/py.typed``
(pyproject claims ``Typing :: Typed``), and a user's mypy sees the public API's real types,
not ``Any``: the names load lazily at run time, and their types come from each API's
``__init__.pyi``. One source, shipped by the build: the grammar (the top-level
``grammar/lopti.lark``), the hover texts (docs/language.md) and the lint codes' pages
(docs/lint/) are read from the installed package, and are the checkout's own files."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest
from support.paths import ROOT

#: a user's file: the public API from the installed package, checked with --strict
USER = '''\
from lopti_rules import Game, LintResult, lint_text, load_rules

result = lint_text('rule "Eights"\\n  after play when play.rank is 8:\\n    skip next player\\n')
reveal_type(result)
reveal_type(result.ok)
reveal_type(result.diagnostics)
reveal_type(lint_text)
reveal_type(Game(4, seed=7).legal_moves())
reveal_type(load_rules)
wrong: int = result
kept: LintResult = result
'''


def _mypy(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "MYPYPATH"}
    return subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=600,
                          check=False)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel the build makes from this checkout (hatchling, the build backend)."""
    out = tmp_path_factory.mktemp("wheel")
    # the pure wheel: the types are the same, and compiling the engine (hatch_build.py)
    # would add half a minute of CPU to the suite
    subprocess.run([sys.executable, "-c", "import sys; from hatchling.build import "
                    "build_wheel; build_wheel(sys.argv[1])", str(out)],
                   cwd=ROOT, check=True, capture_output=True, timeout=300,
                   env={**os.environ, "LOPTI_PURE": "1"})
    (built,) = out.glob("lopti_rules-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_ships_py_typed_and_the_roots_stub(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"lopti_rules/py.typed", "lopti_rules/__init__.pyi",
            "lopti_rules/language/__init__.pyi"} <= names


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Python of a fresh environment with the wheel installed (unpacked) in it, whose
    only other path is this one's dependencies (lark, click, rich ...), after the wheel's
    own lopti_rules: not this checkout."""
    env = tmp_path_factory.mktemp("installed") / "env"
    venv.EnvBuilder(with_pip=False, symlinks=os.name != "nt").create(env)
    python = env / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; "
                                "print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    zipfile.ZipFile(wheel).extractall(site)
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n",
                                           encoding="utf-8")
    return python


#: run by the installed Python: where lopti_rules is, and the shipped texts it reads
READS = """\
import json, lopti_rules
from lopti_rules.language.lint.linter import explain
from lopti_rules.language.syntax.grammar import grammar_text
from lopti_rules.language.syntax.parser import parse_collect
from lopti_rules.lsp.hover import docs_page
book, errors = parse_collect('rule "Eights"\\n  after play when play.rank is 8:\\n'
                             '    skip next player\\n')
ok = book is not None and not errors
print(json.dumps([lopti_rules.__file__, grammar_text(), docs_page(), explain("LP202"), ok]))
"""


@pytest.mark.slow
def test_the_installed_wheel_reads_the_grammar_hovers_and_pages_it_ships(
        installed: Path, tmp_path: Path) -> None:
    done = subprocess.run([str(installed), "-c", READS], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300, check=False,
                          env={**{k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
                               "LOPTI_CACHE_DIR": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr
    where, grammar, hovers, page, ok = json.loads(done.stdout)
    package = Path(where).parent
    assert ROOT not in package.parents, where  # the wheel's package, not this checkout
    assert (package / "grammar" / "lopti.lark").is_file()
    assert (package / "lsp" / "language.md").is_file()
    assert (package / "language" / "report" / "lint-pages" / "LP202.md").is_file()
    assert grammar == (ROOT / "grammar" / "lopti.lark").read_text(encoding="utf-8")
    assert hovers == (ROOT / "docs" / "language.md").read_text(encoding="utf-8")
    assert page == (ROOT / "docs" / "lint" / "LP202.md").read_text(encoding="utf-8")
    assert ok is True  # the shipped grammar parses a rule


@pytest.mark.slow
def test_a_users_mypy_sees_the_real_types_of_the_installed_wheel(installed: Path,
                                                                  tmp_path: Path) -> None:
    """The wheel installed in a fresh environment (:func:`installed`); mypy --strict on a
    user's file reveals classes and signatures."""
    python = installed
    user = tmp_path / "user" / "table.py"
    user.parent.mkdir()
    user.write_text(USER, encoding="utf-8")
    done = _mypy("--strict", "--python-executable", str(python), "--cache-dir",
                 str(tmp_path / "cache"), "--show-error-codes", str(user), cwd=user.parent)
    out = done.stdout + done.stderr
    assert "import-untyped" not in out and "py.typed" not in out, out
    revealed = re.findall(r'Revealed type is "(.*)"', out)
    assert len(revealed) == 6, out
    assert not any("Any" in t for t in revealed), revealed
    assert re.fullmatch(r"lopti_rules\.[\w.]+\.LintResult", revealed[0]), revealed[0]
    assert revealed[1] in ("bool", "builtins.bool"), revealed[1]  # mypy's spelling varies
    assert re.fullmatch(r"(builtins\.)?list\[lopti_rules\.[\w.]+\.Diagnostic\]", revealed[2])
    assert revealed[3].startswith("def (") and "LintResult" in revealed[3]
    assert "Move" in revealed[4] and "RuleSet" in revealed[5]
    # the one wrong line is the only error: mypy knows what lint_text returns
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert len(errors) == 1 and 'has type "LintResult", variable has type "int"' in errors[0]
