"""Rules in play on one game: hooks run in the sandbox, their effects planned and applied.

A :class:`RulesInPlay` is a rule runtime attached to one game (``RuleRuntime.attach``).
The bus handlers (:mod:`lopti_rules.play.handlers`) find it on the game's bus and call
:meth:`RulesInPlay.fire` for a hook that has to run: it builds the hook's views, runs
it through :func:`sandbox.run_bounded <lopti_rules.sandbox.run.run_bounded>` (the
metered ``run_hook`` on the reference path), plans the
effects (:meth:`RulesInPlay.plan`: targets resolved to seats, Roshambos played, the
whole list refused if it would block the event, R-CUSTOM-2, or give cards to a player
who is out, R-WIN-4) and applies them as one transaction through the engine's
operations (:meth:`RulesInPlay.apply_plan`, one entry of :data:`~lopti_rules.play.applying.APPLY`
per effect type). A stopped hook becomes a ``rule_stopped`` record and the game goes on
(R-VOTE-6). Choices a rule asks of players (cards to give or take back, Roshambo
throws) come from the players' agents and are kept as
:class:`~lopti_rules.play.records.Choice` decisions, so a log replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine import Event, EventBus, Game, IllegalMove, Seat, allow_plays, cards_of, cards_str
from ..errors import LoptiError
from ..language import HookEntry
from ..sandbox import (
    RULE_SLOTS,
    CostBudget,
    CountSlots,
    EventView,
    HookStopped,
    LazyEventView,
    LazyTableView,
    PlayerView,
    RuleView,
    TableView,
    Views,
    event_view,
    game_view,
    player_at,
    run_bounded,
    run_hook,
)
from ..sandbox import effects as fx
from .agents import BotAgent, ChoiceError, RuleAgent, bot_agents, bot_duel
from .applying import APPLY
from .hooks import HookTables
from .plans import RECEIVES, Plan, Refused, gone, receiver_refused
from .progress import watch_for
from .protection import block_reason, pending_reason, protected_writes
from .records import (
    Choice,
    RestrictionLapsed,
    RuleFired,
    RuleRoshambo,
    RuleStopped,
    describe_effect,
)

#: Throws a rule's Roshambo may take before it counts as undecided (draws do not count).
MAX_THROWS = 30
_BEATS = {"R": "S", "P": "R", "S": "P"}
#: Builds a named tuple from all its fields without its Python-level ``__new__``.
_new_tuple = tuple.__new__


class RulesInPlay:
    """A runtime attached to one game: its handlers, agents and the choices taken."""

    def __init__(self, runtime: HookTables, bus: EventBus, players: int, seed: int,
                 agents: Sequence[RuleAgent] | None, game: Game | None) -> None:
        self.runtime = runtime
        self.agents: list[RuleAgent] = (list(agents) if agents is not None
                                        else bot_agents(players, seed))
        if len(self.agents) != players:
            raise LoptiError(f"give one agent per seat ({players}), not {len(self.agents)}")
        #: the decisions rules asked of players, in order, as plain (at, seat, kind,
        #: cards, hand) tuples: made into Choice records only when read (``choices``)
        self._asked: list[tuple[int, int, str, tuple[int, ...], str]] = []
        self._choices: list[Choice] = []
        #: per rule, this game; the runtime's ``fired`` adds it up with its other games'
        #: (``HookTables.count_game``), so a firing counts once, here
        self.fired = runtime.count_game(self)
        #: per rule, its own counts in this game (``count "threes"``), from the runtime's
        #: values as the game began
        self.memory: list[list[int]] = ([list(m) for m in runtime.memory]
                                        if runtime.has_memory else runtime.memory)
        #: per rule, its ``rule.*`` view for this game, its own counts in a slot (made
        #: when a hook of the rule first reads ``rule``; :meth:`remember` updates it)
        self.rule_views: list[CountSlots | None] = [None] * len(runtime.rules)
        self.depth = 0  #: hook-caused events deep (``policy.MAX_HOOK_DEPTH``)
        #: the guarded events whose hooks' effects are being applied, innermost last:
        #: (event, timing, protected set); a nested event's hooks may write none of
        #: them (R-CUSTOM-2, protection.py), and no kept plan fires while any is pending
        self.pending: list[tuple[str, str, tuple[fx.Write, ...]]] = []
        #: the rules' cost budgets per base event and per game (docs/sandbox.md)
        self.budget = CostBudget(runtime.budgets)
        #: rules stopped for the rest of this round by the progress watch (progress.py)
        self.halted: frozenset[int] = frozenset()
        #: one flag a rule, up while it is stopped (``halted``): the handlers read it
        #: before each hook of a rule the watch may stop (``handlers._write_on``)
        self.off = bytearray(len(runtime.rules))
        #: rules already stopped (and recorded) once the game's cost budget was spent
        #: (closed: ``CostBudget.close``): their later hooks this game are counted, not
        #: called or recorded again
        self.spent_told: set[int] = set()
        self._seed = seed ^ 0x5EED  #: the seeded source of "random" takes, made when used
        self._rng: random.Random | None = None
        #: who hears the rule records (the runtime's listeners); while nobody does, no
        #: record is made and kept firings take their short path
        self.listeners = runtime.listeners
        #: the runtime's tally (``RuleRuntime.watch``), told of each firing on every path
        self.tally = runtime.tally
        if runtime.dispatch or runtime.permits:
            ends = bus._after.get("round_end")
            if bus.rules is not None or (ends and any(getattr(h, "releases", None)
                                                      for h in ends)):
                raise LoptiError("this game already has house rules attached: give all "
                                 "the rule books to one RuleRuntime")
            #: the handlers find this object on the bus; the release at round end takes
            #: it off again: then nothing the game holds leads back here, and the finished
            #: game is freed at once instead of waiting for the cycle collector
            #: (measurably faster simulations)
            bus.rules = self
            runtime.listen_on(bus, self.tally is not None)
        self._game: Game | None = None
        if game is not None:
            self.game = game

    @property
    def choices(self) -> list[Choice]:
        """The decisions rules asked of players (cards given or taken back, Roshambo
        throws), in order. Recorded as plain tuples, a game with a Roshambo on every 5
        records twenty a game: they become :class:`Choice` records when read."""
        made, asked = self._choices, self._asked
        if len(made) < len(asked):
            made.extend(_new_tuple(Choice, c) for c in asked[len(made):])
        return made

    @property
    def game(self) -> Game:
        """The game these rules are attached to."""
        if self._game is None:
            raise LoptiError("the rules are not attached to a game yet")
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if self._game is not None and self._game is not game:  # its handlers act on one game
            raise LoptiError("these rules in play belong to another game already: attach "
                             "the runtime to each game (RuleRuntime.start or attach)")
        self._game = game
        # the game's cost budget grows with its decisions (CostBudget, issue 28)
        self.budget.follow(game.history)
        game.last_standings = self.runtime.last_standings  # for the standings roles
        game.last_pickups = self.runtime.last_pickups  # and the last round's tallies
        if self.runtime.dispatch:  # (no hooks, no restrictions: and no reference cycle)
            game.on_lapse = self._lapsed
            # the game holds the watch, the watch these rules in play: the release at
            # round end lets go of it, so no cycle is left (finished games freed at once)
            watch_for(self)
        if self.runtime.permits:  # the plays the rules permit (R-CUSTOM-2)
            allow_plays(game, frozenset(self.runtime.permits))

    # -------------------------------------------------------------- running hooks
    def views(self, event: Event, acting: int, make: Views | None = None
              ) -> tuple[TableView, EventView]:
        """The table and event views a hook on ``event`` reads (``make``: the hook's own
        builder of lazy views, ``HookTables.hook_views``)."""
        rt = self.runtime
        if rt.eager_views:
            table = game_view(self.game, acting=acting, last_winner=rt.last_winner,
                              round_number=rt.round_number)
            return table, event_view(event, table)
        if make is not None:
            return make(self.game, event, acting, rt.last_winner, rt.round_number)
        table = LazyTableView(self.game, acting, rt.last_winner, rt.round_number)
        return table, LazyEventView(event, table)

    def rule_view(self, index: int) -> RuleView:
        """``rule.*`` of rule ``index`` as its hooks read it (its counts in a slot)."""
        if self.runtime.eager_views:
            return RuleView(**dict(zip(RULE_SLOTS, self.rule_counts(index), strict=True)))
        view = self.rule_views[index]
        if view is None:
            view = self.rule_views[index] = CountSlots(self, index, tuple(self.memory[index]))
        return view

    def rule_counts(self, index: int) -> tuple[int, int, int, int, tuple[int, ...]]:
        """``rule.*`` of rule ``index``: rounds, clears, pickups, times fired before, all
        counted from when the rule took effect (this round's, and the session's earlier
        rounds' as the runtime was given them: ``rule_counts``)."""
        game, rt = self.game, self.runtime
        clears, pickups, fired = rt.rule_counts[index]
        return (rt.rule_rounds[index], clears + sum(game.clears), pickups + game.pickups,
                fired + self.fired[index], tuple(self.memory[index]))

    def call(self, event: Event, timing: str, name: str, acting: int, index: int,
             entry: HookEntry, guarded: bool, views: tuple[TableView, EventView] | None,
             cause: object = None
             ) -> tuple[list[fx.Effect], tuple[fx.Write, ...]] | None:
        """Run one hook in the sandbox: the effects it returns and its event's protected
        set (empty unless ``guarded``); None if it was stopped (recorded). ``cause``: what
        the event's cost budget is kept for (default: the event itself)."""
        if self.budget.game_left <= 0 and self.spent(index):
            return None
        protected: tuple[fx.Write, ...] = ()
        table, ev = views if views is not None else self.views(event, acting)
        if guarded:
            protected = protected_writes(name, timing, player_at(table, acting))
        try:
            rule = self.rule_view(index) if id(entry) in self.runtime.reads_rule else None
            # the protected set is checked once, on the whole list, by plan
            run = run_bounded if self.runtime.direct else run_hook
            return run(entry.hook, table, ev, rule, depth=self.depth, budget=self.budget,
                       cause=event if cause is None else cause), protected
        except HookStopped as stop:
            self.stop(index, entry, timing, stop.reason, stop.line)
            return None

    def fire(self, event: Event, timing: str, name: str, acting: int, index: int,
             entry: HookEntry, guarded: bool, views: tuple[TableView, EventView] | None,
             cause: object = None) -> bool:
        """Run one hook in the sandbox and apply its effects; True if the table may have
        changed (``cause``: as :meth:`call`)."""
        got = self.call(event, timing, name, acting, index, entry, guarded, views, cause)
        if got is None:
            return False
        effects = got[0]
        if not effects:
            return False
        if type(effects[-1]) is fx.Remember:
            remembered = [e for e in effects if isinstance(e, fx.Remember)]
            if len(remembered) == len(effects):
                # only the rule's own counts change: nothing to plan (a Remember names no
                # player, writes nothing an event protects), no firing, the table unchanged
                self.remember_all(self.runtime.rule_index.get(entry.rule), remembered)
                return False
        return self.fire_effects(timing, name, index, entry, effects, got[1])

    def fire_effects(self, timing: str, name: str, index: int, entry: HookEntry,
                     effects: list[fx.Effect], protected: tuple[fx.Write, ...]) -> bool:
        """Plan ``effects`` (the apply-time checks) and apply them. Always True (a refused
        list may have played and recorded a Roshambo)."""
        try:
            plan = self.plan(effects, name, timing, protected, entry.rule)
        except Refused as refused:
            self.stop(index, entry, timing, str(refused), entry.line)
            return True
        return self.apply_guarded(timing, name, index, entry, plan, protected)

    def apply_guarded(self, timing: str, name: str, index: int, entry: HookEntry, plan: Plan,
                      protected: tuple[fx.Write, ...]) -> bool:
        """:meth:`apply_plan` with ``protected`` (the hook's event's protected set, if any)
        pending while the plan's effects cause events of their own (R-CUSTOM-2)."""
        if not protected:
            return self.apply_plan(timing, name, index, entry, plan)
        self.pending.append((name, timing, protected))
        try:
            return self.apply_plan(timing, name, index, entry, plan)
        finally:
            self.pending.pop()

    def remember_all(self, index: int | None, effects: list[fx.Remember]) -> None:
        """Rule ``index``'s own counts as ``effects`` leave them (None: no rule of that
        name, nothing changes)."""
        if index is None:
            return
        memory = self.memory[index]
        for effect in effects:
            if 0 <= effect.slot < len(memory):
                memory[effect.slot] = effect.value
        view = self.rule_views[index]
        if view is not None:
            view.set_counts(tuple(memory))

    def remember(self, rule: str, slot: int, value: int) -> None:
        """Rule ``rule``'s own count ``slot`` is now ``value`` (a Remember effect)."""
        index = self.runtime.rule_index.get(rule)
        if index is not None and 0 <= slot < len(self.memory[index]):
            memory = self.memory[index]
            memory[slot] = value
            view = self.rule_views[index]
            if view is not None:
                view.set_counts(tuple(memory))

    def stop(self, index: int, entry: HookEntry, timing: str, reason: str,
             line: int | None) -> None:
        """Stop hook ``entry`` of rule ``index`` (R-VOTE-6): count it, record why."""
        rt = self.runtime
        rt.stopped[index] += 1
        if rt.stop_reasons[index] is None:
            rt.stop_reasons[index] = reason
        if self.budget.closed:
            self.spent_told.add(index)
        if self.tally is not None:
            self.tally.stopped(reason)
        self.record(RuleStopped(entry.rule, line, entry.event, timing, reason))

    def spent(self, index: int) -> bool:
        """Whether the game's cost budget is spent and rule ``index`` was told so: then
        its hook is not called (the sandbox would stop it before it runs) and the stop is
        counted, not recorded again (issue 28: a record and a sandbox call on every later
        event made a heavy book 17x a game)."""
        if self.budget.game_left > 0 or index not in self.spent_told:
            return False
        self.runtime.stopped[index] += 1
        return True

    def halt(self, reasons: dict[int, str]) -> None:
        """Stop the rules ``reasons`` names for the rest of this round (R-VOTE-6): record
        why, each, and raise its flag in :attr:`off`, which the handlers read before each
        of its hooks (issue 24: a stop writes and compiles nothing). Only a rule whose
        effects can undo progress may be stopped (``progress.undo_weight``): the handlers
        read the flags of those rules alone."""
        rt = self.runtime
        new = [k for k in reasons if k not in self.halted]
        for index in new:
            if not rt.undo_weights[index]:
                raise ValueError(f"rule {index} cannot undo progress: it is never stopped")
            entry = rt.rule_hooks[index][0]
            self.stop(index, entry, entry.timing, reasons[index], rt.rules[index].line)
            self.off[index] = 1
        if new:
            self.halted = self.halted | frozenset(new)

    def record(self, record: Event) -> None:
        """Hand a rule record to every listener."""
        for fn in self.listeners:
            fn(record)

    def _lapsed(self, seat: int, text: str) -> None:
        self.record(RestrictionLapsed(Seat(seat), text))

    # -------------------------------------------------------------- planning
    def plan(self, effects: list[fx.Effect], event: str, timing: str,
             protected: tuple[fx.Write, ...], rule: str) -> Plan:
        """Resolve targets and Roshambos, and refuse the list as a whole (:class:`Refused`)
        if any effect would block the event or give cards to a player who is out (R-WIN-4)."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        outcomes: dict[int, tuple[int, int]] = {}
        plan: Plan = []
        for effect in effects if protected else ():
            # the apply-time half of the validator's check (R-CUSTOM-2), before anything
            # of the list happens (no Roshambo is played for a list that is refused)
            hit = fx.blocking(effect, protected)
            if hit is not None:
                raise Refused(f"{effect.name} would block {timing} {event}: "
                              f"{block_reason(event, timing, hit)}")
        for effect in effects if self.pending else ():  # an event a guarded one caused
            for outer, when, writes in self.pending:
                hit = fx.blocking(effect, writes)
                if hit is not None:
                    raise Refused(pending_reason(effect.name, outer, when, hit))
        for effect in effects:
            kind = type(effect)
            if kind is fx.Roshambo:
                r: Any = effect
                a, b = r.a._seat, r.b._seat
                start = len(self._asked)
                winner = self.roshambo(a, b)
                outcomes[id(effect)] = (winner, b if winner == a else a)
                if self.listeners:  # the throws, in pairs, from the choices just recorded
                    hands = [c[4] for c in self._asked[start:]]
                    throws = tuple(x + y for x, y in zip(hands[::2], hands[1::2], strict=True))
                    self.record(RuleRoshambo(rule, Seat(a), Seat(b), throws, Seat(winner)))
                plan.append((effect, (a, b, winner)))
                continue
            named = effect.named_players()
            if not named:
                seats: tuple[int, ...] = ()
            elif len(named) == 1:
                p = named[0]
                seats = (p._seat if type(p) is PlayerView
                         else _outcome_seat(outcomes, p),)
            else:
                seats = tuple(p._seat if type(p) is PlayerView
                              else _outcome_seat(outcomes, p) for p in named)
            receives = RECEIVES.get(kind)
            if receives is not None:
                t = seats[receives]
                if gone(game, t):
                    raise Refused(receiver_refused(effect.name, t))
            plan.append((effect, seats))
        return plan

    def roshambo(self, a: int, b: int) -> int:
        """Seats ``a`` and ``b`` throw until one wins (returned); each throw is a recorded
        choice. :class:`Refused` if undecided after :data:`MAX_THROWS` throws."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        at = len(game.history)
        agent_a, agent_b = self.agents[a], self.agents[b]
        keep = self._asked.append
        if type(agent_a) is BotAgent and type(agent_b) is BotAgent and agent_a is not agent_b:
            won = bot_duel(agent_a, agent_b, keep, at, a, b, MAX_THROWS)
            if won >= 0:
                return won
        else:
            thrown = self._throws(agent_a, agent_b, keep, at, a, b)
            if thrown is not None:
                return thrown
        raise Refused(f"roshambo undecided after {MAX_THROWS} throws (seats {a} and {b}, "
                      f"{at} decisions in)")

    def _throws(self, agent_a: RuleAgent, agent_b: RuleAgent, keep: Any, at: int, a: int,
                b: int) -> int | None:
        """:meth:`roshambo` with any agents: each throw asked and checked. The winner's
        seat, or None if undecided after :data:`MAX_THROWS` throws."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        throw_a, throw_b = agent_a.throw, agent_b.throw
        for _ in range(MAX_THROWS):
            ha = throw_a(game, a)
            if type(ha) is not str or ha not in _BEATS:
                ha = _hand(a, ha)
            keep((at, a, "throw", (), ha))
            hb = throw_b(game, b)
            if type(hb) is not str or hb not in _BEATS:
                hb = _hand(b, hb)
            keep((at, b, "throw", (), hb))
            if ha != hb:
                return a if _BEATS[ha] == hb else b
        return None

    def ask_cards(self, seat: int, allowed: int, n: int, kind: str,
                  least: int | None = None) -> int:
        """The mask of ``n`` of the cards of the mask ``allowed`` (``least`` to ``n`` of them
        for an optional choice, issue 14: 0 is "not doing it"), chosen by ``seat``'s
        agent, checked and recorded as a choice (an empty one too). A bot is asked on the
        mask itself (:meth:`BotAgent.pick`), and its answer needs no checking."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        agent = self.agents[seat]
        if type(agent) is BotAgent:
            chosen = agent.pick(game, allowed, n, kind) if least is None \
                else agent.pick_some(game, allowed, n, kind)
        else:
            options = cards_of(allowed)
            picked = agent.choose_cards(game, seat, options, n, kind) if least is None \
                else agent.choose_cards(game, seat, options, n, kind, least=least)
            if type(picked) is not list:
                picked = list(picked)
            chosen = 0
            for c in picked:
                if type(c) is not int or not 0 <= c < 52:
                    chosen = -1
                    break
                chosen |= 1 << c
            low = n if least is None else least
            if not low <= len(picked) <= n or chosen < 0 or chosen.bit_count() != len(picked) \
                    or chosen & ~allowed:
                many = f"{n}" if low == n else f"{low} to {n}"
                raise ChoiceError(f"seat {seat} must choose {many} of "
                                  f"{cards_str(options)}, not {picked}")
        cards = (chosen.bit_length() - 1,) if chosen.bit_count() == 1 else cards_of(chosen)
        self._asked.append((len(game.history), seat, kind, cards, ""))
        return chosen

    def rng(self) -> random.Random:
        """The seeded source of this game's "random" takes, made on first use."""
        if self._rng is None:
            self._rng = random.Random(self._seed)
        return self._rng

    # -------------------------------------------------------------- applying
    def apply_plan(self, timing: str, name: str, index: int, entry: HookEntry,
                   plan: Plan) -> bool:
        """Count the firing, record it and apply the plan's effects in order (the
        effects finished before a failing one stay, R-VOTE-6). Always True."""
        if plan and type(plan[-1][0]) is fx.Remember and \
                all(type(e) is fx.Remember for e, _ in plan):
            # only the rule's own counts changed: its memory, not a firing at the table
            for remembered, _ in plan:
                kept: Any = remembered
                self.remember(entry.rule, kept.slot, kept.value)
            return True
        self.fired[index] += 1  # (the runtime's count is the sum of its games')
        if self.tally is not None:
            self.tally.fired(plan)
        if self.listeners:
            self.record(RuleFired(entry.rule, entry.line, name, timing,
                                  tuple(describe_effect(e, seats) for e, seats in plan)))
        self.depth += 1
        try:
            if len(plan) == 1 and type(plan[0][0]) is not fx.Give:  # the common case
                effect, seats = plan[0]
                APPLY[type(effect)](self, effect, seats, entry.rule)
                return True
            i = 0
            while i < len(plan):
                effect, seats = plan[i]
                if type(effect) is fx.Give:
                    j = i
                    while j < len(plan) and type(plan[j][0]) is fx.Give:
                        j += 1
                    self.gives(plan[i:j])
                    i = j
                    continue
                APPLY[type(effect)](self, effect, seats, entry.rule)
                i += 1
        except (IllegalMove, ChoiceError) as exc:  # finished actions stay (R-VOTE-6)
            self.stop(index, entry, timing, f"stopped while applying: {exc}", entry.line)
        finally:
            self.depth -= 1
            if self.tally is not None:
                self.tally.settled()
        return True

    def gives(self, gives: Plan) -> None:
        """Consecutive gives happen at once, as at a table ("everyone passes one card to
        the left"): every giver chooses from the hand they hold now, then cards move."""
        game: Game = self._game  # type: ignore[assignment]  # bound before any hook runs
        hands, up, down = game.hand, game.up, game.down
        moves: list[tuple[int, int, int]] = []  #: (giver, receiver, mask of the cards)
        taken = [0] * game.players  #: by giver, the cards they already give
        for effect, (giver, receiver) in gives:
            left = hands[giver] & ~taken[giver]
            held = left.bit_count()
            n = effect.n  # type: ignore[attr-defined]
            if n >= held:
                # only a legal play puts a player out (R-WIN-4): one card stays
                n = held if up[giver] or down[giver] else held - 1
            if n > 0:
                m = self.ask_cards(giver, left, n, "give",
                                   0 if effect.optional else None)  # type: ignore[attr-defined]
                if m:
                    taken[giver] |= m
                    moves.append((giver, receiver, m))
        for giver, _, m in moves:  # take every given card out first ...
            hands[giver] ^= m
        for _, receiver, m in moves:  # ... then hand them over
            hands[receiver] |= m
        for giver, _, _ in moves:
            game.take_up_due(giver)  # R-FACE-1: at once, or once the giver's draw is over


def _hand(seat: int, thrown: object) -> str:
    """An agent's throw normalised to R, P or S (``"r"`` is R); anything else refused."""
    hand = str(thrown).upper()
    if hand not in _BEATS:
        raise Refused(f"seat {seat} threw {hand!r}, not R, P or S")
    return hand


def _outcome_seat(outcomes: dict[int, tuple[int, int]], ref: fx.PlayerRef) -> int:
    """The seat a Roshambo outcome named earlier in the same list turned out to be."""
    assert isinstance(ref, fx.RoshamboOutcome)
    won, lost = outcomes[id(ref.game)]
    return won if ref.side == "winner" else lost
