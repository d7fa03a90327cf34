"""Last round's pickups in the tools (issue 14, house rule 30): simulations carry and set
them, game logs record them and replay them, scenarios set them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import EXAMPLES

from lopti_rules.cli import main
from lopti_rules.errors import InputError
from lopti_rules.tools import compile_files, gamelog, replay, simulate_rules
from lopti_rules.tools.scenario import load_text
from lopti_rules.tools.simulation import SimulateError

GIVES = (EXAMPLES / "house-biggest-picker-gives.lopti").read_text(encoding="utf-8")
SAYS = """rule "Biggest picker"
  after deal:
    the player with the most pickups last round says "I picked up most!"
"""


def test_r_custom_4_the_biggest_picker_gives_and_the_log_replays_it() -> None:
    """The example rule: the biggest picker gives the player on their left a card; the
    log records last round's pickups and the replay plays the same give."""
    from lopti_rules.tools.rulebooks import play_bot_game

    rules = compile_files([("gives.lopti", GIVES)])
    game, log = play_bot_game(rules, 4, 11, dealer=1, last_pickups=[3, 1, 3, 0])
    assert log.rules is not None and log.rules["last_pickups"] == [3, 1, 3, 0]
    fired = [e for e in replay(gamelog.loads(gamelog.dumps(log))) if e.name == "rule_fired"]
    # seats 0 and 2 tie at 3; from dealer 1 clockwise seat 2 comes first, gives to seat 3
    assert [e.effects for e in fired] == [  # type: ignore[attr-defined]
        ("seat 2 gives 1 card(s) to seat 3",)]
    assert game.dealer == 1


def test_a_log_with_bad_pickups_is_refused() -> None:
    rules = compile_files([("gives.lopti", GIVES)])
    from lopti_rules.tools.rulebooks import play_bot_game

    _, log = play_bot_game(rules, 3, 2, last_pickups=[1, 0, 2])
    head, *rest = gamelog.dumps(log).splitlines()
    data = json.loads(head)
    data["rules"]["last_pickups"] = [1, "x", 2]
    with pytest.raises(InputError):
        gamelog.loads("\n".join([json.dumps(data), *rest]))


def test_simulate_last_pickups_are_checked_and_fire_the_rule(tmp_path: Path) -> None:
    """``--last-pickups``: one count a seat; a simulation without it carries each game's
    pickups into the next, so the rule fires from the second game on."""
    for bad in ("1,2,3", "a,b,c,d", "1,-2,0,0"):
        result = CliRunner().invoke(main, ["simulate", "--last-pickups", bad, "--rules",
                                           str(EXAMPLES / "house-biggest-picker-gives.lopti")])
        assert result.exit_code == 2 and "--last-pickups" in result.output, bad
    result = CliRunner().invoke(main, ["simulate", "--last-pickups", "0,1,0,0"])
    assert result.exit_code == 2 and "are for games with house rules" in result.output
    rules = compile_files([("says.lopti", SAYS)])
    with pytest.raises(SimulateError, match="each of the 4 seats"):
        simulate_rules(rules, 4, 2, 0, last_pickups=(1, 2))
    carried = simulate_rules(rules, 4, 6, 0, paired=False)
    assert carried.per_rule[0].fired == 5  # every game but the session's first
    simulate_rules(rules, 4, 2, 3, record=tmp_path, paired=False, last_pickups=(0, 0, 4, 1))
    for path in sorted(tmp_path.glob("*.jsonl")):
        log = gamelog.read(path)
        assert log.rules is not None and log.rules["last_pickups"] == [0, 0, 4, 1]
        said = [e for e in replay(log) if e.name == "rule_said"]
        assert [e.player for e in said] == [2]  # type: ignore[attr-defined]


@pytest.mark.parametrize(("value", "message"), [
    ("[1, 2]", "a count for each of the 4 seats"),
    ("[1, 2, -1, 0]", r"last_pickups\[2\]: expected a whole number 0\.\.10000"),
    ('"1,2,3,4"', "a count for each of the 4 seats"),
])
def test_bad_last_pickups_in_a_scenario_are_refused_with_their_reason(value: str,
                                                                      message: str) -> None:
    text = ('[[scenario]]\nname = "s"\ndeal = true\nplayers = 4\n'
            f'last_pickups = {value}\n[scenario.expect]\nturn = 0\n')
    with pytest.raises(InputError, match=message):
        load_text(text, "t.toml")
