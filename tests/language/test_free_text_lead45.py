"""The lead's mends of session 45 (issue 29): the meal that ends a fast, named as the hour
the table starts, is no fast broken on demand; a way home the table offers to share after
someone speaks up is a kindness, not the way home taken; the same words pressed on a
player stay refused (R-CUSTOM-3, R-CUSTOM-4)."""

from __future__ import annotations

from support import each

from lopti_rules.language.text.harm import judge


def _codes(text: str) -> set[str]:
    return {f.code for f in judge(text)}


@each.parametrize("text", [
    # R-CUSTOM-3: the fast-breaking meal as a time, nobody's fast broken
    "Während des Ramadan beginnen wir erst nach dem Fastenbrechen; Tee gibt es für alle.",
    # R-CUSTOM-3: the table walks with whoever goes home late, once they say so
    "Whoever has a long way home in the dark, say so, and we walk you to the tram.",
    "谁晚上一个人回家，说一声，我们陪你走到路口。",
    "Wer spät allein nach Hause muss, sagt Bescheid, dann begleiten wir euch zur Haltestelle.",
])
def test_r_custom_3_a_need_met_or_a_meal_named_is_clean(text: str) -> None:
    assert not _codes(text) & {"LP304", "LP701", "LP703"}


@each.parametrize(("text", "code"), [
    ("Wer verliert, bricht heute sein Fasten noch vor Sonnenuntergang.", "LP703"),
    ("The loser walks home alone tonight, however far it is: no taxi.", "LP701"),
    ("输的人今晚不准叫车，一个人走夜路回家。", "LP701"),
])
def test_r_custom_3_the_same_words_pressed_stay_refused(text: str, code: str) -> None:
    assert code in _codes(text)
