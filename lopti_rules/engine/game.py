"""The Lopti game and its narrow API: whose decision, legal moves, apply, over.

:class:`Game` is one seeded round in the manner of an OpenSpiel state. It deals
(R-SETUP), takes the players' decisions (swaps, plays, flips, pickups), resolves
plays (R-PLAY, R-SPECIAL, R-CLEAR) and moves the turn on (R-TURN), and says why a
move is illegal. Its state, the legal plays and the base events that change the
table are :class:`.state.GameState`'s; the operations house rules apply are
:class:`.operations.HouseRuleOperations`'s; restrictions of the next play are armed
through :mod:`.restrictions`. The names of the state (``PLAYING``,
``IllegalMove``, ``cards_played`` ...) are the state's: import them from the engine's API.
"""

from __future__ import annotations

import random

from .baserules import OFFICIAL, BaseRules
from .bus import EventBus
from .cards import Card, Rank
from .events import MAKERS, Flip, Pass, Play, Seat, Source, Swap
from .legality import AVAILABLE, OBLIGATION_KEY, verdict
from .moves import FLIP, KEEP, PICKUP, PLAY, SWAP, Move
from .operations import HouseRuleOperations
from .restrictions import arm_restriction, why_restricted
from .state import (
    EMPTY_KEY,
    FOUR,
    PLAYING,
    SETUP,
    SEVENS,
    TAKE,
    TEN,
    THREES,
    IllegalMove,
    SetupError,
    card_tuple,
)

__all__ = ["Game", "shuffled_deck"]

#: Play events by (cards, seat, source, bonus, previous rank, previous count): events are
#: immutable values, and the same play on the same pile recurs (87 % of the plays of 400
#: random 4-player games); one look-up (0.15 us) instead of building one (0.45 us).
#: At most ``_MAX_PLAY_EVENTS`` are kept (a few MB), the first ones met.
_PLAY_EVENTS: dict[tuple[int, int, str, bool, int, int], Play] = {}
_MAX_PLAY_EVENTS = 1 << 15
#: Card tuples of play masks, built once each (at most 13 x 15 of them).
_CARD_TUPLES: dict[int, tuple[Card, ...]] = {}

#: ``(i + 1).bit_length()``: the random bits each step of a 52-card shuffle draws.
_BITS: tuple[int, ...] = tuple((i + 1).bit_length() for i in range(52))


def shuffled_deck(seed: int) -> list[int]:
    """The 52 cards (top card last) in the order ``random.Random(seed).shuffle`` leaves
    ``list(range(52))``: its Fisher-Yates steps, each drawing ``getrandbits`` until the
    value fits, written out without its two Python calls a card (they were half the time
    of a new game). The same decks, whatever a Python version does to ``shuffle``."""
    deck = list(range(52))
    bits = random.Random(seed).getrandbits
    for i in range(51, 0, -1):
        k = _BITS[i]
        j = bits(k)
        while j > i:  # j in 0..i, as shuffle's _randbelow(i + 1) rejects and redraws
            j = bits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


class Game(HouseRuleOperations):
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
        super().__init__(players, seed, base, dealer=dealer, leader=leader, bus=bus)
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
        # the undealt deck is the draw pile until the deal: before-deal hooks see all 52
        # cards there (no card is in no zone), and may not move one (LP202)
        deck = self.draw_pile = shuffled_deck(seed)
        if bus.on_deal:
            ev = MAKERS["deal"](self.dealer, self.leader, self.players)
            bus.fire_before(ev, self)
            if (ev.dealer, ev.leader) != (self.dealer, self.leader):  # a rule chose them
                ev = MAKERS["deal"](self.dealer, self.leader, self.players)
        self.seating_open = False
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

    # ---------------------------------------------------------- decisions
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
            self.history.append((p, move))
            # the cards leave the hand in _resolve, once the before-play hooks have seen
            # the table as it was before the play
            self._resolve(p, r, c, TAKE[nib][c] << s, "hand")
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
                # the card stays face down until it lands (no rule moves a face-down
                # card): the after-flip hooks, and the before-play hooks of a legal flip,
                # see it there, so every view holds all 52 cards
                bus.fire_after(ev, self)
            if legal:
                self._resolve(p, r, 1, 1 << card, "down")  # takes it from ``down``
            else:  # R-FACE-2, R-FACE-3: onto the pile, pick it all up, turn over
                d.remove(card)
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
        after = None  # the taps' one call after the play (bus.one_call)
        if bus.on_play:
            routes = bus.routes_play
            if routes is not None:  # only taps listen: those that want this play, no payload
                taps = routes[r * 5 + c]  # (bus.play_key)
                if taps is not None:
                    bonus, top, last = self.bonus, self.top, self.last
                    before, after = taps
                    if before is not None:
                        before(self, p, r, c, cards, source, bonus, top, last)
            else:
                key = (cards, p, source, self.bonus, self.top, self.last)
                ev = _PLAY_EVENTS.get(key)
                if ev is None:
                    played = _CARD_TUPLES.get(cards)
                    if played is None:
                        played = _CARD_TUPLES[cards] = card_tuple(cards)
                    ev = MAKERS["play"](p, r, c, played, source, self.bonus, self.top or None,
                                       self.last)
                    if len(_PLAY_EVENTS) < _MAX_PLAY_EVENTS:
                        _PLAY_EVENTS[key] = ev
                bus.fire_before(ev, self)
        if source == "hand":
            self.hand[p] ^= cards
        elif source == "down":  # a flipped card leaves its place once it is played
            self.down[p].remove(cards.bit_length() - 1)
        if not self.bonus:  # R-FACE-1: p's draw chance is not over until the draw below
            self.drawing = p
        # R-WIN-4: a player whose last card this is is out from this moment, while rules
        # still react to the play (they see it as ``leaving``: not still in)
        leaving = not self.hand[p] and not self.up[p] and not self.down[p]
        if leaving:
            self.leaving = p
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
                self.tab = self._table[EMPTY_KEY]
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
        if after is not None:
            after(self, p, r, c, cards, source, bonus, top, last)
        elif ev is not None:
            bus.fire_after(ev, self)
        if cause:
            self._clear(p, cause)
        if passed and bus.on_pass:
            pev = Pass(player=Seat(p), to=Seat(self._next(p)), chain=self.chain)
            bus.fire_before(pev, self)
            bus.fire_after(pev, self)
        if leaving:
            self.drawing = -1  # an out player never draws (R-WIN-4)
            self._go_out(p)  # R-WIN-1, R-WIN-4: out at once, never draws, no bonus (R-WIN-2)
            if self.phase == PLAYING:
                self._end_turn(p)
            return
        if not self.bonus and self.draw_pile and self.hand[p].bit_count() < self._draw_below:
            self.turn_draws += 1
            self._draw(p, self._draw_count)  # R-DRAW-1; bonus plays never draw (R-DRAW-2)
        self.drawing = -1  # the draw chance is over: an empty hand takes up now
        if not self.hand[p] and self.up[p]:
            self._take_up(p)  # R-FACE-1, also during bonus plays
        if cause:
            self._bonus_due = p  # R-CLEAR-1: a bonus play at once
            self._grant_bonus()
        else:
            self._end_turn(p)

    # ---------------------------------------------------------- turn order
    def _next(self, p: int) -> int:
        """The next active player after ``p`` in the current direction."""
        return self.ring[self.direction][p]

    def _end_turn(self, p: int) -> None:
        if self._bonus_due >= 0 and self._grant_bonus():
            return
        if self.bus.on_turn_end and not self.out[p]:
            self._turn_end(p)
        q = self.ring[self.direction][p]  # self._next(p), in line: once a turn
        if self._skip:
            q = self._skipping(q)
        self._begin_turn(q)

    def _turn_end(self, p: int) -> None:
        """The ``turn_end`` event of ``p``'s turn: after its draw and take-up, before the
        next turn is chosen (so a skip or reversal its hooks ask applies to that choice,
        and a restriction to the next play)."""
        self.turn_ends += 1
        bus = self.bus
        taps = bus.taps_turn_end
        if taps is not None:  # only taps listen: their plain values, no payload
            number = self.turns
            before, after = taps
            if before is not None:
                before(self, p, number)
            if after is not None:
                after(self, p, number)
            return
        ev = MAKERS["turn_end"](p, self.turns)
        bus.fire_before(ev, self)
        bus.fire_after(ev, self)

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

    def _begin_turn(self, q: int) -> None:
        self.bonus = False
        self.turns += 1
        if self.turns > self._watch and self._checkpoint(self.turns):
            return
        bus = self.bus
        if bus.on_turn:
            taps = bus.taps_turn
            if taps is not None:
                number = self.turns
                self.turn_of = q
                before, after = taps
                try:
                    if before is not None:
                        before(self, q, number)
                    self.cur = q
                    if after is not None:
                        after(self, q, number)
                finally:
                    self.turn_of = -1
            else:
                ev = MAKERS["turn"](q, self.turns)
                self.turn_of = q
                try:
                    bus.fire_before(ev, self)
                    self.cur = q
                    bus.fire_after(ev, self)
                finally:
                    self.turn_of = -1
            if self._bonus_due >= 0 and self._grant_bonus():
                return
        else:
            self.cur = q
        if self._rx is not None:
            arm_restriction(self, q)


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
        if self.phase == SETUP:  # as _setup_move refuses them
            if move.kind == SWAP:
                return (f"seat {p} cannot {move}: swap one of your hand cards for one of "
                        "your face-up cards (R-SETUP-3)")
            return (f"seat {p} cannot {move} during the deal: swap a hand card for a "
                    "face-up card or keep (R-SETUP-3)")
        if move.kind == PICKUP:  # the one refusal apply() has for it
            return f"seat {p} cannot pick up: the pile is empty, so you must play (R-TURN-3)"
        if move.kind != PLAY:  # a swap or a keep once the deal is over
            return f"seat {p} cannot {move}: swaps and keeps belong to the deal (R-SETUP-3)"
        r, c = move.rank, move.count
        if not h:
            return f"seat {p} cannot {move}: no hand cards left, flip a face-down card (R-FACE-2)"
        have = (h >> ((r - 2) << 2) & 15).bit_count()
        if have < c:
            return f"seat {p} cannot {move}: holds {have} card(s) of that rank"
        why = verdict(r, c, self.top, self.last, self.run, self.obligation, self.base,
                      self.permits)
        if why is None and self._rx_on is not None:
            why = why_restricted(self)
        return f"seat {p} cannot {move}: {why}"
