"""LP206's search made fast (issue 26): which cards reach the acting player between the
play and its draw, on every table the book's draw-time hooks can tell apart.

``outcomes.ProtectedOutcomes.cancels_draw`` asks: is there a table (values of every
variable the hooks read) on which cards that are not drawn lift every hand that would
draw to three? ``outcomes.arrivals`` answers it for one table; going through every
table of the product of the domains with it cost 0.4 s of a 50-rule book's lint, and
grew with every variable a new rule reads. :class:`ArrivalTable` gives the same answer,
table for table, at a fraction of the cost. ``tests/language/test_lint_cache.py``
compares it with the plain search over books made of the examples' draw-time hooks.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ....engine.outcomes import DRAW_BELOW
from ...tree import nodes
from .guards import Env, Site, Var

#: The cards not drawn that, lifting one hand that would draw to three, are more than the
#: one card its draw brings (R-DRAW-1): LP206 at that moment (session 45).
MORE_THAN_DRAW = 2


@dataclass(frozen=True, slots=True)
class Arrival:
    """One site of the search: what it reads, whether it runs before the play (its hand
    still holds the played cards) and whether its cards are a draw."""

    site: Site
    reads: frozenset[Var]
    early: bool
    is_draw: bool


class ArrivalTable:
    """:func:`arrivals` made fast for LP206's search over every table (issue 26), with
    the same answers (``tests/language/test_lint_cache.py`` compares them):

    - each site's cards are kept by the values it reads (its own variables, and the
      hand it sees when it reads ``hand of acting player``), so a site is worked out
      once for each table it can tell apart, not once for every table of the book;
    - the values of a variable that no site can tell apart are gone through once: the
      first of them stands for the rest (:meth:`classes`). Which values a site can tell
      apart is worked out over every value of its other variables and every hand it may
      see (the hands the sites before it can leave, :meth:`hands_seen`), so the search
      over the classes finds the very table the search over every value finds first.
    """

    def __init__(self, ran: Sequence[Arrival], space: Sequence[Var], hand: Var,
                 received: Callable[[Site, Env], int]) -> None:
        at = {v: i for i, v in enumerate(space)}
        self.space = tuple(space)
        self.hand = hand
        self.work_out = received
        self.count = at[("play", "count")]
        self.source = at.get(("play", "source"))
        #: (site, positions of the variables it reads, reads the hand, runs before the
        #: play, is a draw, its cards by those values), in the order the sites run
        self.sites: list[tuple[Site, tuple[int, ...], bool, bool, bool, dict[object, int]]] = [
            (a.site, tuple(at[v] for v in sorted(a.reads) if v in at), hand in a.reads,
             a.early, a.is_draw, {}) for a in ran]
        #: whether every card not drawn comes from another player's hand (a give): the
        #: one-hand branch of :meth:`first_cancelling` asks it. Cards taken back from the
        #: cleared cards are fed back to play, which the refill judges weigh (LP403, the
        #: trial's runaway, the audit's LP504: examples/rejected/recycle-cleared)
        self.gifts_only = all(isinstance(a.site.action, nodes.Give) for a in ran
                              if not a.is_draw)

    def received(self, k: int, values: Sequence[object], seen: int) -> int:
        """The cards site ``k`` puts into the acting player's hand on the table ``values``
        when the player holds ``seen`` cards (kept by the values the site reads)."""
        site, where, reads_hand, _, _, kept = self.sites[k]
        key = (tuple(values[i] for i in where), seen if reads_hand else None)
        n = kept.get(key)
        if n is None:
            env = dict(zip(self.space, values, strict=True))
            env[self.hand] = seen
            n = kept[key] = self.work_out(site, env)
        return n

    def cards(self, values: Sequence[object], hand: int) -> tuple[int, int]:
        """(cards drawn, cards not drawn) that reach the acting player on the table
        ``values`` (in the order of the space) with ``hand`` cards left after the play."""
        count = values[self.count]
        assert isinstance(count, int)
        from_hand = self.source is None or values[self.source] == "hand"
        before = hand + count if from_hand else hand
        drawn = given = 0
        for k, (_, _, _, early, is_draw, _) in enumerate(self.sites):
            n = self.received(k, values, (before if early else hand) + drawn + given)
            if is_draw:
                drawn += n
            else:
                given += n
        return drawn, given

    def hands_seen(self, doms: Sequence[tuple[object, ...]]) -> list[set[int]] | None:
        """For each site, every hand it may see on some table (a superset), or None when
        they are too many to go through."""
        counts_ = [c for c in doms[self.count] if isinstance(c, int)]
        seen = {h + c for h in (0, 1, 2) for c in (0, *counts_)}
        out = []
        for k, (_, where, reads_hand, _, _, _) in enumerate(self.sites):
            out.append(set(seen))
            gives: set[int] = set()  # what the site may give (on a hand it does not read)
            after = set(seen)
            for proj in itertools.product(*(doms[i] for i in where)):
                values: list[object] = [d[0] for d in doms]
                for i, v in zip(where, proj, strict=True):
                    values[i] = v
                if reads_hand:
                    after |= {h + self.received(k, values, h) for h in seen}
                else:
                    gives.add(self.received(k, values, 0))
            seen = after | {h + n for h in seen for n in gives}
            if len(seen) > 200:
                return None
        return out

    def classes(self, doms: Sequence[tuple[object, ...]]) -> list[tuple[object, ...]]:
        """Each variable's values, one for each class of values no site tells apart: the
        first of the class, in the domain's order. Unchanged for the variables the search
        reads itself (``play.count``, ``play.source``) and when the hands are too many."""
        hands = self.hands_seen(doms)
        if hands is None:
            return list(doms)
        out = []
        for i, dom in enumerate(doms):
            readers = [k for k, (_, where, *_) in enumerate(self.sites) if i in where]
            if i in (self.count, self.source) or len(dom) < 2:
                out.append(dom)
                continue
            firsts: dict[tuple[int, ...], int] = {}  # what the sites do -> first value
            for n, v in enumerate(dom):
                shape: list[int] = []
                for k in readers:
                    where, reads_hand = self.sites[k][1], self.sites[k][2]
                    others = [j for j in where if j != i]
                    for proj in itertools.product(*(doms[j] for j in others)):
                        values: list[object] = [d[0] for d in doms]
                        values[i] = v
                        for j, w in zip(others, proj, strict=True):
                            values[j] = w
                        shape += [self.received(k, values, h)
                                  for h in (sorted(hands[k]) if reads_hand else (0,))]
                firsts.setdefault(tuple(shape), n)
            out.append(tuple(dom[n] for n in sorted(firsts.values())))
        return out

    def first_cancelling(self, doms: Sequence[tuple[object, ...]]
                         ) -> tuple[dict[Var, object], int] | None:
        """The first table (in the order of :func:`~.guards.combinations`) on which the
        cards not drawn lift every hand that would draw to three, with the first hand they
        reach, or lift one such hand with more cards than the one its draw would bring
        (:data:`MORE_THAN_DRAW`) given by other players, with that hand; None when there
        is none (LP206's question). A single card in place of the draw keeps the hand's size
        (examples/rules/queen-tax); two or more are a burden the play did not earn, and the
        draw the play earned is gone at that moment, however rarely it comes (R-DRAW-1,
        R-CUSTOM-2; session 45, redteam-mech45 ``gift-cancels-late-draw``)."""
        try:
            reduced = self.classes(doms)
        except Exception:  # noqa: BLE001 - a table the plain search may never reach:
            reduced = list(doms)  # it meets (or raises) what it meets, in its order
        for values in itertools.product(*reduced):
            first = None
            every = True
            from_hand = self.source is None or values[self.source] == "hand"
            for hand in (0, 1, 2) if from_hand else (0,):  # _hand_fits
                drawn, given = self.cards(values, hand)
                if not given:
                    continue
                lifted = hand + drawn < DRAW_BELOW <= hand + drawn + given
                if lifted and given >= MORE_THAN_DRAW and self.gifts_only:
                    return dict(zip(self.space, values, strict=True)), hand
                if first is None:
                    first = hand
                every = every and lifted  # else this hand still draws: the gift keeps it
            if every and first is not None:
                return dict(zip(self.space, values, strict=True)), first
        return None
