"""Session 27, third round (brief fa31): redteam19's seven false alarms, fixed by their idea
in the five languages (tests/data/free_text/fa31.toml).

Fair texts a table would accept, as a ``does`` text, a ``says`` text or a rule's name (the
group's rule says which), each clean through the whole static lint; near misses that stay
flagged. R-CUSTOM-3: a sip of one's own drink by choice (own_drink.py), a light touch on the
cards or the table (acts.py's ``s_touch``), a wish for the next round said with a gesture.
R-FAQ-5: the creator settles an edge case, by any of their names. R-VOTE-9: a rule named by
the vote's tie (tie_named.py). R-SESSION-1: next time from zero (carry_over.py). R-CUSTOM-4:
whoever last picked up or cleared (selection.py). R-PLAY-2: "ten or more" counting what
happened (rank_bounds.py).
"""

from __future__ import annotations

from support import each
from support.freetext import (
    book,
    codes,
)

from lopti_rules.language import lint_text
from lopti_rules.language.text.harm import is_table_action


@each.parametrize("text", [
    "taps the loser twice", "tikt de verliezer op de stapel", "taps the loser's cards",
    "klopft dem Verlierer auf den Stapel", "taps the deck with a knife",
], size=60)
def test_r_custom_3_a_touch_that_reaches_a_person_is_no_table_action(text: str) -> None:
    assert not is_table_action(text), text


@each.parametrize("text", [
    "Drink your own drink and mine too.", "Take three sips of your own drink.",
    "Empty your own glass in one go.", "Whoever picks up drinks from their own glass.",
])
def test_r_custom_3_another_s_drink_or_more_than_a_sip_stays_lp701(text: str) -> None:
    assert "LP701" in codes(text), text


@each.parametrize("text", [
    "平票重投", "平票算通过", "Tie goes to the winner", "平票就抛硬币",
    "A tie means the rule stays",
], size=15)
def test_r_vote_10_a_tie_named_with_its_settlement_stays_lp708(text: str) -> None:
    assert "LP708" in {d.code for d in lint_text(book("R-VOTE-10 name:", text)).diagnostics}
