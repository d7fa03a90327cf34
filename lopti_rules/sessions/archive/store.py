"""The repository: sessions loaded from and saved to the archive's tables, one command at a time."""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from ...errors import InputError
from ...i18n import gettext as _
from ...inputs import stored_json
from ..model import Session
from ..records import (
    BaseChange,
    Event,
    Player,
    Roshambo,
    Round,
    Rule,
    RuleChange,
    Ruling,
    SessionError,
    TableNote,
    Vote,
)
from ..roshambo import Throw
from .db import DEFAULT_BUSY_TIMEOUT, ArchiveError, Database
from .schema import TABLES

Row = tuple[Any, ...]
T = TypeVar("T")
#: table -> primary key -> full row, for one session
Rows = dict[str, dict[Row, Row]]


@dataclass(frozen=True, slots=True)
class SessionSummary:
    """One line of ``lopti session list``."""

    id: int
    name: str
    date: str
    players: tuple[str, ...]
    rounds: int
    rules: int
    active_rules: int
    votes: int
    closed: bool


class Archive:
    """Sessions in an archive file. Use ``with archive.write():`` for one atomic command."""

    def __init__(self, path: str | os.PathLike[str], *, create: bool = False,
                 busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> None:
        self.db = Database(path, create=create, busy_timeout=busy_timeout)
        self._conn: sqlite3.Connection | None = None
        self._loaded: dict[int, Rows] = {}

    @property
    def path(self) -> str:
        return str(self.db.path)

    @property
    def waited(self) -> float:
        """Seconds the last command waited for another one to release the archive."""
        return self.db.waited

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Archive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self, *, write: bool) -> Iterator[Archive]:
        """One command's transaction: ``write=True`` keeps all of its changes or none of
        them; ``write=False`` is a consistent read-only view."""
        with self.db.transaction(write=write) as conn:
            self._conn = conn
            try:
                yield self
            finally:
                self._conn, self._loaded = None, {}

    def write(self) -> AbstractContextManager[Archive]:
        """One command that changes the archive: all of it is kept, or none of it."""
        return self.transaction(write=True)

    def read(self) -> AbstractContextManager[Archive]:
        """A consistent read-only view for one command."""
        return self.transaction(write=False)

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError("use the archive inside 'with archive.read()' or '.write()'")
        return self._conn

    # -- queries ----------------------------------------------------------------------------
    def session_ids(self) -> list[int]:
        return [r[0] for r in self.conn.execute("SELECT id FROM sessions ORDER BY id")]

    def resolve(self, session_id: int | None, *, open_only: bool = True) -> int:
        """The session asked for, or else the latest (open) one; unknown ids are refused."""
        if session_id is None:
            where = "WHERE closed = 0" if open_only else ""
            row = self.conn.execute(f"SELECT max(id) FROM sessions {where}").fetchone()
            if row[0] is None:
                raise SessionError((_("{archive}: no open session; start one with 'lopti "
                                     "session new'") if open_only else
                                    _("{archive}: no session; start one with 'lopti session "
                                      "new'")).format(archive=self.path))
            return int(row[0])
        if self.conn.execute("SELECT 1 FROM sessions WHERE id = ?", (session_id,)).fetchone():
            return session_id
        known = ", ".join(map(str, self.session_ids())) or _("none")
        raise SessionError(_("unknown session {session} in {archive} (sessions: {known})").format(
            session=session_id, archive=self.path, known=known))

    def summaries(self) -> list[SessionSummary]:
        out = []
        for sid in self.session_ids():
            s = self.load(sid)
            out.append(SessionSummary(sid, s.name, s.date, tuple(p.name for p in s.players),
                                      sum(1 for r in s.rounds if r.phase == "done"),
                                      len(s.rules), len(s.active_rules()),
                                      sum(1 for v in s.votes if v.round > 0), s.closed))
        return out

    def load(self, session_id: int) -> Session:
        """The whole session, as the domain model; remembered so ``save`` writes only changes."""
        rows: Rows = {}
        for table, (columns, pk) in TABLES.items():
            key = "id" if table == "sessions" else "session_id"
            cur = self.conn.execute(
                f"SELECT {', '.join(columns)} FROM {table} WHERE {key} = ? "
                f"ORDER BY {', '.join(columns[:pk])}", (session_id,))
            rows[table] = {tuple(r[:pk]): tuple(r) for r in cur}
        if not rows["sessions"]:
            raise SessionError(_("unknown session {session} in {archive}").format(
                session=session_id, archive=self.path))
        self._loaded[session_id] = rows
        return from_rows(rows)

    # -- changes ----------------------------------------------------------------------------
    def next_id(self) -> int:
        return int(self.conn.execute("SELECT coalesce(max(id), 0) + 1 FROM sessions")
                   .fetchone()[0])

    def exists(self, session_id: int) -> bool:
        """Whether the archive holds a session with this id."""
        return self.conn.execute("SELECT 1 FROM sessions WHERE id = ?",
                                 (session_id,)).fetchone() is not None

    def add(self, session: Session) -> int:
        """Store a new session (its ``id`` is given one if it has none); returns the id."""
        if session.id is None:
            session.id = self.next_id()
        elif self.exists(session.id):
            raise ArchiveError(_("{archive}: session {session} already exists").format(
                archive=self.path, session=session.id))
        self._write({t: {} for t in TABLES}, to_rows(session))
        return session.id

    def save(self, session: Session) -> None:
        """Write what changed in a session loaded in this same command."""
        assert session.id is not None
        old = self._loaded.get(session.id)
        if old is None:
            raise RuntimeError("save() needs a session load()ed in the same transaction")
        new = to_rows(session)
        self._write(old, new)
        self._loaded[session.id] = new

    def _write(self, old: Rows, new: Rows) -> None:
        for table in reversed(TABLES):  # children first
            gone = old[table].keys() - new[table].keys()
            columns, pk = TABLES[table]
            where = " AND ".join(f"{c} = ?" for c in columns[:pk])
            self.conn.executemany(f"DELETE FROM {table} WHERE {where}", sorted(gone))
        for table, (columns, pk) in TABLES.items():  # parents first
            changed = [row for key, row in new[table].items() if old[table].get(key) != row]
            if not changed:
                continue
            updates = ", ".join(f"{c} = excluded.{c}" for c in columns[pk:])
            sql = (f"INSERT INTO {table} ({', '.join(columns)}) "
                   f"VALUES ({', '.join('?' * len(columns))}) "
                   f"ON CONFLICT ({', '.join(columns[:pk])}) DO UPDATE SET {updates}")
            self.conn.executemany(sql, changed)


def to_rows(s: Session) -> Rows:
    """The rows of every table for one session, keyed by primary key."""
    sid = s.id
    rows: dict[str, list[Row]] = {
        "sessions": [(sid, s.name, s.date, s.first_dealer, int(s.closed))],
        "players": [(sid, p.seat, p.name) for p in s.players],
        "rounds": [(sid, r.number, r.dealer, r.leader, r.phase, r.winner, json.dumps(r.order),
                    r.source, r.log_path, r.log_hash, r.seed, r.memory,
                    json.dumps(list(r.pickups)) if r.pickups else None) for r in s.rounds],
        "rules": [(sid, r.number, r.name, r.creator, r.creator_name, r.invented_round, r.origin,
                   r.from_session, r.from_rule) for r in s.rules],
        "votes": [(sid, v.seq, v.round, v.kind, v.proposer, v.timing, v.rule, v.param, v.value,
                   v.source, v.filename, v.objector, v.from_session, v.from_rule, v.outcome,
                   v.decided) for v in s.votes],
        "ballots": [(sid, v.seq, seat, choice) for v in s.votes
                    for seat, choice in sorted(v.ballots.items())],
        "rule_changes": [(sid, c.seq, c.rule, c.kind, c.round, c.effective, c.source,
                          c.filename, c.vote, c.agreed_by) for c in s.changes],
        "roshambos": [(sid, r.vote, r.proposer, r.defender, r.role, r.mode, r.seed,
                       r.proposer_wins, r.defender_wins, r.winner) for r in s.roshambos],
        "throws": [(sid, r.vote, i, t.stage, t.a, t.b, t.a_hand, t.b_hand)
                   for r in s.roshambos for i, t in enumerate(r.throws, 1)],
        "base_changes": [(sid, b.seq, b.param, b.value, b.round, b.effective, b.vote)
                         for b in s.base_changes],
        "rulings": [(sid, r.seq, r.round, r.rule, r.question, r.reading, r.least, r.decided_by,
                     r.holds, json.dumps(sorted(r.ballots.items()))) for r in s.rulings],
        "events": [(sid, e.seq, e.kind, e.ref) for e in s.events],
        "notes": [(sid, n.seq, n.at, n.by, n.what) for n in s.notes],
    }
    return {t: {row[:TABLES[t][1]]: row for row in rows[t]} for t in TABLES}


def from_rows(rows: Rows) -> Session:
    """The domain model back from ``to_rows``'s shape (rows in primary-key order)."""
    def table(name: str) -> list[Row]:
        return [row[1:] for _, row in sorted(rows[name].items())]

    (sid, name, date, first_dealer, closed), = [tuple(r) for r in rows["sessions"].values()]
    ballots: dict[int, dict[int, str]] = {}
    for vote, seat, choice in table("ballots"):
        ballots.setdefault(vote, {})[seat] = choice
    throws: dict[int, list[Throw]] = {}
    for vote, _seq, *rest in table("throws"):
        throws.setdefault(vote, []).append(Throw(*rest))
    rounds = [Round(n, d, ld, ph, w, tuple(_seats(o, f"round {n}'s outcome")), src, lp, lh,
                    seed, memory, tuple(_seats(picked, f"round {n}'s pickups")) if picked else ())
              for n, d, ld, ph, w, o, src, lp, lh, seed, memory, picked in table("rounds")]
    votes = [_build(Vote, row, ballots=ballots.get(row[0], {})) for row in table("votes")]
    return Session(
        name=name, date=date, first_dealer=first_dealer, id=sid, closed=bool(closed),
        players=[Player(*r) for r in table("players")],
        rounds=rounds,
        rules=[Rule(*r) for r in table("rules")],
        changes=[RuleChange(*r) for r in table("rule_changes")],
        votes=votes,
        roshambos=[_build(Roshambo, r, throws=tuple(throws.get(r[0], ())))
                   for r in table("roshambos")],
        base_changes=[BaseChange(*r) for r in table("base_changes")],
        rulings=[_build(Ruling, r[:-1], ballots=_ballots(r[-1], f"ruling {r[0]}'s ballots"))
                 for r in table("rulings")],
        events=[Event(*r) for r in table("events")],
        notes=[TableNote(*r) for r in table("notes")],
    )


def _seats(text: object, what: str) -> list[int]:
    """A list of whole numbers kept as JSON (a round's outcome or pickups), read within the
    limits of files (``inputs.stored_json``): InputError naming ``what`` otherwise."""
    value = stored_json(text, what)
    if type(value) is not list or not all(type(x) is int for x in value):
        raise InputError(_("the archive's {what} is damaged: not a list of whole numbers")
                         .format(what=what))
    return value


def _ballots(text: object, what: str) -> dict[int, str]:
    """A ruling's ballots kept as JSON pairs (seat, choice), read as :func:`_seats` reads."""
    value = stored_json(text, what)
    if type(value) is not list or not all(
            type(p) is list and len(p) == 2 and type(p[0]) is int and type(p[1]) is str
            for p in value):
        raise InputError(_("the archive's {what} is damaged: not a list of (seat, choice)")
                         .format(what=what))
    return {seat: choice for seat, choice in value}


def _build(cls: type[T], row: Row, **extra: Any) -> T:
    """A record from a row whose columns follow the dataclass's fields (``extra`` aside)."""
    names = [f.name for f in fields(cls) if f.name not in extra]  # type: ignore[arg-type]
    return cls(**dict(zip(names, row, strict=True)), **extra)
