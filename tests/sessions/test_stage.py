"""The sessions stage: its lazy API, a model that loads no engine, and the table's readings."""

from __future__ import annotations

import subprocess
import sys

import pytest

from lopti_rules.sessions import Session, SessionError, ballots, may_announce, seats, vote_in


@pytest.mark.parametrize("module", ["model", "records", "table", "bookexport", "bookimport"])
def test_the_model_and_its_exports_load_no_engine_language_or_sql(module: str) -> None:
    code = (f"import sys, lopti_rules.sessions.{module}; "
            "print(sorted(m for m in ('lark', 'lopti_rules.engine', 'lopti_rules.language', "
            "'lopti_rules.tools', 'sqlite3') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_ballots_from_names_refuse_a_second_vote() -> None:
    s = Session.create("x", ["Ann", "Bo", "Cy"])
    assert seats(s, ["Cy", "Ann"]) == [2, 0]
    assert ballots(s, yes=["Ann"], no=["Bo"]) == {0: "yes", 1: "no"}
    with pytest.raises(SessionError, match="Bo votes twice in one ballot"):
        ballots(s, yes=["Bo"], abstain=["Bo"])


def test_the_last_winner_may_announce_until_the_deal_is_complete_or_they_have() -> None:
    s = Session.create("x", ["Ann", "Bo", "Cy"])
    assert may_announce(s) is None  # nobody has won yet
    s.record_round(1)
    announcer = may_announce(s)
    assert announcer is not None and announcer.winner == 1
    s.deal()
    assert may_announce(s) is announcer  # dealing: still in time
    s.announce_rule("r", name="r", checker=lambda source, filename, book: [])
    assert may_announce(s) is None  # one rule a win
    s.record_round(2)
    s.complete_deal()
    assert may_announce(s) is None  # too late (R-CUSTOM-1)


def test_vote_in_finds_the_rounds_one_vote() -> None:
    s = Session.create("x", ["Ann", "Bo", "Cy"])
    assert vote_in(s, 1) is None
    v = s.hold_vote("adjust", proposer=0, param="swaps", value=0, ballots={0: "yes", 1: "yes"},
                    params=lambda name, value, current: value)
    assert vote_in(s, 1) is v
