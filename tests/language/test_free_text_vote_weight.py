"""A vote given a weight other than one, in a text or a name (language/text/vote_weight.py;
issue 29, session 24).

R-VOTE-2: everyone in the session votes, one vote each; R-VOTE-8: the vote's procedure
may not be changed. A vote that counts double was read before; a vote that counts less
than one (half, a third, nothing) is the same change the other way. A rule's or count's
name is read by the same judge (language/analysis/checks/harm.py), so a count named "the
losers' votes count half" is refused as a says text would be. redteam15's
invent-count-half-votes-nl is the training case; these are new.
"""

from __future__ import annotations

from support import each
from support.attacks import codes

from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.text.harm import judge

LESS = [
    "The losers' votes count half",
    "the dealer's vote counts for nothing",
    "a vote of a player who is out counts as a third",
    "Die Stimmen der Verlierer zählen halb",
    "Die Stimme des Gebers zählt nur halb",
    "stemmen van verliezers tellen half",
    "De stem van de deler telt voor de helft niet, maar half",
    "Kaybedenlerin oyları yarım sayılır",
    "Dağıtanın oyu yarım sayılır",
    "输家的票算半票",
    "出局玩家的票只算一半",
]
#: near misses: no vote, or the threshold of R-VOTE-2, or a count that is no weight
CLEAN = [
    "Eights count",
    "Voting reminder",
    "Half-time",
    "Halbzeit",
    "Rust bij de helft",
    "Devre arası",
    "半场休息",
    "A majority needs more than half of all the session's players voting yes",
    "Count the votes: more than half wins",
    "Stemmen tellen",
    "nothing counts but the votes",
    "Achten tellen half zo veel",
]


@each.parametrize("text", LESS)
def test_r_vote_2_a_vote_weighed_under_one_is_a_change_of_the_vote(text: str) -> None:
    assert "LP707" in codes(text), [f.message for f in judge(text)]


@each.parametrize("text", CLEAN)
def test_r_vote_2_names_and_thresholds_without_a_weight_are_clean(text: str) -> None:
    assert "LP707" not in codes(text), [f.message for f in judge(text)]


@each.parametrize("name", [
    "stemmen van verliezers tellen half",
    "the losers' votes count half",
    "Stimmen der Verlierer zählen halb",
    "kaybedenlerin oyları yarım sayılır",
    "输家的票算半票",
])
def test_r_vote_8_a_count_named_with_a_vote_weight_is_refused(name: str) -> None:
    """The count's body counts eights; its name is read back at the table as a claim."""
    text = (f'rule "Eights"\n  count "{name}" this round\n'
            f'  after play when play.rank is 8:\n    add 1 to "{name}"\n')
    assert [d.code for d in lint_text(text).diagnostics] == ["LP707"]


@each.parametrize("name", ["Eights count", "Voting reminder", "Half-time", "achten"])
def test_r_vote_8_a_count_named_for_what_it_counts_is_clean(name: str) -> None:
    text = (f'rule "Eights"\n  count "{name}" this round\n'
            f'  after play when play.rank is 8:\n    add 1 to "{name}"\n')
    assert lint_text(text).diagnostics == []


def test_r_vote_8_a_rule_named_with_a_vote_weight_is_refused() -> None:
    text = 'rule "The losers\' votes count half"\n  after clear:\n    acting player says "Clear!"\n'
    assert [d.code for d in lint_text(text).diagnostics] == ["LP707"]
