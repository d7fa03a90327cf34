"""A session's engine rounds keep their pickups per seat (issue 14, house rule 30): the
next round's rules read them, the archive keeps them (schema 5, upgraded after a backup)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import EXAMPLES
from support.reference import most_picker

from lopti_rules.cli import main
from lopti_rules.sessions import Archive, Session, SessionError, play_round
from lopti_rules.sessions.archive.schema import LATEST
from lopti_rules.tools import gamelog, replay

GIVES = (EXAMPLES / "house-biggest-picker-gives.lopti").read_text(encoding="utf-8")
SAYS = """rule "Biggest picker"
  after deal:
    the player with the most pickups last round says "I picked up most!"
"""



def test_a_sessions_engine_round_keeps_its_pickups_for_the_next() -> None:
    """The session records an engine round's pickups; the next round's rules read them,
    and its log says which they were (so it replays)."""
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    first, _ = play_round(s, 5)
    assert len(first.pickups) == 3 and any(first.pickups)
    s.announce_rule(SAYS, name="Biggest picker")
    _, text = play_round(s, 6)
    assert json.loads(text.splitlines()[0])["rules"]["last_pickups"] == list(first.pickups)
    said = [e for e in replay(gamelog.loads(text)) if e.name == "rule_said"]
    assert [e.player for e in said] == [  # type: ignore[attr-defined]
        most_picker(first.pickups, s.rounds[1].dealer, 3)]


def test_a_table_round_has_no_pickups_and_the_role_is_no_one_after_it() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(1, (1, 0, 2))
    s.announce_rule(SAYS, name="Biggest picker")
    _, text = play_round(s, 6)
    assert "last_pickups" not in json.loads(text.splitlines()[0])["rules"]
    assert not [e for e in replay(gamelog.loads(text)) if e.name == "rule_said"]


def test_the_archive_keeps_the_pickups_and_upgrades_schema_4_after_a_backup(
        tmp_path: Path) -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    first, _ = play_round(s, 5)
    db = tmp_path / "a.db"
    with Archive(db, create=True) as archive, archive.write():
        archive.add(s)
    with Archive(db) as archive, archive.read():
        assert archive.load(1).rounds[0].pickups == first.pickups
    conn = sqlite3.connect(db, isolation_level=None)  # as schema 4 wrote it
    conn.execute("ALTER TABLE rounds DROP COLUMN pickups")
    for table in ("notes", "phones", "join_tokens"):  # schema 6's (issue 26)
        conn.execute(f"DROP TABLE {table}")
    conn.execute("ALTER TABLE rule_changes DROP COLUMN agreed_by")  # schema 7's (issue 29)
    conn.execute("PRAGMA user_version = 4")
    conn.close()
    before = db.read_bytes()
    with Archive(db) as archive, archive.read():  # a read upgrades a copy in memory
        assert archive.load(1).rounds[0].pickups == ()
    assert db.read_bytes() == before
    result = CliRunner().invoke(main, ["session", "round", "--winner", "Bo", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "a.db.v4.bak").read_bytes() == before
    with Archive(db) as archive, archive.read() as a:
        assert a.db.conn.execute("PRAGMA user_version").fetchone()[0] == LATEST >= 5


def test_record_round_refuses_pickups_that_are_not_one_count_a_seat() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    with pytest.raises(SessionError, match="pickups"):
        s.record_round(1, (1, 0, 2), pickups=(1, 2))
    assert s.record_round(1, (1, 0, 2), pickups=(4, 0, 3)).pickups == (4, 0, 3)
