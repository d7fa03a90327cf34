"""lopti-rules: the rule-scripting language and house-rule sandbox for Lopti.

The names users need are re-exported here; the CLI and examples import only these.
"""

from __future__ import annotations

from .cards import card_str, parse_card, parse_rank, rank_str
from .errors import InputError, LoptiError
from .events import EVENT_NAMES

__version__ = "0.1.0"

__all__ = [
    "EVENT_NAMES",
    "InputError",
    "LoptiError",
    "__version__",
    "card_str",
    "parse_card",
    "parse_rank",
    "rank_str",
]
