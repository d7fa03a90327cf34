"""Session 27's third round of free text (brief text31; tests/data/free_text/text31.toml,
in the five languages): a standing or the creator who picks a victim or plays out of turn,
and a ticket to a gamble as a stake.

R-CUSTOM-4: the creator (LP301) or a standing (LP716) naming who takes a cost aims the
cost at a person (language/text/standing_picks.py); the table, a rotating role or the
card's player naming is clean. R-TURN-1, R-CUSTOM-4: the creator or a standing alone
playing out of turn (cut_in.py); nobody, or everyone alike, is clean. R-CUSTOM-3: a
lottery ticket, a scratch card, a betting slip is money staked (LP710, harm_lexicon.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support import each, paths
from support.freetext import case_table, codes

from lopti_rules.language import lint_text
from lopti_rules.language.text import cut_in, standing_picks
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("text31")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}
REDTEAM19 = paths.DATA / "redteam19"


def test_r_custom_4_r_turn_1_r_custom_3_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_r_turn_1_r_custom_3_a_pick_a_cut_in_or_a_stake_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_turn_1_r_custom_3_the_table_a_role_and_everyone_alike_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("reader", "text", "code"), [
    (standing_picks.read, "The last winner names someone, who draws a card.", "LP716"),
    (standing_picks.read, "Whoever made this rule names someone, who draws a card.", "LP301"),
    (standing_picks.read, "Each player in turn, the last winner too, names someone who draws.",
     None),
    (standing_picks.read, "The last winner names the suit.", None),
    (standing_picks.read, "On a tie, the player who wanted the change plays the creator, "
     "thirty decided rounds, draws don't count.", None),
    (standing_picks.read, "The last winner names a card rank; whoever plays it draws a card.",
     None),
    (cut_in.read, "The last winner may play out of turn.", "LP716"),
    (cut_in.read, "If the last winner plays out of turn, they draw two cards.", None),
    (cut_in.read, "Nobody plays out of turn, the last winner included.", None),
    (cut_in.read, "The last winner plays when it is their turn.", None),
], size=60)
def test_r_custom_4_r_turn_1_each_reading_gives_its_code(reader: object, text: str,
                                                        code: str | None) -> None:
    said = reader(read(text))  # type: ignore[operator]
    assert (said[0] if said is not None else None) == code


@pytest.mark.parametrize(("name", "code"), [
    ("unfair/text-cha-pai-zh.lopti", "LP716"),
    ("unfair/text-jump-in-en.lopti", "LP716"),
    ("unfair/text-dazwischen-de.lopti", "LP301"),
    ("unfair/text-creator-names-en.lopti", "LP301"),
    ("unfair/text-wijst-aan-nl.lopti", "LP716"),
    ("unfair/text-lottoschein-de.lopti", "LP710"),
    ("fair/fair-bu-qiang-chu-zh.lopti", None),
    ("fair/fair-no-jumping-in-en.lopti", None),
    ("fair/fair-serefine-tr.lopti", None),
])
def test_r_custom_4_r_turn_1_r_custom_3_redteam19s_books(name: str, code: str | None) -> None:
    path: Path = REDTEAM19 / name
    found = {str(d.code) for d in lint_text(path.read_text(encoding="utf-8"), str(path))
             .diagnostics if str(d.severity) == "error"}
    assert (code in found) if code else not found, found
