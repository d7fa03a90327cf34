"""Bad rule books and failing disks give clear errors, never tracebacks, and never destroy
what was there (issue 15: book import and book export -o)."""

from __future__ import annotations

import errno
import io
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from support import each
from support.paths import SESSIONS

from lopti_rules.cli import main
from lopti_rules.errors import InputError
from lopti_rules.sessions import from_json

FRIDAY = (SESSIONS / "friday.json").read_text(encoding="utf-8")


def edited(edit: Any) -> str:
    data = json.loads(FRIDAY)
    edit(data["session"])
    return json.dumps(data)


@each.parametrize(("text", "message"), [
    (edited(lambda s: s.update(id=2**63)), r"\$\.session\.id: number out of range"),
    (edited(lambda s: s["rounds"][0].update(seed=-(2**63) - 1)),
     r"\$\.session\.rounds\[0\]\.seed: number out of range"),
    (FRIDAY.replace('"id": 1,', '"id": 1' + "0" * 5000 + ",", 1),
     "a number of 5,001 digits: numbers have at most 64"),
    (edited(lambda s: s.update(name="caf\ud800")),
     r"\$\.session\.name: a lone surrogate '\\ud800'"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels deep"),
    ('{"format": "lopti-rule-book", "version": 1, "session": ' + "[" * 50_000
     + "]" * 50_000 + "}", "nested more than 64 levels deep"),
], size=60)
def test_import_refuses_what_the_archive_cannot_keep_with_a_clear_error(text: str,
                                                                       message: str) -> None:
    with pytest.raises(InputError, match=message):
        from_json(text, "book.json")


def test_cli_import_of_a_huge_number_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    book = tmp_path / "book.json"
    book.write_text(edited(lambda s: s.update(id=2**63)), encoding="utf-8")
    result = CliRunner().invoke(main, ["book", "import", str(book), "--db",
                                       str(tmp_path / "a.db")])
    assert result.exit_code == 2 and "number out of range" in result.output
    assert "Traceback" not in result.output


class _FullDisk(io.StringIO):
    def write(self, s: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def test_export_to_a_full_disk_keeps_the_previous_export(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Writing goes to a temporary file renamed over the old one: ENOSPC changes nothing."""
    db, out = str(tmp_path / "a.db"), tmp_path / "book.md"
    run = CliRunner().invoke
    assert run(main, ["book", "import", str(SESSIONS / "friday.json"), "--db", db]).exit_code == 0
    assert run(main, ["book", "export", "-o", str(out), "--db", db]).exit_code == 0
    before = out.read_bytes()
    real_open = io.open

    def full_disk_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if "w" in mode:
            handle = real_open(file, mode, *args, **kwargs)  # opening truncates, as on a disk
            handle.close()
            return _FullDisk()
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(io, "open", full_disk_open)
    result = run(main, ["book", "export", "-o", str(out), "-f", "html", "--db", db])
    monkeypatch.undo()
    assert result.exit_code == 2 and "No space left on device" in result.output, result.output
    assert "unchanged" in result.output
    assert out.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.db", "book.md"]  # no temp left


def _two_roshambos(s: dict[str, Any]) -> None:
    s["roshambos"].append(dict(s["roshambos"][0]))


def _one_throw_30_0(s: dict[str, Any]) -> None:
    ro = s["roshambos"][0]
    ro.update(proposer_wins=30, defender_wins=0, throws=ro["throws"][:1])


@pytest.mark.parametrize(("edit", "message"), [
    (lambda s: s["votes"][0]["ballots"].__setitem__(
        slice(None), [{"seat": i, "choice": "no"} for i in range(4)]),
     r"votes\[0\]\.outcome: vote 1 is marked passed, but 0 yes and 4 no .*R-VOTE-2"),
    (_one_throw_30_0, r"roshambos\[0\]\.throws: the throws do not make a Roshambo"),
    (lambda s: s["roshambos"][0].update(winner="defender"),
     r"roshambos\[0\]\.winner: the defender won, so vote 2 is failed, not passed"),
    (lambda s: s["roshambos"][0].update(proposer_wins=14, defender_wins=16),
     r"roshambos\[0\]: the throws give 16-14, not 14-16"),
    (lambda s: s["votes"][1].update(round=2), r"votes\[1\]\.round: round 2 already held vote 1"),
    (lambda s: s["rounds"][2].update(dealer=0), r"rounds\[2\]\.dealer: round 3 is dealt by Cy"),
    (lambda s: s["rounds"][1].update(phase="dealing", winner=None, order=[]),
     r"rounds\[1\]\.phase: round 2 is left dealing although round 3 follows"),
    (lambda s: s["votes"][0]["ballots"].pop(), r"votes\[0\]\.ballots: no ballot from Di"),
    (lambda s: s["changes"][0].update(source="rule \"x\"\n  after play:\n    explode\n"),
     r"changes\[0\]\.source: the linter refuses this rule text"),
    (_two_roshambos, r"roshambos\[1\]\.vote: vote 2 was already settled by roshambos\[0\]"),
])
def test_import_replays_the_history_and_refuses_the_first_contradiction(edit: Any,
                                                                       message: str) -> None:
    """Issue 15: each book contradicts itself; import names the place in the file."""
    from_json(edited(lambda s: None), "book.json")  # the unedited book imports
    with pytest.raises(InputError, match=message):
        from_json(edited(edit), "book.json")


def test_html_book_fits_a_phone_and_has_contents() -> None:
    """Issue 15: at 390 px the rules table clipped Status; long hashes did not wrap."""
    from lopti_rules.sessions import to_html

    page = to_html(from_json(FRIDAY, "friday.json"))
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert page.count('<div class="wide"><table>') == page.count("<table>") > 0
    assert ".wide{overflow-x:auto" in page and "overflow-wrap:break-word" in page
    assert "<nav><p>Contents</p><ul><li><a href=\"#s" in page
    for anchor in page.split('<a href="#')[1:]:
        assert f'id="{anchor.split(chr(34))[0]}"' in page


ESCAPE = "\x1b]0;pwned\x07\x1b[2J\u009b31m"


def _escaping_archive(tmp_path: Path) -> str:
    """An archive whose session name holds escape sequences (OSC title, clear screen, CSI)."""
    def named(s: dict[str, Any]) -> None:
        s["name"] = f"Friday{ESCAPE}"

    book = tmp_path / "book.json"
    book.write_text(edited(named), encoding="utf-8")
    db = str(tmp_path / "a.db")
    result = CliRunner().invoke(main, ["book", "import", str(book), "--db", db])
    assert result.exit_code == 0, result.output
    return db


@pytest.mark.parametrize("fmt", ["md", "html", "json"])
def test_export_to_a_terminal_shows_escape_codes_and_a_pipe_gets_them_exact(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fmt: str) -> None:
    db = _escaping_archive(tmp_path)
    piped = CliRunner().invoke(main, ["book", "export", "-f", fmt, "--db", db])
    assert piped.exit_code == 0
    if fmt == "json":  # JSON escapes C0 itself; the exact text reads back as written
        assert json.loads(piped.stdout)["session"]["name"] == f"Friday{ESCAPE}"
    else:
        assert "\x1b]0;pwned" in piped.stdout  # the exact text
    import lopti_rules.cli.book as book_cli

    monkeypatch.setattr(book_cli, "_terminal", lambda: True)
    shown = CliRunner().invoke(main, ["book", "export", "-f", fmt, "--db", db])
    assert shown.exit_code == 0
    assert not any(c in shown.stdout for c in "\x1b\x07\u009b")
    assert "\\u009b" in shown.stdout
    assert shown.stdout.count("\n") == piped.stdout.count("\n")  # the layout kept
    if fmt == "json":  # still the same JSON: \u009b is an escape JSON reads back
        assert json.loads(shown.stdout) == json.loads(piped.stdout)
    else:
        assert "\\x1b]0;pwned\\x07" in shown.stdout


def test_export_to_a_real_terminal_writes_no_escape_code(tmp_path: Path) -> None:
    """The same through a pseudo-terminal: ``isatty`` is what decides."""
    import os
    import subprocess
    import sys

    pty = pytest.importorskip("pty")
    db = _escaping_archive(tmp_path)
    leader, follower = pty.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "lopti_rules.cli", "book", "export",
                               "--db", db], stdout=follower, stderr=subprocess.PIPE,
                              timeout=120, check=False)
        os.close(follower)
        out = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the follower side is closed: all read
                break
            if not chunk:
                break
            out += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0, done.stderr
    assert b"Friday\\x1b]0;pwned" in out and b"\x1b" not in out
