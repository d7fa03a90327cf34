"""A debt counted before the rule existed (LP601, R-CUSTOM-3; redteam-ident43
``retro-*``): an effect on last round's standing whose size is the rule's own clock.

Last round's biggest picker, last place or runner-up read at every deal is a lagged
standing, a result of play acting every round (fair). A size that shrinks with the
rule's clock to nothing after the first firing (``2 - rule.rounds`` cards, ``1 -
rule.fired``, ``1 - rule.clears``, ``4 - rule.pickups``, a count the hook sets after
reading it) makes only the first firing act: the one that reads the round before the
rule was adopted (``checks/retro.clock_sized``). The same standing with a size that
stays positive, or grows, every round stays clean.
"""

from __future__ import annotations

import pytest

from lopti_rules.language import lint_text
from lopti_rules.language.analysis.checks import retro


def codes(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


def deal(body: str, counts: str = "") -> str:
    return f'rule "Old bill"\n{counts}  after deal:\n    {body}\n'


@pytest.mark.parametrize("body", [
    "the player with the most pickups last round draws 2 - rule.rounds cards",
    "last round's last place draws 1 - rule.fired cards",
    "the player placed 2 last round draws 1 - rule.clears cards",
    "the player with the most pickups last round draws 4 - rule.pickups cards",
    "last round's last place draws 3 - rule.rounds - rule.rounds cards",
    "last winner gives 2 - rule.rounds cards to player left of last winner",
    "repeat 2 - rule.rounds times:\n      last round's last place draws 1 card",
    "player left of last round's last place draws 2 - rule.rounds cards",
])
def test_r_custom_3_a_size_by_the_rules_clock_that_only_its_first_firing_has_is_retroactive(
        body: str) -> None:
    assert "LP601" in codes(deal(body))


def test_r_custom_3_a_count_the_hook_sets_after_reading_it_is_the_same_clock() -> None:
    text = deal("the player with the most pickups last round draws 1 - count \"done\" "
                "cards\n    set \"done\" to 1", '  count "done" this session\n')
    assert "LP601" in codes(text)


@pytest.mark.parametrize("text", [
    '# lopti: lang=de\nregel "Old bill"\n  nach deal:\n    der spieler mit der meisten '
    'pickups letzte runde zieht 2 - rule.rounds karten\n',
    '# lopti: lang=nl\nregel "Old bill"\n  na deal:\n    de speler met de meeste pickups '
    'laatste ronde trekt 2 - rule.rounds kaarten\n',
    '# lopti: lang=tr\nkural "Old bill"\n  sonra deal:\n    bu oyuncu ile bu azami pickups '
    'son tur çeker 2 - rule.rounds kartlar\n',
])
def test_r_custom_3_the_clock_sized_debt_in_german_dutch_and_turkish_keywords(
        text: str) -> None:
    assert "LP601" in codes(text)


@pytest.mark.parametrize("body", [
    # a lagged standing every round: fixed, growing then capped, alternating
    "the player with the most pickups last round draws 1 card",
    "if rule.rounds is at least 3:\n      last round's last place draws 2 cards\n    else:\n"
    "      last round's last place draws 1 card",
    "if rule.rounds is a multiple of 2:\n      the player placed 2 last round draws 2 cards"
    "\n    else:\n      the player placed 2 last round draws 1 card",
    # positive past the first firing: not the first firing only
    "the player with the most pickups last round draws 3 - rule.rounds cards",
    # the clock sizes an effect on nobody's standing
    "dealer draws 2 - rule.rounds cards",
    # from the rule's second round on the standing is a round the rule saw
    "if rule.rounds is at least 2:\n      last round's last place draws 3 - rule.rounds cards",
])
def test_r_custom_3_a_size_that_stays_positive_or_reads_no_standing_is_clean(
        body: str) -> None:
    assert "LP601" not in codes(deal(body))


def test_r_custom_3_the_message_names_the_standing_the_first_size_and_the_clock() -> None:
    found = [d for d in lint_text(deal(
        "the player with the most pickups last round draws 4 - rule.pickups cards")
    ).diagnostics if d.code == "LP601"]
    assert found and "is 4 at the rule's first firing" in found[0].message
    assert "rule.pickups grows" in found[0].message
    assert found[0].message == retro.CLOCK_SIZED.format(
        role="the player with the most pickups last round", n=4, clock="rule.pickups")
