"""Session 45, mech45 (issue 29): unfair mechanics the gate missed, by their idea.

- A restriction that, where it binds, leaves the next player only the 2's reset and the
  3's pass (LP208, ``analysis/checks/moments.only_reset_or_pass``): the 7, the 10 and the
  match barred at once, however rarely it binds, or armed by a count the rule keeps.
- Cards not drawn that lift one hand that would draw to three with two cards or more
  (LP206, ``analysis/checks/arrivaltable.first_cancelling``): the draw the play earned is
  gone at that moment. One card in place of the draw stays (examples/rules/queen-tax).
- A refill for several players at a rare huge pile is left to the trial (LP403,
  ``analysis/checks/refill.rare_pile``): redteam36 ``fair-huge-pickup-others-take-one``.

The books are ``tests/data/redteam-mech45``'s."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.language.lint.linter import lint_paths, lint_text
from lopti_rules.tools import audit
from lopti_rules.tools.scenario import load_text, run_scenario

DATA = Path(__file__).resolve().parents[1] / "data"
SET = DATA / "redteam-mech45"


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str, counts: str = "") -> str:
    return (f'rule "Lid"\n{counts}  {event}:\n'
            + "".join(f"    {line}\n" for line in body))


LIDS = {
    "lone-nine-five-or-lower": rule("after play when play.rank is 9 and play.count is 1",
                                    "next play must be 5 or lower"),
    "tall-eight-six-or-lower": rule("after play when play.rank is 8 and table.pile is at "
                                    "least 10", "next play must be 6 or lower"),
    "ace-list-of-low": rule("after play when play.rank is A",
                            "next play must be one of 2, 3, 4, 5"),
    "armed-by-a-count": rule("after play when count \"sore\" is 1",
                             "next play must be 4 or lower",
                             counts='  count "sore" this round\n'),
    "five-seats-only": rule("after play when table.players is 5 and play.rank is 9",
                            "next play must be 5 or lower"),
}


@pytest.mark.parametrize("text", LIDS.values(), ids=LIDS.keys())
def test_r_special_7_r_special_10_only_the_reset_or_the_pass_left_is_lp208(text: str) -> None:
    assert "LP208" in codes_of(text), text


@pytest.mark.parametrize("name", ["armed-second-nine-narrow", "rare-eight-on-tall-pile",
                                  "rare-five-seats-nine-lid", "armed-pair-memory-lid"])
def test_r_special_7_r_special_10_lp208_in_german_dutch_and_turkish_keywords(
        name: str) -> None:
    text = (SET / "unfair" / f"{name}.lopti").read_text(encoding="utf-8")
    assert "# lopti: lang=" in text
    assert "LP208" in codes_of(text)


KEPT = {
    # a King: 4 or higher keeps the 7, the 10, the match (docs/lint/LP208.md's Prefer)
    "king-four-or-higher": rule("after play when play.rank is K",
                                "next play must be 4 or higher"),
    # a 7: 4 or lower keeps the 4 under the 7's own lid (R-SPECIAL-7)
    "seven-four-or-lower": rule("after play when play.rank is 7",
                                "next play must be 4 or lower"),
    # the base answers restated after a single 9
    "nine-restated": rule("after play when play.rank is 9 and play.count is 1",
                          "next play must be one of 2, 3, 7, 9, 10, J, Q, K, A"),
    # 8 or lower after a 9 keeps the 7 (the 10 alone is the trial's, LP803)
    "nine-eight-or-lower": rule("after play when play.rank is 9 and play.count is 1",
                                "next play must be 8 or lower"),
}


@pytest.mark.parametrize("text", KEPT.values(), ids=KEPT.keys())
def test_r_custom_2_a_restriction_that_keeps_a_climb_is_no_lp208_of_this_kind(
        text: str) -> None:
    assert "LP208" not in codes_of(text), text


GIFTS = {
    "two-after-a-single-five": rule("after play when play.rank is 5 and play.count is 1 "
                                    "and table.draw_pile is at most 6",
                                    "previous player gives 2 cards to acting player"),
    "two-after-nine-on-nine": rule("after play when play.rank is 9 and "
                                   "play.previous_rank is 9",
                                   "next player gives 2 cards to acting player"),
}


@pytest.mark.parametrize("text", GIFTS.values(), ids=GIFTS.keys())
def test_r_draw_1_two_cards_given_before_the_draw_cancel_it_lp206(text: str) -> None:
    assert "LP206" in codes_of(text), text


def test_r_draw_1_one_card_in_place_of_the_draw_stays_clean() -> None:
    queen = (DATA.parents[1] / "examples" / "rules" / "queen-tax.lopti").read_text("utf-8")
    assert "LP206" not in codes_of(queen)
    assert "LP206" not in codes_of(rule("after play when play.rank is J",
                                        "player left of acting player gives 1 card to "
                                        "acting player"))


def test_r_custom_3_a_refill_at_a_rare_huge_pickup_is_not_lp403() -> None:
    assert "LP403" not in codes_of(rule("after pickup when pickup.count is at least 12",
                                        "every other player takes the top cleared card"))
    # every pickup, or a pile that is not rare: still LP403
    assert "LP403" in codes_of(rule("after pickup",
                                    "every other player takes the top cleared card"))
    assert "LP403" in codes_of(rule("after pickup when pickup.count is at least 4",
                                    "every other player takes the top cleared card"))
    assert "LP403" in codes_of(rule("after pickup when pickup.count is at least 12",
                                    "every other player takes 2 cards from the cleared "
                                    "cards"))


# The audit's witness search (audit/blocking.find_block, find_no_draw) finds a game for the
# late draw; for the rare lids and the 9-on-9 gift it finds none yet (session 45, left to
# the next helper: the moment is rare in its seeded games).
@pytest.mark.parametrize(("name", "code"), [("gift-cancels-late-draw", "LP206")])
def test_r_custom_2_each_refusal_has_a_witness_that_runs(name: str, code: str) -> None:
    results = lint_paths([SET / "unfair" / f"{name}.lopti"])
    audit(results)
    d = next(d for d in results[0].diagnostics if d.code == code)
    assert d.witness, d
    if "[[scenario]]" in d.witness:
        ran = [run_scenario(s) for s in load_text(d.witness, "<witness>")]
        assert [r.status for r in ran] == ["pass"] * len(ran)
