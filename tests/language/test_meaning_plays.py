"""Rule identity by the plays a rule allows (R-VOTE-7): a restriction of the next play is
the set of ranks it leaves playable, a rule's permissions the set of (rank, top) pairs
they add, whatever their spelling (``meaningplays``; redteam14 ``identity-ceiling-list``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import each
from support.examples import static_checker

from lopti_rules.language import lint_text, meaning_text
from lopti_rules.sessions import Session, SessionError

SPELLINGS = {2: ["2"], 3: ["3"], 4: ["4"], 5: ["5"], 6: ["6"], 7: ["7"], 8: ["8"], 9: ["9"],
             10: ["10"], 11: ["J", "11"], 12: ["Q", "12"], 13: ["K", "13"],
             14: ["A", "14", "Ace"]}


def restricted(*lines: str, guard: str = "play.rank is 8 and play.count is 2") -> str:
    body = "".join(f"    next play must {line}\n" for line in lines)
    return f'rule "x"\n  after play when {guard}:\n{body}'


def permitted(*lines: str) -> str:
    allows = "".join(f"  allow {line}\n" for line in lines)
    return f'rule "x"\n{allows}  after play:\n    skip next player\n'


def test_r_vote_7_a_ceiling_and_its_list_are_one_rule() -> None:
    """redteam14 ``identity-ceiling-list``: ``7 or lower`` is ``one of 2, 3, 4, 5, 6, 7``,
    and the guard's terms in another order are the same guard."""
    ceiling = restricted("be 7 or lower")
    listed = restricted("be one of 2, 3, 4, 5, 6, 7",
                        guard="play.count is 2 and play.rank is 8")
    assert lint_text(listed).ok
    assert meaning_text(ceiling) == meaning_text(listed)


def test_r_vote_7_a_removed_ceiling_does_not_return_as_its_list() -> None:
    """The session knows the removed rule again under its other spelling and name."""
    s = Session.create("friday", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(0)
    # the rule the table removes, added through the static checks alone: what is pinned
    # is its respelling refused (R-VOTE-7, asked before any checker), not its trial
    s.announce_rule(restricted("be 7 or lower"), name="Eights calm", checker=static_checker)
    s.record_round(1)
    s.hold_vote("remove", proposer=1, rule=1,
                ballots={0: "yes", 1: "yes", 2: "yes", 3: "yes"})
    s.record_round(0)
    listed = restricted("be one of 7, 6, 5, 4, 3, 2", guard="play.count is 2 and play.rank is 8")
    with pytest.raises(SessionError, match="R-VOTE-7"):
        s.announce_rule(listed.replace('"x"', '"Small ones only"'), name="Small ones only")


@each.parametrize(("a", "b"), [
    ("be A or higher", "be one of A"),
    ("be 2 or lower", "be one of 2"),
    ("be Q or higher", "be one of A, K, Q"),
    ("be 2 or higher", "be A or lower"),
    ("be one of 9, 9, 5", "be one of 5, 9"),
])
def test_r_vote_7_restriction_spellings_of_one_set(a: str, b: str) -> None:
    assert meaning_text(restricted(a)) == meaning_text(restricted(b))


@each.parametrize(("a", "b"), [
    ("be 7 or lower", "be one of 2, 3, 4, 5, 6"),
    ("be 7 or lower", "be 7 or higher"),
    ("be one of 3, 5", "be one of 3, 4, 5"),
    ("be Q or higher", "be one of K, Q"),
    ("be 7 or lower", "have at least 2 cards"),
])
def test_r_vote_7_restrictions_of_different_sets_stay_apart(a: str, b: str) -> None:
    assert meaning_text(restricted(a)) != meaning_text(restricted(b))


def test_r_vote_7_two_restrictions_in_a_row_are_the_ranks_both_leave() -> None:
    both = restricted("be 9 or lower", "be 4 or higher")
    assert meaning_text(both) == meaning_text(restricted("be one of 4, 5, 6, 7, 8, 9"))
    # two that leave no rank lapse at the table (it hears of it): kept as written
    none = restricted("be 3 or lower", "be 9 or higher")
    assert meaning_text(none) != meaning_text(restricted("be 3 or lower"))


def _spelt(ranks: list[int], data: st.DataObject) -> str:
    return ", ".join(data.draw(st.sampled_from(SPELLINGS[r])) for r in ranks)


@given(ranks=st.sets(st.integers(2, 14), min_size=1), data=st.data())
def test_r_vote_7_property_every_spelling_of_a_rank_set_is_one_restriction(
        ranks: set[int], data: st.DataObject) -> None:
    """Random spellings of one set of ranks (a list in any order, with repeats, each rank
    in any of its names; a ceiling or floor when the set is one) have one identity."""
    order = data.draw(st.permutations(sorted(ranks)))
    repeats = data.draw(st.lists(st.sampled_from(sorted(ranks)), max_size=3))
    spellings = [f"be one of {_spelt(list(order) + repeats, data)}"]
    low, high = min(ranks), max(ranks)
    if ranks == set(range(2, high + 1)):
        spellings.append(f"be {_spelt([high], data)} or lower")
    if ranks == set(range(low, 15)):
        spellings.append(f"be {_spelt([low], data)} or higher")
    again = data.draw(st.permutations(sorted(ranks)))
    spellings.append(f"be one of {_spelt(list(again), data)}")
    first = meaning_text(restricted(spellings[0]))
    for spelling in spellings[1:]:
        assert meaning_text(restricted(spelling)) == first, spelling


@given(a=st.sets(st.integers(2, 14), min_size=1), b=st.sets(st.integers(2, 14), min_size=1))
def test_r_vote_7_property_different_rank_sets_are_different_restrictions(
        a: set[int], b: set[int]) -> None:
    one = meaning_text(restricted("be one of " + ", ".join(map(str, sorted(a)))))
    two = meaning_text(restricted("be one of " + ", ".join(map(str, sorted(b)))))
    assert (one == two) == (a == b)


def test_r_vote_7_permissions_are_the_pairs_they_add() -> None:
    together = permitted("J, Q on K")
    apart = permitted("Q on K", "J on 13")
    assert meaning_text(together) == meaning_text(apart)
    assert meaning_text(permitted("9 on J, Q", "9 on Q")) == meaning_text(
        permitted("9 on Q, J"))
    assert meaning_text(permitted("J on K", "Q on A")) != meaning_text(
        permitted("J, Q on K, A"))


PAIRS = st.sets(st.tuples(st.integers(2, 14), st.integers(2, 14)), min_size=1, max_size=8)


@given(pairs=PAIRS, data=st.data())
def test_r_vote_7_property_permissions_split_any_way_are_one_rule(
        pairs: set[tuple[int, int]], data: st.DataObject) -> None:
    """The same (rank, top) pairs as one line each, or grouped by rank, are one rule."""
    ordered = data.draw(st.permutations(sorted(pairs)))
    each = [f"{_spelt([r], data)} on {_spelt([t], data)}" for r, t in ordered]
    by_rank: dict[int, list[int]] = {}
    for r, t in pairs:
        by_rank.setdefault(r, []).append(t)
    grouped = [f"{_spelt([r], data)} on {_spelt(sorted(ts), data)}"
               for r, ts in sorted(by_rank.items())]
    assert meaning_text(permitted(*each)) == meaning_text(permitted(*grouped))


@given(a=PAIRS, b=PAIRS)
def test_r_vote_7_property_different_pairs_are_different_permissions(
        a: set[tuple[int, int]], b: set[tuple[int, int]]) -> None:
    one = meaning_text(permitted(*(f"{r} on {t}" for r, t in sorted(a))))
    two = meaning_text(permitted(*(f"{r} on {t}" for r, t in sorted(b))))
    assert (one == two) == (a == b)
