"""A power the last winner wields needs a firing whose effects can hang on who acts
(LP801 "standing wielded", R-CUSTOM-4; tools/trial/facts.py ``actor_bound``). A clock
whose target the hands choose ("after the 16th turn, the player with the fewest cards
draws one": redteam24 ``fair-turn-sixteen-fewest-pays``) falls on the leader's turns at
some table sizes, but nobody wields it; a target named from the acting player or a guard
that reads who acts still can be."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.language import parse
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import run_trial
from lopti_rules.tools.trial.facts import actor_bound

FREE = [
    # the redteam24 book, in German keywords
    '# lopti: lang=de\nregel "Halfway toll"\n  nach turn_end wenn turn_end.number ist 16:\n'
    '    spieler mit der wenigsten karten zieht 1 karte\n',
    # another clock, another target the hands choose, another action
    'rule "Eleventh toll"\n  after turn_end when turn_end.number is 11:\n'
    '    the player with the most cards takes the top cleared card\n',
    # a target by standing, at a draw count: whoever draws, the same seat
    'rule "Tenth draw"\n  after draw when round.draws is 10:\n'
    '    every player whose cards is at most 2 draws 1 card\n',
    # the last winner pays at a clock (a handicap on the front, not a power)
    'rule "Champion tax"\n  after turn_end when turn_end.number is 5:\n'
    '    the last winner draws 1 card\n',
]

BOUND = [
    # the next seat: it lands next to whoever acts (the leader's at 5 players, turn 16)
    'rule "Clock next"\n  after turn_end when turn_end.number is 16:\n'
    '    next player draws 1 card\n',
    # a guard that reads the acting player
    'rule "Crown clock"\n  after turn_end when turn_end.number is 6 and acting player is '
    'the last winner:\n    the player with the fewest cards draws 2 cards\n',
    # the event's player read as a field
    'rule "Seat two"\n  after turn when turn.player is seat two:\n    every player draws 1 card\n',
    # every other player: all but whoever acts
    'rule "Nines"\n  after play when play.rank is 9:\n    every other player draws 1 card\n',
    # a restriction binds the next seat's play; a reversal hands the turn on
    'rule "Low"\n  after turn_end when turn_end.number is 4:\n    next play must be 5 or lower\n',
    'rule "Turn"\n  after turn_end when turn_end.number is 4:\n    reverse the direction\n',
    # in Dutch keywords: the drawer's left
    '# lopti: lang=nl\nregel "Links"\n  na draw als round.draws is 3:\n'
    '    speler links van actieve speler trekt 1 kaart\n',
]


@pytest.mark.parametrize("text", FREE)
def test_r_custom_4_a_clock_on_a_target_the_hands_choose_is_nobody_s_power(text: str) -> None:
    assert not actor_bound([parse(text, "book.lopti")]), text


@pytest.mark.parametrize("text", BOUND)
def test_r_custom_4_a_target_or_guard_from_the_acting_player_may_be_wielded(text: str) -> None:
    assert actor_bound([parse(text, "book.lopti")]), text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "caught"), [(FREE[0], False), (BOUND[0], True),
                                             (BOUND[1], True)])
def test_r_custom_4_the_trial_judges_the_clock_by_who_chooses_the_target(
        tmp_path: Path, text: str, caught: bool) -> None:
    path = tmp_path / "book.lopti"
    path.write_text(text, encoding="utf-8")
    verdict = run_trial(load_rules([path]))
    armed = [d for _, d in verdict.diagnostics
             if d.code == "LP801" and "arms the last winner" in d.message]
    assert bool(armed) is caught, [d.message for _, d in verdict.diagnostics]
