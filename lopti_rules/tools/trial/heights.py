"""A rank's height (R-PLAY-2): the order of the plain ranks read top by top (issue 29,
session 22).

"A play must be higher than the previous one" forbids, on each plain rank lying as the
previous play, every plain rank below it. ``measures.RESTRICTIONS`` weighs the plays a
book's permissions let through against the whole rule, four neighbouring ranks (the
bands) and one low rank under the tops above it (``measures.RANK_SHARES``: ``allow 5 on
J, Q, K, A``). Two ways of taking the order apart are neither:

- **one top sunk** (:data:`TOPS`): half or more of the plain ranks below one rank may be
  played on it (``allow 4, 5, 6, 8 on K``: the King is no longer above the low half of
  the deck, redteam13 ``perm-king-sinks``). Two of them sink the low tops, the 8 and the 9
  (``allow 5, 6 on 9``: half of what the 9 holds off, session 28), while a table's two
  low killers on a court card (``allow 4, 5 on J``: 2 of 5) leave it its height; a top
  needs :data:`MIN_LOW` of them;
- **half the tops breached** (:data:`BREACHED`): one lower rank on each of half the ranks
  that stand above another (``4 on A, 5 on K, 6 on Q, 8 on J`` over four files: every
  rank above the 10 answered from below, redteam13 ``perm-underdogs``). Each pair alone
  is the classic underdog; two of them (``4 on A, 5 on K``, or ``J on Q, Q on K``) leave
  six of the eight tops their height, and stay fair.

- **more than a house rule's exceptions** (:data:`LOWERED`, session 24): a table's
  underdogs are one or two lower ranks let onto a higher one (``4 on A``, ``4 on A, 5 on
  K``, ``4, 5 on J``, ``J on Q, Q on K``: every fair permission of the training sets); a
  book that lets :data:`MAX_EXCEPTIONS` + 1 or more of the 36 such plays through
  (``allow 2, 3, 4, 5 on Q, K, A``: six, redteam15 ``perm-specials-restated``) repeals
  the order for part of the deck, wherever those plays lie (docs/trial.md, "Permissions
  that repeal the order").

- **one rank let past several** (:data:`SPREAD`, session 26): a house rule's exception
  lets one lower rank onto one higher rank (``allow J on Q``, ``allow 4 on A``; two such
  exceptions, ``4 on A, 5 on K`` or ``4, 5 on J``, are still exceptions). A book that lets
  one plain rank onto :data:`MIN_SPREAD` or more of the plain ranks above it (``allow 8
  on Q, K``) repeals "higher" for that rank: whoever holds it answers a stretch of the
  deck, which is the order taken away for that rank, not an exception to it.

- **the 7's ceiling lifted** (:data:`CEILING`): R-SPECIAL-7 makes the next play 7 or
  lower, a ceiling over the ranks above the 7 (8, 9, J, Q, K, A; the 10 has its own
  sentence). A permission on a 7 lifts it to the rank it lets through. One step (``allow
  8 on 7``: "8 or lower", redteam10 ``fair-eight-on-seven``) moves the line and keeps
  the 7 a low card over every rank above it. Past the next rank (:data:`CEILING_STEP`:
  ``allow 9 on 7``, redteam17 ``perm-nine-over-seven``; ``allow A on 7``) the 7 no longer
  holds that rank down at all while it still holds the 8: the 7's power is repealed for
  that rank, as a rank let past several higher ones has "higher" repealed for it. Unlike
  "higher", whose underdogs (a 4 beating an Ace) give a weak card a use, a rank let over
  the 7 is only ever a stronger card made stronger.

- **ranks let onto each other** (:data:`CLOSED`, session 29): R-PLAY-2 is one sentence,
  "higher than the previous play, or the same rank with more cards". A book that lets two
  plain ranks or more onto each other and onto themselves in any number (``allow K, A on
  K, A``: a single King on a single King, an Ace on an Ace, a King on an Ace, redteam20
  ``perm-tops-same-count``) leaves the sentence no effect among them: those ranks are one
  rank for the order, which no exception does. A table's exceptions keep it: ``allow J on
  Q`` still makes a Jack match a Jack with more, ``allow 5 on 5`` (one rank on itself) has
  no order to repeal, and ``allow K on A`` with ``allow A on A`` still makes a King match a
  King with more.

- **a top turned over** (:data:`INVERTED`, session 47): R-PLAY-2 answers a high rank by
  the ranks above it, the King by the Ace alone, the Ace by none. A table's underdog gives
  a top one answer from below (``allow 4 on A``); a book that lets :data:`MIN_LOW` or more
  plain ranks onto a top that has fewer answers above it (``allow 4, 5 on A``, ``allow 5,
  6 on K``, ``allow J, Q on A``, in one line or several) makes that top answered more from
  below than from above: it is no longer high, the order turned over at its top, however
  far below the ranks lie. Lower tops keep it: a Jack has three ranks above it, so ``4, 5
  on J`` (redteam8 ``fair-lows-on-jack``) leaves it answered mostly from above, and a
  Queen's two underdogs (``6, 8 on Q``) no more than from above; a third underdog is
  :data:`LOWERED` anyway. Only the King and the Ace can be turned over by two.

All are read off the pairs the book's rounds played and allowed (``RoundFacts.allowed``),
like the other restrictions; only a base-rule vote may change R-PLAY-2 (R-VOTE-1).
"""

from __future__ import annotations

from collections.abc import Set

from ...engine import rank_str

#: the plain ranks: those "higher" orders (R-PLAY-2); 7 and 10 have rules of their own
PLAIN: tuple[int, ...] = tuple(r for r in range(4, 15) if r not in (7, 10))
#: the whole rule, as ``measures.RESTRICTIONS`` names it
HIGHER = "the rule that a play must be higher than the previous one"
#: the plain ranks below a top a book must let onto it before that top counts as sunk
#: (with half of those below it): two, so the 8 and the 9 are sunk by two low ranks
#: (session 28; it was three, which left ``allow 5, 6 on 9`` a pair of exceptions)
MIN_LOW = 2
#: one top's share of "higher" (rule, what it is, the plays it forbids there): the tops
#: with :data:`MIN_LOW` plain ranks below them or more
TOPS: tuple[tuple[str, str, frozenset[tuple[int, int]]], ...] = tuple(
    ("R-PLAY-2", what, frozenset((top, r) for r in PLAIN if r < top))
    for top, what in (
        (8, "the 8's height (R-PLAY-2: a play on an 8 must be higher)"),
        (9, "the 9's height (R-PLAY-2: a play on a 9 must be higher)"),
        (11, "the Jack's height (R-PLAY-2: a play on a Jack must be higher)"),
        (12, "the Queen's height (R-PLAY-2: a play on a Queen must be higher)"),
        (13, "the King's height (R-PLAY-2: a play on a King must be higher)"),
        (14, "the Ace's height (R-PLAY-2: a play on an Ace must be higher)")))
#: the ranks' heights taken together: the tops with a plain rank below them
BREACHED = "the height of the ranks (R-PLAY-2: a play must be higher than the previous one)"
_LOWER = frozenset((top, r) for top in PLAIN for r in PLAIN if r < top)
_TOPPED = frozenset(top for top, _ in _LOWER)


def sunk(allowed: Set[tuple[int, int]], share: float) -> list[tuple[str, str, int, int]]:
    """The tops (:data:`TOPS`) the ``allowed`` (previous rank, rank) plays leave with at
    most ``1 - share`` of the plain ranks below them kept off, :data:`MIN_LOW` of them at
    least: (rule, what it is, allowed, forbidden)."""
    out = []
    for ref, what, forbidden in TOPS:
        got = len(allowed & forbidden)
        if got >= MIN_LOW and got >= share * len(forbidden):
            out.append((ref, what, got, len(forbidden)))
    return out


def breached(allowed: Set[tuple[int, int]], share: float
             ) -> tuple[str, str, int, int] | None:
    """The ranks' heights taken apart: of the ranks with a plain rank below them, ``share``
    or more may be answered by a lower plain rank under the ``allowed`` plays: (rule,
    :data:`BREACHED`, tops breached, tops), else None."""
    tops = {top for top, _ in allowed & _LOWER}
    if len(tops) >= share * len(_TOPPED):
        return "R-PLAY-2", BREACHED, len(tops), len(_TOPPED)
    return None


#: a top turned over (:func:`inverted`): the plain ranks below it let onto it outnumber
#: the plain ranks above it, :data:`MIN_LOW` of them at least (module text)
INVERTED: tuple[tuple[int, str], ...] = (
    (13, "the King's place at the top of the order (R-PLAY-2: only an Ace is higher than a "
         "King)"),
    (14, "the Ace's place at the top of the order (R-PLAY-2: no plain rank is higher than "
         "an Ace)"))


def _above(top: int) -> int:
    return sum(1 for r in PLAIN if r > top)


def inverted(allowed: Set[tuple[int, int]]) -> list[tuple[str, str, int, int]]:
    """The tops of :data:`INVERTED` the ``allowed`` plays let :data:`MIN_LOW` or more
    lower plain ranks onto, more than the plain ranks above them: (rule, what it is, the
    ranks below let on, the ranks above), the Ace first."""
    out = []
    for top, what in reversed(INVERTED):
        got = sum(1 for r in PLAIN if r < top and (top, r) in allowed)
        if got >= MIN_LOW and got > _above(top):
            out.append(("R-PLAY-2", what, got, _above(top)))
    return out


#: the ranks above the 7 its low rule holds off, in order (the 10 has its own sentence)
ABOVE_SEVEN: tuple[int, ...] = (8, 9, 11, 12, 13, 14)
#: the 7's low rule read as a ceiling (:func:`lifted`)
CEILING = "the 7's ceiling (R-SPECIAL-7: the next play must be 7 or lower)"
_OVER_SEVEN = frozenset((7, r) for r in ABOVE_SEVEN)


#: the steps above the 7 a table's exception may lift its ceiling: the next rank, the 8
CEILING_STEP = 1


def lifted(allowed: Set[tuple[int, int]]) -> tuple[str, str, int, int] | None:
    """The 7's ceiling lifted by the ``allowed`` plays past :data:`CEILING_STEP` of the
    ranks above the 7 (module text): (rule, :data:`CEILING`, the steps it is lifted, the
    steps to the Ace), else None."""
    over = [ABOVE_SEVEN.index(r) + 1 for on, r in allowed & _OVER_SEVEN]
    if over and max(over) > CEILING_STEP:
        return "R-SPECIAL-7", CEILING, max(over), len(ABOVE_SEVEN)
    return None


#: a house rule's exceptions to "higher": the lower plain ranks on higher ones a book may
#: let through before the order counts as repealed for part of the deck
MAX_EXCEPTIONS = 2
#: "higher" repealed beyond a house rule's exceptions (:func:`lowered`)
LOWERED = "the rule that a play must be higher than the previous one, for part of the deck"


def lowered(allowed: Set[tuple[int, int]]) -> tuple[str, str, int, int] | None:
    """More than :data:`MAX_EXCEPTIONS` lower plain ranks on higher ones among the
    ``allowed`` plays: (rule, :data:`LOWERED`, those plays, all 36), else None."""
    got = len(allowed & _LOWER)
    if got > MAX_EXCEPTIONS:
        return "R-PLAY-2", LOWERED, got, len(_LOWER)
    return None


#: the higher plain ranks one lower rank may be let onto before "higher" counts as
#: repealed for that rank (:func:`spread`): one is an exception, two a stretch of the deck
MIN_SPREAD = 2
#: "higher" for one plain rank (rank, what it is, the plays it forbids there: that rank
#: on each plain rank above it), for the ranks with :data:`MIN_SPREAD` plain ranks above
SPREAD: tuple[tuple[int, str, frozenset[tuple[int, int]]], ...] = tuple(
    (low, what, frozenset((top, low) for top in PLAIN if top > low))
    for low, what in (
        (4, "the 4's place in the order (R-PLAY-2: a 4 must be higher than the previous play)"),
        (5, "the 5's place in the order (R-PLAY-2: a 5 must be higher than the previous play)"),
        (6, "the 6's place in the order (R-PLAY-2: a 6 must be higher than the previous play)"),
        (8, "the 8's place in the order (R-PLAY-2: an 8 must be higher than the previous "
            "play)"),
        (9, "the 9's place in the order (R-PLAY-2: a 9 must be higher than the previous play)"),
        (11, "the Jack's place in the order (R-PLAY-2: a Jack must be higher than the "
             "previous play)"),
        (12, "the Queen's place in the order (R-PLAY-2: a Queen must be higher than the "
             "previous play)")))


def spread(allowed: Set[tuple[int, int]]) -> list[tuple[str, str, int, int]]:
    """The plain ranks the ``allowed`` plays let onto :data:`MIN_SPREAD` or more of the
    plain ranks above them (module text): (rule, what it is, the ranks above it allowed,
    the ranks above it), the rank let onto most first."""
    out = []
    for _, what, forbidden in SPREAD:
        got = len(allowed & forbidden)
        if got >= MIN_SPREAD:
            out.append(("R-PLAY-2", what, got, len(forbidden)))
    return sorted(out, key=lambda x: -x[2])


#: R-PLAY-2 as a whole left with no effect among some ranks (:func:`closed`)
CLOSED = ("the rule that a play must be higher than the previous one or the same rank with "
          "more cards (R-PLAY-2)")
#: the plays R-PLAY-2 forbids among the plain ranks: a lower rank on a higher one, and a
#: rank on itself without more cards
_ORDERED = _LOWER | frozenset((r, r) for r in PLAIN)


def closed(allowed: Set[tuple[int, int]]) -> list[tuple[str, str, int, int]]:
    """The plain ranks the ``allowed`` plays let onto each other and onto themselves
    (module text): of two ranks or more, every play R-PLAY-2 forbids among them allowed
    ([(rule, :data:`CLOSED`, those plays, the ranks)], else []). The ranks are those of
    the largest such set (:func:`closed_ranks`)."""
    ranks = closed_ranks(allowed)
    if len(ranks) < 2:
        return []
    return [("R-PLAY-2", CLOSED, len(ranks) * (len(ranks) + 1) // 2, len(ranks))]


def closed_ranks(allowed: Set[tuple[int, int]]) -> list[int]:
    """The largest set of plain ranks every one of which the ``allowed`` plays let onto
    itself and onto every higher one of the set (grown from the lowest rank up: a set of
    ranks all free of each other is the union of its pairs), or []."""
    snaps = [r for r in PLAIN if (r, r) in allowed]
    best: list[int] = []
    for i, low in enumerate(snaps):
        group = [low]
        for r in snaps[i + 1:]:
            if all((r, x) in allowed for x in group):
                group.append(r)
        if len(group) > len(best):
            best = group
    return best if len(best) >= 2 else []


def forbidden(what: str) -> frozenset[tuple[int, int]] | None:
    """The plays ``what`` (a top of :data:`TOPS`, a rank of :data:`SPREAD`,
    :data:`BREACHED`, :data:`LOWERED` or :data:`CEILING`) forbids; None for another
    restriction."""
    if what in (BREACHED, LOWERED):
        return _LOWER
    if what == CLOSED:
        return _ORDERED
    if what == CEILING:
        return _OVER_SEVEN
    found = next((f for _, w, f in SPREAD if w == what), None)
    if found is not None:
        return found
    top = next((t for t, w in INVERTED if w == what), None)
    if top is not None:
        return frozenset((top, r) for r in PLAIN if r < top)
    return next((f for _, w, f in TOPS if w == what), None)


def message(what: str, got: int, of: int,
            allowed: Set[tuple[int, int]] = frozenset()) -> str:
    """The finding's words: the plays let through, for :data:`BREACHED` the tops, for
    :data:`CEILING` the rank the 7's ceiling is lifted to, for a rank of :data:`SPREAD`
    the ranks above it the ``allowed`` plays let it onto."""
    if what == CLOSED:
        ranks = ", ".join(rank_str(r) for r in closed_ranks(allowed)) or "?"
        return (f"trial: the book's permissions repeal {what} among {ranks}: each of them "
                "was played and allowed on the others and on itself with no more cards: the "
                f"{got} plays the rule forbids among those {of} ranks; a house "
                "rule makes an exception to the order (a Jack on a Queen) or to matching "
                "with more, and ranks free of both are one rank for the order (only a "
                "base-rule vote may change it, R-VOTE-1)")
    spread_rank = next((low for low, w, _ in SPREAD if w == what), None)
    if spread_rank is not None:
        above = sorted(top for top, low in allowed if low == spread_rank and top > low
                       and top in PLAIN)
        tops = ", ".join(rank_str(t) for t in above) or "?"
        return (f"trial: the book's permissions repeal {what}: {rank_str(spread_rank)} on {tops} "
                f"was played and allowed, {got} of the {of} plain ranks above it; a house "
                "rule lets one rank onto one higher rank (a Jack on a Queen, a 4 on an "
                "Ace), and one rank onto several is the order taken away for that rank "
                "(only a base-rule vote may change it, R-VOTE-1)")
    top = next((t for t, w in INVERTED if w == what), None)
    if top is not None:
        below = sorted(r for on, r in allowed if on == top and r < top and r in PLAIN)
        ranks = ", ".join(rank_str(r) for r in below) or "?"
        return (f"trial: the book's permissions invert {what}: {ranks} on {rank_str(top)} "
                f"was played and allowed, {got} plain ranks below it against the {of} above "
                "it that answer it; a house rule gives a top one underdog (a 4 on an Ace), "
                "and a top answered more from below than from above is no longer high (only "
                "a base-rule vote may change it, R-VOTE-1)")
    if what == CEILING:
        rank = rank_str(ABOVE_SEVEN[got - 1])
        return (f"trial: the book's permissions leave {what} with little effect: {rank} on 7 "
                f"was played and allowed, which lifts the ceiling {got} of the {of} "
                "ranks above the 7 (the 10 aside) towards the Ace (only a base-rule vote may "
                "change it, R-VOTE-1)")
    if what == LOWERED:
        return (f"trial: the book's permissions repeal {what}: {got} of the {of} plays of a "
                "lower plain rank on a higher one were played and allowed, more than the "
                f"{MAX_EXCEPTIONS} exceptions a house rule makes (a 4 on an Ace and a 5 on a "
                "King); only a base-rule vote may change it (R-VOTE-1)")
    if what == BREACHED:
        return (f"trial: the book's permissions leave {what} with little effect: {got} of the "
                f"{of} ranks with a plain rank below them may be answered by a lower one "
                "(only a base-rule vote may change it, R-VOTE-1)")
    return (f"trial: the book's permissions leave {what} with little effect: {got} of the "
            f"{of} plays it forbids were played and allowed (only a base-rule vote may "
            "change it, R-VOTE-1)")
