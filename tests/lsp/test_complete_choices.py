"""Completion offers the optional choices (issue 14: ``may give``, ``may swap``) after a
role, each reads as a rule the linter accepts, and a count follows ``up to``."""

from __future__ import annotations

import pytest

from lopti_rules.language import lint_text
from lopti_rules.lsp import complete

CHOICES = ("may give 1 card to next player", "may give up to 2 cards to their left",
           "may swap 1 face-up card with the top of the draw pile")


@pytest.mark.parametrize("verb", CHOICES)
def test_r_custom_1_an_optional_choice_is_offered_after_a_role_and_lints_clean(
        verb: str) -> None:
    lines = ['rule "Maybe"', "  after pickup:", "    the picker "]
    offered = {item.label for item in complete(lines, 2, len(lines[2]))}
    assert any(verb.startswith(label) for label in offered if label.startswith("may "))
    text = "\n".join(lines[:2] + [f"    the picker {verb}"]) + "\n"
    assert lint_text(text, "maybe.lopti").diagnostics == []


@pytest.mark.parametrize("head", ["the picker may give ", "the picker gives up to ",
                                  "the picker may swap "])
def test_a_count_is_offered_after_may_and_up_to(head: str) -> None:
    lines = ['rule "Maybe"', "  after pickup:", f"    {head}"]
    offered = [item.label for item in complete(lines, 2, len(lines[2]))]
    assert offered[:3] == ["1", "2", "3"]
