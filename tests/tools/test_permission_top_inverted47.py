"""Session 47 (brief mech47): a top turned over (LP803, R-PLAY-2, R-VOTE-1). Pure
measures: no game is played.

R-PLAY-2 answers a high rank by the ranks above it: the King by the Ace alone, the Ace by
no plain rank. A table's underdog gives a top one answer from below (``allow 4 on A``);
two or more lower ranks let onto a top with fewer answers above it make it answered more
from below than from above, which is the order turned over at its top, in one line or
several, whatever ranks (``heights.inverted``). A Jack (three above) and a Queen (two
above) keep two underdogs.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.tools.trial import heights
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import forbidden, repealed

SHARE = DEFAULT.repeal_share
J, Q, K, A = 11, 12, 13, 14
KING, ACE = (w for _, w in heights.INVERTED)


def what(allowed: set[tuple[int, int]]) -> list[str]:
    return [w for _, w, _, _ in repealed(allowed, SHARE)]


@each.parametrize(("allowed", "top"), [
    ({(A, 4), (A, 5)}, ACE),  # allow 4, 5 on A (redteam38 perm-four-five-on-ace)
    ({(A, 5), (A, 6)}, ACE),  # allow 5, 6 on A (redteam16 perm-low-on-ace)
    ({(A, 8), (A, 9)}, ACE),  # middle ranks (redteam28 perm-eight-nine-on-ace)
    ({(A, 11), (A, 12)}, ACE),  # courts under the Ace
    ({(K, 5), (K, 6)}, KING),  # the King: one answer above, two below
    ({(K, 9), (K, 12)}, KING),  # the next rank down and one far below
], ids=str, size=60)
def test_r_play_2_two_underdogs_on_a_king_or_an_ace_turn_the_top_over(
        allowed: set[tuple[int, int]], top: str) -> None:
    assert what(allowed) == [top]
    assert allowed <= forbidden(top)


@each.parametrize("allowed", [
    {(A, 4)}, {(A, 4), (K, 5)},  # the underdog and the underdog pair: one below each
    {(J, 4), (J, 5)}, {(Q, 6), (Q, 8)},  # a Jack and a Queen keep more answers above
    {(A, K)}, {(Q, J), (K, Q)},  # one step down, court steps
], ids=str, size=60)
def test_r_play_2_one_underdog_on_a_top_or_two_on_a_lower_court_keep_the_order(
        allowed: set[tuple[int, int]]) -> None:
    assert what(allowed) == []


def test_r_play_2_only_tops_with_fewer_answers_above_than_two_can_be_turned_over() -> None:
    """A top needs more ranks below let on than above it: past the house rule's two
    exceptions (heights.LOWERED) only the King and the Ace are turned over by two."""
    assert [t for t, _ in heights.INVERTED] == [K, A]
    assert heights.inverted({(Q, 4), (Q, 5)}) == []
    assert what({(Q, 4), (Q, 5), (Q, 6)}) != []  # a third underdog repeals already


@pytest.mark.parametrize("allowed", [{(A, 4), (A, 5)}, {(K, 5), (K, 9)}], ids=str)
def test_r_vote_1_a_top_turned_over_reads_as_a_catalog_wording(
        allowed: set[tuple[int, int]]) -> None:
    from lopti_rules.language.report.templates import _patterns
    from lopti_rules.language.report.wordings import TEMPLATES

    ((_, top, n, of),) = repealed(allowed, SHARE)
    assert top in TEMPLATES
    said = heights.message(top, n, of, allowed)
    assert "4, 5 on A" in said or "5, 9 on K" in said
    assert any(p.match(said) for p, _ in _patterns())
