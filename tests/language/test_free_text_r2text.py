"""A view, a note or advice for one standing alone, a person by seniority, a proxy vote
(issue 29, session 29 second round, brief r2text; tests/data/free_text/r2text.toml, in
the five languages).

R-CUSTOM-4, R-CLEAR-3, R-DRAW-1, R-SETUP-2: everyone plays from the same view. Notes of the
cards gone, a look through the cleared cards or at the draw pile's top cards, a
spectator's advice that the last winner, the champion, the creator or the speaker alone
has is a favour of a person in the role's clothes: LP716 (language/text/insight.py). The
same help for all, a help denied to all, a tally of the evening and a card turned for all
to see stay clean. R-CUSTOM-4: who has played the game longest is who someone is (LP304);
R-VOTE-2: an absent player's vote cast by another is a proxy (LP707); a role of play and
each casting their own vote stay clean.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import (
    assert_clean,
    assert_flagged,
    case_table,
    codes,
    in_five_languages,
)

from lopti_rules.language.text.harm import judge

FLAGGED, CLEAN, RULES = case_table("r2text")
_AT_DEAL = {"event": "deal", "who": "the dealer"}
#: the speaker's own favour is a standing's when the winner says it (the dealer's is a role's)
_BY_WINNER = {"event": "win", "who": "the winner"}


def _where(rule: str) -> dict[str, str]:
    return _BY_WINNER if "speaker" in rule else _AT_DEAL


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_r_clear_3_a_view_a_note_or_advice_for_one_standing_is_lp716(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code, **_where(rule))


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_4_the_same_help_for_all_or_none_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text, **_where(rule))


@pytest.mark.parametrize(("favoured", "shared"), [
    # the bare winner: the help is used during play, so the winner named is last round's
    ("Next round the winner may ask the audience what to play; the others decide alone",
     "Next round everyone may ask the audience what to play"),
    # the same words, with a denial before the help: no one has it
    ("Der Champion darf mitschreiben, welche Karten weg sind",
     "Der Champion darf nicht mitschreiben, welche Karten weg sind"),
])
def test_r_custom_4_the_winner_named_bare_and_a_denial(favoured: str, shared: str) -> None:
    assert "LP716" in codes(favoured), [f.message for f in judge(favoured)]
    assert "LP716" not in codes(shared), [f.message for f in judge(shared)]
