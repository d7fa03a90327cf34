"""What the server keeps between requests: its settings and the change counter.

The archive stays the one truth: every write opens it, loads the session, calls the
session's own method (the same one the CLI calls) and saves it in one transaction. The
ballots of a vote not yet counted and the throws of a Roshambo not yet decided live in
the archive too (``ballots``, ``throws``), so a restart loses none. ``changes`` counts
every write, and open pages listen to it.
"""

from __future__ import annotations

import datetime
import ipaddress
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import LoptiError
from ..sessions import Archive, Session, TableNote, phones

#: the longest rule text the page accepts (characters): far above any real rule
MAX_RULE_CHARS = 20_000
#: the largest request body the server reads (bytes)
MAX_BODY = 256 * 1024


class ServeError(LoptiError):
    """A request the page cannot carry out: the message is shown to the user."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Config:
    """How ``lopti serve`` was started."""

    db: str
    host: str = "127.0.0.1"
    port: int = 8000
    logs: str | None = None  #: the folder of game logs (default: beside the archive)
    busy_timeout: float = 5.0
    #: reachable from other machines: a phone's writes need its session's join token (kept
    #: in the archive, ``sessions.archive.phones``); the host's own browser (loopback)
    #: never does
    remote: bool = False

    @classmethod
    def for_host(cls, db: str, host: str, port: int, **more: Any) -> Config:
        """A config that asks for join tokens when ``host`` is reachable from elsewhere."""
        return cls(db=db, host=host, port=port, remote=not is_loopback(host), **more)

    @property
    def log_dir(self) -> Path:
        return Path(self.logs) if self.logs else Path(self.db).with_suffix(".logs")


def is_loopback(host: str) -> bool:
    """True if ``host`` is reachable from this machine only."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def join_link(config: Config, token: str | None, address: str | None = None) -> str:
    """The link the other players open on their phones (with the session's join token)."""
    host = address or config.host
    if host in ("0.0.0.0", "::"):
        host = local_address()
    if ":" in host:
        host = f"[{host}]"
    base = f"http://{host}:{config.port}/"
    return base if token is None else f"{base}join?token={token}"


def note(session: Session, by: str, what: str) -> None:
    """Keep in the session's book that ``by`` did ``what``, now (``Session.notes``)."""
    session.notes.append(TableNote(len(session.notes) + 1, now(), by, what))


def now() -> str:
    """The time a note from the table is kept with: UTC, to the second."""
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def local_address() -> str:
    """This machine's address on the local network (no packet is sent)."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, nothing is sent
            address: str = probe.getsockname()[0]
        except OSError:
            address = "127.0.0.1"
    return address


@dataclass
class Table:
    """The server's state: its config and the change counter (open ballot boxes and
    Roshambo throws live in the archive: ``ballots``, ``throws``)."""

    config: Config
    changes: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: set when the server stops: open event streams end
    closing: bool = False
    #: event streams open now (a browser keeps one for all its tabs)
    streams: int = 0

    def changed(self) -> None:
        self.changes += 1

    @contextmanager
    def archive(self, *, write: bool, create: bool = False) -> Iterator[Archive]:
        """The archive in one transaction, as the CLI opens it."""
        archive = Archive(self.config.db, create=create, busy_timeout=self.config.busy_timeout)
        try:
            with archive.transaction(write=write):
                yield archive
        finally:
            archive.close()

    def read(self, session_id: int | None) -> Session:
        """One session as it stands (None: the latest open one)."""
        with self.archive(write=False) as archive:
            return archive.load(archive.resolve(session_id, open_only=session_id is None))

    def add(self, session: Session) -> int:
        """Store a new session (the archive is created if needed); its id."""
        with self.lock, self.archive(write=True, create=True) as archive:
            sid = archive.add(session)
        self.changed()
        return sid

    @contextmanager
    def writing(self) -> Iterator[Archive]:
        """One write transaction, one writer at a time; pages hear of it once committed."""
        with self.lock, self.archive(write=True) as archive:
            yield archive
        self.changed()

    def token(self, session_id: int) -> str:
        """The session's join token (made and kept in the archive the first time)."""
        with self.archive(write=False) as archive:
            kept = phones.stored_token(archive.conn, session_id)
        if kept is not None:
            return kept
        with self.lock, self.archive(write=True) as archive:
            return phones.join_token(archive.conn, session_id, now())

    def session_of(self, token: str) -> int | None:
        """The session a join token belongs to."""
        if not token or not Path(self.config.db).exists():
            return None
        with self.archive(write=False) as archive:
            return phones.session_of(archive.conn, token)

    def update(self, session_id: int, action: Callable[[Session], Any]) -> Any:
        """Load the session, apply ``action``, save: one transaction, one writer at a time."""
        with self.lock, self.archive(write=True) as archive:
            session = archive.load(archive.resolve(session_id, open_only=False))
            result = action(session)
            archive.save(session)
        self.changed()
        return result
