"""Session 27, second round (issue 29, brief text30; tests/data/free_text/text30.toml, in the
five languages): what the first round's free-text helpers left, each by its idea.

R-SESSION-1: a stake that outlives the evening, owed or done tomorrow or taken home by a
player picked by tonight's result, is carried into another evening (language/text/
carry_over.py, LP716). R-CUSTOM-3: equal stakes into a pot, or taken whole by the winner,
are a bet (language/text/shared_cost.py, LP710). R-VOTE-8: a vote cancelled is a vote
change in every language (LP707). R-CUSTOM-4: the host named as a place, a source or an
owner picks nobody (language/text/host_place.py). R-CUSTOM-3: a word is read in its own
language and stem ("mum" in an English sentence, "jacket", "jackpot"). R-CUSTOM-1: the next
round's winner inventing the next rule is the card, a win in the clause that picks who acts
carries nothing (language/text/basegame.py).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes, first_sentence

from lopti_rules.language.text.carry_over import carried
from lopti_rules.language.text.harm import _hits, is_table_action, judge
from lopti_rules.language.text.host_place import placed
from lopti_rules.language.text.matching import language
from lopti_rules.language.text.shared_cost import staked

FLAGGED, CLEAN, RULES = case_table("text30")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_session_1_r_custom_3_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_session_1_r_custom_3_the_unfair_texts_get_their_code(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_session_1_r_custom_3_the_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "words"), [
    ("The loser buys the winner a coffee tomorrow.", "'loser' … 'tomorrow'"),
    ("The winner takes the loser's deck home.", "'winner' … 'takes the loser's deck home'"),
    ("Der Gewinner nimmt das Deck des Verlierers mit nach Hause.",
     "'gewinner' … 'mit nach hause'"),
    ("We all go for coffee tomorrow.", ""),
    ("Whoever loses tonight may come again tomorrow.", ""),
    ("The loser shuffles, and tomorrow we play again.", ""),
    ("The winner says \"see you tomorrow\" to everyone.", ""),
], size=60)
def test_r_session_1_a_result_s_standing_and_a_later_time_in_one_clause(
        text: str, words: str) -> None:
    assert carried(first_sentence(text)) == words


@each.parametrize(("text", "bet"), [
    ("Everyone pays the same into the pot.", True),
    ("Everyone pays the same and the winner takes it all.", True),
    ("Everyone pays the same for the pizza.", False),
    ("Everyone pays their own drink and the winner takes all the cards.", False),
], size=60)
def test_r_custom_3_equal_stakes_put_up_to_be_won_are_a_bet(text: str, bet: bool) -> None:
    sentence = first_sentence(text)
    assert staked(sentence, _hits(sentence)) is bet


@each.parametrize(("text", "place"), [
    ("Pet the host's dog.", True),
    ("Borrow a pen from the host.", True),
    ("The deck stays with the host.", True),
    ("Take a card from the host.", False),
    ("The host's partner shuffles.", False),
    ("The host decides who deals.", False),
], size=60)
def test_r_custom_4_the_host_as_a_place_a_source_or_an_owner(text: str, place: bool) -> None:
    sentence = first_sentence(text)
    assert placed(sentence, _hits(sentence)) is place


@pytest.mark.parametrize(("text", "lang"), [
    ("Mum says lopti.", "en"),
    ("Bir şarkının ilk satırını söyler.", "tr"),
    ("Kaybeden mum yakar.", ""),
])
def test_r_custom_3_the_language_guess_knows_a_table_s_own_words(text: str, lang: str) -> None:
    assert language(first_sentence(text)) == lang


@pytest.mark.parametrize(("text", "action"), [
    ("Bir şarkının ilk satırını söyler.", True),
    ("Herkes bir şarkının ilk satırını söyler.", True),
    ("Sings the first line of a song.", True),
])
def test_r_custom_3_a_line_sung_in_turkish_is_a_table_action(text: str, action: bool) -> None:
    assert is_table_action(text) is action
