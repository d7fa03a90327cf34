"""Session 39 (brief fold39, issues 23 and 29): the readings that still kept their own
denial words read lopti_rules/language/text/denial_lexicon.py's, one list for all
(tests/data/free_text/fold39.toml).

- R-CUSTOM-4: "the other house rules never apply to the champion" is a suspension for one
  standing in every language (rules_suspended.py lacked "niemals", "nooit");
- R-WIN-3, R-CUSTOM-3: a denial with the lexicon's words ("doesn't", "niemals", "asla")
  stays clean (wins_counted.py and retroactive.py lacked them);
- near misses: "değilse" (if … not: the one away, R-SESSION-3's reader) and the Dutch
  "nieuwe" (new) are no denials;
- no copies: each reading's list is the lexicon's.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, in_five_languages

from lopti_rules.language.text import (
    announced,
    base_counts,
    carry_over,
    claims,
    conditioned,
    deal_tampered,
    denial_lexicon,
    drink_waived,
    norm_waived,
    play_readings,
    procedure_world,
    rank_bounds,
    retroactive,
    roshambo_kept,
    rule_reader,
    rules_suspended,
    standing_bends,
    standing_rules,
    take_back,
    vote_outcome,
    vote_rules,
    vote_standing,
    vote_time,
    wins_counted,
)

FLAGGED, CLEAN, RULES = case_table("fold39")


def test_r_custom_4_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_win_3_r_custom_3_a_denial_in_the_lexicons_words_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_custom_4_other_rules_never_applying_to_a_standing_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@each.parametrize("text", [
    "nobody decides", "the dealer doesn t choose", "the dealer cannot choose",
    "der geber wahlt niemals", "niemand entscheidet", "de gever kiest nooit",
    "kimse secmez", "bu kural geriye donuk degildir", "hicbir oyuncu", "oy yok",
    "没有人决定", "发牌的人无法选择"], size=60)
def test_r_custom_4_denied_in_five_languages(text: str) -> None:
    assert denial_lexicon.DENIED.search(text)


@pytest.mark.parametrize("text", [
    "kurali koyan burada degilse herkes oylar", "een nieuwe regel geldt vanaf nu",
    "the winner plays first"])
def test_r_session_3_a_condition_or_new_is_no_denial(text: str) -> None:
    assert not denial_lexicon.DENIED.search(text)


def test_r_custom_4_one_lexicon_no_copies() -> None:
    """The readings that kept their own denial words read the lexicon's."""
    lexicon = denial_lexicon
    for reading in (rule_reader, procedure_world, vote_outcome, rules_suspended, retroactive,
                    wins_counted, base_counts):
        assert reading.DENIED is lexicon.DENIED, reading.__name__  # the lexicon's own name
        assert not hasattr(reading, "_DENIED"), reading.__name__  # no alias beside it
    assert conditioned.DENIED is lexicon.DENIED and not hasattr(conditioned, "_NOT")
    assert carry_over.DENIAL is lexicon.DENIAL and not hasattr(carry_over, "_DENIED")
    assert standing_rules.DENIAL is standing_bends.DENIAL is vote_standing.DENIAL \
        is lexicon.DENIAL
    assert base_counts._ZH_DENIED.pattern == lexicon.ZH_NOT
    assert deal_tampered._DENIED.pattern.startswith(lexicon.DENIED.pattern)
    assert vote_rules._DENIED.pattern.startswith(lexicon.DENIED.pattern)
    assert announced._NOT_LATE.pattern.startswith(lexicon.DENIED.pattern)
    assert play_readings._DENIALS == lexicon.NOT_WORDS | lexicon.NOBODY_WORDS
    assert claims._DENY == lexicon.NOBODY_WORDS | lexicon.NEVER_WORDS
    assert vote_time._NOT == lexicon.NOT_WORDS | lexicon.NOT_SHORT_WORDS
    assert lexicon.NOT_WORD in roshambo_kept._NOT_BEFORE.pattern
    assert ("niemand",) in take_back.NOBODY and ("can", "t") in take_back.NOBODY
    assert lexicon.NEVER_WORDS <= lexicon.NOT_WORDS
    assert rank_bounds._NOT is lexicon.NOT_WORDS
    assert lexicon.NOT_WORDS <= drink_waived._DENY
    assert {w[0] for w in norm_waived._NOT} == lexicon.NOT_WORDS
