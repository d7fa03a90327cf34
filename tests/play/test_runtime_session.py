"""The session seam: the engine plays a session's round with its custom rules in play."""

from __future__ import annotations

import json

import pytest
from support.paths import EXAMPLES

from lopti_rules.sessions import Session, play_round
from lopti_rules.tools import gamelog, replay

EIGHTS = (EXAMPLES / "eights-skip.lopti").read_text(encoding="utf-8")
LUCK = """rule "Good sport"
  after deal:
    last winner says "Good luck, everyone!"
"""


def test_a_round_is_played_with_the_sessions_rules_and_its_log_replays() -> None:
    """R-CUSTOM-1: the winner's rule holds from the next round on."""
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    first, _ = play_round(s, 5)
    s.announce_rule(EIGHTS, name="Eights skip")
    rnd, text = play_round(s, 6)
    head = json.loads(text.splitlines()[0])
    assert head["version"] == gamelog.RULES_VERSION
    assert "Eights skip" in head["rules"]["files"][0]["source"]
    events = list(replay(gamelog.loads(text)))
    assert any(e.name == "rule_fired" for e in events)
    assert rnd.order[0] == rnd.winner and first.winner is not None


def test_the_last_winner_of_the_session_is_known_to_the_rules() -> None:
    """R-SETUP-4: the previous round's winner; ``last winner`` in a rule is that player."""
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    first, _ = play_round(s, 5)
    s.announce_rule(LUCK, name="Good sport")
    _, text = play_round(s, 6)
    said = [e for e in replay(gamelog.loads(text)) if e.name == "rule_said"]
    assert [(e.player, e.text) for e in said] == [  # type: ignore[attr-defined]
        (first.winner, "Good luck, everyone!")]


LOSER_DEALS = (EXAMPLES / "house-loser-deals.lopti").read_text(encoding="utf-8")


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_r_setup_4_last_rounds_last_place_deals_and_the_rotation_goes_on() -> None:
    """Issue 14: the session carries a round's finishing order into the next; a rule's
    choice of dealer holds in the game only, the session's own rotation goes on."""
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    first, _ = play_round(s, 5)
    s.announce_rule(LOSER_DEALS, name="Loser deals")
    second, text = play_round(s, 6)
    deal = next(e for e in replay(gamelog.loads(text)) if e.name == "deal")
    assert deal.dealer == first.order[-1]  # type: ignore[attr-defined]
    assert json.loads(text.splitlines()[0])["rules"]["last_standings"] == list(first.order)
    assert second.dealer == (first.dealer + 1) % 3  # R-SETUP-4: the base rotation


TALLY = """rule "Tally"
  count "plays" this session
  count "plays this round" this round
  after play:
    add 1 to "plays"
    add 1 to "plays this round"
"""


def plays_in(text: str) -> int:
    return sum(1 for e in replay(gamelog.loads(text)) if e.name == "play")


def test_R_CUSTOM_3_a_session_count_goes_on_from_round_to_round_and_replays() -> None:
    """Issue 14: ``this session`` counts survive the session's rounds (kept with each
    engine round, read back for the next); ``this round`` ones start again at 0; each
    round's log records the counts it began with, so it replays exactly."""
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    play_round(s, 5)
    s.announce_rule(TALLY, name="Tally")
    total = 0
    for seed in (6, 7, 8):
        rnd, text = play_round(s, seed)
        n = plays_in(text)
        assert n > 0
        head = json.loads(text.splitlines()[0])
        assert head["rules"].get("rule_memory", [[0, 0]]) == [[total, 0]]
        total += n
        assert rnd.memory is not None and json.loads(rnd.memory) == {"1/Tally": [total, 0]}
