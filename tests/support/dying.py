"""Work for the worker-pool tests (tests/tools/test_workerpool.py) that dies as a worker
can: importable by name, so a worker started from a forkserver finds it too."""

from __future__ import annotations

import faulthandler
import os
import signal
import time


def square(x: int) -> int:
    return x * x


def dies_on(x: int) -> int:
    """Die as the OOM killer kills (SIGKILL) on 3, crash (SIGSEGV) on 4, exit on 5."""
    if x == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    if x == 4:
        faulthandler.disable()  # (pytest's, inherited: it would print this stack)
        os.kill(os.getpid(), signal.SIGSEGV)
    if x == 5:
        os._exit(3)
    return x * x


def raises(x: int) -> int:
    if x == 2:
        raise ValueError(f"no {x}")
    return x


def dies_on_3_else_naps(x: int) -> int:
    if x == 3:
        os.kill(os.getpid(), signal.SIGKILL)
    time.sleep(0.01)
    return x
