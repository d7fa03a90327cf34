"""`lopti fmt --words` in each language: every example rule read back with no English left
outside its quoted texts, no unfilled placeholder, and the English reading unchanged."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.language import describe_text

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "examples" / "rules").rglob("*.lopti"))
#: words of the English reading that no other language's reading uses
ENGLISH = re.compile(r"\b(the|player|players|card|cards|after|before|when|then|every|each|"
                     r"round|with|and|draws|gives|takes|says|skip|must|may|choice)\b", re.I)


def prose(line: str) -> str:
    """A sentence without its quoted texts (the table's own words, in any language)."""
    return re.sub(r'"[^"]*"', "", line)


def readings(lang: str) -> dict[str, list[str]]:
    i18n.use(lang)
    try:
        return {p.name: [line for line in describe_text(p.read_text(encoding="utf-8"),
                                                        str(p)).splitlines()
                         if line.startswith("  ")] for p in EXAMPLES}
    finally:
        i18n.use("en")


@functools.cache
def english_readings() -> dict[str, list[str]]:
    """The English readings, read once a process when a test first asks (never while the
    module is collected: 0.2-0.4 CPU s of every worker's collection)."""
    return readings("en")


def test_the_examples_have_readings() -> None:
    assert len(english_readings()) > 50 and all(english_readings().values())


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_every_example_rule_reads_in_the_language(lang: str) -> None:
    read = readings(lang)
    english_left = [(name, line) for name, lines in read.items() for line in lines
                    if ENGLISH.search(prose(line))]
    assert not english_left, english_left[:5]
    unfilled = [(name, line) for name, lines in read.items() for line in lines
                if re.search(r"\{[a-z_]+\}", prose(line))]
    assert not unfilled, unfilled[:5]
    for name, lines in read.items():
        assert len(lines) == len(english_readings()[name])
        assert lines != english_readings()[name], name


def test_R_CUSTOM_2_eights_skip_in_dutch_and_chinese_on_the_command_line() -> None:
    rule = str(ROOT / "examples" / "rules" / "eights-skip.lopti")
    out = CliRunner().invoke(main, ["--lang", "nl", "fmt", "--words", rule]).stdout
    assert "Na een spel met 8: sla de volgende speler over." in out
    out = CliRunner().invoke(main, ["--lang", "zh", "fmt", "--words", rule]).stdout
    assert "出牌之后（8）：跳过下一位玩家。" in out
