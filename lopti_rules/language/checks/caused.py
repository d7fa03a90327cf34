"""Undoing a play through an event the book causes (LP205; R-PLAY-4, R-CUSTOM-2), across files.

outcomes.py judges each hook in its own event's frame: in ``after draw`` the acting
player is the one who drew, and for the turn's own draw that is the player whose play
lies on the pile. A rule's effects cause events of their own (the event graph,
``permissions.CAUSES``): ``after play: next player draws 1 card`` causes a draw whose
acting player is the *next* player, while the play just made still lies on the pile.
A hook on that event, maybe in another file, then names players from the drawer:
``after draw: previous player takes 1 card from the pile`` hands the top of the pile,
the play just made, back to the player who made it. Each file is clean alone; the
book undoes every such play.

This check follows the edges play -> draw (a rule's draw) and play -> ``take_up`` (a
give that empties the giver's hand, R-FACE-1) from every hook that runs while a play
stands (``outcomes.STANDING_PLAY``), composes the seats (acting 0, next +1, previous -1
in the direction of play; at a table of n players seats count modulo n, so at two
players next and previous are one person), and reports LP205 in every file of the pair
when the caused hook's take from the pile may reach the player who made the play, on
any path the guards allow (as outcomes.py does for a hook's own take). A take the
direct check already reports is left to it.
"""

from __future__ import annotations

from ...engine import outcomes
from .. import nodes
from ..wholebook import BookCheck, BookHook
from .guards import Site, sites
from .outcomes import reads_unknown, removes_pile, undoes

#: Seats of the single roles that name a neighbour of a hook's acting player.
OFFSETS: dict[str, int] = {"acting": 0, "drawer": 0, "next": 1, "previous": -1}
#: Roles that are every player still in (anyone, the player who made the play too).
EVERYONE = frozenset({"every", "still_in", "every_other"})
#: Seat of the player who made the standing play, by ``STANDING_PLAY``'s value.
MAKER = {"acting": 0, "previous": -1}
TABLES = range(2, 6)  #: table sizes (R-SETUP-1)


def caused(act: nodes.Action) -> tuple[str, nodes.Role] | None:
    """The event ``act`` causes that a take from the pile can follow, with its acting
    player's role: a draw (the drawer) or a give's ``take_up`` (the giver), else None."""
    if isinstance(act, nodes.Draw):
        return "draw", act.who
    if isinstance(act, nodes.Give):
        return "take_up", act.giver
    return None


def _seats(role: nodes.Role) -> set[int] | None:
    """The seats ``role`` may be relative to its hook's acting player; None: anyone."""
    if role.kind in EVERYONE:
        return None
    seat = OFFSETS.get(role.kind)
    return {seat} if seat is not None else set()


def tables_where(cause: nodes.Role, taker: nodes.Role, maker: int) -> list[int]:
    """The table sizes at which ``taker`` (named in the caused hook) may be the player
    who made the play, ``cause`` being the caused event's acting player."""
    first, second = _seats(cause), _seats(taker)
    if first == set() or second == set():
        return []  # a role that is not a neighbour (the dealer ...): the direct check's
    if first is None or second is None:
        return list(TABLES)
    return [n for n in TABLES
            if any((a + b - maker) % n == 0 for a in first for b in second)]


class CausedUndo(BookCheck):
    """LP205: a take from the pile in a hook on an event the book causes reaches the
    player whose play lies on the pile."""

    def check(self) -> None:
        for bh in self.book.hooks:
            maker = outcomes.STANDING_PLAY.get((bh.hook.event, bh.hook.timing))
            if maker is None or reads_unknown(bh.hook):
                continue
            for site in sites(bh.hook):
                edge = caused(site.action)
                if edge is not None:
                    self.follow(bh, site, edge, MAKER[maker])

    def follow(self, bh: BookHook, site: Site, edge: tuple[str, nodes.Role],
               maker: int) -> None:
        event, cause = edge
        for other in self.book.by_event.get(event, ()):
            if reads_unknown(other.hook):
                continue
            for took in sites(other.hook):
                act = took.action
                if not removes_pile(act) or undoes(other, took) or \
                        not isinstance(act, nodes.Take | nodes.Pickup):
                    continue
                at = tables_where(cause, act.who, maker)
                if at:
                    self.undone(bh, site, other, took, event, at)

    def undone(self, bh: BookHook, site: Site, other: BookHook, took: Site, event: str,
               at: list[int]) -> None:
        outcome = outcomes.OUTCOMES["play-lands"]
        what = "draw" if event == "draw" else "give that empties a hand (take_up)"
        size = "" if at == list(TABLES) else \
            f" (at {' or '.join(str(n) for n in at)} players)"
        message = (f"rule \"{bh.rule.name}\" ({self.where(bh, site.action.line)}) causes a "
                   f"{what} in its '{bh.hook.timing} {bh.hook.event}' hook, and rule "
                   f"\"{other.rule.name}\" ({self.where(other, took.action.line)}) then "
                   f"takes from the pile into the hand of the player who made the play "
                   f"lying on it{size}: the play goes back where it came from and is "
                   f"undone, but {outcome.achieves} ({outcome.rule})")
        hint = ("take from the cleared cards instead, or name a player who did not make "
                "the play")
        self.report("LP205", other.filename, took.action, message, hint)
        if bh.filename != other.filename:
            self.report("LP205", bh.filename, site.action, message, hint)

