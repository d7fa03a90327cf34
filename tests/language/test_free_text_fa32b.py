"""Session 28 (brief fa32b): the false alarms of tests/data/redteam-fa32b (fair books of
Turkish, Chinese and mixed-language tables), fixed by their idea in the five languages
(tests/data/free_text/fa32b.toml).

Fair texts a table would accept, as a ``does`` or a ``says`` text (the group's rule says
which), each clean through the whole static lint; near misses that stay flagged.
R-CUSTOM-3: the cards tidied, put aside, boxed or shuffled with care (acts.py's ``s_tidy``,
``s_mod`` and the Chinese 把 construction); a song one sings or hums oneself (the song is
the act's own object); a word that only begins like another language's money word
("geldi", "öde", "Eurovision", 赌气).
"""

from __future__ import annotations

from support import each
from support.freetext import (
    codes,
)

from lopti_rules.language.text.harm import is_table_action


@each.parametrize("text", [
    "puts the loser's phone face down", "puts everyone's phone away", "把输家的手机扣在桌上",
    "kaybedenin telefonunu ters çevirir", "legt das Handy des Verlierers umgedreht hin",
    "claps along to the music until the next round",
    "puts the loser's phone aside", "把输家的手机收起来", "kaybedenin telefonunu kenara koyar",
    "legt das Handy des Verlierers beiseite", "hums until the next round",
    "把牌洗三遍，然后给赢家按摩", "shuffles the deck thoroughly and fetches the winner a beer",
], size=60)
def test_r_custom_3_tidying_beyond_the_cards_is_no_table_action(text: str) -> None:
    assert not is_table_action(text), text


@each.parametrize("text", ["Kaybeden öde!", "Geld her!", "我们赌十块", "赌一把，输家给钱"])
def test_r_custom_3_the_money_words_themselves_stay_lp710(text: str) -> None:
    assert "LP710" in codes(text), text
