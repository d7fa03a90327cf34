"""LP921 covers hooks that use the rule's own counts (issue 28): a count's range is known
from its rule's writes and resets (``analysis/countrange.py``), so the static cost bound
reads ``repeat count "n" times`` at most as often as the count can be.

Counts of each kind: a ``this round`` count that cycles (add, and reset at 3), a ``this
session`` count set to a rank, counts that grow without bound in either scope, counts
narrowed by a condition, and counts changed inside loops. Soundness: a clean hook run
with its counts anywhere in their range (their ends above all) never spends more than the
bound, and is never stopped by ``MAX_COST``.
"""

from __future__ import annotations

import pytest
from support.metered import metered

from lopti_rules.engine.events import Play
from lopti_rules.language import compile_text
from lopti_rules.language.analysis.countrange import count_ranges, entry_ranges
from lopti_rules.language.analysis.limits import Numbers, static_bound
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.syntax.parser import parse
from lopti_rules.sandbox import HookStopped, SandboxPolicy, run_hook
from lopti_rules.sandbox.eventview import event_view
from lopti_rules.sandbox.view import RuleView, SeatState, table_view

LIMITS = SandboxPolicy
CAP = LIMITS.MAX_INT
TABLE = table_view([SeatState(3, 3, 3), SeatState(2, 3, 3), SeatState(1, 0, 2)], current=1,
                   dealer=0, acting=1, pile=3, draw_pile=9, top_rank=8, top_count=1)
PLAY = Play(player=1, rank=9, count=1, cards=(), source="hand", bonus=False,  # type: ignore[arg-type]
            previous_rank=8, previous_count=1)  # type: ignore[arg-type]


def rule(scope: str, *body: str, counts: str = "n", head: str = "after play") -> str:
    declared = "".join(f'  count "{name}" {scope}\n' for name in counts.split())
    return f'rule "r"\n{declared}  {head}:\n' + "".join(f"    {line}\n" for line in body)


def ranges(text: str) -> dict[str, tuple[int, int]]:
    (parsed,) = parse(text).rules
    return dict(count_ranges(parsed))


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text).diagnostics]


# ---------------------------------------------------------------- the ranges


@pytest.mark.parametrize("scope", ["this round", "this session"])
def test_r_custom_3_a_count_reset_at_three_stays_within_0_to_3(scope: str) -> None:
    text = rule(scope, 'add 1 to "n"', 'if count "n" is 3:', '  reset "n"')
    assert ranges(text) == {"n": (0, 3)}


@pytest.mark.parametrize("scope", ["this round", "this session"])
def test_r_custom_3_a_count_set_to_a_rank_is_within_the_ranks(scope: str) -> None:
    assert ranges(rule(scope, 'set "n" to play.rank')) == {"n": (0, 14)}


@pytest.mark.parametrize("scope", ["this round", "this session"])
def test_r_custom_3_a_count_that_keeps_growing_reaches_max_int(scope: str) -> None:
    """A round has up to 25,000 turns and a session many rounds: either way a count
    added to on every play passes every limit a hook reads it against; the sandbox
    stops any number beyond MAX_INT, so that is its end."""
    assert ranges(rule(scope, 'add 1 to "n"')) == {"n": (0, CAP)}
    assert ranges(rule(scope, 'add 0 - 2 to "n"')) == {"n": (-CAP, 0)}


def test_r_custom_3_a_guarded_add_stops_at_the_guard() -> None:
    text = rule("this session", 'if count "n" is less than 5:', '  add 2 to "n"')
    assert ranges(text) == {"n": (0, 6)}
    text = rule("this round", 'if not count "n" is at least 5 and play.rank is 9:',
                '  add 1 to "n"')
    assert ranges(text) == {"n": (0, 5)}
    text = rule("this round", 'if count "n" is less than 40:', '  add 2 to "n"')
    assert ranges(text) == {"n": (0, 41)}  # twenty passes: widened to the guard's numbers


def test_r_custom_3_a_count_changed_in_a_loop_and_in_two_hooks() -> None:
    text = ('rule "r"\n  count "n" this round\n  count "m" this session\n'
            '  after play:\n    repeat 3 times:\n      add play.count to "m"\n'
            '    if count "m" is at least 10:\n      reset "m"\n'
            '  after pickup:\n    set "n" to count "m" + 1\n')
    found = ranges(text)
    assert found["m"] == (0, CAP)  # inside a loop, the add can run any number of times
    assert found["n"] == (0, 10)  # but a hook starts with it below 10: the reset saw to it
    bounded = ('rule "r"\n  count "n" this round\n  count "m" this session\n'
               '  after play:\n    set "m" to play.count\n'
               '  after pickup:\n    set "n" to count "m" + 1\n')
    assert ranges(bounded) == {"m": (0, 4), "n": (0, 5)}


def test_r_custom_3_one_of_narrows_a_count() -> None:
    text = rule("this round", 'if count "n" is one of 1, 2:', '  add 1 to "n"',
                'if count "n" is 0:', '  set "n" to 1')
    assert ranges(text) == {"n": (0, 3)}


# ---------------------------------------------------------------- the bound (LP921)

NESTED = ('repeat count "n" times:', '  repeat count "n" times:',
          '    if hand of next player is 3:', '      next player draws 1 card')


@pytest.mark.parametrize("scope", ["this round", "this session"])
def test_r_custom_3_nested_repeats_of_a_growing_count_are_lp921(scope: str) -> None:
    """Issue 28: LP921 was skipped for any hook using a count; a count that grows may
    reach 100 repeats, so two nested repeats of it may cost more than a call has."""
    text = rule(scope, 'add 1 to "n"', *NESTED)
    assert "LP921" in codes_of(text)


@pytest.mark.parametrize("scope", ["this round", "this session"])
def test_r_custom_3_nested_repeats_of_a_small_count_are_clean(scope: str) -> None:
    text = rule(scope, 'add 1 to "n"', 'if count "n" is 3:', '  reset "n"', *NESTED)
    assert "LP921" not in codes_of(text)
    text = rule(scope, 'set "n" to play.rank', *NESTED)
    assert "LP921" not in codes_of(text)


def test_r_custom_3_four_nested_repeats_of_a_rank_are_lp921() -> None:
    """14 to the fourth passes of a test: more than a call's fuel, so LP921."""
    text = rule("this session", 'set "n" to play.rank', 'repeat count "n" times:',
                '  repeat count "n" times:', *("    " + line for line in NESTED))
    assert "LP921" in codes_of(text)
    assert "LP921" not in codes_of(text.replace("play.rank", "play.count"))  # 4 to the 4th


# ---------------------------------------------------------------- sound

#: Clean hooks that read a count (the last two act by resetting it: a draw in 14 x 14 x 14
#: or 41 x 5 passes may ask for more effects than a call returns, LP916)
SOUND = [
    rule("this round", 'add 1 to "n"', 'if count "n" is 3:', '  reset "n"', *NESTED),
    rule("this session", 'set "n" to play.rank', 'repeat count "n" times:',
         *("  " + line for line in NESTED[:-1]), '        reset "n"'),
    rule("this round", 'if count "n" is less than 40:', '  add 2 to "n"', *NESTED[:1],
         '  for each player:', '    if hand of that player is count "n":',
         '      reset "n"'),
]


def test_r_custom_3_a_hook_starts_with_its_count_below_the_reset() -> None:
    text = rule("this round", 'add 1 to "n"', 'if count "n" is 3:', '  reset "n"')
    (parsed,) = parse(text).rules
    assert entry_ranges(parsed) == {"n": (0, 2)} and count_ranges(parsed) == {"n": (0, 3)}


@pytest.mark.parametrize("case", SOUND)
def test_r_custom_3_a_clean_count_hook_never_spends_more_than_its_bound(case: str) -> None:
    """Sound: run the hook with its count anywhere a hook may start with it (both ends,
    and values between), as the sandbox meters it: never more than the bound."""
    assert codes_of(case) == [], case
    (parsed,) = parse(case).rules
    (hook,) = parsed.hooks
    (low, high) = entry_ranges(parsed)["n"]
    bound = static_bound(parsed, hook, Numbers(hook.event, count_ranges(parsed)))
    assert bound is not None and bound <= LIMITS.MAX_COST
    (entry,) = compile_text(case).rules
    (compiled,) = entry.hooks
    for value in sorted({low, high, *range(low, high + 1, max(1, (high - low) // 7))}):
        view = RuleView(rounds=1, clears=0, pickups=0, fired=0, counts=(value,))
        try:
            run_hook(compiled.hook, TABLE, event_view(PLAY, TABLE), view)
        except HookStopped as stop:  # pragma: no cover - the assertion says why
            raise AssertionError(f"stopped at count {value}: {stop}\n{case}") from None
        # what the meter counted (a budget is charged the hook's price instead: issue 28)
        spent = metered(compiled.hook)
        assert spent <= bound, (value, spent, bound, case)
