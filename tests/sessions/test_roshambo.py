"""Roshambo settles a tied rule vote (R-ROSHAMBO-1..3), throws entered or played by bots."""

from __future__ import annotations

import pytest

from lopti_rules.sessions import Session, SessionError
from lopti_rules.sessions.roshambo import (
    DECIDED_ROUNDS,
    BotThrows,
    EnteredThrows,
    RoshamboError,
    Throw,
    knockout,
    match,
)


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def tied_remove(n: int = 4) -> Session:
    """Ann (seat 0) invented rule 1; Bo proposes removing it; 2-2 tie."""
    s = Session.create("x", ["Ann", "Bo", "Cy", "Di", "Ed"][:n], session_id=1)
    s.record_round(0)
    s.announce_rule("rule", name="r", checker=legal)
    s.hold_vote("remove", proposer=1, rule=1, ballots={1: "yes", 2: "yes", 0: "no", 3: "no"})
    return s


def test_r_roshambo_2_exactly_30_decided_rounds_draws_not_counted() -> None:
    out: list[Throw] = []
    # 16 wins for a, 14 for b, with draws sprinkled in: 30 decided rounds end it
    text = "RR " + "RS " * 16 + "PP " + "SR " * 14
    p, d = match(0, 1, EnteredThrows(text), out)
    assert (p, d) == (16, 14)
    assert sum(1 for t in out if t.winner is not None) == DECIDED_ROUNDS
    assert len(out) == 32  # the two draws are recorded too


def test_r_roshambo_2_the_match_is_not_cut_short_at_16() -> None:
    source = EnteredThrows("RS " * 20 + "SR " * 10)
    assert match(0, 1, source, []) == (20, 10)
    source.check_used_up()


def test_r_roshambo_2_at_15_15_the_next_decided_round_wins() -> None:
    out: list[Throw] = []
    text = "RS SR " * 15 + "PP " + "SR"
    assert match(0, 1, EnteredThrows(text), out) == (15, 16)
    assert len(out) == 32


def test_r_roshambo_2_entered_throws_must_decide_exactly() -> None:
    with pytest.raises(RoshamboError, match="ran out"):
        match(0, 1, EnteredThrows("RS " * 29), [])
    source = EnteredThrows("RS " * 31)
    match(0, 1, source, [])
    with pytest.raises(RoshamboError, match="left over"):
        source.check_used_up()
    with pytest.raises(RoshamboError, match="'X' is not R, P or S"):
        EnteredThrows("RX")


def test_r_roshambo_3_knockout_one_decided_round_per_pairing() -> None:
    out: list[Throw] = []
    # seats 2 v 3 (draw, then 3 wins), 5 gets a bye; 3 v 5 (5 wins)
    rep = knockout([2, 3, 5], EnteredThrows("PP RP SR"), out)
    assert rep == 5
    assert [(t.a, t.b, t.winner) for t in out] == [(2, 3, None), (2, 3, 3), (3, 5, 5)]


def test_bots_are_deterministic_for_a_seed() -> None:
    a: list[Throw] = []
    b: list[Throw] = []
    assert match(0, 1, BotThrows(7), a) == match(0, 1, BotThrows(7), b)
    assert a == b


def test_r_roshambo_1_proposer_plays_the_rules_creator() -> None:
    s = tied_remove()
    result = s.settle_tie(throws="RS " * 16 + "SR " * 14)
    assert (result.proposer, result.defender, result.role) == (1, 0, "creator")
    assert result.winner == "proposer" and s.votes[0].decided == "passed"
    assert not s.is_active(1, 2)


def test_r_roshambo_1_creator_winning_keeps_the_rule() -> None:
    s = tied_remove()
    result = s.settle_tie(throws="SR " * 16 + "RS " * 14)
    assert result.winner == "defender" and s.votes[0].decided == "failed" and s.is_active(1, 2)


def test_r_roshambo_1_nobody_defends_so_the_change_passes() -> None:
    s = tied_remove()
    result = s.settle_tie(nobody_defends=True)
    assert result.role == "none" and result.throws == () and not s.is_active(1, 2)


def test_r_roshambo_1_base_rule_change_plays_the_first_formal_objector() -> None:
    s = Session.create("x", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.deal()
    s.hold_vote("adjust", proposer=0, param="swaps", value=0,
                ballots={0: "yes", 1: "yes", 3: "no", 2: "no"}, objector=2)
    result = s.settle_tie(seed=3)
    assert result.defender == 2 and result.role == "objector" and result.mode == "bots"
    assert (result.winner == "proposer") == (s.base_adjustments() == {"swaps": 0})


def test_r_roshambo_1_absent_creator_supporters_pick_a_representative() -> None:
    old = Session.create("old", ["Zoe", "Bo"], session_id=1)
    old.record_round(0)
    old.announce_rule("rule", name="r", checker=legal)
    s = Session.create("new", ["Ann", "Bo", "Cy", "Di"], session_id=2)
    s.revive(old, 1, ballots={0: "yes", 1: "yes", 2: "yes"}, checker=legal)
    assert s.rules[0].creator is None  # Zoe is not at this table
    s.hold_vote("remove", proposer=0, rule=1, ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
    with pytest.raises(SessionError, match="representative"):
        s.settle_tie(seed=1)
    with pytest.raises(SessionError, match="did not vote no"):
        s.settle_tie(seed=1, representative=1)
    result = s.settle_tie(seed=1, representative=3)
    assert (result.defender, result.role) == (3, "representative")


def test_r_roshambo_3_side_without_representative_holds_a_knockout() -> None:
    old = Session.create("old", ["Zoe", "Bo"], session_id=1)
    old.record_round(0)
    old.announce_rule("rule", name="r", checker=legal)
    s = Session.create("new", ["Ann", "Bo", "Cy", "Di"], session_id=2)
    s.revive(old, 1, ballots={0: "yes", 1: "yes", 2: "yes"}, checker=legal)
    s.hold_vote("remove", proposer=0, rule=1, ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
    result = s.settle_tie(throws="RS " + "RS " * 16 + "SR " * 14, use_knockout=True)
    assert result.role == "knockout" and result.defender == 2
    assert result.throws[0].stage == "knockout" and result.winner == "proposer"


def test_settling_needs_a_pending_tie_and_one_throw_source() -> None:
    s = tied_remove()
    with pytest.raises(SessionError, match="either"):
        s.settle_tie()
    s.settle_tie(seed=5)
    with pytest.raises(SessionError, match="no tied vote"):
        s.settle_tie(seed=5)


def test_r_roshambo_1_a_creator_changing_their_own_rule_meets_its_supporters() -> None:
    s = Session.create("x", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.record_round(0)
    s.announce_rule("rule", name="r", checker=legal)
    s.hold_vote("change", proposer=0, rule=1, source="rule 2", checker=legal,
                ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
    result = s.settle_tie(seed=2, representative=2)
    assert (result.proposer, result.defender, result.role) == (0, 2, "representative")
