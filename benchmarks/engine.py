"""Engine speed on one core: bot games per second, replay decisions per second, memory.

Run: ``.venv/bin/python benchmarks/engine.py`` (``--seconds 0.5`` for a quick look,
``--memory`` to also measure ``lopti simulate --games 100000``'s peak RSS).

Targets (issue 2): at least 1,000 random 4-player games/s, greedy at least half that,
replay at least 200,000 decisions/s, simulate --games 100000 under 100 MB. The
``vs naive`` column compares with a baseline measured in this same process: the
same random games with legal moves found by asking the readable rule statement
(``legality.verdict``) about every rank and count, as a straightforward engine would.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.table import Table

from lopti_rules.engine import OVER, Game, Move, verdict
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.moves import PICKUP_MOVE
from lopti_rules.tools import gamelog, run

TARGET_GAMES = 1000.0
TARGET_REPLAY = 200_000.0
TARGET_RSS_MB = 100.0


def bot_games(players: int, bot: str, seconds: float) -> tuple[float, float, float]:
    """(games/s, decisions/s, mean decisions per game) for ``seconds`` of play."""
    games = decisions = 0
    seed = 0
    start = time.perf_counter()
    while True:
        g = Game(players, seed)
        choose = make_bot(bot, seed).choose
        apply = g.apply
        while g.phase != OVER:
            apply(choose(g))
        games += 1
        decisions += len(g.history)
        seed += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed, decisions / elapsed, decisions / games


def naive_games(players: int, seconds: float) -> float:
    """Baseline: random games whose legal plays come from ``verdict`` for every rank/count."""
    import random

    games = 0
    seed = 0
    start = time.perf_counter()
    while True:
        g = Game(players, seed)
        rnd = random.Random(seed).random
        while g.phase != OVER:
            if g.in_setup:
                moves = g.legal_moves()
                g.apply(moves[int(rnd() * len(moves))])
                continue
            p = g.cur
            h = g.hand[p]
            if h:
                plays = []
                for rank in range(2, 15):
                    have = (h >> ((rank - 2) * 4) & 15).bit_count()
                    for count in range(1, have + 1):
                        if verdict(rank, count, g.top, g.last, g.run, g.obligation,
                                   g.base) is None:
                            plays.append(Move.play(rank, count))
            else:
                plays = [Move.flip(i) for i in range(len(g.down[p]))]
            g.apply(plays[int(rnd() * len(plays))] if plays else PICKUP_MOVE)
        games += 1
        seed += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games / elapsed


def replay_speed(seconds: float) -> tuple[float, float]:
    """(decisions/s applying parsed logs, decisions/s reading JSON Lines text too)."""
    texts = []
    for seed in range(50):
        g = Game(4, seed)
        b = make_bot("random", seed)
        while not g.is_over():
            g.apply(b.choose(g))
        texts.append(gamelog.dumps(gamelog.GameLog.from_game(g)))
    logs = [gamelog.loads(t) for t in texts]
    out = []
    for parse in (False, True):
        decisions = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for t, log in zip(texts, logs, strict=True):
                run(gamelog.loads(t) if parse else log)
                decisions += len(log.decisions)
        out.append(decisions / (time.perf_counter() - start))
    return out[0], out[1]


def simulate_rss(games: int) -> tuple[float, float]:
    """(peak RSS in MB, seconds) of ``lopti simulate --games N --json`` in a child."""
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    lopti = str(Path(sys.executable).with_name("lopti"))
    subprocess.run([lopti, "simulate", "--games", str(games), "--json"],
                   check=True, stdout=subprocess.DEVNULL)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(peak, before) / 1024, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    ap.add_argument("--memory", action="store_true",
                    help="also run `lopti simulate --games 100000` and report its peak RSS")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args()

    baseline = naive_games(4, args.seconds)
    rows = []
    for bot in ("random", "greedy"):
        for players in (2, 3, 4, 5):
            gps, dps, mean = bot_games(players, bot, args.seconds)
            rows.append({"bot": bot, "players": players, "games_per_s": round(gps),
                         "decisions_per_s": round(dps), "decisions_per_game": round(mean, 1)})
    applied, parsed = replay_speed(args.seconds)
    mem = simulate_rss(100_000) if args.memory else None

    if args.json:
        print(json.dumps({"naive_random_4p_games_per_s": round(baseline), "bots": rows,
                          "replay_decisions_per_s": round(applied),
                          "replay_from_text_decisions_per_s": round(parsed),
                          "simulate_100k_peak_rss_mb": mem and round(mem[0], 1)}, indent=2))
        return
    table = Table(title=f"Lopti engine, one core, {args.seconds:g} s per row")
    for col in ("bot", "players", "games/s", "decisions/s", "dec/game", "target games/s",
                "ratio", "x naive"):
        table.add_column(col, justify="right")
    for r in rows:
        goal = TARGET_GAMES if r["bot"] == "random" else TARGET_GAMES / 2
        table.add_row(
            str(r["bot"]), str(r["players"]), f"{r['games_per_s']:,}",
            f"{r['decisions_per_s']:,}", f"{r['decisions_per_game']}", f"{goal:,.0f}",
            f"{r['games_per_s'] / goal:.2f}",
            f"{r['games_per_s'] / baseline:.1f}" if r["bot"] == "random" else "",
        )
    console = Console(width=100)
    console.print(table)
    console.print(f"naive baseline: {baseline:,.0f} random 4-player games/s")
    console.print(f"replay (parsed log, no bots): {applied:,.0f} decisions/s "
                  f"= {applied / TARGET_REPLAY:.2f}x the 200,000/s target; "
                  f"reading the JSON Lines too: {parsed:,.0f} decisions/s")
    if mem is not None:
        console.print(f"lopti simulate --games 100000: peak RSS {mem[0]:.1f} MB "
                      f"({mem[0] / TARGET_RSS_MB:.2f}x the 100 MB limit), {mem[1]:.0f} s")


if __name__ == "__main__":
    main()
