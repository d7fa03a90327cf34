"""Benchmark: the base game's progress, which the termination search's fence rests on.

The lint's termination search (lopti_rules/tools/audit/termination.py) counts a game as
stalled when it goes ``FENCE[bot]`` decisions without progress (a card leaving play for
good, or a player going out). This measures, for base games (no house rules), the
longest such stretch per bot and player count over ``--games`` seeded games (run seeds
0..N-1, game 1 of each: the games ``lopti simulate --seed S --games 1`` plays), and
checks that the fence is far above it. ``BASE_LONGEST`` quotes its figures.

Run: ``.venv/bin/python benchmarks/termination.py [--games N]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from lopti_rules.engine import OVER, Game, make_bot
from lopti_rules.tools.audit.termination import BASE_LONGEST, FENCE, Progress, table_seeds


def longest_stretch(players: int, run_seed: int, bot: str) -> tuple[int, int]:
    """(longest run of decisions without progress, decisions) of one base game."""
    game_seed, bot_seed = table_seeds(run_seed)
    game = Game(players, game_seed)
    choose = make_bot(bot, bot_seed).choose
    progress = Progress(game)
    longest = 0
    while game.phase != OVER:
        game.apply(choose(game))
        if not progress.step(game) and progress.since > longest:
            longest = progress.since
    return longest, len(game.history)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    print(f"{args.games} base games per row; stretch = decisions without progress")
    print("bot     players  longest  p99   median  decisions(max)  seconds")
    worst: dict[str, int] = {}
    for bot in FENCE:
        for players in (2, 3, 4, 5):
            start = time.perf_counter()
            runs = [longest_stretch(players, s, bot) for s in range(args.games)]
            stretches = sorted(r[0] for r in runs)
            worst[bot] = max(worst.get(bot, 0), stretches[-1])
            print(f"{bot:7} {players:7}  {stretches[-1]:7}  {stretches[len(runs) * 99 // 100]:4}  "
                  f"{statistics.median(stretches):6.0f}  {max(r[1] for r in runs):14}  "
                  f"{time.perf_counter() - start:7.1f}")
    for bot, fence in FENCE.items():
        print(f"{bot}: longest {worst[bot]} (BASE_LONGEST says {BASE_LONGEST[bot]}), fence "
              f"{fence} = {fence / worst[bot]:.1f}x the longest")


if __name__ == "__main__":
    main()
