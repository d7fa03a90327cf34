"""A standing spared the answer to a play (LP310; R-TURN-1, R-CUSTOM-4; issue 29, session
39, r2mech39; the set redteam-r2m39).

A skip that lands on last round's winner (or runner-up) only at the moments they are the
seat to answer the play just made passes the turn over them: the seat after answers in
their place. That is a shield, however rarely it fires ("an 8 played at the champion",
"a Queen or higher", "a pile of six at the turn's end"), not a turn taken as a cost: a
draw or a pickup laid on the standing there is the handicap, and a skip of whoever is
next lands on every seat in turn. The reading places the standing at seat 0 and lets
every seat act (``analysis/sparedseats.py``'s moments), so the seat words do not matter:
``next player``, ``player left of acting player`` with the acting seat right of the
champion, a seat reached through the dealer. A reversal that turns play away from the
standing is LP310's older reading, and is caught in every form too."""

from __future__ import annotations

import pytest
from support import each

from lopti_rules.language import parse
from lopti_rules.language.analysis.sparedseats import book_spared
from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str) -> str:
    return f'rule "Shield"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


SHIELDS = {
    "eight-at-champion": rule("after play when play.rank is 8 and next player is last winner",
                              "skip next player"),
    "queen-up-at-champion": rule("after play when play.rank is at least Q and next player is "
                                 "last winner", "skip next player"),
    "jack-up-at-champion": rule("after play when play.rank is at least J and next player is "
                                "last winner", "skip next player"),
    "ace-seat-words": rule("after play when play.rank is A and acting player is player right "
                           "of last winner", "skip player left of acting player"),
    "king-at-runner-up": rule("after play when play.rank is K and next player is player "
                              "placed 2 last round", "skip next player"),
    "big-pile-turn-end": rule("after turn_end when table.pile is at least 6 and next player "
                              "is last winner", "skip next player"),
    "before-play": rule("before play when table.pile is at least 4 and next player is last "
                        "winner", "skip next player"),
    "after-draw": rule("after draw when next player is last winner and table.pile is at "
                       "least 4", "skip next player"),
    "after-bonus": rule("after bonus when next player is last winner", "skip next player"),
    "through-dealer": rule("after play when play.rank is 9 and next player is player left of "
                           "dealer and player left of dealer is last winner",
                           "skip next player"),
    "inside-if": rule("after play when play.count is at least 2",
                      "if next player is last winner:", "  skip next player"),
    "reversal": rule("after play when play.rank is at least J and next player is last winner",
                     "reverse the direction"),
}


@each.parametrize("text", SHIELDS.values(), ids=SHIELDS.keys())
def test_r_turn_1_r_custom_4_a_standing_skipped_at_its_answer_is_shielded(text: str) -> None:
    assert "LP310" in codes_of(text), text


def test_r_custom_4_the_shield_names_the_moment() -> None:
    """The message: the standing at seat 0, the seat whose play it would answer, the seats
    never skipped there."""
    book = parse(SHIELDS["eight-at-champion"], "t.lopti")
    ((_, found),) = list(book_spared(book))
    assert found.shield and found.players == 5 and found.reached == (0,)
    assert found.acting == 4 and found.spared == (1, 2, 3, 4)
    (diag,) = [d for d in lint_text(SHIELDS["eight-at-champion"], "t.lopti").diagnostics
               if d.code == "LP310"]
    assert "skips seat 0 only when seat 4 has played" in diag.message
    assert "a shield from that answer" in diag.message and "R-TURN-1" in diag.message


KEYWORDS = {
    "de": ('# lopti: lang=de\nregel "Schild"\n  nach play wenn play.rank ist 8 und nächste '
           'spieler ist letzte sieger:\n    überspringe nächste spieler\n'),
    "nl": ('# lopti: lang=nl\nregel "Schild"\n  na play als play.rank is minstens Q en '
           'volgende speler is laatste winnaar:\n    overslaan volgende speler\n'),
    "tr": ('# lopti: lang=tr\nkural "Kalkan"\n  sonra play eğer play.rank ise 9 ve sonraki '
           'oyuncu ise son kazanan:\n    atla sonraki oyuncu\n'),
}


@pytest.mark.parametrize("text", KEYWORDS.values(), ids=KEYWORDS.keys())
def test_r_custom_4_the_shield_in_other_keyword_languages(text: str) -> None:
    assert "LP310" in codes_of(text), text


FAIR = {
    # a skip of whoever is next after a high card: every seat in turn
    "courts-skip-next": rule("after play when play.rank is at least Q", "skip next player"),
    "big-pile-skips-next": rule("after turn_end when table.pile is at least 8",
                                "skip next player"),
    # a cost on the champion at their answer: a handicap
    "eight-champion-draws": rule("after play when play.rank is 8 and next player is last "
                                 "winner", "next player draws 1 card"),
    "courts-champion-draws": rule("after play when play.rank is at least Q and next player "
                                  "is last winner", "next player draws 1 card"),
    # words only
    "eight-champion-cheer": rule("after play when play.rank is 8 and next player is last "
                                 "winner", 'acting player says "Your move, champion!"'),
    # a turn taken from the champion at their own moment
    "own-take-up-skip": rule("after take_up when acting player is last winner",
                             "skip acting player"),
    "own-play-skip": rule("after play when acting player is last winner and play.rank is 8",
                          "skip acting player"),
    # last place spared: a catch-up behind the front
    "last-place-spared": rule("after play when play.rank is at least Q and next player is "
                              "last round's last place", "skip next player"),
    # a cost on the champion as they lead the empty table after a pickup
    "draw-at-empty-lead": rule("after pickup when next player is last winner",
                               "next player draws 1 card"),
}


@each.parametrize("text", FAIR.values(), ids=FAIR.keys())
def test_r_custom_4_a_skip_for_all_a_handicap_and_a_catch_up_stay_clean(text: str) -> None:
    assert "LP310" not in codes_of(text), text


@each.parametrize(("lang", "word"), [("de", "Schild"), ("nl", "schild"),
                                            ("tr", "kalkan"), ("zh", "盾牌")], size=60)
def test_r_custom_4_the_shield_is_said_in_the_tables_language(lang: str, word: str) -> None:
    """The message and its hint read in each language of the cards (zh has no keywords:
    its tables write the rule in another language's, and read the verdict in theirs)."""
    from lopti_rules import i18n
    from lopti_rules.language.report.templates import translate

    (diag,) = [d for d in lint_text(SHIELDS["eight-at-champion"], "t.lopti").diagnostics
               if d.code == "LP310"]
    before = i18n.current()
    try:
        i18n.use(lang)
        said, hint = translate(diag.message), translate(diag.hint or "")
    finally:
        i18n.use(before)
    assert said is not None and word in said and "{" not in said
    assert hint is not None and "skip next player" in hint
