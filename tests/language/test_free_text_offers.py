"""What the winner offers to do for the others (language/text/offers.py; issue 29, session 24).

R-CUSTOM-3: an act the doer does themselves for others, which the others may take or
leave, costs nobody anything but the doer; done by the winner it is the winner's to give,
a table action (no LP712). It stays a demand when another role is made to do it (a
chore, LP712), when it is made for one named player, when it lands on someone's body or
things, or when it obliges the others (a drink or food that must be had: LP701).
redteam15's fair-bo-ju-zi-zh and fair-koffie-nl are the training cases; these are new.
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import is_table_action, judge

#: the winner's offer to the others, in the five languages
OFFERS = [
    "peels oranges for everyone",
    "makes coffee for whoever wants some",
    "bakes pancakes for everyone",
    "backt Pfannkuchen für alle",
    "schält Orangen für alle, die wollen",
    "kocht Kaffee für wer mag",
    "zet koffie voor wie wil",
    "schilt sinaasappels voor iedereen",
    "bakt pannenkoeken voor iedereen",
    "herkese portakal soyar",
    "isteyenlere kahve yapar",
    "herkes için kahve yapar",
    "给大家剥橘子",
    "为大家泡茶",
    "给愿意的人做咖啡",
]
#: near misses the other way: a person named, everyone made to act, someone's things,
#: a subject other than the doer, nobody it is for
NOT_OFFERS = [
    "makes coffee for the dealer",
    "makes everyone clean up",
    "cleans everyone's glasses",
    "peels the loser's oranges",
    "the loser peels oranges for everyone",
    "de verliezer zet koffie voor wie wil",
    "kaybeden herkese portakal soyar",
    "输家给大家剥橘子",
    "给输家剥橘子",
    "大家剥橘子",
]
#: an offer that obliges the others: a drink or food that must be had
OBLIGED = [
    ("pours everyone a shot and everyone drinks it", "LP701"),
    ("peels oranges for everyone and everyone must eat one", "LP701"),
    ("给大家剥橘子，每人必须吃完", "LP701"),
]


def _does(text: str, who: str = "the winner", event: str = "win") -> list[str]:
    rule = f'rule "Offer"\n  after {event}:\n    {who} does "{text}"\n'
    return [d.code for d in lint_text(rule).diagnostics]


@each.parametrize("text", OFFERS)
def test_r_custom_3_the_winners_offer_to_the_others_is_a_table_action(text: str) -> None:
    assert is_table_action(text, True), [f.message for f in judge(text)]
    assert _does(text) == []


@each.parametrize("text", OFFERS[:3] + OFFERS[6:7] + OFFERS[9:10] + OFFERS[12:13])
def test_r_custom_3_the_same_act_asked_of_another_role_needs_the_tables_agreement(
        text: str) -> None:
    """The same words done by the picker or the dealer: a chore asked of that player."""
    assert _does(text, "the picker", "pickup") == ["LP712"]
    assert _does(text, "the dealer", "deal") == ["LP712"]


@each.parametrize("text", NOT_OFFERS)
def test_r_custom_3_an_act_on_others_or_by_another_role_is_no_offer(text: str) -> None:
    assert not is_table_action(text, True)
    assert _does(text) == ["LP712"]


@pytest.mark.parametrize(("text", "code"), OBLIGED)
def test_r_custom_3_an_offer_that_obliges_the_others_stays_a_demand(text: str,
                                                                    code: str) -> None:
    assert code in _does(text)


def test_r_custom_3_the_training_cases_are_clean() -> None:
    assert _does("给大家剥橘子") == []
    assert _does("zet koffie voor wie wil") == []
