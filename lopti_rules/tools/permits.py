"""The base rules' permissions a book takes away without naming them (issue 29, round 5).

A restriction of the next play ("next play must be one of 2, 3, 5, 6 ...") takes plays
away that the official rules allow. Each such play is granted by one base permission:

- the 2 on anything (R-SPECIAL-2), the 3 on anything (R-SPECIAL-3), the 10 on anything
  but a 7 (R-SPECIAL-10);
- the low plays on a 7: a 4, 5 or 6 (R-SPECIAL-7: "the next play must be 7 or lower");
- the same rank again: more cards of the previous play's rank, or completing four
  (R-PLAY-2, R-PLAY-3), but on a 7:
- more 7s on a 7, or all four: the 7's renewal ("each new play of 7s renews the low
  rule", R-SPECIAL-7) and its clear, a permission of its own, so a book that keeps the
  low plays on a 7 but never another 7 ("after a 7, 6 or lower") is seen, not pooled
  with the other ranks' matches;
- a higher rank (R-PLAY-2);
- more 2s on a 2, or all four: "on another 2, match with more applies, or the play
  completes all four 2s" (R-SPECIAL-2). The 2 lies on the pile under the plain ranks, so
  it is the one previous play below 4 that is tallied, and only for the 2s on it (what
  else may follow a 2 is the reset's, judged by ``powers.reset_coverage``): "after a 2
  the next play must be 3 or higher" keeps the reset on every rank and never another
  2 (redteam12 ``block-two-no-match``).

A book may restrict some of them some of the time ("after a 9, 9 or lower", "after odd
turns, 9 or lower"); one that leaves a permission with (nearly) no chance over the
evening repeals the base rule that grants it, whatever its words ("every plain rank must
be followed by a strictly higher one": no rank is ever matched with more or completed to
four; "after a 7 only 2, 3 or 7": no low play on a 7 ever), a change only a base-rule
vote may make (R-VOTE-1).

:class:`PermitTally` is told every decision of a round played with the book before it
is taken (``tools/evenings.py``). A **chance** of a permission is a decision by a player
(not blind, not under a 3-obligation, on a pile whose previous play is 4 or more) who
holds a play the official rules allow by it; it is **kept** when the book's legality at
that decision still allows one of those plays (on a previous 2, a decision holding 2s
the official rules allow on it: the 2s-on-a-2 permission and the ways to four 2s). A
player refused and still holding the same cards at their next chance is not a new
chance: a card a book forbids stays in the hand, and counting it again at every turn
would weigh the book's refusals by how long it keeps the card there (the false alarm
that withdrew the 10's first measure, docs/trial.md). Base rounds are not tallied: the
official rules keep every chance.

A chance may also be **foreclosed**: the book's rules take the pile a play left away (a
forced pickup, cards taken off it) before the next player, who held the cards that
complete four on it, decides; the decision never comes. The tally notes the pile each
play leaves and looks at the next decision (``PermitTally._answered``); a book with
neither a restriction nor an action that may take the pile is not tallied
(``bookactions.takes_pile``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..engine import AVAILABLE, FLIP, PICKUP, PLAY, legality_table, state_key
from . import sealing

if TYPE_CHECKING:
    from ..engine import Game, Move

#: The permissions, in slot order: (rule, name)
PERMITS: Final[tuple[tuple[str, str], ...]] = (
    ("R-SPECIAL-2", "2 on anything"),
    ("R-SPECIAL-3", "3 on anything"),
    ("R-SPECIAL-10", "10 on anything but a 7"),
    ("R-SPECIAL-7", "4, 5 or 6 on a 7"),
    ("R-PLAY-2", "the same rank again"),
    ("R-PLAY-2", "a higher rank"),
    ("R-SPECIAL-7", "more 7s on a 7 (the renewal)"),
    ("R-SPECIAL-2", "more 2s on a 2 (match with more, or all four)"),
)
TWO: Final = 0
THREE: Final = 1
TEN: Final = 2
LOW: Final = 3
SAME: Final = 4
HIGHER: Final = 5
SEVENS: Final = 6
TWOS: Final = 7
#: A round's tally (``RoundFacts.permits``): per permission, its chances and the chances
#: the book kept (slot ``2 * permission`` and ``2 * permission + 1``); then, for the 2,
#: the 3 and the 10, by the previous play's rank (``SPECIAL + (3 * permission + i) * 15 +
#: top``): the chances (i = 0), those the book kept or refused only with every plain
#: rank above the card (i = 1: a ceiling such as "9 or lower" refuses the 10 as the
#: rank it is), and the chances where the card was the player's escape (i = 2: nothing
#: else the official rules allow but a 2, 3 or 10)
SPECIAL: Final = 2 * len(PERMITS)
#: The piles' sizes from which the escapes are counted again (:data:`PILED`)
PILES: Final = (3, 5, 7, 10, 14)
#: Then, for the 2, the 3 and the 10, by the pile's size (``PILED + 2 * (len(PILES) *
#: permission + j)``): the chances where the card was the player's way out on a pile of
#: ``PILES[j]`` cards or more, and (``+ 1``) those the book kept or refused only as a
#: ceiling. What an escape saves is the pickup of that pile, so a book that refuses it
#: on the big piles only ("when five cards or more lie on the pile, the next play must
#: be two cards or more") takes it away where it matters (docs/trial.md, "The way out,
#: where it matters")
PILED: Final = SPECIAL + 3 * 3 * 15
#: Then the ways four of a kind is completed on the pile (R-PLAY-3, R-CLEAR-2), by the
#: cards a player adds (``FOUR + 2 * (cards - 1)``): 1, 2 or 3 (the previous play's rank
#: lying 3, 2 or 1 deep on top: the same rank again, or 2s on a 2); the chances (a player holding
#: those cards where the official rules allow the play) and (``+ 1``) those the book
#: kept. (Four played at once is a higher rank's play: a ceiling such as "9 or lower"
#: refuses four Kings as the rank they are, so it is not counted as a way.) A
#: book that leaves one way with (nearly) no chance blocks the clear by four there, even
#: while another way remains ("after three of a rank on top, at least two cards": the
#: one card that completes four is never played; docs/trial.md, "The ways of four of a
#: kind")
FOUR: Final = PILED + 2 * 3 * len(PILES)
#: Then, per way (``FORECLOSED + cards - 1``), the chances of it the book foreclosed: the
#: pile a play left, on which the next player held the cards that complete four, was
#: taken away by the book's rules before that player decided (a forced pickup, cards
#: taken off it), so the decision never came. Each is one of the way's chances, not kept,
#: as well (``PermitTally._answered``)
FORECLOSED: Final = FOUR + 2 * 3
#: Then the same by the rank of the run on top, per way (``FOUR_RANKS + 30 * (cards - 1)
#: + rank``): the way's chances on that rank, and (``+ 15``) those foreclosed. A book that
#: makes the next player pick up after one rank ("after an 8 ...") forecloses that rank's
#: chances and no other's, however often its rules bring that rank to the table
FOUR_RANKS: Final = FORECLOSED + 3
#: Then the one-card way on a run built by a match with more (``MATCHED + rank``: a pair
#: laid on a single of its rank, the run of three then on top; R-PLAY-2 then R-PLAY-3):
#: its chances, and (``+ 15``) those foreclosed. A book that takes the pile after every
#: match ("after a play of the previous play's rank, the next player picks up") forecloses
#: the fourth card on every rank while the runs of three played at once keep their own
#: (redteam13 ``block-match-then-pickup``; ``trial.foreclosure``)
MATCHED: Final = FOUR_RANKS + 30 * 3
#: Then, per special rank of the base (``CARDS + OPPORTUNITY * j``, j in the order of
#: :data:`SPECIAL_RANKS`: the 2, the 3, the 7, the 10), its **opportunities**: every
#: decision on a pile (blind flips and 3-obligations too) at which the player holds a
#: card of that rank (or turns one over blind) and the official rules let it be played,
#: whatever it is played on ("playable on anything", R-SPECIAL-2, -3, -7, -10); then
#: (``+ 1``) those the book **removed**: it refused the card while it allowed a plain rank
#: above it (a floor, "8 or higher", refuses the 2 by its power; a ceiling, "9 or lower",
#: refuses the 10 as the rank it is, and a player under a 3-obligation has no plain rank
#: at all, so the 3 refused there is removed); (``+ 2``, ``+ 3``) the same two for the
#: blind flips alone; (``+ 4``, ``+ 5``, ``+ 6``) the first removal of the round: its seat
#: plus one, the previous play's rank and whether it was a blind flip (the witness's
#: scenario: the play refused). ``tools/trial/powershare.py`` judges the share removed
CARDS: Final = MATCHED + 30
OPPORTUNITY: Final = 9
#: The special ranks whose opportunities are counted, in slot order (the base's own
#: ranks are read off the game: :attr:`PermitTally._ranks`)
SPECIAL_RANKS: Final = ("2", "3", "7", "10")
#: The base events a decision may come right after (:data:`AFTER_EVENT`), in slot order:
#: a bonus play (R-CLEAR-1), a legal blind play (R-FACE-2), a draw from the draw pile
#: (R-DRAW-1), a take-up of the face-up cards (R-FACE-1; the first of these that came
#: since the previous decision), and a pickup (R-TURN-2): the lead on the empty table
#: that follows it (R-TURN-1, any rank; session 26), where the 2 and the 3 are counted
#: (a lead of 2s or 3s is a base play like any other, and a floor on every lead after a
#: pickup bars them for good; the 10 on an empty table clears nothing, and the 7's low
#: rule is no power of the lead's). The round's first lead and a clearer's bonus lead are
#: not counted (a restriction is armed at the next turn: the bonus lead is never bound);
#: a 3 passed on by the 3's obligation has its own measure (``powers``)
EVENTS: Final = ("bonus", "flip", "draw", "take_up", "pickup")
#: The index of the pickup's lead in :data:`EVENTS`
LEAD: Final = 4
#: The mark of a turn's end that restricts the next play, past :data:`EVENTS`' indexes
#: (``bookactions.restricts_after``; session 39): the next player answers the pile the
#: turn left, so a restriction there binds the piles a play left as one after the play
#: does, and what it seals on the big piles is weighed (``trial/sealjudge.py``); a turn's
#: end is no base event whose answer is counted apart
TURN_END: Final = len(EVENTS)
#: Then, per base event and special rank (``AFTER_EVENT + SLOT_EVENT * (len(SPECIAL_RANKS)
#: * event + j)``), the rank's opportunities at a decision right after that event, and
#: (``+ 1``) those the book **refused**, for any reason: a floor ("6 or higher"), a list,
#: a ceiling ("9 or lower" refuses the 10 with every rank above it, and so its clear,
#: R-SPECIAL-10) and a count ("two cards or more" refuses the single card a player holds:
#: session 26, redteam17 ``block-bonus-pairs``); ``+ 2``, ``+ 3``: the first refusal of
#: the round, its seat plus one and the previous play's rank.
#: ``tools/trial/powershare.py`` judges a power refused after every such event
AFTER_EVENT: Final = CARDS + OPPORTUNITY * len(SPECIAL_RANKS)
SLOT_EVENT: Final = 4
#: Then the one-card way to four of a kind on a run of three **played at once** (a triple
#: on top that no match with more built; ``FOUR``'s first way less :data:`MATCHED`'s):
#: its chances, and (``+ 1``) those the book kept. "After every play of three cards, the
#: next play must have two cards or more" refuses the one card that completes a triple
#: on every triple played at once, while the runs a pair laid on a single built keep it,
#: so the pooled way keeps a fifth of its chances (redteam17 ``block-triple-needs-pair``:
#: 9 of 39 at two players), near a fair book's share; apart, none (session 26)
AT_ONCE: Final = AFTER_EVENT + SLOT_EVENT * len(SPECIAL_RANKS) * len(EVENTS)
#: Then the same four as :data:`AFTER_EVENT`'s, per base event and special rank, for the
#: decisions right after the event at which a restriction **the event placed** is in
#: force: the book fired a ``next play must`` after the event had happened (the draw pile
#: or the face-up cards shrank, the round's pickups grew, or the move was a blind flip or
#: a bonus play). A restriction attached to the event under a condition ("after a draw
#: when the draw pile is even", "after a flip when it is not legal") refuses its card at
#: every such decision, while the event as a whole keeps it as often as the condition
#: fails; a restriction set before the event and met by it ("after a King, 5 or higher",
#: then the King's player draws) is not the event's (session 26, fix28a)
PLACED: Final = AT_ONCE + 2
#: Then, per base power, its chances, those a restriction a play placed binds and those
#: of them it seals (``tools/sealing.py``; session 27), then the same chances and
#: those sealed by pile size (``sealing.PILED``; session 29), then every way out sealed at
#: once (``sealing.SHUT``; session 29)
SEALED: Final = PLACED + SLOT_EVENT * len(SPECIAL_RANKS) * len(EVENTS)
PERMIT_SLOTS: Final = SEALED + sealing.SHUT + sealing.SHUT_SLOTS
#: Per rank (index), the legality row's ``row[0]`` bits of the plain ranks above it
_PLAIN_ABOVE: Final[tuple[int, ...]] = tuple(
    sum(1 << (4 * (r - 2)) for r in range(max(rank + 1, 4), 15) if r not in (7, 10))
    for rank in range(15))


#: Per rank (index), the plain ranks above it (not the 2, 3, 7 or 10)
_RANKS_ABOVE: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(r for r in range(max(rank + 1, 4), 15) if r not in (7, 10)) for rank in range(15))


def _above(row: tuple[int, ...], rank: int, counts: int) -> bool:
    """Whether ``row`` allows a plain rank above ``rank`` with one of ``counts`` (a mask
    of play counts, as the legality rows hold them)."""
    for r in _RANKS_ABOVE[rank]:
        if row[r] & counts:
            return True
    return False


def permission(rank: int, top: int, reset: int, passing: int, clear: int, low: int) -> int:
    """The base permission that lets ``rank`` be played on a previous play of ``top``
    (4 or more, or the reset rank), given the base's special ranks; -1 for none. On the
    reset rank below 4 (the 2) only the 2s on it are one: the reset's measure judges the
    other plays after a 2."""
    if rank == top == reset:
        return TWOS
    if top < 4:
        return -1
    if rank == reset:
        return TWO
    if rank == passing:
        return THREE
    if rank == clear:
        return TEN
    if top == low and rank < top:
        return LOW
    if top == low and rank == top:
        return SEVENS
    if rank == top:
        return SAME
    return HIGHER if rank > top else -1


class PermitTally:
    """Per permission, the chances and those the book kept in one round (module text)."""

    __slots__ = ("counts", "_table", "_refused", "_ranks", "_seat", "_rank", "_run",
                 "_cards", "_clears", "_matched", "_mpile", "_stock", "_step", "_shown",
                 "_picks", "_placed", "_events", "_fired", "_played", "_seals", "_spots")

    def __init__(self, events: frozenset[int] = frozenset()) -> None:
        self.counts = [0] * PERMIT_SLOTS
        self._table: tuple[tuple[int, ...], ...] | None = None
        #: (seat, permission) -> the cards of that permission held when last refused
        self._refused: dict[tuple[int, int], int] = {}
        self._ranks: tuple[int, int, int, int] = (2, 3, 10, 7)
        #: the pile the last play left (:meth:`_left`): the seat to answer it (-1: none),
        #: its top rank and run, the cards of that rank that seat held that complete four,
        #: and the clears so far
        self._seat = -1
        self._rank = self._run = self._cards = self._clears = 0
        #: whether the pile noted by :meth:`_left` was built by a match with more; and the
        #: (rank, run) of the last pile a match built, to know it at the next decision
        self._matched = False
        self._mpile = (0, 0)
        #: the draw pile's size at the previous decision, and what that decision was
        #: (0: a bonus play, 1: a blind flip, -1: anything else; :data:`EVENTS`)
        self._stock = -1
        self._step = -1
        #: the face-up cards on the table at the previous decision
        self._shown = -1
        #: the round's pickups at the previous decision (a lead after one: :data:`LEAD`)
        self._picks = 0
        #: whether a restriction the book fired since the last decision came after a
        #: base event (:data:`PLACED`, :meth:`placed`)
        self._placed = False
        #: the base events after which a hook of the book restricts the next play
        #: (``bookactions.restricts_after``): only a restriction fired after one of them
        #: is the event's
        self._events = events
        #: whether the book fired a restriction since the last decision, and whether that
        #: decision was a play (a legal blind play too): with an ``after play`` hook that
        #: restricts, the restriction is the play's (``sealing``)
        self._fired = self._played = False
        #: whether the book restricts the next play after a play (an ``after play`` hook):
        #: only then can a restriction a play placed bind, and only then are the powers'
        #: chances looked at (``sealing``; a book without one has nothing sealed to weigh)
        #: (a turn's end that restricts binds the piles a play left too: session 39,
        #: ``bookactions.TURN_END``; only the big piles are weighed for it, ``sealjudge``)
        self._seals = 0 in events or TURN_END in events
        #: the powers' slots, ranks and shifts in a zone (``sealing.spots``), once the
        #: base's ranks are known
        self._spots: sealing.Spots = ()

    def placed(self, g: Game) -> None:
        """The book fires a restriction of the next play on ``g`` (the runtime's tally
        tells it, ``evenings._Watcher``): note whether a base event came since the last
        decision after which a hook of the book restricts (the restriction is the event's,
        :data:`PLACED`; "after a King" met by the King's draw is not)."""
        events, step = self._events, self._step
        if not events:
            return
        self._fired = True
        if step >= 0 and step in events or 2 in events and len(g.draw_pile) < self._stock \
                or 4 in events and g.pickups != self._picks:
            self._placed = True
        elif 3 in events:
            shown = 0
            for up in g.up:
                shown += up.bit_count()
            if shown < self._shown:
                self._placed = True

    def see(self, g: Game, move: Move) -> None:
        """Tally the decision ``move`` the player to act on ``g`` is about to take."""
        if self._seat >= 0:
            self._answered(g)
        stock = len(g.draw_pile)
        shown = 0
        for up in g.up:
            shown += up.bit_count()
        after = self._step if self._step >= 0 else 3 if shown < self._shown else \
            2 if stock < self._stock else -1
        picked = g.pickups != self._picks
        # a restriction fired during the previous move (its hooks run in it) binds this
        # decision, whatever it is
        placed, self._placed = self._placed, False
        bound = self._seals and self._fired and self._played
        self._fired, self._played = False, move.kind == PLAY or move.kind == FLIP
        self._stock, self._shown, self._picks = stock, shown, g.pickups
        self._step = 0 if move.kind == PLAY and g.bonus else 1 if move.kind == FLIP else -1
        if move.kind != PLAY and move.kind != PICKUP and move.kind != FLIP:
            return
        table = self._table
        if table is None:
            b = g.base
            table = self._table = legality_table(b)
            self._ranks = (b.reset_rank, b.pass_rank, b.clear_rank, b.low_rank)
            self._spots = sealing.spots(SEALED, self._ranks)
        if g.pile or g.obligation:
            plain = self._chances(g, move, table, after, placed)
            if self._seals and not g.obligation and move.kind != FLIP:
                sealing.see(self.counts, self._spots, g, plain, bound)
        elif picked and not g.bonus:
            self._lead(g, move, placed, after == 1)
        if move.kind == FLIP:
            return
        matched = self._mpile == (g.top, g.run)  # the pile decided on, built by a match
        if move.kind == PLAY:
            self._left(g, move)
        top = g.top
        if top < 4 and top != self._ranks[0] or g.obligation:
            return
        p = g.cur
        zone = g.hand[p] or g.up[p]
        if not zone:
            return
        plain = table[state_key(top, g.last, g.run, False)]
        book = g.tab
        reset, passing, clear, low = self._ranks
        held = [0] * len(PERMITS)
        kept = [False] * len(PERMITS)
        plain_answer = False
        available = AVAILABLE  # read once a decision, not once a rank
        x = zone | (zone >> 1)
        x = (x | (x >> 2)) & plain[0]  # ranks held with any legal play here
        while x:
            bit = x & -x
            i = bit.bit_length() - 1
            r = (i >> 2) + 2
            nib = (zone >> i) & 15
            if plain[r] & available[nib]:
                k = permission(r, top, reset, passing, clear, low)
                if k >= 0:
                    held[k] |= nib << i
                    if book[r] & available[nib]:
                        kept[k] = True
                    if k > TEN:
                        plain_answer = True
                    if k == SAME or k == TWOS:
                        # a way to four of a kind: the cards that complete it on the pile
                        need = 4 - g.run
                        if need > 0 and nib.bit_count() == need and plain[r] >> need & 1:
                            kept_four = book[r] >> need & 1
                            if self._four(p, need, nib << i, kept_four, matched) and \
                                    need == 1 and not matched:
                                self.counts[AT_ONCE] += 1
                                self.counts[AT_ONCE + 1] += kept_four
            x ^= bit
        counts, refused = self.counts, self._refused
        for k, cards in enumerate(held):
            if not cards:
                continue
            if kept[k]:
                refused.pop((p, k), None)
            elif refused.get((p, k)) != cards:
                refused[(p, k)] = cards
            else:
                continue
            counts[2 * k] += 1
            counts[2 * k + 1] += kept[k]
            if k <= TEN:
                at = SPECIAL + 45 * k + top
                counts[at] += 1
                left = kept[k] or not book[0] & _PLAIN_ABOVE[self._ranks[k]]
                counts[at + 15] += left
                if not plain_answer:
                    counts[at + 30] += 1
                    sealing.by_size(counts, PILED + 2 * len(PILES) * k, g.pile.bit_count(),
                                    PILES, left)

    def _chances(self, g: Game, move: Move, table: tuple[tuple[int, ...], ...],
                 after: int = -1, placed: bool = False) -> tuple[int, ...]:
        """Count the special ranks' opportunities at this decision (:data:`CARDS`): the
        cards of the 2, the 3, the 7 and the 10 the player holds (or the card a blind flip
        turns over) that the official rules let be played on this pile, and whether the
        book removed each. A player refused and still holding the same cards of that rank
        at the next decision is no new opportunity, as for the permissions. ``after``:
        the base event this decision comes right after (:data:`EVENTS`), -1 for none
        (:data:`AFTER_EVENT`); ``placed``: a restriction the event placed binds this
        decision (:data:`PLACED`). Returns the official rules' legality row here."""
        p = g.cur
        plain = table[state_key(g.top, g.last, g.run, g.obligation)]
        book = g.tab
        reset, passing, clear, low = self._ranks
        above_plain = not g.obligation
        counts, refused = self.counts, self._refused
        blind = move.kind == FLIP
        late = -1  # whether a player is down to face-down cards: read at the first card
        if blind:
            down = g.down[p]
            zone = 1 << down[move.index] if move.index < len(down) else 0
        else:
            zone = g.hand[p] or g.up[p]
        for j, r in enumerate((reset, passing, low, clear)):
            nib = (zone >> ((r - 2) << 2)) & 15
            if not nib or not plain[r] & AVAILABLE[nib]:
                continue
            kept = bool(book[r] & AVAILABLE[nib])
            if not blind:
                key = (p, 20 + j)
                if kept:
                    refused.pop(key, None)
                elif refused.get(key) == nib:
                    continue
                else:
                    refused[key] = nib
            # refused as the rank it is, or as the count it is: the book allows no plain
            # rank above the card with the same cards where the official rules do (a
            # ceiling, "9 or lower"; "two cards or more" refuses every single card)
            counts_held = plain[r] & AVAILABLE[nib]
            removed = not kept and (not above_plain or _above(book, r, counts_held)
                                    or not _above(plain, r, counts_held))
            at = CARDS + OPPORTUNITY * j
            counts[at] += 1
            counts[at + 1] += removed
            if blind:
                counts[at + 2] += 1
                counts[at + 3] += removed
            if late < 0:
                late = any(not g.hand[q] and not g.up[q] and g.down[q]
                           for q in range(g.players))
            if late:
                counts[at + 7] += 1
                counts[at + 8] += removed
            if removed and not counts[at + 4]:
                counts[at + 4], counts[at + 5], counts[at + 6] = p + 1, g.top, blind
            if after >= 0:
                # refused for any reason: a floor, a list, a ceiling, a count ("two
                # cards or more" refuses the single card, a pair of 2s still allowed)
                at = SLOT_EVENT * (len(SPECIAL_RANKS) * after + j)
                self._after(AFTER_EVENT + at, bool(counts_held & ~book[r]), p, g.top)
                if placed:
                    self._after(PLACED + at, bool(counts_held & ~book[r]), p, g.top)
        return plain

    def _after(self, at: int, refused: bool, seat: int, top: int) -> None:
        """Count a chance right after an event at slot ``at`` (:data:`AFTER_EVENT`,
        :data:`PLACED`), refused or not, and the first refusal's seat and pile."""
        counts = self.counts
        counts[at] += 1
        if refused:
            counts[at + 1] += 1
            if not counts[at + 2]:
                counts[at + 2], counts[at + 3] = seat + 1, top

    def _lead(self, g: Game, move: Move, placed: bool = False, flipped: bool = False
              ) -> None:
        """Count the 2's and the 3's opportunities at a lead on the empty table after a
        pickup (:data:`LEAD`): the player holds the card (or turns it over blind), which
        the official rules let lead (R-TURN-1), and whether the book refused it.
        ``placed``: a restriction the event placed binds it (:data:`PLACED`); ``flipped``:
        the pickup was a failed blind flip's (R-FACE-2), so the lead comes right after a
        blind flip too, and is counted there as well (session 26, fix28a)."""
        if move.kind == FLIP:
            down = g.down[g.cur]
            zone = 1 << down[move.index] if move.index < len(down) else 0
        else:
            zone = g.hand[g.cur] or g.up[g.cur]
        book = g.tab
        if placed:
            # a restriction in force: the book lets the player lead another rank they
            # hold (one who holds nothing else, or only cards the book bars, is let lead
            # anything, R-CUSTOM-2, and keeps the card by the engine's grace)
            placed = any(book[r] & AVAILABLE[(zone >> ((r - 2) << 2)) & 15]
                         for r in range(2, 15) if r not in self._ranks[:2])
        for j, r in enumerate(self._ranks[:2]):
            nib = (zone >> ((r - 2) << 2)) & 15
            if not nib:
                continue
            # a card refused and still held at the next lead is no new opportunity
            # refused: a count of the card held the official rules let lead, and the
            # book does not (any count of it, or the single one under "two or more")
            key, kept = (g.cur, 30 + j), not AVAILABLE[nib] & ~book[r]
            if kept:
                self._refused.pop(key, None)
            elif self._refused.get(key) == nib:
                continue
            else:
                self._refused[key] = nib
            for event in (LEAD, 1) if flipped else (LEAD,):
                at = SLOT_EVENT * (len(SPECIAL_RANKS) * event + j)
                self._after(AFTER_EVENT + at, not kept, g.cur, 0)
                if placed:
                    self._after(PLACED + at, not kept, g.cur, 0)

    def _left(self, g: Game, move: Move) -> None:
        """Note the pile the play ``move`` leaves, when the official rules let the next
        player complete four of a kind on it (the run of one rank on top, 1 to 3 deep,
        not the 7s' renewal) and that player holds exactly the cards that do: a book that
        takes that pile away before the player decides (a forced pickup, cards taken off
        it) forecloses the chance (:meth:`_answered`)."""
        r, c = move.rank, move.count
        reset, passing, clear, low = self._ranks
        if r == passing or r == clear or r == low or g.obligation:
            return
        run = g.run + c if r == g.top else c
        self._matched = r == g.top and g.run > 0
        self._mpile = (r, run) if self._matched else (0, 0)
        if run >= 4:
            return  # it clears
        n, d, out = g.players, g.direction, g.out
        q = (g.cur + d) % n
        while out[q] and q != g.cur:
            q = (q + d) % n
        zone = g.hand[q] or g.up[q]
        cards = (zone >> ((r - 2) << 2)) & 15
        if q == g.cur or cards.bit_count() != 4 - run:
            return
        self._seat, self._rank, self._run = q, r, run
        self._cards, self._clears = cards << ((r - 2) << 2), sum(g.clears)

    def _answered(self, g: Game) -> None:
        """The decision after a play noted by :meth:`_left`: if the run it left is gone
        from the pile and no clear took it, the book's rules took the pile away before
        anyone answered it, and the seat that would have decided next lost its chance
        to complete four of a kind (R-PLAY-3, R-FAQ-2): a chance of that way, not kept.
        "After three of a kind, the next player picks up the pile" leaves the one card
        that completes a triple played at once no chance (redteam12 ``block-triple-cut``);
        a skip or a reversal leaves the pile to the player after, whose own chance the
        decision's tally counts."""
        q, need = self._seat, 4 - self._run
        self._seat = -1
        if g.top == self._rank and g.run >= self._run or sum(g.clears) != self._clears:
            return
        if self._four(q, need, self._cards, 0, self._matched):
            self.counts[FORECLOSED + need - 1] += 1
            self.counts[FOUR_RANKS + 30 * (need - 1) + self._rank + 15] += 1
            if self._matched and need == 1:
                self.counts[MATCHED + 15 + self._rank] += 1

    def _four(self, seat: int, need: int, cards: int, kept: int, matched: bool) -> bool:
        """A chance of a way to four of a kind (:data:`FOUR`): ``seat`` holds the ``cards``
        that make it with ``need`` cards; ``kept`` whether the book allows the play. A
        player refused and still holding the same cards at their next chance of the same
        way is no new chance (cards the book keeps in the hand for turns): False then.
        ``matched``: the run on top was built by a match with more (:data:`MATCHED`)."""
        key = (seat, -need)  # (the permissions' keys are 0 and up)
        if kept:
            self._refused.pop(key, None)
        elif self._refused.get(key) == cards:
            return False
        else:
            self._refused[key] = cards
        at = FOUR + 2 * (need - 1)
        self.counts[at] += 1
        self.counts[at + 1] += kept
        rank = ((cards.bit_length() - 1) >> 2) + 2
        self.counts[FOUR_RANKS + 30 * (need - 1) + rank] += 1
        if matched and need == 1:
            self.counts[MATCHED + rank] += 1
        return True
