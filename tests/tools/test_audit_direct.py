"""Witnesses for a hook that blocks its own event (LP201-LP204; R-CUSTOM-2): a table where
the rule fires and the runtime refuses its effects for that very event, run as a scenario
(``witness = "LP20x"``) before it is shown, and again by ``lopti test``; or, where no table
can show it, the reason in the message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from support.paths import REJECTED

from lopti_rules.cli import main
from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit.chains import CHAIN, TABLES, scenario_toml
from lopti_rules.tools.audit.core import SETTLERS
from lopti_rules.tools.audit.direct import UNRUNNABLE
from lopti_rules.tools.audit.witness import NO_SCENARIO
from lopti_rules.tools.scenario import load_text, run_scenario

CODES = ("LP201", "LP202", "LP203", "LP204")
_EXPECT = re.compile(r"^# expect: (LP20[1-4])\b", re.M)
#: every rejected example whose file expects a direct block (a chain is test_audit_chains')
DIRECT = sorted(p for p in REJECTED.rglob("*.lopti")
                if _EXPECT.search(p.read_text(encoding="utf-8", errors="replace"))
                and not p.name.startswith("chain-"))


def _blocks(path: Path, **kw: object) -> list:
    results = lint_paths([path])
    audit(results, **kw)  # type: ignore[arg-type]
    return [d for r in results for d in r.diagnostics if d.code in CODES]


def test_the_direct_examples_are_there() -> None:
    assert len(DIRECT) >= 10
    assert set(CODES) <= set(SETTLERS)


@pytest.mark.parametrize("path", DIRECT, ids=lambda p: p.stem)
def test_R_CUSTOM_2_every_direct_block_has_a_witness_or_says_why_not(
        path: Path, tmp_path: Path) -> None:
    diags = _blocks(path)
    assert diags
    for d in diags:
        assert CHAIN not in d.message
        if d.witness:
            assert f'witness = "{d.code}"' in d.witness
            if "holds the fourth" in d.witness:  # LP203 by a restriction: the card that
                # completes four barred at its table (audit/blocking.py), no effect refused
                assert d.code == "LP203" and 'illegal = "play ' in d.witness
            else:  # the runtime stopped it for its own event, not for a pending one
                assert "rules_stopped = [" in d.witness and f"[{d.code}]" in d.witness
            assert "would block the pending" not in d.witness
            (scenario,) = load_text(d.witness, "<witness>")
            assert run_scenario(scenario).status == "pass"
        else:
            assert f"({NO_SCENARIO}: " in d.message, d.message
    # the same book always gets the same witness (a budget of tables, not of seconds)
    assert [(d.message, d.witness) for d in _blocks(path)] == \
        [(d.message, d.witness) for d in diags]
    # written to a folder, the witness is what `lopti test` runs and passes
    _blocks(path, witness_dir=tmp_path)
    files = sorted(tmp_path.glob("*.toml"))
    assert len(files) == sum(1 for d in diags if d.witness)
    for f in files:
        got = CliRunner().invoke(main, ["test", str(f)])
        assert got.exit_code == 0, got.output


@pytest.mark.parametrize("name", ["deny-bonus", "give-before-win", "pickup-before-clear",
                                  "restrict-this-play", "skip-next-before-turn"])
def test_R_CUSTOM_2_a_runnable_block_alone_in_its_book_is_witnessed(name: str) -> None:
    """LP202/LP203 with no other error: a table of the list always shows the refusal."""
    (d,) = _blocks(REJECTED / f"{name}.lopti")
    assert d.code in {"LP202", "LP203"} and d.witness, d.message


@pytest.mark.parametrize(("name", "code"), [("cancel-play", "LP201"),
                                            ("reverse-instead", "LP201"),
                                            ("skip-the-draw", "LP204")])
def test_R_CUSTOM_2_blocking_words_run_nothing_so_say_why_not(name: str, code: str) -> None:
    (d,) = _blocks(REJECTED / f"{name}.lopti")
    assert d.code == code and not d.witness
    assert d.message.endswith(f"({NO_SCENARIO}: {UNRUNNABLE[code]})")


def test_R_CUSTOM_2_other_errors_keep_the_book_off_the_table() -> None:
    """``before draw: next player draws 1 card`` is a cycle too (LP402), which a witness
    for LP202 may not set aside: the message names it."""
    (d,) = _blocks(REJECTED / "deny-draw.lopti")
    assert not d.witness
    assert f"({NO_SCENARIO}: the book has other errors (LP402 line 5)" in d.message
    decision, table = TABLES[0]
    text = scenario_toml("LP202", [str(REJECTED / "deny-draw.lopti")], decision, table, (),
                         "probe")
    with pytest.raises(Exception, match="LP402"):
        load_text(text, "<witness>")


def test_R_CUSTOM_2_a_direct_witness_without_its_code_allowed_is_refused() -> None:
    """The code is what lets the scenario run the file: without it, it is refused."""
    (d,) = _blocks(REJECTED / "deny-bonus.lopti")
    text = d.witness.replace('witness = "LP203"\n', "")
    with pytest.raises(Exception, match="LP203"):
        load_text(text, "<witness>")
    # and a witness for another blocking code does not set this one aside
    with pytest.raises(Exception, match="LP203"):
        load_text(d.witness.replace('"LP203"', '"LP202"', 1), "<witness>")


def test_R_CUSTOM_2_the_witness_keeps_the_protected_outcome() -> None:
    """``after clear: skip acting player`` is stopped, and the clearer still plays the
    bonus play the clear grants (R-CLEAR-1): seat 0 acts twice in a row."""
    (d,) = _blocks(REJECTED / "deny-bonus.lopti")
    (scenario,) = load_text(d.witness, "<witness>")
    ran = run_scenario(scenario)
    names = [getattr(e, "name", "") for e in ran.events]
    stop = names.index("rule_stopped")
    assert names[stop - 1] == "clear"
    bonus = [e for e in ran.events[stop:] if getattr(e, "name", "") == "bonus"]
    assert [int(e.player) for e in bonus] == [0], names


def test_R_CUSTOM_2_a_hook_no_table_fires_has_no_witness(tmp_path: Path) -> None:
    """No table of the list plays an ace: still an error, without a witness rather than
    with a wrong one, and the message says what was tried."""
    f = tmp_path / "aces.lopti"
    f.write_text('rule "Low aces"\n  before play when play.rank is A:\n'
                 "    next play must be 6 or lower\n", encoding="utf-8")
    (d,) = _blocks(f)
    assert d.code == "LP202" and d.severity == "error" and not d.witness
    assert f"({NO_SCENARIO}: none of the {len(TABLES)} fixed tables tried reached its " \
           "'before play' hook with its condition met" in d.message
