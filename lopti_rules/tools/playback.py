"""Play a game log back through the engine: the event stream, or just the final game,
with the rule book in its header or another (the book optional).

A log played with house rules replays with the rule book in its header, and its
recorded choices answer the rules' questions. ``replay_rules`` re-runs a log with
another rule set: it reports the first recorded decision that no longer fits
("decision 37: seat 2 played 9♥, illegal after rule 'Eights skip'") and can play
on from there with a bot. The log's own decisions and choices drive the game; the
rules run live. A log without rules, and an empty rule book, replay the base game:
the rules runtime is neither loaded nor attached.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine import (
    FLIP,
    PICKUP,
    PLAY,
    Event,
    EventBus,
    Game,
    IllegalMove,
    Move,
    SetupError,
    card_str,
    cards_played,
    make_bot,
    rank_str,
)
from ..errors import InputError, LoptiError
from ..play import Choice, RuleFired
from .gamelog import GameLog, rule_files

if TYPE_CHECKING:
    from ..play import RuleAgent, RulesInPlay
    from .rulebooks import RuleSet


def _start(log: GameLog, bus: EventBus | None) -> Game:
    try:
        return Game(
            log.players, log.seed, log.base, dealer=log.dealer, leader=log.leader, bus=bus
        )
    except SetupError as exc:
        raise InputError(f"bad header: {exc}", source=log.source, line=1) from None


def _line(log: GameLog, i: int) -> int:
    """The log line of decision ``i`` (from 0); the header is line 1."""
    return log.lines[i] if i < len(log.lines) else i + 2


def _apply(game: Game, log: GameLog, i: int) -> None:
    seat, move = log.decisions[i]
    line = _line(log, i)
    if game.is_over():
        raise InputError(f"decision after the game is over: {move}", source=log.source, line=line)
    if seat != game.cur:
        raise InputError(
            f"decision for seat {seat}, but seat {game.cur} is to act ({move})",
            source=log.source, line=line,
        )
    try:
        game.apply(move)
    except IllegalMove as exc:
        raise InputError(f"illegal decision: {exc}", source=log.source, line=line) from None


def _finish(game: Game, log: GameLog) -> None:
    if not game.is_over():
        line = (log.lines[-1] if log.lines else 1) + 1
        raise InputError(
            f"the log ends before the game is over (truncated?); seat {game.cur} is to act",
            source=log.source, line=line,
        )


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

    def __init__(self, log: GameLog) -> None:
        self.log = log
        self.bots: Sequence[RuleAgent] = ()
        self.k = 0
        self.game: Game | None = None
        self.diverged: Divergence | None = None
        self.last_rule: str | None = None  #: the rule that fired last, to name in reports
        self.play: RulesInPlay | None = None

    def attach(self, rules: RuleSet, bus: EventBus, events: list[Event], seed: int) -> None:
        """Put ``rules`` in play on ``bus`` before the game is set up, their records joining
        ``events``; each seat's questions are answered from the log, then by a seeded bot."""
        from ..play import BotAgent, RuleRuntime

        log = self.log
        context = log.rules or {}
        n = sum(len(book.rules) for book in rules.books)
        rounds, counts = context.get("rule_rounds"), context.get("rule_counts")
        memory = context.get("rule_memory")
        # a later round's rule counts (rule.*), for the rules it was played with
        runtime = RuleRuntime(list(rules.books), last_winner=context.get("last_winner"),
                              round_number=context.get("round", 1),
                              rule_rounds=rounds if rounds and len(rounds) == n else None,
                              rule_counts=([tuple(c) for c in counts]
                                           if counts and len(counts) == n else None),
                              last_standings=context.get("last_standings") or None,
                              last_pickups=context.get("last_pickups") or None)
        if memory:  # the rules' own counts as the round began, for the rules it was played with
            try:
                runtime.set_memory(memory)
            except ValueError:
                runtime.set_memory(None)
        runtime.listen(events.append)
        self.bots = [BotAgent(seed * 7 + i) for i in range(log.players)]
        self.play = runtime.attach_bus(bus, log.players, log.seed,
                                       [self.seat(i) for i in range(log.players)])

        def remember(record: Event) -> None:
            if isinstance(record, RuleFired):
                self.last_rule = record.rule

        runtime.listen(remember)

    def bind(self, game: Game) -> None:
        """The game is set up on the bus: the rules play it."""
        self.game = game
        if self.play is not None:
            self.play.game = game

    def seat(self, seat: int) -> _Seat:
        return _Seat(self, seat)

    def next(self, seat: int, kind: str, fits: object) -> Choice | None:
        log = self.log
        if self.diverged is not None or self.game is None:
            return None
        at = len(self.game.history)
        if self.k >= len(log.choices):
            self._diverge(_NO_SUCH_CHOICE.get(kind, _NO_SUCH_CHOICE["give"].replace(
                "to give", "to {kind}")).format(k=self.k + 1, seat=seat, kind=kind),
                          self._line(len(log.choices) - 1))
            return None
        c = log.choices[self.k]
        if c.seat != seat or c.kind != kind or c.at != at or not fits or not callable(fits) \
                or not fits(c):
            rule = self.last_rule
            wordings = _UNFIT_AFTER if rule else _UNFIT
            wording = wordings.get(kind, wordings["give"].replace("to give", "to {kind}"))
            self._diverge(wording.format(k=self.k + 1, choice=c.describe(), seat=seat,
                                         rule=rule, kind=kind), self._line(self.k))
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
                     kind: str, *, least: int | None = None) -> Sequence[int]:
        self.script.game = game
        low = n if least is None else least  # an optional choice: none to n (issue 14)
        c = self.script.next(seat, kind, lambda c: low <= len(c.cards) <= n
                             and set(c.cards) <= set(options))
        if c is not None:
            return c.cards
        bot = self.script.bots[seat]
        if least is not None:
            return bot.choose_cards(game, seat, options, n, kind, least=least)
        return bot.choose_cards(game, seat, options, n, kind)

    def throw(self, game: Game, seat: int) -> str:
        self.script.game = game
        c = self.script.next(seat, "throw", lambda c: True)
        return c.hand if c is not None else self.script.bots[seat].throw(game, seat)


#: a choice the rules ask for that the log does not hold, or holds otherwise: each wording
#: whole, a kind of choice (``play.CHOICE_KINDS``) each, as the catalog's templates that
#: say it in the table's language have it (language/report/playwords.py)
_NO_SUCH_CHOICE = {
    "give": "choice {k}: the rules ask seat {seat} to give, and the log records no such "
            "choice",
    "take": "choice {k}: the rules ask seat {seat} to take, and the log records no such "
            "choice",
    "throw": "choice {k}: the rules ask seat {seat} to throw, and the log records no such "
             "choice",
    "swap": "choice {k}: the rules ask seat {seat} to swap, and the log records no such "
            "choice",
}
_UNFIT = {
    "give": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to give under "
            "these rules)",
    "take": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to take under "
            "these rules)",
    "throw": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to throw under "
             "these rules)",
    "swap": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to swap under "
            "these rules)",
}
_UNFIT_AFTER = {
    "give": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to give, after "
            "rule '{rule}')",
    "take": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to take, after "
            "rule '{rule}')",
    "throw": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to throw, after "
             "rule '{rule}')",
    "swap": "choice {k}: {choice} no longer fits (the rules ask seat {seat} to swap, after "
            "rule '{rule}')",
}


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
    header's ``sha256`` (changed after the log was written) is refused too. The log
    records what happened, so a book that no longer lints clean as a whole (a cycle or a
    duplicate across files, found by checks newer than the log, or warnings) still
    replays; what it would be refused for today is in the result's ``findings``
    (``lopti replay`` prints them as warnings). Only a file the compiler refuses on its
    own stops the replay.
    """
    from .rulebooks import RuleSet, compile_files

    if log.rules is None:
        return RuleSet(())
    files = rule_files(log)
    matches = RuleSet(tuple(files)).digest == log.rules["sha256"]
    try:
        rules = compile_files(files, recorded=True)
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


def run(log: GameLog) -> Game:
    """Apply every decision of ``log`` and return the finished game (no events built)."""
    if _has_rules(log):
        return replay_rules(log, None, strict=True).game
    game = _start(log, None)
    for i in range(len(log.decisions)):
        _apply(game, log, i)
    _finish(game, log)
    return game


def replay(log: GameLog, rules: RuleSet | None = None) -> Iterator[Event]:
    """The events of the logged game, in order, as the engine emits them.

    An illegal, misplaced or missing decision raises ``InputError`` with its line. A
    log played with house rules replays with them (``rules``: the header's book, already
    compiled by ``header_rules``); rule records join the stream.
    """
    if _has_rules(log):
        yield from replay_rules(log, rules, strict=True).events
        return
    bus = EventBus()
    buf: list[Event] = []
    bus.listen_all(lambda event, game: buf.append(event))
    game = _start(log, bus)
    yield from buf
    buf.clear()
    for i in range(len(log.decisions)):
        _apply(game, log, i)
        yield from buf
        buf.clear()
    _finish(game, log)


def _has_rules(log: GameLog) -> bool:
    """True if ``log`` was played with house rules (a rule book, or choices rules asked)."""
    return log.rules is not None or bool(log.choices)


def replay_rules(log: GameLog, rules: RuleSet | None = None, *, strict: bool = False,
                 continue_with: str | None = None) -> RuleReplay:
    """Re-run ``log`` with ``rules`` (None: the rule book in its header).

    ``strict``: the log must replay exactly (its own rules): any misfit is an
    InputError naming the line. Otherwise the first misfit is the result's
    ``divergence``; with ``continue_with`` (a bot name) a bot plays every seat on.
    """
    if rules is None:
        rules = header_rules(log)
    events: list[Event] = []
    bus = EventBus()
    bus.listen_all(lambda event, game: events.append(event))
    seed = log.bot_seed if log.bot_seed is not None else log.seed
    script = _Scripted(log)
    if rules.books:  # an empty book is the base game: no runtime to load or attach
        script.attach(rules, bus, events, seed)
    game = _start(log, bus)
    script.bind(game)
    result = RuleReplay(game, events)

    def diverge(d: Divergence) -> None:
        if strict:
            raise InputError(f"the log does not replay with its own rules: {d.message}",
                             source=log.source, line=d.line)
        result.divergence = d
        result.split = len(events)

    for i, (seat, move) in enumerate(log.decisions):
        why = _misfit(game, seat, move, script.last_rule)
        if why is not None and move.kind == PLAY and ", illegal" in why:
            why += _allowed_in_log(log, rules, move.rank, game.top)
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


def _allowed_in_log(log: GameLog, rules: RuleSet, rank: int, top: int) -> str:
    """``; the log's rule 'X' allowed it (allow J on Q)`` when the log's own rule book
    permitted the play these ``rules`` find illegal (R-CUSTOM-2), else nothing."""
    if log.rules is None or not top:
        return ""
    pair = (rank, top)
    if any(pair in e.permits for b in rules.books for e in b.rules):
        return ""
    try:
        own = header_rules(log)
    except InputError:
        return ""
    for book in own.books:
        for entry in book.rules:
            if pair in entry.permits:
                return (f"; the log's rule '{entry.name}' allowed it "
                        f"(allow {rank_str(rank)} on {rank_str(top)}, R-CUSTOM-2)")
    return ""


def _misfit(game: Game, seat: int, move: Move, rule: str | None) -> str | None:
    """Why the recorded decision cannot be taken now, or None if it can."""
    # each wording whole (not joined from pieces), as the catalog's templates that say it
    # in the table's language have it (language/report/playwords.py)
    played = _played(game, seat, move)
    if game.is_over():
        return (f"{played}, but the game is already over, after rule '{rule}'" if rule else
                f"{played}, but the game is already over under these rules")
    if seat != game.cur:
        return (f"{played}, but seat {game.cur} is to act, after rule '{rule}'" if rule else
                f"{played}, but seat {game.cur} is to act under these rules")
    if move not in game.legal_moves():
        reason = game._why(seat, move).split(": ", 1)[-1]
        return (f"{played}, illegal, after rule '{rule}': {reason}" if rule else
                f"{played}, illegal under these rules: {reason}")
    return None
