"""The trial (tools/trial, docs/trial.md): its statistics, its boundaries, and its verdicts on
hand-written rules of issue 29's kinds, pinned; whole evenings (tools/evenings.py,
R-SESSION) as the trial and ``simulate --session`` play them."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from support.games import play_out

from lopti_rules.language import compile_book, parse
from lopti_rules.language.report import codes
from lopti_rules.tools import simulate_session
from lopti_rules.tools.eveningruns import BaseCache, evening_jobs, play_evenings
from lopti_rules.tools.evenings import (
    EVENT_KINDS,
    EveningError,
    EveningSpec,
    base_evening,
    locked_out,
    turn_facts,
)

# the trial is tested on books it judges itself: compiled by the low-level step (the
# static checks only), not the gate, which would refuse them before the trial is asked
from lopti_rules.tools.rulebooks import RuleSet, load_rules
from lopti_rules.tools.trial import TrialConfig, judge, run_trial
from lopti_rules.tools.trial.bounds import Boundary, boundaries, reach
from lopti_rules.tools.trial.statistics import (
    CLEAR,
    REJECT,
    SHARE,
    above,
    below,
    binomial_tail,
    t_of,
)

DATA = Path(__file__).parents[1] / "data" / "trial"


def creator_book() -> RuleSet:
    """The creator-clock fixture, which the static checks now refuse too (LP307): compiled
    with that code set aside, as a witness scenario sets aside its own, so the trial's
    own finding on it is tested."""
    from lopti_rules.language import compile_book, parse

    path = DATA / "creator-first-firing.lopti"
    text = path.read_text(encoding="utf-8")
    book = compile_book(parse(text, str(path)), filename=str(path), allow="LP307")
    return RuleSet(((str(path), text),), (book,))

#: a small trial: one table size, one bot, a few looks (the gate's plays every size), in
#: this process (its books are compiled here, some with a static code set aside)
SMALL = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=3, jobs=1)


# ------------------------------------------------------------------ statistics


def test_t_quantiles_match_the_tables() -> None:
    """Two-sided 95 % t (one-sided 2.5 %): 10 and 30 degrees of freedom."""
    assert t_of(0.025, 10) == pytest.approx(2.228, abs=0.01)
    assert t_of(0.025, 30) == pytest.approx(2.042, abs=0.005)


def test_a_share_far_above_its_floor_is_rejected_and_one_below_is_cleared() -> None:
    assert above([1.0] * 40, 0.625, 1e-5, span=SHARE).decision == REJECT
    assert above([0.25, 0.3, 0.2, 0.35] * 10, 0.625, 1e-5, span=SHARE).decision == CLEAR
    assert below([-0.3] * 40, -0.2, 1e-5).decision == REJECT


def test_binomial_tail_is_exact() -> None:
    assert binomial_tail(16, 0.75, 15) == pytest.approx(16 * 0.75 ** 15 * 0.25 + 0.75 ** 16)
    assert binomial_tail(5, 0.3, 0) == 1.0 and binomial_tail(5, 0.3, 6) == 0.0


def test_few_evenings_decide_nothing() -> None:
    assert above([1.0] * 7, 0.5, 0.01, span=SHARE).decision == "open"


@pytest.mark.slow  # a trial or many evenings: over a second
@pytest.mark.parametrize("players", [2, 4])
def test_false_alarm_rate_of_the_share_test_is_within_its_level(players: int) -> None:
    """Property of the statistic: a fair rule that fires once or twice an evening on a seat
    drawn at random (all-or-nothing shares), and the worst case, shares whose mean sits
    exactly on the floor, are rejected at most ``alpha`` of the time (plus Monte Carlo
    noise), at every evening count the trial looks at."""
    rng = random.Random(players)
    alpha, trials = 0.05, 1500
    floor = TrialConfig().floor_share(players)
    for evenings in (8, 16, 40):
        rejected = worst = 0
        for _ in range(trials):
            fair = []
            for _ in range(evenings):
                hits = [rng.randrange(players) for _ in range(rng.choice((1, 2)))]
                fair.append(hits.count(0) / len(hits))
            rejected += above(fair, floor, alpha, span=SHARE).decision == REJECT
            edge = [float(rng.random() < floor) for _ in range(evenings)]
            worst += above(edge, floor, alpha, span=SHARE).decision == REJECT
        assert rejected / trials <= alpha
        assert worst / trials <= alpha + 3 * (alpha * (1 - alpha) / trials) ** 0.5


# ------------------------------------------------------------------ boundaries


def test_boundaries_come_from_every_guard_of_a_clock() -> None:
    text = ('rule "x"\n  after play when round.number is at least 7 and rule.clears is 40:\n'
            '    acting player draws 1 card\n'
            '  after clear when rule.rounds is one of 2, 30:\n    acting player draws 1 card\n')
    found = boundaries([parse(text, "x.lopti")])
    assert found == (Boundary("round.number", 7), Boundary("rule.clears", 40),
                     Boundary("rule.rounds", 2), Boundary("rule.rounds", 30))
    how = reach(found, 8)
    assert how.rounds == 9  # rounds up to 8, one past 7
    # rule.rounds 30 and rule.clears 40: the rule's clocks start just below them
    assert (1, 2, 5, 28, (0, 0, 0), ()) in how.forwards
    assert (1, 2, 5, 0, (38, 0, 0), ()) in how.forwards


def test_a_large_round_number_is_reached_by_fast_forwarding_the_session() -> None:
    how = reach([Boundary("round.number", 400)], 8)
    assert how.rounds == 8 and how.forwards == ((398, 399, 5, 0, (0, 0, 0), ()),)


def test_a_guard_on_the_rules_own_count_is_reached_by_presetting_the_count() -> None:
    """Issue 29: a count the rule keeps (``count "deals" is at least 30``, one a deal)
    is set just below the guard's number, not played up to: 30 rounds are no evening."""
    book = parse((DATA / "count-fuse.lopti").read_text(encoding="utf-8"), "f.lopti")
    found = boundaries([book])
    # one a deal, its writes played (simcounts): the guard turns at the rule's round 30,
    # reached with the rule started at round 28 and the count at the 27 deals before
    assert found == (Boundary("rule.rounds", 29),)
    assert reach(found, 8, [book]).forwards == ((1, 2, 5, 27, (0, 0, 0), ((27,),)),)
    # a small number is reached by playing
    assert reach([Boundary('count "deals"', 3)], 8, [book]).forwards == ()


def test_r_custom_3_a_guard_written_as_arithmetic_is_reached_at_its_folded_value() -> None:
    """Issue 29 (redteam3a loop-fired-sum): ``1500 + 1500`` is the number 3000, and
    ``round.number + 2 is table.players + 10`` is round 10 to 13 (table sizes 2 to 5): the
    boundaries come from the folded arithmetic, not from each constant alone."""
    text = ('rule "x"\n  count "ticks" this session\n  after turn_end:\n'
            '    add 1 to "ticks"\n'
            '  after turn_end when count "ticks" is more than 1500 + 1500:\n'
            '    acting player draws 1 card\n'
            '  after play when round.number + 2 is table.players + 10:\n'
            '    acting player draws 1 card\n')
    book = parse(text, "x.lopti")
    found = boundaries([book])
    assert Boundary('count "ticks"', 3000) in found
    assert {b.value for b in found if b.clock == "round.number"} >= {10, 11, 12, 13}
    # the count is preset just below the folded number, so an evening crosses 3000
    assert (1, 2, 5, 0, (0, 0, 0), ((2998,),)) in reach(found, 8, [book]).forwards


@pytest.mark.parametrize(("text", "want"), [
    # a copy of the rule's age compared with 12: the age's boundary, reached by a forward
    ('rule "x"\n  count "age" this session\n  after deal:\n    set "age" to rule.rounds\n'
     '  after clear when count "age" is at least 12:\n    acting player draws 1 card\n',
     Boundary("rule.rounds", 12)),
    # the number the age is compared with, kept in a count by a set
    ('rule "x"\n  count "limit" this session\n  after deal:\n    set "limit" to 11\n'
     '  after turn_end when rule.rounds is more than count "limit":\n'
     '    acting player draws 1 card\n', Boundary("rule.rounds", 11)),
])
def test_r_custom_3_a_count_set_from_a_clock_is_that_clocks_boundary(text: str,
                                                                      want: Boundary) -> None:
    """Issue 29 round 4 (loop-age-copy, loop-limit-count): a count kept by ``set`` from a
    clock is the clock, so the trial reaches the guard by the clock's fast-forward; the
    copy's own boundary is dropped (its next write undoes a preset)."""
    book = parse(text, "x.lopti")
    found = boundaries([book])
    assert found == (want,)
    # the constant starts as its writes leave it (simcounts): 11, as the next deal sets it
    preset = ((11,),) if "limit" in text else ()
    assert (1, 2, 5, want.value - 2, (0, 0, 0), preset) in reach(found, 8, [book]).forwards


def test_r_custom_3_a_guard_on_a_rare_events_count_is_reached_by_presetting_it() -> None:
    """Issue 29 round 4 (loop-seven-quads): four 7s clearing may not come in a short
    evening, so a guard on its count is reached by starting the count at the guard's
    number and at the one after it (round 5: a strict guard holds only there); a count
    every round's deal moves is reached by play, and a this-round count would be 0 again
    at the next round."""
    rare = parse('rule "x"\n  count "quads" this session\n  after clear when clear.cause is '
                 'sevens:\n    add 1 to "quads"\n  after turn_end when count "quads" is at '
                 'least 1:\n    acting player draws 1 card\n', "x.lopti")
    found = boundaries([rare])
    assert reach(found, 8, [rare]).forwards == ((1, 2, 5, 0, (0, 0, 0), ((1,),)),
                                                (1, 2, 5, 0, (0, 0, 0), ((2,),)))
    played = parse('rule "x"\n  count "deals" this session\n  after deal:\n'
                   '    add 1 to "deals"\n  after turn_end when count "deals" is at least 3:'
                   '\n    acting player draws 1 card\n', "x.lopti")
    assert reach(boundaries([played]), 8, [played]).forwards == ()
    round_count = parse('rule "x"\n  count "q" this round\n  after clear when clear.cause is '
                        'sevens:\n    add 1 to "q"\n  after turn_end when count "q" is 1:\n'
                        '    acting player draws 1 card\n', "x.lopti")
    assert reach(boundaries([round_count]), 8, [round_count]).forwards == ()


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_custom_3_a_game_that_stops_ending_behind_a_count_of_its_own_is_rejected() -> None:
    config = TrialConfig(players=(3,), bots=("random",), adopt=(2,), evenings=4, looks=2)
    # refused by the static checks since session 33 too (LP403: four cleared cards back a
    # clear of five, unbounded a round): compiled as the trial judges it, to pin its reach
    text = (DATA / "count-fuse.lopti").read_text(encoding="utf-8")
    book = compile_book(parse(text, "count-fuse.lopti"), filename="count-fuse.lopti",
                        validated=True)
    verdict = run_trial(RuleSet((("count-fuse.lopti", text),), (book,)), config=config)
    assert "LP804" in {d.code for _, d in verdict.diagnostics}
    (d,) = [d for _, d in verdict.diagnostics if d.code == "LP804"][:1]
    # started at the rule's round 28 with its 27 deals counted (simcounts plays them)
    assert "rule.rounds 28" in d.witness and "the rules' own counts [[27]]" in d.witness


# ------------------------------------------------------------------ evenings (R-SESSION)


def test_r_setup_4_the_deal_rotates_and_the_last_winner_leads() -> None:
    spec = EveningSpec(3, 6, "greedy")
    rounds = base_evening(spec, 5)
    assert [r.dealer for r in rounds] == [0, 1, 2, 0, 1, 2]
    assert rounds[0].leader == 0
    for before, after in zip(rounds, rounds[1:], strict=False):
        assert after.leader == (before.winner if before.winner is not None else after.dealer)


def test_r_custom_1_the_creator_is_the_winner_of_the_round_before_the_adoption() -> None:
    rules = load_rules([DATA / "last-winner-draws.lopti"])
    spec = EveningSpec(4, 5, "random", adopt=3)
    (evening,) = play_evenings(rules.files, evening_jobs(spec, 11, 1), rules=rules, cache=None)
    assert evening.creator == evening.base[1].winner
    assert [r.number for r in evening.book] == [3, 4, 5]
    # the book's first round: the last winner (the creator) draws at the deal
    assert evening.book[0].touches[evening.creator] >= 1
    # before the adoption both evenings are the very same games
    assert evening.book[0].leader == evening.base[2].leader


def test_r_custom_3_the_trial_weighs_what_effects_do_not_what_their_words_say(
        tmp_path: Path) -> None:
    """The trial's watcher reads each firing's effects and seats (``RuleRuntime.watch``),
    never the records' text: a rule that only says "whoever draws 5 cards, sighs" touches
    its speaker and burdens nobody; one that makes the player draw burdens them one card
    a firing while the stock has one (a draw from an empty stock puts nothing in a hand,
    R-DRAW-1: session 48, tests/tools/test_trial_dry_draw48.py)."""
    said = tmp_path / "said.lopti"
    said.write_text('rule "Sigh"\n  after play when play.rank is 5:\n'
                    '    acting player says "whoever draws 5 cards, sighs"\n', encoding="utf-8")
    drawn = tmp_path / "drawn.lopti"
    drawn.write_text('rule "Fives draw"\n  after play when play.rank is 5:\n'
                     '    acting player draws 1 card\n', encoding="utf-8")
    for path, burdened in ((said, False), (drawn, True)):
        rules = load_rules([path])
        spec = EveningSpec(3, 4, "random", adopt=2)
        (evening,) = play_evenings(rules.files, evening_jobs(spec, 7, 1), rules=rules,
                                   cache=None)
        touched = sum(sum(r.touches) for r in evening.book)
        burden = sum(sum(r.burden) for r in evening.book)
        assert touched > 0, path.name
        assert (0 < burden <= touched) if burdened else burden == 0, path.name


def test_an_evening_adopted_before_its_second_round_is_refused() -> None:
    with pytest.raises(EveningError, match="adopted at a round after"):
        evening_jobs(EveningSpec(4, 5, adopt=1), 0, 1)


def test_base_evenings_are_cached_and_reused_for_another_book() -> None:
    cache = BaseCache()
    spec = EveningSpec(3, 3, "greedy")
    one = load_rules([DATA / "last-winner-draws.lopti"])
    first = play_evenings(one.files, evening_jobs(spec, 0, 2), rules=one, cache=cache)
    assert len(cache.evenings) == 2
    again = play_evenings((), evening_jobs(spec, 0, 2), cache=cache)
    assert [e.base for e in again] == [e.base for e in first]


def test_base_evenings_kept_on_disk_are_read_by_the_next_process(tmp_path: Path) -> None:
    spec = EveningSpec(2, 3, "greedy")
    first = BaseCache(folder=tmp_path)
    played = play_evenings((), evening_jobs(spec, 3, 2), cache=first)
    (written,) = tmp_path.glob("evenings-*.json")
    later = BaseCache(folder=tmp_path)  # a new process: nothing in memory
    assert [later.get(spec, 3), later.get(spec, 4)] == [e.base for e in played]
    written.write_text("{not json", encoding="utf-8")  # damaged: only costs the games
    assert BaseCache(folder=tmp_path).get(spec, 3) is None


def test_base_evenings_another_process_keeps_later_are_read_on_a_miss(tmp_path: Path) -> None:
    # lint --each judges books side by side in processes that share the cache folder:
    # one that read a spec's file before the other wrote more evenings there reads it
    # again when it misses, and plays none of them twice (R-SETUP-4's base evenings)
    spec = EveningSpec(2, 3, "greedy")
    here, there = BaseCache(folder=tmp_path), BaseCache(folder=tmp_path)
    play_evenings((), evening_jobs(spec, 3, 1), cache=here)
    assert there.get(spec, 3) is not None and there.get(spec, 4) is None
    played = play_evenings((), evening_jobs(spec, 4, 1), cache=here)
    assert there.get(spec, 4) == played[0].base
    own = BaseCache(folder=tmp_path)  # its own write is not read back
    play_evenings((), evening_jobs(spec, 5, 1), cache=own)
    assert own.read[BaseCache.spec_key(spec)] == own._stamp(BaseCache.spec_key(spec))


@pytest.mark.slow  # a trial or many evenings: over a second
def test_session_figures_are_the_same_bytes_for_any_jobs() -> None:
    rules = load_rules([DATA / "last-winner-draws.lopti"])
    one = simulate_session(rules, 3, 4, 3, 7, "greedy", jobs=1).as_dict()
    two = simulate_session(rules, 3, 4, 3, 7, "greedy", jobs=2).as_dict()
    assert one == two
    creator = one["frames"]["creator"]
    # the last winner draws at every deal: in the book's first round that is the creator
    assert creator[0]["effects_per_round"]["mean"] > 0


# ------------------------------------------------------------------ verdicts, pinned


def _codes(name: str, config: TrialConfig = SMALL) -> list[str]:
    verdict = run_trial(load_rules([DATA / name], allow_warnings=True), config=config)
    return sorted({d.code for _, d in verdict.diagnostics})


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_custom_4_a_fair_role_rule_stays_clean() -> None:
    """Issue 29: 'the last winner draws one card at every deal' is a role, not a person."""
    assert _codes("last-winner-draws.lopti") == []


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_custom_4_the_rules_first_firing_singles_out_its_creator() -> None:
    verdict = run_trial(creator_book(), config=SMALL)
    ((filename, d),) = verdict.diagnostics
    assert (d.code, d.severity, d.rule_ref, d.line) == ("LP801", "error", "R-CUSTOM-4", 2)
    assert filename.endswith("creator-first-firing.lopti")
    assert "the creator" in d.message and "false-alarm rate 1%" in d.message
    assert "lopti simulate --session 8" in d.witness and "--games 1" in d.witness


def test_r_turn_1_a_base_round_locks_nobody_out() -> None:
    """Turns rotate in the base game: no seat misses three in four of its turns."""
    from lopti_rules.engine import OVER, Game, make_bot

    for players in (2, 3, 5):
        for seed in range(3):
            g = Game(players, seed)
            bot = make_bot("random", seed)
            while g.phase != OVER:
                g.apply(bot.choose(g))
            assert locked_out(g) == ()


def test_r_turn_1_r_draw_1_a_base_round_keeps_the_turn_only_for_bonus_plays() -> None:
    """The turn passes after every decision but a clear's (R-CLEAR-1), and every draw of
    a base round is the draw after a play (R-DRAW-1)."""
    from lopti_rules.engine import Game, make_bot

    for players in (2, 3, 5):
        for seed in range(3):
            g = Game(players, seed)
            play_out(g, make_bot("random", seed))
            facts = turn_facts(g)
            assert (facts.locked, facts.kept, facts.shut) == ((), g.bonuses, ())
            assert g.turn_draws == g.draws > 0


def test_r_draw_1_the_draw_event_is_the_draw_after_a_play_not_a_rules_draw() -> None:
    """Ten cards each at the deal empty the draw pile at four players: the rule's draws
    are no R-DRAW-1 draw, so the event is gone from the book's rounds."""
    rules = load_rules([DATA / "ten-at-the-deal.lopti"])
    spec = EveningSpec(4, 4, "random", adopt=2)
    (evening,) = play_evenings(rules.files, evening_jobs(spec, 5, 1), rules=rules, cache=None)
    draw = EVENT_KINDS.index("draw")
    assert [r.events[draw] for r in evening.book] == [0, 0, 0]
    assert all(r.events[draw] == 16 for r in evening.base)  # 52 - 36 cards, one by one


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_turn_1_a_skip_on_every_play_at_two_players_keeps_the_turn_and_is_rejected() -> None:
    """Issue 29, kind 4: at two players in, a skip after every play hands the turn back to
    the player who played; the other waits for a pickup. Nobody is locked out by the
    count of turns, but the turn passing (R-TURN-1) is left with less than half its
    effect."""
    config = TrialConfig(players=(2,), bots=("random",), evenings=4, looks=2, jobs=1)
    verdict = run_trial(load_rules([DATA / "skip-at-two-in.lopti"]), config=config)
    # (random bots at two players also stall many of its rounds: LP804 beside it)
    # the player who keeps the turn is often the one ahead too: the kept-ahead
    # comparison (session 17) may report it beside the kept turns, both LP802
    turns = [d for _, d in verdict.diagnostics if d.rule_ref == "R-TURN-1"]
    assert {d.code for d in turns} == {"LP802"}
    (d,) = [d for d in turns if "keeps the turn" in d.message]
    assert "decisions kept" in d.witness


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_custom_3_cards_fed_to_the_player_about_to_go_out_are_rejected() -> None:
    """Cleared cards back into an empty hand that still has two cards or more face up or
    down: some thirty a round on the seat closest to going out. The two halves of the
    closest-to-going-out test are decided at different looks (the share, a
    spread-floored share, later): the finding is made all the same. Into every empty
    hand, the player left with one card is refilled at their own turn's end too, and the
    last-card comparison rejects it first (LP802, session 23)."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=5, jobs=1)
    verdict = run_trial(load_rules([DATA / "refill-empty-hand-cards.lopti"]), config=config)
    ((_, d),) = verdict.diagnostics
    assert (d.code, d.rule_ref) == ("LP801", "R-CUSTOM-3")
    assert "closest to going out" in d.message
    verdict = run_trial(load_rules([DATA / "refill-empty-hand.lopti"]), config=config)
    ((_, d),) = verdict.diagnostics
    assert (d.code, d.rule_ref) == ("LP802", "R-WIN-1")


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_turn_1_a_skip_and_reversal_that_lock_a_seat_out_are_rejected() -> None:
    """Issue 29, kind 4: the lock-out needs three players in. Since session 16 the static
    checks read it from the words (LP211, pingpong.py: the direction turned round on every
    turn at three players in), so the gate refuses it before the trial plays it; the
    trial's own shut-out finding is pinned in test_trial_turns.py."""
    from lopti_rules.language import CompileError

    with pytest.raises(CompileError) as refused:
        load_rules([DATA / "skip-reverse-lockout.lopti"])
    assert "LP211" in str(refused.value) and "3 players in" in str(refused.value)


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_turn_1_a_reversal_at_three_players_keeps_every_turn() -> None:
    config = TrialConfig(players=(3,), bots=("random",), evenings=4, looks=2)
    verdict = run_trial(load_rules([DATA / "reverse-at-three.lopti"]), config=config)
    assert verdict.diagnostics == []


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_vote_1_permissions_that_repeal_the_sevens_rule_are_rejected() -> None:
    verdict = run_trial(load_rules([DATA / "sevens-repealed.lopti"]), config=SMALL)
    assert [d.code for _, d in verdict.diagnostics] == ["LP803"]
    (_, d), = verdict.diagnostics
    assert d.rule_ref == "R-SPECIAL-7" and "6 of the 7 plays" in d.message


@pytest.mark.slow  # a trial or many evenings: over a second
def test_the_witness_command_plays_the_evening_that_shows_it(tmp_path: Path) -> None:
    """The witness's evening, played alone by its command (``--witness LP803``: the gate
    refuses the book for what its games show, and sets that aside to show it)."""
    from click.testing import CliRunner

    from lopti_rules.cli import main

    verdict = run_trial(load_rules([DATA / "sevens-repealed.lopti"]), config=SMALL)
    command = verdict.diagnostics[0][1].witness.split("Play it: ")[1].split()
    assert command[:2] == ["lopti", "simulate"]
    done = CliRunner().invoke(main, [*command[1:], "--json", "--jobs", "1"])
    assert "--witness" in command and command[command.index("--witness") + 1] == "LP803"
    assert done.exit_code == 0, done.output
    import json

    assert set(json.loads(done.output)["frames"]) >= {"creator", "dealer"}
    refused = CliRunner().invoke(main, [c for c in command[1:] if c not in ("--witness",
                                                                        "LP803")])
    assert refused.exit_code == 2 and "LP803" in refused.output


@pytest.mark.slow  # a trial or many evenings: over a second
def test_judge_takes_files_or_pairs_and_skips_a_book_lint_refuses() -> None:
    text = (DATA / "last-winner-draws.lopti").read_text(encoding="utf-8")
    assert judge([("w.lopti", text)], config=SMALL, cache=BaseCache()) == []
    assert judge([("bad.lopti", 'rule "x"\n  after clear:\n    creator draws 2 cards\n')],
                 config=SMALL, cache=BaseCache()) == []


@pytest.mark.slow  # a trial or many evenings: over a second
def test_the_verdict_is_the_same_for_any_jobs() -> None:
    rules = load_rules([DATA / "sevens-repealed.lopti"])  # workers compile it from its files
    config = TrialConfig(players=(3,), bots=("greedy",), looks=2)
    one = run_trial(rules, config=config, cache=None)
    two = run_trial(rules, config=TrialConfig(players=(3,), bots=("greedy",), looks=2,
                                              jobs=2), cache=None)
    assert one.diagnostics == two.diagnostics and one.evenings == two.evenings


def test_trial_codes_have_pages_and_stay_apart_from_the_static_codes() -> None:
    docs = Path(__file__).parents[2] / "docs" / "lint"
    for code, entry in codes.TRIAL_CODES.items():
        assert code not in codes.CODES and entry.severity == "error"
        assert (docs / f"{code}.md").read_text(encoding="utf-8") == codes.render_page(entry)
        assert f"[{code}]({code}.md)" in codes.render_index()


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("LOPTI_TRIAL_CORPUS"),
                    reason="a minute a book on two cores: set LOPTI_TRIAL_CORPUS=1")
@pytest.mark.parametrize(("name", "code"), [("later-recycle.lopti", "LP804"),
                                            ("high-only.lopti", "LP804")])
def test_r_custom_3_a_game_that_stops_ending_behind_a_guard_is_rejected(name: str,
                                                                          code: str) -> None:
    assert code in _codes(name, TrialConfig(players=(3,), looks=2))


# ------------------------------------------------------------------ the command line


@pytest.mark.parametrize(("args", "says"), [
    (["--session", "4", "--adopt", "1"], "--adopt must be a whole number from 2"),
    (["--session", "4", "--adopt", "5"], "--adopt 5"),
    (["--adopt", "3"], "--adopt is for whole evenings"),
    (["--session", "1"], "--session must be"),
    (["--session", "4", "--last-winner", "1"], "--session plays whole evenings"),
])
def test_r_session_bad_session_options_exit_2_with_one_line(args: list[str], says: str) -> None:
    from click.testing import CliRunner

    from lopti_rules.cli import main

    done = CliRunner().invoke(main, ["simulate", *args, "--games", "1", "--jobs", "1"])
    assert done.exit_code == 2 and says in done.output and "Traceback" not in done.output


def test_r_session_json_is_the_same_bytes_run_twice() -> None:
    from click.testing import CliRunner

    from lopti_rules.cli import main

    args = ["simulate", "--session", "3", "--games", "2", "--players", "3", "--bot", "greedy",
            "--json", "--jobs", "1", "--rules", str(DATA / "last-winner-draws.lopti")]
    one, two = CliRunner().invoke(main, args), CliRunner().invoke(main, args)
    assert one.exit_code == 0 and one.output == two.output
    import json

    data = json.loads(one.output)
    assert data["book_rounds"] == 4 and set(data["frames"]) == {"seat", "creator", "dealer"}


@pytest.mark.slow  # a trial or many evenings: over a second
def test_a_verdict_is_the_texts_and_is_played_once_whatever_the_files_are_called(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kept verdict does not depend on the files' names (tools/keptverdicts.py): the
    same text under another name is not played again, and its diagnostics name the file
    it was asked for, quoted in the witness command as a shell needs it."""
    from lopti_rules.tools.trial import core

    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path / "cache"))
    played: list[list[str]] = []
    real_run = core.run_trial

    def counted(rules: RuleSet, **kwargs: object) -> object:
        played.append([name for name, _ in rules.files])
        return real_run(rules, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(core, "run_trial", counted)
    text = (DATA / "sevens-repealed.lopti").read_text(encoding="utf-8")
    first = judge([("rules/sevens.lopti", text)], config=SMALL, cache=BaseCache())
    again = judge([("my rules/it's here.lopti", text)], config=SMALL, cache=BaseCache())
    assert len(played) == 1 and [d.code for _, d in first] == ["LP803"]
    ((name, d),) = again
    assert name == "my rules/it's here.lopti"
    assert d.witness.endswith("--rules 'my rules/it'\"'\"'s here.lopti'")
    assert "@lopti-book-file-" not in d.message + d.hint + d.witness
    # and it is what the trial finds when it plays the file under its own name
    direct = run_trial(load_rules([DATA / "sevens-repealed.lopti"]), config=SMALL)
    ((_, own),) = direct.diagnostics
    assert (own.code, own.message, own.line) == (d.code, d.message, d.line)
    assert own.witness.split("--rules")[0] == d.witness.split("--rules")[0]


def test_a_process_asking_for_a_verdict_being_played_waits_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two xdist workers, or two editors saving at once, play a book once: the second
    waits on the verdict's lock (``kept.claim``), then reads the kept verdict."""
    import threading

    from lopti_rules.tools import keptverdicts as kept

    monkeypatch.setenv("LOPTI_CACHE_DIR", str(tmp_path))
    book = kept.stand_ins([("a.lopti", "rule \"x\"\n")])
    holding, order = threading.Event(), []

    def second() -> None:
        holding.wait()
        with kept.claim(book, "config", "trial"):
            order.append("second")

    other = threading.Thread(target=second)
    other.start()
    with kept.claim(book, "config", "trial"):
        holding.set()
        other.join(timeout=0.5)  # it is waiting for the lock, not done
        order.append("first")
    other.join(timeout=120)
    assert not other.is_alive() and order == ["first", "second"]
