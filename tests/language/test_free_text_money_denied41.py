"""Money denied is no money asked (R-CUSTOM-3, LP710; session 41, from fairlang41's notes).

"投票不花钱" ("voting costs no money") read its 钱 as money asked; the English, German, Dutch
and Turkish sayings held no money word to begin with. A Chinese 钱 inside a denial of cost
(不花钱, 不要钱, 不收钱, 一分钱不花) is read as that word, while money asked of a player by a
result stays LP710.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import codes

FAIR = [
    "投票不花钱。",
    "这个规则不要钱，只是好玩。",
    "玩这个不收钱，大家开心就好。",
    "一分钱不花，输的人只要唱一句歌。",
    "Voting costs nothing.",
    "Die Abstimmung kostet nichts.",
    "Stemmen kost niks.",
    "Oylama bedava.",
]
UNFAIR = [
    "输的人付五块钱。",
    "输的人给赢家钱。",
    "不给钱的人不能玩。",
]


@each.parametrize("text", FAIR)
def test_r_custom_3_money_denied_is_no_money_asked(text: str) -> None:
    assert "LP710" not in codes(text)


@pytest.mark.parametrize("text", UNFAIR)
def test_r_custom_3_money_asked_of_a_player_is_still_lp710(text: str) -> None:
    assert "LP710" in codes(text)
