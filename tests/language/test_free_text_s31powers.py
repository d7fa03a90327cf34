"""Powers a standing gets by its will, and "whoever" read as anyone (session 31, second
round, brief r2favour31; tests/data/free_text/s31powers.toml, in the five languages).

R-CUSTOM-4: a partner picked by a standing, the creator or the winner who says the text
is a person chosen (and a win shared with them is against R-WIN-3); a deal, a shuffle or
a draw done again at that one's will cancels a base event (R-CUSTOM-2, R-SETUP-2) by
standing: LP716, LP301 for the creator (language/text/standing_powers.py). Partners
denied, a redeal denied, a real misdeal dealt again whoever notices, and a card holder for
anyone stay clean (LP304 read a concessive "egal wer", a noticing "wer es merkt" and "a
card holder" as a person picked: language/text/selection.py, clause_readings.owner).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text import standing_powers
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.textnorm import read

FLAGGED, CLEAN, RULES = case_table("s31powers")


def test_r_custom_4_every_group_holds_the_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_a_partner_or_a_redeal_by_standing_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_custom_4_anyone_alike_or_denied_stays_clean(rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("text", "message"), [
    ("The champion picks a partner who hands them a card every turn", "R-WIN-3"),
    ("The champion may ask for a redeal whenever they like", "R-SETUP-2"),
    ("冠军可以随时要求重新洗牌", "R-CUSTOM-2"),
])
def test_r_custom_4_the_reader_itself_says_which_power(text: str, message: str) -> None:
    said = standing_powers.read(read(text))
    assert said is not None and said[0] == "LP716" and message in said[2], said


def test_r_custom_4_the_speaker_counts_only_when_the_speaker_is_a_standing() -> None:
    """"I pick a partner" said by the dealer is the dealer's, a role held in turn: the
    favours of the speaker are dropped for the dealer (language/text/favours.spoken)."""
    text = "I pick a partner; my partner slips me a card whenever I ask"
    assert standing_powers.read(read(text), speaker=False) is None
    assert standing_powers.read(read(text)) is not None


@each.parametrize("text", [
    "The remote holder draws two", "the keeper of the remote draws two",
    "Wer zuletzt kam, mischt", "whoever sees the dog first draws two",
], size=15)
def test_r_custom_4_a_person_picked_by_their_life_is_still_lp304(text: str) -> None:
    assert "LP304" in {f.code for f in judge(text)}, text


def test_r_custom_4_the_winner_who_picks_a_partner_in_a_book_is_lp716() -> None:
    book = ('rule "Team"\n  after round_end:\n    the winner says "I pick a partner; if '
            'either of us goes out first, we both win."\n')
    assert "LP716" in {d.code for d in lint_text(book).diagnostics}
