"""Session 27's free text (issue 29, brief text29; tests/data/free_text/text29.toml, in the
five languages): the known holes, then the helper's own red team.

R-VOTE-1: a vote counted over the evening or the session, or held only every few rounds,
narrows one vote each round (language/text/vote_span.py, LP707). R-VOTE-2: "cannot vote
but once" said as an exception of the count restates one vote a person
(language/text/vote_once.py). R-CUSTOM-4: a lapse in play ("whoever forgets to knock") is
done at the table, no fixed trait (language/text/selection.py); a person of the house said
to be one of everyone ("everyone, the host too") is no target (standing_words.py).
The red team (R-CUSTOM-1, -3, -4, -5): a privilege of the house, time pressure on some, a
say in the next rule (next_rule.py), a claim over the archive, a call to someone outside
the table (outsiders.py), money in another form, an errand for the winner; each with the
near misses a table would write.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import case_table, codes, first_sentence

from lopti_rules.language.text.harm import _hits, judge
from lopti_rules.language.text.standing_words import named_included
from lopti_rules.language.text.vote_span import span

FLAGGED, CLEAN, RULES = case_table("text29")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_vote_1_r_custom_4_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_1_r_custom_4_the_unfair_texts_get_their_code(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_1_r_custom_4_the_near_misses_are_clean(rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "words"), [
    ("Each player votes only once tonight.", "'once' … 'tonight'"),
    ("Votes are held only every third round.", "'votes' … 'every third round'"),
    ("Each player votes once each round.", ""),
    ("Tonight each player says lopti once before the vote.", ""),
    ("Vote twice as loud tonight!", ""),
], size=60)
def test_r_vote_1_a_count_is_read_beside_the_vote_it_counts(text: str, words: str) -> None:
    sentence = first_sentence(text)
    assert span(sentence, _hits(sentence)) == words


@each.parametrize(("text", "words", "alike"), [
    ("Everyone, the host too, has thirty seconds per turn.", "'the host'", True),
    ("Jeder, auch der Gastgeber, hat dreißig Sekunden pro Zug.", "'gastgeber'", True),
    ("每个人，包括主人，每回合都有三十秒。", "'主人'", True),
    ("The host has thirty seconds per turn.", "'the host'", False),
    ("Everyone wearing glasses, the host too, draws a card.", "'wearing glasses'", False),
], size=60)
def test_r_custom_4_a_person_said_to_be_one_of_everyone_is_no_target(
        text: str, words: str, alike: bool) -> None:
    assert named_included(first_sentence(text), words) is alike


@pytest.mark.parametrize("text", ["被删除的规则在本场会话中不能恢复，除非之后通过一次规则表决。",
                                  "这条规则本场会话有效，直到一次表决把它删除。"])
def test_r_vote_1_a_vote_said_with_its_measure_word_counts_no_votes_zh(text: str) -> None:
    """"一次" right before the vote is its measure word ("a rule vote"): the card's own R-VOTE-1
    quoted, no vote counted over the session (the official Chinese card says so)."""
    assert "LP707" not in codes(text)


def test_r_vote_1_a_limit_before_the_vote_still_counts_it_zh() -> None:
    """With a limit ("只有", "only") the same words count one vote over the evening."""
    assert "LP707" in codes("每人今晚只有一次投票机会。")
