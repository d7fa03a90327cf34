"""The engine's API and its layers: state, house-rule operations, game."""

from __future__ import annotations

from support import each

import lopti_rules.engine as engine
from lopti_rules.engine import OVER, PLAYING, Game, GameState, IllegalMove, cards_played, out_error
from lopti_rules.engine.operations import HouseRuleOperations


@each.parametrize("name", engine.__all__, size=60)
def test_every_public_name_of_the_engine_is_there(name: str) -> None:
    assert getattr(engine, name) is not None


def test_game_is_the_state_with_rule_operations_and_decisions() -> None:
    assert Game.__mro__[1:3] == (HouseRuleOperations, GameState)
    g = Game(3, 7)
    assert isinstance(g, GameState) and g.in_setup and not g.is_over()


def test_the_names_other_stages_import_from_game_are_still_there() -> None:
    assert (OVER, PLAYING) == (engine.OVER, engine.PLAYING)
    assert IllegalMove is engine.IllegalMove and isinstance(out_error(1), IllegalMove)
    assert cards_played(0b0110, 2, 2) == 0b0110 and cards_played(0b0110, 2, 3) == 0
