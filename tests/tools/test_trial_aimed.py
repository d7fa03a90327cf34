"""What a book aims at a standing by the worth of its cards, its restrictions, the hands it
shows and the turns it reverses (tools/trial/aimed.py, tools/sides.py; docs/trial.md
"Standings and the creator's head start"; issue 29, session 24): a strong card handed to
the last winner, a restriction that binds only a standing behind them, sight of the hand
the champion plays onto and a reversal only the champion sets off single out a standing
(R-CUSTOM-4); a catch-up by count, an effect on whoever plays and a brake anyone may set
off stay clean. Short evenings, played here (the rules are new wordings, not the red-team
files): no trial is run."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

from support.unchecked import played_anyway

from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.sides import BLOCKS, SIGHT, block
from lopti_rules.tools.trial import aimed
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import compare as standing_compare

PLAYERS = 4
#: the 10 of every clear by a 10 goes to the last winner: a "penalty card" that is the
#: strongest card of the deck
TEN_TO_CHAMPION = """rule "Champion's burden"
  after clear when clear.cause is ten:
    last winner takes the top cleared card
"""
#: last round's runner-up takes the top cleared card (the last clear's) when passing a 3
RUNNER_KEEPS_THREE = """rule "Runner-up's three"
  after pass when acting player is the player placed 2 last round:
    acting player takes the top cleared card
"""
#: everyone who passes a 3 takes it back: an effect on whoever plays, alike for all
EVERY_PASSER = """rule "Boomerang three"
  after pass:
    acting player takes the top cleared card
"""
#: whoever passes a 3 draws a blind card
PASSER_DRAWS = """rule "Three's toll"
  after pass:
    acting player draws 1 card
"""
#: a catch-up: the last winner draws one more card at the deal
CATCH_UP = """rule "Winner's weight"
  after deal:
    last winner draws 1 card
"""
#: a 9 played at last round's last place binds them to 6 or lower
TAIL_NINE = """rule "Tail nine"
  after play when play.rank is 9 and next player is last round's last place:
    next play must be 6 or lower
"""
#: a 9 binds whoever is next
EVERY_NINE = """rule "Low nine"
  after play when play.rank is 9:
    next play must be 6 or lower
"""
#: the player left of the last winner (next after them in play order) shows their hand
#: whenever they pick up: the champion, just before them, plays onto it
SIGHT_FOR_CHAMPION = """rule "Open neighbour"
  after pickup when the picker is the player left of last winner:
    the picker reveals their hand
"""
#: whoever picks up shows their hand: every seat in turn
EVERY_PICKER = """rule "Open pickup"
  after pickup:
    the picker reveals their hand
"""
#: the direction turns after the champion's turns when the next player holds few cards
CHAMPION_TURNS = ('rule "Turn away"\n'
    '  after turn_end when acting player is last winner and hand of next player is'
    ' at most 3:\n'
    '    reverse the direction\n')
#: a 5 turns the direction, whoever plays it
FIVES_TURN = """rule "Fives turn"
  after play when play.rank is 5:
    reverse the direction
"""


def _evenings(text: str, count: int = 6, players: int = PLAYERS) -> list[Evening]:
    player = BookPlayer(played_anyway(text))
    out = []
    for k in range(count):
        spec = EveningSpec(players, 7, "random" if k % 3 else "greedy", adopt=2 + k % 2)
        out.append(player.evening(spec, 700 + k, base_evening(spec, 700 + k)))
    return out


def _means(text: str, players: int = PLAYERS) -> dict[tuple[str | int, ...], float]:
    evenings = _evenings(text, players=players)
    ordinary = [True] * len(evenings)
    out = {}
    for c in (*aimed.compare(evenings, ordinary, DEFAULT),
              *standing_compare(evenings, ordinary, DEFAULT)):
        if c.values:
            out[c.key] = sum(c.values) / len(c.values)
    return out


def test_the_tally_counts_the_hands_shown_for_the_seat_before() -> None:
    for e in _evenings(EVERY_PICKER, 2):
        for r in e.book:
            assert len(r.sides) == BLOCKS * PLAYERS
            sight = block(r.sides, SIGHT, PLAYERS)
            # every pickup is shown, to the seat before the picker (a pickup's own
            # firing; nobody is out before the first player goes out)
            assert sum(sight) <= r.fired[0]
        assert all(not r.sides for r in e.base)
    assert sum(sum(block(r.sides, SIGHT, PLAYERS)) for e in _evenings(EVERY_PICKER, 2)
               for r in e.book) > 0


def test_r_custom_4_a_strong_card_handed_to_the_last_winner_is_a_gift() -> None:
    key = ("standing gift", "last winner")
    floor = DEFAULT.gift_worth_floor
    assert _means(TEN_TO_CHAMPION)[key] > 2 * floor
    # a catch-up by count: a blind card is worth 0 on average
    assert abs(_means(CATCH_UP)[key]) < floor
    # the top cleared card for whoever passes a 3: the same worth for every seat
    assert abs(_means(EVERY_PASSER).get(key, 0.0)) < floor
    assert abs(_means(PASSER_DRAWS).get(key, 0.0)) < floor


def test_r_custom_4_the_3_handed_back_to_the_runner_up_is_a_gift() -> None:
    key = ("standing gift", "runner-up")
    assert _means(RUNNER_KEEPS_THREE)[key] > DEFAULT.gift_worth_floor
    assert abs(_means(EVERY_PASSER).get(key, 0.0)) < DEFAULT.gift_worth_floor


def test_gift_worth_counts_per_card_against_the_other_seats() -> None:
    from lopti_rules.tools.evenings import RoundFacts

    def facts(burden: tuple[int, ...], strength: tuple[int, ...]) -> RoundFacts:
        n = len(burden)
        return RoundFacts(number=2, dealer=0, leader=0, order=(), length=10, capped=False,
                          events=(), picked=(0,) * n, burden=burden, skips=(0,) * n,
                          strength=strength)

    # two 3s to the standing (+26 each), one blind card worth -10 to another seat
    rounds = [(facts((2, 1, 0), (52, -10, 0)), 0)]
    assert aimed.gift_worth(rounds) == 26 - (-10)
    # nothing on the standing: no value
    assert aimed.gift_worth([(facts((0, 1, 0), (0, 41, 0)), 0)]) is None
    # only the standing got cards: measured against a blind card (0)
    assert aimed.gift_worth([(facts((1, 0, 0), (41, 0, 0)), 0)]) == 41


def test_r_custom_4_a_restriction_aimed_at_last_place_singles_out_a_standing() -> None:
    key = ("standing bound", "last place")
    person = DEFAULT.floor_share(PLAYERS)
    assert _means(TAIL_NINE)[key] == 1.0
    assert _means(EVERY_NINE)[key] < person
    assert _means(EVERY_NINE)[("standing bound", "runner-up")] < person
    # at two players a restriction binds the one who did not set it: not compared
    assert key not in _means(TAIL_NINE, players=2)


def test_r_custom_4_sight_of_the_hand_the_champion_plays_onto_is_an_advantage() -> None:
    key = ("standing sight", "last winner")
    person = DEFAULT.floor_share(PLAYERS)
    assert _means(SIGHT_FOR_CHAMPION)[key] > person
    assert _means(EVERY_PICKER)[key] < person
    assert key not in _means(EVERY_PICKER, players=2)


def test_r_custom_4_a_reversal_only_the_champion_sets_off_is_a_power_they_wield() -> None:
    key = ("standing wielded", "last winner")
    person = DEFAULT.floor_share(PLAYERS)
    assert _means(CHAMPION_TURNS)[key] == 1.0
    assert _means(FIVES_TURN)[key] < person


def test_r_custom_4_at_two_players_the_runner_up_is_last_place() -> None:
    """redteam4b ``fair-last-place-sheds`` (last place may give a card when picking up):
    at two players last round's runner-up is its last place, whose favours are a
    catch-up, so neither the gift nor the strength of the runner-up is weighed there."""
    two = _means(CATCH_UP, players=2)
    assert ("standing strength", "last winner") in two
    assert ("standing strength", "runner-up") not in two
    assert ("standing gift", "runner-up") not in two
