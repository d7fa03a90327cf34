"""Session 37 (brief r2text37, issue 29): the second round on the free-text judge from a
held-out set's verdicts, each idea in the five languages with fair near misses
(tests/data/free_text/r2text37.toml).

- R-CUSTOM-4: a token the text says carries nothing ("only a hat, no perks", "sonst
  nichts", "zonder voordeel", "hiçbir ayrıcalığı yok", "没有任何好处") is a gesture, no
  good granted to a standing; wearing the token the rule hands out is no trait
  (token_gesture.py). A token with a right, a standing given a real good, one's own glasses
  stay refused;
- R-CUSTOM-4: words of willingness with nothing liked ("für alle, die mögen") open an offer
  to anyone; a verb of liking with a thing liked ("wer Hunde mag", "whoever likes dogs")
  is a preference, a pick (selection.py's ``_liked_thing``);
- R-DRAW-1, R-WIN-1: "上一局赢家也不例外" names the winner, a person, no win said
  (basegame_world_zh.py's ``_ZH_WINNER``); "算赢家" still says a win;
- R-FACE-2: a face-down card turned over at its play and seen by everyone is the card's
  own reveal; a look at one's face-down cards before the play stays R-SETUP-2's
  (deal_tampered.py's ``_PLAYED``, ``_BEFORE``);
- R-FACE-2, R-VOTE-8: a standing that plays a face-down card unseen (LP716) and says
  itself whether it fitted (LP709), said in the plain present, is granted that as much as
  with "may" (blind_unshown.py); the same of everyone, or denied, stays clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language.text import token_gesture

FLAGGED, CLEAN, RULES = case_table("r2text37")


def test_r_custom_4_r_face_2_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_face_2_the_fair_texts_are_clean(rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_face_2_the_unfair_texts_stay_flagged(rule: str, lang: str, text: str,
                                                          code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize(("text", "gesture"), [
    ("The paper crown goes to the winner, nothing else.", True),
    ("Der Sieger bekommt die Pappkrone, sonst nichts.", True),
    ("纸王冠给赢家戴，没有任何好处。", True),
    ("The paper crown goes to the winner.", False),  # no word that nothing comes with it
    ("The paper crown goes to the winner, nothing else, and they may skip a pickup.", False),
    ("The winner gets a drink, nothing else.", False),  # no token: a good
    ("Der Sieger bekommt die Krone, sonst nichts, und eine Karte extra.", False),
], size=60)
def test_r_custom_4_a_token_is_a_gesture_only_with_nothing_attached(text: str,
                                                                    gesture: bool) -> None:
    assert token_gesture.gesture(text) is gesture, text


@each.parametrize(("text", "picked"), [
    ("Whoever likes dogs deals.", True),
    ("Whoever likes can take a biscuit.", False),
    ("Wer mag, bekommt einen Keks.", False),
    ("Wer Katzen mag, mischt.", True),
])
def test_r_custom_4_a_liking_with_a_thing_liked_picks(text: str, picked: bool) -> None:
    assert ("LP304" in codes(text)) is picked, text


@pytest.mark.parametrize("text", [
    "第一个出完的人也算赢家，第二个也算赢家。",
    "第二个出完的人也算赢家。",
])
def test_r_win_3_a_copula_before_the_winner_still_says_a_win(text: str) -> None:
    assert "LP716" in codes(text), text


@pytest.mark.parametrize(("text", "changed"), [
    ("上一局赢家清牌后的奖励出牌可以先存着，等以后再用。", True),
    ("上一局赢家的奖励出牌可以留到以后再出。", True),
    ("奖励出牌要马上出，谁也不能存到以后，上一局赢家也一样。", False),
])
def test_r_clear_1_a_bonus_play_kept_for_later(text: str, changed: bool) -> None:
    """R-CLEAR-1 gives the bonus play at once: "奖励出牌 … 存着/留到" keeps it for later
    (basegame_world_zh.py's ``_ZH_BANKED``), read now that "赢家" is no win (redteam28's
    text-liu-zhe-jiang-li-zh was refused only through that slip)."""
    assert ("LP716" in codes(text)) is changed, text
