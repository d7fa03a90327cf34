"""Benchmark: recording rounds in the archive, and exporting/importing a large rule book.

Each row is timed in this process beside a baseline that does the least the same job
could do, so the ratio shows what the session model and the repository cost:

- recording N rounds, one command (one ``BEGIN IMMEDIATE`` transaction, load, record, save)
  per round, against N bare ``INSERT`` transactions into a one-table SQLite file with the
  same durability settings;
- exporting a large book (N rounds, a rule a round, a vote a round, a Roshambo every tenth
  round) as JSON, Markdown and HTML, against ``json.dumps`` of the same data as plain dicts;
- importing that JSON (parse, check every field and reference, store), against
  ``json.loads`` plus the bare inserts of the same rows.

Run: ``.venv/bin/python benchmarks/archive.py [--rounds N]`` (default 1000).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sqlite3
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from lopti_rules.sessions.archive import Archive
from lopti_rules.sessions.archive.store import to_rows
from lopti_rules.sessions.bookexport import to_html, to_json, to_markdown
from lopti_rules.sessions.bookimport import from_json
from lopti_rules.sessions.model import Session


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def timed(fn: Callable[[], object], repeat: int = 1) -> float:
    """The best of ``repeat`` runs, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


def big_book(rounds: int) -> Session:
    s = Session.create("big", ["Ann", "Bo", "Cy", "Di", "Ed"], session_id=1)
    for i in range(rounds):
        if i and i % 10 == 0 and s.rules:
            rule = s.rules[-1].number
            if s.is_active(rule):
                s.hold_vote("remove", proposer=(i + 1) % 5, rule=rule,
                            ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
                s.settle_tie(seed=i)
        elif i:
            s.hold_vote("adjust", proposer=i % 5, param="swaps", value=i % 2,
                        ballots={0: "yes", 1: "no", 2: "no"}, params=lambda n, v, c: v)
        s.record_round(i % 5, [i % 5, (i + 1) % 5, (i + 2) % 5])
        s.announce_rule(f'rule "r{i}"\n    after play:\n        every player says "{i}"\n',
                        name=f"r{i}", checker=legal)
    return s


def record_rounds(db: Path, rounds: int) -> None:
    with Archive(db, create=True) as archive:
        with archive.write():
            archive.add(Session.create("bench", ["Ann", "Bo", "Cy", "Di"]))
        for i in range(rounds):
            with archive.write():
                s = archive.load(1)
                s.record_round(i % 4, [i % 4, (i + 1) % 4])
                archive.save(s)


def bare_inserts(db: Path, rounds: int) -> None:
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("CREATE TABLE rounds (number INTEGER PRIMARY KEY, winner INTEGER, o TEXT)")
    for i in range(rounds):
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO rounds VALUES (?, ?, ?)", (i + 1, i % 4, "[0, 1]"))
        conn.execute("COMMIT")
    conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1000)
    n = parser.parse_args().rounds
    rows: list[tuple[str, float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        base = timed(lambda: bare_inserts(t / "bare.db", n))
        rows.append((f"record {n} rounds, one command each", timed(
            lambda: record_rounds(t / "a.db", n)), base))

        book = big_book(n)
        plain = dataclasses.asdict(book)
        base = timed(lambda: json.dumps(plain, sort_keys=True, indent=2), 3)
        text = to_json(book)
        for name, fn in (("JSON", to_json), ("Markdown", to_markdown), ("HTML", to_html)):
            rows.append((f"export {n}-round book as {name}", timed(lambda fn=fn: fn(book), 3),
                         base))

        def bare_import() -> None:
            json.loads(text)
            (t / "bare-import.db").unlink(missing_ok=True)
            conn = sqlite3.connect(t / "bare-import.db", isolation_level=None)
            conn.execute("CREATE TABLE t (a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p)")
            conn.execute("BEGIN IMMEDIATE")
            for table_rows in to_rows(book).values():
                conn.executemany(f"INSERT INTO t VALUES ({', '.join('?' * 16)})",
                                 [r + (None,) * (16 - len(r)) for r in table_rows.values()])
            conn.execute("COMMIT")
            conn.close()

        def real_import() -> None:
            (t / "import.db").unlink(missing_ok=True)
            with Archive(t / "import.db", create=True) as archive, archive.write():
                archive.add(from_json(text))

        base = timed(bare_import, 3)
        rows.append((f"import {n}-round book from JSON", timed(real_import, 3), base))
    print(f"{'case':<40} {'lopti (s)':>10} {'baseline (s)':>13} {'ratio':>7}")
    for name, value, baseline in rows:
        print(f"{name:<40} {value:>10.3f} {baseline:>13.3f} {value / baseline:>7.1f}")


if __name__ == "__main__":
    main()
