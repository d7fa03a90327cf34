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
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ...engine import rank_str
from ...i18n import N_
from .. import permits, sealing
from .config import TrialConfig
from .permitsums import summed
from .statistics import binomial_below, clearly_above

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
        slot = permits.SEALED + at
        i = max(range(len(evenings)), key=lambda j: (sum(
            r.permits[slot + 2] for r in evenings[j].book
            if len(r.permits) == permits.PERMIT_SLOTS), -j))
        first = next(r for r in evenings[i].book
                     if len(r.permits) == permits.PERMIT_SLOTS and r.permits[slot + 3])
        return Sealed(k, sealed, chances, i, first.number, first.permits[slot + 3] - 1,
                      first.permits[slot + 4], first.permits[slot + 5])
    return None


def open_seals(evenings: Sequence[Evening]) -> list[str]:
    """The powers whose sealed share is not yet decided at this table size: enough chances
    and not clearly under :data:`SEAL_SHARE`."""
    counts = _sums(evenings)
    out = []
    for k, (_, name) in enumerate(sealing.POWERS):
        chances, sealed = counts[sealing.SLOT * k], counts[sealing.SLOT * k + 2]
        if chances >= MIN_SEAL_CHANCES and sealed and not clearly_above(
                chances - sealed, chances, 1 - SEAL_SHARE):
            out.append(f"{name} where a play's restriction binds")
    return out


def finding(tables: Sequence[TableSoFar], config: TrialConfig, rules: RuleSet, count: int,
            made: tuple[Callable[..., str], Callable[..., int]]) -> tuple[Any, ...] | None:
    """LP803's parts (message, witness, rule, the rule that fired most, the comparison, the
    table size) for the first table size at which :func:`sealed_share` finds a power
    sealed, with its witness: the evening, the round, the pile; or None. ``made``:
    ``findings``' evening command and the rule that fired most."""
    command, most_fired = made
    level = config.alpha / (len(sealing.POWERS) * len(tables) * config.looks)
    for t in tables:
        w = sealed_share(t.evenings, level)
        if w is None:
            continue
        e, spec = t.evenings[w.evening], t.where[w.evening][0]
        ref, _ = sealing.POWERS[w.power]
        name = POWER_NAMES[w.power]
        witness = (
            f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in round "
            f"{spec.adopt}), round {w.round}: seat {w.seat} held the cards for {name} on a pile "
            f"of {max(w.run, 1)} × {rank_str(w.top)} right after a play the book restricts "
            f"the next play after, and the book allowed no such play there. Play it: "
            f"{command(rules, spec, e.seed, 'LP803')}")
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
