"""Person proxies (R-CUSTOM-4): roles pinned to one person by their conditions (LP305,
LP306), the natural wordings of people reaching their LP3xx code, and round.number as a
count being retroactive (LP601, R-CUSTOM-3)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules.language.analysis import binding
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


def hook(head: str, body: str) -> str:
    return f'rule "T"\n  {head}:\n    {body}\n'


@each.parametrize(("head", "body", "code"), [
    ("after deal when round.number is 1", "dealer draws 1 card", "LP305"),
    ("after deal when round.number is one of 1, 5, 9", "dealer draws 1 card", "LP305"),
    ("after deal when round.number is odd", "dealer draws 1 card", "LP305"),
    ("after play when round.number is 3 and play.rank is 8", "dealer draws 1 card", "LP305"),
    ("after play when round.number + 2 is 6", "dealer draws 1 card", "LP305"),
    ("after play when not round.number is not 7", "dealer draws 1 card", "LP305"),
    ("after deal when table.players is 3 and round.number is one of 2, 5",
     "dealer draws 1 card", "LP305"),
    ("after deal when round.number is odd and rule.rounds is even", "dealer draws 1 card",
     "LP305"),
    ("after deal when rule.rounds is 1", "dealer draws 1 card", "LP305"),
    ("after deal when round.number is 1", "acting player draws 1 card", "LP305"),
    ("after deal when round.number is 1", "next player draws 1 card", "LP305"),
    ("after turn when turn.number is 1 and round.number is 1", "acting player draws 1 card",
     "LP305"),
    ("after play when round.plays is 1 and round.number is 1", "acting player draws 1 card",
     "LP305"),
    ("after clear when rule.rounds is 1", "last winner draws 1 card", "LP306"),
    ("after clear when rule.rounds is less than 2", "last winner draws 1 card", "LP306"),
    ("after deal when rule.rounds is 1", "acting player draws 1 card", "LP306"),
    ("after turn when turn.number is 1 and rule.rounds is 1", "previous player draws 1 card",
     "LP306"),
    # the round's first turn counted by the round (issue 12): the leader all the same
    ("after turn when round.turns is 1 and rule.rounds is 1", "next player draws 2 cards",
     "LP306"),
    ("after turn when round.turns is at most 1 and round.number is 1",
     "acting player draws 1 card", "LP305"),
    ("after play when round.turns is 1 and round.number is 1", "next player draws 1 card",
     "LP305"),
    ("after turn_end when round.turns is 1 and round.number is 1",
     "previous player draws 1 card", "LP305"),
    ("after turn_end when turn_end.number is 1 and rule.rounds is 1",
     "acting player draws 1 card", "LP306"),
    # at the deal every player holds as many cards: the tie goes to the leader
    ("after deal when rule.rounds is 1", "player with the fewest cards draws 1 card", "LP306"),
    ("after deal when round.number is 1", "player with the most cards draws 1 card", "LP305"),
])
def test_r_custom_4_a_role_pinned_by_its_conditions_is_a_person(head: str, body: str,
                                                                code: str) -> None:
    assert codes_of(hook(head, body)) == [code]


@each.parametrize(("head", "body"), [
    ("after deal", "dealer draws 1 card"),
    ("after deal when round.number is at least 3", "dealer draws 1 card"),
    ("after deal when round.number is at most 2", "dealer draws 1 card"),
    ("after play when round.number is 1 or play.rank is 8", "dealer draws 1 card"),
    ("after deal when round.number is one of 1, 2", "dealer draws 1 card"),
    ("after clear when rule.rounds is at least 2", "last winner draws 1 card"),
    ("after turn when round.turns is 1", "acting player draws 1 card"),
    ("after deal", "player with the most cards draws 1 card"),
    ("after pickup when rule.rounds is 1", "player with the fewest cards draws 1 card"),
    ("after turn when round.turns is 1 and round.number is at least 3",
     "acting player draws 1 card"),
    ("after clear when round.number is 1", "acting player draws 1 card"),
    ("after clear when rule.rounds is 1", "acting player draws 1 card"),
    ("after clear when round.number is 1", "player with the most cards draws 1 card"),
    ("after turn when round.number is 1", "acting player draws 1 card"),
    ("after turn when turn.number is at most 2 and round.number is 1",
     "acting player draws 1 card"),
    ("after deal when rule.rounds is at least 2", "acting player draws 1 card"),
    ("after deal when round.number is 1", "every player draws 1 card"),
    ("after play when rule.fired is 0", "dealer draws 1 card"),
], size=60)
def test_r_custom_4_roles_that_change_with_play_stay_legal(head: str, body: str) -> None:
    assert codes_of(hook(head, body)) == []


def test_r_custom_4_an_else_branch_reads_the_negated_condition() -> None:
    text = ('rule "T"\n  after deal:\n    if round.number is not 4:\n'
            '      every player draws 1 card\n    else:\n      dealer draws 1 card\n')
    assert codes_of(text) == ["LP305"]


def test_r_custom_4_the_message_names_the_table_and_the_seat() -> None:
    (d,) = lint_text(hook("after deal when round.number is one of 1, 5, 9",
                          "dealer draws 1 card")).diagnostics
    assert "at 4 players the dealer of rounds 1, 5, 9 is the same person: seat 0" in d.message
    assert (d.line, d.column, d.rule_ref) == (3, 5, "R-CUSTOM-4") and d.hint


def dealer_of(round_number: int, players: int, first_dealer: int = 0) -> int:
    """R-SETUP-4 as the session model plays it (sessions/model.py, next_seats)."""
    return (first_dealer + round_number - 1) % players


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(1, 40), min_size=1, max_size=5))
def test_r_custom_4_dealer_pinned_exactly_when_one_table_size_shares_the_dealer(
        rounds: set[int]) -> None:
    listed = ", ".join(str(r) for r in sorted(rounds))
    text = hook(f"after deal when round.number is one of {listed}", "dealer draws 1 card")
    shared = any(len({dealer_of(r, n) for r in rounds}) == 1 for n in (2, 3, 4, 5))
    assert (codes_of(text) == ["LP305"]) == shared


def test_bindings_list_every_role_with_the_conditions_in_force() -> None:
    book = parse('rule "T"\n  after play when play.rank is 8:\n    if round.number is 2:\n'
                 '      dealer draws 1 card\n    else:\n      next player draws 1 card\n')
    found = list(binding.bindings(book.rules[0].hooks[0]))
    assert [b.role.kind for b in found] == ["dealer", "next"]
    assert len(found[0].facts) == 2 and isinstance(found[1].facts[1], nodes.Not)


@each.parametrize(("body", "code"), [
    ("seat 2 plays first", "LP302"),
    ("seat two draws 1 card", "LP302"),
    ("the second seat draws 1 card", "LP302"),
    ("player two draws 1 card", "LP302"),
    ("the player in seat 3 draws 1 card", "LP302"),
    ("the third player draws 1 card", "LP302"),
    ("player Anna draws 1 card", "LP303"),
    ("skip player with the longest hair", "LP304"),
    ("player with the most birthdays draws 1 card", "LP304"),
    ("the tallest player draws 1 card", "LP304"),
    # issue 12: subjects the grammar has no role for, read for the person they name
    ("the host draws 1 card", "LP304"),
    ("the women draw 1 card", "LP304"),
    ("the guy with the beard draws 1 card", "LP304"),
    ("the first dealer draws 1 card", "LP302"),
    ("the author of this rule draws 1 card", "LP301"),
    ("the rule creator draws 1 card", "LP301"),
], size=60)
def test_r_custom_4_natural_wordings_get_their_family_not_a_syntax_error(body: str,
                                                                         code: str) -> None:
    assert codes_of(hook("after clear", body)) == [code]


@pytest.mark.parametrize("condition", [
    'name of acting player starts with "M"',
    'acting player\'s name ends with "a"',
    'nickname of next player contains "x"',
])
def test_r_custom_4_names_in_conditions_are_lp303(condition: str) -> None:
    assert codes_of(hook(f"after play when {condition}", "skip next player")) == ["LP303"]


def test_an_unknown_role_with_the_words_is_lp904_not_a_person() -> None:
    assert codes_of(hook("after clear", "player with the best luck draws 1 card")) == ["LP904"]


@pytest.mark.parametrize("body", ["the dealr draws 1 card", "acting player jumps",
                                  "the lucky one draws 1 card"])
def test_an_unknown_statement_naming_nobody_stays_lp903(body: str) -> None:
    assert codes_of(hook("after clear", body)) == ["LP903"]


@pytest.mark.parametrize("body", [
    "seat two draws 1 card", "player with the longest hair draws 1 card",
    "if acting player's name starts with \"M\":\n      skip next player",
])
def test_new_wordings_format_idempotently(body: str) -> None:
    once = format_text(hook("after play", body))
    assert format_text(once) == once
    assert parse(once) == parse(hook("after play", body))


@each.parametrize(("body", "head"), [
    ("repeat round.number times:\n      acting player draws 1 card", "after clear"),
    ("acting player draws round.number - 1 cards", "after clear"),
    ("acting player draws 1 card", "after clear when round.number - rule.rounds is 2"),
    # issue 12: the same count in other words
    ("acting player draws 1 card", "after clear when round.number is more than rule.rounds"),
    ("acting player draws 1 card", "after clear when rule.rounds is less than round.number"),
    ("acting player draws 1 card", "after clear when round.number is one of rule.rounds, 4"),
    ("acting player draws 1 card",
     "after clear when hand of acting player is at least round.number"),
    ("for each player whose hand is at least round.number:\n      that player draws 1 card",
     "after clear"),
], size=60)
def test_r_custom_3_counting_the_sessions_rounds_is_retroactive(body: str, head: str) -> None:
    assert codes_of(hook(head, body)) == ["LP601"]


@pytest.mark.parametrize("change", ['set "r" to round.number', 'add round.number to "r"',
                                    'add round.number + 1 to "r"'])
def test_r_custom_3_round_number_kept_in_a_count_is_retroactive(change: str) -> None:
    text = f'rule "T"\n  count "r" this session\n  after deal:\n    {change}\n'
    assert codes_of(text) == ["LP601"]


def test_r_custom_3_a_count_kept_from_rule_rounds_or_compared_with_a_number_is_fine() -> None:
    text = ('rule "T"\n  count "r" this session\n  after deal:\n    set "r" to rule.rounds\n'
            '  after clear when round.number + 1 is 4 and count "r" is at least 2:\n'
            '    acting player draws 1 card\n')
    assert codes_of(text) == []


def test_r_custom_3_round_number_in_a_condition_and_rule_rounds_as_a_count_are_fine() -> None:
    # no history read (LP6xx): the rule's age is its own; capped, it binds nobody out
    assert codes_of(hook("after clear when round.number is at least 2 and rule.rounds is at "
                         "most 3",
                         "repeat rule.rounds times:\n      acting player draws 1 card")) == []
    # uncapped, the repeat keeps growing with the session (analysis/reach.py, R-CUSTOM-3)
    assert codes_of(hook("after clear when round.number is at least 2",
                         "repeat rule.rounds times:\n      acting player draws 1 card")) == [
        "LP912"]


@each.parametrize(("head", "body", "code"), [
    ("after deal when round.number is 1", 'dealer says "Good luck, everyone!"', None),
    ("after deal when rule.rounds is 1", 'acting player says "Here we go!"', None),
    ("after deal when round.number is 1", 'dealer does "sing a song"', "LP305"),
    ("after deal when round.number is 1", "dealer draws 1 card", "LP305"),
], size=15)
def test_r_custom_4_a_pinned_speaker_singles_nobody_out(head: str, body: str,
                                                        code: str | None) -> None:
    """Issue 29: speech costs nobody anything, so a role that only says something is no
    person proxy; a ``does`` text is a demand on its player and still is."""
    assert codes_of(hook(head, body)) == ([code] if code else [])


@each.parametrize(("head", "body"), [
    ("after deal when rule.fired is 0", "acting player draws 1 card"),
    ("after deal when rule.pickups is 0", "acting player draws 1 card"),
    ("after turn when rule.clears is at most 1 and turn.number is 1",
     "acting player draws 1 card"),
    ("after play when rule.fired is 0 and round.turns is 1", "acting player draws 1 card"),
    ("after deal when rule.fired is less than 1", "last winner draws 1 card"),
    ("after turn when rule.rounds is 1 and turn.number is one of 1, 5, 9",
     "acting player draws 1 card"),
    ("after turn when rule.rounds is 1 and turn.number is odd and table.players is 2",
     "acting player draws 1 card"),
    ("after turn when rule.fired is 0", "every other player draws 1 card"),
])
def test_r_custom_4_a_clock_of_the_rules_own_life_picks_out_its_creator(head: str,
                                                                       body: str) -> None:
    """Issue 29: every clock of the rule's life is 0 when it takes effect and grows, so a
    bound on one is the rule's first round, where the creator leads (LP307)."""
    assert "LP307" in codes_of(hook(head, body))


@pytest.mark.parametrize(("rule", "code"), [
    # a tally of deals read after its add is the rule's age (simcounts.read_side, session
    # 25): 1 is the rule's first round (LP306), as in a later hook of the deal it always was
    ('rule "T"\n  count "age" this session\n  after deal:\n    add 1 to "age"\n'
     '    if count "age" is 1:\n      acting player draws 1 card\n', "LP306"),
    ('rule "T"\n  count "t" this session\n  after turn:\n    add 1 to "t"\n'
     '    if count "t" is one of 1, 5, 9:\n      acting player draws 1 card\n', "LP307"),
])
def test_r_custom_4_a_count_the_rule_keeps_of_its_own_rounds_is_such_a_clock(rule: str,
                                                                            code: str) -> None:
    assert code in codes_of(rule)


@each.parametrize(("head", "body"), [
    ("after clear when rule.fired is 0", "clearer draws 1 card"),           # changes with play
    ("after deal when rule.fired is at least 1", "acting player draws 1 card"),  # not young
    ("after turn when turn.number is one of 1, 5, 9", "acting player draws 1 card"),  # any round
    ("after deal when rule.fired is 0", 'acting player says "New rule!"'),  # speech only
])
def test_r_custom_4_clocks_with_roles_that_change_or_unbounded_stay_legal(head: str,
                                                                          body: str) -> None:
    assert codes_of(hook(head, body)) == []


@pytest.mark.parametrize(("head", "body", "seen"), [
    ("after play when rule.pickups is 0 and round.turns is at most 3", "next player draws 2 cards",
     "never the creator"),
    ("after turn when rule.fired is less than 9 and turn.number is less than 3",
     "acting player draws 1 card", "the creator or the first player to the creator's left"),
    ("after turn_end when rule.rounds is 1 and round.turns is at most 2",
     "previous player draws 1 card", "the creator or the fourth player to the creator's left"),
])
def test_r_custom_4_the_first_turns_of_a_young_rules_round_are_seats_from_its_creator(
        head: str, body: str, seen: str) -> None:
    """Issue 29: while the rule is young (its first round above all, led by its creator)
    the round's first turns go round the table from the creator, so a role on turns 1 to
    3 is some seats counted from the creator and never the others (at four players
    'next player' is each of the three after the creator, never the creator): LP307."""
    (d,) = lint_text(hook(head, body), "t.lopti").diagnostics
    assert d.code == "LP307" and seen in d.message


@each.parametrize(("head", "body"), [
    # the first turns of any round: the leader changes round to round
    ("after play when round.turns is at most 3", "next player draws 2 cards"),
    # a young rule, but the turns go round the whole table at every size
    ("after turn when rule.rounds is 1 and turn.number is at most 5", "acting player draws 1 card"),
    # every seat once at the only table size the conditions allow
    ("after turn when table.players is 3 and rule.pickups is 0 and turn.number is at most 3",
     "acting player draws 1 card"),
    ("after play when rule.pickups is 0 and round.turns is at most 3",
     "player with the most cards draws 1 card"),
])
def test_r_custom_4_first_turns_that_name_every_seat_or_any_round_stay_legal(
        head: str, body: str) -> None:
    assert "LP307" not in codes_of(hook(head, body))


def test_r_custom_4_a_count_that_is_set_back_is_no_clock_of_the_rules_life() -> None:
    rule = ('rule "T"\n  count "c" this session\n  after deal:\n    add 1 to "c"\n'
            '    if count "c" is 1:\n      acting player draws 1 card\n'
            '  after clear:\n    reset "c"\n')
    assert "LP307" not in codes_of(rule)


@pytest.mark.parametrize("rungs", [
    ("if round.number is at least 2:\n      add 1 to \"n\"",
     "if round.number is at least 3:\n      add 1 to \"n\""),
    ("if round.number is more than 1:\n      add 2 to \"n\"",
     "if not round.number is less than 4:\n      add 1 to \"n\""),
    ("if round.number is one of 2, 3:\n      set \"n\" to 1",
     "if round.number is at least 4:\n      set \"n\" to 2"),
])
def test_r_custom_3_a_ladder_of_round_numbers_feeding_a_count_is_retroactive(
        rungs: tuple[str, str]) -> None:
    """Issue 29: whatever the wording, a count whose change steps with round.number more
    than once holds round.number again: the rounds before the rule (LP601)."""
    body = "\n    ".join(rungs)
    rule = f'rule "T"\n  count "n" this session\n  after deal:\n    {body}\n'
    assert "LP601" in codes_of(rule)


def test_r_custom_3_one_fixed_round_feeding_a_count_is_fine() -> None:
    rule = ('rule "T"\n  count "late" this session\n  after deal:\n'
            '    if round.number is at least 5:\n      add 1 to "late"\n'
            '    add 1 to "late"\n')
    assert "LP601" not in codes_of(rule)


# ---------------------------------------------------------------- round five (issue 29)
@pytest.mark.parametrize("cond", [
    "rule.rounds is 1 and round.plays is 0",
    "rule.rounds is 1 and table.pile is 0 and round.plays is 0",
    "round.plays is less than 1 and rule.rounds is 1",
])
def test_r_turn_3_no_play_yet_is_the_leaders_first_turn(cond: str) -> None:
    """On the empty table of the round's first turn the leader must play (R-TURN-3): as a
    turn begins, round.plays is 0 on that turn only; in the rule's first round the leader
    is its creator (LP306)."""
    text = f'rule "T"\n  after turn when {cond}:\n    acting player draws 2 cards\n'
    assert "LP306" in codes_of(text)


@pytest.mark.parametrize("text", [
    # speech singles nobody out
    'rule "T"\n  after turn when rule.rounds is 1 and round.plays is 0:\n'
    '    acting player says "here we go"\n',
    # at a turn's end the leader has played: round.plays is at least 1 on every turn end
    'rule "T"\n  after turn_end when rule.rounds is 1 and round.plays is 1:\n'
    '    acting player draws 1 card\n',
    # a play may come on any turn
    'rule "T"\n  after turn when rule.rounds is 1 and round.plays is 2:\n'
    '    acting player draws 1 card\n',
])
def test_r_turn_3_other_counts_of_plays_name_no_leader(text: str) -> None:
    assert "LP306" not in codes_of(text)


def test_r_session_1_a_first_round_clock_with_far_anniversaries_pins_the_creator() -> None:
    """Rule ages 1, 13, 25: an evening (binding.EVENING rounds) sees only the first, whose
    last winner is the rule's creator (LP306); an age within an evening is no clock."""
    head = 'rule "T"\n  after pickup when rule.rounds is {ages}:\n    last winner draws 1 card\n'
    found = codes_of(head.format(ages="one of 1, 13, 25"))
    assert "LP306" in found
    assert "LP306" in codes_of(head.format(ages=f"one of 1, {binding.EVENING + 1}"))
    assert "LP306" not in codes_of(head.format(ages=f"one of 1, {binding.EVENING}"))
    assert "LP306" not in codes_of(head.format(ages="one of 1, 3"))
    assert "LP306" not in codes_of(
        head.format(ages="one of 1, 13, 25").replace("last winner", "the picker"))


def test_an_evening_is_as_long_as_the_trial_plays_one() -> None:
    from lopti_rules.tools.trial import bounds
    assert binding.EVENING == bounds.PLAYED
