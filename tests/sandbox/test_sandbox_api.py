"""The sandbox stage's API: one lazy table, the same names typed, and the cheap parts cheap."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import lopti_rules.sandbox as sandbox
from lopti_rules.sandbox import nesting_depth, source_line

INIT = Path(sandbox.__file__)


@pytest.mark.parametrize("name", sandbox.__all__)
def test_every_exported_name_resolves_to_the_module_the_table_names(name: str) -> None:
    module = importlib.import_module(sandbox._EXPORTS[name], "lopti_rules.sandbox")
    assert getattr(sandbox, name) is getattr(module, name)


def test_the_typed_imports_are_exactly_the_lazy_table() -> None:
    """mypy reads the ``TYPE_CHECKING`` block; run time reads ``_EXPORTS``: they agree."""
    typed: dict[str, str] = {}
    for node in ast.walk(ast.parse(INIT.read_text(encoding="utf-8"))):
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for stmt in node.body:
                assert isinstance(stmt, ast.ImportFrom)
                for alias in stmt.names:
                    assert alias.asname == alias.name  # an explicit re-export
                    typed[alias.name] = "." + (stmt.module or "")
    assert typed == sandbox._EXPORTS


def test_the_policy_and_the_checker_do_not_load_restrictedpython() -> None:
    """The language reads the limits (``lopti lint``) without the compiler's last stage."""
    code = ("import sys\nfrom lopti_rules.sandbox import SandboxPolicy, check_generated\n"
            "assert check_generated('def h(view, event, rule):\\n    fuel()\\n') == ()\n"
            "print(SandboxPolicy.MAX_STEPS, 'RestrictedPython' in sys.modules,"
            " 'lopti_rules.sandbox.run' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ["10000", "False", "False"]


def test_nesting_depth_counts_levels_and_stops_past_the_limit() -> None:
    tree = ast.parse("x = [[[1]]]")  # Module > Assign > List > List > List > Constant
    assert nesting_depth(tree, 40) == 6
    assert nesting_depth(ast.parse("x = " + "[" * 200 + "]" * 200), 10) == 11


def test_source_line_is_exact_else_the_nearest_mapped_line_above() -> None:
    line_map = {2: 10, 5: 20}
    assert [source_line(line_map, g) for g in (1, 2, 4, 5, 9)] == [None, 10, 10, 20, 20]
    assert source_line({}, 7) == 7 and source_line(line_map, None) is None
