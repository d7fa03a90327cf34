"""The trial's kept turns of the player ahead (tools/roundplay.py ``kept_ahead``,
tools/trial/measures.py "kept ahead", docs/trial.md): a skip that hands the turn back to
the player who played is an extra-turn engine when it is the player holding the fewest
cards who keeps it; a catch-up skip keeps it with the player behind. Short evenings at
two players: no trial is run."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.engine import Game
from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.roundplay import kept_ahead
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import ending

ROOT = Path(__file__).resolve().parents[2]
#: (at most 3, not 2: a skip that acts only with two players in is refused statically,
#: LP211 checks/duelturns.py; at the two-player evenings below both play alike)
HEADS_UP = """rule "Momentum"
  after play when table.players_in is at most 3 and play.rank is at least 8:
    skip next player
"""


def test_r_win_1_the_seat_ahead_holds_fewer_cards_than_every_other_player_in() -> None:
    g = Game(3, 1)
    sizes = [g.hand[s].bit_count() + g.up[s].bit_count() + len(g.down[s]) for s in range(3)]
    assert sizes[0] == sizes[1] == sizes[2]
    assert not any(kept_ahead(g, s) for s in range(3))  # tied: nobody is ahead
    g.hand[1] = 0
    assert kept_ahead(g, 1) and not kept_ahead(g, 0)


def _ahead_value(text: str, name: str) -> float:
    player = BookPlayer(compile_files(((name, text),), allow_warnings=True))
    spec = EveningSpec(2, 6, adopt=2)
    used = [(k, player.evening(spec, 300 + k, base_evening(spec, 300 + k))) for k in range(3)]
    kept = next(c for c in ending(used, DEFAULT) if c.key == ("kept ahead",))
    return sum(kept.values) / len(kept.values)


@pytest.mark.parametrize("name", ["big-hands-hurry.lopti", "eights-skip.lopti"])
def test_r_turn_1_fair_skips_at_two_players_keep_few_turns_with_the_player_ahead(
        name: str) -> None:
    text = (ROOT / "examples" / "rules" / name).read_text(encoding="utf-8")
    assert _ahead_value(text, name) < DEFAULT.ahead_floor / 2


def test_r_turn_1_a_skip_on_every_high_rank_at_two_players_keeps_the_leaders_turns() -> None:
    assert _ahead_value(HEADS_UP, "momentum.lopti") > DEFAULT.ahead_floor
