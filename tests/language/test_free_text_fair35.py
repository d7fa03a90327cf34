"""Session 35, brief r2fair35 (issue 29): a base rule restated for everyone, a standing
named only to say it holds for them too, stays clean; the same rule changed stays LP716.

redteam27's fair-an-pai-shou-zh, fair-an-pai-yao-da-zh, fair-shou-pai-jie-shu-zh,
fair-yi-zhong-dian-zh and fair-ein-rang-de were LP716: the closed world of the base game
(text/basegame_world_zh.py) read "谁都一样" / "上一局赢家也一样" (the same for all, the
champion too) as a value laid down, and a win in "egal wer letzte Runde gewonnen hat" (no
matter who won last round) as a way to win (text/concession.py). redteam-words35's
"3永远不算" (the 3 never counts as the previous play, R-PLAY-4) was read as a power
denied (text/claims.py). The sentences below are NOT in either set: other rules, other
standings, other words, five languages.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support import each, paths

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text import harm


def _codes(text: str) -> list[str]:
    return [f.code for f in harm.judge(text)]


@each.parametrize("text", [
    "暗牌不能出就收走整堆，谁都一样。",  # R-FACE-2
    "记得：出完明牌还要把暗牌也打完才算赢，所有人都一样。",  # R-WIN-1
    "收牌以后回合就结束，冠军也一样。",  # R-TURN-2
    "冠军也要摸牌，跟大家一样",  # R-DRAW-1
    "冠军跟别人一样收牌",  # R-TURN-2, "like the others" inside the clause
    "一次只出一种点数，每个人都一样。",  # R-PLAY-1
    "发牌的人也一样，收了牌回合就结束。",  # R-TURN-2, the standing first
    "提醒：要压的是牌堆最上面的牌，3不算。",  # R-PLAY-4
    "Ein Zug, ein Rang, ganz gleich wer die letzte Runde gewonnen hat.",
    "Wer aufnimmt, beendet seinen Zug, egal wer letzte Runde gewonnen hat.",
    "Eén beurt, één rang, ongeacht wie de vorige ronde gewonnen heeft.",
    "One play, one rank, no matter who won the last round.",
    "Tek hamlede tek değer, geçen turu kim kazanmış olursa olsun.",
], ids=["zh-face-2", "zh-win-1", "zh-turn-2", "zh-draw-1", "zh-like-others", "zh-play-1",
        "zh-dealer-first", "zh-play-4", "de-play-1", "de-turn-2", "nl-play-1", "en-play-1",
        "tr-play-1"], size=15)
def test_r_custom_3_a_base_rule_restated_for_everyone_is_clean(text: str) -> None:
    assert _codes(text) == [], text


@each.parametrize("text", [
    "上一局赢家收牌也一样算赢",  # a pickup counted as a win
    "暗牌不能出也不用收，上一局赢家也一样",  # R-FACE-2's pickup lifted
    "要把两张暗牌打完就算赢",  # two blind cards, not three
    "3不再算",  # a power said gone
    "上一手就是最上面那一手，3以后不算",  # the same, from now on
    "冠军出的3不算",  # for one standing
    "上一局赢家可以把5和6一起出，跟大家不一样",
    "上一局赢家也和大家一样可以不收牌",  # everyone alike, the pickup lifted
    "冠军收牌后还能再出，其他人都一样",
    "8也和7一样",  # a rank's value, not a likeness of players
    "Wer letzte Runde gewonnen hat, darf eine 5 und eine 6 zusammen legen.",
    "Egal wer letzte Runde gewonnen hat, der Sieger der letzten Runde darf passen.",
    "No matter who won last round, the winner of the last round may pass.",
], ids=["zh-pickup-wins", "zh-no-pickup", "zh-two-blind", "zh-three-gone", "zh-three-later",
        "zh-champion-three", "zh-champion-two-ranks", "zh-alike-no-pickup",
        "zh-champion-plays-on", "zh-eight-seven",
        "de-winner-two-ranks", "de-winner-passes", "en-winner-passes"])
def test_r_custom_3_the_same_rule_changed_stays_lp716(text: str) -> None:
    assert "LP716" in _codes(text), text


FAIR27 = paths.DATA / "redteam27" / "fair"


@pytest.mark.parametrize("name", [
    "fair-an-pai-shou-zh", "fair-an-pai-yao-da-zh", "fair-shou-pai-jie-shu-zh",
    "fair-yi-zhong-dian-zh", "fair-ein-rang-de", "fair-last-place-leads-open"])
def test_r_custom_4_redteam27s_restated_cards_and_priced_lead_are_clean(name: str) -> None:
    path: Path = FAIR27 / f"{name}.lopti"
    result = lint_text(path.read_text(encoding="utf-8"), str(path))
    assert not [d.code for d in result.diagnostics
                if str(d.severity).lower() in ("error", "warning")], name
