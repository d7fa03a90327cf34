"""Passes over a player for holding many cards on every turn (LP211; R-TURN-1, R-CUSTOM-3):
the reading; lockout.py, the one reporter of LP211, reports it.

A player who is passed over plays no card: their hand, face-up and face-down cards stay
as they are (a pickup or a rule's draw only adds to them), while the others shed cards
turn after turn. So a rule that passes over a player on **every turn** because that
player holds many cards (a lower bound on their cards: ``hand of next player is at least
8``, or more than another player's: ``hand of next player is more than hand of acting
player + 2``; or ``the player with the most cards``) keeps its own condition true: once
it holds, that player never gets a turn again, and the more the others play the surer it
holds. Every player still in takes turns in the order of play (R-TURN-1); a lock-out on a
role that no longer changes is a person singled out for the rest of the round.

"Passed over" is a skip of that player (``skip next player``, ``skip every player whose
hand is at least 8``) or a reversal of the direction while the guard is on the next
player's cards (``reverse the direction``: the next player in the old direction does not
play now, and with three or more in the turn comes back from the other side, to the same
question). "Every turn" is a hook on ``turn`` or ``turn_end`` (before or after). The
guard may also read what stays the same between turns (the number of players, the
round's number, the rule's age), and what keeps holding once it holds as the round goes
on (a lower bound on the turns, plays or pickups so far: ``round.turns is at least 1``);
any other condition (a rank played, every twentieth turn) makes it false on some turns,
and the rule is not reported. A catch-up rule is the other way
round: ``after turn when hand of acting player is at least 6: skip next player`` hands
the player who holds many cards more turns, and stays legal.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...tree import nodes
from .guards import Site, constants, holds, role_key

#: Events every turn has (lockout.py's EVERY_TURN, by event).
EVERY_TURN = frozenset({"turn", "turn_end"})
#: What stays the same from one turn to the next (within a stretch of the round in which the
#: same players are in): a guard on these does not let the passed-over player back in.
STEADY = frozenset({("table", "players"), ("table", "players_in"), ("round", "number"),
                    ("rule", "rounds"), ("deal", "players")})
#: A comparison read with the target's cards on the left: the op it becomes swapped.
SWAPPED = {">": "<", ">=": "<=", "<": ">", "<=": ">=", "==": "==", "!=": "!="}
#: The same comparison negated (an ``else`` branch).
NEGATED = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}


def terms(expr: nodes.Expr, holds: bool = True) -> Iterator[nodes.Expr | None]:
    """The conjuncts of ``expr`` (as it must hold, or not): comparisons, with ``not`` and
    an ``else`` branch's negation pushed in; None for a term that is not one conjunct
    (an ``or`` that must hold)."""
    if isinstance(expr, nodes.Not):
        yield from terms(expr.operand, not holds)
    elif isinstance(expr, nodes.BoolOp) and (expr.op == "and") == holds:
        for o in expr.operands:
            yield from terms(o, holds)
    elif isinstance(expr, nodes.Compare):
        yield expr if holds else nodes.Compare(op=NEGATED[expr.op], left=expr.left,
                                               right=expr.right, line=expr.line,
                                               column=expr.column)
    elif isinstance(expr, nodes.Bool):
        yield None if expr.value != holds else nodes.Bool(value=True)
    else:
        yield None


def _measures(expr: nodes.Expr, key: str, sign: int = 1) -> int:
    """+1 when ``expr`` counts the cards of the player ``key`` added in, -1 when taken
    away, 0 when it does not read them (2 when it reads them both ways)."""
    if isinstance(expr, nodes.Measure):
        return sign if role_key(expr.player) == key else 0
    if isinstance(expr, nodes.Arith):
        a, b = _measures(expr.left, key, sign), _measures(
            expr.right, key, -sign if expr.op == "-" else sign)
        return 2 if a and b and a != b else a or b
    return 0


def lower_bound(term: nodes.Compare, key: str) -> bool:
    """Whether ``term`` says that the player ``key`` holds at least some cards (a number,
    or another player's cards and a number): ``hand of next player is more than hand of
    acting player + 2``. It holds on as long as that player plays no card."""
    left, right = _measures(term.left, key), _measures(term.right, key)
    if (left == 0) == (right == 0) or 2 in (left, right):
        return False
    op = term.op if left else SWAPPED[term.op]
    sign = left or right
    return (op in (">", ">=") and sign == 1) or (op in ("<", "<=") and sign == -1)


def steady(term: nodes.Expr) -> bool:
    """Whether ``term`` reads only what stays the same from one turn to the next."""
    found = [n for n in term.walk() if isinstance(n, nodes.Attribute | nodes.Measure
                                                  | nodes.Role)]
    return all(isinstance(n, nodes.Attribute) and (n.namespace, n.name) in STEADY
               for n in found)


#: What only grows in a round (or in the rule's life), turn after turn: a lower bound on
#: one holds on every turn from some turn on (``round.turns is at least 1``, ``turn.number
#: is more than 20``); and the draw pile, which only shrinks.
GROWING = frozenset({("round", "turns"), ("round", "plays"), ("round", "pickups"),
                     ("round", "clears"), ("round", "draws"), ("turn", "number"),
                     ("turn_end", "number"), ("rule", "fired"), ("rule", "clears"),
                     ("rule", "pickups"), ("table", "cleared")})
SHRINKING = frozenset({("table", "draw_pile")})


def eventually(term: nodes.Expr) -> bool:
    """Whether ``term`` reads what only grows (or only shrinks) and holds on every turn
    once it has grown far enough: a condition that, once it holds, keeps holding."""
    read = {(n.namespace, n.name) for n in term.walk() if isinstance(n, nodes.Attribute)}
    if not read or not read <= GROWING | SHRINKING or any(
            isinstance(n, nodes.Measure | nodes.Role | nodes.CountRef) for n in term.walk()):
        return False
    far = max(constants([term]), default=0) + 2
    for step in (0, 1, 2, 7, 30, 61):
        env = {v: (far + step if v in GROWING else 0) for v in read}  # an empty draw pile
        if not holds(term, env):
            return False
    return True


def passed_over(site: Site) -> tuple[str, str] | None:
    """(the key of the player whose cards keep ``site`` firing, what happens to them) when
    ``site`` passes over a player for holding many cards on every turn, else None."""
    action = site.action
    if site.times or site.loop is not None:
        return None
    if isinstance(action, nodes.Skip):
        who = action.who
        if who.kind == "whose" and who.where is not None and who.of is None:
            # ``skip every player whose hand is at least 8``: its filter is its bound
            filtered = list(terms(who.where))
            if not filtered or not all(isinstance(t, nodes.Compare) and lower_bound(
                    t, "candidate") for t in filtered):
                return None
            return "candidate", "skips"
        if who.where is not None or who.kind in ("every", "still_in", "every_other", "that"):
            return None
        key, what = role_key(who), "skips"
    elif isinstance(action, nodes.Reverse):
        key, what = "next", "turns the direction away from"
    else:
        return None
    bound = key == "most"  # the player with the most cards: bounded by the others' cards
    for condition, must in site.guards:
        for t in terms(condition, must):
            if t is None:
                return None
            if isinstance(t, nodes.Compare) and lower_bound(t, key):
                bound = True
            elif not steady(t) and not eventually(t):
                return None
    return (key, what) if bound else None

