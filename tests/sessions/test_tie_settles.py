"""Every tie can be settled (R-ROSHAMBO-1, R-VOTE-10): the proposer never defends against
their own change, the first *other* objector does, and a vote without a yes fails."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from lopti_rules.cli import main
from lopti_rules.sessions import Session, SessionError


def table() -> Session:
    s = Session.create("x", ["Ann", "Bo", "Cy", "Di"], session_id=1)
    s.deal()
    return s


def test_r_vote_10_the_proposer_voting_no_is_not_the_objector() -> None:
    """Issue 15: Cy proposes, Ann and Bo yes, Cy and Di no: Di defends, not Cy."""
    s = table()
    v = s.hold_vote("adjust", proposer=2, param="swaps", value=0,
                    ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
    assert v.outcome == "tied" and v.objector == 3
    result = s.settle_tie(seed=5)
    assert result.defender == 3 and result.role == "objector"
    assert s.pending_tie() is None


def test_r_roshambo_1_naming_the_proposer_as_objector_is_refused() -> None:
    s = table()
    with pytest.raises(SessionError, match="cannot also object"):
        s.hold_vote("adjust", proposer=2, param="swaps", value=0, objector=2,
                    ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
    assert s.votes == []


def test_r_vote_10_nobody_else_objects_so_the_change_passes() -> None:
    """Only the proposer voted no: no other player objected, nobody defends, it passes."""
    s = table()
    v = s.hold_vote("adjust", proposer=2, param="swaps", value=0,
                    ballots={0: "yes", 2: "no"})
    assert v.outcome == "tied"
    result = s.settle_tie()
    assert result.defender is None and result.winner == "proposer"
    assert s.base_adjustments() == {"swaps": 0}


def test_r_vote_10_an_old_book_naming_the_proposer_as_objector_still_settles() -> None:
    s = table()
    v = s.hold_vote("adjust", proposer=2, param="swaps", value=0,
                    ballots={0: "yes", 1: "yes", 2: "no", 3: "no"})
    v.objector = 2  # as stored by a version before the fix
    assert s.settle_tie(seed=1).defender == 3


@pytest.mark.parametrize("ballots", [{}, {0: "abstain", 1: "abstain"}])
def test_r_vote_10_a_vote_nobody_votes_yes_in_fails_it_is_not_a_tie(
        ballots: dict[int, str]) -> None:
    s = table()
    v = s.hold_vote("adjust", proposer=0, param="swaps", value=0, ballots=ballots)
    assert v.outcome == "failed" and v.decided == "failed" and s.pending_tie() is None
    s.record_round(0)  # the session moves on


def test_cli_issue_15_tie_with_the_proposer_voting_no_settles(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")

    def lopti(*args: str) -> tuple[int, str]:
        result = CliRunner().invoke(main, [*args, "--db", db])
        return result.exit_code, result.output

    assert lopti("session", "new", "f", "--players", "Ann,Bo,Cy,Di")[0] == 0
    code, out = lopti("session", "vote", "--proposer", "Cy", "--adjust", "swaps=0",
                      "--yes", "Ann,Bo", "--no", "Cy,Di", "--objector", "Cy")
    assert code != 0 and "cannot also object" in out and "Traceback" not in out
    code, out = lopti("session", "vote", "--proposer", "Cy", "--adjust", "swaps=0",
                      "--yes", "Ann,Bo", "--no", "Cy,Di")
    assert code == 0, out
    code, out = lopti("session", "roshambo", "--bots", "7")
    assert code == 0 and " Di (objector)" in out, out
    assert lopti("session", "round", "--winner", "Ann")[0] == 0
    assert lopti("session", "end")[0] == 0


@pytest.mark.parametrize(("param", "value"), [("max_players", 2), ("min_players", 5),
                                              ("max_players", 3)])
def test_r_setup_1_a_base_rule_vote_cannot_make_the_table_unplayable(param: str,
                                                                     value: int) -> None:
    """Issue 15: max_players=2 at 4 players, min_players=5: refused before the vote counts."""
    s = table()
    with pytest.raises(SessionError, match="this table has 4 players"):
        s.hold_vote("adjust", proposer=0, param=param, value=value,
                    ballots={0: "yes", 1: "yes", 2: "yes"})
    assert s.votes == [] and s.base_adjustments() == {}

