"""When the trial stops (tools/trial/facts.py, docs/trial.md "When the trial stops"): a
table size plays on only while a comparison is open or a fact could still fire."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from lopti_rules.language import compile_book, parse
from lopti_rules.tools.rulebooks import RuleSet, load_rules
from lopti_rules.tools.trial import TrialConfig, run_trial
from lopti_rules.tools.trial import facts as trial_facts
from lopti_rules.tools.trial.core import _moot
from lopti_rules.tools.trial.facts import fact_scope
from lopti_rules.tools.trial.findings import Table
from lopti_rules.tools.trial.statistics import (
    CLEAR,
    OPEN,
    REJECT,
    SHARE,
    above,
    clearly_above,
    futile,
)

EXAMPLES = Path(__file__).parents[2] / "examples" / "rules"


def test_a_rate_is_clearly_above_a_floor_only_with_margin() -> None:
    assert clearly_above(90, 100, 0.25)
    assert not clearly_above(27, 100, 0.25)  # 0.27 - 0.044 is under 0.25
    assert not clearly_above(0, 0, 0.0)


def test_the_book_text_says_which_facts_can_fire() -> None:
    """R-CUSTOM-2: only a permission allows a forbidden play, only a restriction takes a
    permission away, only a hook on a guarded event meets a refusal that blocks it."""
    def scope(text: str) -> tuple[bool, bool, bool]:
        s = fact_scope([parse(text, "book.lopti")])
        return s.permits, s.restricts, s.guarded

    assert scope('rule "J"\n  allow J on Q\n') == (True, False, False)
    assert scope('rule "A"\n  after play when play.rank is A:\n'
                 '    next play must be one of 2, 3, 10\n') == (False, True, False)
    assert scope('rule "S"\n  before turn:\n    skip next player\n') == (False, False, True)
    assert scope('rule "D"\n  after play when play.rank is 8:\n'
                 '    next player draws 1 card\n') == (False, False, False)


def test_r_custom_2_only_an_effect_that_writes_what_the_guarded_event_protects_keeps_lp805_open(
) -> None:
    """A hook on a guarded event whose book has no effect that can write what that event
    protects never meets the refusal (LP805): the clear's after-hooks protect the
    clearer's turn and the next play (R-CLEAR-1, R-CLEAR-3), and a draw writes a hand and
    the draw pile, so the trial need not play on for it. Seats are not read: a skip of
    the next player after a clear keeps it open, as does any book with an effect that can
    write a protected pair, from any hook (it may fire while the guarded event is
    pending)."""
    def guarded(text: str) -> bool:
        return fact_scope([parse(text, "book.lopti")]).guarded

    assert not guarded('rule "W"\n  after clear:\n    next player after the clearer draws 1 card\n')
    assert not guarded("rule \"L\"\n  before deal:\n    last round's last place deals\n")
    assert guarded('rule "S"\n  after clear:\n    skip next player\n')
    assert guarded('rule "R"\n  after clear:\n    next play must be 9 or lower\n')
    assert guarded('rule "W"\n  after clear:\n    next player draws 1 card\n'
                   'rule "K"\n  after draw:\n    skip next player\n')
    assert guarded('rule "G"\n  after out:\n    next player gives 1 card to acting player\n')


def test_r_turn_2_a_clean_book_that_acts_on_no_pickup_stops_before_the_last_look(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its pickup comparison (R-TURN-2) has every value exactly at the floor: nothing
    measured, so it does not hold the table size open to the last look. (Eight-round
    evenings: shorter ones leave the 3's pass-on, R-SPECIAL-3, without its data minimum,
    and that fact open; about 5 CPU seconds.) The book restricts the play after an Ace, so
    the share of the 7's opportunities it removes (LP803, ``powershare``) stays open
    until its data minimum, 80 opportunities a phase, which four evenings a look do not
    reach once players are down to face-down cards; that share's own stopping is pinned
    in tests/tools/test_powershare.py, and here it is set aside."""
    monkeypatch.setattr(trial_facts, "open_shares", lambda evenings: [])
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=3, jobs=1)
    verdict = run_trial(load_rules([EXAMPLES / "ace-high-only.lopti"]), config=config)
    assert verdict.ok and verdict.open == ()
    assert verdict.looks < config.looks


def test_r_custom_2_a_refusal_first_met_at_the_last_look_is_still_found() -> None:
    """Every comparison of this book is decided at the first look (its one effect is
    always refused, so it does nothing), but its hook is on a guarded event: the runtime
    first refuses the skip (R-CUSTOM-2: a turn's player may not be skipped before it) at
    the third look, and the trial plays on for it (24 evenings of 8 rounds: about 5 CPU
    seconds, the price of a refusal that comes late)."""
    text = ('rule "Rare skip"\n  before turn when hand of acting player is at least 33:\n'
            '    skip acting player\n')
    # refused by the static checks (LP202): compiled as the trial judges it
    book = compile_book(parse(text, "rare.lopti"), filename="rare.lopti", validated=True)
    config = TrialConfig(players=(4,), bots=("random",), evenings=4, looks=3, jobs=1,
                         seed=3)
    verdict = run_trial(RuleSet((("rare.lopti", text),), (book,)), config=config)
    assert verdict.looks == config.looks
    assert [d.code for _, d in verdict.diagnostics] == ["LP805"]
    assert "would block before turn" in verdict.diagnostics[0][1].message


def test_futility_a_share_no_evening_to_come_can_lift_is_cleared_either_way() -> None:
    """statistics.futile: eight shares of 0 against a person test's floor (0.55 at four
    players) cannot be lifted above it by 32 more evenings all at 1 (R-CUSTOM-4's share
    tests); eight at 1 can. The same for a test below its floor, mirrored."""
    level = 0.01 / (57 * 4 * 5)
    assert futile([0.0] * 8, 0.55, level, SHARE, 32)
    assert not futile([1.0] * 8, 0.55, level, SHARE, 32)
    assert not futile([0.0] * 8, 0.55, level, SHARE, 400)  # enough evenings to come
    assert futile([1.0] * 8, 0.45, level, SHARE, 32, "below")
    assert not futile([0.0] * 8, 0.45, level, SHARE, 32, "below")


@pytest.mark.parametrize("seed", range(6))
def test_futility_never_clears_a_share_that_more_evenings_would_reject(seed: int) -> None:
    """What futility clears, no continuation rejects at any later look: evenings still to
    come at the span's top (the most favourable to a rejection), at random, or
    all-or-nothing, in looks of eight, up to ``left`` of them. So clearing it costs no
    power and leaves every verdict as it was (docs/trial.md, "When the trial stops")."""
    rng = random.Random(seed)
    level = 0.01 / (57 * 4 * 5)
    for _ in range(40):
        floor = rng.choice([0.05, 0.3, 0.55, 0.7])
        now = [rng.random() * rng.choice([0.3, 1.0]) for _ in range(rng.choice([8, 16, 24]))]
        left = rng.choice([8, 16, 32])
        if not futile(now, floor, level, SHARE, left):
            continue
        for make in (lambda: 1.0, rng.random, lambda: float(rng.random() < 0.9)):
            values = list(now)
            for _ in range(left // 8):
                values += [make() for _ in range(8)]
                assert above(values, floor, level, SHARE).decision != REJECT


def test_r_win_1_a_two_half_test_is_moot_once_one_half_is_cleared() -> None:
    """core.PAIRED: the burden on the seat closest to going out is a finding only with
    its share (R-WIN-1, R-CUSTOM-4), so once the share is cleared the burden left open
    decides nothing and no longer holds the table size open; while both are open, or
    one rejected and the other open, it still does. A book whose long rounds are pooled
    over the table sizes keeps both open as before."""
    def decided(closest: str, share: str, longest: int = 0) -> dict[tuple[str | int, ...], str]:
        t = Table(4, [], decided={("closest",): closest, ("closest share",): share},
                  longest=longest)
        _moot(t)
        return t.decided

    assert decided(OPEN, CLEAR) == {("closest",): CLEAR, ("closest share",): CLEAR}
    assert decided(CLEAR, OPEN) == {("closest",): CLEAR, ("closest share",): CLEAR}
    assert decided(OPEN, OPEN) == {("closest",): OPEN, ("closest share",): OPEN}
    assert decided(REJECT, OPEN) == {("closest",): REJECT, ("closest share",): OPEN}
    assert decided(OPEN, CLEAR, longest=100) == {("closest",): OPEN,
                                                 ("closest share",): CLEAR}
