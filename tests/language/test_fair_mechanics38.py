"""Fair mechanics a table writes stay clean where their wording looks like an unfair
one (issue 29, session 38, fairmech38; tests/data/redteam-fm38):

- a reversal in the round's opening (at the deal, or in the leader's first turn before
  any other seat has played) sets the direction the whole round runs in: one seat beside
  the leader answers the lead either way (R-SETUP-4, R-TURN-1), so its guard naming the
  last winner, who leads, singles nobody out (LP310 clean). A reversal later in the
  round, or any other action at the opening, is still read seat by seat;
- "four clear" in a rule's name, the noun with no verb, is the clear of four (the
  language's own ``clear.cause is four``, R-CLEAR-2), not a 4 that clears for one
  standing (R-SPECIAL-10 changed, LP716). "A four clears", a 9 that clears, said for one
  standing, are still LP716 in the five languages.
"""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in lint_text(text, "t.lopti").diagnostics})


def rule(event: str, *body: str, name: str = "Seats") -> str:
    return f'rule "{name}"\n  {event}:\n' + "".join(f"    {line}\n" for line in body)


OPENING = {
    "leader-first-play": rule("after play when acting player is last winner and round.plays is 1",
                              "reverse direction"),
    "leader-first-turn": rule("before turn when acting player is last winner and turn.number is 1",
                              "reverse direction"),
    "leader-first-turn-end": rule("after turn_end when acting player is last winner and "
                                  "turn_end.number is 1", "reverse direction"),
    "deal": rule("after deal when acting player is last winner", "reverse direction"),
    "de": ("# lopti: lang=de\nregel \"Opening turn\"\n  nach play wenn aktive spieler ist letzte"
           " sieger und round.plays ist 1:\n    wende richtung\n"),
    "nl": ("# lopti: lang=nl\nregel \"Opening turn\"\n  na play als actieve speler is laatste"
           " winnaar en round.plays is 1:\n    omkeren richting\n"),
    "tr": ("# lopti: lang=tr\nkural \"Opening turn\"\n  sonra play eğer etkin oyuncu ise son"
           " kazanan ve round.plays ise 1:\n    tersine yön\n"),
}

STILL_LP310 = {
    "every-champion-play": rule("after play when acting player is last winner",
                                "reverse direction"),
    "leader-later-laps": rule("after play when acting player is last winner and round.turns is"
                              " one of 5, 9, 13", "reverse direction"),
    "nine-before-champion": rule("after play when play.rank is 9 and next player is last winner",
                                 "reverse direction"),
    "opening-skip": rule("after play when acting player is last winner and round.plays is 1",
                         "skip next player"),
    "opening-others-draw": rule("after play when acting player is last winner and round.plays"
                                " is 1", "every other player draws 1 card"),
    "de": ("# lopti: lang=de\nregel \"Champion dodges nines\"\n  nach play wenn play.rank ist 9"
           " und nächste spieler ist letzte sieger:\n    wende richtung\n"),
    "nl": ("# lopti: lang=nl\nregel \"Champion dodges nines\"\n  na play als play.rank is 9 en"
           " volgende speler is laatste winnaar:\n    omkeren richting\n"),
    "tr": ("# lopti: lang=tr\nkural \"Champion dodges nines\"\n  sonra play eğer play.rank ise 9"
           " ve sonraki oyuncu ise son kazanan:\n    tersine yön\n"),
}


@each.parametrize("text", OPENING.values(), ids=OPENING.keys())
def test_r_turn_1_a_reversal_in_the_rounds_opening_singles_nobody_out(text: str) -> None:
    assert "LP310" not in codes_of(text), text


@each.parametrize("text", STILL_LP310.values(), ids=STILL_LP310.keys())
def test_r_custom_4_a_reversal_in_running_play_or_a_favour_at_the_opening_is_lp310(
        text: str) -> None:
    assert "LP310" in codes_of(text), text


FOUR_CLEAR_NAMES = ["Dealer four clear gift", "Four clear dealer tax", "Champion four clear",
                    "Dealer's 4 clear bonus"]


@each.parametrize("name", FOUR_CLEAR_NAMES)
def test_r_clear_2_four_clear_in_a_name_is_the_clear_of_four(name: str) -> None:
    text = rule("after clear when clear.cause is four", "dealer may give 1 card to their left",
                name=name)
    assert codes_of(text) == [], name


SPECIAL_10_FOR_ONE = [
    "For the dealer a four clears the pile too",
    "The dealer's four clears the pile as well",
    "Beim Geber räumt auch eine 9 ab",
    "Bij de gever ruimt ook een 9 de stapel",
    "Dağıtan için 9 da temizler",
    "发牌的人的9也能清",
]


@each.parametrize("said", SPECIAL_10_FOR_ONE, size=15)
def test_r_special_10_a_rank_that_clears_for_one_standing_is_still_lp716(said: str) -> None:
    assert "LP716" in codes_of(rule("after deal", f'dealer says "{said}"')), said
