"""Session 28 (brief fa35): redteam20's three false alarms, fixed by their idea in the five
languages (tests/data/free_text/fa35.toml).

- R-CUSTOM-3 (LP704): a destructive word as a noun after an ordinal, an article or "what
  a", nobody and nothing of anyone's beside it, names a play ("First burn of the night!"),
  language/text/named_plays.py's ``nicknamed``;
- R-CUSTOM-3 (LP710): everyone paying their own ("Die Getränke zahlt jeder selbst") is a
  cost no result moves, shared_cost.py;
- R-CUSTOM-3 (LP701): a drink fetched by whoever wants one ("Wer mag, holt sich noch was
  zu trinken"), the doers picked by their wish, asked_offers.py's ``fetched``.

Near misses that stay flagged: the loser's cards burnt, the loser paying, whoever lost
made to drink, a drink downed.
"""

from __future__ import annotations

import pytest
from support.freetext import (
    codes,
)


@pytest.mark.parametrize(("named", "done"), [
    ("First burn of the night!", "Burn a card of the loser!"),
    ("What a smash!", "A smash on the loser's head!"),
    ("Erste Verbrennung des Abends!", "Erste Verbrennung: die Karten des Verlierers!"),
])
def test_r_custom_3_a_nickname_names_nobody_and_nothing_of_anyones(named: str,
                                                                   done: str) -> None:
    assert "LP704" not in codes(named)
    assert "LP704" in codes(done)


@pytest.mark.parametrize(("wished", "picked"), [
    ("Whoever wants gets themselves another drink", "Whoever lost drinks another one"),
    ("Wer mag, holt sich noch was zu trinken", "Wer mag, muss noch was trinken"),
    ("Wie wil, haalt nog iets te drinken", "Wie wil, haalt een fles wodka om te drinken"),
])
def test_r_custom_3_only_whoever_wishes_fetching_a_plain_drink_is_a_choice(
        wished: str, picked: str) -> None:
    assert "LP701" not in codes(wished)
    assert "LP701" in codes(picked)


@pytest.mark.parametrize(("own", "moved"), [
    ("Die Getränke zahlt jeder selbst", "Die Getränke zahlt jeder Verlierer selbst"),
    ("Each pays for themselves", "Each loser pays for themselves"),
])
def test_r_custom_3_each_paying_their_own_moves_no_money(own: str, moved: str) -> None:
    assert "LP710" not in codes(own)
    assert "LP710" in codes(moved)


@pytest.mark.parametrize("text", ["Show everyone your phone", "Zeig allen dein Handy"])
def test_r_custom_3_an_everyone_and_an_own_word_share_no_chore(text: str) -> None:
    assert "LP712" in codes(text)
