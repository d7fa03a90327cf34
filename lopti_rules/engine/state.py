"""The state of one round of Lopti: the cards, the pile, the turn order, the legal plays.

:class:`GameState` holds what a round is made of and answers what the player to act
may do; it also carries the base events that change the table whatever caused them
(a clear, a pickup, a draw, taking up the face-up cards, a player going out, a bonus
play, the end of the round), each fired on the bus around its change. The players'
decisions (the deal and its swaps, plays, flips, turn order) are :class:`.game.Game`'s;
the operations house rules apply sit between the two (:mod:`.operations`).

Cards are ints 0..51 (``cards.py``); every card set a player or the table holds is a
52-bit int mask whose nibble ``rank - 2`` holds the four cards of a rank, so counts
per rank, "the lowest two 9s" and picking up the pile are a few integer operations.
Events are built only when the bus has listeners for them (``bus.on_<event>``), and
not even then for the hot events (play, turn, pickup, draw, clear, turn_end) while only taps
listen (``bus.taps_<event>``): taps get the plain values, and play and pickup taps only
the plays and pickups they want (``bus.routes_play``, ``bus.routes_pickup``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ..errors import LoptiError
from .baserules import OFFICIAL, BaseRules
from .bus import EventBus
from .cards import Card, cards_of
from .events import MAKERS, Bonus, ClearCause, Out, Pickup, PickupReason, Seat, TakeUp, Win
from .legality import AVAILABLE, NO_PERMITS, Permits, legality_table, state_key
from .moves import FLIP_MOVES, KEEP_MOVE, PICKUP_MOVE, PLAY_MOVES, Move


class IllegalMove(LoptiError):
    """A move that is not legal for the player to act; the message says why (R-...)."""


class SetupError(LoptiError):
    """A game cannot be set up as asked (players, seats, seed, rules)."""


SETUP: Final = 0  # Final: constants to compiled code (moves.py)
PLAYING: Final = 1
OVER: Final = 2
#: Clear causes, as indexes into ``Game.clears`` (events.ClearCause order).
CAUSES: tuple[ClearCause, ...] = ("ten", "four", "threes", "sevens", "custom")
TEN, FOUR, THREES, SEVENS, CUSTOM = range(1, 6)

#: _SHIFT[1 << 4k] = 4k: where a rank's nibble starts in a card mask.
_SHIFT: dict[int, int] = {1 << (4 * k): 4 * k for k in range(13)}
#: The legality table's key of an empty pile (no previous play, no obligation).
EMPTY_KEY = state_key(0, 0, 0, False)
#: TAKE[nibble][c]: the ``c`` lowest set bits of ``nibble`` (lowest card id first).
TAKE: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(b for b in [1 << j for j in range(4) if n >> j & 1][:c]) for c in range(5)
    )
    for n in range(16)
)
#: _BY_MASK[rank][mask]: the play moves of that rank for the counts set in ``mask``.
_BY_MASK: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(PLAY_MOVES[r][c] for c in range(1, 5) if m >> c & 1) for m in range(32))
    if r >= 2 else ()
    for r in range(15)
)
#: Pickup events by (seat, count, reason): at most 5 x 53 x 5 of them.
_PICKUPS: dict[tuple[int, int, str], Pickup] = {}


def card_tuple(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` as an event's card tuple (lowest card id first)."""
    return cards_of(mask)  # type: ignore[return-value]  # Card is a NewType of int


def cards_played(hand: int, rank: int, count: int) -> int:
    """The card mask a play of ``count`` cards of ``rank`` takes from ``hand`` (lowest first),
    or 0 when the hand holds fewer than ``count`` of that rank."""
    s = (rank - 2) << 2
    nib = (hand >> s) & 15
    return TAKE[nib][count] << s if nib.bit_count() >= count else 0


#: Seat rings by the seats that are out (:func:`seat_ring`): at most 2**players of them.
_RINGS: dict[tuple[bool, ...], tuple[tuple[int, ...], ...]] = {}


def seat_ring(out: list[bool]) -> tuple[tuple[int, ...], ...]:
    """The turn order around the table while the seats of ``out`` are out:
    ``ring[d][s]`` is the next seat still in from seat ``s`` going ``d`` (+1 clockwise,
    -1 counterclockwise), ``s`` itself when nobody else is in (``ring[0]`` is empty).
    The seating the engine's turn order and the rules' roles (``next``, ``previous``)
    read: a game keeps it in ``ring``, built again only when a player goes out, so
    neither walks the seats on every turn or pre-check (issue 24)."""
    key = tuple(out)
    ring = _RINGS.get(key)
    if ring is None:
        n = len(out)
        ways: list[tuple[int, ...]] = [()]
        for step in (1, -1):
            seats: list[int] = []
            for s in range(n):
                q = s
                for k in range(1, n):
                    t = (s + step * k) % n
                    if not out[t]:
                        q = t
                        break
                seats.append(q)
            ways.append(tuple(seats))
        ring = _RINGS[key] = tuple(ways)
    return ring


def out_error(seat: int, what: str = "receives cards") -> IllegalMove:
    """What refuses cards to a player who is out (R-WIN-4)."""
    return IllegalMove(f"seat {seat} is out and never {what} (R-WIN-4)")


class GameState:
    """A round's cards, pile and turn order, what the player to act may do, and the base
    events that change the table. Build a :class:`.game.Game`, which deals and plays."""

    def __init__(
        self,
        players: int,
        seed: int,
        base: BaseRules = OFFICIAL,
        *,
        dealer: int = 0,
        leader: int | None = None,
        bus: EventBus | None = None,
    ) -> None:
        if not isinstance(base, BaseRules):
            raise SetupError(f"base rules must be a BaseRules, not {type(base).__name__}")
        if type(players) is not int or not base.min_players <= players <= base.max_players:
            raise SetupError(
                f"Lopti is for {base.min_players} to {base.max_players} players, "
                f"not {players!r} (R-SETUP-1)"
            )
        if type(seed) is not int or seed < 0:
            raise SetupError(f"the seed must be a whole number 0 or more, not {seed!r}")
        for what, seat in (("dealer", dealer), ("leader", leader)):
            if seat is not None and (type(seat) is not int or not 0 <= seat < players):
                raise SetupError(f"{what} must be a seat 0..{players - 1}, not {seat!r}")
        self.players = players
        self.seed = seed
        self.base = base
        self.dealer = dealer
        #: R-SETUP-4: the dealer leads a session's first round unless told otherwise.
        self.leader = dealer if leader is None else leader
        #: the previous round's finishing order (seats, first to last) when this round is
        #: played in a session: data the rules in play lend the round for their roles
        #: (``last round's last place``); the engine itself never reads it
        self.last_standings: tuple[int, ...] = ()
        #: the previous round's pickups per seat, lent the same way (``the player with the
        #: most pickups last round``); the engine itself never reads it
        self.last_pickups: tuple[int, ...] = ()
        #: True until the cards are dealt: while it holds, a house rule's before-deal hook
        #: may choose the dealer and the leader (``operations.choose_dealer``)
        self.seating_open = True
        self.bus = bus if bus is not None else EventBus()
        self.direction = 1  #: +1 clockwise; a rule may reverse it
        self._table = legality_table(base)
        #: plays house rules permit beyond the official ones (``operations.allow_plays``)
        self.permits: Permits = NO_PERMITS
        self.tab = self._table[EMPTY_KEY]
        self._pass_rank = base.pass_rank
        self._low_rank = base.low_rank
        self._clear_rank = base.clear_rank
        self._four = base.four_clear
        self._threes = base.threes_clear
        self._draw_below = base.draw_below
        self._draw_count = base.draw_count
        self._max_turns = base.max_turns
        #: the next checkpoint, as a turn count: when turns pass it, the game calls
        #: :meth:`_checkpoint`: the safety cap, or a watcher's look (``watch``)
        self._watch = base.max_turns
        #: the same checkpoint as turns and bonus plays, which a bonus play compares
        #: (house rules can chain bonus plays within one turn)
        self._watch_steps = base.max_turns

        self.hand = [0] * players  #: card masks
        self.up = [0] * players  #: card masks
        self.down: list[list[int]] = [[] for _ in range(players)]  #: ordered positions
        self.draw_pile: list[int] = []  #: top card last
        self.pile = 0  #: card mask of the pile (2s, 7s and normal ranks)
        self.top = 0  #: rank of the previous play on the pile, 0 if empty (R-PLAY-4)
        self.last = 0  #: cards in the previous play
        self.run = 0  #: cards of ``top`` on top of the pile across plays (R-CLEAR-2)
        self.chain = 0  #: chained 3s beside the pile (R-SPECIAL-3)
        self.obligation = False  #: the player to act must pick up or play a 3
        self.cleared = 0  #: card mask of cleared cards (R-CLEAR-3)
        self.discarded = 0  #: card mask of discarded 3s (R-SPECIAL-3)
        self.out = [False] * players
        #: ``seat_ring(out)``: the next seat still in from each seat, each way; built
        #: again whenever ``out`` changes (a player goes out)
        self.ring = seat_ring(self.out)
        self.active = players
        #: the seat whose legal play just took its last card, from then until its ``out``
        #: event (R-WIN-4: out at that moment, while rules still react to the play); -1
        self.leaving = -1
        #: the seat whose draw chance is still to come (R-FACE-1): from a legal play that
        #: is not a bonus play until its draw (R-DRAW-1) is over; -1. A house rule that
        #: empties this seat's hand meanwhile does not take its face-up cards up yet
        #: (``HouseRuleOperations.take_up_due``): the hand draws first
        self.drawing = -1
        self.finishing_order: list[int] = []
        self.cur = self.leader
        #: the seat whose turn is beginning while its ``turn`` hooks run (in the
        #: ``before turn`` ones ``cur`` is still the player before it); -1 otherwise. The
        #: engine never reads it: a tally names who acts in a firing by it, and whose
        #: play a restriction set then binds (the turn's own, R-PLAY-2)
        self.turn_of = -1
        self.bonus = False  #: the player to act has a bonus play (R-CLEAR-1)
        self.turns = 0
        #: ``turn_end`` events while some hook listened to them (``bus.on_turn_end``)
        self.turn_ends = 0
        self.capped = False
        self.phase = SETUP
        self.history: list[tuple[int, Move]] = []
        self.plays = 0  #: legal plays, blind ones included
        self.pickups = 0
        self.picked = [0] * players  #: pickups by seat this round (the pile, any reason)
        self.draws = 0
        #: R-DRAW-1 draws after a play (``draws`` counts every card drawn, a rule's too)
        self.turn_draws = 0
        self.clears = [0] * 6  #: by cause: index TEN..CUSTOM
        #: bonus plays so far; with ``turns`` they count toward the safety cap, since house
        #: rules that bring cleared cards back can chain bonus plays without end
        self.bonuses = 0
        self._skip = 0  #: skips pending: positional (``skip``) and per seat (``skip_seat``)
        self._skip_next = 0
        self._skip_seats = [0] * players
        #: the pile's plays in order, bottom first, as card masks (rules take "the top")
        self.pile_plays: list[int] = []
        #: the cleared plays in the order they were cleared, oldest first (card masks)
        self.cleared_plays: list[int] = []
        #: a house rule's custom clear during a step: this seat's bonus play is due
        self._bonus_due = -1
        #: house rules' restrictions of the next play, pending until its turn begins
        #: (restrictions.py): a tuple, or None
        self._rx: Any = None
        #: the restrictions armed last, with their legality row: in force while that row
        #: is (restrictions.why_restricted)
        self._rx_on: Any = None
        #: called as ``on_lapse(seat, text)`` when a restriction would leave no legal move
        self.on_lapse: Callable[[int, str], None] | None = None
        #: called as ``on_watch(game)`` at each checkpoint below the safety cap; returns
        #: the next one, in turns and bonus plays (:meth:`watch`)
        self.on_watch: Callable[[Any], int] | None = None

    # -------------------------------------------------------------- the API
    def current_player(self) -> int:
        """The seat whose decision it is (-1 once the game is over)."""
        return -1 if self.phase == OVER else self.cur

    def is_over(self) -> bool:
        """True once all players but one are out, or the safety cap ended the round."""
        return self.phase == OVER

    @property
    def winner(self) -> int | None:
        """The first player out (R-WIN-3), or None if nobody got out."""
        return self.finishing_order[0] if self.finishing_order else None

    @property
    def in_setup(self) -> bool:
        """True while players still decide their swaps (R-SETUP-3)."""
        return self.phase == SETUP

    def blind(self, player: int) -> bool:
        """True if ``player`` is down to face-down cards (R-FACE-2)."""
        return not self.hand[player] and not self.up[player] and bool(self.down[player])

    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to act, in a fixed order (plays by rank and
        count, flips by position, then pickup; during the deal: keep, then swaps)."""
        if self.phase == PLAYING:
            moves = self.legal_plays()
            if self.pile:
                moves.append(PICKUP_MOVE)
            return moves
        if self.phase == SETUP:
            p = self.cur
            moves = [KEEP_MOVE]
            for g in cards_of(self.hand[p]):
                for t in cards_of(self.up[p]):
                    moves.append(Move.swap(g, t))
            return moves
        return []

    def legal_plays(self) -> list[Move]:
        """The legal plays (or blind flips) of the player to act, without pickup."""
        p = self.cur
        h = self.hand[p]
        if not h:
            return FLIP_MOVES[: len(self.down[p])]
        tab = self.tab
        out: list[Move] = []
        x = h | (h >> 1)
        x = (x | (x >> 2)) & tab[0]  # ranks held that have any legal play here
        while x:
            low = x & -x
            i = _SHIFT[low]
            r = (i >> 2) + 2
            m = tab[r] & AVAILABLE[(h >> i) & 15]
            if m:
                out += _BY_MASK[r][m]
            x ^= low
        return out

    # ------------------------------------------------- base events on the table
    def _clear(self, p: int, cause: int) -> None:
        bus = self.bus
        ev = None
        after = None  # the taps' one call after the clear (bus.one_call)
        if bus.on_clear:
            taps = bus.taps_clear
            if taps is not None:
                why, mask = CAUSES[cause - 1], self.pile
                n = mask.bit_count()
                before, after = taps
                if before is not None:
                    before(self, p, why, n, mask)
            else:
                cards = card_tuple(self.pile)
                ev = MAKERS["clear"](p, CAUSES[cause - 1], len(cards), cards)
                bus.fire_before(ev, self)
        self.cleared |= self.pile
        self.pile = 0
        self.cleared_plays += self.pile_plays
        self.pile_plays = []
        self.top = self.last = self.run = self.chain = 0
        self.obligation = False  # R-CLEAR-1 cancels pending 3 and 7 effects
        self._rx = None  # ... and a house rule's pending restriction
        self.tab = self._table[EMPTY_KEY]
        self.clears[cause] += 1
        if after is not None:
            after(self, p, why, n, mask)
        elif ev is not None:
            bus.fire_after(ev, self)

    def _pickup(self, p: int, reason: PickupReason) -> None:
        bus = self.bus
        ev = None
        after = None  # the taps' one call after the pickup (bus.one_call)
        if bus.on_pickup:
            routes = bus.routes_pickup
            n = self.pile.bit_count()
            if routes is not None:  # only taps listen: those that want this pickup
                taps = routes[n]  # (bus.count_key)
                if taps is not None:
                    before, after = taps
                    if before is not None:
                        before(self, p, n, reason)
            else:  # a few hundred distinct values: each built once
                key = (p, n, reason)
                ev = _PICKUPS.get(key)
                if ev is None:
                    ev = _PICKUPS[key] = MAKERS["pickup"](*key)
                bus.fire_before(ev, self)
        self.hand[p] |= self.pile
        self.pile = 0
        self.pile_plays = []
        self.top = self.last = self.run = self.chain = 0  # chained 3s end (R-SPECIAL-3)
        self.obligation = False
        self.tab = self._table[EMPTY_KEY]
        self.pickups += 1
        self.picked[p] += 1
        if after is not None:
            after(self, p, n, reason)
        elif ev is not None:
            bus.fire_after(ev, self)

    def _draw(self, p: int, n: int) -> None:
        bus = self.bus
        ev = None
        after = None  # the taps' one call after the draw (bus.one_call)
        n = min(n, len(self.draw_pile))
        if bus.on_draw:
            taps = bus.taps_draw
            if taps is not None:
                before, after = taps
                if before is not None:
                    before(self, p, n)
            else:
                ev = MAKERS["draw"](p, n)
                bus.fire_before(ev, self)
        for _ in range(n):
            self.hand[p] |= 1 << self.draw_pile.pop()
        self.draws += n
        if after is not None:
            after(self, p, n)
        elif ev is not None:
            bus.fire_after(ev, self)

    def _take_up(self, p: int) -> None:
        bus = self.bus
        ev = None
        if bus.on_take_up:
            ev = TakeUp(player=Seat(p), count=self.up[p].bit_count())
            bus.fire_before(ev, self)
        self.hand[p] |= self.up[p]
        self.up[p] = 0
        if ev is not None:
            bus.fire_after(ev, self)

    def _go_out(self, p: int) -> None:
        bus = self.bus
        place = len(self.finishing_order) + 1
        ev = None
        if bus.on_out:
            ev = Out(player=Seat(p), place=place)
            bus.fire_before(ev, self)
        self.out[p] = True
        self.ring = seat_ring(self.out)
        self.active -= 1
        self.leaving = -1
        if self._skip_seats[p]:  # an out player's pending skips go with them
            self._skip -= self._skip_seats[p]
            self._skip_seats[p] = 0
        self.finishing_order.append(p)
        if ev is not None:
            bus.fire_after(ev, self)
        if place == 1 and bus.on_win:
            wev = Win(player=Seat(p))
            bus.fire_before(wev, self)
            bus.fire_after(wev, self)
        if self.active == 1:  # the last player left takes the last place (R-WIN-3)
            self.finishing_order.append(self.out.index(False))
            self._end(capped=False)

    def _end(self, capped: bool) -> None:
        bus = self.bus
        ev = None
        if bus.on_round_end:
            ev = MAKERS["round_end"](self.winner, self.players, capped)
            bus.fire_before(ev, self)
        self.phase = OVER
        self.capped = capped
        self.bonus = False
        if ev is not None:
            bus.fire_after(ev, self)

    def watch(self, fn: Callable[[Any], int] | None, first: int) -> None:
        """Call ``fn(game)`` once the round's turns and bonus plays pass ``first``, and
        then again past each count of turns and bonus plays it returns; the safety cap
        (``max_turns``) still ends a runaway round. ``None``: no watcher. The rules
        runtime watches a round's progress this way (``play/progress.py``): a game
        without one compares against the cap alone, as before."""
        self.on_watch = fn
        self._watch = min(first, self._max_turns) if fn is not None else self._max_turns
        self._watch_steps = self._watch

    def _checkpoint(self, count: int) -> bool:
        """Turns (``count``: or turns and bonus plays) passed the checkpoint: end the
        round at the safety cap (True), else let the watcher look and set the next one,
        once in turns and bonus plays (what a bonus play compares) and once as the turn
        count it stands for now (what a turn compares: a turn reaches it no earlier, and
        a bonus play in between reaches the other first), so that a round with many
        bonus plays does not call the watcher after each of them."""
        if count > self._max_turns:
            self._end(capped=True)
            return True
        fn = self.on_watch
        if fn is None:
            self._watch = self._watch_steps = self._max_turns
            return False
        nxt = fn(self)
        self._watch_steps = min(nxt, self._max_turns)
        self._watch = min(nxt - self.bonuses, self._max_turns)
        return self.phase != PLAYING

    def _grant_bonus(self) -> bool:
        """Give the due bonus play of a clear (R-CLEAR-1), not to a player who is out
        (R-WIN-2); the safety cap counts bonus plays, as house rules can chain them."""
        q = self._bonus_due
        self._bonus_due = -1
        if self.out[q] or self.phase != PLAYING:
            return False
        self.cur = q
        self.bonus = True
        self.bonuses += 1
        if (self.turns + self.bonuses > self._watch_steps
                and self._checkpoint(self.turns + self.bonuses)):
            return True
        if self.bus.on_bonus:
            ev = Bonus(player=Seat(q))
            self.bus.fire_before(ev, self)
            self.bus.fire_after(ev, self)
        return True
