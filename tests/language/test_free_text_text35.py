"""Session 28 (brief text35): redteam20's four missed texts, each fixed by its idea in the
five languages (tests/data/free_text/text35.toml).

R-VOTE-2, R-VOTE-8: a removal that waits on everybody's vote is unanimity
(vote_changes.py). R-VOTE-1: the other house rules switched off (rules_suspended.py).
R-CUSTOM-3: arms held out for a stretch (bodily_lexicon.py); a rule's name
that has a drink bought for someone (names.py).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import (
    codes,
)

from lopti_rules.language.text.names import stakes


@each.parametrize("text", [
    "Winner buys the drinks", "Der Sieger spendiert ein Bier", "赢家请大家喝酒",
    "Iedereen betaalt de pizza", "Everyone buys their own drinks",
], size=60)
def test_r_custom_3_the_winners_own_treat_or_a_shared_cost_in_a_name_is_no_stake(
        text: str) -> None:
    assert stakes(text) == (), text


@each.parametrize("text", [
    "Winner pays", "Buy a card", "Loser buys time", "Beer o clock", "干杯", "Kazanan öder",
], size=60)
def test_r_custom_3_a_name_with_no_drink_bought_is_no_stake(text: str) -> None:
    assert stakes(text) == (), text


@pytest.mark.parametrize("text", [
    "Everybody votes on the new rule at the deal, and more than half decide",
    "If everyone votes, remove the cards from the pile",
])
def test_r_vote_2_everybody_voting_with_no_removal_held_is_no_unanimity(text: str) -> None:
    assert "LP707" not in codes(text), text


@pytest.mark.parametrize("text", [
    "This rule comes on top of the other rules", "Die anderen Spieler gelten als fertig",
    "Andere Hausregeln gelten, diese gilt nicht für den Geber",
])
def test_r_vote_1_other_rules_named_but_left_in_force_are_no_suspension(text: str) -> None:
    assert "LP709" not in codes(text), text
