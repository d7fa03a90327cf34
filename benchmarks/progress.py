"""The base game's longest stretches without progress: where the progress budget comes from.

Run: ``.venv/bin/python benchmarks/progress.py [--games 20000] [--seed 0]``, and
``--corpus tests/data/runaway --games 200`` for the runaway corpus: each file (and all
of them as one book) played on the same 4-player deals as the base game, with the
longest game in turns and the worst time per game against the base game's, and
``--examples examples/rules/*.lopti --games 300``: legal rules the watch must never stop;
``--corpus tests/data/runaway --simulate 1000``: ``lopti simulate``'s 1,000 games of
the corpus as one book, without the lint gate, and the peak memory.

Progress is what a round cannot take back under the base rules: cards out of play
for good (cleared, discarded 3s) and players out (``lopti_rules.play.progress``). For
every player count and both bots this plays seeded games without house rules and
measures, in steps (turns and bonus plays, what the safety cap counts), the longest
stretch in which that measure reached no new high, the longest game, and the slowest
pace (turns and bonus plays per unit of the measure, from ``progress.PACE_FROM`` on,
which ``progress.PACE`` must stand far above). The rules
runtime's budget (``progress.BUDGET``) must stand far above every figure here, so that
no game the base rules could produce is ever judged stuck (docs/rules-in-play.md).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from lopti_rules.engine import OVER, Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.play.progress import BUDGET, CHECK_EVERY, PACE, PACE_FROM, measure


def stalls(players: int, bot: str, games: int, seed: int) -> tuple[int, int, int, float]:
    """(longest stretch without progress, longest game, its seed, slowest pace) over
    ``games`` games. The pace is read as the watch reads it (``Watch.pace``): at each
    look, :data:`CHECK_EVERY` turns and bonus plays apart, once :data:`PACE_FROM` of them
    have passed, turns and bonus plays so far per unit of the measure."""
    rng = random.Random(seed)
    worst = longest = worst_seed = 0
    slowest = 0.0
    for _ in range(games):
        s = rng.getrandbits(48)
        g = Game(players, s, base=Game(players, 0).base)
        choose = make_bot(bot, s).choose
        best, since, look = -1, 0, CHECK_EVERY
        while g.phase != OVER:
            g.apply(choose(g))
            p = measure(g)
            steps = g.turns + g.bonuses
            if steps > look:
                look = steps + CHECK_EVERY
                if steps >= PACE_FROM:
                    slowest = max(slowest, steps / max(p, 1))
            if p > best:
                best, since = p, steps
            elif steps - since > worst:
                worst, worst_seed = steps - since, s
        longest = max(longest, g.turns + g.bonuses)
    return worst, longest, worst_seed, slowest


def unlinted(paths: list[Path]) -> list:  # type: ignore[type-arg]
    """Rule files compiled without the lint gate (parse, generate, compile in the sandbox),
    as the runtime tests do: the guarantee must hold whatever the linter lets through."""
    from lopti_rules.language import parse
    from lopti_rules.language.codegen.book import assemble, compile_entry
    from lopti_rules.language.codegen.codegen import generate_rule
    from lopti_rules.sandbox import DEFAULT_POLICY

    return [assemble(str(p), (compile_entry(generate_rule(r, filename=str(p)), DEFAULT_POLICY)
                              for r in parse(p.read_text(encoding="utf-8"), str(p)).rules))
            for p in paths]


def timed(start: Callable[[], Game], bot_seed: int, repeats: int) -> tuple[float, Game]:
    """The least CPU time of ``repeats`` plays of one game (random bots), and the game:
    the least is the figure a quiet machine gives (noise only ever adds time)."""
    best = float("inf")
    for _ in range(repeats):
        t = time.process_time()
        g = start()
        choose = make_bot("random", bot_seed).choose
        while g.phase != OVER:
            g.apply(choose(g))
        best = min(best, time.process_time() - t)
    return best, g


def corpus(folder: Path, games: int, seed: int, players: int = 4, repeats: int = 3) -> None:
    """The runaway corpus against the base game on the same deals: each game's time is the
    least CPU time of ``repeats`` plays, the base game and the books interleaved deal by
    deal, so that load on a shared machine hits every column alike."""
    from lopti_rules.play import RuleRuntime, bot_agents

    files = sorted(folder.glob("*.lopti"))
    books = [(p.stem, unlinted([p])) for p in files] + [("all together", unlinted(files))]
    runtimes = [(name, RuleRuntime(book)) for name, book in books]
    rng = random.Random(seed)
    deals = [(rng.getrandbits(48), rng.getrandbits(48)) for _ in range(games)]
    base_times: list[float] = []
    rows = {name: [0.0, 0, 0] for name, _ in runtimes}  #: worst s, longest, capped
    for game_seed, bot_seed in deals:
        dt, _ = timed(lambda s=game_seed: Game(players, s), bot_seed, repeats)
        base_times.append(dt)
        for name, runtime in runtimes:
            dt, g = timed(lambda s=game_seed, b=bot_seed, r=runtime:  # type: ignore[misc]
                          r.start(players, s, agents=bot_agents(players, b)).game,
                          bot_seed, repeats)
            row = rows[name]
            row[0] = max(row[0], dt)
            row[1] = max(row[1], g.turns + g.bonuses)
            row[2] += g.capped
    worst_base, mean_base = max(base_times), statistics.mean(base_times)
    print(f"{games} deals, {players} players, random bots, least CPU time of {repeats} "
          f"plays a game; base game: worst {worst_base * 1000:.1f} ms, "
          f"mean {mean_base * 1000:.2f} ms")
    print("book                   capped  longest  worst ms  x worst base  x mean base")
    for name, (worst, longest, capped) in rows.items():
        print(f"{name:<22} {capped:>6}  {longest:>7}  {worst * 1000:>8.1f}  "
              f"{worst / worst_base:>12.1f}  {worst / mean_base:>11.1f}")


def simulated(folder: Path, games: int, seed: int, players: int = 4) -> None:
    """``lopti simulate --rules FOLDER --games N`` without the lint gate (simulate refuses
    a book that does not lint clean, as the runaway corpus does not): the files as one
    book, played in this process through the same ``simulate_rules``, then its peak RSS."""
    import resource

    from lopti_rules.tools.rulebooks import RuleSet
    from lopti_rules.tools.simulation import simulate_rules

    files = sorted(folder.glob("*.lopti"))
    rules = RuleSet(tuple((str(p), p.read_text(encoding="utf-8")) for p in files),
                    tuple(unlinted(files)))
    t = time.perf_counter()
    report = simulate_rules(rules, players, games, seed)
    took = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    played = report.rules
    print(f"{games} games, {players} players, seed {seed}, {len(files)} files as one book "
          f"(no lint gate): capped {played.capped}, longest {played.turns.high:.0f} "
          f"turns; {took:.1f} s; peak RSS {peak:.1f} MB")


def examples(paths: list[Path], games: int) -> None:
    """Legal rule files, each alone (linted and compiled as ``lopti simulate`` does, short
    of the book-level play audit): ``games`` seeded games per bot (random, greedy) and
    player count (2 to 5), counting the games in which the progress watch stopped a rule
    (it must never stop one: docs/rules-in-play.md) and those that reached the cap."""
    from lopti_rules.language import compile_text
    from lopti_rules.play import RuleRuntime, RuleStopped, bot_agents

    print(f"{games} games per bot and player count (2-5), seeds 0-{games - 1}")
    print("file                            games  stopped for progress  capped  longest")
    for path in paths:
        runtime = RuleRuntime(compile_text(path.read_text(encoding="utf-8"), str(path)))
        stopped = capped = longest = played = 0
        for bot in ("random", "greedy"):
            for players in range(2, 6):
                for seed in range(games):
                    stops: list[RuleStopped] = []
                    runtime.listeners[:] = [lambda r, s=stops: s.append(r)
                                            if isinstance(r, RuleStopped) else None]
                    g = runtime.start(players, seed, agents=bot_agents(players, seed)).game
                    choose = make_bot(bot, seed).choose
                    while g.phase != OVER:
                        g.apply(choose(g))
                    played += 1
                    stopped += any("progress" in r.reason for r in stops)
                    capped += g.capped
                    longest = max(longest, g.turns + g.bonuses)
        print(f"{path.stem:<30} {played:>7}  {stopped:>20}  {capped:>6}  {longest:>7}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--corpus", type=Path, default=None, help="a folder of runaway rules")
    ap.add_argument("--simulate", type=int, default=0, metavar="N",
                    help="with --corpus: simulate N games of it as one book, peak RSS")
    ap.add_argument("--examples", type=Path, nargs="+", default=None,
                    help="legal rule files: count the games the watch stopped a rule in")
    ap.add_argument("--repeats", type=int, default=3,
                    help="plays of each corpus game; its time is the least of them")
    args = ap.parse_args()
    if args.examples is not None:
        examples(args.examples, args.games)
        return
    if args.corpus is not None and args.simulate:
        simulated(args.corpus, args.simulate, args.seed)
        return
    if args.corpus is not None:
        corpus(args.corpus, args.games, args.seed, repeats=args.repeats)
        return
    print(f"{args.games} games per row, seed {args.seed}; budget {BUDGET} steps, checked "
          f"every {CHECK_EVERY}; pace judged from {PACE_FROM} steps, at one unit in "
          f"{PACE} (by players)")
    print("players  bot      longest stall  longest game  slowest pace  (stall seed)")
    for players in range(2, 6):
        for bot in ("random", "greedy"):
            worst, longest, s, slowest = stalls(players, bot, args.games, args.seed)
            print(f"{players:>7}  {bot:<7}  {worst:>13}  {longest:>12}  {slowest:>12.1f}  ({s})")


if __name__ == "__main__":
    main()
