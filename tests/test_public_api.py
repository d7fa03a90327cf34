"""The curated public API (STYLE.md practice 1): every name in __all__ resolves."""

from __future__ import annotations

import subprocess
import sys

import pytest
from support import each

import lopti_rules


@each.parametrize("name", lopti_rules.__all__, size=60)
def test_every_public_name_resolves(name: str) -> None:
    assert getattr(lopti_rules, name) is not None


def test_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="attribute.*nope"):
        lopti_rules.nope  # noqa: B018


def test_importing_the_package_does_not_load_lark_or_the_engine() -> None:
    code = ("import sys, lopti_rules; "
            "print(sorted(m for m in ('lark', 'lopti_rules.engine', 'sqlite3') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_public_api_lints_and_plays() -> None:
    result = lopti_rules.lint_text(
        'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
    )
    assert result.ok, result.diagnostics
    game = lopti_rules.Game(4, seed=7)
    assert game.current_player() is not None
    assert game.legal_moves()
