"""The endgame a book drags out (LP804, R-CUSTOM-3: no rule may keep a game from ending):
``trial/runaway.py`` sets each greedy round's turns after the draw pile ran out
(``RoundFacts.dry_at``) beside the same deal's without the book, from three players on,
and asks of a book that takes cleared cards back whether more than a quarter of its
rounds took over one and a half times as many. A refill at an event that recurs as long
as the round goes on (every late pickup) is refused; bounded refills stay clean."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from support.unchecked import played_anyway

from lopti_rules.tools.evenings import (
    EVENT_KINDS,
    Evening,
    EveningSpec,
    RoundFacts,
    base_evening,
)
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import run_trial
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.findings import Table
from lopti_rules.tools.trial.runaway import (
    DRAG_FROM,
    drag_comparison,
    drag_value,
    dragged,
    endgame,
)

ROOT = Path(__file__).parents[2]
SETS = ROOT / "tests" / "data"


def _round(length: int, dry_at: int, stopped: bool = False, capped: bool = False
           ) -> RoundFacts:
    return RoundFacts(2, 0, 0, (0, 1, 2, 3), length, capped, (0,) * len(EVENT_KINDS),
                      (0,) * 4, stops=((("progress"), True),) if stopped else (),
                      dry_at=dry_at)


def test_r_custom_3_a_rounds_endgame_is_its_turns_after_the_draw_pile_ran_out() -> None:
    assert endgame(_round(100, 40)) == 60
    assert endgame(_round(100, -1)) == 0  # the draw pile never ran out


def test_r_custom_3_a_base_round_knows_when_its_draw_pile_ran_out() -> None:
    """Base rounds record it too: the endgame is compared on the same deal."""
    rounds = base_evening(EveningSpec(4, 3, "greedy"), 11)
    assert all(0 <= r.dry_at <= r.length for r in rounds)
    assert all(0 < endgame(r) for r in rounds)


def test_r_custom_3_an_endgame_is_dragged_out_over_one_and_a_half_times_the_deals() -> None:
    base = _round(100, 40)  # 60 turns after the draw pile ran out
    assert dragged(_round(131, 40), base, 1.5)  # 91 > 90
    assert not dragged(_round(130, 40), base, 1.5)  # one and a half times is the floor
    # the turns before the stock ran out are no endgame: a longer opening is not counted
    assert not dragged(_round(180, 100), base, 1.5)
    assert dragged(_round(90, 40, stopped=True), base, 1.5)  # a stall is dragged out


def test_r_custom_3_the_share_of_an_evenings_endgames_dragged_out() -> None:
    base = _round(100, 40)
    e = Evening(1, 0, (base,) * 4, (_round(200, 40), _round(100, 40), _round(100, 40),
                                    _round(150, 30)))
    assert drag_value(e, DEFAULT) == 0.5
    # a deal whose base round never reached its endgame, or was capped, is not compared
    e = Evening(1, 0, (base, _round(100, -1), replace(base, capped=True)),
                (_round(100, 40), _round(300, 40), _round(300, 40)))
    assert drag_value(e, DEFAULT) == 0.0
    assert drag_value(Evening(1, 0, (_round(100, -1),), (_round(100, 40),)), DEFAULT) is None


def test_r_custom_3_endgames_are_compared_one_value_a_round_greedy_from_three_players(
        ) -> None:
    """Random players pick up at random and a fast-forward is judged apart; at two players
    the endgame is the round's short tail, where a card taken back stretches fair books'
    endgames by half in a quarter to a half of the rounds."""
    base = _round(100, 40)
    e = Evening(1, 0, (base, base, base), (_round(200, 40), _round(100, 40)))
    greedy, random = EveningSpec(4, 3, "greedy", adopt=2), EveningSpec(4, 3, "random", adopt=2)
    forward = EveningSpec(4, 3, "greedy", adopt=2, first_round=3)
    where = [(greedy, 0), (random, 1), (forward, 2)]
    c = drag_comparison(Table(4, [greedy, random], evenings=[e, e, e], where=where), DEFAULT)
    assert c.values == (1.0, 0.0) and c.evenings == (0, 0)
    assert c.floor == DEFAULT.endgame_floor and c.span == (0.0, 1.0)
    two = Table(DRAG_FROM - 1, [greedy], evenings=[e], where=[(greedy, 0)])
    assert drag_comparison(two, DEFAULT).values == ()


@pytest.mark.slow  # a trial: over a second
def test_r_custom_3_a_refill_at_every_late_pickup_drags_the_endgame_out() -> None:
    """Every pickup once the draw pile is empty hands every other player a cleared card:
    it takes back about half of what leaves play late (under the feed floor's bound) and
    no round triples its deal, but half the greedy rounds' endgames last over 1.5 times
    the same deals'. The witness names the round, its endgame and the base's, and the
    command that plays it."""
    # LP403 refuses it before any game since session 30: played past the static checks,
    # for the endgame measure this tests
    path = ROOT / "examples" / "rejected" / "late-pickup-dividend.lopti"
    verdict = run_trial(played_anyway(path.read_text(encoding="utf-8"), path.name))
    (d,) = [d for _, d in verdict.diagnostics]
    assert d.code == "LP804" and "after the draw pile runs out" in d.message
    assert "turns after the draw pile ran out" in d.witness
    assert "on the same deal without the book" in d.witness
    assert "--bot greedy" in d.witness and "--witness LP804" in d.witness
    assert "rounds (one value a round)" in d.witness


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("path", [
    # the near miss: the same refill, twice a round
    ROOT / "examples" / "rules" / "late-pickup-dividend-twice.lopti",
    # one card back to the picker at every late pickup
    SETS / "redteam15" / "fair" / "fair-takeup-bottom-card.lopti",
    ROOT / "examples" / "rules" / "clear-returns-oldest.lopti",
    SETS / "redteam10" / "fair" / "fair-first-flips-refund.lopti",
    # refills after events a round holds a bounded number of (each player takes up once,
    # flips each face-down card once): their endgames last as long as fair books' (13 %
    # and 14 % of the greedy rounds over 1.5 times), taxes that end (docs/trial.md,
    # session 27, like loop-twos-feed in session 23)
    SETS / "redteam18" / "unfair" / "loop-take-up-refill.lopti",
    SETS / "redteam18" / "unfair" / "loop-flip-fail-refund.lopti",
])
def test_r_custom_3_bounded_refills_leave_the_endgame_as_it_was(path: Path) -> None:
    verdict = run_trial(load_rules([path]))
    assert verdict.diagnostics == []
