"""The trial's judgement of what a special rank's power still does under a book (LP803):
the statistics over one table size's evenings, pooled, with the book and on the same deals
without it. ``core`` words the finding and its witness; this module only decides.

- the 2's reset (R-SPECIAL-2): of the base's plays on a 2 below the play it covered, the
  share whose rank the book's resets still use (``tools.powers.reset_coverage``);
- the powers of :data:`POWERS` (``tools.powers.PowerTally``): the 3's pass-on answered
  and its obligation in force, the 7's low rule in force, the 2 as the escape, each by its
  uses per chance ("rate", a binomial test against the floor) or by rank ("ranks").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import add
from typing import TYPE_CHECKING

from ...engine import rank_str
from ...i18n import N_
from .. import permits, powers
from .config import DEFAULT, TrialConfig
from .permitsums import summed
from .statistics import binomial_below, clearly_above

if TYPE_CHECKING:
    from ..evenings import Evening, RoundFacts

#: Plays on a 2 below the covered play (without the book) and chances (with it) a table
#: size's evenings need before the reset's coverage is judged.
MIN_RESETS = 30

#: The special ranks' powers the trial's LP803 names (:data:`POWERS`), their uses, and how
#: a power is judged: the values of its wording (``language/report/wordings.py``),
#: catalogued so that a translated message says them in the language in use too
POWER_WORDS: tuple[str, ...] = (
    N_("the 3's pass-on (a player under a 3-obligation may pass it on with a 3)"),
    N_("3-obligations answered with a 3, of those met holding a 3"),
    N_("the 7's low rule (the next play must be 7 or lower)"),
    N_("7s whose low rule bound the next decision, of the 7s left on the pile"),
    N_("the 2 as the escape (playable on anything)"),
    N_("2s played where the 2 was the escape, of the chances"),
    N_("at the same rate per chance"),
    N_("on the previous plays where the book still uses it"),
    N_("the 2 on anything (R-SPECIAL-2)"),
    N_("the 3 on anything (R-SPECIAL-3)"),
    N_("the 10 on anything but a 7 (R-SPECIAL-10)"),
    N_("the low plays on a 7 (R-SPECIAL-7: a 4, 5 or 6 on a 7)"),
    N_("the same rank again (R-PLAY-2: the same rank with more cards, R-PLAY-3: "
       "completing four)"),
    N_("a higher rank (R-PLAY-2)"),
    N_("decisions where the book still allowed such a play, of those where the official "
       "rules allowed it to a player holding one"),
    N_("chances where the card was the player's way out, on the previous plays where the "
       "book does not refuse it while it allows higher plain ranks, of all"),
    N_("more 7s on a 7 (R-SPECIAL-7: each new play of 7s renews the low rule; four 7s "
       "clear)"),
    N_("more 2s on a 2 (R-SPECIAL-2: on another 2, match with more applies, or the play "
       "completes all four 2s)"),
    N_("the 3's obligation (the player after a pass must pick up the pile or pass it on)"),
    N_("passes whose obligation reached the next decision, of the passes left on the pile"),
)
#: The wording of each base permission (``tools.permits.PERMITS``, in order)
PERMIT_WORDS = (*POWER_WORDS[8:14], POWER_WORDS[16], POWER_WORDS[17])
#: The powers :func:`weakened_power` judges (``tools.powers.PowerTally``): the rule, what
#: the power is, how it is judged ("rate": the uses per chance, pooled; "ranks": the
#: coverage by the previous play's rank), its chances' and uses' slots, and the uses'
#: name in the message.
POWERS: tuple[tuple[str, str, str, int, int, str], ...] = (
    ("R-SPECIAL-3", POWER_WORDS[0], "rate", powers.OBLIGED, powers.ANSWERED,
     POWER_WORDS[1]),
    ("R-SPECIAL-3", POWER_WORDS[18], "rate", powers.PASSED, powers.PASS_KEPT,
     POWER_WORDS[19]),
    ("R-SPECIAL-7", POWER_WORDS[2], "rate", powers.SEVENS_LAID, powers.LOW_KEPT,
     POWER_WORDS[3]),
    ("R-SPECIAL-2", POWER_WORDS[4], "ranks", powers.ESCAPES, powers.ESCAPED,
     POWER_WORDS[5]),
)
#: A power judged by its rank coverage needs this many uses in the base rounds and
#: chances enough in the book's to use it this often at the base's rate (a table size's
#: evenings pooled); one judged by its rate needs this many base uses to know the rate.
MIN_POWER, MIN_RATE = 40, 10


@dataclass(frozen=True, slots=True)
class Weakened:
    """A power a book leaves with little effect at one table size: what is left of it
    (``left``, a share), the counts behind it, and the evening to show it (an index into
    the table size's evenings: the one with the most chances)."""

    ref: str
    what: str
    left: float
    measure: str  #: how it is judged, for the message
    words: str  #: the uses' name
    used: int
    chances: int
    base_used: int
    base_chances: int
    evening: int

    @property
    def witness(self) -> str:
        """What its witness shows (:func:`power_witness`): the power's own moments, or
        (more 2s on a 2, a permission the reset's witness does not show) the decisions
        where the book forbids a play."""
        return "" if self.what == PERMIT_WORDS[permits.TWOS] else self.ref


def pooled(evenings: Sequence[Evening], slots: int, field: str) -> tuple[list[int], list[int]]:
    """The sums of a round's counts ``field`` (``RoundFacts.resets`` or ``.powers``) over
    the book's rounds and over the same rounds without it."""
    book, base = [0] * slots, [0] * slots
    for e in evenings:
        for rounds, into in ((e.book, book), (e.base[len(e.base) - len(e.book):], base)):
            for r in rounds:
                counts = getattr(r, field)
                if len(counts) == slots:  # a whole tally: added slot by slot in one C loop
                    into[:] = map(add, into, counts)
                else:
                    for i, v in enumerate(counts):
                        into[i] += v
    return book, base


def _witness(evenings: Sequence[Evening], slot: int, field: str) -> int:
    def chances(r: RoundFacts) -> int:
        counts = getattr(r, field)
        return counts[slot] if counts else 0

    return max(range(len(evenings)), key=lambda i: (
        sum(chances(r) for r in evenings[i].book), -i))


def weakened_reset(evenings: Sequence[Evening], config: TrialConfig) -> Weakened | None:
    """The 2's reset (R-SPECIAL-2) left under ``1 - config.repeal_share`` by the book at
    this table size, pooled over its evenings once they hold :data:`MIN_RESETS` of both."""
    book, base = pooled(evenings, powers.RESET_SLOTS, "resets")
    if sum(base[4:]) < MIN_RESETS or book[0] < MIN_RESETS:
        return None
    left = powers.reset_coverage(book, base)
    if left >= 1 - config.repeal_share:
        return None
    return Weakened("R-SPECIAL-2", "", left, "", "", sum(book[4:]), book[0], sum(base[4:]),
                    base[0], _witness(evenings, 0, "resets"))


def weakened_power(evenings: Sequence[Evening], config: TrialConfig, level: float
                   ) -> Weakened | None:
    """The first power of :data:`POWERS` the book leaves with little effect at this table
    size (``level``: the binomial test's, corrected for the powers, table sizes and looks):

    - "rate" (the 3, the 7): the book's uses per chance fall under ``1 - repeal_share``
      of the base's rate on the same deals, and a book at that floor would use the power
      so seldom with a chance under ``level`` (binomial, the base's rate taken as known
      once it has :data:`MIN_RATE` uses);
    - "ranks" (the 2): of the base's uses, those on a previous play's rank where the
      book's still come at a quarter of the base's rate (``powers.rank_coverage``) weigh
      under ``1 - repeal_share``, once there are :data:`MIN_POWER` of them and the book's
      chances would give as many at the base's rate."""
    floor = 1 - config.repeal_share
    book, base = pooled(evenings, powers.POWER_SLOTS, "powers")
    for ref, what, how, chances, used, words in POWERS:
        span = 1 if how == "rate" else 15
        b_used = sum(base[used:used + span])
        b_chances = sum(base[chances:chances + span])
        k_used = sum(book[used:used + span])
        k_chances = sum(book[chances:chances + span])
        if not k_chances:
            continue
        if how == "rate":
            left = powers.kept_rate(book, base, chances, used)
            if b_used < MIN_RATE or left >= floor or binomial_below(
                    k_chances, floor * b_used / b_chances, k_used) >= level:
                continue
        else:
            if b_used < MIN_POWER or k_chances * b_used < MIN_POWER * b_chances:
                continue
            left = powers.rank_coverage(book, base, chances, used)
            if left >= floor:
                continue
        measure = POWER_WORDS[6] if how == "rate" else POWER_WORDS[7]
        return Weakened(ref, what, left, measure, words, k_used, k_chances, b_used,
                        b_chances, _witness(evenings, chances, "powers"))
    return None


#: 10s played a table size's evenings need, with the book and on the same deals without
#: it, before the 10's clear is weighed by the piles it takes (about 3 a round: a look
#: plays some 150 at each table size)
MIN_TENS = 100


@dataclass(frozen=True, slots=True)
class Cleared:
    """The 10's clear (R-SPECIAL-10) weighed by the piles it takes, pooled over a table
    size's evenings, with the book and on the same deals without it: the cards a 10
    played took (``taken``, ``base_taken``) and the cards of the piles the players
    holding one faced where the official rules allow it (``faced``, ``base_faced``), a
    decision's mean; ``left`` the book's share of the one over the other as a part of
    the base's."""

    left: float
    taken: float
    faced: float
    base_taken: float
    base_faced: float
    evening: int


def ten_clears(evenings: Sequence[Evening]) -> Cleared | None:
    """The 10's clear weighed by where it still acts (:class:`Cleared`), or None before
    :data:`MIN_TENS` 10s on each side (or when the piles took or faced held nothing)."""
    book, base = pooled(evenings, powers.POWER_SLOTS, "powers")
    if min(book[powers.TENS], base[powers.TENS]) < MIN_TENS:
        return None
    taken, base_taken = (x[powers.TEN_CARDS] / x[powers.TENS] for x in (book, base))
    faced, base_faced = (x[powers.HELD_PILES] / x[powers.TEN_HELD] for x in (book, base))
    if not (base_taken and faced and base_faced):
        return None
    left = (taken / faced) / (base_taken / base_faced)
    return Cleared(left, taken, faced, base_taken, base_faced,
                   _witness(evenings, powers.TENS, "powers"))


def weakened_clear(evenings: Sequence[Evening], config: TrialConfig) -> Cleared | None:
    """The 10's clear left with little effect at this table size: the piles the 10s
    played take, against the piles the players holding one faced where the official
    rules allow it, hold under ``1 - config.repeal_share`` of that share on the same
    deals without the book (a book that refuses the 10 on every pile of three cards or
    more, or after the round's first pass, leaves it clearing empty tables and the odd
    card; R-SPECIAL-10, R-CUSTOM-2). A fair book that forbids the 10 on some turns only
    (``odd-turns-low``) keeps the piles it takes; one that clears the pile more often
    itself (``chain-clear-next-takes``) leaves smaller piles to be faced and taken
    alike."""
    found = ten_clears(evenings)
    if found is None or found.left >= 1 - config.repeal_share:
        return None
    return found


#: A permission is taken away when the book keeps under this share of its chances (the
#: official rules keep all of them): "nearly none", as ``powers.KEPT_RATE`` reads a
#: rank's power on a previous play
PERMIT_KEPT = powers.KEPT_RATE
#: Chances a table size's evenings need before a permission is judged
MIN_PERMIT = 40


def weakened_permit(evenings: Sequence[Evening], config: TrialConfig, level: float
                    ) -> Weakened | None:
    """The first base permission (``tools.permits``) the book leaves (nearly) no chance at
    this table size, pooled over its evenings: the book keeps under :data:`PERMIT_KEPT`
    of its chances, and a book that kept exactly that share would keep so few with a
    binomial chance under ``level``. The official rules keep every chance, so the base's
    figures are the chances themselves.

    Or the 2, the 3 or the 10 taken away where it is the way out: weighed by the chances
    where the card was the player's escape (nothing else the official rules allow but a
    2, 3 or 10), by the previous play's rank, the share on ranks where the book still
    keeps a quarter of its chances or more, a refusal counted only while the book allows
    a plain rank above the card ("after a court card only 2, 3, J, Q, K or A": the 10
    refused where a Queen may still be played, not "9 or lower", which refuses the 10
    as the rank it is), is under ``1 - config.repeal_share``."""
    counts = _permit_counts(evenings)
    for k, (ref, _) in enumerate(permits.PERMITS):
        chances, kept = counts[2 * k], counts[2 * k + 1]
        if chances < MIN_PERMIT or kept >= PERMIT_KEPT * chances or \
                binomial_below(chances, PERMIT_KEPT, kept) >= level:
            continue
        witness = max(range(len(evenings)), key=lambda i: (sum(
            r.permits[2 * k] - r.permits[2 * k + 1] for r in evenings[i].book
            if r.permits), -i))
        return Weakened(ref, PERMIT_WORDS[k], kept / chances, POWER_WORDS[6],
                        POWER_WORDS[14], kept, chances, chances, chances, witness)
    for k in (permits.TWO, permits.THREE, permits.TEN):
        left, total = _escape_kept(counts, k)
        if total < MIN_PERMIT or left >= (1 - config.repeal_share) * total:
            continue
        witness = max(range(len(evenings)), key=lambda i: (sum(
            r.permits[permits.SPECIAL + 45 * k + 30 + top] for r in evenings[i].book
            if r.permits for top in range(15)), -i))
        return Weakened(permits.PERMITS[k][0], PERMIT_WORDS[k], left / total, POWER_WORDS[7],
                        POWER_WORDS[15], left, total, total, total, witness)
    return None


#: Chances where the card was the player's way out that a previous play's rank needs
#: before the card's refusal there is judged: it must be a way out there, not a stray
MIN_WAY_OUT = 20


@dataclass(frozen=True, slots=True)
class Refused:
    """The 2, the 3 or the 10 taken away in one situation where the official rules make it
    a way out, at one table size: on a previous play of ``rank`` (``piles`` 0), or on the
    piles of ``piles`` cards or more (``rank`` 0). ``kept`` of ``chances`` kept there,
    ``escapes`` of them the player's way out (the piles' chances are all escapes)."""

    ref: str
    what: str
    rank: int
    piles: int
    kept: int
    chances: int
    escapes: int
    evening: int
    #: a way to four of a kind instead (``permits.FOUR``): the cards a player adds to
    #: complete it on the pile (1 to 3), rank and piles 0
    cards: int = 0
    #: of that way's chances, those the book foreclosed (``permits.FORECLOSED``): the
    #: finding is then of the pile taken away before the player decided, on ``closed`` of
    #: the ``ranks`` with chances enough
    foreclosed: int = 0
    closed: int = 0
    ranks: int = 0

    @property
    def witness(self) -> str:
        """What its witness shows (:func:`power_witness`): the piles taken away, or the
        decisions where the book forbids a play."""
        return PILE_TAKEN if self.foreclosed else ""


#: The ways four of a kind comes about (``permits.FOUR``), by the cards a player adds: the
#: words of :data:`Refused.what` (catalogued: a translated message says them too)
FOUR_WAYS: tuple[str, ...] = (
    N_("four of a kind completed on the pile by one card (one 9 on three 9s)"),
    N_("four of a kind completed on the pile by two cards"),
    N_("four of a kind completed on the pile by three cards"),
)


def refused_way_out(evenings: Sequence[Evening], level: float,
                    config: TrialConfig = DEFAULT) -> Refused | None:
    """The first situation in which the book takes the 2, the 3 or the 10 away where it is
    a way out (R-SPECIAL-2, -3, -10: "playable on anything"), at this table size, pooled
    over its evenings: the pooled coverage of :func:`weakened_permit` weighs a situation
    by how often it comes, so a book that refuses the escape on one rank only ("when a 7
    lies on top, the next play must be 4 or higher": no 2 and no 3 under a 7, where
    little else is left) or on the big piles only, where the escape saves most ("on five
    cards or more, two cards or more"), keeps most of it by count. Here each situation is
    judged alone: a previous play's rank with :data:`MIN_PERMIT` chances of the card, of
    which :data:`MIN_WAY_OUT` were the player's way out, or the piles from a size on
    (``permits.PILES``) with :data:`MIN_PERMIT` escapes; the book keeps under
    :data:`PERMIT_KEPT` of them (a refusal counted only while the book allows a plain
    rank above the card, as for the pooled way out) with a binomial chance under
    ``level`` shared by every situation. A fair book that restricts after a rare play
    ("after a pair, at least a pair") keeps most of the escapes in every situation."""
    counts = _permit_counts(evenings)
    tiers = len(permits.PILES)
    level /= 3 * (11 + tiers) + 2 * len(FOUR_WAYS)
    for k in (permits.TWO, permits.THREE, permits.TEN):
        cells = [(top, 0, permits.SPECIAL + 45 * k + top) for top in range(4, 15)]
        cells += [(0, least, permits.PILED + 2 * (tiers * k + j))
                  for j, least in enumerate(permits.PILES)]
        for top, least, at in cells:
            if top:
                chances, kept, escapes = counts[at], counts[at + 15], counts[at + 30]
                step = 15
            else:
                chances = escapes = counts[at]
                kept = counts[at + 1]
                step = 1
            if chances < MIN_PERMIT or escapes < MIN_WAY_OUT or \
                    kept >= PERMIT_KEPT * chances or \
                    binomial_below(chances, PERMIT_KEPT, kept) >= level or \
                    (top and _other_escape(counts, k, top)):
                continue
            witness = max(range(len(evenings)), key=lambda i: (sum(
                r.permits[at] - r.permits[at + step] for r in evenings[i].book
                if r.permits), -i))
            return Refused(permits.PERMITS[k][0], PERMIT_WORDS[k], top, least, kept,
                           chances, escapes, witness)
    return _foreclosed_four(evenings, counts, level, config) or \
        _refused_four(evenings, counts, level)


def _refused_four(evenings: Sequence[Evening], counts: Sequence[int], level: float
                  ) -> Refused | None:
    """The first way to four of a kind (R-PLAY-3, R-CLEAR-2; ``permits.FOUR``) the book
    leaves (nearly) no chance: :data:`MIN_PERMIT` chances of it, under
    :data:`PERMIT_KEPT` kept, with a binomial chance under ``level``. The clear by four
    is a base event with several ways; a book that refuses the one card that completes
    three on top ("after a triple, at least two cards") blocks it there though a pair
    may still complete a pair and four may still be played at once, as a book that
    refuses the 2 under a 7 takes the 2's escape away though it keeps it on the other
    ranks. A fair book that restricts after a common play ("after a pair, at least a
    pair") keeps the completions of a triple played at once."""
    for cards in range(1, len(FOUR_WAYS) + 1):
        at = permits.FOUR + 2 * (cards - 1)
        chances, kept = counts[at], counts[at + 1]
        if chances < MIN_PERMIT or kept >= PERMIT_KEPT * chances or \
                binomial_below(chances, PERMIT_KEPT, kept) >= level:
            continue
        witness = max(range(len(evenings)), key=lambda i: (sum(
            r.permits[at] - r.permits[at + 1] for r in evenings[i].book if r.permits), -i))
        return Refused("R-PLAY-3", FOUR_WAYS[cards - 1], 0, 0, kept, chances, chances,
                       witness, cards)
    return None


def _foreclosed_four(evenings: Sequence[Evening], counts: Sequence[int], level: float,
                     config: TrialConfig) -> Refused | None:
    """The first way to four of a kind (``permits.FOUR``) the book forecloses on most
    ranks (``permits.FORECLOSED``: its rules took the pile away before the player holding
    the cards that complete four decided; a refusal leaves the player deciding, this takes
    the decision away, R-CUSTOM-2). Rank by rank (``permits.FOUR_RANKS``): a rank with
    :data:`powers.RANK_CHANCES` chances is foreclosed at ``config.repeal_share`` of them or
    more; the way is blocked when half of those ranks or more are (:data:`MIN_RANKS` at
    least) and a book foreclosing just that share of their chances would leave so many
    standing with a binomial chance under ``level``. A rank the rules never take the pile
    on has no foreclosure at all, so the false alarm is a book that takes it on half the
    ranks at times. Not pooled: "after an 8, the next player picks up the pile"
    (``eight-forces-pickup``, legal) forecloses the 8s only, but the 8s it sends round
    (the picker holds them next) weigh a pooled share; "after three of a kind, the next
    player picks up" forecloses every triple played at once, on every rank (redteam12
    ``block-triple-cut``)."""
    share = config.repeal_share
    for cards in range(1, len(FOUR_WAYS) + 1):
        at = permits.FOUR + 2 * (cards - 1)
        chances, kept = counts[at], counts[at + 1]
        shut = counts[permits.FORECLOSED + cards - 1]
        if chances < MIN_PERMIT or shut < share * chances / len(FOUR_RANKED):
            continue
        by = permits.FOUR_RANKS + 30 * (cards - 1)
        ranks = [r for r in FOUR_RANKED if counts[by + r] >= powers.RANK_CHANCES]
        closed = [r for r in ranks if counts[by + r + 15] >= share * counts[by + r]]
        if len(ranks) < MIN_RANKS or len(closed) < share * len(ranks):
            continue
        there = sum(counts[by + r] for r in closed)
        if binomial_below(there, 1 - share,
                          there - sum(counts[by + r + 15] for r in closed)) >= level:
            continue
        witness = max(range(len(evenings)), key=lambda i: (sum(
            r.permits[permits.FORECLOSED + cards - 1] for r in evenings[i].book
            if r.permits), -i))
        return Refused("R-PLAY-3", FOUR_WAYS[cards - 1], 0, 0, kept, chances, chances,
                       witness, cards, shut, len(closed), len(ranks))
    return None


#: The ranks a run of one rank may lie on the pile in (the 3 and the 10 never lie, R-PLAY-4,
#: R-SPECIAL-10; the 7s' renewal is a permission of its own)
FOUR_RANKED = tuple(r for r in range(2, 15) if r not in (3, 7, 10))
#: Ranks with chances enough a way needs before its foreclosure is judged by rank
MIN_RANKS = 4


def way_out_message(w: Refused, players: int) -> str:
    """What LP803 says of a :class:`Refused` (each wording whole: the catalogs translate
    it so)."""
    if w.foreclosed:
        return (f"trial: the book takes the pile away before the next player can answer "
                f"it, and with it {w.what}, one of the ways a clear by four of a kind "
                f"comes about ({w.ref}, R-CLEAR-2, R-CUSTOM-2): at {players} players, its "
                f"rules took the pile away at {w.foreclosed} of the {w.chances} chances of "
                f"it ({w.foreclosed / w.chances:.0%}), before the player holding the cards "
                f"that complete four could play them, at half of them or more on {w.closed} "
                f"of the {w.ranks} ranks with chances enough; only a base-rule vote may "
                "change it (R-VOTE-1)")
    if w.cards:
        return (f"trial: the book takes {w.what} away, one of the ways a clear by four of "
                f"a kind comes about ({w.ref}, R-CLEAR-2): at {players} players, it kept "
                f"{w.kept} of the {w.chances} chances of it ({w.kept / w.chances:.0%}); the "
                "other ways do not make up for it: only a base-rule vote may change it "
                "(R-VOTE-1)")
    if w.rank:
        return (
            f"trial: the book takes {w.what} away on a previous play of {rank_str(w.rank)}, "
            f"where the official rules make it a way out ({w.ref}): at {players} players, "
            f"it kept {w.kept} of the {w.chances} chances there ({w.kept / w.chances:.0%}), "
            f"{w.escapes} of them a player's only way out besides picking up; only a "
            "base-rule vote may change it (R-VOTE-1)")
    return (
        f"trial: the book takes {w.what} away on piles of {w.piles} cards or more, "
        f"where a way out saves the most ({w.ref}): at {players} players, it kept "
        f"{w.kept} of the {w.chances} chances there where it was a player's only way "
        f"out besides picking up ({w.kept / w.chances:.0%}); only a base-rule vote may "
        "change it (R-VOTE-1)")


#: Another of the 2, the 3 and the 10 is still the way out under a previous play's rank
#: when the book keeps this share of its chances there (:func:`_other_escape`): half,
#: the share ``repeal_share`` leaves a permission with its effect
OTHER_KEPT = 0.5


def _other_escape(counts: Sequence[int], k: int, top: int) -> bool:
    """Whether the book leaves a player under a previous play of ``top`` another way out
    than the 2, 3 or 10 it refuses there (permission ``k``): one of the others with
    :data:`MIN_WAY_OUT` chances on ``top``, :data:`OTHER_KEPT` of them kept. The escape
    from under a rank (R-SPECIAL-2, -3, -10: each "playable on anything") is then still
    there, held in another card: "after a King the next play must be 5 or higher" keeps
    the 10 on the King (redteam9 ``fair-king-low-follow``, a fair courtesy), while "after
    a King, Q or higher" (``block-king-no-escape``) takes the 2, the 3 and the 10 away
    and "when a 7 lies on top, 4 or higher" the 2 and the 3, the only ways out from
    under a 7 (redteam8 ``block-seven-no-escape``). A book that refuses the card on most
    ranks is the pooled way out's (:func:`weakened_permit`)."""
    for other in (permits.TWO, permits.THREE, permits.TEN):
        at = permits.SPECIAL + 45 * other + top
        if other != k and counts[at] >= MIN_WAY_OUT and \
                counts[at + 15] >= OTHER_KEPT * counts[at]:
            return True
    return False


def _permit_counts(evenings: Sequence[Evening]) -> list[int]:
    """The permission tallies (``RoundFacts.permits``) of the evenings' book rounds, summed."""
    return summed(evenings)


def _escape_kept(counts: Sequence[int], k: int) -> tuple[int, int]:
    """Of the chances where the 2, the 3 or the 10 (permission ``k``) was the player's way
    out, those on previous plays where the book still keeps :data:`PERMIT_KEPT` of the
    card's chances (or has too few to say), and all of them."""
    total = left = 0
    for top in range(15):
        at = permits.SPECIAL + 45 * k + top
        total += counts[at + 30]
        if counts[at] < powers.RANK_CHANCES or counts[at + 15] >= PERMIT_KEPT * counts[at]:
            left += counts[at + 30]
    return left, total


def clearly_kept(left: float, config: TrialConfig) -> bool:
    """A coverage (the share of a power's base use the book still allows) clearly above
    the floor ``1 - repeal_share``: at least halfway from it to the whole power."""
    return left >= 1 - config.repeal_share / 2


def open_powers(evenings: Sequence[Evening], config: TrialConfig, restricts: bool
                ) -> list[str]:
    """The power and permission facts (LP803) not yet decided at this table size: those
    that could still fire on more evenings. A fact is decided (the table need not play
    on for it) when its data minimum is met and its measure is clearly kept: a rate whose
    one-sided bound at ``statistics.CLEAR_Z`` is above its floor (:func:`statistics.
    clearly_above`), a coverage :func:`clearly_kept`. Clearing a fact early, as a
    comparison, only ever lowers the rejections (it costs power, not false alarms). A
    book that restricts no play has no permission facts (its rounds count no chances:
    ``bookactions.restricts``)."""
    out: list[str] = []
    book, base = pooled(evenings, powers.RESET_SLOTS, "resets")
    if sum(base[4:]) < MIN_RESETS or book[0] < MIN_RESETS or not clearly_kept(
            powers.reset_coverage(book, base), config):
        out.append("R-SPECIAL-2 reset")
    floor = 1 - config.repeal_share
    book, base = pooled(evenings, powers.POWER_SLOTS, "powers")
    for ref, _, how, chances, used, _ in POWERS:
        span = 1 if how == "rate" else 15
        b_used = sum(base[used:used + span])
        b_chances = sum(base[chances:chances + span])
        k_used = sum(book[used:used + span])
        k_chances = sum(book[chances:chances + span])
        if how == "rate":
            kept = b_used >= MIN_RATE and k_chances > 0 and clearly_above(
                k_used, k_chances, floor * b_used / b_chances)
        else:
            kept = (b_used >= MIN_POWER and k_chances * b_used >= MIN_POWER * b_chances
                    and clearly_kept(powers.rank_coverage(book, base, chances, used), config))
        if not kept:
            out.append(f"{ref} power")
    tens = ten_clears(evenings)
    if tens is None or not clearly_kept(tens.left, config):
        out.append("R-SPECIAL-10 clear")
    if not restricts:
        return out
    counts = _permit_counts(evenings)
    for k, (ref, _) in enumerate(permits.PERMITS):
        chances, kept_n = counts[2 * k], counts[2 * k + 1]
        if chances < MIN_PERMIT or not clearly_above(kept_n, chances, PERMIT_KEPT):
            out.append(f"{ref} permission")
    for k in (permits.TWO, permits.THREE, permits.TEN):
        left, total = _escape_kept(counts, k)
        if total < MIN_PERMIT or not clearly_kept(left / total, config):
            out.append(f"{permits.PERMITS[k][0]} escape")
    return out


def power_witness(ref: str, evening: str, command: str) -> str:
    """The witness line of LP803, each wording whole (the catalogs translate it so)."""
    if ref == "R-SPECIAL-3":
        return f"{evening}: its 3-obligations. Play it: {command}"
    if ref == "R-SPECIAL-7":
        return f"{evening}: its 7s and the decisions after them. Play it: {command}"
    if ref == "R-SPECIAL-2":
        return f"{evening}: its players holding a 2 and nothing higher. Play it: {command}"
    if ref == PILE_TAKEN:
        return (f"{evening}: its plays after which the book's rules took the pile away "
                f"before the next player decided. Play it: {command}")
    return (f"{evening}: its decisions where the book forbids a play the official rules "
            f"allow. Play it: {command}")


#: :func:`power_witness`'s key for a foreclosure's witness (:attr:`Refused.witness`)
PILE_TAKEN = "pile taken"
