"""Lint clean means it runs: no lint-clean example rule is stopped for a limit (issue 28).

Every shipped example rule that lints clean plays a few seeded games on its own, on the
fast path (plain functions for bounded hooks, ``sandbox.run_bounded``). Its stops are
counted by cause: a stop for a limit its text shows (fuel, steps, a cost budget, the
watchdog, too many effects, a range or collection too long, recursion) must never
happen to a lint-clean rule; a stop for the game's situation (R-WIN-4: no cards to a
player going out) may, and is counted.
"""

from __future__ import annotations

import collections

import pytest
from support.games import play_with_rules
from support.paths import EXAMPLES

from lopti_rules.language import compile_text, lint_text
from lopti_rules.play import RuleRuntime, bot_agents
from lopti_rules.play.records import RuleStopped

#: Words of a stop reason that name a limit of the sandbox (docs/sandbox.md, "Budgets").
LIMITS = ("MAX_COST", "MAX_STEPS", "MAX_EVENT_COST", "MAX_GAME_COST", "MAX_HOOK_SECONDS",
          "MAX_EFFECTS", "MAX_RANGE", "range longer", "collection larger", "recursion",
          "beyond the limit", "MAX_HOOK_DEPTH")
#: Words of a stop reason that name the game's situation, not a limit.
SITUATIONS = ("R-WIN-4",)


def _cause(reason: str) -> str:
    for word in LIMITS:
        if word in reason:
            return f"limit: {word}"
    for word in SITUATIONS:
        if word in reason:
            return f"situation: {word}"
    return f"other: {reason}"


@pytest.mark.slow
def test_no_lint_clean_example_is_stopped_for_a_limit() -> None:
    causes: collections.Counter[str] = collections.Counter()
    played = 0
    for path in sorted(EXAMPLES.glob("*.lopti")):
        text = path.read_text(encoding="utf-8")
        if lint_text(text, path.name).diagnostics:
            continue  # only lint-clean rules are promised to run
        played += 1
        rt = RuleRuntime([compile_text(text, path.name)])
        records: list[object] = []
        rt.listen(records.append)
        for seed in (1, 2):
            play_with_rules(rt, 4, seed, "random", agents=bot_agents(4, seed))
        for record in records:
            if isinstance(record, RuleStopped):
                causes[f"{path.name}: {_cause(record.reason)}"] += 1
    assert played >= 100  # the examples are lint clean
    limits = {k: n for k, n in causes.items() if ": limit:" in k or ": other:" in k}
    assert limits == {}, limits
