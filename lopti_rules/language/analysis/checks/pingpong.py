"""The direction turned round on every turn: play bounces between two players (LP211; R-TURN-1):
the reading; lockout.py, the one reporter of LP211, reports it.

With three or more players in, ``reverse the direction`` after a turn hands the next turn
back to the player before the one who just played; if the direction turns round again
after that player's turn, the turn comes back to the first. A book that turns it round on
**every turn** (a hook on ``turn``, ``turn_end`` or every ``play``) makes the turn bounce
between the same two players, and everyone else waits until the pile is picked up or
cleared: at three players the one in the middle loses about half of their turns, at four
or five two or three players lose most of theirs. Every player still in takes turns in
the order of play (R-TURN-1). It does so at whatever table size its condition allows, and
that is the point of a rule that writes ``table.players_in is 3``: it looks harmless at
the other table sizes.

"Every turn" here is a condition that reads nothing but what stays the same from one turn
to the next (the number of players, the round's number, the rule's age: checks/heavylock.py
STEADY), what keeps holding once it holds (``round.turns is at least 20``:
heavylock.eventually) and, at most, that the turn left a pile (``table.pile is at least
1``: true after every play that does not clear it). A reversal under any other condition
(a rank played, every twentieth turn, a pile of twelve or more) is a swing now and then,
and stays legal. The check looks for a table of three players or more where the condition
holds; a book whose reversals come in pairs, or in a ``repeat``, is not read here.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...tree import nodes
from .guards import Site, constants, holds
from .heavylock import STEADY, eventually, terms

#: Hooks on these events run on every turn (``play``: every turn that plays).
EVERY_TURN = frozenset({"turn", "turn_end", "play"})
PILE = ("table", "pile")
#: Piles a turn that left one may leave (one card up to a deck).
PILES = (1, 2, 3, 5, 12, 30, 52)


def _reads(term: nodes.Expr) -> set[tuple[str, str]] | None:
    """The attributes ``term`` reads, or None when it reads anything but attributes."""
    out = set()
    for n in term.walk():
        if isinstance(n, nodes.Measure | nodes.Role | nodes.CountRef):
            return None
        if isinstance(n, nodes.Attribute):
            out.add((n.namespace, n.name))
    return out


def _tables(near: frozenset[int]) -> Iterator[dict[tuple[str, str], object]]:
    """Tables of three players in or more, over the steady attributes (the round's number
    and the rule's age at the guards' numbers and beside them)."""
    ages = sorted({1, 2, 3, 100} | {v + d for v in near for d in (-1, 0, 1) if v + d >= 1})
    for players in (3, 4, 5):
        for players_in in range(3, players + 1):
            for number in ages:
                for age in ages:
                    yield {("table", "players"): players, ("deal", "players"): players,
                           ("table", "players_in"): players_in, ("round", "number"): number,
                           ("rule", "rounds"): age}


def bouncing(site: Site) -> int | None:
    """The number of players in at which ``site`` (a reversal) turns the direction round on
    every turn that leaves a pile, or None."""
    if not isinstance(site.action, nodes.Reverse) or site.action.instead or site.times:
        return None
    conjuncts = []
    for condition, must in site.guards:
        for t in terms(condition, must):
            if t is None:
                return None
            if eventually(t):  # holds on every turn from some turn on
                continue
            read = _reads(t)
            if read is None or not read <= STEADY | {PILE}:
                return None
            conjuncts.append(t)
    near = constants(conjuncts)
    for table in _tables(near):
        if all(holds(t, {**table, PILE: pile}) for t in conjuncts for pile in PILES):
            players = table[("table", "players_in")]
            return players if isinstance(players, int) else None
    return None

