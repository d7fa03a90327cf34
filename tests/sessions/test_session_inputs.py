"""What people type at the table is read strictly: players by name or ASCII seat number, and
a winner's rule file must hold a rule (issue 15, R-CUSTOM-1)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from support import each
from support.examples import static_checker

from lopti_rules.cli import main
from lopti_rules.sessions import Session, SessionError


def table() -> Session:
    return Session.create("x", ["Ann", "Bo", "Cy"], session_id=1)


@each.parametrize("who", ["²", "³", "١", "１", "#²", "٣"], size=60)
def test_only_ascii_seat_numbers_name_a_seat(who: str) -> None:
    """`²`.isdigit() is true but int() fails; `١` (Arabic 1) used to be read as seat 1."""
    with pytest.raises(SessionError, match="unknown player"):
        table().seat(who)


@each.parametrize(("who", "seat"), [("Bo", 1), ("1", 1), ("#2", 2), (" 0 ", 0)], size=60)
def test_names_and_ascii_seat_numbers_are_accepted(who: str, seat: int) -> None:
    assert table().seat(who) == seat


def test_cli_a_superscript_player_is_a_clear_error(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    runner = CliRunner()
    assert runner.invoke(main, ["session", "new", "f", "--players", "Ann,Bo", "--db", db]
                         ).exit_code == 0
    for who in ("²", "١"):
        result = runner.invoke(main, ["session", "round", "--winner", who, "--db", db])
        assert result.exit_code == 2 and "unknown player" in result.output, result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)


EIGHTS = 'rule "Eights skip"\n  after play when play.rank is 8:\n    skip next player\n'
SAYS = 'rule "Thank the deck"\n  after draw:\n    the drawer says "Thanks!"\n'


def removed_eights(text: str = EIGHTS, name: str = "Eights skip") -> Session:
    """Ann's rule (round 1, by default 'Eights skip') deleted; Bo won round 2 and may
    announce. The rule the table removes joins through the static checks alone: what the
    tests pin is what the session says of a rule announced after it (R-VOTE-7, asked
    before any checker), not its trial (``support.examples.static_checker``)."""
    s = table()
    s.record_round(0)
    s.announce_rule(text, name=name, checker=static_checker)
    s.delete_rule(1, by=0)
    s.record_round(1)
    return s


@pytest.mark.parametrize("disguise", [
    "# just a friendly rule\n" + EIGHTS,  # a comment line added
    EIGHTS.replace("Eights skip", "Skippy"),  # the same body under another name
    EIGHTS.replace("  after play", "\n\n  after   play").replace("8:", "8:   # eights"),
])
def test_r_vote_7_a_removed_rule_is_known_by_its_meaning_not_its_text(disguise: str) -> None:
    s = removed_eights()
    with pytest.raises(SessionError, match="rule 1 .*R-VOTE-7"):
        s.announce_rule(disguise, name="new")
    assert len(s.rules) == 1


BURN = 'rule "Burn tax"\n  after clear:\n    next player draws 1 card\n'


def removed_burn() -> Session:
    """Ann's 'Burn tax' (round 1) deleted; Bo won round 2 and may announce."""
    return removed_eights(BURN, "Burn tax")


@pytest.mark.parametrize("twin", [
    'rule "Bonus tax"\n  after bonus:\n    next player draws 1 card\n',
    'rule "Bonus tax"\n  after play when play.bonus:\n    next player draws 1 card\n',
])
def test_r_vote_7_a_removed_rule_is_known_by_what_it_does_on_another_event(twin: str) -> None:
    """Every clear gives a bonus play but to a clearer it put out (R-CLEAR-1, R-WIN-2): a
    tax at the bonus play is the clear's tax back without a vote (issue 29)."""
    s = removed_burn()
    with pytest.raises(SessionError, match="rule 1 .*R-VOTE-7"):
        s.announce_rule(twin, name="new")
    assert len(s.rules) == 1


@pytest.mark.parametrize("other", [
    'rule "Quad tax"\n  after clear when clear.cause is four:\n    next player draws 1 card\n',
    'rule "Bonus tax"\n  after bonus:\n    acting player draws 1 card\n',
])
def test_r_vote_7_a_rule_on_moments_that_only_sometimes_coincide_is_new(other: str) -> None:
    """Not the removed rule again (R-VOTE-7, asked before any checker): the new rule joins,
    through the static checks alone, as the removed one did (the session's whole gate on a
    rule that joins is pinned in tests/sessions/test_session_book.py)."""
    s = removed_burn()
    assert s.announce_rule(other, name="Other", checker=static_checker).number == 2


def test_r_vote_7_a_rule_that_means_something_else_is_new() -> None:
    s = removed_eights()
    assert s.announce_rule(SAYS, name="Thanks").number == 2


@each.parametrize("text", ["", "\n\n", "# a rule, one day\n", "  # only\n#comments\n"], size=60)
def test_r_custom_1_an_empty_or_comment_only_rule_file_is_no_rule(text: str) -> None:
    s = table()
    s.record_round(0)
    with pytest.raises(SessionError, match="holds no rule"):
        s.announce_rule(text, name="nothing")
    assert s.rules == []


def test_cli_session_rule_add_refuses_an_empty_file(tmp_path: Path) -> None:
    db, empty = str(tmp_path / "a.db"), tmp_path / "empty.lopti"
    empty.write_text("# to be written\n", encoding="utf-8")
    run = CliRunner().invoke
    assert run(main, ["session", "new", "f", "--players", "Ann,Bo", "--db", db]).exit_code == 0
    assert run(main, ["session", "round", "--winner", "Ann", "--db", db]).exit_code == 0
    result = run(main, ["session", "rule", "add", str(empty), "--db", db])
    assert result.exit_code == 2 and "holds no rule" in result.output, result.output
