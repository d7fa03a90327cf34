"""A standing's own gain that lands on no other seat (tools/sides.py ``CLEARED``,
tools/trial/standings.py "standing handed" and "standing shed"; docs/trial.md "Session
27: a standing's own gain"): a clear the book lets only the last winner make hands the
champion a bonus play (R-CLEAR-1) as a skip that returns the turn does, and cards only the
champion may give away bring them closer to going out; both are an advantage by standing
(R-CUSTOM-4), though no other seat draws or is skipped. The same clear for whoever plays
the cards, or the one card back a round a table gives (``house-winner-gives-back``),
stay under the floors. Short evenings, played here (new wordings, not the red-team
files): no trial is run."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.standings import standing_means

from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.sides import BLOCKS, CLEARED, block
from lopti_rules.tools.trial.config import DEFAULT

ROOT = Path(__file__).resolve().parents[2]
HANDED = ("standing handed", "last winner")
SHED = ("standing shed", "last winner")
#: a clear card of the champion's own: their pairs of 6s clear the pile
CHAMPION_SIXES = """rule "Crowned sixes"
  after play when play.rank is 6 and play.count is at least 2 and acting player is last winner:
    clear the pile
"""
#: fair: the same clear for whoever plays the pair
EVERY_SIXES = """rule "Paired sixes"
  after play when play.rank is 6 and play.count is at least 2:
    clear the pile
"""
#: the champion sheds a card whenever the player on their left ends a turn
CHAMPION_SHEDS = """rule "Passing through"
  after turn_end when acting player is player left of last winner:
    last winner may give 1 card to acting player
"""
#: fair: every player passes one card to the left at the deal
EVERYONE_PASSES = """rule "Pass round"
  after deal:
    every player gives 1 card to their left
"""


@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_4_a_clear_card_only_the_champion_holds_hands_them_the_bonus_plays(
        players: int) -> None:
    assert standing_means(CHAMPION_SIXES, players)[HANDED] > 0.9 > \
        DEFAULT.floor_share(players)


@pytest.mark.parametrize("players", [3, 4])
def test_r_clear_2_a_clear_for_whoever_plays_the_cards_hands_plays_to_anyone(
        players: int) -> None:
    assert standing_means(EVERY_SIXES, players).get(HANDED, 0.0) < \
        DEFAULT.floor_share(players)


def test_the_cleared_block_counts_the_bonus_play_of_the_books_own_clears() -> None:
    player = BookPlayer(compile_files((("book.lopti", EVERY_SIXES),), allow_warnings=True))
    spec = EveningSpec(3, 5, adopt=2)
    e = player.evening(spec, 701, base_evening(spec, 701))
    counted = 0
    for r in e.book:
        assert len(r.sides) == BLOCKS * 3
        counted += sum(block(r.sides, CLEARED, 3))
    assert counted > 0
    # the base game's clears (a 10, four of a kind) are no firing of the book
    for r in e.base:
        assert not any(block(r.sides, CLEARED, 3))


@pytest.mark.parametrize("players", [2, 4])
def test_r_custom_4_cards_only_the_champion_may_give_away_are_an_advantage(
        players: int) -> None:
    assert standing_means(CHAMPION_SHEDS, players)[SHED] > 2 * DEFAULT.standing_card_floor


@pytest.mark.parametrize("text", [
    EVERYONE_PASSES,
    (ROOT / "examples" / "rules" / "house-winner-gives-back.lopti").read_text(encoding="utf-8"),
])
def test_r_custom_4_a_pass_for_everyone_or_one_card_back_a_round_is_no_favour(
        text: str) -> None:
    assert standing_means(text, 4).get(SHED, 0.0) < DEFAULT.standing_card_floor
