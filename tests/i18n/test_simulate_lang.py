"""`lopti simulate` tables in each language: translated headings, and Chinese text that
keeps the terminal table's columns in line (display width, not characters)."""

from __future__ import annotations

import io
import re

import pytest
from click.testing import CliRunner
from rich.cells import cell_len
from rich.console import Console
from support import each
from support.english import english_left, placeholders_left

from lopti_rules import i18n
from lopti_rules.cli import main
from lopti_rules.cli.simulate import study_table
from lopti_rules.tools import Study, Summary


def simulate(lang: str) -> str:
    result = CliRunner().invoke(main, ["--lang", lang, "simulate", "--games", "4",
                                       "--seed", "7"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    return result.stdout


@each.parametrize(("lang", "words"), [
    ("de", ("Messgröße", "Züge je Spiel", "Platz 0 gewinnt", "Abräumen: eine 10")),
    ("nl", ("maat", "beurten per spel", "stoel 0 wint", "opruimingen: een 10")),
    ("tr", ("ölçü", "oyun başına sıra", "0. koltuk kazanır", "temizleme: bir 10")),
    ("zh", ("指标", "每局回合数", "0 号座位获胜", "清空：一张 10")),
], size=15)
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



def studied() -> Study:
    """A study's rows as ``tools.study`` writes them: two rules alone and their pair (the
    figures made up: loading a book through the gate costs seconds, and the words are the
    table's, not the games')."""
    base = Summary(players=4, bot="random", seed=3, games=2, seat_wins=[1, 1, 0, 0])
    base.plays.add(170.0)
    rows = [{"rules": name, "plays_with": plays, "plays_change_pct": change,
             "interaction_pct": inter, "seat0_win_with": 0.5, "capped_with": 0}
            for name, plays, change, inter in (("Eights skip", 262.2, 50.5, None),
                                               ("Ace wall", 208.5, 19.7, None),
                                               ("Eights skip + Ace wall", 300.0, 76.4, 6.2))]
    return Study("pairs", base, rows)


def study(lang: str) -> str:
    """The study's table as ``lopti --lang LANG simulate --pairs`` prints it."""
    console = Console(width=120, record=True, soft_wrap=False, file=io.StringIO())
    with i18n.speaking(lang):
        console.print(study_table(studied(), "pairs", 4, "random", 3))
    return console.export_text()


@each.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_a_study_table_speaks_the_language(lang: str) -> None:
    """``simulate --pairs``: its title, columns and interaction points in ``lang`` (the
    rule names stay as written), its Chinese rows in line."""
    out = study(lang)
    text = re.sub(r"Eights skip|Ace wall|\brandom\b", " ", out)
    assert not english_left(text, lang) and not placeholders_left(text), \
        english_left(text, lang)
    assert out.count("Eights skip") == 2 and "+" in out  # each alone, then the pair
    lines = [line for line in out.splitlines() if line[:1] in "┏┃┡│└"]
    assert len({cell_len(line) for line in lines}) == 1, out


def test_the_english_study_is_unchanged() -> None:
    out = study("en")
    assert "study (pairs): 2 deals, 4 players, bot random, seed 3; base game" in out
    assert "seat 0 wins" in out and " pts" in out


@pytest.mark.parametrize("lang", ["de", "nl", "tr", "zh"])
def test_r_custom_1_an_evenings_tables_speak_the_language(lang: str) -> None:
    """``simulate --session``: the evening's line, the three frames' tables (their titles,
    columns and rows: a seat, the creator and the dealer counted on), the round-length
    line and the footer, with no English left; Chinese keeps the tables in line."""
    result = CliRunner().invoke(main, ["--lang", lang, "simulate", "--session", "3",
                                       "--games", "2"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    out = result.stdout
    words = english_left(out.replace("random", " ").replace("Wilson", " "), lang)
    assert not words and not placeholders_left(out), words
    tables = re.findall(r"^┏.*?^└[^\n]*", out, flags=re.S | re.M)
    assert len(tables) == 3
    for table in tables:  # every line of a table as wide as its top (display width)
        assert len({cell_len(line) for line in table.splitlines()}) == 1, table
