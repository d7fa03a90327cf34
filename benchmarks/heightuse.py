"""How much of "higher than the previous play" (R-PLAY-2) each lower-on-higher pair is, by
use (docs/trial.md, "Permissions far down the ranks", session 25; "Session 27: one rank let
onto several higher ranks": use does not separate the labels, the shape does).

R-PLAY-2 refuses a lower plain rank on a higher one: 36 pairs of the nine plain ranks (4,
5, 6, 8, 9, J, Q, K, A; the 2, 3, 7 and 10 have rules of their own). A pair's weight is
how often it is met in base games: at every decision from a hand or the face-up cards on
a plain top, with no 3-obligation, each plain rank below the top that the player holds.
A permission's share of the rule is the weight of its pairs over all of them. This prints
the share of each permission of the training sets' labels, to show where the line between
a house rule's exceptions and a repeal of the order lies.

Run: ``.venv/bin/python benchmarks/heightuse.py`` (``--seeds 20`` for a quick look).
"""

from __future__ import annotations

import argparse
from collections import Counter

from lopti_rules.engine import OVER
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.game import Game

PLAIN = (4, 5, 6, 8, 9, 11, 12, 13, 14)
J, Q, K, A = 11, 12, 13, 14
#: (previous rank, rank) pairs of each permission, with its training label
BOOKS: dict[str, tuple[tuple[int, int], ...]] = {
    "5 on 6 (fair)": ((6, 5),),
    "J on Q (fair)": ((Q, J),),
    "5 on K (fair)": ((K, 5),),
    "4 on A (fair)": ((A, 4),),
    "4 on K (unfair, redteam14)": ((K, 4),),
    "8 on A (unfair, redteam15)": ((A, 8),),
    "4, 5 on J (fair)": ((J, 4), (J, 5)),
    "5 on J, Q (unfair, redteam16)": ((J, 5), (Q, 5)),
    "J on Q, Q on K (fair)": ((Q, J), (K, Q)),
    "6 on J, Q (unfair, redteam15)": ((J, 6), (Q, 6)),
    "9 on Q, K (unfair, redteam14)": ((Q, 9), (K, 9)),
    "4 on A, 5 on K (fair)": ((A, 4), (K, 5)),
    "5, 6 on A (unfair, redteam16)": ((A, 5), (A, 6)),
    "4 on A, 5 on K, 6 on Q (unfair)": ((A, 4), (K, 5), (Q, 6)),
    # session 27: the far single pairs labelled fair, and redteam17's one rank on two tops
    "J on K (fair)": ((K, J),),
    "J on A (fair)": ((A, J),),
    "6 on K, A (unfair, redteam17)": ((K, 6), (A, 6)),
}


def weights(seeds: int) -> tuple[Counter[tuple[int, int]], int]:
    """Each pair's count over base games of 2 to 5 players, random and greedy bots."""
    met: Counter[tuple[int, int]] = Counter()
    decisions = 0
    for players in (2, 3, 4, 5):
        for seed in range(seeds):
            for bot in ("random", "greedy"):
                g = Game(players, seed)
                bots = [make_bot(bot, seed * 10 + i) for i in range(players)]
                steps = 0
                while g.phase != OVER and steps < 3000:
                    p = g.cur
                    zone = g.hand[p] or g.up[p]
                    if g.pile and not g.obligation and g.top in PLAIN and zone:
                        decisions += 1
                        for r in PLAIN:
                            if r < g.top and (zone >> ((r - 2) << 2)) & 15:
                                met[(g.top, r)] += 1
                    g.apply(bots[p].choose(g))
                    steps += 1
    return met, decisions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=60)
    seeds = ap.parse_args().seeds
    met, decisions = weights(seeds)
    total = sum(met.values())
    print(f"{decisions} decisions, {total} pairs met")
    for name, pairs in BOOKS.items():
        print(f"{name:34s} {sum(met[p] for p in pairs) / total:6.1%}")


if __name__ == "__main__":
    main()
