"""The Lopti engine: a seeded game state with a narrow API, moves and legality.

Eager and cheap: importing :class:`Game` loads every module listed here anyway. Other
stages import the engine's public names from this package; the modules behind it are
``state`` (the round's state and base events), ``restrictions``, ``operations`` (what
house rules apply through) and ``game`` (the deal, decisions, turn order).
"""

from __future__ import annotations

from .baserules import OFFICIAL, BaseRuleError, BaseRules, parse_param, show_param
from .bots import BOTS, make_bot
from .bus import EventBus
from .cards import card_str, cards_of, mask_of
from .events import EVENT_NAMES, EVENT_TYPES, Event
from .game import Game
from .legality import NO_PERMITS, Permits, permitted, verdict
from .moves import KEEP_MOVE, PICKUP_MOVE, Move, MoveSyntaxError, parse_move
from .operations import allow_plays
from .state import (
    CAUSES,
    OVER,
    PLAYING,
    SETUP,
    GameState,
    IllegalMove,
    SetupError,
    cards_played,
    out_error,
)

__all__ = [
    "BOTS",
    "CAUSES",
    "EVENT_NAMES",
    "EVENT_TYPES",
    "KEEP_MOVE",
    "NO_PERMITS",
    "OFFICIAL",
    "OVER",
    "Permits",
    "PICKUP_MOVE",
    "PLAYING",
    "SETUP",
    "BaseRuleError",
    "BaseRules",
    "Event",
    "EventBus",
    "Game",
    "GameState",
    "IllegalMove",
    "Move",
    "MoveSyntaxError",
    "SetupError",
    "allow_plays",
    "card_str",
    "cards_of",
    "cards_played",
    "make_bot",
    "mask_of",
    "out_error",
    "parse_move",
    "parse_param",
    "permitted",
    "show_param",
    "verdict",
]
