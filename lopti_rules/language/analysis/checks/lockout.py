"""Locks a player out (LP211; R-TURN-1, R-CUSTOM-2): skips on every turn, two players left.

Every game with a skip rule comes down to two players left. There ``next player``,
``previous player``, ``every other player`` and any neighbour of the acting player are
all the same person: the one who is not acting. A book that skips that person on *every*
turn passes over every one of their turns: the acting player plays again, skips them
again, and their turn never comes (R-TURN-1: play goes round the players still in;
R-CUSTOM-2: a rule may not block a base event, here the other player's turn). Games
then end only if the acting player plays out alone, or never (the no-progress watch,
play/progress.py, stops the rule).

"Every turn" is a property of the book's hooks on the events every turn has: ``turn``
and ``turn_end`` (each of their hooks, before or after, taken on its own), or ``play``
together with ``pickup`` (a turn ends in plays or in a pickup, R-TURN-2). Skips in one
such hook, across the rules and files of the book, are added up on every table their
guards can tell apart (guards.py): the book locks a player out when on every table the
other player is skipped more often than the acting player (skips of both cancel: the
engine passes over one turn of each and the other player still gets theirs). A role
that may be anyone (``player with the most cards``) counts as maybe the acting player,
and a guard the analysis cannot read or that spares some table counts as sparing it:
the check reports only what holds on every turn. A skip with a condition that is false
on some turns (``after play when play.rank is 8``) stays legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...catalogue import vocabulary
from ...tree import nodes
from ..wholebook import BookCheck, BookHook
from .duelturns import SHARE, duel_share
from .guards import Site, Unknown, combinations, constants, runs, site_reads, sites, times
from .heavylock import EVERY_TURN as HEAVY_EVENTS
from .heavylock import passed_over
from .pingpong import EVERY_TURN as BOUNCE_EVENTS
from .pingpong import bouncing
from .seating import current_at, role_offset

#: Groups of hooks that run on every turn: one event and timing, or (play, pickup) pairs.
EVERY_TURN: tuple[tuple[tuple[str, str], ...], ...] = (
    (("turn", "before"),), (("turn", "after"),),
    (("turn_end", "before"),), (("turn_end", "after"),),
)
#: Every turn ends in plays or a pickup (R-TURN-2): a skip on every play together with
#: one on every pickup is a skip on every turn.
PLAY_OR_PICKUP: tuple[tuple[str, str], ...] = (("play", "before"), ("play", "after"))
PICKUPS: tuple[tuple[str, str], ...] = (("pickup", "before"), ("pickup", "after"))

#: Who a skipped role is at a table of two players left.
OTHER, ACTING, BOTH, ANYONE = "other", "acting", "both", "anyone"


def side(role: nodes.Role, event: str, timing: str, loop: nodes.Role | None = None) -> str:
    """Who ``role``, read in a ``timing`` ``event`` hook, is at a table of two players
    left: the acting player, the other one, both, or maybe either (``anyone``)."""
    if role.kind == "that":
        return side(loop, event, timing) if loop is not None else ANYONE
    if role.kind in vocabulary.RELATIVE_ROLES and role.of is not None:
        # the first player still in beside a role is, of two, the one it is not
        return {OTHER: ACTING, ACTING: OTHER}.get(side(role.of, event, timing), ANYONE)
    if role.kind == "every_other":
        return OTHER
    if role.kind in ("every", "still_in"):
        return BOTH
    if role.kind not in ("acting", "next", "previous"):
        return ANYONE
    offset = role_offset(role, 0, current_at(event, timing), None)
    if offset is None:
        return ANYONE
    return OTHER if offset % 2 else ACTING


class Lockout(BookCheck):
    """LP211, the one reporter of a player locked out of their turns (R-TURN-1): the book
    skips the player who is not acting on every turn, two players left; passes over a
    player on every turn for holding many cards (heavylock.py); or turns the direction
    round on every turn at three players in or more (pingpong.py)."""

    def check(self) -> None:
        self.two_left()
        self.heavy()
        self.bounce()
        self.duel()

    def duel(self) -> None:
        """A skip of the other player that acts only with two players in, on a fifth of
        the plays or more: a kept turn, whoever plays so plays again (duelturns.py); a
        skip on every turn is two_left's."""
        told = {(f, d.line, d.column) for f, d in self.found if d.code == "LP211"}
        for bh in self.book.hooks:
            for s in sites(bh.hook):
                if not isinstance(s.action, nodes.Skip) or (
                        bh.filename, s.action.line, s.action.column) in told:
                    continue
                share = duel_share(s, side(s.action.who, bh.hook.event, bh.hook.timing,
                                           s.loop) == OTHER)
                if share is None or share < SHARE:
                    continue
                message = (f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                           f"{self.where(bh, s.action.line)}): this skip acts only with two "
                           f"players in, where it hands the turn back to the player who "
                           f"just played, on about {share:.0%} of the plays: whoever plays "
                           f"so plays again and again, but the turn goes round the players "
                           f"still in (R-TURN-1)")
                hint = ("give the skip a condition that is false on most plays (like "
                        "'after play when play.rank is 8')")
                self.report("LP211", bh.filename, s.action, message, hint)

    def two_left(self) -> None:
        skips: dict[tuple[str, str], list[tuple[BookHook, Site]]] = {}
        for bh in self.book.hooks:
            key = (bh.hook.event, bh.hook.timing)
            for s in sites(bh.hook):
                if isinstance(s.action, nodes.Skip):
                    skips.setdefault(key, []).append((bh, s))
        for group in EVERY_TURN:
            found = [p for key in group for p in skips.get(key, [])]
            if found and self.every_time(found):
                self.locked(found, "on every turn")
                return
        plays = next((found for key in PLAY_OR_PICKUP
                      if (found := skips.get(key, [])) and self.every_time(found)), None)
        picks = next((found for key in PICKUPS
                      if (found := skips.get(key, [])) and self.every_time(found)), None)
        if plays and picks:
            self.locked([*plays, *picks], "on every play and every pickup, so on every turn")

    def every_time(self, group: Sequence[tuple[BookHook, Site]]) -> bool:
        """Whether on every table the guards of ``group`` tell apart, its skips pass over
        the other player more often than the acting player (two players left)."""
        try:
            needed = set()
            for _, s in group:
                needed |= site_reads(s)
            near = constants(e for _, s in group for e in (*(c for c, _ in s.guards),
                                                          *s.times))
            for env in combinations(sorted(needed), {}, near=near):
                other = acting = 0
                for bh, s in group:
                    n = times(s, env) if runs(s, env) else 0
                    if not n:
                        continue
                    who = side(s.action.who, bh.hook.event,  # type: ignore[attr-defined]
                               bh.hook.timing, s.loop)
                    other += n if who in (OTHER, BOTH) else 0
                    acting += n if who != OTHER else 0
                if other <= acting:
                    return False
        except Unknown:
            return False  # what the guards read has no range here: not decided, not reported
        return True

    def locked(self, used: Sequence[tuple[BookHook, Site]], when: str) -> None:
        names = ", ".join(f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                          f"{self.where(bh, s.action.line)})" for bh, s in used)
        they = "these skip" if len(used) > 1 else "this skips"
        message = (f"{names}: at a table of two players left {they} the player who is "
                   f"not acting {when}: the acting player plays again "
                   f"and their turn never comes, but every player still in gets a turn "
                   f"in the order of play (R-TURN-1) and a rule may not block it "
                   f"(R-CUSTOM-2)")
        hint = ("give the skip a condition that is false on some turns (like 'after play "
                "when play.rank is 8')")
        done: set[str] = set()
        for bh, s in used:
            if bh.filename not in done:
                done.add(bh.filename)
                self.report("LP211", bh.filename, s.action, message, hint)

    def heavy(self) -> None:
        """A player passed over on every turn for holding many cards, which being passed
        over keeps true (heavylock.py)."""
        for bh in self.book.hooks:
            if bh.hook.event not in HEAVY_EVENTS:
                continue
            for s in sites(bh.hook):
                found = passed_over(s)
                if found is not None:
                    self.heavy_locked(bh, s, *found)

    def heavy_locked(self, bh: BookHook, s: Site, key: str, what: str) -> None:
        who = {"candidate": "every player it names", "most": "the player with the most cards",
               "next": "the next player", "previous": "the previous player"}.get(
            key, key.replace("_", " "))
        why = ("a player passed over plays no card and keeps holding them, so their turn "
               "never comes again, but every player still in gets a turn in the order of "
               "play (R-TURN-1)")
        rest = (f"this skips {who} on every turn while they hold more cards: {why}"
                if what == "skips" else f"this turns the direction away from {who} on every "
                f"turn while they hold more cards: {why}")
        message = (f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                   f"{self.where(bh, s.action.line)}): {rest}")
        hint = ("let the player with many cards catch up instead, or give the rule a "
                "condition that is false on most turns (like 'after play when play.rank "
                "is 8')")
        self.report("LP211", bh.filename, s.action, message, hint)

    def bounce(self) -> None:
        """The direction turned round on every turn at three players in or more
        (pingpong.py)."""
        for bh in self.book.hooks:
            if bh.hook.event not in BOUNCE_EVENTS or (bh.hook.event == "play"
                                                      and bh.hook.timing == "before"):
                continue
            found = sites(bh.hook)
            reversals = [s for s in found if isinstance(s.action, nodes.Reverse)]
            if len(reversals) != 1:  # two in one firing turn it back
                continue
            players = bouncing(reversals[0])
            if players is not None:
                self.bounced(bh, reversals[0], players)

    def bounced(self, bh: BookHook, s: Site, players: int) -> None:
        message = (f"rule \"{bh.rule.name}\" ({bh.hook.timing} {bh.hook.event}, "
                   f"{self.where(bh, s.action.line)}): this turns the direction round on "
                   f"every turn with {players} players in: the turn bounces between two "
                   f"players and the others wait until the pile is picked up or cleared, "
                   f"but every player still in gets a turn in the order of play (R-TURN-1)")
        hint = ("turn the direction round on a rank's play (like 'after play when play.rank "
                "is 9'), not on every turn")
        self.report("LP211", bh.filename, s.action, message, hint)
