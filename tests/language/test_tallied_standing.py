"""A standing chosen by a tally of last round (the biggest picker) is a standing like a
place (R-CUSTOM-4, R-SETUP-2; redteam28 unfair/info-biggest-picker-open-at-flip): a hand
shown only by the player last round's pickups chose is LP309, on any event, in any
keyword language. A cost on any big picker of this round (``the picker reveals``), a
catch-up for last round's biggest picker, and everyone's hand shown alike stay clean.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import format_text
from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> set[str]:
    return {d.code for d in lint_text(text).diagnostics}


BIGGEST = "the player with the most pickups last round"

SHOWN = [
    f'rule "a"\n  after flip:\n    {BIGGEST} reveals their hand\n',
    f'rule "b"\n  after take_up:\n    {BIGGEST} reveals their hand\n',
    f'rule "c"\n  after pickup when pickup.count is at least 3:\n'
    f'    {BIGGEST} reveals their hand\n',
    f'rule "d"\n  after turn_end when acting player is {BIGGEST}:\n'
    '    acting player reveals their hand\n',
    f'rule "e"\n  after clear:\n    player left of {BIGGEST} reveals their hand\n',
]

FAIR = [
    'rule "f"\n  after pickup when pickup.count is at least 9:\n'
    '    the picker reveals their hand\n',
    'rule "g"\n  after flip:\n    every player reveals their hand\n',
    f'rule "h"\n  after deal:\n    {BIGGEST} draws 1 card\n',
    'rule "i"\n  after flip:\n    acting player reveals their hand\n',
]


@each.parametrize("text", SHOWN, size=60)
def test_r_custom_4_a_hand_shown_by_last_rounds_biggest_picker_is_lp309(text: str) -> None:
    assert "LP309" in codes_of(text), text


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_custom_4_the_biggest_pickers_view_in_every_keyword_language(lang: str) -> None:
    text = format_text(SHOWN[0], "<rule>", lang)
    assert "LP309" in codes_of(text), text


@each.parametrize("text", FAIR)
def test_r_custom_4_a_cost_on_any_picker_or_everyone_stays_clean(text: str) -> None:
    assert "LP309" not in codes_of(text), text
