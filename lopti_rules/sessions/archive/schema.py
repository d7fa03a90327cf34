"""The archive's tables and the migrations that build them, versioned by ``PRAGMA user_version``."""

from __future__ import annotations

import sqlite3
from functools import cache

#: Columns of every table, parents first; the first ``pk`` columns are the primary key.
TABLES: dict[str, tuple[tuple[str, ...], int]] = {
    "sessions": (("id", "name", "date", "first_dealer", "closed"), 1),
    "players": (("session_id", "seat", "name"), 2),
    "rounds": (("session_id", "number", "dealer", "leader", "phase", "winner", "finishing_order",
                "source", "log_path", "log_hash", "seed", "memory", "pickups"), 2),
    "rules": (("session_id", "number", "name", "creator", "creator_name", "invented_round",
               "origin", "from_session", "from_rule"), 2),
    "votes": (("session_id", "seq", "round", "kind", "proposer", "timing", "rule", "param",
               "value", "source", "filename", "objector", "from_session", "from_rule", "outcome",
               "decided"), 2),
    "ballots": (("session_id", "vote", "seat", "choice"), 3),
    "rule_changes": (("session_id", "seq", "rule", "kind", "round", "effective", "source",
                      "filename", "vote", "agreed_by"), 2),
    "roshambos": (("session_id", "vote", "proposer", "defender", "role", "mode", "seed",
                   "proposer_wins", "defender_wins", "winner"), 2),
    "throws": (("session_id", "vote", "seq", "stage", "a", "b", "a_hand", "b_hand"), 3),
    "base_changes": (("session_id", "seq", "param", "value", "round", "effective", "vote"), 2),
    "rulings": (("session_id", "seq", "round", "rule", "question", "reading", "least",
                 "decided_by", "holds", "ballots"), 2),
    "events": (("session_id", "seq", "kind", "ref"), 2),
    "notes": (("session_id", "seq", "at", "by", "what"), 2),
}

#: Tables of the archive that are not a session's records (no export carries them).
ARCHIVE_TABLES = ("join_tokens", "phones")

_V1 = """
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    date TEXT NOT NULL,
    first_dealer INTEGER NOT NULL,
    closed INTEGER NOT NULL CHECK (closed IN (0, 1))
);
CREATE TABLE players (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 4),
    name TEXT NOT NULL,
    PRIMARY KEY (session_id, seat),
    UNIQUE (session_id, name)
);
CREATE TABLE rounds (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    dealer INTEGER NOT NULL,
    leader INTEGER NOT NULL,
    phase TEXT NOT NULL CHECK (phase IN ('dealing', 'playing', 'done')),
    winner INTEGER,
    finishing_order TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('table', 'engine')),
    log_path TEXT,
    log_hash TEXT,
    seed INTEGER,
    PRIMARY KEY (session_id, number),
    FOREIGN KEY (session_id, dealer) REFERENCES players(session_id, seat),
    FOREIGN KEY (session_id, leader) REFERENCES players(session_id, seat),
    FOREIGN KEY (session_id, winner) REFERENCES players(session_id, seat)
);
CREATE TABLE rules (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    name TEXT NOT NULL,
    creator INTEGER,
    creator_name TEXT NOT NULL,
    invented_round INTEGER,
    origin TEXT NOT NULL CHECK (origin IN ('winner', 'revived')),
    from_session INTEGER,
    from_rule INTEGER,
    PRIMARY KEY (session_id, number),
    FOREIGN KEY (session_id, creator) REFERENCES players(session_id, seat)
);
CREATE TABLE votes (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    round INTEGER NOT NULL CHECK (round >= 0),
    kind TEXT NOT NULL CHECK (kind IN ('remove', 'change', 'restore', 'adjust', 'revive')),
    proposer INTEGER,
    timing TEXT NOT NULL CHECK (timing IN ('now', 'next')),
    rule INTEGER,
    param TEXT,
    value TEXT,
    source TEXT,
    filename TEXT,
    objector INTEGER,
    from_session INTEGER,
    from_rule INTEGER,
    outcome TEXT NOT NULL CHECK (outcome IN ('passed', 'failed', 'tied')),
    decided TEXT CHECK (decided IN ('passed', 'failed')),
    PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id, proposer) REFERENCES players(session_id, seat),
    FOREIGN KEY (session_id, objector) REFERENCES players(session_id, seat),
    FOREIGN KEY (session_id, rule) REFERENCES rules(session_id, number)
);
CREATE TABLE ballots (
    session_id INTEGER NOT NULL,
    vote INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    choice TEXT NOT NULL CHECK (choice IN ('yes', 'no', 'abstain')),
    PRIMARY KEY (session_id, vote, seat),
    FOREIGN KEY (session_id, vote) REFERENCES votes(session_id, seq),
    FOREIGN KEY (session_id, seat) REFERENCES players(session_id, seat)
);
CREATE TABLE rule_changes (
    session_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    rule INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('added', 'changed', 'removed', 'deleted', 'restored')),
    round INTEGER NOT NULL,
    effective INTEGER NOT NULL,
    source TEXT,
    filename TEXT,
    vote INTEGER,
    PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id, rule) REFERENCES rules(session_id, number),
    FOREIGN KEY (session_id, vote) REFERENCES votes(session_id, seq),
    CHECK (effective >= round)
);
CREATE TABLE roshambos (
    session_id INTEGER NOT NULL,
    vote INTEGER NOT NULL,
    proposer INTEGER NOT NULL,
    defender INTEGER,
    role TEXT NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('entered', 'bots', 'none')),
    seed INTEGER,
    proposer_wins INTEGER NOT NULL,
    defender_wins INTEGER NOT NULL,
    winner TEXT NOT NULL CHECK (winner IN ('proposer', 'defender')),
    PRIMARY KEY (session_id, vote),
    FOREIGN KEY (session_id, vote) REFERENCES votes(session_id, seq),
    FOREIGN KEY (session_id, proposer) REFERENCES players(session_id, seat),
    FOREIGN KEY (session_id, defender) REFERENCES players(session_id, seat)
);
CREATE TABLE throws (
    session_id INTEGER NOT NULL,
    vote INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    stage TEXT NOT NULL CHECK (stage IN ('knockout', 'match')),
    a INTEGER NOT NULL,
    b INTEGER NOT NULL,
    a_hand TEXT NOT NULL CHECK (a_hand IN ('R', 'P', 'S')),
    b_hand TEXT NOT NULL CHECK (b_hand IN ('R', 'P', 'S')),
    PRIMARY KEY (session_id, vote, seq),
    FOREIGN KEY (session_id, vote) REFERENCES roshambos(session_id, vote)
);
CREATE TABLE base_changes (
    session_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    param TEXT NOT NULL,
    value TEXT NOT NULL,
    round INTEGER NOT NULL,
    effective INTEGER NOT NULL,
    vote INTEGER NOT NULL,
    PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id, vote) REFERENCES votes(session_id, seq)
)
"""

#: Version 2: how an unclear rule was settled (R-CUSTOM-5, R-SESSION-3); ballots as JSON.
_V2 = """
CREATE TABLE rulings (
    session_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    round INTEGER NOT NULL,
    rule INTEGER NOT NULL,
    question TEXT NOT NULL,
    reading TEXT NOT NULL,
    least TEXT,
    decided_by TEXT NOT NULL CHECK (decided_by IN ('creator', 'table', 'least-change')),
    holds TEXT NOT NULL,
    ballots TEXT NOT NULL,
    PRIMARY KEY (session_id, seq),
    FOREIGN KEY (session_id, rule) REFERENCES rules(session_id, number)
)
"""

#: Version 3 (issue 14): an engine round's rules' own counts as it ended, so a
#: count kept 'this session' goes on in the next round (records.Round.memory).
_V3 = """
ALTER TABLE rounds ADD COLUMN memory TEXT
"""

#: Version 4 (issue 15): the order things happened across the kinds of record
#: (records.Event, ``sessions/timeline.py``). An upgraded archive has none for its sessions
#: so far: their history keeps the best order their records allow, and the next command
#: on a session notes that order first.
_V4 = """
CREATE TABLE events (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('deal', 'play', 'vote', 'roshambo', 'change', 'ruling',
                                       'result')),
    ref INTEGER NOT NULL CHECK (ref >= 1),
    PRIMARY KEY (session_id, seq)
)
"""

#: Version 5 (issue 14): an engine round's pickups per seat, JSON (NULL: unknown, as for a
#: round played at the table), so the next round's rules know who picked up most
#: (records.Round.pickups). An upgraded archive's rounds so far have none.
_V5 = """
ALTER TABLE rounds ADD COLUMN pickups TEXT
"""

#: Version 6 (issue 26): the table companion's records. ``notes``: what was done at the
#: table by whom and when (records.TableNote, part of the session and its book);
#: ``join_tokens``: each session's one join token, kept across restarts of ``lopti serve``
#: and changed only by ``lopti session token --rotate``; ``phones``: which phone (a random
#: device id) asked for or holds which player. Tokens and phones belong to the archive, not
#: to the session's book: an export never carries them.
_V6 = """
CREATE TABLE notes (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    at TEXT NOT NULL,
    by TEXT NOT NULL,
    what TEXT NOT NULL,
    PRIMARY KEY (session_id, seq)
);
CREATE TABLE join_tokens (
    session_id INTEGER PRIMARY KEY REFERENCES sessions(id),
    token TEXT NOT NULL UNIQUE,
    made TEXT NOT NULL
);
CREATE TABLE phones (
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    device TEXT NOT NULL,
    seat INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('asked', 'held')),
    code TEXT NOT NULL,
    tries INTEGER NOT NULL DEFAULT 0,
    since TEXT NOT NULL,
    PRIMARY KEY (session_id, device),
    FOREIGN KEY (session_id, seat) REFERENCES players(session_id, seat)
);
CREATE UNIQUE INDEX phones_one_holder ON phones (session_id, seat) WHERE status = 'held'
"""

#: Version 7 (issue 29): the seats that agreed to what a rule asks of players beyond the
#: known table actions (records.RuleChange.agreed_by, JSON; NULL: nobody was asked), so
#: the archive shows the table's agreement, not the author's comment.
_V7 = """
ALTER TABLE rule_changes ADD COLUMN agreed_by TEXT
"""

#: version -> the statements that bring the previous version to it. Never edit a step
#: that has shipped; add the next one.
MIGRATIONS: dict[int, str] = {1: _V1, 2: _V2, 3: _V3, 4: _V4, 5: _V5, 6: _V6, 7: _V7}
LATEST = max(MIGRATIONS)


def migrate(conn: sqlite3.Connection, current: int) -> int:
    """Bring the schema from ``current`` to ``LATEST`` inside the caller's transaction.

    ``executescript`` would commit first, so statements run one by one and a failure rolls
    back with the rest of the command.
    """
    for version in range(current + 1, LATEST + 1):
        for statement in statements(MIGRATIONS[version]):
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {version}")
    return LATEST


def statements(script: str) -> list[str]:
    """The SQL statements of ``script``, split where SQLite says one is complete, so a ``;``
    inside a string, a comment or a trigger body does not cut a statement in two."""
    out: list[str] = []
    current = ""
    for piece in script.split(";"):
        current += piece + ";"
        if sqlite3.complete_statement(current):
            if current.strip(" \t\r\n;"):
                out.append(current.strip())
            current = ""
    if current.strip(" \t\r\n;"):
        out.append(current.rstrip(";").strip())  # a last statement without its ';'
    return out


#: Every table some version of the archive has (the ones a schema check looks at).
KNOWN_TABLES = frozenset(TABLES) | frozenset(ARCHIVE_TABLES)


@cache
def columns_at(version: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The archive's tables and their columns at schema ``version`` (0: none), as the
    migrations build them: what ``PRAGMA user_version = version`` promises."""
    mem = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for v in range(1, version + 1):
            for statement in statements(MIGRATIONS[v]):
                mem.execute(statement)
        return table_columns(mem)
    finally:
        mem.close()


def table_columns(conn: sqlite3.Connection) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The archive tables of ``conn`` (the ones in ``KNOWN_TABLES``) with their columns."""
    rows = conn.execute("SELECT m.name, p.name FROM sqlite_schema AS m, "
                        "pragma_table_info(m.name) AS p WHERE m.type = 'table' "
                        "ORDER BY m.name, p.cid").fetchall()
    out: dict[str, list[str]] = {}
    for table, column in rows:
        if table in KNOWN_TABLES:
            out.setdefault(table, []).append(column)
    return tuple((t, tuple(c)) for t, c in sorted(out.items()))


def mismatch(conn: sqlite3.Connection, version: int) -> str | None:
    """Why the tables of ``conn`` are not the ones schema ``version`` has (None: they are),
    in a few words: the version they do match if there is one (``user_version`` set by
    hand), else the first table or column too many or missing."""
    found = dict(table_columns(conn))
    want = dict(columns_at(version))
    if found == want:
        return None
    detail = _difference(found, want, version)
    other = next((v for v in range(LATEST, -1, -1) if dict(columns_at(v)) == found), None)
    if other is not None:
        return f"its tables are schema {other}'s ({detail})"
    return detail


def _difference(found: dict[str, tuple[str, ...]], want: dict[str, tuple[str, ...]],
                version: int) -> str:
    for table in sorted(set(found) | set(want)):
        if table not in want:
            return f"schema {version} has no table {table!r}"
        if table not in found:
            return f"its table {table!r} is missing"
        extra = [c for c in found[table] if c not in want[table]]
        if extra:
            return f"schema {version}'s table {table!r} has no column {extra[0]!r}"
        gone = [c for c in want[table] if c not in found[table]]
        if gone:
            return f"its table {table!r} lacks the column {gone[0]!r}"
    return "its columns are in another order"  # pragma: no cover - migrations only append
