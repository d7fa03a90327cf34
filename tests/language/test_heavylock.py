"""A player passed over on every turn for holding many cards (LP211; R-TURN-1).

checks/heavylock.py: a skip (or a reversal away from the next player) on every turn whose
condition is a lower bound on the passed-over player's cards keeps itself true, since a
player passed over plays no card; the player never gets a turn again. A catch-up rule
(more turns for the player holding many cards) and a condition false on most turns stay
clean.
"""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes(head: str, body: str) -> list[str]:
    text = f'rule "R"\n  {head}:\n' + "".join(f"    {line}\n" for line in body.split("/"))
    return sorted(d.code for d in lint_text(text).diagnostics)


@each.parametrize(("head", "body"), [
    # redteam7 lockout-heavy-bypassed: the turn turned away from a heavier next player
    ("after turn_end when hand of next player is more than hand of acting player + 2",
     "reverse the direction"),
    ("after turn_end when hand of next player is at least 8", "skip next player"),
    ("after turn when hand of acting player + 3 is less than hand of next player",
     "skip next player"),
    ("before turn_end when cards of next player is at least 10", "skip next player"),
    ("after turn_end", "skip the player with the most cards"),  # redteam7 most-cards
    ("after turn_end when table.players_in is at least 3",
     "skip the player with the most cards"),
    ("after turn_end", "skip every player whose hand is at least 9"),
    ("after turn_end", "if hand of next player is at least 7:/  skip next player"),
    ("after turn_end when not (hand of next player is less than 7)", "skip next player"),
    ("after turn_end when round.turns is at least 1 and hand of next player is at least 8",
     "skip next player"),  # a guard that always holds beside the bound
])
def test_r_turn_1_lp211_a_player_passed_over_for_many_cards_every_turn(head: str,
                                                                       body: str) -> None:
    assert "LP211" in codes(head, body)


@each.parametrize(("head", "body"), [
    # catch-up: the player holding many cards gets more turns (examples/rules/big-hands-hurry)
    ("after turn when hand of acting player is at least 6", "skip next player"),
    ("after turn_end when hand of acting player is more than hand of next player + 2",
     "reverse the direction"),
    # a condition false on most turns: a rank's power, a rare turn
    ("after play when play.rank is 8 and hand of next player is at least 6",
     "skip next player"),
    ("after turn_end when hand of next player is at least 8 and round.turns is 20",
     "skip next player"),
    # an upper bound, or bounds both ways: the player is not kept out by it
    ("after turn_end when hand of next player is at most 12", "say \"hurry\""),
    ("after turn_end when hand of next player is more than hand of next player",
     "skip next player"),
    # an else branch: passed over while they hold few cards (LP502's concern, not this)
    ("after turn_end when hand of next player is at least 8", "next player says \"go\""),
    ("after pickup when pickup.count is at least 10", "skip the picker"),
])
def test_r_turn_1_lp211_catch_up_and_rare_skips_stay_clean(head: str, body: str) -> None:
    assert "LP211" not in codes(head, body)
