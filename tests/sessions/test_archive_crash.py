"""Nothing lost: a command killed mid-write leaves the archive as before; writers take turns."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.sessions import Archive, Session, to_json
from lopti_rules.sessions.archive import db as archive_db

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="uses SIGKILL")


def make_archive(db: Path, rounds: int = 3) -> str:
    with Archive(db, create=True) as archive, archive.write():
        s = Session.create("friday", ["Ann", "Bo", "Cy"])
        for i in range(rounds):
            s.record_round(i % 3)
        archive.add(s)
    return snapshot(db)


def snapshot(db: Path) -> str:
    with Archive(db) as archive, archive.read():
        return "".join(to_json(archive.load(i)) for i in archive.session_ids())


def child(script: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(script)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_a_command_killed_mid_transaction_leaves_the_archive_as_before(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    before = make_archive(db)
    big = Session.create("big", ["Ann", "Bo", "Cy", "Di"], session_id=2)
    for i in range(120):  # enough pages to spill with a one-page cache
        big.record_round(i % 4, [i % 4, (i + 1) % 4])
    (tmp_path / "big.json").write_text(to_json(big), encoding="utf-8")
    # The child imports a large book with a one-page cache, so SQLite spills changed pages
    # into the archive file before committing; it stops right before COMMIT and is killed.
    proc = child(f"""
        import sqlite3, sys
        import lopti_rules.sessions.archive.db as db
        connect = sqlite3.connect
        def small_cache(*a, **k):
            conn = connect(*a, **k)
            conn.execute("PRAGMA cache_size = 1")
            return conn
        db.sqlite3.connect = small_cache
        def hang(conn):
            print("ready", flush=True)
            sys.stdin.readline()  # held here until killed
        db.commit = hang
        from lopti_rules.cli import main
        main(["book", "import", {str(tmp_path / "big.json")!r}, "--db", {str(db)!r}])
    """)
    with proc:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    assert Path(f"{db}-journal").exists()  # it really was mid-write: a hot journal is left
    assert snapshot(db) == before
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    result = CliRunner().invoke(main, ["session", "round", "--winner", "Bo", "--db", str(db)])
    assert result.exit_code == 0, result.output


@pytest.mark.slow
def test_two_writers_at_once_both_succeed(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    make_archive(db, rounds=0)
    script = f"""
        from lopti_rules.cli import main
        for i in range(15):
            main(["session", "round", "--winner", "{{who}}", "--db", {str(db)!r}])
    """
    procs = [child(script.replace("{who}", who)) for who in ("Ann", "Cy")]
    for p in procs:
        p.communicate(timeout=300)
    assert [p.returncode for p in procs] == [0, 0]
    with Archive(db) as archive, archive.read():
        s = archive.load(1)
    assert len(s.rounds) == 30
    assert [r.number for r in s.rounds] == list(range(1, 31))
    assert sorted(s.name_of(r.winner) for r in s.rounds).count("Ann") == 15


HOLDER = """
    import sqlite3, sys
    conn = sqlite3.connect({db!r}, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    print("ready", flush=True)
    sys.stdin.readline()  # holds the archive until told to go
    conn.execute("COMMIT")
"""


@pytest.mark.slow
def test_a_writer_waits_for_another_and_says_so(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "a.db"
    make_archive(db, rounds=0)
    writing, trying = threading.Event(), threading.Event()
    transaction = archive_db.Database.transaction

    def spied(self: archive_db.Database, *, write: bool) -> Any:
        if write:
            writing.set()
        return transaction(self, write=write)

    class Clock:
        """The archive's clock: a write transaction's first reading is its start time,
        taken before it asks for the archive."""

        @staticmethod
        def monotonic() -> float:
            now = time.monotonic()
            if writing.is_set():
                trying.set()
            return now

    monkeypatch.setattr(archive_db.Database, "transaction", spied)
    monkeypatch.setattr(archive_db, "time", Clock)
    holder = child(HOLDER.format(db=str(db)))
    assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"

    def release() -> None:
        # the writer has taken its start time and cannot get in until the holder commits,
        # so however slow the machine it waits at least this long
        if trying.wait(timeout=120):
            time.sleep(0.3)
        holder.communicate("go\n")

    releaser = threading.Thread(target=release)
    releaser.start()
    try:
        result = CliRunner().invoke(main, ["session", "round", "--winner", "Bo", "--db", str(db),
                                           "--busy-timeout", "120"])
    finally:
        trying.set()
        releaser.join()
    assert result.exit_code == 0, result.output
    assert "note: waited" in result.output


def test_a_writer_that_waits_too_long_gives_up_and_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    before = make_archive(db)
    holder = child(HOLDER.format(db=str(db)))
    assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
    try:
        result = CliRunner().invoke(main, ["session", "round", "--winner", "Bo", "--db", str(db),
                                           "--busy-timeout", "0.2"])
    finally:
        holder.communicate("go\n")
    assert result.exit_code == 2
    assert "busy" in result.output and "nothing was changed" in result.output
    assert snapshot(db) == before
