"""Piles and sight a book steers by standing (issue 29, session 29; the trial's standings,
``standings.py`` and ``aimed.py``).

A standing (last round's winner, its runner-up, its last place) is a person over an
evening (R-CUSTOM-4). Two things a book can do to one standing that no count of cards,
skips or turns handed sees, each over the ordinary evenings already played (no game is
added; the counts are ``RoundFacts.sides``, ``tools/sides.py``):

- **standing dodged** (LP801, three players or more): a reversal or a skip moves the
  pile as well as the turn. The pile's cards at each of them are counted for the seat
  that was to play onto the pile and now waits (:data:`~lopti_rules.tools.sides.DODGED`)
  and for the seat that plays onto it instead (:data:`~lopti_rules.tools.sides.ROUTED`).
  Per evening, the last winner's share of the cards dodged less its share of the cards
  routed (a net share, 0 when below 0: :func:`net_share`), rejected above
  ``net_floor``: "when the next player would be the last winner and five or more cards
  lie on the pile, play reverses" (redteam20 ``order-champion-dodges-piles``) has the
  champion meet only small piles, 1.0 at every table size. A reversal on a rank anyone
  plays, or one at every turn of the seat left of the champion (which passes the
  champion over half the time and hands them the pile the other half, redteam-mech32
  ``fair-champion-left-bounces``), is about 0. A reversal that spares last place is a
  catch-up, and no test here.
- **standing routed** (LP801, three players or more: runner-up, last place): the mirror,
  the standing's share of the cards routed less its share of those dodged, rejected above
  ``routed_floor``. A catch-up that spares one seat sends the pile to one of the other
  seats: at three players half of it lands on each, so the line is the person share over
  the other seats (``floor_share(n - 1)``: 70 % at three players, 60 % at four); a
  reversal that sends every big pile back to last round's last place is 1.0.
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

from collections.abc import Sequence

from ..evenings import Evening, RoundFacts
from ..sides import DODGED, ROUTED, SHOWN, block
from .aimed import used_evenings
from .config import TrialConfig
from .findings import KINDS, Seen, Worded
from .folds import Fold
from .measures import Comparison
from .standings import BEHIND, at_standing, block_share
from .statistics import SHARE

#: How many comparisons :func:`compare` makes at a table size (for Bonferroni).
STEERED_TESTS = 5


def net_share(rounds: Sequence[tuple[RoundFacts, int]], gain: int, loss: int
              ) -> float | None:
    """The standing's share of block ``gain`` less its share of block ``loss`` over an
    evening's rounds, both of the same cards (``DODGED`` and ``ROUTED`` count each moved
    pile once in each), and 0 when it is below 0 (None: no pile moved). The comparison is
    one-sided (a standing spared more than it is handed), so an evening that hands the
    standing more counts as one that hands it nothing: a share, within :data:`SHARE`,
    whose spread floor a net share in -1 to 1 would double."""
    mine = total = 0
    for r, s in rounds:
        plus = block(r.sides, gain, len(r.burden))
        minus = block(r.sides, loss, len(r.burden))
        if plus:
            mine += plus[s] - minus[s]
            total += sum(plus)
    return max(mine / total, 0.0) if total else None


def net_floor(config: TrialConfig, players: int) -> float:
    """How far a standing's dodged share may exceed its routed share: the person share
    floor above an even share (a book that moves piles by chance nets about 0)."""
    return config.floor_share(players) - 1 / players


def routed_floor(config: TrialConfig, players: int) -> float:
    """How far a standing behind may be handed more of the moved piles than it is spared:
    the person share floor over the other seats (a catch-up that spares one seat routes
    its piles to one of the others)."""
    return config.floor_share(players - 1)


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
            span: tuple[float, float], *args: object) -> None:
        part = block_share if len(args) == 1 else net_share
        pairs = fold.one(key, used, at_standing, place, part, *args)
        out.append(Comparison(key, tuple(v for _, v in pairs), floor, "above", span,
                              tuple(k for k, _ in pairs)))

    for name, place in BEHIND:
        if place == 1 and players < 3:  # (at two players the runner-up is last place)
            continue
        add(("standing shown", name), place, config.floor_share(players), SHARE, SHOWN)
    if players < 3:  # (at two players a reversal hands the pile back to the one who left it)
        return out
    add(("standing dodged", "last winner"), 0, net_floor(config, players), SHARE,
        DODGED, ROUTED)
    for name, place in BEHIND:
        add(("standing routed", name), place, routed_floor(config, players), SHARE,
            ROUTED, DODGED)
    return out


def _dodged(s: Seen, kind: str) -> Worded:
    what = (f"the book turns the pile away from the last winner: of the pile's cards its "
            f"reversals and skips move, the share moved away from the champion is "
            f"{s.b.mean:.0%} above the share moved to them, at {s.t.players} players; play "
            "goes round in order (R-TURN-1), and a turn order bent so that one standing "
            "never meets a big pile is an advantage by standing (R-CUSTOM-4)")
    rnd = max(s.e.book, key=lambda r: max(block(r.sides, DODGED, len(r.burden)), default=0))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


def _routed(s: Seen, kind: str) -> Worded:
    if s.c.key[1] == "runner-up":
        what = (f"the book routes the pile to last round's runner-up: of the pile's cards "
                f"its reversals and skips move, the share moved to that player is "
                f"{s.b.mean:.0%} above the share moved away from them, at {s.t.players} "
                "players; a standing behind the winner is a person over the evening, and a "
                "turn order bent to hand them the big piles is no catch-up (R-CUSTOM-4)")
    else:
        what = (f"the book routes the pile to last round's last place: of the pile's cards "
                f"its reversals and skips move, the share moved to that player is "
                f"{s.b.mean:.0%} above the share moved away from them, at {s.t.players} "
                "players; a standing behind the winner is a person over the evening, and a "
                "turn order bent to hand them the big piles is no catch-up (R-CUSTOM-4)")
    rnd = max(s.e.book, key=lambda r: max(block(r.sides, ROUTED, len(r.burden)), default=0))
    return what, "LP801", "R-CUSTOM-4", f"round {rnd.number}"


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


KINDS.update({"standing dodged": _dodged, "standing routed": _routed,
              "standing shown": _shown})


__all__ = ["STEERED_TESTS", "compare", "net_floor", "net_share", "routed_floor"]
