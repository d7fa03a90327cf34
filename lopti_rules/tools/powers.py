"""What a rank's power does in a round, read off the round's decisions (issue 29).

Counting the 2s played says nothing about what a 2 *does*: a rule that lets only an Ace
follow a 2 ("after a 2, the next play must be A or higher") keeps every 2 on the table
and takes its reset away (R-SPECIAL-2: "the next play may be any rank"), a change only a
base-rule vote may make (R-VOTE-1). The reset's effect is the plays it makes possible
that the pile under the 2 would forbid: a play straight on a 2 lower than the play the 2
covered. :func:`resets_used` counts those, so the trial compares what the power does
with and without the book (``evenings.EVENT_KINDS``: "2 reset used"), however the
restriction is worded, as a share of its chances (a 2 on a plain play, and whatever
decision follows): a book that makes rounds longer plays more 2s, so a count alone
would hide a power taken away.

The cards a pickup leaves with the picker (:func:`picked_up`, R-TURN-2) are counted as
the pickup is taken: the picker's cards after it minus before.

Read from ``Game.history`` (the decisions, in order): a 2 whose previous decision was a
plain play lying on the pile (not a 2, 3, 7 or 10: a 3 leaves the pile, a 10 clears it,
a 7's low rule already lets a lower play follow) and whose next decision is a play of a
rank other than 3 that is lower than that covered play. A pile cleared or picked up in
between breaks the chain (the next decision is then no play on the 2). One pass over
the history, done once a round.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ..engine import PICKUP, PLAY

if TYPE_CHECKING:
    from ..engine import Game, Move

#: Ranks whose play does not lie plainly under a 2 as "the previous play": a 2 itself, a
#: 3 (discarded, R-SPECIAL-3), a 7 (its own low rule lets a lower rank follow), a 10
#: (clears, R-SPECIAL-10)
_NOT_COVERED = frozenset({2, 3, 7, 10})


#: The length of :func:`resets_used`'s answer: index 0 the chances, index ``r`` (4..14)
#: the resets used by a play of rank ``r``.
RESET_SLOTS: Final = 15


def resets_used(history: Sequence[tuple[int, Move]]) -> tuple[int, ...]:
    """Per rank (index = rank, 4 to 14), the plays on a 2 of that rank lower than the play
    the 2 covered; at index 0 the chances (a 2 on a plain play, and a decision after it:
    a play, a pickup or a blind flip). See the module."""
    out = [0] * RESET_SLOTS
    before: Move | None = None  # the two decisions before the one looked at
    two: Move | None = None
    for _seat, move in history:
        if (two is not None and two.kind == PLAY and two.rank == 2
                and before is not None and before.kind == PLAY
                and before.rank not in _NOT_COVERED):
            out[0] += 1
            if move.kind == PLAY and move.rank != 3 and move.rank < before.rank:
                out[move.rank] += 1
        before, two = two, move
    return tuple(out)


#: A rank's resets are still "used" with the book when they come, per chance, at least
#: this part of their base rate: a stray play now and then (a restriction that lapses
#: at a bonus play) is not a power left.
KEPT_RATE = 0.25


def reset_coverage(book: Sequence[int], base: Sequence[int]) -> float:
    """How much of the 2's reset a book leaves, pooled over rounds (:func:`resets_used`'s
    sums with the book and on the same deals without it): the share of the base's resets
    whose rank the book's resets still use, per chance, at :data:`KEPT_RATE` of the
    base's rate or more. The base's frequent resets weigh most, so a restriction that
    leaves only the rare high ones (``after a 2 only J or higher``: a Jack lower than
    the covered play needs a Queen or more under the 2) leaves little; one that changes
    how many cards follow a 2 (``at least a pair``) leaves every rank, at a lower rate."""
    total = sum(base[4:])
    if not total or not book[0] or not base[0]:
        return 1.0
    kept = sum(n for r, n in enumerate(base) if r >= 4 and n
               and book[r] / book[0] >= KEPT_RATE * n / base[0])
    return kept / total


def picked_up(g: Game, move: Move) -> tuple[int, int]:
    """Take the pickup ``move`` on ``g``: the cards of the pile it took, and how many cards
    it left with the picker (their cards after it, and after whatever the rules that
    react to it did, minus before). In the plain game the two are equal; a rule that
    hands the pile straight back out ("after a pickup the picker gives 3 cards to each
    other player") leaves little of it or less than nothing, and the pickup's
    consequence (R-TURN-2: the pile goes to the picker's hand) is undone (R-CUSTOM-2)."""
    p = g.cur
    pile = g.pile.bit_count()
    before = g.hand[p].bit_count() + g.up[p].bit_count() + len(g.down[p])
    g.apply(move)
    return pile, g.hand[p].bit_count() + g.up[p].bit_count() + len(g.down[p]) - before


# --------------------------------------------------------------- every rank's power
def _rank_mask(rank: int) -> int:
    """The card mask of every card of ``rank`` (a card is ``(rank - 2) * 4 + suit``)."""
    return 0xF << ((rank - 2) * 4)


_TWOS: Final = _rank_mask(2)
_THREES: Final = _rank_mask(3)
_TENS: Final = _rank_mask(10)
#: The cards whose power the tally counts when held: a decision by a player holding none
#: of them (and no 7 played or pending) counts nothing
_POWER_CARDS: Final = _TWOS | _THREES
#: Per previous play ``top`` (4..14), the cards that plainly answer it under the
#: official rules (R-PLAY-2, R-SPECIAL-7, R-SPECIAL-10): a higher rank, a 10 but on a 7,
#: and on a 7 the ranks 4 to 6. A player holding a 2 and none of these has the 2 as
#: their escape (R-SPECIAL-2): without it they pick up (a 3 only passes the pile on).
_ANSWERS: Final[tuple[int, ...]] = tuple(
    0 if top < 4 else
    (_rank_mask(4) | _rank_mask(5) | _rank_mask(6)) if top == 7 else
    sum(_rank_mask(r) for r in range(top + 1, 15))
    for top in range(15))

#: The slots of a round's :class:`PowerTally` (``RoundFacts.powers``): the 3-obligations
#: met by a player holding a 3 and those answered with a 3 (R-SPECIAL-3); the 7s that
#: stayed on the pile (no base clear) with a decision after them and those whose low
#: rule was still in force at it (R-SPECIAL-7); then, by the previous play's rank (0 for
#: an empty table, to 14), the decisions where the 2 was the escape and the 2s played
#: there (R-SPECIAL-2); last, the 10s played (R-SPECIAL-10) and the cards of the piles
#: they cleared, then the decisions of a player holding a 10 where the official rules
#: allow it (no 7 on top, no 3-obligation) and the cards of the piles they faced: where
#: the 10 still acts, against the piles it could have taken, not only how often (a book
#: that refuses the 10 on every pile of three cards or more keeps the 10 clearing as
#: often, on piles that hold nothing; one that clears the pile more often itself leaves
#: smaller piles to both). (The 10 is not measured by its chances: a book that forbids
#: the 10 on every other turn, ``odd-turns-low``, leaves the 10s in the hands, so the
#: chances pile up and the rate a chance fell to a quarter at two players, a false alarm;
#: the 10 clears counted as an event, LP802, judge how often.)
OBLIGED: Final = 0
ANSWERED: Final = 1
SEVENS_LAID: Final = 2
LOW_KEPT: Final = 3
ESCAPES: Final = 4
ESCAPED: Final = 19
TENS: Final = 34
TEN_CARDS: Final = 35
TEN_HELD: Final = 36
HELD_PILES: Final = 37
#: the 3s passed on a pile that stayed there (no base clear: four 3s clear) with a
#: decision after them, and those whose obligation was still in force at it (R-SPECIAL-3:
#: the next player must pick up or pass it on; a custom clear after every pass lifts it
#: before it reaches anyone, as one after every 7 lifts the low rule)
PASSED: Final = 38
PASS_KEPT: Final = 39
POWER_SLOTS: Final = 40


def base_clears(g: Game) -> int:
    """The base clears of ``g`` so far (a 10, four of a kind, four 3s, four 7s:
    ``Game.clears`` 1..4), not a custom one (index 5)."""
    clears = g.clears
    return clears[1] + clears[2] + clears[3] + clears[4]


class PowerTally:
    """What each special rank's power did in one round, told every decision before it is
    taken (:meth:`see`): the chances the official rules give the power and the times it
    was used, so a book that keeps the cards on the table and takes the power away
    shows (R-CUSTOM-2: a rule may add to a base event, never prevent it).

    - **the 3's pass-on answered** (R-SPECIAL-3): a player under a 3-obligation who holds
      a 3 may pass it on; a book that forbids the 3 there ("after a pass the next play
      must be 4 or higher") leaves only the pickup.
    - **the 3's obligation in force** (R-SPECIAL-3): a 3 passed on a pile obliges the
      next player; a custom clear after every pass ("after a pass, clear the pile")
      lifts the obligation before it reaches anyone, and the chain of four 3s with it.
    - **the 7's low rule in force** (R-SPECIAL-7): a 7 that stays on the pile binds the
      next decision; a custom clear or pickup after every 7 lifts it before anyone is
      bound.
    - **the 2 as the escape** (R-SPECIAL-2): a player who holds a 2 and nothing that
      plainly answers the previous play; a book that forbids the 2 exactly there
      ("after a court card the next play must be 3 or higher") forces the pickup.
    - **the 10's clear** (R-SPECIAL-10): the cards of the piles the 10s played cleared,
      against the piles the players holding one faced; a book that refuses the 10 on
      big piles leaves it clearing empty tables.

    A face-down player (R-FACE-2) plays blind and has no choice: not counted.
    """

    __slots__ = ("counts", "_pass", "_seven")

    def __init__(self) -> None:
        self.counts = [0] * POWER_SLOTS
        self._seven = -1  #: the base clears when the last decision laid a 7, else -1
        self._pass = -1  #: the base clears when the last decision passed a 3, else -1

    def see(self, g: Game, move: Move) -> None:
        """Tally the decision ``move`` that the player to act on ``g`` is about to take
        (on the evening's hot path: the common decision, by a player holding no 2 or 3,
        returns after a few reads)."""
        kind = move.kind
        if self._seven >= 0:  # the decision after a 7 that lay on the pile
            if base_clears(g) == self._seven:  # four 7s clear: no chance
                self.counts[SEVENS_LAID] += 1
                if g.top == 7:
                    self.counts[LOW_KEPT] += 1
            self._seven = -1
        if self._pass >= 0:  # the decision after a 3 passed on a pile
            if base_clears(g) == self._pass:  # four 3s clear: no obligation
                self.counts[PASSED] += 1
                if g.obligation:
                    self.counts[PASS_KEPT] += 1
            self._pass = -1
        if kind == PLAY:
            rank = move.rank
            if rank == 7:
                self._seven = base_clears(g)
            elif rank == 3 and g.pile:  # a 3 on an empty table passes nothing (R-FAQ-1)
                self._pass = base_clears(g)
            elif rank == 10:  # the pile it is about to clear (R-SPECIAL-10)
                self.counts[TENS] += 1
                self.counts[TEN_CARDS] += g.pile.bit_count()
        elif kind == PICKUP:
            rank = 0
        else:
            return
        p = g.cur
        zone = g.hand[p] or g.up[p]
        top = g.top
        if zone & _TENS and top != 7 and not g.obligation:
            self.counts[TEN_HELD] += 1
            self.counts[HELD_PILES] += g.pile.bit_count()
        if not zone & _POWER_CARDS:
            return
        counts = self.counts
        if g.obligation:
            if zone & _THREES:
                counts[OBLIGED] += 1
                counts[ANSWERED] += rank == 3
            return
        if top >= 4 and zone & _TWOS and not zone & _ANSWERS[top]:
            counts[ESCAPES + top] += 1
            counts[ESCAPED + top] += rank == 2


def kept_rate(book: Sequence[int], base: Sequence[int], chances: int, used: int) -> float:
    """The rate of a power's use per chance with the book, as a part of the base's rate
    (1.0 when the base never used it)."""
    if not base[chances] or not base[used] or not book[chances]:
        return 1.0
    return (book[used] / book[chances]) / (base[used] / base[chances])


#: A previous play's rank counts in :func:`rank_coverage` only with this many chances
#: with the book: fewer say nothing about a rate.
RANK_CHANCES = 10


def rank_coverage(book: Sequence[int], base: Sequence[int], chances: int, used: int
                  ) -> float:
    """How much of a power used by the previous play's rank (the 2 as the escape) a book
    leaves: the share of the base's uses whose previous play the book's
    uses still come on, per chance, at :data:`KEPT_RATE` of the base's rate or more (a
    rank with fewer than :data:`RANK_CHANCES` chances with the book is left). A book
    that forbids the 2 on the court cards takes the escape where it is most needed; one
    that forbids it after a pair of Aces only, on a rare top among many of that rank."""
    total = sum(base[used:used + 15])
    if not total:
        return 1.0
    kept = 0
    for top in range(15):
        n = base[used + top]
        if not n:
            continue
        c = book[chances + top]
        if c < RANK_CHANCES or book[used + top] / c >= KEPT_RATE * n / base[chances + top]:
            kept += n
    return kept / total
