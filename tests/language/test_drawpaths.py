"""The turn's draw through the event graph (LP206, LP210; R-DRAW-1, R-FACE-1), across files:
draws that take the draw pile away, alone or together; a give that empties the drawing hand
does not (R-FACE-1 waits for the draw)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules.language.analysis.checks.drawpaths import LARGEST
from lopti_rules.language.lint.linter import lint_book, lint_text


def codes_of(head: str, body: str) -> list[str]:
    text = f'rule "R"\n  {head}:\n' + "".join(f"    {line}\n" for line in body.split("\n"))
    return sorted(d.code for d in lint_text(text).diagnostics)


@each.parametrize(("head", "body"), [
    ("after play when play.rank is 8", "next player draws table.draw_pile cards"),
    ("after play when table.draw_pile is at most 5", "next player draws 5 cards"),
    ("after pickup", "previous player draws 40 cards"),
    ("after clear", "next player draws 34 cards"),
    ("after deal", "dealer draws table.draw_pile cards"),
    ("after play", "acting player draws table.draw_pile cards"),
    ("after turn", "repeat 2 times:\n  next player draws 20 cards"),
], size=60)
def test_r_draw_1_a_draw_that_takes_the_draw_pile_away_is_lp206(head: str, body: str) -> None:
    assert codes_of(head, body) == ["LP206"]


@pytest.mark.parametrize(("head", "body"), [
    ("after play", "acting player gives 1 card to next player"),
    ("after play when play.rank is 9", "acting player gives 2 cards to previous player"),
    ("after clear", "acting player gives 1 card to next player"),
])
def test_r_face_1_a_give_that_empties_the_drawing_hand_keeps_the_draw(head: str,
                                                                      body: str) -> None:
    """R-FACE-1 takes the face-up cards up once the draw chance is over: the empty hand
    draws first (it was LP206 while the engine took them up at once)."""
    assert codes_of(head, body) == []


@each.parametrize(("head", "body"), [
    ("after play when play.rank is 6", "next player draws 2 cards"),
    ("after play when table.draw_pile is at least 10", "next player draws 5 cards"),
    ("after pickup", "next player draws 20 cards"),
    ("after play when hand of acting player is at least 3",
     "acting player gives 1 card to next player"),
    ("after draw", "acting player gives 1 card to next player"),
    ("after round_end", "next player draws table.draw_pile cards"),
], size=60)
def test_r_draw_1_near_misses_stay_clean(head: str, body: str) -> None:
    """A few cards drain the draw pile as any draw does; a give from a hand that does
    not draw, or after the draw, keeps it; after the round there is no draw to keep."""
    assert codes_of(head, body) == []


def test_r_draw_1_draws_on_one_event_in_two_files_together_take_the_draw_pile() -> None:
    left = 'rule "Left"\n  after clear:\n    next player draws 20 cards\n'
    right = 'rule "Right"\n  after clear:\n    previous player draws 20 cards\n'
    assert lint_text(left).diagnostics == [] and lint_text(right).diagnostics == []
    a, b = lint_book([("a.lopti", left), ("b.lopti", right)])
    assert [d.code for d in a.diagnostics] == ["LP206"] == [d.code for d in b.diagnostics]
    assert "b.lopti" in a.diagnostics[0].message and "40 cards" in a.diagnostics[0].message
    # on different events they do not run together
    other = 'rule "Other"\n  after pickup:\n    previous player draws 20 cards\n'
    assert all(r.diagnostics == [] for r in lint_book([("a.lopti", left),
                                                       ("c.lopti", other)]))


def test_r_draw_1_a_question_too_wide_to_go_through_is_lp210_never_a_pass() -> None:
    # (either side of the "or" may let the draw run, whatever the draw pile holds: the
    # other side's parts that do not read the draw pile cannot be left out)
    found = lint_text('rule "R"\n  after play when table.draw_pile is at most 5 or hand of '
                      'next player is at least hand of dealer and hand of previous player is '
                      'at least table.pile and play.rank is at least 5:\n'
                      '    next player draws 5 cards\n').diagnostics
    assert [d.code for d in found] == ["LP210"]
    assert "combinations of" in found[0].message and "R-DRAW-1" in found[0].message


def test_r_draw_1_draws_in_a_for_each_or_of_other_counts_are_left_to_the_rest() -> None:
    """A loop's own guards change as it draws, and a count like 'hand of dealer' says how
    many a player gets, not that the draw pile is taken on purpose: not this check's."""
    assert codes_of("after play", "for each player:\n  if hand of that player is 3:\n"
                    "    that player draws table.draw_pile cards") == []
    # (52 less a hand: 60 less one may pass the deck, LP914 at its upper bound)
    assert codes_of("after play", "next player draws 52 - hand of dealer cards") == []


@settings(max_examples=40, deadline=None)
@given(n=st.integers(min_value=1, max_value=52), guard=st.integers(min_value=0, max_value=60))
def test_r_draw_1_a_written_draw_is_refused_exactly_when_it_empties_every_draw_pile(
        n: int, guard: int) -> None:
    """``when table.draw_pile is at most G: next player draws N``: it takes the draw pile
    away exactly when N covers every draw pile it can run on (1 .. min(G, LARGEST))."""
    text = (f'rule "R"\n  after play when table.draw_pile is at most {guard}:\n'
            f"    next player draws {n} cards\n")
    got = [d.code for d in lint_text(text).diagnostics if d.code in ("LP206", "LP210")]
    runs = guard >= 1
    assert got == (["LP206"] if runs and n >= min(guard, LARGEST) else [])


def test_r_draw_1_a_draw_of_a_rules_own_count_is_judged_without_a_crash() -> None:
    """A count is not a written number: a draw of ``count "k"`` cards, the count set
    elsewhere (by another hook of the rule), is left to the checks that know its values,
    never a KeyError in the written-number reading (redteam7: a traceback in lint)."""
    text = ('rule "R"\n  count "k" this round\n  after deal:\n    set "k" to 1\n'
            '    last winner draws count "k" cards\n')
    assert all(d.code.startswith("LP") for d in lint_text(text).diagnostics)


@pytest.mark.parametrize("guard", [
    # the parts that do not read the draw pile (who holds the fewest cards, which the
    # analysis cannot read) decide whether the draw runs, not how much of it is left
    "acting player is player with the fewest cards and table.draw_pile is at least 8",
    "table.draw_pile is more than 4 and hand of acting player is at least hand of dealer",
    "not (table.draw_pile is at most 3 or acting player is player with the most cards)",
])
def test_r_draw_1_a_brake_guarded_on_the_draw_pile_keeps_the_draw(guard: str) -> None:
    """redteam18 ``fair-race-leader-brake-all``: a card drawn at a turn's end while the
    draw pile holds eight leaves seven; it was LP210, the other half of the guard read."""
    assert codes_of(f"after turn_end when {guard}", "acting player draws 1 card") == []


@pytest.mark.parametrize("guard", [
    "acting player is player with the fewest cards and table.draw_pile is at most 5",
    "not (table.draw_pile is more than 2 or acting player is player with the most cards)",
])
def test_r_draw_1_a_draw_guarded_to_the_last_cards_takes_them_whatever_else_it_reads(
        guard: str) -> None:
    assert codes_of(f"after turn_end when {guard}", "acting player draws 5 cards") == ["LP206"]


@pytest.mark.parametrize("guard", [
    "play.count is at least 3 and acting player is last winner",
    "acting player is dealer",
    "hand of acting player is at most 2 and not (acting player is player with the most cards)",
])
def test_r_draw_1_a_part_the_analysis_cannot_read_only_narrows_a_give_that_keeps_the_draw(
        guard: str) -> None:
    """A part of a guard with no domain here (who the last winner is) can only narrow the
    tables a give runs at: one card taken back keeps the draw at every table without
    that part, so at every table with it too. It was LP210 (a warning, so not clean)."""
    assert codes_of(f"after play when {guard}", "acting player takes the bottom cleared card") \
        == []


@pytest.mark.parametrize("guard", ["acting player is last winner",
                                   "play.count is at least 1 and acting player is dealer"])
def test_r_draw_1_where_the_unread_part_decides_it_stays_lp210(guard: str) -> None:
    """Three cards given before the draw cancel it at some table once the unread part is
    taken to hold: whether it holds there is what the analysis cannot say, so LP210."""
    assert codes_of(f"after play when {guard}", "next player gives 3 cards to acting player") \
        == ["LP210"]
