"""Open ballot boxes kept in the archive file, so a vote being cast survives a restart.

A vote is cast from several phones before it is counted (R-VOTE-2), and until then it is
not yet part of the session: ``Session.hold_vote`` stores a vote only once, counted.
The proposal and the ballots so far wait in two tables of their own in the archive's
SQLite file (``serve_boxes``, ``serve_ballots``), written in the archive's transactions:
two ballots at once are two transactions one after the other, and neither is lost. The
tables sit beside the versioned session schema and are not part of it (they are created
when a vote is first opened; a session export or import never carries them).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from ..inputs import stored_json

_TABLES = (
    """CREATE TABLE IF NOT EXISTS serve_boxes (
        session_id INTEGER PRIMARY KEY,
        proposal TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS serve_ballots (
        session_id INTEGER NOT NULL REFERENCES serve_boxes(session_id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        choice TEXT NOT NULL,
        cast_order INTEGER NOT NULL,
        PRIMARY KEY (session_id, seat)
    )""",
)


@dataclass
class BallotBox:
    """A rule vote being cast from several devices: the proposal, and ballots by seat."""

    proposal: dict[str, Any]
    ballots: dict[int, str] = field(default_factory=dict)


def _ready(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND "
                       "name = 'serve_ballots'").fetchone()
    return row is not None


def box(conn: sqlite3.Connection, session_id: int) -> BallotBox | None:
    """The open box of a session, with the ballots cast so far (in the order cast)."""
    if not _ready(conn):
        return None
    row = conn.execute("SELECT proposal FROM serve_boxes WHERE session_id = ?",
                       (session_id,)).fetchone()
    if row is None:
        return None
    proposal = stored_json(row[0], "open ballot's proposal")
    cast = conn.execute("SELECT seat, choice FROM serve_ballots WHERE session_id = ? "
                        "ORDER BY cast_order", (session_id,))
    return BallotBox(proposal, {int(seat): str(choice) for seat, choice in cast})


def open_box(conn: sqlite3.Connection, session_id: int, proposal: dict[str, Any]) -> None:
    """Store a new box (inside a write transaction; the caller checked none is open)."""
    for statement in _TABLES:
        conn.execute(statement)
    conn.execute("INSERT INTO serve_boxes (session_id, proposal) VALUES (?, ?)",
                 (session_id, json.dumps(proposal, sort_keys=True)))


def cast(conn: sqlite3.Connection, session_id: int, seat: int, choice: str) -> None:
    """Store one ballot (inside a write transaction; the caller checked the seat)."""
    conn.execute("INSERT INTO serve_ballots (session_id, seat, choice, cast_order) "
                 "SELECT ?, ?, ?, coalesce(max(cast_order), 0) + 1 FROM serve_ballots "
                 "WHERE session_id = ?", (session_id, seat, choice, session_id))


def close_box(conn: sqlite3.Connection, session_id: int) -> None:
    """Remove a counted box and its ballots."""
    conn.execute("DELETE FROM serve_ballots WHERE session_id = ?", (session_id,))
    conn.execute("DELETE FROM serve_boxes WHERE session_id = ?", (session_id,))
