"""How often and how long a rule's conditions bind (LP208's and LP207's words, split out of
outcomes.py, session 45): a condition that holds at a third of an event's firings or more
round after round (``binds_often``: a kind of the event, a period of a count, a stretch of
a growing count), one that binds a stretch of turns of the round's phase (``stretch``),
and a condition said as the rule writes it (``said``)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from ...catalogue import vocabulary
from ...tree import nodes
from .guards import Unknown, guard_reads, reads, show, unbounded, value

# ---------------------------------------------------------------- how often it binds
#: The values a count of the round or the rule that only grows (``round.clears``,
#: ``round.pickups``, a rule's count) is tried at, past its first few: a condition that
#: holds at a third of them or more binds the event that often, round after round
#: (``a multiple of 2``, ``at least 2``); one that holds at one value binds once a round
#: (``round.pickups is 5``: redteam13 ``fair-fifth-pickup-lead``)
_WINDOW = range(4, 16)
#: The sizes of the event itself (``pickup.count``, ``clear.count``) that come every
#: round: a few cards. ``pickup.count is at least 8`` binds the big pickups only
#: (redteam12 ``fair-big-pickup-pair-lead``), a house rule.
_COMMON_SIZE = 5


def said(guards: Sequence[tuple[nodes.Expr, bool]]) -> str:
    """The conditions ``guards`` as the rule writes them."""
    return " and ".join(f"{'' if want else 'not '}{_said(c)}" for c, want in guards)


def binds_often(guards: Sequence[tuple[nodes.Expr, bool]], event: str) -> str | None:
    """How the conditions ``guards`` (condition, must hold) read, when they hold at a
    third of the firings of ``event`` or more round after round (a kind of the event,
    ``pickup.reason is choice``; a period of its counts, ``round.clears is a multiple of
    2``; a stretch, ``round.pickups is at least 2``), reading only the event's own
    attributes and the counts that only grow; else None (what else they read, a player's
    measure, the draw pile, is the trial's to weigh: LP803)."""
    seen = guard_reads(guards)
    if seen is None:
        return None
    own = vocabulary.event_attributes(event)
    growing = sorted(v for v in seen if unbounded(v) and not (v[0] == event and v[1] in own))
    kinds = sorted(v for v in seen if v[0] == event and v[1] in own)
    if len(growing) + len(kinds) != len(seen):
        return None
    doms: list[tuple[object, ...]] = []
    for _ns, name in kinds:
        info = own[name]
        if info.type == "number":
            lo = info.lo if info.lo is not None else 0
            doms.append(tuple(range(lo, max(lo, _COMMON_SIZE) + 1)))
        elif info.type == "word":
            doms.append(tuple(info.choices))
        elif info.type == "truth":
            doms.append((False, True))
        else:
            return None
    for values in itertools.product(*doms):
        env: dict[tuple[str, str], object] = dict(zip(kinds, values, strict=True))
        held = sum(all(value(c, {**env, **dict.fromkeys(growing, n)}) is want
                       for c, want in guards) for n in _WINDOW)
        if 3 * held >= len(_WINDOW):
            return said(guards)
    return None


# ---------------------------------------------------------------- the round's phases
#: What a rule reads of the round's phase: counts that move only at a pickup, a clear, a
#: player going out or a new round, and the draw pile (a turn at a time, but out for
#: good once out). A condition on them holds on stretches of turns, not single ones.
PHASE: frozenset[tuple[str, str]] = frozenset({
    ("round", "clears"), ("round", "pickups"), ("table", "cleared"), ("table", "draw_pile"),
    ("table", "players_in"),
})
#: The draw pile's values a condition must hold on, or 0 (out for good), to bind a
#: stretch of turns: about one turn each while the draw pile lasts
_DRAW_STRETCH = 10
#: The phase values tried (the deck's size at most)
_UP_TO = 53


def stretch(guards: Sequence[tuple[nodes.Expr, bool]]) -> str | None:
    """How the conditions ``guards`` (condition, must hold) read, when they read one
    variable of :data:`PHASE` only, hold on some of its values and bind a stretch of
    turns there (a count: every value holds until the next event; the draw pile: 0, or
    :data:`_DRAW_STRETCH` values at least); else None."""
    seen: set[tuple[str, str]] = set()
    try:
        for cond, _ in guards:
            if any(isinstance(n, nodes.Parity | nodes.Multiple) for n in cond.walk()):
                return None
            reads(cond, seen)
    except Unknown:  # a read with no domain (a player's measure): not a phase
        return None
    if len(seen) != 1 or not seen <= PHASE:
        return None
    var = next(iter(seen))
    held = [v for v in range(_UP_TO)
            if all(value(c, {var: v}) is want for c, want in guards)]
    if not held or (var == ("table", "draw_pile") and 0 not in held
                    and len(held) < _DRAW_STRETCH):
        return None
    return " and ".join(f"{'' if want else 'not '}{_said(c)}" for c, want in guards) \
        or show(var)


def _said(cond: nodes.Expr) -> str:
    """A condition as the rule writes it, when simple (``round.pickups is 0``)."""
    if isinstance(cond, nodes.Compare) and isinstance(cond.left, nodes.Attribute) \
            and isinstance(cond.right, nodes.Number | nodes.Word | nodes.Bool):
        op = {"==": "is", "!=": "is not", "<=": "is at most", ">=": "is at least",
              "<": "is less than", ">": "is more than"}.get(cond.op, cond.op)
        right = cond.right.value
        said = str(right).lower() if isinstance(right, bool) else right
        return f"{show((cond.left.namespace, cond.left.name))} {op} {said}"
    seen = {(n.namespace, n.name) for n in cond.walk() if isinstance(n, nodes.Attribute)}
    try:
        reads(cond, seen)  # a player's measure too (``hand of acting player``: session 42)
    except Unknown:
        pass
    return "a condition on " + ", ".join(sorted(show(v) for v in seen))


__all__ = ["PHASE", "binds_often", "said", "stretch"]
