"""Second round on the mechanics (issue 29, session 38, redteam-r2m38).

- **Rule identity through arithmetic** (R-VOTE-7, ``analysis/meaningequal.py``
  ``pinned``/``pinned_body``): a thing an ``and`` pins to a number (``play.count is 1``)
  is that number wherever the other terms, or the hook's body, read it, and the sum is
  folded: ``play.count is 1 and play.rank is 6 + play.count`` is the rule ``play.rank is
  7 and play.count is 1``. A sum over a thing nothing pins is another rule.
- **Order of play turned away from a standing** (LP310, R-TURN-1, R-CUSTOM-4,
  ``analysis/sparedseats.py`` ``bound`` and ``first_turned``): a role the guard says is a
  standing is that standing (``next player is player left of dealer and player left of
  dealer is last winner``), and a book's only reversal is read clockwise, the direction
  every round begins in (a 7 turned when last round's winner sits left of its player).
  The near misses: a reversal on every 7, one keyed to the dealer, one that turns the 7
  onto the champion (a handicap), rounds chosen by where the champion sits.
- **A count restriction after a 2** (LP208's page): any rank may still follow, in two
  cards or more; a house rule, as LP209's pairs after pairs.

Rules in English keywords and turned with ``lopti fmt --lang`` (de, nl, tr).
"""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import meaning_text
from lopti_rules.language.lint.linter import lint_text
from lopti_rules.language.present.formatter import format_text
from lopti_rules.tools.gate import judge

LANGS = ("en", "de", "nl", "tr")


def rule(head: str, body: str, name: str = "T") -> str:
    return f'rule "{name}"\n  {head}:\n    {body}\n'


def turned(text: str, lang: str) -> str:
    return text if lang == "en" else format_text(text, lang=lang)


def codes(text: str) -> set[str]:
    return {d.code for d in lint_text(text, "t.lopti").diagnostics}


def book_codes(*texts: str) -> set[str]:
    verdict = judge([(f"{i}.lopti", t) for i, t in enumerate(texts)], static_only=True)
    return {d.code for r in verdict.results for d in r.diagnostics}


SEVEN = "after play when play.rank is 7 and play.count is 1"


@each.parametrize("head", [
    "after play when play.count is 1 and play.rank is 6 + play.count",
    "after play when play.rank is play.count + 6 and play.count is 1",
    "after play when play.count is at most 1 and play.rank is play.count + play.count + 5",
    "after play when play.rank is 7 and play.count is play.rank - 6",
    "after play when not (play.count is not 1 or play.rank is not 6 + play.count)",
])
def test_r_vote_7_a_sum_over_a_pinned_value_is_the_rule(head: str) -> None:
    body = "next player draws 1 card"
    assert meaning_text(rule(head, body)) == meaning_text(rule(SEVEN, body)), head


@each.parametrize("lang", LANGS)
def test_r_vote_7_a_removed_rule_back_as_a_sum_is_lp506_in_every_language(lang: str) -> None:
    body = "next player draws 1 card"
    first = rule(SEVEN, body, "Lucky seven")
    again = turned(rule("after play when play.count is 1 and play.rank is 6 + play.count",
                        body, "Six and one"), lang)
    assert "LP506" in book_codes(first, again)


@each.parametrize("lang", LANGS)
def test_r_vote_7_a_pinned_count_read_in_the_body(lang: str) -> None:
    head = "after pickup when pickup.count is 3"
    first = rule(head, "next player draws 2 cards", "Three and two")
    again = turned(rule(head, "next player draws pickup.count - 1 cards", "One less"), lang)
    assert "LP506" in book_codes(first, again)


@pytest.mark.parametrize("head", [
    "after play when play.rank is 6 + play.count",  # nothing pins the count
    "after play when play.count is 2 and play.rank is 6 + play.count",  # a pair of 8s
    "after play when play.count is 1 and play.rank is 6 + play.previous_rank",
])
def test_r_vote_7_a_sum_over_an_unpinned_or_other_value_is_another_rule(head: str) -> None:
    body = "next player draws 1 card"
    assert meaning_text(rule(head, body)) != meaning_text(rule(SEVEN, body)), head


UNFAIR_TURNS = [
    ("after play when play.rank is 7 and player left of acting player is last winner",
     "reverse direction"),
    ("after play when play.rank is K and acting player is player right of last winner",
     "reverse direction"),
    ("after play when play.rank is 7 and player left of acting player is player placed 2 "
     "last round", "reverse direction"),
    ("after play when play.rank is 7 and next player is player left of dealer and player "
     "left of dealer is last winner", "reverse direction"),
    ("after play when play.rank is A and dealer is last winner and next player is dealer",
     "reverse direction"),
    ("after play when play.rank is 2 and next player after next player is player left of "
     "dealer and player left of dealer is last winner", "skip next player"),
]


@pytest.mark.parametrize("lang", LANGS)
@each.parametrize(("head", "body"), UNFAIR_TURNS)
def test_r_turn_1_r_custom_4_order_turned_away_from_a_standing_is_lp310(
        head: str, body: str, lang: str) -> None:
    assert "LP310" in codes(turned(rule(head, body), lang))


FAIR_TURNS = [
    ("after play when play.rank is 7", "reverse direction"),
    ("after play when play.rank is 7 and next player is dealer", "reverse direction"),
    ("after play when play.rank is 7 and next player is player left of dealer",
     "reverse direction"),
    # the 7 turned onto the champion: a handicap on the standing
    ("after play when play.rank is 7 and player right of acting player is last winner",
     "reverse direction"),
    ("after play when play.rank is 7 and previous player is last winner", "reverse direction"),
    # rounds chosen by where the champion sits, every seat turned alike in them
    ("after play when play.rank is 7 and player left of dealer is last winner",
     "reverse direction"),
    # redteam-mech32's bounce: the next reversal at the same seat sends play back
    ("after turn_end when acting player is player left of last winner", "reverse the direction"),
]


@pytest.mark.parametrize("lang", LANGS)
@each.parametrize(("head", "body"), FAIR_TURNS)
def test_r_turn_1_r_custom_4_turns_for_every_seat_or_onto_the_standing_stay_clean(
        head: str, body: str, lang: str) -> None:
    assert "LP310" not in codes(turned(rule(head, body), lang))


def test_r_turn_1_a_second_reversal_elsewhere_leaves_the_side_undecided() -> None:
    # another rule turns play too: the direction at the first firing is not known
    text = (rule("after play when play.rank is 7 and player left of acting player is last "
                 "winner", "reverse direction") +
            rule("after play when play.rank is 9", "reverse direction", "Nines"))
    assert "LP310" not in codes(text)


@each.parametrize("lang", LANGS)
def test_r_special_2_a_count_restriction_after_a_two_is_a_house_rule(lang: str) -> None:
    text = turned(rule("after play when play.rank is 2", "next play must have at least 2 cards"),
                  lang)
    assert not codes(text) & {"LP208", "LP209", "LP210"}


@each.parametrize("lang", LANGS)
def test_r_special_2_a_count_only_four_of_a_kind_meets_after_a_two_is_lp208(lang: str) -> None:
    text = turned(rule("after play when play.rank is 2", "next play must have at least 3 cards"),
                  lang)
    assert "LP208" in codes(text)
