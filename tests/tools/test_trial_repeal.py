"""Permissions that repeal a base restriction (LP803, ``trial.measures.RESTRICTIONS``):
each prohibition RULES.md states in its own words is a restriction of its own, so a
permission that allows the one play a sentence forbids ("A 10 may not follow a 7", a 7
or a 2 on its own rank matching with more) leaves it no effect, while an exception to a
general rule (``allow J on Q``) leaves that rule its effect. Only the round's rule vote
may change a base rule (R-VOTE-1). Pure measures: no game is played here."""

from __future__ import annotations

import pytest

from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import RESTRICTIONS, forbidden, repealed

SHARE = DEFAULT.repeal_share
PLAIN = (4, 5, 6, 8, 9, 11, 12, 13, 14)


def refs(allowed: set[tuple[int, int]]) -> list[str]:
    return sorted(ref for ref, *_ in repealed(allowed, SHARE))


def test_r_special_10_a_ten_on_a_seven_repeals_its_own_sentence() -> None:
    assert refs({(7, 10)}) == ["R-SPECIAL-10"]


def test_r_special_7_free_sevens_on_sevens_is_the_votes_switch() -> None:
    assert refs({(7, 7)}) == ["R-SPECIAL-7"]


def test_r_special_2_a_two_on_a_two_with_no_more_twos() -> None:
    assert refs({(2, 2)}) == ["R-SPECIAL-2"]


def test_r_play_2_match_with_more_repealed_by_half_the_plain_ranks_or_more() -> None:
    assert refs({(r, r) for r in PLAIN}) == ["R-PLAY-2"]
    assert refs({(r, r) for r in PLAIN[:5]}) == ["R-PLAY-2"]
    assert refs({(r, r) for r in PLAIN[:4]}) == []  # a few snap ranks: an exception


@pytest.mark.parametrize("allowed", [
    {(12, 11)},  # allow J on Q
    {(12, 11), (13, 12)},  # and Q on K (two files of a book)
    {(14, 4)}, {(14, 11)}, {(9, 8)},  # a 4 or a Jack beats the Ace; an 8 ducks a 9
    {(7, 8)},  # one higher rank on a 7: the low rule keeps six plays in seven
], ids=str)
def test_r_play_2_exceptions_a_table_writes_repeal_nothing(allowed: set[tuple[int, int]]
                                                          ) -> None:
    assert refs(allowed) == []


def test_r_special_7_every_higher_rank_on_a_seven_repeals_the_low_rule() -> None:
    got = repealed({(7, r) for r in (8, 9, 11, 12, 13, 14)}, SHARE)
    assert [(ref, n, of) for ref, _, n, of in got] == [("R-SPECIAL-7", 6, 7)]


def test_each_restriction_is_named_once_and_forbids_what_it_says() -> None:
    names = [what for _, what, _ in RESTRICTIONS]
    assert len(set(names)) == len(names)
    assert forbidden(names[1]) == {(7, 10)}
    # a 3 never lies as the previous play (R-PLAY-4)
    assert not any(on == 3 for _, _, f in RESTRICTIONS for on, _ in f)


@pytest.mark.parametrize("allowed", [
    {(13, 11), (13, 12), (14, 11), (14, 12)},  # allow J, Q on K, A (redteam8 perm-court-swap)
    {(14, 11), (14, 12), (14, 13)},  # allow J, Q, K on A: the Ace tops nothing of them
    {(8, 5), (8, 6), (9, 6)},  # among 5, 6, 8 and 9
], ids=str)
def test_r_play_2_half_of_higher_among_four_neighbouring_ranks_is_repealed(
        allowed: set[tuple[int, int]]) -> None:
    """"Higher than the previous play" among four neighbouring plain ranks: permissions
    that allow half of its six prohibitions there leave the order of those ranks with
    little effect, one finding (the band), not the whole rule's."""
    got = repealed(allowed, SHARE)
    assert [ref for ref, *_ in got] == ["R-PLAY-2"]
    assert ", among " in got[0][1] and got[0][2] == len(allowed)


def test_r_play_2_the_whole_rule_repealed_is_named_without_its_bands() -> None:
    lower = {(on, r) for on in PLAIN for r in PLAIN if r < on}
    assert [what for _, what, *_ in repealed(lower, SHARE)] == [
        "the rule that a play must be higher than the previous one"]


@pytest.mark.parametrize("allowed", [
    {(on, 5) for on in (11, 12, 13, 14)},  # allow 5 on J, Q, K, A (redteam12)
    {(on, 4) for on in (9, 11, 12, 13, 14)},  # 4s on 9 to A over two rules (redteam12)
    {(on, 6) for on in (9, 12, 14)},  # a 6 on a 9, a Queen and an Ace
    {(on, 8) for on in (11, 13, 14)},  # an 8 on a Jack, a King and an Ace
], ids=str)
def test_r_play_2_one_rank_let_past_half_the_tops_above_it_escapes_the_order(
        allowed: set[tuple[int, int]]) -> None:
    """A plain rank with five or more tops above it, allowed on half of them, is out of
    "higher than the previous play" though no band of four neighbours loses half."""
    got = repealed(allowed, SHARE)
    assert [(ref, what) for ref, what, *_ in got] == [
        ("R-PLAY-2", "the rule that a play must be higher than the previous one")]
    assert got[0][2] == len(allowed)


@pytest.mark.parametrize("allowed", [
    {(7, 9), (7, 11), (7, 12)},  # allow 9, J, Q on 7 (redteam12 perm-seven-lifted)
    {(7, 8), (7, 13), (7, 14)},  # an 8, a King and an Ace on a 7
], ids=str)
def test_r_special_7_half_the_ranks_above_a_seven_lift_the_low_rule(
        allowed: set[tuple[int, int]]) -> None:
    got = repealed(allowed, SHARE)
    assert [(ref, n, of) for ref, _, n, of in got] == [("R-SPECIAL-7", 3, 6)]


@pytest.mark.parametrize("allowed", [
    {(5, 4)}, {(11, 4), (11, 5)}, {(14, 4), (13, 5)},  # 4 on 5; 4, 5 on J; 4 on A, 5 on K
    {(12, 9), (11, 9)},  # a 9 on a Jack and a Queen: a rank with four tops above it
    {(7, 8), (7, 9)},  # two higher ranks on a 7
], ids=str)
def test_r_play_2_a_ranks_few_exceptions_repeal_nothing(allowed: set[tuple[int, int]]
                                                       ) -> None:
    assert refs(allowed) == []
