"""Where the chunks of a run are played: this process, a pool of local processes
(``--jobs N``), or a Dask cluster (``--scheduler tcp://HOST:8786``).

Every backend plays the same chunks (:mod:`lopti_rules.tools.chunks`) with the same
function and hands back their results as they finish; :func:`play_chunks` keeps them
by chunk number, so the caller merges them in seed order and gets the same bytes from
every backend. Ctrl-C (KeyboardInterrupt) stops the workers and returns what finished.
Local workers are a :class:`~.workerpool.WorkerPool`: one that dies (the OOM killer, a
crash) is an error naming its chunk (``WorkerDied``, exit 1), never a wait for it.
Local workers come from a ``forkserver`` where the platform has one (else ``spawn``): a
fresh interpreter started once, which imports the chunk player once and then forks each
worker from itself, so nothing of this process, its sandbox or its threads is inherited
and a worker starts without importing the package again. Workers ignore SIGINT, so the
interrupt is handled once, here.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable, Generator, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import InputError, LoptiError
from ..inputs import MAX_JOBS
from .chunks import Chunk, ChunkResult, RunSpec, iter_local, run_chunk

if TYPE_CHECKING:
    from .rulebooks import RuleSet
    from .workerpool import WorkerPool

#: what ``--scheduler`` needs, said when it is missing
DASK_HINT = "--scheduler needs Dask: pip install 'lopti-rules[cluster]'"


class ClusterError(LoptiError):
    """The cluster backend cannot run: Dask missing, or the scheduler unreachable."""


@dataclass
class Played:
    """The chunk results of a run, by chunk number, and whether it was interrupted."""

    results: dict[int, ChunkResult] = field(default_factory=dict)
    interrupted: bool = False

    @property
    def games(self) -> int:
        return sum(r.games for r in self.results.values())


def default_jobs() -> int:
    """The local processes to play on when nobody says how many: ``LOPTI_JOBS`` (a whole
    number from 1; what a test runner or a batch script that already fills every core
    sets to 1), else all the cores this process may use. A bad value is an error, never
    a guess."""
    given = os.environ.get("LOPTI_JOBS", "").strip()
    if given:
        if not given.isdigit() or not 1 <= int(given) <= MAX_JOBS:
            raise InputError(f"LOPTI_JOBS must be a whole number from 1 to {MAX_JOBS}, "
                             f"not {given[:20]!r}")
        return int(given)
    return usable_cores()


#: cgroup v2's CPU quota of this process's group: "QUOTA PERIOD", or "max PERIOD"
CPU_MAX = "/sys/fs/cgroup/cpu.max"


def usable_cores(cpu_max: str = CPU_MAX) -> int:
    """The cores this process may run on: those of its CPU affinity, and no more than its
    cgroup's CPU quota allows, rounded up (a container started with ``--cpus 2`` on a
    64-core host may use 64 cores, two at a time: 64 workers would crowd onto two).
    ``os.cpu_count()`` counts the host's, as psutil does (the count pytest-xdist's
    ``-n auto`` starts from)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        cores = os.cpu_count() or 1
    try:
        with open(cpu_max, encoding="ascii") as f:
            quota, period = f.read().split()[:2]
        if quota != "max" and int(period) > 0:
            cores = min(cores, max(1, -(-int(quota) // int(period))))
    except (OSError, ValueError):
        pass  # no cgroup v2 quota here: the affinity is the limit
    return max(1, cores)


def play_chunks(jobs: list[tuple[RunSpec, Chunk]], *, processes: int = 1,
                scheduler: str | None = None, rules: RuleSet | None = None,
                progress: Callable[[int], None] | None = None,
                tick: Callable[[int], None] | None = None,
                sink: Callable[[int, ChunkResult], None] | None = None) -> Played:
    """Play every (spec, chunk) and collect the results; ``sink(job number, result)`` as
    each arrives (to write its logs), then ``progress(games done)``. With one process and
    no scheduler they are played here (``rules``, the compiled book of the specs' files,
    is used as is; ``tick(i)`` after each game). A KeyboardInterrupt stops the workers
    and returns what finished (``interrupted``)."""
    played = Played()
    results: Generator[tuple[int, ChunkResult], None, None]
    with _ctrl_c() as pressed:
        if scheduler is not None:
            results = _dask(jobs, scheduler)
        elif processes > 1 and len(jobs) > 1:
            results = _pool(jobs, min(processes, len(jobs)), pressed)
        else:
            results = _here(jobs, rules, tick)
        try:
            for k, result in results:
                if sink is not None:
                    sink(k, result)
                played.results[k] = result
                if progress is not None:
                    progress(played.games)
                if pressed():
                    raise KeyboardInterrupt
        except KeyboardInterrupt:
            played.interrupted = True
        finally:
            results.close()  # stops the workers of a pool or a cluster
    return played


@contextmanager
def _ctrl_c() -> Iterator[Callable[[], bool]]:
    """While chunks are played, Ctrl-C is also remembered, not only raised: a
    KeyboardInterrupt that Python raises inside a finalizer (``__del__``, a weakref
    callback: a run that records games makes many) is printed as "Exception ignored" and
    lost, and the main thread would then wait on its workers until the last game.
    ``pressed()`` says whether it came; the loops that wait look at it. Outside the main
    thread, or where SIGINT is not Python's default (ignored, or a caller's own
    handler), nothing is changed and ``pressed()`` stays False."""
    if threading.current_thread() is not threading.main_thread() or \
            signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        yield lambda: False
        return
    seen: list[int] = []

    def handler(signum: int, frame: object) -> None:
        seen.append(signum)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, handler)
    try:
        yield lambda: bool(seen)
    finally:
        signal.signal(signal.SIGINT, previous)


def _here(jobs: Sequence[tuple[RunSpec, Chunk]], rules: RuleSet | None,
          tick: Callable[[int], None] | None) -> Generator[tuple[int, ChunkResult], None, None]:
    for k, (spec, chunk) in enumerate(jobs):
        for result in iter_local(spec, [chunk], rules, tick):
            yield k, result


def _ignore_sigint() -> None:
    """Workers leave Ctrl-C to the parent, which stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _numbered(job: tuple[int, RunSpec, Chunk]) -> tuple[int, ChunkResult]:
    """Play one job in a worker and return it with its number."""
    k, spec, chunk = job
    return k, run_chunk(spec, chunk)


def _pool(jobs: Sequence[tuple[RunSpec, Chunk]], processes: int,
          pressed: Callable[[], bool]) -> Generator[tuple[int, ChunkResult], None, None]:
    from .workerpool import WorkerPool

    pool = WorkerPool(_context(), processes, _ignore_sigint, "chunks")
    try:  # a worker that dies is a WorkerDied naming its chunk, never a wait for it
        numbered = [(k, spec, chunk) for k, (spec, chunk) in enumerate(jobs)]
        yield from pool.imap_unordered(_numbered, numbered, pressed=pressed,
                                       doing=lambda k: playing_chunk(jobs[k][1]))
    finally:
        pool.close()


def playing_chunk(chunk: Chunk) -> str:
    """What a worker that died was doing with ``chunk`` (``WorkerDied``)."""
    from ..i18n import gettext

    return gettext("playing chunk {n} (games {first} to {last})").format(
        n=chunk.index + 1, first=chunk.start + 1, last=chunk.start + len(chunk.seeds))


def _context(preload: Sequence[str] = (), *, inherit: bool = False) -> Any:
    """The start method of local workers: a forkserver that has imported the chunk player
    (the package, the engine) and ``preload``, or spawn where there is no forkserver (the
    forkserver is started once a process, with the modules named when it starts);
    ``inherit`` (:class:`Workers`): a plain fork where there is one and this process runs
    a single thread (forking a process with threads can copy a lock held by another)."""
    import multiprocessing
    import threading

    if inherit and threading.active_count() == 1 and \
            "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")

    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")  # pragma: no cover - not POSIX
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__, f"{__package__}.workerpool",
                                    f"{__package__}.chunks", *preload])
    return context


def _dask(jobs: Sequence[tuple[RunSpec, Chunk]], scheduler: str
          ) -> Generator[tuple[int, ChunkResult], None, None]:
    import importlib

    try:
        dask: Any = importlib.import_module("distributed")  # untyped: held as Any
    except ImportError:
        raise ClusterError(DASK_HINT) from None
    try:
        client = dask.Client(scheduler, timeout="10s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"--scheduler {scheduler}: cannot reach it ({exc})") from None
    futures = []
    try:
        futures = [client.submit(_numbered, (k, spec, chunk), pure=False)
                   for k, (spec, chunk) in enumerate(jobs)]
        with client.as_current():
            for future in dask.as_completed(futures):
                yield future.result()
    finally:
        client.cancel(futures)
        client.close()


class Workers:
    """Local worker processes kept for several maps (a trial's looks): started at the
    first map that needs them, stopped by :meth:`close` (or the ``with`` block's end).
    ``inherit``: fork them from this process where the platform can and this process
    runs one thread, so they start with what it has loaded and built (the trial's
    compiled book: a worker neither imports nor compiles it again); else, or with
    threads running (a server's), they come from the forkserver as :func:`map_numbered`'s
    do, which inherits nothing. ``name``: the pool's, for ``workerpool.KILL_FOR_TESTS``."""

    def __init__(self, processes: int, preload: Sequence[str] = (), *,
                 inherit: bool = False, name: str = "evenings") -> None:
        self.processes, self.preload, self.inherit = processes, tuple(preload), inherit
        self.name = name
        self._pool: WorkerPool | None = None

    def pool(self) -> WorkerPool:
        if self._pool is None:
            from .workerpool import WorkerPool

            self._pool = WorkerPool(_context(self.preload, inherit=self.inherit),
                                    self.processes, _ignore_sigint, self.name)
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def map_numbered(fn: Callable[[Any], tuple[int, Any]], items: Sequence[Any],
                 processes: int = 1, preload: Sequence[str] = (),
                 workers: Workers | None = None, *,
                 doing: Callable[[Any], str] = str) -> Iterator[tuple[int, Any]]:
    """``fn(item)`` for every item, each returning ``(its number, result)``: here with one
    process, else in a pool of local workers started as for chunks (a forkserver that has
    imported the package and the modules of ``preload``, so no worker imports them
    again), or in ``workers`` (kept by the caller for its next map); the results come as
    they finish, so the caller keeps them by number. ``fn`` must be a module-level
    function (it is pickled by name). A worker that dies holding an item raises
    ``workerpool.WorkerDied`` saying ``doing(item)`` (what it was doing), and the map's
    other workers are stopped."""
    if processes <= 1 or len(items) <= 1:
        for item in items:
            yield fn(item)
        return
    said = lambda k: doing(items[k])  # noqa: E731
    if workers is not None:
        yield from workers.pool().imap_unordered(fn, items, doing=said)
        return
    with Workers(min(processes, len(items)), preload) as own:
        yield from own.pool().imap_unordered(fn, items, doing=said)
