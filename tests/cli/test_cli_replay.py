"""``lopti replay LOG``: events as text or JSON; bad logs give one line and exit 2."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.games import play_out
from support.paths import EXAMPLES

from lopti_rules.cli import main
from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.tools import gamelog


@pytest.fixture
def log(tmp_path: Path) -> Path:
    g = play_out(Game(3, 21), make_bot("greedy", 2))
    path = tmp_path / "game.jsonl"
    gamelog.write(gamelog.GameLog.from_game(g), path)
    return path


def test_replay_prints_the_event_stream_as_text(log: Path) -> None:
    result = CliRunner().invoke(main, ["replay", str(log)])
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "deal: 3 players, dealer seat 0, seat 0 leads"
    assert any(line.startswith("turn 1: seat 0") for line in lines)
    assert any("♥" in line or "♠" in line or "♦" in line or "♣" in line for line in lines)
    assert lines[-1].startswith("round_end: winner seat")


def test_replay_prints_one_json_object_per_event(log: Path) -> None:
    result = CliRunner().invoke(main, ["replay", str(log), "--format", "json"])
    assert result.exit_code == 0
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert events[0]["event"] == "deal" and events[-1]["event"] == "round_end"


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda ls: ls[:5] + ["{oops"] + ls[6:], ":6:2: not a JSON line"),
        (lambda ls: ls[:5] + [ls[5].replace('"move":"', '"move":"play Ax4 ')] + ls[6:],
         ":6: bad move"),
        (lambda ls: ls[:-3], "ends before the game is over"),
        (lambda ls: ls + ['{"seat":0,"move":"keep"}'], "after the game is over"),
    ],
)
def test_a_bad_log_gives_one_line_with_its_line_number_and_exit_2(
    log: Path, edit: object, message: str
) -> None:
    lines = log.read_text(encoding="utf-8").splitlines()
    log.write_text("\n".join(edit(lines)) + "\n", encoding="utf-8")  # type: ignore[operator]
    result = CliRunner().invoke(main, ["replay", str(log)])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(f"error: {log}")
    assert message in result.stderr and result.stderr.count("\n") == 1


def test_an_illegal_decision_names_its_line(log: Path) -> None:
    lines = log.read_text(encoding="utf-8").splitlines()
    seat = json.loads(lines[5])["seat"]
    lines[5] = json.dumps({"seat": seat, "move": "play Ax4"})
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(log)])
    assert result.exit_code == 2
    assert f"{log}:6: illegal decision: seat {seat} cannot play Ax4" in result.stderr


def test_a_missing_log_is_one_line_exit_2(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["replay", str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 2 and "no such game log" in result.stderr


@pytest.mark.parametrize("rules", [
    ["--without-rules"],
    # --rules judges the book through the gate: its trial, 2 CPU s alone
    pytest.param(["--rules", str(EXAMPLES / "eights-skip.lopti")], marks=pytest.mark.slow)])
def test_a_log_cut_short_is_a_divergence_with_other_rules(log: Path, rules: list[str]) -> None:
    """With other rules, a log that ends before the game is over is reported (exit 1),
    not passed over in silence; --continue-with plays on from there."""
    lines = log.read_text(encoding="utf-8").splitlines()
    cut = lines[:8]
    log.write_text("\n".join(cut) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(log), *rules])
    assert result.exit_code == 1, result.output
    assert re.fullmatch(r"!! the log ends before the game is over \(truncated\?\); "
                        r"seat \d is to act \(log line 9\)",
                        result.stdout.rstrip().splitlines()[-1]), result.stdout
    cont = CliRunner().invoke(main, ["replay", str(log), *rules, "--continue-with", "greedy"])
    assert cont.exit_code == 0, cont.output
    assert "!! continuing with bot greedy" in cont.stdout
    assert cont.stdout.rstrip().splitlines()[-1].startswith("round_end")


def test_continue_with_needs_other_rules(log: Path) -> None:
    result = CliRunner().invoke(main, ["replay", str(log), "--continue-with", "greedy"])
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "--continue-with plays on where other rules part from the log" in result.stderr
