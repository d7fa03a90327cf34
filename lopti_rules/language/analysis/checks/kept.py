"""A favour on a role the favour keeps (LP308, LP309; R-CUSTOM-4, R-SETUP-2).

The last winner changes with play, but a favour on it, or on a seat a fixed step from
it, makes the favoured seat win again and so keep the role: the favour falls on whoever
held it first, and on the seats the step reaches from them (a team). LP308 is a seat a
fixed step from the last winner that sheds or leads where the step keeps it within a
team (the seat across from the winner at four players); LP309 is every hand shown but
the last winner's, a view for one player, or the hand of a player last round's
standings chose (last place, a seat beside the winner), a view taken from one, or
another player's hand cards passed to the winner (a swap, a whole dealt hand). The
reasoning is :mod:`..keptroles`; the witness a scenario (``tools/audit/kept.py``).
"""

from __future__ import annotations

from ...tree import nodes
from .. import keptroles
from ..firstlap import LeadAgain, lead_again
from .base import Check, Scope
from .proxies import said

_HINTS = {
    "LP308": "favour a seat that play moves round the table ('the player left of the "
             "dealer'), or give the favour to everyone alike",
    "LP309": "let everyone reveal their hand alike ('every player reveals their hand'), or "
             "have the role show its own hand",
}

_PASSED_HINT = ("let every player pass alike ('every player gives 1 card to their left'), or "
                "give the cards to a role that play moves ('the dealer')")

_STANDING_HINT = ("let a role that play moves show its hand ('the dealer reveals their "
                  "hand'), or everyone alike")


_LEAD_HINT = ("turn or skip on a play of the game (a King, three of a kind), not on a turn the "
              "first lap fixes, or let every seat play once first")


def lead_message(lap: LeadAgain) -> str:
    """The leader's second turn in the first lap, with the order of its turns."""
    order = ", ".join(str(s) for s in lap.order)
    return (f"at {lap.players} players the round's leader plays turn {lap.turn} again before "
            f"every other seat has played (the first lap's seats: {order}; 0 is the leader): "
            "the leader is last round's winner (R-SETUP-4), so the turns and skips the first "
            "lap fixes give the champion a second turn every round, a favour that stays with "
            "whoever won first (R-TURN-1, R-CUSTOM-4)")


class Kept(Check):
    """LP308, LP309: a favour that keeps the role it falls on (module text)."""

    _rule: nodes.Rule | None = None
    _found: list[keptroles.Kept] = []
    _lap: LeadAgain | None | bool = False  # False: not played yet

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        if not scope.known_event:
            return
        if self._lap is False:  # the first lap's order, once a book (firstlap.py)
            self._lap = lead_again(self.book)
        if isinstance(self._lap, LeadAgain) and self._lap.hook is hook:
            lap = self._lap
            self.report("LP308", lap.stmt, lead_message(lap), _LEAD_HINT)
        if self._rule is not scope.rule:  # a rule's favours, once a rule
            self._rule = scope.rule
            self._found = keptroles.kept(scope.rule,
                                         book_reverses=keptroles.reverses(self.book))
        for found in self._found:
            if found.hook is hook:
                hint = {"standing": _STANDING_HINT, "tallied": _STANDING_HINT,
                        "passed": _PASSED_HINT}.get(
                    found.view, _HINTS[found.code])
                self.report(found.code, found.role, message(found), hint)


def message(found: keptroles.Kept) -> str:
    """What ``found`` does, with the table that shows it."""
    who, anchor = said(found.role), found.anchor
    if found.code == "LP309" and found.view == "passed" and found.giver is not None:
        giver = said(found.giver)
        if found.swap:
            return (f"'{who}' here is {anchor}: '{giver}' gives them hand cards and they "
                    "give cards back, so this one seat sees another player's hidden cards "
                    "and chooses among them, a view nobody else gets, round after round, "
                    "that helps them win again and keep the role (R-SETUP-2, R-CUSTOM-4)")
        return (f"'{who}' here is {anchor}: '{giver}' gives them a whole dealt hand, so "
                "this one seat sees another player's hidden cards, a view nobody else "
                "gets, round after round, that helps them win again and keep the role "
                "(R-SETUP-2, R-CUSTOM-4)")
    if found.code == "LP309" and found.view in ("standing", "tallied"):
        return (f"'{who}' here is {anchor}: their hand is shown to the table, a player "
                "chosen by last round's standings, so the others, the front among them, "
                "play against open cards of the player the results picked, round after "
                "round (R-SETUP-2, R-CUSTOM-4)")
    if found.code == "LP309":
        return (f"'{who}' here is every player but {anchor}: every hand is shown but "
                f"theirs, a view of the others' cards for one player that helps them win "
                "again and keep it (R-SETUP-2, R-CUSTOM-4)")
    if found.seats == (0,):  # the winner's own seat, by a tie-break or turns (tieseats)
        return (f"'{who}' here is {anchor}, the last winner (R-SETUP-4): the favour falls on "
                "the winner's own seat every round, so it stays with whoever won first and "
                "the others never get it (R-CUSTOM-4)")
    seats = ", ".join(str(s) for s in found.seats)
    return (f"'{who}' here is a team: at {found.players} players it is the seat "
            f"{found.offset} to the left of {anchor}, and when it wins the seat "
            f"{found.offset} to its left gains next, so the favour stays with seats "
            f"{seats} (the winner at seat 0) and the others never get it (R-CUSTOM-4)")
