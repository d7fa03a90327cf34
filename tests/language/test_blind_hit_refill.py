"""Cards handed to a player at their legal blind plays (LP502; R-FACE-2, R-WIN-1,
R-CUSTOM-3; session 31, redteam23 ``loop-blind-hit-refund``).

A flip is made only with hand and face-up cards empty (R-FACE-2); after a legal one that
was not the last card the flipper still holds only face-down cards. A card handed to them
then, at every blind card, is a hand they must play out before the next blind card: the
last stretch refilled, as LP502 already reads a condition that spells the empty hand out.
The source does not matter (another player's hand, the stock, the cleared cards), nor the
wording or the keyword language. A card only at a failed flip (the flipper has just picked
up the pile), a refund a round bounds, and cards for the other players stay clean."""

from __future__ import annotations

from support import each

from lopti_rules.language.lint.linter import lint_text


def codes_of(text: str) -> list[str]:
    return sorted(d.code for d in lint_text(text, "t.lopti").diagnostics)


UNFAIR = [
    # the red-team book: the next player hands one back at each legal blind card
    'rule "R"\n  after flip when flip.legal and cards of acting player is more than 0:\n'
    '    next player gives 1 card to acting player\n',
    # another giver, another rank condition
    'rule "R"\n  after flip when flip.legal and flip.rank is at least 5:\n'
    '    previous player gives 1 card to acting player\n',
    # from the stock, no condition at all (the legal flips are among its firings)
    'rule "R"\n  after flip:\n    acting player draws 1 card\n',
    # from the cleared cards, under an if on legality
    'rule "R"\n  after flip:\n    if flip.legal is true:\n'
    '      acting player takes 2 cards from the cleared cards\n',
    # every player, the flipper among them
    'rule "R"\n  after flip when flip.rank is at most 6:\n    every player draws 1 card\n',
    # the else of a failed flip is a legal one
    'rule "R"\n  after flip:\n    if not flip.legal:\n      acting player says "oops"\n'
    '    else:\n      acting player draws 1 card\n',
    # German, Dutch and Turkish keywords (lopti fmt --lang)
    '# lopti: lang=de\nregel "R"\n  nach flip wenn flip.legal und flip.rank ist mindestens 5:\n'
    '    vorige spieler gibt 1 karte zu aktive spieler\n',
    '# lopti: lang=nl\nregel "R"\n  na flip:\n    indien flip.legal is waar:\n'
    '      actieve speler neemt 2 kaarten vanuit de opgeruimde kaarten\n',
    '# lopti: lang=tr\nkural "R"\n  sonra flip eğer flip.legal ve flip.rank ise en az 5:\n'
    '    önceki oyuncu verir 1 kart karşı etkin oyuncu\n',
]


@each.parametrize("text", UNFAIR)
def test_r_face_2_r_win_1_cards_at_each_legal_blind_play_are_lp502(text: str) -> None:
    assert "LP502" in codes_of(text)


FAIR = [
    # a failed flip: the flipper holds the pile already; a card more is a penalty
    'rule "R"\n  after flip when not flip.legal:\n    acting player draws 1 card\n',
    'rule "R"\n  after flip when flip.legal is false:\n    acting player draws 1 card\n',
    # a refund the round bounds: the first two flips (redteam10 fair-first-flips-refund)
    'rule "R"\n  count "k" this round\n  after flip:\n    add 1 to "k"\n'
    '    if count "k" is at most 2:\n      acting player takes the bottom cleared card\n',
    # cards for the others at a legal flip (redteam21 fair-blind-ace-bonus)
    'rule "R"\n  after flip when flip.legal and flip.rank is A:\n'
    '    every other player draws 1 card\n',
    # the flipper gives, not receives
    'rule "R"\n  after flip when flip.legal:\n    next player draws 1 card\n',
    # a word before the flip
    'rule "R"\n  before flip:\n    acting player says "here goes"\n',
]


@each.parametrize("text", FAIR)
def test_r_face_2_cards_off_the_legal_blind_plays_stay_clean(text: str) -> None:
    assert "LP502" not in codes_of(text)


def test_r_face_2_the_message_names_the_legal_blind_card_and_the_way_out() -> None:
    """The flip case says what it is (a refill of the blind stage), not the hand-is-0 advice
    of a condition that spells the last cards out."""
    text = ('rule "Refund"\n  after flip when flip.legal:\n'
            '    next player gives 1 card to acting player\n')
    [found] = [d for d in lint_text(text, "t.lopti").diagnostics if d.code == "LP502"]
    assert "legal blind card" in found.message and "never ends" in found.message
    assert "not flip.legal" in found.hint and "face-up cards)" not in found.hint
