"""Session 37, brief base37 (issue 29): a numbered base rule contradicted in words for
EVERYONE (text/base_for_all.py): two ranks in one play (R-PLAY-1), a power said to be over
(R-DRAW-1, R-SPECIAL-3), four of a kind denied its clear (R-CLEAR-2), a bonus play kept for
later (R-CLEAR-1), a second winner (R-WIN-3), a win counted twice (R-WIN-3,
text/wins_counted.py) is LP716 with the rule's number in the message (R-VOTE-1,
R-CUSTOM-2). Quotes, true paraphrases, reminders, questions and speech at a base event stay
clean.

The variants are NOT the books of tests/data/redteam-base37: other ranks, subjects and
wordings of the same ideas, in the five languages.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import book

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text import base_for_all
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import asked, read

#: (the rule contradicted, a text that says it otherwise for everyone)
VARIANTS = (
    ("R-PLAY-1", "From tonight we may lay a 9 and a 10 together."),
    ("R-PLAY-1", "Alle dürfen ab heute eine 8 und eine 9 zusammen spielen."),
    ("R-PLAY-1", "Voortaan mag je een 3 en een 4 tegelijk spelen."),
    ("R-PLAY-1", "Bu akşam herkes bir 7 ile bir 8'i birlikte atabilir."),
    ("R-PLAY-1", "今晚每个人都可以把8和9一起出。"),
    ("R-PLAY-1", "You may now lead a 5 and a 6 together on an empty table."),  # R-TURN-1's lead
    ("R-DRAW-1", "We don't draw after playing any more."),
    ("R-DRAW-1", "Ab heute muss keiner mehr auf drei Handkarten nachziehen."),
    ("R-DRAW-1", "Vanaf nu hoeft niemand nog bij te trekken na het spelen."),
    ("R-SPECIAL-3", "Threes pass nothing any more for the rest of the evening."),
    ("R-SPECIAL-3", "从现在开始3不再传下去了。"),
    ("R-CLEAR-2", "From tonight four queens don't clear."),
    ("R-CLEAR-2", "Vier Buben räumen bei uns nicht ab."),
    ("R-CLEAR-1", "Everybody can save the bonus play for later."),
    ("R-CLEAR-1", "Iedereen mag zijn bonusbeurt bewaren voor later."),
    ("R-CLEAR-1", "大家的奖励出牌都可以留到下一轮。"),
    ("R-WIN-3", "Whoever goes out second wins as well."),
    ("R-WIN-3", "Ikinci bitiren oyuncu da kazanır."),
    ("R-FACE-2", "Everyone can look at their face-down cards before the first play."),
    ("R-SETUP-2", "每个人以后都拿四张暗牌。"),
    ("R-SETUP-2", "Ab heute bekommt jeder zwei verdeckte Karten."),
    ("R-SPECIAL-7", "Everyone may play on a 7 whatever they like."),
    ("R-SPECIAL-7", "Op een 7 mag iedereen voortaan alles leggen."),
    ("R-CLEAR-4", "Four Kings on a 7 clear."),
    ("R-CLEAR-4", "Vier Könige auf einer 7 räumen ab."),
)
#: Fair twins: the card's rule quoted or paraphrased, a reminder, a question, speech at a
#: base event, four high cards on a 7 (R-CLEAR-4), a permission denied
NEAR_MISSES = (
    "Only equal ranks go together, so a 9 and a 10 never go in one play.",
    "Nur gleiche Ränge zusammen: eine 8 und eine 9 darf man nicht zusammen legen.",
    "Een 3 en een 4 samen spelen mag niet, alleen gelijke kaarten.",
    "Bir 7 ile bir 8 birlikte oynanamaz.",
    "8和9不能一起出。",
    "May we lay a 9 and a 10 together?",
    "Mogen een 3 en een 4 samen?",
    "Four queens clear, like any four of a kind.",
    "Vier Buben räumen ab, wie alle vier Gleichen.",
    "Four kings on a 7 do not clear.",
    "The bonus play comes at once; nobody can save it for later.",
    "奖励出牌要马上出，谁也不能留到以后。",
    "Everyone says 'done' when the pile clears.",
    "Bei jedem Abräumen klatschen alle einmal.",
    "Nobody can look at their face-down cards.",
    "Only the first player out wins, the second does not.",
    "On a 7 you may play anything lower.",
    "When you have two face-down cards left, say 'Lopti'.",
    "Jeder bekommt drei verdeckte Karten, drei offene und drei auf die Hand.",
    "Herkes üç kapalı kart alır.",
    "Eine Karte auf drei gleichen macht die vier voll und räumt ab.",
    "Zwei Gleiche sind ein Paar, abräumen tut nur die Zehn.",
    "Two clears!",
    # R-CLEAR-4's other half: four cards a 7 allows clear on it (redteam-fa40)
    "Four high cards cannot clear a 7: four 6s on a 7 clear, four 8s do not.",
    "Vier Sechsen auf einer 7 räumen ab.",
    # the cards' own sentences: four of a rank (R-CLEAR-2, R-CLEAR-4), a bonus play while
    # others draw (R-FACE-1's timing), not a rank's clear nor a draw at a bonus play
    "7 üzerine dört 6 temizler;",
    "7 上可以用四张 6 清空，但不能用四张 8。",
    "Bu, başkaları hâlâ kart çekerken bonus oyunlar sırasında olabilir.",
    "记得：出完明牌还要把暗牌也打完才算赢，所有人都一样。",  # R-WIN-1 restated
)
#: Fair twins this reader leaves clean that other readers flag on main already (the
#: draw's own limits said with "any more": basegame.py's draw): checked at this reader
NEAR_MISSES_READER = (
    "Once the draw pile is empty, nobody draws any more.",
    "With three hand cards you don't draw any more.",
)


def _for_all(text: str) -> list[tuple[str, str, str]]:
    return base_for_all.contradicted(read(text), asked(text))  # no card's sentence in them


def _severities_of(source: str) -> set[str]:
    return {str(d.severity) for d in lint_text(source, "t.lopti").diagnostics}


@pytest.mark.parametrize(("rule", "text"), VARIANTS, ids=lambda x: str(x)[:30])
def test_r_vote_1_r_custom_2_a_base_rule_said_otherwise_for_everyone_is_lp716(
        rule: str, text: str) -> None:
    found = [f for f in judge(text) if f.code == "LP716"]
    assert found, [f.message for f in judge(text)]
    if rule not in ("R-WIN-3", "R-FACE-2", "R-SPECIAL-7"):  # their own readers speak first
        assert _for_all(text) and f"({rule} said otherwise" in _for_all(text)[0][2], \
            _for_all(text)
    assert "error" in _severities_of(book("R says:", text))


@each.parametrize("text", NEAR_MISSES, ids=lambda x: x[:30], size=15)
def test_r_play_1_r_clear_2_r_clear_4_quotes_questions_and_speech_stay_clean(
        text: str) -> None:
    assert _for_all(text) == []
    assert "LP716" not in {f.code for f in judge(text)}


@pytest.mark.parametrize("text", NEAR_MISSES_READER, ids=lambda x: x[:30])
def test_r_draw_1_the_draws_own_limits_are_no_change_for_everyone(text: str) -> None:
    assert _for_all(text) == []


def test_r_win_3_a_win_counted_twice_for_everyone_is_lp716() -> None:
    """"大家算赢两次" (everyone's wins count twice): the score changed for all."""
    for text in ("大家算赢两次。", "每个人赢一局算两局。"):
        assert "LP716" in {f.code for f in judge(text)}, text
    assert "LP716" not in {f.code for f in judge("每个人赢一局就记一局。")}
