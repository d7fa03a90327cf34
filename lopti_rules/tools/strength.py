"""What a card is worth in play, and the worth a book's effects move between hands (issue
29, session 22; the trial's strength by standing, ``trial/standings.py``).

A card in a hand is one more card to shed, and the trial counts that (``RoundFacts.burden``).
But cards are not alike: a 10 clears the pile and plays again, a 3 passes the pickup on,
a 2 resets the pile, an Ace beats almost anything; a 4 or an 8 is only one more card. A
rule that "burdens" the last winner with the top cleared card after every clear by a 10
hands them the strongest card of the deck, again and again: a count sees a catch-up, the
ranks an advantage. So each card has a **worth**: in thousandths of a finishing place,
how much better the player who holds it after the deal finishes than the table's
average, measured on the base game the trial plays (random bots, 40 000 rounds at four
players and 30 000 at three, the mean of both; a finishing place is the number of players
out before, over the table size, 0 for the winner and 3/4 for last at four players; a
card's worth is the table's mean place less the mean place of its holders, for each card
held; ``benchmarks/strength.py`` remeasures it). Every seat holds nine cards after the
deal, so a rank's worth is what it is worth *instead of* an average card: the worths sum
to about 0 over the deck, and a card drawn blind from the draw pile is worth 0 on average,
whoever draws it.

The watcher of a book round (``evenings._Watcher``) asks :func:`worth` of each seat's
cards before a firing that moves cards (a draw, a give, a take, a swap, a pickup) and
after its effects have applied (``play.plans.Tally.settled``); the difference, summed
over the round, is the worth the book moved to each seat (``RoundFacts.strength``): the
10 taken off the cleared cards is +41 for the taker; the two weakest face-up cards swapped
for two blind ones from the draw pile about +50 for the swapper; a card of the giver's
choice (their weakest) given away about +25 for the giver and -25 for the receiver.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ..engine import BaseRules, Game

#: The worth of a plain card of each rank under the official base rules, and of each
#: special rank by its power (the rank's own worth there), in thousandths of a
#: finishing place (see the module text).
PLAIN_WORTH: Final = {4: -29, 5: -22, 6: -17, 8: -24, 9: -14, 11: -4, 12: 2, 13: 11, 14: 18}
POWER_WORTH: Final = {"reset_rank": 6, "pass_rank": 26, "low_rank": 4, "clear_rank": 41}
#: The effects that move cards to or from a player (``sandbox.effects``: their names).
MOVING: Final = frozenset({"draw", "give", "take_cleared", "take_pile", "swap_up", "pickup"})


@functools.cache
def worths(base: BaseRules) -> tuple[tuple[int, int], ...]:
    """(nibble shift, worth) for each rank of nonzero worth under ``base``: a special rank
    is worth its power's, a plain one its official plain worth (0 for a rank that is
    special in the official rules only)."""
    powers = {getattr(base, name): w for name, w in POWER_WORTH.items()}
    out = []
    for rank in range(2, 15):
        w = powers.get(rank, PLAIN_WORTH.get(rank, 0))
        if w:
            out.append(((rank - 2) << 2, w))
    return tuple(out)


def mask_worth(mask: int, table: Sequence[tuple[int, int]]) -> int:
    """The worth of the cards of a card mask."""
    total = 0
    for shift, w in table:
        nib = (mask >> shift) & 15
        if nib:
            total += w * nib.bit_count()
    return total


#: A card mask read in chunks of this many cards (52 = 4 x 13), each chunk's worth looked
#: up (:func:`chunks`): four lookups a hand instead of a loop over the ranks
CHUNK: Final = 13
_CHUNK_MASK: Final = (1 << CHUNK) - 1


@functools.cache
def chunks(base: BaseRules) -> tuple[tuple[int, ...], ...]:
    """For each chunk of :data:`CHUNK` cards, the worth of each of its 8192 subsets."""
    table = worths(base)
    return tuple(tuple(mask_worth(x << (c * CHUNK), table) for x in range(1 << CHUNK))
                 for c in range(52 // CHUNK))


def worth(g: Game, seat: int, table: tuple[tuple[int, ...], ...] | None = None) -> int:
    """The worth of every card ``seat`` holds in ``g``: hand, face-up and face-down
    (``table``: ``chunks(g.base)``, when the caller holds it)."""
    a, b, c, d = table if table is not None else chunks(g.base)
    mask = g.hand[seat] | g.up[seat]
    for card in g.down[seat]:
        mask |= 1 << card
    return (a[mask & _CHUNK_MASK] + b[(mask >> 13) & _CHUNK_MASK]
            + c[(mask >> 26) & _CHUNK_MASK] + d[mask >> 39])


class Moved:
    """Per seat, the worth a book's effects moved to it in a round (the watcher's part,
    ``evenings._Watcher``): each seat's cards' worth before the outermost firing that
    moves cards first names it, less after that firing and everything it set off (a
    firing inside it is part of it: counted once). Only the seats the firings name are
    weighed: an effect moves no other seat's cards."""

    __slots__ = ("_base", "_before", "_open", "_table", "gained", "swaps")

    def __init__(self) -> None:
        self.gained: list[int] = []
        #: per seat, the swaps of face-up cards with the draw pile the book granted it
        #: (its player chooses which cards go: an improvement, a perk the corpus's fair
        #: books give as a catch-up)
        self.swaps: list[int] = []
        #: seat -> its worth before the open firing that moves cards first named it
        #: (None: no such firing open)
        self._before: dict[int, int] | None = None
        #: per firing heard and not yet settled, whether it opened ``_before``
        self._open: list[bool] = []
        #: the base rules the worths were last looked up for, and their chunk tables
        #: (a base rules' hash is a tuple of its fields: looked up once, not per seat)
        self._base: object = None
        self._table: tuple[tuple[int, ...], ...] = ()

    def reset(self, players: int) -> None:
        self.gained = [0] * players
        self.swaps = [0] * players
        self._before, self._open = None, []

    def fired(self, g: Game, plan: Sequence[tuple[object, Sequence[int]]]) -> None:
        before = self._before
        if before is None:
            # (a loop, not any() over a generator: a firing's plan is one or two effects,
            # and this runs at every firing of a book that moves cards)
            for effect, _ in plan:
                if getattr(effect, "name", "") in MOVING:
                    break
            else:
                self._open.append(False)
                return
            before = self._before = {}
            if g.base is not self._base:
                self._base, self._table = g.base, chunks(g.base)
            self._open.append(True)
        else:
            self._open.append(False)
        for effect, seats in plan:
            if getattr(effect, "name", "") == "swap_up" and seats and \
                    0 <= seats[0] < len(self.swaps):
                self.swaps[seats[0]] += 1
        players, table = len(self.gained), self._table
        for _, seats in plan:
            for s in seats:
                if s not in before and 0 <= s < players:
                    before[s] = worth(g, s, table)

    def settled(self, g: Game) -> None:
        if self._open and self._open.pop() and self._before is not None:
            gained, table = self.gained, self._table
            for s, before in self._before.items():
                gained[s] += worth(g, s, table) - before
            self._before = None


__all__ = ["CHUNK", "MOVING", "PLAIN_WORTH", "POWER_WORTH", "Moved", "chunks", "mask_worth",
           "worth", "worths"]
