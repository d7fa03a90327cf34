"""The Lopti engine: a seeded game state with a narrow API, moves and legality.

Other stages import the engine's public names from this package, which loads each on
first use like every stage API (``lazy_loader``; the names are listed once, in
``__init__.pyi``): the linter reads the cards, the base rules and the events, and only
a lint that plays games loads the rest (a cold ``lopti lint``, issue 12). The modules behind it are
``state`` (the round's state and base events), ``restrictions``, ``operations`` (what
house rules apply through) and ``game`` (the deal, decisions, turn order).
"""

from .baserules import LIMITS as LIMITS
from .baserules import OFFICIAL as OFFICIAL
from .baserules import BaseRuleError as BaseRuleError
from .baserules import BaseRules as BaseRules
from .baserules import parse_param as parse_param
from .baserules import show_param as show_param
from .bots import BOTS as BOTS
from .bots import make_bot as make_bot
from .bus import EventBus as EventBus
from .bus import Layout as Layout
from .bus import count_bit as count_bit
from .bus import play_bit as play_bit
from .cards import Card as Card
from .cards import Rank as Rank
from .cards import card_str as card_str
from .cards import cards_of as cards_of
from .cards import cards_str as cards_str
from .cards import mask_of as mask_of
from .cards import parse_card as parse_card
from .cards import parse_rank as parse_rank
from .cards import rank_of as rank_of
from .cards import rank_str as rank_str
from .cards import suit_of as suit_of
from .events import EVENT_NAMES as EVENT_NAMES
from .events import EVENT_TYPES as EVENT_TYPES
from .events import TAP_FIELDS as TAP_FIELDS
from .events import Event as Event
from .events import Seat as Seat
from .events import attribute_types as attribute_types
from .events import tap_event as tap_event
from .game import Game as Game
from .legality import NO_PERMITS as NO_PERMITS
from .legality import Permits as Permits
from .legality import permitted as permitted
from .legality import verdict as verdict
from .moves import FLIP as FLIP
from .moves import KEEP_MOVE as KEEP_MOVE
from .moves import PICKUP as PICKUP
from .moves import PICKUP_MOVE as PICKUP_MOVE
from .moves import PLAY as PLAY
from .moves import Move as Move
from .moves import MoveSyntaxError as MoveSyntaxError
from .moves import parse_move as parse_move
from .operations import allow_plays as allow_plays
from .position import table as table
from .state import CAUSES as CAUSES
from .state import OVER as OVER
from .state import PLAYING as PLAYING
from .state import SETUP as SETUP
from .state import GameState as GameState
from .state import IllegalMove as IllegalMove
from .state import SetupError as SetupError
from .state import cards_played as cards_played
from .state import out_error as out_error
