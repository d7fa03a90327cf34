"""How the suite itself runs (the README's test command, ``-n auto``): a test that hangs
fails with its stacks and the run ends, and ``auto`` starts a worker for each core the
run may use, not for each core of the host."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lopti_rules.tools.parallel import usable_cores

HANGS = '''
import threading

def test_waits_forever():
    threading.Event().wait()

def test_after_it():
    pass
'''


def test_the_suite_runs_with_a_timeout_for_each_test(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.pluginmanager.hasplugin("timeout")
    assert 0 < float(pytestconfig.getini("timeout")) <= 900
    assert pytestconfig.getini("timeout_method") == "signal"


@pytest.mark.slow
def test_a_test_that_hangs_in_a_worker_fails_with_its_stack_and_the_run_ends(
        tmp_path: Path) -> None:
    (tmp_path / "test_hangs.py").write_text(textwrap.dedent(HANGS), encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\ntimeout = 2\ntimeout_method = signal\n",
                                         encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p",
                           "no:cacheprovider", str(tmp_path)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed, 1 passed" in done.stdout
    assert "Timeout (>2.0s) from pytest-timeout" in done.stdout
    assert "test_hangs.py:5" in done.stdout  # where it waited


def test_auto_starts_a_worker_for_each_usable_core_the_memory_holds(
        pytestconfig: pytest.Config) -> None:
    pytest.importorskip("xdist")
    workers = pytestconfig.hook.pytest_xdist_auto_num_workers(config=pytestconfig)
    assert 1 <= workers <= usable_cores()
