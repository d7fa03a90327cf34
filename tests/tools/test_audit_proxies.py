"""Witnesses for roles pinned to one person (LP305, LP306; R-CUSTOM-4): scenarios placed in
a session's rounds (``round``, ``rule_rounds``) where the role lands on the same seat."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit.witness import NO_SCENARIO
from lopti_rules.tools.scenario import load_text, run_scenario

#: (rejected example, code, the rounds its witness plays, the seat it lands on)
CASES = [
    ("dealer-every-fourth-round", "LP305", [1, 5], "seat 0"),
    ("first-round-leader", "LP305", [1], "seat 0"),
    ("creator-by-rule-age", "LP306", [2], '"seat 1 takes'),
    ("creator-leads-first-round", "LP306", [2], "to seat 1"),
]


@pytest.mark.parametrize(("stem", "code", "rounds", "seat"), CASES, ids=[c[0] for c in CASES])
def test_r_custom_4_a_pinned_role_has_a_witness_that_runs(stem: str, code: str,
                                                          rounds: list[int], seat: str) -> None:
    results = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == code)
    assert f'witness = "{code}"' in d.witness and seat in d.witness
    scenarios = load_text(d.witness, "<witness>")
    assert [s.round_number for s in scenarios] == rounds
    ran = [run_scenario(s) for s in scenarios]
    assert [r.status for r in ran] == ["pass"] * len(rounds)
    # the rule fired in every round, on the same seats each time
    fired = [[list(e.effects) for e in r.events if getattr(e, "name", "") == "rule_fired"]
             for r in ran]
    assert all(fired) and len({tuple(f[0]) for f in fired}) == 1
    if code == "LP306":
        assert all(s.rule_rounds == 1 and s.last_winner == 1 for s in scenarios)
    # the same book always gets the same witness (a budget of tables, not of seconds)
    again = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(again)
    assert [x.witness for x in again[0].diagnostics] == [x.witness for x in results[0].diagnostics]


def test_r_custom_4_the_dealer_of_rounds_one_five_nine_is_one_seat_at_four_players(
        tmp_path: Path) -> None:
    """The witness's two rounds are four apart at four players: the same dealer (R-SETUP-4);
    in the round between them the rule does not fire at all."""
    results = lint_paths([REJECTED / "dealer-every-fourth-round.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    first, fifth = load_text(d.witness, "<witness>")
    assert (first.table.players, first.table.dealer, fifth.table.dealer) == (4, 0, 0)
    between = load_text(d.witness.replace("round = 5", "round = 3").replace(
        "rule_rounds = 5", "rule_rounds = 3"), "<witness>")[1]
    assert between.table.dealer == 2
    ran = run_scenario(between)
    assert not any(getattr(e, "name", "") == "rule_fired" for e in ran.events)


def test_r_custom_4_a_role_the_probes_cannot_reach_gets_no_witness_but_stays_refused(
        tmp_path: Path) -> None:
    """A pinned role whose rule fires on no table of the list (a clear of a 13th card ...)
    is refused by the conditions alone; no witness is invented."""
    rule = tmp_path / "rare.lopti"
    rule.write_text('rule "Rare"\n  after flip when round.number is 1:\n'
                    '    dealer draws 1 card\n', encoding="utf-8")
    results = lint_paths([rule])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == "LP305" and d.witness == "" and not results[0].ok


def test_r_custom_4_a_fixed_seat_lp302_lands_on_one_person_under_two_dealers() -> None:
    """``seat 2 draws 1 card`` runs in a witness as seat 2 (only there: in play a seat never
    compiles) and lands on seat 2 in round 1 and in round 2, whose dealers differ."""
    results = lint_paths([REJECTED / "seat-two.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == "LP302" and 'witness = "LP302"' in d.witness
    scenarios = load_text(d.witness, "<witness>")
    assert [(s.round_number, s.table.dealer) for s in scenarios] == [(1, 0), (2, 1)]
    ran = [run_scenario(s) for s in scenarios]
    assert [r.status for r in ran] == ["pass", "pass"]
    fired = [[tuple(e.effects) for e in r.events if getattr(e, "name", "") == "rule_fired"]
             for r in ran]
    assert fired == [[("seat 2 draws 1",)], [("seat 2 draws 1",)]]


@pytest.mark.parametrize(("stem", "reason"), [
    ("seat-attribute", "a seat number compared in a condition cannot run"),
    ("seat-plays-first", "the rule cannot run at a table"),
])
def test_r_custom_4_a_fixed_seat_without_a_witness_says_why(stem: str, reason: str) -> None:
    results = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == "LP302" and not d.witness
    assert f"({NO_SCENARIO}: {reason}" in d.message


def test_r_custom_4_a_seat_in_play_still_refuses_to_compile() -> None:
    """Only a witness scenario (``allow="LP302"``) runs a seat; every other path refuses."""
    from lopti_rules.language import CompileError, compile_book, parse

    book = parse((REJECTED / "seat-two.lopti").read_text(), "seat-two.lopti")
    with pytest.raises(CompileError, match="LP302"):
        compile_book(book, filename="seat-two.lopti")
    with pytest.raises(CompileError, match="LP305"):
        compile_book(parse((REJECTED / "dealer-odd-rounds.lopti").read_text(), "x"),
                     filename="x", allow="LP302")
    assert compile_book(book, filename="seat-two.lopti", allow="LP302").rules


def test_r_custom_4_only_witness_code_sees_the_seat_helper() -> None:
    """Defence in depth: a book in play has no ``at_seat`` in its globals, and code that
    calls it fails the allowlist; the LP302 witness's policy (``with_seats``) has both."""
    from lopti_rules.sandbox import DEFAULT_POLICY, SandboxError, compile_rule, with_seats

    source = "def after_play_0(view, event, rule):\n    fuel()\n    return [at_seat(view, 2)]\n"
    assert "at_seat" not in DEFAULT_POLICY.new_globals()
    with pytest.raises(SandboxError, match="at_seat"):
        compile_rule(source, rule="seat", policy=DEFAULT_POLICY)
    witness = with_seats(DEFAULT_POLICY)
    assert "at_seat" in witness.new_globals() and not DEFAULT_POLICY.WITNESS_SEATS
    assert compile_rule(source, rule="seat", policy=witness).hooks
    assert with_seats(witness) is witness
