"""A worker process that dies is an error, never a hang (``tools/workerpool.py``).

``multiprocessing.Pool`` lost the task of a worker that died (the OOM killer's SIGKILL, a
segfault) and ``imap_unordered`` waited for it forever. Every local pool of lopti is now a
``WorkerPool``: a death is ``WorkerDied`` naming what the worker was doing and how it
ended (exit 1, one line, no traceback), or, where the work can be redone here (``lint
--each``'s forked judges), the book is judged by the lint itself and the run goes on.

The pool tests fork workers from this process; the command-line tests start ``lopti`` and
make one of its workers kill itself with SIGKILL mid-run (``KILL_FOR_TESTS``, read by the
workers), or kill one from outside. Every wait is bounded.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.dying import dies_on, dies_on_3_else_naps, raises, square
from support.paths import EXAMPLES, REJECTED, ROOT

from lopti_rules.tools.workerpool import KILL_FOR_TESTS, WorkerDied, WorkerPool, ended

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and fork")

#: the longest a command below may take; it stops within seconds of the death
LIMIT = 300


def _context() -> object:
    """Workers forked from this process where it runs one thread (as lopti forks the
    trial's), else from lopti's forkserver (as ``simulate --jobs`` starts them)."""
    import multiprocessing
    import threading

    from lopti_rules.tools.parallel import _context as forkserver

    if threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return forkserver()


@pytest.mark.parametrize(("item", "how"), [
    (3, "signal 9, killed: out of memory?"), (4, "signal 11, a crash"), (5, "exit status 3")])
def test_a_worker_that_dies_holding_an_item_is_an_error_naming_it(item: int, how: str) -> None:
    pool = WorkerPool(_context(), 2, name="test")
    items = [1, 2, item, 6, 7, 8]
    got: list[int] = []
    with pytest.raises(WorkerDied) as died:
        for value in pool.imap_unordered(dies_on, items, doing=lambda k: f"squaring {items[k]}"):
            got.append(value)
    assert str(died.value) == (f"a worker process died ({how}) while squaring {item}; "
                               "nothing was kept of it")
    assert died.value.exit_code == 1 and item * item not in got
    assert pool.workers == []  # the others were stopped with it


def test_where_the_caller_redoes_the_work_a_death_hands_the_item_back_and_the_map_goes_on(
        ) -> None:
    pool = WorkerPool(_context(), 2, name="test")
    lost: list[tuple[int, int | None]] = []
    items = list(range(10))
    try:
        got = sorted(pool.imap_unordered(dies_on_3_else_naps, items, doing=str,
                                         lost=lambda k, code: lost.append((k, code))))
        assert lost == [(3, -signal.SIGKILL)] and got == [x for x in items if x != 3]
        assert len(pool.workers) == 2  # a new one took the dead one's place
    finally:
        pool.close()


def test_an_exception_in_a_worker_is_raised_here_and_the_pool_starts_again() -> None:
    pool = WorkerPool(_context(), 2, name="test")
    try:
        with pytest.raises(ValueError, match="no 2"):
            list(pool.imap_unordered(raises, [1, 2, 3], doing=str))
        assert pool.workers == []
        assert sorted(pool.imap_unordered(square, [1, 2, 3], doing=str)) == [1, 4, 9]
    finally:
        pool.close()


def test_a_worker_that_died_between_maps_held_nothing_and_is_replaced() -> None:
    pool = WorkerPool(_context(), 2, name="test")
    try:
        assert sorted(pool.imap_unordered(square, [1, 2], doing=str)) == [1, 4]
        first = pool.workers[0].process
        os.kill(first.pid, signal.SIGKILL)
        first.join(30)
        assert sorted(pool.imap_unordered(square, [3, 4, 5], doing=str)) == [9, 16, 25]
        assert first not in [w.process for w in pool.workers] and len(pool.workers) == 2
    finally:
        pool.close()


def test_the_kill_for_tests_names_a_pool_and_a_task(monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    if threading.active_count() > 1:  # (a forkserver started earlier has its own environment)
        pytest.skip("workers forked from this process only")
    monkeypatch.setenv(KILL_FOR_TESTS, "test:1")
    pool = WorkerPool(_context(), 2, name="test")
    with pytest.raises(WorkerDied, match=r"signal 9, .* while item 1;"):
        list(pool.imap_unordered(square, [5, 6, 7], doing=lambda k: f"item {k}"))
    other = WorkerPool(_context(), 2, name="other")  # another pool's workers play on
    try:
        assert sorted(other.imap_unordered(square, [5, 6, 7], doing=str)) == [25, 36, 49]
    finally:
        other.close()


def test_how_a_process_ended_is_said_for_a_person() -> None:
    assert ended(-9) == "signal 9, killed: out of memory?"
    assert ended(-6) == "signal 6, a crash" and ended(-15) == "signal 15"
    assert ended(0) == "exit status 0" and ended(None) == "it is gone"


def lopti(*args: str, kill: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    """``lopti ARGS`` in a fresh interpreter; ``kill``: which worker kills itself."""
    environ = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1", **env}
    environ.pop(KILL_FOR_TESTS, None)
    if kill:
        environ[KILL_FOR_TESTS] = kill
    return subprocess.run([sys.executable, "-m", "lopti_rules.cli", *args], cwd=ROOT,
                          env=environ, capture_output=True, text=True, timeout=LIMIT)


def _one_error_line(done: subprocess.CompletedProcess[str], doing: str) -> None:
    assert done.returncode == 1, done.stderr
    assert done.stderr == (f"error: a worker process died (signal 9, killed: out of memory?) "
                           f"while {doing}; nothing was kept of it\n")


@pytest.mark.slow
def test_simulate_jobs_2_whose_worker_is_killed_says_so_and_exits_1() -> None:
    done = lopti("simulate", "-g", "2000", "-s", "3", "-j", "2", "--json", kill="chunks:2")
    _one_error_line(done, "playing chunk 3 (games 501 to 750)")
    assert done.stdout == ""


@pytest.mark.slow
def test_r_custom_the_trial_on_2_processes_whose_worker_is_killed_says_so_and_exits_1(
        tmp_path: Path) -> None:
    book = str(EXAMPLES / "eights-skip.lopti")
    done = lopti("lint", book, kill="evenings:1", LOPTI_JOBS="2",
                 LOPTI_CACHE_DIR=str(tmp_path))
    _one_error_line(done, "playing evenings 9 to 16 of 32")
    # nothing was kept of it: the same lint without the death judges the book afresh
    again = lopti("lint", book, LOPTI_JOBS="2", LOPTI_CACHE_DIR=str(tmp_path))
    assert again.returncode == 0 and "All clean" in again.stdout, again.stderr


@pytest.mark.slow
def test_r_custom_lint_each_jobs_2_judges_the_book_of_a_killed_process_itself(
        tmp_path: Path) -> None:
    books = [str(EXAMPLES / "eights-skip.lopti"), str(REJECTED / "always-low.lopti"),
             str(REJECTED / "at-most-nine.lopti"), str(EXAMPLES / "clap-de.lopti")]
    killed = lopti("lint", "--each", "--jobs", "2", *books, kill="gate:1",
                   LOPTI_CACHE_DIR=str(tmp_path / "killed"))
    calm = lopti("lint", "--each", "--jobs", "2", *books, LOPTI_CACHE_DIR=str(tmp_path / "calm"))
    assert killed.stdout == calm.stdout and killed.returncode == calm.returncode == 1
    assert "at-most-nine.lopti" in killed.stdout and calm.stderr == ""
    assert killed.stderr == (f"note: the process judging {books[1]} died (signal 9, killed: "
                             "out of memory?); it is judged here instead\n")


def _descendants(pid: int) -> dict[int, int]:
    """Every process below ``pid``, with its depth (Linux: /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text(encoding="ascii")
        except (OSError, ValueError):
            continue
        parents[int(entry.name)] = int(stat.rpartition(")")[2].split()[1])
    depth, frontier = {}, {pid: 0}
    while frontier:
        depth.update(frontier)
        frontier = {child: depth[parent] + 1 for child, parent in parents.items()
                    if parent in frontier and child not in depth}
    depth.pop(pid)
    return depth


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="Linux's /proc")
def test_simulate_whose_worker_the_oom_killer_kills_from_outside_says_so(tmp_path: Path) -> None:
    """The real thing: SIGKILL from another process, while the workers play."""
    games = tmp_path / "games"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONFAULTHANDLER": "1"}
    env.pop(KILL_FOR_TESTS, None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "lopti_rules.cli", "simulate", "-g", "400000", "-j", "2",
         "--json", "--record", str(games)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + LIMIT
        while proc.poll() is None and len(list(games.glob("*.jsonl"))) <= 250:
            assert time.monotonic() < deadline, "the first chunk never came"
            time.sleep(0.05)
        # the workers: the forkserver's children (the forkserver and the resource
        # tracker are the run's own children)
        workers = [pid for pid, depth in _descendants(proc.pid).items() if depth == 2]
        assert proc.poll() is None and workers, proc.stderr
        os.kill(workers[0], signal.SIGKILL)
        out, err = proc.communicate(timeout=LIMIT)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
    assert proc.returncode == 1 and out == "", err
    assert err.startswith("error: a worker process died (signal 9, killed: out of memory?) "
                          "while playing chunk ") and err.count("\n") == 1, err
    assert err.endswith("; nothing was kept of it\n") and "Traceback" not in err
