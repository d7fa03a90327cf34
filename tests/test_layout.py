"""The package's shape (docs/architecture.md): stages point down, no circles, no private
imports across modules, small modules that say what they are."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from support import each

ROOT = Path(__file__).parents[1]
PACKAGE = ROOT / "lopti_rules"
#: one concept a module, whatever its size (issue 23); a module over this many lines is
#: flagged for a look: is it still one concept? Those that are say why below.
LOOK_AT = 600
#: module -> why it stays one module although it is longer (at most three).
LONG_MODULES: dict[str, str] = {
    "lopti_rules.language.report.codes": "the registry of every lint code is one table that "
                                  "docs/lint/ is rendered from; split by family it would "
                                  "scatter the codes' numbering, which must stay unique",
    "lopti_rules.language.analysis.binding": "one reasoning, who a role can be bound to "
                                             "under a hook's conditions (rounds, leader, "
                                             "creator, clocks of the rule's life), over one "
                                             "three-valued evaluation; the clocks (issue 29) "
                                             "are the next to move out",
    "lopti_rules.language.text.harm_lexicon": "data, not code: the free-text judge's words "
                                              "in five languages, one table a group of "
                                              "meaning; split by language it would scatter "
                                              "each group over five files (issue 29)",
}


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _target(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The absolute module an ``ImportFrom`` names (relative imports resolved)."""
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if path.name != "__init__.py":
        base.pop()
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


@pytest.mark.slow
def test_stages_import_only_the_stages_below_them_and_no_package_has_a_circle() -> None:
    """The import-linter contracts in pyproject.toml (layers; acyclic siblings)."""
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    command = [lint_imports] if lint_imports else [sys.executable, "-m", "importlinter.cli"]
    done = subprocess.run([*command, "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


@pytest.mark.slow
def test_no_module_imports_another_modules_underscore_names() -> None:
    private = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _target(module, path, node) != module:
                private += [f"{module}: {_target(module, path, node)}.{a.name}"
                            for a in node.names
                            if a.name.startswith("_") and not a.name.startswith("__")]
    assert private == []


def test_a_module_over_six_hundred_lines_is_one_concept_and_says_why() -> None:
    assert len(LONG_MODULES) <= 3
    long = {m for m, p in MODULES.items()
            if len(p.read_text(encoding="utf-8").splitlines()) > LOOK_AT}
    assert long <= set(LONG_MODULES), "split these by concept, or give the reason here"


def _opens_with_a_line_saying_what_it_is(module: str) -> None:
    doc = ast.get_docstring(ast.parse(MODULES[module].read_text(encoding="utf-8")))
    assert doc and doc.splitlines()[0].strip() and "TODO" not in doc


@pytest.mark.parametrize("modules", each.groups(sorted(MODULES), str, 100))
def test_every_module_opens_with_a_line_saying_what_it_is(modules: list[str]) -> None:
    """Every module, in groups (a module's parse is under 2 ms: support/each.py)."""
    each.check_each(modules, str, _opens_with_a_line_saying_what_it_is)


def test_the_package_root_holds_only_the_curated_api_the_errors_and_the_input_limits() -> None:
    flat = {p.name for p in PACKAGE.glob("*.py")}
    # lazyapi.py: how every stage's __init__ loads its API (issue 24, cold start)
    # records.py: the value classes a cold lint reads, without dataclasses (issue 24)
    assert flat == {"__init__.py", "errors.py", "inputs.py", "pythons.py", "lazyapi.py",
                    "records.py"}


def test_the_cli_imports_stage_packages_not_their_modules() -> None:
    """STYLE.md 9: a command reads a stage through its API (the stage's ``__init__``)."""
    stages = {"engine", "sandbox", "language", "play", "tools", "sessions", "lsp"}
    deep = []
    for module, path in MODULES.items():
        if not module.startswith("lopti_rules.cli"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                parts = _target(module, path, node).split(".")
                if len(parts) > 2 and parts[1] in stages and parts[:3] != [
                        "lopti_rules", "tools", "scenario"]:
                    deep.append(f"{module}: {'.'.join(parts)}")
    assert deep == []


#: every package whose public names are listed once in an ``__init__.pyi`` (lazy_loader)
STUBBED = ["lopti_rules", "lopti_rules.engine", "lopti_rules.sandbox", "lopti_rules.language",
           "lopti_rules.play", "lopti_rules.tools", "lopti_rules.tools.scenario",
           "lopti_rules.tools.audit", "lopti_rules.tools.trial", "lopti_rules.sessions",
           "lopti_rules.sessions.archive", "lopti_rules.serve", "lopti_rules.lsp"]


def _stub(package: str) -> dict[str, str]:
    """Public name -> the module the package's ``__init__.pyi`` takes it from."""
    path = MODULES[package].with_suffix(".pyi")
    names: dict[str, str] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                assert alias.asname == alias.name, f"{package}: {alias.name} (re-export)"
                assert alias.name not in names, f"{package}: {alias.name} listed twice"
                names[alias.name] = "." * node.level + (node.module or "")
    return names


@each.parametrize("package", STUBBED, size=60)
def test_a_stage_api_lists_each_name_once_and_loads_each_from_its_module(package: str) -> None:
    """The stub is the one list: mypy reads it, and lazy_loader loads the same names."""
    import importlib

    api = importlib.import_module(package)
    names = _stub(package)
    assert names and set(api.__all__) == set(names)
    for name, module in names.items():
        assert getattr(api, name) is getattr(importlib.import_module(module, package), name)
    init = MODULES[package].read_text(encoding="utf-8")
    assert "attach(__name__, __file__)" in init  # lazyapi.attach: the stub read line by line
    assert "TYPE_CHECKING" not in init and "_EXPORTS" not in init


def test_every_package_api_is_a_stub_and_none_lists_its_names_twice() -> None:
    """Issue 23: no ``__init__.py`` imports names from its modules and lists them again
    in ``__all__``; a package with public names has them in its ``__init__.pyi``, and
    the test above checks every such package."""
    stubbed = {m for m, p in MODULES.items()
               if p.name == "__init__.py" and p.with_suffix(".pyi").is_file()}
    assert stubbed == set(STUBBED)
    twice = []
    for module, path in MODULES.items():
        if path.name != "__init__.py" or module in stubbed:
            continue
        body = ast.parse(path.read_text(encoding="utf-8")).body
        lists = any(isinstance(n, ast.Assign) and any(getattr(t, "id", "") == "__all__"
                                                      for t in n.targets) for n in body)
        imports = any(isinstance(n, ast.ImportFrom) and n.level for n in body)
        if lists and imports:
            twice.append(module)
    assert twice == []


def test_no_module_is_a_re_export_shim() -> None:
    """Issue 23: a split leaves no module that only passes on names from others
    (``language/compiler.py`` and ``engine/game.py`` once did): an importer names the
    module that defines what it needs, or the stage API."""
    shims = []
    for module, path in MODULES.items():
        if path.name == "__init__.py":
            continue
        body = ast.parse(path.read_text(encoding="utf-8")).body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            body = body[1:]  # the docstring
        body = [n for n in body if not (isinstance(n, ast.ImportFrom)
                                        and n.module == "__future__")]
        passes_on = all(isinstance(n, ast.Import | ast.ImportFrom) or (
            isinstance(n, ast.Assign) and [getattr(t, "id", "") for t in n.targets] == [
                "__all__"]) for n in body)
        if body and passes_on and any(isinstance(n, ast.ImportFrom) and n.level
                                      for n in body):
            shims.append(module)
    assert shims == []


def test_no_module_writes_terminal_colours_by_hand() -> None:
    """Issue 23, "colour through rich": the one way lopti colours text is rich
    (``language/lint/linter.paint`` and rich's own consoles), so NO_COLOR and FORCE_COLOR
    hold everywhere; no string of the package holds an ANSI escape character."""
    by_hand = [f"{module}:{node.lineno}" for module, path in MODULES.items()
               for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
               if isinstance(node, ast.Constant) and isinstance(node.value, str)
               and "\x1b" in node.value]
    assert by_hand == []


def test_the_language_folders_are_its_pipeline_and_architecture_md_names_them() -> None:
    rooms = {p.name for p in (PACKAGE / "language").iterdir()
             if p.is_dir() and (p / "__init__.py").is_file()}
    assert rooms == {"syntax", "tree", "catalogue", "analysis", "text", "codegen", "present",
                     "report", "lint"}
    assert {p.name for p in (PACKAGE / "language").glob("*.py")} == {"__init__.py",
                                                                    "compiler.py"}
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    assert all(f"**`{room}/`**" in page for room in rooms)


def test_the_grammar_is_the_top_level_one_and_the_only_copy() -> None:
    """The design card: ``grammar/lopti.lark`` beside ``lopti_rules/`` (and in the wheel)."""
    assert (ROOT / "grammar" / "lopti.lark").is_file()
    assert list(PACKAGE.rglob("*.lark")) == []
    from lopti_rules.language.syntax.grammar import grammar_text

    assert grammar_text() == (ROOT / "grammar" / "lopti.lark").read_text(encoding="utf-8")


def test_the_issue_23_table_names_tests_and_files_that_exist() -> None:
    """docs/architecture.md checks issue 23 item by item; each test and file it names as
    keeping an item exists, so the table cannot outlive what it points at."""
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = page.split("## Issue 23, checked against its text", 1)[1].split("\n## ", 1)[0]
    files = set(re.findall(r"`(tests/[\w/]+\.py)", table))
    tests = set(re.findall(r"\b(test_\w+)`", table))
    assert files and tests
    assert sorted(f for f in files if not (ROOT / f).is_file()) == []
    sources = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py"))
    assert sorted(t for t in tests if f"def {t}(" not in sources) == []


def test_docs_architecture_lists_every_module_of_every_stage() -> None:
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    stages = ("engine", "sandbox", "language", "play", "tools", "sessions", "serve", "lsp",
              "cli")
    missing = [str(p.relative_to(PACKAGE)) for stage in stages
               for p in (PACKAGE / stage).rglob("*.py")
               if f"`{p.relative_to(PACKAGE / stage).as_posix()}`" not in page]
    assert missing == []
