"""Completion offers the more-zones actions (issue 14) after a role, and each one it
offers reads as a rule the linter accepts."""

from __future__ import annotations

import pytest

from lopti_rules.language import lint_text
from lopti_rules.lsp import complete

ZONES = ("draws 1 card from the bottom of the draw pile", "takes the bottom cleared card",
         "swaps 1 face-up card with the top of the draw pile")


@pytest.mark.parametrize("verb", ZONES)
def test_r_custom_1_a_zone_action_is_offered_after_a_role_and_lints_clean(verb: str) -> None:
    lines = ['rule "Zones"', "  after pickup:", "    next player "]
    offered = {item.label for item in complete(lines, 2, len(lines[2]))}
    assert verb in offered
    text = "\n".join(lines[:2] + [f"    next player {verb}"]) + "\n"
    assert lint_text(text, "zones.lopti").diagnostics == []
