"""Decisions a player can take, as small immutable values with a compact text form.

Plays, flips, pickups and keeps are interned: ``Move.play(9, 2) is Move.play(9, 2)``,
so the engine hands out existing objects instead of building new ones each step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..errors import LoptiError
from ..inputs import cut, quoted
from .cards import card_str, parse_card, parse_rank, rank_str

# Final: compiled code (the engine, the trial's tallies: hatch_build.py) reads them as
# constants, not as a module attribute looked up at every decision
KEEP: Final = 0  #: keep the dealt hand (no swap, R-SETUP-3)
SWAP: Final = 1  #: swap one hand card for one face-up card (R-SETUP-3)
PLAY: Final = 2  #: play ``count`` hand cards of ``rank`` (R-PLAY-1)
PICKUP: Final = 3  #: pick up the whole pile (R-TURN-2)
FLIP: Final = 4  #: play face-down card at ``index`` blind (R-FACE-2)

#: The largest face-down position a flip can name (0-based).
MAX_FLIP = 16


class MoveSyntaxError(LoptiError):
    """The text of a move cannot be read."""


@dataclass(frozen=True, slots=True)
class Move:
    """One decision. Build it with the class methods; ``str(move)`` is its log form."""

    kind: int
    rank: int = 0  #: PLAY: the rank played
    count: int = 0  #: PLAY: how many cards
    index: int = 0  #: FLIP: 0-based face-down position (text form is 1-based)
    given: int = -1  #: SWAP: the hand card that becomes face-up
    taken: int = -1  #: SWAP: the face-up card that becomes a hand card

    @staticmethod
    def play(rank: int, count: int = 1) -> Move:
        """Play ``count`` hand cards of ``rank`` (2..14)."""
        if type(rank) is not int or type(count) is not int or not (
            2 <= rank <= 14 and 1 <= count <= 4
        ):
            raise MoveSyntaxError(f"no such play: rank {rank!r}, count {count!r}")
        return PLAY_MOVES[rank][count]

    @staticmethod
    def flip(index: int) -> Move:
        """Play the face-down card at 0-based position ``index`` blind."""
        if not 0 <= index < MAX_FLIP:
            raise MoveSyntaxError(f"no such face-down position: {index + 1}")
        return FLIP_MOVES[index]

    @staticmethod
    def swap(given: int, taken: int) -> Move:
        """Swap hand card ``given`` for face-up card ``taken``."""
        return Move(SWAP, given=given, taken=taken)

    def __str__(self) -> str:
        k = self.kind
        if k == PLAY:
            return f"play {rank_str(self.rank)}x{self.count}"
        if k == PICKUP:
            return "pickup"
        if k == FLIP:
            return f"flip {self.index + 1}"
        if k == SWAP:
            return f"swap {card_str(self.given)} {card_str(self.taken)}"
        return "keep"

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


#: The play moves by rank and count, shared (interned): ``PLAY_MOVES[rank][count]``.
PLAY_MOVES: list[list[Move]] = [
    [Move(PLAY, rank=r, count=c) for c in range(5)] if r >= 2 else [] for r in range(15)
]
#: The flip moves by face-down position, shared (interned).
FLIP_MOVES: list[Move] = [Move(FLIP, index=i) for i in range(MAX_FLIP)]
PICKUP_MOVE = Move(PICKUP)
KEEP_MOVE = Move(KEEP)

_PARSED: dict[str, Move] = {"pickup": PICKUP_MOVE, "keep": KEEP_MOVE}
for _r in range(2, 15):
    for _c in range(1, 5):
        _PARSED[f"play {rank_str(_r)}x{_c}"] = PLAY_MOVES[_r][_c]
for _i in range(MAX_FLIP):
    _PARSED[f"flip {_i + 1}"] = FLIP_MOVES[_i]


def parse_move(text: str) -> Move:
    """Read a move's text form: ``play 9x2``, ``pickup``, ``flip 1``, ``swap 9♥ K♠``, ``keep``."""
    move = _PARSED.get(text)
    if move is not None:
        return move
    words = text.split()
    if not words:
        raise MoveSyntaxError("empty move (expected play, pickup, flip, swap or keep)")
    head = words[0].lower()
    try:
        if head == "play" and len(words) == 2:
            rank_text, sep, count_text = words[1].upper().partition("X")
            count = int(count_text) if sep else 1
            if not 1 <= count <= 4:
                raise ValueError(f"a play has 1 to 4 cards, not {count}")
            return PLAY_MOVES[parse_rank(rank_text)][count]
        if head == "flip" and len(words) == 2:
            return Move.flip(int(words[1]) - 1)
        if head == "swap" and len(words) == 3:
            return Move.swap(parse_card(words[1]), parse_card(words[2]))
        if head in ("pickup", "keep") and len(words) == 1:
            return _PARSED[head]
    except (ValueError, MoveSyntaxError) as exc:
        raise MoveSyntaxError(f"bad move {quoted(text)}: {cut(str(exc))}") from None
    raise MoveSyntaxError(
        f"bad move {quoted(text)} (expected 'play 9x2', 'pickup', 'flip 1', 'swap 9♥ K♠' or "
        "'keep')"
    )
