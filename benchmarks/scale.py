"""Scale: games/s of ``simulate`` with 1, 2 and every core (``--jobs``), with and without
house rules, and what a one-file recording costs and saves.

Run: ``.venv/bin/python benchmarks/scale.py`` (``--games 2000 --rounds 3`` for a quick
look; ``--scheduler tcp://HOST:8786`` adds a row for a Dask cluster).

Every row is timed in this process, round by round, interleaved with the one-process
baseline of the same round (same seed, same games); a row's figure is the range and the
median of its per-round ratios, baseline time over its time (the speed-up). The machine
may be shared: quote the range, not one round. Worker start-up (a ``forkserver``: a fresh
interpreter that imports the package once; each worker compiles the book) is inside the
timings: the server starts once a process, so in the first round only, as in one CLI run.

A Dask LocalCluster of 2 single-threaded workers (loopback, started here; the ``cluster``
extra) is a row of its own unless ``--scheduler`` names another or ``--no-cluster``.

The recording rows time ``--record DIR`` (a folder, one file a game) against
``--record FILE.sqlite`` for the same run, give both sizes, and time reading game K of
the file against reading the folder's file (both parse the log).

The replay row records ``--replay-games`` games (default 10,000) and times ``lopti replay``
on all of them in one process (the folder's logs given as one glob, and the one-file
recording) against one ``lopti replay`` process per log, timed on ``--per-log-sample``
logs and scaled to the whole run (10,000 interpreter starts would take most of an hour).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from rules import EXAMPLES
from rules import TEN as TEN_NAMES

from lopti_rules.tools import game_text, gamelog, load_rules, simulate, simulate_rules
from lopti_rules.tools.parallel import default_jobs

#: The ten-rule benchmark's book (benchmarks/rules.py, ab.py): every kind of effect, and
#: a book the gate passes. (Until session 26 this was the first ten example files by
#: name; together they are LP804, a rule that takes cleared cards back with the others,
#: so ``load_rules`` refused them.)
TEN = [EXAMPLES / f"{n}.lopti" for n in TEN_NAMES]


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def speedups(games: int, rounds: int, scheduler: str | None
             ) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Per round, interleaved: games/s of one process, of ``--jobs`` 2 and every core, and
    of the scheduler if any; no rules and ten rules (paired: each deal with and without
    the book, so a deal is two games). Returns (games/s by row, speed-up over one process
    of the same round by row)."""
    rules = load_rules(TEN, allow_warnings=True)
    cores = default_jobs()
    setups = sorted({2, cores})
    rates: dict[str, list[float]] = {}
    ratios: dict[str, list[float]] = {}
    for r in range(rounds):
        runs: list[tuple[str, int, Callable[..., object]]] = [
            ("no rules", games, partial(simulate, 4, games, r, "greedy")),
            ("ten rules", games // 4 * 2,
             partial(simulate_rules, rules, 4, games // 4, r, "greedy"))]
        for label, played, run in runs:
            base = timed(partial(run, jobs=1))
            rates.setdefault(f"{label}, --jobs 1", []).append(played / base)
            rows = [(f"{label}, --jobs {jobs}", partial(run, jobs=jobs)) for jobs in setups]
            if scheduler is not None:
                rows.append((f"{label}, --scheduler", partial(run, scheduler=scheduler)))
            for name, go in rows:
                took = timed(go)
                rates.setdefault(name, []).append(played / took)
                ratios.setdefault(name, []).append(base / took)
    return rates, ratios


def local_cluster(workers: int) -> object:
    """A Dask LocalCluster of ``workers`` single-threaded worker processes on loopback
    (None without the cluster extra)."""
    try:
        import distributed
    except ImportError:
        return None
    return distributed.LocalCluster(  # type: ignore[no-untyped-call]
        n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
        dashboard_address=":0")


def recording(games: int) -> dict[str, float]:
    """Folder against one file: write time, size, and reading one game."""
    with tempfile.TemporaryDirectory() as tmp:
        folder, single = Path(tmp) / "games", Path(tmp) / "run.sqlite"
        t_folder = timed(lambda: simulate(4, games, 1, record=folder))
        t_single = timed(lambda: simulate(4, games, 1, record=single))
        size_folder = sum(p.stat().st_size for p in folder.iterdir())
        k = games // 2
        reads = 50
        read_single = timed(lambda: [gamelog.loads(game_text(single, k)) for _ in range(reads)])
        read_folder = timed(lambda: [gamelog.read(folder / f"game-{k:06d}.jsonl")
                                     for _ in range(reads)])
        return {"games": games, "write_folder_s": round(t_folder, 2),
                "write_file_s": round(t_single, 2),
                "folder_bytes": size_folder, "file_bytes": single.stat().st_size,
                "read_game_k_file_ms": round(read_single / reads * 1000, 2),
                "read_game_k_folder_ms": round(read_folder / reads * 1000, 2)}


def _lopti(*args: str) -> float:
    """Seconds for one ``lopti`` process (the CLI of this tree), its output dropped."""
    cmd = [sys.executable, "-m", "lopti_rules.cli", *args]
    return timed(lambda: subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True))


def replays(games: int, sample: int) -> dict[str, float]:
    """Replay every game of a run: one process for all the logs against one per log."""
    with tempfile.TemporaryDirectory() as tmp:
        folder, single = Path(tmp) / "games", Path(tmp) / "run.sqlite"
        simulate(4, games, 2, record=folder)
        simulate(4, games, 2, record=single)
        logs = sorted(folder.iterdir())
        one_glob = _lopti("replay", str(logs[0]), str(folder / "*.jsonl"))
        one_file = _lopti("replay", str(single))
        step = max(1, len(logs) // sample)
        per_log = [_lopti("replay", str(log)) for log in logs[::step][:sample]]
        each = statistics.median(per_log)
        return {"games": games, "one_process_glob_s": round(one_glob, 2),
                "one_process_file_s": round(one_file, 2),
                "per_log_median_s": round(each, 3),
                "per_log_all_s": round(each * games, 1),
                "ratio": round(each * games / one_glob, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=6000)
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--scheduler", default=None,
                    help="a running Dask scheduler (default: start a LocalCluster of 2 workers)")
    ap.add_argument("--no-cluster", action="store_true", help="no Dask row at all")
    ap.add_argument("--replay-games", type=int, default=10_000,
                    help="games recorded and replayed (0: no replay rows)")
    ap.add_argument("--per-log-sample", type=int, default=20)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cluster = None
    scheduler = args.scheduler
    if scheduler is None and not args.no_cluster:
        cluster = local_cluster(2)
        scheduler = getattr(cluster, "scheduler_address", None)
    try:
        rates, ratios = speedups(args.games, args.rounds, scheduler)
    finally:
        if cluster is not None:
            cluster.close()  # type: ignore[attr-defined]
    rec = recording(min(args.games, 5000))
    rep = replays(args.replay_games, args.per_log_sample) if args.replay_games else None
    if args.json:
        print(json.dumps({"games_per_s": rates, "speedups": ratios, "recording": rec,
                          "replay": rep}, indent=2))
        return
    print(f"cores: {default_jobs()}; {args.games} games a run without rules, "
          f"{args.games // 4} deals (paired) with ten rules; {args.rounds} rounds")
    where = "" if cluster is None else " (--scheduler: a LocalCluster of 2 workers)"
    print(f"  games/s, range and median over the rounds; speed-up over --jobs 1 of the same "
          f"round{where}")
    for label, xs in rates.items():
        line = (f"  {label:26s} {min(xs):7.0f}-{max(xs):<7.0f} games/s "
                f"(median {statistics.median(xs):.0f})")
        if label in ratios:
            ys = ratios[label]
            line += (f"   speed-up {min(ys):.2f}-{max(ys):.2f} "
                     f"(median {statistics.median(ys):.2f})")
        print(line)
    print(f"  recording {rec['games']} games: folder {rec['folder_bytes'] / 1e6:.2f} MB in "
          f"{rec['write_folder_s']} s, one file {rec['file_bytes'] / 1e6:.2f} MB in "
          f"{rec['write_file_s']} s; game K: file {rec['read_game_k_file_ms']} ms, "
          f"folder {rec['read_game_k_folder_ms']} ms")
    if rep is None:  # --replay-games 0
        return
    print(f"  replay {rep['games']} games in one process: {rep['one_process_glob_s']} s "
          f"(folder glob), {rep['one_process_file_s']} s (one-file recording); one process "
          f"per log: {rep['per_log_median_s']} s each (median of {args.per_log_sample}), "
          f"{rep['per_log_all_s']} s for all: {rep['ratio']}x")


if __name__ == "__main__":
    main()
