"""Which plays are legal on which pile (R-PLAY, R-SPECIAL, R-CLEAR-4), as a readable rule.

``verdict`` is the reference statement of the rules; ``legality_table`` compiles it,
once per base-rule set, into rows of per-rank bit masks of legal counts, so the
engine's hot path answers "is 9x2 legal here?" with one index and one ``&``.

House rules may add legal plays (a permission, R-CUSTOM-2: "a Jack may be played on a
Queen") as plain data: a :data:`Permits` set of ``(rank, top)`` pairs, compiled into
the same table once per (base rules, permits). The official table is the one with no
permits, so a game without permissions pays nothing. A permission adds plays and never
removes one, and never applies while a passed 3 obliges the player (R-SPECIAL-3).
"""

from __future__ import annotations

from functools import cache

from .baserules import BaseRules
from .cards import rank_str

#: Key of the table row for "an active 3-obligation" (R-SPECIAL-3).
OBLIGATION_KEY = 0

#: Plays house rules permit beyond the official rules: ``(rank, top)`` pairs, "any
#: number of cards of ``rank`` may be played on a pile whose previous play was ``top``".
Permits = frozenset[tuple[int, int]]

#: No permission: the official rules alone.
NO_PERMITS: Permits = frozenset()


def permitted(rank: int, top: int, obligation: bool, permits: Permits) -> bool:
    """Whether ``permits`` make playing ``rank`` on this pile legal (whatever the
    official rules say): never on an empty pile (anything leads) or under an obligation."""
    return not obligation and top != 0 and (rank, top) in permits


def state_key(top: int, last: int, run: int, obligation: bool) -> int:
    """The table row for a pile whose previous play was ``last`` cards of rank ``top``.

    ``top`` is 0 for an empty pile; ``run`` is how many cards of ``top`` lie on top of
    the pile across consecutive plays (R-CLEAR-2).
    """
    if obligation:
        return OBLIGATION_KEY
    return 1 + (top * 5 + last) * 5 + run


def verdict(
    rank: int, count: int, top: int, last: int, run: int, obligation: bool, base: BaseRules,
    permits: Permits = NO_PERMITS,
) -> str | None:
    """``None`` if playing ``count`` cards of ``rank`` is legal on this pile, else why not
    (``permits``: the plays house rules add, :data:`Permits`)."""
    r, b = rank, base
    if permits and permitted(r, top, obligation, permits):
        return None
    if obligation:
        if r == b.pass_rank:
            return None
        return (
            f"a {rank_str(b.pass_rank)} was passed on: only {rank_str(b.pass_rank)}s are "
            "legal, or pick up the pile (R-SPECIAL-3)"
        )
    if top == 0 or r == b.pass_rank:
        return None  # any lead on an empty table (R-TURN-1); 3 on anything (R-SPECIAL-3)
    if r == b.clear_rank:
        if top == b.low_rank:
            return (
                f"a {rank_str(b.clear_rank)} may not follow a {rank_str(b.low_rank)} "
                "(R-SPECIAL-10, R-SPECIAL-7)"
            )
        return None
    if r == b.reset_rank:
        if top != b.reset_rank or count > last or run + count == b.four_clear:
            return None
        return (
            f"on a {rank_str(b.reset_rank)} another {rank_str(b.reset_rank)} must match with "
            f"more than {last} card(s) or complete all {b.four_clear} (R-SPECIAL-2)"
        )
    if r == b.low_rank:
        # A 7 is playable on anything (R-SPECIAL-7). On 7s the cards keep R-PLAY-2: match
        # with more or complete four (docs/rules-notes.md, finding 1), unless a table
        # votes for the digest's ruling (BaseRules.free_sevens_on_sevens).
        if top != b.low_rank or b.free_sevens_on_sevens:
            return None
        if count > last or run + count == b.four_clear:
            return None
        return (
            f"on a {rank_str(b.low_rank)} another {rank_str(b.low_rank)} must match with more "
            f"than {last} card(s) or complete all {b.four_clear} (R-SPECIAL-7 and R-PLAY-2, "
            "cards over digest)"
        )
    if top == b.low_rank:
        if r <= b.low_rank:
            return None
        return (
            f"after a {rank_str(b.low_rank)} the next play must be {rank_str(b.low_rank)} or "
            "lower (R-SPECIAL-7, R-CLEAR-4)"
        )
    if top == b.reset_rank or r > top:
        return None  # anything goes after a 2 (R-SPECIAL-2); higher is legal (R-PLAY-2)
    if r == top:
        if count > last or run + count == b.four_clear:
            return None  # match with more (R-PLAY-2) or complete four (R-PLAY-3)
        return (
            f"{rank_str(r)}x{count} on {rank_str(top)}x{last}: same rank needs more cards "
            f"than the previous play or must complete all {b.four_clear} (R-PLAY-2, R-PLAY-3)"
        )
    return f"{rank_str(r)} is lower than the previous play {rank_str(top)} (R-PLAY-2)"


def legality_table(base: BaseRules,
                   permits: Permits = NO_PERMITS) -> tuple[tuple[int, ...], ...]:
    """Row per pile state (``state_key``): per rank 2..14, a mask with bit ``c`` set if
    ``c`` cards of that rank are a legal play; ``row[0]`` marks the ranks with any legal
    play at bit ``4 * (rank - 2)``, the layout of a card mask's rank nibbles.
    ``permits`` (:data:`Permits`) adds the plays house rules allow. Built once per
    (base rules, permits): the same table object every time."""
    return _table(base, frozenset(permits))


@cache
def _table(base: BaseRules, permits: Permits) -> tuple[tuple[int, ...], ...]:
    rows: list[tuple[int, ...]] = [()] * (1 + 15 * 25)
    for key, args in _states():
        row = [0] * 15
        for rank in range(2, 15):
            mask = 0
            for count in range(1, 5):
                if verdict(rank, count, *args, base, permits) is None:
                    mask |= 1 << count
            row[rank] = mask
            if mask:  # row[0]: the ranks with any legal count, at bit 4 * (rank - 2)
                row[0] |= 1 << (4 * (rank - 2))
        rows[key] = tuple(row)
    return tuple(rows)


def _states() -> list[tuple[int, tuple[int, int, int, bool]]]:
    out = [(OBLIGATION_KEY, (0, 0, 0, True))]
    for top in range(15):
        for last in range(5):
            for run in range(5):
                out.append((state_key(top, last, run, False), (top, last, run, False)))
    return out


#: AVAILABLE[nibble]: mask of counts 1..popcount(nibble) (bits 1..k set).
AVAILABLE: tuple[int, ...] = tuple((1 << (bin(n).count("1") + 1)) - 2 for n in range(16))
