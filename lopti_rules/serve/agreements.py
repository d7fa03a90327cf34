"""Open agreements kept in the archive file: a rule that asks something of a person waits
there for every player's word, so a restart loses no answer (issue 29).

A rule whose ``does`` or ``says`` text asks players something beyond the known table
actions (LP712) needs the agreement of everyone at the table (R-CUSTOM-3): the CLI takes
it as ``session rule add --agreed-by``, ``lopti serve`` asks each phone. Until every
player has agreed the rule is not part of the session (``Session.announce_rule`` records
it, with the seats that agreed, only then), so the rule and the answers so far wait in two
tables of their own in the archive's SQLite file (``serve_agreements``,
``serve_agreement_answers``), written in the archive's transactions, beside the
versioned session schema and not part of it (created when an agreement is first asked;
a session export or import never carries them), as the open ballot boxes are
(``ballots``).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

#: the answers a player may give
ANSWERS = ("agree", "refuse")

_TABLES = (
    """CREATE TABLE IF NOT EXISTS serve_agreements (
        session_id INTEGER PRIMARY KEY,
        proposal TEXT NOT NULL
    )""",
    """CREATE TABLE IF NOT EXISTS serve_agreement_answers (
        session_id INTEGER NOT NULL REFERENCES serve_agreements(session_id)
            ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        answer TEXT NOT NULL,
        cast_order INTEGER NOT NULL,
        PRIMARY KEY (session_id, seat)
    )""",
)


@dataclass
class Agreement:
    """A rule waiting for the table's agreement: what ``announce_rule`` will be asked
    (``text``, ``name``, ``filename``, ``by``), whose rule it is (``author``: the seat of
    the round's winner), what it asks of players (``demands``, one a line, as the linter
    says them), and the answers so far by seat."""

    proposal: dict[str, Any]
    answers: dict[int, str] = field(default_factory=dict)

    @property
    def refused(self) -> list[int]:
        """The seats that refused, in the order they answered."""
        return [seat for seat, answer in self.answers.items() if answer == "refuse"]


def _ready(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND "
                       "name = 'serve_agreement_answers'").fetchone()
    return row is not None


def agreement(conn: sqlite3.Connection, session_id: int) -> Agreement | None:
    """The open agreement of a session, with the answers so far (in the order given)."""
    if not _ready(conn):
        return None
    row = conn.execute("SELECT proposal FROM serve_agreements WHERE session_id = ?",
                       (session_id,)).fetchone()
    if row is None:
        return None
    given = conn.execute("SELECT seat, answer FROM serve_agreement_answers WHERE "
                         "session_id = ? ORDER BY cast_order", (session_id,))
    return Agreement(json.loads(row[0]), {int(seat): str(answer) for seat, answer in given})


def open_agreement(conn: sqlite3.Connection, session_id: int, proposal: dict[str, Any]
                   ) -> None:
    """Store a new agreement (inside a write transaction; the caller checked none is open)."""
    for statement in _TABLES:
        conn.execute(statement)
    conn.execute("INSERT INTO serve_agreements (session_id, proposal) VALUES (?, ?)",
                 (session_id, json.dumps(proposal, sort_keys=True)))


def answer(conn: sqlite3.Connection, session_id: int, seat: int, given: str) -> None:
    """Store one player's answer (inside a write transaction; the caller checked the seat)."""
    conn.execute("INSERT INTO serve_agreement_answers (session_id, seat, answer, cast_order) "
                 "SELECT ?, ?, ?, coalesce(max(cast_order), 0) + 1 FROM "
                 "serve_agreement_answers WHERE session_id = ?",
                 (session_id, seat, given, session_id))


def close_agreement(conn: sqlite3.Connection, session_id: int) -> None:
    """Remove a settled agreement and its answers."""
    conn.execute("DELETE FROM serve_agreement_answers WHERE session_id = ?", (session_id,))
    conn.execute("DELETE FROM serve_agreements WHERE session_id = ?", (session_id,))
