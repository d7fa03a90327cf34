"""round.number against the table size (LP601, R-CUSTOM-3, R-SETUP-1; issue 29, redteam13).

The table size is fixed for a session, so ``round.number is at least table.players + 1``
is one step, from one round on (a fixed number at each table size), not a count of the
rounds before the rule: it stays clean in every rule language (redteam13
``fair-one-step-second-lap``). Measured against a number that does change
(``rule.rounds``, a count, a hand), or laddered over several multiples of the table size
(redteam12 ``retro-table-ladder``), it still counts the session's rounds. Chinese has no
keyword set (docs/language.md), so these are the four rule languages.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import translate
from lopti_rules.language.lint.linter import lint_text

LANGS = ("en", "de", "nl", "tr")


def codes(text: str, lang: str) -> list[str]:
    return [d.code for d in lint_text(translate(text, lang), "t.lopti").diagnostics]


def step(bound: str) -> str:
    return ('rule "T"\n  after deal when round.number is at least ' + bound
            + ":\n    dealer draws 1 card\n")


@pytest.mark.parametrize("lang", LANGS)
@each.parametrize("bound", ["table.players + 1", "table.players",
                                   "table.players + table.players", "deal.players + 1"])
def test_r_custom_3_r_setup_1_one_step_after_the_table_size_is_fair(lang: str,
                                                                     bound: str) -> None:
    found = codes(step(bound), lang)
    assert found == [], found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bound", ["table.players + rule.rounds", "rule.rounds + 1",
                                   'table.players + count "k"',
                                   "hand of dealer + table.players"])
def test_r_custom_3_round_number_against_a_changing_number_is_retroactive(lang: str,
                                                                         bound: str) -> None:
    assert "LP601" in codes(step(bound), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_r_custom_3_a_ladder_of_table_size_multiples_stays_retroactive(lang: str) -> None:
    rungs = ["table.players", "table.players + table.players",
             "table.players + table.players + table.players"]
    text = 'rule "T"\n  after deal:\n' + "".join(
        f"    if round.number is more than {r}:\n      last winner draws 1 card\n"
        for r in rungs)
    assert "LP601" in codes(text, lang)
