"""Session 40 (brief count40): where the line is for a permission that lets low ranks onto a
high one (``allow 5, 6 on K``), LP803, R-PLAY-2, R-VOTE-1. Pure measures: no game is played.

The line is drawn by how many plays of "higher" a book's permissions let through, never by
how far below the rank lies nor by a toll beside it (docs/lint/LP803.md, "Underdogs: how
far below, how many, with a toll"): RULES.md orders the ranks (R-SETUP-1) and makes every
play higher (R-PLAY-2) with no distance in either sentence, a table's classic underdog is
the farthest one (a 4 on an Ace), and a cost is an added action (R-CUSTOM-2) that leaves
the permitted play as legal as before.
"""

from __future__ import annotations

from support import each

from lopti_rules.tools.trial import heights
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import repealed

SHARE = DEFAULT.repeal_share
K, A, Q, J = 13, 14, 12, 11
# (session 47: two underdogs on a King or an Ace turn the top over, heights.INVERTED:
# tests/tools/test_permission_top_inverted47.py)


def what(allowed: set[tuple[int, int]]) -> list[str]:
    return [w for _, w, _, _ in repealed(allowed, SHARE)]


@each.parametrize("allowed", [
    {(J, 4), (J, 5)},  # allow 4, 5 on J: two underdogs on a Jack, three ranks above it
    {(Q, 4), (Q, 5)},  # the farthest below, two of them, on a Queen (two ranks above it)
    {(K, Q)},  # Queen on King (house-queen-on-king, with a toll or without)
    {(Q, J)},  # jack-on-queen, one rank below
    {(A, 4)},  # the classic underdog, ten ranks below
], ids=str, size=60)
def test_r_play_2_two_underdogs_on_a_top_however_far_below_repeal_nothing(
        allowed: set[tuple[int, int]]) -> None:
    assert what(allowed) == []


def test_r_play_2_a_third_underdog_is_more_than_a_house_rules_exceptions() -> None:
    assert what({(K, 4), (K, 5), (K, 6)}) == [heights.LOWERED]
    assert what({(K, 5), (K, 6), (Q, J)}) == [heights.LOWERED]  # over two files, the same


def test_r_play_2_a_low_rank_let_onto_two_tops_has_its_place_repealed() -> None:
    assert what({(K, 5), (A, 5)}) == [heights.SPREAD[1][1]]


def test_r_play_2_a_low_top_with_half_its_ranks_below_let_on_is_sunk() -> None:
    assert what({(9, 5), (9, 6)}) == [heights.TOPS[1][1]]  # the same two ranks on a 9


def test_r_vote_1_the_line_names_no_distance_and_no_toll() -> None:
    """The measures read only the pairs a book allowed: no distance, no cost beside them."""
    assert heights.MAX_EXCEPTIONS == 2 and heights.MIN_SPREAD == 2 and heights.MIN_LOW == 2
    near = {(K, Q), (A, K)}
    far = {(K, 4), (A, 4)}
    assert what(near) == [] and what({(K, 4), (A, 5)}) == []
    assert what(far) == [heights.SPREAD[0][1]]  # one rank let onto two tops, not distance
