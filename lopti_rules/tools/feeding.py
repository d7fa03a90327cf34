"""Cards a book feeds back into play once the draw pile is empty (R-CUSTOM-3, LP804).

Once the draw pile is empty a round can only shrink: cards leave play for good (a clear
puts the pile among the cleared cards, a 3 is discarded, R-SPECIAL-3) and none comes in.
A book that takes cleared cards back puts some of them in play again. What it takes back
is at most what the clears take out, so the round still shrinks, but by what is left:
a book that takes back a part ``f`` of what leaves play makes the rest of the round
last about ``1 / (1 - f)`` times as long, whoever plays. :class:`Feed` counts, in one
round with the book, the cards its firings took back from the cleared cards while the
draw pile was empty (a firing's cleared cards before and after it: a clear and a take
in one firing count what they took back net), and :func:`in_play` the cards in play (in
the players' hands, face up and face down, and on the pile); ``evenings.BookPlayer``
keeps both as ``RoundFacts.fed`` and the trial's runaway judge (``trial/runaway.py``)
weighs the one against the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import Game


class Feed:
    """The cards a round's firings took back from the cleared cards while the draw pile
    was empty (``taken``), told each firing before and after its effects apply."""

    def __init__(self) -> None:
        self.taken = 0
        self._before = -1

    def reset(self) -> None:
        self.taken, self._before = 0, -1

    def fired(self, game: Game) -> None:
        self._before = -1 if game.draw_pile else game.cleared.bit_count()

    def settled(self, game: Game) -> None:
        if self._before >= 0:
            self.taken += max(0, self._before - game.cleared.bit_count())
            self._before = -1


def in_play(game: Game) -> int:
    """The cards in play: every player's, in hand, face up and face down, and the pile's."""
    held = sum(h.bit_count() + u.bit_count() + len(d)
               for h, u, d in zip(game.hand, game.up, game.down, strict=True))
    return held + game.pile.bit_count()


__all__ = ["Feed", "in_play"]
