"""Turns skipped on every seat but the last winner (tools/trial/aimed.py, "standing exempt
skips"; docs/trial.md "Session 30, second round: the champion spared the skips"; issue
29): the last winner's share of the turns a book skips, below half an even share, is a
favour for that standing (R-CUSTOM-4), whether the skip spares the champion by a
condition ("unless they won last round") or lands on a seat a fixed step from them at the
leader's moments (R-SETUP-4: the last winner leads). A skip for every seat, a skip of the
winner (a handicap), a skip on a seat play moves (the dealer's left) stay clean. Short
evenings played here, and one trial each for the red-team books and their near misses."""

#: Books here that the static checks refuse (LP309, LP310) are played past them
#: (support.unchecked.played_anyway, through support.standings): the trial is the
#: second judge and its own measure is what is tested here (session 31, r2mech).

from __future__ import annotations

from pathlib import Path

import pytest
from support.standings import aimed_keys, paired_evenings

from lopti_rules.tools.evenings import RoundFacts
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import aimed, run_trial
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import standing_rounds

ROOT = Path(__file__).parents[2]
KEY = ("standing exempt skips", "last winner")

#: a skip on a base step every seat takes once a round (the take-up, R-FACE-1) for all
#: but the champion, in Dutch keywords
TAKE_UP_REST = """# lopti: lang=nl
regel "Rust"
  na take_up als actieve speler is niet laatste winnaar:
    overslaan actieve speler
"""
#: a skip on a pickup (R-TURN-2) for all but the champion
PICKUP_REST = """rule "Heavy hands rest"
  after pickup when acting player is not last winner:
    skip acting player
"""
#: the seat after the leader (the last winner from round 2, R-SETUP-4) at the first
#: turn's end, by the turn counter
FIRST_TURN_NEXT = """rule "First breath"
  after turn_end when turn_end.number is 1:
    skip next player
"""
#: the seat right of the fewest cards at the deal: nine each, the tie goes to the leader
DEAL_TIE_RIGHT = """# lopti: lang=nl
regel "Rechts wacht"
  na deal:
    overslaan speler rechts van de speler met de minste kaarten
"""
#: near misses: every seat that takes up, the winner itself, the dealer's left
TAKE_UP_ALL = """rule "Breath"
  after take_up:
    skip acting player
"""
WINNER_WAITS = """# lopti: lang=de
regel "Krone wartet"
  nach deal:
    überspringe letzte sieger
"""
DEALER_LEFT = """rule "Dealer's left waits"
  after deal:
    skip player left of dealer
"""


def _shares(text: str, players: int = 4, count: int = 6) -> list[float]:
    return [v for e in paired_evenings(text, players, count, seed=940)
            for v in aimed.exempt_skips(standing_rounds(e, 0))]


def _facts(skips: tuple[int, ...]) -> RoundFacts:
    n = len(skips)
    return RoundFacts(number=2, dealer=0, leader=0, order=(), length=10, capped=False,
                      events=(), picked=(0,) * n, burden=skips, skips=skips)


def test_the_exempt_skips_are_the_standings_part_of_the_skipped_turns() -> None:
    assert aimed.exempt_skips([(_facts((0, 1, 1, 1)), 0)]) == [0.0]
    assert aimed.exempt_skips([(_facts((1, 1, 1, 1)), 0)]) == [0.25]
    # one value a round, whoever the standing is; a round without a skip gives none
    assert aimed.exempt_skips([(_facts((0, 2, 0)), 0), (_facts((0, 2, 0)), 1)]) == \
        [0.0, 1.0]
    assert aimed.exempt_skips([(_facts((0, 0, 0)), 0)]) == []
    assert aimed.exempt_skips([]) == []


@pytest.mark.parametrize("text", [TAKE_UP_REST, PICKUP_REST, FIRST_TURN_NEXT,
                                  DEAL_TIE_RIGHT])
def test_r_custom_4_skips_that_never_land_on_the_champion(text: str) -> None:
    values = _shares(text)
    assert values and max(values) == 0.0


@pytest.mark.parametrize("text", [TAKE_UP_ALL, WINNER_WAITS, DEALER_LEFT])
def test_r_custom_4_skips_on_every_seat_or_on_the_winner_are_no_exemption(text: str) -> None:
    values = _shares(text, count=8)
    # about an even share (a quarter at four players) or more, well over the floor (an
    # eighth: half an even share)
    assert values and sum(values) / len(values) > 1.5 * DEFAULT.standing_spared_share / 4


def test_at_two_players_the_exempt_skips_are_compared_too() -> None:
    """Session 44 (mech44): at two players a skip of the other seat hands the turn
    straight back, and "standing skips" (standings.py), a share of last place's chances
    to play, is too thin for one skip a round; the exemption, one value a round, is
    compared at every table size."""
    for players in (2, 3):
        assert KEY in aimed_keys(TAKE_UP_REST, players, 941)


#: at two players turn 3 is always the leader's (turns alternate, R-TURN-1): the other
#: seat loses the next turn and the last winner plays turns 3 and 4 in a row
DUO_ENCORE = """rule "Duel encore"
  after turn_end when turn_end.number is 3 and table.players is 2:
    skip next player
"""
#: near misses at two players: an 8's skip (whoever plays it), the end of turn 4 (the
#: non-leader's: the last winner waits, a handicap)
DUO_EIGHTS = """rule "Duel eights"
  after play when play.rank is 8 and table.players is 2:
    skip next player
"""
DUO_BRAKE = """# lopti: lang=de
regel "Duel brake"
  nach turn_end wenn turn_end.number ist 4 und table.players ist 2:
    überspringe nächste spieler
"""


def test_r_turn_1_at_two_players_a_skip_after_the_leaders_second_turn_spares_them() -> None:
    values = _shares(DUO_ENCORE, players=2)
    assert values and max(values) == 0.0  # every skipped turn is the other seat's


@pytest.mark.parametrize("text", [DUO_EIGHTS, DUO_BRAKE])
def test_r_turn_1_at_two_players_skips_on_either_seat_are_no_exemption(text: str) -> None:
    values = _shares(text, players=2, count=8)
    # an even share (a half) or more, well over the floor (a quarter)
    assert values and sum(values) / len(values) > 1.5 * DEFAULT.standing_spared_share / 2


@pytest.mark.slow  # a trial: over a second
def test_r_custom_4_the_duel_encore_is_refused_with_a_witness(tmp_path: Path) -> None:
    """redteam-mech44's ``lapskip-duo-turn-three-en``: refused at two players (LP801),
    the witness an evening at two players whose book rounds skip only the other seat."""
    path = tmp_path / "encore.lopti"
    path.write_text(DUO_ENCORE, encoding="utf-8")
    verdict = run_trial(load_rules([path]))
    (d,) = [d for _, d in verdict.diagnostics]
    assert d.code == "LP801" and "at 2 players" in d.message
    assert "spares the last winner the turns it skips" in d.message
    assert "--players 2" in d.witness and "--witness LP801" in d.witness


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("text", [DUO_EIGHTS, DUO_BRAKE])
def test_r_turn_1_the_duel_near_misses_pass_the_trial(text: str, tmp_path: Path) -> None:
    path = tmp_path / "book.lopti"
    path.write_text(text, encoding="utf-8")
    assert run_trial(load_rules([path])).diagnostics == []


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("name", ["tiebreak-deal-skip-after-most"])
def test_r_custom_4_the_red_team_skips_that_spare_the_champion_are_refused(name: str) -> None:
    """redteam22: the seat after the leader skipped at every deal (a tie of "the most
    cards" goes to the leader, R-SETUP-4). (``lockout-take-up-sits-out``, a skip for
    every take-up but the last winner's, is LP310 at the line since session 31, so it is
    never played: tests/language/test_sparedseats.py.)"""
    path = ROOT / "tests" / "data" / "redteam22" / "unfair" / f"{name}.lopti"
    verdict = run_trial(load_rules([path]))
    (d,) = [d for _, d in verdict.diagnostics]
    assert d.code == "LP801"
    assert "spares the last winner the turns it skips" in d.message


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("text", [TAKE_UP_ALL, WINNER_WAITS, DEALER_LEFT])
def test_r_custom_4_fair_skips_pass_the_trial(text: str, tmp_path: Path) -> None:
    path = tmp_path / "book.lopti"
    path.write_text(text, encoding="utf-8")
    assert run_trial(load_rules([path])).diagnostics == []
