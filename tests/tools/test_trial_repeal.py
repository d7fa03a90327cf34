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
