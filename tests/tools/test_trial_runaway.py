"""Rounds that run away from their deal (LP804, R-CUSTOM-3: no endless loops):
``trial/runaway.py`` asks of a book that takes cleared cards back, over the greedy bots'
ordinary evenings of every table size,
the share of the book's rounds that stalled or lasted over three times the same deal
without the book. A book that feeds cards back faster than play sheds them is rejected
with a witness round that outgrew its deal; bounded returns stay clean."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from support.unchecked import played_anyway

from lopti_rules.language import parse
from lopti_rules.tools.evenings import EVENT_KINDS, Evening, EveningSpec, RoundFacts
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import run_trial
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.findings import Table
from lopti_rules.tools.trial.runaway import (
    comparison,
    fed_comparison,
    fed_value,
    feeds_back,
    ran_away,
    value,
)

ROOT = Path(__file__).parents[2]
SETS = ROOT / "tests" / "data"


def _round(length: int, stopped: bool = False) -> RoundFacts:
    return RoundFacts(2, 0, 0, (0, 1, 2, 3), length, False, (0,) * len(EVENT_KINDS),
                      (0,) * 4, stops=((("progress"), True),) if stopped else ())


def test_r_custom_3_a_round_runs_away_when_it_stalls_or_triples_its_deal() -> None:
    base = _round(100)
    assert ran_away(_round(301), base, 3.0)
    assert ran_away(_round(120, stopped=True), base, 3.0)
    assert not ran_away(_round(300), base, 3.0)  # three times is the floor, not over it


def test_r_custom_3_the_share_of_an_evenings_rounds_that_ran_away() -> None:
    base = _round(100)
    e = Evening(1, 0, (base,) * 4, (_round(350), _round(90), _round(100, True), _round(150)))
    assert value(e, DEFAULT) == 0.5


def test_r_custom_3_only_the_greedy_bots_ordinary_evenings_are_compared() -> None:
    """Random players pick up at random: their base rounds vary as much as the book's, so
    their evenings would only dilute the trend (and a fast-forward is judged apart)."""
    base = _round(100)
    e = Evening(1, 0, (base, base), (_round(400),))
    greedy, random = EveningSpec(4, 2, "greedy", adopt=2), EveningSpec(4, 2, "random", adopt=2)
    forward = EveningSpec(4, 2, "greedy", adopt=2, first_round=3)
    t = Table(4, [greedy, random], evenings=[e, e, e],
              where=[(greedy, 0), (random, 1), (forward, 2)])
    c = comparison(t, DEFAULT)
    assert c.values == (1.0,) and c.evenings == (0,)


@pytest.mark.parametrize(("name", "feeds"), [
    ("kings-crumbs.lopti", True),  # a King played takes the top cleared card back
    ("pickup-refund.lopti", True),
    # a forced pickup after every 8: a fifth of its greedy rounds triple their deal, and
    # all end; it undoes no progress, so the blocking and length comparisons judge it
    ("eight-forces-pickup.lopti", False),
    ("odd-turns-low.lopti", False),
])
def test_r_custom_3_only_a_book_that_takes_cleared_cards_back_can_feed_hands(
        name: str, feeds: bool) -> None:
    path = ROOT / "examples" / "rules" / name
    assert feeds_back([parse(path.read_text(encoding="utf-8"), name)]) is feeds


@pytest.mark.slow  # a trial: over a second
def test_r_custom_3_cards_fed_back_faster_than_play_sheds_them_never_end() -> None:
    """redteam13 loop-quads-recycled: a clear by four hands every player two cleared
    cards once the stock is out (eight in for four out at four players, the four just
    cleared among them): a quarter of the greedy rounds stall or triple their deal,
    though few stall outright; the witness names a round that outgrew its deal."""
    path = SETS / "redteam13" / "unfair" / "loop-quads-recycled.lopti"
    # LP403 refuses it before any game since session 30: played past the static checks,
    # for the runaway share this tests
    verdict = run_trial(played_anyway(path.read_text(encoding="utf-8"), path.name))
    (d,) = [d for _, d in verdict.diagnostics]
    assert d.code == "LP804" and "greedy bots" in d.message
    assert "on the same deal without the book" in d.witness
    assert "--bot greedy" in d.witness and "--witness LP804" in d.witness


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("path", [
    "redteam13/fair/fair-dry-recycle-once.lopti",  # one return a round, for everyone
    "redteam13/fair/fair-late-pile-splitter.lopti",  # cards only move between hands
    "redteam12/fair/fair-late-pickup-shed.lopti",
    # a cleared card back after every 10's clear: a third of what leaves play late
    "redteam13/fair/fair-ten-to-next.lopti",
    # premises that do not hold (docs/trial.md, session 23): a 2 late gives the next
    # player two cleared cards (a third of what leaves play comes back); a passed 3 is
    # discarded for good, so its player takes back at most four cards a round
    "redteam14/unfair/loop-twos-feed.lopti",
    "redteam14/unfair/loop-three-boomerang.lopti",
])
def test_r_custom_3_bounded_returns_stay_clean(path: str) -> None:
    verdict = run_trial(load_rules([SETS / path]))
    assert verdict.diagnostics == []


def test_r_custom_3_the_part_of_what_leaves_play_late_that_comes_back() -> None:
    """``RoundFacts.fed``: (cards taken back from the cleared cards once the draw pile was
    empty, cards that left play then), summed over an evening's rounds with the book."""
    e = Evening(1, 0, (_round(100),) * 3, (replace(_round(100), fed=(30, 40)),
                                          replace(_round(100), fed=(10, 40)), _round(90)))
    assert fed_value(e) == 0.5
    assert fed_value(Evening(1, 0, (_round(100),), (_round(100),))) is None
    greedy, random = EveningSpec(4, 2, "greedy", adopt=2), EveningSpec(4, 2, "random", adopt=2)
    forward = EveningSpec(4, 2, "greedy", adopt=2, first_round=3)
    t = Table(4, [greedy, random], evenings=[e, e, e],
              where=[(greedy, 0), (random, 1), (forward, 2)])
    c = fed_comparison(t, DEFAULT)  # both kinds of bots, not a fast-forward
    assert c.values == (0.5, 0.5) and c.evenings == (0, 1) and c.floor == DEFAULT.feed_floor


def _fed(text: str) -> float:
    from lopti_rules.tools.evenings import BookPlayer, base_evening

    # played past the static checks: the dry echo is LP403 before any game since session
    # 30, and the measure is what is tested here
    player = BookPlayer(played_anyway(text))
    values = []
    for bot in ("greedy", "random"):
        spec = EveningSpec(4, 6, bot, adopt=2)
        got = fed_value(player.evening(spec, 77, base_evening(spec, 77)))
        assert got is not None
        values.append(got)
    return sum(values) / len(values)


def test_r_custom_3_a_take_back_at_every_clear_once_the_stock_is_out_feeds_most_back() -> None:
    """Two cleared cards for every other player after every clear once the draw pile is
    empty: most of what the clears take out comes back (LP804 by ``feed_floor``)."""
    echo = ('rule "Dry echo"\n  after clear when table.draw_pile is 0:\n'
            '    every other player takes 2 cards from the cleared cards\n')
    assert _fed(echo) > DEFAULT.feed_floor


def test_r_custom_3_one_card_back_after_a_tens_clear_feeds_little_back() -> None:
    """The near miss: one cleared card after a 10's clear (``fair-ten-to-next``)."""
    ten = ('rule "Pass the torch"\n  after clear when clear.cause is ten:\n'
           '    next player takes the top cleared card\n')
    assert _fed(ten) < 0.45
