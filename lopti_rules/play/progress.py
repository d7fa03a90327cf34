"""The progress guarantee: a rule whose effects keep a round from ending is stopped for it.

A round makes **progress** when cards leave play for good (cleared cards, discarded
3s) or a player goes out: :func:`measure`. Under the base rules that measure never goes
down, and no seeded base game goes long without raising it (``benchmarks/progress.py``:
the longest stretch in 160,000 games with random and greedy bots is 2,517 turns and
bonus plays, the longest whole game 3,162). House rules can undo it: cards taken back
from the pile or the cleared cards, a pickup, gives that refill hands, restrictions
that force pickups.

The rules in play watch each round through the engine's checkpoint (``Game.watch``):
every :data:`CHECK_EVERY` turns the :class:`Watch` reads the measure, which costs the
hot path nothing (the engine compares the turn count with the next checkpoint instead
of the cap). When the round has gone :data:`BUDGET` turns and bonus plays without a
new high, the rule whose effects undid progress in that stretch is **stopped for the
rest of the round** (R-VOTE-6): a ``rule_stopped`` record says why, the game's bus
gets the handlers written without its hooks, and the game goes on. Which rule: among
the rules that fired in the stretch, the one with the most firings weighted by what
its effects can undo (:data:`UNDO_WEIGHTS`: taking cards back or a rule's pickup 3,
gives and restrictions 2), ties to the earlier rule in the book; only when none of
those fired, a rule that draws, skips or reverses (1). A rule whose effects only
speak, reveal, play a Roshambo or clear the pile is never stopped this way. Each later
stretch in the same round is half as long, down to :data:`FLOOR`, so a book of five
runaway rules still ends far below the safety cap (``max_turns``), which stays the
last fence and is reported as a defect if a game reaches it.
"""

from __future__ import annotations

import ast
import functools
from typing import Any

from ..engine.game import Game

#: Turns and bonus plays without progress after which a rule whose effects undid
#: progress on at least one in :data:`DENSE` of them is stopped: above all but one in
#: a thousand such stretches of the base game (its 99.9th percentile is 660-740 for 2
#: to 5 players with random bots, under 200 with greedy ones).
QUICK = 1000
#: One in this many: a rule firing that often in a stretch keeps undoing progress.
DENSE = 4
#: Turns and bonus plays without progress after which any rule whose effects can undo
#: progress and fired in them is stopped: 2.4 times the longest such stretch, and 1.9
#: times the longest whole game, in 160,000 seeded base games (2 to 5 players, random
#: and greedy bots, ``benchmarks/progress.py``).
BUDGET = 6000
#: Past BUDGET turns and bonus plays in all (a round longer than any base game), the
#: stretch after which any such rule is stopped.
FLOOR = 1500
#: Turns between two looks at the measure.
CHECK_EVERY = 64
#: What an effect constructor in a rule's generated Python can undo, by its name.
UNDO_WEIGHTS: dict[str, int] = {
    "TakePile": 3, "TakeCleared": 3, "Pickup": 3, "Give": 2, "Restrict": 2,
    "Draw": 1, "Skip": 1, "Reverse": 1,
}


def measure(game: Game) -> int:
    """The round's progress: cards out of play for good (cleared, discarded 3s) and
    players out. Under the base rules it never goes down."""
    return game.cleared.bit_count() + game.discarded.bit_count() + game.players - game.active


@functools.lru_cache(maxsize=1024)  # by source: runtimes reread the same rules
def undo_weight(source: str) -> int:
    """How much a rule's effects can undo progress (:data:`UNDO_WEIGHTS`, the most of
    any effect its generated Python builds; 0 if it builds none of them or will not
    parse: then it is never stopped by the watch)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return 0
    return max((UNDO_WEIGHTS.get(n.func.id, 0) for n in ast.walk(tree)
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)), default=0)


class Watch:
    """The progress watch of one round with rules in play (``Game.watch`` calls it)."""

    __slots__ = ("best", "marks", "play", "since")

    def __init__(self, play: Any) -> None:
        self.play = play  #: the round's ``RulesInPlay``
        self.best = -1  #: the highest measure seen at a look
        self.since = 0  #: turns and bonus plays when it was seen
        self.marks: list[int] = list(play.fired)  #: each rule's firings then

    def __call__(self, game: Game) -> int:
        steps = game.turns + game.bonuses
        now = measure(game)
        if now > self.best:
            self.best, self.since = now, steps
            self.marks = list(self.play.fired)
        else:
            stalled = steps - self.since
            if stalled > QUICK:
                limit = FLOOR if steps > BUDGET else BUDGET
                found = self.culprit(stalled, dense=stalled <= limit)
                if found is not None:
                    self.stop(found, stalled)
                    # the round goes on from here: progress counts from what is left
                    self.best, self.since = now, steps
                    self.marks = list(self.play.fired)
        return game.turns + CHECK_EVERY

    def culprit(self, stalled: int, dense: bool) -> int | None:
        """The rule to stop: of the rules whose effects can undo progress and fired since
        the last progress (``dense``: on at least one in :data:`DENSE` of the
        ``stalled`` turns and bonus plays), the one with the most firings weighted by
        what its effects undo, those that take, give or restrict before those that only
        draw, skip or reverse; ties to the earlier rule. None if there is none."""
        play = self.play
        weights = play.runtime.undo_weights
        best: tuple[int, int, int] | None = None  #: (class, score, -index)
        for k, (now, then) in enumerate(zip(play.fired, self.marks, strict=True)):
            w = weights[k]
            fired = now - then
            if not w or not fired or k in play.halted or (dense and fired * DENSE < stalled):
                continue
            key = (1 if w >= 2 else 0, fired * w, -k)
            if best is None or key > best:
                best = key
        return None if best is None else -best[2]

    def stop(self, k: int, stalled: int) -> None:
        """Stop rule ``k`` for the rest of the round, saying why."""
        play = self.play
        fired = play.fired[k] - self.marks[k]
        what = {3: "take cards back or pick up the pile", 2: "give cards or restrict plays",
                1: "draw, skip or reverse"}[play.runtime.undo_weights[k]]
        play.halt(k, f"stopped for the rest of the round: {stalled} turns and bonus plays "
                     f"without progress (no card cleared or discarded, nobody out) while "
                     f"its effects, which {what}, fired {fired} times (R-VOTE-6, "
                     "R-CUSTOM-3)")


def watch_for(play: Any) -> Watch:
    """Start watching ``play``'s game: the first look after :data:`CHECK_EVERY` turns."""
    w = Watch(play)
    play.game.watch(w, CHECK_EVERY)
    return w
