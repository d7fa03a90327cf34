"""What a rank's power does in a round (tools/powers.py): the 2's reset, counted by the
plays it makes possible, not by the 2s played (issue 29, R-SPECIAL-2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.engine import OVER, PICKUP, PICKUP_MOVE, Game, Move, make_bot
from lopti_rules.tools.powers import RESET_SLOTS, picked_up, reset_coverage, resets_used
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import TrialConfig, run_trial

DATA = Path(__file__).parents[1] / "data" / "trial"


def history(*moves: Move) -> list[tuple[int, Move]]:
    return [(k % 4, m) for k, m in enumerate(moves)]


def test_r_special_2_a_play_on_a_2_below_the_covered_play_is_a_reset_used() -> None:
    # 9, 2, 5: the 5 could not go on the 9; the 2 made it possible
    found = resets_used(history(Move.play(9), Move.play(2), Move.play(5)))
    assert found[0] == 1 and found[5] == 1 and sum(found[4:]) == 1
    assert len(found) == RESET_SLOTS


def test_r_special_2_a_2_with_nothing_plain_under_it_or_a_higher_play_is_no_reset() -> None:
    # a higher play after the 2 (the 9 allowed it anyway): a chance, not a reset used
    assert resets_used(history(Move.play(6), Move.play(2), Move.play(9)))[0] == 1
    assert sum(resets_used(history(Move.play(6), Move.play(2), Move.play(9)))[4:]) == 0
    # a 7 under the 2 (its low rule lets lower ranks follow), a 10 (it cleared), a 3
    # (discarded): nothing plain lay under the 2
    for under in (7, 10, 3):
        assert resets_used(history(Move.play(under), Move.play(2), Move.play(4)))[0] == 0
    # a pickup after the 2 is a chance not taken
    found = resets_used(history(Move.play(13), Move.play(2), PICKUP_MOVE))
    assert found[0] == 1 and sum(found[4:]) == 0


def test_r_special_2_coverage_weighs_the_ranks_the_book_still_uses_by_the_base() -> None:
    base = [100, 0, 0, 0, 30, 30, 20, 0, 10, 0, 0, 5, 5, 0, 0]
    # every rank still used at half its rate a chance: all of the reset is left
    assert reset_coverage([50, 0, 0, 0, 8, 8, 5, 0, 3, 0, 0, 2, 2, 0, 0], base) == 1.0
    # only Jacks and Queens, and a stray 4: a tenth of the base's resets
    assert reset_coverage([50, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 9, 9, 0, 0], base) == \
        pytest.approx(0.1)
    assert reset_coverage([0] * RESET_SLOTS, [0] * RESET_SLOTS) == 1.0


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_special_2_a_restriction_that_takes_the_2s_reset_away_is_rejected() -> None:
    """Issue 29 (redteam3a block-two-repeal, redteam3b block-two-becomes-killer): the 2s
    are played as often as without the book, but what follows them is no longer any
    rank: LP803 on R-SPECIAL-2, with the evening to replay."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    verdict = run_trial(load_rules([DATA / "two-reset-repealed.lopti"]), config=config)
    found = [d for _, d in verdict.diagnostics if d.code == "LP803"]
    assert found and found[0].rule_ref == "R-SPECIAL-2"
    assert "lopti simulate --session" in found[0].witness


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_play_2_permissions_that_open_the_plays_that_come_up_are_rejected() -> None:
    """Issue 29 (redteam3b block-court-floor): under half the pairs R-PLAY-2 forbids, but
    the ones that come up: the pickups fall and the allowed plays come often (LP803),
    while one Jack on a Queen (examples/rules/jack-on-queen.lopti) stays clean."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    verdict = run_trial(load_rules([DATA / "low-on-court.lopti"]), config=config)
    found = [d for _, d in verdict.diagnostics if d.code == "LP803"]
    assert found and found[0].rule_ref == "R-PLAY-2" and "pickups fell" in found[0].message
    fair = run_trial(load_rules([DATA.parents[2] / "examples" / "rules" / "jack-on-queen.lopti"]),
                     config=config)
    assert fair.diagnostics == []


def test_r_turn_2_a_plain_pickup_leaves_the_whole_pile_with_the_picker() -> None:
    g = Game(3, 7)
    choose = make_bot("random", 7).choose
    seen = 0
    while g.phase != OVER:
        move = choose(g)
        if move.kind == PICKUP:
            pile, kept = picked_up(g, move)
            assert pile > 0 and kept == pile
            seen += 1
        else:
            g.apply(move)
    assert seen


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_turn_2_a_rule_that_hands_the_pile_back_out_is_rejected() -> None:
    """Issue 29 (redteam3b block-pickup-spread): pickups still happen, but the picker
    keeps under half of the pile's cards: LP802 on R-TURN-2."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    verdict = run_trial(load_rules([DATA / "pickup-handed-on.lopti"]), config=config)
    found = [d for _, d in verdict.diagnostics if d.code == "LP802"]
    assert found and found[0].rule_ref == "R-TURN-2" and "undoes the pickup" in found[0].message
