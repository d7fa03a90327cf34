"""Session 42 (brief voteeffect42, issue 29): what a vote's result does, and when
(tests/data/free_text/voteeffect42.toml; language/text/vote_effect.py).

- R-VOTE-6: a change passed holds at once or from the next round; one made to wait for the
  evening's end, tomorrow or some rounds is LP707;
- R-VOTE-7: a removed rule comes back only through a later rule vote; one back by itself
  or after some rounds is LP707;
- R-VOTE-2: the table's majority decides; a removal that also needs a standing's or a
  role's yes is LP707;
- R-ROSHAMBO-1: a tie goes to Roshambo and its outcome decides; the rule kept whoever wins
  is LP708. "Roshambo only on a tie" and "nach einer Abstimmung fragen" quote the cards.
"""

from __future__ import annotations

import pytest
from support import each
from support.freetext import assert_clean, assert_flagged, case_table, codes, in_five_languages

FLAGGED, CLEAN, RULES = case_table("voteeffect42")


def test_r_vote_6_r_vote_7_every_idea_in_five_languages() -> None:
    in_five_languages(FLAGGED, CLEAN, RULES)


@pytest.mark.parametrize(("rule", "lang", "text", "code"), FLAGGED, ids=lambda x: str(x)[:30])
def test_r_vote_2_6_7_r_roshambo_1_a_vote_result_changed_is_flagged(
        rule: str, lang: str, text: str, code: str) -> None:
    assert_flagged(rule, lang, text, code)


@pytest.mark.parametrize(("rule", "lang", "text"), CLEAN, ids=lambda x: str(x)[:30])
def test_r_vote_2_6_7_r_roshambo_1_the_cards_own_result_stays_clean(
        rule: str, lang: str, text: str) -> None:
    assert_clean(rule, lang, text)


@each.parametrize("text", [
    "If it passes, it starts now.", "Changes apply from the next round.",
    "Eine beschlossene Änderung gilt ab der nächsten Runde.",
    "Wird die Änderung dieser Regel beschlossen, gilt sie sofort.",
    "Als de wijziging wordt aangenomen, geldt ze meteen.",
    "改动通过的话，马上生效。",
    # a wait that is no rule's change: seats, cards
    "We change seats after three rounds.",
    "The dealer starts the next round after three rounds of chips."])
def test_r_vote_6_at_once_or_next_round_is_no_wait(text: str) -> None:
    assert codes(text) == set()


@each.parametrize("text", [
    "A removed rule can come back only by a new vote.",
    "Eine gestrichene Regel kommt nur durch eine neue Abstimmung zurück.",
    "Een weggestemde regel komt alleen terug als een latere stemming dat beslist.",
    "被删掉的规则只能靠以后的投票再回来。"], size=15)
def test_r_vote_7_back_through_a_later_vote_is_the_cards_own(text: str) -> None:
    assert "LP707" not in codes(text)


@each.parametrize("text", [
    "Ich frage sofort nach einer Abstimmung, wenn jemand diese Regel loswerden will.",
    "Roshambo nur bei Gleichstand.", "We play Roshambo only on a tie.",
    "Taş-Kâğıt-Makas sadece beraberlikte oynanır.",
    "Whoever wins the Roshambo decides whether the rule stays.",
    "De winnaar stemt in met de meerderheid, net als iedereen, als we deze regel schrappen."])
def test_r_vote_2_r_roshambo_1_asking_a_tie_and_the_majority_stay_clean(text: str) -> None:
    assert codes(text) == set()


@each.parametrize(("text", "code"), [
    ("Roshambo only once on a tie.", "LP708"), ("Roshambo nur eine Runde.", "LP708"),
    ("Der Champion hat zwei Stimmen.", "LP707"), ("On a tie the rule stays.", "LP708"),
    ("Whoever wins the Roshambo over this rule, it stays for the rest of the night.", "LP708")])
def test_r_roshambo_2_r_vote_2_a_count_and_a_kept_tie_stay_flagged(text: str, code: str) -> None:
    assert code in codes(text)


@each.parametrize("text", [
    "Under this rule, the change of direction holds for two rounds.",
    "Changes to the seating hold for three rounds under this rule.",
    "When the champion agrees, we remove the snack bowl from the table before voting on this "
    "rule.",
    "Whoever wins the Roshambo, we shake hands and the rule stays if the proposer lost.",
    "This rule returns only if a later vote brings it back after the next deal.",
    "Bu kural kaldırılırsa bir sonraki oylamaya kadar geri gelmez.",
    "De regel komt terug als we er in een latere ronde opnieuw over stemmen.",
    "这条规则被删了以后，只有再投票通过才能恢复。"], size=60)
def test_r_vote_6_7_r_roshambo_1_the_same_words_about_something_else_fill_no_slot(
        text: str) -> None:
    from lopti_rules.language.text import vote_effect
    from lopti_rules.language.text.textnorm import read

    assert [vote_effect.slots(s) for s in read(text).sentences] == [
        [] for _ in read(text).sentences]


@each.parametrize("text", [
    "This rule can't be scrapped unless the dealer says yes too.",
    "Diese Regel kann nicht gestrichen werden, es sei denn, der Champion stimmt zu.",
    "If this rule is changed by vote, the change only kicks in after two more rounds.",
    "Als deze regel wordt gewijzigd, geldt de wijziging pas morgen.",
    "Kaldırılan bu kural üç el sonra kendiliğinden yeniden geçerli olur.",
    "Bei Gleichstand bleibt die Regel, egal wer beim Roshambo gewinnt."], size=15)
def test_r_vote_2_6_7_a_denial_lifted_by_a_yes_and_other_shapes_are_flagged(text: str) -> None:
    assert codes(text) & {"LP707", "LP708"}


@each.parametrize("text", [
    "Kaldırılan kural kendiliğinden geri gelmez; ancak yeni bir oylamayla döner.",
    "Kaldırılan kural kendiliğinden geri gelmiyor.",
    "A removed rule does not come back by itself.", "被删掉的规则不会自动恢复。"])
def test_r_vote_7_a_return_denied_turkish_ending_too_stays_clean(text: str) -> None:
    assert codes(text) == set()
