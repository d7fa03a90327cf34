"""The worth of the cards a book moves, and the standings it aims at whenever it acts
(tools/strength.py, tools/trial/standings.py; docs/trial.md, session 22): a card handed to
the last winner or the runner-up that reads as a penalty but is the strongest of the deck
is an advantage (R-CUSTOM-4), and a role combined with a standing (the dealer when the
dealer came last) is still that standing. Short evenings, played here: no trial is run."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.engine import OFFICIAL, Game
from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.strength import PLAIN_WORTH, POWER_WORTH, mask_worth, worth, worths
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import compare

ROOT = Path(__file__).resolve().parents[2]
#: redteam13 strength-podium-tens: the cleared 10 to last round's first or second place
PODIUM_TENS = """rule "Podium duty"
  after clear when clear.cause is ten:
    if round.clears is odd:
      the player placed 1 last round takes the top cleared card
    else:
      the player placed 2 last round takes the top cleared card
"""
#: the same in another shape: the last winner takes back every cleared 2
WINNER_TWOS = """rule "Crown keeps the reset"
  after play when play.rank is 2:
    last winner takes 1 card from the cleared cards
"""
#: near misses: the 10 to the player after the clearer, a blind card for the winner
TEN_TO_NEXT = """rule "Pass the torch"
  after clear when clear.cause is ten:
    next player takes the top cleared card
"""
BOTTOM_DRAW = """rule "Crown weighs"
  after deal when rule.rounds is at least 2:
    last winner draws 1 card from the bottom of the draw pile
"""
#: redteam13 lockout-loser-dealing-tax, and its near miss without the standing
LOSER_DEALS = """rule "Loser's deal"
  after deal when dealer is last round's last place:
    dealer draws 3 cards
"""
#: the same take, by the last winner, of the cleared four of a kind's card: a 4, a true
#: handicap (a card's worth, not its count, says which)
WINNER_FOURS = """rule "Crown carries the fours"
  after clear when clear.cause is four:
    last winner takes the top cleared card
"""
RUNNER_UP_TENS = """rule "Silver polish"
  after clear when clear.cause is ten:
    the player placed 2 last round takes the top cleared card
"""
#: redteam13 strength-champion-reshuffle: a chore in words, a chosen improvement
RESHUFFLE = """rule "Champion's chore"
  after deal when rule.rounds is at least 2:
    last winner swaps 2 face-up cards with the top of the draw pile
"""
#: near misses: the same swap for last place, for the dealer (a role that moves)
TAIL_SWAP = """rule "Fresh start"
  after deal when rule.rounds is at least 2:
    last round's last place may swap up to 2 face-up cards with the top of the draw pile
"""
DEALER_SWAP = """rule "Dealer's peek"
  after deal:
    dealer may swap 1 face-up card with the top of the draw pile
"""
DEALER_DRAWS = """rule "Dealer's due"
  after deal:
    dealer draws 3 cards
"""


def _means(files: dict[str, str], players: int = 4, count: int = 4
           ) -> dict[tuple[str | int, ...], float]:
    player = BookPlayer(compile_files(tuple(files.items()), allow_warnings=True))
    evenings: list[Evening] = []
    for k in range(count):
        spec = EveningSpec(players, 7, adopt=2 + k % 2)
        evenings.append(player.evening(spec, 900 + k, base_evening(spec, 900 + k)))
    return {c.key: sum(c.values) / len(c.values)
            for c in compare(evenings, [True] * count, DEFAULT) if c.values}


def _example(name: str) -> dict[str, str]:
    return {name: (ROOT / "examples" / "rules" / name).read_text(encoding="utf-8")}


def test_r_custom_4_a_cards_worth_is_its_power_and_an_average_card_is_worth_nothing() -> None:
    ranks = {**PLAIN_WORTH, 2: POWER_WORTH["reset_rank"], 3: POWER_WORTH["pass_rank"],
             7: POWER_WORTH["low_rank"], 10: POWER_WORTH["clear_rank"]}
    assert max(ranks, key=ranks.__getitem__) == 10  # the clear is the strongest card
    assert ranks[3] > ranks[14] > ranks[13] > 0 > ranks[9] > ranks[4]
    assert abs(sum(ranks.values())) <= 13  # a blind card is worth 0 on average
    table = worths(OFFICIAL)
    assert mask_worth(0b1111 << ((10 - 2) << 2), table) == 4 * POWER_WORTH["clear_rank"]
    g = Game(4, 3)
    total = sum(worth(g, s) for s in range(4))
    assert total == sum(mask_worth(g.hand[s] | g.up[s], table) for s in range(4)) + sum(
        mask_worth(1 << c, table) for s in range(4) for c in g.down[s])


@pytest.mark.parametrize("book", [PODIUM_TENS, WINNER_TWOS])
def test_r_custom_4_strong_cards_handed_to_the_front_are_an_advantage(book: str) -> None:
    means = _means({"book.lopti": book})
    assert means[("standing strength", "last winner")] > DEFAULT.standing_strength_floor


def test_r_custom_4_the_runner_up_handed_the_tens_is_weighed_too() -> None:
    means = _means({"silver.lopti": RUNNER_UP_TENS})
    assert means[("standing strength", "runner-up")] > DEFAULT.standing_strength_floor


@pytest.mark.parametrize("files", [
    {"fours.lopti": WINNER_FOURS},
    {"next.lopti": TEN_TO_NEXT}, {"bottom.lopti": BOTTOM_DRAW},
    _example("house-winner-gives-back.lopti"), _example("fair-last-winner-draws.lopti"),
])
def test_r_custom_4_a_strong_card_for_a_role_play_moves_or_a_blind_card_is_none(
        files: dict[str, str]) -> None:
    means = _means(files)
    for standing in ("last winner", "runner-up"):
        assert means[("standing strength", standing)] < DEFAULT.standing_strength_floor


def test_r_custom_4_a_role_combined_with_last_place_aims_at_last_place() -> None:
    means = _means({"tax.lopti": LOSER_DEALS})
    assert means[("standing cards acting", "last place")] == pytest.approx(3.0)
    # once a lap: a round's mean alone stays under the floor
    assert means[("standing cards", "last place")] < DEFAULT.standing_card_floor


@pytest.mark.parametrize("files", [{"dealer.lopti": DEALER_DRAWS},
                                   _example("house-winner-gives-back.lopti")])
def test_r_custom_4_a_role_alone_or_a_card_given_to_last_place_is_under_the_floor(
        files: dict[str, str]) -> None:
    means = _means(files)
    assert means[("standing cards acting", "last place")] < DEFAULT.standing_card_floor


def test_r_custom_4_every_swap_with_the_draw_pile_for_the_last_winner_is_a_perk() -> None:
    """A swap lets its player choose which face-up cards go: the fair books give it to
    the players behind; the last winner getting all of them is a favour on the front."""
    means = _means({"chore.lopti": RESHUFFLE})
    assert means[("standing swaps", "last winner")] == pytest.approx(1.0)
    assert means[("standing swaps", "last winner")] > DEFAULT.floor_share(4)


@pytest.mark.parametrize("files", [{"tail.lopti": TAIL_SWAP}, {"dealer.lopti": DEALER_SWAP},
                                   _example("house-swap-with-deck.lopti")])
def test_r_custom_4_a_swap_for_the_players_behind_or_a_moving_role_is_no_perk(
        files: dict[str, str]) -> None:
    means = _means(files)
    assert means.get(("standing swaps", "last winner"), 0.0) < DEFAULT.floor_share(4)
