"""Replay of a game whose rules swap face-up cards with the draw pile (issue 14's zones):
the player's choice of card is a ``swap`` line of the game log, and the log replays exactly."""

from __future__ import annotations

import json

import pytest
from support.examples import static_book
from support.games import play_with_rules
from support.paths import EXAMPLES

from lopti_rules.play import RuleRuntime
from lopti_rules.tools import gamelog, run

ZONES = [EXAMPLES / "house-swap-with-deck.lopti", EXAMPLES / "four-draws-bottom.lopti",
         EXAMPLES / "clear-returns-oldest.lopti"]


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_r_face_1_a_swap_choice_is_logged_and_the_log_replays_exactly() -> None:
    rules = static_book(ZONES)  # the replay is pinned, not the gate's verdict on the book
    swaps = 0
    for seed in (3, 4, 5):
        play = play_with_rules(RuleRuntime(list(rules.books)), 4, seed, "greedy")
        log = gamelog.GameLog.from_game(play.game, bots=["greedy"] * 4, bot_seed=seed,
                                        rules=rules.to_header(), choices=play.choices)
        text = gamelog.dumps(log)
        swaps += sum(json.loads(x).get("choice") == "swap" for x in text.splitlines()[1:])
        back = gamelog.loads(text)
        game = run(back)
        assert gamelog.dumps(gamelog.GameLog.from_game(
            game, bots=back.bots, bot_seed=back.bot_seed, rules=back.rules,
            choices=back.choices)) == text
    assert swaps > 0
