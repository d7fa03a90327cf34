"""Session 45, mech45b (issue 29): unfair mechanics the gate missed, by their idea.

- A count restriction whose condition weighs one player's hand (LP208,
  ``analysis/checks/moments.singles_by_hand``): "whoever begins a turn holding 8 cards or
  more must play two cards or more" bars every single card to that hand, the 2, 3, 7 and
  10 included, on any pile. A restriction by rank that leaves them, and one card, stay.
- A rule's own round count that says "nothing yet" or "the first one" names the round's
  first turn, the leader's (``analysis/firstcounts.py``): a reveal by every other player
  there is a view for the last winner (LP309). The leader showing their own hand, or a
  reveal at a moment that moves, stays.

The books are ``tests/data/redteam-mech45b``'s."""

from __future__ import annotations

from pathlib import Path

import pytest

from lopti_rules.language.lint.linter import lint_text

DATA = Path(__file__).resolve().parents[1] / "data"
SET = DATA / "redteam-mech45b"


def diagnostics(text: str) -> list:  # type: ignore[type-arg]
    return list(lint_text(text, "t.lopti").diagnostics)


def codes_of(text: str) -> list[str]:
    return sorted({d.code for d in diagnostics(text)})


def book(name: str) -> str:
    side = "fair" if name.startswith("fair-") else "unfair"
    return (SET / side / f"{name}.lopti").read_text(encoding="utf-8")


HEAVY = {
    "acting-eight-pairs": 'rule "R"\n  before turn when hand of acting player is at least 8:\n'
                          '    next play must have at least 2 cards\n',
    "possessive-more-than-six": 'rule "R"\n  before turn when the acting player\'s hand is '
                                'more than 6:\n    next play must have at least 2 cards\n',
    "nested-if-triples": 'rule "R"\n  before turn:\n    if hand of acting player is at '
                         'least 10:\n      next play must have at least 3 cards\n',
    "next-player-at-turn-end": 'rule "R"\n  after turn_end when hand of next player is at '
                               'least 6:\n    next play must have at least 2 cards\n',
    "short-hand-too": 'rule "R"\n  before turn when hand of acting player is at most 2:\n'
                      '    next play must have at least 2 cards\n',
}


@pytest.mark.parametrize("text", HEAVY.values(), ids=HEAVY.keys())
def test_r_custom_2_r_special_2_3_7_10_singles_barred_by_hand_size_is_lp208(text: str) -> None:
    found = [d for d in diagnostics(text) if d.code == "LP208"]
    assert found, text
    # the witness: the hand weighed, the count asked for, the specials named
    assert "size of their hand" in found[0].message
    assert "the 2's reset, the 3's pass, the 7 and the 10" in found[0].message


@pytest.mark.parametrize("name", ["heavy-hand-triples-only", "heavy-hand-more-than-six",
                                  "heavy-hand-if-nested", "heavy-hand-twelve-and-pile"])
def test_r_custom_2_hand_size_restriction_in_german_dutch_and_turkish_keywords(name: str) -> None:
    assert "LP208" in codes_of(book(name))


FAIR_HEAVY = {
    "one-card-restated": 'rule "R"\n  before turn when hand of acting player is at least 8:\n'
                         '    next play must have at least 1 card\n',
    "rank-floor-restated": 'rule "R"\n  before turn when hand of acting player is at least 8:'
                           '\n    next play must be 2 or higher\n',
    "whole-table-hands": 'rule "R"\n  before turn when table.draw_pile is 0:\n'
                         '    next play must have at least 2 cards\n',
}


@pytest.mark.parametrize("text", FAIR_HEAVY.values(), ids=FAIR_HEAVY.keys())
def test_r_custom_2_hand_size_near_misses_are_not_the_hand_reading(text: str) -> None:
    assert not any(d.code == "LP208" and "size of their hand" in d.message
                   for d in diagnostics(text)), text


@pytest.mark.parametrize("name", ["fair-heavy-hand-no-ace",
                                  "fair-heavy-hand-one-card-restated",
                                  "fair-heavy-hand-restated-floor"])
def test_r_special_2_3_7_10_hand_size_rank_restriction_that_keeps_them_is_clean(name: str) -> None:
    assert codes_of(book(name)) == []


REVEALS = {
    "no-draw-yet": 'rule "R"\n  count "draws" this round\n  after draw:\n    add 1 to "draws"'
                   '\n  before turn when count "draws" is 0:\n    every other player reveals '
                   'their hand\n',
    "first-play-counted": 'rule "R"\n  count "plays" this round\n  after play:\n    add 1 to '
                          '"plays"\n    if count "plays" is 1:\n      every other player '
                          'reveals their hand\n',
    "flag-set-once": 'rule "R"\n  count "seen" this round\n  before turn when count "seen" is 0:'
                     '\n    set "seen" to 1\n    every other player reveals their hand\n',
    "no-turn-ended-at-a-draw": 'rule "R"\n  count "ends" this round\n  after turn_end:\n    add '
                               '1 to "ends"\n  after draw when count "ends" is 0:\n    every '
                               'other player reveals their hand\n',
}


@pytest.mark.parametrize("text", REVEALS.values(), ids=REVEALS.keys())
def test_r_setup_4_r_custom_4_first_turn_by_a_count_reveal_is_lp309(text: str) -> None:
    found = [d for d in diagnostics(text) if d.code == "LP309"]
    assert found, text
    assert "leader" in found[0].message  # the witness: the seat the moment lands on


@pytest.mark.parametrize("name", ["reveal-after-first-draw", "reveal-after-first-play",
                                  "reveal-once-a-round-flag", "reveal-before-any-draw"])
def test_r_setup_4_first_turn_count_reveal_in_all_keyword_languages(name: str) -> None:
    assert "LP309" in codes_of(book(name))


FAIR_REVEALS = {
    "leader-shows-own": 'rule "R"\n  count "draws" this round\n  after draw:\n    add 1 to '
                        '"draws"\n  before turn when count "draws" is 0:\n    the acting player '
                        'reveals their hand\n',
    "guarded-writer": 'rule "R"\n  count "big" this round\n  after pickup when pickup.count is '
                      'at least 8:\n    add 1 to "big"\n  before turn when count "big" is 0:\n'
                      '    every other player reveals their hand\n',
    "tenth-draw": 'rule "R"\n  count "draws" this round\n  after draw:\n    add 1 to "draws"\n'
                  '    if count "draws" is a multiple of 10:\n      every other player reveals '
                  'their hand\n',
}


@pytest.mark.parametrize("text", FAIR_REVEALS.values(), ids=FAIR_REVEALS.keys())
def test_r_custom_4_reveal_that_rotates_or_costs_the_leader_is_clean(text: str) -> None:
    assert "LP309" not in codes_of(text), text


#: (``fair-leader-bottom-draw-first``, reworded at the merge so that the draw it causes sees
#: its count, is refused LP402 as the first drawer's cost: the open false alarm of a cost
#: on the creator's first-round seat, redteam37 ``fair-first-drawer-pays-bottom``'s too)
LEADER_COSTS = ["fair-reveal-leader-shows-first", "fair-reveal-every-tenth-draw-others",
                "fair-leader-bottom-draw-turn-one",
                "fair-leader-extra-draw-no-draw-yet", "fair-leader-gives-first-play"]


@pytest.mark.parametrize("name", LEADER_COSTS)
def test_r_setup_4_a_cost_on_the_leader_alone_stays_clean(name: str) -> None:
    assert codes_of(book(name)) == []


LEADS = {
    "two-reverses-by-turns": 'rule "A"\n  after turn_end when round.turns is 1:\n    reverse '
                             'direction\n\nrule "B"\n  after turn_end when round.turns is 2:\n'
                             '    reverse direction\n',
    "one-reverse-after-turn-two": 'rule "A"\n  after turn_end when turn_end.number is 2:\n'
                                  '    reverse direction\n',
    "two-reverses-by-draw-counts": 'rule "A"\n  count "d" this round\n  after draw:\n    add 1 '
                                   'to "d"\n    if count "d" is 1:\n      reverse direction\n\n'
                                   'rule "B"\n  count "e" this round\n  after draw:\n    add 1 '
                                   'to "e"\n    if count "e" is 2:\n      reverse direction\n',
    "heads-up-skip": 'rule "A"\n  after turn_end when table.players is 2 and round.turns is 1:\n'
                     '    skip next player\n',
}


@pytest.mark.parametrize("text", LEADS.values(), ids=LEADS.keys())
def test_r_turn_1_r_setup_4_lead_given_a_second_turn_in_the_first_lap_is_lp308(text: str) -> None:
    found = [d for d in diagnostics(text) if d.code == "LP308"]
    assert found, text
    # the witness: the table size and the first lap's seats, the leader twice
    assert "the first lap's seats: 0, " in found[0].message
    assert "plays turn" in found[0].message


@pytest.mark.parametrize("name", ["lead-twice-by-draw-reverses", "lead-twice-by-play-reverses"])
def test_r_turn_1_lead_doubled_in_turkish_and_english_keywords(name: str) -> None:
    assert "LP308" in codes_of(book(name))


FAIR_LEADS = {
    "kings-turn-twice": 'rule "A"\n  after play when play.rank is K:\n    reverse direction\n\n'
                        'rule "B"\n  after play when play.rank is K and play.count is 2:\n'
                        '    reverse direction\n',
    "every-turn-skips": 'rule "A"\n  after turn_end:\n    skip next player\n',
    "first-turn-reverse-only": 'rule "A"\n  after turn_end when round.turns is 1:\n    reverse '
                               'direction\n',
    "end-of-lap-reverse": 'rule "A"\n  after turn_end when round.turns is table.players:\n'
                          '    reverse direction\n',
}


@pytest.mark.parametrize("text", FAIR_LEADS.values(), ids=FAIR_LEADS.keys())
def test_r_turn_1_reverses_that_leave_every_seat_its_first_turn_are_clean(text: str) -> None:
    assert "LP308" not in codes_of(text), text
