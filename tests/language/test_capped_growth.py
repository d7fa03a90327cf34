"""A growth that a guard bounds where it is read is not a growth past the deck (R-SETUP-1,
R-DRAW-1; redteam28 fair/fair-round-clears-capped-growth).

A count that keeps growing (``add 1 to "c"`` at every clear) but is read only under a
guard (``if count "c" is at most 3: ... draws count "c" cards``) draws at most what the
guard lets through: the count's range where the draw starts (countrange.point_ranges),
not the join over the hook, bounds the draw (LP914), and the guard on what the draw's
count reads decides how much of the draw pile it takes (LP206). Guards that let a
large draw through, or a guard that sits elsewhere, are still caught.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis.countrange import count_ranges, point_ranges
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


def codes_of(text: str) -> set[str]:
    return {d.code for d in lint_text(text).diagnostics}


def rule(scope: str, event: str, *body: str) -> str:
    return (f'rule "r"\n  count "c" {scope}\n  after {event}:\n'
            + "".join(f"    {line}\n" for line in body))


CAPPED = [  # fair: the draw reads the count only under a small cap
    rule("this round", "clear", 'add 1 to "c"', 'if count "c" is at most 3:',
         '  next player draws count "c" cards'),
    rule("this round", "pickup", 'add 2 to "c"', 'if count "c" is less than 7:',
         '  previous player draws count "c" cards'),
    rule("this session", "take_up", 'add 1 to "c"', 'if count "c" is one of 1, 2:',
         '  acting player draws count "c" cards'),
    rule("this round", "clear", 'add 1 to "c"', 'if count "c" is at least 4:',
         '  next player draws 1 card', 'else:', '  next player draws count "c" cards'),
]

GROWING = [  # unfair: the cap lets the whole deck through, or is not where the draw is
    rule("this round", "clear", 'add 1 to "c"', 'if count "c" is at most 60:',
         '  next player draws count "c" cards'),
    rule("this session", "clear", 'add 1 to "c"', 'if count "c" is at least 3:',
         '  next player draws count "c" cards'),
    rule("this round", "clear", 'add 1 to "c"', 'next player draws count "c" cards'),
]


def test_r_setup_1_the_range_where_a_draw_starts_is_narrowed_by_its_guard() -> None:
    (parsed,) = parse(CAPPED[0]).rules
    draw = next(s for s in parsed.walk() if isinstance(s, nodes.Draw))
    assert point_ranges(parsed)[id(draw)] == {"c": (1, 3)}
    assert count_ranges(parsed)["c"][1] > 52  # the count itself keeps growing


@each.parametrize("text", CAPPED)
def test_r_setup_1_r_draw_1_a_draw_capped_where_it_reads_the_count_is_clean(text: str) -> None:
    assert codes_of(text) == set(), text


@pytest.mark.parametrize("text", GROWING)
def test_r_setup_1_r_draw_1_a_draw_the_cap_does_not_bound_is_still_caught(text: str) -> None:
    assert codes_of(text) & {"LP914", "LP206"}, text
