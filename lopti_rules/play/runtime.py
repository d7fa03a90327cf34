"""Rules in play: compiled house rules attached to an engine game, their effects applied.

``RuleRuntime(book).attach(game, agents)`` registers one handler per (timing, event)
that some rule listens to, and no other: a game pays nothing for events no rule
hooks (``bus.on_<event>`` stays false). A handler builds the hook's views lazily
(a hook that reads only ``play.rank`` never builds the table view), runs the hooks
in rule-book order through :func:`sandbox.run_hook`, re-checks the effects against
the event's protected set (``policy.FORBIDDEN`` through ``effects.blocking``,
R-CUSTOM-2), and applies each hook's effects as one transaction through the
engine's operations. A stopped hook becomes a ``rule_stopped`` record and the game
goes on (R-VOTE-6); effects re-emit base events, so rules react to rule-caused
events up to ``MAX_HOOK_DEPTH``. Choices a rule asks of players (which cards a
giver gives, Roshambo throws) come from the players' agents and are kept as
:class:`~lopti_rules.play.records.Choice` decisions, so a log replays exactly.

This module is the facade; the stage's parts, bottom up:
:mod:`~lopti_rules.play.hooks` (what the runtime keeps per rule and per hook),
:mod:`~lopti_rules.play.plans` and :mod:`~lopti_rules.play.protection` (plans and the
checks on them), :mod:`~lopti_rules.play.inplay` (rules in play on one game: running,
planning, applying), :mod:`~lopti_rules.play.firings` (kept plans fired again),
:mod:`~lopti_rules.play.handlers` (the bus handlers, written once per runtime), and
:mod:`~lopti_rules.play.agents` and :mod:`~lopti_rules.play.records`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..engine import OFFICIAL, BaseRules, Event, EventBus, Game
from ..language import FORBIDDEN, CompiledBook, HookEntry
from ..sandbox import DEFAULT_POLICY, SandboxPolicy
from .agents import RuleAgent
from .firings import kept_firing_of
from .handlers import make_handlers
from .hooks import Handler, HookTables
from .inplay import RulesInPlay
from .plans import Tally


def standings_of(last_winner: int | None, standings: Sequence[int] | None
                 ) -> tuple[int, ...]:
    """Last round's finishing order as the runtime keeps it: ``standings`` when given
    (its first seat must be ``last_winner`` when both are), else just the winner."""
    if standings is None:
        return () if last_winner is None else (last_winner,)
    order = tuple(standings)
    if len(set(order)) != len(order) or any(type(s) is not int or s < 0 for s in order):
        raise ValueError(f"last round's standings must be distinct seats, not {list(order)}")
    if last_winner is not None and order and order[0] != last_winner:
        raise ValueError(f"last round's standings start with its winner, seat {last_winner}, "
                         f"not seat {order[0]}")
    return order


def pickups_of(pickups: Sequence[int] | None) -> tuple[int, ...]:
    """Last round's pickups per seat as the runtime keeps them (empty: unknown, as in a
    session's first round)."""
    if pickups is None:
        return ()
    counts = tuple(pickups)
    if len(counts) > 5 or any(type(c) is not int or c < 0 for c in counts):
        raise ValueError("last round's pickups are a count of 0 or more for each seat (at "
                         f"most 5), not {list(counts)}")
    return counts


class RuleRuntime(HookTables):
    """Compiled rule books ready to attach to games; counts firings across games.

    ``books``: one :class:`~lopti_rules.language.compiler.CompiledBook` or several (their rules
    run in the order given). ``round_number``, ``last_winner`` (and ``last_standings``,
    the previous round's finishing order, and ``last_pickups``, its pickups per seat),
    ``rule_rounds`` and
    ``rule_counts`` (per rule, its clears, pickups and firings in the session's earlier
    rounds since it took effect) come from the session (a game alone does not know
    them); :meth:`next_round` moves them on after a round this runtime played. ``prechecks=False``
    calls every hook on every event (the reference path; tests compare the two).
    ``budgets``: the policy whose ``MAX_EVENT_COST`` and game budgets (``MAX_OPENING_COST``,
    ``MAX_DECISION_COST``, ``MAX_GAME_COST``) bound each game's hooks (tests give small
    ones, to compare the paths where a budget binds). ``tally``: as :meth:`watch`, from
    the first game (the trial's runtime: only the tallied games' handlers are written).
    """

    def __init__(self, books: CompiledBook | Sequence[CompiledBook], *,
                 round_number: int = 1, last_winner: int | None = None,
                 rule_rounds: Sequence[int] | None = None,
                 rule_counts: Sequence[tuple[int, int, int]] | None = None,
                 prechecks: bool = True, last_standings: Sequence[int] | None = None,
                 rule_memory: Sequence[Sequence[int]] | None = None,
                 last_pickups: Sequence[int] | None = None,
                 budgets: SandboxPolicy = DEFAULT_POLICY, tally: Tally | None = None) -> None:
        super().__init__(books, round_number=round_number, last_winner=last_winner,
                         rule_rounds=rule_rounds, rule_counts=rule_counts, prechecks=prechecks,
                         rule_memory=rule_memory, budgets=budgets)
        self.last_standings = standings_of(last_winner, last_standings)
        self.last_pickups = pickups_of(last_pickups)
        for h, index, effects in self.constant_effects:
            self.constant[id(h)] = kept_firing_of([(e, ()) for e in effects],
                                                  index, h, h.timing, h.event)
        self.tally = tally
        # the handlers of the games this runtime's games take (with a tally or without),
        # shared by every such game, written now (a text outside the sandbox's subset is
        # refused here); the other set when its first game starts
        self.handler_set(tally is not None)

    def write_handlers(self, tallied: bool) -> dict[tuple[str, str], list[Handler]]:
        """(timing, event) -> its bus handlers (on play and pickup one for each set of
        plays or pickups the same hooks may fire on), for the games with a tally
        (``tallied``: their kept firings tell it, ``handlers.make_handlers``) or
        without. The reference path's are the same for both (no kept firing)."""
        if not tallied:
            return {key: make_handlers(self, key[0], hooks)
                    for key, hooks in self.dispatch.items()}
        if self.reference:
            return self.handler_set(False)
        # only an event with a quiet kept firing has other handlers for a tallied game:
        # the others are those of the games without, if written already
        quiet = self._handlers.get(False, {})
        return {key: quiet[key] if key in quiet and not any(
                    self.kept_in_line(h, key[0]) for _, _, h in hooks)
                else make_handlers(self, key[0], hooks, True)
                for key, hooks in self.dispatch.items()}

    def kept_in_line(self, hook: HookEntry, timing: str) -> bool:
        """Whether a handler applies a kept firing of ``hook`` in line when no tally
        listens: a constant hook's quiet plan on an event not guarded, or any memoized
        hook's (its kept firings may be quiet)."""
        if (hook.event, timing) in FORBIDDEN:
            return id(hook) in self.memos
        constant = self.constant.get(id(hook))
        return (constant is not None and constant.apply is not None) or id(hook) in self.memos

    def session_round(self, round_number: int = 1, last_winner: int | None = None,
                      rule_rounds: Sequence[int] | None = None,
                      rule_counts: Sequence[tuple[int, int, int]] | None = None,
                      last_standings: Sequence[int] | None = None,
                      rule_memory: Sequence[Sequence[int]] | None = None,
                      last_pickups: Sequence[int] | None = None) -> None:
        """Play the next games as round ``round_number`` of a session (the rules' counts
        and their own counts as given, by default: every rule took effect this round).
        ``last_standings``: the previous round's finishing order (default: only its
        winner, if given); ``last_pickups``: its pickups per seat (default: unknown)."""
        n = len(self.rules)
        self.round_number, self.last_winner = round_number, last_winner
        self.last_standings = standings_of(last_winner, last_standings)
        self.last_pickups = pickups_of(last_pickups)
        self.rule_rounds = list(rule_rounds) if rule_rounds is not None else [1] * n
        self.rule_counts = (list(rule_counts) if rule_counts is not None
                            else [(0, 0, 0)] * n)
        self.set_memory(rule_memory)

    def next_round(self, play: RulesInPlay) -> None:
        """After ``play``'s round is over: the next game is the session's next round, its
        last winner that round's winner, and every rule's ``rule.*`` counts go on from
        where that round left them (R-CUSTOM-3: a rule counts from when it took effect)."""
        game = play.game
        clears, pickups = sum(game.clears), game.pickups
        self.rule_counts = [(c + clears, p + pickups, f + play.fired[k])
                            for k, (c, p, f) in enumerate(self.rule_counts)]
        self.rule_rounds = [r + 1 for r in self.rule_rounds]
        self.next_round_memory(play.memory)  # counts kept 'this round' start again at 0
        self.round_number += 1
        self.last_winner = game.winner
        self.last_standings = tuple(game.finishing_order)
        self.last_pickups = tuple(game.picked)

    def listen(self, fn: Callable[[Event], None]) -> None:
        """Call ``fn(record)`` with every rule record (fired, stopped, said ...), in order."""
        self.listeners.append(fn)

    def watch(self, tally: Tally | None) -> None:
        """Tell ``tally`` (``plans.Tally``) of every firing, stop and permission of the
        games attached from now on (None: no more). Unlike a record listener, a tally
        lets kept firings take their short path: what it hears is data, not records."""
        self.tally = tally

    def attach(self, game: Game, agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
        """Register this runtime's hooks on ``game``'s bus (a game already dealt: hooks on
        ``deal`` will not run; use :meth:`start` for a new game). ``agents`` answer rule
        choices (default: seeded bots from the game's seed)."""
        return RulesInPlay(self, game.bus, game.players, game.seed, agents, game)

    def attach_bus(self, bus: EventBus, players: int, seed: int,
                   agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
        """Listen on ``bus`` before a game is built on it (so ``deal`` hooks run); the
        game built on it binds itself (``play.game``) before its deal (a runtime without
        hooks does not listen: set ``play.game`` yourself)."""
        return RulesInPlay(self, bus, players, seed, agents, None)

    def start(self, players: int, seed: int, base: BaseRules = OFFICIAL, *, dealer: int = 0,
              leader: int | None = None,
              agents: Sequence[RuleAgent] | None = None) -> RulesInPlay:
        """A new game with this runtime attached before the deal (``play.game``)."""
        bus = EventBus()
        play = RulesInPlay(self, bus, players, seed, agents, None)
        play.game = Game(players, seed, base, dealer=dealer, leader=leader, bus=bus)
        return play


def attach(books: CompiledBook | Sequence[CompiledBook], game: Game,
           agents: Sequence[RuleAgent] | None = None,
           listeners: Iterable[Callable[[Event], None]] = ()) -> RulesInPlay:
    """Shortcut: a fresh runtime for ``books``, with ``listeners``, attached to ``game``."""
    rt = RuleRuntime(books)
    for fn in listeners:
        rt.listen(fn)
    return rt.attach(game, agents)
