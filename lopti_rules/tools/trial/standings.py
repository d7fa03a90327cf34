"""The trial's frames by standing, and the creator's head start (issue 29, session 20).

Comparisons at each table size, over the ordinary evenings already played (no game
is added: they read the book rounds' per-seat tallies, ``RoundFacts.burden``, ``skips``,
``shed`` and ``taken``, and the finishing order of the round before each):

- **head start** (R-CUSTOM-4, LP801): a book is judged as a whole, and a guard that is
  false exactly in the rule's first round (a pickup, a clear, a firing, a round the rule
  has not seen yet, whatever count it reads) spares whoever holds a role there, and the
  roles of that round are its creator's (the last winner, the leader). Per evening, the
  **net** the book put on the creator in its first round (cards received and turns
  skipped, less the cards given away) less the mean net it put on the leader of each
  later round (``d``), and the creator's net there against the mean of the other seats
  there (``a``): the value is ``max(a, d)`` in units of what the book does to a seat a
  round (at least one), rejected below ``-head_start_floor``.
  Both halves must say so: the creator came out ahead of the table in its first round
  (``a`` < 0: "every opener sheds two, and from the rule's first pickup draws two" lets
  only the creator shed for free), *and* further ahead than the same role later. A
  handicap on the last winner that starts in the rule's second round
  (``examples/rules/last-winner-later-rounds.lopti``) does nothing in the first round:
  ``a`` is 0, so it is clean; a favour for every opener alone gives ``d`` 0, and a
  rule aimed at other seats (last place) leaves the creator's and the leader's nets 0.
- **standing skips** (R-TURN-1, LP802): seats by standing are frames too. For last
  round's last place and for the last winner (the finishing order of the round before),
  the share of that player's chances to play that the book's skips took (skips over
  skips and decisions), minus the same share for the other seats, an evening; rejected
  above ``standing_skip_floor``. Skipping last round's last place every other time they
  are next (a toggle, a parity, a rank) takes half their turns and keeps them last: a
  lock-out whatever the toggle or phase. A skip on a rank (an 8) lands on everyone alike.
- **standing cards** (R-CUSTOM-4, LP801): the cards the book puts on last round's last
  place a round, beyond the mean of the other seats, rejected above
  ``standing_card_floor``: a rule that keeps feeding the player behind keeps them last
  round after round (the last winner giving them a card, ``house-winner-gives-back``,
  stays under it).
- **standing cards whenever the book acts** (R-CUSTOM-4, LP801; session 22): the same
  cards on last place, over only the rounds in which the book put cards on anyone. A role
  combined with a standing ("when the dealer is last round's last place, the dealer draws
  three") lands once a lap, under the floor a round, but on last place every time it
  lands: 3 against 0 for "the dealer draws three" alone.
- **standing strength** (R-CUSTOM-4, LP801; session 22): the worth of the cards the book
  moved to the last winner, and to the runner-up, a round (``RoundFacts.strength``,
  ``tools/strength.py``: a 10 +41, a 4 -29, thousandths of a finishing place), beyond the
  mean of the other seats', rejected above ``standing_strength_floor``. "The podium takes
  the cleared 10s" reads as one more card on the front, a catch-up by count, and is 190
  to 245 a round; the winner's weakest card given to last place (a legal example) 20 to
  30, a blind card for the winner about 0.
- **standing swaps** (R-CUSTOM-4, LP801; session 22): the last winner's share of the
  swaps of face-up cards with the draw pile the book granted in an evening, rejected
  above the person share floor (``floor_share``: 55 % at four players). Its player
  chooses which cards go, so a swap only improves (the fair books give it to last place,
  the big picker, the dealer, every seat in turn); "the last winner must swap two at the
  deal" is all of them.
- **the last winner's partner** (R-CUSTOM-4, LP801; session 21): at four players the seat
  across from the last winner. A favour on it (cards it sheds, less the cards and skips
  put on it, beyond the mean of the two seats beside the winner; what the book does to
  the winner itself is a role's, a catch-up) makes it win, and then the first
  winner sits across from the new one: two facing seats keep the favour all evening and
  the other two never get it (a team, as LP308 reads it from the words). Rejected above
  ``standing_team_floor`` a round: the seat across from the winner shedding two at every
  deal is about 3, the last winner handing last place a card 0.5 at most (last place
  beside the winner) and a card drawn by the winner at each turn's end 0.

Session 23: a standing is a person over an evening (R-CUSTOM-4), so what the book does
is also weighed by whom it favours or aims at by standing, as a share of what it does,
against the person share floor (``floor_share``: 55 % at four players) as the frames of
the seat and the creator are (``measures.py``). A handicap on the last winner, or a
favour for those behind, is a catch-up and fair; the tests are of the other two kinds.
The counts are ``RoundFacts.sides`` (``tools/sides.py``):

- **standing skip share** (LP801): the share of the book's skips that land on last
  round's runner-up, or on its last place. "After a 2, skip the next player when that is
  last round's runner-up" takes a twelfth of the runner-up's chances to play, under the
  skip share floor above, but it is every skip the book makes; an 8's skip lands on
  whoever is next.
- **standing served** (LP801): the share of the book's swaps with the draw pile whose
  cards last round's runner-up, or its last place, drew first (R-DRAW-1: the swapper's
  weakest cards go on top). A swap granted whenever last place plays next serves last
  place, whoever the swapper is; one granted to the clearer of four of a kind, or to
  every seat at the deal, serves whoever draws next (after the deal: the leader).
- **standing spared** (LP801, three players or more): the last winner's share of the
  3-obligations met (R-SPECIAL-3), rejected below ``standing_spared_share`` (half) of an
  even share. "Whenever a 3 is played at the last winner, the direction turns" puts no card
  on anyone and shields the champion from every pass. (At two players a pass goes to
  the other player whatever the direction.)
- **standing handed** (LP801, three players or more; session 27): the last winner's
  share of the turns the book's reversals and skips handed on (``tools/sides.py``,
  :data:`~lopti_rules.tools.sides.HANDED`: the seat that plays next because of them).
  "Whenever the player after the last winner ends a turn holding more cards than the
  champion, the direction reverses" gives every one of them to the champion, though
  the acting player is someone else; a reversal on three 9s or an 8's skip hands the
  turn to whoever sits there.
- **standing wielded** (LP801): the last winner's share of the book's firings during
  play, on the acting player's own turn, whose effects named another seat. "When the
  last winner plays a 9, the next player shows their hand" is a power only the champion
  wields; "after a 9 the next player shows their hand" is everyone's. Session 26 (fix28c): the
  runner-up's share too, from three players on (at two the runner-up is last place,
  whose powers are a catch-up), and a restriction on the next play counts as an effect
  on the next seat: "every play of last round's runner-up that is not a 7 works as a 7"
  locks the player after them out of their 10s and high cards, a power of one standing.
  Session 32: asked only of a book where who acts can matter (``facts.actor_bound``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..evenings import Evening, RoundFacts
from ..sides import CLEARED, HANDED, OBLIGED, SERVED, WIELDED, block
from .config import TrialConfig
from .findings import KINDS, Seen, Worded
from .folds import Fold
from .measures import EVENTS, Comparison
from .placeshed import middle_places, shed_words
from .statistics import SHARE
from .statwords import ROUND_SHARES, share_said

#: How many comparisons :func:`compare` makes (for Bonferroni; placeshed.py's three)
STANDING_TESTS = 23
#: The table size at which a seat across from the last winner makes a team of two facing
#: seats (a favour two seats on cycles through every seat at three and five players).
TEAM_PLAYERS = 4
#: The standings judged: (name, place in the previous round's finishing order)
STANDINGS = (("last place", -1), ("last winner", 0))
#: The standings whose cards' worth is weighed (a strong card handed to the front is an
#: advantage, however it is worded): the last winner and the runner-up
STRONG = (("last winner", 0), ("runner-up", 1))
#: The standings behind the leader whose harm is no catch-up (session 23): the skips and
#: the swaps' cards the book aims at them (the runner-up from three players on: at two
#: players it is last place)
BEHIND = (("runner-up", 1), ("last place", -1))
#: The comparisons with one value an event (:func:`_sides`) or a round (``aimed.py``)
#: rather than an evening
EVENT_SHARES = EVENTS | ROUND_SHARES


def _net(r: RoundFacts, s: int) -> int:
    """What the book put on seat ``s`` in round ``r``: cards received and turns skipped,
    less the cards it gave away."""
    return r.burden[s] - (r.shed[s] if r.shed else 0)


def _ahead(r: RoundFacts, s: int) -> float:
    """Seat ``s``'s net in round ``r`` against the mean of the other seats' (negative: the
    book left it better off than the table)."""
    n = len(r.burden)
    others = [_net(r, q) for q in range(n) if q != s]
    return _net(r, s) - sum(others) / len(others)


def head_start(e: Evening) -> float | None:
    """The creator's head start in the book's first round (see the module text), or None
    when the evening cannot show one (one book round; nobody won the round before)."""
    b = e.book
    if len(b) < 2 or not b[0].burden or b[0].leader != e.creator:
        return None
    a = _ahead(b[0], e.creator)
    later = sum(_net(r, r.leader) for r in b[1:]) / (len(b) - 1)
    # a head start is counted in the book's own measure: a rule that moves dozens of
    # cards or turns a seat a round (a catch-up skip for every big hand) varies by more
    # than a few from one round's leader to the next's, by where the big hands sit, so
    # the difference is taken in units of what the book does to a seat a round (at least
    # one card), and held to a few units either way
    n = len(b[0].burden)
    scale = max(1.0, sum(abs(_net(r, s)) for r in b[1:] for s in range(n))
                / (n * (len(b) - 1)))
    value = max(a, _net(b[0], e.creator) - later) / scale
    return min(max(value, -HEAD_CAP), HEAD_CAP)


#: The most one evening's head start counts, either way (units of what the book does to a
#: seat a round).
HEAD_CAP = 4.0


def _previous(e: Evening) -> list[RoundFacts]:
    """Each book round's previous round (the last base round before the adoption first)."""
    k = len(e.base) - len(e.book)
    return [e.base[k - 1], *e.book[:-1]] if k >= 1 else []


def standing_rounds(e: Evening, place: int) -> list[tuple[RoundFacts, int]]:
    """The book's rounds with the seat at ``place`` of the previous round's finishing
    order (rounds after one nobody finished are left out)."""
    n = len(e.book[0].burden) if e.book and e.book[0].burden else 0
    return [(r, p.order[place]) for r, p in zip(e.book, _previous(e), strict=False)
            if n and len(p.order) == n and r.skips]


def _skip_share(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The share of the standing's chances to play that the book's skips took, minus the
    other seats' (None: no decision at all)."""
    mine = [0, 0]
    rest = [0, 0]
    for r, s in rounds:
        for q, (skips, taken) in enumerate(zip(r.skips, r.taken, strict=True)):
            at = mine if q == s else rest
            at[0] += skips
            at[1] += skips + taken
    if not mine[1] or not rest[1]:
        return None
    return mine[0] / mine[1] - rest[0] / rest[1]


def _cards(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The cards the book put on the standing a round beyond the other seats' mean."""
    if not rounds:
        return None
    total = 0.0
    for r, s in rounds:
        cards = [b - k for b, k in zip(r.burden, r.skips, strict=True)]
        others = [c for q, c in enumerate(cards) if q != s]
        total += cards[s] - sum(others) / len(others)
    return total / len(rounds)


def _shed(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The cards the book let the standing give away a round beyond the other seats' mean
    (None: no round, or rounds that kept no count of cards given away)."""
    if not rounds or not all(r.shed for r, _ in rounds):
        return None
    return _beyond_others([(r.shed, s) for r, s in rounds])


def _partner(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The favour the book put on the seat across from the last winner a round (cards it
    shed, less cards and skips put on it) beyond the mean of the two seats beside the
    winner: what it does to the winner itself is a role's (a catch-up draw on the winner
    is fair, and would lift every other seat against the mean of all)."""
    if not rounds:
        return None
    total = 0.0
    for r, s in rounds:
        n = len(r.burden)
        across = (s + n // 2) % n
        beside = [_net(r, q) for q in range(n) if q not in (s, across)]
        total += sum(beside) / len(beside) - _net(r, across)
    return total / len(rounds)


def _strength(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The worth the book moved to the standing's cards a round (``RoundFacts.strength``,
    thousandths of a finishing place) beyond the mean of the other seats'."""
    if not rounds or not rounds[0][0].strength:
        return None
    return _beyond_others([(r.strength, s) for r, s in rounds])


def _beyond_others(rows: Sequence[tuple[Sequence[int], int]]) -> float:
    """The mean a round of a seat's value beyond the other seats' mean (``rows``: each
    round's values by seat, and the seat)."""
    total = 0.0
    for values, s in rows:
        others = [v for q, v in enumerate(values) if q != s]
        total += values[s] - sum(others) / len(others)
    return total / len(rows)


def _swaps(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The standing's share of the swaps with the draw pile the book granted in an
    evening (None: it granted none). A share, not a count: a swap for every picker is
    many a round, and an evening's count of them says more about its pickups than about
    whom the book aims at."""
    mine = total = 0
    for r, s in rounds:
        if r.swaps:
            mine += r.swaps[s]
            total += sum(r.swaps)
    return mine / total if total else None


def _acting(rounds: Sequence[tuple[RoundFacts, int]]) -> list[tuple[RoundFacts, int]]:
    """The rounds in which the book put cards on anyone (a round in which it did nothing
    tells nothing of whom it aims at)."""
    return [(r, s) for r, s in rounds if any(b - k for b, k in zip(r.burden, r.skips,
                                                                   strict=True))]


def block_share(rounds: Sequence[tuple[RoundFacts, int]], which: int) -> float | None:
    """The standing's share of a block of ``RoundFacts.sides`` over an evening's rounds
    (``tools/sides.py``: the 3-obligations met, the swaps' cards drawn, the firings aimed
    at others; None: none at all)."""
    mine = total = 0
    for r, s in rounds:
        counts = block(r.sides, which, len(r.burden))
        if counts:
            mine += counts[s]
            total += sum(counts)
    return mine / total if total else None


def handed_share(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The standing's share of the turns the book's reversals and skips handed on and of
    the bonus plays its own clears handed their causers, over an evening's rounds (None:
    none at all)."""
    mine = total = 0
    for r, s in rounds:
        for which in (HANDED, CLEARED):
            counts = block(r.sides, which, len(r.burden))
            if counts:
                mine += counts[s]
                total += sum(counts)
    return mine / total if total else None


def _skip_part(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The standing's share of the book's skips over an evening (None: no skip)."""
    mine = total = 0
    for r, s in rounds:
        mine += r.skips[s]
        total += sum(r.skips)
    return mine / total if total else None


def _events(rounds: Sequence[tuple[RoundFacts, int]], which: int) -> list[float]:
    """One value a counted event of a block of ``RoundFacts.sides`` over an evening's
    rounds: 1 when it was the standing's, else 0 (a 3-obligation met, a swap's cards
    drawn)."""
    out: list[float] = []
    for r, s in rounds:
        counts = block(r.sides, which, len(r.burden))
        if counts:
            mine = counts[s]
            out += [1.0] * mine + [0.0] * (sum(counts) - mine)
    return out


def at_standing(e: Evening, place: int, part: Callable[..., Any], *args: object) -> Any:
    """``part`` (and ``args``) of evening ``e``'s :func:`standing_rounds` at ``place``."""
    return part(standing_rounds(e, place), *args)


def _sides(used: Sequence[tuple[int, Evening]], players: int, config: TrialConfig,
           fold: Fold) -> list[Comparison]:
    """The session-23 comparisons of the module text: whom the book favours or aims at by
    standing, each a share of what it does. The skips and the firings aimed at others
    are an evening's share (a rule that fires once an evening gives all or nothing: the
    spread floor). The 3-obligations and the swaps' cards drawn are each a value of its
    own, all or nothing (the standing's or not): an evening holds many of them, and one
    share an evening, with the spread floor, would need hundreds of evenings to tell a
    quarter of an even share from none; each event falls where play puts it, so the
    exact binomial tail of the spread-floored test bounds the false alarm."""
    out: list[Comparison] = []
    person = config.floor_share(players)

    def add(key: tuple[str | int, ...], place: int, part: Callable[..., float | None],
            floor: float, *args: object) -> None:
        pairs = fold.one(key, used, at_standing, place, part, *args)
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, "above", SHARE,
                              tuple(k for k, _ in pairs)))

    def each(key: tuple[str | int, ...], place: int, which: int, floor: float,
             direction: str) -> None:
        pairs = fold.many(key, used, at_standing, place, _events, which)
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, direction, SHARE,
                              tuple(k for k, _ in pairs)))

    for name, place in BEHIND:
        if place == 1 and players < 3:
            continue
        add(("standing skip share", name), place, _skip_part, person)
        each(("standing served", name), place, SERVED, person, "above")
    if players >= 3:
        each(("standing spared", "last winner"), 0, OBLIGED,
             config.standing_spared_share / players, "below")
    add(("standing wielded", "last winner"), 0, block_share, person, WIELDED)
    if players >= 3:  # (at two players the runner-up is last place: a power is a catch-up)
        add(("standing wielded", "runner-up"), 1, block_share, person, WIELDED)
    if players >= 3:  # (at two players a reversal hands nobody a turn)
        add(("standing handed", "last winner"), 0, handed_share, person)
    return out


def compare(evenings: Sequence[Evening], ordinary: Sequence[bool], config: TrialConfig,
            fold: Fold | None = None) -> list[Comparison]:
    """The comparisons of the module text over a table size's ordinary evenings (``fold``:
    their values folded at the earlier looks, ``folds.py``)."""
    out: list[Comparison] = []
    fold = Fold() if fold is None else fold

    def add(key: tuple[str | int, ...], pairs: list[tuple[int, float]], floor: float,
            direction: str, span: tuple[float, float] | None = None) -> None:
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, direction, span,
                              tuple(k for k, _ in pairs)))

    def at(key: tuple[str | int, ...], place: int, part: Callable[..., float | None]
           ) -> list[tuple[int, float]]:
        return fold.one(key, used, at_standing, place, part)

    used = [(k, e) for k, e in enumerate(evenings) if e.book and ordinary[k]]
    players = len(used[0][1].book[0].burden) if used and used[0][1].book[0].burden else 0
    add(("head start",), fold.one(("head start",), used, head_start),
        -config.head_start_floor, "below")
    for name, place in STANDINGS:
        add(("standing skips", name), at(("standing skips", name), place, _skip_share),
            config.standing_skip_floor, "above")
        if place == 0:  # the cards only the champion may shed (session 27, fix29d)
            add(("standing shed", name), at(("standing shed", name), place, _shed),
                config.standing_card_floor, "above")
        if place == -1:  # a handicap on the last winner is a role's (catch-up): fair
            add(("standing cards", name), at(("standing cards", name), place, _cards),
                config.standing_card_floor, "above")
            # ... and a role combined with the standing (the dealer, when the dealer is
            # last round's last place) aims at the standing whenever the book acts
            add(("standing cards acting", name),
                at(("standing cards acting", name), place, lambda rs: _cards(_acting(rs))),
                config.standing_card_floor, "above")
    for key, place in middle_places(players):  # a middle place's shed (placeshed.py)
        add(key, at(key, place, _shed), config.standing_card_floor, "above")
    for name, place in STRONG:
        if place == 1 and players < 3:
            # (at two players the runner-up is last place, whose favours are a catch-up:
            # redteam4b fair-last-place-sheds, last place giving a card when picking up)
            continue
        add(("standing strength", name), at(("standing strength", name), place, _strength),
            config.standing_strength_floor, "above")
        if place == 0 and players >= 2:
            # (a share of the evening's swaps: the person share floor, with its spread)
            add(("standing swaps", name), at(("standing swaps", name), place, _swaps),
                config.floor_share(players), "above", SHARE)
    if players == TEAM_PLAYERS:
        add(("standing team", "last winner"), at(("standing team", "last winner"), 0, _partner),
            config.standing_team_floor, "above")
    if players >= 3:  # (at two players "the next player" is all a restriction can bind)
        add(("closest bound",), fold.one(("closest bound",), used, lambda e: sum(
            r.near_bound[1] for r in e.book) / len(e.book)), config.closest_bound_floor, "above")
        # (a share of many restrictions an evening, not all or nothing: no spread floor)
        add(("closest bound share",), fold.one(("closest bound share",), used, lambda e: sum(
            r.near_bound[1] for r in e.book) / near if (near := sum(
                r.near_bound[0] for r in e.book)) else None), config.floor_share(players), "above")
    if players >= 2:
        out += _sides(used, players, config, fold)
    return out


def _head(s: Seen, kind: str) -> Worded:
    # each wording whole, as the catalogs translate it (report/trialwords.py)
    what = (f"the book gives its creator a head start in its first round: there it "
            f"leaves the creator {-s.b.mean:.1f} cards or turns better off against the "
            f"other players than it leaves the last winner (the creator's role then) in "
            f"its later rounds, at {s.t.players} players")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _skips(s: Seen, kind: str) -> Worded:
    n = s.t.players
    if s.c.key[1] == "last place":
        what = (f"the book takes turns away from last round's last place: its skips take "
                f"{s.b.mean:+.0%} more of that player's chances to play than of the other "
                f"players', at {n} players; a skip that keeps landing on one standing "
                "locks that player out (R-TURN-1)")
    else:
        what = (f"the book takes turns away from the last winner: its skips take "
                f"{s.b.mean:+.0%} more of that player's chances to play than of the other "
                f"players', at {n} players; a skip that keeps landing on one standing "
                "locks that player out (R-TURN-1)")
    return what, "LP802", "R-TURN-1", f"round {s.e.book[0].number}"


def _fed(s: Seen, kind: str) -> Worded:
    what = (f"the book keeps feeding last round's last place: {s.b.mean:.1f} cards a round "
            f"more than the other players get, at {s.t.players} players, which keeps that "
            "player last round after round")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _fed_acting(s: Seen, kind: str) -> Worded:
    what = (f"the book aims at last round's last place whenever it acts: {s.b.mean:.1f} "
            f"cards more than the other players get in the rounds it puts cards on anyone, "
            f"at {s.t.players} players; a role combined with a standing (the dealer when "
            "the dealer came last) is still that standing")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _strong(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "last winner":
        what = (f"the book hands the last winner strong cards: the cards it moves to them "
                f"are worth {s.b.mean / 1000:.2f} of a finishing place a round more than "
                f"what it moves to the other players, at {s.t.players} players; a card's "
                "worth is what it does in play (a 10, a 3, an Ace), not one more card to "
                "shed")
    else:
        what = (f"the book hands last round's runner-up strong cards: the cards it moves "
                f"to them are worth {s.b.mean / 1000:.2f} of a finishing place a round more "
                f"than what it moves to the other players, at {s.t.players} players; a "
                "card's worth is what it does in play (a 10, a 3, an Ace), not one more "
                "card to shed")
    rnd = max(s.e.book, key=lambda r: max(r.strength, default=0))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


def _barred(s: Seen, kind: str) -> Worded:
    what = (f"the book bars the player closest to going out: {s.b.mean:.1f} of its "
            f"restrictions on the next play a round bind the seat with the fewest cards, "
            f"most of those it sets while one seat is that close, at {s.t.players} players; "
            "a rule may not prevent winning (R-CUSTOM-3)")
    rnd = max(s.e.book, key=lambda r: r.near_bound[1])
    return what, "LP801", "R-CUSTOM-3", f"round {rnd.number}"


def _team(s: Seen, kind: str) -> Worded:
    what = (f"the book favours the seat across from the last winner: {s.b.mean:.1f} cards "
            f"a round better off than the other players, at {s.t.players} players; when "
            "that seat wins, the first winner sits across from it, so two facing seats keep "
            "the favour and the other two never get it")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _perk(s: Seen, kind: str) -> Worded:
    what = (f"the book hands the last winner its swaps of face-up cards with the draw "
            f"pile: {s.b.mean:.0%} of them, at {s.t.players} players; a swap lets its "
            "player choose which cards go, an improvement the fair rules give to the "
            "players behind, not to the front")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _skip_part_words(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "runner-up":
        what = (f"the book aims its skips at last round's runner-up: {s.b.mean:.0%} of the "
                f"turns it skips are that player's, at {s.t.players} players; a standing "
                "behind the winner is a person over the evening, and a skip that keeps "
                "finding them is no catch-up (R-CUSTOM-4)")
    else:
        what = (f"the book aims its skips at last round's last place: {s.b.mean:.0%} of the "
                f"turns it skips are that player's, at {s.t.players} players; a standing "
                "behind the winner is a person over the evening, and a skip that keeps "
                "finding them is no catch-up (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _served(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "runner-up":
        what = (f"the book stacks the draw pile for last round's runner-up: {s.b.mean:.0%} "
                f"of the cards its swaps put on the draw pile are drawn first by that "
                f"player, at {s.t.players} players; the swapper chooses which cards go "
                "(their weakest), and the next drawer takes them (R-DRAW-1)")
    else:
        what = (f"the book stacks the draw pile for last round's last place: {s.b.mean:.0%} "
                f"of the cards its swaps put on the draw pile are drawn first by that "
                f"player, at {s.t.players} players; the swapper chooses which cards go "
                "(their weakest), and the next drawer takes them (R-DRAW-1)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _spared(s: Seen, kind: str) -> Worded:
    what = (f"the book shields the last winner from the 3's pass: they meet "
            f"{share_said(s.b.mean)} "
            f"of the 3-obligations, against an even share of {1 / s.t.players:.0%}, at "
            f"{s.t.players} players; a rule may not protect a standing (R-CUSTOM-4, "
            "R-SPECIAL-3)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _wielded(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "runner-up":
        what = (f"the book arms last round's runner-up: {s.b.mean:.0%} of its effects on "
                f"other players during play come from that player's own turns, at "
                f"{s.t.players} players; a power only one standing wields is an advantage "
                "by standing, and the runner-up is no player behind to catch up "
                "(R-CUSTOM-4)")
        return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"
    what = (f"the book arms the last winner: {s.b.mean:.0%} of its effects on other players "
            f"during play come from that player's own turns, at {s.t.players} players; a "
            "power only the champion wields is an advantage by standing (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _handed(s: Seen, kind: str) -> Worded:
    if any(any(block(r.sides, CLEARED, len(r.burden))) for r in s.e.book):
        what = (f"the book hands the last winner extra plays: {s.b.mean:.0%} of the bonus "
                "plays its own clears give, and of the turns its reversals and skips hand "
                f"on, go to that player, at {s.t.players} players; a clear card only the "
                "champion holds, or a turn order bent towards them, is an advantage by "
                "standing (R-CUSTOM-4, R-CLEAR-1)")
        return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"
    what = (f"the book hands the last winner extra turns: {s.b.mean:.0%} of the turns its "
            f"reversals and skips hand on go to that player, at {s.t.players} players; "
            "play goes round in order (R-TURN-1), and a turn order bent towards the "
            "champion is an advantage by standing (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


KINDS.update({"standing skip share": _skip_part_words, "standing served": _served,
              "standing spared": _spared, "standing wielded": _wielded,
              "standing handed": _handed})
KINDS.update({"head start": _head, "standing skips": _skips, "standing cards": _fed,
              "closest bound": _barred, "standing team": _team,
              "standing cards acting": _fed_acting, "standing strength": _strong,
              "standing swaps": _perk, "standing shed": shed_words})


__all__ = ["EVENT_SHARES", "STANDING_TESTS", "block_share", "compare", "handed_share",
           "head_start", "standing_rounds"]
