"""Test-wide settings: Hypothesis profiles (CI runs derandomized, so a run is repeatable),
and a parser cache of the run's own instead of the user's."""

from __future__ import annotations

import gc
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator

# Bytecode: Python writes each module's compiled form beside it (``__pycache__``, git-ignored)
# unless PYTHONDONTWRITEBYTECODE is set, as some shells and CI images do. Under it every
# xdist worker and every ``lopti`` a test starts compiles the whole package and pytest's
# rewritten test modules again: 10 CPU s a worker at collection and about 0.35 s a ``lopti``
# process here. The run writes them as Python would by default; its workers and children
# inherit this (set before xdist starts them). Set before Hypothesis is imported: pytest
# rewrites the asserts of every module of a plugin's distribution (Hypothesis' 80-odd
# modules, about 1 CPU s a process) and keeps the rewrite only where bytecode may be
# written. ``LOPTI_KEEP_NO_BYTECODE=1`` keeps the setting.
if os.environ.get("PYTHONDONTWRITEBYTECODE") and not os.environ.get("LOPTI_KEEP_NO_BYTECODE"):
    del os.environ["PYTHONDONTWRITEBYTECODE"]
    sys.dont_write_bytecode = False

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402
from support import marks  # noqa: E402
from support.rewriteahead import rewrite_ahead  # noqa: E402
from support.signals import take_ctrl_c  # noqa: E402

# Timing is measured by benchmarks/, never by tests: no deadlines anywhere.
settings.register_profile("dev", deadline=None)
# CI (CI=true) draws the same examples every run, so a red build reproduces.
settings.register_profile(
    "ci", deadline=None, derandomize=True, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev")
settings.load_profile(PROFILE)
#: The dev profile (the fast subset while you work) draws this share of each property
#: test's examples, its own ``@settings(max_examples=N)`` included, and at least
#: ``DEV_MIN_EXAMPLES``; CI draws all of them (every commit is still checked in full).
DEV_SHARE = 4
DEV_MIN_EXAMPLES = 10


#: the run's parser cache folder, made (and removed) by the controlling process
_CACHE = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config) -> None:
    """The run's parsers are cached in a folder of its own (language/parsercache.py), never
    in the user's cache: set before xdist starts its workers, so they and every ``lopti``
    the tests start share it (the cache writes atomically).

    A run on xdist's workers: the test modules' rewritten asserts are written first, once
    (``support.rewriteahead``).

    Ctrl-C: the run's processes take SIGINT as from a terminal even when the run was
    started as a background job, which ignores it (``support.signals``): set in the
    controller before xdist starts its workers, and in each worker."""
    take_ctrl_c()
    if hasattr(config, "workerinput") and "LOPTI_JOBS" not in os.environ:
        # xdist already runs a worker on every core: a trial or a simulation inside a test
        # plays in its worker's process, not in a pool of its own on the same cores
        # (tests that check --jobs give it; LOPTI_JOBS is only the default)
        os.environ["LOPTI_JOBS"] = "1"
    if "LOPTI_CACHE_DIR" not in os.environ and not hasattr(config, "workerinput"):
        folder = tempfile.mkdtemp(prefix="lopti-tests-cache-")
        os.environ["LOPTI_CACHE_DIR"] = folder
        config.stash[_CACHE] = folder
    if (getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput")
            and not config.option.collectonly):
        # xdist's workers would each rewrite every test module a fresh clone has not
        # rewritten yet: the controller writes them once (support/rewriteahead.py)
        rewrite_ahead(config)


#: the memory a worker may need at its peak (the largest test process: 470 MB) and room
WORKER_MEMORY = 1 << 30


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: a worker for each core this run may use (its CPU affinity and cgroup
    quota, ``tools.parallel.usable_cores``), and no more than the memory holds. xdist's
    own count, with psutil installed (Dask brings it), is the host's physical cores: on a
    container given two cores of a large host, dozens of workers on two cores."""
    from lopti_rules.tools.parallel import usable_cores

    workers = usable_cores()
    try:
        with open("/proc/meminfo", encoding="ascii") as f:
            free = next(int(line.split()[1]) * 1024 for line in f
                        if line.startswith("MemAvailable:"))
        workers = min(workers, max(1, free // WORKER_MEMORY))
    except (OSError, StopIteration, ValueError):
        pass  # (not Linux: the cores)
    return workers


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects by the marks
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of the measured list (``support/measured-slow.txt``) are marked ``slow``;
    under the dev profile, each property test draws a quarter of its examples."""
    measured = marks.measured_slow()
    for item in items:
        if item.nodeid in measured:
            item.add_marker(pytest.mark.slow)
    if PROFILE != "dev":
        return
    done: set[int] = set()
    for item in items:
        test = getattr(getattr(item, "obj", None), "__func__", getattr(item, "obj", None))
        # @given keeps a test's settings on the function, a stateful machine on its TestCase
        owner, name = test, "_hypothesis_internal_use_settings"
        if not isinstance(getattr(test, name, None), settings):
            owner, name = getattr(item, "cls", None), "settings"
        given = getattr(owner, name, None)
        if not isinstance(given, settings) or id(owner) in done:
            continue
        done.add(id(owner))  # a parametrized test's items share one function: scale it once
        setattr(owner, name, settings(
            given, max_examples=max(DEV_MIN_EXAMPLES, given.max_examples // DEV_SHARE)))


def pytest_collection_finish(session: pytest.Session) -> None:
    """The collected tests (12,000 items, their marks and parameters) live to the end of
    the run: frozen out of the cyclic collector's way, so each full collection while the
    tests run walks only what the tests made. The games the tests play allocate millions
    of short-lived objects: the youngest generation is collected every 10,000 of them
    instead of every 700 (tests/play and tests/engine in one process: 9.1 CPU s in the
    collector with neither, 8.0 frozen, 4.8 frozen with this threshold). Only the test
    process: every ``lopti`` a test starts runs with Python's defaults."""
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = config.stash.get(_CACHE, None)
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)
        del os.environ["LOPTI_CACHE_DIR"]

# The tests read lopti's English (the catalogs' source language) whatever this machine's
# locale is; tests of other languages choose theirs (--lang, i18n.use) and are reset here.
os.environ["LOPTI_LANG"] = "en"


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    yield
    from lopti_rules import i18n

    i18n.use("en")
