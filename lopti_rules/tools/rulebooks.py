"""Rule sets for play: ``.lopti`` files compiled into books, with the source and hash a
game log records, and books written directly as sandbox Python (for tests and fuzzing).

The low-level step from rule files to play, below the gate: ``compile_files`` compiles a
book that passes the static checks (``bookgate.judge_static``: errors refuse it, warnings
too unless allowed); ``load_rules`` reads files and folders into it. Front ends never
call these: they call ``tools.gate``'s ``compile_files`` and ``load_rules`` (the public
``tools.compile_files``), which ask the gate's final verdict first and then come here.
What calls these directly plays a book the gate has judged already (a simulation's
chunks, a study's subsets, a scenario loaded through the gate), a log's recorded book,
or a play judge's own probe.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import OFFICIAL, BaseRules, Game
from ..errors import InputError
from ..language import (
    CompiledBook,
    CompiledRuleEntry,
    HookEntry,
    LintResult,
    collect_files,
    compile_book,
    read_rule_file,
)
from ..sandbox import DEFAULT_POLICY, SandboxPolicy, compile_rule
from .bookgate import findings, judge_static, refusal
from .gamelog import GameLog


@dataclass(frozen=True)
class RuleSet:
    """The rule files a game is played with: their text (recorded in logs) and books."""

    files: tuple[tuple[str, str], ...]  #: (file name, text), in the order given
    books: tuple[CompiledBook, ...] = field(repr=False, default=())
    #: the lint findings the book was let through with (warnings allowed, or a log's
    #: recorded book that no longer lints clean), one line each: ``a.lopti:2:9: LP906 ...``
    findings: tuple[str, ...] = field(default=(), compare=False)

    @property
    def digest(self) -> str:
        """SHA-256 of the files' names and texts: the rule book a log was played with."""
        h = hashlib.sha256()
        for name, text in self.files:
            h.update(name.encode("utf-8") + b"\0" + text.encode("utf-8") + b"\0")
        return h.hexdigest()

    def to_header(self, *, last_winner: int | None = None, round_number: int = 1,
                  rule_rounds: Sequence[int] | None = None,
                  rule_counts: Sequence[tuple[int, int, int]] | None = None,
                  last_standings: Sequence[int] = (),
                  rule_memory: Sequence[Sequence[int]] | None = None,
                  last_pickups: Sequence[int] = ()) -> dict[str, object]:
        """The ``rules`` entry of a game log's header; a session's round also records the
        previous round's winner and the round's number, which rules may read, and, past a
        session's first round, each rule's rounds and its (clears, pickups, firings) in
        the earlier rounds (``rule.*``) and the rules' own counts as the round began
        (``count "threes" this session``), and last round's pickups per seat (``the
        player with the most pickups last round``), so the round replays exactly."""
        head: dict[str, object] = {
            "sha256": self.digest,
            "files": [{"name": name, "source": text} for name, text in self.files]}
        if last_winner is not None:
            head["last_winner"] = last_winner
        if len(last_standings) > 1:  # more than the winner: last round's whole order
            head["last_standings"] = list(last_standings)
        if last_pickups:
            head["last_pickups"] = list(last_pickups)
        if round_number != 1:
            head["round"] = round_number
        if rule_rounds is not None and any(r != 1 for r in rule_rounds):
            head["rule_rounds"] = list(rule_rounds)
        if rule_counts is not None and any(any(c) for c in rule_counts):
            head["rule_counts"] = [list(c) for c in rule_counts]
        if rule_memory is not None and any(any(m) for m in rule_memory):
            head["rule_memory"] = [list(m) for m in rule_memory]
        return head


def compile_files(files: Sequence[tuple[str, str]], *, allow_warnings: bool = False,
                  recorded: bool = False, policy: SandboxPolicy = DEFAULT_POLICY) -> RuleSet:
    """Compile (name, text) pairs as one book that passes the static checks; a refused
    book raises CompileError naming the file, line and code (exit 2). The low-level step
    under ``gate.compile_files``: see the module.

    Errors refuse the book; so do warnings unless ``allow_warnings``. A ``recorded`` book
    (the one in a game log's header) is what was played, so only what stops the compiler
    refuses it (a file with lint errors of its own); what the book-level checks find
    (a cycle or duplicate across files) and warnings come back in ``findings``.
    """
    results = judge_static(files).results
    if recorded:
        alone = [judge_static([pair]).results[0] for pair in files]
        gate = refusal(alone, allow_warnings=True)
    else:
        gate = refusal(results, allow_warnings=allow_warnings)
    if gate is not None:
        raise gate
    return compiled(files, results, policy)


def compiled(files: Sequence[tuple[str, str]], results: Sequence[LintResult],
             policy: SandboxPolicy = DEFAULT_POLICY) -> RuleSet:
    """The RuleSet of a book whose verdict (``results``) let it through, compiled."""
    books = tuple(compile_book(r.book, filename=r.filename, policy=policy,
                               validated=r.validated)
                  for r in results if r.book is not None)
    return RuleSet(tuple(files), books, findings(results))


def read_files(paths: Sequence[str | Path]) -> list[tuple[str, str]]:
    """Rule files as (name, text), in the order given; a folder stands for its ``.lopti``
    files as ``lopti lint`` finds them (``lint.collect_files``). A missing or unreadable
    file, or a folder without rule files, is an InputError."""
    files = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found = collect_files([path])
            if not found:
                raise InputError("no .lopti rule files in this folder", source=str(path))
            files += [(str(p), read_rule_file(p)) for p in found]
            continue
        if not path.exists():  # a device or pipe is read up to the limit of a rule file
            raise InputError("no such rule file", source=str(path))
        files.append((str(path), read_rule_file(path)))
    return files


def load_rules(paths: Sequence[str | Path], *, allow_warnings: bool = False,
               policy: SandboxPolicy = DEFAULT_POLICY) -> RuleSet:
    """Read rule files (:func:`read_files`) and compile them as one book
    (:func:`compile_files`, the low-level step: see the module)."""
    return compile_files(read_files(paths), allow_warnings=allow_warnings, policy=policy)


def python_book(rule: str, source: str, *, policy: SandboxPolicy = DEFAULT_POLICY
                ) -> CompiledBook:
    """A book of one rule written directly as sandbox Python, hooks named
    ``<timing>_<event>`` (``after_play``). It skips the validator on purpose: tests use it
    to hand the runtime what the linter would refuse and pin the runtime's own checks."""
    compiled = compile_rule(source, rule=rule, policy=policy)
    hooks = []
    for name, hook in compiled.hooks.items():
        timing, _, event = name.partition("_")
        hooks.append(HookEntry(rule, timing, event, hook.line or 1, hook))
    by: dict[str, dict[str, tuple[HookEntry, ...]]] = {"before": {}, "after": {}}
    dispatch: dict[tuple[str, str], tuple[HookEntry, ...]] = {}
    for h in hooks:
        by[h.timing][h.event] = (*by[h.timing].get(h.event, ()), h)
        dispatch[(h.timing, h.event)] = (*dispatch.get((h.timing, h.event), ()), h)
    entry = CompiledRuleEntry(rule, "<python>", 1, "", source, {}, compiled, tuple(hooks), (),
                              by["before"], by["after"])
    return CompiledBook("<python>", (entry,), dispatch)


def play_bot_game(rules: RuleSet, players: int, seed: int, base: BaseRules = OFFICIAL, *,
                  dealer: int = 0, leader: int | None = None, bot: str = "greedy",
                  last_winner: int | None = None, round_number: int = 1,
                  rule_rounds: Sequence[int] | None = None,
                  last_standings: Sequence[int] | None = None,
                  rule_memory: Sequence[Sequence[int]] | None = None,
                  kept: list[list[int]] | None = None,
                  last_pickups: Sequence[int] | None = None) -> tuple[Game, GameLog]:
    """One bot game with ``rules`` in play, and its log (rule book and choices included);
    ``rule_memory``: the rules' own counts as the round begins (a session's later round);
    ``kept``, if given, is filled with them as the round ends, the counts kept 'this
    round' back at 0 (what the session's next round begins with); ``last_pickups``:
    last round's pickups per seat.

    The session's round player uses it (``session.engine_player``); the same seed and
    rules give the same game.
    """
    from ..engine import make_bot
    from ..play import RuleRuntime, bot_agents

    runtime = RuleRuntime(list(rules.books), round_number=round_number,
                          last_winner=last_winner, rule_rounds=rule_rounds,
                          last_standings=last_standings, rule_memory=rule_memory,
                          last_pickups=last_pickups)
    play = runtime.start(players, seed, base, dealer=dealer, leader=leader,
                         agents=bot_agents(players, seed))
    game = play.game
    choose = make_bot(bot, seed).choose
    while not game.is_over():
        game.apply(choose(game))
    header = (rules.to_header(last_winner=last_winner, round_number=round_number,
                              last_standings=runtime.last_standings,
                              rule_memory=rule_memory, last_pickups=runtime.last_pickups)
              if rules.files else None)
    if kept is not None:
        runtime.next_round(play)
        kept[:] = runtime.memory
    log = GameLog.from_game(game, bots=[bot] * players, bot_seed=seed, rules=header,
                            choices=play.choices)
    return game, log
