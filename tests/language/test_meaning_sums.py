"""Rule identity (R-VOTE-7) of three spellings the engine makes one (redteam11's
identity books): a sum of one player's hand, face-up and face-down cards is their cards;
a turn's number is the round's turns in that turn's hooks; hooks one after the other
under one guard that only draw are one draw of the sum. A book that holds both
spellings of a hook in two rules doubles its effect: LP506 (R-VOTE-4)."""

from __future__ import annotations

import pytest

from lopti_rules.language import lint_text, meaning_text


def rule(hooks: str, name: str = "x") -> str:
    return f'rule "{name}"\n{hooks}'


def hook(head: str, action: str = "next player draws 1 card") -> str:
    return f"  {head}:\n    {action}\n"


@pytest.mark.parametrize(("a", "b"), [
    ("after clear when cards of the clearer is at least 6",
     "after clear when hand of acting player + face-up of acting player"
     " + face-down of acting player is more than 5"),
    ("after deal when cards of dealer is at most 8",
     "after deal when face-down of dealer + hand of dealer + face-up of dealer"
     " is less than 9"),
    ("after play when cards of acting player is at least 4",
     "after play when face-up of acting player + hand of acting player + 1"
     " + face-down of acting player is at least 5"),
])
def test_r_vote_7_three_zones_summed_are_cards(a: str, b: str) -> None:
    assert meaning_text(rule(hook(a))) == meaning_text(rule(hook(b)))


@pytest.mark.parametrize(("a", "b"), [
    ("after deal when cards of dealer is at least 6",
     "after deal when hand of dealer + face-up of dealer is at least 6"),
    ("after deal when cards of dealer is at least 6",
     "after deal when hand of dealer + face-up of dealer + face-down of next player"
     " is at least 6"),
])
def test_r_vote_7_fewer_zones_or_two_players_stay_apart(a: str, b: str) -> None:
    assert meaning_text(rule(hook(a))) != meaning_text(rule(hook(b)))


@pytest.mark.parametrize(("a", "b"), [
    ("after turn_end when turn_end.number is 1", "after turn_end when round.turns is 1"),
    ("before turn_end when turn_end.number is at least 3",
     "before turn_end when round.turns > 2"),
    ("after turn when turn.number is odd", "after turn when round.turns + 1 is even"),
])
def test_r_vote_7_a_turns_number_is_the_rounds_turns(a: str, b: str) -> None:
    assert meaning_text(rule(hook(a))) == meaning_text(rule(hook(b)))


def test_r_vote_7_round_turns_elsewhere_keeps_its_spelling() -> None:
    assert "round.turns" in meaning_text(rule(hook("after play when round.turns is 1")))


@pytest.mark.parametrize(("a", "b"), [
    (hook("after deal when round.number is at least 3", "dealer draws 2 cards"),
     hook("after deal when round.number > 2", "dealer draws 1 card")
     + hook("after deal when 2 < round.number", "dealer draws 1 card")),
    (hook("after turn_end", "next player draws 3 cards"),
     hook("after turn_end", "next player draws 1 card") * 3),
    (hook("before clear when clear.cause is ten", "every other player draws 2 cards"),
     hook("before clear when clear.cause is ten", "every other player draws 1 card")
     + hook("before clear when clear.cause is not four", "every other player draws 1 card")
     .replace("is not four", "is ten")),
])
def test_r_vote_7_repeated_draw_hooks_are_one_draw(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@pytest.mark.parametrize("b", [
    # the guard reads what the first draw changes: the second may not run
    hook("after deal when hand of dealer is at most 5", "dealer draws 1 card") * 2,
    # other players, or something besides a draw
    hook("after deal", "dealer draws 1 card") + hook("after deal", "next player draws 1 card"),
])
def test_r_vote_7_draw_hooks_that_may_differ_stay_apart(b: str) -> None:
    a = hook("after deal when hand of dealer is at most 5", "dealer draws 2 cards")
    assert meaning_text(rule(a)) != meaning_text(rule(b))


@pytest.mark.parametrize(("a", "b"), [
    (hook("after deal when round.number is at least 3", "dealer draws 2 cards"),
     hook("after deal when round.number > 2", "dealer draws 1 card") * 2),
    (hook("after turn_end when turn_end.number is 1"),
     hook("after turn_end when round.turns is 1",
          "the next player after the acting player draws 1 card")),
    (hook("after clear when cards of the clearer is at least 6",
          "the clearer may give up to 1 card to their left"),
     hook("after clear when hand of acting player + face-down of acting player"
          " + face-up of acting player is at least 6",
          "acting player may give up to 1 card to their left")),
])
def test_r_vote_4_lp506_both_spellings_in_one_book(a: str, b: str) -> None:
    text = rule(a, name="Load") + "\n" + rule(b, name="load")
    codes = [d.code for d in lint_text(text).diagnostics]
    assert "LP506" in codes and "LP907" in codes
