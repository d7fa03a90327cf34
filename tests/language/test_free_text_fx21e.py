"""The vote's abstentions counted for a side and its count given to one role (issue 29,
session 21, redteam13's misses; tests/data/free_text/fx21e.toml).

R-VOTE-9 counts abstentions for neither side; a text counting a hand kept down, a silence
or an abstention as a yes, a no or as keeping the rule changes the vote (LP707, R-VOTE-8).
R-VOTE-2 has everyone vote and the share decide; a text giving the count or the result to
one role ("the dealer counts the votes", "表决结果由赢家宣布") changes it too. R-VOTE-9
quoted and a role counting cards or announcing a new rule are clean. Roshambo is rock,
paper and scissors (R-ROSHAMBO-2): a sign added is LP708, a well fetched water from is not.
Carrying a player on one's back (a piggyback, "huckepack", "背起来") is a forfeit on a body
(R-CUSTOM-3: LP703).
"""

from __future__ import annotations

import tomllib

import pytest
from support import each, paths
from support.freetext import codes

from lopti_rules.language.text.harm import judge

_TABLE = tomllib.loads((paths.DATA / "free_text" / "fx21e.toml").read_text(encoding="utf-8"))
#: left open, false alarms older than this change: "for nobody" as R-VOTE-9's "neither",
#: "doesn't vote" read as a vote taken away, "两边都不算" read as a weighted vote, "trägt"
#: (carries) read as "wears" (a personal trait, LP304)
_STILL = ("Whoever abstains counts for nobody", "Anyone who doesn't vote", "规则投票时，弃权两边",
          "Der Verlierer trägt die Gläser")
FLAGGED = [(g["idea"], lang, text, code) for g in _TABLE["flagged"]
           for lang, text, code in g["cases"]]
CLEAN = [pytest.param(g["idea"], lang, text, marks=pytest.mark.xfail(strict=True))
         if text.startswith(_STILL) else (g["idea"], lang, text)
         for g in _TABLE["clean"] for lang, text in g["texts"]]


def test_r_vote_9_r_roshambo_2_the_table_has_each_idea_in_five_languages() -> None:
    for idea in ("abstain", "tally", "signs", "carry"):
        assert {c[1] for c in FLAGGED if c[0] == idea} == {"en", "de", "nl", "tr", "zh"}
        assert len([c for c in CLEAN if getattr(c, "values", c)[0] == idea]) >= 9, idea


@each.parametrize(("idea", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_9_r_vote_2_r_roshambo_2_the_procedure_changed_is_caught(
        idea: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (idea, lang, [f.message for f in judge(text)])


@each.parametrize(("idea", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_9_r_vote_2_the_near_misses_are_clean(idea: str, lang: str, text: str) -> None:
    assert codes(text) == set(), (idea, lang, [f.message for f in judge(text)])


@each.parametrize("name", ["text-silent-keeps-en", "text-gizli-oy-tr",
                                  "text-ying-jia-suan-zh", "text-brunnen-de",
                                  "text-bei-ren-zh"], size=15)
def test_r_vote_8_redteam13_misses_are_caught(name: str) -> None:
    """The redteam13 sentences themselves (seen since session 21), read by the same judge."""
    source = (paths.DATA / "redteam13" / "unfair" / f"{name}.lopti").read_text(encoding="utf-8")
    said = [line.split('"')[1] for line in source.splitlines() if line.count('"') >= 2]
    assert len(said) == 2 and codes(said[-1]) & {"LP703", "LP707", "LP708"}, name  # name, then text
