"""Witnesses for the protected outcomes (LP205-LP209): a table where the rejected book
breaks the outcome, run as a scenario (``witness = "LP20x"``) before it is shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.paths import REJECTED

from lopti_rules.language.lint.linter import lint_paths
from lopti_rules.tools import audit
from lopti_rules.tools.audit import WITNESSES
from lopti_rules.tools.scenario import load_text, run_scenario

CASES = [
    ("take-back-play", "LP205", "pile = "),
    ("forced-pickup", "LP205", "pile = "),
    ("previous-takes-back", "LP205", "pile = "),
    ("gift-before-draw", "LP206", "draw_pile_size = 4"),
    ("gift-before-play", "LP206", "draw_pile_size = 4"),
    ("ten-never-clears", "LP207", 'illegal = "play 10x1"'),
    ("split-tens", "LP207", 'illegal = "play 10x1"'),
    ("draw-then-bar", "LP207", 'illegal = "play 10x1"'),
    ("high-only", "LP208", 'illegal = "play 2x1"'),
    # session 26: right after a pickup (the lead) and a clearer's bonus play (the answer)
    ("pickup-lead-no-low-cards", "LP208", 'decisions = ["0: pickup"]'),
    ("bonus-answer-low-only", "LP207", 'decisions = ["0: play 10x1", "0: play Qx1"]'),
    ("fours-every-turn", "LP209", 'legal = ["pickup"]'),
]


@pytest.mark.parametrize(("stem", "code", "expect"), CASES, ids=[c[0] for c in CASES])
def test_r_custom_2_each_rejection_has_a_witness_that_runs(stem: str, code: str,
                                                          expect: str) -> None:
    results = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == code and d.witness
    assert f'witness = "{code}"' in d.witness and expect in d.witness
    (scenario,) = load_text(d.witness, "<witness>")
    assert run_scenario(scenario).status == "pass"
    # the same book always gets the same witness (a budget of tables, not of seconds)
    again = lint_paths([REJECTED / f"{stem}.lopti"])
    audit(again)
    assert again[0].diagnostics[0].witness == d.witness


def test_r_custom_2_the_witness_fails_without_its_code_allowed(tmp_path: Path) -> None:
    """A scenario without ``witness`` refuses the rejected rule, naming the code."""
    results = lint_paths([REJECTED / "take-back-play.lopti"])
    audit(results)
    text = results[0].diagnostics[0].witness.replace('witness = "LP205"\n', "")
    with pytest.raises(Exception, match="LP205"):
        load_text(text, "<witness>")
    wrong = results[0].diagnostics[0].witness.replace('"LP205"', '"LP207"')
    with pytest.raises(Exception, match="LP205"):
        load_text(wrong, "<witness>")


def test_r_custom_2_undecided_books_are_settled_not_witnessed() -> None:
    """LP210 has no witness finder of its own: the audit's settler searches tables and
    either turns it into its family's error (with that family's witness) or keeps it."""
    assert "LP210" not in WITNESSES
    results = lint_paths([REJECTED / "late-tens.lopti"])
    audit(results)
    assert [d.code for d in results[0].diagnostics] == ["LP207"]
    assert results[0].diagnostics[0].witness


def test_r_custom_2_a_search_of_tables_settles_lp210_into_its_family_with_a_witness() -> None:
    """'From turn 100 on, every play must be 6 or lower': the text cannot decide whether a
    round gets there (LP210); tables late in a round (round.turns = 300) show the 10 barred
    on every one of them, where the base game allows it: LP207 with that table (R-SPECIAL-10)."""
    results = lint_paths([REJECTED / "late-low.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert (d.code, d.severity) == ("LP207", "error") and not results[0].ok
    assert "a search of tables settles it" in d.message
    assert "turns = 300" in d.witness and 'illegal = "play 10x1"' in d.witness
    (scenario,) = load_text(d.witness, "<witness>")
    assert scenario.table.turns == 300 and run_scenario(scenario).status == "pass"
    # the same table early in the round: the rule does not hold yet, the 10 is legal
    early = load_text(d.witness.replace("turns = 300", "turns = 5"), "<witness>")[0]
    assert run_scenario(early).status == "fail"


def test_r_custom_2_an_lp210_no_table_settles_stays_a_warning_that_says_what_was_searched(
        ) -> None:
    from lopti_rules.tools.audit.blocking import SEARCHED

    results = lint_paths([REJECTED / "past-turn-cap.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert (d.code, d.severity, d.witness) == ("LP210", "warning", "")
    assert f"a search of {SEARCHED} tables found none" in d.message and results[0].ok
    assert "round.turns 30,000 is past the round's safety cap of 25,000 turns" in d.message


@pytest.mark.slow
def test_r_custom_2_lp210_searches_the_turns_the_conditions_name() -> None:
    """'From turn 1,000 on, every play must be 6 or lower': 0, 30 and 300 turns are too
    early; the search also plays 999, 1000 and 1001 turns (the number the condition names,
    one less, one more) and finds the 10 barred on every table there: LP207 (R-SPECIAL-10)."""
    results = lint_paths([REJECTED / "very-late-low.lopti"])
    audit(results)
    (d,) = results[0].diagnostics
    assert (d.code, d.severity) == ("LP207", "error")
    (scenario,) = load_text(d.witness, "<witness>")
    assert scenario.table.turns in (999, 1000, 1001)
    assert run_scenario(scenario).status == "pass"
    early = load_text(d.witness.replace(f"turns = {scenario.table.turns}", "turns = 300"),
                      "<witness>")[0]
    assert run_scenario(early).status == "fail"


def test_r_custom_2_the_lp210_search_stays_bounded_by_the_numbers_it_tries(
        tmp_path: Path) -> None:
    """At most BOOK_TURNS numbers of the book are tried, three turns each, below the cap."""
    from lopti_rules.tools.audit.blocking import BOOK_TURNS, LAST_TURN, TURNS, stages

    rule = tmp_path / "many.lopti"
    rule.write_text('rule "Many"\n  after play when round.turns is one of 5, 50, 500, 5000, '
                    '7000 or round.turns is more than 30000:\n    say "late"\n',
                    encoding="utf-8")
    searched = stages(lint_paths([rule]))
    assert all(counts == () for _, counts in searched)
    turns = tuple(t for t, _ in searched)
    assert turns[:len(TURNS)] == TURNS
    assert turns[len(TURNS):] == (4, 5, 6, 49, 50, 51, 499, 500, 501, 4999, 5000, 5001)
    assert len(turns) <= len(TURNS) + 3 * BOOK_TURNS and max(turns) <= LAST_TURN


@pytest.mark.slow
def test_r_custom_2_lp210_searches_the_counts_a_rule_compares(tmp_path: Path) -> None:
    """'After two eights every play must be 9 or lower' (issue 14's own counts): the search
    starts tables with count "eights" at 1, 2 and 3, finds the 10 barred on every table
    from 2 on: LP207, the witness a scenario that sets the count (``counts = {...}``).
    (examples/rejected/count-keeps-low's "4 or lower" leaves only the 2 and the 3 there:
    the words refuse it first, LP208, since session 45; "9 or lower" keeps the 7.)"""
    from lopti_rules.tools.audit.blocking import stages

    book = tmp_path / "count-keeps-nine.lopti"
    book.write_text((REJECTED / "count-keeps-low.lopti").read_text(encoding="utf-8").replace(
        "4 or lower", "9 or lower"), encoding="utf-8")
    results = lint_paths([book])
    assert [(t, c) for t, c in stages(results) if c] == [
        (0, (("Low after two", "eights", v),)) for v in (1, 2, 3)]
    audit(results)
    (d,) = results[0].diagnostics
    assert (d.code, d.severity) == ("LP207", "error")
    assert 'counts = { "Low after two" = { "eights" = 2 } }' in d.witness
    (scenario,) = load_text(d.witness, "<witness>")
    assert scenario.counts == (("Low after two", "eights", 2),)
    assert run_scenario(scenario).status == "pass"
    # one eight short, the 10 stays legal: the count decides it
    fewer = load_text(d.witness.replace('"eights" = 2', '"eights" = 0'), "<witness>")[0]
    assert run_scenario(fewer).status == "fail"


def test_r_custom_2_a_restriction_on_some_plays_is_not_settled_by_one_table(
        tmp_path: Path) -> None:
    """After an 8, late in a round, a 10 is barred: one table shows it, but the 10 has every
    other turn (like a 7), so no search may turn this into LP207."""
    rule = tmp_path / "eights.lopti"
    rule.write_text('rule "Late eights"\n  after play when round.turns is more than 100 and '
                    'play.rank is 8:\n    next play must be 9 or lower\n', encoding="utf-8")
    results = lint_paths([rule])
    audit(results)
    assert results[0].diagnostics == []


@pytest.mark.parametrize("name", ['say "hi".lopti', "back\\slash.lopti", "tab\there.lopti",
                                  "ünï 😀.lopti"])
def test_r_custom_2_a_witness_names_any_rule_file_as_written(tmp_path: Path, name: str) -> None:
    """Issue 28: a quote in a rule file's name made the witness TOML unreadable, and the
    witness was silently dropped. Names are written as escaped TOML strings, in memory
    and in the file --witness-dir writes (its paths re-rooted there)."""
    rule = tmp_path / name
    rule.write_text((REJECTED / "take-back-play.lopti").read_text(encoding="utf-8"),
                    encoding="utf-8")
    results = lint_paths([rule])
    audit(results)
    (d,) = results[0].diagnostics
    assert d.code == "LP205" and d.witness
    (scenario,) = load_text(d.witness, "<witness>")
    assert run_scenario(scenario).status == "pass"
    saved = lint_paths([rule])
    audit(saved, witness_dir=tmp_path / "witnesses")
    (written,) = (tmp_path / "witnesses").glob("*.toml")
    assert str(written) in saved[0].diagnostics[0].witness
    (again,) = load_text(written.read_text(encoding="utf-8"), str(written), written.parent)
    assert run_scenario(again).status == "pass"
