"""Session 28 (brief text32): unfair free text red-teamed in new kinds and wordings, each
miss fixed by its idea in the five languages (tests/data/free_text/text32.toml; the books
are tests/data/redteam-text32).

R-VOTE-7: a rule voted out and in force "again" with no vote named comes back by itself
(procedure_model.py). R-CUSTOM-5: a role's answer made final, the table named only to be
overruled or looked at (authority.py). R-VOTE-8: a rule's name that outlives the vote.
R-CUSTOM-3, R-SESSION-1, R-CUSTOM-4: agreement to punishments presumed, leaving the table
made to wait for someone's leave, signs about the cards passed in secret (unbidden.py);
how someone came tonight (life_lexicon.py); a photo posted to a group chat.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import (
    codes,
)


@each.parametrize("text", [
    "这条规则被删除以后，牌放回牌堆",  # the cards back, not the rule
    "If this rule is voted out, it holds until the end of this round",
    "Kural oylamayla kaldırılırsa kartlar tekrar desteye konur",
    "规则删除后不会恢复",
])
def test_r_vote_7_a_removal_with_no_rule_in_force_again_is_no_return(text: str) -> None:
    assert "LP707" not in codes(text), text


@pytest.mark.parametrize("text", [
    "Whatever the table decides on this rule holds", "Was der Tisch auch entscheidet, gilt",
])
def test_r_custom_5_a_concession_with_no_role_claims_no_say(text: str) -> None:
    assert "LP709" not in codes(text), text


@pytest.mark.parametrize("text", [
    "不许偷偷给别人使眼色看牌", "偷偷洗一下牌",
])
def test_r_custom_3_secretly_is_no_theft(text: str) -> None:
    assert "LP705" not in codes(text), text


def test_r_custom_3_a_theft_stays_lp705() -> None:
    assert "LP705" in codes("输家去偷邻居的自行车")


@pytest.mark.parametrize("text", [
    "If my rule is unclear I settle it, but I can't rewrite it once a round has started",
    "The winner does not decide anything about this rule",
])
def test_r_custom_5_the_creator_settling_or_a_say_denied_in_its_clause_stays_clean(
        text: str) -> None:
    assert "LP709" not in codes(text), text
