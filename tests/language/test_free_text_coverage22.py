"""Every numbered official rule a sentence can contradict has a reading (issue 29, session 22,
brief fix22d; tests/data/free_text/coverage22.toml, the table of docs/trial.md).

The rules are read from the packaged digest (language/text/cards/RULES.md) so a rule added
there without a row fails here. A covered row's sentence gets its code from the judge; an
open row's sentence is still missed (strict xfail: a reading that learns it moves the row).
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from support import each, paths

import lopti_rules.language.text as text_package
from lopti_rules.language.text.harm import judge

ROWS = tomllib.loads((paths.DATA / "free_text" / "coverage22.toml").read_text(
    encoding="utf-8"))["rows"]
CARDS = Path(text_package.__file__).parent / "cards" / "RULES.md"
DOCS = Path(paths.DATA).parents[1] / "docs" / "trial.md"


def _numbered_rules() -> set[str]:
    """Every numbered rule of the digest: R-<SECTION>-<n> from a section's numbered items,
    and the special cards' own (R-SPECIAL-2, -3, -7, -10)."""
    found: set[str] = set()
    section = ""
    for line in CARDS.read_text(encoding="utf-8").splitlines():
        head = re.match(r"## .*\((R-[A-Z]+)\)", line)
        if head:
            section = head.group(1)
            continue
        item = re.match(r"(\d+)\. ", line)
        if item and section:
            found.add(f"{section}-{item.group(1)}")
        found.update(re.findall(r"\*\*\d+ \w+\*\* \((R-SPECIAL-\d+)\)", line))
    return found


def test_r_custom_1_every_numbered_rule_has_a_row() -> None:
    rules = _numbered_rules()
    assert len(rules) > 50, sorted(rules)
    assert rules - {r[0] for r in ROWS} == set()
    assert {r[0] for r in ROWS} - rules == set()


def test_r_custom_1_the_docs_table_lists_every_row() -> None:
    docs = DOCS.read_text(encoding="utf-8")
    section = docs[docs.index("### Session 22: every official rule a text can contradict"):]
    for rule, _status, _reading, _code, _test, sentence in ROWS:
        assert sentence in section, (rule, sentence)


@each.parametrize(
    ("rule", "code", "sentence"),
    [(r[0], r[3], r[5]) if r[1] == "covered" else
     pytest.param(r[0], r[3], r[5], marks=pytest.mark.xfail(strict=True, reason="open row"))
     for r in ROWS], ids=lambda x: str(x)[:40], size=15)
def test_r_custom_2_a_covered_rules_contradiction_gets_its_code(rule: str, code: str,
                                                                 sentence: str) -> None:
    assert code in {f.code for f in judge(sentence)}, (rule, [f.message for f in judge(sentence)])


@each.parametrize("row", [r for r in ROWS if r[1] == "covered"],
                         ids=lambda r: f"{r[0]}-{r[2]}", size=60)
def test_r_custom_2_a_covered_rows_reading_and_test_exist(row: list[str]) -> None:
    _rule, _status, reading, _code, test, _sentence = row
    assert (CARDS.parent.parent / f"{reading}.py").exists(), reading
    assert (Path(__file__).parent / test).exists(), test
