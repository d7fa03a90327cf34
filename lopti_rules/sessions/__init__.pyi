"""Sessions: the session model, rounds played by the engine, Roshambo, rule books, the archive.

The top stage below the command line. ``model`` is the session and its rule book, pure (its
records in ``records``); ``checks`` asks the linter and the base rules, ``rounds`` lets the engine
play a round, ``table`` reads what people say at the table; ``bookexport`` and ``bookimport``
write and read rule books; ``archive`` keeps every session in one SQLite file.
"""

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
