"""The base game's longest stretches without progress: where the progress budget comes from.

Run: ``.venv/bin/python benchmarks/progress.py [--games 20000] [--seed 0]``.

Progress is what a round cannot take back under the base rules: cards out of play
for good (cleared, discarded 3s) and players out (``lopti_rules.play.progress``). For
every player count and both bots this plays seeded games without house rules and
measures, in steps (turns and bonus plays, what the safety cap counts), the longest
stretch in which that measure reached no new high, and the longest game. The rules
runtime's budget (``progress.BUDGET``) must stand far above every figure here, so that
no game the base rules could produce is ever judged stuck (docs/rules-in-play.md).
"""

from __future__ import annotations

import argparse
import random

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.game import OVER
from lopti_rules.play.progress import BUDGET, CHECK_EVERY, measure


def stalls(players: int, bot: str, games: int, seed: int) -> tuple[int, int, int]:
    """(longest stretch without progress, longest game, its seed) over ``games`` games."""
    rng = random.Random(seed)
    worst = longest = worst_seed = 0
    for _ in range(games):
        s = rng.getrandbits(48)
        g = Game(players, s, base=Game(players, 0).base)
        choose = make_bot(bot, s).choose
        best, since = -1, 0
        while g.phase != OVER:
            g.apply(choose(g))
            p = measure(g)
            steps = g.turns + g.bonuses
            if p > best:
                best, since = p, steps
            elif steps - since > worst:
                worst, worst_seed = steps - since, s
        longest = max(longest, g.turns + g.bonuses)
    return worst, longest, worst_seed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    print(f"{args.games} games per row, seed {args.seed}; budget {BUDGET} steps, checked "
          f"every {CHECK_EVERY}")
    print("players  bot      longest stall  longest game  (stall seed)")
    for players in range(2, 6):
        for bot in ("random", "greedy"):
            worst, longest, s = stalls(players, bot, args.games, args.seed)
            print(f"{players:>7}  {bot:<7}  {worst:>13}  {longest:>12}  ({s})")


if __name__ == "__main__":
    main()
