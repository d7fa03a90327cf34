"""Session 34 (brief r2vote34, issue 29): power over the vote and Roshambo; harm by force.

redteam26's misses: a Roshambo over a rule whose length last round's winner decides
(``text-schnick-schnack-de``), a vote on that winner's rule kept to the evening's last
deal (``text-vote-waits-en``), and a hard rap on the knuckles with the deck
(``text-knokkels-nl``). The ideas: a term of the vote or of Roshambo left to one player
changes the procedure (R-VOTE-8, R-ROSHAMBO-2: language/text/terms_given.py); the vote kept
to one moment of the evening shuts it for the other deals (R-VOTE-1, R-CUSTOM-3:
language/text/vote_time.py); a blow given hard to a body part is violence whatever its
word (R-CUSTOM-3: language/text/forced.py). tests/data/free_text/vote34.toml holds the
other wordings and the fair near misses (a tap on the shoulder for luck, the Roshambo's
winner choosing the pizza, R-TURN-2 said in one sentence).
"""

from __future__ import annotations

import pytest
from support import each, paths
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

from lopti_rules.language.lint.linter import lint_text

FLAGGED, CLEAN, RULES = case_table("vote34")


def test_r_custom_3_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_1_r_roshambo_2_r_custom_3_fair_near_misses_are_clean(rule: str, lang: str,
                                                                    text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_8_r_roshambo_2_r_custom_3_the_idea_is_caught(rule: str, lang: str, text: str,
                                                            code: str) -> None:
    assert_flagged(rule, lang, text, code)


@pytest.mark.parametrize(("book", "code"), [
    ("text-schnick-schnack-de", "LP708"), ("text-vote-waits-en", "LP707"),
    ("text-knokkels-nl", "LP702")])
def test_r_vote_8_r_custom_3_redteam26_misses_are_errors(book: str, code: str) -> None:
    path = paths.DATA / "redteam26" / "unfair" / f"{book}.lopti"
    found = {d.code for d in lint_text(path.read_text(encoding="utf-8")).diagnostics
             if d.severity == "error"}
    assert code in found, (book, found)


@each.parametrize("text", [
    "The winner of the Roshambo picks the pizza.",
    "Whoever loses the Roshambo chooses the next song.",
    "Der Sieger bestimmt die Musik.",
    "The dealer says when we vote: at each deal.",
    "Last round's winner votes like everyone else.",
    "Der Sieger der letzten Runde stimmt wie alle anderen ab.",
    "De winnaar van de laatste ronde stemt zoals iedereen.",
    "tikt met de knokkels op tafel",
    "iedereen klopt hard met de knokkels op tafel",
    "slaps the table hard",
    "gives everyone a gentle high five",
])
def test_r_vote_1_r_custom_3_a_choice_off_the_procedure_or_a_table_gesture_is_clean(
        text: str) -> None:
    assert codes(text) == set(), text


@each.parametrize(("text", "code"), [
    ("In a roshambo over a rule, the dealer picks how many rounds it goes to.", "LP708"),
    ("Beim Stein-Schere-Papier sagt der Geber, wie lange gespielt wird.", "LP708"),
    ("Bij steen-papier-schaar zegt de koploper hoe lang het duurt.", "LP708"),
    ("Votes on the champion's rule may only happen at the end of the evening.", "LP707"),
    ("taps the loser hard on the shoulder", "LP702"),
    ("tap the loser on the bottom", "LP703"),
], size=15)
def test_r_vote_8_r_custom_3_more_wordings_are_caught(text: str, code: str) -> None:
    assert code in codes(text), text
