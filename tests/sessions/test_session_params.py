"""``NAME=VALUE`` for a base rule means the same in ``simulate --base`` and ``session vote
--adjust`` (one parser, ``baserules.parse_param``); stored values stay whole numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each

from lopti_rules.cli import main
from lopti_rules.engine.baserules import BaseRuleError, parse_param, show_param
from lopti_rules.sessions import Archive


@each.parametrize(("name", "text", "value"), [
    ("clear_rank", "J", 11), ("clear_rank", "jack", 11), ("clear_rank", "11", 11),
    ("clear_rank", "10", 10), ("low_rank", "A", 14), ("free_sevens_on_sevens", "yes", True),
    ("free_sevens_on_sevens", "True", True), ("free_sevens_on_sevens", "no", False),
    ("free_sevens_on_sevens", "false", False), ("swaps", "0", 0), ("hand_size", " 4 ", 4),
], size=60)
def test_parse_param(name: str, text: str, value: object) -> None:
    parsed = parse_param(name, text)
    assert parsed == value and type(parsed) is type(value)


@each.parametrize(("name", "text", "message"), [
    ("clear_rank", "Z", "clear_rank must be a rank: 2-10, J, Q, K or A (or 11-14), not 'Z'"),
    ("clear_rank", "15", "clear_rank must be a rank"),
    ("free_sevens_on_sevens", "1", "must be yes or no (or true/false), not '1'"),
    ("swaps", "many", "swaps must be a whole number, not 'many'"),
    ("jokers", "2", "unknown base rule 'jokers'"),
], size=60)
def test_parse_param_refuses(name: str, text: str, message: str) -> None:
    with pytest.raises(BaseRuleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_param(name, text)


def test_show_param_writes_ranks_and_flags_as_people_do() -> None:
    assert show_param("clear_rank", 11) == "J" and show_param("clear_rank", 10) == "10"
    assert show_param("free_sevens_on_sevens", True) == "yes" and show_param("swaps", 0) == "0"


@pytest.mark.parametrize(("text", "stored", "shown"), [
    ("J", 11, "J"), ("11", 11, "J"), ("q", 12, "Q"),
])
def test_session_adjust_and_simulate_base_agree(tmp_path: Path, text: str, stored: int,
                                               shown: str) -> None:
    db = str(tmp_path / "t.db")
    run = CliRunner().invoke
    assert run(main, ["session", "new", "t", "--players", "Ann,Bo,Cy", "--db", db]).exit_code == 0
    vote = run(main, ["session", "vote", "--proposer", "Ann", "--adjust", f"clear_rank={text}",
                      "--yes", "Ann,Bo", "--db", db])
    assert vote.exit_code == 0, vote.output
    with Archive(db) as archive, archive.read():
        assert archive.load(1).base_adjustments() == {"clear_rank": stored}
    status = run(main, ["session", "status", "--db", db])
    assert f"base rules: clear_rank={shown}" in status.output
    sim = run(main, ["simulate", "--games", "2", "--json", "--base", f"clear_rank={text}"])
    assert sim.exit_code == 0, sim.output
    assert json.loads(sim.stdout)["base_changes"] == {"clear_rank": stored}


def test_session_adjust_takes_yes_for_a_flag_and_refuses_a_bad_rank(tmp_path: Path) -> None:
    db = str(tmp_path / "t.db")
    run = CliRunner().invoke
    run(main, ["session", "new", "t", "--players", "Ann,Bo,Cy", "--db", db])
    before = Path(db).read_bytes()
    bad = run(main, ["session", "vote", "--proposer", "Ann", "--adjust", "clear_rank=Z",
                     "--yes", "Ann,Bo", "--db", db])
    assert bad.exit_code == 2 and bad.output == (
        "error: --adjust clear_rank must be a rank: 2-10, J, Q, K or A (or 11-14), not 'Z'\n")
    assert Path(db).read_bytes() == before
    ok = run(main, ["session", "vote", "--proposer", "Ann", "--adjust",
                    "free_sevens_on_sevens=yes", "--yes", "Ann,Bo", "--db", db])
    assert ok.exit_code == 0, ok.output
    with Archive(db) as archive, archive.read():
        assert archive.load(1).base_adjustments() == {"free_sevens_on_sevens": True}
