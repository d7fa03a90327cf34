"""No session state is a dead end (issue 15, R-ROSHAMBO-1, R-VOTE-10, R-SESSION-1).

A hypothesis state machine drives random command sequences (deals, rounds, rules, votes with
random ballots and objectors, Roshambo, deletions) through the session model, refusals
included. After every step it checks from a copy that the session can still move on: a
pending tie can be settled without overriding an objection (a real match against the creator,
a supporter or the first other objector, unless no other player voted no) and the session
can then record a round and end. It also checks that no base-rule vote leaves this table
unable to play (R-SETUP-1).
"""

from __future__ import annotations

import copy

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from lopti_rules.engine import BaseRules
from lopti_rules.errors import LoptiError
from lopti_rules.sessions import Session, SessionError

pytestmark = pytest.mark.slow  # every test here is over a second (README, "Contributing")

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
CHOICE = st.sampled_from(["yes", "no", "abstain"])
ADJUST = st.sampled_from([("swaps", 0), ("swaps", 2), ("min_players", 5), ("max_players", 2),
                          ("max_players", 3), ("min_players", 3), ("hand_size", 6),
                          ("face_up", 5), ("face_down", 5), ("swaps", 9)])


def legal(source: str, filename: str, book: object = ()) -> list[str]:
    return []


def settle_fairly(s: Session) -> None:
    """Settle the pending tie the way the rules say, never by 'nobody defends' when another
    player objected: a match, the supporters' knockout, or no defender at all."""
    vote = s.pending_tie()
    assert vote is not None
    others = [p for p, c in vote.ballots.items() if c == "no" and p != vote.proposer]
    tries = [{"seed": 0}, {"seed": 0, "use_knockout": True}]
    if not others:
        tries.append({})
    for kwargs in tries:
        try:
            result = s.settle_tie(**kwargs)  # type: ignore[arg-type]
        except SessionError:
            continue
        assert result.defender != vote.proposer
        if others and result.defender is None:
            raise AssertionError(f"vote {vote.seq} passed over {others}'s objection")
        return
    raise AssertionError(f"the tie of vote {vote.seq} cannot be settled: {vote}")


class SessionMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s = Session.create("prop", NAMES[:4], session_id=1)

    @precondition(lambda self: self.s.size == 4)
    @rule(n=st.integers(2, 5))
    def fresh(self, n: int) -> None:
        if not self.s.rounds:
            self.s = Session.create("prop", NAMES[:n], session_id=1)

    def attempt(self, fn: object, *args: object, **kwargs: object) -> None:
        try:
            fn(*args, **kwargs)  # type: ignore[operator]
        except LoptiError:  # SessionError, RoshamboError, BaseRuleError
            pass  # a refusal is a fine answer; it must leave a way on

    @rule(complete=st.booleans())
    def deal(self, complete: bool) -> None:
        self.attempt(self.s.complete_deal if complete else self.s.deal)

    @rule(winner=st.integers(0, 4))
    def round(self, winner: int) -> None:
        self.attempt(self.s.record_round, winner % self.s.size)

    @rule(text=st.sampled_from(["a", "b", "c"]))
    def announce(self, text: str) -> None:
        self.attempt(self.s.announce_rule, text, name=text, checker=legal)

    @rule(number=st.integers(1, 4), by=st.integers(0, 4))
    def delete(self, number: int, by: int) -> None:
        self.attempt(self.s.delete_rule, number, by=by % self.s.size)

    @rule(kind=st.sampled_from(["remove", "change", "restore", "adjust"]),
          proposer=st.integers(0, 4), number=st.integers(1, 3), adjust=ADJUST,
          objector=st.none() | st.integers(0, 4), timing=st.sampled_from(["now", "next"]),
          choices=st.lists(CHOICE, min_size=5, max_size=5))
    def vote(self, kind: str, proposer: int, number: int, adjust: tuple[str, int],
             objector: int | None, timing: str, choices: list[str]) -> None:
        n = self.s.size
        ballots = {seat: choices[seat] for seat in range(n)}
        self.attempt(self.s.hold_vote, kind, proposer=proposer % n, rule=number,
                     param=adjust[0], value=adjust[1], source="changed", timing=timing,
                     objector=None if objector is None else objector % n, ballots=ballots,
                     checker=legal)

    @rule(how=st.sampled_from(["seed", "knockout", "nobody"]), rep=st.integers(0, 4))
    def roshambo(self, how: str, rep: int) -> None:
        kwargs = {"seed": {"seed": rep}, "knockout": {"seed": rep, "use_knockout": True},
                  "nobody": {"nobody_defends": True}}[how]
        self.attempt(self.s.settle_tie, **kwargs)

    @rule()
    def end(self) -> None:
        self.attempt(self.s.end)

    @invariant()
    def the_session_can_always_reach_its_end(self) -> None:
        s = copy.deepcopy(self.s)
        if s.closed:
            return
        if s.pending_tie() is not None:
            settle_fairly(s)
        s.record_round(0)
        s.end()
        assert s.closed

    @invariant()
    def r_setup_1_the_table_can_always_play(self) -> None:
        rules = BaseRules.from_dict(self.s.base_adjustments())
        assert rules.min_players <= self.s.size <= rules.max_players


SessionMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=25,
                                            deadline=None)
TestSessionLiveness = SessionMachine.TestCase
