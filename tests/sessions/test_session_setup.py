"""New sessions start fresh and old rules return only by setup votes (R-SESSION-1, R-SESSION-2)."""

from __future__ import annotations

import pytest

from lopti_rules.sessions import Session, SessionError


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def old_session() -> Session:
    old = Session.create("old", ["Ann", "Bo", "Cy"], session_id=1)
    old.record_round(0)
    old.announce_rule("first", name="one", checker=legal)
    old.record_round(1)
    old.announce_rule("second", name="two", checker=legal)
    old.deal()
    old.hold_vote("change", proposer=0, rule=2, source="second, amended",
                  ballots={0: "yes", 1: "yes"}, checker=legal)
    return old


def test_r_session_1_a_new_session_starts_fresh() -> None:
    new = Session.create("new", ["Ann", "Bo", "Cy"], session_id=2)
    assert new.rules == [] and new.active_rules() == [] and new.base_adjustments() == {}


def test_r_session_2_old_rule_returns_by_majority_with_its_latest_text() -> None:
    new = Session.create("new", ["Ann", "Bo", "Cy", "Di"], session_id=2)
    vote = new.revive(old_session(), 2, ballots={0: "yes", 1: "yes", 2: "yes"}, checker=legal)
    assert vote.round == 0 and vote.decided == "passed"
    rule = new.rules[0]
    assert (rule.origin, rule.from_session, rule.from_rule, rule.creator) == ("revived", 1, 2, 1)
    assert new.rule_text(1, 1) == "second, amended"


def test_r_session_2_without_majority_the_rule_stays_out() -> None:
    new = Session.create("new", ["Ann", "Bo", "Cy", "Di"], session_id=2)
    vote = new.revive(old_session(), 1, ballots={0: "yes", 1: "yes", 2: "no"}, checker=legal)
    assert vote.decided == "failed" and new.rules == []


def test_r_session_2_one_setup_vote_per_rule() -> None:
    new = Session.create("new", ["Ann", "Bo"], session_id=2)
    old = old_session()
    new.revive(old, 1, ballots={0: "no"}, checker=legal)
    with pytest.raises(SessionError, match="one setup vote"):
        new.revive(old, 1, ballots={0: "yes", 1: "yes"}, checker=legal)


def test_r_session_2_setup_votes_do_not_use_round_1s_vote() -> None:
    new = Session.create("new", ["Ann", "Bo", "Cy"], session_id=2)
    new.revive(old_session(), 1, ballots={0: "yes", 1: "yes"}, checker=legal)
    vote = new.hold_vote("remove", proposer=2, rule=1, ballots={0: "yes", 1: "yes"})
    assert vote.round == 1 and vote.decided == "passed"


def test_r_session_2_only_during_setup() -> None:
    new = Session.create("new", ["Ann", "Bo"], session_id=2)
    new.deal()
    with pytest.raises(SessionError, match="only during setup"):
        new.revive(old_session(), 1, ballots={0: "yes", 1: "yes"}, checker=legal)


def test_r_session_2_revived_rules_are_linted_again() -> None:
    new = Session.create("new", ["Ann", "Bo"], session_id=2)
    with pytest.raises(SessionError, match="linter"):
        new.revive(old_session(), 1, ballots={0: "yes", 1: "yes"},
                   checker=lambda s, f, b: [f"{f}:1:1: L1 no longer legal"])
    assert new.votes == []


def test_r_session_3_absent_creators_rule_is_read_by_table_majority() -> None:
    new = Session.create("new", ["Bo", "Cy", "Di"], session_id=2)
    new.revive(old_session(), 1, ballots={0: "yes", 1: "yes"}, checker=legal)  # Ann's rule
    assert new.rules[0].creator is None
    ruling = new.rule_on(1, question="blind cards?", reading="they count",
                         ballots={0: "yes", 1: "yes", 2: "no"})
    assert (ruling.decided_by, ruling.holds) == ("table", "they count")
    with pytest.raises(SessionError, match="absent.*R-SESSION-3"):
        new.rule_on(1, question="q", reading="r", by=0)


def test_r_session_3_without_majority_the_least_change_reading_holds() -> None:
    new = Session.create("new", ["Bo", "Cy", "Di", "Ed"], session_id=2)
    new.revive(old_session(), 1, ballots={0: "yes", 1: "yes", 2: "yes"}, checker=legal)
    with pytest.raises(SessionError, match="changes base Lopti least"):
        new.rule_on(1, question="q", reading="r", ballots={0: "yes", 1: "yes", 2: "no"})
    ruling = new.rule_on(1, question="q", reading="r", least="as base Lopti",
                         ballots={0: "yes", 1: "yes", 2: "no"})
    assert (ruling.decided_by, ruling.holds) == ("least-change", "as base Lopti")


def test_r_custom_5_a_present_creator_settles_what_their_rule_means() -> None:
    s = old_session()
    with pytest.raises(SessionError, match="creator Ann is here.*R-CUSTOM-5"):
        s.rule_on(1, question="q", reading="r", ballots={1: "yes", 2: "yes"})
    assert s.rule_on(1, question="q", reading="r", by=0).decided_by == "creator"
