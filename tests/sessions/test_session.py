"""The session model: rounds (R-SETUP-4), the winner's rule (R-CUSTOM-1/-5), the vote (R-VOTE)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from lopti_rules.sessions import Session, SessionError


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    """A stand-in linter: a rule containing 'ILLEGAL' is refused."""
    return [f"{filename}:1:1: L999 refused (R-CUSTOM-3)"] if "ILLEGAL" in source else []


def any_param(name: str, value: Any, current: Mapping[str, Any]) -> Any:
    return value


def table(n: int = 4) -> Session:
    return Session.create("friday", ["Ann", "Bo", "Cy", "Di", "Ed"][:n], session_id=1)


def won(s: Session, winner: int, rule: str | None = None) -> None:
    s.record_round(winner)
    if rule is not None:
        s.announce_rule(rule, name=f"r{len(s.rules) + 1}", checker=legal)


def ballots(yes: str = "", no: str = "") -> dict[int, str]:
    out = {int(c): "yes" for c in yes}
    out.update({int(c): "no" for c in no})
    return out


def test_r_setup_4_dealer_moves_clockwise_and_previous_winner_leads() -> None:
    s = Session.create("x", ["Ann", "Bo", "Cy"], dealer=1)
    first = s.deal()
    assert (first.dealer, first.leader) == (1, 1)  # the dealer leads round 1
    s.record_round(0)
    second = s.deal()
    assert (second.dealer, second.leader) == (2, 0)  # then the previous winner leads
    s.record_round(2)
    assert (s.deal().dealer, s.rounds[-1].leader) == (0, 2)


def test_r_setup_1_two_to_five_players_with_distinct_names() -> None:
    with pytest.raises(SessionError, match="R-SETUP-1"):
        Session.create("x", ["Ann"])
    with pytest.raises(SessionError, match="twice"):
        Session.create("x", ["Ann", "Ann"])


def test_unknown_player_is_named_in_the_error() -> None:
    with pytest.raises(SessionError, match="unknown player 'Zed'.*Ann, Bo"):
        table(2).seat("Zed")
    assert table(3).seat("Cy") == 2 and table(3).seat("1") == 1


def test_finishing_order_starts_with_the_winner() -> None:
    s = table(3)
    with pytest.raises(SessionError, match="R-WIN-3"):
        s.record_round(0, [1, 0, 2])
    assert s.record_round(1, [1, 0, 2]).order == (1, 0, 2)


def test_r_custom_1_rule_holds_from_the_next_round_never_retroactively() -> None:
    s = table()
    won(s, 2, "rule one")
    rule = s.rules[0]
    assert (rule.creator, rule.invented_round) == (2, 1)
    assert s.changes[0].effective == 2
    assert s.active_rules(1) == [] and s.active_rules(2) == [(rule, "rule one")]


def test_r_custom_1_announcing_after_the_next_deal_is_complete_is_too_late() -> None:
    s = table()
    s.record_round(1)
    s.deal()  # the deal has begun: still in time
    s.complete_deal()
    with pytest.raises(SessionError, match="too late.*R-CUSTOM-1"):
        s.announce_rule("late", name="late", checker=legal)
    assert s.rules == []


def test_r_custom_1_announcing_while_the_deal_goes_on_is_in_time() -> None:
    s = table()
    s.record_round(1)
    s.deal()
    s.announce_rule("in time", name="ok", checker=legal)
    assert s.is_active(1, 2)


def test_r_custom_only_rules_the_linter_passes_are_accepted() -> None:
    s = table()
    s.record_round(0)
    with pytest.raises(SessionError, match=r"linter refuses it: <rule>:1:1: L999 .*R-CUSTOM-3"):
        s.announce_rule("ILLEGAL", name="bad", checker=legal)
    assert s.rules == [] and s.changes == []


def test_only_the_last_winner_announces() -> None:
    s = table()
    s.record_round(0)
    with pytest.raises(SessionError, match="only round 1's winner Ann"):
        s.announce_rule("x", name="x", by=1, checker=legal)


def test_r_vote_1_one_vote_a_round_opened_at_the_deal() -> None:
    s = table()
    won(s, 0, "a")
    v = s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("123"))
    assert v.round == 2 and s.rounds[-1].phase == "dealing"
    with pytest.raises(SessionError, match="already used its one rule vote.*R-VOTE-1"):
        s.hold_vote("adjust", proposer=1, param="swaps", value=0, ballots={}, params=any_param)


def test_r_vote_1_adjusts_a_base_rule_for_this_session_only() -> None:
    s = table()
    s.deal()
    v = s.hold_vote("adjust", proposer=0, param="swaps", value=0, ballots=ballots("012"))
    assert v.decided == "passed" and s.base_adjustments(1) == {"swaps": 0}
    assert Session.create("next", ["Ann", "Bo"]).base_adjustments() == {}


def test_r_vote_1_an_illegal_base_value_is_refused() -> None:
    s = table()
    with pytest.raises(Exception, match="out of range"):
        s.hold_vote("adjust", proposer=0, param="swaps", value=9, ballots=ballots("012"))
    assert s.votes == []


def test_r_vote_2_majority_of_all_players_including_those_out() -> None:
    s = table(4)
    won(s, 0, "a")
    # two yes of four players is not more than half, even if the others abstain
    v = s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("12", ""))
    assert v.outcome == "failed" and s.is_active(1)


def test_r_vote_2_three_of_four_passes() -> None:
    s = table(4)
    won(s, 0, "a")
    v = s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("123", "0"))
    assert v.decided == "passed" and not s.is_active(1, 2)


def test_r_vote_3_the_winners_new_rule_does_not_use_up_the_vote() -> None:
    s = table()
    won(s, 0, "a")
    s.deal()
    won_vote = s.hold_vote("change", proposer=1, rule=1, source="a2", ballots=ballots("123"),
                           checker=legal)
    assert won_vote.decided == "passed"
    s.record_round(3)
    s.deal()
    s.announce_rule("b", name="b", checker=legal)  # round 3's deal: the rule and the vote
    assert s.hold_vote("remove", proposer=0, rule=1, ballots=ballots("012")).decided == "passed"


def test_r_vote_4_creator_deletes_without_vote_and_gets_no_replacement() -> None:
    s = table()
    won(s, 2, "mine")
    s.delete_rule(1, by=2)
    assert not s.is_active(1, 2) and s.votes == []
    with pytest.raises(SessionError, match="no replacement.*R-VOTE-4"):
        s.announce_rule("another", name="again", checker=legal)


def test_r_vote_4_only_the_creator_deletes_without_vote() -> None:
    s = table()
    won(s, 2, "mine")
    with pytest.raises(SessionError, match="R-VOTE-4"):
        s.delete_rule(1, by=0)


def test_r_custom_5_a_material_change_needs_the_vote() -> None:
    s = table()
    won(s, 2, "old text")
    s.record_round(1)
    v = s.hold_vote("change", proposer=2, rule=1, source="new text", ballots=ballots("012"),
                    checker=legal, timing="next")
    assert v.decided == "passed"
    assert s.rule_text(1, 2) == "old text" and s.rule_text(1, 3) == "old text"
    assert s.rule_text(1, 4) == "new text"


def test_r_vote_5_a_failed_vote_uses_up_the_rounds_attempt() -> None:
    s = table()
    won(s, 0, "a")
    s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("1", "023"))
    with pytest.raises(SessionError, match="R-VOTE-5"):
        s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("123"))


def test_r_vote_5_a_tied_vote_uses_up_the_rounds_attempt() -> None:
    s = table()
    won(s, 0, "a")
    s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("12", "03"))
    s.settle_tie(seed=1)
    with pytest.raises(SessionError, match="R-VOTE-5"):
        s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("123"))


def test_r_vote_6_change_at_once_or_from_the_next_round() -> None:
    s = table()
    won(s, 0, "a")
    s.record_round(1, [1])
    s.record_round(2, [2])
    now = s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("123"), timing="now")
    assert now.round == 4 and not s.is_active(1, 4) and s.is_active(1, 3)
    s.record_round(0)
    s.hold_vote("adjust", proposer=1, param="swaps", value=0, ballots=ballots("123"),
                timing="next", params=any_param)
    assert s.base_adjustments(5) == {} and s.base_adjustments(6) == {"swaps": 0}
    with pytest.raises(SessionError, match="R-VOTE-6"):
        table().hold_vote("remove", proposer=0, rule=1, ballots={}, timing="later")


def test_r_vote_7_a_removed_rule_returns_only_by_a_later_vote() -> None:
    s = table()
    won(s, 0, "the rule")
    s.delete_rule(1, by=0)
    s.record_round(1)
    with pytest.raises(SessionError, match="R-VOTE-7"):
        s.announce_rule("the  rule", name="sneaky", checker=legal)
    with pytest.raises(SessionError, match="R-VOTE-7"):
        s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("123"))
    s.deal()
    v = s.hold_vote("restore", proposer=1, rule=1, ballots=ballots("123"),
                    checker=legal)
    assert v.decided == "passed" and s.rule_text(1, 3) == "the rule"


def test_r_vote_8_vote_and_roshambo_procedures_cannot_be_changed() -> None:
    s = table()
    for name in ("vote_majority", "roshambo_rounds"):
        with pytest.raises(SessionError, match="R-VOTE-8"):
            s.hold_vote("adjust", proposer=0, param=name, value=1, ballots={}, params=any_param)
    assert s.votes == []


def test_r_vote_9_tie_is_yes_equal_no_without_majority_abstentions_ignored() -> None:
    s = table(5)
    won(s, 0, "a")
    v = s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("12", "03"))  # 2-2, 1 abstains
    assert v.outcome == "tied" and v.decided is None
    with pytest.raises(SessionError, match="Roshambo first"):
        s.record_round(1)


def test_r_vote_9_more_no_than_yes_fails() -> None:
    s = table(5)
    won(s, 0, "a")
    assert s.hold_vote("remove", proposer=1, rule=1, ballots=ballots("1", "03")).outcome == "failed"


def test_ballots_from_strangers_are_refused() -> None:
    s = table(3)
    won(s, 0, "a")
    with pytest.raises(SessionError, match="seat 7"):
        s.hold_vote("remove", proposer=1, rule=1, ballots={7: "yes"})
    with pytest.raises(SessionError, match="yes, no or abstain"):
        s.hold_vote("remove", proposer=1, rule=1, ballots={1: "maybe"})
    assert s.votes == []


def test_an_ended_session_accepts_nothing() -> None:
    s = table()
    s.end()
    with pytest.raises(SessionError, match="R-SESSION-1"):
        s.record_round(0)
