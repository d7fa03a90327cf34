"""Rule identity of arithmetic predicates (R-VOTE-7): ``even``, ``odd`` and ``a multiple
of`` are one idea, a residue modulo a divisor, and every spelling of the same residue is
the same rule; on a thing with few values (a rank, a play's count) the residue is the set
of values it lets through, so it meets the lists and ranges written out. The redteam9
book ``identity-even-multiple`` wrote ``round.turns is even`` and ``round.turns is a
multiple of 2`` (conditions swapped) to get a removed rule back."""

from __future__ import annotations

import pytest
from support import each
from support.examples import static_checker

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.sessions import Session, SessionError


def rule(condition: str, action: str = "next player draws 1 card", name: str = "x") -> str:
    when = f" when {condition}" if condition else ""
    return f'rule "{name}"\n  after play{when}:\n    {action}\n'


EVEN_TURN = [
    "round.turns is even",
    "round.turns is a multiple of 2",
    "not round.turns is odd",
    "round.turns is even and not (round.turns is not a multiple of 2)",
    "round.turns + 1 is odd",
    "round.turns - 1 is odd",
    "round.turns + 2 is a multiple of 2",
    "round.turns - 3 is not a multiple of 2",
    "1 + round.turns is odd",
]


@each.parametrize("spelling", EVEN_TURN[1:])
def test_r_vote_7_even_odd_and_multiple_of_2_are_one_residue(spelling: str) -> None:
    assert meaning_text(rule(spelling)) == meaning_text(rule(EVEN_TURN[0])), spelling


@each.parametrize("spelling", [
    "round.turns is not a multiple of 2", "not round.turns is even",
    "round.turns + 1 is a multiple of 2", "round.turns - 1 is even",
], size=60)
def test_r_vote_7_odd_in_every_spelling(spelling: str) -> None:
    assert meaning_text(rule(spelling)) == meaning_text(rule("round.turns is odd"))


@each.parametrize(("a", "b"), [
    # a residue modulo 3: the number added is taken modulo the divisor
    ("round.turns + 1 is a multiple of 3", "round.turns - 2 is a multiple of 3"),
    ("round.turns + 4 is a multiple of 3", "round.turns + 1 is a multiple of 3"),
    ("round.number - 3 is a multiple of 3", "round.number is a multiple of 3"),
    # a multiple of 1 is every number: no guard
    ("round.turns is a multiple of 1 and play.rank is A", "play.rank is A"),
    # numbers only are folded
    ("4 is even and play.rank is A", "play.rank is A"),
    ("round.turns is a multiple of 2 and 7 is a multiple of 7", "round.turns is even"),
    # the conditions in any order, with the rank spelt another way
    ("play.rank is at least 9 and round.turns is a multiple of 2",
     "round.turns is even and play.rank is more than 8"),
])
def test_r_vote_7_residues_meet_other_spellings(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@each.parametrize(("a", "b"), [
    # a thing with few values: the residue is its set, the same as the list or range
    ("play.rank is even", "play.rank is one of 2, 4, 6, 8, 10, Q, A"),
    ("play.rank is odd", "play.rank is one of 3, 5, 7, 9, J, K"),
    ("play.rank is a multiple of 7", "play.rank is one of 7, A"),
    ("play.count is even", "play.count is one of 2, 4"),
    ("play.count is odd and play.count is at least 2", "play.count is 3"),
    ("play.count is a multiple of 2 or play.count is 3", "play.count is at least 2"),
    ("play.rank + 1 is even", "play.rank is not one of 2, 4, 6, 8, 10, 12, 14"),
])
def test_r_vote_7_a_residue_of_few_values_is_their_set(a: str, b: str) -> None:
    assert meaning_text(rule(a)) == meaning_text(rule(b))


@each.parametrize(("a", "b"), [
    ("round.turns is even", "round.turns is odd"),
    ("round.turns is a multiple of 2", "round.turns is a multiple of 4"),
    ("round.turns is a multiple of 3", "round.turns + 1 is a multiple of 3"),
    ("round.turns + 1 is a multiple of 3", "round.turns + 2 is a multiple of 3"),
    ("round.turns is even", "round.number is even"),
    ("play.rank is even", "play.rank is odd"),
    ("play.count is even", "play.count is 2"),
])
def test_r_vote_7_different_residues_stay_apart(a: str, b: str) -> None:
    assert meaning_text(rule(a)) != meaning_text(rule(b))


def test_r_vote_4_lp506_even_and_a_multiple_of_2_in_one_book() -> None:
    """Two rules of one book, the same hook: one counts odd turns, the other turns one
    past a multiple of two (conditions swapped, the rank as a number)."""
    text = (rule("round.turns is odd and play.rank is at least J", name="a") + "\n"
            + rule("play.rank is more than 10 and round.turns - 1 is a multiple of 2",
                   name="b"))
    assert "LP506" in [d.code for d in lint_text(text).diagnostics]


def test_r_vote_7_a_removed_even_rule_does_not_return_as_a_multiple() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(0)
    # the rule the table removes, added through the static checks alone: what is pinned
    # is its respelling refused (R-VOTE-7, asked before any checker), not its trial
    s.announce_rule(rule("round.turns is even and play.rank is at least 9", name="Even"),
                    name="Even", checker=static_checker)
    s.record_round(1)
    s.hold_vote("remove", proposer=1, rule=1,
                ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"})
    s.record_round(0)
    with pytest.raises(SessionError, match="R-VOTE-7"):
        s.announce_rule(rule("play.rank is at least 9 and round.turns is a multiple of 2",
                             name="Pairs"), name="Pairs")
