"""The fourth card by how its run was built: foreclosed on a match's run (issue 29, session
22), refused on a triple played at once (session 26).

A match with more (R-PLAY-2: a pair laid on a single of its rank) leaves three of a rank
on top, and the next player holding the fourth completes it and clears (R-PLAY-3,
R-FAQ-2, R-CLEAR-2). "After a play of the previous play's rank, the next player picks up
the pile" (redteam13 ``block-match-then-pickup``) takes that pile away before the player
holding the fourth card decides, on every rank: the run built by a match is never
completed. Counted with the runs of three played at once, as the one-card way's
foreclosures are (``powerjudge._foreclosed_four``), it loses a third of its chances,
rank by rank alike, and stays under the half that judge asks. Counted apart
(``permits.MATCHED``), it loses them all.

Judged like the foreclosure of a way: the chances of the one-card way on a matched run,
pooled over the ranks, are foreclosed at ``repeal_share`` (half) or more with a binomial
chance of so few kept under the level, and the ranks foreclosed so (at half of their own
chances) are half of the ranks the way came on, :data:`powerjudge.MIN_RANKS` at least.
"After an 8, the next player picks up" (``eight-forces-pickup``, legal) forecloses the
matched 8s and no other rank; a book that refuses the fourth card without taking the
pile ("after a pair, at least a pair", ``pairs-after-pairs``, legal) forecloses nothing:
the player still decides, and the refusal is the ways' own test (a run of three played
at once keeps the way).

**Refused on a triple played at once** (``permits.AT_ONCE``, :func:`refused_at_once`).
"After every play of three cards, the next play must have two cards or more" (redteam17
``block-triple-needs-pair``) refuses the one card that completes a triple played at once
(R-PLAY-3, R-FAQ-2: "one card may be played on three equal cards") on every rank, while
the runs a match built keep it: pooled, the one-card way keeps a fifth of its chances
(12 of 68 at two players), near the quarter ``powerjudge._refused_four`` asks; apart, none
(0 of 56). Judged as that way is: :data:`powerjudge.MIN_PERMIT` chances, under
``PERMIT_KEPT`` of them kept with a binomial chance under the level. A restriction after
triples that keeps the low ones ("after three of a kind, 9 or lower") refuses the fourth
card of a court card's triple only and keeps half of them or more (26-37 of 47-54).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import add

from ...i18n import N_
from .. import permits
from ..evenings import Evening
from .config import TrialConfig
from .powerjudge import FOUR_RANKED, FOUR_WAYS, MIN_PERMIT, MIN_RANKS, PERMIT_KEPT, Refused
from .statistics import binomial_below

#: The way's words (:data:`Refused.what`), beside :data:`powerjudge.FOUR_WAYS` (catalogued:
#: the foreclosure's message says them)
MATCHED_WAY = N_("four of a kind completed by one card on a run a match with more built "
                 "(one 9 on a pair of 9s laid on a single 9)")
#: The one-card way on a triple played at once (:func:`refused_at_once`)
AT_ONCE_WAY = N_("four of a kind completed by one card on three of a rank played at once "
                 "(one 9 on a triple of 9s)")


def matched_foreclosed(evenings: Sequence[Evening], level: float, config: TrialConfig
                       ) -> Refused | None:
    """The one-card way to four of a kind foreclosed on the runs a match built (module
    text), at this table size: a :class:`Refused` of the way's foreclosure, or None.
    ``level`` is the one ``powerjudge.refused_way_out`` shares among its situations; this
    is one more of them."""
    share = config.repeal_share
    # per rank: the way's chances on a matched run (c[r]) and those foreclosed (c[15 + r])
    c = [0] * 30
    for e in evenings:
        for r in e.book:
            if r.permits:
                c[:] = map(add, c, r.permits[permits.MATCHED:permits.MATCHED + 30])
    level /= 3 * (11 + len(permits.PILES)) + 2 * len(FOUR_WAYS) + 1
    chances = sum(c[r] for r in FOUR_RANKED)
    shut = sum(c[15 + r] for r in FOUR_RANKED)
    if chances < MIN_PERMIT or shut < share * chances:
        return None
    ranks = [r for r in FOUR_RANKED if c[r]]
    closed = [r for r in ranks if c[15 + r] >= share * c[r]]
    if len(closed) < MIN_RANKS or len(closed) < share * len(ranks):
        return None
    if binomial_below(chances, 1 - share, chances - shut) >= level:
        return None
    witness = max(range(len(evenings)), key=lambda i: (sum(
        r.permits[permits.MATCHED + 15 + k] for r in evenings[i].book if r.permits
        for k in FOUR_RANKED), -i))
    return Refused("R-PLAY-3", MATCHED_WAY, 0, 0, chances - shut, chances, chances,
                   witness, 1, shut, len(closed), len(ranks))




def refused_at_once(evenings: Sequence[Evening], level: float) -> Refused | None:
    """The one-card way to four of a kind refused on the triples played at once (module
    text), at this table size: a :class:`Refused` of the way, or None. ``level`` is the one
    ``powerjudge.refused_way_out`` shares among its situations; this is one more."""
    chances = kept = 0
    for e in evenings:
        for r in e.book:
            if r.permits:
                chances += r.permits[permits.AT_ONCE]
                kept += r.permits[permits.AT_ONCE + 1]
    level /= 3 * (11 + len(permits.PILES)) + 2 * len(FOUR_WAYS) + 2
    if chances < MIN_PERMIT or kept >= PERMIT_KEPT * chances or \
            binomial_below(chances, PERMIT_KEPT, kept) >= level:
        return None
    witness = max(range(len(evenings)), key=lambda i: (sum(
        r.permits[permits.AT_ONCE] - r.permits[permits.AT_ONCE + 1]
        for r in evenings[i].book if r.permits), -i))
    return Refused("R-PLAY-3", AT_ONCE_WAY, 0, 0, kept, chances, chances, witness, 1)
