"""A base power a restriction a play placed leaves no way to happen (issue 29, session 27).

A restriction after a play's shape ("after a lead of two or more cards, 9 or lower";
"after three Queens, two cards or more"; "after a King, 5 or higher") binds the next play
on the piles of that shape. Each base power is realised at a pile by a set of plays: the
2's reset (R-SPECIAL-2), the 3's pass (R-SPECIAL-3) and the 7's low rule (R-SPECIAL-7) by
any count of that rank the official rules allow there, the 10's clear (R-SPECIAL-10) by
any count of 10s, and four of a kind (R-PLAY-3, R-CLEAR-2) by exactly the cards of the
top's rank that complete four on its run. A restriction **seals** a power at a decision
when the book's legality there admits none of the plays that realise it (whatever the
player holds): "9 or lower" admits no 10 in any count, so the clear is sealed; "two cards
or more" still admits a pair of 10s (the clear keeps a way) but never the one card that
completes a triple (four of a kind is sealed).

:func:`see` is told every decision on a pile of a book round whose book restricts the
next play after a play (``permits.PermitTally.see``; in any other book no restriction a
play placed can bind, so nothing is sealed and the look is skipped) and counts per power
(``SEALED + SLOT * k``, k in :data:`POWERS`' order): the power's **chances** (the player
holds a card that realises it and the official rules allow the play), those at which a
restriction a play placed binds (``+ 1``), those of them sealed (``+ 2``), and the first
sealed decision of the round (``+ 3``: its seat plus one, ``+ 4``: the top's rank,
``+ 5``: the run on the pile). ``trial/sealjudge.py`` weighs the share sealed. After
them (:data:`SHUT`), every way out at once: the decisions at which the player holds a
special card the official rules allow there, and those at which the book allows none of
the 2, 3, 7 and 10 (session 29).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..engine import AVAILABLE

if TYPE_CHECKING:
    from ..engine import Game

#: The powers, in slot order: (rule, what it does)
POWERS: Final[tuple[tuple[str, str], ...]] = (
    ("R-SPECIAL-2", "the 2's reset"),
    ("R-SPECIAL-3", "the 3's pass"),
    ("R-SPECIAL-7", "the 7's low rule"),
    ("R-SPECIAL-10", "the 10's clear"),
    ("R-PLAY-3", "four of a kind completed"),
)
#: The index of four of a kind in :data:`POWERS`
FOUR: Final = 4
#: Slots a power takes
SLOT: Final = 6
#: The piles' sizes (cards on the pile at the decision) from which a power's chances are
#: counted again (:data:`PILED`): a pile that big is what the power saves a player from
PILES: Final = (6, 9, 12, 15)
#: The pile sizes' block, after the powers' own (relative to the first power's slot)
PILED: Final = SLOT * len(POWERS)
#: Slots a power takes in that block: two a size, and the first sealed decision's four
STRIDE: Final = 2 * len(PILES) + 4
#: Slots the block takes, all powers
PILED_SLOTS: Final = STRIDE * len(POWERS)
#: Then (session 29, r2block) every way out at once (:func:`see`): the decisions at which
#: the player holds a 2, 3, 7 or 10 the official rules allow, those of them at which a
#: restriction a play placed binds and the book allows none of the 2, 3, 7 and 10 in any
#: count (``+ 1``), and the first such decision of the round (``+ 2``: its seat plus one,
#: ``+ 3``: the top's rank, ``+ 4``: the run on the pile)
SHUT: Final = PILED + PILED_SLOTS
#: Slots every way out at once takes
SHUT_SLOTS: Final = 5


#: Per power but four of a kind (``POWERS``' order): its first slot, the rank that realises
#: it, that rank's shift in a zone of cards (:func:`spots`) and its first pile-size slot
Spots = tuple[tuple[int, int, int, int], ...]


def spots(at: int, ranks: tuple[int, int, int, int]) -> Spots:
    """The slots from ``at``, ranks and shifts :func:`see` reads for the 2's reset, the 3's
    pass, the 7's low rule and the 10's clear (``ranks``: the base's reset, pass, clear and
    low ranks), computed once a round instead of at every decision."""
    reset, passing, clear, low = ranks
    return tuple((at + SLOT * k, r, (r - 2) << 2, at + PILED + STRIDE * k)
                 for k, r in enumerate((reset, passing, low, clear)))


def see(counts: list[int], spots: Spots, g: Game, plain: tuple[int, ...],
        bound: bool) -> None:
    """Count the powers' chances at this decision on a pile (not under a 3-obligation) in
    ``counts`` at the slots of ``spots`` (:func:`spots`; four of a kind after the 10's):
    ``plain`` the official rules' legality row here, ``bound`` whether a restriction a
    play placed binds the decision (module text)."""
    p = g.cur
    zone = g.hand[p] or g.up[p]
    if not zone:
        return
    available = AVAILABLE
    size = g.pile.bit_count()
    held, shut = False, bound
    for at, r, shift, piled in spots:
        if shut and g.tab[r] & plain[r]:
            shut = False
        nib = (zone >> shift) & 15
        if nib and plain[r] & available[nib]:
            held = True
            counts[at] += 1
            sealed = bound and not g.tab[r] & plain[r]
            if bound:
                _count(counts, at, sealed, g)
            if size >= PILES[0]:
                _sized(counts, piled, size, sealed, g)
    if held:
        _shut(counts, spots[0][0] + SHUT, shut, g)
    top = g.top
    need = 4 - g.run
    if top < 2 or top == spots[1][1] or top == spots[3][1] or not 0 < need < 4:
        return
    nib = (zone >> ((top - 2) << 2)) & 15
    if nib.bit_count() >= need and plain[top] >> need & 1:
        at = spots[3][0] + SLOT
        counts[at] += 1
        sealed = bound and not g.tab[top] >> need & 1
        if bound:
            _count(counts, at, sealed, g)
        if size >= PILES[0]:
            _sized(counts, spots[3][3] + STRIDE, size, sealed, g)


def _shut(counts: list[int], at: int, shut: bool, g: Game) -> None:
    """A decision at which the player holds a way out (a 2, 3, 7 or 10 the official rules
    allow), counted at slot ``at``, and whether the book allows none of them there."""
    counts[at] += 1
    if shut:
        counts[at + 1] += 1
        if not counts[at + 2]:
            counts[at + 2], counts[at + 3], counts[at + 4] = g.cur + 1, g.top, g.run


def _count(counts: list[int], at: int, sealed: bool, g: Game) -> None:
    """A chance at slot ``at`` that a restriction a play placed binds, sealed or not."""
    counts[at + 1] += 1
    if sealed:
        counts[at + 2] += 1
        if not counts[at + 3]:
            counts[at + 3], counts[at + 4], counts[at + 5] = g.cur + 1, g.top, g.run


def _sized(counts: list[int], piled: int, size: int, sealed: bool, g: Game) -> None:
    """A chance on a pile of ``size`` cards: counted from ``piled`` at each of
    :data:`PILES`' sizes it reaches, sealed or not (the round's first sealed one noted)."""
    first = piled + 2 * len(PILES)
    if sealed and not counts[first]:
        counts[first], counts[first + 1], counts[first + 2], counts[first + 3] = \
            g.cur + 1, g.top, g.run, size
    by_size(counts, piled, size, PILES, sealed)


def by_size(counts: list[int], at: int, size: int, sizes: tuple[int, ...], hit: int) -> None:
    """Count a chance on a pile of ``size`` cards from slot ``at``, two slots for each of
    ``sizes`` it reaches: the chance, and ``hit`` (kept, sealed) in the next slot."""
    for least in sizes:
        if size < least:
            return
        counts[at] += 1
        counts[at + 1] += hit
        at += 2
