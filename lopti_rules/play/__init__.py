"""Rules in play: a compiled rule book attached to an engine game, its effects applied."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import load_export

if TYPE_CHECKING:  # the same names, typed, for mypy (they load lazily at run time)
    from .agents import BotAgent as BotAgent
    from .agents import ChoiceError as ChoiceError
    from .agents import RuleAgent as RuleAgent
    from .agents import bot_agents as bot_agents
    from .hooks import HookTables as HookTables
    from .hooks import RuleInfo as RuleInfo
    from .inplay import MAX_THROWS as MAX_THROWS
    from .inplay import RulesInPlay as RulesInPlay
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
    from .records import record_text as record_text
    from .runtime import RuleRuntime as RuleRuntime
    from .runtime import attach as attach

#: public name -> module that defines it, loaded on first use
_EXPORTS: dict[str, str] = {
    # the runtime (the facade) and rules in play on one game
    "RuleRuntime": ".runtime",
    "attach": ".runtime",
    "RulesInPlay": ".inplay",
    "MAX_THROWS": ".inplay",
    "RuleInfo": ".hooks",
    "HookTables": ".hooks",
    "protected_writes": ".protection",
    # the players' agents
    "RuleAgent": ".agents",
    "BotAgent": ".agents",
    "ChoiceError": ".agents",
    "bot_agents": ".agents",
    # what rules did: records and choices
    "RuleFired": ".records",
    "RuleStopped": ".records",
    "RuleSaid": ".records",
    "RuleRevealed": ".records",
    "RuleRoshambo": ".records",
    "RuleRestricted": ".records",
    "RestrictionLapsed": ".records",
    "RULE_RECORDS": ".records",
    "CHOICE_KINDS": ".records",
    "Choice": ".records",
    "record_dict": ".records",
    "record_text": ".records",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
