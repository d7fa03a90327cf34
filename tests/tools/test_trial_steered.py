"""Piles and sight a book steers by standing (tools/sides.py ``FACED``, ``DECIDED``,
``SHOWN``; tools/trial/steered.py; docs/trial.md "Session 29: piles and sight steered by
standing"; issue 29): a turn order bent so that the last winner never meets a big pile,
and a hand one placing must play open, single out a standing (R-CUSTOM-4); a reversal on a
rank anyone plays, one that spares last place (a catch-up), a skip of the champion at
every 8 (a catch-up too), a hand shown by a role play moves and the champion's own hand
shown stay clean. Short evenings, played here (new wordings, not the red-team files): no
trial is run."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

import pytest
from support.standings import paired_evenings, standing_means

from lopti_rules.tools.sides import BLOCKS, DECIDED, FACED, SHOWN, block
from lopti_rules.tools.trial import steered
from lopti_rules.tools.trial.config import DEFAULT

DODGED_KEY = ("standing dodged", "last winner")
SHOWN_RUNNER = ("standing shown", "runner-up")
SHOWN_TAIL = ("standing shown", "last place")


def means(text: str, players: int) -> dict[tuple[str | int, ...], float]:
    return standing_means(text, players, steered.compare)


def floor(key: tuple[str | int, ...], players: int) -> float:
    if key == DODGED_KEY:
        return steered.DODGED_FLOOR
    return DEFAULT.floor_share(players)


#: unfair: the champion is skipped past every pile of four cards or more
SKIPPED_PAST_PILES = ('rule "Side door"\n'
    '  after turn_end when table.pile is at least 4 and next player is last winner'
    ':\n'
    '    skip next player\n')
#: unfair: a play that leaves a big pile before the champion turns play the other way
REVERSES_ON_PLAY = ('rule "U-turn"\n'
    '  after play when next player is last winner and table.pile is at least 4'
    ':\n'
    '    reverse the direction\n')
#: unfair: the champion dodges every pile bigger than their own hand
BIGGER_THAN_HAND = ('rule "Weightless"\n'
    '  after turn_end when next player is last winner and table.pile is more than'
    ' cards of last winner:\n'
    '    reverse the direction\n')
#: unfair: the runner-up plays open: their hand is shown after each of their draws
RUNNER_UP_DRAWS_OPEN = ('rule "Silver in the open"\n'
    '  after draw when acting player is player placed 2 last round'
    ':\n'
    '    the drawer reveals their hand\n')
#: unfair: last place shows their hand whenever they clear the pile
TAIL_CLEARS_OPEN = ('rule "Spotlight"\n'
    '  after clear when acting player is last round\'s last place:\n'
    '    the clearer reveals their hand\n')
#: unfair: last place plays open: their hand is shown after each of their draws
TAIL_DRAWS_OPEN = """rule "Lantern"
  after draw when acting player is last round's last place:
    the drawer reveals their hand
"""

#: fair: a big pile reverses play whoever is next
BIG_PILE_REVERSES = """rule "Heavy pile"
  after turn_end when table.pile is at least 6:
    reverse the direction
"""
#: fair: a 9 on a big pile reverses play, whoever plays it
NINE_REVERSES = """rule "Nine turns"
  after play when play.rank is 9 and table.pile is at least 5:
    reverse the direction
"""
#: fair: a catch-up: the champion is skipped at every 8 played at them (a turn taken; the
#: next pile is met as any other)
EIGHT_SKIPS_CHAMPION = """rule "Eight at the crown"
  after play when play.rank is 8 and next player is last winner:
    skip next player
"""
#: fair: a catch-up: last place is spared the big piles
SPARES_LAST_PLACE = ('rule "Mercy turn"\n'
    '  after turn_end when table.pile is at least 5 and next player is last round\'s'
    ' last place:\n'
    '    reverse the direction\n')
#: fair: a catch-up: last round's last place leads (the order turns nowhere)
LOSER_LEADS = """rule "Underdog opens"
  before deal:
    last round's last place leads
"""
#: fair: whoever holds the most cards is skipped past a big pile (a role play moves)
MOST_CARDS_BREATHER = ('rule "Breather"\n'
    '  after turn_end when table.pile is at least 5 and next player is player with'
    ' the most cards:\n'
    '    skip next player\n')
#: fair: the dealer shows their hand at the deal (the deal moves a seat a round)
DEALER_SHOWS = """rule "Dealer open"
  after deal:
    dealer reveals their hand
"""
#: fair: the champion shows their hand once a round, as a cost
CHAMPION_SHOWS = """rule "Crown cost"
  after deal:
    last winner reveals their hand
"""
#: fair: a big hand is played open, whoever holds it
BIG_HANDS_OPEN = """rule "Heavy hands"
  after turn_end when cards of acting player is at least 7:
    acting player reveals their hand
"""


@pytest.mark.parametrize("text", [SKIPPED_PAST_PILES, REVERSES_ON_PLAY, BIGGER_THAN_HAND],
                         ids=["skipped", "reverses-on-play", "bigger-than-hand"])
@pytest.mark.parametrize("players", [3, 5])
def test_r_custom_4_a_turn_order_that_spares_the_champion_the_big_piles_is_aimed(
        text: str, players: int) -> None:
    assert means(text, players)[DODGED_KEY] > floor(DODGED_KEY, players)


@pytest.mark.parametrize(("text", "key", "players"), [
    (RUNNER_UP_DRAWS_OPEN, SHOWN_RUNNER, 3), (RUNNER_UP_DRAWS_OPEN, SHOWN_RUNNER, 4),
    (RUNNER_UP_DRAWS_OPEN, SHOWN_TAIL, 2), (TAIL_CLEARS_OPEN, SHOWN_TAIL, 3),
    (TAIL_CLEARS_OPEN, SHOWN_TAIL, 4), (TAIL_DRAWS_OPEN, SHOWN_TAIL, 5)])
def test_r_custom_4_a_hand_one_placing_must_play_open_is_aimed(
        text: str, key: tuple[str, str], players: int) -> None:
    assert means(text, players)[key] > 0.9 > floor(key, players)


@pytest.mark.parametrize("text", [BIG_PILE_REVERSES, NINE_REVERSES, SPARES_LAST_PLACE,
                                  EIGHT_SKIPS_CHAMPION, MOST_CARDS_BREATHER, LOSER_LEADS],
                         ids=["big-pile", "nine", "spares-last-place", "eight-skips-champion",
                              "most-cards", "loser-leads"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_r_turn_1_a_turn_order_bent_by_rank_role_or_catch_up_stays_under_the_line(
        text: str, players: int) -> None:
    assert means(text, players).get(DODGED_KEY, 0.0) < floor(DODGED_KEY, players)


@pytest.mark.parametrize("text", [DEALER_SHOWS, CHAMPION_SHOWS, BIG_HANDS_OPEN],
                         ids=["dealer", "champion", "big-hands"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_r_custom_4_a_hand_shown_by_a_moving_role_or_by_the_champion_is_no_aim(
        text: str, players: int) -> None:
    found = means(text, players)
    for key in (SHOWN_RUNNER, SHOWN_TAIL):
        assert found.get(key, 0.0) < floor(key, players), key


def test_the_faced_block_counts_the_pile_at_every_decision() -> None:
    for e in paired_evenings(NINE_REVERSES, 4, count=2):
        for r in e.book:
            assert len(r.sides) == BLOCKS * 4
            decided = block(r.sides, DECIDED, 4)
            # every seat decides, and meets a pile now and then
            assert all(decided) and sum(block(r.sides, FACED, 4)) > sum(decided)


def test_the_shown_block_counts_the_seat_whose_hand_it_is() -> None:
    shown = 0
    for e in paired_evenings(DEALER_SHOWS, 3, count=2):
        for r in e.book:
            # one hand a round, the dealer's
            assert list(block(r.sides, SHOWN, 3)) == [int(s == r.dealer) for s in range(3)]
            shown += 1
    assert shown
