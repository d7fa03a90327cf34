"""The seats a hook's actions land on, with last round's standings placed at the table
(LP310; R-CUSTOM-4, issue 29, session 31).

A standing (last round's winner, its runner-up, its last place, its biggest picker) is a
person over an evening (R-CUSTOM-4): a rule whose skips, draws, pickups, reversals or
restrictions of the next play fall on every seat but the standing's, or only on a seat a
fixed step from it, treats the seats by who holds the standing, however its condition is
spelt (``acting player is not last winner``, ``not (last winner is acting player)``, an
``if``/``else`` that only speaks for the winner, a ``for each`` that leaves them out, a
reversal when the *next* player is the winner). Words are not read here; the effect is.

The moments are forced, not guessed: at each table size from three players on the
standing sits at seat 0, and every seat in turn is the acting player (both directions of
play when the book may reverse it). The hook's condition, and every ``if`` around an
action, is evaluated with its roles placed at those seats (a role nobody can place, the
dealer, the player with the most cards, and every attribute the moment does not decide,
counts as holding: binding.value's three values). What an action lands on:

- ``skip``, ``draw``, ``picks up`` land on their player(s);
- ``reverse direction`` lands on the player who now plays next, the one before the acting
  player: the seat the reversal makes answer the play (and the one it was to reach is
  spared); a reversal in the round's opening, at the deal or in the leader's first turn
  before any other seat has played (``leadmoments.round_opening``: ``after play when
  acting player is last winner and round.plays is 1``), lands on nobody: it sets the
  direction the whole round runs in, a seat beside the leader answers the lead either
  way (R-SETUP-4, R-TURN-1), and every seat then plays in turn (session 38);
- ``next play must ...`` lands on whoever makes the next play: the clearer at a clear or a
  bonus (their bonus play), the player whose turn begins, the leader at the deal, the
  next player otherwise.

A clock in an alternative (``acting player is not last winner or round.number is 1``) is
a moment of its own: where nothing is found with it undecided, the seats are read again
with every alternative that reads only a clock left out (:func:`off_clock`), the moments
past the clock's, where the standing decides (session 31, r2mech).

The same walk with the standing *not* placed (every comparison with it undecided) gives
the seats the action could land on at all. A hook is reported when, with the standing
placed, some seat the action could reach is never reached and the seats it does reach
are not the standing's own: every seat but the champion's is taxed (``after take_up
when acting player is not last winner: skip acting player``), or one seat beside the
champion is (``after clear: the player right of last winner draws 1``, a reversal when
the next player is the winner, which always turns the play onto the seat two before
them). An action that lands on the standing alone is a handicap on them, a catch-up
(``after take_up when acting player is last winner: skip acting player``): clean. A
role everyone holds in turn (the dealer, the picker, the next player) and no standing
term is never reported: the seats reached are the same with the standing placed or not.

The witness is the moment itself: the table size, the standing at seat 0, a seat whose
action lands (and where), and the seat never reached, the scenario :mod:`tools.audit`
builds (``last_winner``/``last_standings`` set, the event at the acting seat).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..tree import nodes
from ..tree.substitute import substituted
from .binding import PLAYER_ATTRIBUTES, Env, conjuncts, rule_first_round_only, value
from .clockalts import off_clock
from .leadmoments import round_opening

#: The table sizes read: from three players on (at two, every seat but one is one seat,
#: and a standing's opponent is last place, which the standings checks weigh)
SIZES = (3, 4, 5)
#: Events at which a restriction binds the acting player's own next play: the bonus of a
#: clear, the turn that begins, the leader's first play after the deal
OWN_PLAY_EVENTS = frozenset({"clear", "bonus", "turn", "deal"})
#: Burdens other than a count of cards drawn, a skip or a pickup, read on their players
#: (session 44, mech44b): a hand shown to the table (information every other seat gains,
#: R-SETUP-2) and cards taken back from the cleared cards or the pile (R-CLEAR-3)
BURDENS = nodes.Reveal | nodes.Take
#: Roles that name every player still in (the filter of ``whose`` undecided)
ALL = frozenset({"every", "still_in", "whose"})

Seats = frozenset[int]


@dataclass(frozen=True, slots=True)
class Spared:
    """One action whose seats the standing decides: the action, its hook, the standing's
    words, the table size, the seats it lands on and the seats it never reaches (the
    standing at seat 0), and a moment that shows it: the acting seat and where it lands."""

    stmt: nodes.Stmt
    hook: nodes.Hook
    standing: str
    players: int
    reached: tuple[int, ...]
    spared: tuple[int, ...]
    acting: int
    lands: tuple[int, ...]
    #: the direction of play at that moment (1 clockwise, -1 counterclockwise: a book that
    #: reverses play may hit only against the clock, as a reversal that turns play away
    #: from the standing does)
    direction: int = 1
    #: a gain, not a cost: a reversal after a pickup hands the lead on the empty table
    #: to the standing alone (``reached`` is the standing's seat, session 32)
    gain: bool = False
    #: a shield, not a cost: a skip that lands on the standing alone, and only when the
    #: standing is the seat to answer the play just made (``reached`` is the standing's
    #: seat; session 39, r2mech39)
    shield: bool = False
    #: a turn handed back: a reversal at the end of another seat's turn that lands on the
    #: standing alone (``gain`` too; session 44, mech44b)
    returned: bool = False

    @property
    def reverses(self) -> bool:
        """Whether the action turns the direction of play: it lands on the player who
        now plays next, shown by whose turn it is (``tools/audit/spared.py``)."""
        return isinstance(self.stmt, nodes.Reverse)


def standing_of(role: nodes.Expr) -> tuple[str, str] | None:
    """The standing ``role`` names (a key and its words), or None."""
    if not isinstance(role, nodes.Role) or role.of is not None:
        return None
    if role.kind == "last_winner" or (role.kind == "placed" and role.value == 1):
        return "placed 1", "last round's winner"
    if role.kind == "placed" and isinstance(role.value, int):
        return f"placed {role.value}", f"the player placed {role.value} last round"
    if role.kind == "last_place":
        return "last place", "last round's last place"
    if role.kind == "most_last":
        return f"most {role.value}", "the player with the most pickups last round"
    return None


@dataclass(frozen=True, slots=True)
class _Moment:
    n: int
    acting: int
    direction: int
    standing: str | None  #: the standing at seat 0 (None: not placed)
    that: int | None = None  #: the seat a ``for each`` has reached


def seats(role: nodes.Role, at: _Moment) -> Seats | None:
    """The seats ``role`` names at the moment ``at`` (None: any seat, undecided)."""
    n, a, d = at.n, at.acting, at.direction
    if role.of is not None:
        base = seats(role.of, at)
        step = {"left_of": 1, "right_of": -1, "after": d, "before": -d}.get(role.kind)
        if base is None or step is None or len(base) != 1:
            return None
        return frozenset({(next(iter(base)) + step) % n})
    kind = role.kind
    if kind == "acting":
        return frozenset({a})
    if kind == "next":
        return frozenset({(a + d) % n})
    if kind == "previous":
        return frozenset({(a - d) % n})
    if kind in ALL:
        return frozenset(range(n))
    if kind == "every_other":
        return frozenset(range(n)) - {a}
    if kind == "that":
        return None if at.that is None else frozenset({at.that})
    found = standing_of(role)
    if found is not None and at.standing is not None:
        return frozenset({0}) if found[0] == at.standing else None
    return None


def _distinct(left: nodes.Expr, right: nodes.Expr) -> bool:
    """Whether ``left`` and ``right`` are two places of last round's finishing order, two
    players (the biggest picker may hold any place)."""
    a, b = standing_of(left), standing_of(right)
    return a is not None and b is not None and a[0] != b[0] and \
        not a[0].startswith("most") and not b[0].startswith("most")


def _truth(e: nodes.Expr, at: _Moment) -> bool | None:
    """``e`` at the moment ``at``: roles compared by their seats, the rest by
    binding.value with the table size known (None: undecided)."""
    if isinstance(e, nodes.Not):
        v = _truth(e.operand, at)
        return None if v is None else not v
    if isinstance(e, nodes.BoolOp):
        seen = [_truth(o, at) for o in e.operands]
        decisive = e.op == "or"
        if decisive in seen:
            return decisive
        return (not decisive) if all(v is not None for v in seen) else None
    if isinstance(e, nodes.Compare) and e.op in ("==", "!=") and \
            isinstance(e.left, nodes.Role) and isinstance(e.right, nodes.Role):
        if _distinct(e.left, e.right):
            return e.op == "!="
        left, right = seats(e.left, at), seats(e.right, at)
        if left is None or right is None:
            return None
        if len(left) == 1 and len(right) == 1:
            return (left == right) == (e.op == "==")
        if not left & right:  # never the same seat
            return e.op == "!="
        return None
    env: Env = dict.fromkeys(PLAYER_ATTRIBUTES, at.n)
    known = value(e, env)
    return known if isinstance(known, bool) else None


def lands(stmt: nodes.Stmt, event: str, at: _Moment) -> Seats | None:
    """The seats ``stmt`` lands on at ``at`` (module text; None: any seat; an empty set
    for a statement that lands on nobody)."""
    n, a, d = at.n, at.acting, at.direction
    if isinstance(stmt, nodes.Skip | nodes.Draw | nodes.Pickup | BURDENS):
        return seats(stmt.who, at)
    if isinstance(stmt, nodes.Reverse):
        return frozenset({(a - d) % n})
    if isinstance(stmt, nodes.Restrict):
        return frozenset({a}) if event in OWN_PLAY_EVENTS else frozenset({(a + d) % n})
    return frozenset()


def _walk(body: Sequence[nodes.Stmt], facts: tuple[nodes.Expr, ...],
          loop: nodes.Role | None
          ) -> Iterator[tuple[nodes.Stmt, tuple[nodes.Expr, ...], nodes.Role | None,
                              tuple[nodes.Expr, ...]]]:
    """Every simple statement with the facts in force outside and inside the innermost
    ``for each`` around it (the latter read for each player it reaches)."""
    for stmt in body:
        if isinstance(stmt, nodes.If):
            yield from _walk_if(stmt, facts, loop)
        elif isinstance(stmt, nodes.ForEach):
            for s, f, _, inner in _walk(stmt.body, (), stmt.players):
                yield s, (*facts, *f), stmt.players, inner
        elif isinstance(stmt, nodes.Repeat | nodes.Loop):
            yield from _walk(stmt.body, facts, loop)
        else:
            yield stmt, facts, loop, ()


def _walk_if(stmt: nodes.If, facts: tuple[nodes.Expr, ...], loop: nodes.Role | None
             ) -> Iterator[tuple[nodes.Stmt, tuple[nodes.Expr, ...], nodes.Role | None,
                                 tuple[nodes.Expr, ...]]]:
    inside = loop is not None
    for body, cond in ((stmt.then, stmt.condition),
                       (stmt.orelse, nodes.Not(operand=stmt.condition))):
        for s, f, lp, inner in _walk(body, () if inside else (*facts, cond), loop):
            if inside:
                yield s, (*facts, *f), lp, (cond, *inner)
            else:
                yield s, f, lp, inner


def _reached(stmt: nodes.Stmt, event: str, facts: Sequence[nodes.Expr],
             loop: nodes.Role | None, inner: Sequence[nodes.Expr], n: int,
             directions: Sequence[int], standing: str | None
             ) -> tuple[set[int], dict[int, Seats]]:
    """The seats ``stmt`` reaches at ``n`` players over every acting seat (and direction),
    and for each acting seat where it lands (the first direction that lands)."""
    reached: set[int] = set()
    by_actor: dict[int, Seats] = {}
    for d in directions:
        for a in range(n):
            at = _Moment(n, a, d, standing)
            if any(_truth(f, at) is False for f in facts):
                continue
            if loop is None:
                got = lands(stmt, event, at)
            else:
                players = seats(loop, at)
                got = frozenset()
                for t in sorted(players if players is not None else range(n)):
                    there = _Moment(n, a, d, standing, t)
                    if any(_truth(f, there) is False for f in inner):
                        continue
                    here = lands(stmt, event, there)
                    got = got | (frozenset(range(n)) if here is None else here)
            got = frozenset(range(n)) if got is None else got
            reached |= got
            if got and a not in by_actor:
                by_actor[a] = got
    return reached, by_actor


def _standings(hook: nodes.Hook) -> dict[str, str]:
    found: dict[str, str] = {}
    for node in hook.walk():
        s = standing_of(node) if isinstance(node, nodes.Role) else None
        if s is not None:
            found.setdefault(*s)
    return found


def spared(hook: nodes.Hook, *, book_reverses: bool,
           reversals: int | None = None) -> Iterator[Spared]:
    """Every action of ``hook`` whose seats a standing decides (module text), once an
    action, at the largest table size that shows it. ``reversals``: how many reversals
    the book holds (None: unknown); when they are all this hook's, a reversal is read in
    the direction every round begins in as well (:func:`first_turned`)."""
    standings = _standings(hook)
    if not standings:
        return
    alone = reversals is not None and reversals == sum(
        isinstance(x, nodes.Reverse) for x in hook.walk())
    directions = (1, -1) if book_reverses else (1,)
    start = (hook.condition,) if hook.condition is not None else ()
    for stmt, facts, loop, inner in _walk(hook.body, start, None):
        if not isinstance(stmt, nodes.Skip | nodes.Draw | nodes.Pickup | nodes.Reverse
                          | nodes.Restrict | BURDENS) or \
                rule_first_round_only((*facts, *inner)):
            continue  # in the rule's first round the last winner is its creator: LP306
        if isinstance(stmt, nodes.Reverse) and round_opening((*facts, *inner), hook.event):
            # (a reversal before any seat but the leader has played sets the direction
            # the round runs in: one seat beside the leader answers the lead either way,
            # as in the base game, and every seat plays in turn after it; session 38)
            continue
        facts, inner = bound(facts), bound(inner)
        found = _found(stmt, hook, facts, loop, inner, directions, standings)
        if found is None:
            past = tuple(off_clock(f) for f in facts), tuple(off_clock(f) for f in inner)
            if past != (tuple(facts), tuple(inner)):
                found = _found(stmt, hook, past[0], loop, past[1], directions, standings)
        if found is None and isinstance(stmt, nodes.Skip) and answers(hook):
            found = _shielded(stmt, hook, facts, loop, inner, directions, standings)
            if found is None:
                past = tuple(off_clock(f) for f in facts), tuple(off_clock(f) for f in inner)
                if past != (tuple(facts), tuple(inner)):
                    found = _shielded(stmt, hook, past[0], loop, past[1], directions,
                                      standings)
        if found is None and isinstance(stmt, nodes.Reverse) and hook.event in LEAD_EVENTS:
            found = _led(stmt, hook, facts, loop, inner, standings)
        if found is None and isinstance(stmt, nodes.Reverse) and alone:
            found = first_turned(stmt, hook, facts, loop, inner, standings)
        if found is None and isinstance(stmt, nodes.Reverse) and \
                hook.event in RETURN_EVENTS and _sometimes((*facts, *inner)):
            found = _returned(stmt, hook, facts, loop, inner, standings)
        if found is not None:
            yield found


def bound(facts: Sequence[nodes.Expr]) -> tuple[nodes.Expr, ...]:
    """``facts`` (which all hold) with a role they say is a standing read as that standing
    in the others (session 38, r2mech38): ``next player is player left of dealer and
    player left of dealer is last winner`` is ``next player is last winner`` too, the
    standing reached through a role (the dealer, a seat beside it) the moment does not
    place. The facts come back split into the parts that must each hold; as they are when
    no part says a role is a standing."""
    parts = [g if want else nodes.Not(operand=g)
             for g, want in conjuncts([(f, True) for f in facts])]
    said: dict[str, nodes.Role] = {}
    for p in parts:
        if isinstance(p, nodes.Compare) and p.op == "==" and isinstance(
                p.left, nodes.Role) and isinstance(p.right, nodes.Role):
            for a, b in ((p.left, p.right), (p.right, p.left)):
                if standing_of(a) is None and standing_of(b) is not None:
                    said.setdefault(repr(a), b)
    if not said:
        return tuple(facts)

    def swap(n: nodes.Node) -> nodes.Node | None:
        return said.get(repr(n)) if isinstance(n, nodes.Role) else None

    return tuple(p if _says(p, said) else substituted(p, swap) for p in parts)


def _says(p: nodes.Expr, said: dict[str, nodes.Role]) -> bool:
    """Whether ``p`` is one of the facts that say a role is a standing."""
    return isinstance(p, nodes.Compare) and p.op == "==" and any(
        repr(a) in said and standing_of(b) is not None
        for a, b in ((p.left, p.right), (p.right, p.left)))


#: Events after which the next player answers a play that still lies on the pile (the
#: play itself, before or after it; a bonus play, a draw, a take-up, a player going out,
#: a blind card: ``checks.moments.NEXT_DECISION``'s answers; a 3 passed on, whose
#: obligation the next player meets, R-SPECIAL-3; the turn's end, whose pile the next
#: player meets): a skip there passes the turn over the seat that was to answer
ANSWERED = frozenset({("play", "before"), ("play", "after"), ("bonus", "after"),
                      ("draw", "after"), ("take_up", "after"), ("out", "after"),
                      ("flip", "after"), ("pass", "after"), ("turn_end", "before"),
                      ("turn_end", "after")})


def answers(hook: nodes.Hook) -> bool:
    """Whether the next player, at ``hook``'s moment, is the one to answer a play."""
    return (hook.event, hook.timing) in ANSWERED


def _shielded(stmt: nodes.Stmt, hook: nodes.Hook, facts: Sequence[nodes.Expr],
              loop: nodes.Role | None, inner: Sequence[nodes.Expr],
              directions: Sequence[int], standings: dict[str, str]) -> Spared | None:
    """A skip that spares a standing at the front the answer to a play (session 39,
    r2mech39; redteam-r2m39): with the standing at seat 0 it lands on seat 0 alone, and
    at every moment it may fire seat 0 is the seat that was to answer the play just
    made (``after play when play.rank is 8 and next player is last winner: skip next
    player``). Play passes over the standing to the seat after them, who answers in
    their place: the turn order bent round one person however rarely it fires, a shield
    from the answer for the champion (a cost on the champion is a draw or a pickup laid
    on them, and stays clean), a turn taken from the runner-up, the champion's nearest
    rival (redteam21 ``order-nine-skips-runner-up``). A skip whose
    guard leaves the seat to whoever sits next (every seat in turn) is not this: with the
    standing not placed it lands on that seat only too. Last place and the places behind
    it shielded are a catch-up (:data:`FRONT`)."""
    for n in reversed(SIZES):
        free, _ = _reached(stmt, hook.event, facts, loop, inner, n, directions, None)
        if not free - {0}:
            continue
        for key, words in standings.items():
            if key not in FRONT:
                continue
            answerers: list[tuple[int, int]] = []
            for d in directions:
                got, by_actor = _reached(stmt, hook.event, facts, loop, inner, n, (d,), key)
                if got and (got != {0} or any((a + d) % n != 0 for a in by_actor)):
                    answerers = []
                    break
                answerers += [(a, d) for a in by_actor]
            if not answerers:
                continue
            acting, d = answerers[0]
            return Spared(stmt, hook, words, n, (0,), tuple(sorted(free - {0})), acting,
                          (0,), d, shield=True)
    return None


#: Events after which the player who plays next leads the empty table (R-TURN-1, R-TURN-2:
#: a pickup ends the turn and leaves no pile): a reversal there hands that lead on
LEAD_EVENTS = frozenset({"pickup"})


def _led(stmt: nodes.Stmt, hook: nodes.Hook, facts: Sequence[nodes.Expr],
         loop: nodes.Role | None, inner: Sequence[nodes.Expr],
         standings: dict[str, str]) -> Spared | None:
    """A reversal after a pickup that hands the lead on the empty table to a standing at
    the front alone, at the moments of other seats (session 32, redteam24
    ``order-empty-table-to-champion``: after a pickup by the player right of the champion,
    reverse). Play goes clockwise until a rule reverses it (R-TURN-1), so the lead is read
    in that direction: the rule's first firing gives it to the standing. A reversal whose
    lead falls on a seat play moves, or on the standing at its own moments, is not this."""
    for n in reversed(SIZES):
        free, _ = _reached(stmt, hook.event, facts, loop, inner, n, (1,), None)
        for key, words in standings.items():
            if key not in FRONT:
                continue  # a lead for the back is a catch-up
            got, by_actor = _reached(stmt, hook.event, facts, loop, inner, n, (1,), key)
            if got != {0} or not free - got or 0 in by_actor:
                continue
            acting = min(by_actor)
            return Spared(stmt, hook, words, n, (0,), tuple(sorted(free - got)), acting,
                          (0,), 1, gain=True)
    return None


#: Events at which a reversal hands the next turn back to the seat before the acting
#: player whatever lies on the pile: the turn's end, a draw, a take-up (no play the rule
#: chose for them to answer, as a 7 or a King does: a lid on the champion, session 38)
RETURN_EVENTS = frozenset({"turn_end", "draw", "take_up"})


def _sometimes(facts: Sequence[nodes.Expr]) -> bool:
    """Whether ``facts`` read more than seats: a count, a card or the table (``hand of
    acting player is less than 3``), so the reversal does not fire at every turn of the
    seat it names. A reversal at every turn of one seat bounces play back and forth and
    every seat plays as often as before (redteam-mech32 ``fair-champion-left-bounces``)."""
    return any(isinstance(n, nodes.Attribute | nodes.Measure | nodes.CountRef)
               for f in facts for n in f.walk())


def _returned(stmt: nodes.Stmt, hook: nodes.Hook, facts: Sequence[nodes.Expr],
              loop: nodes.Role | None, inner: Sequence[nodes.Expr],
              standings: dict[str, str]) -> Spared | None:
    """A reversal that hands the turn straight back to a standing at the front (session
    44, mech44b): at the end of another seat's turn (a draw, a take-up), read clockwise as
    every round begins (:func:`first_turned`), it lands on the standing alone, and only
    at some of those turns (a count or a card decides): play goes back to the champion,
    who plays again before the seats it was to reach, a turn gained each time it fires
    first in a round ("the direction reverses whenever the player left of last round's
    winner ends a turn short of cards"; R-TURN-1, R-CUSTOM-4). Nothing the rule chose
    lies on the pile for them to answer, so it is no lid (a 7 or a King turned onto the
    champion stays a handicap, session 38)."""
    for n in reversed(SIZES):
        free, _ = _reached(stmt, hook.event, facts, loop, inner, n, (1,), None)
        for key, words in standings.items():
            if key not in FRONT:
                continue  # a turn handed back to the back is a catch-up
            got, by_actor = _reached(stmt, hook.event, facts, loop, inner, n, (1,), key)
            if got != {0} or not free - got or 0 in by_actor:
                continue
            return Spared(stmt, hook, words, n, (0,), tuple(sorted(free - got)),
                          min(by_actor), (0,), 1, gain=True, returned=True)
    return None


def first_turned(stmt: nodes.Stmt, hook: nodes.Hook, facts: Sequence[nodes.Expr],
                 loop: nodes.Role | None, inner: Sequence[nodes.Expr],
                 standings: dict[str, str]) -> Spared | None:
    """A reversal, the book's only one, read clockwise alone (session 38, r2mech38): play
    goes clockwise until a rule reverses it (R-TURN-1), and every round begins so, so the
    rule's first firing in every round, and every firing up to its own next one, comes with
    play going clockwise. A reversal whose standing is placed by a side of the table
    (``player left of acting player is last winner``: the seat a 7 was to reach) turns the
    play away from the standing there, at every first firing, though against the clock
    (after its own turn) the same words would turn it onto them: the seats the guard
    chooses by who won are chosen all the same (R-CUSTOM-4). Read both ways it is found
    only when every direction spares the standing (``next player is last winner``); a
    reversal that lands on the standing clockwise (``player right of acting player``: the
    standing answers in place of the seat play was to reach) is a handicap, and stays."""
    return _found(stmt, hook, facts, loop, inner, (1,), standings)


#: Standings at the front of last round's finishing order: a seat they spare is a favour
#: on the front (R-CUSTOM-4). The others (last place, a place from 3 on, the biggest
#: picker) are behind: sparing them is a catch-up, the legal ``mercy-turn-last-place``.
FRONT = frozenset({"placed 1", "placed 2"})


def aimed(key: str, stmt: nodes.Stmt, free: set[int], got: set[int],
          by_actor: dict[int, Seats], n: int) -> bool:
    """Whether the seats ``got`` that ``stmt`` reaches with the standing ``key`` at seat 0
    (``free``: with it not placed; ``by_actor``: where it lands for each acting seat) are
    chosen by the standing (module text): the standing never bears it while a seat it
    could reach is never reached. Behind the front, every seat but the standing's is a
    catch-up, a reversal too (it spares the seat it was to reach), and a seat beside the
    standing hit only at the standing's own moments is its power (a catch-up): only a
    seat beside it hit at other seats' moments is reported. A seat that bears the action
    only at its own moments, for its own move, is no seat beside the standing chosen but
    whoever answers the standing's play (``after clear when previous player is last
    round's last place: the clearer draws 1``): the back of the field made costly to
    answer, a shelter for the back as the champion's is a favour to the front (FRONT),
    a catch-up (R-CUSTOM-4; session 47, redteam38 ``fair-clear-on-last-place-pays``)."""
    missed = free - got
    if not got or 0 in got or not missed:
        return False
    if key in FRONT:
        return True
    if isinstance(stmt, nodes.Reverse) or got == set(range(1, n)):
        return False
    if all(seats == {a} for a, seats in by_actor.items()):
        return False  # a cost on whoever answers the back: their own move's (session 47)
    return any(a != 0 for a in by_actor)


def _found(stmt: nodes.Stmt, hook: nodes.Hook, facts: Sequence[nodes.Expr],
           loop: nodes.Role | None, inner: Sequence[nodes.Expr],
           directions: Sequence[int], standings: dict[str, str]) -> Spared | None:
    for n in reversed(SIZES):
        free, _ = _reached(stmt, hook.event, facts, loop, inner, n, directions, None)
        for key, words in standings.items():
            got, by_actor = _reached(stmt, hook.event, facts, loop, inner, n,
                                     directions, key)
            if not aimed(key, stmt, free, got, by_actor, n):
                continue
            acting = min(by_actor, key=lambda a: (a == 0, a))
            turned = next(d for d in directions if acting in _reached(
                stmt, hook.event, facts, loop, inner, n, (d,), key)[1])
            return Spared(stmt, hook, words, n, tuple(sorted(got)),
                          tuple(sorted(free - got)), acting, tuple(sorted(by_actor[acting])),
                          turned)
    return None


def book_spared(book: nodes.RuleBook) -> Iterator[tuple[nodes.Rule, Spared]]:
    """Every rule of ``book`` with each action whose seats a standing decides."""
    reversals = sum(isinstance(x, nodes.Reverse) for x in book.walk())
    for rule in book.rules:
        for hook in rule.hooks:
            for found in spared(hook, book_reverses=reversals > 0, reversals=reversals):
                yield rule, found
