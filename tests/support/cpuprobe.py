"""A per-test CPU probe (issue 23): ``pytest -p support.cpuprobe`` with ``LOPTI_CPU_PROBE``
set to a folder writes one line a test (its node id, the CPU seconds of its process and of
the children it waited for: ``lopti`` subprocesses, servers, browsers, setup and teardown
included) to a file a process, and ``python tests/support/cpuprobe.py FOLDER`` ranks them and names
the tests over ``marks.OVER`` that are not marked slow (for ``support/measured-slow.txt``).
Wall time (``--durations``) on a shared machine says how busy the machine was; CPU says
what a test costs. A module- or session-scoped fixture is charged to the first test that
asks for it.

It also writes how long the test's thread was **blocked** (asleep: waiting on a child, a
socket, a poll's sleep, a lock), from the thread's scheduler statistics
(``/proc/thread-self/schedstat``: time on a CPU and time runnable but waiting for one):
wall time less both. That figure does not grow with the machine's load, and what of it
neither a child of the test nor another thread of its process (a server it talks to)
spent on a CPU is time a worker of a quiet machine leaves its core idle: the part of the
run's wall time that CPU cuts cannot reach."""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from collections.abc import Generator
from pathlib import Path

import pytest

try:
    from support.marks import OVER
except ImportError:  # run as a script: tests/ is not on the path
    sys.path.insert(0, str(Path(__file__).parents[1]))
    from support.marks import OVER


def _sched() -> tuple[float, float]:
    """(seconds on a CPU, seconds runnable but waiting for one) of this thread; zeros where
    Linux's scheduler statistics are not there."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as f:
            run, wait = f.read().split()[:2]
    except OSError:
        return 0.0, 0.0
    return int(run) / 1e9, int(wait) / 1e9


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, kids.ru_utime + kids.ru_stime


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, None, None]:
    folder = os.environ.get("LOPTI_CPU_PROBE")
    if not folder:
        yield
        return
    own0, kids0 = _cpu()
    run0, wait0 = _sched()
    wall0 = time.perf_counter()
    yield
    wall = time.perf_counter() - wall0
    run1, wait1 = _sched()
    own1, kids1 = _cpu()
    slow = item.get_closest_marker("slow") is not None
    blocked = max(0.0, wall - (run1 - run0) - (wait1 - wait0)) if run1 else 0.0
    with open(Path(folder) / f"{os.getpid()}.jsonl", "a", encoding="utf-8") as out:
        out.write(json.dumps([item.nodeid, round(own1 - own0, 4), round(kids1 - kids0, 4),
                              slow, round(blocked, 4), round(wall, 4),
                              round(max(0.0, own1 - own0 - (run1 - run0)), 4)]) + "\n")


def main(folder: str, top: int = 60) -> None:
    rows = [json.loads(line) for f in Path(folder).glob("*.jsonl")
            for line in f.read_text(encoding="utf-8").splitlines()]
    rows.sort(key=lambda r: -(r[1] + r[2]))
    total = sum(r[1] + r[2] for r in rows)
    fast = sum(r[1] + r[2] for r in rows if not r[3])
    over = [r for r in rows if r[1] + r[2] > OVER]
    print(f"{len(rows)} tests, {total:.0f} CPU s; not slow {fast:.0f} s; "
          f"{len(over)} over {OVER} s ({sum(r[1] + r[2] for r in over):.0f} s), "
          f"unmarked over {OVER} s: {sum(1 for r in over if not r[3])}")
    for r in over:
        if not r[3]:  # for support/measured-slow.txt, or a criterion in its file
            print(f"unmarked over {OVER} s: {r[0]}")
    for nodeid, own, kids, slow, *_ in rows[:top]:
        print(f"{own + kids:7.2f} {own:7.2f} {kids:7.2f} {'S' if slow else '-'} {nodeid}")
    # a quiet machine's idle core: the test's thread asleep, and neither a child nor
    # another thread of its process (a server the test talks to) on a CPU meanwhile
    idle = sorted(((max(0.0, r[4] - r[2] - (r[6] if len(r) > 6 else 0.0)), r[0])
                   for r in rows if len(r) > 4), reverse=True)
    if idle:
        print(f"-- blocked, no child or other thread on a CPU: {sum(i for i, _ in idle):.0f} s")
        for seconds, nodeid in idle[:top // 2]:
            print(f"{seconds:7.2f} {nodeid}")
    by_file: dict[str, float] = {}
    for r in rows:
        name = r[0].split("::")[0]
        by_file[name] = by_file.get(name, 0.0) + r[1] + r[2]
    print("-- by file")
    for name, cost in sorted(by_file.items(), key=lambda kv: -kv[1])[:top]:
        print(f"{cost:7.1f} {name}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60)
