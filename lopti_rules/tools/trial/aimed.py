"""What a book aims at a standing by the worth of its cards, its restrictions and the hands
it shows (issue 29, session 24; the trial's standings, ``standings.py``).

A standing (last round's winner, its runner-up, its last place) is a person over an
evening (R-CUSTOM-4). ``standings.py`` weighs the cards, skips, swaps and 3-obligations a
book puts on each standing; three things it did not weigh, each over the ordinary
evenings already played (no game is added):

- **gift worth** (LP801): a card given to a standing is judged by what that card is
  worth at that moment, not by "one more card is a penalty". The event decides the card
  a book moves: the top cleared card is the last clear's card, a 10 or the quad's rank
  (a 3 passed on is discarded apart, R-SPECIAL-3). Per evening, the worth
  (``tools/strength.py``, thousandths of a finishing place) of the cards the book put on
  the last winner (or the runner-up), per card, less the same per card for the other
  seats (0 when they got none: a blind card is worth 0 on average). "When the last
  winner passes a 3 (or takes up), they take the top cleared card" hands the champion a
  10 or a quad's card again and again, +21 to +33 a card. A catch-up by count ("the last
  winner takes one card from the draw pile at every deal", "whoever passes a 3 draws a
  card") gives blind cards, about 0; a card the other players choose to give the winner
  (their weakest) is below 0. Rejected above ``gift_worth_floor`` a card: the per-round
  weighing (``standings.py``, "standing strength") dilutes a strong card that comes once
  a round among the rounds' other moves, this one does not.
- **standing bound share** (LP801): the share of the book's restrictions on the next play
  (``RoundFacts.bound``: the seat whose play each binds) that bind last round's runner-up
  or its last place, an evening's share, rejected above the person share floor. "A 7
  played on last round's last place binds them to 5 or lower" is a harsher 7 for one
  standing, all of the book's restrictions; "after a 7, the next play is 5 or lower"
  binds whoever is next. A restriction on the last winner is a catch-up and fair. From
  three players on: at two, a restriction binds the player who did not set it.
- **standing levy** (LP801; session 28, mech32): the cards the book puts on the other
  seats a round beyond those it puts on the last winner (the mirror of "standing cards",
  ``standings.py``, which weighs what lands on last place), rejected above
  ``standing_card_floor`` (1.5 cards a round). A levy on the table that spares the
  champion favours them as surely as a card they may shed: "at the leader's turns (the
  last winner's, R-SETUP-4) every other player draws one" is 10 to 30 cards a round on
  the others. The share of firings the champion sets off ("standing wielded") misses it
  when a clock drifts off the leader once a player is out; the cards do not drift. A
  handicap on the winner puts more on them (below 0); a blind card for every seat stays
  under it, and the cards the winner gives away are left out of the others' (a shed of
  the champion's, ``house-winner-gives-back`` or more, is "standing shed"'s to judge).
  From three players on: at two the only other seat is last place, whose cards
  "standing cards" weighs against the same floor (the legal
  ``examples/rules/next-draws-before-turn``, "before each turn the next player draws",
  measured +1.54 a round there over the trial's 40 evenings: on the floor, and no aim).
- **standing exempt** (LP801; session 29, r2loop): the last winner's share of the plain
  cards the book puts on seats over an evening, rejected below ``standing_spared_share``
  (half) of an even share (the mirror of "standing spared", ``standings.py``, for cards).
  The levy above is a count a round, and a tax on a base step that comes once a player
  a round (the setup swap, R-SETUP-3; the take-up, R-FACE-1) is under a card a seat:
  "after a swap, a player who is not the last winner draws one" puts every one of its
  cards on the other seats, yet under the levy's line. Only rounds in which nobody gave
  a card away (a give of the winner's is "standing shed"'s) and whose cards were worth
  under ``gift_worth_floor`` a card (strong cards handed to the seats behind are a
  catch-up) count. A handicap on the winner puts more on them (an even share or
  above); a tax on every seat gives them about an even share. From three players on.
- **standing exempt skips** (LP801; session 30, r2mech): the same for the turns the
  book skips (``RoundFacts.skips``): the last winner's share of them, one value a round
  in which the book skipped a turn, rejected below half an even share. "Whoever takes up
  their face-up cards sits out a turn, unless they won last round" skips every seat once
  a round but the champion; "after the deal, skip the player left of the player with the
  most cards" (nine each then: the tie goes to the leader, R-SETUP-4) skips the seat
  after the champion every round, never the champion. Neither is a card, so "standing
  exempt" does not see them, and the skips land on a seat behind the champion, not on a
  standing "standing skips" frames. A skip for every seat that takes up, an 8's skip on
  whoever is next, a skip of the winner (a handicap) give them an even share or more.
  At every table size (session 44, mech44): at two players the only other seat is last
  place, but "standing skips" weighs a share of its chances to play, too thin for one
  skip a round ("at the end of turn 3 at two players, skip the next player": the leader,
  the last winner, plays turns 3 and 4 every round); one value a round is not.
- **standing sight** (LP801): the last winner's share of the hands the book shows, each
  counted for the seat that plays just before the one shown (``tools/sides.py``,
  :data:`~lopti_rules.tools.sides.SIGHT`), rejected above the person share floor. "The
  player left of the last winner shows their hand when drawing" shows the champion the
  hand they play onto every turn; "whoever draws shows their hand" helps each seat in
  turn. From three players on: at two, a hand is shown to the only other player.

The turn-order half of the same idea is in ``tools/sides.py``: a reversal lands on the
seat that was to play next, so a reversal only the champion sets off ("after the last
winner's turn, if the next player has two cards or fewer, the direction turns") is a
power they wield ("standing wielded", ``standings.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..evenings import Evening, RoundFacts
from ..sides import SIGHT
from .config import TrialConfig
from .findings import KINDS, Seen, Worded
from .folds import Fold
from .measures import Comparison
from .standings import BEHIND, STRONG, at_standing, block_share, standing_rounds
from .statistics import SHARE
from .statwords import share_said

#: How many comparisons :func:`compare` makes at a table size (for Bonferroni).
AIMED_TESTS = 8
#: The key of the exemption comparison (one value a round, ``statwords.ROUND_SHARES``)
EXEMPT: tuple[str | int, ...] = ("standing exempt", "last winner")
#: The key of the exemption from the book's skips (one value a round, too)
EXEMPT_SKIPS: tuple[str | int, ...] = ("standing exempt skips", "last winner")


def gift_worth(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The worth a card of the cards the book put on the standing over an evening's
    rounds, less the same for the other seats (None: it put no card on the standing)."""
    mine = cards = theirs = their_cards = 0
    for r, s in rounds:
        if not r.strength:
            continue
        for q, (b, k) in enumerate(zip(r.burden, r.skips, strict=True)):
            got = max(b - k, 0)
            if q == s:
                mine += r.strength[q]
                cards += got
            else:
                theirs += r.strength[q]
                their_cards += got
    if cards <= 0:
        return None
    return mine / cards - (theirs / their_cards if their_cards > 0 else 0.0)


def _received(r: RoundFacts) -> list[int]:
    """The cards the book put on each seat in round ``r`` (its burden less its skips)."""
    return [b - k for b, k in zip(r.burden, r.skips, strict=True)]


def levy(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The cards the book put on the other seats a round (their mean) beyond those it put
    on the standing, over an evening's rounds (None: no round). The cards the standing
    itself gave away are left out of the others' (a shed of the champion's own is
    "standing shed", ``standings.py``: one fact is judged once)."""
    if not rounds:
        return None
    total = 0.0
    for r, s in rounds:
        cards = _received(r)
        others = sum(c for q, c in enumerate(cards) if q != s)
        given = r.shed[s] if r.shed else 0
        total += (others - given) / (len(cards) - 1) - cards[s]
    return total / len(rounds)


def exempt_share(rounds: Sequence[tuple[RoundFacts, int]], worth: float) -> list[float]:
    """The standing's share of the plain cards the book put on seats, one value a round of
    an evening's rounds: rounds in which nobody gave a card away and whose cards were worth
    under ``worth`` a card (thousandths of a finishing place) count. One value a round, not
    an evening: a fee on a step that comes once a seat a round gives a share of 0 every
    round, and a deal's round is independent of the others (so the exact binomial tail of
    the spread-floored test bounds the false alarm, as for the 3-obligations,
    ``standings._sides``)."""
    out: list[float] = []
    for r, s in rounds:
        if r.shed and any(r.shed):
            continue
        cards = [max(c, 0) for c in _received(r)]
        got = sum(cards)
        if got and not (r.strength and sum(r.strength) > worth * got):
            out.append(cards[s] / got)
    return out


def exempt_skips(rounds: Sequence[tuple[RoundFacts, int]]) -> list[float]:
    """The standing's share of the turns the book skipped, one value a round of an
    evening's rounds in which it skipped any (module text; one value a round for the
    reasons :func:`exempt_share` gives)."""
    out: list[float] = []
    for r, s in rounds:
        total = sum(r.skips)
        if total > 0:
            out.append(r.skips[s] / total)
    return out


def bound_share(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """The standing's share of the book's restrictions on the next play over an evening
    (None: none)."""
    mine = total = 0
    for r, s in rounds:
        if r.bound:
            mine += r.bound[s]
            total += sum(r.bound)
    return mine / total if total else None


def used_evenings(evenings: Sequence[Evening], ordinary: Sequence[bool]
                  ) -> tuple[list[tuple[int, Evening]], int]:
    """A table size's ordinary evenings with the book (each with its index) and its
    number of players (0 when there is none)."""
    used = [(k, e) for k, e in enumerate(evenings) if e.book and ordinary[k]]
    players = len(used[0][1].book[0].burden) if used and used[0][1].book[0].burden else 0
    return used, players


def compare(evenings: Sequence[Evening], ordinary: Sequence[bool], config: TrialConfig,
            fold: Fold | None = None) -> list[Comparison]:
    """The comparisons of the module text over a table size's ordinary evenings (``fold``:
    their values folded at the earlier looks, ``folds.py``)."""
    used, players = used_evenings(evenings, ordinary)
    if players < 2:
        return []
    fold = Fold() if fold is None else fold
    out: list[Comparison] = []
    person = config.floor_share(players)

    def at(e: Evening, place: int, part: Callable[..., float | None], *args: object
           ) -> float | None:
        return part(standing_rounds(e, place), *args)

    def add(key: tuple[str | int, ...], place: int, part: Callable[..., float | None],
            floor: float, span: tuple[float, float] | None, *args: object) -> None:
        pairs = fold.one(key, used, at, place, part, *args)
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, "above", span,
                              tuple(k for k, _ in pairs)))

    for name, place in STRONG:
        if place == 1 and players < 3:
            continue
        add(("standing gift", name), place, gift_worth, config.gift_worth_floor, None)
    for name, place in BEHIND if players >= 3 else ():
        # (at two players "the next player" is all a restriction can bind: the one not
        # setting it, as ``standings.py`` says of the closest bound)
        add(("standing bound", name), place, bound_share, person, SHARE)
    # the turns the book skips, at every table size: at two players a skip of the other
    # seat is a turn handed straight back (session 44: "at the end of turn 3 at two
    # players, skip the next player" gives the leader turns 3 and 4 every round), one
    # value a round where "standing skip share" has one an evening
    skipped = fold.many(EXEMPT_SKIPS, used, at_standing, 0, exempt_skips)
    if players < 3:  # (at two players a hand is shown to the only other player, and the
        # only other seat is last place: a levy on it is "standing cards", standings.py)
        out.append(Comparison(EXEMPT_SKIPS, tuple(v for _, v in skipped),
                              config.standing_spared_share / players, "below", SHARE,
                              tuple(k for k, _ in skipped)))
        return out
    add(("standing levy", "last winner"), 0, levy, config.standing_card_floor, None)
    add(("standing sight", "last winner"), 0, block_share, person, SHARE, SIGHT)
    pairs = fold.many(EXEMPT, used, at_standing, 0, exempt_share, config.gift_worth_floor)
    out.append(Comparison(EXEMPT, tuple(v for _, v in pairs),
                          config.standing_spared_share / players, "below", SHARE,
                          tuple(k for k, _ in pairs)))
    out.append(Comparison(EXEMPT_SKIPS, tuple(v for _, v in skipped),
                          config.standing_spared_share / players, "below", SHARE,
                          tuple(k for k, _ in skipped)))
    return out


def _gift(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "last winner":
        what = (f"the book hands the last winner strong cards: each card it gives them is "
                f"worth {s.b.mean / 1000:.3f} of a finishing place more than a card it "
                f"gives the other players, at {s.t.players} players; the event decides which "
                "card a rule moves (the top cleared card is the 10 or the quad's card of the "
                "last clear), and a strong card is a gift, not a penalty")
    else:
        what = (f"the book hands last round's runner-up strong cards: each card it gives "
                f"them is worth {s.b.mean / 1000:.3f} of a finishing place more than a card "
                f"it gives the other players, at {s.t.players} players; the event decides "
                "which card a rule moves (the top cleared card is the 10 or the quad's card "
                "of the last clear), and a strong card is a gift, not a penalty")
    rnd = max(s.e.book, key=lambda r: max(r.strength, default=0))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


def _levy(s: Seen, kind: str) -> Worded:
    what = (f"the book spares the last winner what it puts on the table: the other players "
            f"get {s.b.mean:.1f} cards a round more from it than the champion, at "
            f"{s.t.players} players; a cost laid on everyone but one standing is a favour "
            "for that standing (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", _most_cards(s)


def _bound(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "runner-up":
        what = (f"the book aims its restrictions at last round's runner-up: {s.b.mean:.0%} "
                f"of the next plays it restricts are that player's, at {s.t.players} "
                "players; a standing behind the winner is a person over the evening, and a "
                "harsher rule for them is no catch-up (R-CUSTOM-4)")
    else:
        what = (f"the book aims its restrictions at last round's last place: {s.b.mean:.0%} "
                f"of the next plays it restricts are that player's, at {s.t.players} "
                "players; a standing behind the winner is a person over the evening, and a "
                "harsher rule for them is no catch-up (R-CUSTOM-4)")
    rnd = max(s.e.book, key=lambda r: max(r.bound, default=0))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


def _sight(s: Seen, kind: str) -> Worded:
    what = (f"the book shows the last winner the hand they play onto: {s.b.mean:.0%} of "
            f"the hands it shows belong to the player just after them, at {s.t.players} "
            "players; a hand shown helps most the player who plays before it, and sight "
            "given to one standing is an advantage (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _exempt(s: Seen, kind: str) -> Worded:
    what = (f"the book exempts the last winner from what it puts on the table: they get "
            f"{share_said(s.b.mean)} of the cards it hands out, against an even share of "
            f"{1 / s.t.players:.0%}, at {s.t.players} players; a cost laid on everyone but "
            "one standing, however small, is a favour for that standing (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", _most_cards(s)


def _exempt_skips(s: Seen, kind: str) -> Worded:
    what = (f"the book spares the last winner the turns it skips: {share_said(s.b.mean)} of "
            f"the skipped turns are theirs, against an even share of {1 / s.t.players:.0%}, "
            f"at {s.t.players} players; a lost turn laid on the other seats and never on one "
            "standing is a favour for that standing (R-CUSTOM-4)")
    rnd = max(s.e.book, key=lambda r: sum(r.skips))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


def _most_cards(s: Seen) -> str:
    """The witness round of a levy or an exemption: the one the book put most cards in."""
    return f"round {max(s.e.book, key=lambda r: sum(_received(r))).number}"


KINDS.update({"standing exempt": _exempt, "standing exempt skips": _exempt_skips})
KINDS.update({"standing gift": _gift, "standing bound": _bound, "standing sight": _sight,
              "standing levy": _levy})


__all__ = ["AIMED_TESTS", "bound_share", "compare", "exempt_share", "exempt_skips",
           "gift_worth", "levy", "used_evenings"]
