"""`lopti simulate` tables in each language: translated headings, and Chinese text that
keeps the terminal table's columns in line (display width, not characters)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from lopti_rules.cli import main


def simulate(lang: str) -> str:
    result = CliRunner().invoke(main, ["--lang", lang, "simulate", "--games", "4",
                                       "--seed", "7"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize(("lang", "words"), [
    ("de", ("Messgröße", "Züge je Spiel", "Platz 0 gewinnt", "Abräumen: eine 10")),
    ("nl", ("maat", "beurten per spel", "stoel 0 wint", "opruimingen: een 10")),
    ("tr", ("ölçü", "oyun başına sıra", "0. koltuk kazanır", "temizleme: bir 10")),
    ("zh", ("指标", "每局回合数", "0 号座位获胜", "清空：一张 10")),
])
def test_the_summary_table_speaks_the_language(lang: str, words: tuple[str, ...]) -> None:
    out = simulate(lang)
    for word in words:
        assert word in out
    assert "turns per game" not in out and "measure" not in out


def test_chinese_rows_keep_the_table_in_line() -> None:
    """Each CJK character takes two cells: every line of the box is as wide as its top."""
    lines = [line for line in simulate("zh").splitlines() if line[:1] in "┏┃┡│└"]
    assert len(lines) > 5 and any("获胜" in line for line in lines)
    widths = {cell_len(line) for line in lines}
    assert len(widths) == 1, widths
    # the right border of every row sits in the same terminal column
    assert all(line.endswith(("┓", "┃", "┩", "│", "┘")) for line in lines)


def test_the_english_table_is_unchanged() -> None:
    out = simulate("en")
    assert "measure" in out and "turns per game" in out and "seat 0 wins" in out
    assert "clears: ten" in out and "/game)" in out
