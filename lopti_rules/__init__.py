"""lopti-rules: the rule-scripting language and house-rule sandbox for Lopti.

The names users need are re-exported here; the CLI and examples import only these.
Heavy parts (the Lark grammar, the engine, the archive) load on first use, so
``import lopti_rules`` stays cheap.
"""

from __future__ import annotations

import importlib
from typing import Any

from .cards import card_str, parse_card, parse_rank, rank_str
from .errors import InputError, LoptiError
from .events import EVENT_NAMES

__version__ = "0.1.0"

#: public name -> module that defines it (loaded lazily by ``__getattr__``)
_LAZY: dict[str, str] = {
    # engine (R-SETUP .. R-WIN)
    "Game": ".engine",
    "IllegalMove": ".engine",
    "SetupError": ".engine",
    "Move": ".engine",
    "parse_move": ".engine",
    "BaseRules": ".baserules",
    "OFFICIAL": ".baserules",
    "EventBus": ".bus",
    "make_bot": ".bots",
    "simulate": ".simulation",
    "GameLog": ".gamelog",
    "replay": ".replay",
    # the rule language and its linter (R-CUSTOM)
    "parse": ".parser",
    "RuleSyntaxError": ".parser",
    "lint_text": ".lint",
    "lint_paths": ".lint",
    "LintResult": ".lint",
    "Diagnostic": ".diagnostics",
    # the compiler and the sandbox
    "compile_text": ".compiler",
    "compile_book": ".compiler",
    "python_source": ".compiler",
    "CompiledBook": ".compiler",
    "CompileError": ".compiler",
    "compile_rule": ".sandbox",
    "run_hook": ".sandbox",
    "HookStopped": ".sandbox",
    "SandboxError": ".sandbox",
    "SandboxPolicy": ".sandbox",
    # rules in play
    "RuleRuntime": ".runtime",
    "bot_agents": ".runtime",
    "load_rules": ".rulebooks",
    "RuleSet": ".rulebooks",
    "simulate_rules": ".simrules",
    "simulation_warnings": ".simrules",
    "replay_rules": ".rulereplay",
    # table scenarios (lopti test)
    "load_scenarios": ".scenario",
    "run_scenario": ".scenario",
    "Scenario": ".scenario",
    "ScenarioResult": ".scenario",
    # sessions and the archive (R-VOTE, R-ROSHAMBO, R-SESSION)
    "Session": ".session",
    "SessionError": ".session",
    "Archive": ".archive",
    "ArchiveError": ".archive",
}

__all__ = [
    "EVENT_NAMES",
    "InputError",
    "LoptiError",
    "__version__",
    "card_str",
    "parse_card",
    "parse_rank",
    "rank_str",
    *_LAZY,
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'lopti_rules' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)

