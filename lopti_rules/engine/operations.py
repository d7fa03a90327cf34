"""The base operations house rules' effects apply through, so the engine's invariants hold.

:class:`HouseRuleOperations` gives the game its methods for rules (give cards, draw
for a player, take cleared cards back, a custom clear, skips, reversing the direction);
the functions here add ordered takes from the pile and the cleared cards and a rule's
pickup, and the restrictions of the next play come from :mod:`.restrictions`
(re-exported). The rules runtime (``play/runtime.py``, ``play/firings.py``) calls
them between decisions, e.g. from an after-hook.

The pile and the cleared cards are card masks; their order lives in ``Game.pile_plays``
and ``Game.cleared_plays`` (one mask per play, appended as plays land and clears
happen), so "the top card" is well defined and costs the base game one list append
per play. Every operation keeps the 52 cards accounted for and never gives cards to a
player who is out (R-WIN-4).
"""

from __future__ import annotations

from itertools import chain

from .cards import mask_of
from .legality import Permits, legality_table, state_key
from .restrictions import (
    KINDS,
    Pending,
    arm_restriction,
    describe,
    restrict,
    restrict_pending,
    restricted_row,
    restriction,
    why_restricted,
)
from .state import CUSTOM, PLAYING, GameState, IllegalMove, out_error


class HouseRuleOperations(GameState):
    """The game's operations for house rules' effects (mixed into :class:`.game.Game`)."""

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
        self.take_up_due(giver)

    def take_up_due(self, seat: int) -> None:
        """R-FACE-1 after a house rule took cards from ``seat``'s hand: an empty hand takes
        up the face-up cards at once, unless the seat's draw chance is still to come
        (``drawing``: between their play and its draw), when the engine takes them up
        once the draw is over, and only if the hand is still empty."""
        if not self.hand[seat] and self.up[seat] and seat != self.drawing:
            self._take_up(seat)

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
        # records of clears none of whose cards are still out of play place nothing
        # (``top_cards``): drop them, or a rule that takes cleared cards back on every
        # clear makes each take read further back (a round of thousands of clears)
        live = self.cleared
        self.cleared_plays = [p for p in self.cleared_plays if p & live]

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

    def choose_dealer(self, seat: int) -> None:
        """``seat`` deals this round (a house rule's choice before the deal, R-SETUP-2):
        the cards go round from its left. Only while ``seating_open`` (before the deal);
        the session's own rotation is not the game's business (R-SETUP-4)."""
        self._seat_role("dealer", seat)
        self.dealer = seat

    def choose_leader(self, seat: int) -> None:
        """``seat`` plays first this round (a house rule's choice before the deal, in place
        of R-SETUP-4's first dealer or last winner). Only while ``seating_open``."""
        self._seat_role("leader", seat)
        self.leader = seat
        self.cur = seat

    def _seat_role(self, what: str, seat: int) -> None:
        if not self.seating_open:
            raise IllegalMove(f"the {what} is chosen only before the deal (R-SETUP-2)")
        if type(seat) is not int or not 0 <= seat < self.players:
            raise IllegalMove(f"the {what} must be a seat 0..{self.players - 1}, not {seat!r}")


def top_cards(records: list[int], live: int, n: int) -> list[int]:
    """The top ``n`` cards of ``live`` (a pile or the cleared cards), top first, from
    ``records`` (their plays, oldest first). A card lies at its latest record (a card
    taken back and cleared again lies where it was cleared last), higher ids nearer the
    top within a play, unrecorded cards at the bottom. Read from the latest record down
    only as far as needed, and no further once every live card is placed."""
    out: list[int] = []
    rest = live
    for mask in chain(reversed(records), (live,)):
        m = mask & rest
        rest ^= m
        while m:
            if len(out) >= n:
                return out
            c = m.bit_length() - 1  # within a play, higher ids lie nearer the top
            out.append(c)
            m ^= 1 << c
        if not rest:
            break
    return out


def pile_top(game: GameState, n: int) -> list[int]:
    """The top ``n`` cards of the pile (fewer if the pile is smaller), top first."""
    return top_cards(game.pile_plays, game.pile, n)


def cleared_top(game: GameState, n: int) -> list[int]:
    """The ``n`` most recently cleared cards still out of play, latest first (read from
    the latest clear back, as far as needed; cards rules took back are passed over)."""
    return top_cards(game.cleared_plays, game.cleared, n)


def take_pile(game: GameState, player: int, n: int) -> tuple[int, ...]:
    """``player`` takes the top ``n`` cards of the pile into their hand; returns them.

    What remains keeps its order; the previous play (R-PLAY-4) becomes whatever now lies
    on top, and an emptied pile ends a 3-obligation (R-SPECIAL-3).
    """
    if game.out[player]:
        raise out_error(player)
    taken = pile_top(game, n)
    m = 0
    for c in taken:
        m |= 1 << c
    game.pile ^= m
    game.hand[player] |= m
    game.pile_plays = [p & ~m for p in game.pile_plays if p & ~m]
    retop(game)
    return tuple(taken)


def bottom_cards(records: list[int], live: int, n: int) -> list[int]:
    """The bottom ``n`` cards of ``live``, bottom first: :func:`top_cards`'s order read
    from the other end. Where each card lies is worked out a record at a time, from the
    latest down as :func:`top_cards` does (a card lies at its latest record), without
    placing card by card what lies above the bottom ``n`` (issue 24: a take of the
    oldest cleared card read the whole order, one step a card, to keep its last)."""
    rest = live
    placed: list[int] = []  #: the cards lying at each record, the latest first
    for mask in reversed(records):
        m = mask & rest
        rest ^= m
        placed.append(m)
        if not rest:
            break
    placed.append(rest)  # unrecorded cards lie at the bottom
    out: list[int] = []
    for m in reversed(placed):  # from the bottom up, lower ids deeper within a play
        while m:
            if len(out) >= n:
                return out
            low = m & -m
            out.append(low.bit_length() - 1)
            m ^= low
    return out


def cleared_bottom(game: GameState, n: int) -> list[int]:
    """The ``n`` cleared cards still out of play that were cleared first, bottom first
    (the order :func:`cleared_top` reads, from the other end)."""
    return bottom_cards(game.cleared_plays, game.cleared, n)


def draw_bottom(game: HouseRuleOperations, player: int, n: int) -> int:
    """``player`` draws up to ``n`` cards from the bottom of the draw pile (a draw event,
    as from the top: R-DRAW-1's pile, the other end); returns how many. The rest of the
    draw pile keeps its order."""
    if game.out[player]:
        raise out_error(player, "draws")
    pile = game.draw_pile  # top card last
    n = min(n, len(pile))
    if n:
        bottom = pile[:n]
        del pile[:n]
        pile.extend(reversed(bottom))  # the bottom card is drawn first, as the top is
        game.draw_for(player, n)
    return n


def swap_up(game: GameState, player: int, cards: list[int]) -> tuple[int, ...]:
    """``player`` swaps these face-up cards with as many cards from the top of the draw
    pile: the draw pile's cards lie face up in their place, the chosen cards go on the
    draw pile, the lowest id deepest. The hand and the face-down cards are untouched, so
    nothing is taken up (R-FACE-1); returns the cards that came up."""
    if game.out[player]:
        raise out_error(player)
    m = mask_of(cards)
    if game.up[player] & m != m or len(cards) > len(game.draw_pile):
        raise IllegalMove(f"seat {player} cannot swap {list(cards)} with the draw pile")
    came = tuple(game.draw_pile.pop() for _ in cards)
    game.up[player] ^= m
    for c in came:
        game.up[player] |= 1 << c
    game.draw_pile.extend(sorted(cards))
    return came


def take_cleared(game: HouseRuleOperations, player: int, cards: list[int]) -> None:
    """``player`` takes these cleared cards back (R-CLEAR-3)."""
    game.take_cleared(player, cards)


def pickup(game: GameState, player: int) -> int:
    """``player`` picks up the whole pile because a rule says so; returns how many cards."""
    if game.out[player]:
        raise out_error(player)
    if not game.pile or game.phase != PLAYING:
        return 0
    n = game.pile.bit_count()
    game._pickup(player, "rule")
    return n


def allow_plays(game: GameState, permits: Permits) -> None:
    """Add the plays house rules permit (``legality.Permits``) to ``game``'s legal plays,
    for the rest of the round: the legality table with them is built once per (base
    rules, permits) and put in place of the official one (R-CUSTOM-2: plays are only
    added). A restriction in force lapses with the old row; a pending one stays."""
    permits = frozenset(permits) | game.permits
    if permits == game.permits:
        return
    game.permits = permits
    game._table = legality_table(game.base, permits)
    game.tab = game._table[state_key(game.top, game.last, game.run, game.obligation)]
    game._rx_on = None


def retop(game: GameState) -> None:
    """Recompute the previous play, its run and the legality row after the pile changed."""
    top = last = run = 0
    for mask in game.pile_plays:
        r = ((mask.bit_length() - 1) >> 2) + 2  # a play is cards of one rank
        c = mask.bit_count()
        run = run + c if r == top else c
        top, last = r, c
    game.top, game.last, game.run = top, last, run
    if not game.pile:
        game.obligation = False
        game.chain = 0
    game.tab = game._table[state_key(top, last, run, game.obligation)]
    game._rx_on = None  # a restriction in force went with the old row; a pending one stays


__all__ = [
    "KINDS",
    "HouseRuleOperations",
    "allow_plays",
    "Pending",
    "arm_restriction",
    "bottom_cards",
    "cleared_bottom",
    "cleared_top",
    "describe",
    "draw_bottom",
    "pickup",
    "pile_top",
    "restrict",
    "restrict_pending",
    "restricted_row",
    "restriction",
    "retop",
    "swap_up",
    "take_cleared",
    "take_pile",
    "top_cards",
    "why_restricted",
]
