"""Who may act for a player from another device: each session's join token, and which
phone holds which player (archive schema 6, tables ``join_tokens`` and ``phones``).

A session has one join token, made the first time it is asked for and kept in the archive,
so every restart of ``lopti serve`` accepts the phones that joined before; only
``rotate_token`` (``lopti session token --rotate``) changes it. A phone is a random device
id its browser keeps in a cookie. It asks for a player once; the ask is held once the host
approves it, or once the phone sends the short code shown on the host's screen for that
ask. A player is held by one phone at most; the host may release a phone or move it to
another player. Tokens and phones belong to the archive, not to the session's book: an
export never carries them. Every function runs inside the caller's transaction
(``Archive.conn``); every refusal is a ``PhoneError`` that says why in plain words.
"""

from __future__ import annotations

import secrets
import sqlite3
from dataclasses import dataclass

from ...i18n import gettext as _
from ...i18n import ngettext
from ..records import SessionError

#: wrong codes a phone may send for one ask before the ask is dropped (it may ask again)
MAX_TRIES = 5
#: digits of the code the host's screen shows for an ask
CODE_DIGITS = 4


class PhoneError(SessionError):
    """A phone may not do this now; the message says why, in the table's words."""


@dataclass(frozen=True, slots=True)
class Phone:
    """One phone's ask for a player, or its hold on one."""

    device: str
    seat: int
    status: str  #: "asked" (waiting for the host or the code) or "held"
    code: str  #: the code the host's screen shows for an ask
    since: str  #: when it asked or was last given its player (UTC, ISO 8601)


def join_token(conn: sqlite3.Connection, session_id: int, now: str) -> str:
    """The session's join token, made (and kept) the first time it is asked for."""
    row = conn.execute("SELECT token FROM join_tokens WHERE session_id = ?",
                       (session_id,)).fetchone()
    if row is not None:
        return str(row[0])
    token = secrets.token_urlsafe(16)
    conn.execute("INSERT INTO join_tokens (session_id, token, made) VALUES (?, ?, ?)",
                 (session_id, token, now))
    return token


def stored_token(conn: sqlite3.Connection, session_id: int) -> str | None:
    """The session's join token if one was made (a read never makes one)."""
    row = conn.execute("SELECT token FROM join_tokens WHERE session_id = ?",
                       (session_id,)).fetchone()
    return None if row is None else str(row[0])


def rotate_token(conn: sqlite3.Connection, session_id: int, now: str) -> str:
    """A new join token for the session: the old link and every phone that joined with it
    are refused from now on (a phone that opens the new link keeps its player)."""
    token = secrets.token_urlsafe(16)
    conn.execute("INSERT INTO join_tokens (session_id, token, made) VALUES (?, ?, ?) "
                 "ON CONFLICT (session_id) DO UPDATE SET token = excluded.token, "
                 "made = excluded.made", (session_id, token, now))
    return token


def session_of(conn: sqlite3.Connection, token: str) -> int | None:
    """The session a join token belongs to (None: no session's)."""
    if not token:
        return None
    for sid, kept in conn.execute("SELECT session_id, token FROM join_tokens"):
        if secrets.compare_digest(str(kept).encode(), token.encode()):
            return int(sid)
    return None


def phones(conn: sqlite3.Connection, session_id: int) -> list[Phone]:
    """Every ask and hold of the session, by seat, holds first."""
    rows = conn.execute("SELECT device, seat, status, code, since FROM phones WHERE "
                        "session_id = ? ORDER BY seat, status DESC, since", (session_id,))
    return [Phone(str(d), int(s), str(st), str(c), str(t)) for d, s, st, c, t in rows]


def phone(conn: sqlite3.Connection, session_id: int, device: str) -> Phone | None:
    """This device's ask or hold in the session, if any."""
    return next((p for p in phones(conn, session_id) if p.device == device), None)


def holder(conn: sqlite3.Connection, session_id: int, seat: int) -> str | None:
    """The device holding the player in ``seat``, if a phone holds them."""
    row = conn.execute("SELECT device FROM phones WHERE session_id = ? AND seat = ? AND "
                       "status = 'held'", (session_id, seat)).fetchone()
    return None if row is None else str(row[0])


def ask(conn: sqlite3.Connection, session_id: int, device: str, seat: int, name: str,
        now: str) -> Phone:
    """This phone asks to be the player ``name`` (in ``seat``): once, and only for a player
    no other phone holds. The code returned is shown on the host's screen only."""
    mine = phone(conn, session_id, device)
    if mine is not None and mine.status == "held":
        raise PhoneError(_("this phone already holds a player; the host can move it or "
                           "release it"))
    if mine is not None:
        raise PhoneError(_("this phone has already asked for a player: the host approves "
                           "it on the laptop, or type the code the laptop shows"))
    if holder(conn, session_id, seat) is not None:
        raise PhoneError(_("{name} is already held by another phone; if that is wrong, the "
                           "host can release it").format(name=name))
    code = "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))
    conn.execute("INSERT INTO phones (session_id, device, seat, status, code, since) VALUES "
                 "(?, ?, ?, 'asked', ?, ?)", (session_id, device, seat, code, now))
    return Phone(device, seat, "asked", code, now)


def _hold(conn: sqlite3.Connection, session_id: int, device: str, seat: int,
          now: str) -> None:
    """``device`` holds ``seat``; other phones' asks for that player are dropped."""
    conn.execute("DELETE FROM phones WHERE session_id = ? AND seat = ? AND device != ? AND "
                 "status = 'asked'", (session_id, seat, device))
    conn.execute("UPDATE phones SET status = 'held', seat = ?, since = ?, tries = 0 WHERE "
                 "session_id = ? AND device = ?", (seat, now, session_id, device))


def approve(conn: sqlite3.Connection, session_id: int, device: str, name: str,
            now: str) -> Phone:
    """The host approves a phone's ask."""
    mine = phone(conn, session_id, device)
    if mine is None or mine.status != "asked":
        raise PhoneError(_("that phone's ask is no longer waiting (it was approved, "
                           "refused or released)"))
    if holder(conn, session_id, mine.seat) is not None:
        raise PhoneError(_("{name} is already held by another phone: release it first")
                         .format(name=name))
    _hold(conn, session_id, device, mine.seat, now)
    return Phone(device, mine.seat, "held", mine.code, now)


def enter_code(conn: sqlite3.Connection, session_id: int, device: str, code: str,
               now: str) -> Phone:
    """The phone sends the code the host's screen shows for its ask."""
    row = conn.execute("SELECT seat, code, tries FROM phones WHERE session_id = ? AND "
                       "device = ? AND status = 'asked'", (session_id, device)).fetchone()
    if row is None:
        raise PhoneError(_("this phone has not asked for a player (or the host refused "
                           "it): pick your name first"))
    seat, kept, tries = int(row[0]), str(row[1]), int(row[2])
    if not secrets.compare_digest(code.strip().encode(), kept.encode()):
        if tries + 1 >= MAX_TRIES:
            conn.execute("DELETE FROM phones WHERE session_id = ? AND device = ?",
                         (session_id, device))
            raise PhoneError(_("that code is wrong, {n} times: the ask is dropped; pick "
                               "your name again and read the new code off the laptop")
                             .format(n=MAX_TRIES))
        conn.execute("UPDATE phones SET tries = tries + 1 WHERE session_id = ? AND "
                     "device = ?", (session_id, device))
        left = MAX_TRIES - tries - 1
        raise PhoneError(ngettext(
            "that is not the code the laptop shows for your name; try again ({n} try left)",
            "that is not the code the laptop shows for your name; try again ({n} tries left)",
            left).format(n=left))
    if holder(conn, session_id, seat) is not None:
        raise PhoneError(_("another phone was given this player meanwhile; ask the host"))
    _hold(conn, session_id, device, seat, now)
    return Phone(device, seat, "held", kept, now)


def release(conn: sqlite3.Connection, session_id: int, device: str) -> Phone:
    """The host releases a phone (or refuses its ask): it holds no player any more."""
    mine = phone(conn, session_id, device)
    if mine is None:
        raise PhoneError(_("that phone holds no player here (already released?)"))
    conn.execute("DELETE FROM phones WHERE session_id = ? AND device = ?",
                 (session_id, device))
    return mine


def move(conn: sqlite3.Connection, session_id: int, device: str, seat: int, name: str,
         now: str) -> Phone:
    """The host gives a phone another player (one no other phone holds)."""
    mine = phone(conn, session_id, device)
    if mine is None:
        raise PhoneError(_("that phone holds no player here (already released?)"))
    other = holder(conn, session_id, seat)
    if other is not None and other != device:
        raise PhoneError(_("{name} is already held by another phone: release it first")
                         .format(name=name))
    _hold(conn, session_id, device, seat, now)
    return Phone(device, seat, "held", mine.code, now)
