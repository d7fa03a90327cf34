"""Many processes and a cluster (``chunks``, ``parallel``, ``stats``): the same seed gives
the same bytes whatever plays the chunks, and Ctrl-C keeps what finished."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.paths import EXAMPLES, ROOT

from lopti_rules.errors import LoptiError
from lopti_rules.tools import Running, load_rules, simulate, simulate_rules
from lopti_rules.tools.chunks import CHUNK, draw_chunks

#: three chunks: enough for every worker of --jobs 3 to play one
GAMES = 2 * CHUNK + 40
LAST_WINNER = EXAMPLES / "last-winner-later-rounds.lopti"


@settings(max_examples=60)
@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=80),
       st.lists(st.integers(1, 80), max_size=6))
def test_merged_moments_are_those_of_the_whole_stream(xs: list[int], cuts: list[int]) -> None:
    whole = Running()
    for x in xs:
        whole.add(x)
    parts, start = [], 0
    for cut in sorted(cuts) + [len(xs)]:
        part = Running()
        for x in xs[start:cut]:
            part.add(x)
        parts.append(part)
        start = max(start, cut)
    merged = Running()
    for part in parts:
        merged.merge(part)
    assert (merged.n, merged.total, merged.squares) == (whole.n, whole.total, whole.squares)
    assert merged.as_dict() == whole.as_dict() and merged.sd == whole.sd


def test_seeds_are_drawn_up_front_in_fixed_chunks_whatever_the_run_length() -> None:
    short, long = draw_chunks(7, CHUNK + 3), draw_chunks(7, 3 * CHUNK)
    assert [len(c.seeds) for c in short] == [CHUNK, 3]
    assert [c.start for c in long] == [0, CHUNK, 2 * CHUNK]
    assert short[0] == long[0] and short[1].seeds == long[1].seeds[:3]


@pytest.mark.slow
def test_jobs_1_2_and_3_give_the_same_bytes_without_rules() -> None:
    runs = [json.dumps(simulate(4, GAMES, 11, "greedy", jobs=j).as_dict()) for j in (1, 2, 3)]
    assert runs[0] == runs[1] == runs[2]
    assert json.loads(runs[0])["games"] == GAMES


@pytest.mark.slow
def test_jobs_1_2_and_3_give_the_same_bytes_with_rules_paired() -> None:
    rules = load_rules([LAST_WINNER], allow_warnings=True)
    runs = [json.dumps(simulate_rules(rules, 4, GAMES, 5, jobs=j).as_dict()) for j in (1, 2, 3)]
    assert runs[0] == runs[1] == runs[2]
    data = json.loads(runs[0])
    assert data["games"] == data["base"]["games"] == GAMES


@pytest.mark.slow
def test_an_interrupt_in_the_chunk_loop_keeps_the_chunks_that_finished() -> None:
    def interrupt(done: int) -> None:
        if done >= 2 * CHUNK:
            raise KeyboardInterrupt  # Ctrl-C while the second chunk ends

    partial = simulate(3, 3 * CHUNK, 4, progress=interrupt, every=2 * CHUNK, jobs=1)
    assert partial.interrupted and partial.games == CHUNK
    first = simulate(3, CHUNK, 4)
    assert partial.as_dict() == first.as_dict() | {"interrupted": True}


@pytest.mark.slow
def test_an_interrupt_stops_the_worker_processes_and_returns_what_finished() -> None:
    seen: list[int] = []

    def interrupt(done: int) -> None:
        seen.append(done)
        raise KeyboardInterrupt

    partial = simulate(3, 6 * CHUNK, 4, progress=interrupt, jobs=2)
    assert partial.interrupted and seen == [CHUNK] and partial.games == CHUNK


def test_the_test_processes_take_ctrl_c_as_a_terminal_gives_it() -> None:
    """The Ctrl-C tests below need Python's own SIGINT handler in this process (and SIGINT
    at its default in the ``lopti`` they start), whoever started the run: a run started as
    a background job inherits SIGINT ignored, and all three failed (session 17's "flake";
    tests/conftest.py gives the run's processes Ctrl-C back)."""
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


SIGINT_SEEN = """
import signal, subprocess, sys
sys.path.insert(0, sys.argv[1])
from support.signals import take_ctrl_c
def seen(): return {signal.SIG_IGN: "ignored", signal.default_int_handler: "python"}.get(
    signal.getsignal(signal.SIGINT), "other")
print(seen(), take_ctrl_c(), seen(), take_ctrl_c())
sys.stdout.flush()
subprocess.run([sys.executable, "-c", "import signal; print(signal.getsignal(signal.SIGINT)"
                " is signal.default_int_handler)"], check=True)
"""


@pytest.mark.skipif(shutil.which("bash") is None, reason="a POSIX shell's background job")
def test_a_run_started_as_a_background_job_gets_ctrl_c_back_and_so_do_its_children() -> None:
    """``cmd &`` in a non-interactive shell starts ``cmd`` with SIGINT ignored, and its
    children inherit that through ``exec``; ``take_ctrl_c`` (tests/conftest.py, each
    process of the run) puts Python's handler back, and the children start with it."""
    script = '"$0" -c "$1" "$2" & wait'
    done = subprocess.run(["bash", "-c", script, sys.executable, SIGINT_SEEN,
                           str(ROOT / "tests")], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["ignored", "True", "python", "False", "True"], done


class _PressesCtrlCWhenCollected:
    """Sends SIGINT to this process from its finalizer: Python raises the
    KeyboardInterrupt inside ``__del__``, prints "Exception ignored" and loses it."""

    def __del__(self) -> None:
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # bytecodes for the handler to run on, inside __del__
            pass


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # the point
@pytest.mark.parametrize("jobs", [1, 2])
def test_a_ctrl_c_lost_in_a_finalizer_still_stops_the_run(jobs: int) -> None:
    """A run that records games makes garbage, and a Ctrl-C can land in its finalizers,
    where Python drops the exception; the run must stop all the same (the parent waited
    on its workers to the last game before)."""
    seen: list[int] = []

    def collected(done: int) -> None:
        seen.append(done)
        if len(seen) == 1:
            _PressesCtrlCWhenCollected()  # dropped at once: its __del__ runs here

    partial = simulate(3, 6 * CHUNK, 4, progress=collected, jobs=jobs)
    assert partial.interrupted and seen == [CHUNK] and partial.games == CHUNK
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back


def test_without_dask_the_scheduler_says_what_to_install(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import raises ImportError
    with pytest.raises(LoptiError, match=r"pip install 'lopti-rules\[cluster\]'"):
        simulate(4, 10, 0, scheduler="tcp://127.0.0.1:8786")


@pytest.mark.slow
def test_a_local_dask_cluster_gives_the_same_bytes_as_one_process() -> None:
    distributed = pytest.importorskip("distributed")
    rules = load_rules([LAST_WINNER], allow_warnings=True)
    # dashboard_address=":0": its HTTP routes bind a free port (None still takes 8787,
    # which another program on a shared machine may hold)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  host="127.0.0.1", dashboard_address=":0") as cluster:
        address = cluster.scheduler_address
        plain = simulate(4, CHUNK + 40, 3, scheduler=address)
        ruled = simulate_rules(rules, 4, CHUNK + 40, 3, scheduler=address)
    assert json.dumps(plain.as_dict()) == json.dumps(simulate(4, CHUNK + 40, 3).as_dict())
    one = simulate_rules(rules, 4, CHUNK + 40, 3)
    assert json.dumps(ruled.as_dict()) == json.dumps(one.as_dict())


def test_lopti_jobs_is_the_default_number_of_local_processes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``LOPTI_JOBS`` sets how many processes play when no ``--jobs`` is given (simulate,
    ``lint --simulate``, the trial): a test runner that already fills every core sets 1."""
    from lopti_rules.tools.parallel import default_jobs
    from lopti_rules.tools.trial import TrialConfig

    monkeypatch.setenv("LOPTI_JOBS", "3")
    assert default_jobs() == 3 and TrialConfig().processes() == 3
    assert TrialConfig(jobs=2).processes() == 2  # a setting of its own wins
    monkeypatch.delenv("LOPTI_JOBS")
    assert default_jobs() >= 1


@pytest.mark.parametrize(("cpu_max", "cap"), [
    ("200000 100000\n", 2),   # docker --cpus 2
    ("150000 100000\n", 2),   # 1.5 cores: two processes, each part of the time
    ("50000 100000\n", 1),    # half a core: still one
    ("max 100000\n", None),   # no quota: the affinity is the limit
    ("garbled\n", None),      # unreadable: the affinity
])
def test_the_default_processes_keep_to_the_cgroups_cpu_quota(
        tmp_path: Path, cpu_max: str, cap: int | None) -> None:
    """A container limited to two cores of a large host plays on two processes, not on one
    a host core (and the suite's ``-n auto`` starts as many workers, tests/conftest.py)."""
    from lopti_rules.tools.parallel import usable_cores

    quota = tmp_path / "cpu.max"
    quota.write_text(cpu_max, encoding="ascii")
    affinity = len(os.sched_getaffinity(0))
    assert usable_cores(str(quota)) == (affinity if cap is None else min(cap, affinity))
    assert usable_cores(str(tmp_path / "absent")) == affinity


@pytest.mark.parametrize("bad", ["0", "two", "-1", "1.5", "99999"])
def test_a_bad_lopti_jobs_is_one_line_and_exit_2(bad: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from lopti_rules.cli import main

    monkeypatch.setenv("LOPTI_JOBS", bad)
    result = CliRunner().invoke(main, ["simulate", "--games", "2"])
    assert result.exit_code == 2, result.output
    assert "LOPTI_JOBS must be a whole number from 1 to 512" in result.output
    assert "Traceback" not in result.output
