"""Session 22's second batch (issue 29, brief fix22d; tests/data/free_text/heldout22.toml):
new wordings of the rules whole22.toml and outcome22.toml cover, written after the readings
and run on them once before any fix (docs/trial.md has the figures: flagged 23/40 and clean
16/17 then, main 3/40 and 17/17). The fixes added concepts, not these sentences' words: more
ways to tell (hear, find out, uncover, 再说), later times (until round N, under way,
gaandeweg, erst), what a rule does as its content, the leader by most wins, a vote's second
try, cards got back, no defender, a side stood for.
"""

from __future__ import annotations

import tomllib

from support import each, paths

from lopti_rules.language.text.harm import judge

DATA = tomllib.loads((paths.DATA / "free_text" / "heldout22.toml").read_text(
    encoding="utf-8"))
FLAGGED = [(g["rule"], lang, text, code) for g in DATA["flagged"]
           for lang, text, code in g["cases"]]
CLEAN = [(g["rule"], lang, text) for g in DATA["clean"] for lang, text in g["texts"]]


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_1_r_session_1_r_vote_5_another_wording_is_caught(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in {f.code for f in judge(text)}, (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_1_r_session_1_r_vote_5_another_fair_wording_is_clean(
        rule: str, lang: str, text: str) -> None:
    assert {f.code for f in judge(text)} - {"LP712"} == set(), (rule, lang)


@each.parametrize("text", [
    "Tell me what this rule means later.",
    "The rule was fun, we'll tell the others later.",
    "Whenever a rule is added, everyone claps.",
    "After the third round we'll hear the rule again.",
    "Die Regel gilt erst ab der dritten Runde.",
])
def test_r_custom_1_a_rule_talked_about_later_keeps_nothing_back(text: str) -> None:
    assert "LP709" not in {f.code for f in judge(text)}
