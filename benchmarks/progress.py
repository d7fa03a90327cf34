"""The base game's longest stretches without progress: where the progress budget comes from.

Run: ``.venv/bin/python benchmarks/progress.py [--games 20000] [--seed 0]``, and
``--corpus tests/data/runaway --games 200`` for the runaway corpus: each file (and all
of them as one book) played on the same 4-player deals as the base game, with the
longest game in turns and the worst time per game against the base game's.

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
import time
from pathlib import Path

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


def unlinted(paths: list[Path]) -> list:  # type: ignore[type-arg]
    """Rule files compiled without the lint gate (parse, generate, compile in the sandbox),
    as the runtime tests do: the guarantee must hold whatever the linter lets through."""
    from lopti_rules.language import parse
    from lopti_rules.language.book import assemble, compile_entry
    from lopti_rules.language.codegen import generate_rule
    from lopti_rules.sandbox import DEFAULT_POLICY

    return [assemble(str(p), (compile_entry(generate_rule(r, filename=str(p)), DEFAULT_POLICY)
                              for r in parse(p.read_text(encoding="utf-8"), str(p)).rules))
            for p in paths]


def corpus(folder: Path, games: int, seed: int, players: int = 4) -> None:
    """The runaway corpus against the base game on the same deals."""
    from lopti_rules.play import RuleRuntime, bot_agents

    files = sorted(folder.glob("*.lopti"))
    books = [(p.stem, unlinted([p])) for p in files] + [("all together", unlinted(files))]
    rng = random.Random(seed)
    deals = [(rng.getrandbits(48), rng.getrandbits(48)) for _ in range(games)]
    worst_base, mean_base = 0.0, 0.0
    for game_seed, bot_seed in deals:
        t = time.perf_counter()
        g = Game(players, game_seed)
        choose = make_bot("random", bot_seed).choose
        while g.phase != OVER:
            g.apply(choose(g))
        dt = time.perf_counter() - t
        worst_base = max(worst_base, dt)
        mean_base += dt / games
    print(f"{games} deals, {players} players, random bots; base game: worst "
          f"{worst_base * 1000:.1f} ms, mean {mean_base * 1000:.2f} ms")
    print("book                   capped  longest  worst ms  x worst base  x mean base")
    for name, book in books:
        runtime = RuleRuntime(book)
        worst, longest, capped = 0.0, 0, 0
        for game_seed, bot_seed in deals:
            t = time.perf_counter()
            play = runtime.start(players, game_seed, agents=bot_agents(players, bot_seed))
            g = play.game
            choose = make_bot("random", bot_seed).choose
            while g.phase != OVER:
                g.apply(choose(g))
            worst = max(worst, time.perf_counter() - t)
            longest = max(longest, g.turns + g.bonuses)
            capped += g.capped
        print(f"{name:<22} {capped:>6}  {longest:>7}  {worst * 1000:>8.1f}  "
              f"{worst / worst_base:>12.1f}  {worst / mean_base:>11.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--corpus", type=Path, default=None, help="a folder of runaway rules")
    args = ap.parse_args()
    if args.corpus is not None:
        corpus(args.corpus, args.games, args.seed)
        return
    print(f"{args.games} games per row, seed {args.seed}; budget {BUDGET} steps, checked "
          f"every {CHECK_EVERY}")
    print("players  bot      longest stall  longest game  (stall seed)")
    for players in range(2, 6):
        for bot in ("random", "greedy"):
            worst, longest, s = stalls(players, bot, args.games, args.seed)
            print(f"{players:>7}  {bot:<7}  {worst:>13}  {longest:>12}  ({s})")


if __name__ == "__main__":
    main()
