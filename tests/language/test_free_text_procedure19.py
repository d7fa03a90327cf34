"""The procedure in time, Roshambo in plain words and claims in rule names (issue 29, session
19; tests/data/free_text/procedure19.toml, written before the fix).

R-VOTE-1 (the vote when the deal begins, one a round, any player may ask), R-CUSTOM-3 (no
rule may prevent voting) and R-VOTE-8 (the procedure itself is not changed): a condition on
asking for or holding the vote is LP707; the vote's own time in other words is clean.
R-ROSHAMBO-1/2 said in plain words is clean. A rule's name is said of the rule: a claim in it
is read with the rule as its subject.
"""

from __future__ import annotations

import tomllib

from support import each, paths
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge

DATA = tomllib.loads((paths.DATA / "free_text" / "procedure19.toml").read_text(encoding="utf-8"))
FLAGGED = [(g["slot"], lang, text, code) for g in DATA["flagged"]
           for lang, text, code in g["cases"]]
#: Roshambo's count without its name ("On a tie, ..., thirty decided rounds, draws don't
#: count") is clean since session 21: its LP716 was "on" read as the Turkish ten, whose
#: "count" was denied (language/text/claims.py reads a Turkish rank word only in Turkish)
CLEAN = [(g["slot"], lang, text) for g in DATA["clean"] for lang, text in g["texts"]]
NAMED = [(lang, name, code) for g in DATA["name_flagged"] for lang, name, code in g["cases"]]
PLAIN = [(lang, name) for g in DATA["name_clean"] for lang, name in g["cases"]]
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def named(name: str) -> str:
    return (f'rule "{name}"\n  after pickup when pickup.count is at least 8:\n'
            f'    the picker says "Ah"\n')


def lint_codes(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text).diagnostics)


def test_r_vote_1_the_texts_cover_thirty_a_side_in_five_languages() -> None:
    assert len(FLAGGED) + len(NAMED) >= 30 and len(CLEAN) + len(PLAIN) >= 30
    assert {x[1] for x in FLAGGED} == {lang for _, lang, _ in CLEAN} == LANGUAGES
    assert {x[0] for x in NAMED} == {x[0] for x in PLAIN} == LANGUAGES


@each.parametrize(("slot", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_1_r_custom_3_a_condition_on_the_vote_is_flagged(slot: str, lang: str, text: str,
                                                                code: str) -> None:
    assert code in codes(text), (slot, lang, [f.message for f in judge(text)])


@each.parametrize(("slot", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_1_r_roshambo_1_the_official_procedure_in_other_words_is_clean(
        slot: str, lang: str, text: str) -> None:
    assert codes(text) == [], (slot, lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "name", "code"), NAMED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_2_r_vote_1_a_claim_in_a_rules_name_is_said_of_the_rule(lang: str, name: str,
                                                                         code: str) -> None:
    assert code in lint_codes(named(name)), lang


@each.parametrize(("lang", "name"), PLAIN, ids=lambda x: str(x)[:30])
def test_r_custom_2_a_name_that_labels_the_rule_is_clean(lang: str, name: str) -> None:
    assert lint_codes(named(name)) == [], lang
