"""A rule's tally held to its round's: a guard of the rule's first round only (LP601,
R-CUSTOM-3; issue 29, redteam20 ``retro-first-turn-clears-bound``;
``checks/retro.first_round_match``).

The rule counts its clears and pickups from its adoption, the round from its deal: in
the round the rule was adopted in the two are equal, and from its second round on the
rule's is ahead by every earlier round's clears (one at least) or pickups (four at
least). A guard that holds only while they are (about) equal holds only in the rule's
first round, and joined with last round's standings it reads the round played before
the rule existed, once or all through that round. The same effect every round, from the
rule's second round on, or on a role play decides, is fair."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text

PICKER = "the player with the most pickups last round draws 2 cards"


def codes(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


def rule(head: str, body: str = PICKER, lang: str = "") -> str:
    top = f"# lopti: lang={lang}\n" if lang else ""
    return f'{top}rule "Old debts"\n  {head}:\n    {body}\n'


@each.parametrize("head", [
    # redteam20's, and the same bound in other comparisons and sums
    "after turn when turn.number is 1 and rule.clears is at most round.clears",
    "after turn when turn.number is 1 and round.clears is at least rule.clears",
    "after turn_end when turn_end.number is 2 and rule.clears is less than round.clears + 1",
    "after pickup when rule.pickups is at most round.pickups",
    "after pickup when round.pickups - rule.pickups is 0",
    # a gap narrower than one round's pickups is still the first round
    "after pickup when rule.pickups is at most round.pickups + 2",
    "after deal when rule.clears is round.clears",
    "after clear when rule.clears + 0 is round.clears and clear.cause is ten",
])
def test_r_custom_3_a_rule_tally_held_to_its_rounds_reads_the_round_before(
        head: str) -> None:
    assert "LP601" in codes(rule(head))


@pytest.mark.parametrize("body", [
    "last round's last place draws 1 card",
    "the player placed 2 last round draws 1 card",
])
def test_r_custom_3_on_last_place_and_the_runner_up_too(body: str) -> None:
    assert "LP601" in codes(rule("after clear when rule.clears is round.clears", body))


def test_r_custom_3_inside_the_body_and_in_german() -> None:
    assert "LP601" in codes('rule "Old debts"\n  after clear:\n'
                            '    if rule.clears is at most round.clears:\n'
                            f'      {PICKER}\n')
    assert "LP601" in codes(
        '# lopti: lang=de\nregel "Nachzahlung"\n'
        '  nach turn wenn turn.number ist 1 und rule.clears ist höchstens round.clears:\n'
        '    der spieler mit der meisten pickups letzte runde zieht 2 karten\n')


@each.parametrize("head", [
    # every round: the rule is never behind the round
    "after pickup when rule.pickups is at least round.pickups",
    "after turn when turn.number is 1 and rule.clears is at least round.clears",
    # from the rule's second round on: what the rule saw itself
    "after clear when rule.clears is more than round.clears",
    "after pickup when rule.pickups is at least round.pickups + 4",
    # a gap as wide as rounds: in later rounds too
    "after clear when rule.clears is at most round.clears + 3",
    # every round's own tallies
    "after clear when round.clears is 1",
    "after turn when turn.number is 1",
    "after pickup when round.pickups is at most 3",
], size=60)
def test_r_custom_3_a_catch_up_every_round_or_later_is_fair(head: str) -> None:
    assert "LP601" not in codes(rule(head))


def test_r_custom_3_a_first_round_relief_for_a_role_play_decides_is_fair() -> None:
    # the picker of the rule's first round: a result of play under the rule
    assert "LP601" not in codes(rule("after pickup when rule.pickups is round.pickups",
                                     "the picker may give up to 1 card to their left"))
    assert "LP601" not in codes(rule("after clear when rule.clears is at most round.clears",
                                     "the player with the most cards draws 1 card"))


def counted(scope: str, writer: str, reader: str, body: str = PICKER) -> str:
    return (f'rule "Old debts"\n  count "burnt" {scope}\n  {writer}:\n    add 1 to "burnt"\n'
            f'  {reader}:\n    {body}\n')


@pytest.mark.parametrize("text", [
    # a count of every clear kept through the session is the rule's clears
    counted("this session", "after clear", "after clear when count \"burnt\" is round.clears"),
    counted("this session", "after pickup",
            "after pickup when count \"burnt\" is at most round.pickups"),
    counted("this session", "after clear",
            "after turn when turn.number is 1 and count \"burnt\" is round.clears"),
])
def test_r_custom_3_a_count_that_keeps_the_rules_tally_is_that_tally(text: str) -> None:
    assert "LP601" in codes(text)


@pytest.mark.parametrize("text", [
    # a count of this round's clears is the round's: equal every round
    counted("this round", "after clear", "after clear when count \"burnt\" is round.clears"),
    # a count of the 10s' clears only: not the rule's clears
    counted("this session", "after clear when clear.cause is ten",
            "after clear when count \"burnt\" is round.clears"),
])
def test_r_custom_3_a_count_of_something_else_is_not_the_rules_tally(text: str) -> None:
    assert "LP601" not in codes(text)


def test_r_custom_3_a_count_of_the_rules_clears_at_its_first_clear_is_a_one_shot() -> None:
    # the count is rule.clears: 1 at the rule's first clear, in its first round
    assert "LP601" in codes(counted("this session", "after clear",
                                    "after clear when count \"burnt\" is 1",
                                    "last round's last place takes the top cleared card"))
    # this round's first clear: every round
    assert "LP601" not in codes(counted("this round", "after clear",
                                        "after clear when count \"burnt\" is 1",
                                        "last round's last place takes the top cleared card"))
