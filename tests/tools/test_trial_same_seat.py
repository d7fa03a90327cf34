"""The trial's frame-free same-seat test (trial/measures.together, docs/trial.md): a person
singled out is the same seat of the session round after round, whatever frame the book
picks it in (R-CUSTOM-4); a role that play decides is not."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import RuleSet, load_rules
from lopti_rules.tools.trial import TrialConfig, measures, run_trial
from lopti_rules.tools.trial.measures import ALIGNED, alignment
from lopti_rules.tools.trial.statistics import REJECT, above, reachable

DATA = Path(__file__).parents[1] / "data" / "trial"


def test_r_custom_4_the_same_seat_every_round_is_aligned_whatever_it_gets() -> None:
    """The vectors are centred: the same seat hit, or the same seat spared, is 1."""
    hit = [(r, [3.0, 0.0, 0.0, 0.0]) for r in (1, 3, 5)]
    spared = [(r, [0.0, 1.0, 1.0, 1.0]) for r in (1, 3, 5)]
    assert alignment(hit, 4) == pytest.approx(1.0)
    assert alignment(spared, 4) == pytest.approx(1.0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_setup_4_the_dealer_rotating_is_not_aligned(players: int) -> None:
    """A rule on the dealer: rounds a lap apart name the same seat, the others another
    seat; at two players that is every other round. Taken per class of the distance
    modulo the table size, they cancel."""
    dealer = [(r, [1.0 if s == (r - 1) % players else 0.0 for s in range(players)])
              for r in range(2, 9)]
    assert alignment(dealer, players) == pytest.approx(0.0, abs=0.1)
    lap = [(r, v) for r, v in dealer if r % players == 2 % players]  # a lap count's rounds
    assert alignment(lap, players) == pytest.approx(1.0)


def test_r_setup_4_rounds_in_a_row_are_not_compared() -> None:
    """The last winner leads the next round (R-SETUP-4): a role from play may name one
    person two rounds in a row, so only rounds two or more apart are compared."""
    assert alignment([(1, [1.0, 0.0]), (2, [1.0, 0.0])], 2) is None
    assert alignment([(1, [1.0, 0.0]), (2, [1.0, 0.0]), (3, [0.0, 1.0])], 2) == \
        pytest.approx(-1.0)
    assert alignment([(1, [1.0, 1.0]), (3, [2.0, 2.0])], 2) is None  # even: nobody singled out


def test_the_bonferroni_count_has_the_two_same_seat_comparisons() -> None:
    assert measures.SAME_SEAT_TESTS == 2
    assert [measures.tests_at(n) for n in (2, 3, 4, 5)] == [
        8 * n + 4 + measures.SAME_SEAT_TESTS + measures.ENDING_TESTS for n in (2, 3, 4, 5)]


@pytest.mark.slow  # Monte Carlo over many evenings: about a second
@pytest.mark.parametrize("players", [2, 4])
def test_false_alarm_rate_of_the_same_seat_test_is_within_its_level(players: int) -> None:
    """Property of the statistic: rounds whose one seat is drawn at random (the worst
    case of independence: all-or-nothing rounds) are rejected at most ``alpha`` of the
    time, at every evening count the trial looks at."""
    rng = random.Random(players)
    alpha, trials = 0.05, 600
    floor = TrialConfig().same_floor
    for evenings in (8, 16, 40):
        rejected = 0
        for _ in range(trials):
            values = []
            for _ in range(evenings):
                rounds = [(r, [float(s == rng.randrange(players)) for s in range(players)])
                          for r in range(1, rng.choice((3, 4, 7)))]
                a = alignment(rounds, players)
                if a is not None:
                    values.append(a)
            rejected += above(values, floor, alpha, span=ALIGNED).decision == REJECT
        assert rejected / trials <= alpha


def test_r_custom_4_a_restriction_names_the_seat_whose_play_it_binds() -> None:
    """A restriction binds the next seat's play: the tally counts it on that seat
    (``RoundFacts.bound``), which the same-seat test weighs with the effects that name it."""
    text = 'rule "Low nine"\n  after play when play.rank is 9:\n    next play must be 9 or lower\n'
    rules = load_rules([_write("nine.lopti", text)])
    spec = EveningSpec(3, 4, "random", adopt=2)
    evening = BookPlayer(rules).evening(spec, 7, base_evening(spec, 7))
    fired = sum(sum(r.fired) for r in evening.book)
    assert fired > 0
    assert sum(sum(r.bound) for r in evening.book) == fired
    # not an effect that names a seat: the frames' share and spared tests are unchanged
    assert sum(r.effects for r in evening.book) == 0


def _write(name: str, text: str) -> Path:
    import tempfile

    path = Path(tempfile.mkdtemp()) / name
    path.write_text(text, encoding="utf-8")
    return path


def _trial(name: str, players: int) -> list[tuple[str, str]]:
    config = TrialConfig(players=(players,), bots=("random",), evenings=4, looks=5, jobs=1)
    rules: RuleSet = load_rules([DATA / name], allow_warnings=True)
    verdict = run_trial(rules, config=config)
    return [(d.code, d.message) for _, d in verdict.diagnostics]


@pytest.mark.slow  # a trial: over a second
def test_r_custom_4_a_dealer_named_by_a_lap_count_is_the_same_seat_and_rejected() -> None:
    """Issue 29, dealer clock: a lap counter names the dealer of the rule's rounds 1,
    n+1, 2n+1, one person the creator knew; no frame the trial judges names it (the
    dealer rotates, the creator is someone else), the same-seat test does. The count is
    also written after every pickup, which the static reading of laps (LP305) does not
    follow: the trial judges what the book does, however it is written."""
    found = _trial("dealer-lap.lopti", 3)
    assert any(code == "LP801" and "same seat round after round" in message
               for code, message in found), found


@pytest.mark.slow  # a trial: over a second
def test_r_custom_4_the_last_winner_drawing_at_every_deal_stays_clean_at_two() -> None:
    """Issue 29's fair role rule, at two players, where any role is one of two seats."""
    assert _trial("last-winner-draws.lopti", 2) == []


def test_futility_clears_only_what_no_evening_to_come_could_reject() -> None:
    """Futility stopping (statistics.reachable): eight evenings around 0 cannot reach the
    floor with 32 more at +1; eight at +1 still can; and a rejection is never ruled out
    while it is possible (the best case is the bound the test would compute)."""
    floor, level = TrialConfig().same_floor, 7e-6
    assert not reachable([0.0] * 8, floor, level, ALIGNED, 32)
    assert reachable([1.0] * 8, floor, level, ALIGNED, 32)
    best = [1.0] * 40
    assert above(best, floor, level, span=ALIGNED).decision == REJECT


@pytest.mark.slow  # a trial: over a second
def test_r_setup_4_a_lap_stepped_at_the_rounds_first_turn_is_played_to_its_second_lap() -> None:
    """Issue 29, session 18 (redteam9 dealer-opening-lap): a count stepped once a round
    on the round's first turn is a round count (bounds.round_counts), so the evenings
    are long enough for its lap to come round twice on the same dealer."""
    found = _trial("dealer-first-turn-lap.lopti", 4)
    assert any(code == "LP801" and "same seat round after round" in message
               for code, message in found), found
