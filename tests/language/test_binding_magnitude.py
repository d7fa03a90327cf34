"""Lint work does not grow with the size of a rule's numbers (issue 26): the person-proxy
analysis (R-CUSTOM-4, ``language/analysis/binding.py``) reasons by boundaries and periods,
so the number of table states it evaluates is the same for 9 as for 900,000; and what it
decides agrees with counting every value one by one (the old method) on small numbers."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from lopti_rules.language.analysis import binding
from lopti_rules.language.lint import filecache
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.language.tree import nodes


@pytest.fixture
def evaluations(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts the conditions ``binding`` evaluates at one table state (its ``value``)."""
    seen = [0]
    real = binding.value

    def counted(e: nodes.Expr, env: binding.Env) -> int | bool | None:
        if env:  # a top-level call: one fact at one table state
            seen[0] += 1
        return real(e, env)

    monkeypatch.setattr(binding, "value", counted)
    yield seen


def states(text: str, seen: list[int]) -> int:
    seen[0] = 0
    filecache.clear()  # a cold lint: a text linted before is kept, and costs nothing
    lint_text(text, "t.lopti")
    return seen[0]


@pytest.mark.parametrize("head", [
    "after play when round.turns is more than {n}",
    "after play when round.plays is {n} or round.plays is 1",
    "after turn when turn.number + 3 is at least {n}",
    "after deal when round.number is {n} and rule.rounds is 1",
    "after deal when round.number is at least {n} and round.number is odd",
    "after play when round.turns is a multiple of 4 and round.turns is at most {n}",
])
def test_r_custom_4_states_examined_do_not_grow_with_the_number(
        head: str, evaluations: list[int]) -> None:
    """Numbers far from the other constants (1,000 and 3,700) cost the same; a small one
    may cost less (its boundaries overlap theirs); one past any session (900,000) no more."""
    def cost(n: int) -> int:
        return states(f'rule "T"\n  {head.format(n=n)}:\n    next player draws 1 card\n'
                      "    the dealer draws 1 card\n", evaluations)

    small, large, larger, huge = cost(9), cost(1000), cost(3700), cost(900000)
    assert large == larger, (large, larger)
    assert small <= large and huge <= large, (small, large, huge)


def test_issue_26_the_huge_number_example_examines_a_handful_of_states(
        evaluations: list[int]) -> None:
    text = ('rule "Marathon"\n  after play when round.turns is more than 2000000:\n'
            "    skip next player\n")
    assert states(text, evaluations) < 100


# ------------------------------------------------------------- agreement with counting
def forced_by_counting(facts: list[nodes.Expr], attr: tuple[str, str], want: int,
                       upto: int) -> bool:
    """The old method: try every value from 1 to ``upto``."""
    if attr not in binding._reads(facts):  # noqa: SLF001 - the oracle mirrors it
        return False
    return not any(v != want and all(binding.value(f, {attr: v}) is not False for f in facts)
                   for v in range(1, upto))


ATTR = ("round", "plays")
small = st.integers(min_value=0, max_value=12)
atoms = st.one_of(
    st.builds(lambda op, n: f"round.plays is {op} {n}",
              st.sampled_from(["", "not", "more than", "less than", "at least", "at most"]), small),
    st.builds(lambda a, b: f"round.plays is one of {a}, {b}", small, small),
    st.builds(lambda n, m: f"round.plays + {n} is {m}", small, small),
    st.sampled_from(["round.plays is odd", "round.plays is even",
                     "round.plays is a multiple of 3", "play.rank is 8"]),
)
conditions = st.builds(lambda xs, op: f" {op} ".join(xs), st.lists(atoms, min_size=1,
                                                                    max_size=3),
                       st.sampled_from(["and", "or"]))


@settings(max_examples=150, deadline=None)
@given(conditions, st.integers(min_value=1, max_value=3))
def test_r_custom_4_boundaries_decide_as_counting_does(condition: str, want: int) -> None:
    book = parse(f'rule "T"\n  after play when {condition}:\n    next player draws 1 card\n')
    facts = [h.condition for r in book.rules for h in r.hooks if h.condition is not None]
    assert binding._forced(facts, ATTR, want) == \
        forced_by_counting(facts, ATTR, want, 200)  # noqa: SLF001


round_atoms = st.one_of(
    st.builds(lambda a, op, n: f"{a} is {op} {n}", st.sampled_from(["round.number",
                                                                     "rule.rounds"]),
              st.sampled_from(["", "not", "more than", "at most"]), small),
    st.sampled_from(["round.number is odd", "rule.rounds is even", "table.players is 4",
                     "round.number is a multiple of 3"]),
)


def first_only_by_counting(facts: list[nodes.Expr]) -> tuple[bool, bool]:
    """(only in round 1, only in the rule's round 1) by trying every pair up to 60."""
    rs, ages = set(), set()
    for n in binding.PLAYER_COUNTS:
        for r in range(1, 60):
            for a in range(1, r + 1):
                env = {**{p: n for p in binding.PLAYER_ATTRIBUTES}, binding.ROUND: r,
                       binding.AGE: a}
                if all(binding.value(f, env) is not False for f in facts):
                    rs.add(r)
                    ages.add(a)
    return rs == {1}, ages == {1}


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.lists(round_atoms, min_size=1, max_size=3))
# the rule's age alone: its pairs stand at offset 0, but the session's round is any
@example(["rule.rounds is  1"])
def test_r_custom_4_rounds_found_agree_with_counting(atoms_: list[str]) -> None:
    book = parse(f'rule "T"\n  after deal when {" and ".join(atoms_)}:\n'
                 "    dealer draws 1 card\n")
    facts = [h.condition for r in book.rules for h in r.hooks if h.condition is not None]
    found = binding.rounds(facts)
    if found is None:  # no round read: nothing to decide
        assert not {binding.ROUND, binding.AGE} & binding._reads(facts)  # noqa: SLF001
        return
    pairs = [p for ps in found.by_case.values() for p in ps]
    for r, a in pairs:  # every round listed is one where the facts can hold
        assert 1 <= a <= r
    only_first, only_rule_first = first_only_by_counting(facts)
    if pairs:
        if binding.ROUND in binding._reads(facts):  # noqa: SLF001 - else any round
            assert ({r for r, _a in pairs} == {1}) == only_first
        assert ({a for _r, a in pairs} == {1}) == only_rule_first
    else:
        assert not only_first and not only_rule_first
