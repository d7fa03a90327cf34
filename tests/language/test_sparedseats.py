"""Actions whose seats last round's standings choose (LP310; R-CUSTOM-4, issue 29, session
31): the standing is placed at seat 0, every seat in turn acts, and where each skip,
draw, pickup, reversal or restriction lands is read. Every seat but the standing's, or
only a seat beside it, is a person in the role's clothes, whatever the words, the event
or the keyword language (redteam22 ``lockout-take-up-sits-out``,
``order-pairs-turn-from-champion``, the set redteam-s31m). The same action for everyone,
a role play moves, a handicap on the standing, words only, and a catch-up behind the
front stay clean."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import parse
from lopti_rules.language.analysis.sparedseats import book_spared
from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str) -> str:
    return f'rule "Seats"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


UNFAIR = {
    "take-up-skip-unless-winner": rule("after take_up when acting player is not last winner",
                                       "skip acting player"),
    "pass-fee-not-spelt": rule("after pass when not (acting player is last winner)",
                               "acting player draws 1 card"),
    "flip-winner-first": rule("after flip when last winner is not acting player",
                              "skip acting player"),
    "quad-if-else": rule("after clear when clear.cause is four", "if acting player is last winner:",
                         '  acting player says "lucky"', "else:", "  skip acting player"),
    "bonus-bound-placed-1": rule("after bonus when acting player is not the player placed 1 "
                                 "last round", "next play must be 6 or lower"),
    "swap-runner-up-spared": rule("after swap when acting player is not the player placed 2 "
                                  "last round", "acting player draws 1 card"),
    "out-next-skipped": rule("after out when next player is not last winner", "skip next player"),
    "loop-leaves-winner-out": rule("after clear when clear.count is 10", "for each player:",
                                   "  if that player is not last winner:", "    skip that player"),
    "pair-turns-from-champion": rule("after play when play.count is at least 2 and next player "
                                     "is last winner", "reverse direction"),
    "right-of-winner-draws": rule("after clear", "the player right of last winner draws 1 card"),
    "after-champion-bound": rule("after play when acting player is last winner",
                                 "next play must be 5 or lower"),
    "turn-after-champion-bound": rule("before turn when previous player is last winner",
                                      "next play must be 7 or lower"),
    "left-of-biggest-picker-at-any-clear": rule(
        "after clear", "skip the player left of the player with the most pickups last round"),
}


@each.parametrize("text", UNFAIR.values(), ids=UNFAIR.keys(), size=60)
def test_r_custom_4_seats_chosen_by_a_standing_are_lp310(text: str) -> None:
    assert "LP310" in codes_of(text), text


def test_r_custom_4_lp310_in_other_keyword_languages() -> None:
    nl = ('# lopti: lang=nl\nregel "Catch your breath"\n  na take_up als actieve speler is '
          'niet laatste winnaar:\n    overslaan actieve speler\n')
    de = ('# lopti: lang=de\nregel "Not my problem"\n  nach play wenn play.count ist '
          'mindestens 2 und nächste spieler ist letzte sieger:\n    wende richtung\n')
    assert "LP310" in codes_of(nl)
    assert "LP310" in codes_of(de)


FAIR = {
    "same-for-everyone": rule("after clear when clear.cause is ten", "acting player draws 2 cards"),
    "handicap-on-champion": rule("after take_up when acting player is last winner",
                                 "skip acting player"),
    "words-only": rule("after clear when clear.cause is four and acting player is last winner",
                       'acting player says "Four of a kind!"'),
    "dealer-role": rule("after clear when clear.cause is four", "dealer draws 1 card"),
    "picker-neighbour": rule("after pickup", "the player left of the picker draws 1 card"),
    "next-player-role": rule("after out", "next player draws 1 card"),
    "kings-reverse-all": rule("after play when play.rank is K", "reverse direction"),
    "champion-draws-at-pass": rule("after pass when acting player is the player placed 1 last "
                                   "round", "acting player draws 1 card"),
    "mercy-turn-last-place": rule("after turn_end when table.pile is at least 5 and next "
                                  "player is last round's last place", "reverse direction"),
    "last-place-spared-catch-up": rule("after turn_end when hand of acting player is at least "
                                       "12 and not (acting player is last round's last place)",
                                       "acting player draws 1 card"),
    "biggest-picker-own-five": rule("after play when play.rank is 5 and acting player is the "
                                    "player with the most pickups last round",
                                    "skip the next player"),
    "bounce-back-to-champion": rule("after turn_end when acting player is player left of last "
                                    "winner", "reverse the direction"),
}


@each.parametrize("text", FAIR.values(), ids=FAIR.keys(), size=60)
def test_r_custom_4_same_action_roles_and_handicaps_stay_clean_of_lp310(text: str) -> None:
    assert "LP310" not in codes_of(text), text


def test_r_custom_4_lp310_names_the_forced_moment() -> None:
    """The witness is the moment: the table, the standing at seat 0, an acting seat and
    where it lands, the seats never reached."""
    book = parse(UNFAIR["take-up-skip-unless-winner"], "t.lopti")
    ((_, found),) = list(book_spared(book))
    assert found.players == 5 and found.spared == (0,) and found.reached == (1, 2, 3, 4)
    assert found.acting == 1 and found.lands == (1,)
    (diag,) = [d for d in lint_text(UNFAIR["take-up-skip-unless-winner"], "t.lopti").diagnostics
               if d.code == "LP310"]
    assert "seat 0 of 5 players" in diag.message and "when seat 1 acts" in diag.message


def test_r_custom_4_lp310_reversal_spares_the_seat_it_was_to_reach() -> None:
    book = parse(UNFAIR["pair-turns-from-champion"], "t.lopti")
    ((_, found),) = list(book_spared(book))
    assert 0 in found.spared and 0 not in found.reached


#: A clock beside the standing in a disjunction (session 31, r2mech): the clock's own
#: moments are a moment of their own, and at every other moment the standing decides
CLOCKED = {
    "first-round-escape": rule("after take_up when acting player is not last winner or "
                               "round.number is 1", "acting player draws 1 card"),
    "first-turn-escape": rule("after pickup when acting player is not last winner or "
                              "turn.number is 1", "skip acting player"),
    "late-rule-escape": rule("after pickup when not (acting player is last winner and "
                             "rule.rounds is at least 3)", "skip acting player"),
    "if-with-a-clock": rule("after play when play.rank is 9",
                            "if round.plays is more than 200 or next player is not the "
                            "player placed 2 last round:", "  skip next player"),
    "reversal-clocked": rule("after pass when next player is last winner or round.clears is 4",
                             "reverse the direction"),
}


@each.parametrize("text", CLOCKED.values(), ids=CLOCKED.keys())
def test_r_custom_4_a_clock_disjunct_does_not_hide_the_standing(text: str) -> None:
    assert "LP310" in codes_of(text)


def test_r_custom_4_a_clock_disjunct_in_other_keyword_languages() -> None:
    nl = ('# lopti: lang=nl\nregel "Rust"\n  na take_up als actieve speler is niet laatste '
          'winnaar of round.number is 1:\n    overslaan actieve speler\n')
    assert "LP310" in codes_of(nl)


CLOCKED_FAIR = {
    # a handicap on the champion with a first-round clause: the standing bears it
    "winner-pays-or-round-one": rule("after take_up when acting player is last winner or "
                                     "round.number is 1", "acting player draws 1 card"),
    # a clause that always holds: everyone, the standing too
    "always-clock": rule("after pickup when acting player is not last winner or "
                         "round.number is at least 1", "skip acting player"),
    # no standing: a clock or a rank for everyone
    "rank-or-clock": rule("after play when play.rank is 8 or round.plays is 1",
                          "skip next player"),
}


@pytest.mark.parametrize("text", CLOCKED_FAIR.values(), ids=CLOCKED_FAIR.keys())
def test_r_custom_4_clock_disjuncts_that_spare_nobody_stay_clean(text: str) -> None:
    assert "LP310" not in codes_of(text)


@each.parametrize("text", [
    rule("after pickup when player right of the picker is last winner", "reverse direction"),
    rule("after pickup when the picker is the player left of last winner", "reverse direction"),
    rule("after pickup", "if last winner is the player right of the picker:",
         "  reverse direction"),
    rule("after pickup when previous player is last winner", "reverse direction"),
    rule("after pickup when player right of the picker is the player placed 2 last round",
         "reverse direction"),
    rule("after pickup when player right of acting player is last winner and pickup.count "
         "is at least 5", "reverse direction"),
], ids=["right-of-picker", "picker-left-of", "if", "previous", "runner-up", "big-pickup"])
def test_r_turn_1_a_reversal_handing_the_standing_the_empty_table_is_lp310(text: str) -> None:
    """Redteam24 ``order-empty-table-to-champion``: after a pickup the next player leads
    the empty table (R-TURN-1, R-TURN-2); a reversal at the pickup of the seat beside the
    champion hands that lead to the champion alone, a gain chosen by the standing."""
    assert "LP310" in codes_of(text), text
    found = [f for _, f in book_spared(parse(text))]
    assert found and found[0].gain and found[0].reached == (0,), text


@each.parametrize("text", [
    rule("after pickup when pickup.count is at least 8", "reverse direction"),
    rule("after pickup", "reverse direction"),
    rule("after pickup when player right of the picker is last round's last place",
         "reverse direction"),
    rule("after pickup when player right of the picker is the dealer", "reverse direction"),
    rule("after pickup when the picker is last winner", "the picker draws 1 card"),
], ids=["big-pickup-all", "every-pickup", "last-place-catch-up", "dealer", "winner-handicap"])
def test_r_turn_1_a_lead_handed_on_by_play_or_to_the_back_stays_clean(text: str) -> None:
    assert codes_of(text) == [], text


def test_r_turn_1_a_lead_handed_to_the_champion_in_other_keyword_languages() -> None:
    tr = ('# lopti: lang=tr\nkural "Sen başla"\n  sonra pickup eğer bu toplayan ise oyuncu '
          'sol ait son kazanan:\n    tersine yön\n')
    de = ('# lopti: lang=de\nregel "After you"\n  nach pickup wenn spieler rechts von der '
          'aufnehmer ist letzte sieger:\n    wende richtung\n')
    assert "LP310" in codes_of(tr)
    assert "LP310" in codes_of(de)
