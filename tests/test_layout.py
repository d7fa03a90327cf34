"""The package's shape (docs/architecture.md): stages point down, no circles, no private
imports across modules, small modules that say what they are."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
PACKAGE = ROOT / "lopti_rules"
#: lines a module may have; "about 500" (issue 11): a module over it needs a reason below.
MAX_LINES = 520
#: module -> why it stays one module although it is longer (at most three).
LONG_MODULES: dict[str, str] = {
    "lopti_rules.language.codes": "the registry of every lint code is one table that "
                                  "docs/lint/ is rendered from; split by family it would "
                                  "scatter the codes' numbering, which must stay unique",
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


def test_stages_import_only_the_stages_below_them_and_no_package_has_a_circle() -> None:
    """The import-linter contracts in pyproject.toml (layers; acyclic siblings)."""
    lint_imports = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    command = [lint_imports] if lint_imports else [sys.executable, "-m", "importlinter.cli"]
    done = subprocess.run([*command, "--config", str(ROOT / "pyproject.toml")], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


def test_no_module_imports_another_modules_underscore_names() -> None:
    private = []
    for module, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _target(module, path, node) != module:
                private += [f"{module}: {_target(module, path, node)}.{a.name}"
                            for a in node.names
                            if a.name.startswith("_") and not a.name.startswith("__")]
    assert private == []


def test_no_module_is_much_over_five_hundred_lines_and_the_exceptions_say_why() -> None:
    assert len(LONG_MODULES) <= 3
    long = {m for m, p in MODULES.items()
            if len(p.read_text(encoding="utf-8").splitlines()) > MAX_LINES}
    assert long == set(LONG_MODULES), "split these by concept, or give the reason here"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_module_opens_with_a_line_saying_what_it_is(module: str) -> None:
    doc = ast.get_docstring(ast.parse(MODULES[module].read_text(encoding="utf-8")))
    assert doc and doc.splitlines()[0].strip() and "TODO" not in doc


def test_the_package_root_holds_only_the_curated_api_and_the_errors() -> None:
    flat = {p.name for p in PACKAGE.glob("*.py")}
    assert flat == {"__init__.py", "errors.py"}


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


LAZY_STAGES = ["lopti_rules.engine", "lopti_rules.sandbox", "lopti_rules.language",
               "lopti_rules.play", "lopti_rules.tools", "lopti_rules.tools.scenario",
               "lopti_rules.tools.audit", "lopti_rules.sessions", "lopti_rules.serve",
               "lopti_rules.lsp"]


@pytest.mark.parametrize("stage", LAZY_STAGES)
def test_a_stage_api_loads_every_name_it_lists_and_types_the_same_names(stage: str) -> None:
    """Each lazy stage API: ``_EXPORTS`` (run time) and the TYPE_CHECKING block (mypy) agree."""
    import importlib

    package = importlib.import_module(stage)
    tree = ast.parse(MODULES[stage].read_text(encoding="utf-8"))
    typed = {a.asname or a.name for node in ast.walk(tree) if isinstance(node, ast.If)
             for sub in node.body if isinstance(sub, ast.ImportFrom) for a in sub.names}
    assert typed == set(package._EXPORTS) == set(package.__all__)
    for name in package.__all__:
        assert getattr(package, name) is not None


def test_docs_architecture_lists_every_module_of_every_stage() -> None:
    page = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    stages = ("engine", "sandbox", "language", "play", "tools", "sessions", "serve", "lsp",
              "cli")
    missing = [str(p.relative_to(PACKAGE)) for stage in stages
               for p in (PACKAGE / stage).rglob("*.py")
               if f"`{p.relative_to(PACKAGE / stage).as_posix()}`" not in page]
    assert missing == []
