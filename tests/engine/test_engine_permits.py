"""Permissions house rules add to the legal plays (R-CUSTOM-2): data the engine consults,
official legality the default; a permission adds plays and never removes one."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lopti_rules.engine import NO_PERMITS, Game, IllegalMove, allow_plays, parse_move, verdict
from lopti_rules.engine.baserules import OFFICIAL
from lopti_rules.engine.legality import legality_table
from lopti_rules.engine.position import table

J, Q = 11, 12


def _jack_on_queen() -> Game:
    return table(["JC 5C", "9S", "AH"], down=["4C", "4D", "4H"], pile=["QH"])


def test_r_custom_2_without_a_permission_a_jack_never_follows_a_queen() -> None:
    g = _jack_on_queen()
    with pytest.raises(IllegalMove, match="R-PLAY-2"):
        g.apply(parse_move("play Jx1"))


def test_r_custom_2_a_permission_makes_jack_on_queen_legal() -> None:
    g = _jack_on_queen()
    allow_plays(g, frozenset({(J, Q)}))
    assert parse_move("play Jx1") in g.legal_moves()
    g.apply(parse_move("play Jx1"))
    assert g.top == J


def test_r_special_3_a_permission_never_lifts_an_obligation() -> None:
    assert verdict(J, 1, Q, 1, 1, True, OFFICIAL, frozenset({(J, Q)})) is not None


def test_no_permission_is_the_official_table_itself() -> None:
    """Zero cost without permissions: the very same cached table."""
    assert legality_table(OFFICIAL, NO_PERMITS) is legality_table(OFFICIAL)


pairs = st.frozensets(st.tuples(st.integers(2, 14), st.integers(2, 14)), max_size=6)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(permits=pairs)
def test_r_custom_2_a_permission_only_adds_plays(permits: frozenset[tuple[int, int]]) -> None:
    """Every official legal play stays legal; what is new is exactly a permitted pair."""
    official, allowed = legality_table(OFFICIAL), legality_table(OFFICIAL, permits)
    for key, (row, more) in enumerate(zip(official, allowed, strict=True)):
        for rank in range(2, 15):
            assert row[rank] & more[rank] == row[rank]
            if more[rank] != row[rank]:
                assert key != 0 and any(r == rank for r, _ in permits)
