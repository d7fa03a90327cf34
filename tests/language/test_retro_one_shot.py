"""A one-shot on last round's standings in the rule's first round (LP601, R-CUSTOM-3;
redteam17 ``retro-first-clear-tail``).

The rule's tallies only grow, and every round of Lopti has a clear and four pickups or
more, so a rule that fires at its first clear (``rule.clears is 1``), before its fourth
pickup, or at its first firing on a clear, fires in its first round and then never
again: last round's last place is then the loser of the round before the rule, a one-off
punishment (or reward) for a result from before the rule existed
(``checks/retro.first_round_tally``). The same effect every round is a catch-up."""

from __future__ import annotations

from support import each

from lopti_rules.language import lint_text

TAIL = "last round's last place takes the top cleared card"


def codes(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


def rule(head: str, body: str = TAIL) -> str:
    return f'rule "Old bill"\n  {head}:\n    {body}\n'


@each.parametrize("head", [
    "after clear when rule.clears is 1",
    "after clear when rule.clears is at most 1",
    "after clear when rule.clears is less than 2 and clear.cause is ten",
    "after clear when rule.fired is 0",
    "after pickup when rule.pickups is 2",
    "after pickup when rule.pickups + 1 is at most 4",
    "after play when rule.clears is 0 and rule.pickups is 3",
])
def test_r_custom_3_a_one_shot_in_the_rules_first_round_on_last_place_is_retroactive(
        head: str) -> None:
    assert "LP601" in codes(rule(head))


def test_r_custom_3_the_one_shot_on_the_runner_up_is_retroactive_too() -> None:
    assert "LP601" in codes(rule("after clear when rule.clears is 1",
                                 "the player placed 2 last round draws 2 cards"))


@each.parametrize("head", [
    # every round: a recurring catch-up on last place
    "after clear when round.clears is 1",
    "after clear",
    "after clear when rule.clears is at least 1",
    # from the rule's second clear on: every clear but one
    "after clear when rule.clears is at least 2",
    # a later clear, in a round played under the rule
    "after clear when rule.clears is 12",
    "after pickup when round.pickups is 2",
], size=60)
def test_r_custom_3_the_same_effect_every_round_or_later_is_fair(head: str) -> None:
    assert "LP601" not in codes(rule(head))


def test_r_custom_3_a_one_shot_on_the_current_round_is_fair() -> None:
    # the player with the most cards now: a result of the round under the rule
    assert "LP601" not in codes(rule("after clear when rule.clears is 1",
                                     "the player with the most cards draws 1 card"))
