"""Effect values: validated on construction, immutable, with write sets for R-CUSTOM-2."""

from __future__ import annotations

import dataclasses

import pytest
from support import each

from lopti_rules.sandbox.effects import (
    EFFECT_TYPES,
    MAX_TEXT,
    Area,
    Change,
    ClearPile,
    Do,
    Draw,
    Give,
    Pickup,
    Restrict,
    Reveal,
    Reverse,
    Roshambo,
    Say,
    Skip,
    SwapUp,
    TakeCleared,
    TakePile,
    Write,
    blocking,
)
from lopti_rules.sandbox.view import SeatState, TableView, table_view


def _view() -> TableView:
    return table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)],
                      current=0, dealer=0)


V = _view()
A, B, C = V.current, V.next, V.previous


def test_every_action_of_the_language_has_an_effect() -> None:
    """docs/language.md, "Actions": draw, give, take, pickup, clear, skip, reverse,
    restrict, reveal, say/do, roshambo, deals/leads (choose, issue 14); and a rule's own
    counts (remember, issue 14); face-up swaps (swap_up, issue 14's zones: a draw from the
    bottom and the bottom cleared card are Draw and TakeCleared)."""
    assert set(EFFECT_TYPES) == {"draw", "give", "take_cleared", "take_pile", "pickup",
                                 "clear_pile", "skip", "reverse", "restrict", "reveal", "say",
                                 "do", "roshambo", "choose", "remember", "swap_up"}
    assert all(cls.name == kind for kind, cls in EFFECT_TYPES.items())


def test_effects_are_immutable() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        Draw(A, 2).n = 3  # type: ignore[misc]


def test_effects_compare_by_value_and_players_by_role() -> None:
    assert Draw(A, 2) == Draw(_view().current, 2)
    assert Draw(A, 2) != Draw(B, 2)


def test_roshambos_are_distinct_games() -> None:
    assert Roshambo(A, B) != Roshambo(A, B)


@each.parametrize(("make", "message"), [
    (lambda: Draw(A, -1), "0 to 52"),
    (lambda: Draw(A, 53), "0 to 52"),
    (lambda: Draw(A, True), "whole number"),
    (lambda: Draw(1, 1), "must be a player"),  # type: ignore[arg-type]
    (lambda: Give(A, A, 1), "themselves"),
    (lambda: TakeCleared(A, 1, "best"), "which must be"),  # type: ignore[arg-type]
    (lambda: TakePile(A, -1), "0 to 52"),
    (lambda: Pickup("me"), "must be a player"),  # type: ignore[arg-type]
    (lambda: Restrict("below", 7), "restriction must be"),  # type: ignore[arg-type]
    (lambda: Restrict("at_most", 15), "2 to 14"),
    (lambda: Restrict("min_cards", 5), "1 to 4"),
    (lambda: Restrict("one_of", ()), "1 to 13 ranks"),
    (lambda: Say(A, ""), f"1 to {MAX_TEXT}"),
    (lambda: Do(A, "x" * (MAX_TEXT + 1)), f"1 to {MAX_TEXT}"),
    (lambda: Say(A, 5), "must be text"),  # type: ignore[arg-type]
    (lambda: Roshambo(A, A), "two different players"),
    (lambda: Draw(A, 1, "middle"), "top or the bottom"),  # type: ignore[arg-type]
    (lambda: SwapUp(A, 53), "0 to 52"),
    (lambda: SwapUp(3, 1), "must be a player"),  # type: ignore[arg-type]
], size=60)
def test_invalid_effects_are_refused(make: object, message: str) -> None:
    with pytest.raises((TypeError, ValueError), match=message):
        make()  # type: ignore[operator]


def test_restrict_one_of_is_normalised() -> None:
    assert Restrict("one_of", (9, 2, 9)).value == (2, 9)


@each.parametrize(("effect", "writes"), [
    (Draw(A, 1), {Write(Area.DRAW_PILE, Change.REMOVE), Write(Area.HAND, Change.ADD, A)}),
    (Draw(A, 1, "bottom"), {Write(Area.DRAW_PILE, Change.REMOVE),
                            Write(Area.HAND, Change.ADD, A)}),
    (SwapUp(A, 1), {Write(Area.UP, Change.REMOVE, A), Write(Area.UP, Change.ADD, A),
                    Write(Area.DRAW_PILE, Change.REMOVE), Write(Area.DRAW_PILE, Change.ADD)}),
    (Give(A, B, 1), {Write(Area.HAND, Change.REMOVE, A), Write(Area.HAND, Change.ADD, B)}),
    (TakeCleared(A), {Write(Area.CLEARED, Change.REMOVE), Write(Area.HAND, Change.ADD, A)}),
    (TakePile(A), {Write(Area.PILE, Change.REMOVE), Write(Area.HAND, Change.ADD, A)}),
    (Pickup(A), {Write(Area.PILE, Change.REMOVE), Write(Area.HAND, Change.ADD, A)}),
    (ClearPile(A), {Write(Area.PILE, Change.REMOVE), Write(Area.CLEARED, Change.ADD),
                    Write(Area.TURNS, Change.ADD, A)}),
    (Skip(A), {Write(Area.TURNS, Change.REMOVE, A)}),
    (Reverse(), {Write(Area.TURNS, Change.REORDER)}),
    (Restrict("at_most", 7), {Write(Area.NEXT_PLAY, Change.RESTRICT)}),
    (Reveal(A), {Write(Area.RECORD, Change.ADD, A)}),
    (Say(A, "hi"), {Write(Area.RECORD, Change.ADD, A)}),
    (Do(A, "clap"), {Write(Area.RECORD, Change.ADD, A)}),
], size=60)
def test_write_sets(effect: object, writes: set[Write]) -> None:
    assert effect.write_set == writes  # type: ignore[attr-defined]


def test_before_draw_giving_the_drawer_cards_blocks() -> None:
    """DESIGN.md: before ``draw``, the drawer's hand size is protected (R-CUSTOM-2)."""
    protected = [Write(Area.HAND, Change.ADD, A), Write(Area.DRAW_PILE, Change.REMOVE)]
    assert blocking(Give(B, A, 1), protected) == Write(Area.HAND, Change.ADD, A)
    assert blocking(Give(A, B, 1), protected) is None
    assert blocking(Draw(B, 1), protected) == Write(Area.DRAW_PILE, Change.REMOVE)


def test_before_clear_taking_the_pile_blocks() -> None:
    """R-CLEAR-3: a custom rule may not prevent a clear: the pile is protected."""
    protected = [Write(Area.PILE, Change.REMOVE)]
    assert blocking(TakePile(C, 2), protected) is not None
    assert blocking(Say(C, "ten!"), protected) is None


def test_after_clear_skipping_the_bonus_player_blocks() -> None:
    """R-CLEAR-1: the clearer's bonus play is due."""
    protected = [Write(Area.TURNS, Change.REMOVE, A)]
    assert blocking(Skip(A), protected) is not None
    assert blocking(Skip(B), protected) is None


def test_a_roshambo_outcome_may_be_either_player() -> None:
    """Unresolved, the loser could be the protected player: conservatively it blocks."""
    game = Roshambo(A, B)
    protected = [Write(Area.HAND, Change.ADD, A)]
    assert blocking(Draw(game.loser, 1), protected) is not None
    assert blocking(Draw(Roshambo(B, C).loser, 1), protected) is None


def test_roshambo_outcomes_name_their_game() -> None:
    game = Roshambo(A, B)
    assert game.winner.game is game and game.loser.side == "loser"
    assert game.winner != game.loser and game.winner == game.winner
    assert Draw(game.loser, 2).named_players() == (game.loser,)


@each.parametrize("effect", [Draw(A, 0), Give(B, A, 0), TakeCleared(A, 0), TakePile(A, 0)], size=60)
def test_moving_no_cards_writes_nothing_and_blocks_nothing(effect: object) -> None:
    """A zero count is a no-op: even before a draw it cannot block (R-CUSTOM-2)."""
    protected = [Write(Area.HAND, Change.ADD, A), Write(Area.HAND, Change.REMOVE, B),
                 Write(Area.PILE, Change.REMOVE), Write(Area.CLEARED, Change.REMOVE)]
    assert effect.write_set == frozenset()  # type: ignore[attr-defined]
    assert blocking(effect, protected) is None  # type: ignore[arg-type]
