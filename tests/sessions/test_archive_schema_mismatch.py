"""An archive whose tables are not those of the schema its ``PRAGMA user_version`` names
(issue 27): every read and write command refuses it with one line, exit 2, and leaves the
file as it was, with nothing written beside it (no ``.vN.bak``)."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.sessions.archive.db import APPLICATION_ID
from lopti_rules.sessions.archive.schema import LATEST, MIGRATIONS, statements


def fresh(path: Path) -> None:
    result = CliRunner().invoke(main, ["session", "new", "r", "--players", "Ann,Bo",
                                       "--db", str(path)])
    assert result.exit_code == 0, result.output


def sql(path: Path, *lines: str) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    for line in lines:
        conn.execute(line)
    conn.close()


def v1_claiming_2(path: Path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in statements(MIGRATIONS[1]):
        conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 2")  # but rulings (schema 2) was never made
    conn.close()


CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    "version set back": (lambda p: sql(p, "PRAGMA user_version = 3"),
                         f"says archive schema 3, but its tables are schema {LATEST}'s"),
    "version set to 0": (lambda p: sql(p, "PRAGMA user_version = 0"),
                         f"says archive schema 0, but its tables are schema {LATEST}'s"),
    "column dropped": (lambda p: sql(p, "ALTER TABLE rounds DROP COLUMN pickups"),
                       f"says archive schema {LATEST}, but its table 'rounds' lacks the "
                       "column 'pickups'"),
    "table dropped": (lambda p: sql(p, "DROP TABLE rulings"),
                      f"says archive schema {LATEST}, but its table 'rulings' is missing"),
    "column added": (lambda p: sql(p, "ALTER TABLE players ADD COLUMN colour TEXT"),
                     f"schema {LATEST}'s table 'players' has no column 'colour'"),
}

COMMANDS = [
    ["book", "show"],
    ["book", "export", "--format", "json"],
    ["session", "status"],
    ["session", "list"],
    ["session", "round", "--winner", "Ann"],
    ["session", "new", "s", "--players", "Ann,Bo"],
]


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_a_schema_mismatch_is_one_line_and_leaves_nothing_behind(
        tmp_path: Path, case: str, command: list[str]) -> None:
    db = tmp_path / "a.db"
    make, message = CASES[case]
    fresh(db)
    make(db)
    before = db.read_bytes()
    result = CliRunner().invoke(main, [*command, "--db", str(db)])
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    assert message in lines[0] and "left untouched" in lines[0], lines[0]
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db"]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_tables_short_of_the_version_they_claim_are_refused(tmp_path: Path,
                                                            command: list[str]) -> None:
    db = tmp_path / "a.db"
    v1_claiming_2(db)
    before = db.read_bytes()
    result = CliRunner().invoke(main, [*command, "--db", str(db)])
    assert result.exit_code == 2, result.output
    assert result.output.count("\n") == 1 and "its tables are schema 1's" in result.output
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db"]


def test_a_matching_old_archive_is_still_upgraded_with_its_backup(tmp_path: Path) -> None:
    """The check refuses only mismatches: an honest schema-1 archive upgrades (R-SESSION-1)."""
    db = tmp_path / "a.db"
    v1_claiming_2(db)
    sql(db, "PRAGMA user_version = 1")
    result = CliRunner().invoke(main, ["session", "new", "s", "--players", "Ann,Bo",
                                       "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db", "a.db.v1.bak"]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_an_archive_from_a_newer_lopti_is_one_line_and_left_alone(tmp_path: Path,
                                                                   command: list[str]) -> None:
    db = tmp_path / "a.db"
    fresh(db)
    sql(db, f"PRAGMA user_version = {LATEST + 1}")
    before = db.read_bytes()
    result = CliRunner().invoke(main, [*command, "--db", str(db)])
    assert result.exit_code == 2 and result.output.count("\n") == 1, result.output
    assert f"archive schema {LATEST + 1}" in result.output and "upgrade lopti-rules" in \
        result.output
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db"]
