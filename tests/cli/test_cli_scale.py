"""``lopti simulate --jobs/--record FILE``, ``lopti replay`` of many logs and of one game of
a recording, ``lopti lint`` of glob patterns, and Ctrl-C on a run with workers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import EXAMPLES, ROOT

from lopti_rules.cli import main
from lopti_rules.tools import game_count, game_text

RULE = str(EXAMPLES / "clap-de.lopti")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.slow
def test_simulate_json_is_the_same_for_any_jobs() -> None:
    outs = [run("simulate", "-g", "300", "-s", "9", "--json", "--jobs", j)[1] for j in "123"]
    assert outs[0] == outs[1] == outs[2] and json.loads(outs[0])["games"] == 300


def test_bad_jobs_is_one_line() -> None:
    code, _, err = run("simulate", "--jobs", "0")
    assert code == 2 and "--jobs must be a whole number from 1 to 512" in err


@pytest.mark.slow
def test_one_file_recording_holds_the_folders_logs_byte_for_byte(tmp_path: Path) -> None:
    folder, single = tmp_path / "games", tmp_path / "run.sqlite"
    for target, jobs in ((folder, "1"), (single, "2")):
        code, _, _ = run("simulate", "-g", "260", "-s", "4", "--rules", RULE, "--record",
                         str(target), "--jobs", jobs, "--json")
        assert code == 0
    assert game_count(single) == 260 == len(list(folder.glob("*.jsonl")))
    for k in (1, 250, 251, 260):
        assert game_text(single, k) == (folder / f"game-{k:06d}.jsonl").read_text("utf-8")
    code, out, _ = run("replay", str(single), "--game", "251")
    assert code == 0 and out == run("replay", str(folder / "game-000251.jsonl"))[1]


def test_replay_of_a_missing_game_or_game_of_a_plain_log_is_one_line(tmp_path: Path) -> None:
    single = tmp_path / "run.sqlite"
    run("simulate", "-g", "3", "--record", str(single))
    code, _, err = run("replay", str(single), "--game", "4")
    assert code == 2 and "no game 4 in this recording (it holds games 1..3)" in err
    run("simulate", "-g", "1", "--record", str(tmp_path / "d"))
    code, _, err = run("replay", str(tmp_path / "d" / "game-000001.jsonl"), "--game", "1")
    assert code == 2 and "--game K picks a game of a one-file recording" in err
    code, _, err = run("replay", str(tmp_path / "gone.sqlite"), "--game", "1")
    assert code == 2 and "gone.sqlite: no such file" in err and "Traceback" not in err


def test_a_file_that_is_not_a_recording_is_not_overwritten(tmp_path: Path) -> None:
    other = tmp_path / "notes.db"
    other.write_text("mine", encoding="utf-8")
    code, _, err = run("simulate", "-g", "2", "--record", str(other))
    assert code == 2 and "not a lopti recording; not overwritten" in err
    assert other.read_text(encoding="utf-8") == "mine"


def test_replay_takes_many_logs_and_globs_in_one_process(tmp_path: Path) -> None:
    run("simulate", "-g", "3", "-s", "1", "--record", str(tmp_path / "d"))
    run("simulate", "-g", "2", "-s", "1", "--record", str(tmp_path / "r.sqlite"))
    code, out, _ = run("replay", str(tmp_path / "d" / "*.jsonl"), str(tmp_path / "r.sqlite"))
    heads = [line for line in out.splitlines() if line.startswith("== ")]
    assert code == 0 and len(heads) == 5
    assert heads[0].endswith("game-000001.jsonl ==") and heads[-1].endswith("r.sqlite#2 ==")
    # the same seed: game 1 of the folder and of the recording are the same game
    blocks = out.split("== ")
    assert blocks[1].split("\n", 1)[1] == blocks[4].split("\n", 1)[1]
    code, out, _ = run("replay", str(tmp_path / "d" / "*.jsonl"), "--format", "json")
    assert code == 0 and sum('"log"' in line for line in out.splitlines()) == 3
    code, _, err = run("replay", str(tmp_path / "none-*.jsonl"))
    assert code == 2 and "no file matches this pattern" in err


def test_lint_expands_glob_patterns_the_shell_left_alone() -> None:
    code, out, _ = run("lint", str(EXAMPLES / "clap-*.lopti"), str(EXAMPLES / "drawer-*.lopti"))
    assert code == 0 and "2 files checked" in out


def wait_for(condition: Callable[[], bool], what: str, timeout: float = 120.0) -> None:
    """Poll ``condition`` until it holds; fail after ``timeout`` seconds (a loaded machine
    is slow, never wrong: the timeout only stops a hang)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.05)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="process groups and SIGINT")
def test_ctrl_c_stops_the_workers_and_prints_the_partial_summary(tmp_path: Path) -> None:
    # faulthandler: a run that does not stop is made to print every thread's stack
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONFAULTHANDLER="1")
    games = tmp_path / "games"
    proc = subprocess.Popen(
        [sys.executable, "-m", "lopti_rules.cli", "simulate", "-g", "400000", "-j", "2",
         "--json", "--record", str(games)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        # the workers are up and a chunk of 250 games has been counted: its logs are
        # written before it counts, so the 251st log means the first chunk is in
        wait_for(lambda: proc.poll() is not None or len(list(games.glob("*.jsonl"))) > 250,
                 "the first chunk of games")
        assert proc.poll() is None, proc.communicate()[1]
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C at a terminal does
        try:
            out, err = proc.communicate(timeout=120)
        except subprocess.TimeoutExpired:  # where it hangs, for the next reader
            proc.send_signal(signal.SIGABRT)
            _, err = proc.communicate(timeout=60)
            pytest.fail(f"simulate did not stop within 120 s of SIGINT; its stacks:\n"
                        f"{err[-8000:]}")
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 130, err
    data = json.loads(out)
    assert data["interrupted"] is True and 0 < data["games"] < 400_000
    assert data["games"] % 250 == 0 and "Traceback" not in err
    assert f"the summary holds the {data['games']} of 400000 games" in err
    # every game the summary counts was recorded before the run stopped
    assert len(list(games.glob("game-*.jsonl"))) >= data["games"]


def _copies(tmp_path: Path, n: int, *rules: str) -> Path:
    """A one-file recording of ``n`` copies of one recorded game (with ``rules``)."""
    from lopti_rules.tools.recording import Recorder

    one = tmp_path / "one" / "game-000001.jsonl"
    if not one.exists():  # the game is recorded once a test, copied into each recording
        run("simulate", "-g", "1", "-s", "5", *(("--rules", *rules) if rules else ()),
            "--record", str(tmp_path / "one"))
    text = one.read_text("utf-8")
    recorder = Recorder(tmp_path / f"copies-{n}.sqlite")
    for k in range(1, n + 1):
        recorder.add(k, text)
    recorder.close()
    return tmp_path / f"copies-{n}.sqlite"


@pytest.mark.slow
def test_a_recording_of_20000_games_is_read_one_game_at_a_time(tmp_path: Path) -> None:
    """The reader behind ``lopti replay FILE`` holds one game's log, not the file's: all
    20,000 logs at once would be about 20,000 x their length in memory."""
    import tracemalloc

    from lopti_rules.tools import recorded_games

    record = _copies(tmp_path, 20_000)
    one = game_text(record, 1)
    tracemalloc.start()
    try:
        numbers = [k for k, text in recorded_games(record) if text == one]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert numbers[:2] == [1, 2] and len(numbers) == 20_000
    assert peak < 20 * len(one) + 1_000_000, peak  # 20,000 logs would be 20,000 x len(one)


PEAKS = """
import contextlib, os, sys, tracemalloc
from lopti_rules.cli import main

def replay(path, traced):
    with open(os.devnull, "w", encoding="utf-8") as out, contextlib.redirect_stdout(out):
        if traced:
            tracemalloc.start()
        try:
            main(["replay", path])
        except SystemExit:
            pass
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak

replay(sys.argv[1], traced=False)
print(*(replay(path, traced=True) for path in sys.argv[2:]))
"""


@pytest.mark.slow
@pytest.mark.parametrize("rules", [(), (RULE,)], ids=["base game", "house rules"])
def test_replay_memory_does_not_grow_with_the_games_replayed(
        tmp_path: Path, rules: tuple[str, ...]) -> None:
    """``lopti replay FILE``: the peak of 50 games is that of 10 (each game's log and
    events are dropped once printed; the header's book is compiled once).

    Enough games: one game held (its log about 24 KB, its events about 41 KB as objects)
    would add 40 x 65 KB = 2.6 MB to the peak of the 40 more games, where the garbage
    the collector has not yet reached adds about 0.3 MB (house rules; 3 KB for the base
    game). Only the replays are traced: one process first replays a one-game recording
    untraced, so the command's lazy imports, its parser and its book's static checks
    (the same for 10 and for 50 games) are done before either traced replay. Traced, they
    were 4.4 of the 10.6 CPU s of the two processes this test started, one a count (house
    rules); the two replays in one process after the untraced one take 4.2 s in all."""
    recordings = [str(_copies(tmp_path, n, *rules)) for n in (1, 10, 50)]
    done = subprocess.run([sys.executable, "-c", PEAKS, *recordings],
                          capture_output=True, text=True, check=True, cwd=tmp_path)
    small, large = map(int, done.stdout.split())
    assert large < small + 1_000_000, (small, large)
