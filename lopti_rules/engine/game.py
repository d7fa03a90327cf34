"""The Lopti game state and its narrow API: whose decision, legal moves, apply, over.

Cards are ints 0..51 (``cards.py``); every card set a player or the table holds is a
52-bit int mask whose nibble ``rank - 2`` holds the four cards of a rank, so counts
per rank, "the lowest two 9s" and picking up the pile are a few integer operations.
Events are built only when the bus has listeners for them (``bus.on_<event>``), and
not even then for the hot events (play, turn, pickup, draw, clear) while only taps
listen (``bus.taps_<event>``): taps get the plain values, and play and pickup taps only
the plays and pickups they want (``bus.routes_play``, ``bus.routes_pickup``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..errors import LoptiError
from .baserules import OFFICIAL, BaseRules
from .bus import EventBus
from .cards import Card, Rank, cards_of, mask_of
from .events import (
    MAKERS,
    Bonus,
    ClearCause,
    Flip,
    Out,
    Pass,
    Pickup,
    PickupReason,
    Play,
    Seat,
    Source,
    Swap,
    TakeUp,
    Win,
)
from .legality import AVAILABLE, OBLIGATION_KEY, legality_table, state_key, verdict
from .moves import (
    _PLAYS,
    FLIP,
    FLIP_MOVES,
    KEEP,
    KEEP_MOVE,
    PICKUP,
    PICKUP_MOVE,
    PLAY,
    SWAP,
    Move,
)


class IllegalMove(LoptiError):
    """A move that is not legal for the player to act; the message says why (R-...)."""


class SetupError(LoptiError):
    """A game cannot be set up as asked (players, seats, seed, rules)."""


SETUP, PLAYING, OVER = 0, 1, 2
#: Clear causes, as indexes into ``Game.clears`` (events.ClearCause order).
CAUSES: tuple[ClearCause, ...] = ("ten", "four", "threes", "sevens", "custom")
TEN, FOUR, THREES, SEVENS, CUSTOM = range(1, 6)

#: _SHIFT[1 << 4k] = 4k: where a rank's nibble starts in a card mask.
_SHIFT: dict[int, int] = {1 << (4 * k): 4 * k for k in range(13)}
_EMPTY_KEY = state_key(0, 0, 0, False)
#: _TAKE[nibble][c]: the ``c`` lowest set bits of ``nibble`` (lowest card id first).
_TAKE: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(b for b in [1 << j for j in range(4) if n >> j & 1][:c]) for c in range(5)
    )
    for n in range(16)
)
#: _BY_MASK[rank][mask]: the play moves of that rank for the counts set in ``mask``.
_BY_MASK: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(_PLAYS[r][c] for c in range(1, 5) if m >> c & 1) for m in range(32))
    if r >= 2 else ()
    for r in range(15)
)


#: Play events by (cards, seat, source, bonus, previous rank, previous count): events are
#: immutable values, and the same play on the same pile recurs (87 % of the plays of 400
#: random 4-player games); one look-up (0.15 us) instead of building one (0.45 us).
#: At most ``_MAX_PLAY_EVENTS`` are kept (a few MB), the first ones met.
_PLAY_EVENTS: dict[tuple[int, int, str, bool, int, int], Play] = {}
_MAX_PLAY_EVENTS = 1 << 15
#: Pickup events by (seat, count, reason): at most 5 x 53 x 5 of them.
_PICKUPS: dict[tuple[int, int, str], Pickup] = {}
#: Card tuples of play masks, built once each (at most 13 x 15 of them).
_CARD_TUPLES: dict[int, tuple[Card, ...]] = {}


def _cards(mask: int) -> tuple[Card, ...]:
    return cards_of(mask)  # type: ignore[return-value]  # Card is a NewType of int


class Game:
    """One round of Lopti for 2..5 players, seeded, in the manner of an OpenSpiel state.

    Use ``current_player()``, ``legal_moves()``, ``apply(move)`` and ``is_over()``;
    ``finishing_order`` and ``winner`` tell the result, ``history`` the decisions taken
    as ``(seat, move)``. The same ``seed`` and the same decisions give the same game.
    """

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
        self.bus = bus if bus is not None else EventBus()
        self.direction = 1  #: +1 clockwise; a rule may reverse it
        self._table = legality_table(base)
        self.tab = self._table[_EMPTY_KEY]
        self._pass_rank = base.pass_rank
        self._low_rank = base.low_rank
        self._clear_rank = base.clear_rank
        self._four = base.four_clear
        self._threes = base.threes_clear
        self._draw_below = base.draw_below
        self._draw_count = base.draw_count
        self._max_turns = base.max_turns

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
        self.active = players
        self.finishing_order: list[int] = []
        self.cur = self.leader
        self.bonus = False  #: the player to act has a bonus play (R-CLEAR-1)
        self.turns = 0
        self.capped = False
        self.phase = SETUP
        self.history: list[tuple[int, Move]] = []
        self.plays = 0  #: legal plays, blind ones included
        self.pickups = 0
        self.draws = 0
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
        #: (operations.py): a tuple, or None
        self._rx: Any = None
        #: the restrictions armed last, with their legality row: in force while that row
        #: is (operations.why_restricted)
        self._rx_on: Any = None
        #: called as ``on_lapse(seat, text)`` when a restriction would leave no legal move
        self.on_lapse: Callable[[int, str], None] | None = None
        if self.bus.rules is not None:  # house rules listen on this bus: this is their game
            self.bus.rules.game = self
        self._deal(seed)

    # ------------------------------------------------------------------ setup
    def _deal(self, seed: int) -> None:
        b = self.base
        per = b.hand_size + b.face_up + b.face_down
        if per * self.players > 52:
            raise SetupError(f"{self.players} players x {per} cards do not fit in 52 cards")
        bus = self.bus
        ev = None
        if bus.on_deal:
            ev = MAKERS["deal"](self.dealer, self.leader, self.players)
            bus.fire_before(ev, self)
        deck = list(range(52))
        random.Random(seed).shuffle(deck)
        n = self.players
        seats = [(self.dealer + 1 + i) % n for i in range(n)]  # from the dealer's left
        for _ in range(b.face_down):
            for p in seats:
                self.down[p].append(deck.pop())
        for _ in range(b.face_up):
            for p in seats:
                self.up[p] |= 1 << deck.pop()
        for _ in range(b.hand_size):
            for p in seats:
                self.hand[p] |= 1 << deck.pop()
        self.draw_pile = deck
        if ev is not None:
            bus.fire_after(ev, self)
        self._setup_order = [(self.leader + i) % n for i in range(n)]
        self._setup_i = 0
        self._swaps_left = [b.swaps if b.face_up and b.hand_size else 0] * n
        if not self._swaps_left[0]:
            self._start_play()

    def _start_play(self) -> None:
        self.phase = PLAYING
        self.cur = self.leader
        self._begin_turn(self.leader)

    def _setup_move(self, p: int, move: Move) -> None:
        if move.kind == SWAP:
            h, u = self.hand[p], self.up[p]
            if not (h >> move.given) & 1 or not (u >> move.taken) & 1 or move.given == move.taken:
                raise IllegalMove(
                    f"seat {p} cannot {move}: swap one of your hand cards for one of your "
                    "face-up cards (R-SETUP-3)"
                )
            bus = self.bus
            ev = None
            if bus.on_swap:
                ev = Swap(player=Seat(p), given=Card(move.given), taken=Card(move.taken))
                bus.fire_before(ev, self)
            # read again: a house rule's before-hook may have given this player cards
            self.hand[p] = self.hand[p] ^ (1 << move.given) | (1 << move.taken)
            self.up[p] = self.up[p] ^ (1 << move.taken) | (1 << move.given)
            self._swaps_left[p] -= 1
            self.history.append((p, move))
            if ev is not None:
                bus.fire_after(ev, self)
            if self._swaps_left[p]:
                return
        elif move.kind == KEEP:
            self.history.append((p, move))
        else:
            raise IllegalMove(
                f"seat {p} cannot {move} during the deal: swap a hand card for a face-up "
                "card or keep (R-SETUP-3)"
            )
        self._setup_i += 1
        if self._setup_i == self.players:
            self._start_play()
        else:
            self.cur = self._setup_order[self._setup_i]

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

    def apply(self, move: Move) -> None:
        """Take ``move`` for the player to act; raises ``IllegalMove`` if it is not legal."""
        p = self.cur
        if self.phase != PLAYING:
            if self.phase == SETUP:
                self._setup_move(p, move)
                return
            raise IllegalMove(f"the game is over; no more moves ({move})")
        k = move.kind
        if k == PLAY:
            r = move.rank
            c = move.count
            s = (r - 2) << 2
            h = self.hand[p]
            nib = (h >> s) & 15
            if not (self.tab[r] & AVAILABLE[nib] & (1 << c)):
                raise IllegalMove(self._why(p, move))
            taken = _TAKE[nib][c] << s
            self.hand[p] = h ^ taken
            self.history.append((p, move))
            self._resolve(p, r, c, taken, "hand")
        elif k == PICKUP:
            if not self.pile:
                raise IllegalMove(
                    f"seat {p} cannot pick up: the pile is empty, so you must play (R-TURN-3)"
                )
            self.history.append((p, move))
            self._pickup(p, "obligation" if self.obligation else "choice")
            self._end_turn(p)
        elif k == FLIP:
            d = self.down[p]
            if self.hand[p] or self.up[p] or move.index >= len(d):
                raise IllegalMove(self._why(p, move))
            self.history.append((p, move))
            card = d[move.index]
            r = (card >> 2) + 2
            legal = bool(self.tab[r] & 2)
            bus = self.bus
            ev = None
            if bus.on_flip:
                ev = Flip(player=Seat(p), card=Card(card), rank=Rank(r), legal=legal)
                bus.fire_before(ev, self)
            del d[move.index]
            if ev is not None:
                bus.fire_after(ev, self)
            if legal:
                self._resolve(p, r, 1, 1 << card, "down")
            else:  # R-FACE-2, R-FACE-3: onto the pile, pick it all up, turn over
                self.pile |= 1 << card
                self._pickup(p, "blind")
                self._end_turn(p)
        else:
            raise IllegalMove(f"seat {p} cannot {move} after the deal (R-SETUP-3)")

    # ---------------------------------------------------------- resolution
    def _resolve(self, p: int, r: int, c: int, cards: int, source: Source) -> None:
        """A legal play of ``c`` cards of rank ``r`` (mask ``cards``) by ``p``."""
        bus = self.bus
        ev = None
        taps = None
        if bus.on_play:
            routes = bus.routes_play
            if routes is not None:  # only taps listen: those that want this play, no payload
                taps = routes[r * 5 + c]  # (bus.play_key)
                if taps is not None:
                    bonus, top, last = self.bonus, self.top, self.last
                    for fn in taps[0]:
                        fn(self, p, r, c, cards, source, bonus, top, last)
            else:
                key = (cards, p, source, self.bonus, self.top, self.last)
                ev = _PLAY_EVENTS.get(key)
                if ev is None:
                    played = _CARD_TUPLES.get(cards)
                    if played is None:
                        played = _CARD_TUPLES[cards] = _cards(cards)
                    ev = MAKERS["play"](p, r, c, played, source, self.bonus, self.top or None,
                                       self.last)
                    if len(_PLAY_EVENTS) < _MAX_PLAY_EVENTS:
                        _PLAY_EVENTS[key] = ev
                bus.fire_before(ev, self)
        self.plays += 1
        cause = 0
        passed = False
        if r == self._clear_rank:  # R-SPECIAL-10: clears at once, the 10 leaves with it
            self.pile |= cards
            self.pile_plays.append(cards)
            cause = TEN
        elif r == self._pass_rank:  # R-SPECIAL-3: discarded at once, never on the pile
            self.discarded |= cards
            self.chain += c
            if self.chain >= self._threes:
                cause = THREES
            elif self.pile:
                self.obligation = passed = True
                self.tab = self._table[OBLIGATION_KEY]
            else:  # passed onto an empty pile: the next player leads (and is unrestricted)
                self.tab = self._table[_EMPTY_KEY]
        else:
            self.pile |= cards
            self.pile_plays.append(cards)
            self.chain = 0
            self.obligation = False
            run = self.run + c if r == self.top else c
            self.top = r
            self.last = c
            self.run = run
            if run >= self._four:  # R-CLEAR-2: four of a rank across plays
                cause = SEVENS if r == self._low_rank else FOUR
            else:
                self.tab = self._table[1 + (r * 5 + c) * 5 + run]
        if taps is not None:
            for fn in taps[1]:
                fn(self, p, r, c, cards, source, bonus, top, last)
        elif ev is not None:
            bus.fire_after(ev, self)
        if cause:
            self._clear(p, cause)
        if passed and bus.on_pass:
            pev = Pass(player=Seat(p), to=Seat(self._next(p)), chain=self.chain)
            bus.fire_before(pev, self)
            bus.fire_after(pev, self)
        if not self.hand[p] and not self.up[p] and not self.down[p]:
            self._go_out(p)  # R-WIN-1, R-WIN-4: out at once, never draws, no bonus (R-WIN-2)
            if self.phase == PLAYING:
                self._end_turn(p)
            return
        if not self.bonus and self.draw_pile and self.hand[p].bit_count() < self._draw_below:
            self._draw(p, self._draw_count)  # R-DRAW-1; bonus plays never draw (R-DRAW-2)
        if not self.hand[p] and self.up[p]:
            self._take_up(p)  # R-FACE-1, also during bonus plays
        if cause:
            self._bonus_due = p  # R-CLEAR-1: a bonus play at once
            self._grant_bonus()
        else:
            self._end_turn(p)

    def _clear(self, p: int, cause: int) -> None:
        bus = self.bus
        ev = None
        taps = None
        if bus.on_clear:
            taps = bus.taps_clear
            if taps is not None:
                why, mask = CAUSES[cause - 1], self.pile
                n = mask.bit_count()
                for fn in taps[0]:
                    fn(self, p, why, n, mask)
            else:
                cards = _cards(self.pile)
                ev = MAKERS["clear"](p, CAUSES[cause - 1], len(cards), cards)
                bus.fire_before(ev, self)
        self.cleared |= self.pile
        self.pile = 0
        self.cleared_plays += self.pile_plays
        self.pile_plays = []
        self.top = self.last = self.run = self.chain = 0
        self.obligation = False  # R-CLEAR-1 cancels pending 3 and 7 effects
        self._rx = None  # ... and a house rule's pending restriction
        self.tab = self._table[_EMPTY_KEY]
        self.clears[cause] += 1
        if taps is not None:
            for fn in taps[1]:
                fn(self, p, why, n, mask)
        elif ev is not None:
            bus.fire_after(ev, self)

    def _pickup(self, p: int, reason: PickupReason) -> None:
        bus = self.bus
        ev = None
        taps = None
        if bus.on_pickup:
            routes = bus.routes_pickup
            n = self.pile.bit_count()
            if routes is not None:  # only taps listen: those that want this pickup
                taps = routes[n]  # (bus.count_key)
                if taps is not None:
                    for fn in taps[0]:
                        fn(self, p, n, reason)
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
        self.tab = self._table[_EMPTY_KEY]
        self.pickups += 1
        if taps is not None:
            for fn in taps[1]:
                fn(self, p, n, reason)
        elif ev is not None:
            bus.fire_after(ev, self)

    def _draw(self, p: int, n: int) -> None:
        bus = self.bus
        ev = None
        taps = None
        n = min(n, len(self.draw_pile))
        if bus.on_draw:
            taps = bus.taps_draw
            if taps is not None:
                for fn in taps[0]:
                    fn(self, p, n)
            else:
                ev = MAKERS["draw"](p, n)
                bus.fire_before(ev, self)
        for _ in range(n):
            self.hand[p] |= 1 << self.draw_pile.pop()
        self.draws += n
        if taps is not None:
            for fn in taps[1]:
                fn(self, p, n)
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
        self.active -= 1
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

    def _next(self, p: int) -> int:
        """The next active player after ``p`` in the current direction."""
        n = self.players
        d = self.direction
        q = (p + d) % n
        out = self.out
        while out[q]:
            q = (q + d) % n
        return q

    def _end_turn(self, p: int) -> None:
        if self._bonus_due >= 0 and self._grant_bonus():
            return
        q = self._next(p)
        if self._skip:
            q = self._skipping(q)
        self._begin_turn(q)

    def _skipping(self, q: int) -> int:
        """The first player from ``q`` on whose turn is not skipped (consuming skips)."""
        seats = self._skip_seats
        while self._skip:
            if self._skip_next:
                self._skip_next -= 1
            elif seats[q]:
                seats[q] -= 1
            else:
                return q
            self._skip -= 1
            q = self._next(q)
        return q

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
        if self.turns + self.bonuses > self._max_turns:
            self._end(capped=True)
            return True
        if self.bus.on_bonus:
            ev = Bonus(player=Seat(q))
            self.bus.fire_before(ev, self)
            self.bus.fire_after(ev, self)
        return True

    def _begin_turn(self, q: int) -> None:
        self.bonus = False
        self.turns += 1
        if self.turns > self._max_turns:
            self._end(capped=True)
            return
        bus = self.bus
        if bus.on_turn:
            taps = bus.taps_turn
            if taps is not None:
                number = self.turns
                for fn in taps[0]:
                    fn(self, q, number)
                self.cur = q
                for fn in taps[1]:
                    fn(self, q, number)
            else:
                ev = MAKERS["turn"](q, self.turns)
                bus.fire_before(ev, self)
                self.cur = q
                bus.fire_after(ev, self)
            if self._bonus_due >= 0 and self._grant_bonus():
                return
        else:
            self.cur = q
        if self._rx is not None:
            _arm_restriction(self, q)

    # ------------------------------------------- base operations for house rules
    # The rules runtime (runtime.py, firings.py) applies a hook's effects through these, so the
    # engine's invariants hold; call them between decisions, e.g. from an after-hook.
    def give(self, giver: int, receiver: int, cards: list[int] | tuple[int, ...]) -> None:
        """Move ``cards`` from ``giver``'s hand into ``receiver``'s hand."""
        m = mask_of(cards)
        if self.hand[giver] & m != m:
            raise IllegalMove(f"seat {giver} does not hold all of {list(cards)}")
        if self.out[receiver]:
            raise out_error(receiver)
        if m == self.hand[giver] and not self.up[giver] and not self.down[giver]:
            raise IllegalMove(
                f"giving away seat {giver}'s last cards: only a legal play puts a player "
                "out (R-WIN-4)"
            )
        self.hand[giver] ^= m
        self.hand[receiver] |= m
        if not self.hand[giver] and self.up[giver]:
            self._take_up(giver)  # R-FACE-1: an empty hand takes up the face-up cards

    def draw_for(self, player: int, count: int = 1) -> int:
        """``player`` draws up to ``count`` cards (fewer if the draw pile runs out)."""
        if self.out[player]:
            raise out_error(player, "draws")
        n = min(count, len(self.draw_pile))
        if n:
            self._draw(player, n)
        return n

    def take_cleared(self, player: int, cards: list[int] | tuple[int, ...] | None = None) -> None:
        """Bring cleared cards (all, or ``cards``) back into ``player``'s hand (R-CLEAR-3)."""
        m = self.cleared if cards is None else mask_of(cards)
        if self.cleared & m != m:
            raise IllegalMove(f"not all of {list(cards or ())} are among the cleared cards")
        if self.out[player]:
            raise out_error(player)
        self.cleared ^= m
        self.hand[player] |= m

    def clear_pile(self, causer: int, *, defer: bool = False) -> None:
        """A custom clear (R-CLEAR-2): the pile leaves play, ``causer`` gets a bonus play.

        ``defer``: called from a hook during a step (a play, a turn's start); the bonus
        play follows once the step is done, after the play's own draw (R-DRAW-2).
        """
        if self.phase != PLAYING:
            raise IllegalMove("the pile can be cleared only while the game is in play")
        self._clear(causer, CUSTOM)
        if self.out[causer]:
            return  # R-WIN-2: no bonus play for a player who is out
        self._bonus_due = causer
        if not defer:
            self._grant_bonus()

    def skip(self, players: int = 1) -> None:
        """The next ``players`` active players lose their turn when this turn ends."""
        self._skip += players
        self._skip_next += players

    def skip_seat(self, seat: int) -> None:
        """``seat``'s next turn is passed over (a house rule's skip)."""
        if not self.out[seat]:
            self._skip += 1
            self._skip_seats[seat] += 1

    def reverse(self) -> None:
        """Reverse the direction of play (clockwise is +1)."""
        self.direction = -self.direction

    def _why(self, p: int, move: Move) -> str:
        """Why ``move`` is not legal for ``p`` (slow path, for the error message)."""
        h = self.hand[p]
        if move.kind == FLIP:
            if h or self.up[p]:
                return (
                    f"seat {p} cannot {move}: face-down cards are played only once hand "
                    "and face-up cards are gone (R-FACE-2)"
                )
            return f"seat {p} cannot {move}: only {len(self.down[p])} face-down card(s) left"
        r, c = move.rank, move.count
        if not h:
            return f"seat {p} cannot {move}: no hand cards left, flip a face-down card (R-FACE-2)"
        have = (h >> ((r - 2) << 2) & 15).bit_count()
        if have < c:
            return f"seat {p} cannot {move}: holds {have} card(s) of that rank"
        why = verdict(r, c, self.top, self.last, self.run, self.obligation, self.base)
        if why is None and self._rx_on is not None:
            from .operations import why_restricted  # (operations imports this module)

            why = why_restricted(self)
        return f"seat {p} cannot {move}: {why}"


def cards_played(hand: int, rank: int, count: int) -> int:
    """The card mask a play of ``count`` cards of ``rank`` takes from ``hand`` (lowest first),
    or 0 when the hand holds fewer than ``count`` of that rank."""
    s = (rank - 2) << 2
    nib = (hand >> s) & 15
    return _TAKE[nib][count] << s if nib.bit_count() >= count else 0


def out_error(seat: int, what: str = "receives cards") -> IllegalMove:
    """What refuses cards to a player who is out (R-WIN-4)."""
    return IllegalMove(f"seat {seat} is out and never {what} (R-WIN-4)")


def _arm_restriction(game: Game, player: int) -> None:
    """``operations.arm_restriction``, imported on first use (operations imports this
    module); the first call rebinds this name to it, so later turns pay no import."""
    global _arm_restriction
    from .operations import arm_restriction

    _arm_restriction = arm_restriction
    arm_restriction(game, player)
