"""The role `the player with the most pickups last round` (issue 14, house rule 30): a
result of play, never the creator (R-CUSTOM-4); a tally nobody keeps is LP945."""

from __future__ import annotations

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.present.words import describe_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes

SAYS = """rule "Biggest picker"
  after deal:
    the player with the most pickups last round says "I picked up most!"
"""


def _codes(text: str) -> list[str]:
    return [d.code for d in lint_text(text, "r.lopti").diagnostics]


def test_the_role_parses_formats_and_reads_aloud() -> None:
    (hook,) = parse(SAYS).rules[0].hooks
    say = hook.body[0]
    assert isinstance(say, nodes.Say)
    assert say.who == nodes.Role(kind="most_last", value="pickups")
    assert format_text(SAYS) == SAYS
    assert "the player who picked up most last round says" in describe_text(SAYS, "r.lopti")


def test_r_custom_4_the_role_is_a_result_never_the_creator() -> None:
    """Who picked up most is a result nobody chose, so it is no proxy for the creator (the
    last winner is: LP306). Read only in the rule's first round, though, it is a tally of
    a round played before the rule existed, which its creator played knowing whom it
    names: retroactive (LP601, R-CUSTOM-3). From the rule's second round on, the round it
    reads was played under the rule. (The creator only *saying* something is no proxy
    either, issue 29: the effect here is a card.)"""
    first = SAYS.replace("after deal:", "after deal when rule.rounds is 1:").replace(
        'says "I picked up most!"', "draws 1 card")
    assert _codes(first) == ["LP601"]
    assert _codes(first.replace("rule.rounds is 1", "rule.rounds is at least 2")) == []
    assert _codes(first.replace("the player with the most pickups last round",
                                "last winner")) == ["LP306"]


def test_r_setup_4_no_last_round_and_no_such_tally() -> None:
    """LP941: a hook that runs only in a session's first round; LP945: a tally the game
    does not carry into the next round; without 'last round' the
    role is unknown, and the hint says what is (LP904)."""
    assert _codes(SAYS.replace("after deal:", "after deal when round.number is 1:")) == [
        "LP941"]
    assert _codes(SAYS.replace("most pickups", "most clears")) == ["LP945"]
    (trait,) = lint_text(SAYS.replace(" last round says", " says"), "r.lopti").diagnostics
    assert trait.code == "LP904" and "most pickups last round" in trait.hint
