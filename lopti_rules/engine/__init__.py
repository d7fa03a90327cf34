"""The Lopti engine: a seeded game state with a narrow API, moves and legality.

Other stages import the engine's public names from this package, which loads each on
first use like every stage API (``lopti_rules.load_export``): the linter reads the cards,
the base rules and the events, and only a lint that plays games loads the rest (a cold
``lopti lint``, issue 12). The modules behind it are
``state`` (the round's state and base events), ``restrictions``, ``operations`` (what
house rules apply through) and ``game`` (the deal, decisions, turn order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .baserules import OFFICIAL as OFFICIAL
    from .baserules import BaseRuleError as BaseRuleError
    from .baserules import BaseRules as BaseRules
    from .baserules import parse_param as parse_param
    from .baserules import show_param as show_param
    from .bots import BOTS as BOTS
    from .bots import make_bot as make_bot
    from .bus import EventBus as EventBus
    from .cards import card_str as card_str
    from .cards import cards_of as cards_of
    from .cards import mask_of as mask_of
    from .events import EVENT_NAMES as EVENT_NAMES
    from .events import EVENT_TYPES as EVENT_TYPES
    from .events import Event as Event
    from .game import Game as Game
    from .legality import NO_PERMITS as NO_PERMITS
    from .legality import Permits as Permits
    from .legality import permitted as permitted
    from .legality import verdict as verdict
    from .moves import KEEP_MOVE as KEEP_MOVE
    from .moves import PICKUP_MOVE as PICKUP_MOVE
    from .moves import Move as Move
    from .moves import MoveSyntaxError as MoveSyntaxError
    from .moves import parse_move as parse_move
    from .operations import allow_plays as allow_plays
    from .state import CAUSES as CAUSES
    from .state import OVER as OVER
    from .state import PLAYING as PLAYING
    from .state import SETUP as SETUP
    from .state import GameState as GameState
    from .state import IllegalMove as IllegalMove
    from .state import SetupError as SetupError
    from .state import cards_played as cards_played
    from .state import out_error as out_error

#: public name -> module that defines it, loaded on first use
_EXPORTS: dict[str, str] = {
    "OFFICIAL": ".baserules", "BaseRuleError": ".baserules", "BaseRules": ".baserules",
    "parse_param": ".baserules", "show_param": ".baserules",
    "BOTS": ".bots", "make_bot": ".bots",
    "EventBus": ".bus",
    "card_str": ".cards", "cards_of": ".cards", "mask_of": ".cards",
    "EVENT_NAMES": ".events", "EVENT_TYPES": ".events", "Event": ".events",
    "Game": ".game",
    "NO_PERMITS": ".legality", "Permits": ".legality", "permitted": ".legality",
    "verdict": ".legality",
    "KEEP_MOVE": ".moves", "PICKUP_MOVE": ".moves", "Move": ".moves",
    "MoveSyntaxError": ".moves", "parse_move": ".moves",
    "allow_plays": ".operations",
    "CAUSES": ".state", "OVER": ".state", "PLAYING": ".state", "SETUP": ".state",
    "GameState": ".state", "IllegalMove": ".state", "SetupError": ".state",
    "cards_played": ".state", "out_error": ".state",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
