"""Session 25's free text (issue 29, brief fix25b; tests/data/free_text/fix25b.toml, written
before the fix, in the five languages).

R-CUSTOM-1, R-CUSTOM-5: the winner's rule made or told after the deal, once the hand is
seen, later in the round or at will is LP709 (language/text/announced.py). R-SESSION-3,
R-FAQ-5: an absent creator's rule read by anyone but the table (a partner, a call to the
creator) is LP709 (rule_reader.py). R-VOTE-1, R-VOTE-2: the asking or the voting kept to
some ("only a player who has won ...", "没赢过的人不能参加投票") is LP707
(procedure_model.py). R-ROSHAMBO-1: a tied vote with Roshambo denied is LP708
(procedure_world.py). The cards' own values in other words and the near misses stay clean.
"""

from __future__ import annotations

import pytest
from support import each, paths
from support.freetext import case_table, codes, first_sentence

from lopti_rules.language import lint_text
from lopti_rules.language.text import announced, roshambo_denied, rule_reader, vote_holders
from lopti_rules.language.text.harm import judge
from lopti_rules.language.text.matching import hits

FLAGGED, CLEAN, RULES = case_table("fix25b")
LANGUAGES = {"en", "de", "nl", "tr", "zh"}


def test_r_custom_1_r_session_3_r_vote_1_every_idea_has_both_sides_in_five_languages() -> None:
    for rule in RULES:
        assert {lang for r, lang, _, _ in FLAGGED if r == rule} == LANGUAGES, rule
        assert {lang for r, lang, _ in CLEAN if r == rule} == LANGUAGES, rule


@each.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_1_r_session_3_r_vote_1_the_procedure_changed_is_an_error(
        rule: str, lang: str, text: str, code: str) -> None:
    assert code in codes(text), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30], size=15)
def test_r_custom_1_r_session_3_r_vote_1_the_cards_value_and_near_misses_are_clean(
        rule: str, lang: str, text: str) -> None:
    assert codes(text) - {"LP712"} == set(), (rule, lang, [f.message for f in judge(text)])


@each.parametrize(("text", "late"), [
    ("The winner tells their new rule after the deal.", True),
    ("Der Sieger sagt seine neue Regel erst, wenn er seine Karten gesehen hat.", True),
    ("赢家随时可以宣布他的新规则", True),
    ("The winner tells their new rule before the deal.", False),
    ("After the deal the winner reads their rule out again.", False),
    ("The creator may delete their own rule whenever they like.", False),
    ("After the deal the dealer says good luck.", False),
], size=60)
def test_r_custom_1_a_rule_told_after_the_deal_is_read_by_its_time(text: str, late: bool) -> None:
    assert bool(announced.announced_late(first_sentence(text))) is late


@pytest.mark.parametrize(("text", "given"), [
    ("If the creator is gone, their partner decides what the rule means.", True),
    ("Als de maker naar huis is, bellen we hem op en zijn woord geldt.", True),
    ("Bei Streit über die Regel entscheidet der Gastgeber.", True),
    ("If the creator is gone, the table decides by majority.", False),
    ("Call the creator to say goodnight.", False),
    ("The host decides the music.", False),
    ("The creator decides what the rule means.", False),
])
def test_r_session_3_a_rules_reading_given_to_someone_but_the_table(text: str,
                                                                     given: bool) -> None:
    assert bool(rule_reader.reader(first_sentence(text))) is given


@pytest.mark.parametrize("name", ["text-after-deal-en", "text-na-het-delen-nl",
                                  "text-dai-li-ren-zh", "text-telefon-tr",
                                  "text-vote-winners-call-en",
                                  "text-chuang-jian-zhe-jue-ding-zh"])
def test_r_custom_1_r_session_3_r_vote_1_redteam16_misses_are_static_errors(name: str) -> None:
    path = paths.DATA / "redteam16" / "unfair" / f"{name}.lopti"
    result = lint_text(path.read_text(encoding="utf-8"), filename=str(path))
    assert {d.code for d in result.errors} & {"LP707", "LP708", "LP709"}, name


@each.parametrize(("text", "rps", "denied"), [
    ("on a tied vote there is no rock paper scissors, the creator decides",
     "rock paper scissors", True),
    ("oylama berabere biterse tas kagit makas yok, kurali koyan karar verir", "tas kagit makas",
     True),
    ("投票打平的时候不用猜拳，由规则的创建者直接决定", "猜拳", True),
    ("on a tie, no coin toss: rock paper scissors as always", "rock paper scissors", False),
    ("a tied vote goes to rock paper scissors", "rock paper scissors", False),
], size=60)
def test_r_roshambo_1_roshambo_denied_in_its_own_clause(text: str, rps: str,
                                                        denied: bool) -> None:
    assert bool(roshambo_denied.denied(text, text, rps)) is denied


@each.parametrize(("text", "kept"), [
    ("Only a player who has won a round tonight may call for a rule vote.", True),
    ("Nur ein Spieler, der heute schon gewonnen hat, darf eine Regelabstimmung verlangen.",
     True),
    ("Only one vote per round.", False),
    ("Only a majority can change a rule.", False),
], size=60)
def test_r_vote_1_only_before_an_article_and_a_person_names_the_holder(text: str,
                                                                      kept: bool) -> None:
    sentence = first_sentence(text)
    assert (vote_holders.kept_to_some(sentence, hits(sentence)) is not None) is kept
