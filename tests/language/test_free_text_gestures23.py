"""Harmless table gestures in the five languages of the rule cards are clean as a
``does`` text (issue 29: "clap, knock on the table, cheer, stand up, bow, smile, take a
breath ... are known in the five languages and are clean"). Written in session 23 before
the lexicon was widened: a Chinese verb split by a measure (鞠一躬, 深吸一口气, 打个响指),
drumming and whistling with what goes with them, and German "kurze" as an adjective (eine
kurze Melodie), which was read as the drink (a Kurzer).
"""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text

GESTURES = {
    "en": ["clap your hands", "knock twice on the table", "take a bow", "smile at the table",
           "take a deep breath", "stand up and cheer", "give a thumbs up",
           "wave to everyone", "snap your fingers", "drum on the table with your fingers",
           "cheer for the winner", "whistle a short tune", "nod to the table",
           "tap the table three times"],
    "de": ["klatscht in die Hände", "klopft zweimal auf den Tisch", "verbeugt sich",
           "lächelt in die Runde", "atmet tief durch", "steht auf und jubelt",
           "zeigt einen Daumen hoch", "winkt allen zu", "schnippt mit den Fingern",
           "trommelt mit den Fingern auf den Tisch", "jubelt dem Sieger zu",
           "pfeift eine kurze Melodie", "nickt der Runde zu"],
    "nl": ["klapt in de handen", "klopt twee keer op tafel", "maakt een buiging",
           "haalt diep adem", "staat op en juicht", "steekt een duim op",
           "zwaait naar iedereen", "trommelt met de vingers op tafel",
           "juicht voor de winnaar", "fluit een kort deuntje", "knikt naar de tafel"],
    "tr": ["ellerini çırpar", "masaya iki kez vurur", "masaya gülümser", "derin bir nefes alır",
           "ayağa kalkıp tezahürat yapar", "herkese el sallar", "parmaklarını şıklatır",
           "parmaklarıyla masada ritim tutar", "kazananı alkışlar",
           "kısa bir melodi ıslıkla çalar"],
    "zh": ["拍拍手", "在桌上敲两下", "鞠一躬", "对大家笑一笑", "深吸一口气", "站起来欢呼",
           "竖起大拇指", "向大家挥手", "打个响指", "用手指敲桌子", "为赢家欢呼", "吹一段口哨",
           "向大家点点头"],
}
CASES = [(lang, text) for lang, texts in GESTURES.items() for text in texts]


def codes(text: str) -> set[str]:
    src = f'rule "G"\n  after win:\n    the winner does "{text}"\n'
    return {d.code for d in lint_text(src, "g.lopti").diagnostics}


@each.parametrize(("lang", "text"), CASES, ids=[f"{lang}-{i}" for i, (lang, _)
                                                       in enumerate(CASES)])
def test_r_custom_3_a_harmless_table_gesture_is_clean(lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, text)


@each.parametrize("text", ["kippt einen Kurzer", "trinkt einen Kurzen",
                                  "pfeift dem Nachbarn ins Ohr", "用手指弹邻座的脑门"])
def test_r_custom_3_a_drink_or_an_act_on_someone_is_not_a_gesture(text: str) -> None:
    assert codes(text) & {"LP701", "LP702", "LP712"}

