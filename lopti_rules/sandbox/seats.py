"""Who a role is, as a seat of the raw game: the one definition the lazy views
(:mod:`lopti_rules.sandbox.lazyviews`) and the memo keys
(:mod:`lopti_rules.sandbox.prefilter`) share, so a hook's kept effects are always aimed
where its views would have pointed.

``view.game_view`` keeps its own, independent statement of the same roles; the view
tests compare the two.
"""

from __future__ import annotations

from typing import Any


def current_seat(g: Any, acting: int) -> int:
    """The player to act (the acting seat when nobody is, as after the game ended)."""
    cur: int = g.cur
    return cur if 0 <= cur < g.players else acting


def next_seat(g: Any, cur: int, step: int) -> int:
    """The next player still in from ``cur`` going ``step`` (+1 clockwise), ``cur`` if
    nobody else is in."""
    n: int = g.players
    out = g.out
    q = (cur + step) % n
    if not out[q]:  # the neighbour is still in: nearly always
        return q
    for k in range(2, n):
        q = (cur + step * k) % n
        if not out[q]:
            return q
    return cur


def players_in(g: Any) -> int:
    """``table.players_in``: players neither out nor going out (R-WIN-4: whose legal play
    just took their last card, ``leaving``)."""
    return int(g.active - (g.leaving >= 0))


def cards_held(g: Any, seat: int) -> int:
    """Hand, face-up and face-down cards of ``seat`` together (``PlayerView.cards``)."""
    return int(g.hand[seat].bit_count() + g.up[seat].bit_count() + len(g.down[seat]))


def _first_least(g: Any, acting: int, sign: int) -> int:
    """The first seat clockwise from ``acting`` still in (any seat if nobody is) whose
    cards held times ``sign`` are least: ties go to the first (vocabulary.ROLES)."""
    n: int = g.players
    out, hand, up, down = g.out, g.hand, g.up, g.down
    if all(out):
        out = (False,) * n
    seat, least = acting, 999
    for k in range(n):
        s = (acting + k) % n
        if not out[s]:
            # cards_held(g, s), in line: this runs on every big clear of some rules
            count = sign * (hand[s].bit_count() + up[s].bit_count() + len(down[s]))
            if count < least:
                seat, least = s, count
    return seat


def fewest_seat(g: Any, acting: int) -> int:
    """``player with the fewest cards``."""
    return _first_least(g, acting, 1)


def most_seat(g: Any, acting: int) -> int:
    """``player with the most cards``."""
    return _first_least(g, acting, -1)
