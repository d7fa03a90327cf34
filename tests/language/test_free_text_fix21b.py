"""Ranks' powers moved in words, a tie settled otherwise, the vote's threshold as a show of
hands, and four false alarms (issue 29, session 21; tests/data/free_text/fix21b.toml,
written before the fix).

A rank's power is the base game's (R-SPECIAL, R-TURN-1, R-CUSTOM-2: LP716 when a text says
a rank now skips a seat); any way but Roshambo to settle a tied vote replaces it
(R-VOTE-10, R-ROSHAMBO-1/2: LP708); every hand up is unanimity, not R-VOTE-2's majority
(LP707). A choice of what to eat, a tidy table and Roshambo in other words are clean.
"""

from __future__ import annotations

import tomllib

import pytest
from support import each, paths
from support.freetext import codes

from lopti_rules.language.text.harm import judge

_TABLE = tomllib.loads((paths.DATA / "free_text" / "fix21b.toml").read_text(encoding="utf-8"))
#: left open: a tie asked as a question of its own ("Hung vote?") and what settles it in
#: the next sentence (each sentence is judged alone)
_STILL = ("Hung vote?",)
FLAGGED = [pytest.param(g["idea"], lang, text, code, marks=pytest.mark.xfail(strict=True))
           if text.startswith(_STILL) else (g["idea"], lang, text, code)
           for g in _TABLE["flagged"] for lang, text, code in g["cases"]]
CLEAN = [(g["idea"], lang, text) for g in _TABLE["clean"] for lang, text in g["texts"]]


def test_r_vote_1_the_table_has_each_idea_in_five_languages() -> None:
    for idea in ("power", "tie", "threshold"):
        assert {c[0] for g in _TABLE["flagged"] if g["idea"] == idea
                for c in g["cases"]} == {"en", "de", "nl", "tr", "zh"}
        assert len([c for c in CLEAN if c[0] == idea]) >= 9


@each.parametrize(("idea", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_2_r_roshambo_1_r_vote_2_another_value_is_caught(
        idea: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (idea, lang, [f.message for f in judge(text)])


@each.parametrize(("idea", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_2_r_roshambo_2_the_near_misses_are_clean(idea: str, lang: str,
                                                           text: str) -> None:
    assert codes(text) == set(), (idea, lang, [f.message for f in judge(text)])


@pytest.mark.parametrize("text", [
    "Tie the loser's shoelaces.", "Tie the loser's shoelaces together.",
    "The dealer ties the picker's shoes to the chair.",
])
def test_r_custom_3_a_tie_done_to_belongings_is_no_tied_vote(text: str) -> None:
    """Tying someone's shoelaces is an act on their belongings, unasked (LP703, as
    examples/rejected/shoelaces-zh), not a tie of the vote broken by a role (LP709)."""
    found = codes(text)
    assert "LP703" in found and "LP709" not in found, [f.message for f in judge(text)]


@pytest.mark.parametrize("text", ["On a tie the loser decides.", "Ties go to the dealer."])
def test_r_vote_9_a_tie_broken_by_a_role_is_still_authority(text: str) -> None:
    assert "LP709" in codes(text) or "LP708" in codes(text), [f.message for f in judge(text)]
