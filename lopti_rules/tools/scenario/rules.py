"""House rules in a scenario: lint the rule files at load time, attach them to the game at run time.

A scenario's rule files are one rule book: the static checks read them together at load
time (two files that trigger each other forever are refused, naming the file, the line
and the code), the gate's final verdict is asked by ``tools.gate.load_scenarios`` (the
loader ``lopti test`` and the language server use: a book that keeps games from ending is
refused too), and they are compiled through ``tools.rulebooks.compile_files``.
A witness scenario (``witness = "LP305"``) sets aside the verdict of its own code, and
only that code; only the codes of ``compiler.WITNESS_CODES`` may also pass the
compiler's own check of the file (``compile_book(allow=)``).

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
    """A rule file named by a scenario is missing or does not pass the linter (with the
    scenario's other rule files: ``index`` says which of them)."""

    def __init__(self, message: str, *, index: int = 0) -> None:
        super().__init__(message)
        self.index = index


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
    kind: str  #: give | take | throw | swap (a face-up card to the draw pile)
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
def _read(stamp: tuple[Path, int, int]) -> tuple[str, str]:
    """(text, problem) of a rule file; the problem is empty when it could be read."""
    from ...language import read_rule_file

    if not stamp[0].is_file():
        return "", "no such rule file"
    try:
        return read_rule_file(stamp[0]), ""
    except LoptiError as exc:
        return "", f"cannot read the rule file: {getattr(exc, 'message', exc)}"


@cache
def _book_problem(stamps: tuple[tuple[Path, int, int], ...], names: tuple[str, ...],
                  allow: str = "") -> tuple[int, str] | None:
    """(index, problem) of the first rule file of a scenario that cannot be read or does
    not pass the static checks *with the others* (one book, as ``lopti lint`` checks it),
    or None. The gate's final verdict is asked by ``gate.load_scenarios``, the loader
    front ends use; a play judge's own probes stop here.
    Errors of the code ``allow`` do not count: a witness scenario shows that code's
    verdict happen, so it must run the rule the verdict rejects (and only for that)."""
    from ..bookgate import judge_static, refusal

    texts = []
    for i, stamp in enumerate(stamps):
        text, problem = _read(stamp)
        if problem:
            return i, problem
        texts.append(text)
    results = judge_static(list(zip(names, texts, strict=True))).fresh()
    if allow:  # a witness scenario sets aside its own code, and only that one
        for r in results:
            r.diagnostics[:] = [d for d in r.diagnostics if d.code != allow]
    refused = refusal(results, allow_warnings=True)
    if refused is None:
        return None
    d = refused.diagnostics[0]
    return names.index(refused.source or names[0]), \
        f"the rule does not pass lint: line {d.line}: {d.code} {d.message}"


def check_rule_files(paths: Sequence[Path], names: Sequence[str], allow: str = "") -> None:
    """Refuse a scenario's rule files (``names`` as the scenario writes them) unless they
    can be read and pass the linter together as one book (warnings allowed: a table may
    adopt such a rule, and a scenario shows what it does; errors of the code ``allow``
    too, in a witness scenario); ``RuleFileError`` says which file (``index``) and why."""
    bad = _book_problem(tuple(_stamp(p) for p in paths), tuple(names), allow)
    if bad is not None:
        raise RuleFileError(bad[1], index=bad[0])


#: A rule's own count a scenario sets: (rule name, count name, value).
CountSetting = tuple[str, str, int]
MAX_COUNT = 1_000_000  #: the largest number a rule may use (LP915), so a count's too


@cache
def _count_names(stamps: tuple[tuple[Path, int, int], ...]) -> dict[str, tuple[str, ...]]:
    from ...language import parse

    names: dict[str, tuple[str, ...]] = {}
    for stamp in stamps:
        book = parse(_read(stamp)[0], str(stamp[0]))
        for rule in book.rules:
            names.setdefault(rule.name, tuple(c.name for c in rule.counts))
    return names


def read_counts(raw: object, paths: Sequence[Path]) -> tuple[CountSetting, ...]:
    """``counts = {"Low after two" = {eights = 2}}``: the rules' own counts (``count
    "eights" this round``) as the scenario's table begins, by rule and count name, each
    0..1,000,000 (the others start at 0). ValueError says what is wrong."""
    if not paths:
        raise ValueError("counts set the rules' own counts; this scenario has no rules")
    if not isinstance(raw, dict):
        raise ValueError('expected a table of rules, e.g. counts = {"Rule" = {eights = 2}}')
    known = _count_names(tuple(_stamp(p) for p in paths))
    out: list[CountSetting] = []
    for rule, values in raw.items():
        if rule not in known:
            raise ValueError(f"no rule {rule!r} in the scenario's rules "
                             f"(they are: {', '.join(map(repr, known)) or 'none'})")
        if not isinstance(values, dict):
            raise ValueError(f"expected a table of counts for rule {rule!r}, e.g. "
                             f"{{{known[rule][0] if known[rule] else 'eights'} = 2}}")
        for count, value in values.items():
            if count not in known[rule]:
                raise ValueError(f"rule {rule!r} keeps no count {count!r} (it keeps: "
                                 f"{', '.join(map(repr, known[rule])) or 'none'})")
            if type(value) is not int or not 0 <= value <= MAX_COUNT:
                raise ValueError(f"count {count!r} of rule {rule!r}: expected a whole "
                                 f"number 0..{MAX_COUNT}, got {value!r}")
            out.append((rule, count, value))
    return tuple(out)


def runtime_available() -> bool:
    """True when the compiler and the rules runtime can be imported."""
    try:
        from ...language import compile_book  # noqa: F401
        from ...play import RuleRuntime  # noqa: F401
    except ImportError:
        return False
    return True


@cache
def _compiled(stamps: tuple[tuple[Path, int, int], ...], allow: str = "") -> tuple[Any, ...]:
    """The compiled books of a scenario's rule files, linted as one book on the way
    (``tools.rulebooks.compile_files``, the path every command plays rules through). In a
    witness scenario (``allow``: the code it shows) the book's verdict of that code is set
    aside; each file's own checks still hold (``compile_book`` validates it), but for a
    role pinned to one person, which runs like any role, and a hook that blocks its own
    event, whose effects the runtime refuses (``compiler.WITNESS_CODES``)."""
    check_rule_files([s[0] for s in stamps], [str(s[0]) for s in stamps], allow)
    files = [(str(s[0]), _read(s)[0]) for s in stamps]
    if not allow:
        from ..rulebooks import compile_files

        return compile_files(files, allow_warnings=True).books
    from ...language import compile_book, parse

    return tuple(compile_book(parse(text, name), filename=name, allow=allow)
                 for name, text in files)


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
                     kind: str, *, least: int | None = None) -> Sequence[int]:
        c = self._next(kind)
        if c is not None:
            return list(c.cards)
        answer: Sequence[int]
        if least is not None:  # an optional choice (issue 14)
            answer = self.bot.choose_cards(game, seat, options, n, kind, least=least)
        else:
            answer = self.bot.choose_cards(game, seat, options, n, kind)
        return answer

    def throw(self, game: Any, seat: int) -> str:
        c = self._next("throw")
        return c.hand if c is not None else str(self.bot.throw(game, seat))


class RulesAttached:
    """A scenario's rules: compiled, with their records; attach before or after the deal."""

    def __init__(self, paths: Sequence[Path], players: int, seed: int, events: list[Any], *,
                 last_winner: int | None, choices: Sequence[ScriptedChoice],
                 witness: str = "", last_standings: Sequence[int] = (),
                 round_number: int = 1, rule_rounds: int = 1,
                 counts: Sequence[CountSetting] = (), last_pickups: Sequence[int] = ()
                 ) -> None:
        from ...play import RuleRuntime, bot_agents

        self.records: list[Any] = []

        def hear(record: Any) -> None:
            self.records.append(record)
            events.append(record)

        self.runtime = RuleRuntime(list(_compiled(tuple(_stamp(p) for p in paths), witness)),
                                   last_winner=last_winner,
                                   last_standings=list(last_standings) or None,
                                   last_pickups=list(last_pickups) or None)
        if round_number != 1 or rule_rounds != 1:  # a later round of a session
            self.runtime.session_round(round_number, last_winner,
                                       [rule_rounds] * len(self.runtime.rules),
                                       last_standings=list(last_standings) or None,
                                       last_pickups=list(last_pickups) or None)
        if counts:  # the rules' own counts as the table begins (``counts = {...}``)
            names = _count_names(tuple(_stamp(p) for p in paths))
            memory = [list(m) for m in self.runtime.memory]
            for rule, count, value in counts:
                k = self.runtime.rule_index[rule]
                memory[k][names[rule].index(count)] = value
            self.runtime.set_memory(memory)
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
                witness: str = "", last_standings: Sequence[int] = (),
                round_number: int = 1, rule_rounds: int = 1,
                counts: Sequence[CountSetting] = (), last_pickups: Sequence[int] = ()
                ) -> RulesAttached | None:
    """The rules in ``paths``, compiled and ready to attach; None when there are none.
    ``witness``: a lint code whose errors the rules may have (a witness scenario).

    Raises ``RulesUnavailable`` when rules are named but the runtime is missing.
    """
    if not paths:
        return None
    if not runtime_available():
        raise RulesUnavailable("rules runtime not available")
    return RulesAttached(paths, players, seed, events, last_winner=last_winner, choices=choices,
                         witness=witness, last_standings=last_standings,
                         round_number=round_number, rule_rounds=rule_rounds, counts=counts,
                         last_pickups=last_pickups)
