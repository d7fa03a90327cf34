"""Round-number ladders that end (LP601, R-CUSTOM-3; issue 29, session 18).

A ladder of round-number guards rebuilds the rounds before the rule, however each rung
is spelt (a list, a range, ``at least``, a comparison, a sum) and whether or not the
ladder stops at some later round: ``round.number is one of 2 .. 9`` then ``3 .. 9`` then
``4 .. 9`` draws one card for every round before this one, up to three, until round 9
(redteam9 ``retro-one-of-ladder``). The guards are read as the sets of rounds they hold
in; the effect's size over the rounds climbs through more than two values before it
drops back. A window (one fixed size between two rounds) and separate one-round events
stay fair.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import check_book, parse
from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return [d.code for d in lint_text(text, "t.lopti").diagnostics]


def hooked(*rungs: str, body: str = "last winner draws 1 card", event: str = "deal") -> str:
    lines = "".join(f"    if {r}:\n      {body}\n" for r in rungs)
    return f'rule "T"\n  after {event}:\n{lines}'


@each.parametrize("rungs", [
    # the red team's lists
    ("round.number is one of 2, 3, 4, 5, 6, 7, 8, 9",
     "round.number is one of 3, 4, 5, 6, 7, 8, 9",
     "round.number is one of 4, 5, 6, 7, 8, 9"),
    # ranges written as two bounds, ending at other rounds
    ("round.number is at least 2 and round.number is at most 10",
     "round.number is more than 2 and round.number is less than 10",
     "round.number is at least 4 and round.number is at most 7"),
    # sums with the table size and differences
    ("round.number + 1 is at least 3 and round.number is at most 6",
     "round.number - 2 is at least 1 and round.number is at most 6"),
    # a rung that is a 'not': rounds 3 to 8 as 'not one of 1, 2' below 9
    ("round.number is one of 2, 3, 4, 5, 6, 7, 8",
     "not round.number is one of 1, 2 and round.number is less than 9",
     "round.number is one of 4, 5, 6, 7, 8"),
], size=15)
def test_r_custom_3_a_ladder_that_stops_at_a_later_round_is_retroactive(
        rungs: tuple[str, ...]) -> None:
    assert "LP601" in codes_of(hooked(*rungs))


def test_r_custom_3_an_ending_ladder_of_other_effects_and_events_is_retroactive() -> None:
    text = hooked("round.number is one of 2, 3, 4, 5, 6",
                  "round.number is one of 3, 4, 5, 6",
                  body="dealer gives 1 card to the last winner", event="round_end")
    assert "LP601" in codes_of(text)


def test_r_custom_3_an_ending_ladder_split_over_files_is_retroactive() -> None:
    texts = [f'rule "R{k}"\n  after deal when round.number is one of '
             f'{", ".join(str(r) for r in range(k, 9))}:\n    last winner draws 1 card\n'
             for k in (2, 3, 4)]
    files = [(f"{i}.lopti", parse(t, f"{i}.lopti")) for i, t in enumerate(texts)]
    found = {f: [d.code for d in ds] for f, ds in check_book(files).items()}
    assert all("LP601" in codes for codes in found.values())


@each.parametrize("rungs", [
    # one window: a fixed size from round 3 to round 8
    ("round.number is one of 3, 4, 5, 6, 7, 8",),
    # two separate one-round events of the same size (a fixed round's bonus, twice)
    ("round.number is 3", "round.number is 7"),
    # a window and a one-round event outside it: sizes 0, 1, 0, 1, 0
    ("round.number is one of 2, 3", "round.number is 6"),
    # the same window twice: 0 or 2, two values
    ("round.number is one of 4, 5, 6", "round.number is one of 4, 5, 6"),
])
def test_r_custom_3_windows_and_fixed_rounds_are_no_ladder(rungs: tuple[str, ...]) -> None:
    assert "LP601" not in codes_of(hooked(*rungs))


@pytest.mark.parametrize("rungs", [
    # the table size added to the round: at each table size a ladder from round 2, 3, 4
    ("round.number + table.players is at least 6",
     "round.number + table.players is at least 7",
     "round.number + table.players is at least 8"),
    ("round.number - deal.players is at least 0 and round.number is at most 9",
     "round.number - deal.players is at least 1 and round.number is at most 9",
     "round.number - deal.players is at least 2 and round.number is at most 9"),
])
def test_r_custom_3_rungs_that_add_the_table_size_are_a_ladder_at_each_size(
        rungs: tuple[str, ...]) -> None:
    assert "LP601" in codes_of(hooked(*rungs))


def test_r_custom_3_one_rung_with_the_table_size_is_a_fixed_round_at_each_size() -> None:
    assert "LP601" not in codes_of(hooked("round.number + table.players is at least 6"))


@pytest.mark.parametrize("lang", ["de", "nl", "tr"])
def test_r_custom_3_an_ending_ladder_in_the_tables_language_is_retroactive(lang: str) -> None:
    from lopti_rules.language import translate

    text = hooked("round.number is one of 2, 3, 4, 5, 6, 7",
                  "round.number is one of 3, 4, 5, 6, 7",
                  "round.number is one of 4, 5, 6, 7")
    assert "LP601" in codes_of(translate(text, lang))
