"""The events every round has (``events.EVERY_ROUND``; R-SETUP-2, R-TURN-3, R-DRAW-1,
R-FACE-1, R-FACE-2, R-WIN-1): the
rule language reads a count first written on one of them as 0 only in a rule's first round
(language/analysis/standins.py), so each must come in every round the engine plays, in
the order their ``every_round`` steps say."""

from __future__ import annotations

from support import each
from support.games import play_out

from lopti_rules.engine import Game
from lopti_rules.engine.bots import make_bot
from lopti_rules.engine.bus import EventBus
from lopti_rules.engine.events import EVENT_TYPES, EVERY_ROUND


def events_of_a_round(players: int, seed: int) -> list[str]:
    seen: list[str] = []
    bus = EventBus()
    for name in EVENT_TYPES:
        bus.after(name, lambda event, game, seen=seen: seen.append(event.name))
    play_out(Game(players, seed=seed, bus=bus), make_bot("random", seed))
    return seen


@each.parametrize("players", [2, 3, 4, 5], size=15)
def test_r_turn_3_r_win_1_every_round_has_its_every_round_events_in_order(
        players: int) -> None:
    for seed in range(6):
        seen = events_of_a_round(players, seed)
        assert "round_end" in seen
        firsts = [seen.index(name) for name in EVERY_ROUND]  # ValueError: one is missing
        assert firsts == sorted(firsts), (seed, seen[:12])


def test_events_a_round_may_lack_are_not_every_rounds() -> None:
    """A pickup, a clear, a swap ... may not come in a round: none is declared. The draw
    (the leader's, R-DRAW-1), the take-up and the blind flip (the winner's, R-FACE-1,
    R-FACE-2, R-WIN-1) come in every round."""
    assert set(EVERY_ROUND) == {"deal", "turn", "play", "draw", "turn_end", "take_up",
                                "flip", "out", "win", "round_end"}
    assert all(EVENT_TYPES[name].every_round == 0 for name in EVENT_TYPES
               if name not in EVERY_ROUND)
