"""Conditions that hold together, one of them pinning an attribute to a number
(``turn.number is 2``): the others read that number where they read the attribute
(``binding.pinned``), so a comparison of two counters is read as plainly as a comparison
with a written number (issue 29; R-CUSTOM-3 retroactive, R-CUSTOM-4 proxies)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text
from lopti_rules.language.analysis.binding import pinned
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes

TALLY = "the player with the most pickups last round draws 2 cards"


def codes(guard: str, body: str = TALLY) -> list[str]:
    text = f'rule "R"\n  after turn when {guard}:\n    {body}\n'
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


@each.parametrize("guard", [
    "rule.rounds is 1 and turn.number is 2",  # the plain spelling: the reference
    "turn.number is 2 and rule.rounds is less than turn.number",
    "rule.rounds + 1 is at most turn.number and turn.number is 2",
    "round.turns is 3 and rule.rounds is at most round.turns - 2",
    "turn.number is 2 and not (rule.rounds is at least turn.number)",
])
def test_r_custom_3_last_rounds_tally_read_in_the_rules_first_round_by_a_pinned_counter(
        guard: str) -> None:
    """Last round's biggest picker read only while the rule's age is below a turn number
    the same condition pins to 2: the rule's first round, whose 'last round' came before
    the rule existed (LP601), however the first round is spelt."""
    assert codes(guard) == ["LP601"]


@pytest.mark.parametrize("guard", [
    "turn.number is 2 and rule.rounds is at least turn.number",  # from its second round
    "turn.number is 2 and round.turns is less than 40",  # every round
    "turn.number is 2",
])
def test_r_custom_3_a_pin_that_leaves_every_later_round_in_is_no_first_round(
        guard: str) -> None:
    assert codes(guard) == []


def test_pinned_writes_the_number_into_the_other_facts_only() -> None:
    book = parse('rule "R"\n  after turn when turn.number is 2 and rule.rounds is less '
                 'than turn.number:\n    next player draws 1 card\n')
    cond = book.rules[0].hooks[0].condition
    assert cond is not None
    pin, other = pinned((cond,))
    assert isinstance(pin, nodes.Compare) and isinstance(pin.left, nodes.Attribute)
    assert isinstance(other, nodes.Compare) and isinstance(other.right, nodes.Number) \
        and other.right.value == 2
    # nothing pinned: the same facts, the same objects
    free = parse('rule "R"\n  after turn when rule.rounds is less than turn.number:\n'
                 '    next player draws 1 card\n').rules[0].hooks[0].condition
    assert free is not None and pinned((free,)) == (free,) and pinned((free,))[0] is free
