"""Benchmark: ``lopti replay`` of a one-file recording against ``lopti simulate`` of the same
games, per game, in CPU instructions (issue 24: replay at most 2x simulate's CPU a game).

Each side runs twice, with ``--small`` and ``--large`` games (the recording of the larger run
replayed, or its first ``--small`` games: a copy), under ``valgrind --tool=callgrind``; the
difference of the two counts divided by the difference of the games is the cost of one game
without start-up, summed over every process (``--trace-children=yes``: ``simulate`` plays in
a worker even with ``--jobs 1``). ``replay`` prints every event (to ``/dev/null``), as a
user sees it. Counts are what the load of a shared machine cannot move.

Run: ``.venv/bin/python benchmarks/replay.py [--small 10] [--large 60] [--seed 0]``.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from ab import callgrind  # one way to count instructions (benchmarks/ab.py)

#: the counted runs' environment (it writes bytecode, as a user's install has it)
ENV = {"PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"}
LOPTI = ["-P", "-c", "from lopti_rules.cli import main; main()"]


def instructions(args: list[str]) -> int:
    """CPU instructions of one ``python args`` run (callgrind's ``I refs``)."""
    return callgrind([sys.executable, *LOPTI, *args], env=ENV)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=10)
    parser.add_argument("--large", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    from lopti_rules.tools.recording import Recorder, recorded_games

    with tempfile.TemporaryDirectory() as tmp:
        sims, reps = {}, {}
        full = Path(tmp) / "large.sqlite"
        subprocess.run([sys.executable, *LOPTI, "simulate", "-g", str(args.large), "-s",
                        str(args.seed), "-j", "1", "--record", str(full)],
                       stdout=subprocess.DEVNULL, check=True)
        small = Recorder(Path(tmp) / "small.sqlite")
        for k, text in recorded_games(full):
            if k <= args.small:
                small.add(k, text)
        small.close()
        # runs that are not counted first, under the counted runs' environment: bytecode
        # written for sources changed since the last run would otherwise be counted in the
        # first (small) run of each command only (a negative figure)
        for warm in (["simulate", "-g", "1", "-j", "1"],
                     ["replay", str(Path(tmp) / "small.sqlite")]):
            subprocess.run([sys.executable, *LOPTI, *warm], stdout=subprocess.DEVNULL,
                           check=True, env=ENV)
        for n, record in ((args.small, Path(tmp) / "small.sqlite"), (args.large, full)):
            sims[n] = instructions(["simulate", "-g", str(n), "-s", str(args.seed), "-j", "1"])
            reps[n] = instructions(["replay", str(record)])
    games = args.large - args.small
    sim = (sims[args.large] - sims[args.small]) / games
    rep = (reps[args.large] - reps[args.small]) / games
    print(f"instructions a game (callgrind; {args.small} and {args.large} games, the "
          f"difference over {games}): simulate {sim / 1e6:.2f}M, replay {rep / 1e6:.2f}M, "
          f"replay/simulate {rep / sim:.2f}x")


if __name__ == "__main__":
    main()
