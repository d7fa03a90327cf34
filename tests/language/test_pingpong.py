"""The direction turned round on every turn: play bounces between two players (LP211;
R-TURN-1). checks/pingpong.py: a reversal on every turn (``turn``, ``turn_end``, every
``play``) under a condition that reads only what stays the same from turn to turn, and at
most that a pile was left, at some table of three players in or more."""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes(head: str, body: str = "reverse direction") -> list[str]:
    text = f'rule "R"\n  {head}:\n' + "".join(f"    {line}\n" for line in body.split("/"))
    return sorted(d.code for d in lint_text(text).diagnostics)


@each.parametrize("head", [
    # redteam7 lockout-three-pile-bounce: at three players, every turn that leaves a pile
    "after turn_end when table.players_in is 3 and table.pile is at least 1",
    "after turn_end when table.players_in is at least 3",  # redteam3b lockout-bounce
    "after turn_end when table.players_in is more than 4",  # five players only
    "after play when table.players_in is 3",  # examples/rejected/lockout-three
    "after turn",
    "before turn_end when table.pile is not 0",
    # late in the evening: the round's number and the rule's age stay put all round
    "after turn_end when round.number is at least 13 and rule.rounds is at least 10",
    "after turn_end when not (table.players is 2)",
    # a condition that keeps holding once it holds: every turn from some turn on
    "after turn_end when round.turns is at least 1 and table.players_in is 3",
    "after turn_end when turn_end.number is more than 30",
    "after play when table.draw_pile is 0",
], size=60)
def test_r_turn_1_lp211_the_direction_turned_round_on_every_turn(head: str) -> None:
    assert "LP211" in codes(head)


@each.parametrize(("head", "body"), [
    ("after play when play.rank is 9", "reverse direction"),  # a rank's power
    ("after turn_end when table.pile is at least 12", "reverse direction"),  # now and then
    ("after turn_end when turn_end.number is a multiple of 20", "reverse direction"),
    ("after turn_end when table.players_in is 2", "reverse direction"),  # changes nothing
    ("after turn_end", "reverse direction/reverse direction"),  # turned back at once
    ("after turn_end", "repeat 2 times:/  reverse direction"),
    ("after pickup", "reverse direction"),  # once a pickup
    ("after turn_end when hand of acting player is at least 6", "reverse direction"),
    ("after turn_end when round.turns is at most 5", "reverse direction"),  # early only
    ("after turn_end when round.turns is 40", "reverse direction"),
], size=60)
def test_r_turn_1_lp211_a_swing_now_and_then_stays_clean(head: str, body: str) -> None:
    assert "LP211" not in codes(head, body)
