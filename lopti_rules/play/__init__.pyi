"""The public names of ``lopti_rules.play``, listed once.

Typed here for mypy; ``__init__.py`` loads the same names lazily (lazy_loader).
"""

from .agents import BotAgent as BotAgent
from .agents import ChoiceError as ChoiceError
from .agents import RuleAgent as RuleAgent
from .agents import bot_agents as bot_agents
from .hooks import HookTables as HookTables
from .hooks import RuleInfo as RuleInfo
from .inplay import MAX_THROWS as MAX_THROWS
from .inplay import RulesInPlay as RulesInPlay
from .plans import Plan as Plan
from .plans import Tally as Tally
from .protection import protected_writes as protected_writes
from .records import CHOICE_KINDS as CHOICE_KINDS
from .records import RULE_RECORDS as RULE_RECORDS
from .records import Choice as Choice
from .records import RestrictionLapsed as RestrictionLapsed
from .records import RuleFired as RuleFired
from .records import RuleRestricted as RuleRestricted
from .records import RuleRevealed as RuleRevealed
from .records import RuleRoshambo as RuleRoshambo
from .records import RuleSaid as RuleSaid
from .records import RuleStopped as RuleStopped
from .records import record_dict as record_dict
from .records import record_line as record_line
from .records import record_text as record_text
from .runtime import RuleRuntime as RuleRuntime
from .runtime import attach as attach
