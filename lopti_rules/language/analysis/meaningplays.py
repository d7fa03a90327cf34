"""A restriction and a rule's permissions as the plays they allow (R-VOTE-7).

What ``next play must ...`` does at the table is the set of ranks it leaves playable
(``engine.restrictions.restricted_row``: ``at_most v`` keeps the ranks up to ``v``,
``at_least v`` those from ``v``, ``one of`` those listed), so ``next play must be 7 or
lower`` and ``next play must be one of 2, 3, 4, 5, 6, 7`` are one rule, and so are ``must
be A or higher`` and ``must be one of A``. What a rule's ``allow X on Y`` lines do is the
set of (rank, top) pairs they add (``engine.legality.permitted``), so ``allow J, Q on K``
and ``allow J on K`` with ``allow Q on K`` are one rule too.

Each is written back one way per set:

- a restriction: ``X or lower`` when the set is every rank up to X, ``X or higher`` when
  it is every rank from X (and for all ranks: ``2 or higher``), else ``one of`` its ranks
  in order (a single rank in the middle: ``one of 7``);
- two restrictions of the rank one after the other (:func:`joined`): one, of the ranks
  both leave;
- permissions: for each set of tops, one ``allow`` of every rank permitted on exactly
  those tops, the lines ordered by their ranks.

A restriction or permission that names anything but ranks 2 to A keeps its spelling
(the validator reports it).
"""

from __future__ import annotations

from dataclasses import replace

from ..tree import nodes

LOWEST_RANK, HIGHEST_RANK = 2, 14
RANKS = frozenset(range(LOWEST_RANK, HIGHEST_RANK + 1))


def _ranks(exprs: tuple[nodes.Expr, ...]) -> frozenset[int] | None:
    """The ranks ``exprs`` name, or None when one is not a rank 2 to A."""
    out: set[int] = set()
    for e in exprs:
        if not isinstance(e, nodes.RankLit | nodes.Number) or isinstance(e.value, bool) or (
                not isinstance(e.value, int)) or e.value not in RANKS:
            return None
        out.add(e.value)
    return frozenset(out)


def allowed(node: nodes.Restrict) -> frozenset[int] | None:
    """The ranks the next play may have under the restriction ``node``, or None when it
    does not restrict the rank (``have at least``) or names no rank 2 to A."""
    ranks = _ranks(node.ranks)
    if ranks is None or not ranks or node.kind == "min_cards":
        return None
    if node.kind == "one_of":
        return ranks
    if len(ranks) != 1:
        return None
    (v,) = ranks
    if node.kind == "at_most":
        return frozenset(r for r in RANKS if r <= v)
    if node.kind == "at_least":
        return frozenset(r for r in RANKS if r >= v)
    return None


def _lit(v: int, like: nodes.Node) -> nodes.RankLit:
    return nodes.RankLit(value=v, static_type="rank", line=like.line, column=like.column)


def restriction(node: nodes.Restrict) -> nodes.Restrict:
    """``node`` in one spelling per set of ranks it leaves playable (see the module)."""
    ranks = allowed(node)
    if ranks is None:
        return node
    low, high = min(ranks), max(ranks)
    run = len(ranks) == high - low + 1
    if run and low == LOWEST_RANK and high < HIGHEST_RANK:
        return replace(node, kind="at_most", ranks=(_lit(high, node),))
    if run and high == HIGHEST_RANK:
        return replace(node, kind="at_least", ranks=(_lit(low, node),))
    return replace(node, kind="one_of", ranks=tuple(_lit(v, node) for v in sorted(ranks)))


def joined(first: nodes.Restrict, second: nodes.Restrict) -> nodes.Restrict | None:
    """Two restrictions of the next play's rank asked for one after the other as one: the
    ranks both leave (``engine.restrictions.arm_restriction`` applies every one asked for
    before the turn), or None when either is not on ranks or they leave none (then they
    lapse, which the table hears of: kept as written)."""
    a, b = allowed(first), allowed(second)
    if a is None or b is None or not a & b:
        return None
    return restriction(replace(first, kind="one_of",
                               ranks=tuple(_lit(v, first) for v in sorted(a & b))))


def permits(found: tuple[nodes.Permit, ...]) -> tuple[nodes.Permit, ...]:
    """A rule's permissions in one spelling per set of (rank, top) pairs they add (see
    the module); unchanged when one names anything but ranks."""
    pairs: set[tuple[int, int]] = set()
    for p in found:
        ranks, tops = _ranks(p.ranks), _ranks(p.on)
        if ranks is None or tops is None:
            return found
        pairs.update((r, t) for r in ranks for t in tops)
    if not found:
        return found
    tops_of: dict[int, frozenset[int]] = {}
    for r in sorted({r for r, _ in pairs}):
        tops_of[r] = frozenset(t for q, t in pairs if q == r)
    groups: dict[frozenset[int], list[int]] = {}
    for r, tops in tops_of.items():
        groups.setdefault(tops, []).append(r)
    like = found[0]
    out = [replace(like, ranks=tuple(_lit(r, like) for r in ranks),
                   on=tuple(_lit(t, like) for t in sorted(tops)))
           for tops, ranks in groups.items()]
    return tuple(sorted(out, key=lambda p: [r.value for r in p.ranks]))  # type: ignore[attr-defined]
