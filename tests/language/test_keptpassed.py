"""Hand cards passed to one seat (LP309, ``passed``; R-SETUP-2, R-CUSTOM-4, issue 29,
session 25): a seat that receives another player's hidden hand cards sees them. When the
receiver is the last winner, the leader at the deal, or a seat a fixed step from the
last winner, and the cards pass through their hand (a swap) or a whole dealt hand comes
to them, one seat gets a view the others never get. A pass everyone makes alike, a
receiver play moves (the dealer) and cards from the draw pile stay clean (redteam17
``leak-dealer-hand-to-champion``, ``leak-neighbour-hand-through-champion``, the brief's
fair near misses)."""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str) -> str:
    return f'rule "Pass"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


@each.parametrize("text", [
    rule("after deal when dealer is not last winner", "the dealer gives 2 cards to the last winner",
         "the last winner gives 2 cards to the dealer"),
    rule("after deal", "the player right of the last winner gives 1 card to the last winner",
         "the last winner gives 1 card to the player right of the last winner"),
    rule("after deal", "the player left of the dealer gives 3 cards to the last winner"),
    rule("after turn", "if next player is not last winner:",
         "  next player gives 1 card to last winner",
         "  last winner gives 1 card to next player"),
    rule("after deal", "the dealer gives 1 card to the player left of the last winner",
         "the player left of the last winner gives 1 card to the dealer"),
], ids=["dealer-swap", "neighbour-swap-one", "whole-hand", "turn-swap", "step-swap"])
def test_r_setup_2_hand_cards_passed_through_one_kept_seat_is_lp309(text: str) -> None:
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("after deal", "every player gives 1 card to their left"),
    rule("after deal", "every player gives 3 cards to their left"),
    rule("after deal", "every player gives 1 card to their left",
         "every player gives 1 card to their right"),
    rule("after deal", "the last winner draws 1 card"),
    rule("after deal", "the last winner swaps 1 face-up card with the top of the draw pile"),
    rule("after deal", "the last winner gives 2 cards to the dealer",
         "the dealer gives 2 cards to the player left of the dealer"),
    rule("after deal", "the player left of the dealer gives 1 card to the dealer",
         "the dealer gives 1 card to the player left of the dealer"),
    rule("after deal", "the player left of the last winner gives 1 card to the last winner"),
    rule("after turn", "acting player gives 1 card to next player"),
], ids=["pass-left", "pass-all-left", "both-ways", "stock", "stock-swap", "to-dealer",
        "dealer-swap", "one-card", "every-turn"], size=60)
def test_r_setup_2_a_pass_for_everyone_alike_or_to_a_moving_role_is_clean(text: str) -> None:
    assert codes_of(text) == [], text
