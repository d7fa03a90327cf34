"""A levy on the table that spares the last winner (tools/trial/aimed.py, "standing levy";
docs/trial.md "Session 28: a levy on the table that spares the champion"; issue 29): the
cards a book puts on the other seats a round beyond those it puts on last round's winner
are a favour for that standing (R-CUSTOM-4), whatever clock or role picks the moment. A
handicap on the winner, a card the winner gives back and a levy whose spared seat moves
round the table stay under the line. Short evenings played here, and one trial each for
the red-team book and its near miss."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.standings import aimed_keys

from lopti_rules.tools.evenings import BookPlayer, EveningSpec, RoundFacts, base_evening
from lopti_rules.tools.rulebooks import compile_files, load_rules
from lopti_rules.tools.trial import aimed, run_trial
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.standings import standing_rounds

ROOT = Path(__file__).parents[2]
KEY = ("standing levy", "last winner")

#: at four players the round's turns 1, 5, 9 ... are the leader's (the last winner's from
#: round 2, R-SETUP-4), said with the round's own tally: everyone else draws one there
LEADER_LEVY = """rule "Drum"
  after turn_end when table.players is 4 and round.turns is one of 1, 5, 9, 13, 17, 21:
    every other player draws 1 card
"""
#: the same levy every seventh turn: seven shares no factor with two to five players, so
#: the seat spared moves round the table
SEVENTH_LEVY = """rule "Seventh"
  after turn_end when turn_end.number is a multiple of 7:
    every other player draws 1 card
"""
#: a handicap: the last winner draws at every deal
WINNER_DRAWS = """rule "Weight"
  after deal:
    last winner draws 1 card
"""
#: the project's legal line: the last winner gives one card back a round
WINNER_GIVES = """rule "Give back"
  after deal:
    last winner may give 1 card to last round's last place
"""


def _levies(text: str, players: int = 4, count: int = 6) -> list[float]:
    player = BookPlayer(compile_files((("book.lopti", text),), allow_warnings=True))
    out = []
    for k in range(count):
        spec = EveningSpec(players, 7, "random" if k % 2 else "greedy", adopt=2)
        e = player.evening(spec, 900 + k, base_evening(spec, 900 + k))
        v = aimed.levy(standing_rounds(e, 0))
        if v is not None:
            out.append(v)
    return out


def _facts(received: tuple[int, ...], skips: tuple[int, ...] | None = None,
           shed: tuple[int, ...] = ()) -> RoundFacts:
    n = len(received)
    skips = skips or (0,) * n
    return RoundFacts(number=2, dealer=0, leader=0, order=(), length=10, capped=False,
                      events=(), picked=(0,) * n,
                      burden=tuple(c + k for c, k in zip(received, skips, strict=True)),
                      skips=skips, shed=shed)


def test_the_levy_is_the_other_seats_cards_beyond_the_standings() -> None:
    # three cards on each of the two others, none on the standing (seat 0)
    assert aimed.levy([(_facts((0, 3, 3)), 0)]) == 3.0
    # the standing drew more than the others: a handicap, below 0
    assert aimed.levy([(_facts((2, 0, 1)), 0)]) == -1.5
    # skips are no cards: a skip on another seat is no levy
    assert aimed.levy([(_facts((0, 0, 0), skips=(0, 2, 2)), 0)]) == 0.0
    # a mean a round over the evening's rounds
    assert aimed.levy([(_facts((0, 4, 4)), 0), (_facts((0, 0, 0)), 1)]) == 2.0
    # the cards the standing gave away are its shed, not a levy: two of the others' four
    # came from the standing
    assert aimed.levy([(_facts((0, 2, 2), shed=(2, 0, 0)), 0)]) == 1.0
    assert aimed.levy([]) is None


def test_r_custom_4_a_levy_at_the_leaders_turns_spares_the_champion() -> None:
    values = _levies(LEADER_LEVY)
    assert min(values) > 2 * DEFAULT.standing_card_floor
    # at five players turns 1, 5, 9 ... move round the seats: nobody is spared for good
    assert abs(sum(_levies(LEADER_LEVY, players=5)) / 6) < DEFAULT.standing_card_floor


def test_at_two_players_the_levy_is_last_places_cards_and_not_compared() -> None:
    """At two players the only seat but the winner is last place, whose cards "standing
    cards" weighs (standings.py): the levy is compared from three players on."""
    for players, want in ((2, False), (3, True), (4, True)):
        assert (KEY in aimed_keys(LEADER_LEVY, players, 901)) is want


@pytest.mark.parametrize("text", [SEVENTH_LEVY, WINNER_DRAWS, WINNER_GIVES])
def test_r_custom_4_near_misses_stay_under_the_levy_line(text: str) -> None:
    values = _levies(text)
    assert sum(values) / len(values) < DEFAULT.standing_card_floor


@pytest.mark.slow  # a trial: over a second
def test_r_custom_4_the_red_team_levy_on_the_leaders_turns_is_refused() -> None:
    """redteam-mech32 ``clock-own-count-leader-turns``: the rule's own count of turns
    meets the leader every lap at four players; once a player is out the count drifts
    off the leader, so the champion sets off only some three in five of the levies (the
    share "standing wielded" weighs, under its line), but the cards the others draw are
    some eighteen a round more than the champion's. The witness names the round."""
    path = ROOT / "tests" / "data" / "redteam-mech32" / "unfair" / \
        "clock-own-count-leader-turns.lopti"
    verdict = run_trial(load_rules([path]))
    (d,) = [d for _, d in verdict.diagnostics]
    assert d.code == "LP801"
    assert "spares the last winner what it puts on the table" in d.message
    assert "at 4 players" in d.message
    assert "--witness LP801" in d.witness


@pytest.mark.slow  # trials: over a second
@pytest.mark.parametrize("path", [
    ROOT / "examples" / "rules" / "seventh-turn-levy.lopti",
    # the set's fair levy on everyone's pickups (the highest of its fair books, +0.6 a
    # round at four players) and redteam-s27's champion card given back a round
    ROOT / "tests" / "data" / "redteam-mech32" / "fair" / "fair-shared-pickup-levy.lopti",
    ROOT / "tests" / "data" / "redteam-s27" / "fair" / "fair-opener-gives-left.lopti",
])
def test_r_custom_4_levies_that_spare_no_standing_stay_clean(path: Path) -> None:
    verdict = run_trial(load_rules([path]))
    assert verdict.diagnostics == []
