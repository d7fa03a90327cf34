"""Ctrl-C in the test processes: what a terminal gives a program, whoever started the run.

A command a non-interactive shell starts in the background (``bash .ci/run > log &``, a
CI runner's job, ``nohup``) begins with SIGINT *ignored* (POSIX: an asynchronous list
without job control), and an ignored signal stays ignored across ``exec``: pytest, its
xdist workers and every ``lopti`` a test starts inherit it, Python then installs no
``KeyboardInterrupt`` handler, and the tests of Ctrl-C (``tests/cli/test_cli_scale.py``,
``tests/tools/test_parallel.py``) find a program that rightly does nothing when Ctrl-C
comes. That was session 17's "flake": the same run passed from a terminal.
"""

from __future__ import annotations

import signal


def take_ctrl_c() -> bool:
    """Give this process a terminal's Ctrl-C (Python's ``default_int_handler``) where the
    process that started it left SIGINT ignored; its children then start with SIGINT at
    the default too (a handled signal is reset by ``exec``, an ignored one is not).
    A handler of a caller's own is left alone. Says whether it changed anything."""
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        return False
    signal.signal(signal.SIGINT, signal.default_int_handler)
    return True
