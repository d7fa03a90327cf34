"""Whom a book sides with by standing (tools/sides.py, tools/trial/standings.py
``_sides``; docs/trial.md "Standings and the creator's head start"): a standing is a
person over an evening (R-CUSTOM-4), so a book that shields the last winner from the 3's
pass, arms them alone, or keeps aiming its skips or a stacked draw pile at a standing
behind them is rejected, however it names them; a catch-up, a rotating role and an
effect on whoever happens to be next stay clean. Short evenings, played here (the
rules are new wordings, not the red-team files): no trial is run."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

from support.unchecked import played_anyway

from lopti_rules.tools.evenings import BookPlayer, Evening, EveningSpec, base_evening
from lopti_rules.tools.sides import BLOCKS, OBLIGED, SERVED, WIELDED, block
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import compare

PLAYERS = 4
#: the champion never meets a pass: the direction turns when one is aimed at them
SHIELD = """rule "Deflect"
  after pass when next player is last winner:
    reverse the direction
"""
#: a fair bounce: whoever is passed to on a chain of two, at any seat
BOUNCE = """rule "Ricochet"
  after pass when pass.chain is at least 2:
    reverse the direction
"""
#: last round's runner-up loses the turn after every 8 they would answer
RIVAL_SKIP = """rule "Rival waits"
  after play when play.rank is 8 and next player is the player placed 2 last round:
    skip next player
"""
#: an 8 skips whoever is next
EIGHT_SKIP = """rule "Eights skip"
  after play when play.rank is 8:
    skip next player
"""
#: the player before last round's runner-up stacks the draw pile for them
RIVAL_SERVED = """rule "Served cold"
  after turn_end when next player is the player placed 2 last round:
    acting player may swap up to 2 face-up cards with the top of the draw pile
"""
#: whoever ends a turn on a tall pile may swap: the next drawer is nobody chosen
TALL_SWAP = """rule "Tall pile swap"
  after turn_end when table.pile is at least 5:
    acting player may swap up to 2 face-up cards with the top of the draw pile
"""
#: only the champion's 5s make the next player draw
ARMED = """rule "Champion's five"
  after play when play.rank is 5 and acting player is last winner:
    next player draws 1 card
"""
#: everyone's 5s do
FIVES = """rule "Fives bite"
  after play when play.rank is 5:
    next player draws 1 card
"""
#: a catch-up: the last winner draws one more card at the deal
CATCH_UP = """rule "Winner's weight"
  after deal:
    last winner draws 1 card
"""


def _evenings(text: str, count: int = 6) -> list[Evening]:
    player = BookPlayer(played_anyway(text))
    out = []
    for k in range(count):
        spec = EveningSpec(PLAYERS, 7, adopt=2 + k % 2)
        out.append(player.evening(spec, 900 + k, base_evening(spec, 900 + k)))
    return out


def _means(text: str) -> dict[tuple[str | int, ...], float]:
    evenings = _evenings(text)
    out = {}
    for c in compare(evenings, [True] * len(evenings), DEFAULT):
        if c.values:
            out[c.key] = sum(c.values) / len(c.values)
    return out


def test_the_tally_counts_each_block_per_seat() -> None:
    for e in _evenings(FIVES, 2):
        for r in e.book:
            assert len(r.sides) == BLOCKS * PLAYERS
            wielded = block(r.sides, WIELDED, PLAYERS)
            # every firing names the next player; those of the round's first turn are the
            # opener's role, not counted
            assert 0 < sum(wielded) <= sum(r.fired) or not sum(r.fired)
            assert not any(block(r.sides, SERVED, PLAYERS))
        assert all(not r.sides for r in e.base)
    assert block((), OBLIGED, PLAYERS) == ()


def test_r_custom_4_a_pass_turned_away_from_the_last_winner_shields_them() -> None:
    spared = ("standing spared", "last winner")
    floor = DEFAULT.standing_spared_share / PLAYERS
    assert _means(SHIELD)[spared] < floor
    assert _means(BOUNCE)[spared] > floor
    assert _means(CATCH_UP)[spared] > floor


def test_r_custom_4_skips_aimed_at_the_runner_up_single_out_a_standing() -> None:
    key = ("standing skip share", "runner-up")
    person = DEFAULT.floor_share(PLAYERS)
    assert _means(RIVAL_SKIP)[key] > 0.9
    assert _means(EIGHT_SKIP)[key] < person
    assert _means(EIGHT_SKIP)[("standing skip share", "last place")] < person


def test_r_custom_4_a_draw_pile_stacked_for_the_runner_up_singles_out_a_standing() -> None:
    key = ("standing served", "runner-up")
    person = DEFAULT.floor_share(PLAYERS)
    assert _means(RIVAL_SERVED)[key] > person
    fair = _means(TALL_SWAP)
    assert fair[key] < person
    assert fair[("standing served", "last place")] < person


def test_r_custom_4_a_power_only_the_last_winner_wields_arms_a_standing() -> None:
    key = ("standing wielded", "last winner")
    person = DEFAULT.floor_share(PLAYERS)
    assert _means(ARMED)[key] == 1.0
    assert _means(FIVES)[key] < person
    # a catch-up at the deal names the last winner and nobody else: no power
    assert key not in _means(CATCH_UP)


def test_r_custom_4_a_book_that_only_shows_hands_is_played() -> None:
    """A shown hand changes what the others know: who sets it off, by standing, is the
    trial's to weigh, so such a book is played (speech and counts alone are not)."""
    from lopti_rules.tools.trial.entry import plays_a_part

    # (LP309 at the line since session 30, so the gate never plays it: its measure is
    # tested here on the book played past the static checks)
    peek = """rule "Champion's peek"
  after play when play.rank is 9 and (acting player is last winner):
    next player reveals their hand
"""
    cheer = """rule "Cheer"
  after clear:
    acting player says "Lopti!"
"""
    assert plays_a_part([("peek.lopti", peek)])
    assert not plays_a_part([("cheer.lopti", cheer)])
    key = ("standing wielded", "last winner")
    assert _means(peek)[key] == 1.0
