"""Session 24's false alarms on fair texts, part 1 (issue 29, brief fa24a;
tests/data/free_text/fa24a.toml, in the five languages).

R-CUSTOM-3: a drink is read as a word, not inside another word (喝彩 is a cheer, 吆喝 a
shout, a Trinkspruch a toast, a drinking song a song), while a drink asked stays LP701.
R-SETUP-2: how a player sorts or holds their own hand is a choice the rules leave to each
player ("zoals je wilt", "istediğin gibi" lay no value down), while the draw pile sorted, a
rank that counts as one likes and a hand drawn up to three (R-DRAW-1: exactly one card)
stay LP716. R-CUSTOM-3: a draw that picks the speaker ("whoever draws the last card says
'Last one!'") is the moment speech is attached to, not a move demanded of the player on
their last card, which stays LP502. Each text also goes through ``lint_text`` as a
``says`` and a ``does`` text.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("fa24a")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def lint_codes(verb: str, text: str) -> set[str]:
    escaped = text.replace('"', "'")
    source = f'rule "fa24a"\n  after deal:\n    dealer {verb} "{escaped}"\n'
    return {d.code for d in lint_text(source).diagnostics if d.severity == "error"}


def test_r_custom_3_r_setup_2_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_setup_2_the_unfair_text_of_the_family_is_still_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])
    assert code in lint_codes("says", text), (rule, lang)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_3_r_setup_2_the_fair_text_is_clean(rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])
    assert lint_codes("says", text) == set(), (rule, lang)
    assert lint_codes("does", text) == set(), (rule, lang)  # LP712 is a warning


@each.parametrize("text", [
    "Sort your hand as you like", "Sortiere deine Handkarten, wie du willst",
    "Sorteer je handkaarten zoals je wilt", "Elindeki kartları istediğin gibi sırala",
    "按自己喜欢的顺序排手牌"])
def test_r_setup_2_sorting_ones_own_hand_is_a_card_action_with_no_warning(text: str) -> None:
    source = f'rule "fa24a"\n  after deal:\n    dealer does "{text}"\n'
    assert [d.code for d in lint_text(source).diagnostics] == []
