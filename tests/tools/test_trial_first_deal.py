"""The trial's first deal (tools/evenings.py ``RoundFacts.dealt``, tools/trial/measures.py
``first_deal``, docs/trial.md): a rule whose deal-time effect falls on one player at its
first deal, picked by the round before the rule, and seldom later, acts on what was
played before it (R-CUSTOM-3, LP601); a rule that does the same at every deal, or gives
every player alike, does not. Short evenings: no trial is run."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.tools.evenings import BookPlayer, EveningSpec, base_evening
from lopti_rules.tools.rulebooks import compile_files
from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.measures import first_deal

ROOT = Path(__file__).resolve().parents[2]
#: a flag that is 0 at the rule's first deal by its start, later only after a round
#: without clears: the biggest picker of the round before the rule pays
FLAG = """rule "Pickup debt"
  count "cl" this session
  after round_end:
    set "cl" to table.cleared
  after deal when count "cl" is 0:
    the player with the most pickups last round draws 3 cards
"""


def _mean(text: str, name: str, players: int = 3) -> float:
    player = BookPlayer(compile_files(((name, text),), allow_warnings=True))
    values = []
    for k in range(4):
        spec = EveningSpec(players, 6, adopt=2 + k % 2)
        values.append(first_deal(player.evening(spec, 500 + k, base_evening(spec, 500 + k))))
    return sum(values) / len(values)


def test_r_custom_3_a_flag_set_only_at_the_rules_first_deal_is_retroactive() -> None:
    assert _mean(FLAG, "debt.lopti") > DEFAULT.first_deal_floor


@pytest.mark.parametrize("name", ["fair-second-round-gift.lopti", "fair-last-winner-draws.lopti"])
def test_r_custom_3_every_player_alike_or_every_deal_is_not(name: str) -> None:
    path = ROOT / "examples" / "rules" / name
    assert _mean(path.read_text(encoding="utf-8"), name) <= DEFAULT.first_deal_floor / 2
