"""The trial's tests: one-sided bounds on a mean over evenings, decided sequentially.

Every comparison of the trial is a mean over independent evenings (a share, a paired
difference, a rate), tested against a **floor**: the effect size below which the trial
does not care. At each look the test is

- **rejected** when the mean's lower bound at level ``alpha`` (already divided by the
  number of tests and looks, Bonferroni) is above the floor: with a true mean at or below
  the floor this happens with probability at most ``alpha`` (normal approximation of
  the mean; Student's t through its Cornish-Fisher expansion for few evenings). A share
  (a value in a known span, one an evening: the share of the book's effects a seat got)
  has a **spread floor**: its bound uses at least the spread a
  share at the floor has when every evening is all or nothing (``sqrt(f (1 - f))``
  scaled to the span), and it must also pass the exact binomial tail of that
  all-or-nothing case, which bounds the tail of any share with that mean (Hoeffding's
  convex-order argument). A rule that fires once an evening gives such shares, and
  eight evenings that all land on one seat by chance (1 in 128 at two players) must not
  look like a certainty;
- **cleared** when the mean's upper bound at the lenient level :data:`CLEAR_Z` is below
  the floor: stopping a comparison that is clearly under its floor early can only make
  a rejection rarer, never more frequent, so it costs power, not false alarms;
- **open** otherwise: the trial plays more evenings (the next look).

A comparison with fewer than :data:`MIN_EVENINGS` evenings is never decided.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import TypeVar

#: Upper-bound z of the "clearly below the floor" decision (one-sided 84 %).
CLEAR_Z = 1.0
#: Evenings a comparison needs before it is decided either way.
MIN_EVENINGS = 8

REJECT, CLEAR, OPEN = "reject", "clear", "open"


def z_of(alpha: float) -> float:
    """The one-sided normal quantile: P(Z > z) = alpha."""
    return NormalDist().inv_cdf(1 - alpha)


def t_of(alpha: float, df: int) -> float:
    """The one-sided Student's t quantile with ``df`` degrees of freedom (Cornish-Fisher
    expansion of the normal one, to the third term: within 1 % from 8 degrees of freedom
    at the levels the trial uses)."""
    z = z_of(alpha)
    if df <= 0:
        return math.inf
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3


@dataclass(frozen=True, slots=True)
class Bound:
    """A mean over evenings with its one-sided bounds, and the decision at a floor."""

    n: int
    mean: float
    low: float  #: lower bound at the rejection level
    high: float  #: upper bound at the clearing level
    decision: str  #: reject | clear | open


#: The span of a share.
SHARE = (0.0, 1.0)


def spread_floor(floor: float, span: tuple[float, float] = SHARE) -> float:
    """The spread of an all-or-nothing value in ``span`` whose mean is ``floor``."""
    lo, hi = span
    f = min(max((floor - lo) / (hi - lo), 0.0), 1.0)
    return (hi - lo) * math.sqrt(f * (1 - f))


def binomial_tail(n: int, p: float, k: int) -> float:
    """P(X >= k) for X binomial with ``n`` trials of probability ``p``."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    try:
        return math.fsum(math.comb(n, i) * p ** i * (1 - p) ** (n - i)
                         for i in range(k, n + 1))
    except OverflowError:  # a thousand values or more (one an event): summed in logs
        return binomial_below(n, 1 - p, n - k)


def binomial_below(n: int, p: float, k: int) -> float:
    """P(X <= k) for X binomial with ``n`` trials of probability ``p``, summed in logs (a
    count of thousands of trials overflows ``math.comb`` times a float)."""
    if k >= n or p <= 0.0:
        return 1.0
    if k < 0:
        return 0.0
    if p >= 1.0:
        return 0.0
    lp, lq, ln = math.log(p), math.log1p(-p), math.lgamma(n + 1)
    return min(1.0, math.fsum(
        math.exp(ln - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * lp + (n - i) * lq)
        for i in range(k + 1)))


def clearly_above(k: int, n: int, p: float) -> bool:
    """Are ``k`` of ``n`` chances clearly above the rate ``p``: is the rate's lower bound
    at the lenient :data:`CLEAR_Z` (normal approximation) above it? The "clearly kept"
    decision of a fact (``powerjudge.open_powers``), as :func:`above` clears a comparison."""
    if n <= 0:
        return False
    q = k / n
    return q - CLEAR_Z * math.sqrt(q * (1 - q) / n) > p


#: what a pooled test's groups are (a table size and its comparison)
G = TypeVar("G")


def pooled(groups: Sequence[tuple[G, Sequence[float]]], floor: float, alpha: float
           ) -> tuple[G, Bound] | None:
    """:func:`above` on every group's values together (a comparison pooled over the table
    sizes); None unless it rejects, else the group whose values are highest on average
    (the one a finding names) and the pooled bound."""
    b = above([v for _, vs in groups for v in vs], floor, alpha)
    if b.decision != REJECT:
        return None
    group, _ = max((g for g in groups if g[1]), key=lambda g: math.fsum(g[1]) / len(g[1]))
    return group, b


def above(values: list[float], floor: float, alpha: float,
          span: tuple[float, float] | None = None) -> Bound:
    """Is the mean of ``values`` (one per evening) above ``floor``? (see the module text;
    ``span``: the values are shares within it, with the spread floor and the binomial
    tail)."""
    n = len(values)
    if n == 0:
        return Bound(0, 0.0, -math.inf, math.inf, OPEN)
    mean = math.fsum(values) / n
    if n < 2:
        return Bound(n, mean, -math.inf, math.inf, OPEN)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    se = math.sqrt(var / n)
    if span is not None:  # the spread floor, and the normal quantile it makes conservative
        low = mean - z_of(alpha) * max(se, spread_floor(floor, span) / math.sqrt(n))
        lo, hi = span
        units = math.floor(math.fsum((v - lo) / (hi - lo) for v in values) + 1e-9)
        p = min(max((floor - lo) / (hi - lo), 0.0), 1.0)
        if binomial_tail(n, p, units) > alpha:  # the all-or-nothing case would not reject
            low = min(low, floor)
    else:
        low = mean - t_of(alpha, n - 1) * se
    high = mean + CLEAR_Z * se  # clearing early only ever lowers the false alarms
    if n < MIN_EVENINGS:
        return Bound(n, mean, low, high, OPEN)
    if low > floor:
        return Bound(n, mean, low, high, REJECT)
    if high < floor:
        return Bound(n, mean, low, high, CLEAR)
    return Bound(n, mean, low, high, OPEN)


def reachable(values: Sequence[float], floor: float, alpha: float,
              span: tuple[float, float], left: int) -> bool:
    """Could :func:`above` still reject a share in ``span`` if ``left`` more values came,
    all at the span's top? (Futility stopping: when not, clearing it now costs no power.)
    Its bound is at most the best mean less the spread floor's margin at that count."""
    n = len(values) + left
    if n <= 0:
        return False
    best = (math.fsum(values) + left * span[1]) / n
    return best - z_of(alpha) * spread_floor(floor, span) / math.sqrt(n) > floor


def futile(values: Sequence[float], floor: float, alpha: float,
           span: tuple[float, float], left: int, direction: str = "above") -> bool:
    """Could the test of a share in ``span`` (:func:`above`, or :func:`below` when
    ``direction`` says so) no longer reject, whatever ``left`` more values came? Then
    clearing it now costs no power (futility stopping; :func:`reachable` with every value
    still to come at the end of the span that favours a rejection)."""
    if direction == "above":
        return not reachable(values, floor, alpha, span, left)
    return not reachable([-v for v in values], -floor, alpha, (-span[1], -span[0]), left)


def below(values: list[float], ceiling: float, alpha: float,
          span: tuple[float, float] | None = None) -> Bound:
    """Is the mean of ``values`` below ``ceiling``? (:func:`above` of the negated values;
    the bounds are given back in the values' own sign: ``high`` is then the rejection
    bound, ``low`` the clearing one)."""
    flipped = (-span[1], -span[0]) if span is not None else None
    b = above([-v for v in values], -ceiling, alpha, flipped)
    return Bound(b.n, -b.mean, -b.high, -b.low, b.decision)
