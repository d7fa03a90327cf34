"""Charts as server-rendered SVG: win rate per seat, game length, how often rules fired.

Game length is drawn twice: its spread (mean, s.d., range) and its distribution, from
the summary's mergeable histogram (``tools.Histogram``).

Plain SVG text built here, every label escaped, no script and no asset fetched: the page
works at a table without internet. The numbers come from a ``tools.RulesReport``, and a
win rate's 95 % interval is ``tools.wilson``, the one ``lopti simulate`` prints.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from html import escape

from markupsafe import Markup

from ..i18n import fixed, percent
from ..i18n import gettext as _
from ..tools import Interval, RuleFigures, Summary, wilson

BASE_COLOUR = "#7a869a"
RULES_COLOUR = "#c2410c"
#: drawn at a phone's width, so text of 13-15 units stays at least 12 px on a 390 px
#: screen (the stylesheet caps the chart's width on a laptop)
W, H = 360, 280
LEFT, RIGHT, TOP, BOTTOM = 44, 10, 48, 44


def _svg(title: str, body: list[str], legend: bool = True) -> Markup:
    parts = [f'<svg class="chart" viewBox="0 0 {W} {H}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>',
             f'<text x="6" y="17" class="chart-title">{escape(title)}</text>']
    if legend:
        parts += [f'<rect x="6" y="25" width="12" height="12" fill="{BASE_COLOUR}"/>',
                  '<text x="22" y="36">' + escape(_("without the rule")) + '</text>',
                  f'<rect x="150" y="25" width="12" height="12" fill="{RULES_COLOUR}"/>',
                  '<text x="166" y="36">' + escape(_("with it")) + '</text>']
    return Markup("".join(parts + body) + "</svg>")


def _axis(top: float, ticks: Sequence[float], label: Callable[[float], str]) -> list[str]:
    """A left axis from 0 to ``top`` with gridlines at ``ticks``, each tick written by
    ``label`` (as the phone's language writes numbers: ``i18n.fixed``, ``percent``)."""
    out = []
    for t in ticks:
        y = H - BOTTOM - (H - TOP - BOTTOM) * t / top
        out.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" '
                   'class="grid"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">'
                   f'{escape(label(t))}</text>')
    return out


def _y(value: float, top: float) -> float:
    return H - BOTTOM - (H - TOP - BOTTOM) * value / top


def _rate(summary: Summary, seat: int) -> Interval:
    """Seat ``seat``'s win rate in ``summary`` with its 95 % interval (0..1 if no games)."""
    wins = summary.seat_wins[seat] if seat < len(summary.seat_wins) else 0
    return wilson(wins, summary.games)


def seat_wins(base: Summary, rules: Summary, names: Sequence[str] = ()) -> Markup:
    """Win rate per seat, without and with the rule, each with its 95 % interval."""
    seats = max(len(base.seat_wins), len(rules.seat_wins))
    rows = [(_rate(base, i), _rate(rules, i)) for i in range(seats)]
    top = max([0.25] + [ci.high for pair in rows for ci in pair])
    top = math.ceil(top * 10) / 10
    body = _axis(top, [top * k / 4 for k in range(5)], lambda v: percent(v, 0))
    slot = (W - LEFT - RIGHT) / max(seats, 1)
    for i, pair in enumerate(rows):
        for j, ci in enumerate(pair):
            low, rate, high = ci.low, ci.estimate, ci.high
            x = LEFT + slot * i + slot * (0.2 + 0.3 * j)
            bw = slot * 0.28
            colour = RULES_COLOUR if j else BASE_COLOUR
            body.append(f'<rect x="{x:.1f}" y="{_y(rate, top):.1f}" width="{bw:.1f}" '
                        f'height="{_y(0, top) - _y(rate, top):.1f}" fill="{colour}">'
                        '<title>' + escape(_("{rate} ({level} interval {low} to {high})").format(
                            rate=percent(rate), level=percent(0.95, 0), low=percent(low),
                            high=percent(high))) + '</title>'
                        '</rect>')
            cx = x + bw / 2
            body.append(f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{_y(low, top):.1f}" '
                        f'y2="{_y(high, top):.1f}" class="whisker"/>')
        name = (names[i] if i < len(names) else _("seat {n}").format(n=i + 1)
                )[:max(3, int(slot / 8))]
        body.append(f'<text x="{LEFT + slot * (i + 0.5):.1f}" y="{H - BOTTOM + 18}" '
                    f'text-anchor="middle">{escape(name)}</text>')
    body.append(f'<text x="6" y="{H - 6}" class="note">'
                + escape(_("bars: games won; lines: {level} interval").format(
                    level=percent(0.95, 0))) + '</text>')
    return _svg(_("Win rate per seat"), body)


def game_length(base: Summary, rules: Summary) -> Markup:
    """Turns per game without and with the rule: the range, the mean and one s.d. each side."""
    both = [base, rules]
    top = max([1.0] + [s.turns.high for s in both if s.turns.n])
    top = float(math.ceil(top / 10) * 10)
    body = _axis(top, [top * k / 4 for k in range(5)], lambda v: fixed(v, 0))
    slot = (W - LEFT - RIGHT) / 2
    for j, s in enumerate(both):
        colour = RULES_COLOUR if j else BASE_COLOUR
        cx = LEFT + slot * (j + 0.5)
        label = _("with the rule") if j else _("without the rule")
        body.append(f'<text x="{cx:.1f}" y="{H - BOTTOM + 18}" text-anchor="middle">'
                    f'{escape(label)}</text>')
        if not s.turns.n:
            continue
        r = s.turns
        lo, hi = max(r.low, r.mean - r.sd), min(r.high, r.mean + r.sd)
        body.append(f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{_y(r.low, top):.1f}" '
                    f'y2="{_y(r.high, top):.1f}" class="whisker"/>')
        body.append(f'<rect x="{cx - 40:.1f}" y="{_y(hi, top):.1f}" width="80" '
                    f'height="{max(_y(lo, top) - _y(hi, top), 1):.1f}" fill="{colour}">'
                    '<title>' + escape(_("mean {mean} turns, s.d. {sd}, from {low} to {high}")
                                       .format(mean=fixed(r.mean), sd=fixed(r.sd),
                                               low=fixed(r.low, 0), high=fixed(r.high, 0)))
                    + '</title></rect>')
        body.append(f'<line x1="{cx - 40:.1f}" x2="{cx + 40:.1f}" y1="{_y(r.mean, top):.1f}" '
                    f'y2="{_y(r.mean, top):.1f}" class="mean"/>')
        body.append(f'<text x="{cx + 46:.1f}" y="{_y(r.mean, top) + 4:.1f}">'
                    f'{escape(fixed(r.mean))}</text>')
    body.append(f'<text x="6" y="{H - 6}" class="note">'
                + escape(_("box: mean ± 1 s.d.; line: shortest to longest")) + '</text>')
    return _svg(_("Game length"), body)


#: at most this many bars a side in the game-length distribution
MAX_BINS = 24


def length_histogram(base: Summary, rules: Summary) -> Markup:
    """The distribution of turns per game without and with the rule: the share of games in
    each range of lengths (``Summary.lengths``), side by side."""
    step = base.lengths.width
    keys = [k for s in (base, rules) for k in s.lengths.counts]
    if not keys:
        return _svg(_("Game length distribution"), [
            f'<text x="{LEFT}" y="{H / 2}" class="note">' + escape(_("no games"))
            + '</text>'])
    span = max(keys) - min(keys) + 1
    width = step * max(1, math.ceil(span / MAX_BINS))
    low = min(keys) * step // width * width
    high = max(keys) * step // width * width
    bins = [(a, a + width - 1) for a in range(low, high + 1, width)]

    def shares(s: Summary) -> list[float]:
        counts = {lo: c for lo, _, c in s.lengths.buckets(width)}
        total = max(s.lengths.n, 1)
        return [counts.get(lo, 0) / total for lo, _ in bins]

    both = [shares(base), shares(rules)]
    top = max([0.05] + both[0] + both[1])
    top = math.ceil(top * 20) / 20
    body = _axis(top, [top * k / 4 for k in range(5)], lambda v: percent(v, 0))
    slot = (W - LEFT - RIGHT) / len(bins)
    every = max(1, math.ceil(len(bins) / 6))  # a label every few bars, so they never collide
    for i, (lo, hi) in enumerate(bins):
        for j, share in enumerate(b[i] for b in both):
            colour = RULES_COLOUR if j else BASE_COLOUR
            x = LEFT + slot * i + slot * (0.08 + 0.42 * j)
            side = _("with the rule") if j else _("without the rule")
            body.append(f'<rect class="bin" data-side="{"rules" if j else "base"}" '
                        f'data-from="{lo}" x="{x:.1f}" y="{_y(share, top):.1f}" '
                        f'width="{slot * 0.4:.1f}" height="{_y(0, top) - _y(share, top):.1f}" '
                        f'fill="{colour}"><title>' + escape(_(
                            "{side}: {share} of games took {low} to {high} turns").format(
                            side=side, share=percent(share), low=lo, high=hi))
                        + '</title></rect>')
        if i % every == 0:
            body.append(f'<text x="{LEFT + slot * i:.1f}" y="{H - BOTTOM + 18}">{lo}</text>')
    body.append(f'<text x="6" y="{H - 6}" class="note">' + escape(_(
        "share of games by length ({n} turns a bar)").format(n=width)) + '</text>')
    return _svg(_("Game length distribution"), body)


def rule_firings(per_rule: Sequence[RuleFigures], games: int) -> Markup:
    """How often each rule fired, and was stopped, per game."""
    rows = list(per_rule)
    top = max([1.0] + [max(r.fired, r.stopped) / max(games, 1) for r in rows])
    body = _axis(top, [top * k / 4 for k in range(5)], fixed)
    slot = (W - LEFT - RIGHT) / max(len(rows), 1)
    for i, r in enumerate(rows):
        for j, (count, colour, what) in enumerate(((r.fired, "#15803d", _("fired")),
                                                   (r.stopped, "#b91c1c", _("stopped")))):
            per = count / max(games, 1)
            x = LEFT + slot * i + slot * (0.2 + 0.3 * j)
            body.append(f'<rect x="{x:.1f}" y="{_y(per, top):.1f}" width="{slot * 0.28:.1f}" '
                        f'height="{_y(0, top) - _y(per, top):.1f}" fill="{colour}">'
                        '<title>' + escape(_("{what}: {n} a game").format(
                            what=what, n=fixed(per, 2))) + '</title></rect>')
        body.append(f'<text x="{LEFT + slot * (i + 0.5):.1f}" y="{H - BOTTOM + 18}" '
                    f'text-anchor="middle">{escape(r.name[:max(3, int(slot / 8))])}</text>')
    body.append(f'<text x="6" y="{H - 6}" class="note">'
                + escape(_("green: fired; red: stopped, per game")) + '</text>')
    return _svg(_("How often each rule fired"), body, legend=False)
