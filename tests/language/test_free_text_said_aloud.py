"""A destructive word said aloud is speech, not an act (R-CUSTOM-3; session 37, the
fair side of tests/data/redteam-base37: "Everyone says 'burn' when the pile clears",
"清牌的时候大家一起喊烧"). The word is the object of a verb of saying, with nobody and
nothing of anyone's named after it (text/named_plays.py): saying "burn" burns nothing.
Burning someone's cards, said or not, stays LP704."""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge

SAID = (
    "Everyone says 'burn' when the pile clears.",
    "We all shout 'smash' at a clear.",
    "Alle rufen 'verbrennen' beim Abräumen.",
    "Iedereen roept 'verbranden' bij het opruimen.",
    "Herkes 'yak' diye bağırır.",
    "清牌的时候大家一起喊烧。",
)
DONE = (
    "Burn the loser's cards.",
    "Shout 'burn' and burn the loser's cards.",
    "Everyone shouts burn the loser's cards.",
    "Verbrenn die Karten des Verlierers.",
    "大家喊烧掉输家的牌。",
    "烧掉输家的牌。",
)


@each.parametrize("text", SAID)
def test_r_custom_3_a_destructive_word_said_aloud_demands_nothing(text: str) -> None:
    assert "LP704" not in {f.code for f in judge(text)}


@each.parametrize("text", DONE)
def test_r_custom_3_a_destructive_act_on_someones_things_stays_lp704(text: str) -> None:
    assert "LP704" in {f.code for f in judge(text)}
