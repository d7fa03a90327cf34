"""Whole evenings (R-SESSION): rounds in a row, the deal rotating, a rule book adopted by its
creator at one round, each evening paired deal by deal with the same evening without it.

An evening of ``rounds`` rounds at ``players`` seats is played as a session plays it:
the deal moves one seat clockwise a round (seat 0 deals round 1), the dealer leads the
session's first round and the previous round's winner every later one (R-SETUP-4). The
book is adopted at round ``adopt`` by its **creator**, the winner of round ``adopt - 1``
(R-CUSTOM-1): from that round on the rules are in play, their ``rule.*`` clocks counting
from 0 (R-CUSTOM-3), and last round's winner, finishing order and pickups, the round's
number and the rules' own counts carry from round to round (``RuleRuntime.next_round``).

Every evening is also played without the book, on the same deals and bot seeds (its
rounds before the adoption are the very same games, so both evenings have the same
creator). What the base evening does never depends on the book, so :class:`BaseCache`
keeps it and a second book reuses it. Evening ``k`` of a run with seed ``S`` has the
seed ``S + k`` (``lopti simulate --session R --seed S+k --games 1`` plays it alone); its
rounds' deal and bot seeds are drawn from that seed. Evenings are the unit of work and
of the statistics: they are played in any process and merged in evening order, so the
figures are the same bytes for any ``--jobs``.

Per round it keeps what the trial and the session report need (:class:`RoundFacts`): the
finishing order, the length, the base events that happened (:data:`EVENT_KINDS`), and,
with the book, what its effects did to each seat (read off the runtime's ``rule_fired``
records), the plays its permissions allowed, and the runtime's stops.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import OFFICIAL, OVER, SETUP, BaseRules, EventBus, Game, make_bot
from ..errors import LoptiError
from .bookactions import moves_cards, restricts, restricts_after, takes_pile
from .feeding import Feed, in_play
from .permitpowers import PermitPowers
from .permits import PermitTally
from .powers import PowerTally, resets_used
from .roundplay import LOCK_MIN, LOCK_SHARE, near_seat, play_round, round_events, turn_facts
from .sides import SideTally
from .strength import Moved

if TYPE_CHECKING:
    from ..play import Plan, RuleRuntime, RulesInPlay
    from .rulebooks import RuleSet

#: The base events and ranks' powers an evening counts per round (RULES.md): a clear by a
#: 10 (R-SPECIAL-10), four of a kind (R-CLEAR-2), the 2's reset (R-SPECIAL-2), the 3's
#: pass-on (R-SPECIAL-3), the 7's low rule (R-SPECIAL-7), the draw (R-DRAW-1), the pickup
#: (R-TURN-2), the bonus play (R-CLEAR-1), the blind flip (R-FACE-2), going out (R-WIN-1);
#: and what two powers do (tools/powers.py): the plays on a 2 below the play it covered
#: (R-SPECIAL-2), and the cards a pickup leaves with the picker (R-TURN-2), which a rule
#: that hands the pile straight back out undoes.
EVENT_KINDS: tuple[str, ...] = ("ten clear", "four of a kind", "2 reset", "3 pass-on",
                                "7 low rule", "draw", "pickup", "bonus play", "blind flip",
                                "going out", "2 reset used",
                                "cards picked up", "cards a pickup keeps")
#: Each event kind's official rule, for messages.
EVENT_RULES: dict[str, str] = dict(zip(EVENT_KINDS, (
    "R-SPECIAL-10", "R-CLEAR-2", "R-SPECIAL-2", "R-SPECIAL-3", "R-SPECIAL-7", "R-DRAW-1",
    "R-TURN-2", "R-CLEAR-1", "R-FACE-2", "R-WIN-1", "R-SPECIAL-2", "R-TURN-2", "R-TURN-2"),
    strict=True))
#: The frames a seat is counted in: the seat itself (seat 0 deals round 1), counted
#: clockwise from the book's creator, counted clockwise from the round's dealer.
FRAMES: tuple[str, ...] = ("seat", "creator", "dealer")
#: A round with the book is cut, and counted as stalled, after CUT_FROM decisions plus
#: CUT_TIMES times the same deal's base round length (turns and bonus plays): far past
#: the trial's "three times as long", and under the progress watch's first stops
#: (play/progress.py, QUICK = 1000 turns without progress) for short base rounds.
CUT_FROM, CUT_TIMES = 200, 4
#: The word a runtime progress stop carries in its reason (play/progress.py).
PROGRESS_WORD = "progress"


class EveningError(LoptiError):
    """An evening cannot be played as asked (a bad number of rounds or adoption round)."""


@dataclass(frozen=True)
class EveningSpec:
    """What every evening of a run shares."""

    players: int
    rounds: int  #: rounds in the evening (the first one is round ``first_round``)
    bot: str = "random"
    base: BaseRules = OFFICIAL
    #: the round the book is adopted (its creator won the round before): from
    #: ``first_round + 1`` to the evening's last round
    adopt: int = 2
    #: the number of the evening's first round: a later number fast-forwards the
    #: session's round count (the deal rotates as if the earlier rounds were played)
    first_round: int = 1
    #: the book's ``rule.*`` clocks as it is adopted: its rounds before, and its
    #: (clears, pickups, firings) so far (0: a new rule; more: a book in force longer)
    clock_rounds: int = 0
    clock_counts: tuple[int, int, int] = (0, 0, 0)
    #: each rule's own counts (``count "x" this session``) as it is adopted, in the
    #: book's rule order and each rule's declaration order (empty: all 0): a book whose
    #: counts reached a guard's number in the rounds before
    clock_memory: tuple[tuple[int, ...], ...] = ()

    @property
    def last_round(self) -> int:
        return self.first_round + self.rounds - 1

    def check(self) -> None:
        """Refuse an evening that cannot be played (EveningError)."""
        if not 2 <= self.players <= 5:
            raise EveningError(f"an evening has 2 to 5 players (R-SETUP-1), not {self.players}")
        if self.rounds < 2 or self.first_round < 1:
            raise EveningError(f"an evening has 2 rounds or more, not {self.rounds}")
        if not self.first_round < self.adopt <= self.last_round:
            raise EveningError(
                f"the book is adopted at a round after the evening's first (its creator "
                f"won the round before, R-CUSTOM-1), from {self.first_round + 1} to "
                f"{self.last_round}, not {self.adopt}")


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """What one round did: its seats and order, its length, the base events, and what the
    book's effects did (zeros and empties for a round without the book)."""

    number: int
    dealer: int
    leader: int
    order: tuple[int, ...]  #: the finishing order (empty when nobody went out)
    length: int  #: turns and bonus plays
    capped: bool
    events: tuple[int, ...]  #: counts per EVENT_KINDS
    picked: tuple[int, ...]  #: pickups per seat
    #: per seat, the book's effects that named the seat (a draw, a give, a skip, a
    #: demand ...), and the cards and skips they put on it ("burden")
    touches: tuple[int, ...] = ()
    #: the book's effects that named a seat (a give names two: both count a touch)
    effects: int = 0
    burden: tuple[int, ...] = ()
    #: burden put on the seat closest to going out (the fewest cards of those still in,
    #: three or fewer) at the moment of the effect
    closest: int = 0
    #: burden put on anyone while one seat was that close to going out
    near: int = 0
    fired: tuple[int, ...] = ()  #: per rule of the book, its firings this round
    #: the runtime's stops: (reason, whether it was the progress watch)
    stops: tuple[tuple[str, bool], ...] = ()
    #: (previous rank, rank) of the plays the official rules forbid and a permission allowed
    allowed: tuple[tuple[int, int], ...] = ()
    #: the seats locked out of the round (:func:`locked_out`): still in for at least
    #: ``LOCK_MIN`` turns' worth of the table's decisions, they took fewer than
    #: ``LOCK_SHARE`` of their share of them; with the book also a seat whose turns its
    #: stacked skips took (:func:`skipped_out`)
    locked: tuple[int, ...] = ()
    #: decisions after which the same seat decided again (:func:`turn_facts`)
    kept: int = 0
    #: the 2's resets (powers.resets_used): index 0 the chances, index r (4..14) the plays
    #: of rank r on a 2 lower than the play it covered
    resets: tuple[int, ...] = ()
    #: per seat, the decisions it took (turns and bonus plays)
    taken: tuple[int, ...] = ()
    #: with the book, per seat, the turns its effects skipped beyond the first skip a
    #: firing put on the seat (stacked skips: a skip per card picked up, per round of age)
    skipped: tuple[int, ...] = ()
    #: the seats shut out of a stretch of the round (:func:`turn_facts`): while the same
    #: players were in, at least ``LOCK_MIN`` turns' worth, they took fewer than
    #: ``SHUT_SHARE`` of their share
    shut: tuple[int, ...] = ()
    #: what each special rank's power did (powers.PowerTally: its slots)
    powers: tuple[int, ...] = ()
    #: the pickups the book's rules acted on (a rule fired while the pickup was taken):
    #: the cards of their piles, and the cards they left with the pickers (R-TURN-2)
    acted: tuple[int, int] = (0, 0)
    #: with the book, the base permissions' chances and those it kept (permits.PermitTally)
    permits: tuple[int, ...] = ()
    #: with the book, the R-DRAW-1 draws and the cards they left with the drawers after
    #: the rules that react to them, then the plays without a draw and the cards they
    #: left (``roundplay.drawn_kept``); without it every draw keeps its card and every
    #: other play none
    drawn: tuple[int, int, int, int] = (0, 0, 0, 0)
    #: with the book, per seat, the restrictions it set on the next play while that seat
    #: was the next to play (the seat they bind: the trial's same-seat test weighs them)
    bound: tuple[int, ...] = ()
    #: with the book, the kept turns (``kept``) taken by a seat holding fewer cards than
    #: every other player in (``roundplay.kept_ahead``): the extra turns of the player
    #: ahead in the race to go out
    ahead: int = 0
    #: with the book, per seat, the burden its effects put on the seat during the deal
    #: (before the round's first play: the deal's hooks, R-SETUP-3's swaps)
    dealt: tuple[int, ...] = ()
    #: with the book, the decisions of a seat its decision before left with one card and
    #: those at which it held more, then the same for the other seats' decisions
    #: (``roundplay.sent_back``: the player on their last card sent back, R-WIN-1)
    last_card: tuple[int, int, int, int] = (0, 0, 0, 0)
    #: with the book, per seat, the turns its effects skipped (every skip, ``skipped``'s
    #: first ones too) and the cards it gave away (a give's giver: ``burden`` counts the
    #: receiver): the trial's standings and the creator's head start (trial/standings.py)
    skips: tuple[int, ...] = ()
    shed: tuple[int, ...] = ()
    #: with the book, the restrictions it set on a next play while one seat was closest to
    #: going out (``near_seat``), and those that bound that seat (trial/standings.py)
    near_bound: tuple[int, int] = (0, 0)
    #: with the book, per seat, the worth its effects moved to the seat's cards
    #: (thousandths of a finishing place, ``tools/strength.py``): a 10 taken is +41
    strength: tuple[int, ...] = ()
    #: with the book, per seat, the swaps with the draw pile it granted (tools/strength.py)
    swaps: tuple[int, ...] = ()
    #: with the book, per seat, the 3-obligations met, the swaps' cards drawn, the
    #: firings on its turns aimed at others and the hands shown to the seat before them
    #: (``tools/sides.py``: one block a tally, :data:`~.sides.BLOCKS`)
    sides: tuple[int, ...] = ()
    #: with the book, once the stock was out: cleared cards taken back, cards out of play
    fed: tuple[int, int] = (0, 0)
    #: the decisions (turns and bonus plays) taken before the draw pile first ran out,
    #: -1 when it never did: the round's endgame is ``length - dry_at`` (trial/endgame.py)
    dry_at: int = -1
    #: with the book, per (previous rank, rank) a permission allowed: the plays it allowed,
    #: those the book's rules cleared the pile after before the next play (a clearing card:
    #: trial/clearcards.py) and those after which they acted on the next play at all
    #: (tools/permitpowers.py)
    clearing: tuple[tuple[int, int, int, int, int], ...] = ()
    #: with the book: the round's plays, and those the book acted on the next play after
    next_acted: tuple[int, int] = (0, 0)

    @property
    def winner(self) -> int | None:
        return self.order[0] if self.order else None


@dataclass(frozen=True, slots=True)
class Evening:
    """One evening: its seed, its creator, and its rounds without and with the book (the
    with-book rounds are those from the adoption on)."""

    seed: int
    creator: int
    base: tuple[RoundFacts, ...]
    book: tuple[RoundFacts, ...] = ()


def round_seeds(seed: int, rounds: int) -> list[tuple[int, int]]:
    """The (deal seed, bot seed) of each round of the evening with seed ``seed``."""
    rng = random.Random(seed)
    return [(rng.getrandbits(48), rng.getrandbits(48)) for _ in range(rounds)]


def locked_out(g: Game) -> tuple[int, ...]:
    """The seats locked out of ``g``'s round (R-TURN-1: every player in takes turns in
    order). A seat's fair share sums ``1 / players still in`` over the decisions taken
    from the round's start to its own last one, if it finished, or to the round's end.
    The deal's swaps open the history; every later entry is a decision (a play, a
    pickup, a blind flip). Counted by C loops (``list.count``, ``list.index``) and a few
    Python steps a seat: small beside a round's play (benchmarks: docs/trial.md)."""
    return turn_facts(g)[0]


def _plain_round(spec: EveningSpec, number: int, seeds: tuple[int, int], leader: int
                 ) -> RoundFacts:
    n = spec.players
    dealer = (number - 1) % n
    g = Game(n, seeds[0], spec.base, dealer=dealer, leader=leader)
    choose = make_bot(spec.bot, seeds[1]).choose
    powers = PowerTally()
    dry = [-1, -1]
    pile, held, _ = play_round(g, choose, powers, dry=dry)
    resets = resets_used(g.history)
    locked, kept, taken, shut = turn_facts(g)
    return RoundFacts(number, dealer, leader, tuple(g.finishing_order), g.turns + g.bonuses,
                      g.capped, round_events(g, resets, pile, held), tuple(g.picked),
                      locked=locked, kept=kept, resets=resets, taken=taken, shut=shut,
                      powers=tuple(powers.counts), dry_at=dry[1])


def base_evening(spec: EveningSpec, seed: int) -> tuple[RoundFacts, ...]:
    """The evening with seed ``seed`` without any house rule."""
    out: list[RoundFacts] = []
    seeds = round_seeds(seed, spec.rounds)
    winner: int | None = None  # the dealer leads after a round nobody won (R-SETUP-4)
    for i, pair in enumerate(seeds):
        number = spec.first_round + i
        leader = (number - 1) % spec.players if winner is None else winner
        facts = _plain_round(spec, number, pair, leader)
        out.append(facts)
        winner = facts.winner
    return tuple(out)


def skipped_out(skipped: Sequence[int], base: RoundFacts) -> list[int]:
    """The seats whose turns a book's stacked skips took (R-TURN-1, R-CUSTOM-4): skips
    one firing put on the same seat beyond its first (``RoundFacts.skipped``: a skip per
    card picked up, one more for every round a rule is old), at least ``LOCK_MIN`` in a
    round and at least ``1 - LOCK_SHARE`` of the seat's turns in the same deal's base
    round (the more of the decisions it took there and an even share of them). Counted
    against the base round, not the book's, since the skips themselves make the book's
    round longer. A skip a firing is what a rank's power does (an 8 skips, R-SPECIAL); a
    firing whose skips grow with the rule's age or the cards in play takes three turns
    in four as surely as one the turn never reaches."""
    if not any(skipped):
        return []
    even = base.length / len(skipped)
    return [s for s, n in enumerate(skipped) if n >= LOCK_MIN and n >= (1 - LOCK_SHARE) * max(
        base.taken[s] if base.taken else 0, even)]


#: Effects that put cards on a player (their ``n``: a draw, a take, a gift received) and
#: the place of that player among the effect's seats; a skip (one turn) and a pickup
#: (the pile's cards) weigh on their player too (:meth:`_Watcher.fired`)
_CARDS_TO: dict[str, int] = {"draw": 0, "take_pile": 0, "take_cleared": 0, "give": 1}


class _Watcher:
    """The runtime's tally (``RuleRuntime.watch``, ``play.plans.Tally``) during one round:
    per seat, what the book's effects did, read from the effects and their seats (never
    from the records' text, which a rule's own words could imitate)."""

    def __init__(self) -> None:
        self.play: RulesInPlay | None = None
        self.players = 0
        self.touches: list[int] = []
        self.burden: list[int] = []
        self.skipped: list[int] = []
        self.bound: list[int] = []
        self.dealt: list[int] = []
        self.skips: list[int] = []
        self.shed: list[int] = []
        self.closest = self.near = self.effects = 0
        self.near_bound = [0, 0]
        self.moved = Moved()  #: the worth the book's effects moved (tools/strength.py)
        self.sides = SideTally()  #: whom the book's round sides with (tools/sides.py)
        self.feed = Feed()  #: the cards they took back once the stock was out (feeding.py)
        #: the book's firings so far (never reset: a difference is what a step fired)
        self.firings = 0
        self.stops: list[tuple[str, bool]] = []
        self.allowed_plays: list[tuple[int, int]] = []
        #: what the book did right after the plays a permission allowed (permitpowers.py)
        self.powers = PermitPowers()
        #: the round's permissions tally, told of each restriction fired (``placed``)
        self.permits: PermitTally | None = None

    def reset(self, play: RulesInPlay, players: int) -> None:
        """Tally a new round: the rules in play on it (their game is bound as it is built,
        before the deal's hooks run)."""
        self.play, self.players = play, players
        self.touches, self.burden = [0] * players, [0] * players
        self.skipped = [0] * players
        self.bound = [0] * players
        self.dealt = [0] * players
        self.skips = [0] * players
        self.shed = [0] * players
        self.closest = self.near = self.effects = 0
        self.near_bound = [0, 0]
        self.moved.reset(players)
        self.sides.reset(players)
        self.feed.reset()
        self.stops, self.allowed_plays = [], []
        self.powers.reset()

    @property
    def game(self) -> Game:
        assert self.play is not None
        return self.play.game

    def fired(self, plan: Plan) -> None:
        """A rule fired (before its effects apply): each effect touches the seats it
        names; the cards and turns it costs weigh on the one who pays them. (Once a
        firing, so in few steps: the game read once, and an effect that names one seat,
        most of them, without building a set; docs/trial.md, "Cost".)"""
        self.firings += 1
        players, touches = self.players, self.touches
        play = self.play
        assert play is not None
        game = play.game
        self.moved.fired(game, plan)
        self.sides.fired(game, plan)
        self.feed.fired(game)
        near = -2  #: found when first needed
        stack: list[int] | None = None  #: the firing's skips per seat
        #: a draw takes as many cards as the stock has (effects.Draw): from a stock empty
        #: as the rule fires it puts no card in any hand and weighs nothing (R-DRAW-1;
        #: session 48, redteam-mech48 ``fair-late-fewest-draws-turns``); one that runs out
        #: part-way weighs as asked, so the seats a firing reaches last are not spared by
        #: the order of its draws
        dry = not game.draw_pile
        for effect, seats in plan:
            kind = effect.name
            if len(seats) == 1:
                s = seats[0]
                named: Collection[int] = (s,) if 0 <= s < players else ()
            else:
                named = {s for s in seats if 0 <= s < players}
            if named:
                for s in named:
                    touches[s] += 1
                self.effects += 1
            elif kind == "restrict":
                # a restriction binds the next play: a person too, when it is always
                # the same one's (the trial's same-seat test, trial/measures.py)
                bound = _next_seat(game)
                self.bound[bound] += 1
                if self.permits is not None:
                    self.permits.placed(game)
                close = near_seat(game, players)
                if close >= 0:  # one seat closest to going out: is it the one bound?
                    self.near_bound[0] += 1
                    self.near_bound[1] += close == bound
            self.powers.fired(game, kind)
            place = _CARDS_TO.get(kind)
            if place is not None:
                weight: int = effect.n  # type: ignore[attr-defined]
                if dry and kind == "draw":
                    weight = 0
                if place and seats and 0 <= seats[0] < players:  # a give: the giver sheds
                    self.shed[seats[0]] += weight
            elif kind == "skip":
                place, weight = 0, 1
                if seats and 0 <= seats[0] < players:
                    self.skips[seats[0]] += 1
                    if stack is None:
                        stack = [0] * players
                    stack[seats[0]] += 1
            elif kind == "pickup":
                place, weight = 0, max(1, sum(m.bit_count() for m in game.pile_plays))
            else:
                continue
            target = seats[place] if place < len(seats) else -1
            if weight and 0 <= target < players:
                self.burden[target] += weight
                if game.phase == SETUP:
                    self.dealt[target] += weight
                if near == -2:
                    near = near_seat(game, players)
                if near >= 0:
                    self.near += weight
                if target == near:
                    self.closest += weight
        if stack is not None:
            skipped = self.skipped
            for s, k in enumerate(stack):
                if k > 1:
                    skipped[s] += k - 1

    def settled(self) -> None:
        self.moved.settled(self.game)
        self.sides.settled(self.game)
        self.feed.settled(self.game)

    def stopped(self, reason: str) -> None:
        self.stops.append((reason, PROGRESS_WORD in reason))

    def allowed(self, on: int, rank: int) -> None:
        self.allowed_plays.append((on, rank))
        self.powers.allowed(self.game, on, rank)


def _next_seat(g: Game) -> int:
    """The seat after the one acting, in the play's direction, that is still in (whose
    next play a restriction set now binds, unless a skip or a bonus play comes first)."""
    n, q = g.players, g.cur
    for _ in range(n):
        q = (q + g.direction) % n
        if not g.out[q]:
            return q
    return g.cur


class BookPlayer:
    """A compiled book ready to play evenings: one runtime, reset for each evening."""

    def __init__(self, rules: RuleSet) -> None:
        from ..play import RuleRuntime

        self.rules = rules
        self.watcher = _Watcher()
        # (its games are all tallied: only their handlers are written)
        self.runtime: RuleRuntime = RuleRuntime(list(rules.books), tally=self.watcher)
        #: whether the book restricts a next play: only then can it refuse a play the
        #: official rules allow, and only then are the permissions tallied (their tally
        #: costs a book round about a third more)
        self.restricts = restricts(rules)
        #: whether the permissions are tallied: a book that restricts a next play, or one
        #: that may take the pile away before the next player answers a play (a forced
        #: pickup, cards taken off the pile: ``takes_pile``), which forecloses the way
        #: to four of a kind on it (``permits.PermitTally``)
        self.tallied = self.restricts or takes_pile(rules)
        #: the base events after which a hook of the book restricts the next play
        #: (``permits.PLACED``)
        self.placing = restricts_after(rules) if self.restricts else frozenset()
        #: whether a hook of the book may move a card to or from a player: only then are
        #: a book round's plays counted one by one for the draw undone (LP802,
        #: ``roundplay.drawn_kept``); otherwise the game's draw counters give the same
        self.moves_cards = moves_cards(rules)

    def evening(self, spec: EveningSpec, seed: int, base: Sequence[RoundFacts]) -> Evening:
        """The evening with seed ``seed``, with the book adopted at ``spec.adopt``;
        ``base`` is the same evening without it (:func:`base_evening`)."""
        from ..play import bot_agents

        n = spec.players
        k = spec.adopt - spec.first_round  # rounds before the adoption: the base's own
        before = base[k - 1]
        creator = before.winner if before.winner is not None else before.dealer
        runtime = self.runtime
        rules = len(runtime.rules)
        winner = before.winner
        runtime.session_round(
            spec.adopt, winner, rule_rounds=[spec.clock_rounds + 1] * rules,
            rule_counts=[spec.clock_counts] * rules,
            rule_memory=[list(m) for m in spec.clock_memory] if spec.clock_memory else None,
            last_standings=before.order if winner is not None else None,
            last_pickups=before.picked)
        seeds = round_seeds(seed, spec.rounds)
        out: list[RoundFacts] = []
        watcher = self.watcher
        for i in range(k, spec.rounds):
            number = spec.first_round + i
            dealer = (number - 1) % n
            leader = dealer if winner is None else winner
            deal_seed, bot_seed = seeds[i]
            bus = EventBus()
            play = runtime.attach_bus(bus, n, deal_seed, bot_agents(n, bot_seed))
            watcher.reset(play, n)
            g = Game(n, deal_seed, spec.base, dealer=dealer, leader=leader, bus=bus)
            if bus.rules is None:  # a book without hooks does not listen: bind it here
                play.game = g
            choose = make_bot(spec.bot, bot_seed).choose
            # a round far longer than the same deal without the book is judged stalled
            # as it stands: played on, it would only cost time (the progress watch or
            # the safety cap would end it)
            powers = PowerTally()
            permits = watcher.permits = PermitTally(self.placing) if self.tallied else None
            drawn = [0, 0, 0, 0]
            ahead = [0]
            last = [0, 0, 0, 0]
            dry = [-1, -1]
            pile, held, acted = play_round(g, choose, powers,
                                           CUT_FROM + CUT_TIMES * base[i].length, watcher,
                                           permits, drawn, self.moves_cards, ahead, last,
                                           watcher.sides, dry)
            fed = watcher.feed.taken
            resets = resets_used(g.history)
            locked, kept, taken, shut = turn_facts(g)
            skipped = tuple(watcher.skipped)
            out.append(RoundFacts(
                number, dealer, leader, tuple(g.finishing_order), g.turns + g.bonuses,
                g.capped or g.phase != OVER, round_events(g, resets, pile, held), tuple(g.picked),
                tuple(watcher.touches), watcher.effects, tuple(watcher.burden),
                watcher.closest, watcher.near, tuple(play.fired), tuple(watcher.stops),
                tuple(sorted(set(watcher.allowed_plays))),
                tuple(sorted({*locked, *skipped_out(skipped, base[i])})), kept, resets,
                taken, skipped, shut,
                tuple(powers.counts), acted, tuple(permits.counts) if permits else (),
                (drawn[0], drawn[1], drawn[2], drawn[3]), tuple(watcher.bound),
                ahead[0], tuple(watcher.dealt), (last[0], last[1], last[2], last[3]),
                tuple(watcher.skips), tuple(watcher.shed),
                (watcher.near_bound[0], watcher.near_bound[1]), tuple(watcher.moved.gained),
                tuple(watcher.moved.swaps), tuple(watcher.sides.counts),
                (fed, dry[0] - in_play(g) + fed) if dry[0] >= 0 else (0, 0), dry[1],
                *watcher.powers.facts(g.plays)))
            runtime.next_round(play)
            winner = g.winner  # nobody won: the next dealer leads (R-SETUP-4)
        return Evening(seed, creator, tuple(base), tuple(out))


def in_frame(frame: str, seat: int, creator: int, dealer: int, players: int) -> int:
    """The position of ``seat`` in ``frame``: itself, or counted clockwise from the creator
    or the round's dealer (0 is the creator or the dealer)."""
    if frame == "seat":
        return seat
    origin = creator if frame == "creator" else dealer
    return (seat - origin) % players


def frame_counts(evening: Evening, frame: str, players: int, what: Callable[[RoundFacts],
                 Sequence[int]], book: bool = True) -> list[int]:
    """Per position of ``frame``, the sum over the book's rounds of ``what(round)`` per
    seat (``book=False``: over the same rounds of the evening without the book)."""
    out = [0] * players
    rounds: Iterator[RoundFacts] = iter(evening.book) if book else iter(
        evening.base[len(evening.base) - len(evening.book):])
    creator = evening.creator
    for r in rounds:
        # in_frame's origin, once a round (``what`` gives one value a seat)
        origin = 0 if frame == "seat" else creator if frame == "creator" else r.dealer
        for seat, v in enumerate(what(r)):
            if v:
                out[(seat - origin) % players] += v
    return out


def wins_of(r: RoundFacts) -> tuple[int, ...]:
    """One per seat: 1 for the round's winner."""
    out = [0] * len(r.picked)
    if r.order:
        out[r.order[0]] = 1
    return tuple(out)
