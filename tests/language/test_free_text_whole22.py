"""Two official rules no reading covered before session 22 (issue 29, brief fix22d;
tests/data/free_text/whole22.toml, written before the fix, in the five languages).

R-CUSTOM-1 / R-CUSTOM-5: the whole rule is announced before the next deal is complete and
its creator never rewrites it once a round has begun, so a part kept back (sealed, secret,
told later) or filled in once play is under way is LP709 (language/text/announced.py).
R-SESSION-1: the session is the stretch of play the players agree on, so its end put in
one player's hands (a role, the creator, the speaker, whoever is ahead) is LP709
(language/text/session_end.py). The rules quoted or followed, and talk about them, stay
clean.
"""

from __future__ import annotations

import tomllib

import pytest
from support import each, paths
from support.freetext import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge

DATA = tomllib.loads((paths.DATA / "free_text" / "whole22.toml").read_text(encoding="utf-8"))
FLAGGED = [(g["rule"], lang, text, code) for g in DATA["flagged"]
           for lang, text, code in g["cases"]]
#: fair texts an older reading still flags (none since fairlang41: "Wie de stapel oppakt, is
#: daarna niet meer aan de beurt" keeps the pickup's ban to its own clause)
_STILL: tuple[str, ...] = ()
CLEAN = [pytest.param(g["rule"], lang, text, marks=pytest.mark.xfail(strict=True))
         if text in _STILL else (g["rule"], lang, text)
         for g in DATA["clean"] for lang, text in g["texts"]]


def test_r_custom_1_r_session_1_every_language_has_both_sides() -> None:
    for rule in ("R-CUSTOM-1", "R-SESSION-1", "R-SESSION-2", "R-SESSION-1 carry-over", "R-WIN-2",
                 "R-TURN-3", "R-TURN-2", "R-SETUP-4"):
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == {"en", "de", "nl", "tr",
                                                                     "zh"}
        assert {lang for g in DATA["clean"] if g["rule"] == rule
                for lang, _ in g["texts"]} == {"en", "de", "nl", "tr", "zh"}


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_1_r_custom_5_r_session_1_the_rule_or_the_evening_taken_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_1_r_session_1_the_rule_quoted_followed_or_talked_about_is_clean(
        rule: str, lang: str, text: str) -> None:
    # LP712 is the `does` warning of a demand off the table's known actions: a `says`
    # text never gets it, and these are said
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


def test_r_custom_1_a_part_kept_back_cites_the_rule_in_a_says_text() -> None:
    text = ('rule "Envelope"\n  after deal:\n    dealer says "The rest of this rule stays '
            'sealed until round 3"\n')
    found = [d for d in lint_text(text).diagnostics if d.code == "LP709"]
    assert found and "R-CUSTOM-1" in found[0].message


def test_r_session_1_the_evening_ended_by_the_leader_cites_the_session_rule() -> None:
    text = ('rule "Curfew"\n  after deal:\n    dealer says "The evening is over whenever the '
            'player in the lead says so"\n')
    found = [d for d in lint_text(text).diagnostics if d.code == "LP709"]
    assert found and any("R-SESSION-1" in d.message for d in found)


@each.parametrize("name", ["Hidden", "Secret ballot", "Geheimtipp", "Gizli oy",
                                  "Late night", "Abendrot"])
def test_r_custom_1_a_rules_name_that_labels_keeps_nothing_back(name: str) -> None:
    text = f'rule "{name}"\n  after deal:\n    dealer says "Good luck"\n'
    assert not [d for d in lint_text(text).diagnostics if d.code == "LP709"]


def test_r_custom_3_turkish_birakmak_and_biraz_are_no_beer() -> None:
    # "oyunu bırakırız", we stop playing, and "biraz", a little, once read as bira* (LP701)
    assert codes("Herkes isterse oyunu bırakırız.") == set()
    assert codes("Biraz bekle.") == set()
    assert "LP701" in codes("Bir bira iç.")
