"""Engine operations that house rules' effects need beyond ``Game``'s own: ordered
takes from the pile and the cleared cards, a rule's pickup, and restricting the next play.

The pile and the cleared cards are card masks; their order lives in ``Game.pile_plays``
and ``Game.cleared_plays`` (one mask per play, appended as plays land and clears
happen), so "the top card" is well defined and costs the base game one list append
per play. Every operation keeps the 52 cards accounted for and never gives cards to a
player who is out (R-WIN-4).
"""

from __future__ import annotations

from functools import cache
from itertools import chain

from .cards import rank_str
from .game import PLAYING, Game, out_error
from .legality import state_key

#: Restriction kinds (effects.Restrict): the next play's rank at most / at least a rank,
#: one of a set of ranks, or at least a number of cards.
KINDS = ("at_most", "at_least", "one_of", "min_cards")


def _top(records: list[int], live: int, n: int) -> list[int]:
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


def pile_top(game: Game, n: int) -> list[int]:
    """The top ``n`` cards of the pile (fewer if the pile is smaller), top first."""
    return _top(game.pile_plays, game.pile, n)


def cleared_top(game: Game, n: int) -> list[int]:
    """The ``n`` most recently cleared cards still out of play, latest first (read from
    the latest clear back, as far as needed; cards rules took back are passed over)."""
    return _top(game.cleared_plays, game.cleared, n)


def take_pile(game: Game, player: int, n: int) -> tuple[int, ...]:
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


def take_cleared(game: Game, player: int, cards: list[int]) -> None:
    """``player`` takes these cleared cards back (R-CLEAR-3)."""
    game.take_cleared(player, cards)


def pickup(game: Game, player: int) -> int:
    """``player`` picks up the whole pile because a rule says so; returns how many cards."""
    if game.out[player]:
        raise out_error(player)
    if not game.pile or game.phase != PLAYING:
        return 0
    n = game.pile.bit_count()
    game._pickup(player, "rule")
    return n


def retop(game: Game) -> None:
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


#: A restriction ready to arm: its kind and value, and its restricted legality rows by
#: the id of the plain row they restrict (each entry holds the plain row itself, so the
#: id stays its own): a dict look-up by an int instead of hashing a 15-tuple.
Pending = tuple[str, "int | tuple[int, ...]", dict[int, tuple[tuple[int, ...], tuple[int, ...]]]]
_PENDING: dict[tuple[str, int | tuple[int, ...]], Pending] = {}


def why_restricted(game: Game) -> str | None:
    """Why a play the base rules allow is illegal now: the restrictions in force, or
    None (for ``IllegalMove``; ``Game._why`` asks)."""
    on = game._rx_on
    if on is None or game.tab is not on[0]:  # lifted: the move replaced the row
        return None
    return f"a house rule restricts this play: {_described(on[1])}"


@cache
def describe(kind: str, value: int | tuple[int, ...]) -> str:
    """``next play must be 8 or lower`` and the like."""
    if kind == "at_most":
        return f"the next play must be {rank_str(int(value))} or lower"  # type: ignore[arg-type]
    if kind == "at_least":
        return f"the next play must be {rank_str(int(value))} or higher"  # type: ignore[arg-type]
    if kind == "one_of":
        ranks = value if isinstance(value, tuple) else (value,)
        return "the next play must be one of " + ", ".join(rank_str(r) for r in ranks)
    return f"the next play must have at least {value} cards"


def restriction(kind: str, value: int | tuple[int, ...]) -> Pending:
    """The restriction of ``kind`` and ``value``, ready for :func:`restrict_pending`."""
    if kind not in KINDS:
        raise ValueError(f"restriction must be one of {', '.join(KINDS)}")
    got = _PENDING.get((kind, value))
    if got is None:
        got = _PENDING[(kind, value)] = (kind, value, {})
    return got


def _described(restrictions: tuple[Pending, ...]) -> str:
    return " and ".join(describe(kind, value) for kind, value, _ in restrictions)


def restrict(game: Game, kind: str, value: int | tuple[int, ...]) -> None:
    """Restrict the next play (it takes effect when the next turn begins).

    Every restriction asked for before that turn applies (asking for the same one again
    changes nothing); a clear cancels them (R-CLEAR-1 cancels pending effects).
    """
    restrict_pending(restriction(kind, value), game)


def restrict_pending(pending: Pending, game: Game) -> None:
    """:func:`restrict` with a restriction made once (a rule that fires often)."""
    asked = game._rx
    if asked is None:
        game._rx = (pending,)
    elif pending not in asked:  # made once per kind and value: the same object
        game._rx = asked + (pending,)


@cache
def restricted_row(row: tuple[int, ...], kind: str,
                   value: int | tuple[int, ...]) -> tuple[int, ...]:
    """A legality row (``legality_table``) with the plays the restriction forbids removed."""
    out = list(row)
    if kind == "min_cards":
        keep = ~((1 << int(value)) - 1)  # type: ignore[arg-type]
    for r in range(2, 15):
        if kind == "at_most":
            ok = r <= value  # type: ignore[operator]
        elif kind == "at_least":
            ok = r >= value  # type: ignore[operator]
        elif kind == "one_of":
            ok = r in value  # type: ignore[operator]
        else:
            out[r] &= keep
            continue
        if not ok:
            out[r] = 0
    out[0] = 0
    for r in range(2, 15):
        if out[r]:
            out[0] |= 1 << (4 * (r - 2))
    return tuple(out)


def arm_restriction(game: Game, player: int) -> None:
    """At the start of ``player``'s turn: arm the pending restrictions (all of them: each
    removes plays) by putting the restricted legality row in place.

    They hold for this one decision: whatever ``player`` does next (a play, a pickup, a
    flip) puts the legality row of the new table in place, so nothing has to lift them.
    The invariant: every player to act has a legal move. Restrictions that together
    would leave ``player`` none lapse together for that decision, and
    ``game.on_lapse(player, text)`` hears it.
    """
    pending: tuple[Pending, ...] = game._rx
    game._rx = None
    if game.phase != PLAYING:
        return
    plain = row = game.tab
    for kind, value, rows in pending:  # each one removes plays: together, all of them
        got = rows.get(id(row))
        if got is None or got[0] is not row:
            got = rows[id(row)] = (row, restricted_row(row, kind, value))
        row = got[1]
    game.tab = row
    if not game.pile and not game.legal_plays():  # a pile can always be picked up
        game.tab = plain
        if game.on_lapse is not None:
            game.on_lapse(player, _described(pending))
        return
    game._rx_on = (row, pending)


__all__ = [
    "KINDS",
    "arm_restriction",
    "cleared_top",
    "describe",
    "pickup",
    "pile_top",
    "restrict",
    "restrict_pending",
    "restricted_row",
    "restriction",
    "retop",
    "take_cleared",
    "take_pile",
    "why_restricted",
]
