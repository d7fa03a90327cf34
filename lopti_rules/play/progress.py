"""The progress guarantee: a rule whose effects keep a round from ending is stopped for it.

A round makes **progress** when cards leave play for good (cleared cards, discarded
3s) or a player goes out: :func:`measure`. Under the base rules that measure never goes
down, and no seeded base game goes long without raising it (``benchmarks/progress.py``:
the longest stretch in 160,000 games with random and greedy bots is 2,517 turns and
bonus plays, the longest whole game 3,162). House rules can undo it: cards taken back
from the pile or the cleared cards, a pickup, gives that refill hands, restrictions
that force pickups.

The rules in play watch each round through the engine's checkpoint (``Game.watch``):
every :data:`CHECK_EVERY` turns and bonus plays the :class:`Watch` reads the measure,
which costs the hot path nothing (the engine compares the turn count, or after a bonus
play the turns and bonus plays, with the next checkpoint instead of the cap). A rule
whose effects undid progress while the round made none, or too little, is **stopped
for the rest of the round** (R-VOTE-6): a ``rule_stopped`` record says why,
its flag goes up (``RulesInPlay.off``: the handlers skip its hooks), and the game
goes on.
What an effect can undo is read off the rule's generated Python once
(:data:`UNDO_WEIGHTS`: cleared cards taken back 4, cards taken from the pile or a
rule's pickup 3, gives and restrictions 2, draws, skips and reversals 1); a rule whose
effects only speak, reveal, play a Roshambo or clear the pile is never stopped. When:

- once :data:`PACE_FROM` turns and bonus plays have passed since the round began (or
  since its last stop), a round whose measure rose by less than one in every
  :data:`PACE` of them (about half the slowest pace of any base game, by player count)
  stops every rule that takes, gives or restricts and fired on at least one in
  :data:`DENSE` of them, and every rule that took cleared cards back (or, if none, the
  densest one that draws, skips or reverses): a rule that keeps progress slow without
  ever stalling it (a clear now and then makes a new high) is stopped a few hundred
  steps in, not past :data:`QUICK`;
- after :data:`QUICK` turns and bonus plays without progress, every rule that takes,
  gives or restricts and fired on at least one in :data:`DENSE` of them, and every
  rule that took cleared cards back at all (or, if none, the densest one that draws,
  skips or reverses);
- the budget is the book's, not each rule's: a stretch in which ``k`` such rules
  each fire on one in :data:`DENSE` steps spends ``k`` steps of :data:`QUICK` a step
  (so they are stopped together after ``QUICK / k``, never under :data:`SHORT`), and
  once a rule was stopped this round, a stretch of :data:`SHORT` stops the next rule
  that takes, gives or restricts: eight runaway rules do not get eight budgets;
- after :data:`BUDGET` without progress, or :data:`SHORT` once the round is longer
  than any base game (:data:`LONG`), the one rule with the most firings weighted by
  what its effects undo, those that take, give or restrict first;
- once the round has gone backwards (the measure lower than :data:`WINDOW` looks, 768
  turns and bonus plays, before) at :data:`BACK` looks, every rule that took cleared
  cards back since the older look: no base game goes backwards, and a rule that keeps
  taking them back never lets a stretch without a new high grow to :data:`QUICK`.

Ties go to the earlier rule in the book. The safety cap (``max_turns``) stays the last
fence: a game that reaches it is a defect, and simulations report it (LS03).
"""

from __future__ import annotations

import ast
import functools
from collections import deque
from typing import Any

from ..engine import Game

#: Turns and bonus plays without progress after which a rule whose effects undid
#: progress on at least one in :data:`DENSE` of them is stopped. Base games reach such
#: a stretch rarely (random bots: the 99.9th percentile of a game's longest stretch is
#: 750-1,240 for 2 to 5 players; greedy bots: never over 172), so density is asked.
QUICK = 1000
#: One in this many: a rule firing that often in a stretch keeps undoing progress.
DENSE = 4
#: Turns and bonus plays without progress after which any rule whose effects can undo
#: progress and fired in them is stopped: 2.4 times the longest such stretch, and 1.9
#: times the longest whole game, in 160,000 seeded base games (2 to 5 players, random
#: and greedy bots, ``benchmarks/progress.py``).
BUDGET = 6000
#: Turns and bonus plays in all past which a round is longer than any base game (the
#: longest of 160,000 took 3,162): from then on a stretch of SHORT without progress
#: stops a rule whose effects can undo progress, however rarely it fired.
LONG = 4000
#: The stretch without progress that counts past LONG (over three times the median of a
#: base game's longest stretch, 75-78).
SHORT = 250
#: Turns between two looks at the measure.
CHECK_EVERY = 64
#: Looks (:data:`CHECK_EVERY` turns and bonus plays apart: 768) over which the round is
#: judged to have gone **backwards**: the measure now is lower than this many looks ago.
#: No base game can do that (its measure never goes down); a rule that takes back less
#: than the clears bring over such a stretch does not either (``kings-crumbs``,
#: ``first-clear-refund``, ``pickup-refund``, ``big-clear-fewest-takes``: never in 2,400
#: games each, ``benchmarks/progress.py --examples``).
WINDOW = 12
#: Looks at which the round had gone backwards over :data:`WINDOW` after which the
#: rules that took cleared cards back in that window are stopped. Rules that keep taking
#: them back (``take-two-cleared``, ``turn-refill``) hold the measure level while a
#: clear now and then makes a new high, so no stretch without progress grows to
#: :data:`QUICK`; this stops them about 800-1,700 turns into the round instead of past
#: :data:`LONG`. One look: none of the seven examples that take cleared cards back
#: (``benchmarks/progress.py --examples``, 2,400 games each) ever went backwards over
#: :data:`WINDOW`; the second look (the value before) let the worst runaway games run
#: 300-650 steps longer.
BACK = 1
#: Turns and bonus plays from the round's start (or its last stop) after which its
#: pace is judged (:meth:`Watch.pace`). From 256 on, it stopped a few 2-player
#: greedy-bot games of legal examples that made no progress in their first 260 steps.
PACE_FROM = 512
#: The slowest pace a round may keep, by player count: on average since the round began
#: (or its last stop), at least one unit of the measure every this many turns and bonus
#: plays. About twice the slowest pace of 5,000 seeded base games per player count and
#: bot (``benchmarks/progress.py``, docs/rules-in-play.md): two- and three-player games
#: with random bots are the slowest, so they get the longer allowance.
PACE: dict[int, int] = {2: 224, 3: 224, 4: 128, 5: 128}
#: What an effect constructor in a rule's generated Python can undo, by its name.
UNDO_WEIGHTS: dict[str, int] = {
    "TakeCleared": 4, "TakePile": 3, "Pickup": 3, "Give": 2, "Restrict": 2,
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

    __slots__ = ("back", "best", "looks", "marks", "origin", "play", "since")

    def __init__(self, play: Any) -> None:
        self.play = play  #: the round's ``RulesInPlay``
        self.best = -1  #: the highest measure seen at a look
        self.since = 0  #: turns and bonus plays when it was seen
        self.marks: list[int] = list(play.fired)  #: each rule's firings then
        #: (turns and bonus plays, the measure, each rule's firings) at the last
        #: WINDOW + 1 looks at least CHECK_EVERY apart, oldest first
        self.looks: deque[tuple[int, int, list[int]]] = deque(maxlen=WINDOW + 1)
        self.back = 0  #: looks this round at which it had gone backwards over WINDOW
        #: where the pace is judged from (:meth:`pace`): (turns and bonus plays, the
        #: measure, each rule's firings) at the round's start or its last stop
        self.origin: tuple[int, int, list[int]] = (0, measure(play.game), list(play.fired))

    def __call__(self, game: Game) -> int:
        steps = game.turns + game.bonuses
        now = measure(game)
        self.backwards(now, steps)
        if self.pace(now, steps):
            self.restart(now, steps)
        elif now > self.best:
            self.best, self.since = now, steps
            self.marks = list(self.play.fired)
        else:
            found = self.found(steps, steps - self.since)
            if found:
                self.play.halt({k: self.why(k, steps - self.since) for k in found})
                self.restart(now, steps)
        return steps + CHECK_EVERY

    def restart(self, now: int, steps: int) -> None:
        """A rule was stopped: the round goes on from here, and progress (its stretches
        and its pace) counts from what is left."""
        self.best, self.since = now, steps
        self.marks = list(self.play.fired)
        self.origin = (steps, now, self.marks)

    def pace(self, now: int, steps: int) -> bool:
        """Once :data:`PACE_FROM` turns and bonus plays have passed since the round began
        (or since its last stop), a round whose measure rose by less than one in every
        :data:`PACE` of them (by its player count) is slower than any base game: stop
        the rules that keep undoing progress in it (:meth:`culprits` over that whole
        stretch, dense). True if one was stopped."""
        start, then, marks = self.origin
        played = steps - start
        pace = PACE.get(self.play.game.players, max(PACE.values()))
        if played < PACE_FROM or (now - then) * pace >= played:
            return False
        found = self.culprits(played, dense=True, marks=marks)
        self.play.halt({k: self.why(
            k, played, marks=marks,
            what=f"almost without progress ({now - then} more cards out of play for good or "
                 f"players out, fewer than one in every {pace}, a pace no base game falls "
                 "under)") for k in found})
        return bool(found)

    def backwards(self, now: int, steps: int) -> None:
        """Note this look (``steps``: the round's turns and bonus plays, at least
        :data:`CHECK_EVERY` of them after the last look); once the measure was lower than
        :data:`WINDOW` kept looks before at :data:`BACK` looks, stop the rules that took
        cleared cards back since that look (only their effects lower the measure)."""
        play = self.play
        looks = self.looks
        looks.append((steps, now, list(play.fired)))
        if len(looks) <= WINDOW or now >= looks[0][1]:
            return
        self.back += 1
        if self.back < BACK:
            return
        _, then, marks = looks[0]
        weights = play.runtime.undo_weights
        play.halt({k: f"stopped for the rest of the round: {WINDOW * CHECK_EVERY} turns and "
                      "bonus plays that went backwards, without progress on the whole (fewer "
                      f"cards out of play for good, {now}, than at their start, {then}; "
                      f"{self.back} such looks this round) while its effects, which take "
                      f"cleared cards back, fired {fired - mark} times (R-VOTE-6, R-CUSTOM-3)"
                   for k, (fired, mark) in enumerate(zip(play.fired, marks, strict=True))
                   if weights[k] == 4 and fired > mark and k not in play.halted})

    def found(self, steps: int, stalled: int) -> list[int]:
        """The rules to stop after ``stalled`` turns and bonus plays without progress, in a
        round ``steps`` long. The budget is the book's, not each rule's: every step
        without progress in which ``k`` rules that take, give or restrict keep firing
        (on one in :data:`DENSE` of them) spends ``k`` of its :data:`QUICK` (never less
        than :data:`SHORT` steps); once a rule was stopped this round the book's budget
        is spent, and a stretch of :data:`SHORT` stops the next one. Eight runaway rules
        thus get one budget, not eight."""
        if stalled > QUICK:
            return self.culprits(stalled, dense=stalled <= BUDGET)
        if stalled <= SHORT:
            return []
        if steps > LONG:
            return self.culprits(stalled, dense=False)
        if self.play.halted:
            return self.culprits(stalled, dense=False, only_strong=True)
        keep = self.culprits(stalled, dense=True, only_strong=True)
        return keep if len(keep) * stalled > QUICK else []

    def culprits(self, stalled: int, dense: bool, only_strong: bool = False,
                 marks: list[int] | None = None) -> list[int]:
        """The rules to stop, of those whose effects can undo progress and fired since
        the last progress. ``dense`` (the stretch is shorter than the budget): every
        rule that takes, gives or restricts and fired on at least one in :data:`DENSE`
        of the ``stalled`` turns and bonus plays (each keeps undoing progress), else the
        densest one that draws, skips or reverses. Past the budget: the one with the
        most firings weighted by what its effects undo, those that take, give or
        restrict first. Ties go to the earlier rule; none if no rule qualifies.
        A rule that takes cleared cards back counts as dense whenever it fired: each
        firing took progress back in a stretch that made none (a rule that takes back
        less than a clear brings, like "Crumbs for the poor", fires only right after
        progress, and is never in such a stretch). ``only_strong``: only the rules that
        take, give or restrict count (:meth:`found`). ``marks``: each rule's firings at
        the stretch's start (by default at the last progress)."""
        play = self.play
        weights = play.runtime.undo_weights
        found: list[tuple[int, int, int]] = []  #: (class, score, -index)
        start = self.marks if marks is None else marks
        for k, (now, then) in enumerate(zip(play.fired, start, strict=True)):
            w = weights[k]
            fired = now - then
            if not w or not fired or k in play.halted or (only_strong and w < 2):
                continue
            if dense and fired * DENSE < stalled and w != 4:
                continue
            found.append((1 if w >= 2 else 0, fired * w, -k))
        if not found:
            return []
        strong = [-key[2] for key in found if key[0]]
        if dense and strong:
            return strong
        return [-max(found)[2]]

    def why(self, k: int, stalled: int, marks: list[int] | None = None,
            what: str = "without progress (no card cleared or discarded, nobody out)") -> str:
        """Why rule ``k`` is stopped for the rest of the round: ``stalled`` turns and bonus
        plays ``what``, its firings counted from ``marks`` (by default the last
        progress)."""
        play = self.play
        fired = play.fired[k] - (self.marks if marks is None else marks)[k]
        undo = {4: "take cleared cards back", 3: "take cards back or pick up the pile",
                2: "give cards or restrict plays",
                1: "draw, skip or reverse"}[play.runtime.undo_weights[k]]
        return (f"stopped for the rest of the round: {stalled} turns and bonus plays {what} "
                f"while its effects, which {undo}, fired {fired} times (R-VOTE-6, "
                "R-CUSTOM-3)")


def watch_for(play: Any) -> Watch:
    """Start watching ``play``'s game: the first look after :data:`CHECK_EVERY` turns."""
    w = Watch(play)
    play.game.watch(w, CHECK_EVERY)
    return w
