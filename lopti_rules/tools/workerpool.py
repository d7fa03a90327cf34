"""Local worker processes that notice when one of them dies.

``multiprocessing.Pool`` loses the task of a worker that dies (the OOM killer's SIGKILL, a
segfault in a C extension, ``kill -9``): it starts a new worker in its place, and
``imap_unordered`` waits for the lost result forever. :class:`WorkerPool` gives each
worker one task at a time over a pipe of its own and waits on the pipes and on the
processes' sentinels together (``multiprocessing.connection.wait``, with a timeout), so it
always knows which task each worker is playing and sees a worker end the moment it ends:
a death is a :class:`WorkerDied` naming the task and how the process ended (or, where the
caller can redo the work itself, the task is handed back and the run goes on). Ctrl-C
stops the workers at once (SIGTERM, then SIGKILL), as every other end of a map that did
not finish does. Only the public API of ``multiprocessing`` is used.

The parent runs no thread of its own for the pool, so a pool forked from a process that
runs a single thread (the trial's, ``lint --each``'s) stays safe to fork from.
"""

from __future__ import annotations

import os
import signal
import traceback
from collections import deque
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import LoptiError
from ..i18n import gettext

#: Tests only: ``NAME:K`` makes the worker given task K (counted from 0) of a map of the
#: pool named NAME (``chunks``, ``evenings``, ``gate``) kill itself with SIGKILL before it
#: plays it, as the OOM killer would (tests/tools/test_workerpool.py)
KILL_FOR_TESTS = "LOPTI_TEST_KILL_WORKER"
#: how often a wait on the workers looks whether Ctrl-C was pressed (seconds)
POLL = 0.25
#: the longest wait for a stopped worker to end before it is killed, then reaped (s)
STOP_WAIT = 5.0

#: signals a process gets for a crash of its own (a bad memory access, an abort)
CRASHES = frozenset({signal.SIGSEGV, signal.SIGBUS, signal.SIGILL, signal.SIGFPE,
                     signal.SIGABRT})


class WorkerDied(LoptiError):
    """A worker process ended while it held a task; what it was doing is lost (exit 1)."""

    exit_code = 1

    def __init__(self, exitcode: int | None, doing: str) -> None:
        self.exitcode, self.doing = exitcode, doing
        super().__init__(gettext("a worker process died ({how}) while {doing}; nothing was "
                                 "kept of it").format(how=ended(exitcode), doing=doing))


def ended(exitcode: int | None) -> str:
    """How a process ended, said for a person: ``signal 9, killed: out of memory?``."""
    if exitcode is None:
        return gettext("it is gone")
    if exitcode >= 0:
        return gettext("exit status {n}").format(n=exitcode)
    number = -exitcode
    if number == signal.SIGKILL:
        return gettext("signal {n}, killed: out of memory?").format(n=number)
    if number in CRASHES:
        return gettext("signal {n}, a crash").format(n=number)
    return gettext("signal {n}").format(n=number)


@dataclass(eq=False)
class _Worker:
    process: Any  # multiprocessing.Process of the pool's context
    conn: Any  # the parent's end of its pipe (multiprocessing.connection.Connection)


class WorkerPool:
    """``processes`` local workers of ``context`` (a multiprocessing context), each running
    ``initializer()`` first; started at the first map, kept for the next ones, stopped by
    :meth:`close`. ``name``: which pool, for :data:`KILL_FOR_TESTS`."""

    def __init__(self, context: Any, processes: int,
                 initializer: Callable[[], None] | None = None, name: str = "pool") -> None:
        self.context, self.processes = context, max(1, processes)
        self.initializer, self.name = initializer, name
        self.workers: list[_Worker] = []

    def _start(self) -> _Worker:
        ours, theirs = self.context.Pipe()
        # a forked worker holds copies of the parent's ends of every pipe: it closes them,
        # so that each worker sees the end of its own pipe when the parent is gone
        inherited = [w.conn for w in self.workers] + [ours] \
            if self.context.get_start_method() == "fork" else []
        process = self.context.Process(target=_serve, daemon=True, name=f"lopti-{self.name}",
                                       args=(theirs, self.initializer, self.name, inherited))
        process.start()
        theirs.close()
        worker = _Worker(process, ours)
        self.workers.append(worker)
        return worker

    def imap_unordered(self, fn: Callable[[Any], Any], items: Sequence[Any], *,
                       doing: Callable[[int], str],
                       lost: Callable[[int, int | None], None] | None = None,
                       pressed: Callable[[], bool] = lambda: False
                       ) -> Generator[Any, None, None]:
        """``fn(item)`` for every item in the workers, each result as it comes. A worker
        that dies holding item ``k`` raises :class:`WorkerDied` saying ``doing(k)``, and
        the other workers are stopped; with ``lost``, ``lost(k, its exit code)`` is called
        instead, a new worker takes the dead one's place and the map goes on (the caller
        redoes item ``k`` itself). An exception ``fn`` raises is raised here. ``pressed()``
        (looked at every :data:`POLL` seconds) raises KeyboardInterrupt. A map that does
        not finish (an error, Ctrl-C, the caller closing it) stops every worker: the next
        map starts new ones."""
        for w in list(self.workers):  # one that ended between maps held nothing: replaced
            if not w.process.is_alive():
                self._drop(w)
        while len(self.workers) < min(self.processes, len(items)):
            self._start()
        todo = deque(enumerate(items))
        busy: dict[_Worker, int] = {}
        finished = False
        try:
            while todo or busy:
                for w in self.workers:
                    if todo and w not in busy:
                        k, item = todo.popleft()
                        busy[w] = k
                        try:
                            w.conn.send((fn, k, item))
                        except OSError:  # it died before taking it: seen below
                            pass
                ready = set(_wait([c for w in busy for c in (w.conn, w.process.sentinel)]))
                if not ready and pressed():
                    raise KeyboardInterrupt
                for w in [w for w in busy if w.conn in ready or w.process.sentinel in ready]:
                    reply = _reply(w)
                    k = busy.pop(w)
                    if reply is not None:
                        done, value = reply
                        if not done:
                            raise value[0] from _Remote(value[1])
                        yield value
                    else:  # it ended (its pipe with it) before it sent its reply
                        exitcode = self._drop(w)
                        if lost is None:
                            raise WorkerDied(exitcode, doing(k))
                        lost(k, exitcode)
                        if todo:
                            self._start()
            finished = True
        finally:
            if not finished:
                self.close()

    def _drop(self, w: _Worker) -> int | None:
        """Reap a worker that ended (or stop it) and forget it; its exit code."""
        self.workers.remove(w)
        _stop([w])
        exitcode: int | None = w.process.exitcode
        if exitcode is not None:
            w.process.close()
        return exitcode

    def close(self) -> None:
        """Stop every worker now (SIGTERM, then SIGKILL), whatever it is doing."""
        workers, self.workers = self.workers, []
        _stop(workers)
        for w in workers:
            if w.process.exitcode is not None:
                w.process.close()


def _wait(objects: list[Any]) -> list[Any]:
    from multiprocessing.connection import wait

    return wait(objects, timeout=POLL)


def _reply(w: _Worker) -> tuple[bool, Any] | None:
    """The reply waiting on ``w``'s pipe, or None when none came (it ended first)."""
    try:
        if not w.conn.poll():
            return None
        _, done, value = w.conn.recv()
    except (EOFError, OSError):
        return None
    return done, value


def _stop(workers: Sequence[_Worker]) -> None:
    for w in workers:
        w.conn.close()
        if w.process.is_alive():
            w.process.terminate()
    for w in workers:
        w.process.join(STOP_WAIT)
        if w.process.exitcode is None:
            w.process.kill()
            w.process.join(STOP_WAIT)


class _Remote(Exception):
    """The worker's traceback of an exception it sent back, as its cause."""

    def __str__(self) -> str:
        return f"\n\"\"\"\n{self.args[0]}\"\"\""


def _serve(conn: Any, initializer: Callable[[], None] | None, name: str,
           inherited: Sequence[Any]) -> None:
    """A worker: play each task the parent sends and send back its result (or the
    exception it raised), until the pipe ends."""
    for c in inherited:
        c.close()
    if initializer is not None:
        initializer()
    die_at = _kill_at(name)
    while True:
        try:
            fn, k, item = conn.recv()
        except (EOFError, OSError):
            return
        if k == die_at:
            os.kill(os.getpid(), signal.SIGKILL)
        try:
            reply: tuple[int, bool, Any] = (k, True, fn(item))
        except BaseException as exc:  # noqa: BLE001 - sent back, raised in the parent
            reply = (k, False, (exc, traceback.format_exc()))
        try:
            conn.send(reply)
        except OSError:
            return  # the parent is gone (its end of the pipe with it)
        except Exception as exc:  # the result or the exception would not pickle
            text = traceback.format_exc()
            try:
                conn.send((k, False, (RuntimeError(f"a worker could not send back what it "
                                                   f"did with item {k}: {exc!r}"), text)))
            except OSError:
                return


def _kill_at(name: str) -> int | None:
    """The task number :data:`KILL_FOR_TESTS` names for this pool, if any."""
    pool, _, number = os.environ.get(KILL_FOR_TESTS, "").partition(":")
    return int(number) if pool == name and number.isdigit() else None
