"""A favour on a role its favour keeps (LP308, LP309; R-CUSTOM-4, R-SETUP-2;
analysis/keptroles.py): a seat a fixed step from the last winner that sheds or leads
where the step keeps it within a team (the seat across at four players), and every hand
shown but the last winner's. Steps that reach every seat, a favour for everyone alike and
a cost on the role itself stay clean (redteam12 ``lockout-partner-perk``,
``info-champion-peeks``, the brief's fair near misses)."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language.analysis.keptroles import orbit
from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str) -> str:
    return f'rule "Kept"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


PARTNER = "the player left of the player left of"


@each.parametrize("text", [
    rule("after turn when acting player is last winner", "every other player reveals their hand"),
    rule("after turn when last winner is acting player", "every other player reveals their hand"),
    rule("after turn", "if acting player is last winner:",
         "  every other player reveals their hand"),
    rule("after turn when acting player is last winner", "for each other player:",
         "  that player reveals their hand"),
    rule("after turn_end when acting player is not last winner",
         "acting player reveals their hand"),
    rule("after turn", "if acting player is last winner:", "  acting player draws 1 card",
         "else:", "  acting player reveals their hand"),
    # the leader at the deal is the last winner (R-SETUP-4)
    rule("after deal", "every other player reveals their hand"),
    rule("after turn when acting player is the player placed 1 last round",
         "every other player reveals their hand"),
], ids=["when", "reversed", "if", "loop", "not-winner", "else", "leader", "placed-1"])
def test_r_custom_4_every_hand_but_the_last_winners_shown_is_lp309(text: str) -> None:
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("after deal", "every player reveals their hand"),
    rule("after turn when acting player is last winner", "every player reveals their hand"),
    rule("after turn when acting player is last winner", "acting player reveals their hand"),
    rule("after turn", "every other player reveals their hand"),  # everyone sees, in turn
    rule("after play when play.rank is Q", "next player reveals their hand"),
    rule("after deal", "last winner reveals their hand"),
], ids=["all-at-deal", "all-at-winner", "winner-self", "every-turn", "queen", "winner-deal"])
def test_r_setup_2_a_view_for_everyone_alike_or_a_cost_on_the_role_is_clean(text: str) -> None:
    assert codes_of(text) == [], text


@each.parametrize("text", [
    rule("after deal when table.players is 4", f"{PARTNER} last winner may give up to 2 cards "
         "to their left"),
    rule("after deal", f"{PARTNER} last winner gives 1 card to their left"),
    rule("after deal", "the player right of the player right of last winner may give up to 2 "
         "cards to their right"),
    rule("before deal when table.players is 4", f"{PARTNER} last winner leads"),
    rule("after deal", "the next player after the next player after acting player gives 1 card"
         " to their left"),
    rule("after deal", f"{PARTNER} the player placed 1 last round gives 1 card to their left"),
    # the next player beside the player to act, the last winner
    rule("after turn_end when acting player is last winner",
         "the player left of the next player may give up to 1 card to their left"),
    rule("after play when acting player is last winner",
         "the previous player before the previous player gives 1 card to their right"),
], ids=["redteam12", "every-size", "right", "leads", "leader-after", "placed-1", "next",
        "previous"])
def test_r_custom_4_the_seat_across_from_the_last_winner_shedding_is_lp308(text: str) -> None:
    assert "LP308" in codes_of(text), text


@each.parametrize("text", [
    # one step reaches every seat: the favour goes round the table
    rule("after deal", "the player left of last winner gives 1 card to their left"),
    rule("before deal when rule.rounds is at least 2", "player left of the last winner leads"),
    # two steps at three or five players reach every seat too
    rule("after deal when table.players is at least 5", f"{PARTNER} last winner gives 1 card to "
         "their left"),
    # a cost on the partner is no favour that keeps itself
    rule("after deal", f"{PARTNER} last winner draws 1 card"),
    # the dealer moves by the deal, not by wins (teamseats.py judges it)
    rule("after deal", 'the player left of the dealer does "cut the deck"'),
    rule("after deal", "last winner gives 1 card to last round's last place"),
    rule("after turn_end when acting player is last winner",
         "the next player may give up to 1 card to their left"),
    # the next player beside whoever acts: not a step from the winner
    rule("after turn_end", "the player left of the next player gives 1 card to their left"),
], ids=["one-step", "leads-left", "five", "cost", "dealer", "robin-hood", "next-alone",
        "no-anchor"])
def test_r_custom_4_a_favour_that_goes_round_or_a_cost_is_clean(text: str) -> None:
    assert "LP308" not in codes_of(text), text


def test_r_custom_4_the_seats_a_step_reaches_are_its_orbit() -> None:
    assert orbit(2, 4) == (0, 2)
    assert orbit(1, 4) == (0, 1, 2, 3)
    assert orbit(2, 5) == (0, 1, 2, 3, 4)
    assert orbit(0, 3) == (0,)


def test_r_custom_4_a_book_that_reverses_keeps_play_steps_apart_after_the_deal() -> None:
    after = "the next player after the next player after acting player gives 1 card to their left"
    text = rule("after turn_end when acting player is last winner", after)
    assert "LP308" in codes_of(text)
    assert "LP308" not in codes_of(text + rule("after play when play.rank is 9",
                                               "reverse direction").replace('"Kept"', '"Turn"'))


@each.parametrize("text", [
    rule("after turn when acting player is last round's last place",
         "acting player reveals their hand"),
    rule("after deal", "last round's last place reveals their hand"),
    rule("after turn", "if acting player is the player placed 3 last round:",
         "  acting player reveals their hand"),
    rule("after turn_end when next player is last winner",
         "the player left of last winner reveals their hand"),
    rule("after deal", "the player right of last winner reveals their hand"),
    rule("after turn when last round's last place is acting player and round.turns is even",
         "acting player reveals their hand"),
], ids=["tail-turn", "tail-deal", "placed-3", "left-of-winner", "right-of-winner", "reversed"])
def test_r_custom_4_a_hand_shown_by_a_player_the_standings_choose_is_lp309(text: str) -> None:
    """redteam13 info-tail-plays-open and info-champion-sees-left: who sees what, chosen
    by last round's result (session 22)."""
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("after deal", "dealer reveals their hand"),
    rule("after pickup when pickup.count is at least 12", "the picker reveals their hand"),
    rule("after turn when acting player is last winner", "acting player reveals their hand"),
    rule("after deal", "the player left of the dealer reveals their hand"),
    rule("after turn when acting player is not last round's last place",
         "acting player draws 1 card"),
    rule("after turn when acting player is last round's last place",
         "acting player draws 1 card"),
], ids=["dealer", "big-picker", "winner-self", "left-of-dealer", "not-tail-draws", "tail-draws"])
def test_r_setup_2_a_hand_shown_by_a_role_play_moves_or_the_winner_is_clean(text: str) -> None:
    """redteam13 fair-dealer-shows-hand and fair-big-pickup-reveal; a cost on last place
    that is no view is the trial's to weigh."""
    assert "LP309" not in codes_of(text), text


@each.parametrize("text", [
    rule("after pickup when acting player is the player placed 2 last round",
         "the picker reveals their hand"),
    rule("after draw when the drawer is last round's last place",
         "acting player reveals their hand"),
    rule("after clear when acting player is the player placed 3 last round",
         "the clearer reveals their hand"),
    rule("after pickup when the picker is not last winner", "acting player reveals their hand"),
], ids=["picker", "drawer", "clearer", "not-winner"], size=60)
def test_r_custom_4_the_acting_players_words_are_one_role_for_lp309(text: str) -> None:
    """redteam20 info-runner-up-open-pickups (session 29): ``the picker`` in a pickup's hook
    is the acting player a condition says is the runner-up, however each is worded."""
    assert "LP309" in codes_of(text), text


@pytest.mark.parametrize("text", [
    rule("after pickup when acting player is last winner", "the picker reveals their hand"),
    rule("after pickup when pickup.count is at least 12", "the picker reveals their hand"),
    rule("after draw when the drawer is last round's last place",
         "acting player draws 1 card"),
], ids=["winner-picker", "big-picker", "tail-draws"])
def test_r_setup_2_the_champion_or_a_big_picker_showing_stays_clean_in_any_words(
        text: str) -> None:
    """redteam20 fair-champion-pickup-shows: the champion's own hand shown is a cost."""
    assert "LP309" not in codes_of(text), text


#: A clock in an alternative does not hide the role (session 31, r2mech; LP310 reads it so
#: too): the clock's moments are its own, and past them the standing decides
CLOCKED = {
    "runner-up-draws-open": ('rule "R"\n  after draw when acting player is player placed 2 '
                             'last round or round.number is 1:\n'
                             '    the drawer reveals their hand\n', "LP309"),
    "seat-after-champion-open": ('rule "R"\n  before turn when acting player is last winner or '
                                 'round.number is 1:\n'
                                 '    the player left of the acting player reveals their hand\n',
                                 "LP309"),
    "all-but-champion-open": ('rule "R"\n  after turn when acting player is last winner or '
                              'rule.fired is 0:\n    every other player reveals their hand\n',
                              "LP309"),
    "facing-seat-sheds": ('rule "R"\n  after turn_end when acting player is last winner or '
                          'round.number is 1:\n    the player left of the next player may give '
                          'up to 1 card to their left\n', "LP308"),
}


@each.parametrize(("text", "code"), CLOCKED.values(), ids=CLOCKED.keys())
def test_r_custom_4_a_clock_alternative_does_not_hide_the_kept_role(text: str, code: str
                                                                    ) -> None:
    assert code in codes_of(text)


def test_r_custom_4_a_clock_alternative_on_a_moving_role_stays_clean() -> None:
    text = ('rule "R"\n  after turn when acting player is the dealer or round.number is 1:\n'
            '    every other player reveals their hand\n')
    assert not {"LP308", "LP309", "LP310"} & set(codes_of(text))


@each.parametrize("text", [
    rule("after clear", "every player whose cards is more than cards of last winner "
         "reveals their hand"),
    rule("after pickup", "for each player whose hand is less than hand of last winner:",
         "  that player reveals their hand"),
    rule("after deal", "every player whose face_up is more than face_up of the player "
         "placed 1 last round reveals their hand"),
    rule("after turn_end", "every player whose hand is not hand of last winner "
         "reveals their hand"),
], ids=["heavier-cards", "lighter-loop", "face-up-placed-1", "unequal"], size=60)
def test_r_setup_2_a_reveal_by_a_strict_comparison_with_the_winner_is_lp309(text: str) -> None:
    """Redteam24 ``info-heavier-hands-open``: a filter that compares strictly with the
    last winner's own count never takes in the winner, who sees every hand it shows."""
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("after pickup when player left of the picker is last winner",
         "the picker reveals their hand"),
    rule("after turn when acting player is the player right of last winner",
         "acting player reveals their hand"),
    rule("after draw when next player is last winner", "acting player reveals their hand"),
    rule("after play when last winner is the player right of acting player",
         "acting player reveals their hand"),
    rule("after pickup when player right of the picker is last winner and pickup.count "
         "is at least 3", "the picker reveals their hand"),
], ids=["picker-left", "acting-right-of", "next-is-winner", "reversed", "with-size"], size=60)
def test_r_setup_2_a_reveal_by_the_seat_a_fact_puts_beside_the_winner_is_lp309(
        text: str) -> None:
    """Redteam24 ``info-picker-before-champion``: a seat placed beside the champion by a
    condition, not by its name, shows its hand to the champion all the same."""
    assert "LP309" in codes_of(text), text


@each.parametrize("text", [
    rule("after clear", "every player whose cards is at least cards of last winner "
         "reveals their hand"),
    rule("after pickup", "every player whose cards is more than cards of the picker "
         "reveals their hand"),
    rule("after pickup when player left of the picker is the dealer",
         "the picker reveals their hand"),
    rule("after pickup when pickup.count is at least 8", "the picker reveals their hand"),
    rule("after pickup when the picker is last winner", "the picker reveals their hand"),
], ids=["at-least-takes-in-winner", "picker-measure", "dealer-beside", "big-pickup",
        "winner-self"], size=60)
def test_r_setup_2_a_reveal_that_takes_in_the_winner_or_a_moving_role_is_clean(
        text: str) -> None:
    assert codes_of(text) == [], text


def test_r_setup_2_a_reveal_beside_or_below_the_winner_in_other_keyword_languages() -> None:
    de = ('# lopti: lang=de\nregel "Blick"\n  nach draw wenn nächste spieler ist letzte '
          'sieger:\n    aktive spieler zeigt ihre hand\n')
    nl = ('# lopti: lang=nl\nregel "Lichte handen"\n  na pickup:\n    voor elke speler wiens '
          'hand is minder dan hand van laatste winnaar:\n      die speler toont hun hand\n')
    assert "LP309" in codes_of(de)
    assert "LP309" in codes_of(nl)


#: last round's last place (or a place from 2 on) made the leader by the same rule
_LEADS = ("before deal", "last round's last place leads")


@pytest.mark.parametrize("text", [
    rule(*_LEADS) + rule("after deal", "last round's last place reveals their hand")
    .replace('rule "Kept"\n', ""),
    rule(*_LEADS) + rule("after turn when acting player is last round's last place",
                         "acting player reveals their hand").replace('rule "Kept"\n', ""),
    rule("before deal", "the player placed 3 last round leads") + rule(
        "after deal", "the player placed 3 last round reveals their hand").replace(
        'rule "Kept"\n', ""),
], ids=["tail-deal", "tail-turn", "placed-3"])
def test_r_custom_4_a_hand_shown_as_the_price_of_the_standings_own_lead_is_clean(
        text: str) -> None:
    """redteam27 fair-last-place-leads-open (session 35, r2fair35): the standing leads and
    pays for it with its hand; the lead and the view go to the same seat, a role the
    results move (R-CUSTOM-4), no view of the trailing player kept for the front."""
    assert "LP309" not in codes_of(text), text


@pytest.mark.parametrize("text", [
    rule("before deal", "last winner leads") + rule(
        "after deal", "last round's last place reveals their hand").replace(
        'rule "Kept"\n', ""),
    rule("before deal", "the player placed 2 last round leads") + rule(
        "after deal", "last round's last place reveals their hand").replace(
        'rule "Kept"\n', ""),
], ids=["winner-leads", "second-leads"])
def test_r_custom_4_a_hand_shown_while_another_standing_leads_stays_lp309(text: str) -> None:
    """The twins: the lead goes to another seat, so the standings still pick whose cards
    the front plays against, at no gain to that seat (R-SETUP-2, R-CUSTOM-4)."""
    assert "LP309" in codes_of(text), text
