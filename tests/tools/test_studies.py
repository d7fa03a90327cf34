"""Studies of a book (``studies.py``, ``lopti simulate --each/--pairs``): each row is the
run of its rules alone on the base game's deals, and any --jobs gives the same rows."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.examples import static_book
from support.paths import EXAMPLES

from lopti_rules.cli import main
from lopti_rules.tools import load_rules, simulate, simulate_rules, study
from lopti_rules.tools.chunks import CHUNK
from lopti_rules.tools.studies import COLUMNS

FILES = [EXAMPLES / "clap-de.lopti", EXAMPLES / "ace-high-only.lopti",
         EXAMPLES / "last-winner-later-rounds.lopti"]


@pytest.mark.slow
def test_each_row_is_its_rule_file_alone_on_the_base_games_deals() -> None:
    book = static_book(FILES, allow_warnings=True)  # the study is pinned, not the gate
    result = study(book, "each", 4, 60, 2)
    assert result.base.as_dict() == simulate(4, 60, 2).as_dict()
    assert [row["files"] for row in result.rows] == [[str(f)] for f in FILES]
    for path, row in zip(FILES, result.rows, strict=True):
        alone = simulate_rules(load_rules([path], allow_warnings=True), 4, 60, 2)
        assert row["plays_with"] == round(alone.rules.plays.mean, 3)
        assert row["plays_base"] == round(alone.base.plays.mean, 3)
        assert row["fired_per_game"] == [round(f.fired / 60, 3) for f in alone.per_rule]


@pytest.mark.slow
def test_pairs_add_every_pair_with_its_interaction() -> None:
    book = static_book(FILES, allow_warnings=True)  # the study is pinned, not the gate
    result = study(book, "pairs", 3, 40, 1)
    assert len(result.rows) == 3 + 3
    singles = {tuple(r["files"]): r["plays_change_pct"] for r in result.rows[:3]}
    for row in result.rows[3:]:
        a, b = row["files"]
        expected = round(row["plays_change_pct"] - singles[(a,)] - singles[(b,)], 2)
        assert abs(row["interaction_pct"] - expected) < 0.011


@pytest.mark.slow
def test_a_study_is_the_same_for_one_and_two_processes() -> None:
    book = load_rules(FILES[:2], allow_warnings=True)
    one = study(book, "pairs", 4, CHUNK + 10, 6, jobs=1)
    two = study(book, "pairs", 4, CHUNK + 10, 6, jobs=2)
    assert json.dumps(one.as_dict()) == json.dumps(two.as_dict())


@pytest.mark.slow
def test_cli_study_writes_csv_a_spreadsheet_reads(tmp_path: Path) -> None:
    out = tmp_path / "study.csv"
    result = CliRunner().invoke(main, ["simulate", "--rules", *map(str, FILES[:2]), "--each",
                                       "-g", "30", "--csv", str(out), "--json"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert list(rows[0]) == list(COLUMNS) and len(rows) == 2
    data = json.loads(result.stdout)
    assert [r["rules"] for r in data["rows"]] == [row["rules"] for row in rows]
    assert float(rows[1]["plays_with"]) == data["rows"][1]["plays_with"]


def test_a_study_without_rules_or_with_record_is_one_line(tmp_path: Path) -> None:
    for args in (["--each"], ["--rules", str(FILES[0]), "--each", "--record", str(tmp_path)],
                 ["--rules", str(FILES[0]), "--csv", str(tmp_path / "x.csv")]):
        result = CliRunner().invoke(main, ["simulate", *args])
        assert result.exit_code == 2 and "a study takes --rules BOOK" in result.stderr
