"""Turns the book hands the last winner (tools/sides.py ``HANDED``, tools/trial/standings.py
"standing handed"; docs/trial.md): a reversal or a skip hands the next turn to a seat, and
a book whose reversals and skips keep handing it to last round's winner gives the
champion extra turns, an advantage by standing (R-CUSTOM-4, R-TURN-1), whoever the acting
player is. A reversal or a skip on a rank or a pile hands the turn to whoever sits there.
Short evenings, played here (new wordings, not the red-team files): no trial is run."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

import pytest
from support.standings import standing_means
from support.unchecked import played_anyway

from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.sides import BLOCKS, HANDED, block
from lopti_rules.tools.trial.config import DEFAULT

KEY = ("standing handed", "last winner")
#: the champion's right-hand neighbour turns the direction back whenever the champion
#: holds fewer hand cards than them: the champion plays again at once
BOUNCE_BACK = ('rule "Second wind"\n'
               "  after turn_end when previous player is last winner"
               " and hand of acting player is more than hand of last winner:\n"
               "    reverse the direction\n")
#: at three players a skip after the champion's neighbour's turn returns to the champion
#: (while three are in: with two, the skip would land on the champion)
SKIP_BACK = """rule "Short way round"
  after turn_end when previous player is last winner and table.players_in is 3:
    skip next player
"""
#: fair: a big pickup turns the direction, whoever picked up
BIG_PICKUP = """rule "Recoil"
  after pickup when pickup.count is at least 5:
    reverse the direction
"""
#: fair: an 8 skips whoever is next
EIGHTS = """rule "Eights skip"
  after play when play.rank is 8:
    skip next player
"""




@pytest.mark.parametrize(("text", "players"), [(BOUNCE_BACK, 3), (BOUNCE_BACK, 4),
                                               (SKIP_BACK, 3)])
def test_r_custom_4_reversals_or_skips_that_hand_the_champion_turns_favour_a_standing(
        text: str, players: int) -> None:
    assert standing_means(text, players)[KEY] > 0.9 > DEFAULT.floor_share(players)


@pytest.mark.parametrize(("text", "players"), [(BIG_PICKUP, 3), (BIG_PICKUP, 4),
                                               (EIGHTS, 4)])
def test_r_custom_4_a_reversal_or_skip_on_a_rank_or_pile_hands_turns_to_anyone(
        text: str, players: int) -> None:
    assert standing_means(text, players)[KEY] < DEFAULT.floor_share(players)


def test_the_handed_block_counts_a_turn_only_where_it_changed_hands() -> None:
    player = BookPlayer(played_anyway(BIG_PICKUP))
    spec = EveningSpec(2, 5, adopt=2)
    e = player.evening(spec, 701, base_evening(spec, 701))
    for r in e.book:
        assert len(r.sides) == BLOCKS * 2
        # at two players a reversal hands the turn to the player who was next anyway
        assert not any(block(r.sides, HANDED, 2))
    assert KEY not in standing_means(BIG_PICKUP, 2)


@pytest.mark.parametrize("text", [
    # a handicap on the champion, a catch-up swap for the player behind, and a role
    'rule "Crown weight"\n  after deal:\n    last winner draws 1 card\n',
    'rule "Fresh start"\n  after deal:\n'
    "    last round's last place may swap up to 1 face-up card with the top of the draw pile\n",
    'rule "Champion deals"\n  before deal:\n    last winner deals\n',
])
def test_r_custom_4_the_champions_fair_roles_hand_no_turns(text: str) -> None:
    means = standing_means(text, 4)
    assert means.get(KEY, 0.0) < DEFAULT.floor_share(4)
