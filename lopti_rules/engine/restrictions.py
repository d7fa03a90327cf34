"""House rules' restrictions of the next play: made once, armed as a turn begins, explained.

A rule restricts the next play (``effects.Restrict``: at most or at least a rank, one
of some ranks, at least a number of cards). :func:`restrict` leaves the restriction
pending on the game; when the next turn begins the game calls :func:`arm_restriction`,
which puts a restricted legality row in place for that one decision (or lets the
restrictions lapse when they would leave no legal move), and :func:`why_restricted`
says why a move the base rules allow is illegal while they hold. Restricted rows are
built once per restriction and plain row.
"""

from __future__ import annotations

from functools import cache

from .cards import rank_str
from .state import PLAYING, GameState

#: Restriction kinds (effects.Restrict): the next play's rank at most / at least a rank,
#: one of a set of ranks, or at least a number of cards.
KINDS = ("at_most", "at_least", "one_of", "min_cards")

#: A restriction ready to arm: its kind and value, and its restricted legality rows by
#: the id of the plain row they restrict (each entry holds the plain row itself, so the
#: id stays its own): a dict look-up by an int instead of hashing a 15-tuple.
Pending = tuple[str, "int | tuple[int, ...]", dict[int, tuple[tuple[int, ...], tuple[int, ...]]]]
_PENDING: dict[tuple[str, int | tuple[int, ...]], Pending] = {}


def why_restricted(game: GameState) -> str | None:
    """Why a play the base rules allow is illegal now: the restrictions in force, or
    None (for ``IllegalMove``; ``Game`` asks for the message)."""
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


def restrict(game: GameState, kind: str, value: int | tuple[int, ...]) -> None:
    """Restrict the next play (it takes effect when the next turn begins).

    Every restriction asked for before that turn applies (asking for the same one again
    changes nothing); a clear cancels them (R-CLEAR-1 cancels pending effects).
    """
    restrict_pending(restriction(kind, value), game)


def restrict_pending(pending: Pending, game: GameState) -> None:
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


def arm_restriction(game: GameState, player: int) -> None:
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
    "Pending",
    "arm_restriction",
    "describe",
    "restrict",
    "restrict_pending",
    "restricted_row",
    "restriction",
    "why_restricted",
]
