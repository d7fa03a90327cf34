"""Powers a book gives one standing (tools/sides.py ``WIELDED``, tools/trial/standings.py
"standing wielded"; docs/trial.md "Session 26, second round: powers before a turn"): a
firing during play on a player's own turn whose effects reach another seat is a power that
player wields. A ``before turn`` firing is the turn's own player's (``Game.turn_of``), a
restriction on the next play reaches the next seat, and last round's runner-up is a
standing like the last winner (R-CUSTOM-4): a power it alone wields is no catch-up. Short
evenings, played here (new wordings, not the red-team files): no trial is run."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

import pytest
from support.standings import standing_means

from lopti_rules.engine import OVER, EventBus, Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.tools.trial.config import DEFAULT

CHAMPION = ("standing wielded", "last winner")
RUNNER_UP = ("standing wielded", "runner-up")
#: before the champion's turns the seat after them shows its hand
#: (LP309 at the line since session 30; played past it here)
DAWN = """rule "Morning light"
  before turn when acting player is last winner:
    the player left of the acting player reveals their hand
"""
#: the same before everyone's turns
DAWN_ALL = """rule "Open table"
  before turn:
    the player left of the acting player reveals their hand
"""
#: the runner-up's high plays hold the next player to a 6 or lower
SILVER_WALL = ('rule "Silver wall"\n'
               "  after play when acting player is the player placed 2 last round"
               " and play.rank is at least 9:\n"
               "    next play must be 6 or lower\n")
#: everyone's 9s do
NINES_LOW = """rule "Nines hold low"
  after play when play.rank is 9:
    next play must be 6 or lower
"""
#: a handicap: the champion's own play is held low
CHAMPION_HELD = """rule "Heavy crown"
  before turn when acting player is last winner:
    next play must be 9 or lower
"""




@pytest.mark.parametrize("tapped", [False, True])
def test_the_turns_player_is_named_while_its_turn_hooks_run(tapped: bool) -> None:
    """Before a turn the game's ``cur`` is still the player before; ``turn_of`` names the
    turn's player in both hooks, and nobody outside them."""
    bus = EventBus()
    heard: list[tuple[int, int, int]] = []
    if tapped:
        bus.tap("before", "turn", lambda g, player, number: heard.append((player, g.turn_of, 0)))
        bus.tap("after", "turn", lambda g, player, number: heard.append((player, g.turn_of, 1)))
    else:
        bus.before("turn", lambda e, g: heard.append((e.player, g.turn_of, 0)))
        bus.after("turn", lambda e, g: heard.append((e.player, g.turn_of, 1)))
    g = Game(3, 5, bus=bus)
    bot = make_bot("random", 5)
    while g.phase != OVER and len(heard) < 40:
        assert g.turn_of == -1
        g.apply(bot.choose(g))
    assert len(heard) >= 20 and all(player == turn_of for player, turn_of, _ in heard)


@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_4_a_power_before_the_champions_turns_is_the_champions(players: int) -> None:
    assert standing_means(DAWN, players)[CHAMPION] == 1.0
    assert standing_means(DAWN_ALL, players)[CHAMPION] < DEFAULT.floor_share(players)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_r_custom_4_a_lock_out_only_the_runner_up_sets_off_arms_a_standing(
        players: int) -> None:
    assert standing_means(SILVER_WALL, players)[RUNNER_UP] == 1.0 > DEFAULT.floor_share(players)
    nines = standing_means(NINES_LOW, players)
    assert nines[RUNNER_UP] < DEFAULT.floor_share(players)
    assert nines[CHAMPION] < DEFAULT.floor_share(players)


def test_r_custom_4_at_two_players_the_runner_up_is_last_place() -> None:
    assert RUNNER_UP not in standing_means(SILVER_WALL, 2)


def test_r_custom_4_a_restriction_on_the_champions_own_play_is_no_power() -> None:
    assert standing_means(CHAMPION_HELD, 4).get(CHAMPION, 0.0) < DEFAULT.floor_share(4)
