"""Counts that stand in for a clock (analysis/standins.py; issue 29, round 4): a count kept
by ``set`` from a clock is that clock for LP306/LP307 and LP601."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules.language.analysis import binding, standins
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def rule_of(text: str) -> nodes.Rule:
    (rule,) = parse(text, "t.lopti").rules
    return rule


FLAG_AT_END = ('rule "T"\n  count "done" this session\n  after round_end:\n'
               '    set "done" to 1\n')


# ------------------------------------------------------------------ what a count stands for
@each.parametrize(("text", "kind", "event"), [
    (FLAG_AT_END, "flag", "round_end"),
    ('rule "T"\n  count "won" this session\n  after win:\n    add 1 to "won"\n'
     '  after clear when clear.cause is four:\n    set "won" to 2\n', "flag", "win"),
    ('rule "T"\n  count "age" this session\n  after deal:\n    set "age" to rule.rounds\n',
     "copy", "deal"),
    ('rule "T"\n  count "limit" this session\n  after deal:\n    set "limit" to 11\n',
     "constant", "deal"),
    ('rule "T"\n  count "dealt" this session\n  after deal when count "dealt" is 0:\n'
     '    set "dealt" to 1\n', "constant", "deal"),
], size=60)
def test_a_count_kept_by_set_stands_in_for_a_clock(text: str, kind: str, event: str) -> None:
    (found,) = standins.stand_ins(rule_of(text)).values()
    assert (found.kind, found.event) == (kind, event)


@each.parametrize("text", [
    # reset: 0 again later, not only in the rule's first round
    FLAG_AT_END + '  after deal when round.number is 5:\n    reset "done"\n',
    # written only on a clear under a condition: not sure to be written in round 1
    'rule "T"\n  count "q" this session\n  after clear when clear.cause is sevens:\n'
    '    set "q" to 1\n',
    # a this-round count starts every round at 0
    'rule "T"\n  count "done" this round\n  after turn_end:\n    set "done" to 1\n',
    # set from the table, not from a clock
    'rule "T"\n  count "p" this session\n  after deal:\n    set "p" to table.pile\n',
    # set to 0: still 0 after its write
    'rule "T"\n  count "z" this session\n  after round_end:\n    set "z" to 0\n',
], size=60)
def test_counts_that_are_no_clock_stand_in_for_nothing(text: str) -> None:
    assert standins.stand_ins(rule_of(text)) == {}


def test_a_young_flag_is_read_as_the_rules_first_round_and_nothing_more() -> None:
    rule = rule_of(FLAG_AT_END + '  after pickup when count "done" is 0 and play.rank is 8:\n'
                   '    last winner draws 1 card\n'
                   '  after pickup when count "done" is 1:\n    last winner draws 1 card\n')
    young, old = rule.hooks[1], rule.hooks[2]
    assert young.condition is not None and old.condition is not None
    (facts,) = standins.stand_in(rule, young, (young.condition,))
    assert binding.rule_first_round_only([facts])
    # 'is 1' holds after the first write: from the rule's second round on, every round
    # (played by its writes, simcounts.py), never in its first
    (later,) = standins.stand_in(rule, old, (old.condition,))
    assert not binding.rule_first_round_only([later])
    assert [binding.value(later, {("rule", "rounds"): a}) for a in (1, 2, 9)] == \
        [False, None, None]  # None: the count itself is still read, unknown here


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["==", "!=", "<", "<=", ">", ">="]), st.integers(0, 5),
       st.integers(1, 4))
def test_r_custom_4_the_flag_reading_never_lets_a_condition_hold_where_it_could_not(
        op: str, bound: int, written: int) -> None:
    """Property: the rewritten condition holds (or may) only where the condition does, at
    every value the flag can take and every age of the rule; in the rule's first round
    with the flag still 0 it says the same."""
    words = {"==": "is", "!=": "is not", "<": "is less than", "<=": "is at most",
             ">": "is more than", ">=": "is at least"}[op]
    text = (f'rule "T"\n  count "f" this session\n  after round_end:\n'
            f'    set "f" to {written}\n  after turn when count "f" {words} {bound}:\n'
            '    acting player draws 1 card\n')
    rule = rule_of(text)
    hook = rule.hooks[1]
    assert hook.condition is not None
    (new,) = standins.stand_in(rule, hook, (hook.condition,))
    for flag in (0, written):
        for age in (1, 2, 3):
            env = {("count", "f"): flag, ("rule", "rounds"): age}
            before, after = binding.value(hook.condition, env), binding.value(new, env)
            if after is True:
                assert before is True
            if age == 1 and flag == 0:
                assert before == after


# ------------------------------------------------------------------ LP306 / LP307 read them
@each.parametrize("text", [
    # R-CUSTOM-4: 0 until the rule's first round ends: that round's last winner created it
    FLAG_AT_END + '  after pickup when count "done" is 0:\n'
    '    player left of the last winner may give up to 2 cards to the picker\n',
    # until the first win under the rule: its first round
    'rule "T"\n  count "crowned" this session\n  after win:\n    set "crowned" to 1\n'
    '  after clear when count "crowned" is 0:\n    last winner may give up to 2 cards to '
    'their left\n',
    # a count that always holds 1 compared with the rule's age: rule.rounds is 1
    'rule "T"\n  count "one" this session\n  after deal:\n    set "one" to 1\n'
    '  after pickup when rule.rounds is count "one":\n    last winner draws 1 card\n',
    # the first deal of the rule (a flag set by the hook that reads it): the leader's tie
    'rule "T"\n  count "dealt" this session\n  after deal when count "dealt" is 0:\n'
    '    player with the fewest cards may give up to 3 cards to their left\n'
    '    set "dealt" to 1\n',
], size=15)
def test_r_custom_4_a_flag_of_the_rules_first_round_pins_its_creator(text: str) -> None:
    assert "LP306" in codes_of(text)


@each.parametrize("text", [
    # speech singles nobody out
    FLAG_AT_END + '  after turn when count "done" is 0 and turn.number is 1:\n'
    '    acting player says "here we go!"\n',
    # every seat alike
    FLAG_AT_END + '  after pickup when count "done" is 0:\n    every player draws 1 card\n',
    # from the rule's second round: the last winner changes with play
    FLAG_AT_END + '  after pickup when count "done" is 1:\n    last winner draws 1 card\n',
    # a role that changes with play
    FLAG_AT_END + '  after pickup when count "done" is 0:\n    picker draws 1 card\n',
])
def test_r_custom_4_flags_with_fair_roles_stay_legal(text: str) -> None:
    assert codes_of(text) == []


# ------------------------------------------------------------------ LP601 reads them
@each.parametrize("head", [
    "after deal when rule.fired is 0",
    "after turn when rule.fired is less than 1",
    # the rule's tallies all still 0 at a deal (session 16, redteam7 retro-clock-sum-deal):
    # only its first, every round has a pickup or a clear
    "after deal when rule.pickups + rule.clears is 0",
    "after deal when rule.clears + rule.pickups is less than 1",
    # events no round ends without (session 41, redteam33 retro-biggest-picker-first-take-up):
    # the winner takes up their face-up cards and flips their face-down ones, someone goes
    # out (R-FACE-1, R-FACE-2, R-WIN-4), so the first firing is in the rule's first round
    "after take_up when rule.fired is 0",
    "after flip when rule.fired is less than 1",
    "after out when rule.fired is 0",
])
def test_r_custom_3_last_rounds_tally_at_the_rules_first_firing_is_retroactive(
        head: str) -> None:
    """The rule's first firing on its deal (or first turn) is in its first round: last
    round's last place is a round played before the rule existed (LP601)."""
    assert "LP601" in codes_of(f'rule "T"\n  {head}:\n    last round\'s last place draws 4 '
                               'cards\n')


def test_r_custom_3_last_rounds_tally_under_a_first_round_flag_is_retroactive() -> None:
    assert "LP601" in codes_of(FLAG_AT_END + '  after deal when count "done" is 0:\n'
                               "    last round's last place draws 4 cards\n")


DEAL_FLAG = ('rule "T"\n  count "seen" this session\n  after deal:\n'
             '    if count "seen" is {value}:\n      last round\'s last place draws 3 cards\n'
             '    set "seen" to {write}\n')


@pytest.mark.parametrize("write", ["table.draw_pile", "cards of dealer", "table.players"])
def test_r_custom_3_a_flag_set_after_the_deal_to_what_it_leaves_is_0_only_at_first(
        write: str) -> None:
    """R-SETUP-2: after the deal the draw pile holds 52 - 9n cards (7 to 34), the dealer
    nine: a count set to it at every deal is 0 only before the rule's first deal, so a
    tally of last round read while it is 0 is the round before the rule (LP601;
    redteam7 retro-draw-pile-flag)."""
    assert "LP601" in codes_of(DEAL_FLAG.format(value=0, write=write))


@pytest.mark.parametrize(("value", "write"), [
    ("0", "table.pile"),  # the pile after the deal is empty: 0 every round
    ("at least 1", "table.draw_pile"),  # from the rule's second round on
])
def test_r_custom_3_a_deal_count_that_is_0_again_or_read_later_stays_legal(
        value: str, write: str) -> None:
    assert "LP601" not in codes_of(DEAL_FLAG.format(value=value, write=write))


@each.parametrize("head", [
    "after deal when rule.fired is 0",  # speech
    # (``after clear when rule.fired is 0`` is the rule's first clear: every round has
    # one, so it is in the rule's first round, LP601: test_retro_one_shot.py)
    "after deal when rule.fired is at least 1",  # every round but the first
    "after deal when rule.clears - rule.pickups is 0",  # a difference: 0 again and again
    "after clear when rule.clears + rule.pickups is 1",  # the rule's first clear
])
def test_r_custom_3_first_firings_that_read_no_tally_before_the_rule_stay_legal(
        head: str) -> None:
    body = ('every player says "good luck!"' if "deal when rule.fired is 0" in head
            else "last round's last place draws 1 card")
    assert "LP601" not in codes_of(f'rule "T"\n  {head}:\n    {body}\n')


# ------------------------------------------------------------------ lap counters
TURN_LAP = ('rule "T"\n  count "beat" this round\n  after turn:\n    add 1 to "beat"\n'
            '  after turn when rule.rounds is 1 and count "beat" is 1:\n    {body}\n'
            '  after turn when count "beat" is at least table.players:\n    reset "beat"\n')


def test_a_counter_wound_back_at_the_table_size_is_a_lap_of_its_clock() -> None:
    rule = rule_of(TURN_LAP.format(body="acting player draws 1 card"))
    (found,) = standins.stand_ins(rule).values()
    assert (found.kind, found.event, found.hooks) == ("lap", "turn", (0, 2))
    reader = rule.hooks[1]
    assert reader.condition is not None
    (facts,) = standins.stand_in(rule, reader, (reader.condition,))
    # read after the add, before the reset: 1 on turns 1, n + 1, 2n + 1 at n players
    for n in (2, 3, 4, 5):
        env = {("table", "players"): n, ("rule", "rounds"): 1}
        held = [t for t in range(1, 16)
                if binding.value(facts, {**env, ("turn", "number"): t}) is not False]
        assert held == list(range(1, 16, n))


@pytest.mark.parametrize(("body", "code"), [
    # R-CUSTOM-4: the leader's turns of the rule's first round are its creator's
    ("every other player draws 1 card", "LP307"),
    ("acting player draws 1 card", "LP307"),
])
def test_r_custom_4_a_lap_counter_on_the_leaders_turns_pins_the_creator(body: str,
                                                                       code: str) -> None:
    assert code in codes_of(TURN_LAP.format(body=body))


def test_r_custom_4_a_lap_of_the_rules_deals_pins_one_dealer() -> None:
    """A deal counter kept through the session and wound back at the table size is 1 at
    the rule's rounds 1, n + 1, 2n + 1: one dealer (LP305)."""
    text = ('rule "T"\n  count "lap" this session\n  after deal:\n    add 1 to "lap"\n'
            '  after deal when count "lap" is 1:\n    dealer draws 2 cards\n'
            '  after deal when count "lap" is at least table.players:\n    reset "lap"\n')
    assert "LP305" in codes_of(text)


@pytest.mark.parametrize("text", [
    # every seat alike
    TURN_LAP.format(body="every player draws 1 card"),
    # speech
    TURN_LAP.format(body='acting player says "again!"'),
    # any round of the rule, not its first: the leader changes with play
    TURN_LAP.format(body="acting player draws 1 card").replace("rule.rounds is 1 and ", ""),
])
def test_r_custom_4_lap_counters_with_fair_roles_stay_legal(text: str) -> None:
    assert codes_of(text) == []


# ------------------------------------------------------------------ round five (issue 29)
@each.parametrize(("write", "event", "after"), [
    # R-WIN-1: someone goes out in every round, so a flag set then is 0 in the first only
    ('  after out:\n    set "f" to 1\n', "out", (1,)),
    # R-SETUP-1: the table size is 2 to 5 at a round's end, never 0
    ('  after round_end:\n    set "f" to round_end.players\n', "round_end", (2, 3, 4, 5)),
    ('  after deal:\n    set "f" to deal.players\n', "deal", (2, 3, 4, 5)),
    # R-DRAW-1: the leader draws after the first play; R-FACE-1, R-FACE-2, R-WIN-1: the
    # winner takes up their face-up cards and goes out on a blind flip, every round
    ('  after draw:\n    set "f" to 1\n', "draw", (1,)),
    ('  after take_up:\n    set "f" to 1\n', "take_up", (1,)),
    ('  after flip:\n    set "f" to 1\n', "flip", (1,)),
], size=60)
def test_a_flag_is_any_never_zero_value_set_on_any_event_of_every_round(
        write: str, event: str, after: tuple[int, ...]) -> None:
    (found,) = standins.stand_ins(
        rule_of(f'rule "T"\n  count "f" this session\n{write}')).values()
    assert (found.kind, found.event, found.after) == ("flag", event, after)


def test_the_events_of_every_round_are_the_engines() -> None:
    """No list of the analysis's own: what the engine declares (tests/engine checks it)."""
    from lopti_rules.engine import events
    assert standins.EVERY_ROUND == events.EVERY_ROUND
    assert "out" in standins.EVERY_ROUND and "pickup" not in standins.EVERY_ROUND
    assert {"draw", "take_up", "flip"} <= set(standins.EVERY_ROUND)


@pytest.mark.parametrize("write", [
    # a value that may be 0 where it is written: the pile at a round's end
    '  after round_end:\n    set "f" to table.pile\n',
    # a cleared pile need not come every round
    '  after clear:\n    set "f" to 1\n',
    # a count's own value: not known from the event
    '  after round_end:\n    set "f" to count "f" + 1\n',
])
def test_values_that_may_be_zero_or_events_a_round_may_lack_are_no_flag(write: str) -> None:
    assert standins.stand_ins(rule_of(f'rule "T"\n  count "f" this session\n{write}')) == {}


@pytest.mark.parametrize(("flag", "role"), [
    ('  after out:\n    set "gone" to 1\n', "last winner"),
    ('  after round_end:\n    set "gone" to round_end.players\n', "last winner"),
])
def test_r_custom_4_flags_on_out_or_the_table_size_pin_the_creator(flag: str,
                                                                   role: str) -> None:
    text = (f'rule "T"\n  count "gone" this session\n{flag}'
            f'  after pickup when count "gone" is 0:\n    {role} may give up to 2 cards to '
            'the picker\n')
    assert "LP306" in codes_of(text)
    assert "LP306" not in codes_of(text.replace(role, "the picker", 1).replace(
        "to the picker", "to their left"))


def test_r_custom_3_last_rounds_tally_under_an_out_flag_is_retroactive() -> None:
    assert "LP601" in codes_of('rule "T"\n  count "gone" this session\n  after out:\n'
                               '    set "gone" to 1\n  after deal when count "gone" is 0:\n'
                               "    last round's last place draws 4 cards\n")


def test_r_setup_4_a_lap_wound_back_by_setting_it_to_0_is_a_reset() -> None:
    """``set "lap" to 0`` is ``reset "lap"``: the dealer of the rule's rounds 1, n + 1 ...
    is one seat (LP305); a set to any other number is no lap."""
    text = ('rule "T"\n  count "lap" this session\n  after deal:\n    add 1 to "lap"\n'
            '  after deal when count "lap" is 1:\n    dealer draws 2 cards\n'
            '  after deal when count "lap" is at least table.players:\n    set "lap" to 0\n')
    (found,) = standins.stand_ins(rule_of(text)).values()
    assert found.kind == "lap"
    assert "LP305" in codes_of(text)
    wound_to_2 = standins.stand_ins(rule_of(text.replace('set "lap" to 0', 'set "lap" to 2')))
    assert [s.kind for s in wound_to_2.values()] != ["lap"]
