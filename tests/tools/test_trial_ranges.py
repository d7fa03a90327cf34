"""The trial's boundaries read off ranges (tools/trial/bounds.py, docs/trial.md "Boundaries
from the guards"): a clock compared with a quantity that is not written as a number is
crossed at every value the quantity can take on the base game's table, and an action's
amount that is positive only from some age or count on starts there (issue 29, round 5:
redteam5a loop-measured-limit, loop-draw-pile-limit, loop-quads-table-zero,
grow-late-pairs, grow-late-recycle). R-CUSTOM-3: a game must end, at every age and count
an evening can reach."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.unchecked import played_anyway

from lopti_rules.language import parse, table_numbers
from lopti_rules.language.analysis.countrange import count_ranges, table_ranges
from lopti_rules.language.tree import nodes
from lopti_rules.tools.rulebooks import load_rules
from lopti_rules.tools.trial import TrialConfig, run_trial
from lopti_rules.tools.trial.bounds import Boundary, boundaries, reach
from lopti_rules.tools.trial.core import Finding, _merged

DATA = Path(__file__).parents[1] / "data" / "trial"


def _rule(text: str) -> nodes.Rule:
    return parse(text, "x.lopti").rules[0]


def test_r_setup_2_what_the_deal_leaves_is_the_range_of_a_count_set_from_it() -> None:
    """Nine cards a player, the draw pile the rest, the pile empty (R-SETUP-2): a count set
    from the table at every deal holds that, at each table size; the validator's ranges
    (which another rule's deal hook could upset) stay the vocabulary's."""
    rule = _rule('rule "x"\n  count "nine" this session\n  count "deck" this session\n'
                 '  count "z" this session\n  after deal:\n    set "nine" to cards of dealer\n'
                 '    set "deck" to table.draw_pile\n    set "z" to table.pile\n')
    for players in (2, 3, 4, 5):
        ranges = table_ranges(rule, players)
        assert ranges["nine"] == (9, 9)
        assert ranges["deck"] == (52 - 9 * players,) * 2
        assert ranges["z"] == (0, 0)
    assert count_ranges(rule)["nine"] == (0, 52)


def test_r_setup_2_before_the_deal_the_deck_is_the_draw_pile() -> None:
    rule = _rule('rule "x"\n  before deal:\n    dealer says "Shuffle!"\n'
                 '  after turn:\n    acting player says "Go"\n')
    before, after = rule.hooks
    pile = nodes.Attribute(namespace="table", name="draw_pile")
    assert table_numbers(rule, before, 4).bounds(pile) == (52, 52)
    # after the deal nothing is fixed but the table size
    assert table_numbers(rule, after, 4).bounds(pile) == (0, 52)


@pytest.mark.parametrize(("text", "want", "memory"), [
    # the dealer's nine cards at the deal, kept in a count: the age's boundary is 9
    ('rule "x"\n  count "age" this session\n  count "nine" this session\n  after deal:\n'
     '    add 1 to "age"\n    set "nine" to cards of dealer\n'
     '  after turn_end when count "age" is more than count "nine":\n'
     '    every player takes 1 card from the cleared cards\n',
     {Boundary('count "age"', 9)}, ((7, 0),)),
    # the pile at the deal (0), against a count of four 7s clearing: preset past it
    ('rule "x"\n  count "quads" this session\n  count "z" this session\n  after deal:\n'
     '    set "z" to table.pile\n  after clear when clear.cause is sevens:\n'
     '    add 1 to "quads"\n  after turn_end when count "quads" is more than count "z":\n'
     '    every player takes 1 card from the cleared cards\n',
     {Boundary('count "quads"', 0)}, ((1, 0),)),
])
def test_r_custom_3_a_clock_compared_with_a_measured_constant_is_crossed_there(
        text: str, want: set[Boundary], memory: tuple[tuple[int, ...], ...]) -> None:
    """A guard against a count set from the table names no number, but the count takes
    one (or a few) values: the clock is crossed there; the measured count's own
    boundaries are dropped (the next deal writes it again)."""
    book = parse(text, "x.lopti")
    found = boundaries([book])
    assert set(found) == want
    assert (1, 2, 5, 0, (0, 0, 0), memory) in reach(found, 8, [book]).forwards


def test_r_custom_3_the_draw_pile_at_the_deal_is_crossed_at_both_ends_of_its_range() -> None:
    """The draw pile at the deal is 34 at two players and 7 at five: the rule's age is
    played past 7 and fast-forwarded past 34."""
    book = parse('rule "x"\n  count "deck" this session\n  after deal:\n'
                 '    set "deck" to table.draw_pile\n'
                 '  after clear when rule.rounds is more than count "deck":\n'
                 '    every player takes 2 cards from the cleared cards\n', "x.lopti")
    found = boundaries([book])
    assert set(found) == {Boundary("rule.rounds", 7), Boundary("rule.rounds", 34)}
    how = reach(found, 8, [book])
    assert how.rounds == 10  # age 8 in an evening adopted at round 2
    # fast-forwarded to age 32 with the count as the deal sets it at each table size
    # (simcounts plays a count of the draw pile the deal leaves: 52 less nine a player)
    assert how.forwards == tuple((1, 2, 5, 32, (0, 0, 0), ((deck,),))
                                 for deck in (34, 25, 16, 7))


@pytest.mark.parametrize(("amount", "want"), [
    ("rule.rounds - 6", Boundary("rule.rounds", 7)),  # one card from age 7 on
    ("6 - rule.rounds", Boundary("rule.rounds", 5)),  # the last card at age 5
    ("rule.rounds - table.players", Boundary("rule.rounds", 6)),  # 3 to 6 by table size
    ("rule.rounds - 6 + 2", Boundary("rule.rounds", 5)),
])
def test_r_custom_3_an_amount_that_starts_late_is_a_boundary(amount: str,
                                                             want: Boundary) -> None:
    book = parse(f'rule "x"\n  after clear:\n    the clearer takes {amount} cards from the '
                 'cleared cards\n', "x.lopti")
    assert want in boundaries([book])


def test_r_custom_3_a_count_moved_once_a_round_is_preset_past_a_short_evening() -> None:
    """A count added to at each round's end is 6 at most in an evening that plays the
    rule for six rounds: an amount starting at 7 is reached by presetting it; a count
    added to every turn reaches 8 by play."""
    slow = parse('rule "x"\n  count "stake" this session\n  after round_end:\n'
                 '    add 1 to "stake"\n  after turn_end:\n'
                 '    next play must have at least count "stake" - 6 cards\n', "x.lopti")
    found = boundaries([slow])
    assert found == (Boundary('count "stake"', 7),)
    assert reach(found, 8, [slow]).forwards == ((1, 2, 5, 0, (0, 0, 0), ((5,),)),)
    fast = parse('rule "x"\n  count "ticks" this session\n  after turn_end:\n'
                 '    add 1 to "ticks"\n  after turn_end:\n'
                 '    next play must have at least count "ticks" - 6 cards\n', "x.lopti")
    assert reach(boundaries([fast]), 8, [fast]).forwards == ()


def test_r_custom_3_a_count_that_grows_without_end_gives_no_boundary_at_the_cap() -> None:
    """``count "age" is more than count "nine"`` gives ``nine`` nothing to be crossed at:
    ``age`` has no largest value (the sandbox's MAX_INT is no evening's)."""
    book = parse('rule "x"\n  count "age" this session\n  count "n" this session\n'
                 '  after deal:\n    add 1 to "age"\n  after clear:\n    add 1 to "n"\n'
                 '  after turn_end when count "n" is more than count "age":\n'
                 '    acting player draws 1 card\n', "x.lopti")
    assert all(b.value < 1_000_000 for b in boundaries([book]))


def test_one_table_size_is_named_once_in_a_findings_other_sizes() -> None:
    """A fast-forward's finding has the key of the ordinary evenings' one: its table
    size is not listed twice."""
    def found(players: int) -> Finding:
        return Finding("LP804", "m", "w", "R-CUSTOM-3", 0, ("stalls",), players)

    ((first, also),) = _merged([found(2), found(4), found(4), found(2), found(5)])
    assert first.players == 2 and also == [4, 5]


@pytest.mark.slow  # two trials: over a second
def test_r_custom_3_a_game_that_stops_ending_at_a_measured_age_is_rejected_and_its_near_miss_is_not(
        ) -> None:
    """redteam5a loop-measured-limit: rounds stop ending from the rule's 10th round, a
    limit kept as the dealer's cards at the deal; the witness says where the count
    started. Its near miss (a call at the deal, late in the evening) stays clean."""
    config = TrialConfig(players=(3,), bots=("random",), adopt=(2,), evenings=4, looks=2)
    # LP403 refuses it before any game since session 30 (every player a cleared card at
    # every turn's end from then on): played past the static checks, for the bound this
    # tests
    limit = DATA / "measured-limit.lopti"
    unfair = run_trial(played_anyway(limit.read_text(encoding="utf-8"), limit.name),
                       config=config)
    stalls = [d for _, d in unfair.diagnostics if d.code == "LP804"]
    assert stalls and "the rules' own counts [[7, 0]]" in stalls[0].witness
    assert "R-CUSTOM-3" in (stalls[0].rule_ref or "")
    fair = run_trial(load_rules([DATA / "measured-limit-call.lopti"]), config=config)
    assert fair.diagnostics == []


# ------------------------------------------------------------------ round six (issue 29)
@pytest.mark.parametrize(("guard", "where"), [
    # a late round and an old rule at once
    ("round.number is at least 13 and rule.rounds is at least 10",
     lambda f: f[0] >= 11 and f[0] + 4 >= 13 and f[3] >= 8 and f[3] + 4 >= 10),
    # two counts of the rule's own, each past what play reaches
    ('count "a" is at least 12 and count "b" is at least 11',
     lambda f: f[5] and f[5][0][0] >= 10 and f[5][0][1] >= 9),
    # the rule's clears and pickups, both late
    ("rule.clears is at least 40 and rule.pickups is at least 40",
     lambda f: f[4][0] >= 38 and f[4][1] >= 38),
])
def test_r_custom_3_a_guard_that_joins_late_clocks_is_reached_with_all_of_them_late(
        guard: str, where: object) -> None:
    """R-CUSTOM-3 at every age and count: a guard joining two late clocks holds only where
    both are late. Each clock's own fast-forward starts the other at its beginning, so the
    trial adds one forward that starts every clock two before its largest boundary
    (``bounds._together``; redteam6a's late pairs kept every later round from ending)."""
    text = (f'rule "x"\n  count "a" this session\n  count "b" this session\n'
            f'  after round_end:\n    add 1 to "a"\n    add 1 to "b"\n'
            f'  after play when {guard}:\n    skip next player\n')
    book = parse(text, "x.lopti")
    how = reach(boundaries([book]), 8, [book])
    assert any(where(f) for f in how.forwards), how.forwards  # type: ignore[operator]


def test_one_late_clock_gets_no_second_forward() -> None:
    """One clock's boundaries are reached by its own forward: nothing joined, nothing added
    (each forward is evenings played, and tests the Bonferroni level divides by)."""
    book = parse('rule "x"\n  after play when rule.rounds is at least 20:\n'
                 '    skip next player\n', "x.lopti")
    assert len(reach(boundaries([book]), 8, [book]).forwards) == 1


COUNTDOWN = ('rule "x"\n  count "left" this session\n  count "armed" this session\n'
             '  after deal:\n    if count "armed" is 0:\n      set "left" to 20\n'
             '      set "armed" to 1\n    add 0 - 1 to "left"\n'
             '  after turn_end when count "left" is 0:\n'
             '    every player takes 1 card from the cleared cards\n')


def test_r_custom_3_a_countdown_is_reached_where_its_writes_bring_it() -> None:
    """Issue 29 item 1: a count that counts down from 20 is 0 at the rule's round 20, not
    at a small number play reaches: its writes are played (simcounts) and the evening
    starts the rule at round 18 with the count at 3 (presetting it below 0 would never
    reach 0)."""
    book = parse(COUNTDOWN, "x.lopti")
    found = boundaries([book])
    assert Boundary("rule.rounds", 19) in found and not any(
        b.clock == 'count "left"' for b in found)
    assert (1, 2, 5, 17, (0, 0, 0), ((3, 1),)) in reach(found, 8, [book]).forwards


def test_r_custom_3_a_lap_of_laps_is_reached_at_every_table_size() -> None:
    """Two counters, the second moved each time the first comes round the table: its
    guard turns at a round that depends on the table size, each reached with the counts
    it has there."""
    book = parse('rule "x"\n  count "lap" this session\n  count "laps" this session\n'
                 '  after deal:\n    add 1 to "lap"\n'
                 '    if count "lap" is at least table.players:\n      reset "lap"\n'
                 '      add 1 to "laps"\n'
                 '  after turn_end when count "laps" is at least 3:\n'
                 '    every player takes 1 card from the cleared cards\n', "x.lopti")
    found = boundaries([book])
    # the third lap ends at the deal of round 3n (6, 9, 12, 15)
    assert {b.value for b in found if b.clock == "rule.rounds"} >= {5, 8, 11, 14}
    how = reach(found, 8, [book])
    # round 15 at five players: the rule started at round 13 with 2 laps and 2 deals
    assert (1, 2, 5, 12, (0, 0, 0), ((2, 2),)) in how.forwards
    assert len(how.forwards) == 2  # one a late boundary: its own table size's counts


def test_a_toggle_is_reached_by_play() -> None:
    """``set "t" to 1 - count "t"``: its two values come in the first rounds."""
    book = parse('rule "x"\n  count "t" this session\n  after deal:\n'
                 '    set "t" to 1 - count "t"\n  after turn_end when count "t" is 1:\n'
                 '    acting player draws 1 card\n', "x.lopti")
    how = reach(boundaries([book]), 8, [book])
    assert how.forwards == () and how.rounds <= 12


@pytest.mark.parametrize(("writes", "turned"), [
    # a fuse lit in the rule's first round (a write that reads the rule's age) and burnt
    # down at each round's end: 0 inside the rule's round 7
    ('  after deal when rule.rounds is 1:\n    set "c" to 6\n'
     '  after round_end:\n    set "c" to count "c" - 1\n', 6),
    # a count doubled (plus one) at every deal: 127 at the rule's round 7, and it grows
    # past the simulation's cap later (it is played up to there, not dropped)
    ('  after deal:\n    set "c" to count "c" + count "c" + 1\n', 6),
])
def test_r_custom_3_a_count_played_by_any_arithmetic_is_reached_where_it_turns(
        writes: str, turned: int) -> None:
    """Issue 29 (redteam7 loop-countdown-fuse, loop-doubling-count): the horizon comes
    from the values the count's writes give it, whatever their arithmetic, so the
    evenings play the rule into the round where its guard turns (and the one after)."""
    book = parse('rule "x"\n  count "c" this session\n' + writes +
                 '  after turn_end when count "c" is at most 0 and rule.rounds is at least 2:'
                 '\n    every player takes 1 card from the cleared cards\n'
                 if "rule.rounds is 1" in writes else
                 'rule "x"\n  count "c" this session\n' + writes +
                 '  after turn_end when count "c" is at least 100:\n'
                 '    every player takes 1 card from the cleared cards\n', "x.lopti")
    found = boundaries([book])
    assert Boundary("rule.rounds", turned) in found
    how = reach(found, 8, [book])
    # adopted at round 2, the rule plays its rounds 1 to rounds - 1: past the turn
    assert how.rounds - 1 >= turned + 1 and how.forwards == ()


def test_r_custom_3_the_rounds_own_tallies_name_a_long_round() -> None:
    """``round.plays + round.pickups is at least 300`` (redteam7 loop-plays-plus-pickups)
    holds only in a round that long: a turn count reached by playing, and the largest
    such count (50 or more) is the long round whose stalls are compared on their own."""
    from lopti_rules.tools.trial.bounds import long_turns

    book = parse('rule "x"\n  after turn_end when round.plays + round.pickups is at least '
                 '300:\n    every player takes 1 card from the cleared cards\n', "x.lopti")
    found = boundaries([book])
    assert Boundary("round.turns", 300) in found and long_turns(found) == 300
    clears = parse('rule "x"\n  after clear when round.clears - round.pickups is at least '
                   '60:\n    every player takes 1 card from the cleared cards\n', "x.lopti")
    assert long_turns(boundaries([clears])) == 60  # a difference of two tallies too
    first = parse('rule "x"\n  after turn when round.turns is 1:\n'
                  '    acting player says "go"\n', "x.lopti")
    assert long_turns(boundaries([first])) == 0  # the first turn is no long round


def test_r_custom_3_the_long_rounds_stalls_are_their_share_of_those_rounds() -> None:
    """Only the book's rounds that lasted the long count are weighed (an evening with none
    gives no value): two of an evening's seven rounds are long and both stall."""
    from dataclasses import replace

    from lopti_rules.tools.evenings import Evening, RoundFacts
    from lopti_rules.tools.trial.measures import long_stalls

    plain = RoundFacts(1, 0, 0, (0,), 100, False, (0,) * 13, (0,) * 4)
    long = replace(plain, length=900, stops=(("no progress", True),))
    book = (plain,) * 5 + (long, long)
    c = long_stalls([(0, Evening(0, 0, (plain,) * 8, book)),
                     (1, Evening(1, 0, (plain,) * 8, (plain,) * 7))], TrialConfig(), 300)
    assert c.values == (1.0,) and c.evenings == (0,)
    assert c.key == ("long rounds", 300, "stalls") and c.floor == 0.25


@pytest.mark.parametrize("back", ['set "lap" to count "lap" - 48', 'reset "lap"'])
def test_r_custom_4_a_lap_count_is_played_for_two_laps(back: str) -> None:
    """A count moved once a round that the book sets back is a lap: what it picks (the
    dealer of every fourth round) comes round once in eight rounds, and the same-seat
    test needs it twice, so the ordinary evenings are played for PLAYED rounds (redteam8
    dealer-stock-sum, session 17); a count that only grows is played no further than its
    guards need."""
    from lopti_rules.tools.trial.bounds import PLAYED

    text = ('rule "x"\n  count "lap" this session\n  after deal:\n'
            '    add table.draw_pile to "lap"\n    if count "lap" is at least 48:\n'
            f'      {back}\n  after deal when count "lap" is 0:\n    dealer draws 1 card\n')
    books = [parse(text, "x.lopti")]
    assert reach(boundaries(books), 8, books).rounds == PLAYED
    grows = text.replace(f"\n      {back}", "\n      dealer draws 1 card")
    books = [parse(grows, "x.lopti")]
    # no lap: played only as far as the ages simcounts finds its guard met (age 7, in an
    # evening adopted at round 3), not for two laps
    assert reach(boundaries(books), 8, books).rounds < PLAYED


@pytest.mark.parametrize("step", ["after turn_end when turn_end.number is 1",
                                  "after play when round.plays is 1",
                                  "after turn when turn.number is 1"])
def test_r_custom_4_a_lap_stepped_on_the_rounds_first_turn_is_played_for_two_laps(
        step: str) -> None:
    """A count stepped once a round on the round's first turn is a round count like one
    stepped at the deal (simcounts.FIRST_TURN): set back, it is a lap, and the evenings
    play two of them (redteam9 dealer-opening-lap, session 18); not a rare event's count
    that the trial presets."""
    from lopti_rules.tools.trial.bounds import PLAYED, event_counts, round_counts

    text = (f'rule "x"\n  count "bell" this session\n  {step}:\n    add 1 to "bell"\n'
            '    if count "bell" is at least 4:\n      set "bell" to count "bell" - 4\n'
            '  after deal when count "bell" is 0 and rule.rounds is at least 2:\n'
            '    dealer draws 1 card\n')
    books = [parse(text, "x.lopti")]
    assert "bell" in round_counts(books) and "bell" not in event_counts(books)
    assert reach(boundaries(books), 8, books).rounds == PLAYED
    # stepped on every turn's end: no round count
    every = [parse(text.replace(step, "after turn_end"), "x.lopti")]
    assert "bell" not in round_counts(every)
