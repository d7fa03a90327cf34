"""The special cards' opportunities a book removes (LP803, R-CUSTOM-2; session 24).

The 2 and the 3 are playable on anything (R-SPECIAL-2, -3), the 7 on anything but a
3-obligation (R-SPECIAL-7), the 10 on anything but a 7 (R-SPECIAL-10). A book that bars
one of them in a situation that keeps coming back ("after every third play of the
round, 8 or higher"; "after every legal blind play, 9 or higher") takes its power away on
a large share of the plays where the base game lets it act, however fair each single
refusal looks: that blocks a base event (R-CUSTOM-2), a change only a base-rule vote may
make (R-VOTE-1).

``tools.permits.PermitTally`` counts each card's **opportunities** in the book's rounds:
every decision on a pile (a blind flip and a 3-obligation too) at which the player holds
the card, or turns it over blind, and the official rules let it be played; **removed**
when the book refuses it while it allows a plain rank above it with the same cards (a
ceiling, "9 or lower", refuses the 10 as the rank it is, and "two cards or more" every
single card as the count it is: neither is counted). A card a book keeps in the hand is
no new opportunity at the next decision while it is refused.

The measure is the share removed, pooled over a table size's evenings, in two phases: the
whole of the book's rounds, and the end of each round, the decisions once a player is
down to face-down cards (R-FACE-2), where the round is decided: a floor after the blind
plays bars the 2 and the 7 in two of five of their opportunities there at two players
while it bars one in twenty-five over the whole round. A share of :data:`SHARE_REMOVED`
or more, with :data:`MIN_CHANCES` opportunities and a binomial chance of so many removals
at exactly that share under the level, is a finding. A fair restriction after one rank
("after a King, 5 or higher": the 2 and the 3 on a King) removes 11-12 % of them, in both
phases; a period of twenty turns, 5 %.

**Right after a base event** (session 25). A restriction attached to a base event that
comes back round after round, whatever the cards (every bonus play, every legal blind
play, every draw, every take-up of the face-up cards), refuses a special card at (nearly)
every decision right after it: the card's power is repealed after that event, however
rarely the event comes (a bonus play comes four to six times a round, so "after every
bonus play, 6 or higher" bars 2-5 % of the 2's opportunities over the round, under any
share a fair floor after one rank reaches). So the tally also counts, per event, the
opportunities at a decision right after it and those the book refused for any reason
but the count of cards alone (a ceiling too: "after every draw, 9 or lower" refuses the
10 and its clear, R-SPECIAL-10). A share refused of :data:`EVENT_SHARE` or more, with
:data:`MIN_EVENT_CHANCES` chances and a binomial chance of so many refusals at exactly
that share under the level, is a finding. The fair restrictions keep the card after the
event at least as often as they refuse it: a ceiling on odd turns refuses the 10 after a
draw 44-62 % of the time, one on the dealer's turns 5-37 %; a floor after a rank, a
restriction once a round, and any rule that restricts the lead after a pickup (the pile
is empty: no card's power is at stake) refuse nothing here.

**Where the event's own restriction binds** (session 26, fix28a). A restriction attached
to the event under a condition no player steers ("after a draw when the draw pile is
even", "after a blind flip that is not legal") refuses the card every time it binds, and
the event as a whole keeps it as often as the condition fails. So the same share is also
judged on the chances a restriction the event placed binds (``permits.PLACED``), when
they are :data:`PLACED_SHARE` or more of the event's: a rare kind of the event (a pickup
of eight cards or more, the last draw) binds a sixth or less and stays clean.

**However rarely the event comes** (session 29, r2block). A card seldom held right after
an event never reaches :data:`MIN_EVENT_CHANCES` at one table size: the 10 in the hand of
the player after a legal blind play comes 11-15 times in a table size's evenings, and
"after every legal blind play, 7 or lower" (redteam21 ``block-blind-card-ceiling``)
refuses it every one of them. The event's restriction is the same at every table size,
so the chances are also pooled over the table sizes (each table's share is under the
line for a fair book, and so is their pool) and judged by the same share, at the level
shared with the tables' own tests: 48 of 48 is a finding, where the fair restrictions
after an event keep the card at least as often as they refuse it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import rank_str
from ...i18n import N_
from .. import permits
from . import sealjudge
from .config import TrialConfig
from .permitsums import summed
from .sealjudge import TableSoFar
from .statistics import binomial_below, clearly_above

if TYPE_CHECKING:
    from ...tools.rulebooks import RuleSet
    from ..evenings import Evening


#: A card's opportunities the book may remove before its power counts as taken away: a
#: sixth and a half, above the fair restrictions of the training sets (12 % at most: a
#: floor after every King) and under the periods and frequent events that bar the 2, 3
#: and 7 (19 % or more over a round, every third play; 19 % or more once a player is
#: blind, after every blind play)
SHARE_REMOVED = 0.15
#: Opportunities a table size's evenings need in a phase before the share is judged: twice
#: the permissions' minimum, since the end of a round brings few of a card (the fair floor
#: after a King removed 3 of the 3's 9 there at two players, at one look)
MIN_CHANCES = 80
#: The special ranks' rules, in ``permits.SPECIAL_RANKS`` order
REFS = ("R-SPECIAL-2", "R-SPECIAL-3", "R-SPECIAL-7", "R-SPECIAL-10")
#: The phases (their slots' offset in a rank's opportunities, ``permits.CARDS``)
PHASES: tuple[tuple[str, int], ...] = ((N_("over the book's rounds"), 0),
                                       (N_("once a player is down to face-down cards"), 7))
#: The share of a special card's opportunities right after one base event the book may
#: refuse before its power counts as repealed after that event: three in four, above the
#: fair restrictions' 62 % at most (a ceiling on odd turns, the 10 after a draw) and under
#: the 100 % of a restriction attached to the event itself
EVENT_SHARE = 0.75
#: Chances a table size's evenings need right after an event before the share is judged
#: (40 refusals of 40 are under the level at 0.75; a bonus play brings 30-70 of the 2's
#: chances in a look's evenings)
MIN_EVENT_CHANCES = 40
#: The base events (``permits.EVENTS``), as the message names them
EVENT_NAMES = (N_("every bonus play"), N_("every legal blind play"), N_("every draw"),
               N_("every take-up of the face-up cards"), N_("every pickup"))
#: The same events, where the book restricts the next play after them on a condition
#: (``permits.PLACED``): the decision comes right after the event and a restriction the
#: event placed binds it
PLACED_NAMES = (N_("a bonus play the book follows with a restriction on the next play"),
                N_("a blind flip the book follows with a restriction on the next play"),
                N_("a draw the book follows with a restriction on the next play"),
                N_("a take-up of the face-up cards the book follows with a restriction "
                   "on the next play"),
                N_("a pickup the book follows with a restriction on the next play"))
#: The share of a special card's chances right after an event that a restriction placed
#: by the event must bind before its refusals there are judged (session 26, fix28a): a
#: condition the players do not steer that holds at a good part of the event's
#: occurrences ("when the draw pile is even": half of the draws; "when the flip is not
#: legal": most of the pickups late in a round) repeals the card there as surely as an
#: unconditional one, while a restriction after a rare kind of the event ("after a pickup
#: of eight cards or more", "after the round's first pickup", "after an obligation's
#: pickup") binds a tenth of its chances or fewer and stays a restriction after one
#: situation
PLACED_SHARE = 0.25


@dataclass(frozen=True, slots=True)
class Removed:
    """A special card's power removed at one table size: in ``phase``, ``removed`` of its
    ``chances`` (``blind`` of them blind flips, of ``blind_chances``); the evening with the
    most removals (``evening``, an index) and in it the first round with one: its number,
    the seat refused, the previous play's rank, and whether it was a blind flip."""

    ref: str
    rank: str
    phase: str
    removed: int
    chances: int
    blind: int
    blind_chances: int
    evening: int
    round: int
    seat: int
    top: int
    flipped: bool


def _sums(evenings: Sequence[Evening]) -> list[int]:
    return summed(evenings, permits.CARDS, permits.AFTER_EVENT)


def removed_share(evenings: Sequence[Evening], level: float) -> Removed | None:
    """The first special card whose opportunities the book removes at :data:`SHARE_REMOVED`
    or more, in one phase, at this table size (module text); None for none."""
    counts = _sums(evenings)
    for j, rank in enumerate(permits.SPECIAL_RANKS):
        at = permits.OPPORTUNITY * j
        for phase, off in PHASES:
            chances, removed = counts[at + off], counts[at + off + 1]
            if chances < MIN_CHANCES or removed < SHARE_REMOVED * chances or \
                    binomial_below(chances, 1 - SHARE_REMOVED, chances - removed) >= level:
                continue
            slot = permits.CARDS + at
            k = max(range(len(evenings)), key=lambda i: (sum(
                r.permits[slot + 1] for r in evenings[i].book if r.permits), -i))
            first = next(r for r in evenings[k].book if r.permits and r.permits[slot + 4])
            return Removed(REFS[j], rank, phase, removed, chances, counts[at + 3],
                           counts[at + 2], k, first.number, first.permits[slot + 4] - 1,
                           first.permits[slot + 5], bool(first.permits[slot + 6]))
    return None


@dataclass(frozen=True, slots=True)
class Refused:
    """A special card refused right after a base event at one table size: ``refused`` of
    its ``chances`` there; the evening with the most refusals (``evening``, an index) and
    in it the first round with one: its number, the seat refused, the previous play."""

    ref: str
    rank: str
    event: str
    refused: int
    chances: int
    evening: int
    round: int
    seat: int
    top: int


def _event_sums(evenings: Sequence[Evening]) -> list[int]:
    return summed(evenings, permits.AFTER_EVENT, permits.AT_ONCE)


def _event_slot(event: int, j: int) -> int:
    return permits.SLOT_EVENT * (len(permits.SPECIAL_RANKS) * event + j)


def _placed_sums(evenings: Sequence[Evening]) -> list[int]:
    return summed(evenings, permits.PLACED, permits.SEALED, whole=True)


def _refused(chances: int, refused: int, level: float) -> bool:
    return chances >= MIN_EVENT_CHANCES and refused >= EVENT_SHARE * chances and \
        binomial_below(chances, 1 - EVENT_SHARE, chances - refused) < level


def refused_after(evenings: Sequence[Evening], level: float) -> Refused | None:
    """The first special card the book refuses right after a base event on
    :data:`EVENT_SHARE` or more of its chances there, at this table size (module text),
    or, failing that, on as many of its chances where a restriction the event placed binds
    the decision, when those are :data:`PLACED_SHARE` or more of the event's
    (``permits.PLACED``, judged at half the level: the event's own share keeps its level,
    so no verdict of it moves); None for none."""
    counts = _event_sums(evenings)
    placed = _placed_sums(evenings)
    for event, name in enumerate(EVENT_NAMES):
        for j, rank in enumerate(permits.SPECIAL_RANKS):
            at = _event_slot(event, j)
            chances, refused = counts[at], counts[at + 1]
            base = permits.AFTER_EVENT
            if not _refused(chances, refused, level):
                if placed[at] < PLACED_SHARE * chances or \
                        not _refused(placed[at], placed[at + 1], level / 2):
                    continue
                chances, refused = placed[at], placed[at + 1]
                base, name = permits.PLACED, PLACED_NAMES[event]
            slot = base + at
            k = max(range(len(evenings)), key=lambda i: (sum(
                r.permits[slot + 1] for r in evenings[i].book if r.permits), -i))
            first = next(r for r in evenings[k].book if r.permits and r.permits[slot + 2])
            return Refused(REFS[j], rank, name, refused, chances, k, first.number,
                           first.permits[slot + 2] - 1, first.permits[slot + 3])
    return None


def open_shares(evenings: Sequence[Evening]) -> list[str]:
    """The special cards' shares not yet decided at this table size: a phase with too few
    opportunities, or whose kept share is not clearly above ``1 - SHARE_REMOVED``."""
    counts = _sums(evenings)
    out = []
    for j, rank in enumerate(permits.SPECIAL_RANKS):
        at = permits.OPPORTUNITY * j
        for _, off in PHASES:
            chances, removed = counts[at + off], counts[at + off + 1]
            if chances < MIN_CHANCES or not clearly_above(chances - removed, chances,
                                                          1 - SHARE_REMOVED):
                out.append(f"the {rank}'s opportunities")
                break
    events = _event_sums(evenings)
    for event, name in enumerate(EVENT_NAMES):
        for j, rank in enumerate(permits.SPECIAL_RANKS):
            at = _event_slot(event, j)
            chances, refused = events[at], events[at + 1]
            # judged once there are enough chances: open while not clearly kept
            if chances >= MIN_EVENT_CHANCES and not clearly_above(
                    chances - refused, chances, 1 - EVENT_SHARE):
                out.append(f"the {rank}'s opportunities after {name}")
    return out


def finding(tables: Sequence[TableSoFar], config: TrialConfig, rules: RuleSet, count: int,
            made: tuple[Callable[..., str], Callable[..., int]]) -> tuple[Any, ...] | None:
    """LP803's parts (message, witness, rule, the rule that fired most, the comparison, the
    table size) for the first table size at which :func:`removed_share` finds a card's
    opportunities removed, with its witness: the evening, the round, the play refused; or
    None. ``made``: ``findings``' evening command and the rule that fired most (passed in:
    that module, the trial's one reporter, calls this one and makes the finding)."""
    _command, _most_fired = made
    level = config.alpha / (len(permits.SPECIAL_RANKS) * len(PHASES) * len(tables)
                            * config.looks)
    for t in tables:
        w = removed_share(t.evenings, level)
        if w is None:
            continue
        e = t.evenings[w.evening]
        where, play = _replayed(t, w.evening, rules, _command)
        witness = (f"{where}, round {w.round}: seat {w.seat} turned over blind a {w.rank} "
                   f"on a {rank_str(w.top)}, and the book refused it. Play it: {play}"
                   if w.flipped else
                   f"{where}, round {w.round}: seat {w.seat} held a {w.rank} on a "
                   f"{rank_str(w.top)}, and the book refused it. Play it: {play}")
        return (
            f"trial: the book takes away the {w.rank}'s power to be played on "
            f"anything ({w.ref}) on {w.removed / w.chances:.0%} of the plays where the "
            f"official rules give it, {w.phase}: at {t.players} players, {w.removed} of "
            f"{w.chances} opportunities refused while a higher plain card was allowed "
            f"({w.blind} of {w.blind_chances} blind flips), against at most "
            f"{SHARE_REMOVED:.0%}; a base card's power barred in a situation that keeps "
            "coming back blocks a base event (R-CUSTOM-2), which only a base-rule vote may "
            "change (R-VOTE-1)",
            witness, w.ref, _most_fired([e], count),
            ("opportunities", w.ref), t.players)
    return _event_finding(tables, config, rules, count, made) or \
        sealjudge.finding(tables, config, rules, count, made)


def _replayed(t: TableSoFar, evening: int, rules: RuleSet, command: Callable[..., str]
              ) -> tuple[str, str]:
    """Where a witness was played (the evening's seed, bots, table size and the round the
    book was adopted) and the command that plays it again."""
    e, spec = t.evenings[evening], t.where[evening][0]
    return (f"evening seed {e.seed} ({spec.bot} bots, {t.players} players, adopted in "
            f"round {spec.adopt})", command(rules, spec, e.seed, "LP803"))


def _event_witness(w: Refused, where: str, play: str) -> str:
    """The witness of a special card refused right after a base event: the decision."""
    if not w.top:
        return (f"{where}, round {w.round}: seat {w.seat} held a {w.rank} to lead on the "
                f"empty table (R-TURN-1) right after {w.event}, and the book refused it. "
                f"Play it: {play}")
    return (f"{where}, round {w.round}: seat {w.seat} held a {w.rank} on a "
            f"{rank_str(w.top)} right after {w.event}, and the book refused it. "
            f"Play it: {play}")


def _event_finding(tables: Sequence[TableSoFar], config: TrialConfig, rules: RuleSet, count: int,
                   made: tuple[Callable[..., str], Callable[..., int]]
                   ) -> tuple[Any, ...] | None:
    """LP803's parts, as :func:`finding`'s, for the first table size at which
    :func:`refused_after` finds a special card refused right after a base event."""
    _command, _most_fired = made
    level = config.alpha / (len(permits.SPECIAL_RANKS) * len(EVENT_NAMES) * len(tables)
                            * config.looks)
    for t in tables:
        w = refused_after(t.evenings, level)
        if w is None:
            continue
        e = t.evenings[w.evening]
        witness = _event_witness(w, *_replayed(t, w.evening, rules, _command))
        return (
            f"trial: the book refuses the {w.rank} ({w.ref}) right after {w.event}: at "
            f"{t.players} players, {w.refused} of the {w.chances} opportunities the official "
            f"rules give it there ({w.refused / w.chances:.0%}), against at most "
            f"{EVENT_SHARE:.0%}; a base card's power barred every time a base event comes "
            "back blocks a base event (R-CUSTOM-2), which only a base-rule vote may change "
            "(R-VOTE-1)",
            witness, w.ref, _most_fired([e], count),
            ("opportunities after an event", w.ref), t.players)
    # the pooled test is one more of the same family: the tables' level shared with it
    return _pooled_finding(tables, level * len(tables) / (len(tables) + 1), rules, count,
                           made)


def _pooled_finding(tables: Sequence[TableSoFar], level: float, rules: RuleSet, count: int,
                    made: tuple[Callable[..., str], Callable[..., int]]
                    ) -> tuple[Any, ...] | None:
    """LP803's parts for a special card refused right after a base event over every table
    size's evenings together, when no table size alone shows it (module text, "However
    rarely the event comes"); ``level`` is the pooled test's own."""
    if len(tables) < 2:
        return None
    pooled = [e for t in tables for e in t.evenings]
    w = refused_after(pooled, level)
    if w is None:
        return None
    _command, _most_fired = made
    at = w.evening
    for t in tables:  # the witness's table size and its evening there
        if at < len(t.evenings):
            break
        at -= len(t.evenings)
    e = t.evenings[at]
    witness = _event_witness(w, *_replayed(t, at, rules, _command))
    sizes = ", ".join(str(t.players) for t in tables)
    return (
        f"trial: the book refuses the {w.rank} ({w.ref}) right after {w.event} at every "
        f"table size together ({sizes} players): {w.refused} of the {w.chances} "
        f"opportunities the official rules give it there ({w.refused / w.chances:.0%}), "
        f"against at most {EVENT_SHARE:.0%}; a base card's power barred every time a base "
        "event comes back blocks a base event (R-CUSTOM-2), however rarely it comes, which "
        "only a base-rule vote may change (R-VOTE-1)",
        witness, w.ref, _most_fired([e], count),
        ("opportunities after an event", w.ref), t.players)
