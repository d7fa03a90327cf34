"""LP205 through events the book causes (R-PLAY-4, R-CUSTOM-2): a hook on an event another
rule's effect causes names players from *that* event's acting player, so a take from the
pile there may reach the player who made the play, across files."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lopti_rules.language import nodes
from lopti_rules.language.checks.caused import OFFSETS, TABLES, tables_where
from lopti_rules.language.lint import lint_book, lint_text

CAUSE = 'rule "Cause"\n  after play:\n    {who} draws 1 card\n'
TAKE = 'rule "Take"\n  after draw:\n    {who} takes 1 card from the pile\n'


def _book(cause: str, take: str) -> list[list[str]]:
    results = lint_book([("a.lopti", cause), ("b.lopti", take)])
    return [[d.code for d in r.diagnostics] for r in results]


def test_r_play_4_a_caused_draw_lets_the_previous_player_take_back_the_play() -> None:
    cause, take = CAUSE.format(who="next player"), TAKE.format(who="previous player")
    assert lint_text(cause, "a.lopti").diagnostics == []
    assert lint_text(take, "b.lopti").diagnostics == []
    assert _book(cause, take) == [["LP205"], ["LP205"]]
    (d,) = lint_book([("a.lopti", cause), ("b.lopti", take)])[1].diagnostics
    assert "causes a draw in its 'after play' hook" in d.message and "(at " not in d.message


@pytest.mark.parametrize("who", ["next player", "previous player"])
def test_r_play_4_at_two_players_two_seats_on_is_the_player_who_made_the_play(who: str) -> None:
    results = lint_book([("a.lopti", CAUSE.format(who=who)), ("b.lopti", TAKE.format(who=who))])
    (d,) = results[1].diagnostics
    assert d.code == "LP205" and "(at 2 players)" in d.message


@pytest.mark.parametrize(("cause", "take"), [
    ("acting player", "previous player"),  # the drawer made the play; previous did not
    ("acting player", "next player"),  # the one after the player who played
])
def test_r_play_4_near_misses_through_a_caused_draw_stay_clean(cause: str, take: str) -> None:
    assert _book(CAUSE.format(who=cause), TAKE.format(who=take)) == [[], []]


def test_r_play_4_a_caused_draw_with_a_take_from_the_cleared_cards_stays_clean() -> None:
    take = 'rule "Take"\n  after draw:\n    previous player takes the top cleared card\n'
    assert _book(CAUSE.format(who="next player"), take) == [[], []]


def test_r_play_4_a_caused_draw_outside_a_standing_play_is_not_followed() -> None:
    """After a clear no play stands on the pile: the clear took it (R-CLEAR)."""
    cause = 'rule "Cause"\n  after clear:\n    next player draws 1 card\n'
    assert _book(cause, TAKE.format(who="previous player")) == [[], []]


@given(st.sampled_from(sorted(OFFSETS)), st.sampled_from(sorted(OFFSETS)))
def test_tables_where_matches_the_seats_around_the_table(cause: str, take: str) -> None:
    """Composing the seats: the taker is the player who made the play (seat 0) exactly at
    the table sizes where the offsets add up to a multiple of the size."""
    at = tables_where(nodes.Role(kind=cause), nodes.Role(kind=take), 0)
    total = OFFSETS[cause] + OFFSETS[take]
    assert at == [n for n in TABLES if total % n == 0]
