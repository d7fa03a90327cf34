"""A skip that acts only with two players in keeps the turn (LP211; R-TURN-1): the reading;
lockout.py, the one reporter of LP211, reports it.

With two players in, the player after the acting one is the other player: a skip of them
hands the turn straight back to the player who just played (R-TURN-1: the turn goes
round the players still in; a clear's bonus play is the base game's only second play,
R-DRAW-2). A skip whose guards let it act **only** then (``table.players_in is 2``,
``is at most 2``, a two-player table) does nothing at bigger tables: what it is written
for is the kept turn. On a play that comes often, by the play's shape (its rank and
number of cards), whoever plays so keeps the turn and plays again and again: "at two
players in, a play of two cards or more skips the other player" (redteam9
``invent-duel-pairs-keep-turn``), "a play of an 8 or higher" (redteam8
``invent-heads-up-keeps-turn``).

How often is read off the guards, not their spelling: every rank and number of cards is
tried with two players in (guards.py), each rank as likely as another and a play of
one, two, three or four cards weighted by :data:`CARDS` (a rough table of how plays come
in the base game), and the skip is a kept-turn engine when it acts on :data:`SHARE` of
the plays or more. A skip on one rank (an 8: under a tenth) stays legal, and so does a
skip that also acts at bigger tables (``players_in is at most 3``, ``is even``), where
it passes over a player and the turn goes on; a guard on anything else than the play's
shape and the table (a hand, a count) is not read here, nor a skip on every play with
two players in (``examples/rejected/lockout-two-in.lopti``): the trial judges what they
do (LP802, the kept turns: 0.81 of the decisions for the latter).
"""

from __future__ import annotations

from ...tree import nodes
from .guards import Site, Unknown, combinations, constants, runs, site_reads

#: How often a play of 1, 2, 3 and 4 cards comes, roughly (singles most)
CARDS = {1: 0.75, 2: 0.2, 3: 0.04, 4: 0.01}
#: The share of plays at or above which a skip that acts only with two players in keeps
#: the turn too often: a fifth (pairs and more: a quarter; one rank: a thirteenth)
SHARE = 0.2
#: The attributes that say how many players are in (a two-player table has two in)
PLAYERS = (("table", "players_in"), ("table", "players"), ("deal", "players"))
#: What the share reads: the play's shape
SHAPE = (("play", "rank"), ("play", "count"))
#: The hooks whose skips are read: a play's
EVENTS = ("play",)
#: The ranks a play may be of, each as likely (2 to Ace)
RANKS = 13


def duel_share(site: Site, skips_other: bool) -> float | None:
    """The share of plays (:data:`CARDS`, ranks alike) on which ``site``'s skip keeps the
    turn, when it acts only with two players in and ``skips_other`` (its target is the
    player who is not acting); None when it does not, or its guards read more than the
    table and the play's shape."""
    if not skips_other or site.hook.event not in EVENTS or not isinstance(
            site.action, nodes.Skip):
        return None
    try:
        read = site_reads(site)
        if not read & set(PLAYERS) or not read & set(SHAPE) or read - set(PLAYERS) - set(
                SHAPE):
            return None  # on every play: the trial's kept turns (LP802)
        near = constants(c for c, _ in site.guards)
        fixed: dict[tuple[str, str], tuple[object, ...]] = {
            ("play", "rank"): tuple(range(2, 15)), ("play", "count"): tuple(CARDS)}
        fixed.update({v: tuple(range(2, 6)) for v in PLAYERS})  # one in: the round is over
        shape = sorted(read | set(SHAPE))
        acting = [env for env in combinations(shape, fixed, near=near) if runs(site, env)]
    except Unknown:
        return None  # what the guards read has no range here: the trial's to judge
    if not acting or any(all(env.get(v, 2) != 2 for v in PLAYERS if v in read)
                         for env in acting):
        return None  # never, or also with more than two players in
    seen = {(env[("play", "rank")], env[("play", "count")]) for env in acting
            if all(env.get(v, 2) == 2 for v in PLAYERS if v in read)}
    return sum(CARDS[c] for _r, c in seen if isinstance(c, int)) / RANKS
