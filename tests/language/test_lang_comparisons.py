"""Every comparison spelling that docs/language.md documents goes through lint, fmt and compile.

Pins the grammar fix for ``=`` (the alias once attached only to ``==``, so
``play.rank = 8`` parsed to an empty operator: lint said clean, the compiler
refused it and ``lopti fmt`` crashed).
"""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from support import each
from support.paths import DOCS

from lopti_rules.cli import main
from lopti_rules.language import compile_text, python_source
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes

# (spelling, right-hand side, canonical condition after fmt; its first word is the left side)
SPELLINGS = [
    ("is", "8", "play.rank is 8"),
    ("is not", "8", "play.rank is not 8"),
    ("is at least", "8", "play.rank is at least 8"),
    ("is at most", "8", "play.rank is at most 8"),
    ("is more than", "8", "play.rank is more than 8"),
    ("is less than", "8", "play.rank is less than 8"),
    ("=", "8", "play.rank is 8"),
    ("==", "8", "play.rank is 8"),
    ("!=", "8", "play.rank is not 8"),
    (">=", "8", "play.rank is at least 8"),
    ("<=", "8", "play.rank is at most 8"),
    (">", "8", "play.rank is more than 8"),
    ("<", "8", "play.rank is less than 8"),
    ("is one of", "8, 9", "play.rank is one of 8, 9"),
    ("is not one of", "8, 9", "play.rank is not one of 8, 9"),
    ("is", "even", "play.count is even"),
    ("is", "odd", "play.count is odd"),
]


def _rule(condition: str) -> str:
    # the action is a vehicle for the condition: a skip after every 3 is a block since
    # session 36 (checks/nextturn.py, R-SPECIAL-3), so the body says a word instead
    return f'rule "x"\n  after play when {condition}:\n    acting player says "Nice"\n'


@each.parametrize(("op", "right", "canonical"), SPELLINGS,
                         ids=[f"{op} {right}" for op, right, _ in SPELLINGS])
def test_documented_comparison_lints_formats_and_compiles(op: str, right: str,
                                                          canonical: str) -> None:
    """docs/language.md "Values and conditions" (R-CUSTOM-4: rules act on conditions)."""
    text = _rule(f"{canonical.split()[0]} {op} {right}")
    result = lint_text(text, "cmp.lopti")
    assert result.ok, [d.message for d in result.diagnostics]
    expected = _rule(canonical)
    assert format_text(text) == expected
    assert parse(expected) == parse(text)
    compiled = compile_text(text, "cmp.lopti")
    assert python_source(compiled) == python_source(compile_text(expected, "cmp.lopti"))


def test_every_compare_op_is_a_known_operator() -> None:
    for op, right, canonical in SPELLINGS:
        cond = parse(_rule(f"{canonical.split()[0]} {op} {right}")).rules[0].hooks[0].condition
        if isinstance(cond, nodes.Compare):
            assert cond.op in {"==", "!=", ">=", "<=", ">", "<"}, (op, cond.op)


def test_docs_list_every_tested_spelling() -> None:
    docs = (DOCS / "language.md").read_text(encoding="utf-8")
    for op, _, _ in SPELLINGS:
        if op != "==":
            assert f"`{op}" in docs, op


def test_fmt_cli_rewrites_single_equals(tmp_path: Path) -> None:
    path = tmp_path / "eq.lopti"
    path.write_text(_rule("play.rank = 8"), encoding="utf-8")
    result = CliRunner().invoke(main, ["fmt", str(path)])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == _rule("play.rank is 8")


@each.parametrize("face", ["J", "Q", "K", "A", "Jack", "Queen", "King", "Ace"], size=60)
def test_every_face_the_grammar_accepts_is_a_rank(face: str) -> None:
    """The parser has no fallback for a FACE token cards.parse_rank refuses (R-SETUP-1)."""
    book = parse(_rule(f"play.rank is {face}"))
    cond = book.rules[0].hooks[0].condition
    assert isinstance(cond, nodes.Compare) and isinstance(cond.right, nodes.RankLit)
    assert cond.right.value == {"J": 11, "Q": 12, "K": 13, "A": 14}[face[0]]
