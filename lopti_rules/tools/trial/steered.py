"""Piles and sight a book steers by standing (issue 29, session 29; the trial's standings,
``standings.py`` and ``aimed.py``).

A standing (last round's winner, its runner-up, its last place) is a person over an
evening (R-CUSTOM-4). Two things a book can do to one standing that no count of cards,
skips or turns handed sees, each over the ordinary evenings already played (no game is
added; the counts are ``RoundFacts.sides``, ``tools/sides.py``):

- **standing dodged** (LP801, three players or more): a reversal or a skip moves the
  pile as well as the turn, and a book can bend the order so that one seat never has to
  answer a big pile. Per evening, the mean pile (its cards) at the last winner's
  decisions against the mean at the other seats' (:data:`~lopti_rules.tools.sides.FACED`
  over :data:`~lopti_rules.tools.sides.DECIDED`), as a shortfall: 1 less their ratio,
  rejected above ``DODGED_FLOOR``. "When the next player would be the last winner and five
  or more cards lie on the pile, play reverses" (redteam20 ``order-champion-dodges-piles``)
  halves the piles the champion answers (0.5 to 0.6); a reversal on a big pile whoever is
  next, one at every turn of the seat left of the champion (redteam-mech32
  ``fair-champion-left-bounces``), or a skip of the champion at every 8 (a catch-up: a
  turn taken, the next pile still met) leave them near 0 (at most 0.17 over eight
  evenings). What is measured is the pile met, not the firings: a share of the book's
  reversals and skips that land on the champion would read that catch-up as a dodge.
- **standing shown** (LP801; last place at every table size, the runner-up from three
  players on): the standing's share of the hands the book shows
  (:data:`~lopti_rules.tools.sides.SHOWN`: the seat whose hand it is), rejected above the
  person share floor. "Last round's runner-up shows their hand after each of their
  pickups" (redteam20 ``info-runner-up-open-pickups``) has one placing play half open all
  evening, every hand the book shows; "whoever picks up shows their hand" shows each seat
  in turn. A hand the last winner shows is a handicap on the champion, a catch-up, and no
  test here. (The hand the champion plays onto is "standing sight", ``aimed.py``.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..evenings import Evening, RoundFacts
from ..sides import DECIDED, FACED, SHOWN, block
from .aimed import used_evenings
from .config import TrialConfig
from .findings import KINDS, Seen, Worded
from .folds import Fold
from .measures import Comparison
from .standings import BEHIND, at_standing, block_share
from .statistics import SHARE

#: How many comparisons :func:`compare` makes at a table size (for Bonferroni).
STEERED_TESTS = 3
#: The shortfall of the piles the last winner answers that is a dodge (1 less the ratio of
#: their mean pile to the other seats'): the fair books measured stay at 0.17 or under,
#: the books that bend the order around the champion at 0.5 or over (docs/trial.md,
#: "Session 29")
DODGED_FLOOR = 0.3


def shortfall(rounds: Sequence[tuple[RoundFacts, int]]) -> float | None:
    """1 less the ratio of the mean pile at the standing's decisions to the mean pile at the
    other seats' over an evening's rounds (None: no decision, or no pile met by the
    others)."""
    mine = [0, 0]
    rest = [0, 0]
    for r, s in rounds:
        n = len(r.burden)
        faced, decided = block(r.sides, FACED, n), block(r.sides, DECIDED, n)
        for q in range(len(faced)):
            at = mine if q == s else rest
            at[0] += faced[q]
            at[1] += decided[q]
    if not mine[1] or not rest[1] or not rest[0]:
        return None
    return 1 - (mine[0] / mine[1]) / (rest[0] / rest[1])


def compare(evenings: Sequence[Evening], ordinary: Sequence[bool], config: TrialConfig,
            fold: Fold | None = None) -> list[Comparison]:
    """The comparisons of the module text over a table size's ordinary evenings (``fold``:
    their values folded at the earlier looks, ``folds.py``)."""
    used, players = used_evenings(evenings, ordinary)
    if players < 2:
        return []
    fold = Fold() if fold is None else fold
    out: list[Comparison] = []

    def add(key: tuple[str, str], place: int, floor: float,
            span: tuple[float, float] | None, part: Callable[..., float | None],
            *args: object) -> None:
        pairs = fold.one(key, used, at_standing, place, part, *args)
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, "above", span,
                              tuple(k for k, _ in pairs)))

    for name, place in BEHIND:
        if place == 1 and players < 3:  # (at two players the runner-up is last place)
            continue
        add(("standing shown", name), place, config.floor_share(players), SHARE,
            block_share, SHOWN)
    if players >= 3:  # (at two players a reversal hands the pile back to the one who left it)
        add(("standing dodged", "last winner"), 0, DODGED_FLOOR, None, shortfall)
    return out


def _dodged(s: Seen, kind: str) -> Worded:
    what = (f"the book keeps the big piles from the last winner: the piles they answer are "
            f"{s.b.mean:.0%} smaller than the other players', at {s.t.players} players; play "
            "goes round in order (R-TURN-1), and a turn order bent so that one standing "
            "never meets a big pile is an advantage by standing (R-CUSTOM-4)")
    return what, "LP801", "R-CUSTOM-4", f"round {s.e.book[0].number}"


def _shown(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "runner-up":
        what = (f"the book shows the hand of last round's runner-up: {s.b.mean:.0%} of the "
                f"hands it shows are that player's, at {s.t.players} players; a hand "
                "played open is information for every other player, and one placing "
                "made to play open all evening is handicapped by standing (R-CUSTOM-4)")
    else:
        what = (f"the book shows the hand of last round's last place: {s.b.mean:.0%} of the "
                f"hands it shows are that player's, at {s.t.players} players; a hand "
                "played open is information for every other player, and one placing "
                "made to play open all evening is handicapped by standing (R-CUSTOM-4)")
    rnd = max(s.e.book, key=lambda r: sum(block(r.sides, SHOWN, len(r.burden))))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


KINDS.update({"standing dodged": _dodged, "standing shown": _shown})


__all__ = ["DODGED_FLOOR", "STEERED_TESTS", "compare", "shortfall"]
