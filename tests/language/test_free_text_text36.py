"""Session 29 (brief text36): the free-text holes session 28 left, each fixed by its idea in
the five languages (tests/data/free_text/text36.toml).

- R-VOTE-1 (LP707): a concession of a role's say or of a fact of the game ("egal was der
  Geber sagt", "regardless of who deals", "不管谁发牌") keeps no rule from the vote;
  overruled.py's ``conceded``. The vote, the table, the creator or everything conceded
  stays LP707;
- R-CUSTOM-4 (LP709): "other house rules apply, but this rule does not apply to the
  dealer" exempts a rotating role from this rule; rules_suspended.py reads a rule switched
  off in its own clause, and 这条规则 as this rule;
- R-CUSTOM-3 (LP703): a strip of paper is no undressing; plain water over another is LP703
  wherever it lands, ice or heat LP701 (acts.put_on); a drink a role gets themselves is
  LP701 (served_self.py);
- a Turkish word written with ş ğ ı ç is Turkish, not the Dutch look-alike its folded form
  makes (textnorm.owners, matching.hits);
- a rule's name reads the Turkish speaker by the verb's person, not by "ben" (names.py);
- a sentence of Chinese characters is language "zh" (matching.language); its A-not-A
  question (算不算数) denies nothing (either_asked.py); "…的人" is whoever (standing_words).
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import (
    codes,
    first_sentence,
)

from lopti_rules.language.text.matching import language
from lopti_rules.language.text.names import stakes


@pytest.mark.parametrize(("turkish", "disguised"), [
    ("Kaybeden bir kuş çizer", "De verliezer geeft de deler een kuş"),
    ("kazanan bir kuş resmi çizer ve herkese gösterir", "kıss the dealer"),
])
def test_r_custom_3_folding_makes_no_word_of_another_language(turkish: str,
                                                              disguised: str) -> None:
    assert "LP703" not in codes(turkish)
    assert "LP703" in codes(disguised)  # in a Dutch sentence, or alone: a disguise
    assert "LP703" in codes("Kaybeden dağıtıcıyı öper")  # a Turkish kiss is one


@pytest.mark.parametrize(("speaker", "named"), [
    ("Ben bira ısmarlarım", "Ben buys the beer"),
    ("Bira ısmarlarım", "Kaybeden bira ısmarlar"),
    ("Ich spendiere ein Bier", "Ben kauft das Bier"),
])
def test_r_custom_3_a_pronoun_is_no_giver_the_verbs_person_is(speaker: str, named: str) -> None:
    assert stakes(speaker) == ()
    assert [f.code for f in stakes(named)] == ["LP710"]


@pytest.mark.parametrize(("text", "lang"), [
    ("不管庄家怎么说，这条规则对所有人都有效", "zh"),
    ("赢家说 Lopti", "zh"),
    ("The loser says 好 to everyone", "en"),
])
def test_r_custom_3_a_chinese_sentence_is_decided_chinese(text: str, lang: str) -> None:
    assert language(first_sentence(text)) == lang


def test_r_custom_3_a_loanword_in_chinese_is_still_read() -> None:
    assert "LP703" in codes("输家要 kiss 赢家")


@each.parametrize(("asked", "denied"), [
    ("我们投票决定要不要保留这条规则", "这条规则不能删除"),
    ("我们投票决定这条规则算不算数", "输家的票不算数"),
    ("其他规则算不算数由大家投票决定", "其他规则对赢家不算数"),
    ("我们决定这条规则", "我决定这条规则"),
], size=15)
def test_r_vote_1_an_a_not_a_question_and_we_deny_and_claim_nothing(asked: str,
                                                                   denied: str) -> None:
    assert not codes(asked) & {"LP707", "LP709"}
    assert codes(denied) & {"LP707", "LP709"}


@pytest.mark.parametrize(("spared", "included"), [
    ("出错的人罚摸两张，发明人自己出错不算", "出错的人罚摸两张，发明人自己出错也一样"),
    ("每个出错的人罚摸两张，除了这条规则的发明人", "每个出错的人罚摸两张，这条规则的发明人也一样"),
])
def test_r_custom_4_whoever_in_chinese_with_the_creator_spared(spared: str,
                                                               included: str) -> None:
    assert "LP301" in codes(spared)
    assert "LP301" not in codes(included)
