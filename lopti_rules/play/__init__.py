"""Rules in play: a compiled rule book attached to an engine game, its effects applied."""

from __future__ import annotations

from typing import Any

from .. import load_export

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
