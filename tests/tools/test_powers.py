"""What a rank's power does in a round (tools/powers.py): the 2's reset, counted by the
plays it makes possible, not by the 2s played (issue 29, R-SPECIAL-2); the 3's pass-on
answered, the 7's low rule in force, the 2 as the escape and the 10's clear, each by its
chances (``PowerTally``); the cards the pickups a book acts on leave with the picker."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from support import each

from lopti_rules.engine import OVER, PICKUP, PICKUP_MOVE, Game, Move, make_bot
from lopti_rules.language import compile_book, parse
from lopti_rules.tools.evenings import (
    EVENT_KINDS,
    BookPlayer,
    Evening,
    EveningSpec,
    RoundFacts,
    base_evening,
)
from lopti_rules.tools.powers import (
    ANSWERED,
    ESCAPED,
    ESCAPES,
    HELD_PILES,
    LOW_KEPT,
    OBLIGED,
    PASS_KEPT,
    PASSED,
    POWER_SLOTS,
    RANK_CHANCES,
    RESET_SLOTS,
    SEVENS_LAID,
    TEN_CARDS,
    TEN_HELD,
    TENS,
    PowerTally,
    kept_rate,
    picked_up,
    rank_coverage,
    reset_coverage,
    resets_used,
)
from lopti_rules.tools.rulebooks import RuleSet, load_rules
from lopti_rules.tools.trial import TrialConfig, run_trial
from lopti_rules.tools.trial.findings import Table as _Table
from lopti_rules.tools.trial.findings import _power_findings
from lopti_rules.tools.trial.measures import ending
from lopti_rules.tools.trial.statistics import binomial_below

DATA = Path(__file__).parents[1] / "data" / "trial"


def history(*moves: Move) -> list[tuple[int, Move]]:
    return [(k % 4, m) for k, m in enumerate(moves)]


def test_r_special_2_a_play_on_a_2_below_the_covered_play_is_a_reset_used() -> None:
    # 9, 2, 5: the 5 could not go on the 9; the 2 made it possible
    found = resets_used(history(Move.play(9), Move.play(2), Move.play(5)))
    assert found[0] == 1 and found[5] == 1 and sum(found[4:]) == 1
    assert len(found) == RESET_SLOTS


def test_r_special_2_a_2_with_nothing_plain_under_it_or_a_higher_play_is_no_reset() -> None:
    # a higher play after the 2 (the 9 allowed it anyway): a chance, not a reset used
    assert resets_used(history(Move.play(6), Move.play(2), Move.play(9)))[0] == 1
    assert sum(resets_used(history(Move.play(6), Move.play(2), Move.play(9)))[4:]) == 0
    # a 7 under the 2 (its low rule lets lower ranks follow), a 10 (it cleared), a 3
    # (discarded): nothing plain lay under the 2
    for under in (7, 10, 3):
        assert resets_used(history(Move.play(under), Move.play(2), Move.play(4)))[0] == 0
    # a pickup after the 2 is a chance not taken
    found = resets_used(history(Move.play(13), Move.play(2), PICKUP_MOVE))
    assert found[0] == 1 and sum(found[4:]) == 0


def test_r_special_2_coverage_weighs_the_ranks_the_book_still_uses_by_the_base() -> None:
    base = [100, 0, 0, 0, 30, 30, 20, 0, 10, 0, 0, 5, 5, 0, 0]
    # every rank still used at half its rate a chance: all of the reset is left
    assert reset_coverage([50, 0, 0, 0, 8, 8, 5, 0, 3, 0, 0, 2, 2, 0, 0], base) == 1.0
    # only Jacks and Queens, and a stray 4: a tenth of the base's resets
    assert reset_coverage([50, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 9, 9, 0, 0], base) == \
        pytest.approx(0.1)
    assert reset_coverage([0] * RESET_SLOTS, [0] * RESET_SLOTS) == 1.0


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_special_2_a_restriction_that_takes_the_2s_reset_away_is_rejected() -> None:
    """Issue 29 (redteam3a block-two-repeal, redteam3b block-two-becomes-killer): the 2s
    are played as often as without the book, but what follows them is no longer any
    rank: LP803 on R-SPECIAL-2, with the evening to replay."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    path = DATA / "two-reset-repealed.lopti"
    text = path.read_text(encoding="utf-8")
    # refused statically now (LP208: after a single 2 the list bars the 2, the 3, the 7, the
    # 10 and the match at once, moments.py, session 34): played as the trial judges it
    book = compile_book(parse(text, path.name), filename=path.name, validated=True)
    verdict = run_trial(RuleSet(((path.name, text),), (book,)), config=config)
    found = [d for _, d in verdict.diagnostics if d.code == "LP803"]
    assert found and found[0].rule_ref == "R-SPECIAL-2"
    assert "lopti simulate --session" in found[0].witness


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_play_2_permissions_that_open_the_plays_that_come_up_are_rejected() -> None:
    """Issue 29 (redteam3b block-court-floor): under half the pairs R-PLAY-2 forbids, but
    the ones that come up: the pickups fall and the allowed plays come often (LP803),
    while one Jack on a Queen (examples/rules/jack-on-queen.lopti) stays clean."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    verdict = run_trial(load_rules([DATA / "low-on-court.lopti"]), config=config)
    found = [d for _, d in verdict.diagnostics if d.code == "LP803"]
    # the first of LP803's measures to decide names it: the pickups that fell, or (session
    # 20) the share of the higher-play rule the permissions leave with little effect
    assert found and found[0].rule_ref == "R-PLAY-2"
    assert ("pickups fell" in found[0].message
            or "must be higher than the previous one with little effect" in found[0].message)
    fair = run_trial(load_rules([DATA.parents[2] / "examples" / "rules" / "jack-on-queen.lopti"]),
                     config=config)
    assert fair.diagnostics == []


def test_r_turn_2_a_plain_pickup_leaves_the_whole_pile_with_the_picker() -> None:
    g = Game(3, 7)
    choose = make_bot("random", 7).choose
    seen = 0
    while g.phase != OVER:
        move = choose(g)
        if move.kind == PICKUP:
            pile, kept = picked_up(g, move)
            assert pile > 0 and kept == pile
            seen += 1
        else:
            g.apply(move)
    assert seen


@pytest.mark.slow  # a trial or many evenings: over a second
def test_r_turn_2_a_rule_that_hands_the_pile_back_out_is_rejected() -> None:
    """Issue 29 (redteam3b block-pickup-spread): pickups still happen, but the picker
    keeps under half of the pile's cards: LP802 on R-TURN-2."""
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=2, jobs=1)
    verdict = run_trial(load_rules([DATA / "pickup-handed-on.lopti"]), config=config)
    found = [d for _, d in verdict.diagnostics if d.code == "LP802"]
    assert found and found[0].rule_ref == "R-TURN-2" and "undoes the pickup" in found[0].message


# ------------------------------------------------- every special rank's power (issue 29)
def _seat(hand: Sequence[int], *, top: int = 0, obligation: bool = False,
          clears: Sequence[int] = (0,) * 6) -> Game:
    """A game set to the decision looked at: the player to act (seat 0) holds ``hand``
    (ranks); what PowerTally reads. A real ``Game``, since the compiled tally reads a
    compiled one natively (hatch_build.py's TALLIES)."""
    mask = 0
    for k, rank in enumerate(hand):
        mask |= 1 << ((rank - 2) * 4 + k % 4)
    g = Game(2, 1)
    g.cur, g.hand, g.up, g.top, g.obligation = 0, [mask, 0], [0, 0], top, obligation
    g.clears = list(clears)
    return g


def test_r_special_3_an_obligation_met_holding_a_3_is_a_chance_to_pass_it_on() -> None:
    tally = PowerTally()
    tally.see(_seat([3, 9], top=9, obligation=True), Move.play(3))  # answered
    tally.see(_seat([3, 9], top=9, obligation=True), PICKUP_MOVE)  # not answered
    tally.see(_seat([5, 9], top=9, obligation=True), PICKUP_MOVE)  # no 3: no chance
    assert tally.counts[OBLIGED] == 2 and tally.counts[ANSWERED] == 1
    # under an obligation no 2 and no 10 may be played: no escape, no clear counted
    assert sum(tally.counts[ESCAPES:]) == 0


def test_r_special_7_a_7_left_on_the_pile_binds_the_next_decision_unless_lifted() -> None:
    tally = PowerTally()
    tally.see(_seat([7, 9], top=5), Move.play(7))
    tally.see(_seat([4, 6], top=7), Move.play(4))  # the low rule in force
    tally.see(_seat([7, 9], top=5), Move.play(7))
    tally.see(_seat([4, 6], top=0, clears=(0, 0, 0, 0, 0, 1)), Move.play(4))  # a custom clear
    assert (tally.counts[SEVENS_LAID], tally.counts[LOW_KEPT]) == (2, 1)
    # four 7s clear (R-SPECIAL-7): the base's own clear, no chance to bind anyone
    tally.see(_seat([7], top=7), Move.play(7))
    tally.see(_seat([4, 6], top=0, clears=(0, 0, 0, 0, 1, 0)), Move.play(4))
    assert (tally.counts[SEVENS_LAID], tally.counts[LOW_KEPT]) == (2, 1)


def test_r_special_3_a_pass_left_on_the_pile_obliges_the_next_decision_unless_lifted(
) -> None:
    """The 3's obligation (R-SPECIAL-3) reaches the next player unless something lifts it
    first: a custom clear after every pass ("after a pass, clear the pile") leaves the
    3s on the table and takes their obligation away (redteam14 block-pass-burns)."""
    def on_pile(hand: Sequence[int], **kw: object) -> Game:
        g = _seat(hand, **kw)  # type: ignore[arg-type]
        g.pile = 1 << 30  # a card lies on the pile
        return g

    tally = PowerTally()
    tally.see(on_pile([3, 9], top=9), Move.play(3))
    tally.see(on_pile([5, 9], top=9, obligation=True), PICKUP_MOVE)  # obliged
    tally.see(on_pile([3, 9], top=9), Move.play(3))
    tally.see(_seat([5, 9], clears=(0, 0, 0, 0, 0, 1)), Move.play(5))  # a custom clear
    assert (tally.counts[PASSED], tally.counts[PASS_KEPT]) == (2, 1)
    # a 3 on an empty table passes nothing (R-FAQ-1); four 3s clear (the base's own)
    tally.see(_seat([3, 9]), Move.play(3))
    tally.see(_seat([5, 9]), Move.play(5))
    tally.see(on_pile([3], top=9, obligation=True), Move.play(3))
    tally.see(_seat([5, 9], clears=(0, 0, 0, 1, 0, 0)), Move.play(5))
    assert (tally.counts[PASSED], tally.counts[PASS_KEPT]) == (2, 1)


def test_r_special_2_a_2_is_the_escape_only_when_nothing_plainly_answers_the_top() -> None:
    tally = PowerTally()
    tally.see(_seat([2, 5, 9], top=12), Move.play(2))  # nothing above a Queen: the escape
    tally.see(_seat([2, 5, 9], top=12), PICKUP_MOVE)  # the escape not taken
    tally.see(_seat([2, 13], top=12), Move.play(2))  # a King answers: no chance
    tally.see(_seat([2, 9], top=7), PICKUP_MOVE)  # on a 7 only 4 to 6 answer: a chance
    tally.see(_seat([2, 5], top=7), Move.play(5))  # a 5 answers the 7: no chance
    tally.see(_seat([2, 5], top=0), Move.play(5))  # an empty table: any lead
    assert tally.counts[ESCAPES + 12] == 2 and tally.counts[ESCAPED + 12] == 1
    assert tally.counts[ESCAPES + 7] == 1 and tally.counts[ESCAPED + 7] == 0
    assert sum(tally.counts[ESCAPES:ESCAPED]) == 3


def test_r_special_10_the_tally_weighs_the_piles_a_10_takes_and_faces() -> None:
    """The 10's clear is not judged by its chances (a book that forbids it every other
    turn keeps the 10s in hand and its chances pile up) but by where it acts: the piles
    the 10s played take, against the piles a player holding one faces where the official
    rules allow it (no 7 on top, no 3-obligation)."""
    tally = PowerTally()
    g = _seat([10, 4], top=9)
    g.pile = 0b111  # three cards under the 10
    tally.see(g, Move.play(10))
    g = _seat([10, 4], top=9)
    g.pile = 0b1111_1000
    tally.see(g, PICKUP_MOVE)  # held, not played: faced only
    tally.see(_seat([10, 4], top=7), Move.play(4))  # a 10 may not follow a 7: no chance
    assert (tally.counts[TENS], tally.counts[TEN_CARDS]) == (1, 3)
    assert (tally.counts[TEN_HELD], tally.counts[HELD_PILES]) == (2, 8)
    assert sum(tally.counts[:TENS]) == 0


def _tens(taken: int, faced: int) -> list[int]:
    counts = [0] * POWER_SLOTS
    counts[TENS], counts[TEN_CARDS] = 40, 40 * taken
    counts[TEN_HELD], counts[HELD_PILES] = 100, 100 * faced
    return counts


@pytest.mark.parametrize(("taken", "faced", "rejected"), [
    (1, 5, True),  # the 10 left to piles of a card (block-ten-on-piles): LP803
    (5, 5, False),  # as the base: clean
    (2, 2, False),  # the book clears more itself: smaller piles faced and taken alike
])
def test_r_special_10_a_book_that_leaves_the_10_only_small_piles_is_lp803(
        taken: int, faced: int, rejected: bool) -> None:
    """R-SPECIAL-10, R-CUSTOM-2 (session 16, redteam7 block-ten-on-piles,
    block-pass-flag-no-ten): the 10 still played as often, on piles that hold nothing."""
    rules = RuleSet((("book.lopti", ""),))
    found = _power_findings([_evenings(_tens(taken, faced), _tens(5, 4))], TrialConfig(),
                            rules, 1)
    assert [f.rule_ref for f in found] == (["R-SPECIAL-10"] if rejected else [])
    if rejected:
        assert "16%" in found[0].message and "--witness LP803" in found[0].witness


def test_a_power_kept_by_rate_and_by_the_previous_plays_rank() -> None:
    base = [0] * POWER_SLOTS
    book = [0] * POWER_SLOTS
    base[OBLIGED], base[ANSWERED] = 40, 36
    book[OBLIGED], book[ANSWERED] = 50, 0
    assert kept_rate(book, base, OBLIGED, ANSWERED) == 0.0
    book[ANSWERED] = 45
    assert kept_rate(book, base, OBLIGED, ANSWERED) == pytest.approx(1.0)
    # escapes: the base's on a Jack and an Ace (30 and 10 of 40); the book keeps the
    # Jack's rate and none on the Ace: three quarters of the escape is left
    for top, chances, used in ((11, 60, 30), (14, 20, 10)):
        base[ESCAPES + top], base[ESCAPED + top] = chances, used
    book[ESCAPES + 11], book[ESCAPED + 11] = 40, 18
    book[ESCAPES + 14], book[ESCAPED + 14] = 30, 0
    assert rank_coverage(book, base, ESCAPES, ESCAPED) == pytest.approx(0.75)
    # too few chances on the Ace with the book to say anything: left
    book[ESCAPES + 14] = RANK_CHANCES - 1
    assert rank_coverage(book, base, ESCAPES, ESCAPED) == 1.0


def test_binomial_below_is_the_lower_tail() -> None:
    assert binomial_below(13, 0.5, 0) == pytest.approx(0.5 ** 13)
    assert binomial_below(4, 0.5, 1) == pytest.approx(5 / 16)
    assert binomial_below(3000, 0.5, 1400) < 0.001  # no overflow at thousands of trials
    assert binomial_below(10, 0.3, 10) == 1.0 and binomial_below(10, 0.0, 0) == 1.0


def _evenings(book: Sequence[int], base: Sequence[int], n: int = 4) -> _Table:
    """A table size's evenings whose rounds hold ``book`` and ``base`` power tallies."""
    spec = EveningSpec(n, 3)
    t = _Table(n, [spec])
    for seed in range(4):
        plain = tuple(RoundFacts(k, 0, 0, (0,), 50, False, (0,) * 13, (0,) * n,
                                 powers=tuple(base)) for k in (1, 2, 3))
        with_book = tuple(replace(r, powers=tuple(book)) for r in plain[1:])
        t.evenings.append(Evening(seed, 0, plain, with_book))
        t.where.append((spec, 0))
    return t


def test_r_special_3_a_book_that_forbids_answering_the_obligation_is_lp803() -> None:
    rules = RuleSet((("book.lopti", ""),))
    base, book = [0] * POWER_SLOTS, [0] * POWER_SLOTS
    base[OBLIGED] = base[ANSWERED] = 2  # a 3 answered every time without the book
    book[OBLIGED] = 2  # never with it (16 chances over the table's 8 rounds)
    found = _power_findings([_evenings(book, base)], TrialConfig(), rules, 1)
    assert [f.rule_ref for f in found] == ["R-SPECIAL-3"]
    assert "0 of 16 with it" in found[0].message and "--seed" in found[0].witness
    # half as often is the floor, not a rejection; and a few chances prove nothing
    book[ANSWERED] = 1
    assert _power_findings([_evenings(book, base)], TrialConfig(), rules, 1) == []
    few = [0] * POWER_SLOTS
    few[OBLIGED] = 1
    base[OBLIGED] = base[ANSWERED] = 1
    assert _power_findings([_evenings(few, base)], TrialConfig(), rules, 1) == []


def test_r_special_2_a_book_that_forbids_the_2_where_it_is_the_escape_is_lp803() -> None:
    rules = RuleSet((("book.lopti", ""),))
    base, book = [0] * POWER_SLOTS, [0] * POWER_SLOTS
    for top in (9, 11, 12, 13, 14):  # escapes on a 9 and the court cards
        base[ESCAPES + top], base[ESCAPED + top] = 10, 5
        book[ESCAPES + top] = 10
    book[ESCAPED + 9] = 5  # the book keeps only the 9's
    found = _power_findings([_evenings(book, base)], TrialConfig(), rules, 1)
    assert [f.rule_ref for f in found] == ["R-SPECIAL-2"] and "20%" in found[0].message
    for top in (11, 12):  # and the Jack's and Queen's: three fifths left, clean
        book[ESCAPED + top] = 4
    assert _power_findings([_evenings(book, base)], TrialConfig(), rules, 1) == []


def test_r_turn_2_the_pickups_a_book_acts_on_are_judged_undiluted() -> None:
    """Issue 29 (redteam4b combo-pickup-shared-out): rules that hand six cards of a big
    pickup straight back out, diluted by the small pickups no rule touches when every
    pickup was measured; judged on the pickups the rules acted on, it shows."""
    pile, kept = EVENT_KINDS.index("cards picked up"), EVENT_KINDS.index("cards a pickup keeps")
    events = [0] * len(EVENT_KINDS)
    events[pile] = events[kept] = 30  # 30 cards picked up a round, all kept
    base = RoundFacts(1, 0, 0, (0,), 50, False, tuple(events), (0,) * 4)
    events[kept] = 24  # with the book: a pickup of 8 left with 2 of its cards
    book = replace(base, events=tuple(events), acted=(8, 2))
    used = [(k, Evening(k, 0, (base, base), (book,))) for k in range(6)]
    [c] = [c for c in ending(used, TrialConfig()) if c.key == ("pickup kept",)]
    assert all(v == 2 - 0.5 * 8 for v in c.values)  # kept 2 of 8: under half
    # a rule that lets the picker keep most of a big pickup stays above the floor
    fair = replace(book, acted=(12, 10))
    [c] = [c for c in ending([(0, Evening(0, 0, (base, base), (fair,)))], TrialConfig())
           if c.key == ("pickup kept",)]
    assert c.values[0] > 0


def test_r_turn_2_a_pickup_is_acted_on_when_a_rule_fires_as_it_is_taken(tmp_path: Path) -> None:
    """The evening's rounds count the pickups a rule fired on (``RoundFacts.acted``): a
    rule on pickups of 5 or more counts those only, with the cards they kept."""
    path = tmp_path / "gift.lopti"
    path.write_text('rule "Gift"\n  after pickup when pickup.count is at least 5:\n'
                    '    picker gives 1 card to their left\n', encoding="utf-8")
    spec = EveningSpec(3, 3)
    evening = BookPlayer(load_rules([path])).evening(spec, 1, base_evening(spec, 1))
    acted = [r.acted for r in evening.book]
    assert sum(a[0] for a in acted) > 0
    for (pile, left), r in zip(acted, evening.book, strict=True):
        # at most one card handed on per firing (none when the runtime refuses the give)
        assert pile - r.fired[0] <= left <= pile
        assert pile >= 5 * r.fired[0]
    assert sum(a[1] for a in acted) < sum(a[0] for a in acted)


@each.parametrize("lang", ["de", "nl", "tr", "zh"], size=60)
def test_a_power_finding_reads_in_the_tables_language(lang: str) -> None:
    """The LP803 wording of a power and its values are catalogued: no English is left
    in the table's language but the rule numbers."""
    from lopti_rules import i18n
    from lopti_rules.language.report.templates import translate

    rules = RuleSet((("book.lopti", ""),))
    base, book = [0] * POWER_SLOTS, [0] * POWER_SLOTS
    base[OBLIGED] = base[ANSWERED] = book[OBLIGED] = 2
    [found] = _power_findings([_evenings(book, base)], TrialConfig(), rules, 1)
    try:
        i18n.use(lang)
        said = translate(found.message)
    finally:
        i18n.use("en")
    assert said is not None and "R-SPECIAL-3" in said and "R-VOTE-1" in said
    for english in ("pass-on", "obligation", "answered", "rate per chance", "the book"):
        assert english not in said
