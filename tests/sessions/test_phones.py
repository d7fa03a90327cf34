"""Join tokens and phones in the archive (schema 6, issue 26): one token per session, kept
until rotated; a phone asks for a player once, the host approves it or the phone sends the
code; one phone per player; notes kept in the book; a schema-5 archive upgraded after a
backup."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from lopti_rules.sessions import Archive, Session, TableNote, from_json, to_json
from lopti_rules.sessions.archive import PhoneError, phones

NOW = "2026-12-01T21:40:05Z"


def archive_with_session(tmp_path: Path) -> Path:
    db = tmp_path / "a.db"
    with Archive(db, create=True) as archive, archive.write():
        archive.add(Session.create("friday", ["Ann", "Bo", "Cy", "Di"]))
    return db


def test_a_session_keeps_one_join_token_until_it_is_rotated(tmp_path: Path) -> None:
    db = archive_with_session(tmp_path)
    with Archive(db) as archive, archive.write():
        assert phones.stored_token(archive.conn, 1) is None
        first = phones.join_token(archive.conn, 1, NOW)
    with Archive(db) as archive, archive.write():  # another command: the same token
        assert phones.join_token(archive.conn, 1, NOW) == first
        assert phones.session_of(archive.conn, first) == 1
        new = phones.rotate_token(archive.conn, 1, NOW)
    assert new != first and len(new) >= 20
    with Archive(db) as archive, archive.read():
        assert phones.session_of(archive.conn, first) is None
        assert phones.session_of(archive.conn, new) == 1
        assert phones.session_of(archive.conn, "") is None


def test_a_phone_asks_once_and_holds_its_player_once_the_host_approves(tmp_path: Path) -> None:
    db = archive_with_session(tmp_path)
    with Archive(db) as archive, archive.write():
        c = archive.conn
        asked = phones.ask(c, 1, "phone-a", 0, "Ann", NOW)
        assert asked.status == "asked" and len(asked.code) == 4 and asked.code.isdigit()
        with pytest.raises(PhoneError, match="already asked"):
            phones.ask(c, 1, "phone-a", 1, "Bo", NOW)
        phones.ask(c, 1, "phone-b", 0, "Ann", NOW)  # a second phone asks for Ann too
        assert phones.holder(c, 1, 0) is None
        phones.approve(c, 1, "phone-a", "Ann", NOW)
        assert phones.holder(c, 1, 0) == "phone-a"
        assert phones.phone(c, 1, "phone-b") is None  # its ask for Ann is dropped
        with pytest.raises(PhoneError, match="Ann is already held by another phone"):
            phones.ask(c, 1, "phone-b", 0, "Ann", NOW)
        with pytest.raises(PhoneError, match="already holds a player"):
            phones.ask(c, 1, "phone-a", 2, "Cy", NOW)


def test_the_code_shown_on_the_laptop_gives_the_phone_its_player_and_wrong_codes_run_out(
        tmp_path: Path) -> None:
    db = archive_with_session(tmp_path)
    with Archive(db) as archive, archive.write():
        c = archive.conn
        code = phones.ask(c, 1, "phone-a", 1, "Bo", NOW).code
        wrong = f"{(int(code) + 1) % 10_000:04d}"
        with pytest.raises(PhoneError, match="4 tries left"):
            phones.enter_code(c, 1, "phone-a", wrong, NOW)
        assert phones.enter_code(c, 1, "phone-a", f" {code} ", NOW).status == "held"
        assert phones.holder(c, 1, 1) == "phone-a"
        code = phones.ask(c, 1, "phone-b", 2, "Cy", NOW).code
        wrong = f"{(int(code) + 1) % 10_000:04d}"
        for _ in range(4):
            with pytest.raises(PhoneError, match=r"\(\d tr(y|ies) left\)"):
                phones.enter_code(c, 1, "phone-b", wrong, NOW)
        with pytest.raises(PhoneError, match="the ask is dropped"):
            phones.enter_code(c, 1, "phone-b", wrong, NOW)
        assert phones.phone(c, 1, "phone-b") is None
        with pytest.raises(PhoneError, match="has not asked"):
            phones.enter_code(c, 1, "phone-b", code, NOW)


def test_the_host_moves_and_releases_a_phone(tmp_path: Path) -> None:
    db = archive_with_session(tmp_path)
    with Archive(db) as archive, archive.write():
        c = archive.conn
        phones.ask(c, 1, "phone-a", 0, "Ann", NOW)
        phones.approve(c, 1, "phone-a", "Ann", NOW)
        phones.ask(c, 1, "phone-b", 1, "Bo", NOW)
        phones.approve(c, 1, "phone-b", "Bo", NOW)
        with pytest.raises(PhoneError, match="Bo is already held"):
            phones.move(c, 1, "phone-a", 1, "Bo", NOW)
        phones.move(c, 1, "phone-a", 3, "Di", NOW)
        assert phones.holder(c, 1, 3) == "phone-a" and phones.holder(c, 1, 0) is None
        phones.release(c, 1, "phone-b")
        assert phones.holder(c, 1, 1) is None
        with pytest.raises(PhoneError, match="holds no player"):
            phones.release(c, 1, "phone-b")
    with Archive(db) as archive, archive.read():  # kept: a restart keeps every phone
        assert [(p.device, p.seat, p.status) for p in phones.phones(archive.conn, 1)] == [
            ("phone-a", 3, "held")]


def test_notes_from_the_table_are_kept_in_the_book_and_its_export(tmp_path: Path) -> None:
    db = archive_with_session(tmp_path)
    with Archive(db) as archive, archive.write():
        s = archive.load(1)
        s.notes.append(TableNote(1, NOW, "the host", "entered Cy's ballot: yes (Cy has no phone)"))
        archive.save(s)
    with Archive(db) as archive, archive.read():
        s = archive.load(1)
    assert [(n.seq, n.by, n.at) for n in s.notes] == [(1, "the host", NOW)]
    text = to_json(s)
    assert '"entered Cy\'s ballot: yes (Cy has no phone)"' in text
    assert from_json(text).notes == s.notes
    plain = Session.create("friday", ["Ann", "Bo"], session_id=2)
    assert '"notes"' not in to_json(plain)  # a book without notes exports as before


def test_a_schema_5_archive_is_backed_up_then_given_tokens_phones_and_notes(
        tmp_path: Path) -> None:
    db = archive_with_session(tmp_path)
    conn = sqlite3.connect(db, isolation_level=None)  # as schema 5 wrote it
    for table in ("notes", "phones", "join_tokens"):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("ALTER TABLE rule_changes DROP COLUMN agreed_by")  # schema 7's (issue 29)
    conn.execute("PRAGMA user_version = 5")
    conn.close()
    before = db.read_bytes()
    with Archive(db) as archive, archive.read():  # a read leaves the file as it was
        assert archive.load(1).notes == []
    assert db.read_bytes() == before
    with Archive(db) as archive, archive.write():
        token = phones.join_token(archive.conn, 1, NOW)
    assert (tmp_path / "a.db.v5.bak").read_bytes() == before
    with Archive(db) as archive, archive.read():
        assert phones.session_of(archive.conn, token) == 1
