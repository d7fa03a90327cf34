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


def test_the_controller_writes_each_test_modules_rewrite_once_for_the_workers(
        pytestconfig: pytest.Config, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh clone has no rewritten test modules: the controller writes them as pytest's
    import hook would (its file, its header), so a worker reads them instead of rewriting
    each; a module that does not parse is left to the worker to report, and one already
    written is not written again."""
    from _pytest.assertion.rewrite import PYC_TAIL, _read_pyc
    from support.rewriteahead import rewrite_ahead

    (tmp_path / "test_one.py").write_text("def test_a():\n    assert 1 + 1 == 2\n",
                                          encoding="utf-8")
    (tmp_path / "test_broken.py").write_text("def test_b(:\n", encoding="utf-8")
    (tmp_path / "helper.py").write_text("X = 1\n", encoding="utf-8")
    monkeypatch.setattr(pytestconfig, "args", [str(tmp_path)])
    assert rewrite_ahead(pytestconfig) == 1
    cached = sorted(p.name for p in (tmp_path / "__pycache__").iterdir())
    assert cached == [f"test_one{PYC_TAIL}"]
    code = _read_pyc(tmp_path / "test_one.py", tmp_path / "__pycache__" / cached[0])
    assert code is not None and "@py_assert" in repr(
        [c.co_varnames for c in code.co_consts if hasattr(c, "co_varnames")])
    assert rewrite_ahead(pytestconfig) == 0  # current: not written again
    (tmp_path / "test_one.py").write_text("def test_a():\n    assert 2 == 2\n",
                                          encoding="utf-8")
    assert rewrite_ahead(pytestconfig) == 1  # changed: written again


def test_the_play_log_names_each_book_a_judge_played_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``-p support.playlog``: every play of a judge with its test; the report names a
    book played twice with the same texts and settings, not one played under others."""
    from support import playlog

    class Book:
        files = [("a.lopti", 'rule "a"\n  after play:\n    skip next player\n')]

    monkeypatch.setenv("LOPTI_PLAY_LOG", str(tmp_path))
    judge = playlog._wrap("run_trial", lambda rules, **settings: "verdict",
                          playlog._trial_book)
    for test, settings in (("tests/x.py::test_a", "DEFAULT"), ("tests/y.py::test_b", "DEFAULT"),
                           ("tests/y.py::test_c", "OTHER")):
        monkeypatch.setenv("PYTEST_CURRENT_TEST", f"{test} (call)")
        assert judge(Book(), config=settings) == "verdict"
    playlog.main(str(tmp_path))
    out = capsys.readouterr().out
    assert "run_trial: 3 plays" in out
    assert "played again (the same judge, texts and settings): 1 books" in out
    again = next(line for line in out.splitlines() if line.startswith("run_trial "))
    assert "tests/x.py::test_a" in again and "tests/y.py::test_b" in again
    assert "test_c" not in again
