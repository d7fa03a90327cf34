"""A base power sealed on the piles a restriction after a play binds (LP803; session 27).

``tools.sealing`` counts, per base power (the 2's reset, the 3's pass, the 7's low rule,
the 10's clear, four of a kind completed), its chances in the book's rounds and those at
which a restriction an ``after play`` hook placed binds the decision and the book's
legality admits none of the plays that realise the power there (**sealed**: "9 or
lower" admits no 10 at all; "two cards or more" still admits a pair of 10s, so the clear
keeps a way, but never the one card that completes three of a kind).

A restriction after a play's shape is one turn's, and every shape it names comes back
all evening. One that narrows the ways keeps the power ("pairs after pairs": a pair of
10s still clears, a pair completes a pair); one that seals it seals it every time it
binds, and then what weighs is how much of the power's evening those piles are. A
restriction after one rank ("after a King, 5 or higher": the 2 and the 3; "after a 5, 9
or lower": the 10) or after a rare shape ("after three of a kind, 9 or lower") seals
10-16 % of the power's chances; after every pair (the 10, 22-26 %), every lead or every
play of two cards or more (29-45 %), every single card (76-78 %) it seals a quarter and
more. A share of :data:`SEAL_SHARE` or more of a power's chances sealed, with
:data:`MIN_SEAL_CHANCES` chances and a binomial chance of so many at exactly that share
under the level, is a finding (docs/trial.md, "A power sealed where a play's restriction
binds"). A restriction on a clock ("after an odd turn, 9 or lower") is not a play's: it
binds whatever the pile, and the 10 is free at the other turns on the same kind of pile
(LP207 judges a restriction that binds every turn).

What a power saves is the pile (the 10's clear and four of a kind take it away, the 3's
pass and the 2's reset spare its pickup), so a restriction whose guard selects the big
piles takes a power away where it matters and almost nowhere else: "after a play that
leaves nine cards or more, 9 or lower" seals the 10 on 17 % of its chances and on every
pile of nine cards or more (redteam20 ``block-nine-pile-no-ten``). The share is read
again on the piles from each of ``sealing.PILES``' sizes: :data:`PILE_SEAL_SHARE` or more
of a power's chances there sealed, with :data:`MIN_PILE_CHANCES` of them, is a finding
(session 29; docs/trial.md, "Session 29: a power sealed on the piles worth it"). A
restriction after a rank or a shape binds big piles as often as small ones, the share of
the piles that shape tops ("after a 9, 9 or lower": the 10 sealed on a tenth of the big
piles), and one on a clock binds whatever the pile.

The 2, the 3, the 7 and the 10 are the base game's ways out, each playable on (nearly)
anything. A restriction after a common play that allows none of them ("after a single 8,
one of 9, J, Q, K, A", redteam21 ``block-eight-list-no-ten``) seals each power on a few
per cent of its chances but all four at once: a player with no higher plain card can only
pick up. :func:`shut_share` judges the decisions at which a player holds one of them that
the official rules allow, and the share at which the book allows none: :data:`SHUT_SHARE`
or more is a finding (session 29, r2block; docs/trial.md, "Every way out of the order shut
at once"). The fair restrictions keep one way out, or shut them after a rare shape only
(0.5 % at most: "after three 9s, J or higher").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from ...engine import rank_str
from ...i18n import N_
from .. import permits, sealing
from ..bookactions import restricts_after
from ..permits import TURN_END
from .config import TrialConfig
from .permitsums import summed
from .statistics import binomial_below, binomial_tail, clearly_above

if TYPE_CHECKING:
    from ...tools.rulebooks import RuleSet
    from ..evenings import Evening, EveningSpec


class TableSoFar(Protocol):
    """One table size's evenings so far (``findings.Table``; powershare.py reads the same)."""

    players: int
    evenings: list[Evening]
    where: list[tuple[EveningSpec, int]]


#: The share of a power's chances a book's restrictions after a play may seal: a fifth,
#: above the fair restrictions after one rank or a rare shape (16 % at most: the 10 after a
#: 5 under "7 or lower", four Aces after an Ace under "2, 3 or 10") and under a
#: restriction after every pair (22-26 %), every lead (30-45 %) or every single (76 %)
SEAL_SHARE = 0.20
#: Chances a table size's evenings need before the share is judged
MIN_SEAL_CHANCES = 80
#: The share of a power's chances on the piles from one of ``sealing.PILES``' sizes a
#: book's restrictions after a play may seal: half, where the fair restrictions after a
#: rank or a shape seal a fifth at most (the share of the big piles that shape tops) and
#: a restriction guarded on the pile's size seals nearly all
PILE_SEAL_SHARE = 0.5
#: The share of a power's chances on the piles from one of ``sealing.PILES``' sizes a
#: book's restrictions at a turn's end (and none after a play) may seal: nearly all. A
#: turn's end comes after every turn, so a restriction there bound to a seat or a clock
#: seals a share of every kind of pile (the legal ``dealer-plays-low``: the 10 on 65 % of
#: the piles of six or more at two players, where the dealer answers every other pile);
#: one guarded on the pile's size seals every big pile (100 %: "at a turn's end on five
#: cards or more, 3 or lower"; session 39, r2mech39)
TURN_END_PILE_SHARE = 0.9
#: Chances on the piles from a size a table size's evenings need before that share is judged
MIN_PILE_CHANCES = 40
#: The share of the decisions at which a player holds a special card the official rules
#: allow (a 2, 3, 7 or 10) that a book's restrictions after a play may leave with none of
#: the four allowed: under it the fair restrictions, which keep one of them (after a King,
#: "5 or higher": the 7 and the 10) or shut all four after a rare shape only (0.5 % at
#: most: "after three 9s, J or higher", "after a triple, 8 or higher" on 7s); above it
#: "after a single 8, one of 9, J, Q, K, A" (6 %, redteam21 ``block-eight-list-no-ten``)
SHUT_SHARE = 0.02
#: Such decisions a table size's evenings need before that share is judged
MIN_SHUT_CHANCES = 400
#: The powers, as the message names them (``sealing.POWERS``' order)
POWER_NAMES = (N_("the 2's reset"), N_("the 3's pass"), N_("the 7's low rule"),
               N_("the 10's clear"), N_("four of a kind completed"))
#: What realises each power, for the witness


@dataclass(frozen=True, slots=True)
class Sealed:
    """A power sealed at one table size: ``sealed`` of its ``chances``; the evening with the
    most (``evening``, an index) and in it the first round with one: its number, the seat,
    the top's rank and the run on the pile."""

    power: int
    sealed: int
    chances: int
    evening: int
    round: int
    seat: int
    top: int
    run: int
    #: the piles judged: those of ``piles`` cards or more (0: every pile), and the cards
    #: of the witness's pile
    piles: int = 0
    size: int = 0
    #: the power's chances as a whole and those sealed, for a power sealed where the pile
    #: is big far more than elsewhere (:func:`sealed_where_big`; 0: not that finding)
    overall: int = 0
    overall_sealed: int = 0


def _sums(evenings: Sequence[Evening]) -> list[int]:
    return summed(evenings, permits.SEALED, whole=True)


def sealed_share(evenings: Sequence[Evening], level: float) -> Sealed | None:
    """The first power whose chances the book's restrictions after a play seal at
    :data:`SEAL_SHARE` or more at this table size (module text); None for none."""
    counts = _sums(evenings)
    for k in range(len(sealing.POWERS)):
        at = sealing.SLOT * k
        chances, sealed = counts[at], counts[at + 2]
        if chances < MIN_SEAL_CHANCES or sealed < SEAL_SHARE * chances or \
                binomial_below(chances, 1 - SEAL_SHARE, chances - sealed) >= level:
            continue
        return _located(evenings, k, sealed, chances, permits.SEALED + at + 2)
    return None


def _located(evenings: Sequence[Evening], k: int, sealed: int, chances: int, counted: int,
             piles: int = 0, first_at: int = 0) -> Sealed:
    """Power ``k``'s :class:`Sealed`, witnessed by the evening with the most sealed chances
    at slot ``counted`` and its first round with a sealed decision (on the piles judged:
    with ``piles``, the first sealed on a pile of ``sealing.PILES[0]`` cards or more; else
    the one noted from slot ``first_at``, when given)."""
    first_at = first_at or permits.SEALED + (
        sealing.PILED + sealing.STRIDE * k + 2 * len(sealing.PILES) if piles
        else sealing.SLOT * k + 3)
    i = max(range(len(evenings)), key=lambda j: (sum(
        r.permits[counted] for r in evenings[j].book
        if len(r.permits) == permits.PERMIT_SLOTS), -j))
    first = next(r for r in evenings[i].book
                 if len(r.permits) == permits.PERMIT_SLOTS and r.permits[counted]
                 and r.permits[first_at])
    at = first.permits[first_at:first_at + 4]
    return Sealed(k, sealed, chances, i, first.number, at[0] - 1, at[1], at[2],
                  piles, at[3] if piles else 0)


def _piled(k: int, j: int) -> int:
    """Power ``k``'s pile-size slot for ``sealing.PILES[j]`` (relative to ``SEALED``)."""
    return sealing.PILED + sealing.STRIDE * k + 2 * j


def sealed_on_piles(evenings: Sequence[Evening], level: float,
                    share: float = PILE_SEAL_SHARE) -> Sealed | None:
    """The first power whose chances on the piles from one of ``sealing.PILES``' sizes the
    book's restrictions after a play seal at ``share`` (:data:`PILE_SEAL_SHARE`) or more
    at this table size (module text), with :data:`MIN_PILE_CHANCES` chances there and a
    binomial chance of so many sealed at exactly that share under ``level``; None for
    none."""
    counts = _sums(evenings)
    for k in range(len(sealing.POWERS)):
        for j, least in enumerate(sealing.PILES):
            at = _piled(k, j)
            chances, sealed = counts[at], counts[at + 1]
            if chances < MIN_PILE_CHANCES or sealed < share * chances or \
                    binomial_below(chances, 1 - share, chances - sealed) >= level:
                continue
            return _located(evenings, k, sealed, chances, permits.SEALED + at + 1, least)
    return None


#: The ways out of a big pile (``sealing.POWERS``' indexes): the 2's reset, the 3's pass and
#: the 10's clear (R-SPECIAL-2, -3, -10), weighed where the pile is big
WAYS_OUT = (0, 1, 3)
#: How many times its share on the power's chances as a whole a book's restrictions may
#: seal a way out on the piles of ``sealing.PILES[0]`` cards or more: a restriction after
#: a rank or a shape (``nines-go-low``, ``house-fives-go-low``: the 10) or on a clock seals
#: the big piles as often as the rest (0.9-1.0 times, redteam-mech44b); one whose guard
#: also reads the pile's size ("four cards or more under a 6 or lower, 7 or higher")
#: seals them 2-4 times as often, though on too few of them for :func:`sealed_on_piles`
BIG_ENRICHMENT = 1.5
#: Sealed chances on the big piles a table size's evenings need before that is judged
MIN_BIG_SEALED = 30


def sealed_where_big(evenings: Sequence[Evening], level: float) -> Sealed | None:
    """The first way out (:data:`WAYS_OUT`) the book's restrictions seal where the pile is
    big, judged in the book's own cell (session 44, mech44b): of its sealed chances, those
    on the piles of ``sealing.PILES[0]`` cards or more, against the share of its chances
    that lie on such piles. A restriction whose guard combines the pile's size with the
    top ("at the end of a turn that leaves four cards or more under a 6 or lower, the next
    play must be 7 or higher") bars the 2 and the 3 exactly when a player would reset or
    pass a big pile, yet binds too few of the big piles for the fixed cells (by the top's
    rank, or from a size on) to see it. A finding needs :data:`MIN_BIG_SEALED` sealed
    chances on the big piles and a binomial chance under ``level`` of so many at
    :data:`BIG_ENRICHMENT` times the big piles' share."""
    counts = _sums(evenings)
    for k in WAYS_OUT:
        at, piled = sealing.SLOT * k, _piled(k, 0)
        chances, sealed = counts[at], counts[at + 2]
        big, big_sealed = counts[piled], counts[piled + 1]
        if not chances or big_sealed < MIN_BIG_SEALED:
            continue
        share = min(0.95, BIG_ENRICHMENT * big / chances)
        if big_sealed < share * sealed or binomial_tail(sealed, share, big_sealed) >= level:
            continue
        found = _located(evenings, k, big_sealed, big, permits.SEALED + piled + 1,
                         sealing.PILES[0])
        return replace(found, overall=chances, overall_sealed=sealed)
    return None


#: :class:`Sealed`'s ``power`` for every way out shut at once (:func:`shut_share`)
SHUT_POWER = len(sealing.POWERS)


def shut_share(evenings: Sequence[Evening], level: float) -> Sealed | None:
    """Every way out shut at :data:`SHUT_SHARE` or more of the decisions at which a player
    holds one (``sealing.SHUT``), with :data:`MIN_SHUT_CHANCES` of them and a binomial
    chance of so many at exactly that share under ``level``: a :class:`Sealed` of
    :data:`SHUT_POWER`; None for none."""
    counts = _sums(evenings)
    at = sealing.SHUT
    chances, shut = counts[at], counts[at + 1]
    if chances < MIN_SHUT_CHANCES or shut < SHUT_SHARE * chances or \
            binomial_below(chances, 1 - SHUT_SHARE, chances - shut) >= level:
        return None
    return _located(evenings, SHUT_POWER, shut, chances, permits.SEALED + at + 1,
                    first_at=permits.SEALED + at + 2)


def open_seals(evenings: Sequence[Evening], piles_only: bool = False) -> list[str]:
    """The powers whose sealed share is not yet decided at this table size: enough chances
    and not clearly under :data:`SEAL_SHARE` (``piles_only``: a book whose restrictions
    are a turn's end's, weighed on the big piles alone, :func:`finding`)."""
    counts = _sums(evenings)
    out = []
    share = TURN_END_PILE_SHARE if piles_only else PILE_SEAL_SHARE
    for k, (_, name) in enumerate(sealing.POWERS):
        chances, sealed = counts[sealing.SLOT * k], counts[sealing.SLOT * k + 2]
        if not piles_only and chances >= MIN_SEAL_CHANCES and sealed and not clearly_above(
                chances - sealed, chances, 1 - SEAL_SHARE):
            out.append(f"{name} where a play's restriction binds")
        for j, least in enumerate(sealing.PILES):
            at = _piled(k, j)
            chances, sealed = counts[at], counts[at + 1]
            if chances >= MIN_PILE_CHANCES and sealed and not clearly_above(
                    chances - sealed, chances, 1 - share):
                out.append(f"{name} on piles of {least} cards or more where a play's "
                           "restriction binds")
    chances, shut = counts[sealing.SHUT], counts[sealing.SHUT + 1]
    if not piles_only and chances >= MIN_SHUT_CHANCES and shut and not clearly_above(
            chances - shut, chances, 1 - SHUT_SHARE):
        out.append("every way out at once where a play's restriction binds")
    return out


def finding(tables: Sequence[TableSoFar], config: TrialConfig, rules: RuleSet, count: int,
            made: tuple[Callable[..., str], Callable[..., int]]) -> tuple[Any, ...] | None:
    """LP803's parts (message, witness, rule, the rule that fired most, the comparison, the
    table size) for the first table size at which :func:`sealed_share` finds a power
    sealed, with its witness: the evening, the round, the pile; or None. ``made``:
    ``findings``' evening command and the rule that fired most."""
    command, most_fired = made
    level = config.alpha / ((len(sealing.POWERS) * (1 + len(sealing.PILES)) + 1
                             + len(WAYS_OUT)) * len(tables) * config.looks)
    # a book whose restrictions bind the piles a play left only from a turn's end
    # (``permits.TURN_END``) is weighed on the big piles alone: a turn's end comes after
    # every turn, so one bound to a seat or a clock ("when the dealer is next", "every
    # tenth turn") binds a share of every kind of pile, the house rule LP207 leaves to
    # the table; one guarded on the pile's size seals the power where it saves most
    # (session 39: "at a turn's end on five cards or more, 3 or lower" keeps no 10)
    placing = restricts_after(rules)
    piles_only = TURN_END in placing and not placing & {0, 1}
    for t in tables:
        share = TURN_END_PILE_SHARE if piles_only else PILE_SEAL_SHARE
        w = (None if piles_only else sealed_share(t.evenings, level)) or \
            sealed_on_piles(t.evenings, level, share) or sealed_where_big(t.evenings, level)
        if w is None:
            shut = None if piles_only else shut_share(t.evenings, level)
            if shut is not None:
                return _shut_finding(t, shut, rules, count, made)
            continue
        e, spec = t.evenings[w.evening], t.where[w.evening][0]
        ref, _ = sealing.POWERS[w.power]
        name = POWER_NAMES[w.power]
        where = (f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in "
                 f"round {spec.adopt}), round {w.round}")
        witness = (
            f"{where}: seat {w.seat} held the cards for {name} on a pile "
            f"of {max(w.run, 1)} × {rank_str(w.top)} right after a play the book restricts "
            f"the next play after, and the book allowed no such play there. Play it: "
            f"{command(rules, spec, e.seed, 'LP803')}")
        if w.piles:
            witness = (
                f"{where}: seat {w.seat} held the cards for {name} on a pile of {w.size} "
                f"cards, {max(w.run, 1)} × {rank_str(w.top)} on top, right after a play the "
                "book restricts the next play after, and the book allowed no such play "
                f"there. Play it: {command(rules, spec, e.seed, 'LP803')}")
            if w.overall:
                return (
                    f"trial: the book's restrictions take {name} ({ref}) away where the "
                    f"pile is big: at {t.players} players they sealed {w.sealed} of its "
                    f"{w.chances} chances on the piles of {w.piles} cards or more "
                    f"({w.sealed / w.chances:.0%}), against "
                    f"{w.overall_sealed / w.overall:.0%} of its chances as a whole; a guard "
                    "that picks the piles a power saves most from takes the way out where "
                    "it matters, which blocks a base event (R-CUSTOM-2) only a base-rule "
                    "vote may change (R-VOTE-1)",
                    witness, ref, most_fired([e], count), ("sealed where the pile is big", ref),
                    t.players)
            return (
                f"trial: the book leaves {name} ({ref}) no way to happen on the piles of "
                f"{w.piles} cards or more its restrictions after a play bind, where it saves "
                f"the most: at {t.players} players, {w.sealed} of the {w.chances} chances "
                f"the official rules give it on such piles ({w.sealed / w.chances:.0%}) "
                f"were sealed, against at most {share:.0%}; a base power taken "
                "away on the piles it is worth most on blocks a base event (R-CUSTOM-2), "
                "which only a base-rule vote may change (R-VOTE-1)",
                witness, ref, most_fired([e], count), ("sealed on big piles", ref), t.players)
        return (
            f"trial: the book leaves {name} ({ref}) no way to happen on the piles its "
            f"restrictions after a play bind: at {t.players} players, {w.sealed} of the "
            f"{w.chances} chances the official rules give it ({w.sealed / w.chances:.0%}) "
            f"lay on such a pile, where no play the book allowed could make it, against at "
            f"most {SEAL_SHARE:.0%}; a base power sealed on a kind of pile that keeps coming "
            "back blocks a base event (R-CUSTOM-2), which only a base-rule vote may change "
            "(R-VOTE-1)",
            witness, ref, most_fired([e], count), ("sealed after a play", ref), t.players)
    return None


def _shut_finding(t: TableSoFar, w: Sealed, rules: RuleSet, count: int,
                  made: tuple[Callable[..., str], Callable[..., int]]) -> tuple[Any, ...]:
    """LP803's parts for every way out shut at once at table size ``t`` (:func:`shut_share`)."""
    command, most_fired = made
    e, spec = t.evenings[w.evening], t.where[w.evening][0]
    where = (f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in "
             f"round {spec.adopt}), round {w.round}")
    witness = (
        f"{where}: seat {w.seat} held a special card on a pile of {max(w.run, 1)} × "
        f"{rank_str(w.top)} right after a play the book restricts the next play after, "
        "and the book allowed none of the 2, 3, 7 and 10 there. Play it: "
        f"{command(rules, spec, e.seed, 'LP803')}")
    return (
        f"trial: the book leaves no way out of the order (R-SPECIAL-2, -3, -7, -10) on the "
        f"piles its restrictions after a play bind: at {t.players} players, at {w.sealed} of "
        f"the {w.chances} decisions where a player held a 2, 3, 7 or 10 the official rules "
        f"allowed ({w.sealed / w.chances:.0%}) the book allowed none of the four, against at "
        f"most {SHUT_SHARE:.0%}; a player with no higher plain card can only pick the pile "
        "up, every special card's power barred at once on a kind of pile that keeps coming "
        "back, which blocks base events (R-CUSTOM-2) only a base-rule vote may change "
        "(R-VOTE-1)",
        witness, "R-CUSTOM-2", most_fired([e], count), ("every way out shut", "R-CUSTOM-2"),
        t.players)
