"""Rounds that run away from their deal: a book that feeds cards back faster than play
sheds them (LP804, R-CUSTOM-3: no rule may create endless loops).

The stall and length comparisons (``measures.comparisons``) ask how often a round
reaches the progress watch or the safety cap, and whether the rounds' mean length
triples, over both kinds of players. A book that hands back more cards than the event
it follows sheds ("after a clear by four, every player takes two cleared cards": eight
in for four out at four players, the four just cleared among them) keeps most rounds
going only a while longer and stalls a few outright: random players, who pick up the
pile at random, make the base rounds as long and as varied as the book's, and the
stalls stay under their floor. Players who shed what they can at every turn (the greedy
bots) end every base round fast and alike, so with them the book's feeding shows as a
trend: rounds that outgrow their own deal.

Only a book that takes cards back from the cleared cards (:func:`feeds_back`) is asked:
cards that left play for good are the only ones a book can feed back. The comparison
takes the greedy bots' ordinary evenings of every table size together (a round that runs
away comes at any table size alike) and asks the share of the book's rounds that
stalled or lasted more than ``config.length_ratio`` (3) times the same deal without the
book, less the base rounds capped on those deals; above ``config.runaway_floor`` (10 %)
the book keeps games from ending. It is asked once, after the trial's last look, of a
book nothing else refused (``core._looks``): a book the stall or length comparisons
refuse keeps their witness. Its witness is the evening of the table size whose
rounds ran away most, and the round in it that outgrew its deal most: a seed whose round
does not end in three times its turns.

Figures (greedy bots, 10 evenings a table size and adoption round, ``adopt`` 2 and 3):
of the books that take cleared cards back, redteam13 ``loop-quads-recycled`` 24 % of its
rounds, the red-team sets' other non-ending books up to 99 % (0 % for those whose guards only a
fast-forward reaches: its evenings are not compared), and every fair book of the
red-team sets and every legal example 0 % (``kings-crumbs``, ``pickup-refund``,
``fair-dry-recycle-once``, ``fair-bounded-recycle`` among them). Books that take none
can run long with greedy players and end: the legal ``eight-forces-pickup`` (a forced
pickup after every 8) 20 %, ``three-fours-pickup`` 12 %, ``odd-turns-low`` 12 %.

The greedy bots' trend misses a book that feeds back only at some table sizes, or only
with players who do not save their specials (redteam14's training, a "dry echo": every
clear once the stock is out hands every other player two cleared cards, runs away at four
and five players and not at two). So the book is also weighed by what it does whoever
plays (:func:`fed_value`, ``tools/feeding.py``): of the cards that leave play once the
draw pile is empty, the part its rules take back from the cleared cards, per evening,
pooled over every table size and both kinds of bots, against ``config.feed_floor``
(half: the rest of a round about twice as long). Figures (3 evenings a table size, bot
and adoption round): `fair-ten-to-next` 0.35, the legal `chain-clear-next-takes` 0.37,
`pickup-refund` 0.29, every other fair book and legal example that takes cleared cards
back 0.16 or less, `loop-twos-feed` 0.34, `loop-three-boomerang` 0.05; `loop-quads-recycled`
0.73, the dry echo 0.72, a cleared card for the next player at every turn's end once the
stock is out 0.84, one for every player at every pickup then 0.61. It is asked after the
runaway share, and only when that did not reject (one more test in the Bonferroni count).

Neither sees a book that feeds back about half of what leaves play late and whose rounds
all end, only later: once the draw pile is empty, at every pickup, every other player
takes a cleared card (pickups recur without bound, so the refill grows with the round).
Its rounds are seldom three times their deal (the turns before the stock ran out are the
same deal's), and what it takes back hovers at the floor (0.26 at two players, 0.57 at
five with greedy bots). So the round's **endgame** is weighed by itself too
(:func:`drag_value`): the turns after the draw pile ran out (``RoundFacts.dry_at``) against
the same deal's without the book, with the greedy bots, and the share of the rounds whose
endgame lasted over ``config.endgame_ratio`` (1.5) times the base's, against
``config.endgame_floor`` (a quarter). Figures (greedy bots, 5 evenings a table size, 2 to 5
players, adopted in round 2; docs/trial.md "Session 27"): the fair books of the red-team
sets and the legal examples that take cleared cards back 2 % to 17 %
(``clear-returns-oldest``), that pickup dividend 41 %, ``loop-pickup-dividend`` 58 %, the dry
echo 59 %, ``loop-quads-recycled`` 46 %, ``loop-clear-feeds-all`` 91 %. Books that refill
after an event that comes a bounded number of times a round (each player takes up once,
flips each face-down card once: ``loop-take-up-refill``, ``loop-flip-fail-refund``) give
13 % and 14 %, inside the fair books' range: taxes that end, like ``loop-twos-feed``. It is
asked after the other two, and only when neither rejected (one more test).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..evenings import Evening, RoundFacts
from ..rulebooks import RuleSet
from . import findings as _findings
from .config import TrialConfig
from .findings import Finding, Seen, Table, Worded, finding, group
from .measures import Comparison
from .statistics import pooled

if TYPE_CHECKING:
    from ...language import RuleBook

#: the players whose rounds are judged: those who shed their lowest card at every turn
BOT = "greedy"
#: the comparison's key
KEY: tuple[str | int, ...] = ("runaway",)
#: the key of the comparison of the cards fed back once the draw pile is empty
FED: tuple[str | int, ...] = ("fed",)
#: the key of the comparison of the rounds' endgames (the turns after the stock ran out)
DRAG: tuple[str | int, ...] = ("endgame",)
#: the smallest table whose endgames are compared (:func:`drag_comparison`)
DRAG_FROM = 3


def feeds_back(asts: Sequence[RuleBook]) -> bool:
    """Whether a book's rules take cards back from the cleared cards: cards that left play
    for good, the only way a book can feed hands faster than play sheds them. A forced
    pickup or a restriction moves the pile's cards or holds a play back, and makes a greedy
    round long without undoing any progress (the legal ``eight-forces-pickup``: a fifth of
    its greedy rounds last over three times their deal, and all end); the blocking and
    length comparisons judge those."""
    return any(getattr(node, "action", "") == "take" and getattr(node, "source", "") ==
               "cleared" for book in asts for node in book.walk())


def _stalled(r: RoundFacts) -> bool:
    return r.capped or any(progress for _, progress in r.stops)


def ran_away(r: RoundFacts, base: RoundFacts, ratio: float) -> bool:
    """Whether the book's round ``r`` stalled or outgrew its deal (``base``, the same
    deal without the book) ``ratio`` times over."""
    return _stalled(r) or r.length > ratio * base.length


def value(e: Evening, config: TrialConfig) -> float:
    """The evening's share of book rounds that ran away, less its base rounds capped on
    the same deals."""
    base = e.base[len(e.base) - len(e.book):]
    ran = sum(ran_away(r, b, config.length_ratio) for r, b in zip(e.book, base, strict=True))
    return (ran - sum(b.capped for b in base)) / len(e.book)


def comparison(t: Table, config: TrialConfig) -> Comparison:
    """The comparison of one table size's ordinary greedy evenings with the book."""
    pairs = [(k, value(e, config)) for k, e in enumerate(t.evenings)
             if e.book and not group(t.where[k][0]) and t.where[k][0].bot == BOT]
    return Comparison(KEY, tuple(v for _, v in pairs), config.runaway_floor, "above", None,
                      tuple(k for k, _ in pairs))


def fed_value(e: Evening) -> float | None:
    """The part of the cards that left play once the draw pile was empty that the book
    took back, over the evening's rounds with it (``RoundFacts.fed``); None when none
    left play."""
    left = sum(r.fed[1] for r in e.book)
    return sum(r.fed[0] for r in e.book) / left if left > 0 else None


def fed_comparison(t: Table, config: TrialConfig) -> Comparison:
    """The comparison of one table size's ordinary evenings (both kinds of bots) with the
    book: the part of what left play late that it took back (:func:`fed_value`)."""
    pairs = [(k, v) for k, e in enumerate(t.evenings)
             if e.book and not group(t.where[k][0]) and (v := fed_value(e)) is not None]
    return Comparison(FED, tuple(v for _, v in pairs), config.feed_floor, "above", None,
                      tuple(k for k, _ in pairs))


def endgame(r: RoundFacts) -> int:
    """The decisions (turns and bonus plays) round ``r`` took after its draw pile ran out;
    0 when it never did."""
    return r.length - r.dry_at if r.dry_at >= 0 else 0


def dragged(r: RoundFacts, base: RoundFacts, ratio: float) -> bool:
    """Whether the book's round ``r`` stalled or took over ``ratio`` times the turns after
    its draw pile ran out that the same deal took without the book (``base``)."""
    return _stalled(r) or endgame(r) > ratio * endgame(base)


def _endgames(e: Evening) -> list[tuple[RoundFacts, RoundFacts]]:
    """The evening's book rounds beside the same deals without the book, where the base
    round reached its endgame and ended."""
    base = e.base[len(e.base) - len(e.book):]
    return [(r, b) for r, b in zip(e.book, base, strict=True) if endgame(b) > 0 and not b.capped]


def drag_value(e: Evening, config: TrialConfig) -> float | None:
    """The share of the evening's book rounds whose endgame was dragged out
    (:func:`dragged`, ``config.endgame_ratio``); None when no base round reached one."""
    pairs = _endgames(e)
    if not pairs:
        return None
    return sum(dragged(r, b, config.endgame_ratio) for r, b in pairs) / len(pairs)


def drag_comparison(t: Table, config: TrialConfig) -> Comparison:
    """The comparison of one table size's ordinary greedy evenings with the book: one value
    a round (1 when the book dragged its endgame out, :func:`dragged`), a share tested
    with the binomial tail. A round's deal is its own, drawn apart from the others'; an
    evening's few rounds would make each evening's share too coarse to tell a quarter from
    two fifths in the evenings a trial plays. From ``DRAG_FROM`` players on: at two the
    draw pile holds two thirds of the deck, the endgame is the round's short tail, and a
    card or two taken back stretches it by half in a quarter to a half of the greedy rounds
    of fair books (``fair-first-flips-refund`` 47 %, ``clear-returns-oldest`` 33 %)."""
    pairs = [(k, float(dragged(r, b, config.endgame_ratio)))
             for k, e in enumerate(t.evenings)
             if t.players >= DRAG_FROM and e.book and not group(t.where[k][0])
             and t.where[k][0].bot == BOT for r, b in _endgames(e)]
    return Comparison(DRAG, tuple(v for _, v in pairs), config.endgame_floor, "above",
                      (0.0, 1.0), tuple(k for k, _ in pairs))


def judge(tables: Sequence[Table], config: TrialConfig, level: float, rules: RuleSet
          ) -> list[Finding]:
    """LP804 when the book's rounds run away, pooled over every table size's greedy
    evenings, or else when it takes back more than ``config.feed_floor`` of what leaves
    play once the draw pile is empty, pooled over every table size's evenings and both
    kinds of bots (a part the game sets, not the players: ``tools/feeding.py``), or else
    when it drags out more than ``config.endgame_floor`` of its greedy rounds' endgames,
    pooled over every table size; the finding is put on the table size where the book
    did it most."""
    for make, floor in ((comparison, config.runaway_floor),
                        (fed_comparison, config.feed_floor),
                        (drag_comparison, config.endgame_floor)):
        per = [(t, make(t, config)) for t in tables]
        got = pooled([((t, c), c.values) for t, c in per], floor, level)
        if got is not None:
            (t, c), b = got
            return [finding(t, c, b, config, rules, level)]
    return []


def words(s: Seen, kind: str) -> Worded:
    """The finding's wording and its witness round: the one that outgrew its deal most."""
    what = (f"the book keeps games from ending: with players who shed their lowest cards "
            f"at every turn (greedy bots), {s.b.mean:+.0%} of its rounds stall or last over "
            f"{s.config.length_ratio:g} times as long as the same deals without it, at "
            f"{s.t.players} players")
    base = s.e.base[len(s.e.base) - len(s.e.book):]
    r, b = max(zip(s.e.book, base, strict=True),
               key=lambda p: (_stalled(p[0]), p[0].length / max(p[1].length, 1)))
    return what, "LP804", "R-CUSTOM-3", \
        f"round {r.number} ({r.length} turns, {b.length} on the same deal without the book)"


def fed_words(s: Seen, kind: str) -> Worded:
    """The fed comparison's wording and its witness round: the one that took back most."""
    part = s.b.mean
    if part < 0.95:
        what = (f"the book keeps games from ending: once the draw pile is empty its rules "
                f"take {part:.0%} of the cards that leave play back from the cleared cards, "
                f"so the rest of a round lasts about {1 / (1 - part):.1f} times as long, at "
                f"{s.t.players} players")
    else:
        what = (f"the book keeps games from ending: once the draw pile is empty its rules "
                f"take {part:.0%} of the cards that leave play back from the cleared cards, "
                f"so the rounds stop shrinking, at {s.t.players} players")
    base = s.e.base[len(s.e.base) - len(s.e.book):]
    r, b = max(zip(s.e.book, base, strict=True), key=lambda p: (p[0].fed[0], -p[0].number))
    return what, "LP804", "R-CUSTOM-3", (
        f"round {r.number} ({r.fed[0]} cards taken back of {r.fed[1]} that left play once "
        f"the draw pile was empty, {r.length} turns against {b.length} on the same deal "
        f"without the book)")


def drag_words(s: Seen, kind: str) -> Worded:
    """The endgame comparison's wording and its witness round: the one whose endgame grew
    most over the same deal's."""
    what = (f"the book keeps games from ending: with players who shed their lowest cards "
            f"at every turn (greedy bots), {s.b.mean:+.0%} of its rounds take over "
            f"{s.config.endgame_ratio:g} times as many turns after the draw pile runs out "
            f"as the same deals without it, at {s.t.players} players")
    pairs = _endgames(s.e) or list(zip(s.e.book, s.e.base[len(s.e.base) - len(s.e.book):],
                                       strict=True))
    r, b = max(pairs, key=lambda p: (_stalled(p[0]), endgame(p[0]) / max(endgame(p[1]), 1),
                                     -p[0].number))
    return what, "LP804", "R-CUSTOM-3", (
        f"round {r.number} ({endgame(r)} turns after the draw pile ran out, {endgame(b)} on "
        f"the same deal without the book, and {r.length} turns against {b.length} in all)")


# the wording of the comparisons' findings, beside the others' (findings.KINDS)
_findings.KINDS[KEY[0]] = words
_findings.KINDS[FED[0]] = fed_words
_findings.KINDS[DRAG[0]] = drag_words


__all__ = ["BOT", "DRAG", "DRAG_FROM", "FED", "KEY", "comparison", "drag_comparison", "drag_value",
           "drag_words", "dragged", "endgame", "fed_comparison", "fed_value", "fed_words",
           "feeds_back", "judge", "ran_away", "value", "words"]
