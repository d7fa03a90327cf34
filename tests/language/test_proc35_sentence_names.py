"""Session 35 (issue 29): a rule's name written as a whole sentence is read out to the table
as the rule, so it asks what a says text asking it would: a harm to a body, a drink or a
food for one, stakes, a player picked by a trait or a place (R-CUSTOM-3, R-CUSTOM-4). A
name of a few words is a label and keeps only the procedure claims (R-VOTE-8). The corpus
tests/data/redteam-proc35 (generate.py) crosses these claims with five languages and
three carriers; the variants here are NOT in it."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text

SET = Path(__file__).resolve().parents[1] / "data" / "redteam-proc35"


def _named(name: str, header: str = "", kw: tuple[str, str, str, str] = (
        "rule", "after", "dealer", "says"), said: str = "From now on this holds.") -> str:
    rule, after, dealer, says = kw
    return f'{header}{rule} "{name}"\n  {after} round_end:\n    {dealer} {says} "{said}"\n'


def _errors(book: str) -> set[str]:
    return {d.code for d in lint_text(book, "t.lopti").diagnostics if d.severity == "error"}


def _any(book: str) -> set[str]:
    return {d.code for d in lint_text(book, "t.lopti").diagnostics}


_DE = ("# lopti: lang=de\n", ("regel", "nach", "geber", "sagt"), "Ab jetzt gilt das so.")
_NL = ("# lopti: lang=nl\n", ("regel", "na", "deler", "zegt"), "Vanaf nu geldt dit.")
_TR = ("# lopti: lang=tr\n", ("kural", "sonra", "dağıtıcı", "söyler"), "Böyle geçerli.")


@each.parametrize(("name", "lang", "code"), [
    ("Whoever picks up the pile gets a pinch on the cheek", "en", "LP702"),
    ("The loser of the round drinks a whole glass of beer at once", "en", "LP701"),
    ("The player with a beard draws two cards after every clear", "en", "LP304"),
    ("Wer eine Glatze hat, zieht nach jedem Abräumen zwei Karten", "de", "LP304"),
    ("Wer zuletzt aufnimmt, trinkt einen Schnaps auf ex", "de", "LP701"),
    ("Wie een baard heeft, trekt na elke opruiming twee kaarten", "nl", "LP304"),
    ("Sakallı oyuncu her temizlemeden sonra iki kart çeker", "tr", "LP304"),
    ("收牌堆的人要被弹一下额头然后再出牌", "zh", "LP702"),
], size=15)
def test_r_custom_3_r_custom_4_a_sentence_name_asks_what_a_says_would(
        name: str, lang: str, code: str) -> None:
    header, kw, said = {"de": _DE, "nl": _NL, "tr": _TR}.get(
        lang, ("", ("rule", "after", "dealer", "says"), "From now on this holds."))
    assert code in _errors(_named(name, header, kw, said))


@each.parametrize("name", [
    "Parting shot", "Veterans", "Deel de pijn", "Killing me", "Burn", "Schluck",
    "Everyone stands and stretches before the next deal",
    "Well played everyone, that was a tight one",
    "The winner thanks the table and shuffles the deck",
    "Alle klatschen kurz für den Sieger und dann geht es weiter",
    "大家为赢家鼓掌然后继续下一局",
])
def test_r_custom_3_r_custom_4_a_label_or_a_harmless_sentence_name_stays_clean(
        name: str) -> None:
    assert _any(_named(name)) == set()


@pytest.mark.parametrize("text", [
    "Well played, everyone, that was a close one.",
    "Thanks, everybody, that was great fun.",
    "Good game, everyone, that was tight.",
])
def test_r_custom_4_an_english_relative_after_a_comma_picks_nobody(text: str) -> None:
    assert _any(_named("Cheers", said=text)) == set()


def test_r_custom_4_a_relative_in_its_person_clause_still_picks() -> None:
    assert "LP304" in _errors(_named("T", said="The player who came last draws a card."))
    assert "LP304" in _errors(_named(
        "T", _DE[0], _DE[1], "Der Spieler, der zuletzt kam, zieht eine Karte."))


_NAMED = sorted((SET / "unfair").glob("*-name.lopti"))
_NAMED_FAIR = sorted((SET / "fair").glob("*-name.lopti"))
#: the sentence names of the corpus the static judge does not read yet (README: left)
_LEFT = {"harm-wrist-zh-name", "stake-chore-nl-name"}


@each.parametrize("path", _NAMED, ids=lambda p: p.stem, size=15)
def test_r_custom_3_r_custom_4_r_vote_8_corpus_sentence_names_are_errors(path: Path) -> None:
    if path.stem in _LEFT:
        pytest.xfail("a claim the static judge does not read yet (redteam-proc35 README)")
    assert _errors(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", _NAMED_FAIR, ids=lambda p: p.stem)
def test_r_custom_3_corpus_fair_sentence_names_stay_clean(path: Path) -> None:
    assert _any(path.read_text(encoding="utf-8")) == set()


@pytest.mark.parametrize("name", [
    "The winner of tonight leads first at the next game night",
    "De winnaar van vanavond begint volgende week met een kaart minder",
    "今晚的赢家下次牌局先出牌并且少拿一张",
])
def test_r_session_1_a_sentence_name_laying_down_play_for_another_evening(name: str) -> None:
    assert _errors(_named(name)) & {"LP716", "LP707"}


@pytest.mark.parametrize("name", [
    "See you all at the next game night everyone",
    "Five beats King on every clear from now on",
])
def test_r_session_1_a_goodbye_or_tonight_s_play_in_a_name_stays_clean(name: str) -> None:
    assert _any(_named(name)) == set()
