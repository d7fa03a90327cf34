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
from typing import TYPE_CHECKING, Any

from ..engine import PLAY

if TYPE_CHECKING:
    from ..engine import Game, Move

#: Ranks whose play does not lie plainly under a 2 as "the previous play": a 2 itself, a
#: 3 (discarded, R-SPECIAL-3), a 7 (its own low rule lets a lower rank follow), a 10
#: (clears, R-SPECIAL-10)
_NOT_COVERED = frozenset({2, 3, 7, 10})


#: The length of :func:`resets_used`'s answer: index 0 the chances, index ``r`` (4..14)
#: the resets used by a play of rank ``r``.
RESET_SLOTS = 15


def resets_used(history: Sequence[tuple[int, Any]]) -> tuple[int, ...]:
    """Per rank (index = rank, 4 to 14), the plays on a 2 of that rank lower than the play
    the 2 covered; at index 0 the chances (a 2 on a plain play, and a decision after it:
    a play, a pickup or a blind flip). See the module."""
    out = [0] * RESET_SLOTS
    before = two = None  # the two decisions before the one looked at
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
