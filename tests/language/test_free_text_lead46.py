"""The lead's mend of session 46 (issue 29), from redteam38's verdicts: **a cost denied
is no effect carried to a later day** (language/text/carry_over.py). "Whoever has training
tomorrow may go after this round, no penalty": the later day says who is meant, the leave
is tonight's and the penalty is said not to be, so nothing of tonight reaches another
session (R-SESSION-1, LP716). A penalty or a card that does reach a later day stays LP716,
the denial for others beside it too."""

from __future__ import annotations

import pytest
from support.freetext import codes

DENIED = [
    ("en", "Whoever has a swimming lesson tomorrow morning may leave after this hand, no "
           "penalty."),
    ("de", "Wer morgen früh zur Chorprobe muss, darf nach diesem Spiel gehen, ohne Strafe."),
    ("nl", "Wie morgen vroeg moet werken, mag na deze ronde weg, zonder straf."),
    ("tr", "Yarın sabah işe gidecek olan bu elden sonra kalkabilir, cezası yok."),
    ("zh", "明天一早要上课的人这局打完可以先走，不罚。"),
]
CARRIED = [
    ("en", "The loser starts with a penalty card next time, no penalty for the others."),
    ("de", "Der Verlierer bekommt morgen eine Strafe."),
    ("de", "Der Verlierer zieht morgen zwei Karten, ohne Strafe für die anderen."),
    ("tr", "Kaybeden yarın ceza çeker."),
]


@pytest.mark.parametrize(("lang", "text"), DENIED)
def test_r_session_1_a_penalty_denied_carries_nothing_to_tomorrow(lang: str, text: str) -> None:
    assert "LP716" not in codes(text), (lang, text)


@pytest.mark.parametrize(("lang", "text"), CARRIED)
def test_r_session_1_a_penalty_that_reaches_tomorrow_is_lp716(lang: str, text: str) -> None:
    assert "LP716" in codes(text), (lang, text)
