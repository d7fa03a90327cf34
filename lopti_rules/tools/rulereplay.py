"""Replay a game log with a rule set loaded: the event stream with every rule firing, and
the first recorded decision that the rules make illegal (or that no longer fits).

The log's own decisions and choices drive the game; the rules run live. Where a
recorded decision cannot be taken any more (a different player is to act, the move
is illegal, the game is already over) the replay stops there and says why, naming
the rule that fired last. With ``continue_with`` a bot plays every seat from there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.bots import make_bot
from ..engine.bus import EventBus
from ..engine.cards import card_str, rank_str
from ..engine.events import Event
from ..engine.game import Game, cards_played
from ..engine.moves import FLIP, PICKUP, PLAY, Move
from ..errors import InputError, LoptiError
from ..play.records import Choice, RuleFired
from ..play.runtime import BotAgent, RuleAgent, RuleRuntime
from .gamelog import GameLog, rule_files
from .replay import _finish, _line, _start
from .rulebooks import RuleSet, compile_files


@dataclass(frozen=True)
class Divergence:
    """The first recorded decision (or choice) the rules no longer allow."""

    number: int  #: 1-based decision number (choices count in their own sequence)
    line: int  #: the log line
    message: str  #: "decision 37: seat 2 played 9♥, illegal after rule 'Eights skip'"


@dataclass
class RuleReplay:
    """What a replay with rules produced."""

    game: Game
    events: list[Event] = field(default_factory=list)
    divergence: Divergence | None = None
    continued_with: str | None = None  #: the bot that played on after the divergence
    split: int = 0  #: how many events came before the divergence


class _Scripted:
    """The log's recorded choices, answered in order; the first that no longer fits is
    noted and the seat's bot answers from then on."""

    def __init__(self, log: GameLog, bots: Sequence[RuleAgent]) -> None:
        self.log = log
        self.bots = bots
        self.k = 0
        self.game: Game | None = None
        self.diverged: Divergence | None = None
        self.last_rule: str | None = None  #: the rule that fired last, to name in reports

    def seat(self, seat: int) -> _Seat:
        return _Seat(self, seat)

    def next(self, seat: int, kind: str, fits: object) -> Choice | None:
        log = self.log
        if self.diverged is not None or self.game is None:
            return None
        at = len(self.game.history)
        if self.k >= len(log.choices):
            self._diverge(f"choice {self.k + 1}: the rules ask seat {seat} to {kind}, and "
                          "the log records no such choice", self._line(len(log.choices) - 1))
            return None
        c = log.choices[self.k]
        if c.seat != seat or c.kind != kind or c.at != at or not fits or not callable(fits) \
                or not fits(c):
            self._diverge(f"choice {self.k + 1}: {c.describe()} no longer fits (the rules ask "
                          f"seat {seat} to {kind}{_after(self.last_rule)})", self._line(self.k))
            return None
        self.k += 1
        return c

    def _line(self, k: int) -> int:
        lines = self.log.choice_lines
        return lines[k] if 0 <= k < len(lines) else 1

    def _diverge(self, message: str, line: int) -> None:
        self.diverged = Divergence(self.k + 1, line, message)


class _Seat:
    def __init__(self, script: _Scripted, seat: int) -> None:
        self.script, self.index = script, seat

    def choose_cards(self, game: Game, seat: int, options: tuple[int, ...], n: int,
                     kind: str) -> Sequence[int]:
        self.script.game = game
        c = self.script.next(seat, kind, lambda c: len(c.cards) == n
                             and set(c.cards) <= set(options))
        if c is not None:
            return c.cards
        return self.script.bots[seat].choose_cards(game, seat, options, n, kind)

    def throw(self, game: Game, seat: int) -> str:
        self.script.game = game
        c = self.script.next(seat, "throw", lambda c: True)
        return c.hand if c is not None else self.script.bots[seat].throw(game, seat)


def _after(rule: str | None) -> str:
    return f", after rule '{rule}'" if rule else " under these rules"


def _played(game: Game, seat: int, move: Move) -> str:
    """``played 9♥``: the cards a recorded move takes from the hand it now meets."""
    if move.kind == PLAY:
        m = cards_played(game.hand[seat], move.rank, move.count)
        if m:
            cards = [c for c in range(52) if m >> c & 1]
            return "played " + " ".join(card_str(c) for c in cards)
        return f"played {rank_str(move.rank)}x{move.count}"
    if move.kind == PICKUP:
        return "picked up the pile"
    if move.kind == FLIP:
        return f"flipped face-down card {move.index + 1}"
    return str(move)


def header_rules(log: GameLog) -> RuleSet:
    """The rule book recorded in ``log``'s header, compiled (empty: no rules).

    The copy in the log is what runs, so a problem with it is blamed on the log's header
    (line 1), not on the file it was once read from; a copy that no longer matches the
    header's ``sha256`` (changed after the log was written) is refused too.
    """
    if log.rules is None:
        return RuleSet(())
    files = rule_files(log)
    matches = RuleSet(tuple(files)).digest == log.rules["sha256"]
    try:
        rules = compile_files(files)
    except LoptiError as exc:
        name, message = getattr(exc, "source", None), getattr(exc, "message", str(exc))
        line, column = getattr(exc, "line", None), getattr(exc, "column", None)
        at = "" if line is None else f"line {line}{'' if column is None else f':{column}'}: "
        altered = "" if matches else (" (the recorded files do not match the header's "
                                      "sha256: the log was changed after it was written)")
        raise InputError(f"rule file {name} recorded in the header: {at}{message}{altered}",
                         source=log.source, line=1) from None
    if not matches:
        raise InputError("the rule files recorded in the header do not match its sha256: "
                         "the log was changed after it was written", source=log.source, line=1)
    return rules


def replay_rules(log: GameLog, rules: RuleSet | None, *, strict: bool = False,
                 continue_with: str | None = None) -> RuleReplay:
    """Re-run ``log`` with ``rules`` (None: the rule book in its header).

    ``strict``: the log must replay exactly (its own rules): any misfit is an
    InputError naming the line. Otherwise the first misfit is the result's
    ``divergence``; with ``continue_with`` (a bot name) a bot plays every seat on.
    """
    if rules is None:
        rules = header_rules(log)
    context = log.rules or {}
    runtime = RuleRuntime(list(rules.books), last_winner=context.get("last_winner"),
                          round_number=context.get("round", 1))
    events: list[Event] = []
    runtime.listen(events.append)
    seed = log.bot_seed if log.bot_seed is not None else log.seed
    bots = [BotAgent(seed * 7 + i) for i in range(log.players)]
    script = _Scripted(log, bots)
    bus = EventBus()
    bus.listen_all(lambda event, game: events.append(event))
    play = runtime.attach_bus(bus, log.players, log.seed, [script.seat(i) for i in
                                                            range(log.players)])

    def remember(record: Event) -> None:
        if isinstance(record, RuleFired):
            script.last_rule = record.rule

    runtime.listen(remember)
    game = _start(log, bus)
    script.game = game
    play.game = game
    result = RuleReplay(game, events)

    def diverge(d: Divergence) -> None:
        if strict:
            raise InputError(f"the log does not replay with its own rules: {d.message}",
                             source=log.source, line=d.line)
        result.divergence = d
        result.split = len(events)

    for i, (seat, move) in enumerate(log.decisions):
        why = _misfit(game, seat, move, script.last_rule)
        if why is None:
            game.apply(move)
        if why is None and script.diverged is None:
            continue
        diverge(script.diverged
                or Divergence(i + 1, _line(log, i), f"decision {i + 1}: seat {seat} {why}"))
        break
    else:
        if script.diverged is not None:  # a choice the rules asked for after the last decision
            diverge(script.diverged)
        else:
            try:
                _finish(game, log)
            except InputError as exc:  # cut short: strict replays refuse it, others report it
                if strict:
                    raise
                result.divergence = Divergence(len(log.decisions) + 1, exc.line or 1,
                                               exc.message)
                result.split = len(events)
    if result.divergence is not None and continue_with is not None:
        bot = make_bot(continue_with, seed)
        result.continued_with = continue_with
        while not game.is_over():
            game.apply(bot.choose(game))
    return result


def _misfit(game: Game, seat: int, move: Move, rule: str | None) -> str | None:
    """Why the recorded decision cannot be taken now, or None if it can."""
    if game.is_over():
        return f"{_played(game, seat, move)}, but the game is already over{_after(rule)}"
    if seat != game.cur:
        return f"{_played(game, seat, move)}, but seat {game.cur} is to act{_after(rule)}"
    if move not in game.legal_moves():
        reason = game._why(seat, move).split(": ", 1)[-1]
        return f"{_played(game, seat, move)}, illegal{_after(rule)}: {reason}"
    return None
