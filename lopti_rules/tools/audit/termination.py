"""Games that never end (LP504, LP505; R-CUSTOM-3): which books need the check, and a short
adversarial search for a game the book keeps from ending.

The linter reads one hook at a time and cannot see that ``after play: acting player takes
play.count cards from the pile`` undoes every play: each hook is harmless, the game is
not. This search decides it by play, in two steps.

1. **Which books need it** (:func:`risky_hooks`, static, linear in the hooks): a book
   needs the games when some hook, on an event a game has no bound on (``turn``,
   ``play``, ``pickup``, ``clear``, ``bonus``, ``pass`` and any other not known to be
   bounded), moves cards back out of the pile or the cleared cards (``takes``), forces a
   pickup, gives cards (a refill) or restricts plays. The whole book is judged together:
   one risky hook puts every clean file's rules in play. A book of ``say``, ``skip``,
   ``reverse``, ``draw`` (the draw pile only shrinks) or ``clear`` hooks, or risky hooks
   only on bounded events (``deal``, ``swap``, ``take_up``, ``flip``, ``draw``, ``out``,
   ``win``, ``round_end``), is never played: its lint stays as fast as before.
2. **The games** (:data:`TABLES`): a fixed list of seeded games, greedy bots first (they
   stall soonest) then random bots, 2 to 5 players, each played exactly as ``lopti
   simulate --rules FILES --games 1 --seed S --players P --bot B`` plays its game, with a
   **no-progress fence**: progress is a card leaving play for good (the cleared cards
   and the discarded 3s reach a new high) or a player going out. A game whose decisions
   since the last progress pass :data:`FENCE` (per bot, set far above the longest
   stretch measured in thousands of base games: ``benchmarks/termination.py``) has
   stalled; so has a game in which the runtime stops a rule for undoing progress (a
   ``rule_stopped`` record whose reason mentions progress). The first stalled game is
   the witness of an LP504 error, with the commands that show it. A game that reaches
   the engine's safety cap without stalling cannot be decided: LP505, a warning.

Everything is counted in games and decisions, never in seconds: the same book always
gets the same verdict and the same witness.
"""

from __future__ import annotations

import random
import shlex
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...language import Diagnostic, LintResult, diagnostic

if TYPE_CHECKING:
    from ...engine import Game
    from ...language import CompiledBook
    from ...play import RuleRuntime

#: Events a game has a bound on, whatever the rules do: the deal and the swaps happen once,
#: a player takes up their face-up cards and goes out once, each face-down card is flipped
#: once, the draw pile only shrinks (no rule can refill it), and a round ends once. A hook
#: on these fires a bounded number of times, so it cannot keep a game going by itself.
BOUNDED_EVENTS = frozenset({"deal", "swap", "take_up", "flip", "draw", "out", "win",
                            "round_end"})

#: action -> what it does that can undo a game's progress
RISKY_ACTIONS: dict[str, str] = {
    "take": "moves cards back into a hand",
    "pickup": "forces a pickup",
    "give": "refills a hand",
    "restrict": "restricts plays",
}

#: The longest stretch of decisions without progress in 8,000 base games a bot (2,000
#: each for 2-5 players, run seeds 0-1,999, game 1 of each: ``benchmarks/termination.py``).
BASE_LONGEST: dict[str, int] = {"greedy": 114, "random": 1670}
#: Decisions a game may go without progress before it counts as stalled, per bot: 4.4 and
#: 2.4 times the base games' longest stretch (and 8.6 and 7.9 times their 99th
#: percentile), far above any base game and under the engine's safety cap (5,000 turns).
FENCE: dict[str, int] = {"greedy": 500, "random": 4000}
#: The longest base game of those 8,000 a bot, in decisions.
BASE_GAME: dict[str, int] = {"greedy": 215, "random": 1763}
#: Decisions after which a game that still makes progress is too long to call: 4.7
#: times the longest greedy base game; random games run to the engine's safety cap.
UNDECIDED: dict[str, int] = {"greedy": 1000, "random": 1_000_000}

#: The marker a runtime-side progress fence leaves in a ``rule_stopped`` reason.
PROGRESS_WORD = "progress"


@dataclass(frozen=True, slots=True)
class Table:
    """One game of the search: the bot at every seat, the players, the run seed."""

    bot: str
    players: int
    seed: int

    def describe(self) -> str:
        return f"{self.bot} bots, {self.players} players, seed {self.seed}"


#: The games of the search, in order: greedy bots first (a runaway stalls them within a
#: few hundred decisions), then random bots (who pick up and play at random: another
#: table's worth of positions). Each is game 1 of ``lopti simulate --seed 0``.
TABLES: tuple[Table, ...] = tuple(
    Table(bot, players, 0) for bot in ("greedy", "random") for players in (2, 3, 4, 5))


@dataclass(frozen=True, slots=True)
class Risk:
    """A hook that may undo a game's progress, and why."""

    filename: str
    rule: str
    line: int  #: the hook's event name (for the report's span)
    column: int
    end_column: int
    event: str
    why: str


@dataclass
class Outcome:
    """How one game of the search went."""

    table: Table
    verdict: str  #: ended | stalled | stopped | long | capped
    turn: int = 0  #: the turn of the last progress (stalled), or the game's last turn
    decisions: int = 0  #: decisions without progress (stalled), or in the whole game
    fired: Counter[str] = field(default_factory=Counter)  #: rule -> firings since progress
    reason: str = ""  #: the runtime's stop reason (stopped), or why it failed


def risky_hooks(results: Sequence[LintResult]) -> list[Risk]:
    """The hooks of the book's clean files that may undo progress, in book order."""
    found: list[Risk] = []
    for result in results:
        if not result.ok or result.book is None:
            continue
        for rule in result.book.rules:
            for hook in rule.hooks:
                if hook.event in BOUNDED_EVENTS:
                    continue
                for node in hook.walk():
                    why = RISKY_ACTIONS.get(getattr(node, "action", ""))
                    if why is None:
                        continue
                    if getattr(node, "source", "") == "pile":
                        why = "moves cards back out of the pile"
                    elif getattr(node, "source", "") == "cleared":
                        why = "moves cards back out of the cleared cards"
                    line = hook.event_line or hook.line
                    column = hook.event_column or hook.column
                    found.append(Risk(result.filename, rule.name, line, column,
                                      column + len(hook.event), hook.event, why))
                    break
    return found


class Progress:
    """Progress of one game: a card left play for good (the cleared cards and discarded
    3s reach a new high) or a player went out. Call :meth:`step` after each decision."""

    __slots__ = ("active", "best", "since", "turn")

    def __init__(self, game: Game) -> None:
        self.best = (game.cleared | game.discarded).bit_count()
        self.active = game.active
        self.since = 0  #: decisions since the last progress
        self.turn = game.turns  #: the turn of the last progress

    def step(self, game: Game) -> bool:
        """Note one decision; True when it made progress."""
        gone = (game.cleared | game.discarded).bit_count()
        if gone > self.best or game.active < self.active:
            self.best = max(self.best, gone)
            self.active = game.active
            self.since = 0
            self.turn = game.turns
            return True
        self.since += 1
        return False


def play_table(books: Sequence[CompiledBook], table: Table,
               runtime: RuleRuntime | None = None) -> Outcome:
    """Play ``table``'s game with ``books`` in play, as ``lopti simulate`` would, until it
    ends, stalls (the fence), or the runtime stops a rule for undoing progress.
    ``runtime``: the books' runtime to reuse (the search plays every table with one: its
    handlers are written once, and a game plays the same with a fresh one)."""
    from ...engine import OVER, make_bot
    from ...play import RuleRuntime, bot_agents

    game_seed, bot_seed = table_seeds(table.seed)
    if runtime is None:
        runtime = RuleRuntime(list(books))
    fired: Counter[str] = Counter()
    stop: list[str] = []

    def hear(record: Any) -> None:
        if record.name == "rule_fired":
            fired[record.rule] += 1
        elif record.name == "rule_stopped" and PROGRESS_WORD in record.reason.lower():
            stop.append(f'rule "{record.rule}" was stopped: {record.reason}')

    runtime.listeners.clear()  # a reused runtime: only this game's listener
    runtime.listen(hear)
    play = runtime.start(table.players, game_seed, agents=bot_agents(table.players, bot_seed))
    game = play.game
    choose = make_bot(table.bot, bot_seed).choose
    fence, longest = FENCE[table.bot], UNDECIDED[table.bot]
    progress = Progress(game)
    while game.phase != OVER:
        game.apply(choose(game))
        if progress.step(game):
            fired.clear()
            continue
        if stop:
            return Outcome(table, "stopped", progress.turn, progress.since, Counter(fired),
                           stop[0])
        if progress.since > fence:
            return Outcome(table, "stalled", progress.turn, progress.since, Counter(fired))
        if len(game.history) > longest:
            return Outcome(table, "long", game.turns, len(game.history))
    return Outcome(table, "capped" if game.capped else "ended", game.turns,
                   len(game.history))


def table_seeds(seed: int) -> tuple[int, int]:
    """(game seed, bot seed) of game 1 of ``lopti simulate --seed seed``."""
    rng = random.Random(seed)
    return rng.getrandbits(48), rng.getrandbits(48)


def compile_clean(results: Sequence[LintResult]
                  ) -> tuple[list[tuple[str, str]], list[CompiledBook]]:
    """The clean files of the book, as (name as given, text), and their compiled books."""
    from ...language import compile_book

    files, books = [], []
    for r in results:
        if r.ok and r.book is not None and r.book.rules:
            files.append((r.filename, r.text))
            books.append(compile_book(r.book, filename=r.filename, validated=r.validated))
    return files, books


#: the verdicts of a game the book kept from ending
STALLED = ("stalled", "stopped")


@dataclass(frozen=True)
class _Found:
    """What a report needs to show and record the witness game."""

    files: list[tuple[str, str]]
    books: list[CompiledBook]
    outcome: Outcome
    witness_dir: Path | None


def search(results: Sequence[LintResult], witness_dir: Path | None = None
           ) -> list[tuple[str, Diagnostic]]:
    """LP504 (or LP505) for a book whose games may not end, with its witness; nothing for
    a book that needs no games or whose games all end. With ``witness_dir``, the witness
    game's log is written there too."""
    risks = risky_hooks(results)
    if not risks:
        return []
    try:
        from ...play import RuleRuntime

        files, books = compile_clean(results)
        runtime = RuleRuntime(books)
        outcomes = []
        for table in TABLES:
            outcome = play_table(books, table, runtime)
            outcomes.append(outcome)
            if outcome.verdict in STALLED:
                break
    except Exception as exc:  # a verdict, never a traceback
        return _report(risks, "LP505", "cannot decide whether games end with this rule "
                       f"book: the linter could not play it ({type(exc).__name__}: {exc})",
                       None)
    last = outcomes[-1]
    if last.verdict in STALLED:
        rules = set(last.fired)
        guilty = [r for r in risks if r.rule in rules] or risks
        return _report(guilty, "LP504", _stalled_message(last),
                       _Found(files, books, last, witness_dir))
    undecided = [o for o in outcomes if o.verdict in ("long", "capped")]
    if undecided:
        first = undecided[0]
        how = ("ran to the safety cap" if first.verdict == "capped" else
               f"was still going after {first.decisions} decisions (base games: at most "
               f"{BASE_GAME[first.table.bot]})")
        message = (f"cannot decide whether games end with this rule book: a simulated game "
                   f"({first.table.describe()}) {how}, although cards kept leaving play; "
                   "look at it before proposing the rule")
        return _report(risks, "LP505", message, _Found(files, books, first, witness_dir))
    return []


def _stalled_message(o: Outcome) -> str:
    if o.verdict == "stopped":
        what = o.reason
    else:
        most = BASE_LONGEST[o.table.bot]  # each wording whole, as report/playwords.py has it
        what = (f"after turn {o.turn} no card left play for good and nobody went out for "
                f"{o.decisions} decisions (base games: at most {most})" if o.turn else
                f"from the start no card left play for good and nobody went out for "
                f"{o.decisions} decisions (base games: at most {most})")
    firing = ", ".join(f'"{name}" {n} times' for name, n in o.fired.most_common(3))
    meanwhile = f"; meanwhile the rules fired: {firing}" if firing else ""
    return (f"this rule book can keep a game from ending: in a simulated game "
            f"({o.table.describe()}) {what}{meanwhile}")


#: the folder the witness commands record into (relative: the user's working folder)
RECORD_DIR = "lopti-witness"


def witness_commands(names: Sequence[str], table: Table, code: str = "LP504") -> list[str]:
    """The commands that play the witness game and print it (``lopti replay``). The gate
    refuses the book, so ``simulate`` is told to play it anyway for this one verdict:
    ``--witness LP504`` for the error, ``--allow-warnings`` for LP505 (a warning)."""
    files = " ".join(shlex.quote(n) for n in names)
    flag = "--allow-warnings" if code == "LP505" else f"--witness {code}"
    return [f"lopti simulate --rules {files} --games 1 --seed {table.seed} "
            f"--players {table.players} --bot {table.bot} {flag} --record {RECORD_DIR}",
            f"lopti replay {RECORD_DIR}/game-000001.jsonl"]


def _witness(found: _Found) -> str:
    stalled = found.outcome.verdict in STALLED
    lead = ("the game runs on to the safety cap (or until the runtime stops the rule); "
            "see it with:" if stalled else "see the game with:")
    lines = [lead,
             *("  " + c for c in witness_commands([n for n, _ in found.files],
                                                   found.outcome.table,
                                                   "LP504" if stalled else "LP505"))]
    if found.witness_dir is not None:
        log = record_witness(found.files, found.books, found.outcome.table,
                             found.witness_dir)
        lines.append(f"or replay the game written for you: lopti replay "
                     f"{shlex.quote(str(log))}")
    return "\n".join(lines)


def _report(risks: Sequence[Risk], code: str, message: str, found: _Found | None
            ) -> list[tuple[str, Diagnostic]]:
    """One diagnostic in each file with a guilty hook, at its first such hook."""
    witness = _witness(found) if found is not None else ""
    hint = ("let the rule fire less often (a condition that rarely holds), or move fewer "
            "cards back than leave play")
    done: set[str] = set()
    out = []
    for r in risks:
        if r.filename in done:
            continue
        done.add(r.filename)
        out.append((r.filename, diagnostic(
            code, f'rule "{r.rule}" ({r.event} hook {r.why}): {message}', r.line, r.column,
            r.line, r.end_column, hint, witness=witness)))
    return out


def record_witness(files: Sequence[tuple[str, str]], books: Sequence[CompiledBook],
                   table: Table, witness_dir: Path) -> Path:
    """Write the witness game's log into ``witness_dir`` (``lopti replay`` reads it), played
    exactly as :func:`witness_commands` play it; return its path."""
    import shutil
    import tempfile

    from ..rulebooks import RuleSet
    from ..simulation import simulate_rules

    witness_dir.mkdir(parents=True, exist_ok=True)
    stem = Path(files[0][0]).stem if files else "book"
    target = witness_dir / f"{stem}-{table.bot}-{table.players}p-seed{table.seed}.jsonl"
    with tempfile.TemporaryDirectory() as tmp:
        simulate_rules(RuleSet(tuple(files), tuple(books)), table.players, 1, table.seed,
                       table.bot, paired=False, record=Path(tmp))
        shutil.move(str(Path(tmp) / "game-000001.jsonl"), target)
    return target
