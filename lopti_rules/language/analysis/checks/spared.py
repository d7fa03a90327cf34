"""Actions whose seats last round's standings choose (LP310; R-CUSTOM-4, issue 29).

A skip, draw, pickup, reversal, restriction, hand shown or card taken back that falls
on every seat but a standing's, or only on a seat a fixed step from it, is found by
placing the standing at seat 0 and forcing every seat to act (:mod:`..sparedseats`);
the message names that moment.
"""

from __future__ import annotations

from ...tree import nodes
from .. import keptroles, sparedseats
from .base import Check, Scope

_HINT = ("let the action fall on everyone alike at that moment, the standing too, or on a "
         "role play moves ('the dealer', 'the picker', 'the next player')")

_SHIELD_HINT = ("let the skip fall on whoever is next at that moment, the standing or "
                "not ('skip next player'), or lay a cost on the standing they bear ('next "
                "player draws 1 card')")


class Spared(Check):
    """LP310: an action whose seats a standing chooses (module text)."""

    _turns: int | None = None

    def visit_Hook(self, hook: nodes.Hook, scope: Scope) -> None:
        if not scope.known_event:
            return
        if self._turns is None:
            self._turns = sum(isinstance(x, nodes.Reverse) for x in self.book.walk())
        for found in sparedseats.spared(hook, book_reverses=self._turns > 0,
                                        reversals=self._turns):
            if isinstance(found.stmt, nodes.Reveal) and _viewed(found.stmt, scope.rule,
                                                                self._turns > 0):
                continue  # LP309 says it already: a view for the standing
            self.report("LP310", found.stmt, message(found),
                        _SHIELD_HINT if found.shield else _HINT)


def _viewed(stmt: nodes.Reveal, rule: nodes.Rule, reverses: bool) -> bool:
    """Whether LP309 reports the hand ``stmt`` shows (``keptroles``: every hand but the
    last winner's, or a hand the standings choose): one finding is enough."""
    return any(k.code == "LP309" and k.role is stmt.who
               for k in keptroles.kept(rule, book_reverses=reverses))


def _seats(seats: tuple[int, ...]) -> str:
    return ", ".join(str(s) for s in seats)


def message(found: sparedseats.Spared) -> str:
    """What ``found`` does, with the moment that shows it (a keptwords wording)."""
    if found.shield:
        return (f"with {found.standing} at seat 0 of {found.players} players, the rule "
                f"skips seat 0 only when seat {found.acting} has played and seat 0 is to "
                "answer that play, and never skips seats "
                f"{_seats(found.spared)} there: play passes over the standing alone, a "
                "shield from that answer or a turn taken from them, the seat chosen by who "
                "holds the standing however rarely it fires (R-TURN-1, R-CUSTOM-4)")
    if found.returned:
        return (f"with {found.standing} at seat 0 of {found.players} players, when seat "
                f"{found.acting} acts the rule turns play back so that seat 0 plays next, "
                f"before the seats play was to reach, and seats {_seats(found.spared)} "
                "never get that turn from it: a turn gained, the seat chosen by who holds "
                "the standing, a person in the role's clothes (R-TURN-1, R-CUSTOM-4)")
    if found.gain:
        return (f"with {found.standing} at seat 0 of {found.players} players, when seat "
                f"{found.acting} picks up the rule turns play so that seat 0 leads the empty "
                f"table, and seats {_seats(found.spared)} never get that lead from it; the "
                "seat is chosen by who holds the standing, a person in the role's clothes "
                "(R-TURN-1, R-CUSTOM-4)")
    return (f"with {found.standing} at seat 0 of {found.players} players, seats "
            f"{_seats(found.reached)} bear this and seats {_seats(found.spared)} never do: "
            f"when seat {found.acting} acts it lands on seats {_seats(found.lands)}; the "
            "seats are chosen by who holds the standing, a person in the role's clothes "
            "(R-CUSTOM-4)")
