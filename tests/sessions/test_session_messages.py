"""What a new table is told when a session command is refused (issue 27): the real reason
and what to do instead, in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import EXAMPLES

from lopti_rules.cli import main
from lopti_rules.sessions import Session
from lopti_rules.sessions.records import SessionError


def run(db: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, [*args, "--db", str(db)])
    return result.exit_code, result.output


@pytest.mark.parametrize("name", ["#1", "1", "#12"])
def test_r_setup_1_a_player_name_that_reads_as_a_seat_says_so(name: str) -> None:
    with pytest.raises(SessionError, match=f"player name '{name}' would read as a seat "
                       "number: commands name a seat as"):
        Session.create("r", [name, "Bo"])


def test_an_empty_player_name_is_called_empty_not_a_number() -> None:
    with pytest.raises(SessionError, match="a player name is empty"):
        Session.create("r", ["", "Bo", "Cy"])


def test_importing_a_session_that_exists_points_at_as_new(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    assert run(db, "session", "new", "r", "--players", "Ann,Bo")[0] == 0
    book = tmp_path / "r.json"
    assert run(db, "book", "export", "--format", "json", "-o", str(book))[0] == 0
    code, out = run(db, "book", "import", str(book))
    assert code == 2 and out.count("\n") == 1
    assert "session 1 already exists; import it with --as-new" in out
    code, out = run(db, "book", "import", str(book), "--as-new")
    assert code == 0 and "as session 2" in out


def test_r_custom_1_a_second_rule_in_one_round_is_told_one_rule_a_round(tmp_path: Path
                                                                       ) -> None:
    db = tmp_path / "a.db"
    run(db, "session", "new", "r", "--players", "Ann,Bo")
    run(db, "session", "round", "--winner", "Ann")
    jacks, eights = EXAMPLES / "house-jacks-skip.lopti", EXAMPLES / "house-eights-reverse.lopti"
    assert run(db, "session", "rule", "add", str(jacks), "--by", "Ann")[0] == 0
    code, out = run(db, "session", "rule", "add", str(eights), "--by", "Ann")
    assert code == 2
    assert "already announced rule 1 (Jacks skip): one rule a won round (R-CUSTOM-1)" in out
    assert "deleted" not in out and "session vote --change 1 FILE" in out


def test_r_vote_4_a_deleted_rule_earns_no_replacement(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    run(db, "session", "new", "r", "--players", "Ann,Bo")
    run(db, "session", "round", "--winner", "Ann")
    jacks, eights = EXAMPLES / "house-jacks-skip.lopti", EXAMPLES / "house-eights-reverse.lopti"
    run(db, "session", "rule", "add", str(jacks), "--by", "Ann")
    assert run(db, "session", "rule", "delete", "1", "--by", "Ann")[0] == 0
    code, out = run(db, "session", "rule", "add", str(eights), "--by", "Ann")
    assert code == 2 and "a deleted rule earns no replacement (R-VOTE-4)" in out
