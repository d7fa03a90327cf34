"""Every bundled example is a golden test: legal rules lint clean (R-CUSTOM), rejected
ones give exactly the codes their ``# expect: CODE`` lines list, as ``lopti lint`` gives
them (the linter, then the play audit: witnesses and games that never end, LP504/LP505)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support import paths

from lopti_rules.language import codes
from lopti_rules.language.lint import LintResult, lint_book
from lopti_rules.tools import audit

LEGAL = sorted(paths.EXAMPLES.glob("*.lopti"))
REJECTED = sorted(paths.REJECTED.glob("*.lopti"))
EXPECT = re.compile(r"^#\s*expect:\s*(LP\d{3})\s*$", re.MULTILINE)


def lint_text(text: str, filename: str = "<rule>") -> LintResult:
    """One file linted as ``lopti lint FILE`` does: the linter, then the play audit."""
    results = lint_book([(filename, text)])
    audit(results)
    return results[0]


def expected(path: Path) -> list[str]:
    return sorted(EXPECT.findall(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", LEGAL, ids=lambda p: p.stem)
def test_r_custom_legal_example_lints_clean(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# "), "each example opens with the rule in plain words"
    assert len(re.findall(r"^rule ", text, re.MULTILINE)) == 1, "one rule a file"
    result = lint_text(text, path.name)
    assert result.diagnostics == []
    assert result.ok and result.book is not None


@pytest.mark.parametrize("path", REJECTED, ids=lambda p: p.stem)
def test_r_custom_rejected_example_gives_exactly_its_codes(path: Path) -> None:
    want = expected(path)
    assert want, "a rejected example lists its codes with '# expect: CODE'"
    result = lint_text(path.read_text(encoding="utf-8"), path.name)
    assert sorted(d.code for d in result.diagnostics) == want
    assert result.ok == all(codes.CODES[c].severity == "warning" for c in want)


def test_every_code_and_family_has_a_rejected_example() -> None:
    seen = {code for path in REJECTED for code in expected(path)}
    assert seen == set(codes.CODES)
    assert {codes.CODES[c].family for c in seen} == set(codes.FAMILIES)


@pytest.mark.parametrize("stem", [
    "named-player-draws", "oldest-leads", "draw-again", "pickup-before-clear",
    "out-players-draw", "vote-three-quarters", "earlier-clears", "roshambo-shot",
])
def test_the_issues_rejected_rules_are_bundled(stem: str) -> None:
    assert (paths.REJECTED / f"{stem}.lopti").is_file()
    assert expected(paths.REJECTED / f"{stem}.lopti")


@pytest.mark.parametrize("stem", [
    "eights-skip", "pickup-draws-one", "ten-says-lopti", "jack-on-queen", "deal-pass-left",
    "big-play-goes-low", "five-roshambo", "second-clear-draws", "big-clear-fewest-takes",
    "nine-reverses",
])
def test_the_issues_legal_rules_are_bundled(stem: str) -> None:
    assert lint_text((paths.EXAMPLES / f"{stem}.lopti").read_text()).ok
