"""Session 26's second round of free text (issue 29, brief text28a;
tests/data/free_text/text28a.toml, in the five languages): a favour by standing in words.

R-CUSTOM-4: a cost said to everyone with the creator (LP301) or a standing, the last winner,
the champion or the leader in wins, or the speaker (LP716) left out is a favour of a person
(language/text/standing_slots.py, its spared operation); everyone alike, the creator or
the winner included, is clean.
R-VOTE-6, R-CUSTOM-4: a take-back one standing, the creator or the speaker alone has
(take_back.py); no take-back for anyone is clean. R-CUSTOM-4: a turn clock one standing,
the creator or the speaker is spared (standing_slots.py); the same clock for all is clean.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support import each, paths
from support.freetext import case_table, codes

from lopti_rules.language import lint_text
from lopti_rules.language.text import standing_slots, take_back
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.standing_words import favoured, included, set_apart
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("text28a")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}
REDTEAM18 = paths.DATA / "redteam18"


def test_r_custom_4_r_vote_6_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_r_vote_6_a_favour_by_standing_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_r_vote_6_everyone_alike_and_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "apart"), [
    ("Everyone draws, except the champion.", True),
    ("Everyone draws, the champion too.", False),
    ("Everyone but the champion draws.", True),
    ("Nur der Erfinder dieser Regel nicht.", True),
    ("Der Spitzenreiter spielt ohne Uhr.", True),
    ("Der Spitzenreiter mischt nicht.", False),
    ("除了冠军，每个人都摸牌。", True),
    ("冠军也摸牌。", False),
], size=60)
def test_r_custom_4_a_mention_is_set_apart_by_its_words(text: str, apart: bool) -> None:
    reading = read(text)
    assert any(set_apart(reading, m) for m in favoured(reading)) is apart


@pytest.mark.parametrize(("text", "alike"), [
    ("Whoever plays an ace draws a card, the creator of this rule too.", True),
    ("Herkes bir kart çeker, kuralın yaratıcısı dahil.", True),
    ("The creator of this rule draws a card.", False),
])
def test_r_custom_4_the_creator_included_with_everyone_is_no_target(
        text: str, alike: bool) -> None:
    assert included(read(text).sentences[0]) is alike
    assert ("LP301" in codes(text)) is not alike


@each.parametrize(("reader", "text", "code"), [
    (standing_slots.spared, "Whoever plays a two draws a card, except the inventor of this rule.",
     "LP301"),
    (take_back.read, "The champion may undo one play a round.", "LP716"),
    (take_back.read, "Nobody may undo a play, the champion neither.", None),
    (standing_slots.spared, "Ten seconds a turn for everyone except the last winner.", "LP716"),
    (standing_slots.spared, "Ten seconds a turn for everyone, the last winner included.", None),
], size=60)
def test_r_custom_4_each_reading_gives_its_code(reader: object, text: str,
                                               code: str | None) -> None:
    said = reader(read(text))  # type: ignore[operator]
    assert (said[0] if said is not None else None) == code


@pytest.mark.parametrize(("name", "code"), [
    ("unfair/text-ausser-mir-de.lopti", "LP301"),
    ("unfair/text-behalve-winnaar-nl.lopti", "LP716"),
    ("unfair/text-geri-al-tr.lopti", "LP716"),
    ("unfair/text-terugnemen-nl.lopti", "LP716"),
    ("unfair/text-mulligan-en.lopti", "LP716"),
    ("unfair/text-sanduhr-de.lopti", "LP716"),
    ("unfair/text-shot-clock-en.lopti", "LP716"),
    ("unfair/text-ji-shi-zh.lopti", "LP301"),
    ("fair/fair-auch-fuer-mich-de.lopti", None),
    ("fair/fair-ook-voor-mij-nl.lopti", None),
    ("fair/fair-no-take-backs-en.lopti", None),
    ("fair/fair-sanduhr-alle-de.lopti", None),
    ("fair/fair-thirty-seconds-en.lopti", None),
    ("fair/fair-otuz-saniye-tr.lopti", None),
    ("fair/fair-sanshi-miao-zh.lopti", None),
])
def test_r_custom_4_redteam18s_books_by_standing(name: str, code: str | None) -> None:
    path: Path = REDTEAM18 / name
    found = {str(d.code) for d in lint_text(path.read_text(encoding="utf-8"), str(path))
             .diagnostics if str(d.severity) == "error"}
    assert (code in found) if code else not found, found


@pytest.mark.parametrize(("who", "flagged"), [
    ("the last winner", True), ("the dealer", False), ("acting player", False)])
@each.parametrize("text", [
    "Ten seconds a turn for everybody else, or you pick up the pile; I take my time",
    "Whoever plays a 2 draws a card, except me",
    "I may take back my last play; the rest of you may not"])
def test_r_custom_4_a_favour_of_the_speaker_is_one_by_standing_only_when_a_standing_says_it(
        who: str, flagged: bool, text: str) -> None:
    """"Everyone draws, except me" said by the acting player is "the other players draw",
    a role's own; said by the last winner it spares one standing (language/text/favours.py
    spoken, language/analysis/checks/harm.py)."""
    book = f'rule "Mine"\n  after deal:\n    {who} says "{text}"\n'
    found = {str(d.code) for d in lint_text(book).diagnostics}
    assert ("LP716" in found) is flagged, found
