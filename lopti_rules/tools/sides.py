"""Who a book's round sides with, seat by seat (issue 29, session 23; the trial's standings,
``trial/standings.py``).

A standing (last round's winner, its runner-up, its last place) is a person over an
evening (R-CUSTOM-4): a rule that shields the one who leads, arms them, or keeps aiming at
a standing behind them concentrates on people by the results of earlier rounds, however
it names them. The things a count of cards and skips on each seat
(``RoundFacts.burden``) does not see, tallied per seat in a book's round and kept in
``RoundFacts.sides`` (blocks of one count a seat, :func:`block`):

- **obliged** (:data:`OBLIGED`): the decisions the seat took under a 3-obligation
  (R-SPECIAL-3: the passed pile's pickup, unless it answers with a 3). A book that turns
  the direction whenever a 3 is played at the last winner ("Bounce") puts no card on
  anyone, and the champion never meets a pass; the others meet them all.
- **served** (:data:`SERVED`): the swaps of face-up cards with the draw pile's top
  (``swap_up``) whose cards the seat drew first. The swapper chooses which cards go on
  top (their weakest), and whoever draws next takes them (R-DRAW-1): a swap granted
  whenever last round's last place plays next aims the swapper's junk at last place,
  though the swapper is whoever sits before them.
- **wielded** (:data:`WIELDED`): the firings during play, on the seat's own turns (the
  acting player's, ``Game.cur``), whose effects named another seat (a draw, a skip, a
  hand shown, a demand). An effect the last winner alone sets off against the others
  ("when the last winner plays a 9, the next player shows their hand") is a power for a
  standing, whatever it costs the one it lands on. A firing at the deal has no acting
  player of its own (the leader only stands first), and one in the round's first turn
  is the opener's, a role the base game gives the last winner (R-SETUP-4: "at the end
  of every round's first turn every player passes a card to their left"): neither is
  counted. A reversal names nobody, but it lands on someone: the seat that was to play
  next and now waits (session 24). "After the last winner's turn, if the next player
  has two cards or fewer, the direction turns" passes over the champion's nearest threat
  whenever it is close to going out, a turn-order power only the champion wields.
  Session 26 (fix28c): a restriction names nobody either, but it binds the next play, the next
  seat's: "every play of last round's runner-up that is not a 7 works as a 7" is a
  lock-out the runner-up alone sets off on the player after them (one set in a turn's
  own hooks binds that turn's play, its own player's). A ``before turn`` firing is the
  turn's own player's (``Game.turn_of``: the game's ``cur`` is still the player before
  them then): "before the last winner's turn, both their neighbours show their hands"
  is wielded on the champion's turns, not on those of the seat before them.
- **sight** (:data:`SIGHT`, session 24): the hands the book shows, each counted for the
  seat just before the one shown (in the direction of play then) while that seat is
  still in: the player who plays onto it. A hand shown
  to the table helps most the player who plays onto it, deciding what to lay before the
  shown player has to answer: "whenever the player left of the last winner draws, they
  show their hand" gives the champion sight of the hand they attack, round after round.
  A hand shown by whoever draws, or by the next player after a 9, helps whoever sits
  before them: every seat in turn.
- **handed** (:data:`HANDED`, session 27): the turns the book's reversals and skips
  handed the seat, each counted for the seat that plays next because of them (while it
  is not the one that would have played anyway): a reversal at the end of a turn gives
  the next turn to the seat that played before, a skip to the seat after the skipped
  one. "Whenever the player after the last winner ends a turn holding more cards than
  the champion, the direction reverses" hands the champion a second turn in three while
  ahead, every reversal of it theirs, though the acting player is the one after them
  (redteam17 ``order-champion-again-when-ahead``); an 8's skip or a reversal on three 9s
  hands the turn to whoever sits there.
- **cleared** (:data:`CLEARED`, session 27, fix29d): the bonus plays the book's own clears
  (``clear the pile``, R-CLEAR-2) handed the seat that caused them (R-CLEAR-1: the
  clearer plays again at once, where the next seat would have played). A clear is no
  effect on another seat, but it is a play more for its causer, as a skip that returns
  the turn is: "a 9 played by the last winner clears the pile" is a clear card of the
  champion's own (redteam-s27 ``private-champion-nines-clear``), "three 9s clear the
  pile" or "a Jack on a Queen clears" hands the bonus play to whoever plays them.
- **shown** (:data:`SHOWN`, session 29): the hands the book shows, each counted for the
  seat whose hand it is. A hand played open is information about that seat for every
  other seat: "last round's runner-up shows their hand after each of their pickups" has
  the champion's closest rival play half open all evening (redteam20
  ``info-runner-up-open-pickups``); a hand shown by whoever picks up, or by the next
  player after a 9, is every seat's in turn.
- **faced** and **decided** (:data:`FACED`, :data:`DECIDED`, session 29): the pile's cards
  at each decision the seat took, and how many it took. A turn order bent around a seat
  moves the pile as well as the turn: "when the next player would be the last winner and
  five or more cards lie on the pile, play reverses" (redteam20
  ``order-champion-dodges-piles``) has the champion answer only small piles, and the
  piles they answer are half the size of the others'; a reversal on three 9s, or a skip
  of the champion at every 8 (a catch-up: a turn taken, the pile still met later), leaves
  the piles each seat answers as they were.

The loop (``roundplay.play_round``) tells :meth:`SideTally.see` every decision before it
is taken and :meth:`SideTally.after` after; the runtime's tally (``evenings._Watcher``)
tells it every firing (:meth:`SideTally.fired`) and when a firing's effects have applied
(:meth:`SideTally.settled`). Base rounds keep no such tally: the comparisons are of a
standing against the other seats in the same book rounds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from typing import TYPE_CHECKING, Final

from ..engine import SETUP

if TYPE_CHECKING:
    from ..engine import Game

#: The blocks of ``RoundFacts.sides``, each one count a seat (:func:`block`)
OBLIGED: Final = 0
SERVED: Final = 1
WIELDED: Final = 2
SIGHT: Final = 3
HANDED: Final = 4
CLEARED: Final = 5
SHOWN: Final = 6
FACED: Final = 7
DECIDED: Final = 8
BLOCKS: Final = 9


def block(sides: Sequence[int], which: int, players: int) -> Sequence[int]:
    """One block of a round's ``sides`` (empty when the round kept none)."""
    if len(sides) != BLOCKS * players:
        return ()
    return sides[which * players:(which + 1) * players]


class SideTally:
    """The per-seat counts of the module text for one round."""

    __slots__ = ("counts", "players", "_pending", "_mark", "_swapping")

    def __init__(self) -> None:
        self.players = 0
        self.counts: list[int] = []
        self._pending = 0  #: swaps whose cards lie on the draw pile, not yet drawn
        self._mark = 0  #: the game's cards drawn when they were laid there
        self._swapping = 0  #: swaps heard in firings not yet settled

    def reset(self, players: int) -> None:
        self.players = players
        self.counts = [0] * (BLOCKS * players)
        self._pending = self._mark = self._swapping = 0

    def see(self, g: Game) -> None:
        """A decision is about to be taken on ``g`` by ``g.cur``."""
        if g.obligation:
            self.counts[OBLIGED * self.players + g.cur] += 1
        if 0 <= g.cur < self.players:
            self.counts[FACED * self.players + g.cur] += g.pile.bit_count()
            self.counts[DECIDED * self.players + g.cur] += 1

    def after(self, g: Game, decider: int) -> None:
        """``decider``'s decision has been taken: a draw from the draw pile since the last
        swap laid its cards there took them (R-DRAW-1 draws the top; whoever drew during
        the decision, its player or a rule's draw it set off, is counted as its player)."""
        if self._pending and g.draws > self._mark:
            self.counts[SERVED * self.players + decider] += self._pending
            self._pending = 0

    def fired(self, g: Game, plan: Sequence[tuple[object, Sequence[int]]]) -> None:
        """A rule fired (before its effects apply)."""
        # (the acting player: the turn's own player in its ``before turn`` hooks, where
        # the game's ``cur`` is still the one before it, ``Game.turn_of``)
        actor = g.turn_of if g.turn_of >= 0 else g.cur
        players = self.players
        other = False
        playing = g.phase != SETUP
        for effect, seats in plan:
            name = getattr(effect, "name", "")
            if name == "swap_up":
                self._swapping += 1
            elif name == "reverse":
                # (lands on the seat that was to play next: it waits now)
                if 0 <= actor < players and _beside(g, actor, g.direction) != actor:
                    other = True
                if 0 <= actor < players and playing:
                    after = _beside(g, actor, g.direction)
                    self._handed(_beside(g, actor, -g.direction), after)
            elif name == "restrict" and not seats and playing and g.turn_of < 0:
                # (binds the next play, another seat's while someone else is in: "every
                # play of last round's runner-up works as a 7" answers for the player
                # after them; one set in a turn's own hooks binds that turn's play)
                if 0 <= actor < players and _beside(g, actor, g.direction) != actor:
                    other = True
            elif name == "skip" and seats and 0 <= seats[0] < players and playing:
                self._handed(_beside(g, seats[0], g.direction), seats[0])
            elif name == "clear_pile" and seats and 0 <= seats[0] < players and playing:
                # (a custom clear hands its causer the bonus play, R-CLEAR-1: a play
                # the seat after them would otherwise have made)
                if _beside(g, seats[0], g.direction) != seats[0]:
                    self.counts[CLEARED * players + seats[0]] += 1
            elif name == "reveal" and seats and 0 <= seats[0] < players:
                self.counts[SHOWN * players + seats[0]] += 1
                # (the seat just before, while it is still in: once it is out, nobody
                # plays onto the hand from there, and the one who now does was never
                # the seat the rule put there)
                before = (seats[0] - g.direction) % players
                if before != seats[0] and not g.out[before]:
                    self.counts[SIGHT * players + before] += 1
            for s in seats:
                if 0 <= s < players and s != actor:
                    other = True
        if other and g.turns > 1 and g.phase != SETUP and 0 <= actor < players \
                and not alike(g, plan, actor):
            self.counts[WIELDED * players + actor] += 1

    def _handed(self, seat: int, instead: int) -> None:
        """The turn goes to ``seat`` because of a firing, where ``instead`` would have had
        it (:data:`HANDED`; nothing when they are one seat)."""
        if seat != instead:
            self.counts[HANDED * self.players + seat] += 1

    def settled(self, g: Game) -> None:
        """A firing's effects have applied: its swaps' cards lie on the draw pile."""
        if self._swapping:
            self._pending += self._swapping
            self._swapping = 0
            self._mark = g.draws


#: The effects a firing may lay on every seat alike (:func:`alike`): each seat's share
#: is its own, whoever comes first (a draw from the unseen draw pile, a give of one's own
#: choice, a hand shown, words). A take from the pile or the cleared cards, or a swap with
#: the draw pile's top, hands the later seats what the earlier ones left: not alike.
ALIKE: Final = frozenset({"draw", "give", "reveal", "say", "do", "remember"})


def alike(g: Game, plan: Sequence[tuple[object, Sequence[int]]], actor: int) -> bool:
    """Whether a firing lays the same effects on every seat still in, ``actor`` among
    them (session 38, fairmech38): "when the last winner clears, every player draws a
    card" costs the champion what it costs each other seat, so it is no power the
    champion wields over the others (R-CUSTOM-4: a rule alike for all over an evening),
    however its guard names a standing. Each effect is read relative to its first seat
    (a give to the left is the seat after the giver's), and each seat still in must bear
    the same effects as many times (seats counted round the players still in: a give to
    the left passes over a seat that is out); an effect on no seat (a skip of nobody, a
    reversal, a restriction, a clear) or on a seat that is out is no effect alike. An
    actor going out with this very play (no cards left, R-WIN-4) is no longer among
    "every player" and gains nothing from what the others bear: the seats still in are
    read without them."""
    n = g.players
    if not 0 <= actor < n or g.out[actor]:
        return False
    gone = [g.out[s] or not (g.hand[s] or g.up[s] or g.down[s]) for s in range(n)]
    inn = [s for s in range(n) if not gone[s]]
    if len(plan) < len(inn) or not inn:
        # (each effect bears on one first seat at most, and every seat still in must be
        # one: a firing of fewer effects than seats in, "the acting player gives a card
        # to the next", is no effect alike; answered before reading any effect's fields,
        # the trial's dearest step for such a rule, session 40)
        return False
    ring = {s: k for k, s in enumerate(inn)}  # (a give to the left skips who is out)
    borne: dict[int, list[tuple[object, ...]]] = {}
    for effect, seats in plan:
        name = getattr(effect, "name", "")
        if name not in ALIKE:
            return False
        if not seats:
            if name == "remember":
                continue
            return False
        first = seats[0]
        if first not in ring:
            return False
        shape: list[object] = [name]
        refs = effect.named_players()  # type: ignore[attr-defined]
        rest = iter(seats)
        for f in fields(effect):  # type: ignore[arg-type]
            value = getattr(effect, f.name)
            if any(value is r for r in refs):  # (a player: its seat, in the plan's order)
                seat = next(rest, -1)
                if seat not in ring:
                    return False
                shape.append(("seat", (ring[seat] - ring[first]) % len(inn)))
            else:
                shape.append(value)
        borne.setdefault(first, []).append(tuple(shape))
    if (len(inn) < 2 and not gone[actor]) or not inn or len(borne) != len(inn) \
            or any(s not in borne for s in inn):
        return False
    mine = sorted(map(repr, borne[inn[0]]))
    return all(sorted(map(repr, borne[s])) == mine for s in inn)


def _beside(g: Game, seat: int, way: int) -> int:
    """The seat still in next to ``seat`` going ``way`` (+1 clockwise), ``seat`` itself
    when nobody else is in."""
    n = g.players
    q = seat
    for _ in range(n - 1):
        q = (q + way) % n
        if not g.out[q]:
            return q
    return seat


__all__ = ["ALIKE", "BLOCKS", "CLEARED", "DECIDED", "FACED", "HANDED", "OBLIGED", "SERVED",
           "SHOWN", "SIGHT", "WIELDED", "SideTally", "alike", "block"]
