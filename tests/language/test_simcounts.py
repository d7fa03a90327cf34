"""Counts played by a fixed rule read as the clock they follow (analysis/simcounts.py;
issue 29 item 1): a lap counter in any spelling names the same dealer every lap (LP305,
R-SETUP-4, R-CUSTOM-4), a turn lap in the rule's first round its creator's turns (LP307);
a count whose laps move round the table, or a role every seat shares, stays legal."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis import simcounts
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def deal_rule(writes: str, guard: str = 'count "lap" is 1', role: str = "dealer",
              event: str = "deal") -> str:
    return (f'rule "T"\n  count "lap" this session\n{writes}'
            f'  after {event} when {guard}:\n    {role} draws 2 cards\n')


LAPS = {
    # an add behind a guard that always holds (R-SETUP-1: two players or more)
    "guarded add": '  after deal when deal.players is at least 2:\n    add 1 to "lap"\n'
                   '  after deal when count "lap" is at least table.players:\n'
                   '    reset "lap"\n',
    # wound back once it is "more than the table size less one"
    "minus one": '  after deal:\n    add 1 to "lap"\n'
                 '  after deal when count "lap" is more than table.players - 1:\n'
                 '    reset "lap"\n',
    # wound back to 1 inside the hook that adds
    "same hook": '  after deal:\n    add 1 to "lap"\n'
                 '    if count "lap" is more than table.players:\n      set "lap" to 1\n',
    # wound back by subtracting the table size
    "subtract": '  after deal:\n    add 1 to "lap"\n'
                '  after deal when count "lap" is at least table.players:\n'
                '    set "lap" to count "lap" - table.players\n',
    # a countdown from the table size
    "countdown": '  after deal:\n    if count "lap" is at most 0:\n'
                 '      set "lap" to table.players\n    add 0 - 1 to "lap"\n',
}


@pytest.mark.parametrize("writes", LAPS.values(), ids=list(LAPS))
def test_r_setup_4_a_lap_counter_in_any_spelling_names_one_dealer(writes: str) -> None:
    guard = 'count "lap" is 1' if "countdown" not in writes else 'count "lap" is 0'
    assert "LP305" in codes_of(deal_rule(writes, guard))


@pytest.mark.parametrize(("writes", "event", "role"), [
    # kept at each round's end: 0 at the deals of the rule's rounds 1, n + 1 ...
    ('  after round_end:\n    add 1 to "lap"\n'
     '  after round_end when count "lap" is at least table.players:\n    reset "lap"\n',
     "deal", "dealer"),
    # kept at each win; the seat left of that dealer is one person too
    ('  after win:\n    add 1 to "lap"\n'
     '  after win when count "lap" is at least table.players:\n    reset "lap"\n',
     "deal", "player left of the dealer"),
])
def test_r_setup_4_laps_kept_at_the_end_or_the_win_name_one_seat(writes: str, event: str,
                                                                role: str) -> None:
    assert "LP305" in codes_of(deal_rule(writes, 'count "lap" is 0', role, event))


def test_r_custom_4_a_turn_lap_wound_back_in_its_hook_is_the_creators_turns() -> None:
    text = ('rule "T"\n  count "done" this session\n  count "beat" this round\n'
            '  after round_end:\n    set "done" to 1\n  after turn:\n    add 1 to "beat"\n'
            '    if count "beat" is more than table.players:\n      set "beat" to 1\n'
            '  after turn_end when count "done" is 0 and count "beat" is 1:\n'
            '    acting player draws 1 card\n')
    assert "LP307" in codes_of(text)
    # every round of the rule, not its first: the leader changes with play
    assert codes_of(text.replace('count "done" is 0 and ', "")) == []


@pytest.mark.parametrize("text", [
    # every seat alike
    deal_rule(LAPS["minus one"], role="every player"),
    # speech costs nobody anything
    deal_rule(LAPS["same hook"]).replace("dealer draws 2 cards", 'dealer says "lap!"'),
    # a lap one longer than the table: the dealer of its first rounds moves round the table
    deal_rule('  after deal:\n    add 1 to "lap"\n'
              '  after deal when count "lap" is more than table.players:\n    reset "lap"\n'),
    # a count that grows: no lap (the other readings judge it)
    deal_rule('  after deal:\n    add 1 to "lap"\n', 'count "lap" is at least 3'),
])
def test_r_custom_4_counts_whose_rounds_move_round_the_table_stay_legal(text: str) -> None:
    assert codes_of(text) == []


def test_a_followed_count_gives_its_values_start_and_period() -> None:
    (rule,) = parse(deal_rule(LAPS["subtract"]), "t.lopti").rules
    found = simcounts.follow(rule, "lap")
    assert found is not None and found.clock == ("rule", "rounds")
    values, start, period = found.seen[4]
    # a round starts with 0 1 2 3, again; the reader (after the wind back) sees 1 2 3 0
    assert (start, period) == (1, 4)
    assert values[2] == [1, 2, 3, 0]
    (growing,) = parse(deal_rule('  after deal:\n    add 1 to "lap"\n'), "t.lopti").rules
    assert simcounts.follow(growing, "lap") is None


def test_two_counters_one_moved_when_the_other_comes_round_are_played_together() -> None:
    """A lap of laps: ``laps`` moves once every table-size rounds; played with ``lap`` it is
    a clock too, and a growing count beside them does not stop ``lap`` from repeating."""
    text = ('rule "T"\n  count "lap" this session\n  count "laps" this session\n'
            '  count "age" this session\n  after deal:\n    add 1 to "age"\n'
            '    add 1 to "lap"\n    if count "lap" is at least table.players:\n'
            '      reset "lap"\n      add 1 to "laps"\n'
            '    if count "laps" is at least 2:\n      reset "laps"\n'
            '  after deal when count "laps" is 1:\n    every player draws 1 card\n')
    (rule,) = parse(text, "t.lopti").rules
    laps = simcounts.follow(rule, "laps")
    assert laps is not None
    _values, start, period = laps.seen[3]
    assert (start, period) == (1, 6)  # two laps of three rounds
    assert simcounts.follow(rule, "lap") is not None
    assert simcounts.follow(rule, "age") is None  # it grows
    traced = simcounts.trace(rule, "age", horizon=20)
    assert traced is not None and traced.seen[2][0][1][:3] == [1, 2, 3]


@pytest.mark.parametrize(("add", "guard", "sizes"), [
    # redteam7 clock-step-three: a count that gains 3 a deal is a multiple of 12 every
    # fourth round: one dealer at 2 and 4 players
    (3, 'count "lap" is a multiple of 12', "4 players"),
    (1, 'count "lap" is even', "2 players"),
    (2, 'count "lap" is a multiple of 8', "4 players"),
    # deals 1, 5 and 9 of a count of deals: a lap apart (clock-deal-anniversaries)
    (1, 'count "lap" is one of 1, 5, 9', "4 players"),
])
def test_r_setup_4_a_growing_count_whose_reading_comes_round_names_one_dealer(
        add: int, guard: str, sizes: str) -> None:
    """The count never comes back, but what the guard reads of it does (simcounts._cycle)."""
    text = deal_rule(f'  after deal:\n    add {add} to "lap"\n', guard)
    found = [d for d in lint_text(text, "t.lopti").diagnostics if d.code == "LP305"]
    assert found and sizes in found[0].message


@pytest.mark.parametrize("guard", [
    'count "lap" is at least 3',  # from the third round on: no seat more than another
    'count "lap" is a multiple of 7',  # every seventh round: the dealer moves round
])
def test_r_custom_4_a_growing_count_read_without_a_lap_of_the_table_stays_legal(
        guard: str) -> None:
    text = deal_rule('  after deal:\n    add 1 to "lap"\n', guard)
    assert "LP305" not in codes_of(text)


# ---------------------------------------------------------------- a clock at two players
def duel(writes: str, guard: str, action: str = "acting player may give up to 1 card to "
         "next player", counts: str = '  count "t" this round\n') -> str:
    return f'rule "Duel"\n{counts}{writes}  after turn when {guard}:\n    {action}\n'


TOGGLES = {
    # redteam10 clock-duel-toggle-early: flipped at each turn's end
    "if-else": '  after turn_end:\n    if count "t" is 0:\n      set "t" to 1\n'
               '    else:\n      set "t" to 0\n',
    # one up, wound back at two
    "add and reset": '  after turn_end:\n    add 1 to "t"\n'
                     '    if count "t" is at least 2:\n      reset "t"\n',
    # a countdown from one, wound back to one at the turn's start
    "countdown": '  before turn:\n    set "t" to 1 - count "t"\n',
}


@pytest.mark.parametrize("writes", TOGGLES.values(), ids=list(TOGGLES))
@each.parametrize(("size", "young"), [
    ("table.players is 2", "rule.pickups is less than 8"),
    ("table.players is at most 2", "rule.fired is at most 5"),
    ("table.players is less than 3", "rule.clears is less than 2"),
], size=15)
def test_r_custom_4_r_setup_4_a_toggle_at_two_players_while_the_rule_is_young_is_the_creator(
        writes: str, size: str, young: str) -> None:
    """At two players the leader plays turns 1, 3, 5 ...: a count toggled at each turn
    has one phase on the leader's turns, and while a clock of the rule's own life is
    bounded the leader is its creator (R-CUSTOM-1), whichever clock and spelling gate it."""
    text = duel(writes, f'{size} and count "t" is 0 and {young}')
    if "1 - count" in writes:  # read after the countdown's own write: 1 on the first turn
        text = text.replace('count "t" is 0', 'count "t" is 1')
    found = codes_of(text)
    assert "LP307" in found and "LP902" not in found, text


@pytest.mark.parametrize("guard", [
    # every round's leader, the last winner: a role that changes with play
    'table.players is 2 and count "t" is 0',
    # the other player's turns: the creator's opponent is helped, not the creator
    'table.players is 2 and count "t" is 1 and rule.pickups is less than 8',
    # at every table size the odd turns go round the table
    'count "t" is 0 and rule.pickups is less than 8',
])
def test_r_custom_4_a_toggle_that_is_not_the_creators_turns_stays_legal(guard: str) -> None:
    assert "LP307" not in codes_of(duel(TOGGLES["if-else"], guard))


@pytest.mark.parametrize("turns", ["round.turns is odd", "turn.number is odd",
                                   "round.turns - 1 is a multiple of 2"])
@each.parametrize("young", ["rule.pickups is less than 8", "rule.clears is at most 1"])
def test_r_custom_4_the_leaders_turns_at_two_players_by_parity_while_young_are_the_creators(
        turns: str, young: str) -> None:
    """The same turns written as a parity of the turn's number, no count between."""
    text = duel("", f"table.players is 2 and {turns} and {young}", counts="")
    assert "LP307" in codes_of(text), text


@pytest.mark.parametrize("guard", [
    # every round's leader, the last winner: a role that changes with play
    "table.players is 2 and round.turns is odd",
    # at every table size the odd turns go round the table
    "round.turns is odd and rule.pickups is less than 8",
])
def test_r_custom_4_every_rounds_leader_or_every_seat_by_parity_stays_legal(guard: str) -> None:
    assert "LP307" not in codes_of(duel("", guard, counts=""))


@pytest.mark.parametrize("writes", [TOGGLES["if-else"], TOGGLES["add and reset"]],
                         ids=["if-else", "add and reset"])
def test_r_custom_4_a_toggle_kept_through_the_session_is_the_creators_in_the_rules_first_round(
        writes: str) -> None:
    """Kept through the session, the toggle is 0 at the rule's first turn, the creator's
    as leader of the rule's first round: while the rule is young, its phase is the
    creator's turns whatever it becomes later."""
    text = duel(writes, 'table.players is 2 and count "t" is 0 and rule.fired is less than 12',
                counts='  count "t" this session\n')
    assert "LP307" in codes_of(text)
    # every round's leader for as long as the rule lasts, no clock of its youth: legal
    assert "LP307" not in codes_of(text.replace(" and rule.fired is less than 12", ""))
