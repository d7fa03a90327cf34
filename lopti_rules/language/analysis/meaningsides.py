"""A comparison of two things of the game in one spelling (R-VOTE-7): which side is which.

``hand of next player is more than hand of acting player + 2``, ``hand of acting player +
2 is less than hand of next player`` and ``hand of next player - 2 is more than hand of
acting player`` let the same tables through. Where both sides read the game (an
attribute or a player's cards, a whole number added or taken away), the numbers are
gathered on the right, the side whose thing sorts first is put on the left, and a strict
comparison is made inclusive (whole numbers): all three are ``hand of acting player is at
most hand of next player - 3``. Two ranks of the game are put one way round the same
(``play.rank is play.previous_rank`` is ``play.previous_rank is play.rank``), with no
number added. A count of the rule's own (whose sums the sandbox caps) or anything else
keeps its spelling.
"""

from __future__ import annotations

from dataclasses import replace

from ..tree import nodes

#: a comparison with its sides swapped
FLIPPED = {"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}


def _rank(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Attribute) and e.static_type == "rank"


def _split(e: nodes.Expr) -> tuple[nodes.Expr, int] | None:
    """``e`` as (a thing of the game, the whole number added to it), or None."""
    shift = 0
    while isinstance(e, nodes.Arith) and isinstance(e.right, nodes.Number) and \
            isinstance(e.right.value, int):
        shift += e.right.value if e.op == "+" else -e.right.value
        e = e.left
    if isinstance(e, nodes.Measure) or (isinstance(e, nodes.Attribute)
                                        and e.static_type != "rank"):
        return e, shift
    return None


def sides(op: str, left: nodes.Expr, right: nodes.Expr
          ) -> tuple[str, nodes.Expr, nodes.Expr] | None:
    """``left op right`` in one spelling when both sides read the game (see the module),
    else None."""
    if _rank(left) and _rank(right):  # two ranks of the game, one way round, no numbers
        return (FLIPPED[op], right, left) if repr(left) > repr(right) else None
    one, other = _split(left), _split(right)
    if one is None or other is None:
        return None
    (a, x), (b, y) = one, other
    shift = y - x  # a op b + shift
    if repr(a) > repr(b):
        op, a, b, shift = FLIPPED[op], b, a, -shift
    if op == ">":
        op, shift = ">=", shift + 1
    elif op == "<":
        op, shift = "<=", shift - 1
    if shift:
        b = nodes.Arith(op="+" if shift > 0 else "-", left=b,
                        right=nodes.Number(value=abs(shift), static_type="number"),
                        static_type="number", line=b.line, column=b.column)
    return op, a, b


#: the zones a player's ``cards`` adds up (``sandbox.view``: hand + face-up + face-down)
ZONES = frozenset({"hand", "face_up", "face_down"})


def _terms(e: nodes.Expr) -> list[nodes.Expr]:
    """The terms of a sum (``a + b + c``), in order."""
    if isinstance(e, nodes.Arith) and e.op == "+":
        return _terms(e.left) + _terms(e.right)
    return [e]


def zones(e: nodes.Arith) -> nodes.Expr:
    """A sum in which one player's hand, face-up and face-down cards all appear, with the
    three written as that player's ``cards`` where the first stood (``hand of X + face-up
    of X + face-down of X + 1`` is ``cards of X + 1``); left as it is otherwise."""
    terms = _terms(e)
    by: dict[str, dict[str, int]] = {}
    for i, t in enumerate(terms):
        if isinstance(t, nodes.Measure) and t.measure in ZONES:
            by.setdefault(repr(t.player), {}).setdefault(t.measure, i)
    whole = [zones for zones in by.values() if set(zones) == ZONES]
    if not whole:
        return e
    dropped: set[int] = set()
    for zones in whole:
        first = min(zones.values())
        cards = terms[first]
        assert isinstance(cards, nodes.Measure)
        terms[first] = replace(cards, measure="cards")
        dropped |= set(zones.values()) - {first}
    kept = [t for i, t in enumerate(terms) if i not in dropped]  # numbers last, moved
    kept.sort(key=lambda t: isinstance(t, nodes.Number))  # to the other side (_compare)
    out: nodes.Expr = kept[0]
    for t in kept[1:]:
        out = nodes.Arith(op="+", left=out, right=t, static_type=e.static_type,
                          line=e.line, column=e.column)
    return out
