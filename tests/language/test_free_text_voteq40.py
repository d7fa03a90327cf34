"""Session 40 (brief voteq40, issues 23 and 29): who may change a rule, and when
(tests/data/free_text/voteq40.toml).

- R-CUSTOM-5, R-VOTE-4: a rule's value left open and set anew each round by one person
  (its creator, a standing, the dealer: a rotating role still rewrites the rule without
  the vote) is LP709 (language/text/clause_readings.py, ``_refilled``); the value said
  once, set by the table's vote, or a choice the rule's action leaves to its actor is
  clean;
- R-FAQ-5, R-CUSTOM-4: an unclear rule read by a standing (the champion, last round's
  winner, the leader) is LP709 as a role's reading is (harm.py reads a standing as the
  role it stands in for; procedures.py: a Chinese role's word heeded, "听冠军的");
  the creator's reading and the table's majority stay clean;
- R-VOTE-1: "only a vote can change it" is the official way in Chinese too ("要改只能投
  票", claims.py): no voters kept to some.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

FLAGGED, CLEAN, RULES = case_table("voteq40")


def test_r_custom_5_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_5_r_faq_5_a_rule_set_anew_or_read_by_a_standing_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_vote_1_r_custom_2_the_fixed_value_the_vote_and_the_creator_stay_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize("text", [
    "这条规则只能通过投票来改。", "这条规则只有投票才能改。", "要取消这条规则只能靠投票。"])
def test_r_vote_1_chinese_only_by_a_vote_keeps_nobody_from_voting(text: str) -> None:
    assert "LP707" not in codes(text)


@each.parametrize("text", [
    "只有赢家能投票。", "只有冠军可以投票。", "只有还在牌局里的玩家可以投票。",
    "只有男生可以投票。"])
def test_r_vote_2_chinese_the_vote_kept_to_some_stays_flagged(text: str) -> None:
    assert "LP707" in codes(text)


@each.parametrize("text", [
    "Each round the table votes on which rank this rule is about.",
    "Der Erfinder sagt vor dem ersten Geben einmal, welchen Rang diese Regel betrifft.",
    "Elke ronde kiest de deler wie er begint met schudden.",
    "Her elde dağıtan kartları karıştırır.",
    "每一局由发牌的人洗牌。",
    # the fixed value reminded each round, by a role or a standing: nothing set anew
    "Each round the champion reminds everyone which rank this rule is about.",
    "Jede Runde erinnert der Geber daran, dass diese Regel für Damen gilt.",
    "Elke ronde noemt de deler nog eens het getal van deze regel.",
    "Her elde dağıtıcı bu kuralın kızlar için olduğunu hatırlatır.",
    "每一局发牌的人都提醒大家这条规则是关于Q的。",
    "At the start of each round the dealer reads out which rank this rule is about.",
    "Each round the dealer chooses which card to turn face up for everyone."], size=15)
def test_r_custom_1_no_value_set_anew_by_one_is_no_rewrite(text: str) -> None:
    assert "LP709" not in codes(text)
