"""A cost on everyone but the last winner, however small (tools/trial/aimed.py, "standing
exempt"; docs/trial.md "Session 29, second round: the champion exempted"; issue 29): the
last winner's share of the plain cards a book hands out, below half an even share, is a
favour for that standing (R-CUSTOM-4), whatever base step the cost rides on. A tax on
every seat, a handicap on the winner, a card the winner gives back and strong cards for
the seats behind stay clean. Short evenings played here, and one trial each for the
red-team books and their near misses."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

from pathlib import Path

import pytest
from support.standings import aimed_keys, paired_evenings
from support.unchecked import played_anyway

from lopti_rules.language import lint_text
from lopti_rules.tools.evenings import RoundFacts
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import aimed, run_trial
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import standing_rounds

ROOT = Path(__file__).parents[2]
KEY = ("standing exempt", "last winner")
WORTH = DEFAULT.gift_worth_floor

#: a fee on a base step that comes once a player a round (the take-up, R-FACE-1), laid on
#: everyone but the champion: under a card a seat a round, all of it off the champion
TAKE_UP_FEE = """rule "Toll"
  after take_up when acting player is not last winner:
    acting player draws 1 card
"""
#: the same exemption by a role: the round's first turn is the leader's, the last
#: winner's from round 2 (R-SETUP-4), and every other player pays there
DEAL_FEE = """rule "Entry fee"
  before turn when turn.number is 1:
    every other player draws 1 card
"""
#: near misses: the same fee for every seat, a handicap on the winner, and the winner
#: giving a card back
TAKE_UP_ALL = """rule "Toll"
  after take_up:
    acting player draws 1 card
"""
WINNER_PAYS = """rule "Crown toll"
  after take_up when acting player is last winner:
    acting player draws 1 card
"""
WINNER_GIVES = """rule "Give back"
  after deal:
    last winner may give 1 card to last round's last place
"""


def _shares(text: str, players: int = 4, count: int = 6) -> list[float]:
    return [v for e in paired_evenings(text, players, count, seed=900)
            for v in aimed.exempt_share(standing_rounds(e, 0), WORTH)]


def _facts(received: tuple[int, ...], shed: tuple[int, ...] = (),
           strength: tuple[int, ...] = ()) -> RoundFacts:
    n = len(received)
    return RoundFacts(number=2, dealer=0, leader=0, order=(), length=10, capped=False,
                      events=(), picked=(0,) * n, burden=received, skips=(0,) * n,
                      shed=shed, strength=strength)


def test_the_exempt_share_is_the_standings_part_of_the_plain_cards() -> None:
    assert aimed.exempt_share([(_facts((0, 1, 1, 1)), 0)], WORTH) == [0.0]
    assert aimed.exempt_share([(_facts((1, 1, 1, 1)), 0)], WORTH) == [0.25]
    # one value a round, whoever the standing is
    assert aimed.exempt_share([(_facts((0, 2, 0)), 0), (_facts((0, 2, 0)), 1)],
                              WORTH) == [0.0, 1.0]
    # a round in which a card was given away is the shed's to judge, not counted
    assert aimed.exempt_share([(_facts((0, 1, 1), shed=(2, 0, 0)), 0)], WORTH) == []
    # strong cards for the seats behind are a catch-up: not counted
    assert aimed.exempt_share([(_facts((0, 1, 1), strength=(0, 41, 41)), 0)], WORTH) == []
    assert aimed.exempt_share([(_facts((0, 1, 1), strength=(0, 5, -3)), 0)], WORTH) == [0.0]
    assert aimed.exempt_share([(_facts((0, 0, 0)), 0)], WORTH) == []
    assert aimed.exempt_share([], WORTH) == []


@pytest.mark.parametrize("text", [TAKE_UP_FEE, DEAL_FEE])
def test_r_custom_4_a_fee_on_everyone_but_the_champion_is_all_off_the_champion(
        text: str) -> None:
    values = _shares(text)
    assert values and max(values) == 0.0


@pytest.mark.parametrize("text", [TAKE_UP_ALL, WINNER_PAYS])
def test_r_custom_4_a_fee_on_every_seat_or_on_the_winner_is_no_exemption(text: str) -> None:
    values = _shares(text, count=8)
    assert sum(values) / len(values) > 2 * DEFAULT.standing_spared_share / 4


def test_a_card_the_winner_gives_back_is_not_weighed_here() -> None:
    assert _shares(WINNER_GIVES) == []


def test_at_two_players_the_exemption_is_last_places_cards_and_not_compared() -> None:
    """At two players everyone but the winner is last place, whose cards "standing
    cards" weighs (standings.py): the exemption is compared from three players on."""
    for players, want in ((2, False), (3, True)):
        assert (KEY in aimed_keys(DEAL_FEE, players, 901)) is want


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("name", ["winbar-take-up-fee"])
def test_r_custom_4_the_red_team_fees_that_spare_the_champion_are_refused(name: str) -> None:
    """redteam21: a card for every swap (R-SETUP-3) and for every take-up (R-FACE-1) of
    a player who is not the last winner: under a card a seat a round, under the levy's
    line, but none of it on the champion. Since session 44 (mech44b: a cleared card taken
    back is a burden too) the take-up fee is LP310 before the trial plays it, as
    ``lockout-swap-fee`` has been since session 31 (tests/language/test_sparedseats.py);
    the trial still refuses it when it plays it (LP801, its witness)."""
    path = ROOT / "tests" / "data" / "redteam21" / "unfair" / f"{name}.lopti"
    text = path.read_text(encoding="utf-8")
    assert [d.code for d in lint_text(text, path.name).diagnostics] == ["LP310"]
    verdict = run_trial(played_anyway(text, path.name))
    codes = [d.code for _, d in verdict.diagnostics]
    assert codes == ["LP801"]
    (d,) = [d for _, d in verdict.diagnostics]
    assert "--witness LP801" in d.witness


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("text", [TAKE_UP_ALL, WINNER_PAYS])
def test_r_custom_4_fees_that_spare_no_standing_stay_clean(text: str, tmp_path: Path) -> None:
    path = tmp_path / "book.lopti"
    path.write_text(text)
    verdict = run_trial(load_rules([path]))
    assert verdict.diagnostics == []
