"""JSON inside the archive is read under the limits of files (issue 28).

A session archive keeps some columns as JSON text: a round's finishing order, its
pickups and its rules' counts, a base-rule change's value, a ruling's ballots, the seats
that agreed to a rule. A damaged or hostile row (too deep, a number of 5,000 digits, a
value of megabytes, no JSON at all, a number or a blob where text belongs) is read
through ``inputs.stored_json``: every command that reads the session says which value is
damaged in one line and exits 2, never a traceback, and the archive file is left byte for
byte as it was (nothing stored is lost).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules import inputs
from lopti_rules.cli import main
from lopti_rules.errors import InputError

#: Hostile or damaged JSON text, by what it is.
HOSTILE: dict[str, object] = {
    "nested 20,000 deep": "[" * 20_000 + "]" * 20_000,
    "a 5,000-digit number": "[" + "9" * 5_000 + "]",
    "2 MB of text": "[" + "1," * (1 << 20) + "1]",
    "not JSON": "[0, 1,",
    "a number, not text": 12,
    "a blob of no UTF-8": b"\xff\xfe[0]",
    "the wrong shape": '{"a": 1}',
}


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"lopti {' '.join(args)}: a traceback") from result.exception
    return result.exit_code, result.stderr


def archive(tmp_path: Path) -> Path:
    """A session of three with one round recorded at the table (seat 1 won)."""
    db = tmp_path / "a.db"
    for args in (["session", "new", "f", "--players", "Ann,Bo,Cy"],
                 ["session", "round", "--winner", "Bo", "--order", "Bo,Ann,Cy"]):
        code, err = run(*args, "--db", str(db))
        assert code == 0, err
    return db


def damage(db: Path, sql: str, value: object) -> bytes:
    """Write ``value`` into the archive with ``sql``; the file's bytes after it."""
    with sqlite3.connect(db) as conn:
        conn.execute(sql, (value,))
    conn.close()
    return db.read_bytes()


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_a_hostile_round_outcome_is_one_line_and_the_archive_is_kept(tmp_path: Path,
                                                                    kind: str) -> None:
    db = archive(tmp_path)
    before = damage(db, "UPDATE rounds SET finishing_order = ? WHERE number = 1", HOSTILE[kind])
    for command in (["session", "status"], ["session", "list"], ["book", "export"]):
        code, err = run(*command, "--db", str(db))
        if command == ["session", "list"] and code == 0:
            continue  # the list reads no round
        assert code == 2, (command, kind, err[:300])
        assert re.fullmatch(r"error: [^\n]+\n", err), err[:300]
        assert len(err) < 400, err[:300]
        assert "round 1's outcome is damaged" in err, err
    assert db.read_bytes() == before  # nothing stored is lost, nothing rewritten


COUNTING = ('rule "Eights twice"\n  count "eights" this round\n  after play:\n'
            '    if play.rank is 8:\n      add 1 to "eights"\n')


@each.parametrize("kind", ["nested 20,000 deep", "a 5,000-digit number", "not JSON",
                                  "a number, not text"])
def test_hostile_counts_of_a_round_are_one_line(kind: str) -> None:
    """The rules' counts a round kept (``memory``), read as the engine plays the next
    round with the rules in play."""
    from lopti_rules.sessions.rounds import counts_at_start
    from lopti_rules.tools import compile_files

    rule_set = compile_files([("1-eights.lopti", COUNTING)], allow_warnings=True)
    assert counts_at_start(rule_set, {"1-eights.lopti": 1}, '{"1/Eights twice": [2]}')[1] \
        == [[2]]
    with pytest.raises(InputError, match="rules' counts of a round is damaged") as caught:
        counts_at_start(rule_set, {"1-eights.lopti": 1}, HOSTILE[kind])  # type: ignore[arg-type]
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 400


@settings(max_examples=30, deadline=None)
@given(st.one_of(
    st.integers(inputs.MAX_DEPTH + 1, 4 * inputs.MAX_DEPTH).map(lambda n: "[" * n + "]" * n),
    st.integers(inputs.MAX_DIGITS + 1, 6_000).map(lambda n: "[" + "7" * n + "]"),
    st.text(max_size=40).filter(lambda t: not t.strip().startswith(("[", "{", '"'))
                                and not re.fullmatch(r"\s*(-?\d+(\.\d+)?|true|false|null)\s*",
                                                     t)),
    st.binary(max_size=20).filter(lambda b: not b.isascii()),
    st.integers(), st.floats(allow_nan=False)))
def test_stored_json_refuses_every_hostile_value_with_one_line(value: object) -> None:
    with pytest.raises(InputError) as caught:
        inputs.stored_json(value, "round 2's outcome")
    message = str(caught.value)
    assert "round 2's outcome is damaged" in message and "\n" not in message
    assert len(message) < 400


@settings(max_examples=30, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-10**18, 10**18) | st.text(),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=5), inner, max_size=4), max_leaves=20))
def test_stored_json_reads_what_lopti_writes_as_json_does(value: object) -> None:
    import json

    assert inputs.stored_json(json.dumps(value), "x") == value
