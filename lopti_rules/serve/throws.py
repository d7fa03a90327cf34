"""Roshambo throws kept in the archive file, so a match being thrown survives a restart.

A tied vote's Roshambo (R-ROSHAMBO-2) is thrown pair by pair from two phones, and until
the match is decided it is not yet part of the session: ``Session.settle_tie`` stores it
once, with every throw. The hands shown so far wait in a table of their own in the
archive's SQLite file (``serve_throws``, beside ``serve_boxes`` and ``serve_ballots`` of
``ballots``), each hand written in its own archive transaction: two phones throwing at
once (even through two servers on one archive) are two transactions one after the other,
and neither hand is lost. A hand is kept with the seq of the tied vote it is thrown for,
so the throws of an earlier tie never count for a later one. The table is created when
the first hand is thrown and is not part of the session schema or its export.
"""

from __future__ import annotations

import sqlite3

from ..i18n import gettext as _
from .table import ServeError

_TABLE = """CREATE TABLE IF NOT EXISTS serve_throws (
    session_id INTEGER NOT NULL,
    vote_seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    hand TEXT NOT NULL,
    PRIMARY KEY (session_id, vote_seq, seat, turn)
)"""


def _ready(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND "
                       "name = 'serve_throws'").fetchone()
    return row is not None


def hands(conn: sqlite3.Connection, session_id: int, seq: int) -> dict[int, list[str]]:
    """Every hand shown for tied vote ``seq`` so far: seat -> its hands in the order thrown."""
    if not _ready(conn):
        return {}
    out: dict[int, list[str]] = {}
    rows = conn.execute("SELECT seat, hand FROM serve_throws WHERE session_id = ? AND "
                        "vote_seq = ? ORDER BY seat, turn", (session_id, seq))
    for seat, hand in rows:
        out.setdefault(int(seat), []).append(str(hand))
    return out


def pairs(shown: dict[int, list[str]], proposer: int,
          defender: int) -> tuple[list[tuple[str, str]], set[int]]:
    """The pairs both players have thrown (proposer's hand first), and who has shown a
    hand of the next pair that the other has not matched yet."""
    mine, theirs = shown.get(proposer, []), shown.get(defender, [])
    done = list(zip(mine, theirs, strict=False))
    waiting = {seat for seat, hs in ((proposer, mine), (defender, theirs)) if len(hs) > len(done)}
    return done, waiting


def throw(conn: sqlite3.Connection, session_id: int, seq: int, seat: int, hand: str,
          other: int, other_name: str) -> int:
    """Store ``seat``'s hand for the next pair (inside a write transaction; the caller
    checked the seat and the hand); the number of that throw. A hand is shown once: a
    second one before ``other`` has answered is refused. Hands of another (earlier) tie
    of this session are dropped."""
    conn.execute(_TABLE)
    conn.execute("DELETE FROM serve_throws WHERE session_id = ? AND vote_seq != ?",
                 (session_id, seq))
    count = {int(s): int(n) for s, n in conn.execute(
        "SELECT seat, count(*) FROM serve_throws WHERE session_id = ? AND vote_seq = ? "
        "GROUP BY seat", (session_id, seq))}
    mine, theirs = count.get(seat, 0), count.get(other, 0)
    if mine > theirs:  # an unanswered hand: shown once, it stands
        raise ServeError(_("this hand is already thrown for throw {n}; wait for {name} to "
                           "throw theirs").format(n=mine, name=other_name), 409)
    conn.execute("INSERT INTO serve_throws (session_id, vote_seq, seat, turn, hand) "
                 "VALUES (?, ?, ?, ?, ?)", (session_id, seq, seat, mine + 1, hand))
    return mine + 1


def clear(conn: sqlite3.Connection, session_id: int) -> None:
    """Forget the throws of a session's tie once the match is recorded."""
    if _ready(conn):
        conn.execute("DELETE FROM serve_throws WHERE session_id = ?", (session_id,))
