"""A rule joins the session's book and is checked with it (R-CUSTOM-3, R-CUSTOM-1): the
winner's rule, a changed, restored or revived rule, against the rules in force then."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import REJECTED

from lopti_rules.cli import main
from lopti_rules.sessions import Session, SessionError, lint_rule

SPLIT = REJECTED / "split-cycle"
CLEAR_ON_DRAW = (SPLIT / "1-draw-clears.lopti").read_text(encoding="utf-8")
DRAW_ON_CLEAR = (SPLIT / "2-clear-draws.lopti").read_text(encoding="utf-8")
EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
#: a draw that ends the chain: clear -> draw -> nothing (a near miss of the split cycle)
DRAW_SAYS = 'rule "Thank the deck"\n  after draw:\n    the drawer says "Thanks!"\n'
YES = {0: "yes", 1: "yes", 2: "yes"}


def with_ann_rule(text: str = CLEAR_ON_DRAW) -> Session:
    """Round 1 won by Ann, who announced ``text``; round 2 won by Bo."""
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    s.announce_rule(text, name="Clean sweep", filename="1-draw-clears.lopti")
    s.record_round(1)
    return s


def test_r_custom_3_the_second_half_of_a_split_cycle_is_refused() -> None:
    s = with_ann_rule()
    with pytest.raises(SessionError) as info:
        s.announce_rule(DRAW_ON_CLEAR, name="Fresh card", filename="2-clear-draws.lopti")
    message = str(info.value)
    assert message.startswith("rule not accepted, the linter refuses it: 2-clear-draws.lopti:6:9: "
                              "LP402 these hooks trigger each other forever")
    assert "line 6 of rule 1 by Ann (round 1)" in message and message.endswith("(R-CUSTOM-3)")
    assert len(s.rules) == 1 and s.changes[-1].rule == 1  # nothing was recorded


@pytest.mark.slow
def test_r_custom_3_a_chain_that_ends_is_accepted() -> None:
    s = Session.create("friday", ["Ann", "Bo", "Cy"], session_id=1)
    s.record_round(0)
    s.announce_rule(DRAW_ON_CLEAR, name="Fresh card")
    s.record_round(1)
    s.announce_rule(DRAW_SAYS, name="Thank the deck")
    assert [r.name for r, _ in s.active_rules()] == ["Fresh card", "Thank the deck"]


def test_r_custom_3_a_rule_no_longer_in_force_does_not_count() -> None:
    s = with_ann_rule()
    s.delete_rule(1, by=0)
    s.announce_rule(DRAW_ON_CLEAR, name="Fresh card", filename="2-clear-draws.lopti")
    assert [r.name for r, _ in s.active_rules()] == ["Fresh card"]


@pytest.mark.slow  # over a second of CPU (session 16's probe)
def test_r_custom_3_a_change_vote_that_would_close_a_cycle_is_refused() -> None:
    s = with_ann_rule(EIGHTS)
    s.announce_rule(DRAW_ON_CLEAR, name="Fresh card")
    s.record_round(2)
    s.deal()
    with pytest.raises(SessionError, match=r"LP402 .*line 7 of rule 2 by Bo \(round 2\)"):
        s.hold_vote("change", proposer=2, rule=1, source=CLEAR_ON_DRAW, ballots=YES)
    assert s.votes == []  # refused before the vote: the round's vote is still open
    vote = s.hold_vote("change", proposer=2, rule=1, source=DRAW_SAYS, ballots=YES)
    assert vote.decided == "passed"


def test_r_custom_3_a_change_to_the_rule_itself_is_checked_without_its_old_text() -> None:
    """Changing rule 1 to a new text: the old text leaves the book, it cannot loop with it."""
    s = with_ann_rule(DRAW_ON_CLEAR)
    s.deal()
    vote = s.hold_vote("change", proposer=1, rule=1, source=CLEAR_ON_DRAW, ballots=YES)
    assert vote.decided == "passed" and s.rule_text(1) == CLEAR_ON_DRAW


def test_r_vote_7_a_restore_vote_that_would_close_a_cycle_is_refused() -> None:
    s = with_ann_rule()
    s.deal()
    s.hold_vote("remove", proposer=1, rule=1, ballots=YES)
    s.record_round(1)
    s.announce_rule(DRAW_ON_CLEAR, name="Fresh card")
    s.record_round(2)
    s.deal()
    with pytest.raises(SessionError, match=r"rule 1 by Ann \(round 1\):5:9: LP402"):
        s.hold_vote("restore", proposer=0, rule=1, ballots=YES)


def test_r_custom_3_a_scheduled_change_is_part_of_the_book_checked() -> None:
    """A change voted for 'next' round: a new rule is checked against the book now and
    the book from next round on."""
    s = with_ann_rule(EIGHTS)
    s.deal()
    s.hold_vote("change", proposer=1, rule=1, source=CLEAR_ON_DRAW, ballots=YES,
                timing="next")
    assert s.rule_text(1, 2) == EIGHTS and s.rule_text(1) == CLEAR_ON_DRAW
    with pytest.raises(SessionError, match="LP402"):
        s.announce_rule(DRAW_ON_CLEAR, name="Fresh card")


def test_r_session_2_a_revived_rule_is_checked_with_the_rules_already_back() -> None:
    old = with_ann_rule(DRAW_ON_CLEAR)
    old.announce_rule(CLEAR_ON_DRAW.replace("Clean sweep", "Sweep"), name="Sweep",
                      checker=lambda source, filename, book: [])  # an old, unchecked book
    new = Session.create("saturday", ["Ann", "Bo", "Cy"], session_id=2)
    new.revive(old, 1, ballots=YES)
    with pytest.raises(SessionError, match=r"LP402 .*rule 1 by Ann \(revived from session 1\)"):
        new.revive(old, 2, ballots=YES)
    assert len(new.rules) == 1


def test_the_old_rules_own_problems_are_not_the_new_rules() -> None:
    """Two old rules that loop (adopted before the book check) do not refuse a third."""
    book = [("rule 1", CLEAR_ON_DRAW), ("rule 2", DRAW_ON_CLEAR)]
    assert lint_rule(EIGHTS, "eights.lopti", book) == []
    assert lint_rule(DRAW_ON_CLEAR.replace("Fresh card", "Again"), "again.lopti", book)


def test_cli_session_rule_add_refuses_the_split_cycle(tmp_path: Path) -> None:
    """Issue 12's example: each file clean, `session rule add` refuses the second."""
    db = str(tmp_path / "a.db")

    def lopti(*args: str) -> tuple[int, str]:
        result = CliRunner().invoke(main, [*args, "--db", db])
        return result.exit_code, result.output

    assert lopti("session", "new", "friday", "--players", "Ann,Bo,Cy")[0] == 0
    assert lopti("session", "round", "--winner", "Ann")[0] == 0
    assert lopti("session", "rule", "add", str(SPLIT / "1-draw-clears.lopti"))[0] == 0
    assert lopti("session", "round", "--winner", "Bo")[0] == 0
    before = Path(db).read_bytes()
    code, out = lopti("session", "rule", "add", str(SPLIT / "2-clear-draws.lopti"))
    assert code == 2 and "Traceback" not in out and len(out.strip().splitlines()) == 1
    assert out.startswith("error: rule not accepted, the linter refuses it: "
                          "2-clear-draws.lopti:6:9: LP402 ")
    assert "rule 1 by Ann (round 1)" in out
    assert Path(db).read_bytes() == before
