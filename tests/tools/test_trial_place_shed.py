"""Cards one middle place of last round may shed (tools/trial/standings.py "standing
shed" at each place between the first and the last; session 36, redteam28
lockout-third-place-pair-shed): a standing by any place of the last round is a person
over an evening (R-CUSTOM-4), so a way to go out sooner that only last round's second or
third place gets is an advantage by standing as the champion's is. Last place shedding
(a catch-up) and a shed for everyone stay under the floor. Short evenings, played here
(new wordings, not the red-team files): no trial is run."""

from __future__ import annotations

import pytest
from support.standings import paired_evenings, standing_means

from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import STANDING_TESTS, compare

#: last round's third place hands two cards on at each of their clears
THIRD_CLEARS = """rule "Third lane"
  after clear when the clearer is player placed 3 last round:
    the clearer gives 2 cards to next player
"""
#: last round's runner-up passes a card on at the end of a turn with two hand cards
SECOND_PASSES = """rule "Second spill"
  after turn_end when acting player is player placed 2 last round and hand of acting player \
is at least 2:
    acting player may give 1 card to player left of acting player
"""
#: fair: last place passes a card on (a catch-up)
LAST_PASSES = """rule "Tail spill"
  after turn_end when acting player is last round's last place and hand of acting player \
is at least 2:
    acting player may give 1 card to player left of acting player
"""
#: fair: every clearer hands two cards on
EVERY_CLEARER = """rule "Any lane"
  after clear:
    the clearer gives 2 cards to next player
"""


@pytest.mark.parametrize(("text", "place", "players"), [
    (THIRD_CLEARS, 3, 4), (THIRD_CLEARS, 3, 5), (SECOND_PASSES, 2, 3), (SECOND_PASSES, 2, 4)])
def test_r_custom_4_cards_only_a_middle_place_may_shed_are_an_advantage(
        text: str, place: int, players: int) -> None:
    means = standing_means(text, players)
    assert means[("standing shed", f"place {place}")] > DEFAULT.standing_card_floor


@pytest.mark.parametrize("text", [LAST_PASSES, EVERY_CLEARER])
def test_r_custom_4_a_shed_for_last_place_or_everyone_is_no_middle_place_favour(
        text: str) -> None:
    means = standing_means(text, 4)
    for place in (2, 3):
        assert means.get(("standing shed", f"place {place}"), 0.0) < \
            DEFAULT.standing_card_floor, (text, place)


def test_the_place_comparisons_are_counted_for_bonferroni() -> None:
    """Every comparison the standings make at five players (the most places between the
    first and the last: three) is within the count the trial's level divides by."""
    evenings = paired_evenings(THIRD_CLEARS, 5, count=2)
    made = compare(evenings, [True] * len(evenings), DEFAULT)
    assert sum(1 for c in made if c.key[0] == "standing shed") == 4
    assert len(made) <= STANDING_TESTS
