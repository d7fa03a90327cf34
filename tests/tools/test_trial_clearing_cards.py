"""Permissions judged by what they make of R-PLAY-2 and of the clears (session 29, beh29a,
issue 29; ``trial/heights.py``'s ``closed``, ``trial/clearcards.py``; LP803).

Two ideas, read off the plays a book's rounds allowed (pure figures here; the books
themselves are played in ``test_permission_shapes_played.py``):

- **ranks let onto each other**: R-PLAY-2 is one sentence, "higher, or the same rank with
  more cards". Two plain ranks or more let onto each other and onto themselves in any
  number (``allow K, A on K, A``, redteam20 ``perm-tops-same-count``) leave it no effect
  among them; one rank on itself (``allow 5 on 5``), two snaps, or a King on an Ace with
  the Aces snapping keep it;
- **a clearing card**: a permitted play the book's own clear follows at once is a rank
  that takes the pile on a higher one. A table's "the rank just under takes it" reaches
  one or two ranks down (a Jack on a Queen or a King, an 8 on a 9, a 9 on a Jack); farther
  (a 6 on a Queen, redteam20 ``perm-six-takes-queen``) it is a lower card given the 10's
  power, the order repealed for it.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from support.permittables import permit_table

from lopti_rules.engine import rank_str
from lopti_rules.tools.rulebooks import RuleSet
from lopti_rules.tools.trial import heights
from lopti_rules.tools.trial.clearcards import (
    CLEAR_REACH,
    clearing_cards,
    finding,
    powered_cards,
)
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.findings import Table, _command, _most_fired
from lopti_rules.tools.trial.measures import forbidden, repealed

J, Q, K, A = 11, 12, 13, 14


def sorted_id(value: object) -> str:
    return str(sorted(value)) if isinstance(value, (set, frozenset)) else str(value)


@pytest.mark.parametrize(("allowed", "ranks"), [
    ({(K, K), (A, A), (A, K)}, "K, A"),  # allow K, A on K, A (redteam20 perm-tops-same-count)
    ({(8, 8), (9, 9), (9, 8)}, "8, 9"),  # allow 8 on 8, 9 and 9 on 9
    ({(J, J), (Q, Q), (Q, J)}, "J, Q"),  # a Jack on a Queen, and both snap
    ({(4, 4), (5, 5), (5, 4), (Q, J)}, "4, 5"),  # and a table's Jack on a Queen beside
], ids=sorted_id)
def test_r_play_2_ranks_let_onto_each_other_and_themselves_repeal_the_rule_among_them(
        allowed: set[tuple[int, int]], ranks: str) -> None:
    got = repealed(allowed, DEFAULT.repeal_share)
    assert got == [("R-PLAY-2", heights.CLOSED, 3, 2)]
    assert allowed - {(Q, J)} <= forbidden(heights.CLOSED)
    said = heights.message(heights.CLOSED, 3, 2, allowed)
    assert f"(R-PLAY-2) among {ranks}: each of them was played and allowed" in said
    assert "the 3 plays the rule forbids among those 2 ranks" in said


def test_r_play_2_three_ranks_free_of_each_other_are_named_together() -> None:
    allowed = {(r, r) for r in (9, J, Q)} | {(J, 9), (Q, 9), (Q, J)}
    assert heights.closed_ranks(allowed) == [9, J, Q]
    # three lower ranks on higher ones: "higher" repealed already (a band of it, here),
    # which is said instead
    got = repealed(allowed, DEFAULT.repeal_share)
    assert len(got) == 1 and got[0][1] != heights.CLOSED


@pytest.mark.parametrize("allowed", [
    {(5, 5)},  # allow 5 on 5: one rank on itself has no order to repeal
    {(K, K), (A, A)},  # two snaps: a King still needs more Kings... and cannot go on an Ace
    {(A, K), (A, A)},  # a King on an Ace and the Aces snap: a King still matches with more
    {(Q, J), (K, Q)},  # neighbour courts
    {(9, 8), (8, 8)},  # an 8 ducks a 9 and snaps: the 9 still matches with more
], ids=sorted_id)
def test_r_play_2_a_tables_exceptions_leave_the_rule_an_effect_among_their_ranks(
        allowed: set[tuple[int, int]]) -> None:
    assert heights.closed(allowed) == []
    assert repealed(allowed, DEFAULT.repeal_share) == []


def _clearing(rows: list[tuple[int, ...]], plays: int = 0, acted: int = 0) -> Table:
    """A four-player table whose book rounds permitted and cleared as ``rows`` say (each
    row's plays split over the eight rounds, the first round holding the remainder; a
    fifth figure, the plays the book acted on the next play after, is the clears' when
    left out; ``plays`` and ``acted`` a round: all plays, and those acted after)."""
    table = permit_table([0])
    e = table.evenings[0]
    book = tuple(replace(r, clearing=tuple(
        (on, rank, n // 8 + (n % 8 if i == 0 else 0), c // 8 + (c % 8 if i == 0 else 0),
         a // 8 + (a % 8 if i == 0 else 0))
        for on, rank, n, c, a in ((row + row[3:])[:5] for row in rows)),
        next_acted=(plays, acted)) for i, r in enumerate(e.book))
    table.evenings[0] = replace(e, book=book)
    return table


@pytest.mark.parametrize(("row", "reach"), [
    ((Q, 6, 256, 256), 6),  # a 6 on a Queen clears (redteam20 perm-six-takes-queen)
    ((K, 5, 289, 289), 8),  # a 5 on a King
    ((A, 4, 247, 247), 10),  # the underdog that sweeps
    ((Q, 9, 284, 284), 3),  # a 9 on a Queen: past the 10 and the Jack
    ((J, 8, 40, 24), 3),  # cleared after 60 % of its plays: still the permission's clear
])
def test_r_play_2_a_permitted_play_that_clears_far_down_is_a_new_clearing_card(
        row: tuple[int, int, int, int], reach: int) -> None:
    table = _clearing([row])
    assert clearing_cards([table]) == [row]
    parts = finding([table], RuleSet((("b.lopti", ""),)), 1, (_command, _most_fired))
    assert parts is not None
    on, rank, n, c = row
    r, o = rank_str(rank), rank_str(on)
    assert parts[0].startswith(f"trial: the book's permissions and its clears make {r} a "
                               f"clearing card on {o}: {c} of the {n} plays of it on {o} ")
    assert f", {reach} ranks below the card it takes;" in parts[0]
    assert f"round 2: a {r} played on a {o}, allowed by the book" in parts[1]
    assert parts[2] == "R-PLAY-2"


@pytest.mark.parametrize("row", [
    (Q, J, 300, 300),  # a Jack takes the Queen (examples/rules/jack-on-queen)
    (K, J, 280, 280),  # a Jack takes the King (redteam6b fair-jack-on-king)
    (9, 8, 250, 250),  # an 8 undercuts a 9 (redteam8 fair-eight-on-nine-clears)
    (J, 9, 260, 260),  # a 9 takes the Jack: two ranks, the 10 between
    (A, 4, 240, 16),  # the underdog, and another rule clears three of a kind now and then
    (A, 4, 3, 1),  # one clear: no card made of it
], ids=str)
def test_r_play_2_a_clear_one_or_two_ranks_down_or_now_and_then_is_no_clearing_card(
        row: tuple[int, int, int, int]) -> None:
    assert CLEAR_REACH == 2
    table = _clearing([row])
    assert clearing_cards([table]) == []
    assert finding([table], RuleSet((("b.lopti", ""),)), 1, (_command, _most_fired)) is None


def test_r_play_2_the_new_findings_read_as_catalog_wordings() -> None:
    from lopti_rules.language.report.templates import _patterns
    from lopti_rules.language.report.wordings import TEMPLATES

    assert heights.CLOSED in TEMPLATES
    said = [heights.message(heights.CLOSED, 3, 2, {(K, K), (A, A), (A, K)})]
    table = _clearing([(Q, 6, 256, 256)])
    parts = finding([table], RuleSet((("b.lopti", ""),)), 1, (_command, _most_fired))
    assert parts is not None
    said += [parts[0], parts[1]]
    for text in said:
        assert any(p.match(text) for p, _ in _patterns()), text


@pytest.mark.parametrize(("row", "reach"), [
    ((K, 8, 737, 0, 737), 5),  # an 8 on a King then a ceiling of 8 (redteam24 lid-on-kings)
    ((A, 4, 680, 0, 680), 10),  # a 4 on an Ace skips the next player (redteam-s33m)
    ((Q, 6, 200, 0, 120), 6),  # a 6 on a Queen forces a pickup, 60 % of its plays
])
def test_r_play_2_a_permitted_play_the_book_then_acts_on_the_answer_of_is_a_powered_card(
        row: tuple[int, int, int, int, int], reach: int) -> None:
    table = _clearing([row], plays=100, acted=5)
    on, rank, n, _, a = row
    assert [x[:4] for x in powered_cards([table])] == [(on, rank, n, a)]
    parts = finding([table], RuleSet((("b.lopti", ""),)), 1, (_command, _most_fired))
    assert parts is not None
    r, o = rank_str(rank), rank_str(on)
    assert parts[0].startswith(f"trial: the book's permissions and its rules give {r} a "
                               f"power on the next play on {o}: {a} of the {n} plays of it "
                               f"on {o} the book allowed were followed at once")
    assert f", {reach} ranks below the card it takes;" in parts[0]
    assert f"a {r} played on a {o}, allowed by the book, and the book acted on the next " \
        "play at once" in parts[1]
    assert parts[2] == "R-PLAY-2"
    from lopti_rules.language.report.templates import _patterns
    for text in parts[:2]:
        assert any(p.match(text) for p, _ in _patterns()), text


@pytest.mark.parametrize(("row", "plays", "acted"), [
    ((Q, J, 300, 0, 300), 100, 5),  # a Jack on a Queen binds the next play: one rank
    ((K, J, 280, 0, 280), 100, 5),  # a Jack on a King forces a pickup: two ranks
    ((A, 4, 240, 0, 20), 100, 5),  # the underdog, and another rule acts now and then
    ((A, 4, 3, 0, 1), 100, 5),  # one act: no power made of it
    ((A, 4, 240, 0, 200), 100, 80),  # the book restricts after most plays anyway
], ids=str)
def test_r_play_2_an_act_one_or_two_ranks_down_or_the_books_usual_one_is_no_powered_card(
        row: tuple[int, int, int, int, int], plays: int, acted: int) -> None:
    table = _clearing([row], plays=plays, acted=acted)
    assert powered_cards([table]) == []
    assert finding([table], RuleSet((("b.lopti", ""),)), 1, (_command, _most_fired)) is None
