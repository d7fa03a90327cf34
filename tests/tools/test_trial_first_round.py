"""The rule's whole first round (tools/trial/firstround.py; docs/trial.md "Session 27,
second round: the rule's first round"): a guard that holds all through the round the rule
was adopted in and never after ("while the rule's clears are the round's clears") acts
once, on a player the round before the rule picked (its last place, its biggest picker),
which is acting on what was played before the rule (R-CUSTOM-3). The same tax every
round, a tax from the rule's second round on, and a first-round bonus for a role play
decides (the picker) stay under the floor. Short evenings, played here (new wordings,
not the red-team files): no trial is run."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.standings import paired_evenings

from lopti_rules.tools.trial.config import DEFAULT
from lopti_rules.tools.trial.firstround import compare
from lopti_rules.tools.trial.firstround import tests as standings_at
from lopti_rules.tools.trial.statistics import REJECT, above

#: about the level of one comparison in a whole trial (Bonferroni over some 300 tests and
#: five looks)
LEVEL = DEFAULT.alpha / (300 * DEFAULT.looks)

ROOT = Path(__file__).resolve().parents[2]
#: last round's last place draws at every clear of the rule's first round: the rule's
#: clears equal the round's only in the round it was adopted in, and are one ahead only
#: after a round of one clear, which few rounds are (exact equality, a gap narrower than
#: any round's, is the static check's: checks/retro.first_round_match; the trial reads
#: what play makes of a gap a round seldom leaves)
LAST_PLACE_FIRST_ROUND = """rule "Ashes of the old"
  after clear when rule.clears is at most round.clears + 1:
    last round's last place takes 1 card from the cleared cards
"""
#: fair: the same tax at every clear of every round (a standing, every round alike)
LAST_PLACE_EVERY_ROUND = """rule "Ashes"
  after clear:
    last round's last place takes 1 card from the cleared cards
"""
#: fair: the first round's bonus goes to whoever picks up, a role play decides
PICKER_FIRST_ROUND = """rule "Welcome relief"
  after pickup when rule.pickups is round.pickups:
    the picker may give up to 1 card to their left
"""
#: fair: the tax waits for the rule's second round (what the rule saw itself)
LAST_PLACE_LATER = """rule "Ashes, later"
  after clear when rule.rounds is at least 1:
    last round's last place takes 1 card from the cleared cards
"""


def _values(text: str, players: int) -> dict[tuple[str | int, ...], list[float]]:
    evenings = paired_evenings(text, players, count=8, seed=800)
    out = {}
    for c in compare(evenings, [True] * len(evenings), DEFAULT):
        assert c.floor == DEFAULT.first_round_floor
        out[c.key] = list(c.values)
    return out


def test_r_custom_3_one_comparison_per_finishing_place_and_the_biggest_picker() -> None:
    assert [standings_at(n) for n in (2, 3, 4, 5)] == [3, 4, 5, 6]


@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_3_a_first_round_tax_on_last_place_acts_on_the_round_before(
        players: int) -> None:
    # (eight evenings are too few for the trial's level: the mean, every evening's value)
    values = _values(LAST_PLACE_FIRST_ROUND, players)[("first round", players - 1)]
    assert sum(values) / len(values) > DEFAULT.first_round_floor
    assert min(values) >= DEFAULT.first_round_floor


@pytest.mark.parametrize("text", [LAST_PLACE_EVERY_ROUND, PICKER_FIRST_ROUND,
                                  LAST_PLACE_LATER])
@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_3_the_same_tax_every_round_a_later_tax_or_a_role_stay_clean(
        text: str, players: int) -> None:
    for key, values in _values(text, players).items():
        assert above(values, DEFAULT.first_round_floor, LEVEL).decision != REJECT, key


def test_r_custom_3_the_first_rounds_witness_plays_with_its_verdict_set_aside() -> None:
    """The LP601 a trial finds has a witness command (``--witness LP601``) that plays."""
    from lopti_rules.tools.gate import WITNESS_CODES, compile_files

    assert "LP601" in WITNESS_CODES
    text = (ROOT / "examples" / "rejected" / "first-round-old-debts.lopti").read_text(
        encoding="utf-8")
    rules = compile_files((("first-round-old-debts.lopti", text),), witness="LP601")
    assert rules.books


#: last round's biggest picker draws at the rule's first three firings on a clear: a round
#: has one clear or more, so they fall in the rule's first round nearly always, and put
#: three cards there exactly, never after (redteam26 ``retro-first-bonuses-biggest-picker``
#: says it at the bonus play; the clear, a pickup and a place here)
FIRST_FIRINGS = [
    """rule "Old dues"
  after clear when rule.fired is at most 2:
    the player with the most pickups last round takes 1 card from the cleared cards
""",
    """rule "Old dues"
  after pickup when rule.fired is less than 3:
    the picker gives 1 card to last round's last place
""",
]
#: fair: the first three firings tax whoever clears, a role play decides
CLEARER_FIRST_FIRINGS = """rule "Opening toll"
  after clear when rule.fired is at most 2:
    the clearer takes 1 card from the cleared cards
"""


@pytest.mark.parametrize("text", FIRST_FIRINGS)
@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_3_a_three_card_tax_in_the_first_firings_is_above_the_floor(
        text: str, players: int) -> None:
    picked = {key: values for key, values in _values(text, players).items()
              if values and sum(values) / len(values) > DEFAULT.first_round_floor}
    assert picked, "no standing over the floor"
    assert any(above(v, DEFAULT.first_round_floor, DEFAULT.alpha / DEFAULT.looks
                     ).decision == REJECT for v in picked.values())


@pytest.mark.parametrize("players", [3, 4])
def test_r_custom_3_the_first_firings_on_a_role_stay_clean(players: int) -> None:
    for key, values in _values(CLEARER_FIRST_FIRINGS, players).items():
        assert above(values, DEFAULT.first_round_floor, LEVEL).decision != REJECT, key
