"""What the trial measures on each evening, and its comparisons at one table size.

Every comparison is a mean over evenings of one number per evening (an evening is the
independent unit: its rounds share a creator and carry standings), so the tests of
:mod:`.statistics` apply. At ``n`` players the comparisons are:

- **person, effects** (frames ``seat`` and ``creator``, each position): the share of the
  book's effects that named the position, in evenings where it named anyone; rejected
  above ``e + (1 - e) * config.share_floor``, where ``e`` is the share an even spread
  gives (the seats an effect names on average, over ``n``: a draw names one, a give
  two). The dealer frame is not judged: a role may fall on the dealer every round, and
  the deal rotates.
- **person, spared** (the same frames and positions): of the book's rounds in which its
  effects named every seat but one, the share in which the one left out was the
  position; rejected above ``config.floor_share(n)``: a seat that never gets what the
  book does to every other seat ("every other player draws 2" at a moment only the
  creator can be the acting player) is singled out as surely as one that gets all of it.
- **person, wins** (the same frames and positions): the position's share of the book's
  rounds won, with the book minus without it on the same deals; rejected above
  ``config.floor_win(n)`` or below its negative.
- **person, closest to going out** (three players or more: at two, "the other player" is
  all a frame can say): the cards and skipped turns a round's effects put on the seat
  holding the fewest cards (three or fewer) at that moment, rejected above
  ``config.closest_floor`` a round, but only together with the share of such burden
  that lands on that seat rather than another, rejected above ``config.floor_share(n)``:
  a rule that hits the leader hard and on purpose, not one that hits whoever is next.
- **same seat** (frame-free, :func:`together`): whatever frame a book picks its person
  in (its creator, the dealer or leader counted some seats on, the seat closest to going
  out, an arithmetic of rule clocks and round numbers), a person singled out is the same
  seat of the session round after round. Per evening, each of the book's rounds gives a
  vector per seat (the effects that named the seat, a restriction binding the seat's
  next play, and the cards and skipped turns put on it), centred on its mean; the
  evening's **alignment** is, over the rounds two or more apart, the sum of the
  products of two rounds' vectors over the sum of the products of their lengths, taken
  per class of their distance modulo ``n`` and averaged over the classes: 1 when every
  round puts the same share on the same seat (or spares the same seat), about 0 when
  each round's seat is independent of the others' (a last winner, a player holding many
  cards) and for a role that turns with the deal (the dealer). ``("same seat",
  "burden")``: the alignment, rejected above ``config.same_floor``; ``("same seat",
  "wins")``: the alignment of the winners of the book's rounds minus that of the same
  deals without the book, rejected above ``config.same_win_floor`` (a book that makes
  one seat of the session win round after round, whoever that is).
- **runtime refusals** that neither block an event nor keep cards from a player going
  out (an effect that cannot be carried out, a hook over its budget): the share of the
  book's rounds with one, rejected above ``config.refusal_floor``. Cards kept from a
  player going out are the runtime's R-WIN-4 guard at work on a fair rule ("after a King,
  take a cleared card back" when the King is the last card); a rule aimed at players who
  are out is the static check LP501's.
- **blocked events** (each of ``EVENT_KINDS`` the base game shows ``config.event_floor``
  times a round or more): with-book count minus ``config.blocked_ratio`` times the base
  count; rejected when below 0.
- **pickups undone** (R-TURN-2): over the pickups the book's rules acted on (one of
  them fired while the pickup was taken: ``RoundFacts.acted``), the cards they left with
  the picker minus ``config.pickup_keep`` times their piles' cards times the same deals'
  share kept without the book (all of it), a round; rejected below 0: a rule that hands
  the pile straight back out undoes the pickup's consequence. The pickups no rule
  touched keep their piles and are left out, so a rule that acts on big pickups only
  ("after a pickup of 6 or more ...", or three such rules together) is judged on those.
- **draws undone** (R-DRAW-1): over the book's rounds, the cards the R-DRAW-1 draws left
  with the drawers after the rules that react to them (``RoundFacts.drawn``), less what
  the same book leaves a play without a draw (nothing without the book), minus
  ``config.draw_keep`` times the cards drawn (each draw keeps them all without the
  book), a round; rejected below 0: a rule that hands every drawn card straight on
  ("after a draw the drawer gives a card to their left") undoes the top-up as a pile
  handed back out undoes a pickup, while a rule that takes a card after every play
  (``pass-it-on``) takes it from the plays without a draw too, and a rule that gives a
  card now and then ("after a 9 ...") leaves most draws whole.
- **lock-outs** (R-TURN-1): the share of the book's rounds in which a player still in
  took fewer than a quarter of their turns (``evenings.locked_out``), or had at least
  three quarters of their base round's turns taken by skips stacked on them, beyond one
  a firing (``evenings.skipped_out``), minus the same deals' base rounds, rejected above
  ``config.lockout_floor``: a skip and a reversal
  that together pass over one seat for good, at the table sizes (or the number of
  players still in) where they do, however often the rule fires elsewhere; a rule that
  does it only in its first round (a creator clock) still does it in one round an
  evening.
- **shut out** (R-TURN-1): the share of the book's rounds in which a player took fewer
  than a tenth of their turns over a stretch in which the same players were in (before
  the first player goes out, between two going out, after the last; ``evenings.
  SHUT_SHARE``) minus the same deals' base rounds (none), rejected above
  ``config.shut_floor``: a turn bounced between two seats at some table size, or away
  from the player about to go out, until someone goes out; what the whole round's count
  dilutes, since the locked seats play once the table is smaller.
- **kept turns** (R-TURN-1): the share of the book's decisions after which the same seat
  decided again, minus the same share in the same deals' base rounds, rejected above
  ``config.kept_floor``. In the base game the turn passes after every decision but a
  clear's (its bonus play); a skip on every play at two players in hands the turn back
  to the player who just played, so the other one plays only after a pickup: a lock-out
  that no seat's count of turns shows, since the other player's turns come in runs too.
  Above the floor (half of the decisions) the turn passing is left with less than half
  its effect, as ``repealed`` judges a base restriction. A skip on one rank (an 8) keeps
  about one decision in twenty at two players; a catch-up skip for a player holding six
  cards or more, under half.
- **first deal** (R-CUSTOM-3, LP601): per ordinary evening, the most the book's effects
  put on one seat other than the creator during its first round's deal, minus the same
  in its later rounds on average (:func:`first_deal`), rejected above
  ``config.first_deal_floor``: a flag that holds at the rule's first deal by its start
  and later seldom, on a player the round before the rule picks (its biggest picker):
  a penalty for what was played before the rule, which the creator knew.
- **kept ahead** (R-TURN-1, R-WIN-1): the share of the book's decisions after which the
  same seat decided again while it held fewer cards than every other player in (the
  player ahead in the race to go out, ``roundplay.kept_ahead``), minus the share of all
  kept turns in the same deals' base rounds (a bound on the base's own), rejected above
  ``config.ahead_floor``: an extra-turn engine for the leader, which the kept turns'
  floor misses when the turn comes back to the others often enough. A catch-up skip
  keeps the turn with the player behind (``big-hands-hurry``: under the base).
- **last card** (R-WIN-1, R-CUSTOM-3): of the book's decisions of a seat that its own
  decision before left with one card (what a play itself left: ``roundplay.played_left``,
  so a rule that refills the last card at the player's own turn end is seen), the share
  at which it held more cards again (``roundplay.sent_back``), minus the same share of
  the other seats' decisions, an evening (``LAST_CARDS`` such decisions or more),
  rejected above ``config.last_card_floor``. In the base game nobody's cards change
  between their own decisions, so whatever a seat gained there the book put on it; a
  win bar sends the player about to go out back (a Roshambo lost at every turn, the
  cleared cards handed back), while a tax everyone pays alike ("after a 10, every other
  player draws a card") reaches the others as often.
- **never ends**: the share of the book's rounds that stalled (the safety cap, or the
  progress watch stopping a rule) minus the same deals' capped base rounds, rejected
  above ``config.stall_floor``; and the rounds' length minus ``config.length_ratio``
  times the base length, rejected above 0.

Two facts are not statistics and need no level: plays the official rules forbid that
the book's permissions allow (a base restriction left with no effect) and the runtime
refusing an effect of the book.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..evenings import EVENT_KINDS, Evening, RoundFacts, frame_counts, in_frame, wins_of
from . import heights
from .alignment import alignment
from .config import TrialConfig
from .folds import Fold
from .statistics import SHARE

#: What the runtime's reason says when it refused an effect that would block an event
#: (play/protection.py, play/inplay.py): a fact, judged at its first occurrence
BLOCKS = "would block"
#: What its reason says when the runtime kept a rule's cards from a player who is out or
#: going out (R-WIN-4, play/plans.py): the game's own guard at work, as when the last
#: card is a King under "after a King, take a cleared card back"; not judged
FINISHED = "who is out or going out"
#: frames a person test is judged in
JUDGED_FRAMES = ("seat", "creator")


#: Comparisons with one value an event, not an evening (``standings._sides``)
EVENTS = frozenset({"standing spared", "standing served"})


@dataclass(frozen=True, slots=True)
class Comparison:
    """One comparison at one table size: its key, its per-evening values, its floor, its
    direction (``above``: rejected when the mean is above the floor; ``below``: under)."""

    key: tuple[str | int, ...]
    values: tuple[float, ...]
    floor: float
    direction: str
    #: the values are shares within this span (the test's spread floor applies), or None
    span: tuple[float, float] | None
    #: per value, the index of its evening in the table size's list (for the witness)
    evenings: tuple[int, ...]


def _spared(r: RoundFacts) -> int | None:
    """The one seat the book's effects left out of a round in which they named every
    other seat (None when they named none, all, or left out more than one)."""
    left = [s for s, v in enumerate(r.touches) if not v]
    return left[0] if len(left) == 1 and len(r.touches) > 1 else None


def tests_at(players: int) -> int:
    """How many comparisons a table size of ``players`` has (for Bonferroni): per frame
    and position four, the closest to going out (two), the refusals, the two same-seat
    comparisons, the rule's first deal, and the ending ones."""
    return len(JUDGED_FRAMES) * players * 4 + 4 + SAME_SEAT_TESTS + ENDING_TESTS


def first_deal(e: Evening) -> float:
    """The burden the book's effects put on one seat other than the creator during its
    first round's deal (the most on one seat, ``RoundFacts.dealt``, beyond the least on
    any seat), minus the same in
    its later rounds on average: what the rule does once, at its adoption, to a player
    its guards pick from the rounds before it (R-CUSTOM-3: a rule acts from its adoption
    on; retroactive, LP601). A rule that does the same at every deal gives about 0."""
    def most(r: RoundFacts) -> int:
        # beyond the least any seat got: what every player gets alike names nobody
        return max((d for s, d in enumerate(r.dealt) if s != e.creator), default=0) - \
            min(r.dealt, default=0)

    later = e.book[1:]
    return most(e.book[0]) - sum(map(most, later)) / len(later)


def _book_base(e: Evening) -> Sequence[RoundFacts]:
    """The base rounds played on the same deals as the book's rounds."""
    return e.base[len(e.base) - len(e.book):]


def comparisons(evenings: Sequence[Evening], players: int, config: TrialConfig,
                ordinary: Sequence[bool] | None = None, fold: Fold | None = None
                ) -> list[Comparison]:
    """Every comparison at this table size over ``evenings`` (all played at ``players``);
    ``ordinary`` tells, per evening, whether it is an ordinary one (no fast-forward: the
    same-seat comparisons are made over those; None: all are); ``fold``: the table
    size's values folded at the earlier looks (:mod:`.folds`; None: none)."""
    out: list[Comparison] = []
    fold = Fold() if fold is None else fold
    used = [(k, e) for k, e in enumerate(evenings) if e.book]

    def add(key: tuple[str | int, ...], pairs: list[tuple[int, float]], floor: float,
            direction: str, span: tuple[float, float] | None = None) -> None:
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, direction, span,
                              tuple(k for k, _ in pairs)))

    def touches(r: RoundFacts) -> Sequence[int]:
        return r.touches

    # the seats an effect names on average (a draw names one, a give two): an even
    # spread gives each seat that many effects in n
    # (whole counts summed an evening at a time, folded: the same sums)
    effects = sum(n for _, n in fold.one(("pooled", "effects"), used, _effects))
    named = sum(n for _, n in fold.one(("pooled", "named"), used, _named)) / effects \
        if effects else 1.0
    even = min(named / players, 1.0)
    share_floor = even + (1 - even) * config.share_floor

    # an evening's counts per position, once a frame (this call's evenings: by id)
    counted: dict[tuple[int, str, int], list[int]] = {}

    def counts(e: Evening, frame: str, what: int) -> list[int]:
        got = counted.get((id(e), frame, what))
        if got is None:
            got = counted[id(e), frame, what] = frame_counts(
                e, frame, players, touches if what == 0 else wins_of, book=what < 2)
        return got

    def shares(e: Evening, frame: str, pos: int) -> float | None:
        total = sum(r.effects for r in e.book)
        return counts(e, frame, 0)[pos] / total if total else None

    def wins(e: Evening, frame: str, pos: int) -> float:
        return (counts(e, frame, 1)[pos] - counts(e, frame, 2)[pos]) / len(e.book)

    def spared(e: Evening, frame: str, pos: int) -> float | None:
        alone = [_spared(r) for r in e.book]
        where = [in_frame(frame, s, e.creator, r.dealer, players)
                 for s, r in zip(alone, e.book, strict=True) if s is not None]
        return where.count(pos) / len(where) if where else None

    for frame in JUDGED_FRAMES:
        for pos in range(players):
            add(("spared", frame, pos),
                fold.one(("spared", frame, pos), used, spared, frame, pos),
                config.floor_share(players), "above", SHARE)
            if share_floor < 1:  # (at two players a give names both seats: no test)
                add(("effects", frame, pos),
                    fold.one(("effects", frame, pos), used, shares, frame, pos),
                    share_floor, "above", SHARE)
            # a change of wins averages the evening's rounds: not all or nothing, t as is
            won = fold.one(("wins", frame, pos), used, wins, frame, pos)
            add(("wins up", frame, pos), won, config.floor_win(players), "above")
            add(("wins down", frame, pos), won, -config.floor_win(players), "below")
    if players >= 3:
        add(("closest",), fold.one(("closest",), used,
                                   lambda e: sum(r.closest for r in e.book) / len(e.book)),
            config.closest_floor, "above")
        add(("closest share",), fold.one(
            ("closest share",), used, lambda e: sum(r.closest for r in e.book) / near
            if (near := sum(r.near for r in e.book)) else None),
            config.floor_share(players), "above", SHARE)
    add(("refused",), fold.one(("refused",), used, lambda e: sum(
        any(not p and BLOCKS not in why and FINISHED not in why for why, p in r.stops)
        for r in e.book) / len(e.book)), config.refusal_floor, "above", SHARE)
    plain = [(k, e) for k, e in used if ordinary is None or ordinary[k]]
    out += together(plain, players, config, fold)
    add(("first deal",), fold.one(("first deal",), plain,
                                  lambda e: first_deal(e) if len(e.book) > 1 else None),
        config.first_deal_floor, "above")
    out += ending(used, config, fold=fold)
    return out


#: The span of an alignment.
ALIGNED = (-1.0, 1.0)
#: How many comparisons :func:`together` makes.
SAME_SEAT_TESTS = 2


def _weight(r: RoundFacts) -> list[float]:
    """What a round of the book did to each seat: its effects that named the seat (a
    restriction binding the seat's next play among them) and the cards and skipped turns
    put on it."""
    n = len(r.touches)
    return [t + b + c for t, b, c in zip(r.touches, r.burden or (0,) * n, r.bound or (0,) * n,
                                         strict=True)]


def _winners(rounds: Sequence[RoundFacts]) -> list[tuple[int, list[float]]]:
    return [(r.number, [float(w) for w in wins_of(r)]) for r in rounds if r.order]


def together(used: Sequence[tuple[int, Evening]], players: int, config: TrialConfig,
             fold: Fold | None = None) -> list[Comparison]:
    """The frame-free same-seat comparisons (see the module text) over ``used``, ordinary
    evenings (a fast-forward's, two or three rounds of a book whose clocks start late,
    would show one lap or none): the alignment of the book's burden over its rounds,
    and that of its rounds' winners against the same deals without it."""
    fold = Fold() if fold is None else fold

    def burden(e: Evening) -> float | None:
        # an evening long enough to show a lap of the deal (more rounds than seats: an
        # ordinary one always is) in which the book named no seat in two rounds apart
        # singles out nobody: 0, which lets a rule that seldom fires be cleared at the
        # first looks
        a = alignment([(r.number, _weight(r)) for r in e.book if r.touches], players)
        return a if a is not None else 0.0 if len(e.book) > players else None

    def wins(e: Evening) -> float | None:
        won = alignment(_winners(e.book), players)
        before = alignment(_winners(_book_base(e)), players)
        return won - before if won is not None and before is not None else None

    aligned = fold.one(("same seat", "burden"), used, burden)
    won = fold.one(("same seat", "wins"), used, wins)
    return [Comparison(("same seat", "burden"), tuple(v for _, v in aligned),
                       config.same_floor, "above", ALIGNED, tuple(k for k, _ in aligned)),
            Comparison(("same seat", "wins"), tuple(v for _, v in won),
                       config.same_win_floor, "above", None, tuple(k for k, _ in won))]


#: How many comparisons :func:`ending` makes (at most).
ENDING_TESTS = len(EVENT_KINDS) + 9
#: Decisions of a seat left with one card an evening with the book needs to give a share
LAST_CARDS = 5


def last_card_barred(t_evenings: Sequence[Evening], config: TrialConfig, players: int
                     ) -> str:
    """What the "last card" finding says (LP802; the catalogs translate it whole): the
    share of the turns of a player left with one card at which they held more, and the
    same share of the other players' turns, pooled over the table size's evenings."""
    got = [sum(r.last_card[i] for e in t_evenings for r in e.book) for i in range(4)]
    return (f"the book sends the player on their last card back (R-WIN-1: a player wins "
            f"as soon as they legally play their last card): at "
            f"{got[1] / max(got[0], 1):.0%} of the turns of a player left with one card "
            f"they held more cards again, against {got[3] / max(got[2], 1):.0%} of the "
            f"other players' turns, at {players} players")


def ending(used: Sequence[tuple[int, Evening]], config: TrialConfig,
           group: tuple[str | int, ...] = (), fold: Fold | None = None) -> list[Comparison]:
    """The comparisons of blocked events and of games that do not end over ``used``
    (numbered evenings); ``group`` prefixes their keys (a fast-forward's evenings are
    judged on their own too: pooled, a guard's late rounds would be diluted); ``fold``:
    as :func:`comparisons`'s."""
    out: list[Comparison] = []
    fold = Fold() if fold is None else fold

    def add(key: tuple[str | int, ...], value: Callable[..., float | None],
            floor: float, direction: str, *args: object) -> None:
        pairs = fold.one((*group, *key), used, value, *args)
        out.append(Comparison((*group, *key), tuple(v for _, v in pairs), floor, direction,
                              None, tuple(k for k, _ in pairs)))

    def event(e: Evening, i: int) -> float:
        return (sum(r.events[i] for r in e.book)
                - config.blocked_ratio * sum(r.events[i] for r in _book_base(e))) / len(e.book)

    for i, kind in enumerate(EVENT_KINDS):
        base_rate = _rate(used, i, fold, group)
        if base_rate < config.event_floor:
            continue
        add(("event", kind), event, 0.0, "below", i)
    pile, kept = EVENT_KINDS.index("cards picked up"), EVENT_KINDS.index("cards a pickup keeps")

    def pickup(e: Evening) -> float:
        taken = sum(r.events[pile] for r in _book_base(e))
        base = sum(r.events[kept] for r in _book_base(e)) / taken if taken else 1.0
        # the pickups the book's rules acted on (``RoundFacts.acted``): a pickup no
        # rule touched keeps its pile and would only dilute the ones they did
        return (sum(r.acted[1] for r in e.book) - config.pickup_keep * base
                * sum(r.acted[0] for r in e.book)) / len(e.book)

    if _rate(used, pile, fold, group) >= config.event_floor:
        add(("pickup kept",), pickup, 0.0, "below")
    if _rate(used, EVENT_KINDS.index("draw"), fold, group) >= config.event_floor:
        # the draws the book's rounds made against the cards they left with the drawers
        # (``RoundFacts.drawn``); without the book every draw keeps its cards
        add(("draw kept",), lambda e: _draw_kept(e.book, config), 0.0, "below")

    def last_card(e: Evening) -> float | None:
        got = [sum(r.last_card[i] for r in e.book) for i in range(4)]
        return got[1] / got[0] - got[3] / got[2] if got[0] >= LAST_CARDS and got[2] else None

    add(("last card",), last_card, config.last_card_floor, "above")
    add(("stalls",), lambda e: (sum(_stalled(r) for r in e.book)
                                - sum(r.capped for r in _book_base(e))) / len(e.book),
        config.stall_floor, "above")
    add(("lockouts",), lambda e: (sum(bool(r.locked) for r in e.book)
                                  - sum(bool(r.locked) for r in _book_base(e))) / len(e.book),
        config.lockout_floor, "above")
    add(("shut out",), lambda e: (sum(bool(r.shut) for r in e.book)
                                  - sum(bool(r.shut) for r in _book_base(e))) / len(e.book),
        config.shut_floor, "above")
    add(("kept turns",), lambda e: _kept(e.book) - _kept(_book_base(e)), config.kept_floor,
        "above")
    # the base's kept turns all count against the book's kept by the seat ahead: an
    # upper bound on the base's own (``RoundFacts.ahead`` is counted in book rounds only)
    add(("kept ahead",), lambda e: _ahead(e.book) - _kept(_book_base(e)), config.ahead_floor,
        "above")
    add(("length",), lambda e: (sum(r.length for r in e.book) - config.length_ratio
                                * sum(r.length for r in _book_base(e))) / len(e.book),
        0.0, "above")
    return out


def _draw_kept(rounds: Sequence[RoundFacts], config: TrialConfig) -> float:
    """A round's cards the draws left with the drawers beyond what the same book leaves
    after a play without a draw (``RoundFacts.drawn``: a rule that takes a card after
    every play takes it with or without a draw), minus ``draw_keep`` of the cards drawn."""
    draws = sum(r.drawn[0] for r in rounds)
    plays = sum(r.drawn[2] for r in rounds)
    # what a play takes away (a play that gains, "after a Queen take a card", gains as
    # much with a draw and is not held against it)
    other = min(sum(r.drawn[3] for r in rounds) / plays, 0.0) if plays else 0.0
    kept = sum(r.drawn[1] for r in rounds) - draws * other
    return (kept - config.draw_keep * config.base.draw_count * draws) / len(rounds)


def draw_undone(config: TrialConfig, mean: float, players: int) -> str:
    """What the "draw kept" finding says (LP802; the catalogs translate it whole)."""
    return (f"the book undoes the draw (R-DRAW-1: a hand under three cards is topped up): "
            f"its rounds' draws leave the drawer under {config.draw_keep:.0%} of the cards "
            f"drawn ({mean:+.1f} cards a round against that share), at {players} players")


def _kept(rounds: Sequence[RoundFacts]) -> float:
    """The share of the rounds' decisions after which the same seat decided again."""
    length = sum(r.length for r in rounds)
    return sum(r.kept for r in rounds) / length if length else 0.0


def _ahead(rounds: Sequence[RoundFacts]) -> float:
    """The share of the rounds' decisions after which the same seat decided again while
    holding fewer cards than every other player in (``RoundFacts.ahead``)."""
    length = sum(r.length for r in rounds)
    return sum(r.ahead for r in rounds) / length if length else 0.0


def _rate(used: Sequence[tuple[int, Evening]], kind: int, fold: Fold,
          group: tuple[str | int, ...] = ()) -> float:
    """Mean count of event ``kind`` a round, in the base rounds that match the book's
    (whole counts summed an evening at a time, folded: the same sums)."""
    rounds = sum(n for _, n in fold.one(("pooled", *group, "rounds"), used, _rounds))
    counts = fold.one(("pooled", *group, "events", kind), used, _events_of, kind)
    return sum(n for _, n in counts) / rounds if rounds else 0.0


def _effects(e: Evening) -> int:
    return sum(r.effects for r in e.book)


def _named(e: Evening) -> int:
    return sum(sum(r.touches) for r in e.book)


def _rounds(e: Evening) -> int:
    return len(_book_base(e))


def _events_of(e: Evening, kind: int) -> int:
    return sum(r.events[kind] for r in _book_base(e))


def long_stalls(used: Sequence[tuple[int, Evening]], config: TrialConfig,
                longest: int) -> Comparison:
    """The stalls of the book's rounds that lasted ``longest`` decisions or more (the
    largest turn count its guards name, :func:`.bounds.long_turns`), less the capped
    base rounds on their deals, a share of those rounds an evening (evenings with none
    are left out): a guard that holds only in a long round (``round.plays +
    round.pickups is at least 300``) turns a rule on in a few rounds of an evening,
    whose stalls the ``stalls`` comparison spreads over every round (R-CUSTOM-3)."""
    pairs = []
    for k, e in used:
        long = [(r, b) for r, b in zip(e.book, _book_base(e), strict=True)
                if r.length >= longest]
        if long:
            pairs.append((k, sum(_stalled(r) - b.capped for r, b in long) / len(long)))
    return Comparison(("long rounds", longest, "stalls"), tuple(v for _, v in pairs),
                      config.long_stall_floor, "above", None, tuple(k for k, _ in pairs))


def _stalled(r: RoundFacts) -> bool:
    return r.capped or any(progress for _, progress in r.stops)


#: The base restrictions a book's permissions may leave with little effect (LP803), each
#: a prohibition RULES.md states in its own words: its rule, what it is, and the plays it
#: forbids, (previous rank, rank). A restriction of one play is a sentence of its own
#: ("A 10 may not follow a 7"; a 7 or a 2 on its own rank "matches with more"): a book
#: that allows that play leaves none of it, as the digest says of the 7s on 7s it keeps
#: as the base-rule switch ``free_sevens_on_sevens`` (R-SPECIAL-7, R-VOTE-1); a general
#: rule ("higher than the previous play", "match with more" on the plain ranks) keeps
#: its effect under a few exceptions (``allow J on Q``) and loses it to half its plays.
#: The 3 and the 10 never lie as the previous play (R-PLAY-4, R-SPECIAL-10).
_PLAIN = tuple(r for r in range(4, 15) if r not in (7, 10))
RESTRICTIONS: tuple[tuple[str, str, frozenset[tuple[int, int]]], ...] = (
    ("R-SPECIAL-7", "the 7's low rule (the next play 7 or lower, no 10 on a 7)",
     frozenset((7, r) for r in (8, 9, 10, 11, 12, 13, 14))),
    ("R-SPECIAL-10", "the 10's exception (R-SPECIAL-7, R-SPECIAL-10: a 10 may not "
     "follow a 7)", frozenset({(7, 10)})),
    ("R-SPECIAL-7", "match with more on a 7 (more 7s than the previous play, or all four; "
     "free 7s on 7s are the base-rule switch free_sevens_on_sevens)", frozenset({(7, 7)})),
    ("R-SPECIAL-2", "match with more on a 2 (more 2s than the previous play, or all four)",
     frozenset({(2, 2)})),
    ("R-PLAY-2", "match with more (the same rank only with more cards than the previous "
     "play, or completing four)", frozenset((r, r) for r in _PLAIN)),
    ("R-PLAY-2", "the rule that a play must be higher than the previous one",
     frozenset((on, r) for on in range(4, 15) if on != 7 for r in range(4, on)
               if r not in (7, 10))),
    # the same rule among four neighbouring plain ranks (BANDS): "allow J, Q on K, A"
    # leaves the top four ranks four of their six "higher" prohibitions (redteam8
    # perm-court-swap); a table's exceptions (J on Q and Q on K, a 4 on an Ace and a 5 on
    # a King) leave at most two in any four
    *(("R-PLAY-2", what, frozenset((on, r) for on in band for r in band if r < on))
      for what, band in (
          ("the rule that a play must be higher than the previous one, among 4, 5, 6 and 8",
           _PLAIN[0:4]),
          ("the rule that a play must be higher than the previous one, among 5, 6, 8 and 9",
           _PLAIN[1:5]),
          ("the rule that a play must be higher than the previous one, among 6, 8, 9 and J",
           _PLAIN[2:6]),
          ("the rule that a play must be higher than the previous one, among 8, 9, J and Q",
           _PLAIN[3:7]),
          ("the rule that a play must be higher than the previous one, among 9, J, Q and K",
           _PLAIN[4:8]),
          ("the rule that a play must be higher than the previous one, among J, Q, K and A",
           _PLAIN[5:9]))),
)
#: The bands of :data:`RESTRICTIONS`: "higher" among four neighbouring plain ranks, each
#: judged only when the whole rule is not (one finding, the band with most plays allowed)
BANDS = frozenset(what for _, what, _ in RESTRICTIONS[6:])
#: A rank's own share of a restriction, named as the restriction it is part of: the
#: tops "higher" forbids one plain rank with five or more of them (a 4, 5, 6 or 8; a 5
#: on every court card escapes the order though no band loses half), and the 7's low
#: rule on the six higher ranks but the 10 (9, J and Q on a 7: half the low rule's
#: ranks); each judged only when its restriction is not already
RANK_SHARES: tuple[tuple[str, str, frozenset[tuple[int, int]]], ...] = (
    *((RESTRICTIONS[5][0], RESTRICTIONS[5][1],
       frozenset((on, r) for on in _PLAIN if on > r)) for r in _PLAIN
      if sum(on > r for on in _PLAIN) >= 5),
    (RESTRICTIONS[0][0], RESTRICTIONS[0][1],
     frozenset((7, r) for r in (8, 9, 11, 12, 13, 14))),
)


def forbidden(what: str) -> frozenset[tuple[int, int]]:
    """The plays base restriction ``what`` of :data:`RESTRICTIONS` forbids (named by what
    it is: one rule may state several, R-SPECIAL-7 and R-PLAY-2 do; a top's share or the
    tops breached: ``heights``)."""
    found = heights.forbidden(what)
    return found if found is not None else next(f for _, w, f in RESTRICTIONS if w == what)


def repealed(allowed: set[tuple[int, int]], share: float
             ) -> list[tuple[str, str, int, int]]:
    """Each base restriction the ``allowed`` (previous rank, rank) plays leave with at most
    ``1 - share`` of its forbidden plays: (rule, what it is, allowed, forbidden)."""
    out = []
    for ref, what, forbidden in RESTRICTIONS:
        got = len(allowed & forbidden)
        if got and got >= share * len(forbidden):
            out.append((ref, what, got, len(forbidden)))
    for ref, what, forbidden in RANK_SHARES:
        got = len(allowed & forbidden)
        if got and got >= share * len(forbidden) and not any(x[1] == what for x in out):
            out.append((ref, what, got, len(forbidden)))
    if not any(x[1] == RESTRICTIONS[5][1] for x in out):
        # the order read top by top: one top sunk, half the tops breached (heights.py)
        out += heights.sunk(allowed, share)
        tops = heights.breached(allowed, share)
        out += [tops] if tops is not None else []
        if not out:  # past a house rule's exceptions, or a top inverted (heights.py)
            out += [x for x in (heights.lowered(allowed),) if x] or heights.inverted(allowed)[:1]
        if not out:  # one rank let onto several higher ones, ranks onto each other (heights)
            out += heights.spread(allowed)[:1] or heights.closed(allowed)
    seven = heights.lifted(allowed)
    if seven is not None and not any(x[1] == RESTRICTIONS[0][1] for x in out):
        out.append(seven)  # the 7's ceiling lifted past the next rank (heights.py)
    whole = [x for x in out if x[1] not in BANDS]
    bands = [x for x in out if x[1] in BANDS]
    if bands and not any(x[1] == RESTRICTIONS[5][1] for x in whole):
        whole.append(max(bands, key=lambda x: x[2]))
    return whole
