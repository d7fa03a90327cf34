"""Rule identity (R-VOTE-7) of two spellings by arithmetic and by equality (redteam19's
identity books): a thing of the game summed more than once is gathered (``x + x is at
least 4`` is ``x is at least 2``: ``meaningsums``), and things a conjunction says are
equal read as one (``x is y and y is 5`` is ``x is 5 and y is 5``: ``meaningequal``). A
book that holds both spellings of a hook in two rules doubles its effect: LP506
(R-VOTE-4); different thresholds, a shifted equality or an ``or`` stay different rules."""

from __future__ import annotations

import pytest
from support import each
from support.examples import static_checker

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.sessions import Session, SessionError


def rule(head: str, action: str = "next player draws 1 card", name: str = "x") -> str:
    return f'rule "{name}"\n  {head}:\n    {action}\n'


@each.parametrize(("a", "b"), [
    ("after play when play.count is at least 2",
     "after play when play.count + play.count is at least 4"),
    ("after play when play.count is at least 2",
     "after play when play.count + play.count is more than 3"),
    ("after play when play.count is at least 3",
     "after play when play.count + play.count + play.count is at least 7"),
    ("after play when play.count is at most 2",
     "after play when play.count + play.count is at most 5"),
    ("after play when play.count is at most 2",
     "after play when play.count + play.count is less than 6"),
    ("after play when play.count is 2",
     "after play when play.count + play.count is 4"),
    ("after play when play.count is 2",
     "after play when 6 is play.count + play.count + 2"),
    ("after pickup when pickup.count is at least 5",
     "after pickup when pickup.count + pickup.count - 3 is at least pickup.count + 2"),
    ("after deal when hand of dealer is at least 5",
     "after deal when hand of dealer + hand of dealer is at least 9"),
    ("after deal when round.number is at least 3",
     "after deal when table.players + round.number is more than table.players + 2"),
])
def test_r_vote_7_a_thing_summed_twice_is_gathered(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@each.parametrize(("a", "b"), [
    ("after play when play.count is one of 2, 3",
     "after play when play.count + play.count is one of 4, 6"),
    ("after play when play.count is 2",
     "after play when play.count + play.count is one of 3, 4, 5"),
    ("after play when play.count is even",
     "after play when play.count + play.count is a multiple of 4"),
    ("after play when play.count is odd",
     "after play when play.count + play.count + 2 is a multiple of 4"),
    ("after turn when round.turns is a multiple of 3",
     "after turn when round.turns + round.turns is a multiple of 6"),
    ("after play when round.turns - 1 is a multiple of 4",
     "after play when round.turns + round.turns + round.turns + 1 is a multiple of 4"),
    ("after play", "after play when play.count + play.count is even"),
])
def test_r_vote_7_a_sum_in_one_of_or_a_residue_is_gathered(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@pytest.mark.parametrize(("a", "b"), [
    ("after play when play.count is even",
     "after play when play.count + play.count is a multiple of 8"),
    ("after play when round.turns + 1 is a multiple of 4",
     "after play when round.turns + round.turns + round.turns + 1 is a multiple of 4"),
    ("after play when play.count is one of 2, 3",
     "after play when play.count + play.count is one of 4, 5"),
])
def test_r_vote_7_another_residue_or_set_stays_another_rule(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


def test_r_vote_7_an_even_sum_that_misses_an_odd_number_never_holds() -> None:
    never = meaning_text(rule("after play when play.count + play.count is 5"))
    assert meaning_text(rule("after play when false")) == never


@pytest.mark.parametrize(("a", "b"), [
    ("after play when play.count is at least 2",  # three or more: another rule
     "after play when play.count + play.count is at least 6"),
    ("after play when play.count is at least 2",
     "after play when play.count + play.count is at least 5"),
    ("after deal when hand of dealer is at least 2",  # two things, not one twice
     "after deal when hand of dealer + hand of next player is at least 4"),
])
def test_r_vote_7_a_different_threshold_stays_another_rule(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


@each.parametrize(("a", "b"), [
    ("after play when play.rank is 5 and play.previous_rank is 5",
     "after play when play.rank is play.previous_rank and play.rank is 5"),
    ("after play when play.rank is 5 and play.previous_rank is 5",
     "after play when play.previous_rank is play.rank and play.previous_rank is 5"),
    ("after play when play.rank is play.previous_rank and play.rank is at least J",
     "after play when play.previous_rank is play.rank and play.previous_rank is at least J"),
    ("after play when play.rank is K and play.previous_rank is K",
     "after play when play.previous_rank is play.rank and play.rank is 13"),
    ("after deal when hand of dealer is 4 and hand of next player is 4",
     "after deal when hand of dealer is hand of next player and hand of next player is 4"),
    ("after deal when hand of dealer is 5 and hand of next player is 4",
     "after deal when hand of next player is hand of dealer - 1 and hand of dealer is 5"),
    ("after deal when hand of dealer is hand of next player + 1"
     " and hand of next player is at least 4",
     "after deal when hand of dealer is at least 5"
     " and hand of next player + 1 is hand of dealer"),
    ("after deal when false",
     "after deal when hand of dealer is hand of next player"
     " and hand of dealer is hand of next player + 1"),
    ("after play when play.rank is 5 and play.previous_rank is 5 and play.count is 2",
     "after play when play.rank is play.previous_rank and play.count is 2"
     " and play.previous_rank is 5"),
])
def test_r_vote_7_things_said_equal_read_as_one(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@each.parametrize(("a", "b"), [
    ("after play when play.rank is 5 and play.previous_rank is 5",  # a 5 alone
     "after play when play.rank is 5"),
    ("after play when play.rank is 5 and play.previous_rank is 5",  # or is not and
     "after play when play.rank is play.previous_rank or play.rank is 5"),
    ("after play when play.rank is 5 and play.previous_rank is 5",  # any pair on a pair
     "after play when play.rank is play.previous_rank"),
    ("after deal when hand of dealer is 4 and hand of next player is 4",  # one more
     "after deal when hand of dealer is hand of next player + 1"
     " and hand of next player is 4"),
])
def test_r_vote_7_an_equality_that_is_not_one_stays_another_rule(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


def test_r_vote_4_both_spellings_in_one_book_are_lp506() -> None:
    book = (rule("after play when play.rank is 5 and play.previous_rank is 5",
                 "every other player draws 1 card", name="a")
            + rule("after play when play.rank is play.previous_rank and play.rank is 5",
                   "every other player draws 1 card", name="b")
            + rule("after play when play.rank is 9 and play.count is at least 2", name="c")
            + rule("after play when play.count + play.count is at least 4 and"
                   " play.rank is 9", name="d"))
    codes = [d.code for d in lint_text(book, "book.lopti").diagnostics]
    assert codes.count("LP506") == 2


def test_r_vote_4_a_different_threshold_in_one_book_is_clean() -> None:
    book = (rule("after play when play.rank is 9 and play.count is at least 2", name="a")
            + rule("after play when play.count + play.count is at least 6 and"
                   " play.rank is 9", name="b"))
    assert "LP506" not in [d.code for d in lint_text(book, "book.lopti").diagnostics]


@pytest.mark.parametrize(("a", "b"), [
    ("after play when play.rank is play.previous_rank",
     "after play when play.previous_rank is play.rank"),
    ("after play when play.rank is more than play.previous_rank",
     "after play when play.previous_rank is less than play.rank"),
    ("after play when play.rank is not play.previous_rank",
     "after play when not play.previous_rank is play.rank"),
])
def test_r_vote_7_two_ranks_compared_are_one_way_round(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


def test_r_vote_7_a_rank_above_or_below_stays_another_rule() -> None:
    above = meaning_text(rule("after play when play.rank is more than play.previous_rank"))
    assert above != meaning_text(rule("after play when play.rank is less than"
                                      " play.previous_rank"))


NINES = ('rule "Nine pair"\n  after play when play.rank is 9 and play.count is at least 2:\n'
         '    next player draws 1 card\n')
FIVES = ('rule "Fives"\n  after play when play.rank is 5 and play.previous_rank is 5:\n'
         '    every other player draws 1 card\n')


def removed(text: str) -> Session:
    """Ann's rule (round 1) deleted; Bo won round 2 and may announce."""
    s = Session.create("x", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    # the rule the table removes, added through the static checks alone: what is pinned
    # is what the session says of a rule announced after it (R-VOTE-7, asked before any
    # checker), not its trial
    s.announce_rule(text, name="old", checker=static_checker)
    s.delete_rule(1, by=0)
    s.record_round(1)
    return s


@pytest.mark.parametrize(("old", "again"), [
    (NINES, 'rule "Sum"\n  after play when play.count + play.count is at least 4'
            ' and play.rank is 9:\n    next player draws 1 card\n'),
    (FIVES, 'rule "Same"\n  after play when play.rank is play.previous_rank and'
            ' play.rank is 5:\n    for each other player:\n      that player draws 1 card\n'),
])
def test_r_vote_7_a_removed_rule_in_another_sum_or_equality_needs_a_vote(
        old: str, again: str) -> None:
    s = removed(old)
    with pytest.raises(SessionError, match="rule 1 .*R-VOTE-7"):
        s.announce_rule(again, name="new")


def test_r_vote_7_a_removed_rule_with_another_threshold_is_new() -> None:
    s = removed(NINES)
    again = ('rule "Triples"\n  after play when play.count + play.count is at least 6'
             ' and play.rank is 9:\n    next player draws 1 card\n')
    # new (R-VOTE-7 asked first), so it joins: through the static checks, as the removed
    # one did (the session's whole gate on a joining rule: tests/sessions/test_session_book.py)
    assert s.announce_rule(again, name="new", checker=static_checker).number == 2
