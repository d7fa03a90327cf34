"""lopti-rules: the rule-scripting language and house-rule sandbox for Lopti.

The names users need are re-exported here; the CLI and examples import only these.
Heavy parts (the Lark grammar, the engine, the archive) load on first use, so
``import lopti_rules`` stays cheap.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

from .errors import InputError, LoptiError

__version__ = "0.1.0"

#: The Python versions lopti runs on, first and last (pyproject's requires-python): the
#: sandbox's RestrictedPython 9 supports 3.11 to 3.15.
SUPPORTED_PYTHON = ((3, 11), (3, 15))


def python_support(version: tuple[int, ...] | None = None) -> str | None:
    """None when lopti supports Python ``version`` (default: this one), else a message
    saying which versions it does support."""
    version = tuple(version or sys.version_info[:2])
    (lo_major, lo_minor), (hi_major, hi_minor) = SUPPORTED_PYTHON
    if SUPPORTED_PYTHON[0] <= version[:2] <= SUPPORTED_PYTHON[1]:
        return None
    shown = ".".join(str(v) for v in version[:2])
    return (f"lopti-rules runs on Python {lo_major}.{lo_minor} to {hi_major}.{hi_minor}, not "
            f"Python {shown}: its sandbox (RestrictedPython 9) does not support {shown} yet. "
            f"Install it with a supported Python, e.g. python{hi_major}.{hi_minor} -m venv "
            ".venv && .venv/bin/pip install . (set LOPTI_ANY_PYTHON=1 to try anyway)")

#: public name -> module that defines it (loaded lazily by ``__getattr__``)
_LAZY: dict[str, str] = {
    # cards and events
    "card_str": ".engine.cards",
    "parse_card": ".engine.cards",
    "parse_rank": ".engine.cards",
    "rank_str": ".engine.cards",
    "EVENT_NAMES": ".engine.events",
    # engine (R-SETUP .. R-WIN)
    "Game": ".engine",
    "IllegalMove": ".engine",
    "SetupError": ".engine",
    "Move": ".engine",
    "parse_move": ".engine",
    "BaseRules": ".engine.baserules",
    "OFFICIAL": ".engine.baserules",
    "EventBus": ".engine.bus",
    "make_bot": ".engine.bots",
    "simulate": ".tools",
    "GameLog": ".tools",
    "replay": ".tools",
    # the rule language and its linter (R-CUSTOM)
    "parse": ".language",
    "RuleSyntaxError": ".language",
    "lint_text": ".language",
    "lint_paths": ".language",
    "LintResult": ".language",
    "Diagnostic": ".language",
    # the compiler and the sandbox
    "compile_text": ".language",
    "compile_book": ".language",
    "python_source": ".language",
    "CompiledBook": ".language",
    "CompileError": ".language",
    "compile_rule": ".sandbox",
    "run_hook": ".sandbox",
    "HookStopped": ".sandbox",
    "SandboxError": ".sandbox",
    "SandboxPolicy": ".sandbox",
    # rules in play
    "RuleRuntime": ".play",
    "bot_agents": ".play",
    "load_rules": ".tools",
    "RuleSet": ".tools",
    "simulate_rules": ".tools",
    "simulation_warnings": ".tools",
    "replay_rules": ".tools",
    # table scenarios (lopti test)
    "load_scenarios": ".tools",
    "run_scenario": ".tools",
    "Scenario": ".tools",
    "ScenarioResult": ".tools",
    # sessions and the archive (R-VOTE, R-ROSHAMBO, R-SESSION)
    "Session": ".sessions",
    "SessionError": ".sessions",
    "Archive": ".sessions",
    "ArchiveError": ".sessions",
}

__all__ = ["InputError", "LoptiError", "__version__", *_LAZY]


def load_export(package: str, table: dict[str, str], name: str) -> Any:
    """PEP 562 lazy re-export: ``name`` from the module ``table`` maps it to, below ``package``.

    Every stage package's ``__getattr__`` calls this, so a stage's public names load on
    first use (``lopti lint`` never loads the sandbox or the engine) and are then cached
    in the package like an ordinary import.
    """
    module = table.get(name)
    if module is None:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, package), name)
    setattr(sys.modules[package], name, value)
    return value


def __getattr__(name: str) -> Any:
    return load_export(__name__, _LAZY, name)


def __dir__() -> list[str]:
    return sorted(__all__)
