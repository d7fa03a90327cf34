"""A flag set when a finishing place is reached: 0 only in the rule's first round (LP601,
R-CUSTOM-3; session 33, redteam25 ``retro-no-third-out-yet``; ``standins._out_places``,
``checks/retro.first_round_at_a_size``).

Every player but the last goes out one by one (R-WIN-1, R-WIN-3): a round at ``n``
players has the places 1 to ``n - 1``. A count kept through the session and set (never
reset) when the third player goes out is 0 in the rule's first round only, from four
players on; a guard that holds while it is 0 and names last round's standing reads the
round before the rule existed, at those tables. The same flag read once it is set, a
flag wound back every round, a count of the round, or the standing read every round, is
fair."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import lint_text

GIFT = "the player placed 2 last round may give up to 2 cards to their left"


def codes(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


def rule(write: str, read: str, body: str = GIFT, scope: str = "this session",
         extra: str = "") -> str:
    return (f'rule "Silver lining"\n  count "podium" {scope}\n  after out when {write}:\n'
            f'    set "podium" to 1\n{extra}  after turn when {read}:\n    {body}\n')


@pytest.mark.parametrize(("write", "read", "body"), [
    ("out.place is 3", 'turn.number is 4 and count "podium" is 0', GIFT),  # redteam25's
    ("out.place is 2", 'count "podium" is less than 1 and turn.number is 2',
     "last round's last place draws 2 cards"),
    ("out.place is at least 3", 'count "podium" is 0',
     "the player with the most pickups last round draws 1 card"),
    ("out.place is one of 2, 4", 'turn.number is 6 and not count "podium" is 1',
     "the player placed 3 last round skips their next turn"),
], ids=["third-out", "second-out-last-place", "from-third-on-picker", "list-placed-3"])
def test_r_custom_3_a_flag_set_at_a_finishing_place_is_the_first_round(
        write: str, read: str, body: str) -> None:
    assert "LP601" in codes(rule(write, read, body))


def test_r_custom_3_a_growing_count_at_a_place_is_the_first_round_too() -> None:
    text = ('rule "Silver lining"\n  count "podium" this session\n'
            '  after out when out.place is 3:\n    add 1 to "podium"\n'
            f'  after turn when turn.number is 4 and count "podium" is 0:\n    {GIFT}\n')
    assert "LP601" in codes(text)


@each.parametrize("text", [
    # read once set: every round after the rule's first
    rule("out.place is 3", 'turn.number is 4 and count "podium" is 1'),
    # a count of the round: 0 at every round's fourth turn
    rule("out.place is 3", 'turn.number is 4 and count "podium" is 0', scope="this round"),
    # wound back at each round's end: 0 every round
    rule("out.place is 3", 'turn.number is 4 and count "podium" is 0',
         extra='  after round_end:\n    reset "podium"\n'),
    # a role play decides, not last round's standing
    rule("out.place is 3", 'turn.number is 4 and count "podium" is 0',
         body="the player with the most cards may give up to 2 cards to their left"),
    # last round's standing every round, no flag
    'rule "Silver lining"\n  after turn when turn.number is 4:\n    ' + GIFT + "\n",
], ids=["read-once-set", "round-count", "reset-each-round", "played-role", "every-round"])
def test_r_custom_3_a_place_flag_read_every_round_is_fair(text: str) -> None:
    assert "LP601" not in codes(text)


@pytest.mark.parametrize(("place", "sizes"), [(3, "4, 5"), (2, "3, 4, 5"), (4, "5")])
def test_r_custom_3_the_message_names_the_tables_where_the_flag_is_the_first_round(
        place: int, sizes: str) -> None:
    """At ``place + 1`` players or more the flag is 0 only in the rule's first round; at
    fewer, nobody reaches that place and the flag stays 0 every round: the message says
    at which tables the rule reads the round before it existed."""
    text = rule(f"out.place is {place}", 'turn.number is 4 and count "podium" is 0')
    (found,) = [d for d in lint_text(text).diagnostics if d.code == "LP601"]
    assert f"at tables of {sizes} players" in found.message
