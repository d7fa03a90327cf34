"""``lopti session`` and ``lopti book`` end to end, through the CLI, on a temporary archive."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from support.paths import SESSIONS

from lopti_rules.cli import main
from lopti_rules.sessions import Archive

RULES = SESSIONS / "rules"


def lopti(db: Path, *args: str) -> Result:
    return CliRunner().invoke(main, [*args, "--db", str(db)])


def ok(db: Path, *args: str) -> str:
    result = lopti(db, *args)
    assert result.exit_code == 0, result.output
    return result.output


def refused(db: Path, *args: str) -> str:
    """The command fails with one line, exit 2, and the archive is byte for byte unchanged."""
    before = db.read_bytes() if db.exists() else None
    result = lopti(db, *args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.output
    assert (db.read_bytes() if db.exists() else None) == before
    return lines[0]


def run_script(tmp_path: Path) -> Path:
    """Run the lopti lines of examples/sessions/friday.sh, with exports written to tmp_path."""
    db = tmp_path / "friday.db"
    for line in (SESSIONS / "friday.sh").read_text(encoding="utf-8").splitlines():
        if not line.startswith("lopti "):
            continue
        line = line.replace('-o "$out/', f'-o "{tmp_path}/')
        line = line.replace("$here", str(SESSIONS)).replace('--db "$db"', "")
        ok(db, *shlex.split(line)[1:])
    return db


def test_a_whole_session_end_to_end(tmp_path: Path) -> None:
    """Rounds, rules added, a vote passed, a tie settled by Roshambo, a rule deleted, a new
    session reviving two: R-SETUP-4, R-CUSTOM-1, R-VOTE-2..6, R-ROSHAMBO-1/2, R-SESSION-1..3."""
    db = run_script(tmp_path)
    with Archive(db) as archive, archive.read():
        friday, saturday = archive.load(1), archive.load(2)
    assert [r.leader for r in friday.rounds] == [0, 1, 2, 0]  # dealer, then last winner
    assert [r.dealer for r in friday.rounds] == [0, 1, 2, 3]
    assert [(r.creator_name, r.invented_round) for r in friday.rules] == [
        ("Bo", 1), ("Cy", 2), ("Ann", 3)]
    assert friday.base_adjustments(2) == {"swaps": 0}
    tie = friday.votes[1]
    assert (tie.outcome, tie.decided) == ("tied", "passed")
    rosh = friday.roshambos[0]
    assert (friday.name_of(rosh.proposer), friday.name_of(rosh.defender), rosh.role) == (
        "Di", "Bo", "creator")
    assert (rosh.proposer_wins, rosh.defender_wins, len(rosh.throws)) == (16, 14, 31)
    assert not friday.is_active(1, 3) and not friday.is_active(3, 4)
    assert friday.rule_text(2, 4) != friday.rule_text(2, 5)  # changed from the next round
    assert friday.closed
    assert [r.name for r, _ in saturday.active_rules(1)] == ["Ace announces", "Seven says"]
    assert [v.decided for v in saturday.votes] == ["passed", "passed", "failed"]
    assert saturday.rules[1].creator is None  # Bo is not at Saturday's table
    ruling = saturday.rulings[0]  # R-SESSION-3: 2-2 is no majority, least change holds
    assert (ruling.decided_by, ruling.holds) == ("least-change", "no: only 7s played from the hand")
    # the exports are the example files in the repository, byte for byte
    for name in ("friday.json", "friday.md", "friday.html", "saturday.md"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (
            SESSIONS / name).read_text(encoding="utf-8"), name


def test_book_show_tells_the_history(tmp_path: Path) -> None:
    db = run_script(tmp_path)
    out = ok(db, "book", "show", "1")
    for text in ("Bo invents rule 1", "Roshambo for vote 2: Di v Bo (creator), 16-14",
                 "Ann deletes rule 3", "swaps", "Ballots: Ann yes, Bo no, Cy no, Di yes"):
        assert text in " ".join(out.split()), text
    listing = ok(db, "session", "list")
    assert "friday" in listing and "saturday" in listing and "ended" in listing


def test_json_export_imports_back_exactly(tmp_path: Path) -> None:
    db = run_script(tmp_path)
    exported = ok(db, "book", "export", "1", "--format", "json")
    book = tmp_path / "book.json"
    book.write_text(exported, encoding="utf-8")
    other = tmp_path / "other.db"
    assert "as session 1" in ok(other, "book", "import", str(book))
    assert ok(other, "book", "export", "1", "--format", "json") == exported
    assert "already exists" in refused(other, "book", "import", str(book))
    assert "as session 2" in ok(other, "book", "import", str(book), "--as-new")


def new_table(tmp_path: Path) -> Path:
    db = tmp_path / "t.db"
    ok(db, "session", "new", "t", "--players", "Ann,Bo,Cy")
    return db


def test_unknown_session_and_unknown_player_are_refused(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    assert "unknown session 9" in refused(db, "session", "round", "--winner", "Ann", "-s", "9")
    assert "unknown player 'Zed'" in refused(db, "session", "round", "--winner", "Zed")
    assert "unknown session 9" in refused(db, "book", "show", "9")


def test_r_vote_1_a_second_vote_in_a_round_is_refused(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "vote", "--proposer", "Ann", "--adjust", "swaps=0", "--yes", "Ann")
    assert "R-VOTE-1" in refused(db, "session", "vote", "--proposer", "Bo", "--adjust",
                                 "swaps=2", "--yes", "Ann,Bo")


def test_r_custom_1_a_rule_after_the_deal_is_complete_is_too_late(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    ok(db, "session", "deal", "--complete")
    assert "too late" in refused(db, "session", "rule", "add", str(RULES / "seven-says.lopti"))


def test_r_custom_4_an_illegal_rule_is_refused_with_the_linters_reason(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    line = refused(db, "session", "rule", "add", str(RULES / "names-a-person.lopti"))
    assert "names-a-person.lopti:" in line and "R-CUSTOM" in line


def test_a_ballot_naming_a_player_twice_is_refused(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    assert "votes twice" in refused(db, "session", "vote", "--proposer", "Ann", "--adjust",
                                    "swaps=0", "--yes", "Ann", "--no", "Ann")


def test_malformed_json_import_names_the_json_path(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "lopti-rule-book", "version": 1, "session": {"id": "x"}}',
                   encoding="utf-8")
    assert "bad.json: $.session.name: missing" in refused(db, "book", "import", str(bad))


def test_the_engine_plays_a_round_with_the_sessions_base_rules(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "vote", "--proposer", "Ann", "--adjust", "hand_size=4", "--yes", "Ann,Bo")
    log = tmp_path / "round1.jsonl"
    out = ok(db, "session", "play", "--seed", "7", "--log-out", str(log))
    assert "round 1 (engine, seed 7)" in out
    assert '"hand_size":4' in log.read_text(encoding="utf-8")
    with Archive(db) as archive, archive.read():
        rnd = archive.load(1).rounds[0]
    assert (rnd.source, rnd.seed, rnd.log_path) == ("engine", 7, str(log))
    (tmp_path / "again").mkdir()
    again = new_table(tmp_path / "again")
    ok(again, "session", "vote", "--proposer", "Ann", "--adjust", "hand_size=4", "--yes", "Ann,Bo")
    ok(again, "session", "play", "--seed", "7")
    with Archive(again) as archive, archive.read():
        assert archive.load(1).rounds[0].log_hash == rnd.log_hash  # same seed, same round


@pytest.mark.parametrize("args", [
    ("session", "vote", "--proposer", "Ann", "--yes", "Ann"),
    ("session", "vote", "--proposer", "Ann", "--adjust", "swaps"),
    ("session", "roshambo", "--bots", "1"),
    ("session", "rule", "delete", "1", "--by", "Ann"),
    ("session", "new", "x", "--players", "Solo"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, args: tuple[str, ...]) -> None:
    db = new_table(tmp_path)
    before = db.read_bytes()
    result = lopti(db, *args)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "rror" in result.output
    assert db.read_bytes() == before


def test_book_commands_default_to_the_latest_session_even_when_ended(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "end")
    assert "no open session" in refused(db, "session", "round", "--winner", "Ann")
    assert "# Rule book: t (session 1)" in ok(db, "book", "export")


def test_status_tells_where_the_session_stands(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    out = ok(db, "session", "status")
    assert "next: round 2, Bo deals, Bo leads" in out  # R-SETUP-4
    assert "round 2's rule vote: open" in out
    assert "Bo may still announce a rule (R-CUSTOM-1)" in out
    ok(db, "session", "vote", "--proposer", "Ann", "--adjust", "swaps=0", "--yes", "Ann,Cy")
    out = ok(db, "session", "status")
    assert "round 2: Bo deals, Bo leads (dealing)" in out
    assert "used (vote 1, passed)" in out and "base rules: swaps=0" in out


def test_play_with_a_log_out_in_a_missing_folder_stores_nothing(tmp_path: Path) -> None:
    """The folder is checked before the round is played: no round without its log."""
    db = new_table(tmp_path)
    line = refused(db, "session", "play", "--seed", "7", "--log-out",
                   str(tmp_path / "nowhere" / "r.jsonl"))
    assert "r.jsonl: --log-out: the folder does not exist" in line


def test_play_whose_log_cannot_be_written_stores_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A log that fails to land (here: the rename after the save) cancels the round."""
    import os

    db = new_table(tmp_path)

    def fail(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", fail)
    line = refused(db, "session", "play", "--seed", "7", "--log-out", str(tmp_path / "r.jsonl"))
    assert "--log-out: cannot be written (No space left on device)" in line
    assert sorted(p.name for p in tmp_path.iterdir() if "lopti-log" in p.name) == []
    assert not (tmp_path / "r.jsonl").exists()


def test_an_os_error_escaping_a_command_is_one_line(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """The safety net in the CLI: an unforeseen OSError is 'error: FILE: REASON', exit 2."""
    from lopti_rules.cli import session as cli_session

    db = new_table(tmp_path)

    def fail(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied", "/some/file")
    monkeypatch.setattr(cli_session, "update", fail)
    assert refused(db, "session", "deal") == "error: /some/file: Permission denied"


@pytest.mark.parametrize(("edit", "path"), [
    (lambda d: d["base_changes"][0].update(value="not json"), "$.session.base_changes[0].value"),
    (lambda d: d.update(changes=[c for c in d["changes"] if c["rule"] != 2]),
     "$.session.rules[1]"),
    (lambda d: d["base_changes"][0].update(param="colour"), "$.session.base_changes[0].param"),
    (lambda d: d["roshambos"][0]["throws"][0].update(b=7), "$.session.roshambos[0].throws[0].b"),
])
def test_import_of_a_book_other_commands_could_not_read_stores_nothing(
        tmp_path: Path, edit: object, path: str) -> None:
    import json

    db = new_table(tmp_path)
    data = json.loads((SESSIONS / "friday.json").read_text(encoding="utf-8"))
    edit(data["session"])  # type: ignore[operator]
    for i, c in enumerate(data["session"]["changes"]):
        c["seq"] = i + 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert f"bad.json: {path}: " in refused(db, "book", "import", str(bad))
    assert "session 1 't'" in ok(db, "session", "status")


def test_r_custom_1_control_characters_in_a_rule_reach_the_terminal_escaped(
        tmp_path: Path) -> None:
    """Issue 13: a rule's name and says-text with terminal escape sequences are shown, not
    obeyed, by ``session rule add``, ``session status``, ``book show`` and the errors;
    the archive and the JSON export keep them exactly."""
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    rule = tmp_path / "evil.lopti"
    rule.write_text('rule "Seven\x1b[2J\x9b31m"\n  after play when play.rank is 7:\n'
                    '    next player says "seven\x1b]0;pwned\x07"\n', encoding="utf-8")
    added = ok(db, "session", "rule", "add", str(rule), "--by", "Bo")
    assert "Seven\\x1b[2J\\u009b31m" in added and "\x1b" not in added and "\x9b" not in added
    for out in (ok(db, "session", "status"), ok(db, "book", "show")):
        assert "\\x1b" in out and not any(c in out for c in "\x1b\x9b\x07")
    line = refused(db, "session", "round", "--winner", "Zed\x1b[2J")
    assert "Zed\\x1b[2J" in line and "\x1b" not in line
    exported = json.loads(ok(db, "book", "export", "-f", "json"))
    assert any(r.get("name") == "Seven\x1b[2J\x9b31m" for r in exported["session"]["rules"])


HOP = 'rule "Hop"\n  after clear:\n    acting player does "hop on one foot"\n'
#: A rule with one warning and nothing to agree to: a play of five cards never happens (LP906).
FIVE = 'rule "Five"\n  after play when play.count is 5:\n    skip next player\n'


def test_r_custom_3_rule_add_prints_the_warnings_lint_prints(tmp_path: Path) -> None:
    """A rule with only warnings is accepted (R-CUSTOM-1), and the table hears them as
    `lopti lint` prints them (LP906: a condition that never holds)."""
    from lopti_rules.language import lint_paths, render

    rule = tmp_path / "five.lopti"
    rule.write_text(FIVE, encoding="utf-8")
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    out = ok(db, "session", "rule", "add", str(rule))
    assert out.startswith("rule 1 (Five) by Bo holds from round 2\n")
    assert render(lint_paths([rule]), "text") in out  # the very text lint prints
    with Archive(db) as archive, archive.read():
        assert [r.name for r, _ in archive.load(1).active_rules(2)] == ["Five"]


def test_r_custom_3_rule_add_json_carries_the_warnings_with_the_book(tmp_path: Path) -> None:
    """--format json: the rule and its warnings as lint's JSON records, read with the book it
    joins; the same rule again, under another name, doubles rule 1 and is refused (LP506:
    only the vote may change rule 1, R-VOTE-4); under its own name it is a warning too."""
    rule = tmp_path / "five.lopti"
    rule.write_text(FIVE, encoding="utf-8")
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    first = json.loads(ok(db, "session", "rule", "add", str(rule), "--format", "json"))
    assert (first["rule"], first["creator"], first["holds_from"]) == (1, "Bo", 2)
    assert [w["code"] for w in first["warnings"]] == ["LP906"]
    assert first["agreed_by"] == []
    ok(db, "session", "round", "--winner", "Cy")
    line = refused(db, "session", "rule", "add", str(rule), "--name", "Five again")
    assert "LP506" in line and "R-VOTE-4" in line


def test_r_custom_3_a_demand_beyond_table_actions_needs_the_whole_tables_agreement(
        tmp_path: Path) -> None:
    """Issue 29: a ``does`` text that is no known table action (LP712) joins a session
    only when everyone at the table agrees, named with --agreed-by; the archive records
    who. The author's own ``# lopti: table-agreed`` comment does not count there."""
    rule = tmp_path / "hop.lopti"
    rule.write_text(HOP, encoding="utf-8")
    commented = tmp_path / "hop-commented.lopti"
    commented.write_text(HOP.replace("    acting", '    # lopti: table-agreed "hop on one '
                                     'foot"\n    acting'), encoding="utf-8")
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    line = refused(db, "session", "rule", "add", str(rule))
    assert "R-CUSTOM-3" in line and "not agreed by Ann, Bo, Cy" in line
    assert "not agreed by" in refused(db, "session", "rule", "add", str(commented))
    assert "not agreed by Cy (" in refused(db, "session", "rule", "add", str(rule),
                                    "--agreed-by", "Ann,Bo")
    out = ok(db, "session", "rule", "add", str(rule), "--agreed-by", "Cy,Ann,Bo")
    assert "agreed by the whole table: Ann, Bo, Cy" in out
    assert "LP712" not in out  # agreed: nothing left to warn about
    with Archive(db) as archive, archive.read():
        s = archive.load(1)
    assert [r.name for r, _ in s.active_rules(2)] == ["Hop"]
    assert s.changes[-1].agreed_seats == (0, 1, 2)


def test_rule_add_without_warnings_prints_one_line(tmp_path: Path) -> None:
    db = new_table(tmp_path)
    ok(db, "session", "round", "--winner", "Bo")
    out = ok(db, "session", "rule", "add", str(RULES / "seven-says.lopti"))
    assert out.count("\n") == 1 and "holds from round 2" in out


def test_issue26_session_token_is_kept_until_rotated_and_cli_md_names_every_flag(
        tmp_path: Path) -> None:
    """One join token per session, kept in the archive; ``--rotate`` makes a new one."""
    import re

    import click
    from click.testing import CliRunner
    from support import paths

    from lopti_rules.cli import main

    db = str(tmp_path / "a.db")
    runner = CliRunner()
    assert runner.invoke(main, ["session", "new", "friday", "--players", "Ann,Bo",
                                "--db", db]).exit_code == 0

    def token(*more: str) -> str:
        out = runner.invoke(main, ["session", "token", "--db", db, *more])
        assert out.exit_code == 0, out.output
        found = re.search(r"join token: (\S+)", out.output)
        assert found, out.output
        return found.group(1)

    first = token()
    assert token() == first == token("-s", "1")
    rotated = token("--rotate")
    assert rotated != first and token() == rotated
    bad = runner.invoke(main, ["session", "token", "--db", db, "--session", "9"])
    assert bad.exit_code == 2 and "unknown session 9" in bad.output
    page = (paths.ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    session = main.get_command(click.Context(main), "session")
    assert isinstance(session, click.Group)
    for command in (main.get_command(click.Context(main), "serve"),
                    session.get_command(click.Context(session), "token")):
        assert command is not None
        for param in command.params:
            for flag in param.opts:
                if flag.startswith("--"):
                    assert f"`{flag}" in page, (command.name, flag)
