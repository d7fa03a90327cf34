"""Each evening's figures computed once: the per-evening values a table size's
comparisons are made of, folded look by look.

A comparison (``measures.Comparison``) is a mean over evenings of one value an evening
(or several: one an event), and an evening's value depends on that evening alone. The
trial looks after every batch of evenings (``core._look``); recomputing every value of
every evening so far at each look made its work grow with the square of the evenings
played (issues 23 and 24). A :class:`Fold` keeps, per comparison key, the values of the
evenings it has folded; each look computes the values of the evenings added since the
last one only and appends them, so each evening's figures are computed once, when the
first look after it was played sees it, and a look's values are the same values in the
same order as a recomputation gives (same verdicts, witnesses and figures, byte for
byte). The evenings of a table size are only ever appended, so an evening's index is
its identity. What a comparison pools over every evening (a floor, whether it is made
at all) stays with the comparison; a :class:`Fold` holds per-evening values only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

E = TypeVar("E")
Key = tuple[object, ...]


class Fold:
    """Per key, the (evening index, value) pairs of the evenings folded so far."""

    __slots__ = ("_pairs", "_upto")

    def __init__(self) -> None:
        self._pairs: dict[Key, list[tuple[int, float]]] = {}
        #: per key, the largest evening index folded
        self._upto: dict[Key, int] = {}

    def many(self, key: Key, used: Sequence[tuple[int, E]],
             values: Callable[..., Iterable[float]], *args: object
             ) -> list[tuple[int, float]]:
        """The pairs of ``key`` over ``used`` (numbered evenings, in order, a later call's
        a continuation of an earlier one's): ``values(e, *args)`` of each evening not
        folded yet, appended to those folded before. The list is the fold's own: read
        it."""
        pairs = self._pairs.setdefault(key, [])
        upto = self._upto.get(key, -1)
        for k, e in used:
            if k > upto:
                pairs.extend((k, v) for v in values(e, *args))
        if used:
            self._upto[key] = max(upto, used[-1][0])
        return pairs

    def one(self, key: Key, used: Sequence[tuple[int, E]],
            value: Callable[..., float | None], *args: object) -> list[tuple[int, float]]:
        """:meth:`many` for a value an evening at most (None: the evening has none)."""
        return self.many(key, used, _once, value, *args)


def _once(e: object, value: Callable[..., float | None], *args: object) -> tuple[float, ...]:
    v = value(e, *args)
    return () if v is None else (v,)


__all__ = ["Fold"]
