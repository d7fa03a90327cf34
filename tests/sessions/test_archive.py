"""The archive file: sessions kept exactly; foreign, damaged or newer files refused untouched."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.sessions import Archive, ArchiveError, Session, SessionError
from lopti_rules.sessions.archive.db import APPLICATION_ID
from lopti_rules.sessions.archive.schema import ARCHIVE_TABLES, LATEST, TABLES


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def sample(db: Path) -> Session:
    with Archive(db, create=True) as archive, archive.write():
        s = Session.create("friday", ["Ann", "Bo", "Cy", "Di"], date="2026-11-29")
        archive.add(s)
        s.record_round(1, [1, 0, 3, 2])
        s.announce_rule('rule "r"\n', name="r", checker=legal)
        s.hold_vote("remove", proposer=0, rule=1, ballots={0: "yes", 2: "yes", 1: "no", 3: "no"})
        s.settle_tie(seed=11)
        archive.load(s.id or 0)  # remember the stored state, then save the changes
        archive.save(s)
    return s


def test_a_session_is_stored_and_loaded_exactly(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    s = sample(db)
    with Archive(db) as archive, archive.read():
        assert archive.load(1) == s
        assert [x.id for x in archive.summaries()] == [1]


def test_save_writes_changes_only_and_keeps_them(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    with Archive(db) as archive, archive.write():
        s = archive.load(1)
        s.record_round(2)
        archive.save(s)
    with Archive(db) as archive, archive.read():
        again = archive.load(1)
    assert again == s and again.rounds[-1].winner == 2


def test_the_file_carries_our_application_id_and_schema_version(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_schema WHERE type='table'")}
    assert names == set(TABLES) | set(ARCHIVE_TABLES)
    conn.close()


def test_foreign_keys_are_enforced(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    with Archive(db) as archive, pytest.raises(ArchiveError), archive.write():
        archive.conn.execute("INSERT INTO players VALUES (99, 0, 'ghost')")


def test_reading_a_missing_archive_does_not_create_it(tmp_path: Path) -> None:
    db = tmp_path / "none.db"
    with pytest.raises(ArchiveError, match="no archive here"):
        Archive(db)
    assert not db.exists()


@pytest.mark.parametrize("content", [b"hello, this is my shopping list\n", b"SQLite format 3"])
def test_a_foreign_file_is_refused_and_left_untouched(tmp_path: Path, content: bytes) -> None:
    db = tmp_path / "notes.db"
    db.write_bytes(content)
    result = CliRunner().invoke(main, ["session", "new", "x", "--players", "A,B", "--db", str(db)])
    assert result.exit_code == 2 and "not a lopti archive" in result.output
    assert db.read_bytes() == content


def test_a_foreign_sqlite_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    db = tmp_path / "other.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE accounts (id INTEGER)")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    result = CliRunner().invoke(main, ["session", "new", "x", "--players", "A,B", "--db", str(db)])
    assert result.exit_code == 2
    assert "an SQLite database, but not a lopti archive" in result.output
    assert db.read_bytes() == before


def test_a_damaged_archive_gets_a_clear_error_and_is_not_modified(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    data = bytearray(db.read_bytes())
    page = 4096
    data[page:] = b"\xff" * (len(data) - page)  # every page after the header page is garbage
    db.write_bytes(bytes(data))
    result = CliRunner().invoke(main, ["session", "round", "--winner", "Ann", "--db", str(db)])
    assert result.exit_code == 2 and "damaged" in result.output
    assert "Traceback" not in result.output
    assert db.read_bytes() == bytes(data)


def test_an_archive_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {LATEST + 1}")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    with pytest.raises(ArchiveError, match="newer lopti-rules"):
        Archive(db)
    assert db.read_bytes() == before


def test_an_empty_file_becomes_an_archive(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    db.touch()
    with Archive(db, create=True) as archive, archive.write():
        archive.add(Session.create("x", ["A", "B"]))
    with Archive(db) as archive, archive.read():
        assert archive.session_ids() == [1]


def test_a_failed_command_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    before = db.read_bytes()
    with Archive(db) as archive, pytest.raises(SessionError), archive.write():
        s = archive.load(1)
        s.record_round(3)
        archive.save(s)
        s.record_round(9)  # no seat 9: the whole command is rolled back
    assert db.read_bytes() == before


def test_unknown_session_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    sample(db)
    with Archive(db) as archive, archive.read(), pytest.raises(SessionError,
                                                               match="unknown session 7"):
        archive.resolve(7)


def test_an_older_archive_is_migrated_in_place(tmp_path: Path) -> None:
    """A version-1 archive (before rulings existed) is upgraded by the next command."""
    from lopti_rules.sessions.archive.schema import MIGRATIONS

    db = tmp_path / "v1.db"
    conn = sqlite3.connect(db, isolation_level=None)
    for statement in MIGRATIONS[1].split(";"):
        conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO sessions VALUES (1, 'old', '', 0, 0)")
    conn.executemany("INSERT INTO players VALUES (1, ?, ?)", [(0, "Ann"), (1, "Bo")])
    conn.close()
    result = CliRunner().invoke(main, ["session", "round", "--winner", "Bo", "--db", str(db)])
    assert result.exit_code == 0, result.output
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST >= 2
    assert conn.execute("SELECT count(*) FROM rulings").fetchone()[0] == 0
    conn.close()
