"""Opening the archive file safely: foreign files refused untouched, one transaction a command."""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ...errors import LoptiError
from ...i18n import gettext as _
from .schema import LATEST, migrate, mismatch

#: The archive a command uses unless ``--db`` says otherwise.
DEFAULT_PATH = "lopti-archive.db"
#: ``PRAGMA application_id`` of a lopti archive: "LOPT" in ASCII.
APPLICATION_ID = 0x4C4F5054
#: How long a command waits for another one holding the archive (seconds).
DEFAULT_BUSY_TIMEOUT = 5.0
_MAGIC = b"SQLite format 3\x00"


class ArchiveError(LoptiError):
    """The archive cannot be used: missing, foreign, damaged or from a newer version."""


class ArchiveBusy(ArchiveError):
    """Another command held the archive for longer than the busy timeout."""


def probe(path: Path) -> str:
    """Classify a file without opening it with SQLite: 'missing', 'empty' or 'ours'.

    Only the 100-byte header is read, so a foreign or damaged file is never modified (and a
    hot journal left by a crash is rolled back by SQLite itself when the file is ours).
    """
    try:
        with path.open("rb") as fh:
            header = fh.read(100)
    except FileNotFoundError:
        return "missing"
    except IsADirectoryError:
        raise ArchiveError(_("{archive}: is a directory, not a lopti archive").format(
            archive=path)) from None
    except OSError as exc:
        raise ArchiveError(_("{archive}: cannot be read ({reason})").format(
            archive=path, reason=exc.strerror)) from None
    if not header:
        return "empty"
    if len(header) < 100 or not header.startswith(_MAGIC):
        raise ArchiveError(_("{archive}: not a lopti archive (not an SQLite database); it "
                             "was left untouched").format(archive=path))
    app_id = int.from_bytes(header[68:72], "big")
    if app_id != APPLICATION_ID:
        raise ArchiveError(_("{archive}: an SQLite database, but not a lopti archive "
                             "(application id {id}); it was left untouched").format(
            archive=path, id=f"{app_id:#x}"))
    version = int.from_bytes(header[60:64], "big")
    if version > LATEST:
        raise ArchiveError(_("{archive}: written by a newer lopti-rules (archive schema "
                             "{version}, this one knows up to {latest}); upgrade lopti-rules")
                           .format(archive=path, version=version, latest=LATEST))
    return "ours"


class Database:
    """One connection to an archive file, with transactions that say when they had to wait."""

    def __init__(self, path: str | os.PathLike[str], *, create: bool = False,
                 busy_timeout: float = DEFAULT_BUSY_TIMEOUT) -> None:
        self.path = Path(path)
        self.busy_timeout = busy_timeout
        #: seconds the last transaction waited for another command to finish
        self.waited = 0.0
        state = probe(self.path)
        if state in ("missing", "empty") and not create:
            raise ArchiveError(_("{archive}: no archive here yet (create a session first, "
                                 "or pass --db PATH)").format(archive=self.path))
        if state == "missing" and not self.path.parent.is_dir():
            raise ArchiveError(_("{archive}: folder {folder} does not exist").format(
                archive=self.path, folder=self.path.parent))
        try:
            self.conn = sqlite3.connect(self.path, timeout=busy_timeout, isolation_level=None)
            self.conn.execute("PRAGMA foreign_keys = ON")
            self.conn.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as exc:
            raise ArchiveError(_("{archive}: cannot open the archive ({reason})").format(
                archive=self.path, reason=exc)) from None

    def close(self) -> None:
        self.conn.close()

    @contextmanager
    def transaction(self, *, write: bool) -> Iterator[sqlite3.Connection]:
        """One command = one transaction: ``BEGIN IMMEDIATE`` for writers, rolled back on error.

        Writers wait up to ``busy_timeout`` for another writer; past it the command fails with
        ``ArchiveBusy`` and nothing changed.
        """
        started = time.monotonic()
        try:
            self.conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            if not write:
                self.conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()
        except sqlite3.DatabaseError as exc:
            self._rollback()
            raise self._damaged(exc) from None
        self.waited = time.monotonic() - started
        try:
            self._prepare(write)
            yield self.conn
            if write:
                commit(self.conn)
            else:
                self.conn.execute("COMMIT")
        except sqlite3.DatabaseError as exc:
            self._rollback()
            raise self._damaged(exc) from None
        except BaseException:
            self._rollback()
            raise

    def _prepare(self, write: bool) -> None:
        version = int(self.conn.execute("PRAGMA user_version").fetchone()[0])
        if version > LATEST:  # pragma: no cover - probe() refuses this first
            raise ArchiveError(_("{archive}: written by a newer lopti-rules").format(
                archive=self.path))
        wrong = mismatch(self.conn, version)
        if wrong is not None:  # e.g. user_version set back by hand: never migrate over it
            raise ArchiveError(_("{archive}: its PRAGMA user_version says archive schema "
                                 "{version}, but {wrong}: it was changed outside lopti; it was "
                                 "left untouched").format(archive=self.path, version=version,
                                                          wrong=wrong))
        if version == LATEST:
            return
        if version == 0:
            tables = self.conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
            if tables:  # pragma: no cover - probe() refuses foreign files first
                raise ArchiveError(_("{archive}: not a lopti archive; it was left "
                                     "untouched").format(archive=self.path))
            if not write:
                return
            self.conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            migrate(self.conn, version)
            return
        if not write:  # a read never writes: it reads an upgraded copy held in memory
            self.conn = upgraded_copy(self.conn, version)
            return
        backup = self.backup_before_upgrade(version)
        try:
            migrate(self.conn, version)
        except BaseException:  # rolled back: the archive is as it was, the copy not needed
            backup.unlink(missing_ok=True)
            raise

    def backup_before_upgrade(self, version: int) -> Path:
        """Copy the archive to ``NAME.vVERSION.bak`` before a writer upgrades it in place."""
        target = self.path.with_name(f"{self.path.name}.v{version}.bak")
        try:  # this writer holds the archive's lock and has written nothing yet
            shutil.copyfile(self.path, target)
        except OSError as exc:
            raise ArchiveError(_("{archive}: cannot back up the schema-{version} archive to "
                                 "{target} before upgrading it ({reason}); nothing was "
                                 "changed").format(archive=self.path, version=version,
                                                   target=target, reason=exc.strerror)) from None
        return target

    def _rollback(self) -> None:
        if self.conn.in_transaction:
            self.conn.execute("ROLLBACK")

    def _damaged(self, exc: sqlite3.Error) -> ArchiveError:
        code = getattr(exc, "sqlite_errorcode", 0) & 0xFF  # the primary result code
        if code == sqlite3.SQLITE_FULL:
            return ArchiveError(_("{archive}: the disk is full; nothing was changed").format(
                archive=self.path))
        if code == sqlite3.SQLITE_READONLY:
            return ArchiveError(_("{archive}: the archive is read-only (the file or its "
                                  "folder cannot be written); nothing was changed").format(
                archive=self.path))
        if isinstance(exc, sqlite3.IntegrityError):
            return ArchiveError(_("{archive}: the archive refused inconsistent data "
                                  "({reason}); nothing was changed").format(
                archive=self.path, reason=exc))
        if "locked" in str(exc) or "busy" in str(exc):
            return ArchiveBusy(_("{archive}: the archive is busy: another lopti command held "
                                 "it for more than {seconds} s; nothing was changed, try "
                                 "again").format(archive=self.path,
                                                 seconds=f"{self.busy_timeout:g}"))
        return ArchiveError(_("{archive}: the archive is damaged or unreadable ({reason}); "
                              "nothing was changed").format(archive=self.path, reason=exc))


def upgraded_copy(conn: sqlite3.Connection, version: int) -> sqlite3.Connection:
    """An in-memory copy of an older archive, upgraded to ``LATEST``, in a read transaction:
    read commands show old archives, read-only ones included, and leave the file as it was."""
    conn.execute("COMMIT")
    mem = sqlite3.connect(":memory:", isolation_level=None)
    try:
        conn.backup(mem)
        mem.execute("PRAGMA foreign_keys = ON")
        mem.execute("BEGIN")
        migrate(mem, version)
    except BaseException:  # the file's connection stays open, out of any transaction
        mem.close()
        raise
    conn.close()
    return mem


def commit(conn: sqlite3.Connection) -> None:
    """Commit the command's transaction (a seam the crash test pauses at)."""
    conn.execute("COMMIT")
