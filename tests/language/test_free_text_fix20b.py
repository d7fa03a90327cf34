"""Session 20's second round on redteam12's false alarms (issue 29, free text).

R-ROSHAMBO-2's own terms (30 decided rounds, draws do not count) said beside a tie that goes
to Roshambo are the official value in other words, and its rounds are no wait on the vote
(R-VOTE-1); a meal is a matter off the book, so a say over it is no authority over the rules
(R-VOTE-1, R-CUSTOM-5).
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.text.harm import judge

CLEAN = [
    # R-ROSHAMBO-2 in plain words
    "投票打平就玩剪刀石头布，要分出胜负的三十局，平局不算",
    "票数打平时玩石头剪刀布，三十局定胜负，和局不计",
    "Bei Stimmengleichheit spielen wir dreißig entschiedene Runden Schere Stein Papier, "
    "Unentschieden zählen nicht",
    # a meal decided by someone
    "Akşam yemeğinde ne yiyeceğimize kazanan karar verir",
    "Kazanan kahvaltıda ne yiyeceğimize karar verir",
    "The winner decides what we have for dinner",
    "Der Gewinner entscheidet über das Abendessen",
    "De winnaar beslist wat we als avondeten bestellen",
    # the majority said, votes counted: no unanimity
    "A change needs more than half of all votes",
    "Eine Änderung braucht die Mehrheit aller Stimmen",
    "Every vote must be counted",
    "Als iedereen stemt, moeten alle stemmen geteld worden",
    # a person picked by a standing, with their own rule, the vote, or a card
    "Whoever wins may remove their own rule",
    "Whoever wins the most rounds may ask for a vote to strike a rule",
    "Whoever has the most cards may not remove a rule",
    "Wie het minst punten heeft mag een kaart wegleggen",
    "We vote on rules only when the deal begins",
    # the official order said in Chinese
    "7后面可以出3",
    "七后面不能出十",
]
FLAGGED = [
    ("投票打平就玩剪刀石头布，庄家的票算三票", "LP707"),
    ("A rule vote may only be held after 3 rounds", "LP707"),
    ("The winner decides which rule we drop at dinner", "LP709"),
    ("Kazanan akşam yemeğinden sonra hangi kuralın kalkacağına karar verir", "LP709"),
    # unanimity asked where R-VOTE-2 asks more than half
    ("Dropping this rule takes every vote at the table", "LP707"),
    ("Removing this rule needs everyone's vote", "LP707"),
    ("Diese Regel abzuschaffen braucht alle Stimmen", "LP707"),
    # a power to strike rules given to a person picked by a standing (R-VOTE-1, R-VOTE-4)
    ("Whoever wins the most rounds may strike three rules at the end of the night", "LP709"),
    ("Wer die meisten Runden gewinnt, darf am Ende zwei Regeln streichen", "LP709"),
    ("谁赢的局数最多，谁就可以在最后删掉两条规则", "LP709"),
    # the vote kept to the rounds one person deals (R-VOTE-1: every round)
    ("We only take a vote on this one in a round where the person who came up with it is "
     "dealing", "LP707"),
    ("Over deze regel stemmen we alleen in een ronde waarin de bedenker deelt", "LP707"),
    ("Über diese Regel stimmen wir nur ab, wenn ihr Erfinder gibt", "LP707"),
]
#: which rank goes on which, said in Chinese with the pile's rank first (R-PLAY-2, R-SPECIAL-7)
PLAY = ["从现在开始，七后面也可以直接出十", "从现在开始，十可以跟在七后面", "A上面可以出K"]


@pytest.mark.parametrize("text", PLAY)
def test_r_play_2_r_special_7_a_rank_on_another_in_chinese_is_lp716(text: str) -> None:
    assert "LP716" in {f.code for f in judge(text)}


@each.parametrize("text", CLEAN, size=15)
def test_r_roshambo_2_r_custom_5_official_terms_and_meals_are_clean(text: str) -> None:
    assert not [f for f in judge(text) if f.code in ("LP707", "LP708", "LP709")]


@each.parametrize(("text", "code"), FLAGGED, size=15)
def test_r_vote_1_r_vote_2_the_book_beside_them_still_counts(text: str, code: str) -> None:
    assert code in {f.code for f in judge(text)}
