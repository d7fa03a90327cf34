"""What a hook *may* reach: the upper bounds of its repeats, card counts and effects.

Lint clean means it runs (issue 28). LP912, LP914 and LP916 (limits.py) report a repeat,
a card count or an effect list over the sandbox's limit *whenever* it runs, from lower
bounds; LP921 a call that *may* cost more than its fuel, from an upper bound. This module
gives the first three their upper-bound half, with the same codes: a number that may pass
the limit at some point of a session is a rule the sandbox stops once it gets there
(``range longer than 100``, ``more than 32 effects``, ``cards to give must be 0 to 52``),
so it is not lint clean either.

The bounds are :class:`limits.Numbers`': constants, card measures (0 to a deck), the
documented range of an event's or the table's numbers, and a rule's own counts at their
range (countrange.py: a count that keeps growing, ``add 1 to "n"`` on every play with no
cap, reaches past every limit). The rule's own life counts (``rule.rounds``,
``rule.fired``, ``rule.clears``, ``rule.pickups``: :data:`LIFE_COUNTS`) are such counts
the game keeps: they only grow as long as the session runs, so a number that adds one
up keeps growing as a written ``add 1 to "age"`` at every deal does (redteam27
``growing-picker-rule-rounds``: a picker draws ``rule.rounds`` cards, R-CUSTOM-3), unless
a condition of the hook reads the same count (``when rule.rounds is at most 3``: the
condition caps it). Any other number whose upper bound is unknown is not reported.
The effects of one call are ``sandbox.cost.hook_bound``'s upper bound on the generated
Python, the one LP921 reads, each ``repeat`` at the count's range.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..catalogue import vocabulary
from ..tree import nodes
from . import limits

if TYPE_CHECKING:
    from ...sandbox import Bound


def _grows(high: int) -> bool:
    """Whether ``high`` is where a growing range ends (the sandbox's largest number): the
    count it reads keeps growing, so the message says that rather than the number."""
    return high >= limits.sandbox_limits()["integer"]


def _terms(expr: nodes.Expr, sign: int = 1) -> list[tuple[int, nodes.Expr]]:
    """``expr`` as signed terms: ``a + b - c`` is (+1, a), (+1, b), (-1, c)."""
    if isinstance(expr, nodes.Arith):
        return _terms(expr.left, sign) + _terms(expr.right, sign if expr.op == "+" else -sign)
    return [(sign, expr)]


#: The counts of a rule's life (vocabulary ``rule.*``): they only grow, session-long
LIFE_COUNTS = "rule"


def _life_counts(expr: nodes.Expr) -> set[tuple[str, str]]:
    """The rule's life counts ``expr`` reads."""
    return {(n.namespace, n.name) for n in expr.walk()
            if isinstance(n, nodes.Attribute) and n.namespace == LIFE_COUNTS}


def growing_high(expr: nodes.Expr, nums: limits.Numbers,
                 guards: Sequence[nodes.Expr] = ()) -> int | None:
    """:func:`reach_high`, with the rule's life counts (module text) read as counts that
    keep growing where a sum adds them up and no condition in ``guards`` reads them: the
    sandbox's largest number. None when some other term has no known bound."""
    high = reach_high(expr, nums)
    if high is not None:
        return high
    life = _life_counts(expr)
    if not life or any(_life_counts(g) & life for g in guards):
        return None
    for sign, term in _terms(expr):
        low, top = nums.bounds(term)
        grows = isinstance(term, nodes.Attribute) and term.namespace == LIFE_COUNTS
        if (sign > 0 and top is None and not grows) or (sign < 0 and low is None):
            return None
    return limits.sandbox_limits()["integer"]


def reach_high(expr: nodes.Expr, nums: limits.Numbers) -> int | None:
    """The largest value ``expr`` may take at a table: its upper bound, less what the deck
    forbids. Cards are neither made nor lost (R-SETUP-1), so the cards of several zones
    added together (``hand of acting player + hand of next player``, ``table.pile +
    table.cleared``) hold at most one deck, though each alone may hold all 52. None when
    some term has no known bound."""
    high = nums.bounds(expr)[1]
    if high is None or not isinstance(expr, nodes.Arith):
        return high
    zones = other = 0
    for sign, term in _terms(expr):
        low, top = nums.bounds(term)
        end = top if sign > 0 else low
        if end is None:
            return None
        zone = isinstance(term, nodes.Measure) or (
            isinstance(term, nodes.Attribute) and top == vocabulary.DECK and low == 0)
        if sign > 0 and zone:
            zones += end
        else:
            other += sign * end
    return min(high, min(zones, vocabulary.DECK) + other)


def repeat_finding(stmt: nodes.Repeat, nums: limits.Numbers,
                   guards: Sequence[nodes.Expr] = ()) -> limits.Finding | None:
    """LP912: a repeat whose count may be over MAX_RANGE (and is not always: that is
    :func:`limits.repeat_finding`'s); ``guards``: the conditions it runs under."""
    high = growing_high(stmt.count, nums, guards)
    bound = limits.over_limit(high, "range") if high is not None else None
    if high is None or bound is None or limits.repeat_finding(stmt, nums) is not None:
        return None
    if _grows(high):
        message = (f"this repeat's count keeps growing, past the sandbox's limit of {bound} "
                   "repeats, so the hook is stopped once it gets there")
    else:
        message = (f"this repeat may run up to {high:,} times, over the sandbox's limit of "
                   f"{bound} repeats, so the hook is stopped whenever it runs more")
    return ("LP912", stmt.count, message,
            f"repeat at most {bound} times, whatever the table: cap the count it reads "
            f"('if count \"x\" is less than {bound}: add 1 to \"x\"')")


def card_count_finding(count: nodes.Expr, verb: str, nums: limits.Numbers,
                       guards: Sequence[nodes.Expr] = ()) -> limits.Finding | None:
    """LP914: a draw, give, take or swap that may ask for more cards than the deck has
    (and not always: that is :func:`limits.card_count_finding`'s); ``guards``: the
    conditions it runs under."""
    high = growing_high(count, nums, guards)
    bound = limits.over_limit(high, "cards") if high is not None else None
    if high is None or bound is None or nums.overflows(count) \
            or limits.card_count_finding(count, verb, nums) is not None:
        return None  # no bound known, LP915 (beyond MAX_INT) or LP914 whenever it runs
    if _grows(high):
        message = (f"the count of cards to {verb} keeps growing, past the {bound} a deck has "
                   "(R-SETUP-1), so the hook is stopped once it gets there")
    else:
        message = (f"this may {verb} up to {high:,} cards, more than the {bound} a deck has "
                   "(R-SETUP-1), so the hook is stopped whenever it asks for more")
    return ("LP914", count, message,
            f"{verb} at most {bound} cards, whatever the table: cap the count it reads")


def repeats_over(hook: nodes.Hook, nums: limits.Numbers) -> bool:
    """Whether a repeat of ``hook`` is over MAX_RANGE, always or at its upper bound (LP912
    says so; the effects a stopped repeat would ask for are not asked)."""
    return any(limits.repeat_finding(stmt, nums) is not None
               or repeat_finding(stmt, nums) is not None
               for stmt in hook.walk() if isinstance(stmt, nodes.Repeat))


def effects_finding(rule: nodes.Rule, hook: nodes.Hook, nums: limits.Numbers,
                    bound: Bound | None) -> limits.Finding | None:
    """LP916: a hook whose call may ask for more than MAX_EFFECTS effects (``bound``: its
    :func:`limits.hook_bounds`). Only a hook with a loop is bounded so (a repeat, a loop
    over players): a loop-free hook's effect statements under conditions of their own
    (``if table.pile is 1: ... if table.pile is 2: ...``) rarely hold together, and one
    that always asks for too many is LP916 already (limits.budget). ``nums`` are the
    hook's numbers; ``bound`` its :func:`limits.hook_bounds` (worked out for LP921)."""
    most = limits.over_limit(bound.effects, "effects") if bound is not None else None
    if bound is None or most is None:
        return None
    # a repeat of a number with no known bound (rule.rounds, round.number: how long a
    # session runs) counts once here, as no number without a bound is reported
    bound = limits.hook_bounds(rule, hook, nums, unknown=1)
    most = limits.over_limit(bound.effects, "effects") if bound is not None else None
    if bound is None or most is None:
        return None
    return ("LP916", hook, f"the '{hook.timing} {hook.event}' hook of rule \"{rule.name}\" may "
            f"ask for up to {bound.effects:,} effects in one call; one hook may return at "
            f"most {most}, so it is stopped whenever it asks for more",
            "repeat fewer times, or act once after the repeat (a count can remember "
            "whether to)")
