"""The Lopti engine: a seeded game state with a narrow API, moves and legality."""

from __future__ import annotations

from .cards import cards_of, mask_of
from .game import Game
from .legality import verdict
from .moves import KEEP_MOVE, PICKUP_MOVE, Move, MoveSyntaxError, parse_move
from .state import CAUSES, IllegalMove, SetupError

__all__ = [
    "CAUSES",
    "KEEP_MOVE",
    "PICKUP_MOVE",
    "Game",
    "IllegalMove",
    "Move",
    "MoveSyntaxError",
    "SetupError",
    "cards_of",
    "mask_of",
    "parse_move",
    "verdict",
]
