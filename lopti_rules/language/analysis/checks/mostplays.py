"""A restriction that binds on most plays bars what always plays (LP207, LP208; R-SPECIAL-2,
R-SPECIAL-3, R-SPECIAL-10, R-CUSTOM-2; issue 29, session 42).

The 2 and the 3 go on anything and the 10 clears whatever lies (but a 7): only the 7's
own "7 or lower" (R-SPECIAL-7) bars one of them, and on one rank. The every-turn reading
(:meth:`.outcomes.ProtectedOutcomes.restrictions`) lets a restriction through as soon as
its condition is false on *some* play, like a 7 after a 7; a condition false only on
the plays a round seldom sees leaves the card out of nearly every answer all the same:
``after play when play.count is 1`` (single cards, most plays), ``when play.rank is not
A``, ``when table.pile is at least 2``, ``when rule.fired is at least 1`` (from the
rule's second play on), and at a turn's start or end ``when round.turns is at least 3``.

Here a restriction's share of the card's chances is weighed on a model round: the pile's
top rank uniform over the thirteen ranks (where the card is legal on it: no 10 on a 7,
nothing on a passed 3), a play's count as tables play it (:data:`COUNT_WEIGHTS`), the
counts of the round and of the rule at their first :data:`CLOCK` values alike, the pile
from one card to :data:`PILE`. A restriction that bars a single protected card on
:data:`SHARE` of its chances or more is the card's power gone (LP207 for the 10, LP208
for the 2 and the 3), with the table where it binds as the witness
(``tools/audit/blocking.py``). Rarer ones (after a King, after a pair of aces, a
restriction that keeps 2, 3 and 10 allowed) stay the trial's to weigh (LP803), and so
does a condition on anything else (a player's cards, the round's phase).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from ...tree import nodes
from .guards import Site, Unknown, guard_reads, runs
from .moments import excludes

#: How often a play has each count (single cards most, a pair often, three or four
#: seldom): tables' plays, as the trial's evenings show them.
COUNT_WEIGHTS: dict[object, float] = {1: 0.72, 2: 0.2, 3: 0.06, 4: 0.02}
#: The values of a count that grows by the turn (the round's turns and plays, the rule's
#: firings) a round surely passes through, alike: its first laps. With SHARE's two thirds
#: a threshold of 7 or more binds on too few of them (``round.turns is at least 7`` is
#: LP210, ``at least 6`` LP207): a round that runs longer is the trial's to weigh. The
#: horizon is a model's, not a round's length (review, session 42: a weighting by how
#: long rounds last is left open)
CLOCK = tuple(range(0, 20))
#: The pile's sizes after a play, alike
PILE = tuple(range(1, 21))
#: The acting player's hand cards after a play, before its draw, as tables hold them
HAND_WEIGHTS: dict[object, float] = {0: 0.15, 1: 0.3, 2: 0.3, 3: 0.1, 4: 0.05, 6: 0.05, 10: 0.05}
#: The share of the card's chances barred at which its power is gone: two thirds, so a
#: condition that splits the ranks (``play.rank is at most 8``) stays the trial's
SHARE = 2 / 3
#: Counts that grow by the turn or the play, whatever is played
CLOCKS = frozenset({("round", "turns"), ("round", "plays"), ("turn", "number"),
                    ("turn_end", "number"), ("rule", "fired")})
#: The hooks whose restriction binds the next answer (after a play) or the turn's own play
#: or the next turn's (a turn's start and end), and the variable that is the pile's top
TOP = {("play", "after"): ("play", "rank"), ("turn", "before"): ("table", "top_rank"),
       ("turn", "after"): ("table", "top_rank"), ("turn_end", "after"): ("table", "top_rank"),
       ("turn_end", "before"): ("table", "top_rank")}
RANKS = tuple(range(2, 15))


def _domain(var: tuple[str, str], top: tuple[str, str]) -> dict[object, float] | None:
    """The values ``var`` takes on the model round, with their weights; None for one it
    does not model."""
    if var == top:
        return dict.fromkeys(RANKS, 1.0)
    if var == ("play", "count") and top == ("play", "rank"):
        return dict(COUNT_WEIGHTS)
    if var == ("play", "bonus") and top == ("play", "rank"):
        return {False: 0.9, True: 0.1}
    if var in CLOCKS:
        return dict.fromkeys(CLOCK, 1.0)
    if var == ("table", "pile"):
        return dict.fromkeys(PILE, 1.0)
    if var == ("hand", "acting") and top == ("play", "rank"):
        return dict(HAND_WEIGHTS)
    return None


def share(site: Site, card: int, not_after: frozenset[int]) -> float | None:
    """The share of a single ``card``'s chances (piles it is legal on) on which the
    restriction of ``site`` binds and bars it; None where the hook or a guard is not
    modelled, or the guards read nothing (the every-turn reading's case)."""
    act = site.action
    top = TOP.get((site.hook.event, site.hook.timing))
    if not isinstance(act, nodes.Restrict) or top is None or site.times or not site.guards:
        return None
    seen = guard_reads(site.guards)
    if not seen:
        return None
    doms: dict[tuple[str, str], dict[object, float]] = {}
    for var in sorted(seen | {top}):
        dom = _domain(var, top)
        if dom is None:
            return None
        doms[var] = dom
    keys = list(doms)
    total = barred = 0.0
    for values in itertools.product(*(tuple(doms[k].items()) for k in keys)):
        env = {k: v for k, (v, _w) in zip(keys, values, strict=True)}
        if env[top] in not_after:
            continue
        weight = 1.0
        for _v, w in values:
            weight *= w
        total += weight
        try:
            if runs(site, env) and excludes(act, card, env):
                barred += weight
        except (KeyError, TypeError, ValueError, Unknown):
            return None
    return barred / total if total else None


def most_plays(found: Sequence[Site], card: int, not_after: frozenset[int]
               ) -> tuple[Site, float] | None:
    """The first site whose restriction bars a single ``card`` on :data:`SHARE` of its
    chances or more, with that share."""
    for site in found:
        got = share(site, card, not_after)
        if got is not None and got >= SHARE:
            return site, got
    return None


def message(when: str, card: int, part: float, achieves: str, ref: str) -> tuple[str, str]:
    """The message and the hint of a restriction on most plays (report/afterwords.py)."""
    return (f"whenever {when}, a single {card} is kept out of {int(round(100 * part))} in "
            f"every 100 piles it could be played on: {achieves} ({ref}); a condition false "
            "only on plays a round seldom sees leaves the card out of nearly every answer "
            "(R-CUSTOM-2)",
            f"give the restriction a condition that is false on most of them, or allow the "
            f"{card}")
