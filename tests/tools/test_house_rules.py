"""The thirty house rules of issue 14 (docs/house-rules.md): each written one exists, says
its rule in words, has its scenarios, and fires in a short seeded simulation."""

from __future__ import annotations

import re
import tomllib

import pytest
from support import each, paths

from lopti_rules.tools import load_rules, simulate_rules

PAGE = paths.DOCS / "house-rules.md"
ROW = re.compile(r"^\| (\d+) \| (.+?) \| `(house-[a-z-]+)\.lopti` \|", re.M)
#: a rule that changes a base rule: rejected (examples/rejected), the vote's to make
VOTE_ROW = re.compile(r"^\| (\d+) \| (.+?) \| `examples/rejected/([a-z-]+)\.lopti` \|", re.M)


def _rows(heading: str, row: re.Pattern[str] = ROW) -> list[tuple[int, str, str]]:
    text = PAGE.read_text(encoding="utf-8")
    if heading not in text:  # every rule written: no rule waits (issue 14's rule 30)
        return []
    section = text.split(heading, 1)[1].split("\n## ", 1)[0]
    return [(int(n), words, stem) for n, words, stem in row.findall(section)]


WRITTEN = _rows("## Written today")
WAITING = _rows("## Waiting for a construct")
VOTE = _rows("## Needs a base-rule vote", VOTE_ROW)


def test_the_page_numbers_thirty_rules_once_each_and_its_counts_are_right() -> None:
    numbers = sorted(n for n, _, _ in WRITTEN + WAITING + VOTE)
    assert numbers == list(range(1, 31))
    text = PAGE.read_text(encoding="utf-8")
    assert f"## Written today ({len(WRITTEN)})" in text
    assert not WAITING or f"## Waiting for a construct ({len(WAITING)})" in text
    assert not VOTE or f"## Needs a base-rule vote ({len(VOTE)})" in text
    assert not any((paths.EXAMPLES / f"{stem}.lopti").exists() for _, _, stem in WAITING)


@pytest.mark.parametrize(("number", "words", "stem"), VOTE, ids=[s for _, _, s in VOTE])
def test_r_vote_1_a_house_rule_that_repeals_a_base_rule_is_a_rejected_example(
        number: int, words: str, stem: str) -> None:
    """Rule 21 ("a 10 may be played on a 7") leaves R-SPECIAL-7's sentence "A 10 may not
    follow a 7" no effect: the round's rule vote may make that change, a winner's rule
    may not (R-VOTE-1); the example lists the trial's finding (LP803)."""
    assert words.strip() and number >= 1
    assert not (paths.EXAMPLES / f"{stem}.lopti").exists()
    assert "# expect: LP803" in (paths.REJECTED / f"{stem}.lopti").read_text(encoding="utf-8")


@each.parametrize(("number", "words", "stem"), WRITTEN, ids=[s for _, _, s in WRITTEN], size=60)
def test_r_custom_each_written_house_rule_says_its_rule_and_has_scenarios(
        number: int, words: str, stem: str) -> None:
    assert words.strip() and number >= 1
    text = (paths.EXAMPLES / f"{stem}.lopti").read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first.startswith("# ") and len(first) > 10, f"{stem}: no one-line comment"
    scenarios = tomllib.loads((paths.SCENARIOS / f"{stem}.toml").read_text(encoding="utf-8"))
    # one where it fires and one where it does not (with the rule, or the base game)
    assert len(scenarios["scenario"]) >= 2, f"{stem}: fewer than two scenarios"
    assert any(any(r.endswith(f"/{stem}.lopti") for r in s.get("rules", []))
               for s in scenarios["scenario"]), f"{stem}: no scenario plays the rule"


@pytest.mark.slow
@pytest.mark.parametrize("stem", [s for _, _, s in WRITTEN])
def test_r_custom_each_written_house_rule_fires_in_simulation(stem: str) -> None:
    # round 2 of a session, so the rules about last round's standings have a last round
    report = simulate_rules(load_rules([paths.EXAMPLES / f"{stem}.lopti"]), 4, 40, 0,
                            paired=False, round_number=2)
    assert report.per_rule and all(f.fired > 0 for f in report.per_rule), \
        [(f.name, f.fired) for f in report.per_rule]
