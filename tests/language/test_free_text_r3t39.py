"""Session 39's third round on the free text (issue 29, brief r3text39;
tests/data/free_text/r3t39.toml, in the five languages).

R-CUSTOM-4: a norm for all with the standing's licence said first and the others' duty
after, as an outcome ("it stays", "bleibt liegen") or as "say whatever one likes" against
a duty to answer truly, is LP716 (language/text/norm_waived.py). R-CUSTOM-4: the creator
said as whoever brought, proposed or introduced the rule is LP301 with a favour
(creator_lexicon.py). The near misses of each idea (the same for all, the standing
included; the creator only reading the rule out) stay clean.
"""

from __future__ import annotations

from support import each
from support.freetext import case_table, codes, in_five_languages

from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("r3t39")


def test_r_custom_4_every_idea_has_both_sides_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_the_idea_is_flagged(rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_the_near_misses_are_clean(rule: str, lang: str, text: str) -> None:
    assert codes(text) == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize("text", [
    "Anyone may ask anyone how many cards they hold; whoever is asked may say what they like.",
    "Jeder darf jeden fragen; wer gefragt wird, antwortet, wie er will.",
    "Iedereen mag iedereen vragen; wie gevraagd wordt, antwoordt zoals hij wil.",
    "Herkes herkese sorabilir; sorulan istediği gibi cevap verir.",
    "谁都可以问别人有几张牌，被问的人想怎么回答就怎么回答。",
], size=15)
def test_r_custom_4_whoever_is_asked_is_no_fact_of_their_life(text: str) -> None:
    assert "LP304" not in codes(text), [f.message for f in judge(text)]
