"""Two more gestures one makes oneself (LP712, R-CUSTOM-3; issue 29, redteam13).

The fist-in-palm salute (拱手, 抱拳, 作揖; a fist in the palm) and a hand laid on one's own
heart, with thanks, are table actions in the five languages, as a bow or a wave is: a
``does`` text made of them asks nothing the table must first agree to (redteam13
``fair-gongshou-zh``, ``fair-kalp-tesekkur-tr``). A hand laid on another player, or on
another player's heart, is no gesture of one's own and keeps its question (or its
error). Chinese texts are read by the free-text judge inside an English rule (Chinese has
no keyword set, docs/language.md).
"""

from __future__ import annotations

from support import each

from lopti_rules.language import translate
from lopti_rules.language.lint.linter import lint_text


def codes(lang: str, text: str) -> list[str]:
    rule = f'rule "T"\n  after win:\n    every other player does "{text}"\n'
    return [d.code for d in lint_text(translate(rule, lang), "t.lopti").diagnostics]


@each.parametrize(("lang", "text"), [
    ("en", "puts a hand on their heart and thanks the table"),
    ("en", "salutes the winner with fist in palm"),
    ("de", "grüßt den Sieger mit Faust in Handfläche"),
    ("de", "legt die Hand auf das eigene Herz und dankt allen"),
    ("nl", "groet de winnaar met vuist in handpalm"),
    ("nl", "legt een hand op zijn hart"),
    ("tr", "elini kalbine koyup masadakilere teşekkür eder"),
    ("tr", "kazanana yumruğunu avucuna koyup selam verir"),
    ("en", "向赢家拱手"),
    ("en", "向赢家抱拳"),
    ("en", "把手放在心口向大家道谢"),
], size=15)
def test_r_custom_3_salute_and_hand_on_heart_are_table_actions(lang: str, text: str) -> None:
    found = codes(lang, text)
    assert found == [], found


@each.parametrize(("lang", "text", "code"), [
    ("en", "puts a hand on the loser's heart", "LP712"),
    ("en", "puts a hand on the dealer", "LP712"),
    ("de", "legt die Hand aufs Herz des Verlierers", "LP712"),
    ("de", "legt die Hand auf den Verlierer", "LP712"),
    ("nl", "legt een hand op het hart van de verliezer", "LP712"),
    ("nl", "legt een hand op de verliezer", "LP712"),
    ("tr", "elini kaybedenin kalbine koyar", "LP712"),
    ("en", "把手放在输家的胸口", "LP703"),
    ("en", "拱手然后打输家", "LP712"),
], size=15)
def test_r_custom_3_a_hand_on_another_player_keeps_its_question(lang: str, text: str,
                                                               code: str) -> None:
    assert code in codes(lang, text)
