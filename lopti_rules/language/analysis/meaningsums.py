"""A comparison whose sides add up one thing of the game more than once (R-VOTE-7).

``play.count + play.count is at least 4`` lets through exactly the tables ``play.count is
at least 2`` does: the sides of a comparison are a sum of things of the game (an
attribute or a player's cards, as ``meaningsides`` reads them) and whole numbers, and
where one thing appears more than once, or a thing on both sides cancels, the sum is
gathered: each thing with how many times it counts, the numbers on the right. What is
left is then written one way per meaning:

- one thing counted ``k`` times: the thing compared with the whole numbers ``k`` times it
  can meet (``x + x is at least 5`` is ``x is at least 3``, ``x + x is at most 5`` is ``x
  is at most 2``; ``x + x is 5`` is never true, ``x + x is not 5`` always);
- no thing (``x - x + 3 is 3``): the numbers, folded by the caller;
- two things once each, one on each side (``x + y is at least y + y + 1`` is ``x is at
  least y + 1``): that comparison, whose sides ``meaningsides`` then orders.

A rank, a count of the rule's own (whose sums the sandbox caps) or anything else keeps its
spelling, as does a sum whose things each appear once (``meaningsides`` writes those).
"""

from __future__ import annotations

from math import gcd

from ..tree import nodes


def _thing(e: nodes.Expr) -> bool:
    return isinstance(e, nodes.Measure) or (isinstance(e, nodes.Attribute)
                                            and e.static_type != "rank")


def _gather(e: nodes.Expr, sign: int, things: dict[str, tuple[nodes.Expr, int]],
            seen: list[str]) -> int | None:
    """Add ``sign * e`` to ``things`` (by spelling); its whole numbers, or None if ``e``
    is not a sum of things of the game and whole numbers."""
    if isinstance(e, nodes.Arith):
        left = _gather(e.left, sign, things, seen)
        right = _gather(e.right, sign if e.op == "+" else -sign, things, seen)
        return None if left is None or right is None else left + right
    if isinstance(e, nodes.Number) and isinstance(e.value, int) and not isinstance(
            e.value, bool):
        return sign * e.value
    if _thing(e):
        key = repr(e)
        seen.append(key)
        thing, count = things.get(key, (e, 0))
        things[key] = (thing, count + sign)
        return 0
    return None


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def gathered(c: nodes.Compare) -> nodes.Expr | None:
    """``c`` with its sums gathered (see the module), or None where there is nothing to
    gather. The result is a comparison for the caller to write in its spelling, or a
    truth."""
    things: dict[str, tuple[nodes.Expr, int]] = {}
    seen: list[str] = []
    left = _gather(c.left, 1, things, seen)
    right = _gather(c.right, -1, things, seen)
    if left is None or right is None or len(seen) == len(set(seen)):
        return None
    number = -right - left  # sum of k * thing  op  number
    kept = [(thing, k) for thing, k in things.values() if k]
    at = {"line": c.line, "column": c.column}
    if not kept:
        return nodes.Compare(op=c.op, left=nodes.Number(value=0, static_type="number"),
                             right=nodes.Number(value=number, static_type="number"),
                             static_type="truth", **at)
    if len(kept) == 2 and sorted(k for _, k in kept) == [-1, 1]:
        (a, _), (b, _) = sorted(kept, key=lambda tk: -tk[1])  # a - b op number
        shifted: nodes.Expr = b if not number else nodes.Arith(
            op="+" if number > 0 else "-", left=b,
            right=nodes.Number(value=abs(number), static_type="number"),
            static_type="number", line=b.line, column=b.column)
        return nodes.Compare(op=c.op, left=a, right=shifted, static_type="truth", **at)
    if len(kept) != 1:
        return None
    thing, k = kept[0]
    op = c.op
    if k < 0:
        op, k, number = _FLIPPED[op], -k, -number
    if op in ("==", "!="):
        if number % k:
            return nodes.Bool(value=op == "!=", static_type="truth", **at)
        value = number // k
    elif op in (">=", ">"):
        value = _ceil_div(number, k) if op == ">=" else number // k + 1
        op = ">="
    else:
        value = number // k if op == "<=" else _ceil_div(number, k) - 1
        op = "<="
    return nodes.Compare(op=op, left=thing,
                         right=nodes.Number(value=value, static_type="number"),
                         static_type="truth", **at)


def scaled(e: nodes.Expr) -> tuple[nodes.Expr, int, int] | None:
    """``e`` as (thing, k, c) when it is ``k`` times one thing of the game plus ``c``, the
    thing written more than once (``x + x + 1``: (x, 2, 1)); None otherwise."""
    things: dict[str, tuple[nodes.Expr, int]] = {}
    seen: list[str] = []
    number = _gather(e, 1, things, seen)
    kept = [(thing, k) for thing, k in things.values() if k]
    if number is None or len(seen) == len(set(seen)) or len(kept) != 1:
        return None
    return kept[0][0], kept[0][1], number


def residue(k: int, r: int, d: int) -> tuple[int, int] | None:
    """``k * x ≡ r (mod d)`` as ``x ≡ r' (mod d')``: (r', d'), or None if no whole ``x``
    meets it."""
    g = gcd(k, d)
    if r % g:
        return None
    d //= g
    return ((r // g) * pow((k // g) % d, -1, d) % d, d) if d > 1 else (0, 1)


def options(item: nodes.Expr, values: tuple[nodes.Expr, ...]
            ) -> tuple[nodes.Expr, tuple[nodes.Expr, ...]] | None:
    """``k x + c is one of values`` as ``x is one of`` the whole numbers that meet it, or
    None where ``item`` is no such sum or a value is not a whole number."""
    found = scaled(item)
    if found is None or not all(isinstance(v, nodes.Number) and isinstance(v.value, int)
                                for v in values):
        return None
    thing, k, c = found
    kept = [(v.value - c) // k for v in values  # type: ignore[attr-defined]
            if (v.value - c) % k == 0]  # type: ignore[attr-defined]
    return thing, tuple(nodes.Number(value=v, static_type="number") for v in kept)


_FLIPPED = {"==": "==", "!=": "!=", "<": ">", ">": "<", "<=": ">=", ">=": "<="}
