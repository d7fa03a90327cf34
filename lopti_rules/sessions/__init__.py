"""Sessions: the session model, rounds played by the engine, Roshambo, rule books, the archive.

The top stage below the command line. ``model`` is the session and its rule book, pure (its
records in ``records``); ``checks`` asks the linter and the base rules, ``rounds`` lets the engine
play a round, ``table`` reads what people say at the table; ``bookexport`` and ``bookimport``
write and read rule books; ``archive`` keeps every session in one SQLite file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .archive import DEFAULT_PATH as DEFAULT_PATH
    from .archive import Archive as Archive
    from .archive import ArchiveBusy as ArchiveBusy
    from .archive import ArchiveError as ArchiveError
    from .archive import SessionSummary as SessionSummary
    from .bookexport import FORMAT as FORMAT
    from .bookexport import FORMAT_VERSION as FORMAT_VERSION
    from .bookexport import Block as Block
    from .bookexport import Code as Code
    from .bookexport import Heading as Heading
    from .bookexport import Items as Items
    from .bookexport import Para as Para
    from .bookexport import Table as Table
    from .bookexport import document as document
    from .bookexport import history as history
    from .bookexport import to_html as to_html
    from .bookexport import to_json as to_json
    from .bookexport import to_markdown as to_markdown
    from .bookimport import ROSHAMBO_ROLES as ROSHAMBO_ROLES
    from .bookimport import from_json as from_json
    from .checks import ParamChecker as ParamChecker
    from .checks import RuleChecker as RuleChecker
    from .checks import check_param as check_param
    from .checks import declared_name as declared_name
    from .checks import lint_rule as lint_rule
    from .checks import parse_value as parse_value
    from .checks import require_legal as require_legal
    from .checks import rule_warnings as rule_warnings
    from .checks import show_value as show_value
    from .model import Session as Session
    from .records import CHOICES as CHOICES
    from .records import DEALING as DEALING
    from .records import DONE as DONE
    from .records import PLAYING as PLAYING
    from .records import TIMINGS as TIMINGS
    from .records import VOTE_KINDS as VOTE_KINDS
    from .records import BaseChange as BaseChange
    from .records import Player as Player
    from .records import Roshambo as Roshambo
    from .records import Round as Round
    from .records import Rule as Rule
    from .records import RuleChange as RuleChange
    from .records import Ruling as Ruling
    from .records import SessionError as SessionError
    from .records import Vote as Vote
    from .roshambo import DECIDED_ROUNDS as DECIDED_ROUNDS
    from .roshambo import HANDS as HANDS
    from .roshambo import BotThrows as BotThrows
    from .roshambo import EnteredThrows as EnteredThrows
    from .roshambo import RoshamboError as RoshamboError
    from .roshambo import Throw as Throw
    from .roshambo import ThrowSource as ThrowSource
    from .roshambo import decided_throw as decided_throw
    from .roshambo import knockout as knockout
    from .roshambo import match as match
    from .rounds import PlayedRound as PlayedRound
    from .rounds import RoundPlayer as RoundPlayer
    from .rounds import engine_player as engine_player
    from .rounds import play_round as play_round
    from .seating import Seating as Seating
    from .seating import who_deals as who_deals
    from .table import added_rule_warnings as added_rule_warnings
    from .table import ballots as ballots
    from .table import may_announce as may_announce
    from .table import seats as seats
    from .table import vote_in as vote_in

#: public name -> module that defines it, loaded on first use
_EXPORTS: dict[str, str] = {
    # the session model and its records
    "Session": ".model",
    "BaseChange": ".records",
    "CHOICES": ".records",
    "DEALING": ".records",
    "DONE": ".records",
    "PLAYING": ".records",
    "Player": ".records",
    "Roshambo": ".records",
    "Round": ".records",
    "Rule": ".records",
    "RuleChange": ".records",
    "Ruling": ".records",
    "SessionError": ".records",
    "TIMINGS": ".records",
    "VOTE_KINDS": ".records",
    "Vote": ".records",
    # checks against the stages below, and what is said at the table
    "ParamChecker": ".checks",
    "RuleChecker": ".checks",
    "check_param": ".checks",
    "declared_name": ".checks",
    "lint_rule": ".checks",
    "parse_value": ".checks",
    "require_legal": ".checks",
    "rule_warnings": ".checks",
    "added_rule_warnings": ".table",
    "show_value": ".checks",
    "ballots": ".table",
    "may_announce": ".table",
    "seats": ".table",
    "vote_in": ".table",
    # rounds the engine plays
    "PlayedRound": ".rounds",
    "RoundPlayer": ".rounds",
    "engine_player": ".rounds",
    "play_round": ".rounds",
    # who really deals and leads a round (a rule may choose, issue 14)
    "Seating": ".seating",
    "who_deals": ".seating",
    # Roshambo (R-ROSHAMBO)
    "BotThrows": ".roshambo",
    "DECIDED_ROUNDS": ".roshambo",
    "EnteredThrows": ".roshambo",
    "HANDS": ".roshambo",
    "RoshamboError": ".roshambo",
    "Throw": ".roshambo",
    "ThrowSource": ".roshambo",
    "decided_throw": ".roshambo",
    "knockout": ".roshambo",
    "match": ".roshambo",
    # rule books out and in
    "Block": ".bookexport",
    "Code": ".bookexport",
    "FORMAT": ".bookexport",
    "FORMAT_VERSION": ".bookexport",
    "Heading": ".bookexport",
    "Items": ".bookexport",
    "Para": ".bookexport",
    "Table": ".bookexport",
    "document": ".bookexport",
    "history": ".bookexport",
    "to_html": ".bookexport",
    "to_json": ".bookexport",
    "to_markdown": ".bookexport",
    "ROSHAMBO_ROLES": ".bookimport",
    "from_json": ".bookimport",
    # the archive
    "Archive": ".archive",
    "ArchiveBusy": ".archive",
    "ArchiveError": ".archive",
    "DEFAULT_PATH": ".archive",
    "SessionSummary": ".archive",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
