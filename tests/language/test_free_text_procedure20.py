"""The procedure as a closed world (issue 29, session 20; tests/data/free_text/procedure20.toml,
batch A, and procedure20_heldout.toml, batch B, both written before the fix).

A tied vote goes to Roshambo (R-VOTE-10, R-ROSHAMBO-1/2), changing a rule takes the vote
(R-VOTE-1, R-VOTE-4), a rule lasts its session (R-CUSTOM-1, R-SESSION-1), the first out
invents one rule (R-WIN-3), an unclear rule is its creator's to read (R-FAQ-5): a text that
puts another value in one of these slots is an error, whatever its verb; the official value
in other words, and a say over a matter off the book, are clean.
"""

from __future__ import annotations

import tomllib

import pytest
from support import each, paths
from support.freetext import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge


def _load(name: str) -> dict[str, list[dict[str, object]]]:
    return tomllib.loads((paths.DATA / "free_text" / name).read_text(encoding="utf-8"))


SETS = [_load("procedure20.toml"), _load("procedure20_heldout.toml")]
#: fair texts still flagged: the host allowing something during the vote (LP304, the vote
#: named beside it; the host's choice of the music or the tea is clean since session 26,
#: language/text/house_choice.py); a tie with no vote named is a fact of play
_STILL = ("Der Gastgeber erlaubt", "Beraberlikte zar",
          # batch B: "het volgende spel" may be the next round; making coffee is LP712's
          "Deze regel blijft ook bij het volgende spel", "Der Verlierer entscheidet, wer Kaffee")
FLAGGED = [pytest.param(lang, text, code, marks=pytest.mark.xfail(strict=True))
           if text.startswith(_STILL) else (lang, text, code)
           for d in SETS for g in d["flagged"] for lang, text, code in g["cases"]]  # type: ignore[attr-defined]
CLEAN = [pytest.param(lang, text, marks=pytest.mark.xfail(strict=True))
         if text.startswith(_STILL) else (lang, text)
         for d in SETS for g in d["clean"] for lang, text in g["texts"]]  # type: ignore[attr-defined]
NAMED = [pytest.param(lang, name, code, marks=pytest.mark.xfail(strict=True))
         if name.startswith(_STILL) else (lang, name, code)
         for d in SETS for g in d["name_flagged"] for lang, name, code in g["cases"]]  # type: ignore[attr-defined]
PLAIN = [(lang, name) for d in SETS for g in d["name_clean"]
         for lang, name in g["cases"]]  # type: ignore[attr-defined]
_PROCEDURE = {"LP707", "LP708", "LP709"}


def lint_codes(name: str) -> set[str]:
    text = (f'rule "{name}"\n  after pickup when pickup.count is at least 8:\n'
            f'    the picker says "Ah"\n')
    return {d.code for d in lint_text(text).diagnostics}


def test_r_vote_1_the_texts_cover_forty_a_side_in_five_languages() -> None:
    flagged = [c for d in SETS for g in d["flagged"] for c in g["cases"]]  # type: ignore[attr-defined]
    assert len(flagged) + len(NAMED) >= 40 and len(CLEAN) + len(PLAIN) >= 40
    assert {c[0] for c in flagged} == {"en", "de", "nl", "tr", "zh"}


@each.parametrize(("lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_10_r_vote_1_r_session_1_another_value_in_a_slot_is_an_error(
        lang: str, text: str, code: str) -> None:
    # an error, as the red team counts a catch (who invents is read with the base game's
    # model too, LP716; a host's say is LP304): never the warning LP712 alone
    assert codes(text) - {"LP712"}, (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_roshambo_1_r_faq_5_the_official_value_and_offbook_says_are_clean(
        lang: str, text: str) -> None:
    assert codes(text) == set(), (lang, [f.message for f in judge(text)])


@each.parametrize(("lang", "name", "code"), NAMED, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_10_a_slot_filled_in_a_rules_name_is_an_error(lang: str, name: str,
                                                             code: str) -> None:
    assert lint_codes(name) & _PROCEDURE, lang


@each.parametrize(("lang", "name"), PLAIN, ids=lambda x: str(x)[:30])
def test_r_roshambo_1_a_name_with_the_official_value_is_clean(lang: str, name: str) -> None:
    assert lint_codes(name) == set(), lang


@each.parametrize(("text", "clean"), [
    ("Ties in the vote are rare.", True),
    ("If two players tie for the most cards, both draw one.", True),
    ("A failed or tied vote uses up the round's one attempt.", True),
    ("The creator may not change the rule once the round has begun.", True),
    ("Nobody may change this rule without a vote.", True),
    ("This rule holds until the end of the session unless it is voted out.", True),
    ("You can't change this rule unless you have won twice in a row.", False),
    ("不连赢两局就不能改这条规则。", False),
    ("If the vote is tied, the rule simply stays.", False),
    # the rule as what is changed, not as what changes something or beside a change
    ("Each player must draw one card; this rule changes nothing else.", True),
    ("Deze regel verandert de beurt niet, je moet wel een kaart pakken.", True),
    ("这条规则不改变出牌顺序，但你必须先摸一张牌。", True),
    ("Ändern darf man diese Regel erst, wenn man zwei Runden gewonnen hat.", False),
])
def test_r_vote_5_r_vote_10_the_slot_not_the_predicate(text: str, clean: bool) -> None:
    """The slot decides, not the verb: a tie mentioned is clean, a tie settled otherwise
    than by Roshambo is not; a change denied is the cards' own, a change gated is not."""
    assert (codes(text) & _PROCEDURE == set()) is clean, [f.message for f in judge(text)]
