"""Old, read-only and full archives (issue 15): reads never write, writers back up before an
upgrade, and a full disk or a read-only file is never called damaged. Real SQLite throughout;
tests run as root, so read-only is a ``mode=ro`` URI and a full disk a patched error."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.sessions import Archive
from lopti_rules.sessions.archive import db as dbmod
from lopti_rules.sessions.archive.db import APPLICATION_ID
from lopti_rules.sessions.archive.schema import LATEST, MIGRATIONS, statements


def v1_archive(path: Path) -> bytes:
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in statements(MIGRATIONS[1]):
        conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO sessions VALUES (1, 'old', '', 0, 0)")
    conn.executemany("INSERT INTO players VALUES (1, ?, ?)", [(0, "Ann"), (1, "Bo")])
    conn.close()
    return path.read_bytes()


def read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Open every archive file read-only, as SQLite does for a file it may not write."""
    real = sqlite3.connect

    def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if str(database) == ":memory:":
            return real(database, *args, **kwargs)
        return real(f"file:{database}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(dbmod.sqlite3, "connect", connect)


def test_a_read_command_shows_an_old_archive_without_writing_it(tmp_path: Path) -> None:
    db = tmp_path / "v1.db"
    before = v1_archive(db)
    result = CliRunner().invoke(main, ["session", "status", "--db", str(db)])
    assert result.exit_code == 0 and "Ann" in result.output, result.output
    assert db.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["v1.db"]


def test_a_read_only_old_archive_is_still_shown(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "v1.db"
    before = v1_archive(db)
    read_only(monkeypatch)
    result = CliRunner().invoke(main, ["book", "export", "--db", str(db)])
    assert result.exit_code == 0 and "Ann" in result.output, result.output
    assert db.read_bytes() == before


@pytest.mark.slow
def test_a_writer_backs_up_an_old_archive_before_upgrading_it(tmp_path: Path) -> None:
    db = tmp_path / "v1.db"
    before = v1_archive(db)
    result = CliRunner().invoke(main, ["session", "round", "--winner", "Bo", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "v1.db.v1.bak").read_bytes() == before
    with Archive(db) as archive, archive.read() as a:
        assert a.db.conn.execute("PRAGMA user_version").fetchone()[0] == LATEST


def test_a_write_to_a_read_only_archive_is_not_called_damaged(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "a.db"
    run = CliRunner().invoke
    assert run(main, ["session", "new", "f", "--players", "Ann,Bo", "--db", str(db)]
               ).exit_code == 0
    read_only(monkeypatch)
    result = run(main, ["session", "round", "--winner", "Bo", "--db", str(db)])
    assert result.exit_code != 0 and "read-only" in result.output, result.output
    assert "damaged" not in result.output


def test_a_full_disk_is_not_called_damaged(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    with Archive(db, create=True) as archive:
        full = sqlite3.OperationalError("database or disk is full")
        full.sqlite_errorcode = sqlite3.SQLITE_FULL  # type: ignore[attr-defined]
        message = str(archive.db._damaged(full))
    assert "disk is full" in message and "damaged" not in message


def test_migration_steps_are_not_split_on_a_semicolon_inside_a_statement() -> None:
    script = """CREATE TABLE t (a TEXT CHECK (a <> ';'));
    CREATE TRIGGER g AFTER INSERT ON t BEGIN UPDATE t SET a = 'x;y'; END;
    -- a comment; with a semicolon
    INSERT INTO t VALUES ('p;q')"""
    parts = statements(script)
    assert len(parts) == 3 and parts[1].endswith("END;")
    conn = sqlite3.connect(":memory:")
    for statement in parts:
        conn.execute(statement)
    assert conn.execute("SELECT a FROM t").fetchone() == ("x;y",)
