"""``lopti simulate``: summary table, JSON, recording, and one-line errors for bad options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each
from support.paths import SESSIONS

from lopti_rules.cli import main


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, ["simulate", *args])
    return result.exit_code, result.stdout, result.stderr


def test_simulate_prints_a_summary_table() -> None:
    code, out, err = invoke("--players", "3", "--games", "20", "--seed", "4")
    assert code == 0, err
    for label in ("plays per game", "seat 0 wins", "clears: ten", "pickups", "safety cap"):
        assert label in out


def test_simulate_json_is_clean_and_deterministic() -> None:
    code, out, _ = invoke("--games", "15", "--seed", "9", "--bot", "greedy", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["games"] == 15 and data["bot"] == "greedy" and len(data["seat_wins"]) == 4
    assert sum(data["seat_wins"]) + data["capped_without_winner"] == 15
    assert set(data["clears"]) == {"ten", "four", "threes", "sevens", "custom"}
    assert invoke("--games", "15", "--seed", "9", "--bot", "greedy", "--json")[1] == out


def test_simulate_records_logs_that_replay(tmp_path: Path) -> None:
    code, _, err = invoke("--games", "3", "--seed", "1", "--record", str(tmp_path / "logs"))
    assert code == 0, err
    logs = sorted((tmp_path / "logs").glob("*.jsonl"))
    assert [p.name for p in logs] == ["game-000001.jsonl", "game-000002.jsonl",
                                      "game-000003.jsonl"]
    result = CliRunner().invoke(main, ["replay", str(logs[0])])
    assert result.exit_code == 0 and "round_end" in result.stdout


@each.parametrize(
    ("args", "message"),
    [
        (["--players", "6"], "--players must be a whole number from 2 to 5, not '6'"),
        (["--players", "one"], "--players must be a whole number from 2 to 5, not 'one'"),
        (["--games", "0"], "--games must be a whole number from 1 to 1,000,000, not '0'"),
        (["--games", "1000000000000"],
         "--games must be a whole number from 1 to 1,000,000, not '1000000000000'"),
        (["--round", "1000000000"],
         "--round must be a whole number from 1 to 1,000, not '1000000000'"),
        (["--seed", "-3"],
         "--seed must be a whole number from 0 to 9,223,372,036,854,775,807, not '-3'"),
        (["--seed", "abc"],
         "--seed must be a whole number from 0 to 9,223,372,036,854,775,807, not 'abc'"),
        (["--bot", "smart"], "unknown bot 'smart'; known bots: random, greedy"),
        (["--base", "foo"], "--base takes NAME=VALUE (e.g. clear_rank=J), not 'foo'"),
        (["--base", "clear_rank=Z"],
         "--base clear_rank must be a rank: 2-10, J, Q, K or A (or 11-14), not 'Z'"),
        (["--base", "jokers=2"], "--base unknown base rule 'jokers'; known: hand_size, face_up, "
         "face_down, draw_below, draw_count, reset_rank, pass_rank, low_rank, clear_rank, "
         "four_clear, threes_clear, swaps, min_players, max_players, max_turns, "
         "free_sevens_on_sevens"),
        (["--base", "swaps=many"], "--base swaps must be a whole number, not 'many'"),
        (["--base", "free_sevens_on_sevens=maybe"],
         "--base free_sevens_on_sevens must be yes or no (or true/false), not 'maybe'"),
    ], size=60
)
def test_bad_options_give_one_line_and_exit_2(args: list[str], message: str) -> None:
    code, out, err = invoke(*args)
    assert code == 2
    assert err == f"error: {message}\n"
    assert out == ""


def test_record_into_a_file_is_refused(tmp_path: Path) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    code, _, err = invoke("--games", "1", "--record", str(f))
    assert code == 2 and err.count("\n") == 1 and "not a directory" in err


def test_base_rule_adjustments_change_the_games() -> None:
    """R-VOTE-1: try a base-rule change the way a session vote would make it."""
    code, out, err = invoke("--games", "30", "--seed", "2", "--json",
                            "--base", "clear_rank=J", "--base", "free_sevens_on_sevens=yes")
    assert code == 0, err
    data = json.loads(out)
    assert data["base_changes"] == {"clear_rank": 11, "free_sevens_on_sevens": True}
    official = json.loads(invoke("--games", "30", "--seed", "2", "--json")[1])
    assert official["base_changes"] == {}
    assert data["plays_per_game"] != official["plays_per_game"]


@pytest.mark.parametrize("rules", [False, True])
def test_record_folder_that_cannot_be_made_is_one_line(tmp_path: Path, rules: bool) -> None:
    f = tmp_path / "file"
    f.write_text("x")
    more = ["--rules", str(SESSIONS / "rules" / "seven-says.lopti")] if rules else []
    code, out, err = invoke("--games", "1", "--record", str(f / "logs"), *more)
    assert code == 2 and out == ""
    assert err == f"error: --record {f / 'logs'}: cannot create the folder (Not a directory)\n"
