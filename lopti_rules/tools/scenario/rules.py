"""House rules in a scenario: lint the rule files at load time, attach them to the game at run time.

Rules run through the compiler and the rules runtime (``lopti_rules.language.compiler``,
``lopti_rules.play.runtime``). Where those are not installed, a scenario with rules is
*skipped* with the reason "rules runtime not available": never run without its
rules, so never a false pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from ...errors import LoptiError


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

    def unused_choices(self) -> list[str]:
        """Scripted choices no rule asked for (a scenario that expects more than happened)."""
        ...


@dataclass(frozen=True)
class ScriptedChoice:
    """A choice written in a scenario: ``"1: give 9H"``, ``"0: throw R"``, ``"2: take KD"``."""

    text: str
    seat: int
    kind: str  #: give | take | throw
    cards: tuple[int, ...] = ()
    hand: str = ""


def _stamp(path: Path) -> tuple[Path, int, int]:
    """The cache key of a rule file: a file edited since is read again."""
    path = path.resolve()
    try:
        st = path.stat()
    except OSError:
        return path, -1, -1
    return path, st.st_mtime_ns, st.st_size


@cache
def _lint(stamp: tuple[Path, int, int], allow: str = "") -> tuple[str, str]:
    """(text, problem) of a rule file; the problem is empty when it passes the linter, or
    when every error it has is ``allow`` (a witness scenario's code)."""
    path = stamp[0]
    from ...language.lint import lint_text

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return "", "no such rule file"
    except (OSError, UnicodeDecodeError) as exc:
        return "", f"cannot read the rule file: {exc}"
    result = lint_text(text, str(path))
    errors = [d for d in result.errors if d.code != allow]
    if allow and result.errors and not errors and result.book is not None:
        return text, ""  # a witness runs the rule its code rejects, and only that one
    if result.errors:
        d = errors[0] if errors else result.errors[0]
        return text, f"the rule does not pass lint: line {d.line}: {d.code} {d.message}"
    return text, ""


def load_rule_file(path: Path, allow: str = "") -> str:
    """The text of a rule file that passes the linter (but for errors of the code
    ``allow``, in a witness scenario); ``RuleFileError`` otherwise."""
    text, problem = _lint(_stamp(path), allow)
    if problem:
        raise RuleFileError(problem)
    return text


def runtime_available() -> bool:
    """True when the compiler and the rules runtime can be imported."""
    try:
        from ...language import compiler  # noqa: F401
        from ...play import runtime  # noqa: F401
    except ImportError:
        return False
    return True


@cache
def _compiled(stamp: tuple[Path, int, int], allow: str = "") -> Any:
    from ...language.compiler import compile_book, compile_text

    text = load_rule_file(stamp[0], allow)
    if not allow:
        return compile_text(text, str(stamp[0]))
    from ...language.parser import parse

    # the file's own checks still hold (compile_book validates it); only the book-level
    # verdict of the witness's code is set aside, so that the table can show it happen
    return compile_book(parse(text, str(stamp[0])), filename=str(stamp[0]))


class _Scripted:
    """A seat's rule agent: scripted answers first, in order, then the seeded bot's."""

    def __init__(self, script: list[ScriptedChoice], bot: Any) -> None:
        self.script = script
        self.bot = bot

    def _next(self, kind: str) -> ScriptedChoice | None:
        for i, c in enumerate(self.script):
            if c.kind == kind:
                return self.script.pop(i)
        return None

    def choose_cards(self, game: Any, seat: int, options: tuple[int, ...], n: int,
                     kind: str) -> Sequence[int]:
        c = self._next(kind)
        return list(c.cards) if c is not None else self.bot.choose_cards(game, seat, options,
                                                                          n, kind)

    def throw(self, game: Any, seat: int) -> str:
        c = self._next("throw")
        return c.hand if c is not None else str(self.bot.throw(game, seat))


class RulesAttached:
    """A scenario's rules: compiled, with their records; attach before or after the deal."""

    def __init__(self, paths: Sequence[Path], players: int, seed: int, events: list[Any], *,
                 last_winner: int | None, choices: Sequence[ScriptedChoice],
                 witness: str = "") -> None:
        from ...play import RuleRuntime, bot_agents

        self.records: list[Any] = []

        def hear(record: Any) -> None:
            self.records.append(record)
            events.append(record)

        self.runtime = RuleRuntime([_compiled(_stamp(p), witness) for p in paths],
                                   last_winner=last_winner)
        self.runtime.listen(hear)
        bots = bot_agents(players, seed)
        self.agents = [_Scripted([c for c in choices if c.seat == i], bots[i])
                       for i in range(players)]
        self.play: Any = None

    def before_deal(self, bus: Any) -> None:
        """Listen on ``bus`` before a game is dealt on it, so hooks on ``deal`` run."""
        from ...play import RulesInPlay

        r = self.runtime
        self.play = RulesInPlay(r, bus, len(self.agents), 0, self.agents, None)

    def bind(self, game: Any) -> None:
        """The game is built: attach to it (or, after ``before_deal``, adopt it)."""
        if self.play is None:
            self.play = self.runtime.attach(game, self.agents)
        else:
            self.play.game = game

    def fired(self) -> list[str]:
        return [r.rule for r in self.records if r.name == "rule_fired"]

    def stopped(self) -> list[dict[str, str]]:
        return [{"rule": r.rule, "reason": r.reason} for r in self.records
                if r.name == "rule_stopped"]

    def said(self) -> list[str]:
        return [r.text for r in self.records if r.name == "rule_said"]

    def unused_choices(self) -> list[str]:
        return [c.text for a in self.agents for c in a.script]


def start_rules(paths: Sequence[Path], players: int, seed: int, events: list[Any], *,
                last_winner: int | None = None,
                choices: Sequence[ScriptedChoice] = (),
                witness: str = "") -> RulesAttached | None:
    """The rules in ``paths``, compiled and ready to attach; None when there are none.
    ``witness``: a lint code whose errors the rules may have (a witness scenario).

    Raises ``RulesUnavailable`` when rules are named but the runtime is missing.
    """
    if not paths:
        return None
    if not runtime_available():
        raise RulesUnavailable("rules runtime not available")
    return RulesAttached(paths, players, seed, events, last_winner=last_winner, choices=choices,
                         witness=witness)
