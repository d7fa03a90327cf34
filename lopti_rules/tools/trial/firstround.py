"""What a book does over its whole first round to a player the rounds before it picked
(R-CUSTOM-3, LP601; issue 29, session 27: docs/trial.md "Session 27, second round: the
rule's first round").

The trial's "first deal" comparison (``measures.first_deal``) reads the deal of the
rule's first round only. A guard that holds all through the rule's first round and never
after ("while the rule's pickups are the round's pickups": equal only in the round the
rule was adopted in, since the rule counts from its adoption and the round from its
deal) taxes, at every pickup of that round, a player named by the round before the rule
(last round's biggest picker): the deal sees nothing, and over the evening the tax is one
round in seven, too thin for the standings' tallies.

**First round** (LP601): the count rebuilds, for each book round, who the round before it
picked: the seat at each place of its finishing order and its biggest picker (the
standings a rule can name, R-CUSTOM-4). Per ordinary evening and standing, what the
book's effects put on that standing's seat over the rule's first round beyond the other
seats' mean (``RoundFacts.burden``, the creator left out), minus the same over its later
rounds on average (each on the standings of its own previous round), rejected above
``config.first_round_floor``. A rule that does the same every round gives about 0
whatever it does; a rule that waits (from its second round on) less than 0; a rule that
acts in its first round only on a role play decides (the picker, the clearer) spreads
over the standings at random, so no standing's mean leaves 0; a rule that acts in its
first round only on a standing of the round before it acts on what was played before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..evenings import Evening, RoundFacts
from .config import TrialConfig
from .findings import KINDS, Seen, Worded
from .folds import Fold
from .measures import Comparison

KIND = "first round"
#: the standing of the biggest picker (a finishing place is its index)
PICKER = "picker"


def tests(players: int) -> int:
    """How many comparisons :func:`compare` makes at ``players`` (for Bonferroni): one
    per finishing place and the biggest picker."""
    return players + 1


def _previous(e: Evening) -> list[RoundFacts]:
    """Each book round's previous round (the last base round before the adoption first)."""
    k = len(e.base) - len(e.book)
    return [e.base[k - 1], *e.book[:-1]] if k >= 1 else []


def _seat(prev: RoundFacts, standing: int | str, players: int) -> int | None:
    """The seat at ``standing`` of round ``prev`` (None: nobody, or a tie for most
    pickups)."""
    if standing == PICKER:
        most = max(prev.picked, default=0)
        top = [s for s, n in enumerate(prev.picked) if n == most]
        return top[0] if most and len(top) == 1 else None
    assert isinstance(standing, int)
    return prev.order[standing] if len(prev.order) == players else None


def _excess(r: RoundFacts, seat: int | None, creator: int) -> float | None:
    """What the book put on ``seat`` over round ``r`` beyond the other seats' mean, the
    creator left out (None: no seat, or the creator's)."""
    if seat is None or seat == creator or not r.burden:
        return None
    rest = [d for s, d in enumerate(r.burden) if s not in (seat, creator)]
    return r.burden[seat] - (sum(rest) / len(rest) if rest else 0.0)


def _most(r: RoundFacts, creator: int) -> int:
    """The most the book put on one seat other than ``creator`` over round ``r``, beyond
    the least it put on any seat (what every player gets alike names nobody)."""
    if not r.burden:
        return 0
    return max((d for s, d in enumerate(r.burden) if s != creator), default=0) - \
        min(r.burden)


def once(e: Evening) -> float:
    """How much more the rule's first round put on one seat than its later rounds did on
    average (``measures.first_deal`` over the whole round)."""
    later = e.book[1:]
    return _most(e.book[0], e.creator) - sum(_most(r, e.creator) for r in later) / len(later)


def first_round(e: Evening, standing: int | str, players: int) -> float | None:
    """The lesser of :func:`once` and the standing's excess over the rule's first round
    minus its mean excess over the later rounds (None: the evening has no value for it):
    the first round acts once, and on the standing the round before it picked."""
    prev = _previous(e)
    if len(prev) < 2:
        return None
    ex = [_excess(r, _seat(p, standing, players), e.creator)
          for r, p in zip(e.book, prev, strict=True)]
    later = [x for x in ex[1:] if x is not None]
    if ex[0] is None or not later:
        return None
    return min(once(e), ex[0] - sum(later) / len(later))


def compare(evenings: Sequence[Evening], ordinary: Sequence[bool], config: TrialConfig,
            fold: Fold | None = None) -> list[Comparison]:
    """One comparison per standing (:func:`tests`) over the ordinary evenings (``fold``:
    their values folded at the earlier looks, ``folds.py``)."""
    used = [(k, e) for k, e in enumerate(evenings) if ordinary[k] and len(e.book) > 1]
    players = len(used[0][1].book[0].burden) if used and used[0][1].book[0].burden else 0
    fold = Fold() if fold is None else fold
    out = []
    for standing in [*range(players), PICKER] if players else ():
        pairs = fold.one((KIND, standing), used, first_round, standing, players)
        out.append(Comparison((KIND, standing), tuple(v for _, v in pairs),
                              config.first_round_floor, "above", None,
                              tuple(k for k, _ in pairs)))
    return out


#: The finding's wordings (report/trialwords.py), for the biggest picker and for a place
_ON_PICKER = ("the book acts on the rounds before it: over its first round its effects put "
              "{n} cards or turns more on last round's biggest picker than on the other "
              "players, beyond what its later rounds put on that standing, at {v} players; a "
              "rule acts from its adoption on (R-CUSTOM-3), not on what was played before it")
_ON_PLACE = ("the book acts on the rounds before it: over its first round its effects put {n} "
             "cards or turns more on the player placed {k} last round than on the other "
             "players, beyond what its later rounds put on that standing, at {v} players; a "
             "rule acts from its adoption on (R-CUSTOM-3), not on what was played before it")


def _words(s: Seen, kind: str) -> Worded:
    standing = s.c.key[1]
    first = s.e.book[0]
    prev = _previous(s.e)
    seat = _seat(prev[0], standing, s.t.players) if prev else None
    what = (_ON_PICKER if standing == PICKER else _ON_PLACE).format(
        n=f"{s.b.mean:+.1f}", k="" if standing == PICKER else int(standing) + 1,
        v=s.t.players)
    got = first.burden[seat] if seat is not None and first.burden else 0
    return what, "LP601", "R-CUSTOM-3", \
        f"round {first.number}, seat {seat if seat is not None else 0} ({got} over the round)"


KINDS[KIND] = _words
