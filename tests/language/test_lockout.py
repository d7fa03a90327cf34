"""Skips on every turn lock a player out once two are left (LP211; R-TURN-1, R-CUSTOM-2).

The whole-book check (checks/lockout.py) adds up the skips of the hooks every turn has
on every table their guards tell apart: the other of two players skipped more often
than the acting player on all of them is an error; a condition false on some turn,
or a skip of the acting player as well, stays clean.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import each

from lopti_rules.language.lint.linter import lint_book, lint_text

#: Every rank a play may have (``play.rank``, 2 to 14).
RANK_NAMES = (*map(str, range(2, 11)), "J", "Q", "K", "A")


def codes(*hooks: str) -> list[str]:
    """The codes of one rule with these hooks (each ``head:\\nbody`` with body lines)."""
    text = 'rule "R"\n' + "".join(
        f"  {head}:\n" + "".join(f"    {line}\n" for line in body.split("\n"))
        for head, body in (h.split(":\n", 1) for h in hooks))
    return sorted(d.code for d in lint_text(text).diagnostics)


@each.parametrize("hooks", [
    ("after turn:\nskip next player",),  # the rule
    ("after turn:\nskip previous player",),  # the next one, of two
    ("before turn_end:\nskip next player",),
    ("after turn_end:\nskip next player",),
    ("after turn:\nskip every other player",),
    ("after turn:\nskip player left of acting player",),
    ("after turn:\nfor each other player:\n  skip that player",),
    ("after turn:\nrepeat 2 times:\n  skip next player",),  # a skip of two
    ("after turn:\nreverse direction\nskip next player",),  # reversing changes nothing of two
    ("after turn when turn.number is even:\nskip next player",
     "after turn when turn.number is odd:\nskip next player"),  # two hooks, every turn
    ("after play:\nskip next player", "after pickup:\nskip next player"),  # every turn ends so
    ("after turn:\nskip next player\nskip next player\nskip acting player",),  # 2 against 1
], size=60)
def test_r_turn_1_lp211_skips_on_every_turn_lock_the_other_out(hooks: tuple[str, ...]) -> None:
    assert "LP211" in codes(*hooks)  # (with a hygiene warning for some wordings)


@each.parametrize("hooks", [
    ("after play when play.rank is 8:\nskip next player",),  # examples/rules/eights-skip
    ("after play:\nskip next player",),  # a streak until a pickup, not a lockout
    ("after turn when turn.number is even:\nskip next player",),  # every other turn
    ("after turn when hand of acting player is at least 6:\nskip next player",),
    ("after turn:\nskip next player\nskip acting player",),  # both skipped: they cancel
    ("after turn:\nskip every player",),
    # (``skip player with the most cards`` may be the acting player, so it is no lock-out
    # of two players left; it is one of whoever holds the most: tests/language/test_heavylock)
    ("after turn:\nskip acting player",),
    ("after play when play.rank is 8:\nskip next player", "after pickup:\nskip next player"),
], size=60)
def test_r_turn_1_lp211_skips_that_spare_some_turn_stay_clean(hooks: tuple[str, ...]) -> None:
    assert "LP211" not in codes(*hooks)


def test_r_turn_1_lp211_across_files_is_reported_in_each() -> None:
    results = lint_book([
        ("a.lopti", 'rule "Even"\n  after turn when turn.number is even:\n    skip next player\n'),
        ("b.lopti", 'rule "Odd"\n  after turn when turn.number is odd:\n    skip next player\n'),
    ])
    for r in results:
        assert [d.code for d in r.diagnostics] == ["LP211"]
        assert 'rule "Even"' in r.diagnostics[0].message and "b.lopti" in r.diagnostics[0].message
    alone = lint_book([("a.lopti", 'rule "Even"\n  after turn when turn.number is even:\n'
                                   '    skip next player\n')])
    assert alone[0].diagnostics == []


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.sets(st.sampled_from(RANK_NAMES), min_size=1))
def test_r_turn_1_lp211_play_skips_lock_out_exactly_when_every_rank_skips(
        ranks: set[str]) -> None:
    """A skip after a play of some ranks, with one after every pickup: a lockout exactly
    when the ranks are all of them (every turn then skips)."""
    every = ranks == set(RANK_NAMES)
    got = codes(f"after play when play.rank is one of {', '.join(ranks)}:\n"
                "skip next player", "after pickup:\nskip next player")
    assert ("LP211" in got) == every
