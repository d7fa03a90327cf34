"""A count of Roshambo rounds other than the official thirty changes Roshambo
(R-ROSHAMBO-2, R-VOTE-8, LP708), in Chinese too whatever the measure word: 只打三轮,
比五场, 只玩两把 (before session 23 only 局, 盘 and 次 were read). Thirty rounds, and an
ordinal (第一轮), are no change."""

from __future__ import annotations

import pytest

from lopti_rules.language.text.harm import judge


@pytest.mark.parametrize("text", ["猜拳只打三轮。", "猜拳比五场。", "猜拳只玩两把。"])
def test_r_roshambo_2_a_chinese_count_of_rounds_other_than_thirty_changes_roshambo(
        text: str) -> None:
    # a numeral before a measure of rounds, whatever the measure (轮, 场, 把, 局)
    assert "LP708" in {f.code for f in judge(text)}


@pytest.mark.parametrize("text", ["猜拳要打满三十轮，平局不算。", "第一轮猜拳平局不算。",
                                  "平票时猜拳决定，打三十局。"])
def test_r_roshambo_2_thirty_rounds_or_an_ordinal_is_no_change(text: str) -> None:
    assert "LP708" not in {f.code for f in judge(text)}
