"""Frozen, read-only views of the table that sandboxed house-rule hooks may read.

A hook never sees the engine's state. It gets a :class:`TableView` (the rule
language's ``table.*`` and ``round.*`` namespaces and its roles), the
:class:`PlayerView` objects it holds, an ``EventView`` of the event it
reacts to (:mod:`.eventview`) and a :class:`RuleView` (``rule.*``). Players appear only through
roles (acting, current, next, previous, dealer, last winner, fewest/most cards,
every player still in ...): no seat number, name or other identity attribute exists on any view
(R-CUSTOM-4). The engine's seat of a player is kept in an underscore slot,
which sandboxed code can never name (RestrictedPython rejects ``_`` names at
compile time), and is read engine-side with :func:`seat_of`.

The views are ``__slots__`` classes so that attribute access from sandboxed
code is a plain slot read; ``PUBLIC_ATTRIBUTES`` lists, per view type, exactly
the attributes the sandbox may read (``lopti_rules.sandbox.policy`` builds its
whitelist from it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, NoReturn

from ..engine import Rank, Seat


def refuse_write(self: object, name: str, value: object = None) -> NoReturn:
    """``__setattr__``/``__delattr__`` of every view: views are read-only."""
    raise AttributeError(f"{type(self).__name__} is read-only (hooks return effects)")


class PlayerView:
    """One player as a hook sees them: card counts and roles, never who they are.

    The counts are the rule language's measures (``hand of next player``).
    """

    __slots__ = (
        "_seat",
        "hand",  #: cards in hand
        "face_up",  #: face-up cards
        "face_down",  #: face-down cards
        "cards",  #: all three together
        "is_out",  #: has finished this round (R-WIN-4)
        "place",  #: finishing place (1 = winner), None while still in
        "is_current",  #: the player whose turn it is
        "is_dealer",  #: dealt this round (R-SETUP-4)
        "is_last_winner",  #: won the previous round of the session
        "left",  #: the neighbour on the left (next clockwise), out or not
        "right",  #: the neighbour on the right (next counter-clockwise)
    )
    _seat: int
    hand: int
    face_up: int
    face_down: int
    cards: int
    is_out: bool
    place: int | None
    is_current: bool
    is_dealer: bool
    is_last_winner: bool
    left: PlayerView
    right: PlayerView

    def __init__(
        self,
        seat: int,
        *,
        hand: int,
        face_up: int,
        face_down: int,
        place: int | None = None,
        is_current: bool = False,
        is_dealer: bool = False,
        is_last_winner: bool = False,
    ) -> None:
        s = object.__setattr__
        s(self, "_seat", seat)
        s(self, "hand", hand)
        s(self, "face_up", face_up)
        s(self, "face_down", face_down)
        s(self, "cards", hand + face_up + face_down)
        s(self, "is_out", place is not None)
        s(self, "place", place)
        s(self, "is_current", is_current)
        s(self, "is_dealer", is_dealer)
        s(self, "is_last_winner", is_last_winner)
        s(self, "left", self)
        s(self, "right", self)

    __setattr__ = refuse_write
    __delattr__ = refuse_write

    def __eq__(self, other: object) -> bool:
        """Two views of the same player are equal: ``next == dealer`` is a role test."""
        if type(other) is not PlayerView:
            return NotImplemented
        return self._seat == other._seat

    def __hash__(self) -> int:
        return hash(("PlayerView", self._seat))

    def __repr__(self) -> str:
        # Engine-side debugging only; sandboxed code cannot call repr(). The rules
        # runtime fills only the slots its hooks read (lazyviews.ring_of): show those.
        flags = "".join(
            f" {n}" for n in ("is_current", "is_dealer", "is_last_winner", "is_out")
            if getattr(self, n, False)
        )
        counts = "".join(f" {n}={getattr(self, n)}" for n in ("hand", "face_up", "face_down")
                         if hasattr(self, n))
        return f"<PlayerView seat={self._seat}{counts}{flags}>"


class SeatState(NamedTuple):
    """What the engine knows of one seat, as input to :func:`table_view`."""

    hand: int
    face_up: int
    face_down: int
    place: int | None = None  #: finishing place once out


class _Frozen:
    """A read-only ``__slots__`` record built from keyword arguments."""

    __slots__ = ()

    def __init__(self, **fields: Any) -> None:
        slots: tuple[str, ...] = self.__slots__
        if fields.keys() != set(slots):
            missing = sorted(set(slots) - fields.keys())
            extra = sorted(fields.keys() - set(slots))
            raise TypeError(f"{type(self).__name__}: missing {missing}, unknown {extra}")
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    __setattr__ = refuse_write
    __delattr__ = refuse_write

    def __repr__(self) -> str:
        slots: tuple[str, ...] = self.__slots__
        shown = " ".join(f"{n}={getattr(self, n)!r}" for n in slots
                         if not n.startswith("_") and not isinstance(getattr(self, n), tuple))
        return f"<{type(self).__name__} {shown}>"


class RoundView(_Frozen):
    """The ``round.*`` namespace: counts for this round, the current event included."""

    __slots__ = ("number", "turns", "plays", "clears", "pickups", "draws")
    number: int  #: this round's number in the session, from 1
    turns: int
    plays: int
    clears: int
    pickups: int
    draws: int


class RuleView(_Frozen):
    """The ``rule.*`` namespace: counts since this rule took effect (R-CUSTOM-3).

    The engine keeps one per rule and passes it to :func:`lopti_rules.sandbox.run.run_hook`.
    """

    __slots__ = ("rounds", "clears", "pickups", "fired", "counts")
    rounds: int  #: rounds since the rule took effect, this one included
    clears: int
    pickups: int
    fired: int  #: times this rule's hooks have run before
    counts: tuple[int, ...]  #: the rule's own counts (``count "threes"``), in order

    def __init__(self, **fields: Any) -> None:
        fields.setdefault("counts", ())  # a rule with no counts of its own
        super().__init__(**fields)


class TableView(_Frozen):
    """The table as a hook sees it (the ``table.*`` namespace and the roles).

    Build it with :func:`table_view`. Player tuples run from the acting player
    on, in the direction of play, so loops are deterministic and seat-blind.
    """

    __slots__ = (
        "_by_seat",
        "pile",  #: cards on the pile
        "draw_pile",  #: cards left in the draw pile
        "cleared",  #: cards cleared out of play this round
        "players",  #: players in the round
        "players_in",  #: players still in (not out)
        "top_rank",  #: rank of the previous play on the pile (R-PLAY-4), None if empty
        "top_count",  #: how many cards that play had, 0 if empty
        "direction",  #: 1 clockwise, -1 after an odd number of reversals
        "obligation",  #: a 3-obligation is active (R-SPECIAL-3)
        "low",  #: a 7 is on top: the next play must be 7 or lower (R-SPECIAL-7)
        "round",  #: the ``round.*`` counts (:class:`RoundView`)
        "acting",  #: the event's player (the leader for deal, the winner for round_end)
        "current",  #: whose turn it is
        "next",  #: the next player still in, in the direction of play
        "previous",  #: the previous player still in
        "dealer",  #: this round's dealer
        "last_winner",  #: the previous round's winner, None in a session's first round
        #: last round's places: ``placed[k]`` finished k+1st (five entries, None where
        #: unknown: a session's first round, a place the table does not have)
        "placed",
        "last_place",  #: who finished last in the previous round, None if unknown
        #: who picked up most in the previous round (ties: first from the dealer
        #: clockwise), None if unknown or nobody picked up
        "most_picked",
        "fewest",  #: the player still in with the fewest cards (ties: first from acting on)
        "most",  #: the player still in with the most cards (ties as above)
        "still_in",  #: every player still in ("every player"): not out, nor going out
        #: (R-WIN-4: whose legal play just took their last card)
        "others",  #: every player still in except the acting one ("every other player")
        "out",  #: every player who is out
    )
    _by_seat: tuple[PlayerView, ...]
    pile: int
    draw_pile: int
    cleared: int
    players: int
    players_in: int
    top_rank: Rank | None
    top_count: int
    direction: int
    obligation: bool
    low: bool
    round: RoundView
    acting: PlayerView
    current: PlayerView
    next: PlayerView
    previous: PlayerView
    dealer: PlayerView
    last_winner: PlayerView | None
    placed: tuple[PlayerView | None, ...]
    last_place: PlayerView | None
    most_picked: PlayerView | None
    fewest: PlayerView
    most: PlayerView
    still_in: tuple[PlayerView, ...]
    others: tuple[PlayerView, ...]
    out: tuple[PlayerView, ...]


def table_view(
    seats: Sequence[SeatState],
    *,
    current: int,
    dealer: int,
    acting: int | None = None,
    last_winner: int | None = None,
    direction: int = 1,
    pile: int = 0,
    draw_pile: int = 0,
    cleared: int = 0,
    top_rank: int | None = None,
    top_count: int = 0,
    obligation: bool = False,
    low: bool = False,
    round: RoundView | None = None,
    leaving: int = -1,
    last_standings: Sequence[int] = (),
    last_pickups: Sequence[int] = (),
) -> TableView:
    """Build the view of a table from the engine's per-seat state (seats by index).

    ``acting`` is the event's player (default: ``current``); player tuples run from
    them on in the direction of play, fewest/most tie-breaks clockwise from them.
    ``leaving``: the seat whose legal play just took its last card (R-WIN-4: out at that
    moment), not among the players still in; -1 for none. ``last_standings``: the
    previous round's finishing order (seats, first to last), empty in a session's first
    round (:func:`last_places`); ``last_pickups``: its pickups per seat, empty when
    unknown (:func:`most_picked_of`).
    """
    n = len(seats)
    if not 2 <= n <= 5:
        raise ValueError(f"a table has 2 to 5 players (R-SETUP-1), got {n}")
    if direction not in (1, -1):
        raise ValueError(f"direction must be 1 or -1, got {direction}")
    if acting is None:
        acting = current
    for name, seat in (("current", current), ("dealer", dealer), ("acting", acting),
                       ("last_winner", last_winner)):
        if seat is not None and not 0 <= seat < n:
            raise ValueError(f"{name} seat {seat} is not at a {n}-player table")
    by_seat = tuple(
        PlayerView(
            i,
            hand=s.hand,
            face_up=s.face_up,
            face_down=s.face_down,
            place=s.place,
            is_current=i == current,
            is_dealer=i == dealer,
            is_last_winner=i == last_winner,
        )
        for i, s in enumerate(seats)
    )
    for i, p in enumerate(by_seat):
        object.__setattr__(p, "left", by_seat[(i + 1) % n])
        object.__setattr__(p, "right", by_seat[(i - 1) % n])

    def around(start: int) -> tuple[PlayerView, ...]:
        return tuple(by_seat[(start + direction * k) % n] for k in range(n))

    from_current = [p for p in around(current)[1:] if not p.is_out]
    from_acting = around(acting)
    still_in = tuple(p for p in from_acting if not p.is_out and p._seat != leaving)
    # fewest/most: ties go to the first from the acting player clockwise (vocabulary.ROLES)
    clockwise = [by_seat[(acting + k) % n] for k in range(n)]
    counted = [p for p in clockwise if not p.is_out] or clockwise
    return TableView(
        _by_seat=by_seat,
        pile=pile,
        draw_pile=draw_pile,
        cleared=cleared,
        players=n,
        players_in=len(still_in),
        top_rank=top_rank,
        top_count=top_count,
        direction=direction,
        obligation=obligation,
        low=low,
        round=round or RoundView(number=1, turns=0, plays=0, clears=0, pickups=0, draws=0),
        acting=by_seat[acting],
        current=by_seat[current],
        next=from_current[0] if from_current else by_seat[current],
        previous=from_current[-1] if from_current else by_seat[current],
        dealer=by_seat[dealer],
        last_winner=None if last_winner is None else by_seat[last_winner],
        placed=places_of(by_seat, last_standings),
        last_place=last_place_of(by_seat, last_standings),
        most_picked=most_picked_of(by_seat, last_pickups, dealer),
        fewest=min(counted, key=lambda p: p.cards),
        most=max(counted, key=lambda p: p.cards),
        still_in=still_in,
        others=tuple(p for p in still_in if p._seat != acting),
        out=tuple(p for p in from_acting if p.is_out),
    )


def game_view(
    game: Any,
    *,
    acting: int | None = None,
    last_winner: int | None = None,
    round_number: int = 1,
) -> TableView:
    """The view of an engine ``Game`` (``lopti_rules.engine``) for a hook on one event.

    ``acting`` is the event's player (default: the player to act); the game does
    not know the session, so the previous round's winner and the round's
    number come from the caller.
    """
    n = game.players
    order = {seat: place for place, seat in enumerate(game.finishing_order, 1)}
    seats = [
        SeatState(game.hand[i].bit_count(), game.up[i].bit_count(), len(game.down[i]),
                  order.get(i) if game.out[i] else None)
        for i in range(n)
    ]
    current = game.cur if 0 <= game.cur < n else (acting or 0)
    top = game.top or None
    return table_view(
        seats,
        current=current,
        dealer=game.dealer,
        acting=current if acting is None else acting,
        last_winner=last_winner,
        direction=game.direction,
        pile=game.pile.bit_count(),
        draw_pile=len(game.draw_pile),
        cleared=game.cleared.bit_count(),
        top_rank=top,
        top_count=game.last if top else 0,
        obligation=game.obligation,
        low=top is not None and top == game.base.low_rank,
        round=RoundView(number=round_number, turns=game.turns, plays=game.plays,
                        clears=sum(game.clears), pickups=game.pickups, draws=game.draws),
        leaving=getattr(game, "leaving", -1),
        last_standings=getattr(game, "last_standings", ()),
        last_pickups=getattr(game, "last_pickups", ()),
    )


#: Places a table can have (R-SETUP-1: at most five players).
MAX_PLACES = 5


def places_of(by_seat: Sequence[PlayerView], standings: Sequence[int]
              ) -> tuple[PlayerView | None, ...]:
    """``TableView.placed``: the players of the previous round's ``standings`` (seats,
    first to last) by place, five entries, None where the place is unknown. Seats not
    at this table are left out (the table changed size)."""
    n = len(by_seat)
    known = [by_seat[s] if 0 <= s < n else None for s in standings[:MAX_PLACES]]
    return (*known, *[None] * (MAX_PLACES - len(known)))


def last_place_of(by_seat: Sequence[PlayerView], standings: Sequence[int]
                  ) -> PlayerView | None:
    """``TableView.last_place``: who finished last in the previous round, known only when
    its standings are complete (every player of this table placed)."""
    n = len(by_seat)
    if len(standings) != n or sorted(standings) != list(range(n)):
        return None
    return by_seat[standings[-1]]


def most_picked_of(by_seat: Sequence[PlayerView], pickups: Sequence[int], dealer: int
                   ) -> PlayerView | None:
    """``TableView.most_picked``: who picked up the pile most often in the previous round
    (``pickups``: its count per seat), ties to the first from this round's ``dealer``
    clockwise; None when unknown (a session's first round, a table of another size) or
    when nobody picked up."""
    n = len(by_seat)
    if len(pickups) != n or not any(pickups):
        return None
    best = max(range(n), key=lambda k: (pickups[(dealer + k) % n], -k))
    return by_seat[(dealer + best) % n]


def beside(player: PlayerView, step: int) -> PlayerView:
    """The first player still in beside ``player`` (issue 14's relative roles: ``player
    left of the dealer``, ``next player after the clearer``): going left (the next seat
    clockwise) for a positive ``step``, right otherwise; ``player`` when nobody else is
    in. The same walk as ``seats.next_seat`` over the player views' ``left``/``right``
    and ``is_out`` slots (``lazyviews.player_slots_read`` fills them for a hook that
    calls it), at most four seats away (R-SETUP-1)."""
    if type(player) is not PlayerView:
        raise TypeError("only a player has neighbours")
    if type(step) is not int:
        raise TypeError("a side is a whole number")
    q = player.left if step > 0 else player.right
    while q is not player:
        if not q.is_out:
            return q
        q = q.left if step > 0 else q.right
    return player


def seat_of(player: PlayerView) -> Seat:
    """The engine's seat index of a player view (engine side only, never sandboxed)."""
    return Seat(player._seat)


def player_at(table: TableView, seat: int) -> PlayerView:
    """The view of the player at ``seat`` (engine side only, never sandboxed)."""
    return table._by_seat[seat]


def public_slots(cls: type) -> frozenset[str]:
    """The slots of a view type that sandboxed code may read (no ``_`` name)."""
    slots: tuple[str, ...] = cls.__dict__["__slots__"]
    return frozenset(n for n in slots if not n.startswith("_"))


#: Exactly the attributes sandboxed code may read, per table view type (R-CUSTOM-4: no
#: identity); ``eventview.PUBLIC_ATTRIBUTES`` adds the event view.
PUBLIC_ATTRIBUTES: dict[type, frozenset[str]] = {
    cls: public_slots(cls) for cls in (PlayerView, TableView, RoundView, RuleView)
}
