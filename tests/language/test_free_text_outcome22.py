"""What a rule vote leaves behind, and who stands for a side in Roshambo (issue 29, brief
fix22d; tests/data/free_text/outcome22.toml, written before the fix, five languages).

R-VOTE-5 (a failed vote uses up the round's attempt), R-VOTE-6 (finished card actions are
never undone) and R-VOTE-3 (the winner's rule is no vote) are LP707
(language/text/vote_outcome.py), and so is R-VOTE-4's own deletion made to wait for a vote;
a deletion that earns a replacement (R-VOTE-4) is LP709;
R-ROSHAMBO-1 (nobody defends: the change passes) and R-ROSHAMBO-3 (a side's own knockout)
are LP708 (language/text/roshambo_sides.py); R-FAQ-5 (an edge case is its present creator's
to decide) is LP709 (language/text/edge_cases.py). The cards in other words stay clean.
"""

from __future__ import annotations

import tomllib

import pytest
from support import each, paths
from support.freetext import codes

from lopti_rules.language.text.harm import judge

DATA = tomllib.loads((paths.DATA / "free_text" / "outcome22.toml").read_text(encoding="utf-8"))
#: a fair text still flagged by an older reading: a vote that "does not count" (telt niet,
#: language/text/vote_changes.py) read as the vote weighed, though it is the rule that
#: does not count as the vote
_STILL = ("Een nieuwe regel telt niet als de stemming.",)
FLAGGED = [(g["rule"], lang, text, code) for g in DATA["flagged"]
           for lang, text, code in g["cases"]]
CLEAN = [pytest.param(g["rule"], lang, text, marks=pytest.mark.xfail(strict=True))
         if text in _STILL else (g["rule"], lang, text)
         for g in DATA["clean"] for lang, text in g["texts"]]


def test_r_vote_5_r_roshambo_3_every_rule_has_five_languages_a_side() -> None:
    for group in (*DATA["flagged"], *DATA["clean"]):
        langs = {c[0] for c in group.get("cases", group.get("texts", []))}
        assert langs == {"en", "de", "nl", "tr", "zh"}, group["rule"]


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_3_4_5_6_r_roshambo_1_3_another_value_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    found = judge(text)
    assert code in {f.code for f in found}, (rule, lang, [f.message for f in found])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_3_4_5_6_r_roshambo_1_3_the_cards_in_other_words_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize("text", [
    "What do we do if the vote fails?",          # a question changes no procedure
    "Ties are rare, but if one happens we play Roshambo.",
    "If the vote fails, we try again at the next deal.",
    "The dealer represents the table in the next round of applause.",
    "Nobody defends against a 3: pick up or pass it on.",
])
def test_r_vote_5_r_roshambo_1_talk_about_the_vote_and_play_is_clean(text: str) -> None:
    assert codes(text) - {"LP712"} == set(), [f.message for f in judge(text)]


@each.parametrize(("text", "rule"), [
    ("If the vote fails, we simply vote again.", "R-VOTE-5"),
    ("If the rule is removed, undo everything it did this round.", "R-VOTE-6"),
    ("If nobody defends the rule, it stays.", "R-ROSHAMBO-1"),
    ("If the supporters cannot pick a representative, the dealer plays for them.",
     "R-ROSHAMBO-3"),
], size=60)
def test_r_vote_5_r_roshambo_3_the_message_cites_the_rule(text: str, rule: str) -> None:
    assert any(rule in f.message for f in judge(text)), [f.message for f in judge(text)]


@each.parametrize("text", ["𐹠", "𐹠 𐹡 beats 7", "٣ draws", "三 ⑦ 𐹢"])
def test_r_play_2_a_digit_int_cannot_read_is_no_crash(text: str) -> None:
    # U+10E60 is a digit to str.isdigit but no decimal int() reads (hypothesis found it
    # in test_free_text.py): the readings ask isdecimal
    judge(text)
