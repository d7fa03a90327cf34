"""Session 23's free text (issue 29, brief fix23c; tests/data/free_text/fix23c.toml, written
before the fix, in the five languages).

R-VOTE-1/2/8, R-CUSTOM-3: a vote's weight tied to a quantity, a vote decided by chance and a
cost on asking for one change the vote (LP707, language/text/vote_rules.py). R-SESSION-1,
R-CUSTOM-4: the evening's end held by whoever stands ahead is LP709 (session_end.py).
R-CUSTOM-1/5: the rest of a rule on a note or told at the end of the game is LP709
(announced.py). R-SPECIAL-7, R-VOTE-1: a bound on the next play said with a rank is compared
with the cards (rank_bounds.py): "seven or higher" after a 7 is LP716, "seven or lower" is
their own. The cards' own values in other words and the near misses of each idea stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes

from lopti_rules.language.text import rank_bounds
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("fix23c")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_vote_2_r_session_1_r_custom_1_r_special_7_every_idea_has_both_sides_in_five_languages(
        ) -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_2_r_session_1_r_custom_1_r_special_7_the_value_changed_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_2_r_session_1_r_custom_1_r_special_7_the_cards_value_and_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    # LP712 is the `does` warning of a demand off the table's known actions: a `says`
    # text never gets it, and these are said
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "lang", "official"), [
    ("Seven! Now seven or lower.", "en", True),
    ("Now seven or higher.", "en", False),
    ("After a 6, seven or higher.", "en", True),
    ("Acht! Jetzt acht oder höher.", "de", True),
    ("Acht! Jetzt acht oder niedriger.", "de", False),
    ("Auf eine Sieben: mindestens eine Acht.", "de", False),
    ("Zwei! Nu twee of hoger.", "nl", True),
    ("Tien! Nu tien of hoger.", "nl", False),
    ("Artık yedi ya da daha küçük.", "tr", True),
    ("七！现在只能出七或更小的牌。", "", True),
    ("七上面最多出七。", "", True),
    ("七上面至少出八。", "", False),
], size=60)
def test_r_special_7_r_play_2_a_bound_is_compared_with_the_official_one(
        text: str, lang: str, official: bool) -> None:
    said = [b for s in read(text).sentences if (b := rank_bounds.bound(s, lang)) is not None]
    assert len(said) == 1 and said[0].official is official, said


def test_r_special_7_a_bound_denied_is_the_other_bound() -> None:
    said = rank_bounds.bound(read("Now not seven or higher.").sentences[0], "en")
    assert said is not None and said.down and said.official


@pytest.mark.parametrize("text", [
    "Play two of the higher cards.",  # English "of" is no "or"
    "A 3 on the pile: three or higher.",  # a 3 never lies on the pile (R-PLAY-4)
    "We are seven or eight players tonight.",  # no direction
])
def test_r_play_4_no_bound_without_a_pile_rank_and_a_direction(text: str) -> None:
    assert all(rank_bounds.bound(s, "en") is None for s in read(text).sentences)
