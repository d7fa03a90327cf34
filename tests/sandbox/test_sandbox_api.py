"""The sandbox stage's API: the cheap parts stay cheap (test_layout.py checks its names)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import lopti_rules.sandbox as sandbox
from lopti_rules.sandbox import nesting_depth, source_line

INIT = Path(sandbox.__file__)


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
