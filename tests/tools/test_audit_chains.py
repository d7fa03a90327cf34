"""Witnesses for blocking down a chain of caused events (LP202, LP203, LP501; R-CUSTOM-2):
a table where the runtime refuses the last step while the first step's event is pending,
run as a scenario (``witness = "LP20x"``) before it is shown, and again by ``lopti test``."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import REJECTED

from lopti_rules.cli import main
from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit import WITNESSES
from lopti_rules.tools.audit.chains import CHAIN
from lopti_rules.tools.scenario import load_text, run_scenario

#: chain examples with a second error beside the chain's, which no witness table loads
#: (tests/tools/test_witness_coverage.py GAPS): chain-clear-takes-back's take of the top
#: cleared card at every clear keeps a clearing 10 too (LP403, session 39)
TWO_ERRORS = frozenset({"chain-clear-takes-back"})
CHAINS = sorted(p for p in REJECTED.glob("chain-*.lopti") if p.stem not in TWO_ERRORS)


def test_the_chain_examples_are_there() -> None:
    assert len(CHAINS) >= 3 and len(CHAINS) + len(TWO_ERRORS) >= 4
    assert {"LP202", "LP203", "LP501"} <= set(WITNESSES)


@pytest.mark.parametrize("path", CHAINS, ids=lambda p: p.stem)
def test_R_CUSTOM_2_every_chain_rejection_has_a_witness_lopti_test_passes(
        path: Path, tmp_path: Path) -> None:
    results = lint_paths([path])
    audit(results)
    diags = results[0].diagnostics
    assert diags and all(d.witness for d in diags), [d.code for d in diags]
    for d in diags:
        assert f'witness = "{d.code}"' in d.witness
        if d.code != "LP205":  # LP205's witness is the standing play's (blocking.find)
            assert CHAIN in d.message
            assert "rules_stopped = [" in d.witness and f"[{d.code}]" in d.witness
            assert "would block the pending" in d.witness
        (scenario,) = load_text(d.witness, "<witness>")
        assert run_scenario(scenario).status == "pass"
    # the same book always gets the same witness (a budget of tables, not of seconds)
    again = lint_paths([path])
    audit(again)
    assert [d.witness for d in again[0].diagnostics] == [d.witness for d in diags]
    # written to a folder, the witness is what `lopti test` runs and passes
    written = lint_paths([path])
    audit(written, witness_dir=tmp_path)
    files = sorted(tmp_path.glob("*.toml"))
    assert len(files) == len(diags)
    for f in files:
        got = CliRunner().invoke(main, ["test", str(f)])
        assert got.exit_code == 0, got.output


def test_R_CUSTOM_2_a_witness_without_its_code_allowed_is_refused() -> None:
    """The chain's code is what lets the scenario run the book: without it, it is refused."""
    results = lint_paths([REJECTED / "chain-clear-before-draw.lopti"])
    audit(results)
    text = results[0].diagnostics[0].witness.replace('witness = "LP202"\n', "")
    with pytest.raises(Exception, match="LP202"):
        load_text(text, "<witness>")


def test_R_CUSTOM_2_a_chain_across_two_files_is_witnessed_in_both(tmp_path: Path) -> None:
    """The table plays both files: the first one's before-draw clear, the other one's take."""
    a = tmp_path / "a.lopti"
    b = tmp_path / "b.lopti"
    a.write_text('rule "Sweep"\n  before draw:\n    clear the pile\n', encoding="utf-8")
    b.write_text('rule "Grab"\n  after clear:\n    acting player takes the bottom cleared '
                 "card\n", encoding="utf-8")
    results = lint_paths([a, b])
    audit(results)
    witnesses = [d.witness for r in results for d in r.diagnostics]
    assert len(witnesses) == 2 and all(witnesses)
    assert all(str(a.as_posix()) in w and str(b.as_posix()) in w for w in witnesses)
    assert all('rule = "Grab"' in w for w in witnesses)
    for w in witnesses:
        (scenario,) = load_text(w, "<witness>")
        assert run_scenario(scenario).status == "pass"


def test_R_CUSTOM_2_a_chain_the_tables_never_reach_has_no_witness(tmp_path: Path) -> None:
    """No table of the list makes a pass event (a 3's obligation handed on): the chain is
    still an error, without a witness rather than with a wrong one."""
    f = tmp_path / "pass.lopti"
    f.write_text('rule "Hand on"\n  before pass:\n    acting player draws 1 card\n'
                 '  after draw:\n    previous player takes 1 card from the pile\n',
                 encoding="utf-8")
    results = lint_paths([f])
    audit(results)
    diags = [d for d in results[0].diagnostics if CHAIN in d.message]
    assert diags and all(d.severity == "error" and not d.witness for d in diags)


def test_r_win_4_cards_to_a_finished_player_in_the_hook_itself_show_the_refusal(
        tmp_path: Path) -> None:
    """Session 32 (every rejection has a witness): LP501 in the hook itself, not down a
    chain, had no table (a witness scenario could not load the rule). The runtime refuses
    the firing at its receiver check (R-WIN-4); the witness replays that refusal, for the
    rejected examples and for a variant they do not use (a bonus to the player going out
    at the last card's clear)."""
    from lopti_rules.tools.scenario import load_text, run_scenario

    variant = tmp_path / "bonus-to-winner.lopti"
    variant.write_text('rule "Crown jewels"\n  after win:\n    acting player takes 1 card from '
                       'the cleared cards\n', encoding="utf-8")
    for path in (REJECTED / "cards-to-winner.lopti", REJECTED / "refill-the-winner.lopti",
                 REJECTED / "win-out-gets.lopti", variant):
        results = lint_paths([path])
        audit(results)
        d = next(d for d in results[0].diagnostics if d.code == "LP501")
        assert 'witness = "LP501"' in d.witness, path
        (run,) = [run_scenario(s) for s in load_text(d.witness, "<witness>")]
        assert run.status == "pass", path
        stops = [e for e in run.events if getattr(e, "name", "") == "rule_stopped"]
        assert stops and all("(R-WIN-4)" in e.reason for e in stops), path
