"""Recording a run's games: one JSON Lines log per game in a folder, or every game in one
SQLite file (``--record run.sqlite``) that ``lopti replay FILE --game K`` reads at once
and ``lopti replay FILE`` streams (:func:`recorded_games`).

The one-file recording holds each game's log (the same JSON Lines text as a folder's
file, zlib-compressed) under its game number, the table's primary key: reading game K
is one index look-up, however many games the file holds. The file is written under a
temporary name and moved into place when the run ends (or is interrupted), so a reader
never sees half a file.
"""

from __future__ import annotations

import os
import sqlite3
import zlib
from collections.abc import Iterator
from pathlib import Path

from ..errors import InputError, LoptiError
from ..inputs import check_whole, inflate

FORMAT = "lopti-game-record"
VERSION = 1
#: file suffixes that ask for one SQLite file instead of a folder
SUFFIXES = (".sqlite", ".sqlite3", ".db")
_MAGIC = b"SQLite format 3\x00"


class RecordError(LoptiError):
    """A recording that cannot be written."""


def is_single_file(path: Path) -> bool:
    """Does ``--record PATH`` ask for one SQLite file (by its suffix)?"""
    return path.suffix.lower() in SUFFIXES


def is_record(path: Path) -> bool:
    """Is ``path`` a file that starts like SQLite (a one-file recording, or not a log)?"""
    try:
        with path.open("rb") as f:
            return f.read(16) == _MAGIC
    except OSError:
        return False


class Recorder:
    """Where a run's game logs go: ``add(number, text)`` for game ``number`` (from 1), in
    any order, then ``close()``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.single = is_single_file(path)
        self._db: sqlite3.Connection | None = None
        self._tmp = path.with_name(path.name + ".part")
        if self.single:
            self._open_file()
        else:
            self._open_folder()

    def _open_folder(self) -> None:
        record = self.path
        if record.exists() and not record.is_dir():
            raise RecordError(f"--record {record}: not a directory")
        try:
            record.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RecordError(f"--record {record}: cannot create the folder "
                              f"({exc.strerror})") from None

    def _open_file(self) -> None:
        path = self.path
        if path.is_dir():
            raise RecordError(f"--record {path}: is a directory (a file ending "
                              f"{SUFFIXES[0]} is written as one recording)")
        if path.exists() and not is_record(path):
            raise RecordError(f"--record {path}: exists and is not a lopti recording; "
                              "not overwritten")
        try:
            self._tmp.unlink(missing_ok=True)
            db = sqlite3.connect(self._tmp)
        except (OSError, sqlite3.Error) as exc:
            raise RecordError(f"--record {path}: cannot be written ({exc})") from None
        db.executescript(
            "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;"
            "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);"
            "CREATE TABLE games (number INTEGER PRIMARY KEY, log BLOB NOT NULL);")
        db.executemany("INSERT INTO meta VALUES (?, ?)",
                       [("format", FORMAT), ("version", str(VERSION))])
        self._db = db

    def add(self, number: int, text: str) -> None:
        """Record game ``number`` (from 1)."""
        if self._db is not None:
            self._db.execute("INSERT INTO games VALUES (?, ?)",
                             (number, zlib.compress(text.encode("utf-8"), 6)))
            return
        path = self.path / f"game-{number:06d}.jsonl"
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise RecordError(f"--record {path}: cannot be written ({exc.strerror})") from None

    def close(self) -> None:
        """Finish the recording (a one-file recording is moved into place)."""
        if self._db is None:
            return
        self._db.commit()
        self._db.close()
        self._db = None
        os.replace(self._tmp, self.path)


def _open(path: Path) -> sqlite3.Connection:
    if not is_record(path):
        raise InputError("not a lopti recording (SQLite)", source=str(path))
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
    except sqlite3.Error as exc:
        raise InputError(f"cannot read the recording: {exc}", source=str(path)) from None
    if meta.get("format") != FORMAT or meta.get("version") != str(VERSION):
        db.close()
        raise InputError(f"not a {FORMAT} version {VERSION} file", source=str(path))
    return db


def game_count(path: Path) -> int:
    """How many games a one-file recording holds."""
    db = _open(path)
    try:
        return int(db.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        db.close()


def game_numbers(path: Path) -> list[int]:
    """The numbers of the games a one-file recording holds, in order."""
    db = _open(path)
    try:
        return [int(n) for (n,) in db.execute("SELECT number FROM games ORDER BY number")]
    finally:
        db.close()


def recorded_games(path: Path) -> Iterator[tuple[int, str]]:
    """Every game of a one-file recording as (number, JSON Lines log), in game order,
    read through one connection one row at a time: memory holds one game, however many
    the file has (``lopti replay FILE`` of 100,000 games)."""
    db = _open(path)
    try:
        rows = db.execute("SELECT number, log FROM games ORDER BY number")
        while (row := rows.fetchone()) is not None:
            yield int(row[0]), _text(path, int(row[0]), row[1])
    except sqlite3.Error as exc:
        raise InputError(f"cannot read the recording: {exc}", source=str(path)) from None
    finally:
        db.close()


def _text(path: Path, number: int, blob: object) -> str:
    """A game's stored log, inflated under ``inputs.MAX_INFLATED`` (a zip bomb is refused,
    never held whole)."""
    if not isinstance(blob, bytes):
        raise InputError(f"game {number} is damaged: no compressed log", source=str(path))
    data = inflate(blob, source=str(path), what=f"game {number}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(f"game {number} is damaged: {exc}", source=str(path)) from None


def game_text(path: Path, number: int) -> str:
    """The JSON Lines log of game ``number`` (from 1), by one index look-up; inflated
    under ``inputs.MAX_INFLATED`` (a zip bomb is refused, never held whole)."""
    check_whole("--game", number, "game")  # SQLite keeps 64-bit numbers
    db = _open(path)
    try:
        row = db.execute("SELECT log FROM games WHERE number = ?", (number,)).fetchone()
        total = None if row else db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()
    if row is None:
        raise InputError(f"no game {number} in this recording (it holds games 1..{total})",
                         source=str(path))
    return _text(path, number, row[0])
